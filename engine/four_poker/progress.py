"""What an unfinished 4-poker column makes so far, for people: "pair of 9s", "four to a
flush". Pure, from the public view (the board and the card to place).

``points`` is what the cards already placed are sure to score: a pair, two pair, three or four
of a kind can only stay or grow as the column fills (a pair rules out a straight and a flush),
so the final score of the column is never below it. Draws (to a flush, a straight, a straight
flush) are named only while they can still come: enough of the cards they need are not on the
board. A full column is scored by ``engine.four_poker.scoring``, the rules' own table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from engine.cards import FOUR_POKER_DECK, Card, Rank, Suit
from engine.four_poker.game import BOARD_SIZE, HEIGHT
from engine.four_poker.scoring import _STRAIGHTS, Combination, combination
from engine.wording import Said

_MADE_TEMPLATES = {
    Combination.FOUR_OF_A_KIND: "four {rank:R}",
    Combination.FULL_HOUSE: "full house, {rank:R} over {other:R}",
    Combination.THREE_OF_A_KIND: "three {rank:R}",
    Combination.TWO_PAIR: "two pair, {rank:R} and {other:R}",
    Combination.ONE_PAIR: "pair of {rank:R}",
    Combination.STRAIGHT_FLUSH: "straight flush",
    Combination.FLUSH: "flush",
    Combination.STRAIGHT: "straight",
    Combination.NOTHING: "nothing",
}
_NOTHING_YET_TEMPLATES = {"nothing": "nothing yet"}
_DRAW_TEMPLATES = {
    (3, "straight_flush"): "three to a straight flush",
    (4, "straight_flush"): "four to a straight flush",
    (3, "flush"): "three to a flush",
    (4, "flush"): "four to a flush",
    (3, "straight"): "three to a straight",
    (4, "straight"): "four to a straight",
}
"""What a column makes and draws to, as sentences (``engine.wording``) a surface says in its
language; the English words are the phrases themselves."""


@dataclass(frozen=True, slots=True)
class Phrase(Said):
    """A part of a column's description: a code, an English template and its parameters."""

    code: str
    template: str
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ColumnProgress:
    made: Combination
    """The best combination the placed cards already make (with five cards, the score)."""
    points: int
    """The points ``made`` is worth: the least this column will score."""
    made_phrase: Phrase
    """``pair of nines``, ``two pair, kings and nines``, ``three aces``; ``nothing yet``."""
    draw_phrases: tuple[Phrase, ...]
    """Live draws: ``four to a flush``, ``three to a straight``, ``four to a straight flush``."""
    cards: int
    complete: bool

    @property
    def made_words(self) -> str:
        return self.made_phrase.words()

    @property
    def draws(self) -> tuple[str, ...]:
        return tuple(phrase.words() for phrase in self.draw_phrases)

    @property
    def phrases(self) -> tuple[Phrase, ...]:
        """The made combination and the best live draw, to be said one after the other (a
        surface joins them with a comma, in any language)."""
        if self.complete or not self.draw_phrases:
            return (self.made_phrase,)
        if self.made is Combination.NOTHING:
            return self.draw_phrases[:1]
        return (self.made_phrase, self.draw_phrases[0])

    @property
    def words(self) -> str:
        """The made combination and the best live draw in one phrase."""
        return ", ".join(phrase.words() for phrase in self.phrases)


def column_progress(
    cards: Sequence[Card], available: Collection[Card] | None = None
) -> ColumnProgress:
    """The column's progress; ``available`` are the cards not on the board (the card to place
    and the undrawn ones, all unseen to the player but known by what the board lacks). Left
    out, every 4-poker card not in this column counts as available."""
    if len(cards) > HEIGHT:
        raise ValueError(f"A column holds at most {HEIGHT} cards, not {len(cards)}.")
    if available is None:
        available = [card for card in FOUR_POKER_DECK if card not in cards]
    made, words = _made_and_words(tuple(cards))
    if len(cards) == HEIGHT:
        return ColumnProgress(made, made.points, words, (), cards=HEIGHT, complete=True)
    draws = _draws(cards, available) if made is Combination.NOTHING else ()
    return ColumnProgress(made, made.points, words, draws, cards=len(cards), complete=False)


def board_progress(columns: Sequence[Sequence[Card]], current: Card | None) -> list[ColumnProgress]:
    """Every column's progress, with the cards not yet on the board as the available ones."""
    on_board = {card for column in columns for card in column}
    available = [card for card in FOUR_POKER_DECK if card not in on_board]
    if current is not None and current not in available:
        raise ValueError(f"{current} is on the board already.")
    return [column_progress(column, available) for column in columns]


def cards_left(placed: int) -> int:
    """Cards still to be drawn after the one waiting to be placed."""
    return max(0, BOARD_SIZE - placed - 1)


@lru_cache(maxsize=16384)
def _made_and_words(cards: tuple[Card, ...]) -> tuple[Combination, Phrase]:
    """What the placed cards make, and in words: kept, since a board's unchanged columns are
    read again at every click (what is made depends on the column's cards alone)."""
    made = combination(cards) if len(cards) == HEIGHT else _made(cards)
    return made, _made_words(made, cards)


def _made(cards: Sequence[Card]) -> Combination:
    counts = [*sorted(Counter(card.rank for card in cards).values(), reverse=True), 0, 0]
    if counts[0] == 4:
        return Combination.FOUR_OF_A_KIND
    if counts[0] == 3:
        return Combination.FULL_HOUSE if counts[1] == 2 else Combination.THREE_OF_A_KIND
    if counts[0] == 2:
        return Combination.TWO_PAIR if counts[1] == 2 else Combination.ONE_PAIR
    return Combination.NOTHING


def _by_count(cards: Sequence[Card]) -> list[Rank]:
    """Ranks held more than once, most copies first, then highest first."""
    counts = Counter(card.rank for card in cards)
    return sorted((rank for rank, n in counts.items() if n > 1), key=lambda r: (-counts[r], -r))


def _made_words(made: Combination, cards: Sequence[Card]) -> Phrase:
    if made is Combination.NOTHING and len(cards) < HEIGHT:
        return Phrase("made", _NOTHING_YET_TEMPLATES["nothing"])
    ranks = _by_count(cards)
    params = dict(zip(("rank", "other"), ranks, strict=False))
    return Phrase("made", _MADE_TEMPLATES[made], params)


def _draws(cards: Sequence[Card], available: Collection[Card]) -> tuple[Phrase, ...]:
    """Live draws of a column of distinct ranks, best first; three cards or more only (two
    to a flush says little)."""
    count = len(cards)
    if count < 3:
        return ()
    needed = HEIGHT - count
    ranks = {card.rank for card in cards}
    suits = {card.suit for card in cards}
    suit: Suit | None = next(iter(suits)) if len(suits) == 1 else None
    straights = [shape for shape in _STRAIGHTS if ranks <= shape]
    # The available cards read once, as sets of ranks (a board's columns are read at every
    # click): a rank is available if any card of it is, a card of the suit if its rank is.
    available_ranks = {card.rank for card in available}
    straight_alive = any(shape - ranks <= available_ranks for shape in straights)
    in_suit = {card.rank for card in available if card.suit == suit} if suit is not None else set()
    straight_flush_alive = suit is not None and any(shape - ranks <= in_suit for shape in straights)
    flush_alive = suit is not None and len(in_suit) >= needed
    alive = (
        ("straight_flush", straight_flush_alive),
        ("flush", flush_alive),
        ("straight", straight_alive),
    )
    return tuple(Phrase("draw", _DRAW_TEMPLATES[count, kind]) for kind, live in alive if live)
