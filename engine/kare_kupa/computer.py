"""A simple Kare Kupa computer player, for tests, benchmarks and an absent player's seat.

It sees only its own view and chooses among its legal actions:

- it calls only on certainty: its own hand, hands the whole table has seen filled (``known``:
  cards taken from the table or received in an exchange), and its partnership's code. So it
  never calls on its partner, or on an opponent, on a hunch;
- its code (``code_gesture``): holding four of a kind, which it may not call alone, it makes its
  partnership's gesture once; seeing its partner make it, it calls kare (or double kare). A
  human partner reads the same gesture (the table tells them) and may use it the same way;
- it looks at every new table at once;
- it collects toward the rank it holds most of: it takes a table card, or accepts its
  partner's offer, when that brings its hand closer to four of a kind, giving away a card of
  the rank it holds least (and rather not one an opponent is openly collecting);
- it passes when the table has nothing for it, and otherwise declines offers it cannot use;
- with nothing left to do it taps, the one action that changes nothing but the gesture list.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TypeVar

from engine.cards import Card, parse_card
from engine.kare_kupa.actions import (
    IDLE_GESTURE,
    Accept,
    Action,
    Call,
    Decline,
    Pass,
    Seen,
    Signal,
    Swap,
)
from engine.kare_kupa.claims import is_four_of_a_kind
from engine.kare_kupa.view import KareKupaView
from engine.levels import Level

CODE_GESTURES: tuple[str, str] = ("wink", "nose")
"""Each partnership's gesture for "I hold four of a kind", by partnership (seats 0 and 2, then
1 and 3). Computers read only their own partnership's."""


def code_gesture(view: KareKupaView, player: str | None = None) -> str:
    """The code gesture of ``player``'s partnership (the viewer's by default)."""
    name = player if player is not None else view.player
    index = next(index for index, pair in enumerate(view.partnerships) if name in pair)
    return CODE_GESTURES[index]


Trade = TypeVar("Trade", Swap, Accept)
Kind = TypeVar("Kind")


def strength(hand: Sequence[Card]) -> tuple[int, ...]:
    """How close a hand is to four of a kind: its rank counts, largest first. A larger tuple
    is closer (3-1 beats 2-2 beats 2-1-1)."""
    return tuple(sorted(Counter(card.rank for card in hand).values(), reverse=True))


def choose(view: KareKupaView, legal: Sequence[Action], level: Level = Level.NORMAL) -> Action:  # noqa: ARG001 - levels come with each game's player
    if view.player is None or view.hand is None:
        raise ValueError("A computer player needs a player's own view.")
    hand = [parse_card(card) for card in view.hand]

    call = _certain_call(view, hand, _of(legal, Call))
    if call is not None:
        return call
    if is_four_of_a_kind(hand):
        code = code_gesture(view)
        told = any(g.player == view.player and g.gesture == code for g in view.gestures)
        signals = [signal for signal in _of(legal, Signal) if signal.gesture == code]
        if not told and signals:
            return signals[0]
    seen = _of(legal, Seen)
    if seen:
        return seen[0]
    accepts = _of(legal, Accept)
    if accepts:
        offered = next(
            parse_card(offer.card) for offer in view.open_offers if offer.partner == view.player
        )
        accept = _best_trade(view, hand, offered, accepts)
        return accept if accept is not None else _of(legal, Decline)[0]
    swap = _best_swap(view, hand, _of(legal, Swap))
    if swap is not None:
        return swap
    passes = _of(legal, Pass)
    if passes:
        return passes[0]
    taps = [signal for signal in _of(legal, Signal) if signal.gesture == IDLE_GESTURE]
    if taps:
        return taps[0]
    return legal[0]


def _of(legal: Sequence[Action], kind: type[Kind]) -> list[Kind]:
    """The legal actions of one kind, in their order."""
    return [action for action in legal if isinstance(action, kind)]


def _certain_call(view: KareKupaView, hand: list[Card], calls: list[Call]) -> Call | None:
    me = view.player
    mate = next(name for pair in view.partnerships if me in pair for name in pair if name != me)
    certain = {me} if is_four_of_a_kind(hand) else set()
    code = code_gesture(view)
    if any(g.player == mate and g.gesture == code for g in view.gestures):
        certain.add(mate)  # the partnership's code: the partner holds four of a kind
    for name, cards in view.known.items():
        # ``known`` holds only cards the player still has: four of them are the whole hand.
        if name != me and is_four_of_a_kind([parse_card(card) for card in cards]):
            certain.add(name)
    if me in certain and mate not in certain:
        certain.discard(me)  # the caller may be named only beside the partner
    for call in calls:
        if certain and set(call.claim) == certain:
            return call
    return None


def _best_swap(view: KareKupaView, hand: list[Card], swaps: list[Swap]) -> Swap | None:
    best: Swap | None = None
    best_strength = strength(hand)
    for take in sorted({swap.take for swap in swaps}):
        swap = _best_trade(view, hand, take, [swap for swap in swaps if swap.take == take])
        if swap is not None:
            after = strength(_traded(hand, swap.give, take))
            if after > best_strength:
                best, best_strength = swap, after
    return best


def _traded(hand: list[Card], give: Card, take: Card) -> list[Card]:
    after = list(hand)
    after[after.index(give)] = take
    return after


def _best_trade(
    view: KareKupaView, hand: list[Card], take: Card, trades: list[Trade]
) -> Trade | None:
    """The trade of ``take`` for one of ``trades``' cards that most improves the hand, if any."""
    before = strength(hand)
    held = Counter(card.rank for card in hand)
    opponents = [name for pair in view.partnerships if view.player not in pair for name in pair]
    collected = Counter(
        parse_card(card).rank for name in opponents for card in view.known.get(name, [])
    )
    best: tuple[tuple[int, ...], int, int] | None = None
    chosen: Trade | None = None
    for trade in trades:
        after = strength(_traded(hand, trade.give, take))
        if after <= before:
            continue
        # Stronger first; then rather not feed an opponent; then give the rank held least.
        key = (after, -collected[trade.give.rank], -held[trade.give.rank])
        if best is None or key > best:
            best, chosen = key, trade
    return chosen
