"""What a Crveni tepih table needs to offer a player quick, legal choices (RULES.md section 3).

Pure functions over a player's own view: the quick bids (the minimum, +1, +2, +5 over it, all
in), every money-card bid labelled with the total it makes, the eight-card discards with what
each keeps, and the points breakdown of a kept hand. No rule is decided here: every action
offered is one of the game's legal actions (the tests check it), and the scoring is the
engine's own (:mod:`engine.crveni_tepih.scoring`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from engine.cards import Card, parse_card
from engine.crveni_tepih.actions import Bid, Discard, Pass
from engine.crveni_tepih.computer import choose
from engine.crveni_tepih.game import MIN_BID, money_card_bids
from engine.crveni_tepih.scoring import CARD_VALUES, RED_CARPET_POINTS, Reading, best_four
from engine.crveni_tepih.view import CrveniTepihView, SeatView

QUICK_STEPS = (1, 2, 5)
"""The quick raises over the minimum bid."""


@dataclass(frozen=True, slots=True)
class BidChoice:
    """A bid the player may make now: the total it makes and the action that makes it."""

    tag: str
    """``"min"``, ``"+1"``, ``"+2"``, ``"+5"``, ``"all in"`` for quick bids, ``""`` otherwise."""
    total: int
    """The player's bid in this auction once it is made (what the others must beat)."""
    action: Bid

    @property
    def money(self) -> tuple[int, ...]:
        """The money cards it adds (money-cards mode), ascending; empty with chips."""
        return tuple(self.action.money or ())


def seat_of(view: CrveniTepihView, name: str | None = None) -> SeatView:
    """The seat of ``name`` (default: the viewer)."""
    wanted = view.viewer if name is None else name
    return next(seat for seat in view.seats if seat.name == wanted)


def _sums(notes: Sequence[int]) -> int:
    """How many different amounts ``notes`` can pay: the flexibility money cards keep."""
    reachable = {0}
    for note in notes:
        reachable |= {total + note for total in reachable}
    return len(reachable)


def _best_sets(notes: Sequence[int], committed: int, high: int) -> dict[int, tuple[int, ...]]:
    """Total -> the set of money cards to make it with: the one that leaves the most different
    amounts payable later, then the fewest cards, then the one keeping the smallest card
    (small cards make the small raises)."""
    best: dict[int, tuple[tuple[int, int, int, tuple[int, ...]], tuple[int, ...]]] = {}
    for group in money_card_bids(notes, committed, high):
        rest = list(notes)
        for note in group:
            rest.remove(note)
        key = (-_sums(rest), len(group), -min(group), group)
        total = committed + sum(group)
        if total not in best or key < best[total][0]:
            best[total] = (key, group)
    return {total: group for total, (_, group) in sorted(best.items())}


def bid_choices(view: CrveniTepihView) -> list[BidChoice]:
    """Every bid the viewer may make now, by total (money cards: every distinct set, the
    suggested set for each total first); empty when it is not their turn to bid."""
    me = seat_of(view)
    if view.to_act != me.name or view.discard is not None:
        return []
    if view.money_mode == "chips":
        lowest = max(view.high_bid + 1, MIN_BID)
        return [
            BidChoice("", total, Bid(player=me.name, amount=total))
            for total in range(lowest, me.committed + me.money + 1)
        ]
    notes = list(me.money_cards or ())
    preferred = _best_sets(notes, me.committed, view.high_bid)
    groups = money_card_bids(notes, me.committed, view.high_bid)
    order = {group: index for index, group in enumerate(preferred.values())}
    groups.sort(key=lambda group: (sum(group), group not in order, group))
    return [
        BidChoice("", me.committed + sum(group), Bid(player=me.name, money=group))
        for group in groups
    ]


def quick_bids(view: CrveniTepihView) -> list[BidChoice]:
    """The quick bids: the minimum, +1, +2 and +5 over it, and all in (each at most once, in
    that order; a raise that cannot be made exactly with money cards takes the next total
    that can). Empty when it is not the viewer's turn to bid."""
    choices = bid_choices(view)
    if not choices:
        return []
    me = seat_of(view)
    by_total: dict[int, BidChoice] = {}
    for choice in choices:
        by_total.setdefault(choice.total, choice)
    totals = sorted(by_total)
    lowest, highest = totals[0], totals[-1]
    picked: list[BidChoice] = []
    seen: set[int] = set()

    def add(tag: str, total: int) -> None:
        if total not in seen:
            seen.add(total)
            picked.append(BidChoice(tag, total, by_total[total].action))

    add("min", lowest)
    for step in QUICK_STEPS:
        wanted = lowest + step
        reachable = [total for total in totals if total >= wanted and total < highest]
        if reachable:
            add(f"+{step}", reachable[0])
    all_in = me.committed + me.money
    if all_in in by_total:
        add("all in", all_in)
    return picked


