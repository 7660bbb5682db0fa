"""Screenshots of Krypkasino's table through SimCord's browser preview and Debian's chromium:
the table mid-round, a tabbe call, and a round's result. Not a test: pictures to look at.

    python -m benchmarks.krypkasino_screens [folder]   # default: /tmp/krypkasino-screens

Plays a seeded match (three members and one computer) by clicks, as the behaviour tests do,
and prints each picture's path and the click count of every member's move.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path
from typing import Any

import simcord
from simcord.backend.cdn import CDN_BASE

from benchmarks.measure import report_at_exit
from bot.app import create_bot
from bot.art.emoji import EMOJI_HEIGHT, EmojiFaces
from bot.art.faces import all_keys, face_png
from bot.settings import Settings
from bot.vocab import TableStatus
from tests.support import krypkasino as kk
from tests.support.world import build_world

CHROMIUM = "/usr/bin/chromium"
DELAY = 2.5
COMPUTER = "computer-1"


async def shoot(url: str, path: Path, width: int = 1000, height: int = 1500) -> None:
    """One screenshot of the preview page by headless chromium (the event loop keeps serving
    the page meanwhile)."""
    process = await asyncio.create_subprocess_exec(
        CHROMIUM,
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        f"--window-size={width},{height}",
        "--virtual-time-budget=4000",
        f"--screenshot={path}",
        url,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    await process.wait()
    print(path)


def emoji_assets(bot: Any) -> dict[str, tuple[str, bytes]]:
    """The card emoji's images by their CDN address, so the offline preview can show them:
    SimCord keeps no image of an uploaded emoji, and its preview asks for it at SimCord's own
    CDN address (not discord.py's ``emoji.url``)."""
    faces = bot.render_context.faces
    if not isinstance(faces, EmojiFaces):
        return {}
    assets = {}
    for key in all_keys():
        emoji = faces.emoji(key)
        image = face_png(key, EMOJI_HEIGHT)
        for url in {str(emoji.url), f"{CDN_BASE}/emojis/{emoji.id}.png"}:
            assets[url] = (f"{emoji.name}.png", image)
    return assets


async def main(folder: Path | None) -> None:
    """Play and take the pictures into ``folder``; without one (quick), only play the first
    round, without a browser."""
    work = Path(tempfile.mkdtemp())
    settings = Settings(
        _env_file=None,
        discord_token=None,
        database_path=work / "folkdeck.sqlite3",
        publish_interval=0.0,
        edit_rate=1_000_000.0,  # virtual time stands still between clicks: no throttling
        computer_delay=DELAY if folder is not None else 0.0,
    )
    bot = create_bot(settings)
    try:
        async with simcord.run(bot) as env:
            built = build_world(env, ["alice", "bob", "carol"])
            guild, channel, (alice, bob, carol) = built.guild, built.channel, built.members
            members: dict[int, Any] = {alice.id: alice, bob.id: bob, carol.id: carol}
            players = [str(alice.id), str(bob.id), str(carol.id), COMPUTER]
            options = {"rounds": 2}
            seed = kk.seed_with(players, {COMPUTER}, options, {"call-member", "choose"})
            session = await kk.open_seeded(
                bot, channel, alice, [bob, carol], 1, seed=seed, options=options
            )
            game = kk.game_of(session)
            clicks = kk.Clicks()
            done: set[str] = set()
            shots: set[str] = set()
            dora = guild.add_member(env.create_user("dora"))  # a spectator: sees what all see
            for member in members.values():
                await bot.store.set_turn_pings(member.id, enabled=False)  # the table is latest

            assets = emoji_assets(bot)

            async def capture(viewer: Any, name: str, height: int = 1500) -> None:
                if folder is None:
                    return
                async with env.preview(
                    channel, viewers=[viewer], width=1000, assets=assets
                ) as preview:
                    await shoot(preview.url, folder / name, height=height)

            while session.status != TableStatus.FINISHED:
                if folder is None and game.round_results():
                    break
                if len(game.log) >= 6 and "mid" not in shots:
                    shots.add("mid")
                    await capture(dora, "1-mid-round.png")
                step = kk.plan(game, {COMPUTER}, done)
                kk.mark(done, step, game, {COMPUTER})
                first_call = step.kind == "call" and "call" not in shots
                if first_call:
                    caller = members[session.seat_named(step.player).user_id]
                    await caller.click(kk.public(channel, session), label="Tabbe!")
                    await capture(caller, "2-tabbe-offered.png", height=700)
                delay = DELAY if folder is not None else 0.0
                await kk.perform(env, channel, session, members, step, delay, clicks)
                if first_call:
                    shots.add("call")
                    await capture(dora, "3-tabbe-called.png")
                    mover = session.seat_named(game.mover)
                    if mover is not None and not mover.computer:
                        viewer = members[mover.user_id]
                        await kk.open_hand(viewer, channel, session)
                        await capture(viewer, "4-mover-bound.png", height=900)
                if step.kind == "choose" and "choose" not in shots:
                    shots.add("choose")
                if game.round_results() and "round" not in shots:
                    shots.add("round")
                    await capture(dora, "5-round-result.png", height=1800)
            await capture(dora, "6-match-over.png", height=1500)
            print("clicks per member move:", clicks.moves)
    finally:
        await bot.close()


if __name__ == "__main__":
    report_at_exit()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", default=Path("/tmp/krypkasino-screens"))
    parser.add_argument("--quick", action="store_true", help="one round's clicks, no pictures")
    arguments = parser.parse_args()
    if not arguments.quick:
        arguments.folder.mkdir(parents=True, exist_ok=True)
    asyncio.run(main(None if arguments.quick else arguments.folder))
