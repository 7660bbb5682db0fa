"""Clicks per move with live panels: one full match of each multiplayer game, played through
SimCord by members who open **Your hand** once and keep that panel.

    python -m benchmarks.panel_clicks                      # the games' own match lengths
    python -m benchmarks.panel_clicks --shots DIR          # and a panel before/after a move
    python -m benchmarks.panel_clicks --quick              # short matches, no pictures

The real bot (``create_bot``) on a fresh SQLite file, inside SimCord, as the behaviour tests
drive it: Krypkasino by three members and a computer, Crveni tepih by three members, Kare Kupa
by four members (two partnerships), each with the game's default options (``--quick``: one
round, one point, one point). Every member opens their panel once at the start and then only
re-reads it (the host keeps it current) and clicks on it: a card, a bid, a pass, a swap's two
cards. Printed per game: the members' moves, clicks per move (median and max), Refresh and
Your hand clicks after the first, and the private messages each member ends the match with
(their panel, plus any short private answers).

With ``--shots``, two screenshots of a Krypkasino member's panel in SimCord's browser preview
(Debian's chromium, headless): before and after the member before them moves.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
from pathlib import Path
from typing import Any

import simcord
from simcord.backend.cdn import CDN_BASE

from benchmarks.krypkasino_screens import emoji_assets, shoot
from benchmarks.measure import load_average, report_at_exit
from bot.app import Folkdeck, create_bot
from bot.settings import Settings
from bot.vocab import TableStatus
from tests.support import drivers, live
from tests.support import kare_kupa as kk
from tests.support.world import build_world

SETTLE_TIMEOUT = 10.0
"""Real seconds one SimCord operation may take: generous, for a loaded machine. Every timer
of the bot here is longer (SimCord fires a shorter one in real time inside an operation), and
virtual time moves only when a Kare Kupa table waits for its own action."""
LOOK = 20.0
PULSE = 30.0


def summary(name: str, clicks: list[int], refreshes: int, private: dict[str, int]) -> str:
    messages = ", ".join(f"{who} {count}" for who, count in private.items())
    return (
        f"{name}: {len(clicks)} member moves; clicks per move median "
        f"{statistics.median(clicks):g}, max {max(clicks)}; Refresh/Your hand clicks after "
        f"the first: {refreshes}; private messages per member: {messages}"
    )


def private_counts(channel: Any, members: list[Any]) -> dict[str, int]:
    return {member.name: len(live.private_messages(channel, member)) for member in members}


async def krypkasino(
    env: Any, bot: Folkdeck, quick: bool, shots: Path | None
) -> tuple[list[int], int, dict[str, int]]:
    world = build_world(env, ["ana", "ben", "cem"])
    channel, members = world.channel, world.members
    options = {"rounds": 1} if quick else {}
    session = await drivers.open_seeded(
        bot, channel, members[0], members[1:], 1, game="krypkasino", seed=7, options=options
    )
    players = await live.Players.with_panels(bot, channel, session, members)
    assets = _assets(bot) if shots is not None else {}
    shot = False
    for _ in range(2000):
        if session.closed:
            break
        seat = session.seat_named(session.game.mover)
        assert seat is not None
        assert seat.user_id is not None
        order = list(session.game.players)
        after = session.seat_named(order[(order.index(seat.name) + 1) % len(order)])
        watcher = None
        if (
            shots is not None
            and not shot
            and len(session.game.log) >= 6
            and after is not None
            and not after.computer
        ):
            assert after.user_id is not None
            watcher = players.members[after.user_id]
            await _capture(env, channel, watcher, assets, shots / "1-panel-before.png")
        players.clicks.append(await live.krypkasino_move(players, seat.user_id))
        if watcher is not None:
            await _capture(env, channel, watcher, assets, shots / "2-panel-after.png")  # type: ignore[operator]
            shot = True
    assert session.status == TableStatus.FINISHED, session.status
    return players.clicks, players.refreshes, private_counts(channel, members)


def _assets(bot: Folkdeck) -> dict[str, tuple[str, bytes]]:
    """The card emoji's images, also under SimCord's own CDN address (where its preview looks
    for an application emoji), so the offline page shows the cards."""
    assets = emoji_assets(bot)
    for url, (name, image) in list(assets.items()):
        if url.startswith("https://cdn.discordapp.com/emojis/"):
            assets[url.replace("https://cdn.discordapp.com", CDN_BASE)] = (name, image)
    return assets


async def _capture(env: Any, channel: Any, viewer: Any, assets: Any, path: Path) -> None:
    async with env.preview(channel, viewers=[viewer], width=1000, assets=assets) as preview:
        await shoot(preview.url, path, height=1800)


async def crveni_tepih(
    env: Any, bot: Folkdeck, quick: bool
) -> tuple[list[int], int, dict[str, int]]:
    world = build_world(env, ["dora", "emil", "fran"])
    channel, members = world.channel, world.members
    options = {"target": 1} if quick else {}
    session = await drivers.open_seeded(
        bot, channel, members[0], members[1:], 0, game="crveni_tepih", seed=3, options=options
    )
    players = await live.Players.with_panels(bot, channel, session, members)
    for _ in range(5000):
        if session.closed:
            break
        (name,) = session.game.to_act()
        seat = session.seat_named(name)
        assert seat is not None
        assert seat.user_id is not None
        child = live.crveni_tepih_choice(players, name)
        before = session.version
        await players.click(seat.user_id, child)
        assert session.version > before, child.label
        players.clicks.append(1)
    assert session.status == TableStatus.FINISHED, session.status
    return players.clicks, players.refreshes, private_counts(channel, members)


class Counted(kk.Table):
    """Kare Kupa's click driver, counting every click on a panel."""

    done: int = 0
    refreshes: int = 0

    async def click(self, player: str, child: Any) -> Any:
        self.done += 1
        if getattr(child, "label", None) in ("Refresh", live.HAND):
            self.refreshes += 1
        return await super().click(player, child)


