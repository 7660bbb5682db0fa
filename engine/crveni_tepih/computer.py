"""Crveni tepih's computer player: it bids for what a pair adds to its final hand, in steps.

It sees only its own view (:mod:`engine.crveni_tepih.worlds` imagines the unseen cards from
it). For the pair on offer it imagines a few dozen deals: the others' face-down cards, and
for every seat a share of the later pairs, bought only while they are worth their price. In
each it scores the deal as the rules do — the best four cards (the red carpet included), the
best-hand bonus, the money left — for every way this auction can end: it wins the pair at a
price, another seat does, or nobody does. It measures a result as its own score less the best
other score, so a pair it denies a rival counts too, and money the rivals sink does.

The others are assumed to bid in steps up to what the pair adds to their hand, never beyond
what they can still pay, and at least as far as they have already bid. So it picks the
highest price worth going to (or none), and bids the least step towards it: it answers
raises while they stay below that price and stops there. With all-pay that choice is made
before the first bid: a fight it expects to lose is not entered. It never puts all its money
on its first pair (unless that pair makes the red carpet): later pairs and the end count
need money too.

At eight cards it discards the two cards whose loss costs its imagined final hand least.

Levels: ``strong`` imagines more deals; ``gentle`` plays like a beginner — it values a pair
only by what it adds to the hand at once, is carried away by a pair that looks nice (two
of a rank, two of a suit, an ace) and raises as long as that value allows, and discards for
the hand it holds now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Rank
from engine.crveni_tepih.actions import Action, Bid, Discard, Pass
from engine.crveni_tepih.hands import RANKS, VALUE, best, code
from engine.crveni_tepih.scoring import RED_CARPET_POINTS
from engine.crveni_tepih.view import CrveniTepihView
from engine.crveni_tepih.worlds import Knowledge, World, generator, outlook, read, world
from engine.levels import Level

BEST_HAND_BONUS = 25
MIN_BID = 2
LATER_PRICE = {True: 3, False: 6}
"""What a later pair is reckoned to cost, all-pay or winner-pays: money kept buys later pairs
at this price. Where only the winner pays, bidding costs nothing until won and pairs sell
dearer: on tuning deals against the Monte Carlo bidder 6 won 65% of 2-player deals where 3
won 53%."""
WORLDS = {Level.GENTLE: 0, Level.NORMAL: 24, Level.STRONG: 64}
DISCARD_WORLDS = {Level.GENTLE: 0, Level.NORMAL: 16, Level.STRONG: 40}
# A beginner pays this much more for a pair that looks nice, and that much on top.
_EAGER_FACTOR = 1.5
_EAGER_EXTRA = 3
_ACE = RANKS.index(Rank.ACE)


def choose(view: CrveniTepihView, legal: Sequence[Action], level: Level = Level.NORMAL) -> Action:
    """One of ``legal``: the action this player takes, seeing ``view`` only."""
    if len(legal) == 1:
        return legal[0]
    discards = [action for action in legal if isinstance(action, Discard)]
    if discards:
        return _discard(view, discards, level)
    bids = [action for action in legal if isinstance(action, Bid)]
    passing = next(action for action in legal if isinstance(action, Pass))
    if not bids:
        return passing
    knowledge = read(view)
    by_total = _cheapest_bids(knowledge, bids)
    limits = _allowed(knowledge, sorted(by_total))
    if not limits:
        return passing
    if level == Level.GENTLE:
        limit = _beginner_limit(knowledge, limits)
    else:
        limit = _best_limit(view, knowledge, limits, WORLDS[level])
    return passing if limit is None else by_total[min(by_total)]


# -- bids ----------------------------------------------------------------------------------


def _total(knowledge: Knowledge, bid: Bid) -> int:
    if bid.amount is not None:
        return bid.amount
    return knowledge.seats[knowledge.me].committed + sum(bid.money or ())


def _payable(notes: Sequence[int]) -> int:
    """How many different amounts ``notes`` can pay: the flexibility money cards keep."""
    reachable = {0}
    for note in notes:
        reachable |= {total + note for total in reachable}
    return len(reachable)


def _cheapest_bids(knowledge: Knowledge, bids: Sequence[Bid]) -> dict[int, Bid]:
    """Total -> the bid that makes it. With money cards, the cards that leave the most amounts
    payable later, then the fewest cards."""
    seat = knowledge.seats[knowledge.me]
    notes = list(seat.money_cards)
    chosen: dict[int, tuple[tuple[int, int, tuple[int, ...]], Bid]] = {}
    for bid in bids:
        group = tuple(bid.money or ())
        rest = list(notes)
        for note in group:
            if note in rest:
                rest.remove(note)
        key = (-_payable(rest), len(group), group)
        total = _total(knowledge, bid)
        if total not in chosen or key < chosen[total][0]:
            chosen[total] = (key, bid)
    return {total: bid for total, (_, bid) in chosen.items()}


def _makes_red_carpet(knowledge: Knowledge) -> bool:
    mine = knowledge.mine
    return best(mine) < RED_CARPET_POINTS <= best([*mine, *knowledge.pair])


def _allowed(knowledge: Knowledge, totals: list[int]) -> list[int]:
    """The totals it may go to: never all in on its first pair while pairs remain."""
    seat = knowledge.seats[knowledge.me]
    first = not seat.face_up and knowledge.later_pairs > 0
    if first and not _makes_red_carpet(knowledge):
        return [total for total in totals if total < seat.capacity]
    return totals


def _beginner_limit(knowledge: Knowledge, totals: list[int]) -> int | None:
    """The highest total a beginner goes to: what the pair adds to the hand now, more for a
    pair that looks nice; ``None`` to pass."""
    mine = knowledge.mine
    worth = float(best([*mine, *knowledge.pair]) - best(mine))
    first, second = knowledge.pair
    nice = first >> 2 == second >> 2 or first & 3 == second & 3 or max(first, second) >> 2 == _ACE
    if nice:
        worth = worth * _EAGER_FACTOR + _EAGER_EXTRA
    within = [total for total in totals if total <= worth]
    return within[-1] if within else None


@dataclass(frozen=True, slots=True)
class _Futures:
    """One world's hands: per seat, best points without and with the pair, for each number
    of later pairs bought."""

    without: list[list[int]]
    with_pair: list[list[int]]


def _futures(knowledge: Knowledge, imagined: World) -> _Futures:
    without, with_pair = [], []
    for cards, later in zip(imagined.cards, imagined.later, strict=True):
        without.append(outlook(cards, later, ()))
        with_pair.append(outlook(cards, later, knowledge.pair))
    return _Futures(without, with_pair)


def _final(hands: list[int], money: int, price: int) -> tuple[int, int]:
    """(hand points, money left) once later pairs, at ``price`` each, are bought while they
    pay for themselves."""
    money = max(money, 0)
    most = min(len(hands) - 1, money // price)
    count = max(range(most + 1), key=lambda number: hands[number] - number * price)
    return hands[count], money - count * price


def _margin(hands: list[tuple[int, int]], me: int) -> float:
    """The viewer's deal score less the best other's, the best-hand bonus included."""
    top = max(hand for hand, _ in hands)
    scores = [hand + money + (BEST_HAND_BONUS if hand == top else 0) for hand, money in hands]
    return scores[me] - max(score for seat, score in enumerate(scores) if seat != me)


def _best_limit(
    view: CrveniTepihView, knowledge: Knowledge, totals: list[int], worlds: int
) -> int | None:
    """The highest total worth going to in steps, ``None`` to pass: the one whose expected
    margin over the imagined deals is highest."""
    me = knowledge.me
    seats = knowledge.seats
    all_pay = view.all_pay
    later_price = LATER_PRICE[all_pay]
    high = view.high_bid
    high_bidder = next(
        (index for index, seat in enumerate(seats) if seat.name == view.high_bidder), None
    )
    rivals = [index for index, seat in enumerate(seats) if index != me and seat.status == "in"]
    step = totals[0]
    rng = generator(view)
    options: list[int | None] = [None, *totals]
    sums = [0.0] * len(options)
    for _ in range(worlds):
        futures = _futures(knowledge, world(knowledge, rng))
        # How far each rival would go: what the pair adds to its hand (bonus included), no
        # further than it can pay and no less than it has bid already.
        plain = [
            _final(futures.without[seat], seats[seat].capacity, later_price)
            for seat in range(len(seats))
        ]
        top_plain = max(hand for hand, _ in plain)
        reach: dict[int, int] = {}
        for seat in rivals:
            hand, _ = _final(futures.with_pair[seat], seats[seat].capacity, later_price)
            others = max(
                (plain[other][0] for other in range(len(seats)) if other != seat), default=0
            )
            gain = hand - plain[seat][0]
            gain += BEST_HAND_BONUS * ((hand >= others) - (plain[seat][0] >= top_plain))
            reach[seat] = max(min(gain, seats[seat].capacity), seats[seat].committed)
        ranked = sorted(reach, key=lambda seat: -reach[seat])
        leader = ranked[0] if ranked else None
        furthest = reach[leader] if leader is not None else 0
        runner_up = reach[ranked[1]] if len(ranked) > 1 else 0

        def margin(
            winner: int | None,
            price: int,
            paid: int,
            lost: int,
            *,
            fut: _Futures = futures,
            rival: int | None = leader,
        ) -> float:
            """The margin when ``winner`` buys at ``price``, the viewer pays ``paid`` (if it
            does not win) and the leading rival ``lost`` (if it does not win)."""
            sunk = [seat.committed if all_pay else 0 for seat in seats]
            sunk[me] = paid if all_pay else 0
            if rival is not None:
                sunk[rival] = lost if all_pay else 0
            if winner is not None:
                sunk[winner] = price
            finals = [
                _final(
                    fut.with_pair[seat] if seat == winner else fut.without[seat],
                    seats[seat].capacity - sunk[seat],
                    later_price,
                )
                for seat in range(len(seats))
            ]
            return _margin(finals, me)

        for index, limit in enumerate(options):
            if limit is None:
                floor = max(high, MIN_BID)
                if leader is None or (furthest < floor and high_bidder is None):
                    sums[index] += margin(None, 0, seats[me].committed, 0)
                    continue
                winner = leader if furthest >= floor else high_bidder
                assert winner is not None
                price = max(high, min(furthest, runner_up + 1), MIN_BID)
                sums[index] += margin(winner, price, seats[me].committed, runner_up)
            elif leader is None or furthest < limit:
                price = max(step, furthest + 1)
                sums[index] += margin(me, price, 0, furthest)
            else:
                price = min(limit + 1, seats[leader].capacity)
                sums[index] += margin(leader, price, limit, 0)
    best_index = max(range(len(options)), key=lambda index: (sums[index], -index))
    return options[best_index]


# -- discards ------------------------------------------------------------------------------


def _discard(view: CrveniTepihView, discards: Sequence[Discard], level: Level) -> Discard:
    knowledge = read(view)
    mine = knowledge.mine
    hidden = list(knowledge.hidden)

    def kept(discard: Discard) -> list[int]:
        left = list(mine)
        for card in discard.cards:
            left.remove(code(card))
        return left

    def shown(discard: Discard) -> int:
        """How many face-up cards it lets go (face-down cards kept hidden are worth more)."""
        pool = list(hidden)
        count = 0
        for card in discard.cards:
            number = code(card)
            if number in pool:
                pool.remove(number)
            else:
                count += 1
        return count

    def plain(discard: Discard) -> tuple[int, int, int]:
        left = kept(discard)
        return best(left), sum(VALUE[number >> 2] for number in left), shown(discard)

    worlds = DISCARD_WORLDS[level]
    if not worlds:
        return max(discards, key=plain)
    rng = generator(view, "discard")
    later_price = LATER_PRICE[view.all_pay]
    me = knowledge.me
    seats = knowledge.seats
    deals = []
    for _ in range(worlds):
        deal = world(knowledge, rng)
        finals = [
            _final(outlook(cards, later, ()), seats[seat].capacity, later_price)
            for seat, (cards, later) in enumerate(zip(deal.cards, deal.later, strict=True))
        ]
        deals.append((deal.later[me], finals))

    def expected(discard: Discard) -> float:
        left = tuple(kept(discard))
        total = 0.0
        for later, finals in deals:
            finals[me] = _final(outlook(left, later, ()), seats[me].capacity, later_price)
            total += _margin(finals, me)
        return total / worlds

    return max(discards, key=lambda discard: (round(expected(discard), 6), *plain(discard)))
