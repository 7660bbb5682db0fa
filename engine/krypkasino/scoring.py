"""Krypkasino's round scoring (RULES.md section 2, "Scoring"). Points are bad.

| points | for |
|---|---|
| 1 | most cards (nobody, if tied) |
| 1 | the 2 of spades |
| 1 | each ace |
| 1 | each tabbe |
| 2 | most spades (nobody, if tied) |
| 2 | the 10 of diamonds |
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card, Rank, Suit

# Enum members as plain names: in a loop, ``Suit.SPADES`` costs a slow class look-up each time.
SPADES, DIAMONDS = Suit.SPADES, Suit.DIAMONDS
TWO, TEN, ACE = Rank.TWO, Rank.TEN, Rank.ACE

TWO_OF_SPADES = Card(Rank.TWO, Suit.SPADES)
TEN_OF_DIAMONDS = Card(Rank.TEN, Suit.DIAMONDS)

MOST_CARDS_POINTS = 1
TWO_OF_SPADES_POINTS = 1
ACE_POINTS = 1
TABBE_POINTS = 1
MOST_SPADES_POINTS = 2
TEN_OF_DIAMONDS_POINTS = 2

ROUND_POINTS = (
    MOST_CARDS_POINTS
    + TWO_OF_SPADES_POINTS
    + 4 * ACE_POINTS
    + MOST_SPADES_POINTS
    + TEN_OF_DIAMONDS_POINTS
)
"""10: what a round distributes besides the tabbes, when nothing is tied or unclaimed."""


def card_points(card: Card) -> int:
    """The points a card carries by itself (aces, 2♠, 10♦), leaving out the majorities."""
    if card.rank is Rank.ACE:
        return ACE_POINTS
    if card == TWO_OF_SPADES:
        return TWO_OF_SPADES_POINTS
    if card == TEN_OF_DIAMONDS:
        return TEN_OF_DIAMONDS_POINTS
    return 0


def _only_most(counts: Sequence[int]) -> int | None:
    """The seat with strictly the most, or ``None`` on a tie for the most."""
    most = max(counts)
    leaders = [seat for seat, count in enumerate(counts) if count == most]
    return leaders[0] if len(leaders) == 1 else None


@dataclass(frozen=True, slots=True)
class RoundScore:
    """A scored round, seat by seat; ``None`` where nobody gets an item."""

    points: tuple[int, ...]
    cards: tuple[int, ...]
    spades: tuple[int, ...]
    aces: tuple[int, ...]
    tabbes: tuple[int, ...]
    most_cards: int | None
    most_spades: int | None
    two_of_spades: int | None
    ten_of_diamonds: int | None


def score_round(piles: Sequence[Sequence[Card]], tabbes: Sequence[int]) -> RoundScore:
    """Score the piles (leftovers already given to the last capturer, or to nobody)."""
    spades = [0] * len(piles)
    aces = [0] * len(piles)
    two_of_spades = ten_of_diamonds = None
    for seat, pile in enumerate(piles):
        for card in pile:  # one pass, comparing ranks and suits (cheaper than card equality)
            rank, suit = card.rank, card.suit
            if suit is SPADES:
                spades[seat] += 1
                if rank is TWO:
                    two_of_spades = seat
            if rank is ACE:
                aces[seat] += 1
            elif rank is TEN and suit is DIAMONDS:
                ten_of_diamonds = seat
    cards = tuple(len(pile) for pile in piles)
    most_cards = _only_most(cards)
    most_spades = _only_most(spades)
    points = [ACE_POINTS * aces[seat] + TABBE_POINTS * tabbes[seat] for seat in range(len(piles))]
    for owner, worth in (
        (most_cards, MOST_CARDS_POINTS),
        (most_spades, MOST_SPADES_POINTS),
        (two_of_spades, TWO_OF_SPADES_POINTS),
        (ten_of_diamonds, TEN_OF_DIAMONDS_POINTS),
    ):
        if owner is not None:
            points[owner] += worth
    return RoundScore(
        points=tuple(points),
        cards=cards,
        spades=tuple(spades),
        aces=tuple(aces),
        tabbes=tuple(tabbes),
        most_cards=most_cards,
        most_spades=most_spades,
        two_of_spades=two_of_spades,
        ten_of_diamonds=ten_of_diamonds,
    )
