"""The render context: how cards and names are written on Discord, handed to every table
plug-in. Card faces come in here (text, or application emoji once they are synced), and later
the language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import discord

from bot.art.words import spoken
from engine.cards import Card, Rank, Suit
from engine.wording import Said, Wording

if TYPE_CHECKING:
    from bot.session import Session

SUIT_LETTER = {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"}


class CardFaces(Protocol):
    """How a card is shown: inside text, on a button, and in words for screen readers."""

    def inline(self, card: Card) -> str:
        """The card inside message text: an emoji such as ``<:c_10S:123>``, or text."""
        ...

    def button(self, card: Card) -> tuple[str, discord.PartialEmoji | None]:
        """A button's label and emoji for the card: ``("10", emoji)`` with art, or
        ``("10♠ S", None)`` as text."""
        ...

    def spoken(self, card: Card) -> str:
        """The card in plain words: ``10 of spades``."""
        ...

    def back(self) -> str:
        """A face-down card inside text."""
        ...


class TextFaces:
    """Cards as clear text: rank, suit symbol and suit letter (``10♠ (S)``), so spades and
    clubs never look alike and a screen reader can say them."""

    def inline(self, card: Card) -> str:
        return f"**{card.rank.label}{card.suit.symbol}** ({SUIT_LETTER[card.suit]})"

    def button(self, card: Card) -> tuple[str, discord.PartialEmoji | None]:
        return f"{card.rank.label}{card.suit.symbol} {SUIT_LETTER[card.suit]}", None

    def spoken(self, card: Card) -> str:
        return spoken(card)

    def back(self) -> str:
        return "🟦"


@dataclass(slots=True)
class RenderContext:
    faces: CardFaces = field(default_factory=TextFaces)

    def wording(self, session: Session) -> Wording:
        return _SessionWording(session, self.faces)

    def say(self, session: Session, said: Said) -> str:
        """An engine event or refusal (or a host notice) as a sentence for this table."""
        return said.words(self.wording(session))


class _SessionWording:
    """Display names for seats, card faces for cards, positions counted from 1."""

    def __init__(self, session: Session, faces: CardFaces) -> None:
        self.session = session
        self.faces = faces

    def player(self, name: str) -> str:
        return self.session.display(name)

    def card(self, card: Card) -> str:
        return self.faces.inline(card)

    def rank(self, rank: Rank) -> str:
        return rank.label

    def position(self, index: int) -> str:
        return str(index + 1)
