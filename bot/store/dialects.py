"""The statements whose text differs between the store's two backends: the marker, and
PostgreSQL's texts too long to sit beside SQLite's."""

from __future__ import annotations


class Dialects(str):
    """The string itself is SQLite's text; ``postgresql`` is PostgreSQL's (with the same
    ``:name`` parameters). Most statements are one text for both; this marks the few that
    cannot be, where they are written."""

    postgresql: str

    def __new__(cls, sqlite: str, postgresql: str) -> Dialects:
        made = super().__new__(cls, sqlite)
        made.postgresql = postgresql
        return made


OPEN_TABLES_POSTGRESQL = """
SELECT t.id, t.guild_id, t.channel_id, t.message_id, t.game, t.options, t.seed, t.host_id,
       t.status, t.hints_used, t.deadline_at, t.created_at, t.turn_seconds, t.paused_at,
       t.ping_message_id,
       EXISTS (SELECT 1 FROM daily_attempts d WHERE d.table_id = t.id),
       t.shown_step, t.shown_digest,
       (SELECT COALESCE(json_agg(json_build_array(position, user_id, name, display, computer,
                                                  auto_moves, forfeited, level)
                                 ORDER BY position), '[]')::text
        FROM seats s WHERE s.table_id = t.id),
       (SELECT string_agg(action, chr(30) ORDER BY seq) FROM actions a WHERE a.table_id = t.id),
       (SELECT string_agg(automatic::text, '' ORDER BY seq)
        FROM actions a WHERE a.table_id = t.id)
FROM game_tables t WHERE t.status IN ('lobby', 'playing') ORDER BY t.id
"""
"""table_log's recovery query in PostgreSQL's aggregates: the same columns in the same forms
(the seats as a JSON array, the actions joined by the separator, their automatic flags as one
string)."""
