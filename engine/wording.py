"""Sentences with parameters: what the engine says, as an English template and typed values.

Events and refusals carry a ``code``, a template such as ``"{player:p} gives {give:c} for
{take:c}."`` and its parameters, so each surface builds its own sentence: the bot puts display
names and card faces in (and, later, another language's template for the same code), the
replay command plain names and canonical cards. Nobody parses English text.

Format specs: ``p`` a player's name (a list: "a, b and c"), ``l`` a list of players by commas
only ("a, b"), ``c`` a card (a list: separated by spaces), ``g`` groups of cards to choose from
("a b; c d or e"), ``r`` a rank (a list: "7 or 9"), ``R`` a rank in the plural ("7s"), ``n``
a position (a list: separated by commas) counted from 0 in records and from 1 for people
(4-poker's columns), ``w`` a word by its code (a gesture, a call's name: ``vocabulary``; a
list: by commas), ``t`` a tally of (player, points) pairs ("ana 3, ben 7"), ``one|other`` the
English word a count takes ("{points} {points:point|points}"); no spec: the value as text.

Every value a template names is neutral (a name, a card, a number, a code), never an English
word: another language writes its own sentence from the same values.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Protocol

from engine.cards import Card, Rank

Param = str | int | Card | Rank | Sequence[str] | Sequence[Card]
"""A value a template may name."""


class Wording(Protocol):
    """How one surface writes the parts of a sentence."""

    def player(self, name: str) -> str: ...

    def card(self, card: Card) -> str: ...

    def rank(self, rank: Rank) -> str: ...

    def position(self, index: int) -> str: ...


class PlainWording:
    """Record terms: engine names, canonical cards (``10H``), positions from 0."""

    def player(self, name: str) -> str:
        return name

    def card(self, card: Card) -> str:
        return str(card)

    def rank(self, rank: Rank) -> str:
        return rank.label

    def position(self, index: int) -> str:
        return str(index)


PLAIN = PlainWording()

RANK_PLURALS: Mapping[Rank, str] = {rank: f"{rank.label}s" for rank in Rank if rank <= Rank.TEN} | {
    Rank.JACK: "jacks",
    Rank.QUEEN: "queens",
    Rank.KING: "kings",
    Rank.ACE: "aces",
}
"""Ranks in the plural, for the English ``R`` spec: "ben was dealt three 7s", "pair of
jacks"."""

WORDS: dict[str, str] = {}
"""Every word code a template may name with ``w``, and its English (filled by each game as it
is imported, through ``vocabulary``). A surface in another language has its own word for each
code; the code itself is what records and views keep."""


def vocabulary(words: Mapping[str, str]) -> Mapping[str, str]:
    """Adds a game's word codes to ``WORDS`` (a code means one thing across games)."""
    for code, english in words.items():
        assert WORDS.setdefault(code, english) == english, f"word code {code!r} means two things"
    return words


def join_names(names: Iterable[str]) -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    items = list(names)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


class _Filler(string.Formatter):
    def __init__(self, wording: Wording) -> None:
        super().__init__()
        self.wording = wording

    def format_field(self, value: object, format_spec: str) -> str:
        words = self.wording
        if format_spec == "p":
            if isinstance(value, str):
                return words.player(value)
            assert isinstance(value, Iterable)
            return join_names(words.player(str(name)) for name in value)
        if format_spec == "c":
            if isinstance(value, Card):
                return words.card(value)
            assert isinstance(value, Iterable)
            return " ".join(words.card(card) for card in value)
        if format_spec == "l":
            assert isinstance(value, Iterable)
            return ", ".join(words.player(str(name)) for name in value)
        if format_spec == "g":
            assert isinstance(value, Iterable)
            groups = [" ".join(words.card(card) for card in group) for group in value]
            return groups[0] if len(groups) == 1 else "; ".join(groups[:-1]) + f" or {groups[-1]}"
        if format_spec == "r":
            if isinstance(value, Rank):
                return words.rank(value)
            assert isinstance(value, Iterable)
            return " or ".join(words.rank(rank) for rank in value)
        if format_spec == "R":
            assert isinstance(value, Rank)
            return RANK_PLURALS[value]
        if format_spec == "w":
            if isinstance(value, str):
                return WORDS[value]
            assert isinstance(value, Iterable)
            return ", ".join(WORDS[str(code)] for code in value)
        if format_spec == "t":
            assert isinstance(value, Iterable)
            return ", ".join(f"{words.player(str(name))} {points}" for name, points in value)
        if "|" in format_spec:
            one, other = format_spec.split("|")
            return one if value == 1 else other
        if format_spec == "n":
            if isinstance(value, int):
                return words.position(value)
            assert isinstance(value, Iterable)
            return ", ".join(words.position(int(index)) for index in value)
        formatted: str = super().format_field(value, format_spec)  # typeshed says Any
        return formatted


Piece = tuple[str, str | None, str]
"""A template's literal text, then the parameter after it (``None``: none) and its spec."""


@lru_cache(maxsize=2048)
def _pieces(template: str) -> tuple[Piece, ...] | None:
    """The template parsed once (sentences are filled by the thousand per second, from a few
    hundred templates); ``None`` where it needs the general formatter (a conversion, an
    attribute or index, a nested or positional field)."""
    pieces: list[Piece] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if name is not None and (not name.isidentifier() or conversion or (spec and "{" in spec)):
            return None
        pieces.append((literal, name, spec or ""))
    return tuple(pieces)


def fill(template: str, params: Mapping[str, object], wording: Wording = PLAIN) -> str:
    """``template`` with its parameters written the way ``wording`` writes them."""
    if not params:
        return template
    filler = _Filler(wording)
    pieces = _pieces(template)
    if pieces is None:
        return filler.vformat(template, (), dict(params))
    out: list[str] = []
    for literal, name, spec in pieces:
        out.append(literal)
        if name is not None:
            out.append(filler.format_field(params[name], spec))
    return "".join(out)


class Said:
    """A sentence with parameters (mixed into events and refusals)."""

    code: str
    template: str
    params: Mapping[str, object]

    def words(self, wording: Wording = PLAIN) -> str:
        return fill(self.template, self.params, wording)
