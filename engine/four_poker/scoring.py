"""4-poker's scoring table (RULES.md section 1): each column scores its best combination."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import Enum

from engine.cards import Card, Rank

_STRAIGHTS = (
    frozenset({Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING}),
    frozenset({Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}),
)


class Combination(Enum):
    """Combinations in the seed's order, best first; the value is (label, points)."""

    STRAIGHT_FLUSH = ("straight flush", 100)
    FLUSH = ("flush", 50)
    FOUR_OF_A_KIND = ("four of a kind", 30)
    FULL_HOUSE = ("full house", 20)
    STRAIGHT = ("straight", 10)
    THREE_OF_A_KIND = ("three of a kind", 5)
    TWO_PAIR = ("two pair", 2)
    ONE_PAIR = ("one pair", 1)
    NOTHING = ("nothing", 0)

    @property
    def label(self) -> str:
        return self.value[0]

    @property
    def points(self) -> int:
        return self.value[1]


# A column's ranks as one number, three bits of count per rank: equal for equal multisets.
_RANK_WEIGHT = {rank: 1 << (3 * (rank - Rank.TWO)) for rank in Rank}
_BY_RANKS: dict[int, tuple[Combination, Combination]] = {}
"""Rank multiset -> (its combination without a flush, with one): filled as columns come."""


def combination(cards: Sequence[Card]) -> Combination:
    """The best combination of a full column of five cards."""
    if len(cards) != 5:
        raise ValueError(f"A column scores with five cards, not {len(cards)}.")
    a, b, c, d, e = cards
    weight = _RANK_WEIGHT
    key = weight[a.rank] + weight[b.rank] + weight[c.rank] + weight[d.rank] + weight[e.rank]
    known = _BY_RANKS.get(key)
    if known is None:
        known = _BY_RANKS[key] = (_scored(cards, flush=False), _scored(cards, flush=True))
    suit = a.suit
    return known[b.suit is suit and c.suit is suit and d.suit is suit and e.suit is suit]


def _scored(cards: Sequence[Card], *, flush: bool) -> Combination:
    ranks = frozenset(card.rank for card in cards)
    straight = ranks in _STRAIGHTS
    if straight and flush:
        return Combination.STRAIGHT_FLUSH
    if flush:
        return Combination.FLUSH
    counts = sorted(Counter(card.rank for card in cards).values(), reverse=True)
    if counts[0] == 4:
        return Combination.FOUR_OF_A_KIND
    if counts[:2] == [3, 2]:
        return Combination.FULL_HOUSE
    if straight:
        return Combination.STRAIGHT
    if counts[0] == 3:
        return Combination.THREE_OF_A_KIND
    if counts[:2] == [2, 2]:
        return Combination.TWO_PAIR
    if counts[0] == 2:
        return Combination.ONE_PAIR
    return Combination.NOTHING


def points(cards: Sequence[Card]) -> int:
    return combination(cards).points
