"""The render context: how cards and names are written on Discord, and in which language,
handed to every table plug-in. Card faces come in here (text, or application emoji once they are
synced); the language is the table's for its public message (its server's default) and the
member's for a hand panel or a private answer (``for_table``, ``for_member``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

import discord

from bot import i18n
from bot.art.words import spoken
from bot.languages import Languages
from bot.levels import seat_display
from bot.seats import SeatRow
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
    language: str = i18n.ENGLISH
    languages: Languages = field(default_factory=Languages)
    """Every server's and member's language as the bot knows them (shared by all copies)."""

    def speaking(self, language: str) -> RenderContext:
        """This context in ``language`` (the same faces and known languages)."""
        return self if language == self.language else replace(self, language=language)

    def for_table(self, session: Session) -> RenderContext:
        """For the table's public message: its server's language; a table in a DM, its
        owner's."""
        if session.guild_id is None:
            return self.speaking(self.languages.member(session.host_id, None))
        return self.speaking(self.languages.server(session.guild_id))

    def for_member(self, session: Session, user_id: int | None) -> RenderContext:
        """For a member's hand panel or private answer: their own language."""
        return self.speaking(self.languages.member(user_id, session.guild_id))

    def t(self, message_id: str, /, **args: object) -> str:
        """A catalogue message in this context's language."""
        return i18n.t(self.language, message_id, **args)

    def word(self, messages: Mapping[str, str], key: str, missing: str | None = None) -> str:
        """An engine word (a call, a gesture, a hand's name) in this context's language, through
        ``messages`` (the engine's word → its catalogue message); a word with no message is
        shown as ``missing``, or as it is."""
        message = messages.get(key)
        if message:
            return self.t(message)
        return key if missing is None else missing

    def name(self, text: str) -> str:
        """A name (or card) ready to sit inside a sentence (isolated in Hebrew)."""
        return i18n.isolate(self.language, text)

    def player(self, session: Session, name: str | None) -> str:
        """A player (by engine name) as this context's reader sees them: a member's display
        name, a computer named in the reader's language."""
        seat = session.seat_named(name) if name is not None else None
        return self.seat(seat) if seat is not None else session.display(name)

    def seat(self, seat: SeatRow) -> str:
        """A seat's name in this context's language (``ctx.seat(seat)`` is the stored name)."""
        return seat_display(self.language, seat)

    def names(self, items: Iterable[str]) -> str:
        """Names as the language lists them ("Ana, Bruno och Chiara")."""
        return i18n.join(self.language, items)

    def spoken(self, card: Card) -> str:
        """The card in plain words in this language: "10 of spades", "dam i hjärter"."""
        return spoken(card, self.language)

    def wording(self, session: Session) -> Wording:
        return _SessionWording(self, session)

    def say(self, session: Session, said: Said) -> str:
        """An engine event or refusal (or a host notice) as a sentence for this table, in this
        context's language where the catalogues have it (else the engine's English)."""
        return i18n.say(self.language, said, self.wording(session))


class _SessionWording:
    """Display names for seats (computers in the context's language), card faces for cards,
    positions counted from 1."""

    def __init__(self, ctx: RenderContext, session: Session) -> None:
        self.ctx = ctx
        self.session = session

    def player(self, name: str) -> str:
        return self.ctx.player(self.session, name)

    def card(self, card: Card) -> str:
        return self.ctx.faces.inline(card)

    def rank(self, rank: Rank) -> str:
        return rank.label

    def position(self, index: int) -> str:
        return str(index + 1)
