"""Calls (RULES.md section 4, "Calls"): which claims a player may make, and their names.

Seats 0 and 2 are partners, as are 1 and 3. A claim is judged by seats; its value is the
number of players it names.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from engine.cards import Card
from engine.wording import vocabulary

SEATS = 4


def partner(seat: int) -> int:
    return (seat + 2) % SEATS


def team(seat: int) -> int:
    """The partnership: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def team_seats(index: int) -> tuple[int, int]:
    return (index, index + 2)


def allowed(caller: int, claim: Iterable[int]) -> bool:
    """A claim names the caller only together with the caller's partner."""
    named = set(claim)
    return bool(named) and (caller not in named or partner(caller) in named)


def claim_shapes(caller: int) -> list[tuple[int, ...]]:
    """The eleven claims ``caller`` may make, as seat tuples: fewest players first, then by
    seat."""
    return [
        shape
        for size in range(1, SEATS + 1)
        for shape in combinations(range(SEATS), size)
        if allowed(caller, shape)
    ]


# (names the caller, names the partner, opponents named) -> the call's code.
_CODES = {
    (False, True, 0): "kare",
    (False, False, 1): "kupa",
    (True, True, 0): "double-kare",
    (False, False, 2): "double-kupa",
    (False, True, 1): "kare-kupa",
    (True, True, 1): "double-kare-kupa",
    (False, True, 2): "double-kupa-kare",
    (True, True, 2): "double-kare-double-kupa",
}

CALL_NAMES = vocabulary(
    {
        "kare": "kare",
        "kupa": "kupa",
        "double-kare": "double kare",
        "double-kupa": "double kupa",
        "kare-kupa": "kare kupa",
        "double-kare-kupa": "double kare – kupa",
        "double-kupa-kare": "double kupa – kare",
        "double-kare-double-kupa": "double kare – double kupa",
    }
)
"""Each call's code and the seed's name for it (the name records and views keep; a sentence
names the code, which each language words its own way)."""


def call_code(caller: int, claim: Sequence[int]) -> str:
    named = set(claim)
    opponents = sum(1 for seat in named if team(seat) != team(caller))
    return _CODES[(caller in named, partner(caller) in named, opponents)]


def call_name(caller: int, claim: Sequence[int]) -> str:
    return CALL_NAMES[call_code(caller, claim)]


def is_four_of_a_kind(hand: Sequence[Card]) -> bool:
    return len(hand) == 4 and len({card.rank for card in hand}) == 1


def call_points(claim: Sequence[int]) -> int:
    """A claim's value: one point per player named."""
    return len(claim)


def call_choices(players: Sequence[str], caller: str) -> list[tuple[tuple[str, ...], str, int]]:
    """The calls ``caller`` may make, as (claimed names in seating order, the call's name, its
    points), in ``claim_shapes`` order: what a table offers before the caller confirms."""
    seat = list(players).index(caller)
    return [
        (tuple(players[named] for named in shape), call_name(seat, shape), call_points(shape))
        for shape in claim_shapes(seat)
    ]
