"""Crveni tepih's computer player: bids what a pair is worth to its hand, never more.

It sees only its own view. A pair's worth is what it adds to the best four cards the player
can keep (the hand points it would score, and a share of the best-hand bonus when the pair
lifts it above what the others show), weighed against the money it costs: unspent money
scores point for point. In an all-pay auction money put in and outbid is lost, so it bids only
when it is sure to win — when nobody still in could raise its bid — and at the lowest such
bid; when only the winner pays it raises step by step. At eight cards it discards the two
cards whose loss costs its hand least.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, parse_card
from engine.crveni_tepih.actions import Action, Bid, Discard, Pass
from engine.crveni_tepih.scoring import best_points, card_value
from engine.crveni_tepih.view import CrveniTepihView, SeatView
from engine.levels import Level

BEST_HAND_BONUS = 25
# How far ahead of the others' face-up hands a hand must be to count on the bonus: their
# face-down cards are unknown, and each may still buy.
_BONUS_MARGIN = 12
# An opening bid may be outbid and lost (all-pay): risk it only on a pair worth this many
# times the bid.
_OPENING_RATIO = 3


def choose(view: CrveniTepihView, legal: Sequence[Action], level: Level = Level.NORMAL) -> Action:  # noqa: ARG001 - levels come with each game's player
    """One of ``legal``: the action this player takes, seeing ``view`` only."""
    if len(legal) == 1:
        return legal[0]
    discards = [action for action in legal if isinstance(action, Discard)]
    if discards:
        return _discard(view, discards)
    return _bid_or_pass(view, legal)


def _cards(texts: Sequence[str]) -> list[Card]:
    return [parse_card(text) for text in texts]


def _me(view: CrveniTepihView) -> SeatView:
    return next(seat for seat in view.seats if seat.name == view.viewer)


def _my_cards(view: CrveniTepihView, me: SeatView) -> list[Card]:
    return _cards(view.hand or []) + _cards(me.face_up)


def _bonus_share(points: int, others: Sequence[int]) -> float:
    """A rough chance of the best hand: points well ahead of every other visible hand."""
    if not others:
        return 1.0
    lead = points - max(others)
    return min(1.0, max(0.0, 0.5 + lead / (2 * _BONUS_MARGIN)))


def pair_worth(view: CrveniTepihView) -> float:
    """What winning the revealed pair adds to this player's score, in points."""
    me = _me(view)
    mine = _my_cards(view, me)
    pair = _cards(view.revealed)
    before = best_points(mine)
    after = best_points(mine + pair)
    others = [best_points(_cards(seat.face_up)) for seat in view.seats if seat.name != me.name]
    bonus = BEST_HAND_BONUS * (_bonus_share(after, others) - _bonus_share(before, others))
    return after - before + bonus


def _total(me: SeatView, bid: Bid) -> int:
    if bid.amount is not None:
        return bid.amount
    return me.committed + sum(bid.money or ())


def _bid_or_pass(view: CrveniTepihView, legal: Sequence[Action]) -> Action:
    me = _me(view)
    passing = next(action for action in legal if isinstance(action, Pass))
    bids = sorted(
        (action for action in legal if isinstance(action, Bid)),
        key=lambda bid: (_total(me, bid), str(bid.money)),
    )
    if not bids:
        return passing
    worth = pair_worth(view)
    # What winning at a bid costs: all of it when only the winner pays; with all-pay, what is
    # already in is spent either way, so only the raise counts.
    sunk = me.committed if view.all_pay else 0
    affordable = [bid for bid in bids if _total(me, bid) - sunk <= worth]
    if not affordable:
        return passing
    if not view.all_pay:
        # Only the winner pays: a losing bid costs nothing, so raise by the least step.
        return affordable[0]
    # All-pay: a bid that is later beaten is lost. Bid only what nobody still in can beat.
    rivals = [
        seat.committed + seat.money
        for seat in view.seats
        if seat.name != me.name and seat.name in view.still_in
    ]
    safe = max(rivals, default=0)
    for bid in affordable:
        if _total(me, bid) >= safe:
            return bid
    # Nobody has bid yet: open at the lowest bid when the pair is worth several times that,
    # so that a table of careful players still sells its pairs.
    opening = affordable[0]
    if view.high_bid == 0 and worth >= _OPENING_RATIO * _total(me, opening):
        return opening
    return passing


def _discard(view: CrveniTepihView, discards: Sequence[Discard]) -> Discard:
    me = _me(view)
    mine = _my_cards(view, me)
    hidden = set(view.hand or [])

    def kept_worth(discard: Discard) -> tuple[int, int, int]:
        kept = list(mine)
        for card in discard.cards:
            kept.remove(card)
        # Best hand first; then the cards' own values (material for later pairs); then keep
        # face-down cards, which the others cannot read.
        shown = sum(1 for card in discard.cards if str(card) not in hidden)
        return best_points(kept), sum(map(card_value, kept)), shown

    return max(discards, key=kept_worth)
