"""A server's seasons: exactly one current, the first made on first use; ending one freezes
its boards (``bot/store/boards.py``) and begins the next, in one transaction."""

from __future__ import annotations

import dataclasses
import sqlite3

from bot.store.boards import archive
from bot.store.database import Database, in_transaction
from bot.store.rows import SeasonRow

SEASON_COLUMNS = "id, guild_id, number, name, started_at, ends_at, ended_at, channel_id"
SELECT_CURRENT_SEASON = f"""
SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = :guild_id AND ended_at IS NULL
"""  # noqa: S608 - constant fragments only
SELECT_SEASONS = f"""
SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = :guild_id ORDER BY number
"""  # noqa: S608 - constant fragments only
SELECT_SEASON_NAMED = f"""
SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = :guild_id AND lower(name) = lower(:name)
"""  # noqa: S608 - constant fragments only
SELECT_SEASON = f"SELECT {SEASON_COLUMNS} FROM seasons WHERE id = :season_id"  # noqa: S608
SELECT_DUE_SEASONS = f"""
SELECT {SEASON_COLUMNS} FROM seasons
WHERE ended_at IS NULL AND ends_at IS NOT NULL AND ends_at <= :now ORDER BY ends_at
"""  # noqa: S608 - constant fragments only
SELECT_NEXT_SEASON_END = """
SELECT MIN(ends_at) FROM seasons WHERE ended_at IS NULL AND ends_at IS NOT NULL
"""
SELECT_SEASON_NAMES = "SELECT name FROM seasons WHERE guild_id = :guild_id"
SELECT_LAST_SEASON_NUMBER = "SELECT MAX(number) FROM seasons WHERE guild_id = :guild_id"
INSERT_SEASON = """
INSERT INTO seasons (guild_id, number, name, started_at, ends_at, channel_id)
VALUES (:guild_id, :number, :name, :started_at, :ends_at, :channel_id)
"""
END_SEASON = "UPDATE seasons SET ended_at = :now WHERE id = :season_id AND ended_at IS NULL"


class Seasons(Database):
    async def current_season(self, guild_id: int, now: float) -> SeasonRow:
        """The server's current season, the first one created on first use."""
        return await self._on_thread(_current_season, guild_id, now)

    async def seasons(self, guild_id: int) -> list[SeasonRow]:
        """Every season of the server, oldest first."""
        return await self._read_on_thread(
            lambda db: [
                SeasonRow(*row) for row in db.execute(SELECT_SEASONS, {"guild_id": guild_id})
            ]
        )

    async def season_named(self, guild_id: int, name: str) -> SeasonRow | None:
        return await self._read_on_thread(_season_named, guild_id, name)

    async def season(self, season_id: int) -> SeasonRow | None:
        def read(db: sqlite3.Connection) -> SeasonRow | None:
            row = db.execute(SELECT_SEASON, {"season_id": season_id}).fetchone()
            return SeasonRow(*row) if row else None

        return await self._read_on_thread(read)

    async def start_season(
        self,
        guild_id: int,
        name: str,
        *,
        now: float,
        ends_at: float | None,
        min_games: int,
        channel_id: int | None = None,
    ) -> tuple[SeasonRow, SeasonRow]:
        """End the current season (archiving its standings) and begin ``name``, in one
        transaction. Returns (the season ended, the new one). ``ValueError`` if the name is
        taken (nothing changes)."""
        return await self._on_thread(
            _start_season,
            guild_id,
            name,
            now=now,
            ends_at=ends_at,
            min_games=min_games,
            channel_id=channel_id,
        )

    async def end_season(
        self, guild_id: int, *, now: float, min_games: int, season_id: int | None = None
    ) -> tuple[SeasonRow, SeasonRow] | None:
        """End the current season (only if it is ``season_id``, when given: a timer that
        fires late ends nothing newer), archive it and begin the next one under a plain name.
        ``None`` when there was nothing to end."""
        return await self._on_thread(
            _end_season, guild_id, now=now, min_games=min_games, season_id=season_id
        )

    async def due_seasons(self, now: float) -> list[SeasonRow]:
        """Timed seasons whose end has come (after a restart too: the end time is stored)."""
        return await self._read_on_thread(
            lambda db: [SeasonRow(*row) for row in db.execute(SELECT_DUE_SEASONS, {"now": now})]
        )

    async def next_season_end(self) -> float | None:
        return await self._read_on_thread(
            lambda db: db.execute(SELECT_NEXT_SEASON_END).fetchone()[0]
        )


