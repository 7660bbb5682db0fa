"""The Kare Kupa computer player, for computer seats, an absent player's seat, tests and
benchmarks.

It sees only its own view (its hand, the public table and history, and its partnership's
private number ``secret``) and chooses among its legal actions:

- it calls on certainty: its own hand, hands the whole table has seen filled (``known``: cards
  taken from the table or received in an exchange), and its partnership's code. So it never
  calls on its partner, or on an opponent, on a hunch;
- its code (:func:`code_gesture`): holding four of a kind, which it may not call alone, it makes
  its partnership's gesture once; seeing its partner make it, it calls kare (or double kare). The
  gesture is drawn from the partnership's secret, so it differs from match to match, and it
  changes after every round that showed one of the partnership's hands with four of a kind, so
  the other side never sees one code at work twice. A human partner is told the code (their
  panel) and may use it the same way;
- it feints: now and then it makes a gesture that is not its code (an old code, by preference),
  so one gesture alone is no proof, and a player who learned an old code pays for it;
- it reads the other side: an opponent's last gesture before a call that showed that
  opponent's four of a kind, twice in a row of such showings, is their code; when that opponent
  makes it again, it calls kupa on them, after a short hesitation, like a person making sure: it
  finishes what it was doing (a few of the table's actions), or, with nothing else to do, calls
  at its next move;
- it looks at every new table at once;
- it collects toward the rank it holds most of: it takes a table card, or accepts its
  partner's offer, when that brings its hand closer to four of a kind, giving away a card of
  the rank it holds least (and rather not one an opponent is openly collecting);
- it passes when the table has nothing for it, and otherwise declines offers it cannot use;
- with nothing left to do it taps, the one action that changes nothing but the gesture list.

Levels: ``normal`` is all of the above. ``gentle`` plays like a beginner: it keeps its code
(it still changes with the partnership's secret, since its partner must read it), never
feints nor reads the other side, does not notice four of a kind completed in plain sight,
gives away whatever card it likes least even when an opponent collects it, and only ever
takes a card of the rank it already holds most of. ``strong`` reads the other side without
hesitating. Every choice is a function of the view: the same view, the same choice.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import TypeVar

from engine.cards import Card, parse_card
from engine.kare_kupa.actions import (
    GESTURES,
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
from engine.kare_kupa.view import KareKupaView, RoundResult
from engine.levels import Level

CODE_GESTURES: tuple[str, ...] = tuple(g for g in GESTURES if g != IDLE_GESTURE)
"""The gestures a partnership's code is drawn from (the idle tap never means anything)."""

FEINT_PERCENT = 40
"""How often (per player and round) a computer seat makes a gesture that is not its code."""
LEARN_AFTER = 2
"""Showings in a row before a gesture is taken to be the other side's code."""
HESITATION = (1, 4)
"""The table's actions a reader lets pass after seeing a code before it calls kupa (from,
to): long enough to look human, short enough to beat a slow partner."""

Trade = TypeVar("Trade", Swap, Accept)
Kind = TypeVar("Kind")


def strength(hand: Sequence[Card]) -> tuple[int, ...]:
    """How close a hand is to four of a kind: its rank counts, largest first. A larger tuple
    is closer (3-1 beats 2-2 beats 2-1-1)."""
    return tuple(sorted(Counter(card.rank for card in hand).values(), reverse=True))


# -- the partnership's code -------------------------------------------------------------------


@lru_cache(maxsize=4096)
def code_order(secret: int) -> tuple[str, ...]:
    """The partnership's codes in the order it uses them: a shuffle drawn from its secret."""
    return tuple(random.Random(secret).sample(CODE_GESTURES, len(CODE_GESTURES)))


def shows_four(cards: Sequence[str]) -> bool:
    return len(cards) == 4 and len({card[:-1] for card in cards}) == 1


def showings(history: Sequence[RoundResult], pair: Sequence[str]) -> int:
    """How many finished rounds showed a hand of ``pair`` with four of a kind."""
    return sum(
        1
        for result in history
        if any(name in pair and shows_four(cards) for name, cards in result.hands.items())
    )


