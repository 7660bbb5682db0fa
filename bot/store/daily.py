"""The 4-poker daily deal: one attempt per member per server per UTC day (the table's key says
so, across restarts), and the day's scores as a board of their own (opt-outs apply)."""

from __future__ import annotations

import secrets
import sqlite3

from bot.store.database import Database
from bot.store.rows import DailyLine

SELECT_DAILY_ATTEMPT = """
SELECT user_id, display, score, table_id FROM daily_attempts
WHERE guild_id = :guild_id AND day = :day AND user_id = :user_id
"""
SELECT_DAILY_BOARD = """
SELECT user_id, display, score, table_id FROM daily_attempts
WHERE guild_id = :guild_id AND day = :day AND score IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                  WHERE o.guild_id = daily_attempts.guild_id
                    AND o.user_id = daily_attempts.user_id)
ORDER BY score DESC, started_at LIMIT :limit
"""
SELECT_DAILY_OF_TABLE = "SELECT day FROM daily_attempts WHERE table_id = :table_id"
SET_DAILY_SCORE = "UPDATE daily_attempts SET score = :score WHERE table_id = :table_id"
INSERT_DAILY_KEY = """
INSERT INTO daily_secret (id, secret, created_at) VALUES (1, :secret, :now)
    ON CONFLICT (id) DO NOTHING
"""
SELECT_DAILY_KEY = "SELECT secret FROM daily_secret WHERE id = 1"
SELECT_DAILY_IN_PLAY = """
SELECT COUNT(*) FROM daily_attempts AS attempt
  JOIN game_tables AS t ON t.id = attempt.table_id
 WHERE attempt.guild_id = :guild_id AND attempt.day = :day AND t.status IN ('lobby', 'playing')
"""
SELECT_PERSONAL_DAILIES = """
SELECT day, score FROM daily_attempts
WHERE guild_id = 0 AND user_id = :user_id AND day < :before AND score IS NOT NULL
ORDER BY day DESC LIMIT :limit
"""
DAILY_SECRET_BYTES = 32


class Daily(Database):
    async def daily_attempt(self, guild_id: int, day: str, user_id: int) -> DailyLine | None:
        rows = await self._read(
            SELECT_DAILY_ATTEMPT, {"guild_id": guild_id, "day": day, "user_id": user_id}
        )
        return DailyLine(*rows[0]) if rows else None

    async def daily_board(self, guild_id: int, day: str, limit: int = 10) -> list[DailyLine]:
        rows = await self._read(
            SELECT_DAILY_BOARD, {"guild_id": guild_id, "day": day, "limit": limit}
        )
        return [DailyLine(*row) for row in rows]

    async def daily_day(self, table_id: int) -> str | None:
        """The UTC day whose daily deal this table is, or ``None`` for an ordinary table."""
        rows = await self._read(SELECT_DAILY_OF_TABLE, {"table_id": table_id})
        return rows[0][0] if rows else None

    async def daily_secret(self, now: float) -> bytes:
        """The bot's secret for the daily deal's seeds: made once with ``secrets`` on first
        use and kept (the first writer wins, so two callers at once agree)."""
        candidate = secrets.token_bytes(DAILY_SECRET_BYTES)

        def read_or_make(db: sqlite3.Connection) -> bytes:
            row = db.execute(SELECT_DAILY_KEY).fetchone()
            if row is None:
                db.execute(INSERT_DAILY_KEY, {"secret": candidate, "now": now})
                row = db.execute(SELECT_DAILY_KEY).fetchone()
            return bytes(row[0])

        secret: bytes = await self._on_thread(read_or_make)
        return secret

    async def daily_in_play(self, guild_id: int, day: str) -> int:
        """How many of the server's attempts at the day's deal are still being played."""
        count: int = await self._read_on_thread(
            lambda db: db.execute(
                SELECT_DAILY_IN_PLAY, {"guild_id": guild_id, "day": day}
            ).fetchone()[0]
        )
        return count

    async def personal_dailies(
        self, user_id: int, *, before: str, limit: int
    ) -> list[tuple[str, int]]:
        """A member's own daily deals (played outside servers with the bot) finished before
        the day ``before``, latest first: (day, score)."""
        rows = await self._read(
            SELECT_PERSONAL_DAILIES, {"user_id": user_id, "before": before, "limit": limit}
        )
        return [(row[0], row[1]) for row in rows]
