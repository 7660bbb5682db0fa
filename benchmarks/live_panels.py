"""Live hand panels at scale: what following every member's panel costs per action.

    python -m benchmarks.live_panels                  # 200 tables, 5 rounds
    python -m benchmarks.live_panels --tables 1000    # a long set-up (see below)
    python -m benchmarks.live_panels --quick          # 8 tables, 3 rounds: a smoke

The 1,000-table figure comes from ``benchmarks.live_panels_host``: the same actions at the
table host, without SimCord, whose bookkeeping per task makes set-up at that size take far
longer than the measurement. This run keeps the whole bot and Discord's side in view at a
smaller count.

What it measures: the real bot (``create_bot``) on a fresh SQLite file, with production
settings (``publish_interval`` and ``panel_interval`` 1.0, ``edit_rate`` 45), inside SimCord.
``--tables`` Krypkasino tables of four members each are opened and started through the host
(members sit at several tables, as people do across channels), then every member opens their
hand panel with a real click on **Your hand**: four live panels per table. Then, for
``--rounds`` rounds, every table's mover plays a card at the host's door (``Play.act``: lock,
engine, SQLite commit, publish, panels told), the way a click does but without SimCord
building and settling a click each time; after each round one virtual second passes and
SimCord settles everything the round caused (the coalesced panel edits, the table messages,
turn pings). Per action it records:

- **handling**: ``Play.act`` plus drawing the clicking member's own panel, which is their
  answer (wall and CPU of this process; the CPU figure is the whole process's, so work the loop
  ran while the action waited on SQLite is in it);
- the **answer time**: handling as the member sees it, from the action to their panel drawn;
- **panel edits**: edits the host made to follow panels, per action and per panel per round
  (a round is one virtual second: at most one edit per panel per second is the target);
- **table message requests** the publisher made through the edit budget, per virtual second
  (and the busiest second), and every 429 the bot was told of;
- **staleness** of the public messages: virtual time from a table's change to its message
  showing it (changes still not shown at the end count with their age then).

Set-up runs the edit budget at an unlimited rate, so opening a thousand tables needs no
virtual time; the measured rounds run it at the production rate on SimCord's virtual clock.
Timers that cannot fire within the run (turn clocks of a day, panel expiry) are stopped
before the clicks: SimCord checks every sleeping task against every timer at each
settlement, which made set-up crawl at this scale.

Targets: handling p99 <= 10 ms (at 1,000 tables with four open panels each:
``benchmarks.live_panels_host``); at most one edit
per panel per second; table requests <= 45/s, no 429, public messages stale p99 <= 5 s.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import discord
import simcord

from benchmarks.measure import load_average, percentile, report_at_exit
from bot.app import Folkdeck, create_bot
from bot.budget import EditBudget
from bot.session import Session
from bot.settings import Settings
from bot.tables.controls import render_panel
from engine.krypkasino import Krypkasino
from engine.krypkasino.moves import card_moves

TARGET_P99_MS = 10.0
TARGET_RATE = 45.0
TARGET_STALE_P99 = 5.0
SETTLE_TIMEOUT = 600.0
"""SimCord's limit on one operation's real time. While time advances every future timer is
virtual whatever the limit; the clicks run only once no short timer is pending, so none of
them waits a timer out in real time."""
SETUP_RATE = 1e9
"""The edit budget's rate while tables and panels are set up: no edit waits, so set-up needs
no virtual time; the production rate is restored for the measured rounds."""
CHANNELS = 10
SEATS = 4


def first_move(session: Session) -> tuple[int, Any]:
    """The mover's member id and the first card they can play (its first set)."""
    game = session.game
    assert isinstance(game, Krypkasino)
    seat = session.seat_named(game.mover)
    assert seat is not None
    assert seat.user_id is not None
    move = next(move for move in card_moves(game, seat.name) if move.playable)
    return seat.user_id, move.plays[0]


