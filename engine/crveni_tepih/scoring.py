"""Crveni tepih's hands (RULES.md section 3, "Scoring"): the best four cards and their points.

A hand of four is read every way the rules allow and only the most valuable reading counts
(with two decks a flush may hold a pair: it scores as a flush). A player keeps the four of
their cards that score most; one with fewer than four scores what they hold.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from engine.cards import Card, Rank, Suit

RED_CARPET_POINTS = 100
HAND_SIZE = 4

CARD_VALUES = {
    Rank.ACE: 4,
    Rank.KING: 3,
    Rank.QUEEN: 3,
    Rank.JACK: 3,
    Rank.TEN: 2,
    Rank.NINE: 2,
    Rank.EIGHT: 2,
    Rank.SEVEN: 2,
}

# Equal ranks multiply their own cards only: a pair doubles, trips triple, four of a kind
# quintuples (the whole hand, as its four cards are the group).
_GROUP_MULTIPLIERS = (0, 1, 2, 3, 5)

# Hands are scored often (every deal, and by the computer player for every pair on offer), so
# cards are coded as small integers ordered as cards sort: rank first, then suit.
_SUITS = sorted(Suit)
_CARDS: tuple[Card, ...] = tuple(
    Card(rank, suit) for rank in sorted(CARD_VALUES) for suit in _SUITS
)
_CODE = {card: code for code, card in enumerate(_CARDS)}
_RANK_OF = tuple(card.rank.value for card in _CARDS)
_SUIT_OF = tuple(_SUITS.index(card.suit) for card in _CARDS)
_VALUE_OF = tuple(CARD_VALUES[card.rank] for card in _CARDS)
_RED_ACES = frozenset(_CODE[Card(Rank.ACE, suit)] for suit in _SUITS if suit.red)
_RED_SEVENS = frozenset(_CODE[Card(Rank.SEVEN, suit)] for suit in _SUITS if suit.red)


@dataclass(frozen=True, slots=True)
class Reading:
    """A hand's most valuable reading: its name, its points and the cards kept (sorted)."""

    label: str
    points: int
    cards: tuple[Card, ...]


def card_value(card: Card) -> int:
    return CARD_VALUES[card.rank]


def _codes(cards: Iterable[Card]) -> tuple[int, ...]:
    try:
        return tuple(sorted(_CODE[card] for card in cards))
    except KeyError as error:
        raise ValueError(f"{error.args[0]} is not a card of Crveni tepih's deck.") from None


@lru_cache(maxsize=1 << 17)
def _read(codes: tuple[int, ...]) -> tuple[int, str]:
    """The most valuable reading of up to four coded cards, as (points, label)."""
    base = sum(_VALUE_OF[code] for code in codes)
    best, label = base, "high cards"
    sizes: dict[int, int] = {}
    for code in codes:
        rank = _RANK_OF[code]
        sizes[rank] = sizes.get(rank, 0) + 1
    largest = max(sizes.values())
    if largest >= 2:
        points = sum(_VALUE_OF[code] * _GROUP_MULTIPLIERS[sizes[_RANK_OF[code]]] for code in codes)
        pairs = sum(1 for size in sizes.values() if size == 2)
        label = {4: "four of a kind", 3: "three of a kind"}.get(
            largest, "two pairs" if pairs == 2 else "pair"
        )
        best = points
    if len(codes) == HAND_SIZE:
        flush = len({_SUIT_OF[code] for code in codes}) == 1
        # Ranks run 7 to ace with the ace high only: a straight is four ranks in a row.
        straight = len(sizes) == HAND_SIZE and max(sizes) - min(sizes) == HAND_SIZE - 1
        multiple, name = 1, ""
        if flush and straight:
            multiple, name = 5, "straight flush"
        elif flush:
            multiple, name = 3, "flush"
        elif straight:
            multiple, name = 3, "straight"
        if base * multiple > best:
            best, label = base * multiple, name
        red_aces = sum(1 for code in codes if code in _RED_ACES)
        red_sevens = sum(1 for code in codes if code in _RED_SEVENS)
        if red_aces == 2 and red_sevens == 2 and best < RED_CARPET_POINTS:
            best, label = RED_CARPET_POINTS, "red carpet"
    return best, label


def read_hand(cards: Iterable[Card]) -> Reading:
    """The most valuable reading of one to four cards."""
    codes = _codes(cards)
    if not 1 <= len(codes) <= HAND_SIZE:
        raise ValueError(f"A hand is one to four cards, not {len(codes)}.")
    points, label = _read(codes)
    return Reading(label, points, tuple(_CARDS[code] for code in codes))


@lru_cache(maxsize=1 << 16)
def _best(codes: tuple[int, ...]) -> tuple[int, str, tuple[int, ...]]:
    if len(codes) <= HAND_SIZE:
        return (*_read(codes), codes)
    best = (-1, "", codes)
    # Combinations of a sorted tuple come in a fixed order and only a strictly better four
    # replaces the first found, so the kept four are deterministic.
    for four in combinations(codes, HAND_SIZE):
        points, label = _read(four)
        if points > best[0]:
            best = (points, label, four)
    return best


def best_points(cards: Iterable[Card]) -> int:
    """The points of the best four of ``cards`` (all of them if fewer); 0 for no cards."""
    codes = _codes(cards)
    return _best(codes)[0] if codes else 0


def best_four(cards: Iterable[Card]) -> Reading:
    """The four of ``cards`` that score most (all of them if fewer), by points."""
    codes = _codes(cards)
    if not codes:
        raise ValueError("A player with no cards has no hand to score.")
    points, label, kept = _best(codes)
    return Reading(label, points, tuple(_CARDS[code] for code in kept))