# -- on the database thread ----------------------------------------------------------------


def _season_named(db: sqlite3.Connection, guild_id: int, name: str) -> SeasonRow | None:
    row = db.execute(SELECT_SEASON_NAMED, {"guild_id": guild_id, "name": name}).fetchone()
    return SeasonRow(*row) if row else None


def current_or_new(db: sqlite3.Connection, guild_id: int, now: float) -> SeasonRow:
    """Inside a transaction: the current season, creating the first (from time 0, so it holds
    everything played before seasons existed)."""
    row = db.execute(SELECT_CURRENT_SEASON, {"guild_id": guild_id}).fetchone()
    if row:
        return SeasonRow(*row)
    return _begin_season(db, guild_id, None, 0.0 if _last_number(db, guild_id) == 0 else now, None)


def _current_season(db: sqlite3.Connection, guild_id: int, now: float) -> SeasonRow:
    row = db.execute(SELECT_CURRENT_SEASON, {"guild_id": guild_id}).fetchone()
    if row:
        return SeasonRow(*row)
    return in_transaction(db, lambda: current_or_new(db, guild_id, now))


def _last_number(db: sqlite3.Connection, guild_id: int) -> int:
    return db.execute(SELECT_LAST_SEASON_NUMBER, {"guild_id": guild_id}).fetchone()[0] or 0


def _begin_season(
    db: sqlite3.Connection,
    guild_id: int,
    name: str | None,
    now: float,
    ends_at: float | None,
    *,
    channel_id: int | None = None,
) -> SeasonRow:
    number = _last_number(db, guild_id) + 1
    if name is None:
        taken = {
            row[0].casefold() for row in db.execute(SELECT_SEASON_NAMES, {"guild_id": guild_id})
        }
        suffix = number
        while f"season {suffix}" in taken:
            suffix += 1
        name = f"Season {suffix}"
    cursor = db.execute(
        INSERT_SEASON,
        {
            "guild_id": guild_id,
            "number": number,
            "name": name,
            "started_at": now,
            "ends_at": ends_at,
            "channel_id": channel_id,
        },
    )
    assert cursor.lastrowid is not None
    return SeasonRow(cursor.lastrowid, guild_id, number, name, now, ends_at, None, channel_id)


def _close_season(
    db: sqlite3.Connection, season: SeasonRow, now: float, min_games: int
) -> SeasonRow:
    archive(db, season, min_games)
    db.execute(END_SEASON, {"season_id": season.id, "now": now})
    return dataclasses.replace(season, ended_at=now)


def _start_season(
    db: sqlite3.Connection,
    guild_id: int,
    name: str,
    *,
    now: float,
    ends_at: float | None,
    min_games: int,
    channel_id: int | None,
) -> tuple[SeasonRow, SeasonRow]:
    def work() -> tuple[SeasonRow, SeasonRow]:
        if _season_named(db, guild_id, name) is not None:
            raise ValueError(f"There is already a season called {name}.")
        ended = _close_season(db, current_or_new(db, guild_id, now), now, min_games)
        return ended, _begin_season(db, guild_id, name, now, ends_at, channel_id=channel_id)

    return in_transaction(db, work)


def _end_season(
    db: sqlite3.Connection, guild_id: int, *, now: float, min_games: int, season_id: int | None
) -> tuple[SeasonRow, SeasonRow] | None:
    def work() -> tuple[SeasonRow, SeasonRow] | None:
        row = db.execute(SELECT_CURRENT_SEASON, {"guild_id": guild_id}).fetchone()
        current = SeasonRow(*row) if row else current_or_new(db, guild_id, now)
        if season_id is not None and current.id != season_id:
            return None
        ended = _close_season(db, current, now, min_games)
        return ended, _begin_season(db, guild_id, None, now, None)

    return in_transaction(db, work)
