"""Regenerates the README's picture, ``docs/images/table.png``: a Krypkasino table a few moves
in, as SimCord's browser preview shows it, photographed by Debian's chromium (headless).

    python docs/screenshots.py                       # needs the playground extra and chromium
    python docs/screenshots.py --chromium /path/to/chrome --out table.png

It runs the real bot against SimCord exactly as ``folkdeck playground`` does (same server,
channel and members), opens a table with a computer player, plays a few moves, focuses the
table message and takes the picture. Retake it whenever a table's look changes.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import tempfile
from pathlib import Path

import simcord

from bot.app import Folkdeck, create_bot
from bot.playground import _world, playground_settings

OUT = Path(__file__).resolve().parent / "images" / "table.png"
WIDTH, HEIGHT = 960, 900


async def play_a_little(bot: Folkdeck, members: dict[int, object], moves: int) -> None:
    """A few legal moves by the human seats (computer seats answer by themselves)."""
    for _ in range(moves):
        for session in list(bot.host.tables.values()):
            game = session.game
            if game is None or game.over:
                continue
            for seat in session.seats:
                if seat.computer or seat.user_id not in members:
                    continue
                legal = game.legal_actions(seat.name)
                if legal:
                    await bot.host.play.act(session.id, seat.user_id, legal[0])
                    break
        await asyncio.sleep(0.2)


async def take(chromium: str, out: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="folkdeck-shot-") as folder:
        settings = playground_settings(Path(folder) / "shot.sqlite3").model_copy(
            update={"computer_delay": 0, "publish_interval": 0}
        )
        bot = create_bot(settings)
        try:
            async with simcord.run(bot, check_errors=False) as env:
                channel, members = _world(env)
                ana, bruno = members[0], members[1]
                lobby = (await ana.slash(channel, "play", game="krypkasino")).response.message
                await bruno.click(lobby, label="Join")
                await ana.click(lobby, label="Add computer player")
                await ana.click(lobby, label="Start")
                await play_a_little(bot, {ana.id: ana, bruno.id: bruno}, moves=3)
                table = next(iter(bot.host.tables.values()))
                assert table.message_id is not None
                preview = env.preview(
                    channel,
                    viewers=[ana],
                    layout="message",
                    width=WIDTH,
                    height=HEIGHT,
                )
                async with preview:
                    await preview.show(lobby)
                    shot = await asyncio.create_subprocess_exec(
                        chromium,
                        "--headless=new",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--hide-scrollbars",
                        f"--window-size={WIDTH},{HEIGHT}",
                        "--virtual-time-budget=8000",
                        f"--screenshot={out}",
                        preview.url,
                        stdout=asyncio.subprocess.DEVNULL,
                        stderr=asyncio.subprocess.DEVNULL,
                    )
                    await shot.wait()
                await bot.close()
        finally:
            await bot.close()
    print(f"wrote {out}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    asyncio.run(take(args.chromium, args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
