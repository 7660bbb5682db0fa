"""Slow tables: a table's pace (live, relaxed, slow) sets its turn clock in minutes, hours or
days; the times it waits for people follow from that clock (a lobby stays open at least one
turn; a paused table is abandoned only after several turns), and the turn is told by DM at a
table that is not live, once per turn (``bot/reminders.py``).

The pace is not stored apart: it is the table's stored turn clock (a clock over an hour is not
live), so a slow table's deadlines survive restarts like any other table's.
"""

from __future__ import annotations

from enum import StrEnum

from bot import i18n
from bot.errors import TableError
from bot.session import Session
from bot.settings import Settings
from engine.game import Game

HOUR = 3600.0
DAY = 24 * HOUR


class Pace(StrEnum):
    LIVE = "live"
    RELAXED = "relaxed"
    SLOW = "slow"


TURN_CLOCK = {Pace.RELAXED: 4 * HOUR, Pace.SLOW: DAY}
"""A relaxed table gives each turn four hours; a slow one a day (friends in other time zones
play a Krypkasino match over a week)."""
TURNS_BEFORE_ABANDON = 7
"""A paused table that is not live is abandoned after this many turn clocks (a week for a slow
table), never sooner than the bot's own ``abandon_seconds``."""
LIVE_LIMIT = HOUR
"""The longest live turn clock (``/play turn_seconds:``)."""


def pace_of(turn_seconds: float | None) -> Pace:
    if turn_seconds is None or turn_seconds <= LIVE_LIMIT:
        return Pace.LIVE
    return Pace.RELAXED if turn_seconds < DAY else Pace.SLOW


def turn_clock(pace: Pace, given: float | None, cls: type[Game]) -> float | None:
    """The turn clock to open a table with (``None``: the bot's default), or ``TableError``
    when the game has no use for a pace or the clock is given twice."""
    if pace is Pace.LIVE:
        return given
    if cls.kind.solitaire:
        raise TableError(message_id="host-pace-solitaire", game=cls.title)
    if cls.kind.simultaneous:
        raise TableError(message_id="host-pace-simultaneous", game=cls.title, pace=str(pace))
    if given is not None:
        raise TableError(message_id="host-pace-and-clock", pace=str(pace))
    return TURN_CLOCK[pace]


def abandon_after(turn_seconds: float | None, settings: Settings) -> float:
    """How long a paused table waits for someone to come back: the table's own time."""
    if pace_of(turn_seconds) is Pace.LIVE or turn_seconds is None:
        return settings.abandon_seconds
    return max(settings.abandon_seconds, TURNS_BEFORE_ABANDON * turn_seconds)


def lobby_after(turn_seconds: float | None, settings: Settings) -> float:
    """How long a lobby waits to be started: at least one of its turns."""
    if pace_of(turn_seconds) is Pace.LIVE or turn_seconds is None:
        return settings.lobby_seconds
    return max(settings.lobby_seconds, turn_seconds)


def pace_line(session: Session, language: str = i18n.ENGLISH) -> str | None:
    """The lobby's and table's word on a pace that is not live (a relaxed table's four hours,
    a slow one's day are the catalogue's words: ``pace`` selects them)."""
    pace = pace_of(session.turn_seconds)
    if pace is Pace.LIVE:
        return None
    return i18n.t(language, "host-pace-line", pace=str(pace))
