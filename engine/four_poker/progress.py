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
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.cards import FOUR_POKER_DECK, Card, Rank, Suit
from engine.four_poker.game import BOARD_SIZE, HEIGHT
from engine.four_poker.scoring import _STRAIGHTS, Combination, combination

_PLURAL = {
    Rank.NINE: "9s",
    Rank.TEN: "10s",
    Rank.JACK: "jacks",
    Rank.QUEEN: "queens",
    Rank.KING: "kings",
    Rank.ACE: "aces",
}
_COUNT = {2: "two", 3: "three", 4: "four"}


@dataclass(frozen=True, slots=True)
class ColumnProgress:
    made: Combination
    """The best combination the placed cards already make (with five cards, the score)."""
    points: int
    """The points ``made`` is worth: the least this column will score."""
    made_words: str
    """``pair of 9s``, ``two pair, kings and 9s``, ``three aces``; ``nothing yet``."""
    draws: tuple[str, ...]
    """Live draws: ``four to a flush``, ``three to a straight``, ``four to a straight flush``."""
    cards: int
    complete: bool

    @property
    def words(self) -> str:
        """The made combination and the best live draw in one phrase."""
        if self.complete or not self.draws:
            return self.made_words
        if self.made is Combination.NOTHING:
            return self.draws[0]
        return f"{self.made_words}, {self.draws[0]}"


def plural(rank: Rank) -> str:
    return _PLURAL.get(rank, f"{rank.label}s")


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
def _made_and_words(cards: tuple[Card, ...]) -> tuple[Combination, str]:
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


def _made_words(made: Combination, cards: Sequence[Card]) -> str:
    ranks = _by_count(cards)
    if made is Combination.FOUR_OF_A_KIND:
        return f"four {plural(ranks[0])}"
    if made is Combination.FULL_HOUSE:
        return f"full house, {plural(ranks[0])} over {plural(ranks[1])}"
    if made is Combination.THREE_OF_A_KIND:
        return f"three {plural(ranks[0])}"
    if made is Combination.TWO_PAIR:
        return f"two pair, {plural(ranks[0])} and {plural(ranks[1])}"
    if made is Combination.ONE_PAIR:
        return f"pair of {plural(ranks[0])}"
    if made is Combination.NOTHING:
        return "nothing" if len(cards) == HEIGHT else "nothing yet"
    return made.label


def _draws(cards: Sequence[Card], available: Collection[Card]) -> tuple[str, ...]:
    """Live draws of a column of distinct ranks, best first; three cards or more only (two
    to a flush says little)."""
    count = len(cards)
    if count < 3:
        return ()
    needed = HEIGHT - count
    ranks = {card.rank for card in cards}
    suits = {card.suit for card in cards}
    suit: Suit | None = next(iter(suits)) if len(suits) == 1 else None
    held = _COUNT[count]
    straights = [shape for shape in _STRAIGHTS if ranks <= shape]
    # The available cards read once, as sets of ranks (a board's columns are read at every
    # click): a rank is available if any card of it is, a card of the suit if its rank is.
    available_ranks = {card.rank for card in available}
    straight_alive = any(shape - ranks <= available_ranks for shape in straights)
    in_suit = {card.rank for card in available if card.suit == suit} if suit is not None else set()
    straight_flush_alive = suit is not None and any(shape - ranks <= in_suit for shape in straights)
    flush_alive = suit is not None and len(in_suit) >= needed
    draws = []
    if straight_flush_alive:
        draws.append(f"{held} to a straight flush")
    if flush_alive:
        draws.append(f"{held} to a flush")
    if straight_alive:
        draws.append(f"{held} to a straight")
    return tuple(draws)