async def run(tables: int, rounds: int) -> dict[str, Any]:
    # Warnings (turn pings, the budget's waits) are expected here: counted, not printed.
    quiet = logging.NullHandler()
    logging.getLogger().addHandler(quiet)
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            _env_file=None,
            discord_token=None,
            database_path=Path(folder) / "folkdeck.sqlite3",
            publish_interval=1.0,
            panel_interval=1.0,
            computer_delay=0.0,
            turn_seconds=86400.0,
            lobby_seconds=86400.0,
        )
        bot: Folkdeck = create_bot(settings)
        try:
            return await _measure(bot, tables, rounds)
        finally:
            await bot.close()  # SimCord never closes the bot: its database thread would stay


async def _measure(bot: Folkdeck, tables: int, rounds: int) -> dict[str, Any]:
    async with simcord.run(bot, settle_timeout=SETTLE_TIMEOUT) as env:
        guild = env.create_guild(name="bench")
        channels = [guild.create_text_channel(f"cards-{n}") for n in range(CHANNELS)]
        people = [
            [guild.add_member(env.create_user(f"p{c}-{s}")) for s in range(SEATS)]
            for c in range(CHANNELS)
        ]
        budget = bot.edit_budget
        assert budget is not None
        assert bot.panels is not None
        rate = budget.rate
        # Set-up edits never wait for the budget: no virtual time goes by for them.
        budget.rate = budget.burst = budget._tokens = SETUP_RATE
        started = time.perf_counter()
        sessions: list[Session] = []
        messages: list[Any] = []
        # The host's own calls run as the bot's work (SimCord then owns the tasks they
        # start: the publisher's, the panels'), as a click's would.
        scope = env._bot_scope
        for number in range(tables):
            channel = channels[number % CHANNELS]
            seated = people[number % CHANNELS]
            with scope():
                session = await _open(bot, guild.id, channel, seated, number)
            messages.append(session.message_id)
            sessions.append(session)
        # Every table message shows its game (Your hand): one publishing interval.
        await env.advance_time(bot.settings.publish_interval + 1.0)
        opening = time.perf_counter() - started
        # Timers that cannot fire in this run (a day's turn clock, a panel's 15 minutes) are
        # stopped before the clicks: SimCord scans every sleeping task
        # against every timer at each settlement, so thousands of them make each click slow.
        for session in sessions:
            if session.timer is not None:
                session.timer.cancel()
        started = time.perf_counter()
        shown = {found.id: found for channel in channels for found in channel.history()}
        for number in range(len(sessions)):
            for member in people[number % CHANNELS]:
                answer = await member.click(shown[messages[number]], label="Your hand")
                assert answer.ephemeral
                # Its token outlives the run by far: its expiry timer would only make every
                # later settlement scan one more sleeping task.
                panel = bot.panels.of(sessions[number].id, member.id)
                assert panel is not None
                if panel.watch is not None:
                    panel.watch.cancel()
        panels_opened = time.perf_counter() - started
        assert len(bot.panels) == tables * SEATS, len(bot.panels)
        await env.advance_time(2.0)  # whatever opening caused is published
        # The measured rounds: the production rate, its tokens counted on the virtual clock
        # (the budget's default clock is the real one, bound before SimCord patched it).
        with scope():
            budget._clock = time.monotonic
            budget.rate = rate
            budget.burst = EditBudget(rate).burst  # the production burst, not a second's worth
            budget._tokens = budget.burst
            budget._stamp = budget._clock()
        watch = _Watch(env, bot)
        ctx = bot.render_context
        wall: list[float] = []
        cpu: list[float] = []
        answer: list[float] = []
        per_round_max: list[int] = []
        edits_before = bot.panels.edits
        publisher_before = bot.publisher.edits
        taken_before = budget.taken
        waited_before = budget.waited
        virtual_started = watch.now()
        started = time.perf_counter()
        cpu_started = time.process_time()
        for _ in range(rounds):
            counts = {panel.key: panel.edits for panel in _all(bot)}
            round_started = watch.now()
            # The actions run outside any SimCord operation, where a timer's real-time
            # fallback would move the virtual clock (and settle everything) in the middle of
            # the round; marked as advancing, SimCord re-arms those fallbacks instead.
            env._advancing = True
            for session in sessions:
                if session.closed:
                    continue
                user_id, action = first_move(session)
                seat = session.seat_of(user_id)
                assert seat is not None
                t0, c0 = time.perf_counter(), time.process_time()
                # As a click: the member's own panel is the answer's, not the host's.
                with scope():
                    async with bot.panels.clicking(session.id, user_id):
                        played = await bot.host.play.act(
                            session.id, user_id, action, version=session.version
                        )
                        t1, c1 = time.perf_counter(), time.process_time()
                        # The answer: the clicking member's own panel, drawn fresh.
                        revision = session.revision
                        drawn = render_panel(session, ctx, seat, note=str(len(played.events)))
                        t2 = time.perf_counter()
                        own = bot.panels.of(session.id, user_id)
                        assert own is not None
                        bot.panels.shown(
                            session, seat, own.handle, drawn, state={}, revision=revision
                        )
                watch.changed(session)
                wall.append(t1 - t0)
                cpu.append(c1 - c0)
                answer.append(t2 - t0)
            env._advancing = False
            # One virtual second per round (more if real-time fallbacks of SimCord's timers
            # moved the clock while the round was played: the rates use the clock's span).
            await env.advance_time(max(0.001, round_started + 1.0 - watch.now()))
            after = {panel.key: panel.edits for panel in _all(bot)}
            per_round_max.append(max((after[key] - counts.get(key, 0) for key in after), default=0))
        acting = time.perf_counter() - started
        acting_cpu = time.process_time() - cpu_started
        virtual = watch.now() - virtual_started
        followed = len(bot.panels)
        stale, behind = watch.staleness()
        await bot.panels.close()  # its expiry timers would hold SimCord's shutdown
        actions = len(wall)
        return {
            "tables": tables,
            "rounds": rounds,
            "actions": actions,
            "opening": opening,
            "panels_opened": panels_opened,
            "followed": followed,
            "wall": wall,
            "cpu": cpu,
            "answer": answer,
            "panel_edits": bot.panels.edits - edits_before,
            "max_per_panel_round": max(per_round_max, default=0),
            "publisher_edits": bot.publisher.edits - publisher_before,
            "budget_taken": budget.taken - taken_before,
            "budget_waited": budget.waited - waited_before,
            "budget_queued": budget.queued,
            "virtual": virtual,
            "busiest_second": watch.busiest_second(),
            "rate_limited": watch.rate_limited,
            "stale": stale,
            "behind": behind,
            "acting": acting,
            "acting_cpu": acting_cpu,
            "failures": bot.panels.failures,
        }


