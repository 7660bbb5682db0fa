"""The open tables as recovery reads them: every table in a lobby or in play (of this
process's shards), with its seats, its log, whether it is a daily deal and what its message
last showed, in one query whatever the number of tables."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from bot.seats import SeatRow
from bot.store.database import Database
from bot.store.dialects import OPEN_TABLES_POSTGRESQL, Dialects
from bot.store.rows import TableRow
from bot.store.table_log import _table_row

_OPEN_TABLES = """
SELECT t.id, t.guild_id, t.channel_id, t.message_id, t.game, t.options, t.seed, t.host_id,
       t.status, t.hints_used, t.deadline_at, t.created_at, t.turn_seconds, t.paused_at,
       t.ping_message_id,
       EXISTS (SELECT 1 FROM daily_attempts d WHERE d.table_id = t.id),
       t.shown_step, t.shown_digest,
       (SELECT json_group_array(json_array(position, user_id, name, display, computer,
                                           auto_moves, forfeited, level))
        FROM (SELECT * FROM seats s WHERE s.table_id = t.id ORDER BY s.position)),
       (SELECT group_concat(action, char(30))
        FROM (SELECT action FROM actions a WHERE a.table_id = t.id ORDER BY a.seq)),
       (SELECT group_concat(automatic, '')
        FROM (SELECT automatic FROM actions a WHERE a.table_id = t.id ORDER BY a.seq))
FROM game_tables t WHERE t.status IN ('lobby', 'playing') ORDER BY t.id
"""
SELECT_OPEN_TABLES = Dialects(_OPEN_TABLES, OPEN_TABLES_POSTGRESQL)
_ORDER = " ORDER BY t.id"
# Several processes share the shards: each reads only the open tables of its shards, filtered
# in the query (a direct message's table, with no guild, is shard 0's). SQLite takes the
# shards as a JSON array, PostgreSQL as an integer array.
_SQLITE_SHARDS = """ AND (COALESCE(t.guild_id, 0) >> 22) % :shard_count
    IN (SELECT value FROM json_each(:shards)) ORDER BY t.id"""
_POSTGRESQL_SHARDS = """ AND ((COALESCE(t.guild_id, 0) >> 22) % :shard_count)::int
    = ANY(:shards::int[]) ORDER BY t.id"""
SELECT_OWN_OPEN_TABLES = Dialects(
    _OPEN_TABLES.replace(_ORDER, _SQLITE_SHARDS),
    OPEN_TABLES_POSTGRESQL.replace(_ORDER, _POSTGRESQL_SHARDS),
)
ACTION_SEPARATOR = "\x1e"
"""Between the actions of one table's log as the recovery query concatenates them (their
automatic flags come beside them as one string of 0s and 1s): JSON escapes every control
character, so the separator never occurs inside an action."""


class OpenTables(Database):
    async def open_tables(
        self, shard_count: int | None = None, shards: Iterable[int] = ()
    ) -> list[TableRow]:
        """Every table in a lobby or in play, with its seats, its action log, whether it is a
        daily deal and what its message last showed: one query, whatever the number of tables
        (recovery reads thousands at start-up). With ``shard_count``: only the tables of
        ``shards`` (a guild's shard is ``(guild_id >> 22) % shard_count``; no guild, shard 0),
        chosen by the query, so a process never reads another's tables."""
        if shard_count is None:
            return [_open_table_row(row) for row in await self._read(SELECT_OPEN_TABLES)]
        owned = sorted(set(shards))
        params: dict[str, Any] = {
            "shard_count": shard_count,
            "shards": owned if self.backend == "postgresql" else json.dumps(owned),
        }
        rows = await self._read(SELECT_OWN_OPEN_TABLES, params)
        return [_open_table_row(row) for row in rows]


def _open_table_row(row: Any) -> TableRow:
    table = _table_row(row)
    table.shown_step, table.shown_digest = row[16], row[17]
    table.seats = [
        SeatRow(
            position=seat[0],
            user_id=seat[1],
            name=seat[2],
            display=seat[3],
            computer=bool(seat[4]),
            auto_moves=seat[5],
            forfeited=bool(seat[6]),
            level=seat[7],
        )
        for seat in json.loads(row[18])
    ]
    if row[19]:
        automatic = [flag == "1" for flag in row[20]]
        table.actions = list(zip(row[19].split(ACTION_SEPARATOR), automatic, strict=True))
    return table
