"""A burst on one Kare Kupa table: 200 actions by four players within one second; the handling
time per action and the public edits the burst produced.

    python -m benchmarks.kare_kupa_burst           # 200 actions
    python -m benchmarks.kare_kupa_burst --quick   # 40 actions

The bot's own parts on a fresh SQLite file: the table host (``bot/host/``), the store, the
coalescing publisher with production's ``publish_interval`` (1.0 s) and the Kare Kupa table
plug-in. Four players act as the computer player would choose for them, one action every 5 ms
(200 in one second), each as a click does it: the host applies, commits and asks the publisher
for an edit, then the actor's hand panel is rendered as the answer. Handling time is that,
per action (target p99 <= 10 ms).

SimCord is not used here: its settling waits for the publisher's timers inside each click, so
a burst cannot happen within one second of its clock. The publisher edits through a small
stand-in for the Discord channel that counts the edits and renders nothing else; each edit
renders the whole public message (the picture included), as a real edit would.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path
from typing import Any

import discord

from benchmarks.measure import percentile, report_at_exit
from bot.art.picture import Line, table_picture
from bot.host import TableHost
from bot.publisher import Publisher
from bot.settings import Settings
from bot.store import Store
from bot.tables import plugin_for, render_public
from bot.tables.context import RenderContext
from bot.tables.kare_kupa import TABLE_CARD_HEIGHT
from engine.cards import FULL_DECK
from engine.kare_kupa import KareKupa
from engine.registry import computer_move

SPACING = 0.005


class _Message:
    def __init__(self, channel: _Channel) -> None:
        self.channel = channel

    async def edit(self, **kwargs: Any) -> None:  # noqa: ARG002 - a message's edit
        self.channel.edits.append(time.perf_counter())


class _Channel(discord.abc.Messageable):
    """Stands in for the table's channel: keeps the time of each edit."""

    async def _get_channel(self) -> Any:
        return self

    def __init__(self) -> None:
        self.edits: list[float] = []

    def get_partial_message(self, message_id: int) -> _Message:  # noqa: ARG002
        return _Message(self)


class _Client:
    def __init__(self) -> None:
        self.channel = _Channel()

    def get_channel(self, channel_id: int) -> _Channel:  # noqa: ARG002
        return self.channel


async def run(actions: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="folkdeck-burst-") as folder:
        path = Path(folder) / "folkdeck.sqlite3"
        store = await Store.open(path)
        settings = Settings(
            _env_file=None, database_path=path, publish_interval=1.0, pulse_seconds=3600
        )
        host = TableHost(store, settings)
        ctx = RenderContext()
        client = _Client()
        publisher = Publisher(
            client,  # type: ignore[arg-type]
            lambda session: render_public(session, ctx),
            _moved,
            interval=settings.publish_interval,
        )
        host.publisher = publisher
        try:
            session = await host.lobby.open_table(
                game="kare_kupa",
                guild_id=1,
                channel_id=2,
                host_id=1,
                host_display="ana",
                options={"target": 1000},
                seed=7,
            )
            for user, display in ((2, "ben"), (3, "cem"), (4, "dan")):
                await host.lobby.join(session.id, user, display)
            await host.lobby.start(session.id, 1)
            await host.lobby.attach_message(session, 99, 2)
            publisher.published(session, session.revision)
            game = session.game
            assert isinstance(game, KareKupa)
            plugin = plugin_for("kare_kupa")
            # A running bot has drawn every face at the table's size long before: warm up.
            for start in range(0, 52, 4):
                table_picture(
                    [Line("warm", FULL_DECK[start : start + 4])], card_height=TABLE_CARD_HEIGHT
                )
            await asyncio.sleep(1.2)
            edits_before = len(client.channel.edits)
            timings: list[float] = []
            turn = 0
            started = time.perf_counter()
            while len(timings) < actions:
                seat = session.seats[turn % 4]
                turn += 1
                action = computer_move(game, seat.name)
                if game.is_idle(action):
                    continue
                due = started + len(timings) * SPACING
                await asyncio.sleep(max(0.0, due - time.perf_counter()))
                begin = time.perf_counter()
                await host.play.act(session.id, seat.user_id, game.codec.dump(action))
                plugin.panel(session, ctx, seat)
                timings.append(time.perf_counter() - begin)
            burst = time.perf_counter() - started
            during = len(client.channel.edits) - edits_before
            await asyncio.sleep(1.5)
            return {
                "actions": len(timings),
                "burst": burst,
                "p50": percentile(timings, 0.5) * 1000,
                "p99": percentile(timings, 0.99) * 1000,
                "max": max(timings) * 1000,
                "during": during,
                "edits": len(client.channel.edits) - edits_before,
                "rounds": game.round - 1,
            }
        finally:
            await publisher.close()
            await host.close()
            await store.close()


async def _moved(session: Any, old: int | None, new: Any) -> None:  # noqa: ARG001
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run")
    arguments = parser.parse_args()
    figures = asyncio.run(run(40 if arguments.quick else 200))
    print(f"Kare Kupa burst on one table ({'quick' if arguments.quick else 'full'} run)")
    print(
        f"{figures['actions']:.0f} actions in {figures['burst']:.2f} s "
        f"({figures['rounds']:.0f} rounds called on the way)"
    )
    print(
        f"handling per action (apply, commit, publish request, hand panel): p50 "
        f"{figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms (target <= 10 ms), max "
        f"{figures['max']:.2f} ms"
    )
    print(
        f"public edits: {figures['during']:.0f} during the burst, {figures['edits']:.0f} in all "
        "once the publisher caught up (it edits at most once a second)"
    )


if __name__ == "__main__":
    report_at_exit()
    main()
