"""Cards in plain words, for alt text, screen readers and the text faces."""

from __future__ import annotations

from engine.cards import Card, Rank

_NAMES = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}


def spoken(card: Card) -> str:
    """``10 of spades``, ``queen of hearts``."""
    return f"{_NAMES.get(card.rank, card.rank.label)} of {card.suit.name.lower()}"
