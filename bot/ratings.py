"""Ratings: OpenSkill (Plackett-Luce) updates from one table's result rows. Pure: no store, no
Discord; ``Store.rate_table`` reads the rows, calls :func:`rate` and writes what it returns.

Who is rated, and how:

- A multiplayer table rates its members by their final placement (ties share a rank); Kare
  Kupa rates its two partnerships as teams.
- A forfeited seat ranks last (below every finisher, forfeits tied among themselves). In a
  partnership game the forfeiter leaves their team and is rated alone in last place, so the
  partner who played on is rated by the team's result, not by the forfeit.
- An abandoned table counts for nobody: no rating moves, no game is counted.
- Computer seats are not rated and are left out of the match: the humans are rated on their
  placements *relative to each other*. A computer is no stable opponent (its strength is not
  a person's, and beating it repeatedly would let anyone farm rating points if it stood in as
  a fixed-rating phantom), while the order among the humans of the table is exactly the
  evidence a rating is about. A table with fewer than two human sides (one person against
  computers, or two partners against two computers) therefore moves no rating.
- A solitaire (4-poker) is no match at all: OpenSkill refuses a one-team game. Its boards rank
  by best and average score instead (``Store``), so :func:`rate` returns nothing for it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.vocab import Outcome

_MODEL = PlackettLuce()


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative estimate leaderboards rank by: mu - 3 sigma."""
        return self.mu - 3 * self.sigma


INITIAL = Skill(mu=_MODEL.mu, sigma=_MODEL.sigma)


@dataclass(frozen=True, slots=True)
class RatedSeat:
    """One seat of a closed table, as ``results`` stores it."""

    user_id: int | None
    """``None`` for a computer seat."""
    placement: int | None
    outcome: str = Outcome.FINISHED
    team: int | None = None
    computer: bool = False

    @property
    def human(self) -> bool:
        return self.user_id is not None and not self.computer


def counts(seats: Sequence[RatedSeat]) -> bool:
    """Whether a table counts for anyone at all (an abandoned one counts for nobody)."""
    return bool(seats) and not any(seat.outcome == Outcome.ABANDONED for seat in seats)


def sides(seats: Sequence[RatedSeat]) -> list[tuple[list[int], int]]:
    """The match OpenSkill rates: (members, rank) per side, lower ranks better. Humans only;
    a forfeiter is a side of their own, ranked below every finisher."""
    humans = [seat for seat in seats if seat.human and seat.placement is not None]
    if not counts(seats) or not humans:
        return []
    last = max(seat.placement or 0 for seat in seats) + 1
    teams = any(seat.team is not None for seat in humans)
    grouped: dict[object, tuple[list[int], int]] = {}
    for seat in humans:
        assert seat.user_id is not None
        assert seat.placement is not None
        if seat.outcome == Outcome.FORFEITED:
            key: object = ("forfeit", seat.user_id)
            rank = last
        else:
            key = ("team", seat.team) if teams else ("seat", seat.user_id)
            rank = seat.placement
        members, known = grouped.get(key, ([], rank))
        members.append(seat.user_id)
        grouped[key] = (members, min(known, rank))
    return list(grouped.values())


def rate(seats: Sequence[RatedSeat], current: Mapping[int, Skill]) -> dict[int, Skill]:
    """New skills for every rated member of the table (``current``: their skills before, the
    initial one for anyone missing). Empty when the table rates nobody."""
    match = sides(seats)
    if len(match) < 2:
        return {}
    teams = [
        [
            _MODEL.rating(mu=skill.mu, sigma=skill.sigma)
            for skill in (current.get(user_id, INITIAL) for user_id in members)
        ]
        for members, _ in match
    ]
    rated = _MODEL.rate(teams, ranks=[float(rank) for _, rank in match])
    return {
        user_id: Skill(mu=after.mu, sigma=after.sigma)
        for (members, _), team in zip(match, rated, strict=True)
        for user_id, after in zip(members, team, strict=True)
    }


def won(seat: RatedSeat) -> bool:
    return seat.outcome == Outcome.FINISHED and seat.placement == 1
