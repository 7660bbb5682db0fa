"""Live hand panels at 1,000 tables, at the table host: what following every member's panel
costs per action, without a simulated Discord around the bot.

    python -m benchmarks.live_panels_host                 # 1,000 tables, 5 rounds, 200 actions/s
    python -m benchmarks.live_panels_host --rate 0        # the actions back to back
    python -m benchmarks.live_panels_host --tables 200    # fewer tables
    python -m benchmarks.live_panels_host --profile       # and where the loop's time goes
    python -m benchmarks.live_panels_host --quick         # 20 tables, 2 rounds: a smoke

``benchmarks.live_panels`` runs the whole bot inside SimCord; SimCord's bookkeeping grows with
every task and timer the bot holds, so past a few hundred tables its set-up takes far longer
than the figure. This script measures the same actions one layer in, as ``benchmarks.click_cpu``
does: the real table host (``bot/host/``) on a fresh SQLite file (WAL, as in production), the
real live panels (``bot.panels.Panels``), the real publisher's coalescing and edit budget
(``EDIT_RATE`` 45/s) and the Krypkasino plug-in with its pictures. Only Discord's side is left
out: a panel's edit and a table message's edit build their request's payload (the components
and embeds as JSON, what discord.py sends) and stop there. Real time throughout: the
coalescing interval (1 s) is the production one.

``--tables`` Krypkasino tables of four members each are opened, started, and given four
followed panels (one per member, as **Your hand** makes). Then, for ``--rounds`` rounds,
every table's mover plays a card, as a click does, the clicks arriving at ``--rate`` a second
(200: each table's mover every five seconds, a brisk game; 0: back to back, as fast as the
process takes them, so every action also waits behind the work the previous ones caused):
the member's panel is held while their answer is made (``Panels.clicking``),
``Play.act`` applies, commits and publishes, and the answer is their own panel drawn and its
payload built. Per action it records:

- **handling**: ``Play.act``, wall and CPU of the process (work the loop ran meanwhile, e.g.
  other panels' edits while the action waited on SQLite, is in it, as in production);
- the clicking member's **answer time**: handling plus their own panel drawn and built;
- **panel edits** the host made to follow the other members' panels, per action, and the most
  any one panel got in any one second (target at most one);
- the process's CPU per action in all (the answers, the panels followed, the table messages).

Targets: handling p99 <= 10 ms at 1,000 tables with four open panels each; at most one edit
per panel per second.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import json
import logging
import pstats
import statistics
import sys
import tempfile
import time
from bisect import bisect_left
from pathlib import Path
from typing import Any

import discord

from benchmarks.live_panels import first_move
from benchmarks.measure import load_average, percentile, report_at_exit
from bot.budget import EditBudget
from bot.host import TableHost
from bot.panels import Panels
from bot.publisher import Publisher, human_waits
from bot.session import Session
from bot.settings import Settings
from bot.store import Store
from bot.tables import render_public
from bot.tables.context import RenderContext
from bot.tables.controls import render_panel
from bot.tables.message import Message

TARGET_P99_MS = 10.0
SEATS = 4
CHANNELS = 10
INTERVAL = 1.0
"""The production coalescing interval of table messages and panels (seconds)."""
EDIT_RATE = 45.0


def payload(message: Message) -> str:
    """What an edit sends: the message's fields as discord.py puts them in a request."""
    fields = message.edit()
    view = fields.get("view")
    body = {
        "content": fields.get("content"),
        "embeds": [embed.to_dict() for embed in fields.get("embeds") or []],
        "components": view.to_components() if view is not None else [],
        "attachments": [getattr(file, "filename", None) for file in fields["attachments"]],
    }
    return json.dumps(body)


class Recorded:
    """A followed panel's handle: each edit builds its payload and is timed, nothing is sent."""

    dm = False

    def __init__(self, message_id: int) -> None:
        self.message_id: int | None = message_id
        self.at: list[float] = []

    async def edit(self, message: Message) -> None:
        payload(message)
        self.at.append(time.monotonic())

    def most_in_a_second(self) -> int:
        """The most edits within any one second."""
        best = 0
        for index, start in enumerate(self.at):
            best = max(best, bisect_left(self.at, start + 1.0, lo=index) - index)
        return best


