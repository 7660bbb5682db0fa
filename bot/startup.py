"""Start-up that explains itself: each thing that can stop Folkdeck from starting becomes one
paragraph for the person at the terminal (what is wrong, what to do), never a traceback.

``python -m bot`` checks what it can before connecting (settings, token present, database
writable), then runs the bot; an exception that ends the run is turned into a paragraph by
``explain``. Exit codes: 2 a setting or the token must change, 1 something around the bot
(the database file, the installation, the network, Discord's answer) must change.

Only an error of the network itself becomes the network paragraph: a file that cannot be opened
is an ``OSError`` too, and telling the user to check their connection for it sends them the
wrong way.
"""

from __future__ import annotations

import asyncio
import errno
import socket
import sqlite3
import ssl
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import discord
from pydantic import ValidationError

from bot import resources
from bot.resources import MissingResource
from bot.settings import SETUP_HELP, Settings

SETTINGS_HELP = (
    "Set it in the environment or in a .env file in the folder you start Folkdeck from "
    "(.env.example lists every setting; README.md says what each means)."
)

PLAYGROUND_HINT = (
    "To try Folkdeck without a Discord application, run `folkdeck playground` (it needs "
    "`pip install 'folkdeck[playground]'`): the real bot against a simulated Discord in your "
    "browser."
)


@dataclass(frozen=True, slots=True)
class Problem:
    """Why Folkdeck cannot start: a paragraph and the process's exit code."""

    text: str
    exit_code: int = 1


def settings_problems(error: ValidationError) -> Problem:
    """One paragraph per invalid setting, named by its environment variable."""
    paragraphs = []
    for item in error.errors():
        name = ".".join(str(part) for part in item["loc"]).upper() or "A setting"
        # The token is a secret: its value is never echoed back.
        shown = "" if name == "DISCORD_TOKEN" else f"={item.get('input')!s}"
        paragraphs.append(f"{name}{shown} is not a valid setting: {item['msg']}. {SETTINGS_HELP}")
    return Problem("\n\n".join(paragraphs), exit_code=2)


def missing_token() -> Problem:
    return Problem(f"{SETUP_HELP}\n\n{PLAYGROUND_HINT}", exit_code=2)


def database_problem(path: Path) -> Problem | None:
    """``None`` when the database at ``path`` can be created (with its folder) and written;
    otherwise why not. Checked before connecting to Discord, so a wrong path costs no login."""
    where = path.expanduser()
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(where, timeout=5)
        try:
            # BEGIN IMMEDIATE takes the write lock: it fails on a read-only file or folder
            # (and on a file that is not a database) without changing anything.
            connection.execute("BEGIN IMMEDIATE")
            connection.execute("ROLLBACK")
        finally:
            connection.close()
    except (OSError, sqlite3.Error) as error:
        return Problem(
            f"Folkdeck cannot write its database at DATABASE_PATH={where} ({_reason(error)}). "
            "Point DATABASE_PATH at a file in a folder the bot's user may write to (its folder "
            "is created if missing), or fix that file's permissions. In Docker, mount a volume "
            "at /data."
        )
    return None


def postgres_problem(url: str) -> Problem | None:
    """``None`` when the PostgreSQL server at ``url`` (DATABASE_URL) answers; otherwise why
    not, before connecting to Discord (its refusal would otherwise read as Discord's)."""

    async def attempt() -> None:
        import asyncpg  # noqa: PLC0415 - only with DATABASE_URL: the postgresql extra

        connection = await asyncpg.connect(url, timeout=10)
        await connection.close()

    try:
        asyncio.run(attempt())
    except ImportError:
        return Problem(
            "DATABASE_URL is set, but the PostgreSQL driver is not installed: "
            "pip install 'folkdeck[postgresql]'."
        )
    except Exception as error:  # noqa: BLE001 - any failure is told, with its own words
        where = url.rpartition("@")[2]  # never the password
        return Problem(
            f"Folkdeck cannot use its PostgreSQL database at {where} (DATABASE_URL: "
            f"{_reason(error)}). Check that the server runs and accepts this user and "
            "database, or unset DATABASE_URL to use the SQLite file."
        )
    return None


