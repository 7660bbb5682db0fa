"""The first Kare Kupa table picture of a fresh process: how long the first click's picture
takes once the bot has started, with and without the start-up warm-up.

    python -m benchmarks.first_picture            # 30 fresh processes per case
    python -m benchmarks.first_picture --quick    # 1

Each sample is a new Python process (so every cache is cold, as after a restart) that imports
the bot's table plug-ins, runs what start-up runs for the pictures (``install_card_faces`` with
text cards: every face drawn and made ready at each table size by ``bot.art.picture.warm``),
or skips it ("cold"), then draws the public picture of a Kare Kupa table in play
(``picture_of``, a distinct deal per process) and encodes it. Printed per case: p50 and p99 of
drawing alone (what the event loop does) and of drawing plus encoding (the encoding runs on the
picture threads), CPU time beside wall time. Target: p99 <= 5 ms with the warm-up.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import time

from benchmarks.measure import load_average, percentile, report_at_exit

TARGET_P99_MS = 5.0
PLAYERS = ["ana", "ben", "cem", "dan"]


def child(seed: int, *, warm: bool) -> dict[str, float]:
    from bot.art.emoji import install_card_faces  # noqa: PLC0415 - a fresh process's imports
    from bot.seats import SeatRow  # noqa: PLC0415
    from bot.session import Session  # noqa: PLC0415
    from bot.tables.context import RenderContext  # noqa: PLC0415
    from bot.tables.kare_kupa import picture_of  # noqa: PLC0415
    from bot.vocab import TableStatus  # noqa: PLC0415
    from engine.kare_kupa import KareKupa  # noqa: PLC0415

    if warm:
        asyncio.run(install_card_faces(None, RenderContext(), style="text"))  # type: ignore[arg-type]
    game = KareKupa(PLAYERS, {"look": False}, seed=seed)
    seats = [SeatRow(n, n + 1, name, name, computer=False) for n, name in enumerate(PLAYERS)]
    session = Session(
        id=seed,
        guild_id=1,
        channel_id=2,
        message_id=None,
        game_name="kare_kupa",
        options={"look": False},
        seed=seed,
        host_id=1,
        status=TableStatus.PLAYING,
        seats=seats,
        turn_seconds=None,
        game=game,
    )
    view = game.view(None)
    cpu, wall = time.process_time(), time.perf_counter()
    picture = picture_of(session, view)
    drawn_cpu, drawn_wall = time.process_time() - cpu, time.perf_counter() - wall
    picture.png  # noqa: B018 - the encoding
    return {
        "draw_cpu": drawn_cpu,
        "draw_wall": drawn_wall,
        "cpu": time.process_time() - cpu,
        "wall": time.perf_counter() - wall,
    }


def sample(seed: int, *, warm: bool) -> dict[str, float]:
    command = [sys.executable, "-m", "benchmarks.first_picture", "--child", str(seed)]
    if warm:
        command.append("--warm")
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=30, help="fresh processes per case")
    parser.add_argument("--quick", action="store_true", help="1 process per case")
    parser.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--warm", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.child is not None:
        print(json.dumps(child(arguments.child, warm=arguments.warm)))
        return
    report_at_exit()
    count = 1 if arguments.quick else arguments.processes
    print(f"machine: {load_average()}")
    for warm in (True, False):
        samples = [sample(seed, warm=warm) for seed in range(count)]
        case = "after start-up's warm-up" if warm else "cold (no warm-up)"

        def ms(name: str, fraction: float, of: list[dict[str, float]] = samples) -> str:
            return f"{percentile([s[name] for s in of], fraction) * 1000:.2f}"

        print(f"first Kare Kupa picture, {case}, {count} fresh processes:")
        print(
            f"  drawn (on the event loop): CPU p50 {ms('draw_cpu', 0.5)} ms, p99 "
            f"{ms('draw_cpu', 0.99)} ms; wall p50 {ms('draw_wall', 0.5)} ms, p99 "
            f"{ms('draw_wall', 0.99)} ms"
        )
        p99 = percentile([s["cpu"] for s in samples], 0.99) * 1000
        target = ""
        if warm:
            verdict = "met" if p99 <= TARGET_P99_MS else "MISSED"
            target = f" (target p99 <= {TARGET_P99_MS} ms: {verdict})"
        print(
            f"  drawn and encoded: CPU p50 {ms('cpu', 0.5)} ms, p99 {p99:.2f} ms{target}; "
            f"wall p50 {ms('wall', 0.5)} ms, p99 {ms('wall', 0.99)} ms"
        )


if __name__ == "__main__":
    main()
