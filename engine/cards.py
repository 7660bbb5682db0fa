"""Cards as frozen values, their notation (RULES.md, common conventions) and the decks."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum, StrEnum


class Suit(StrEnum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_BY_SYMBOL = {symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()}


class Rank(IntEnum):
    """Ranks ordered low to high; the value is the rank's natural number (ace high)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def label(self) -> str:
        return _RANK_LABELS[self]

    def __str__(self) -> str:
        return self.label


_RANK_LABELS = {rank: str(rank.value) for rank in Rank if rank <= Rank.TEN} | {
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_BY_LABEL = {label: rank for rank, label in _RANK_LABELS.items()} | {"T": Rank.TEN}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return f"{self.rank.label}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def pretty(self) -> str:
        """The card with its suit symbol, for people: ``10♥``."""
        return f"{self.rank.label}{self.suit.symbol}"


def parse_rank(text: str) -> Rank:
    """A rank from its spelling: ``2``..``10``, ``T``, ``J``, ``Q``, ``K``, ``A``, any case."""
    if not isinstance(text, str):
        raise ValueError(f"A rank must be written as text, not {text!r}.")
    rank = _RANK_BY_LABEL.get(text.strip().upper())
    if rank is None:
        raise ValueError(f"{text!r} is not a rank; use 2-10, J, Q, K or A.")
    return rank


def parse_card(text: str) -> Card:
    """A card from its notation: canonical ``10H``, lenient ``th``, ``10♥``."""
    if not isinstance(text, str):
        raise ValueError(f"A card must be written as text such as 10H or QS, not {text!r}.")
    spelled = text.strip()
    if len(spelled) < 2:
        raise ValueError(f"{text!r} is not a card; write rank then suit, such as 10H or QS.")
    suit_part = spelled[-1]
    suit = _SUIT_BY_SYMBOL.get(suit_part)
    if suit is None:
        try:
            suit = Suit(suit_part.upper())
        except ValueError:
            raise ValueError(
                f"{text!r} is not a card: the suit must be S, H, D or C (or ♠♥♦♣)."
            ) from None
    try:
        rank = parse_rank(spelled[:-1])
    except ValueError:
        raise ValueError(f"{text!r} is not a card: the rank must be 2-10, J, Q, K or A.") from None
    return Card(rank, suit)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [parse_card(text) for text in texts]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


def make_deck(ranks: Iterable[Rank], copies: int = 1) -> tuple[Card, ...]:
    ranks = tuple(ranks)
    return tuple(Card(rank, suit) for _ in range(copies) for suit in Suit for rank in ranks)


FULL_DECK: tuple[Card, ...] = make_deck(Rank)
"""52 cards: Krypkasino and Kare Kupa."""

FOUR_POKER_DECK: tuple[Card, ...] = make_deck(r for r in Rank if r >= Rank.NINE)
"""24 cards, 9 to ace: 4-poker."""

PIQUET_DECK: tuple[Card, ...] = make_deck(r for r in Rank if r >= Rank.SEVEN)
"""32 cards, 7 to ace: Crveni tepih with 2-4 players (two of them for 5-8)."""


def is_permutation(cards: Sequence[Card], deck: Sequence[Card]) -> bool:
    return len(cards) == len(deck) and Counter(cards) == Counter(deck)


def seeded_shuffle(deck: Sequence[Card], rng: random.Random) -> list[Card]:
    cards = list(deck)
    rng.shuffle(cards)
    return cards
