"""The table log: a table's row, its seats and its append-only action log, and the results
written when it closes. Recovery reads the open tables in one query (``open_tables``)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from bot.errors import DailySpent
from bot.seats import SeatRow
from bot.store.database import NEW_ROW_ID, Database, in_snapshot
from bot.store.rows import DailyClaim, TableRow

INSERT_TABLE = """
INSERT INTO game_tables (guild_id, channel_id, game, options, seed, host_id, status,
                         turn_seconds, deadline_at, created_at)
VALUES (:guild_id, :channel_id, :game, :options, :seed, :host_id, 'lobby', :turn_seconds,
        :deadline_at, :now)
"""
INSERT_SEAT = """
INSERT INTO seats (table_id, position, user_id, name, display, computer, auto_moves, forfeited,
                   level)
VALUES (:table_id, :position, :user_id, :name, :display, :computer, :auto_moves, :forfeited,
        :level)
"""
DELETE_SEATS = "DELETE FROM seats WHERE table_id = :table_id"
SET_MESSAGE = "UPDATE game_tables SET message_id = :message_id WHERE id = :table_id"
SET_CHANNEL = "UPDATE game_tables SET channel_id = :channel_id WHERE id = :table_id"
SET_DEADLINE = "UPDATE game_tables SET deadline_at = :deadline_at WHERE id = :table_id"
SET_DEADLINE_AND_PAUSE = """
UPDATE game_tables SET deadline_at = :deadline_at, paused_at = :paused_at WHERE id = :table_id
"""
SET_HINTED = "UPDATE game_tables SET hints_used = 1 WHERE id = :table_id"
SET_PAUSED = """
UPDATE game_tables SET paused_at = :paused_at, deadline_at = :deadline_at WHERE id = :table_id
"""
SET_PING = "UPDATE game_tables SET ping_message_id = :message_id WHERE id = :table_id"
INSERT_DAILY_ATTEMPT = """
INSERT INTO daily_attempts (guild_id, day, user_id, display, started_at, table_id)
VALUES (:guild_id, :day, :user_id, :display, :now, :table_id)
"""
START_TABLE = """
UPDATE game_tables SET status = 'playing', started_at = :now, deadline_at = :deadline_at
WHERE id = :table_id
"""
CLOSE_TABLE = """
UPDATE game_tables SET status = :status, finished_at = :now, deadline_at = NULL,
                       paused_at = NULL
WHERE id = :table_id
"""
INSERT_ACTION = """
INSERT INTO actions (table_id, seq, action, automatic, created_at)
VALUES (:table_id, :seq, :action, :automatic, :now)
"""
SET_SEAT_STATE = """
UPDATE seats SET computer = :computer, auto_moves = :auto_moves, forfeited = :forfeited
WHERE table_id = :table_id AND position = :position
"""
SELECT_TABLE = """
SELECT id, guild_id, channel_id, message_id, game, options, seed, host_id, status, hints_used,
       deadline_at, created_at, turn_seconds, paused_at, ping_message_id,
       EXISTS (SELECT 1 FROM daily_attempts d WHERE d.table_id = game_tables.id)
