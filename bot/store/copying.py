"""Copying a SQLite database into an empty PostgreSQL one (``folkdeck copy-to-postgresql``):
every row of every table, ids kept, in one PostgreSQL transaction, so a copy is whole or not
there at all.

Both databases are first migrated to the same schema version by the store itself, so the
copy moves rows between two schemas that hold the same columns. The SQLite file is read in
one snapshot: a bot still running on it would not tear the copy, but stop it anyway, or its
later moves stay behind in the file.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import asyncpg

from bot.store.database import Database

TABLES = (
    "game_tables",
    "seats",
    "actions",
    "preferences",
    "results",
    "seasons",
    "ratings",
    "rated_tables",
    "season_standings",
    "board_opt_outs",
    "daily_attempts",
    "kare_kupa_notes",
    "daily_secret",
    "member_stats",
    "member_partners",
    "follows",
    "lobby_calls",
    "guild_languages",
)
"""Every table of the schema, each after the tables it refers to."""

IDENTITIES = ("game_tables", "seasons")
"""Tables whose ids PostgreSQL numbers: their sequences move past the copied ids."""


class CopyRefused(Exception):
    """The copy cannot start; the message says why. Nothing was changed."""


async def copy_to_postgresql(path: Path, url: str) -> dict[str, int]:
    """Copy the SQLite database at ``path`` into the empty PostgreSQL database at ``url``;
    returns the rows copied per table."""
    if not await asyncio.to_thread(path.is_file):
        raise CopyRefused(f"there is no SQLite database at {path}")
    source = await Database.open(path)
    try:
        version = await source.schema_version()
    finally:
        await source.close()
    target = await Database.open(path, url=url)
    try:
        if await target.schema_version() != version:
            raise CopyRefused("the two databases are at different schema versions")
    finally:
        await target.close()
    tables = await asyncio.to_thread(_read_all, path)
    connection = await asyncpg.connect(url)
    try:
        async with connection.transaction():
            for table in TABLES:
                if await connection.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):  # noqa: S608
                    raise CopyRefused(
                        f"the PostgreSQL database already holds {table}: copy into an empty one"
                    )
            for table, (columns, rows) in tables.items():
                if rows:
                    await connection.copy_records_to_table(table, records=rows, columns=columns)
            for table in IDENTITIES:
                await connection.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"  # noqa: S608
                    f" COALESCE((SELECT max(id) FROM {table}), 0) + 1, false)"
                )
    finally:
        await connection.close()
    return {table: len(rows) for table, (_, rows) in tables.items()}


def _read_all(path: Path) -> dict[str, tuple[list[str], list[tuple[Any, ...]]]]:
    """Every table's columns and rows, in one snapshot of the file (read-only)."""
    reader = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        found = {
            name
            for (name,) in reader.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        missing = set(TABLES) - found
        if missing:
            raise CopyRefused(f"the SQLite database has no table {sorted(missing)[0]}")
        reader.execute("BEGIN")
        tables = {}
        for table in TABLES:
            columns = [row[1] for row in reader.execute(f"PRAGMA table_info({table})")]
            rows = reader.execute(
                f"SELECT {', '.join(columns)} FROM {table}"  # noqa: S608 - names from the schema
            ).fetchall()
            tables[table] = (columns, rows)
        reader.execute("COMMIT")
        return tables
    finally:
        reader.close()
