"""The deal and the table turn (RULES.md section 4, "Deal" and "The table")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card, Rank

HAND_SIZE = 4
TABLE_SIZE = 4


def deal_hands(deck: Sequence[Card], dealer: int, seats: int = 4) -> list[list[Card]]:
    """Four cards to each player, one at a time, starting at the dealer's left."""
    hands: list[list[Card]] = [[] for _ in range(seats)]
    for index, card in enumerate(deck[: HAND_SIZE * seats]):
        hands[(dealer + 1 + index) % seats].append(card)
    return hands


def triples(cards: Sequence[Card]) -> list[tuple[Rank, int]]:
    """Each rank held three or four times, with its count, lowest rank first."""
    counts = Counter(card.rank for card in cards)
    return sorted((rank, count) for rank, count in counts.items() if count >= 3)