def installation_problem() -> Problem | None:
    """``None`` when every file the bot ships with (fonts, migrations) is in place; otherwise
    which one is missing. Checked before connecting, like the database."""
    try:
        resources.check()
    except MissingResource as error:
        return Problem(str(error))
    return None


NETWORK_ERRNOS = frozenset(
    {
        errno.ENETUNREACH,
        errno.ENETDOWN,
        errno.ENETRESET,
        errno.EHOSTUNREACH,
        errno.EHOSTDOWN,
        errno.ECONNREFUSED,
        errno.ECONNRESET,
        errno.ECONNABORTED,
        errno.ETIMEDOUT,
    }
)
"""The errno values of a socket that cannot reach or keep its peer (``Network is unreachable``
is a plain ``OSError``, not a ``ConnectionError``)."""


def is_network_error(error: BaseException) -> bool:
    """The connection to Discord failed (no route, no name resolution, refused, reset, timed
    out, TLS), as opposed to anything else the operating system refused."""
    if isinstance(
        error,
        aiohttp.ClientError
        | discord.GatewayNotFound
        | ConnectionError
        | TimeoutError
        | socket.gaierror
        | ssl.SSLError,
    ):
        return True
    return isinstance(error, OSError) and error.errno in NETWORK_ERRNOS


def explain(error: BaseException, settings: Settings) -> Problem | None:
    """The paragraph for an exception that ended the bot's run; ``None`` for a genuine bug
    (which keeps its traceback: it is ours to fix, not the user's)."""
    if isinstance(error, discord.LoginFailure):
        return Problem(
            "Discord rejected the token in DISCORD_TOKEN (it is wrong, or was reset on the "
            f"Developer Portal). {SETUP_HELP}",
            exit_code=2,
        )
    if isinstance(error, discord.PrivilegedIntentsRequired):
        return Problem(
            "Discord refused a privileged intent. Folkdeck asks for none; if this appears, "
            "the bot's code was changed to ask for one: enable it on the Developer Portal's Bot "
            "page or remove it."
        )
    if isinstance(error, discord.Forbidden):
        if settings.dev_guild_id is not None:
            return Problem(
                "Discord refused to register the slash commands in the server "
                f"DEV_GUILD_ID={settings.dev_guild_id} ({error.status} "
                f"{error.text or 'Missing Access'}). The bot is not in that server, the id is "
                "wrong, or the bot was invited without the applications.commands scope. Invite "
                "it with the link in README.md (Creating the bot and inviting it), check the id "
                "(Developer Mode, right-click the server, Copy Server ID), or unset DEV_GUILD_ID "
                "to register the commands globally."
            )
        return Problem(
            f"Discord refused a request Folkdeck needs at start-up ({error.status} "
            f"{error.text or 'Forbidden'}). Check that the bot was invited with the "
            "applications.commands scope and the permissions README.md lists."
        )
    if isinstance(error, discord.HTTPException):
        return Problem(
            f"Discord answered an error at start-up ({error.status} {error.text or ''}). "
            "If Discord has an outage (https://discordstatus.com), try again later."
        )
    if isinstance(error, sqlite3.Error):
        return Problem(
            f"Folkdeck cannot use its database at DATABASE_PATH={settings.database_path} "
            f"({_reason(error)}). If another Folkdeck is running on the same file, stop it; "
            "if the file is damaged, restore it from a backup or start with a new path."
        )
    if isinstance(error, MissingResource):
        return Problem(str(error))
    if is_network_error(error):
        return Problem(
            f"Folkdeck cannot reach Discord ({_reason(error)}). Check this machine's network "
            "connection (and any proxy or firewall: the bot needs HTTPS and WebSocket access "
            "to discord.com and gateway.discord.gg), then start it again."
        )
    if isinstance(error, OSError) and error.filename is not None:
        return Problem(
            f"Folkdeck cannot open {error.filename} ({error.strerror or _reason(error)}). "
            "Check that the file exists and that the bot's user may read (or write) it."
        )
    return None


def _reason(error: BaseException) -> str:
    text = str(error).strip()
    return text or type(error).__name__
