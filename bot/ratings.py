"""Ratings: OpenSkill (Plackett-Luce) updates from one table's result rows. Pure: no Discord,
no SQL. :func:`rate` is the rating rule the bot gives its store (``Store.open(...,
rating=rate)``): ``Store.rate_table`` reads the rows and current skills, calls it and writes
what it returns, in one transaction.

Who is rated, and how:

- A multiplayer table rates its members by their final placement (ties share a rank); Kare
  Kupa rates its two partnerships as teams.
- Members are rated by their stored place, which is the one outcome (``bot/outcome.py``): a
  forfeit is already last there. In a partnership game the forfeiter is a side of their own
  (their place is not their team's), so the partner who played on is rated by the team's
  result, not by the forfeit.
- An abandoned table counts for nobody: no rating moves, no game is counted. Nor does a
  hinted game (practice): the store never hands one to the rule (``bot/store/ratings.py``).
- Computer seats are not rated and are left out of the match: the humans are rated on their
  placements *relative to each other*. A computer is no stable opponent (its strength is not
  a person's, and beating it repeatedly would let anyone farm rating points if it stood in as
  a fixed-rating phantom), while the order among the humans of the table is exactly the
  evidence a rating is about. A table with fewer than two human sides (one person against
  computers, or two partners against two computers) therefore moves no rating.
- A solitaire (4-poker) is no match at all: OpenSkill refuses a one-team game. Its boards
  rank by best and average score instead (``bot/store/boards.py``), so :func:`rate` returns
  nothing for it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from openskill.models import PlackettLuce

from bot.store.rows import Skill
from bot.vocab import Outcome

_MODEL = PlackettLuce()

INITIAL = Skill(mu=_MODEL.mu, sigma=_MODEL.sigma)


class Seat(Protocol):
    """What the rule reads of a seat's result (``ResultRow`` and :class:`RatedSeat` have it)."""

    @property
    def user_id(self) -> int | None: ...
    @property
    def placement(self) -> int | None: ...
    @property
    def outcome(self) -> str: ...
    @property
    def team(self) -> int | None: ...
    @property
    def computer(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class RatedSeat:
    """One seat of a closed table, as ``results`` stores it."""

    user_id: int | None
    """``None`` for a computer seat."""
    placement: int | None
    outcome: str = Outcome.FINISHED
    team: int | None = None
    computer: bool = False


def human(seat: Seat) -> bool:
    return seat.user_id is not None and not seat.computer


def counts(seats: Sequence[Seat]) -> bool:
    """Whether a table counts for anyone at all (an abandoned one counts for nobody)."""
    return bool(seats) and not any(seat.outcome == Outcome.ABANDONED for seat in seats)


def sides(seats: Sequence[Seat]) -> list[tuple[list[int], int]]:
    """The match OpenSkill rates: (members, rank) per side, lower ranks better. Humans only,
    ranked by their place; partners who finished share a side, a forfeiter is one alone."""
    humans = [seat for seat in seats if human(seat) and seat.placement is not None]
    if not counts(seats) or not humans:
        return []
    teams = any(seat.team is not None for seat in humans)
    grouped: dict[object, tuple[list[int], int]] = {}
    for seat in humans:
        assert seat.user_id is not None
        assert seat.placement is not None
        partnered = teams and seat.outcome == Outcome.FINISHED
        key: object = ("team", seat.team) if partnered else ("seat", seat.user_id)
        members, known = grouped.get(key, ([], seat.placement))
        members.append(seat.user_id)
        grouped[key] = (members, min(known, seat.placement))
    return list(grouped.values())


def rate(seats: Sequence[Seat], current: Mapping[int, Skill]) -> dict[int, Skill]:
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
