"""The bot's side of the computer players' levels (``engine/levels.py``): which level a seat
plays at, how long it takes, and how a computer seat is named."""

from __future__ import annotations

import re

from bot import i18n
from bot.seats import SeatRow
from bot.session import computer_number
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


def seat_display(language: str, seat: SeatRow) -> str:
    """A seat's name as a reader of ``language`` sees it: a member's display name as it is; a
    computer's in their language ("Dator 2 (stark)"). The store keeps the English name it was
    seated with (records and replays read it), so English shows exactly that."""
    number = computer_number(seat.name)
    if language == i18n.ENGLISH or seat.user_id is not None or number is None:
        return seat.display
    return i18n.t(language, "computer-seat", number=number, level=seat.level)


_STORED = re.compile(r"Computer (\d+)(?: \((gentle|strong)\))?")
"""``computer_display``'s English, read back (a result keeps only the name people saw)."""


def stored_computer_display(language: str, display: str) -> str:
    """A computer's stored name (``Computer 2 (strong)``, as a result or history keeps it) in
    ``language``; any other name as it is."""
    found = _STORED.fullmatch(display)
    if language == i18n.ENGLISH or found is None:
        return display
    level = found.group(2) or Level.NORMAL.value
    return i18n.t(language, "computer-seat", number=int(found.group(1)), level=level)


class SeatNamed(str):
    """A seat's name inside a notice that outlives the seat (one removed from the lobby): its
    stored name as text (the English sentence), and in any reader's language on demand
    (``i18n.SaidIn``), as if it were still seated."""

    seat: SeatRow

    def __new__(cls, seat: SeatRow) -> SeatNamed:
        named = super().__new__(cls, seat.display)
        named.seat = seat
        return named

    def in_language(self, language: str) -> str:
        return seat_display(language, self.seat)
