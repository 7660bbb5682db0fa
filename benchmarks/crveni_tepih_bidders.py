"""Independent Crveni tepih bidders to measure the computer player against.

They see what a person at the table sees — the seat's view and its legal actions — and
nothing else: the unseen cards (the others' face-down cards, the stock) are sampled from the
deck less every card the view shows. Both bid in small steps (the least legal bid each turn)
up to what the pair is worth to them, keeping money for the later pairs, and pass beyond:

- the value bidder: the pair is worth what it adds to the best four cards held now;
- the Monte Carlo bidder: the pair is worth what it adds on average over imagined deals to
  the best four cards at the end of the deal (with a random fair share of the later pairs),
  plus the best-hand bonus times how much it raises the chance of the best hand there.

At eight cards both discard the two cards whose loss costs the best four least.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Sequence
from math import ceil

from engine.crveni_tepih.actions import Action, Bid, Discard, Pass
from engine.crveni_tepih.hands import best, codes
from engine.crveni_tepih.view import CrveniTepihView
from engine.levels import Level

BONUS = 25
MONTE_CARLO_WORLDS = 24
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
DECK = tuple(rank + suit for rank in RANKS for suit in "SHDC")


def _me(view: CrveniTepihView) -> int:
    return next(index for index, seat in enumerate(view.seats) if seat.name == view.viewer)


def _total(view: CrveniTepihView, bid: Bid) -> int:
    if bid.amount is not None:
        return bid.amount
    return view.seats[_me(view)].committed + sum(bid.money or ())


def _points(texts: Sequence[str]) -> int:
    """The best four's points (the engine's scoring, read by shape for speed)."""
    return best(codes(texts))


def _reserve(view: CrveniTepihView) -> int:
    """Money kept for later pairs: two for each of up to two fair shares still to come."""
    later = view.stock // 2
    return 2 * min(2, later // len(view.seats))


def _step_or_pass(view: CrveniTepihView, legal: Sequence[Action], worth: float) -> Action:
    passing = next(action for action in legal if isinstance(action, Pass))
    bids = [action for action in legal if isinstance(action, Bid)]
    if not bids:
        return passing
    seat = view.seats[_me(view)]
    limit = min(worth, seat.committed + seat.money - _reserve(view))
    step = min(bids, key=lambda bid: (_total(view, bid), len(bid.money or ())))
    return step if _total(view, step) <= limit else passing


def _discard(view: CrveniTepihView, discards: Sequence[Discard]) -> Discard:
    mine = [*(view.hand or []), *view.seats[_me(view)].face_up]

    def kept(discard: Discard) -> int:
        left = list(mine)
        for card in discard.cards:
            left.remove(str(card))
        return _points(left)

    return max(discards, key=kept)


def value_bidder(
    view: CrveniTepihView, legal: Sequence[Action], level: Level = Level.NORMAL
) -> Action:
    del level
    if len(legal) == 1:
        return legal[0]
    if isinstance(legal[0], Discard):
        return _discard(view, [action for action in legal if isinstance(action, Discard)])
    mine = [*(view.hand or []), *view.seats[_me(view)].face_up]
    return _step_or_pass(view, legal, _points(mine + view.revealed) - _points(mine))


def _unseen(view: CrveniTepihView) -> list[str]:
    copies = 1 if len(view.seats) <= 4 else 2
    known = Counter(view.hand or []) + Counter(view.revealed)
    for sale in view.sales:
        known.update(sale.cards)  # face up now, discarded face up since, or set aside
    return sorted((Counter(dict.fromkeys(DECK, copies)) - known).elements())


def monte_carlo_bidder(
    view: CrveniTepihView, legal: Sequence[Action], level: Level = Level.NORMAL
) -> Action:
    del level
    if len(legal) == 1:
        return legal[0]
    if isinstance(legal[0], Discard):
        return _discard(view, [action for action in legal if isinstance(action, Discard)])
    me = _me(view)
    digest = hashlib.sha256(view.model_dump_json().encode()).digest()
    rng = random.Random(int.from_bytes(digest[:8], "big"))
    unseen = _unseen(view)
    later = view.stock // 2
    share = ceil(later / len(view.seats))
    gain = 0.0
    bonus = 0.0
    for _ in range(MONTE_CARLO_WORLDS):
        pool = list(unseen)
        rng.shuffle(pool)
        hands: list[list[str]] = []
        for index, seat in enumerate(view.seats):
            if index == me:
                hands.append([*(view.hand or []), *seat.face_up])
            else:
                hands.append([*seat.face_up, *pool[: seat.face_down]])
                del pool[: seat.face_down]
        stock = pool[: view.stock]
        pairs = [stock[start : start + 2] for start in range(0, len(stock) - 1, 2)]
        for number, pair in enumerate(pairs[: share * len(hands)]):
            hands[number % len(hands)].extend(pair)
        others = max(_points(hand) for index, hand in enumerate(hands) if index != me)
        without = _points(hands[me])
        with_pair = _points(hands[me] + view.revealed)
        gain += with_pair - without
        bonus += BONUS * ((with_pair >= others) - (without >= others))
    worth = (gain + bonus) / MONTE_CARLO_WORLDS
    return _step_or_pass(view, legal, worth)
