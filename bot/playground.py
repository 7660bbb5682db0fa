"""``folkdeck playground``: the real bot against SimCord's simulated Discord, in a browser.

Nothing reaches Discord and no token is needed: SimCord plays Discord in this process, and its
browser preview serves a page on 127.0.0.1 (only) where you act as any of four members of a
ready server — type ``/play`` in #games, join with another member from the viewer menu, add
computer players. The games are kept in a SQLite file: a throwaway one by default, or the
file you name (``--database``), which then survives restarts like a real bot's.

SimCord is an optional extra (``pip install 'folkdeck[playground]'``); without it this command
says how to install it.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import logging
import sys
import tempfile
import webbrowser
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bot.lifecycle import beat, heartbeat_path, stop_on_signals
from bot.resources import MissingResource
from bot.settings import Settings
from bot.startup import database_problem, installation_problem

log = logging.getLogger(__name__)

MEMBERS = ("Ana", "Bruno", "Chiara", "Dmitri")
"""Who you can act as: enough for every game's table (Kare Kupa needs four)."""

INSTALL_HINT = (
    "The playground needs SimCord's simulated Discord and browser preview, an optional extra: "
    "pip install 'folkdeck[playground]' (from a checkout: pip install '.[playground]')."
)


def main(*, port: int = 8765, database: Path | None = None, open_browser: bool = False) -> int:
    missing = [
        name
        for name in ("simcord", "aiohttp", "markdown_it", "linkify_it", "regex", "PIL")
        if importlib.util.find_spec(name) is None
    ]
    if missing:
        print(f"{INSTALL_HINT} (missing: {', '.join(missing)})", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    # discord.py's warnings about voice libraries and intents concern a real gateway, not this.
    logging.getLogger("discord").setLevel(logging.ERROR)
    if database is not None and (problem := database_problem(database)) is not None:
        print(problem.text.replace("DATABASE_PATH", "--database"), file=sys.stderr)
        return problem.exit_code
    if (problem := installation_problem()) is not None:
        print(problem.text, file=sys.stderr)
        return problem.exit_code
    with _database(database) as path:
        settings = playground_settings(path)
        try:
            asyncio.run(play(settings, port=port, open_browser=open_browser))
        except PortUnavailable as error:
            print(
                f"The playground could not serve its page ({error}). If port {port} is taken, "
                "pass another with --port (0 picks a free one).",
                file=sys.stderr,
            )
            return 1
        except MissingResource as error:
            print(error, file=sys.stderr)
            return 1
        except OSError as error:
            # Not the port (that is PortUnavailable): say what failed, blame nothing else.
            print(f"The playground could not start ({error}).", file=sys.stderr)
            return 1
    return 0


class PortUnavailable(Exception):
    """The preview's page could not be served on the chosen port (taken, or not allowed)."""


def playground_settings(database: Path) -> Settings:
    # Cards as text: SimCord's preview draws no custom emoji inside embeds (its 3.2 release),
    # where the table text would show "Custom emoji unavailable" instead of 10♠.
    return Settings(  # type: ignore[call-arg]
        _env_file=None, discord_token=None, database_path=database, card_style="text"
    )


@contextlib.contextmanager
def _database(chosen: Path | None) -> Iterator[Path]:
    if chosen is not None:
        yield chosen
        return
    with tempfile.TemporaryDirectory(prefix="folkdeck-playground-") as folder:
        yield Path(folder) / "playground.sqlite3"


async def play(settings: Settings, *, port: int, open_browser: bool = False) -> None:
    """Serve the playground until SIGTERM/SIGINT or the page's "End preview session"."""
    # SimCord is an optional extra: imported only once main() has checked it is installed.
    import simcord  # noqa: PLC0415
    from simcord.backend.errors import SetupError  # noqa: PLC0415

    from bot.app import create_bot  # noqa: PLC0415 - bot.app imports discord.py's whole client

    bot = create_bot(settings)
    stop = asyncio.Event()
    heartbeat = heartbeat_path(settings.database_path)
    try:
        with stop_on_signals(stop):
            # check_errors=False: a bot error is logged by the bot itself; it must not turn
            # the end of a long interactive session into a traceback.
            async with simcord.run(bot, check_errors=False) as env:
                channel, members = _world(env)
                try:
                    preview = env.preview(channel, viewers=members, layout="channel", port=port)
                    async with preview:
                        _announce(preview.url, settings.database_path, open_browser)
                        ended = asyncio.create_task(preview.wait_closed())
                        stopped = asyncio.create_task(stop.wait())
                        # The same heartbeat as a real bot's: `folkdeck health` works here too.
                        beating = asyncio.create_task(beat(bot, heartbeat))
                        await asyncio.wait({ended, stopped}, return_when=asyncio.FIRST_COMPLETED)
                        for task in (ended, stopped, beating):
                            task.cancel()
                except SetupError as error:
                    # SimCord reports a port it could not bind as a SetupError.
                    raise PortUnavailable(str(error)) from error
                # SimCord never closes the bot it runs: close it here, inside the simulated
                # Discord, so pending table edits are flushed before the database closes.
                await bot.close()
    finally:
        await bot.close()
        heartbeat.unlink(missing_ok=True)


def _world(env: Any) -> tuple[Any, list[Any]]:
    # SimCord calls every bot "TestBot". Its backend is not public API, so renaming the bot's
    # user for the page is best effort: if that ever fails, the page just says TestBot.
    with contextlib.suppress(AttributeError):
        env.backend.bot_user.name = "Folkdeck"
    guild = env.create_guild("Folkdeck playground")
    channel = guild.create_text_channel("games", topic="Type /play to open a table.")
    members = [
        guild.add_member(env.create_user(name.lower(), global_name=name)) for name in MEMBERS
    ]
    return channel, members


def _announce(url: str, database: Path, open_browser: bool) -> None:
    print(
        f"Folkdeck playground: open {url}\n"
        f"You are {MEMBERS[0]} in #games; the viewer menu switches to {', '.join(MEMBERS[1:])}. "
        f"Type /play to open a table. Games are kept in {database}. Stop with Ctrl-C.",
        flush=True,
    )
    if open_browser:
        webbrowser.open(url)
