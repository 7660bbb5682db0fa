"""The bot's side of the computer players' levels (``engine/levels.py``): which level a seat
plays at, how long it takes, and how a computer seat is named."""

from __future__ import annotations

from bot.seats import SeatRow
from engine.levels import Level

LEVELS = (Level.GENTLE, Level.NORMAL, Level.STRONG)
"""In the order the lobby offers them; a control carries the index."""

STRONG_DELAY_FACTOR = 2.0
"""A strong computer thinks longer: its move waits this many times the computer delay."""


def level_of(seat: SeatRow) -> Level:
    """The level the computer plays ``seat`` at: the one chosen for a computer seat; a
    member's seat taken over (resigned or away) plays at normal."""
    if seat.user_id is not None:
        return Level.NORMAL
    return Level(seat.level)


def delay_factor(seat: SeatRow) -> float:
    """How many computer delays the computer waits before it moves for ``seat``."""
    return STRONG_DELAY_FACTOR if level_of(seat) is Level.STRONG else 1.0


def computer_display(number: int, level: Level) -> str:
    """``Computer 2``, or ``Computer 2 (strong)``: the level is part of the name people see."""
    return f"Computer {number}" if level is Level.NORMAL else f"Computer {number} ({level})"