def suggested_bid(view: CrveniTepihView) -> BidChoice | None:
    """The bid the computer player would make now, ``None`` if it would pass (or it is not
    the viewer's turn to bid)."""
    choices = bid_choices(view)
    if not choices:
        return None
    legal: list[Bid | Pass] = [choice.action for choice in choices]
    legal.append(Pass(player=view.viewer))
    picked = choose(view, legal)
    return next((choice for choice in choices if choice.action == picked), None)


@dataclass(frozen=True, slots=True)
class DiscardChoice:
    """An eight-card discard and what it leaves: the best four of the eight cards kept."""

    action: Discard
    new_pair: bool
    """Whether it lets go of the pair just won."""
    kept: Reading
    """The best four of what is left, with its points."""


def _parsed(texts: Sequence[str]) -> list[Card]:
    return [parse_card(text) for text in texts]


def holding(view: CrveniTepihView) -> list[Card]:
    """All the viewer's cards: face down first, then face up in the order won."""
    return _parsed(view.hand or []) + _parsed(seat_of(view).face_up)


def discard_choices(view: CrveniTepihView) -> list[DiscardChoice]:
    """Every discard the viewer may make now (none if no discard is theirs): the new pair
    first, then pairs of other cards by what the best four of the rest scores, best first."""
    pending = view.discard
    if pending is None or pending.player != view.viewer:
        return []
    mine = holding(view)
    new = _parsed(pending.new)
    rest = list(mine)
    for card in new:
        rest.remove(card)
    name = view.viewer
    first = DiscardChoice(
        Discard(player=name, cards=tuple(sorted(new))), new_pair=True, kept=best_four(rest)
    )
    others: list[DiscardChoice] = []
    for pair in sorted(set(combinations(sorted(rest), 2))):
        if Counter(pair) == Counter(new):
            continue  # with two decks the same two cards may be both: it counts as the new pair
        kept = list(mine)
        for card in pair:
            kept.remove(card)
        others.append(
            DiscardChoice(Discard(player=name, cards=pair), new_pair=False, kept=best_four(kept))
        )
    others.sort(key=lambda choice: -choice.kept.points)
    return [first, *others]


def suggested_discard(view: CrveniTepihView) -> DiscardChoice | None:
    """The discard the computer player would make: the one that costs its expected final hand
    least, then the best hand kept now, then face-down cards kept hidden."""
    choices = discard_choices(view)
    if not choices:
        return None
    picked = choose(view, [choice.action for choice in choices])
    return next(choice for choice in choices if choice.action == picked)


@dataclass(frozen=True, slots=True)
class Part:
    """Cards counted together in a hand: their values' sum times the multiplier."""

    cards: tuple[Card, ...]
    value: int
    multiplier: int

    @property
    def points(self) -> int:
        return self.value * self.multiplier


def breakdown(reading: Reading) -> tuple[Part, ...]:
    """How a reading's points are made, e.g. a pair of aces (4 + 4) x 2 and two kings (3 + 3)
    x 1. A red carpet is worth its fixed points: one part of multiplier 1 whose value is 100."""
    cards = reading.cards
    if reading.label == "red carpet":
        return (Part(cards, RED_CARPET_POINTS, 1),)
    whole = {"straight flush": 5, "four of a kind": 5, "flush": 3, "straight": 3}
    if reading.label in whole:
        value = sum(CARD_VALUES[card.rank] for card in cards)
        return (Part(cards, value, whole[reading.label]),)
    groups: dict[object, list[Card]] = {}
    for card in cards:
        groups.setdefault(card.rank, []).append(card)
    multiplied = [group for group in groups.values() if len(group) >= 2]
    single = tuple(card for group in groups.values() if len(group) == 1 for card in group)
    parts = [
        Part(tuple(group), sum(CARD_VALUES[card.rank] for card in group), len(group))
        for group in sorted(multiplied, key=lambda group: -group[0].rank)
    ]
    if single:
        parts.append(Part(single, sum(CARD_VALUES[card.rank] for card in single), 1))
    return tuple(parts)
