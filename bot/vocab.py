"""The bot's vocabularies, declared once: a table's status and a seat's outcome.

Both are ``StrEnum``: their values are the words stored in SQLite (``tables.status``,
``results.outcome``), so a member compares equal to the stored text and rows need no mapping.
"""

from __future__ import annotations

from enum import StrEnum


class TableStatus(StrEnum):
    LOBBY = "lobby"
    PLAYING = "playing"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    ABANDONED = "abandoned"

    @property
    def closed(self) -> bool:
        return self not in (TableStatus.LOBBY, TableStatus.PLAYING)


CLOSED = frozenset(status for status in TableStatus if status.closed)


class Outcome(StrEnum):
    """How a seat left a closed table."""

    FINISHED = "finished"
    """Played to the end (by its member, or a computer seat from the start)."""
    FORFEITED = "forfeited"
    """A member's seat the computer took over (resigned, or away too long): it places last."""
    ABANDONED = "abandoned"
    """The table was abandoned: it counts for nobody."""