class _Watch(logging.Handler):
    """What the measured rounds did to the table messages, on SimCord's virtual clock: when
    each table changed and when its message showed it (staleness), each edit's second, and
    every 429 the bot was told of (discord.py's rate-limit warnings, failed edits)."""

    def __init__(self, env: Any, bot: Folkdeck) -> None:
        super().__init__(logging.WARNING)
        self.env = env
        self.changes: dict[int, list[tuple[int, float]]] = {}
        self.stale: list[float] = []
        self.seconds: dict[int, int] = {}
        self.rate_limited = 0
        publisher = bot.publisher
        original = publisher.published

        def published(table: Session, revision: int) -> None:
            now = self.now()
            self.seconds[math.floor(now)] = self.seconds.get(math.floor(now), 0) + 1
            pending = self.changes.get(table.id, [])
            while pending and pending[0][0] <= revision:
                self.stale.append(now - pending.pop(0)[1])
            original(table, revision)

        publisher.published = published  # type: ignore[method-assign]
        root = logging.getLogger()
        root.addHandler(self)
        root.setLevel(logging.WARNING)

    def now(self) -> float:
        return float(self.env._virtual_time)

    def changed(self, session: Session) -> None:
        self.changes.setdefault(session.id, []).append((session.revision, self.now()))

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if "rate limited" in text or "429" in text:
            self.rate_limited += 1

    def staleness(self) -> tuple[list[float], int]:
        """Every shown change's staleness, and the changes still not shown at the end
        (counted with their age so far: a lower bound)."""
        now = self.now()
        behind = [now - at for pending in self.changes.values() for _, at in pending]
        return self.stale + behind, len(behind)

    def busiest_second(self) -> int:
        return max(self.seconds.values(), default=0)


