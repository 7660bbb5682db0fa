"""A Krypkasino round played out fast on one imagined deal, for the computer's look-ahead.

A :class:`World` is a whole round as one seat imagines it: every hand, the stock, the table
and what each seat has taken so far (counted, not listed: the scoring needs only counts). It
follows the rules of RULES.md section 2 for plays, captures (through :mod:`capture`, the
engine's own search), tabbes, deals and the leftovers, but not its checks, events or views;
a world is cheap to copy, and a copy is played to the end of the round in place.

Tabbe calls are taken as made whenever they bind: the imagined players see every hand, and a
call costs its caller nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import FULL_DECK, Card
from engine.krypkasino.capture import Table, splits
from engine.krypkasino.scoring import (
    MOST_CARDS_POINTS,
    MOST_SPADES_POINTS,
    SPADES,
    card_points,
)

HAND = 4

# What a card costs in one's own pile, in expected points (the majorities spread over the
# cards that likely decide them): the rollout policy's and the beginner's price list.
SPADE = 0.3
CARD = 0.07
TABBE = 1.0
LAY_RELIEF = 0.6  # how much of a card's cost laying it saves (it may come back)
HIGH_FIRST = 0.04  # per point of rank: high cards are the hardest to lay later

CANON = {(card.rank, card.suit): card for card in FULL_DECK}
"""The deck's own card objects: a world holds only these, so they are told apart by id."""
POINTS = {id(card): card_points(card) for card in FULL_DECK}
SPADE_OF = {id(card): int(card.suit is SPADES) for card in FULL_DECK}
COST = {
    id(card): CARD + POINTS[id(card)] + (SPADE if card.suit is SPADES else 0.0)
    for card in FULL_DECK
}


def canon(card: Card) -> Card:
    """The deck's own object for ``card``."""
    return CANON[card.rank, card.suit]


class World:
    """One imagined round, seat by seat. ``points`` counts what the piles hold for sure (aces,
    2♠, 10♦, tabbes); the majorities are settled at the end from ``cards`` and ``spades``."""

    __slots__ = (
        "cards",
        "hands",
        "last",
        "leader",
        "mover",
        "points",
        "spades",
        "stock",
        "table",
    )

    def __init__(
        self,
        hands: list[list[Card]],
        table: list[Card],
        stock: list[Card],
        *,
        cards: list[int],
        spades: list[int],
        points: list[int],
        mover: int,
        leader: int,
        last: int | None,
    ) -> None:
        self.hands = hands
        self.table = Table(table)
        self.stock = stock
        self.cards = cards
        self.spades = spades
        self.points = points
        self.mover = mover
        self.leader = leader
        """Who leads after a deal: the dealer's left."""
        self.last = last
        """The last capturer so far, or ``None``."""

    def copy(self) -> World:
        return World(
            [list(hand) for hand in self.hands],
            list(self.table.cards),
            list(self.stock),
            cards=list(self.cards),
            spades=list(self.spades),
            points=list(self.points),
            mover=self.mover,
            leader=self.leader,
            last=self.last,
        )

    @property
    def over(self) -> bool:
        return not self.stock and not any(self.hands)

    def bound(self) -> list[Card]:
        """The mover's cards a tabbe call binds (the table splits into their value); empty
        when none does."""
        key = self.table.key
        if not key:
            return []
        return [card for card in self.hands[self.mover] if splits(key, card.rank)]

    def options(self) -> list[tuple[Card, tuple[Card, ...] | None]]:
        """The mover's plays as (card, take): every card (only the bound ones under a call),
        with each of its largest takes, or ``None`` when it is laid."""
        table = self.table
        hits = table.hits
        hand = self.bound() or self.hands[self.mover]
        found: list[tuple[Card, tuple[Card, ...] | None]] = []
        for card in hand:
            if hits >> card.rank & 1:
                found.extend((card, take) for take in table.captures(card.rank))
            else:
                found.append((card, None))
        return found

    def play(self, card: Card, take: tuple[Card, ...] | None) -> None:
        """The mover plays ``card`` taking ``take`` (a take as :meth:`options` spells it)."""
        seat = self.mover
        hand = self.hands[seat]
        hand.remove(card)
        table = self.table
        if take is None:
            table.lay(card)
        else:
            table.remove(take)
            self.last = seat
            self.cards[seat] += len(take) + 1
            spades = SPADE_OF[id(card)]
            points = POINTS[id(card)]
            for taken in take:
                spades += SPADE_OF[id(taken)]
                points += POINTS[id(taken)]
            self.spades[seat] += spades
            self.points[seat] += points + (0 if table.cards else 1)
        count = len(self.hands)
        self.mover = (seat + 1) % count
        if not hand and not any(self.hands):
            if self.stock:
                stock = self.stock
                for offset in range(count):
                    self.hands[(self.leader + offset) % count] = stock[:HAND]
                    del stock[:HAND]
                self.mover = self.leader
            else:
                self._finish()

    def _finish(self) -> None:
        """The leftovers to the last capturer (to nobody if none)."""
        last = self.last
        table = self.table
        if last is not None and table.cards:
            self.cards[last] += len(table.cards)
            for card in table.cards:
                self.spades[last] += SPADE_OF[id(card)]
                self.points[last] += POINTS[id(card)]
        table.remove(tuple(table.cards))

    def score(self) -> list[int]:
        """The round's points, seat by seat (the round must be over)."""
        points = list(self.points)
        for counts, worth in ((self.cards, MOST_CARDS_POINTS), (self.spades, MOST_SPADES_POINTS)):
            most = max(counts)
            leaders = [seat for seat, count in enumerate(counts) if count == most]
            if len(leaders) == 1:
                points[leaders[0]] += worth
        return points


def play_cost(card: Card, take: tuple[Card, ...] | None, table_size: int) -> float:
    """A quick price of a play, in points for the one who makes it: a capture costs its cards
    and a tabbe; laying rids the hand of a card, the worse and the higher the better."""
    if take is None:
        return -LAY_RELIEF * COST[id(card)] - HIGH_FIRST * card.rank
    cost = COST[id(card)]
    for taken in take:
        cost += COST[id(taken)]
    return cost + (TABBE if len(take) == table_size else 0.0)


def greedy(world: World) -> tuple[Card, tuple[Card, ...] | None]:
    """The cheapest play now by :func:`play_cost`: the rollout policy."""
    size = len(world.table.cards)
    best = None
    best_cost = 0.0
    for option in world.options():
        cost = play_cost(option[0], option[1], size)
        if best is None or cost < best_cost:
            best, best_cost = option, cost
    assert best is not None, "a player to move holds a card"
    return best


def rollout(world: World) -> list[int]:
    """Play ``world`` (in place) to the end of the round greedily; the round's points."""
    while not world.over:
        world.play(*greedy(world))
    return world.score()


def margin(points: Sequence[int], seat: int) -> float:
    """How ``seat`` did, lower better (misère): its points less the others' mean."""
    others = (sum(points) - points[seat]) / (len(points) - 1)
    return points[seat] - others


def standing(points: Sequence[int], seat: int, win: float) -> float:
    """:func:`margin`, plus ``win`` unless ``seat`` won the round (half of it on a shared
    win): a seat plays to be the lowest, not only low."""
    own = points[seat]
    best = min(points[other] for other in range(len(points)) if other != seat)
    lost = 0.0 if own < best else 0.5 if own == best else 1.0
    return margin(points, seat) + win * lost
