"""Screenshots of Kare Kupa's table through SimCord's browser preview and Debian's chromium:
the public table mid-round, a member's hand panel, a call being confirmed, and a call's
reveal. Not a test: pictures to look at.

    python -m benchmarks.kare_kupa_screens [folder]   # default: /tmp/kare-kupa-screens

Plays a seeded round by four members' clicks, as the behaviour test does, and prints each
picture's path and the click counts of swaps and calls.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path
from typing import Any

import simcord

from benchmarks.krypkasino_screens import emoji_assets, shoot
from benchmarks.measure import report_at_exit
from bot.app import create_bot
from bot.settings import Settings
from engine.kare_kupa.actions import Call
from tests.support import kare_kupa as kk
from tests.support.world import build_world

SETTLE_TIMEOUT = 15.0


async def main(folder: Path | None) -> None:
    """Play and take the pictures into ``folder``; without one (quick), only play."""
    work = Path(tempfile.mkdtemp())
    settings = Settings(
        _env_file=None,
        discord_token=None,
        database_path=work / "folkdeck.sqlite3",
        publish_interval=0.0,
        # Timers stay virtual (nobody advances time here) when they are longer than the settle
        # limit, which is raised so that a loaded machine's slow picture does not fail the run.
        look_seconds=4 * SETTLE_TIMEOUT,
        pulse_seconds=40 * SETTLE_TIMEOUT,
        edit_rate=1_000_000.0,  # virtual time stands still between clicks: no throttling
    )
    bot = create_bot(settings)
    try:
        async with simcord.run(bot, settle_timeout=SETTLE_TIMEOUT) as env:
            built = build_world(env, ["ana", "ben", "cem", "dan"])
            guild, channel, members = built.guild, built.channel, built.members
            players = [str(member.id) for member in members]
            options = {"target": 2}
            seed = kk.kare_seed(players, options)
            session = await kk.open_seeded(
                bot, channel, members[0], members[1:], 0, seed=seed, options=options
            )
            game = kk.game_of(session)
            for member in members:
                await bot.store.set_turn_pings(member.id, enabled=False)
            spectator = guild.add_member(env.create_user("eve"))
            table = kk.Table(env, channel, session, dict(zip(players, members, strict=True)))
            planner = kk.Planner()
            assets = emoji_assets(bot)
            by_name = dict(zip(players, members, strict=True))

            async def capture(viewer: Any, name: str, height: int = 1400) -> None:
                if folder is None:
                    return
                async with env.preview(
                    channel, viewers=[viewer], width=1000, assets=assets
                ) as preview:
                    await shoot(preview.url, folder / name, height=height)

            shots: set[str] = set()
            while game.round == 1:
                action = planner.next(game)
                assert action is not None
                if isinstance(action, Call):
                    caller = action.player
                    assert caller is not None
                    panel = await table.panel(caller)
                    panel = await table.click(caller, kk.find(panel, "Call…"))
                    mate = game.players[(game.players.index(caller) + 2) % 4]
                    seat = session.seat_named(mate)
                    assert seat is not None
                    await table.click(
                        caller, kk.find(table.panels[caller], f"{seat.display} (partner)")
                    )
                    await capture(by_name[caller], "3-call-confirm.png", height=900)
                    confirm = next(
                        c
                        for c in kk.drivers.components(table.panels[caller])
                        if ":kkcallgo:" in c.custom_id
                    )
                    await table.click(caller, confirm)
                    table.count("call", 3)
                    await capture(spectator, "4-call-reveal.png", height=1500)
                    break
                await table.perform(action)
                if "accept" in planner.done and "mid" not in shots:
                    shots.add("mid")
                    await capture(spectator, "1-table-mid-round.png")
                    viewer = game.players[1]
                    await table.refresh(viewer)
                    await capture(by_name[viewer], "2-hand-panel.png", height=1100)
            print(
                "clicks per swap:", table.clicks.get("swap"), "per call:", table.clicks.get("call")
            )
    finally:
        await bot.close()


if __name__ == "__main__":
    report_at_exit()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", default=Path("/tmp/kare-kupa-screens"))
    parser.add_argument("--quick", action="store_true", help="the same clicks, no pictures")
    arguments = parser.parse_args()
    if not arguments.quick:
        arguments.folder.mkdir(parents=True, exist_ok=True)
    asyncio.run(main(None if arguments.quick else arguments.folder))
