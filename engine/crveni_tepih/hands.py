"""The best four-card points of many cards at once, fast enough for simulations.

The computer player scores thousands of imagined final hands a decision; reading every four
of twenty cards (:func:`engine.crveni_tepih.scoring.best_points`) is too slow for that. Here
a hand is read by shape instead: the best group reading (four, three and one, two pairs, a
pair and two, four singles) takes the highest ranks for each shape, and flushes, straights,
straight flushes and the red carpet are looked up per suit and per run of ranks. The result
is the same number as ``best_points`` (a test compares them on random hands, two decks
included).

Cards are small integers: ``rank * 4 + suit`` with ranks 0-7 for 7 to ace and suits in the
order of :data:`SUITS`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.cards import Card, Rank, Suit, parse_card
from engine.crveni_tepih.scoring import CARD_VALUES, HAND_SIZE, RED_CARPET_POINTS

SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RANKS = tuple(sorted(CARD_VALUES))
VALUE = tuple(CARD_VALUES[rank] for rank in RANKS)
"""A card's value by rank index (7 ... ace)."""
_HIGH_FIRST = tuple(range(len(RANKS) - 1, -1, -1))
_MULTIPLIER = (0, 1, 2, 3, 5)
_RUNS = tuple(range(len(RANKS) - HAND_SIZE + 1))
_RUN_VALUE = tuple(sum(VALUE[start : start + HAND_SIZE]) for start in _RUNS)
_RED = (SUITS.index(Suit.HEARTS), SUITS.index(Suit.DIAMONDS))
RED_ACES = frozenset(RANKS.index(Rank.ACE) * 4 + suit for suit in _RED)
RED_SEVENS = frozenset(RANKS.index(Rank.SEVEN) * 4 + suit for suit in _RED)
DECK_CODES = tuple(range(len(RANKS) * len(SUITS)))


def code(card: Card) -> int:
    return RANKS.index(card.rank) * 4 + SUITS.index(card.suit)


def codes(texts: Iterable[str]) -> list[int]:
    """Card codes of card texts such as ``"AH"``."""
    return [code(parse_card(text)) for text in texts]


def card_of(number: int) -> Card:
    return Card(RANKS[number // 4], SUITS[number % 4])


def best(cards: Sequence[int]) -> int:
    """The points of the best four of ``cards`` (all of them if fewer; 0 for none)."""
    if not cards:
        return 0
    counts = [0] * 8
    for card in cards:
        counts[card >> 2] += 1
    if len(cards) < HAND_SIZE:
        return sum(VALUE[rank] * count * _MULTIPLIER[count] for rank, count in enumerate(counts))
    if (
        sum(1 for card in cards if card in RED_ACES) >= 2
        and sum(1 for card in cards if card in RED_SEVENS) >= 2
    ):
        return RED_CARPET_POINTS  # above any other hand (four aces are 80)
    present = [rank for rank in _HIGH_FIRST if counts[rank]]
    top = 0
    # Four singles: the four highest ranks.
    if len(present) >= HAND_SIZE:
        top = sum(VALUE[rank] for rank in present[:4])
    for rank in present:
        count = counts[rank]
        if count < 2:
            continue
        value = VALUE[rank]
        others = [VALUE[other] for other in present if other != rank]
        if count >= 4:
            top = max(top, 20 * value)
        if count >= 3 and others:
            top = max(top, 9 * value + others[0])
        if len(others) >= 2:
            top = max(top, 4 * value + others[0] + others[1])
        for other in present:
            if other != rank and counts[other] >= 2:
                top = max(top, 4 * (value + VALUE[other]))
    for start in _RUNS:
        if counts[start] and counts[start + 1] and counts[start + 2] and counts[start + 3]:
            top = max(top, 3 * _RUN_VALUE[start])
    suits: list[list[int]] = [[], [], [], []]
    for card in cards:
        suits[card & 3].append(card >> 2)
    for held in suits:
        if len(held) < HAND_SIZE:
            continue
        held.sort(reverse=True)
        top = max(top, 3 * sum(VALUE[rank] for rank in held[:4]))
        ranks = set(held)
        for start in _RUNS:
            if {start, start + 1, start + 2, start + 3} <= ranks:
                top = max(top, 5 * _RUN_VALUE[start])
    return top