def code_gesture(view: KareKupaView) -> str:
    """The viewer's partnership's code this round: ``code_order`` of its secret, moved on after
    every round that showed one of its hands with four of a kind (the other side may have
    read the code there). Both partners, and a human partner's panel, work it out alike."""
    if view.secret is None or view.player is None:
        raise ValueError("Only a player's own view knows its partnership's code.")
    order = code_order(view.secret)
    return order[showings(view.history, _pair(view)) % len(order)]


def old_codes(view: KareKupaView) -> list[str]:
    """The codes the viewer's partnership used before this round's (none of them is the
    code now)."""
    assert view.secret is not None
    order = code_order(view.secret)
    used = showings(view.history, _pair(view))
    now = order[used % len(order)]
    return sorted({order[index % len(order)] for index in range(used)} - {now})


def _pair(view: KareKupaView) -> list[str]:
    return next(pair for pair in view.partnerships if view.player in pair)


def _draw(view: KareKupaView, *parts: object) -> int:
    """A number from the partnership's secret and ``parts``: choices the other side cannot
    foresee, the same for the same view."""
    text = "/".join(str(part) for part in (view.secret, view.player, *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


# -- reading the other side ---------------------------------------------------------------------


def learned_codes(history: Sequence[RoundResult], pair: Sequence[str]) -> set[str]:
    """The gestures of ``pair`` taken to be its code: each the last gesture a player of
    ``pair`` made in ``LEARN_AFTER`` rounds in a row that ended showing that player's four of
    a kind (a code is given once the four is complete; gestures before it may be feints). A
    showing without the gesture (a new code) counts against it."""
    counts: Counter[str] = Counter()
    for result in history:
        holders = [n for n, cards in result.hands.items() if n in pair and shows_four(cards)]
        if not holders:
            continue
        last = {g.player: g.gesture for g in result.gestures if g.player in holders}
        made = set(last.values())
        for gesture in list(counts):
            if gesture not in made:
                counts[gesture] = max(0, counts[gesture] - 1)
        counts.update(made)
    return {gesture for gesture, count in counts.items() if count >= LEARN_AFTER}


def _read_kupa(
    view: KareKupaView, calls: list[Call], level: Level, *, hesitate: bool = True
) -> Call | None:
    """A kupa on an opponent who has made their partnership's code this round, once it has
    been learned; with ``hesitate``, only after a few more of the table's actions."""
    if level == Level.GENTLE or not view.gestures:
        return None
    for pair in view.partnerships:
        if view.player in pair:
            continue
        learned = learned_codes(view.history, pair)
        if not learned:
            continue
        for gesture in view.gestures:
            if gesture.player not in pair or gesture.gesture not in learned:
                continue
            wait = 0
            if hesitate and level != Level.STRONG:
                low, high = HESITATION
                wait = low + _draw(view, "hesitate", view.round, gesture.at) % (high - low + 1)
            if view.moves - gesture.at - 1 >= wait:
                claim = (gesture.player,)
                return next((call for call in calls if call.claim == claim), None)
    return None


# -- choosing -----------------------------------------------------------------------------------


def choose(view: KareKupaView, legal: Sequence[Action], /, level: Level = Level.NORMAL) -> Action:
    if view.player is None or view.hand is None:
        raise ValueError("A computer player needs a player's own view.")
    hand = [parse_card(card) for card in view.hand]
    calls = _of(legal, Call)
    call = _certain_call(view, hand, calls, level)
    if call is not None:
        return call
    call = _read_kupa(view, calls, level)
    if call is not None:
        return call
    action = _play(view, legal, hand, level)
    if isinstance(action, Signal) and action.gesture == IDLE_GESTURE:
        # Nothing else to do: the hesitation is over (at the bot's table, the seat's next
        # move comes a couple of seconds later).
        call = _read_kupa(view, calls, level, hesitate=False)
        if call is not None:
            return call
    return action


def _play(view: KareKupaView, legal: Sequence[Action], hand: list[Card], level: Level) -> Action:
    """Everything but calls: the code, looking, trading, feints, passing, the idle tap."""
    signals = _of(legal, Signal)
    if is_four_of_a_kind(hand):
        code = code_gesture(view)
        told = any(g.player == view.player and g.gesture == code for g in view.gestures)
        mine = [signal for signal in signals if signal.gesture == code]
        if not told and mine:
            return mine[0]
    seen = _of(legal, Seen)
    if seen:
        return seen[0]
    accepts = _of(legal, Accept)
    if accepts:
        offered = next(
            parse_card(offer.card) for offer in view.open_offers if offer.partner == view.player
        )
        accept = _best_trade(view, hand, offered, accepts, level)
        return accept if accept is not None else _of(legal, Decline)[0]
    swap = _best_swap(view, hand, _of(legal, Swap), level)
    if swap is not None:
        return swap
    feint = _feint(view, signals, level)
    if feint is not None:
        return feint
    passes = _of(legal, Pass)
    if passes:
        return passes[0]
    taps = [signal for signal in signals if signal.gesture == IDLE_GESTURE]
    if taps:
        return taps[0]
    return legal[0]


def _of(legal: Sequence[Action], kind: type[Kind]) -> list[Kind]:
    """The legal actions of one kind, in their order."""
    return [action for action in legal if isinstance(action, kind)]


def _feint(view: KareKupaView, signals: list[Signal], level: Level) -> Signal | None:
    """At most one gesture a round that is not the code, in some rounds only, once the round
    is a few actions old: an old code by preference (a trap for whoever learned it)."""
    if level == Level.GENTLE or not signals:
        return None
    if any(g.player == view.player for g in view.gestures):
        return None
    draw = _draw(view, "feint", view.round)
    if draw % 100 >= FEINT_PERCENT or view.moves < 2 + (draw >> 8) % 12:
        return None
    code = code_gesture(view)
    old = old_codes(view)
    choices = old if old and (draw >> 16) % 3 else [g for g in CODE_GESTURES if g != code]
    gesture = choices[(draw >> 24) % len(choices)]
    return next((signal for signal in signals if signal.gesture == gesture), None)


def _certain_call(
    view: KareKupaView, hand: list[Card], calls: list[Call], level: Level
) -> Call | None:
    me = view.player
    mate = next(name for pair in view.partnerships if me in pair for name in pair if name != me)
    certain = {me} if is_four_of_a_kind(hand) else set()
    code = code_gesture(view)
    if any(g.player == mate and g.gesture == code for g in view.gestures):
        certain.add(mate)  # the partnership's code: the partner holds four of a kind
    if level != Level.GENTLE:
        for name, cards in view.known.items():
            # ``known`` holds only cards the player still has: four of them are the hand.
            if name != me and is_four_of_a_kind([parse_card(card) for card in cards]):
                certain.add(name)
    if me in certain and mate not in certain:
        certain.discard(me)  # the caller may be named only beside the partner
    for call in calls:
        if certain and set(call.claim) == certain:
            return call
    return None


def _best_swap(
    view: KareKupaView, hand: list[Card], swaps: list[Swap], level: Level
) -> Swap | None:
    best: Swap | None = None
    best_strength = strength(hand)
    most = Counter(card.rank for card in hand).most_common(1)[0][0]
    for take in sorted({swap.take for swap in swaps}):
        if level == Level.GENTLE and take.rank != most:
            continue  # a beginner collects one rank and does not see other ways to it
        swap = _best_trade(view, hand, take, [swap for swap in swaps if swap.take == take], level)
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
    view: KareKupaView, hand: list[Card], take: Card, trades: list[Trade], level: Level
) -> Trade | None:
    """The trade of ``take`` for one of ``trades``' cards that most improves the hand, if any."""
    before = strength(hand)
    held = Counter(card.rank for card in hand)
    opponents = [name for pair in view.partnerships if view.player not in pair for name in pair]
    collected: Counter[object] = Counter()
    if level != Level.GENTLE:
        collected.update(
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