class Pauses:
    """The garbage collector's pauses while it is installed: a stall of every table at once,
    which no code path of the bot shows in a profile."""

    def __init__(self) -> None:
        self.pauses: dict[int, list[float]] = {}
        self._started = 0.0

    def start(self) -> None:
        gc.callbacks.append(self._note)

    def stop(self) -> None:
        gc.callbacks.remove(self._note)

    def _note(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            pause = time.perf_counter() - self._started
            self.pauses.setdefault(info["generation"], []).append(pause)

    def line(self) -> str:
        parts = [
            f"generation {generation}: {len(pauses)} pauses, max {max(pauses) * 1e3:.1f} ms, "
            f"{sum(pauses):.2f} s in all"
            for generation, pauses in sorted(self.pauses.items())
        ]
        return "; ".join(parts) or "none"


class Drawn(Publisher):
    """The publisher's coalescing and budget, its message drawn (pictures encoded off the
    loop) and its payload built; nothing is sent."""

    async def _edit(self, table: Session) -> None:
        if self.budget is not None:
            await self.budget.take(urgent=human_waits(table))
        rendered = self._render(table)
        if not rendered.ready_now:
            await rendered.ready()
        self.edits += 1
        payload(rendered)
        rendered.release()


async def _posted(table: Session, old: int | None, message: discord.Message) -> None:
    del table, old, message  # never called: every table has its message from the start


async def run(tables: int, rounds: int, rate: float, profile: bool) -> dict[str, Any]:
    logging.getLogger().addHandler(logging.NullHandler())
    with tempfile.TemporaryDirectory(prefix="folkdeck-panels-") as folder:
        path = Path(folder) / "folkdeck.sqlite3"
        settings = Settings(
            _env_file=None,
            database_path=path,
            publish_interval=INTERVAL,
            panel_interval=INTERVAL,
            computer_delay=0.0,
            turn_seconds=86400.0,
            lobby_seconds=86400.0,
        )
        store = await Store.open(path)
        host = TableHost(store, settings)
        ctx = RenderContext()
        client = discord.Client(intents=discord.Intents.none())  # never connected
        budget = EditBudget(EDIT_RATE)
        publisher = Drawn(
            client, lambda table: render_public(table, ctx), _posted, interval=INTERVAL
        )
        publisher.budget = budget
        panels = Panels(client, ctx, interval=INTERVAL, budget=budget)
        host.publisher = publisher
        host.panels = panels
        try:
            return await _measure(host, panels, publisher, ctx, tables, rounds, rate, profile)
        finally:
            await panels.close()
            await publisher.close()
            await host.close()
            await store.close()
            await client.close()


async def _measure(
    host: TableHost,
    panels: Panels,
    publisher: Publisher,
    ctx: RenderContext,
    tables: int,
    rounds: int,
    rate: float,
    profile: bool,
) -> dict[str, Any]:
    started = time.perf_counter()
    sessions: list[Session] = []
    handles: list[Recorded] = []
    for number in range(tables):
        people = [1000 + (number % CHANNELS) * SEATS + seat for seat in range(SEATS)]
        session = await host.lobby.open_table(
            game="krypkasino",
            guild_id=1,
            channel_id=100 + number % CHANNELS,
            host_id=people[0],
            host_display=f"p{people[0]}",
            options={"rounds": 1},
            seed=number,
        )
        await host.lobby.attach_message(session, 10_000 + number, session.channel_id)
        for member in people[1:]:
            await host.lobby.join(session.id, member, f"p{member}")
        await host.lobby.start(session.id, people[0])
        sessions.append(session)
    opening = time.perf_counter() - started
    # Every member opens their panel (Your hand): four followed panels per table.
    for session in sessions:
        for seat in session.seats:
            handle = Recorded(20_000_000 + session.id * SEATS + seat.position)
            handles.append(handle)
            drawn = render_panel(session, ctx, seat)
            payload(drawn)
            panels.shown(session, seat, handle, drawn, state={}, revision=session.revision)
    assert len(panels) == tables * SEATS, len(panels)
    await asyncio.sleep(INTERVAL + 0.5)  # the opening's table messages go out
    for handle in handles:
        handle.at.clear()
    edits_before, publisher_before = panels.edits, publisher.edits
    wall: list[float] = []
    cpu: list[float] = []
    answer: list[float] = []
    profiler = cProfile.Profile() if profile else None
    round_started = time.perf_counter()
    cpu_started = time.process_time()
    if profiler is not None:
        profiler.enable()
    pauses = Pauses()
    pauses.start()
    late = 0
    for _ in range(rounds):
        for session in sessions:
            if session.closed:
                continue
            if rate > 0:
                # The next click arrives on time; the loop is free meanwhile.
                due = round_started + len(wall) / rate
                pause = due - time.perf_counter()
                if pause > 0:
                    await asyncio.sleep(pause)
                else:
                    late += 1
            user_id, action = first_move(session)
            seat = session.seat_of(user_id)
            assert seat is not None
            own = panels.of(session.id, user_id)
            assert own is not None
            t0, c0 = time.perf_counter(), time.process_time()
            async with panels.clicking(session.id, user_id):
                await host.play.act(session.id, user_id, action, version=session.version)
                t1, c1 = time.perf_counter(), time.process_time()
                # The answer: the member's own panel drawn and its payload built.
                revision = session.revision
                drawn = render_panel(session, ctx, seat)
                payload(drawn)
                t2 = time.perf_counter()
                panels.shown(session, seat, own.handle, drawn, state={}, revision=revision)
                drawn.release()  # as the click's answer does once sent
            wall.append(t1 - t0)
            cpu.append(c1 - c0)
            answer.append(t2 - t0)
    acting = time.perf_counter() - round_started
    await asyncio.sleep(INTERVAL + 0.5)  # the last changes' coalesced edits go out
    pauses.stop()
    if profiler is not None:
        profiler.disable()
    total_cpu = time.process_time() - cpu_started
    total_wall = time.perf_counter() - round_started
    return {
        "tables": tables,
        "rounds": rounds,
        "opening": opening,
        "actions": len(wall),
        "rate": rate,
        "late": late,
        "wall": wall,
        "cpu": cpu,
        "answer": answer,
        "acting": acting,
        "total_cpu": total_cpu,
        "total_wall": total_wall,
        "panel_edits": panels.edits - edits_before,
        "most_per_second": max((handle.most_in_a_second() for handle in handles), default=0),
        "publisher_edits": publisher.edits - publisher_before,
        "followed": len(panels),
        "profile": profiler,
        "gc": pauses.line(),
    }


def _ms(values: list[float]) -> str:
    return (
        f"p50 {statistics.median(values) * 1e3:.2f} ms, "
        f"p99 {percentile(values, 0.99) * 1e3:.2f} ms, max {max(values) * 1e3:.2f} ms"
    )


def _profile_lines(profiler: cProfile.Profile, count: int) -> str:
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(count)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--rate", type=float, default=200.0, help="clicks a second (0: back to back)"
    )
    parser.add_argument("--profile", action="store_true", help="cProfile of the rounds")
    parser.add_argument("--quick", action="store_true", help="20 tables, 2 rounds")
    args = parser.parse_args(argv)
    report_at_exit()
    tables, rounds = (20, 2) if args.quick else (args.tables, args.rounds)
    print(
        f"live panels at the host: {tables} Krypkasino tables x {SEATS} open panels, "
        f"{rounds} rounds"
    )
    print(f"before: {load_average()}")
    result = asyncio.run(run(tables, rounds, args.rate, args.profile))
    actions = result["actions"]
    p99 = percentile(result["wall"], 0.99) * 1e3
    p99_cpu = percentile(result["cpu"], 0.99) * 1e3
    print(f"set-up: {tables} tables opened and started in {result['opening']:.1f} s")
    pace = (
        f"arriving at {result['rate']:.0f}/s, {result['late']} of them late"
        if result["rate"] > 0
        else "back to back"
    )
    print(
        f"actions: {actions} in {result['acting']:.1f} s "
        f"({actions / result['acting']:.0f} actions/s, {pace}); "
        f"{result['followed']} panels followed at the end"
    )
    print(f"handling per action, wall: {_ms(result['wall'])}")
    print(f"handling per action, CPU:  {_ms(result['cpu'])}")
    verdict = "met" if max(p99, p99_cpu) <= TARGET_P99_MS else "MISSED"
    print(f"  target p99 <= {TARGET_P99_MS:.0f} ms: {verdict} (wall {p99:.2f}, CPU {p99_cpu:.2f})")
    print(f"clicking member's answer (action + own panel drawn), wall: {_ms(result['answer'])}")
    edits = result["panel_edits"]
    print(
        f"panel edits: {edits} = {edits / max(actions, 1):.2f} per action (the other members' "
        f"panels; the mover's is their answer); at most {result['most_per_second']} edits to "
        "one panel in any one second (target <= 1)"
    )
    print(
        f"table messages drawn: {result['publisher_edits']} "
        f"(coalesced per table per {INTERVAL:.0f} s, {EDIT_RATE:.0f}/s budget)"
    )
    print(
        f"process CPU per action in all (answers, panels followed, table messages): "
        f"{result['total_cpu'] / max(actions, 1) * 1e3:.2f} ms "
        f"({result['total_cpu']:.1f} s CPU in {result['total_wall']:.1f} s wall)"
    )
    print(f"garbage collector's pauses during the rounds: {result['gc']}")
    if result["profile"] is not None:
        print(_profile_lines(result["profile"], 30))
    print(f"after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
