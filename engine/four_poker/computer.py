"""The 4-poker computer player, which is also the game's hint.

It sees what the player sees: the board and the card to place. The unseen cards are the
24-card deck minus those. A column's missing cards are, whatever happens elsewhere, a
uniformly random subset of the unseen cards, so each column's expected final score can be
computed exactly: by rank counts for pairs, sets, full houses and straights, plus the few
one-suit draws that make a flush. The card goes where it raises that expectation most (one-step
greedy on exact values; deterministic, a few milliseconds).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from math import comb

from engine.cards import FOUR_POKER_DECK, Card, parse_card
from engine.four_poker.actions import Place
from engine.four_poker.view import FourPokerView

HEIGHT = 5
RANKS = tuple(sorted({card.rank for card in FOUR_POKER_DECK}))  # 9 .. ace
_STRAIGHTS = (0b011111, 0b111110)  # 9-K and 10-A as masks over RANKS


def _straight(mask: int) -> bool:
    return mask in _STRAIGHTS


def _rank_points(counts: tuple[int, ...]) -> int:
    """Points of five cards from their counts per rank, flushes aside."""
    ordered = sorted(counts, reverse=True)
    if ordered[0] == 4:
        return 30
    if ordered[0] == 3:
        return 20 if ordered[1] == 2 else 5
    if ordered[0] == 2:
        return 2 if ordered[1] == 2 else 1
    mask = sum(1 << index for index, count in enumerate(counts) if count)
    return 10 if _straight(mask) else 0


@lru_cache(maxsize=200_000)
def _rank_total(column: tuple[int, ...], unseen: tuple[int, ...], missing: int) -> int:
    """The sum of rank points over every way to draw ``missing`` of the unseen cards (each
    draw counted once per set of actual cards)."""

    def walk(index: int, left: int, counts: list[int], weight: int) -> int:
        if index == len(RANKS):
            return weight * _rank_points(tuple(counts)) if left == 0 else 0
        total = 0
        for take in range(min(left, unseen[index]) + 1):
            counts[index] += take
            total += walk(index + 1, left - take, counts, weight * comb(unseen[index], take))
            counts[index] -= take
        return total

    return walk(0, missing, list(column), 1)


def expected_points(column: list[Card], unseen: list[Card]) -> float:
    """The exact expected final score of a column completed from the unseen cards."""
    missing = HEIGHT - len(column)
    counts = tuple(sum(card.rank == rank for card in column) for rank in RANKS)
    if missing == 0:
        return float(_final(column, counts))
    unseen_counts = tuple(sum(card.rank == rank for card in unseen) for rank in RANKS)
    total = _rank_total(counts, unseen_counts, missing)
    suits = {card.suit for card in column}
    if len(suits) == 1:
        # One-suit completions score a flush (or straight flush) instead of their ranks.
        (suit,) = suits
        same = [card for card in unseen if card.suit == suit]
        mask = sum(1 << RANKS.index(card.rank) for card in column)
        for draw in combinations(same, missing):
            full = mask | sum(1 << RANKS.index(card.rank) for card in draw)
            total += (100 if _straight(full) else 50) - (10 if _straight(full) else 0)
    return total / comb(len(unseen), missing)


def _final(column: list[Card], counts: tuple[int, ...]) -> int:
    if len({card.suit for card in column}) == 1:
        mask = sum(1 << index for index, count in enumerate(counts) if count)
        return 100 if _straight(mask) else 50
    return _rank_points(counts)


def choose(view: FourPokerView, legal: list[Place]) -> Place:
    columns = [[parse_card(text) for text in column] for column in view.columns]
    if view.current is None:
        return legal[0]
    current = parse_card(view.current)
    seen = {card for column in columns for card in column} | {current}
    unseen = [card for card in FOUR_POKER_DECK if card not in seen]
    best, best_gain = legal[0], float("-inf")
    for action in legal:
        column = columns[action.column]
        gain = expected_points([*column, current], unseen) - expected_points(column, unseen)
        if gain > best_gain + 1e-9:
            best, best_gain = action, gain
    return best
