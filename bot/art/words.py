"""Cards in plain words, for alt text, screen readers and the text faces; text made ready to
draw into a picture."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from bot import i18n
from engine.cards import Card, Rank, Suit

SUIT_MESSAGE = {
    Suit.SPADES: "card-spades",
    Suit.HEARTS: "card-hearts",
    Suit.DIAMONDS: "card-diamonds",
    Suit.CLUBS: "card-clubs",
}
RANK_MESSAGE = {
    Rank.JACK: "card-jack",
    Rank.QUEEN: "card-queen",
    Rank.KING: "card-king",
    Rank.ACE: "card-ace",
}
"""The ranks said in words; the others by their number."""


@lru_cache(maxsize=512)
def spoken(card: Card, language: str = i18n.ENGLISH) -> str:
    """The card in plain words in ``language``: ``10 of spades``, ``queen of hearts``;
    ``hjärter dam``, ``spader 10``... (kept: alt text says cards by the hundred)."""
    rank = RANK_MESSAGE.get(card.rank)
    return i18n.t(
        language,
        "card-spoken",
        rank=i18n.t(language, rank) if rank else card.rank.label,
        suit=i18n.t(language, SUIT_MESSAGE[card.suit]),
    )


_CONTROLS = frozenset("\u200e\u200f\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d\u202e")
"""Directional marks and isolates: raqm honours them; drawn glyph by glyph they are boxes."""


def drawable(text: str, *, shaped: bool) -> str:
    """``text`` as it is handed to Pillow. With raqm (``shaped``) it is unchanged: FriBiDi
    orders it and HarfBuzz shapes it. Without raqm a line holding right-to-left letters is put
    in visual order here (a right-to-left paragraph: its runs reversed, the letters of each
    right-to-left run reversed, Latin words and numbers kept as they read), and directional
    controls dropped, so Hebrew still reads right to left, unshaped."""
    if shaped or not any(_rtl(char) for char in text):
        return text
    text = "".join(char for char in text if char not in _CONTROLS)
    kinds = [_kind(char) for char in text]
    # Unicode's rules, simply: a number after a left-to-right letter is left to right (W7);
    # elsewhere it reads left to right inside the right-to-left line, and for the neutrals
    # around it counts as right to left (N1).
    strong: list[str | None] = []
    last = "R"
    for kind in kinds:
        if kind in {"R", "L"}:
            last = kind
        strong.append("L" if kind == "EN" and last == "L" else kind)
    resolved: list[bool] = []
    for index, kind in enumerate(strong):
        if kind is not None:
            resolved.append(kind == "R")
            continue
        before = next((k for k in reversed(strong[:index]) if k is not None), None)
        after = next((k for k in strong[index + 1 :] if k is not None), None)
        resolved.append(not (before == "L" and after == "L"))
    runs: list[tuple[bool, str]] = []
    for char, rtl in zip(text, resolved, strict=True):
        if runs and runs[-1][0] == rtl:
            runs[-1] = (rtl, runs[-1][1] + char)
        else:
            runs.append((rtl, char))
    return "".join(run[::-1] if rtl else run for rtl, run in reversed(runs))


def _kind(char: str) -> str | None:
    """``R`` for a right-to-left letter, ``L`` for a left-to-right one, ``EN`` for a digit,
    None for a neutral."""
    kind = unicodedata.bidirectional(char)
    if kind in {"R", "AL"}:
        return "R"
    if kind == "L":
        return "L"
    if kind in {"EN", "AN"}:
        return "EN"
    return None


def _rtl(char: str) -> bool:
    return unicodedata.bidirectional(char) in {"R", "AL"}