async def kare_kupa(env: Any, bot: Folkdeck, quick: bool) -> tuple[list[int], int, dict[str, int]]:
    world = build_world(env, ["gus", "hana", "ivo", "jan"])
    channel, members = world.channel, world.members
    players = [str(member.id) for member in members]
    options = {"target": 1} if quick else {}
    session = await kk.open_seeded(
        bot, channel, members[0], members[1:], 0, seed=5, options=options
    )
    game = kk.game_of(session)
    table = Counted(env, channel, session, dict(zip(players, members, strict=True)))
    for player in players:
        await table.panel(player)  # Your hand, once each
    planner = kk.Planner(done={"gesture", "select", "offer", "accept"})
    clicks: list[int] = []
    for _ in range(20000):
        if session.status == TableStatus.FINISHED:
            break
        action = planner.next(game)
        if action is None:
            # Nobody has anything worth doing: the table turns fresh cards once untouched.
            await env.advance_time(bot.settings.pulse_seconds + 1)
            continue
        before, version = table.done, session.version
        await table.perform(action)
        clicks.append(max(1, table.done - before))  # a gesture from the select: one choice
        if session.version == version:
            await env.advance_time(3.0)  # a gesture within its cooldown: not made, wait
    assert session.status == TableStatus.FINISHED, session.status
    return clicks, table.refreshes, private_counts(channel, members)


async def run(quick: bool, shots: Path | None) -> list[str]:
    with tempfile.TemporaryDirectory(prefix="folkdeck-panel-clicks-") as folder:
        settings = Settings(
            _env_file=None,
            discord_token=None,
            database_path=Path(folder) / "folkdeck.sqlite3",
            publish_interval=0.0,
            edit_rate=1_000_000.0,  # virtual time stands still between clicks
            panel_interval=0.0,
            computer_delay=0.0,
            look_seconds=LOOK,
            pulse_seconds=PULSE,
            turn_seconds=86400.0,
            lobby_seconds=86400.0,
        )
        bot = create_bot(settings)
        lines = []
        try:
            async with simcord.run(bot, settle_timeout=SETTLE_TIMEOUT) as env:
                clicks, refreshes, private = await krypkasino(env, bot, quick, shots)
                lines.append(
                    summary("Krypkasino (3 members + a computer)", clicks, refreshes, private)
                )
                print(lines[-1], flush=True)
                clicks, refreshes, private = await crveni_tepih(env, bot, quick)
                lines.append(summary("Crveni tepih (3 members)", clicks, refreshes, private))
                print(lines[-1], flush=True)
                clicks, refreshes, private = await kare_kupa(env, bot, quick)
                lines.append(summary("Kare Kupa (4 members)", clicks, refreshes, private))
                print(lines[-1], flush=True)
                assert bot.panels is not None
                await bot.panels.close()  # its expiry timers would hold SimCord's shutdown
        finally:
            await bot.close()
        return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, default=None, help="folder for the screenshots")
    parser.add_argument("--quick", action="store_true", help="short matches, no pictures")
    args = parser.parse_args(argv)
    report_at_exit()
    shots = None if args.quick else args.shots
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    print(f"before: {load_average()}")
    asyncio.run(run(args.quick, shots))
    print(f"after: {load_average()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
