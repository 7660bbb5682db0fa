"""What an unfinished 4-poker column is worth, from what the player can see.

Cards here are small integers, ``rank * 4 + suit`` with ranks 0-5 for 9 to ace, and the unseen
cards (the 24-card deck minus the board and the card in hand) are a bit mask: the computer
player calls these functions thousands of times a game.

The model. A column with ``slots`` cards still to come receives one card in each of the next
``slots`` rows. It does not get a random card: the player chooses where each card goes, so a
column usually gets the card it wants most among several, though not among all four of the
row, since the other columns want cards too. So each row *offers* the column a few cards (a
uniformly random handful of the unseen cards, as many as ``DEFAULT_OFFERS`` gives for the
slots left), the column keeps the one with the best prospects, and so on until it is full; its
value is the expected score of the full column under that choice. With an offer of one card
the value is exactly the expected score of the column completed by random unseen cards.

The offer sizes were chosen by simulation over tens of thousands of deals: one card per row
(the exact random completion) plays worst, by one and a half points a game; three cards for the
last two rows and two before play best, and neighbouring choices differ by a few tenths.

The recursion only needs the column's count per rank, the unseen count per rank and, while
every card of the column is of one suit, which unseen cards share that suit (they keep the
flush alive). Columns holding a pair can make no straight, so their state is reduced to the
multiset of (held, unseen) counts per rank, which many columns share. Values are memoised for
the life of the process.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from math import comb

from engine.cards import FOUR_POKER_DECK, Card, Rank, Suit

HEIGHT = 5
RANKS: tuple[Rank, ...] = tuple(sorted({card.rank for card in FOUR_POKER_DECK}))  # 9 .. ace
SUITS: tuple[Suit, ...] = tuple(Suit)
ALL_CARDS = (1 << 24) - 1
STRAIGHTS = (0b011111, 0b111110)  # 9-K and 10-A as masks over RANKS

Offers = tuple[int, int, int, int]
DEFAULT_OFFERS: Offers = (3, 3, 2, 2)
"""Cards a column chooses from in each row, when it still needs 1, 2, 3 or 4 cards."""
RANDOM_OFFERS: Offers = (1, 1, 1, 1)

CACHE = 20_000
"""Memoised column states per kind (some 20 MB in all when full); most serve one decision."""


def card_index(card: Card) -> int:
    return RANKS.index(card.rank) * 4 + SUITS.index(card.suit)


def index_card(index: int) -> Card:
    return Card(RANKS[index >> 2], SUITS[index & 3])


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def rank_points(counts: Iterable[int]) -> int:
    """Points of five cards from their counts per rank, flushes aside."""
    held = tuple(counts)
    return _rank_points(tuple(sorted(held, reverse=True)), _rank_mask(held))


def _rank_mask(counts: tuple[int, ...]) -> int:
    return sum(1 << rank for rank, count in enumerate(counts) if count)


@lru_cache(maxsize=512)
def _rank_points(ordered: tuple[int, ...], mask: int) -> int:
    top, second = ordered[0], ordered[1]
    if top == 4:
        return 30
    if top == 3:
        return 20 if second == 2 else 5
    if top == 2:
        return 2 if second == 2 else 1
    return 10 if mask in STRAIGHTS else 0


def final_points(cards: Iterable[int]) -> int:
    """The score of a full column (RULES.md's table)."""
    counts = [0] * len(RANKS)
    suits = 0
    for card in cards:
        counts[card >> 2] += 1
        suits |= 1 << (card & 3)
    points = rank_points(counts)
    if suits & (suits - 1) == 0:  # one suit: a flush, or a straight flush
        return 100 if points == 10 else 50
    return points


def column_value(column: Iterable[int], unseen: int, offers: Offers = DEFAULT_OFFERS) -> float:
    """The column's expected final score if each row offers it ``offers[slots - 1]`` unseen
    cards and it keeps the best one (see the module's docstring)."""
    cards = tuple(column)
    slots = HEIGHT - len(cards)
    if slots == 0:
        return float(final_points(cards))
    counts = [0] * len(RANKS)
    suits = 0
    for card in cards:
        counts[card >> 2] += 1
        suits |= 1 << (card & 3)
    if suits & (suits - 1) == 0:
        suit = suits.bit_length() - 1
        suited = [0] * len(RANKS)
        others = [0] * len(RANKS)
        for card in _cards_of(unseen):
            if card & 3 == suit:
                suited[card >> 2] = 1
            else:
                others[card >> 2] += 1
        return _one_suit(tuple(counts), tuple(suited), tuple(others), slots, offers)
    pool = [0] * len(RANKS)
    for card in _cards_of(unseen):
        pool[card >> 2] += 1
    return _mixed(tuple(counts), tuple(pool), slots, offers)


def _cards_of(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _best_of(children: list[tuple[float, int]], offered: int) -> float:
    """The expected best value among ``offered`` cards drawn without replacement, when
    ``children`` lists each outcome's value with the number of unseen cards leading to it."""
    children.sort(reverse=True)
    total = sum(count for _, count in children)
    offered = min(offered, total)
    rest = total
    expected = 0.0
    for value, count in children:
        # P(the best offered card is of this kind) = P(all offered among the rest, this
        # kind included) - P(all offered among the rest without it).
        expected += value * (comb(rest, offered) - comb(rest - count, offered))
        rest -= count
    return expected / comb(total, offered)


@lru_cache(maxsize=CACHE)
def _one_suit(
    counts: tuple[int, ...],
    suited: tuple[int, ...],
    others: tuple[int, ...],
    slots: int,
    offers: Offers,
) -> float:
    """A column whose cards all share a suit: ``suited`` flags the unseen cards of that suit
    by rank, ``others`` counts the other unseen cards by rank."""
    if slots == 0:
        return 100.0 if rank_points(counts) == 10 else 50.0
    children: list[tuple[float, int]] = []
    merged = tuple(a + b for a, b in zip(suited, others, strict=True))
    for rank, count in enumerate(counts):
        grown = (*counts[:rank], count + 1, *counts[rank + 1 :])
        if suited[rank]:
            left = (*suited[:rank], 0, *suited[rank + 1 :])
            children.append((_one_suit(grown, left, others, slots - 1, offers), 1))
        if others[rank]:
            pool = (*merged[:rank], merged[rank] - 1, *merged[rank + 1 :])
            children.append((_mixed(grown, pool, slots - 1, offers), others[rank]))
    return _best_of(children, offers[slots - 1])


def _mixed(counts: tuple[int, ...], pool: tuple[int, ...], slots: int, offers: Offers) -> float:
    """A column of several suits (no flush): ``pool`` counts the unseen cards by rank."""
    if max(counts) >= 2:
        # No straight is possible any more: only the multiset of (held, unseen) matters.
        return _paired(tuple(sorted(zip(counts, pool, strict=True))), slots, offers)
    return _distinct(counts, pool, slots, offers)


@lru_cache(maxsize=CACHE)
def _distinct(counts: tuple[int, ...], pool: tuple[int, ...], slots: int, offers: Offers) -> float:
    if slots == 0:
        return float(rank_points(counts))
    children: list[tuple[float, int]] = []
    for rank, count in enumerate(counts):
        if pool[rank]:
            grown = (*counts[:rank], count + 1, *counts[rank + 1 :])
            left = (*pool[:rank], pool[rank] - 1, *pool[rank + 1 :])
            children.append((_mixed(grown, left, slots - 1, offers), pool[rank]))
    return _best_of(children, offers[slots - 1])


@lru_cache(maxsize=CACHE)
def _paired(ranks: tuple[tuple[int, int], ...], slots: int, offers: Offers) -> float:
    """A column holding a pair or better: ``ranks`` is the sorted (held, unseen) per rank."""
    if slots == 0:
        return float(_rank_points(tuple(sorted((held for held, _ in ranks), reverse=True)), 0))
    children: list[tuple[float, int]] = []
    for index, (held, unseen) in enumerate(ranks):
        if unseen:
            grown = tuple(sorted((*ranks[:index], (held + 1, unseen - 1), *ranks[index + 1 :])))
            children.append((_paired(grown, slots - 1, offers), unseen))
    return _best_of(children, offers[slots - 1])
