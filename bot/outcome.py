"""The one outcome of a closed table: each seat's final place, computed once from the
engine's standings and what the host knows beside them (forfeits, abandonment).

It is what the finished table shows, what the store writes in ``results``, what ratings rank
by, and so what ``/history``, ``/stats`` and the boards show. The rules:

- The engine's standings order the seats that stayed (ties share a place; partners share
  their team's place, counted by teams: the losing partnership is 2nd).
- A forfeited seat (its member resigned, or was away too long and the computer took over) is
  LAST, below everyone who stayed, whatever its computer scored — in a misère game too, where
  a member who quits early holds the fewest points: walking away never pays. Forfeits share
  the last place; a forfeiter leaves their partnership's place.
- An abandoned table has no places: it counts for nobody.
- A game is won by first place played to the end (so a forfeit never wins, even when
  everyone forfeited).

Pure: no Discord, no store, no clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.seats import SeatRow
from bot.session import Session
from bot.vocab import Outcome, TableStatus
from engine.standings import Standing, Standings


@dataclass(frozen=True, slots=True)
class FinalPlace:
    seat: SeatRow
    place: int | None
    """1 for the winners, competition ranking (1, 1, 3); ``None`` when abandoned."""
    score: int
    outcome: Outcome
    team: int | None = None

    @property
    def won(self) -> bool:
        return self.outcome == Outcome.FINISHED and self.place == 1


@dataclass(frozen=True, slots=True)
class FinalOutcome:
    places: tuple[FinalPlace, ...]
    """One per seat, in seating order."""
    low_wins: bool = False

    @property
    def abandoned(self) -> bool:
        return any(place.outcome == Outcome.ABANDONED for place in self.places)

    @property
    def forfeits(self) -> bool:
        return any(place.outcome == Outcome.FORFEITED for place in self.places)

    @property
    def winners(self) -> list[str]:
        """The winners' engine names, in seating order (none when abandoned)."""
        return [place.seat.name for place in self.places if place.won]

    def in_order(self) -> list[FinalPlace]:
        """Best place first; seating order among equals."""
        return sorted(self.places, key=lambda place: (place.place or 0, place.seat.position))


def final(standings: Standings, seats: Sequence[SeatRow]) -> FinalOutcome:
    """The places of a game played to its end."""
    forfeited = {seat.name for seat in seats if seat.forfeited}
    stayed = [standing for standing in standings.seats if standing.player not in forfeited]

    def side(standing: Standing) -> object:
        return ("team", standing.team) if standing.team is not None else standing.player

    places: dict[str, int] = {}
    for standing in stayed:
        ahead = {side(other) for other in stayed if other.place < standing.place}
        places[standing.player] = 1 + len(ahead)
    last = 1 + len({side(standing) for standing in stayed})
    rows = []
    for seat in seats:
        standing = standings.of(seat.name)
        rows.append(
            FinalPlace(
                seat=seat,
                place=places.get(seat.name, last),
                score=standing.score,
                outcome=Outcome.FORFEITED if seat.forfeited else Outcome.FINISHED,
                team=standing.team,
            )
        )
    return FinalOutcome(tuple(rows), low_wins=standings.low_wins)


def abandoned(seats: Sequence[SeatRow]) -> FinalOutcome:
    """An abandoned table: no places, no scores; it counts for nobody."""
    return FinalOutcome(
        tuple(
            FinalPlace(seat=seat, place=None, score=0, outcome=Outcome.ABANDONED) for seat in seats
        )
    )


def of(session: Session) -> FinalOutcome | None:
    """The outcome of a session's table once it has one (abandoned, or its game over)."""
    if session.status == TableStatus.ABANDONED:
        return abandoned(session.seats)
    if session.game is None or not session.game.over:
        return None
    return final(session.game.standings(), session.seats)