async def _open(
    bot: Folkdeck, guild_id: int, channel: Any, seated: list[Any], number: int
) -> Session:
    """A Krypkasino table of four members, posted and started through the host."""
    host = seated[0]
    session = await bot.host.lobby.open_table(
        game="krypkasino",
        guild_id=guild_id,
        channel_id=channel.id,
        host_id=host.id,
        host_display=host.name,
        options={"rounds": 1},
        seed=number,
    )
    target = bot.get_channel(channel.id)
    assert isinstance(target, discord.TextChannel)
    await bot.publisher.post(session, target.send)
    for member in seated[1:]:
        await bot.host.lobby.join(session.id, member.id, member.name)
    await bot.host.lobby.start(session.id, host.id)
    return session


def _all(bot: Folkdeck) -> list[Any]:
    assert bot.panels is not None
    return list(bot.panels._panels.values())


def _ms(values: list[float]) -> str:
    if not values:
        return "-"
    return (
        f"p50 {statistics.median(values) * 1e3:.2f} ms, "
        f"p99 {percentile(values, 0.99) * 1e3:.2f} ms, "
        f"max {max(values) * 1e3:.2f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="8 tables, 3 rounds")
    args = parser.parse_args(argv)
    report_at_exit()
    tables, rounds = (8, 3) if args.quick else (args.tables, args.rounds)
    print(f"live panels: {tables} Krypkasino tables x {SEATS} open panels, {rounds} rounds")
    print(f"before: {load_average()}")
    result = asyncio.run(run(tables, rounds))
    actions = result["actions"]
    seconds = result["virtual"]
    print(
        f"set-up: tables opened and started in {result['opening']:.1f} s, "
        f"{tables * SEATS} panels opened by clicks in {result['panels_opened']:.1f} s; "
        f"{result['followed']} followed"
    )
    print(f"actions: {actions} ({tables} tables x {rounds} rounds, {seconds:.1f} virtual s)")
    print(f"handling per action, wall: {_ms(result['wall'])}")
    print(f"handling per action, CPU:  {_ms(result['cpu'])}  (target p99 <= {TARGET_P99_MS} ms)")
    print(f"clicking member's answer (action + own panel), wall: {_ms(result['answer'])}")
    print(
        f"panel edits: {result['panel_edits']} = {result['panel_edits'] / max(actions, 1):.2f} "
        "per action (the 3 other members' panels; the mover's is their answer); "
        f"at most {result['max_per_panel_round']} per panel per second (target <= 1); "
        f"{result['failures']} failed"
    )
    per_second = result["publisher_edits"] / max(seconds, 1e-9)
    print(
        f"table message requests: {result['publisher_edits']} in {seconds:.1f} virtual s "
        f"= {per_second:.1f}/s, busiest second {result['busiest_second']} "
        f"(target <= {TARGET_RATE:.0f}/s); budget tokens taken {result['budget_taken']}, "
        f"{result['budget_waited']} edits waited, {result['budget_queued']} still queued; "
        f"429s: {result['rate_limited']} (target 0)"
    )
    stale = result["stale"]
    if stale:
        print(
            f"public message staleness (a table's change to its message showing it, virtual): "
            f"p50 {statistics.median(stale):.1f} s, p99 {percentile(stale, 0.99):.1f} s, "
            f"max {max(stale):.1f} s over {len(stale)} changes, {result['behind']} of them "
            f"still not shown at the end (counted at their age then) "
            f"(target p99 <= {TARGET_STALE_P99:.0f} s)"
        )
    print(
        f"acting phase: wall {result['acting']:.1f} s, CPU {result['acting_cpu']:.1f} s "
        "(panel edits and table messages through SimCord included)"
    )
    print(f"after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
