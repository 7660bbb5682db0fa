"""A seat at a live table, as the session, the store and the table plug-ins share it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class SeatRow:
    position: int
    user_id: int | None
    name: str
    display: str
    computer: bool
    auto_moves: int = 0
    forfeited: bool = False
    """A member's seat the computer took over (resigned, or away too long): it places last."""
    level: str = "normal"
    """A computer seat's level (``engine.levels.Level``'s value; ``bot/levels.py`` reads it);
    a member's seat keeps ``normal``."""
