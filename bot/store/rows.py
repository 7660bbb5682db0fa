"""What the store reads and writes, as plain dataclasses (no SQL, no policy)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.seats import SeatRow
from bot.vocab import Outcome


@dataclass(slots=True)
class TableRow:
    id: int
    guild_id: int | None
    channel_id: int
    message_id: int | None
    game: str
    options: dict[str, Any]
    seed: int
    host_id: int
    status: str
    hints_used: bool
    deadline_at: float | None
    created_at: float
    turn_seconds: float | None
    paused_at: float | None
    ping_message_id: int | None
    seats: list[SeatRow]
    actions: list[tuple[str, bool]]
    """The action log: (the action's JSON text, whether it was automatic), in order. The
    store does not interpret actions: the engine parses them."""
    daily: bool = False
    """A 4-poker daily deal (it has a daily attempt): the session knows it from here on."""
    shown_step: int | None = None
    shown_digest: str | None = None
    """What the public message last showed: the step of the log and a digest of the rest
    (``bot/host/recovery.py``); ``None`` when never recorded. Read for open tables only."""


@dataclass(slots=True)
class ResultRow:
    position: int
    user_id: int | None
    computer: bool
    """A computer seat from the start (a member's seat taken over is ``forfeited``)."""
    placement: int | None
    """The final place (``bot/outcome.py``: forfeits last); ``None`` when abandoned."""
    score: int
    display: str = ""
    outcome: Outcome = Outcome.FINISHED
    team: int | None = None

    @property
    def won(self) -> bool:
        """First place, played to the end (the statistics' SQL says the same)."""
        return self.outcome == Outcome.FINISHED and self.placement == 1


@dataclass(frozen=True, slots=True)
class Skill:
    """A member's rating in one game and season, as the ``ratings`` table keeps it."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative estimate leaderboards rank by, stored beside mu and sigma (the
        schema defines it so): mu - 3 sigma."""
        return self.mu - 3 * self.sigma


RatingRule = Callable[[Sequence[ResultRow], Mapping[int, Skill]], Mapping[int, Skill]]
"""How a closed table moves its members' skills: (the table's result rows, the rated members'
current skills) -> their new skills; empty when it rates nobody. The store runs it inside the
rating's transaction; the rule itself lives with its callers (``bot.ratings.rate``)."""


@dataclass(frozen=True, slots=True)
class SeasonRow:
    id: int
    guild_id: int
    number: int
    name: str
    started_at: float
    ends_at: float | None
    ended_at: float | None
    channel_id: int | None = None
    """Where the season's end is announced (the channel it was started in)."""


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One member's line on a board: a rated game's ordinal, or a solitaire's scores."""

    user_id: int
    display: str
    games: int
    wins: int
    ordinal: float | None = None
    mu: float | None = None
    sigma: float | None = None
    best: int | None = None
    average: float | None = None
    rank: int | None = None
    """Among the visible members with enough games; ``None`` while provisional."""


@dataclass(frozen=True, slots=True)
class Board:
    lines: list[BoardLine]
    total: int
    """Visible ranked members in all (for the page count)."""


@dataclass(frozen=True, slots=True)
class RatingUpdate:
    season_id: int | None
    """The season the table counted in; ``None`` when it counted for nobody (or was rated
    before: rating a table twice changes nothing)."""
    skills: dict[int, Skill]
    """The new skill of every rated member."""


@dataclass(frozen=True, slots=True)
class GameStats:
    game: str
    games: int
    wins: int
    best: int | None
    average: float | None
    streak: int
    """Wins (> 0) or non-wins (< 0) in a row, latest first."""
    partner: tuple[int, str, int] | None = None
    """The teammate met most (user id, display, tables), partnership games only."""


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    table_id: int
    game: str
    outcome: str
    placement: int | None
    score: int
    finished_at: float
    position: int
    """The member's own seat."""
    seats: list[tuple[str, int | None, str, bool]]
    """Every other seat: (display, placement, outcome, computer), in seating order."""
    hinted: bool = False
    """The table was hinted: it counts in no record (only /history shows it)."""


@dataclass(frozen=True, slots=True)
class DailyClaim:
    """A member's one attempt at a day's deal, taken in the transaction that creates its
    table: no table without its attempt, no attempt spent without a table."""

    guild_id: int
    day: str
    user_id: int
    display: str


@dataclass(frozen=True, slots=True)
class DailyLine:
    user_id: int
    display: str
    score: int | None
    table_id: int | None