FROM game_tables WHERE id = :table_id
"""
SELECT_SEATS = """
SELECT table_id, position, user_id, name, display, computer, auto_moves, forfeited, level
FROM seats WHERE table_id = :table_id ORDER BY position
"""
SELECT_ACTIONS = """
SELECT table_id, action, automatic FROM actions WHERE table_id = :table_id ORDER BY seq
"""
SELECT_STATUS = "SELECT status FROM game_tables WHERE id = :table_id"
SELECT_STATUS_AND_GUILD = "SELECT status, guild_id FROM game_tables WHERE id = :table_id"
SET_SHOWN = """
UPDATE game_tables SET shown_step = :step, shown_digest = :digest WHERE id = :table_id
"""


class TableLog(Database):
    async def create_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        options: dict[str, Any],
        seed: int,
        host_id: int,
        seats: Sequence[SeatRow],
        turn_seconds: float | None,
        deadline_at: float | None,
        now: float,
        started: bool = False,
        daily: DailyClaim | None = None,
    ) -> int:
        """A new table and its seats; ``started``: already playing (a solitaire starts as it
        is created, in the same transaction, so no crash can leave it a lobby); ``daily``: the
        member's attempt at the day's deal, taken with its table (``DailySpent``, nothing
        changed, if it was taken already)."""
        try:
            async with self._transaction() as db:
                db.execute(
                    INSERT_TABLE,
                    {
                        "guild_id": guild_id,
                        "channel_id": channel_id,
                        "game": game,
                        "options": json.dumps(options),
                        "seed": seed,
                        "host_id": host_id,
                        "turn_seconds": turn_seconds,
                        "deadline_at": deadline_at,
                        "now": now,
                    },
                )
                db.executemany(INSERT_SEAT, _seat_params(NEW_ROW_ID, seats))
                if started:
                    db.execute(
                        START_TABLE,
                        {"table_id": NEW_ROW_ID, "deadline_at": deadline_at, "now": now},
                    )
                if daily is not None:
                    db.execute(
                        INSERT_DAILY_ATTEMPT,
                        {
                            "guild_id": daily.guild_id,
                            "day": daily.day,
                            "user_id": daily.user_id,
                            "display": daily.display,
                            "table_id": NEW_ROW_ID,
                            "now": now,
                        },
                    )
        except sqlite3.IntegrityError as error:
            if daily is None or "daily_attempts" not in str(error):
                raise
            raise DailySpent from error
        assert db.new_id is not None
        return db.new_id

    async def set_seats(self, table_id: int, seats: Sequence[SeatRow]) -> None:
        async with self._transaction() as db:
            db.execute(DELETE_SEATS, {"table_id": table_id})
            db.executemany(INSERT_SEAT, _seat_params(table_id, seats))

    async def set_message(
        self, table_id: int, message_id: int, channel_id: int | None = None
    ) -> None:
        async with self._transaction() as db:
            db.execute(SET_MESSAGE, {"table_id": table_id, "message_id": message_id})
            if channel_id is not None:
                db.execute(SET_CHANNEL, {"table_id": table_id, "channel_id": channel_id})

    async def set_deadline(self, table_id: int, deadline_at: float | None) -> None:
        async with self._transaction() as db:
            db.execute(SET_DEADLINE, {"table_id": table_id, "deadline_at": deadline_at})

    async def set_paused(
        self,
        table_id: int,
        paused_at: float | None,
        deadline_at: float | None,
        seats: Iterable[SeatRow] = (),
    ) -> None:
        """The table pauses (or resumes) with its seats' absence counters, in one
        transaction."""
        async with self._transaction() as db:
            db.executemany(SET_SEAT_STATE, _seat_state_params(table_id, seats))
            db.execute(
                SET_PAUSED,
                {"table_id": table_id, "paused_at": paused_at, "deadline_at": deadline_at},
            )

    async def set_ping(self, table_id: int, message_id: int | None) -> None:
        async with self._transaction() as db:
            db.execute(SET_PING, {"table_id": table_id, "message_id": message_id})

    async def mark_hinted(self, table_id: int) -> None:
        async with self._transaction() as db:
            db.execute(SET_HINTED, {"table_id": table_id})

    async def start_table(
        self,
        table_id: int,
        seats: Sequence[SeatRow],
        deadline_at: float | None,
        now: float,
        actions: Iterable[tuple[dict[str, Any], bool]] = (),
    ) -> None:
        """The game begins with these seats and its first actions (computer seats' opening
        moves), as one transaction: a start is all there or not at all."""
        async with self._transaction() as db:
            db.execute(DELETE_SEATS, {"table_id": table_id})
            db.executemany(INSERT_SEAT, _seat_params(table_id, seats))
            db.execute(START_TABLE, {"table_id": table_id, "deadline_at": deadline_at, "now": now})
            db.executemany(INSERT_ACTION, _action_params(table_id, 0, actions, now))

    async def close_table(self, table_id: int, status: str, now: float) -> None:
        async with self._transaction() as db:
            db.execute(CLOSE_TABLE, {"table_id": table_id, "status": status, "now": now})

    async def append_actions(
        self,
        table_id: int,
        first_seq: int,
        actions: Iterable[tuple[dict[str, Any], bool]],
        *,
        seats: Iterable[SeatRow] = (),
        deadline_at: float | None = None,
        paused_at: float | None = None,
        now: float,
    ) -> None:
        """Commit accepted actions (from ``first_seq`` on), the seats' state (absence
        counters, a seat the computer took), the table's next deadline and whether it is
        paused, as one transaction."""
        async with self._transaction() as db:
            db.executemany(INSERT_ACTION, _action_params(table_id, first_seq, actions, now))
            db.executemany(SET_SEAT_STATE, _seat_state_params(table_id, seats))
            db.execute(
                SET_DEADLINE_AND_PAUSE,
                {"table_id": table_id, "deadline_at": deadline_at, "paused_at": paused_at},
            )

    # -- reading ----------------------------------------------------------------------------

    async def set_shown(self, shown: Iterable[tuple[int, int, str]]) -> None:
        """Tables' messages now show these states: (table id, step, digest), one
        transaction for all of them."""
        rows = [
            {"table_id": table_id, "step": step, "digest": digest}
            for table_id, step, digest in shown
        ]
        async with self._transaction() as db:
            db.executemany(SET_SHOWN, rows)

    async def table(self, table_id: int) -> TableRow | None:
        def read(db: sqlite3.Connection) -> TableRow | None:
            found = db.execute(SELECT_TABLE, {"table_id": table_id}).fetchone()
            if found is None:
                return None
            table = _table_row(found)
            params = {"table_id": table_id}
            table.seats = [_seat_row(row) for row in db.execute(SELECT_SEATS, params)]
            table.actions = [
                (action, bool(automatic))
                for _, action, automatic in db.execute(SELECT_ACTIONS, params)
            ]
            return table

        row: TableRow | None = await self._read_on_thread(in_snapshot, read)
        return row

    async def status(self, table_id: int) -> str | None:
        rows = await self._read(SELECT_STATUS, {"table_id": table_id})
        return rows[0][0] if rows else None

    async def status_and_guild(self, table_id: int) -> tuple[str, int | None] | None:
        """A table's status and guild (``None`` for a direct message's): which process owns
        it, and whether it is open."""
        rows = await self._read(SELECT_STATUS_AND_GUILD, {"table_id": table_id})
        return (rows[0][0], rows[0][1]) if rows else None


def _action_params(
    table_id: int,
    first_seq: int,
    actions: Iterable[tuple[dict[str, Any], bool]],
    now: float,
) -> list[dict[str, Any]]:
    return [
        {
            "table_id": table_id,
            "seq": first_seq + offset,
            "action": json.dumps(action, separators=(",", ":")),
            "automatic": int(automatic),
            "now": now,
        }
        for offset, (action, automatic) in enumerate(actions)
    ]


def _seat_state_params(table_id: int, seats: Iterable[SeatRow]) -> list[dict[str, Any]]:
    return [
        {
            "table_id": table_id,
            "position": seat.position,
            "computer": int(seat.computer),
            "auto_moves": seat.auto_moves,
            "forfeited": int(seat.forfeited),
        }
        for seat in seats
    ]


def _seat_params(table_id: int, seats: Iterable[SeatRow]) -> list[dict[str, Any]]:
    return [
        {
            "table_id": table_id,
            "position": seat.position,
            "user_id": seat.user_id,
            "name": seat.name,
            "display": seat.display,
            "computer": int(seat.computer),
            "auto_moves": seat.auto_moves,
            "forfeited": int(seat.forfeited),
            "level": seat.level,
        }
        for seat in seats
    ]


def _table_row(row: Any) -> TableRow:
    return TableRow(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        message_id=row[3],
        game=row[4],
        options=json.loads(row[5]),
        seed=row[6],
        host_id=row[7],
        status=row[8],
        hints_used=bool(row[9]),
        deadline_at=row[10],
        created_at=row[11],
        turn_seconds=row[12],
        paused_at=row[13],
        ping_message_id=row[14],
        seats=[],
        actions=[],
        daily=bool(row[15]),
    )


def _seat_row(row: Any) -> SeatRow:
    return SeatRow(
        position=row[1],
        user_id=row[2],
        name=row[3],
        display=row[4],
        computer=bool(row[5]),
        auto_moves=row[6],
        forfeited=bool(row[7]),
        level=row[8],
    )
