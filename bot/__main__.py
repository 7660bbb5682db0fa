"""``folkdeck`` (or ``python -m bot``): start Folkdeck with the settings from the environment
(and ``.env``); ``folkdeck playground`` tries it against a simulated Discord in the browser;
``folkdeck health`` is the container's health check."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from pydantic import ValidationError

from bot import playground
from bot.app import create_bot
from bot.lifecycle import health as check_health
from bot.lifecycle import heartbeat_path, serve
from bot.settings import Settings
from bot.startup import (
    Problem,
    database_problem,
    explain,
    installation_problem,
    missing_token,
    postgres_problem,
    settings_problems,
)

DESCRIPTION = (
    "Folkdeck: a Discord bot hosting four card games (4-poker, Krypkasino, Crveni tepih, "
    "Kare Kupa). Without a command it connects to Discord with the token in DISCORD_TOKEN "
    "(environment or .env) and runs until SIGTERM or Ctrl-C."
)
EPILOG = (
    "Settings (environment or .env): DISCORD_TOKEN, DATABASE_PATH, DEV_GUILD_ID, LOG_LEVEL and "
    "the table timings; .env.example lists them all. Exit codes: 0 stopped cleanly, 1 the "
    "database, the network or Discord stopped the start, 2 a setting or the token must change."
)


def folkdeck_version() -> str:
    try:
        return version("folkdeck")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown (not installed)"


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(
        prog="folkdeck", description=DESCRIPTION, epilog=EPILOG, allow_abbrev=False
    )
    root.add_argument("--version", action="version", version=f"folkdeck {folkdeck_version()}")
    commands = root.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser("run", help="connect to Discord and run the bot (the default)")
    playground = commands.add_parser(
        "playground",
        help="the real bot against a simulated Discord, in your browser (no token needed)",
        description=(
            "Run the real bot against SimCord's simulated Discord and serve its browser preview "
            "on 127.0.0.1: a server, a #games channel and four members you can act as. Needs "
            "`pip install 'folkdeck[playground]'`. Stop it with Ctrl-C."
        ),
    )
    playground.add_argument(
        "--port", type=int, default=8765, help="the local port (default 8765; 0 picks a free one)"
    )
    playground.add_argument(
        "--database",
        type=Path,
        default=None,
        help="keep the games in this SQLite file (default: a throwaway file, deleted at the end)",
    )
    playground.add_argument(
        "--open", action="store_true", help="also open the page in your default web browser"
    )
    copy = commands.add_parser(
        "copy-to-postgresql",
        help="copy the SQLite database into an empty PostgreSQL database (stop the bot first)",
        description=(
            "Copy every table of the SQLite database (DATABASE_PATH, or --from) into the empty "
            "PostgreSQL database DATABASE_URL names (or the URL given), ids kept, in one "
            "transaction. Stop the bot first; start it again with DATABASE_URL set."
        ),
    )
    copy.add_argument(
        "url", nargs="?", default=None, help="the PostgreSQL database (default: DATABASE_URL)"
    )
    copy.add_argument(
        "--from",
        dest="source",
        type=Path,
        default=None,
        help="the SQLite file (default: DATABASE_PATH)",
    )
    commands.add_parser(
        "health",
        help="exit 0 if the running bot is connected and its database answers (Docker's check)",
    )
    return root


def report(problem: Problem) -> int:
    print(problem.text, file=sys.stderr)
    return problem.exit_code


def run() -> int:
    try:
        settings = Settings()
    except ValidationError as error:
        return report(settings_problems(error))
    token = settings.discord_token.get_secret_value().strip() if settings.discord_token else ""
    if not token:
        return report(missing_token())
    url = settings.database_url.get_secret_value() if settings.database_url else None
    problem = installation_problem() or (
        postgres_problem(url) if url else database_problem(settings.database_path)
    )
    if problem is not None:
        return report(problem)
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        asyncio.run(serve(create_bot(settings), token, heartbeat_path(settings.database_path)))
    except Exception as error:
        problem = explain(error, settings)
        if problem is None:
            raise  # a bug of ours: its traceback is what a report needs
        return report(problem)
    return 0


def health() -> int:
    try:
        settings = Settings()
    except ValidationError as error:
        return report(settings_problems(error))
    url = settings.database_url.get_secret_value() if settings.database_url else None
    trouble = check_health(
        settings.database_path,
        database_answers=(lambda: _said(postgres_problem(url))) if url else None,
    )
    if trouble is not None:
        print(f"unhealthy: {trouble}", file=sys.stderr)
        return 1
    print("healthy")
    return 0


def copy_to_postgresql(source: Path | None, url: str | None) -> int:
    try:
        settings = Settings()
    except ValidationError as error:
        return report(settings_problems(error))
    path = source or settings.database_path
    url = url or (settings.database_url.get_secret_value() if settings.database_url else None)
    if not url:
        return report(Problem("Say where to copy: a postgresql:// URL, or DATABASE_URL.", 2))
    problem = postgres_problem(url)
    if problem is not None:
        return report(problem)
    # Only here: asyncpg (the postgresql extra) is needed for this command alone.
    from bot.store.copying import CopyRefused  # noqa: PLC0415
    from bot.store.copying import copy_to_postgresql as copy_store  # noqa: PLC0415

    try:
        copied = asyncio.run(copy_store(path, url))
    except CopyRefused as error:
        return report(Problem(f"Nothing was copied: {error}.", 1))
    rows = sum(copied.values())
    print(
        f"copied {rows} rows from {path} ({', '.join(f'{t} {n}' for t, n in copied.items() if n)})"
    )
    return 0


def _said(problem: Problem | None) -> str | None:
    return problem.text if problem is not None else None


def main(argv: list[str] | None = None) -> int:
    arguments = parser().parse_args(argv)
    if arguments.command == "playground":
        return playground.main(
            port=arguments.port, database=arguments.database, open_browser=arguments.open
        )
    if arguments.command == "health":
        return health()
    if arguments.command == "copy-to-postgresql":
        return copy_to_postgresql(arguments.source, arguments.url)
    return run()


if __name__ == "__main__":
    sys.exit(main())
