"""A computer player for Krypkasino, a misère game: every card it takes may cost it.

It sees what its seat may see (its own view and legal actions) and nothing else. As the
player to move it prices every legal play:

- a capture costs what it puts in its pile: each ace 1, the 2♠ 1, the 10♦ 2, a share of
  the two points for most spades per spade and of the point for most cards per card, one more
  for a tabbe (a sweep), and, in the round's last deal, the risk of being the last capturer
  who takes the leftovers;
- laying a card gets rid of it: the worse the card, the better to lay it now, before it has
  to capture, and high cards first (they are the hardest to lay later); in the last deal a
  card laid by the last capturer may come back with the leftovers;
- either way, what it keeps may be bound by a tabbe call at its next turn: for each rank the
  next player may play (counted over the cards out of its sight), if the table then splits
  into groups of the value of a card it keeps, a call would force that card to sweep.

It plays the cheapest, so among several largest takes it picks the cheapest one. When another
player is to move it calls tabbe whenever a call is valid and could bind: the player to move
has cards, and not every card of the called rank is in sight (in its own hand or on the
table); among several ranks it calls the one with the most cards out of sight.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from engine.cards import FULL_DECK, Card, Rank, parse_card
from engine.krypkasino.actions import Action, Play, Tabbe
from engine.krypkasino.capture import ACE_LOW, after_play, rank_value, splits, table_key, unpack
from engine.krypkasino.scoring import ACE, DIAMONDS, SPADES, TEN, TWO
from engine.krypkasino.view import KrypkasinoView
from engine.levels import Level

SPADE = 0.3  # two points for most spades, shared over a likely majority of seven or so
CARD = 0.07  # one point for most cards, over a likely majority of some fifteen
TABBE = 1.0
LAY_RELIEF = 0.6  # how much of a card's cost laying it saves (it may come back)
LAST_DEAL_RISK = 0.55  # chance, per later play, that nobody captures again before the end
CALL_CHANCE = 1.0  # weight of a call that could bind (random players make half of them)
HIGH_FIRST = 0.04  # per point of rank: high cards are the hardest to lay later, so lay them first


def card_cost(card: Card) -> float:
    """What a card costs in one's own pile, in expected points."""
    cost = CARD
    if card.rank is ACE:
        cost += 1
    if card.suit is SPADES:
        cost += SPADE
        if card.rank is TWO:
            cost += 1
    elif card.rank is TEN and card.suit is DIAMONDS:
        cost += 2
    return cost


def cards_cost(cards: Iterable[Card]) -> float:
    return sum(card_cost(card) for card in cards)


def choose(
    view: KrypkasinoView,
    legal: Sequence[Action],
    level: Level = Level.NORMAL,  # noqa: ARG001 - levels come with each game's player
) -> Action | None:
    """The computer's action among ``legal``: a play when it is to move, otherwise a tabbe
    call or ``None`` (calls are optional, and it declines those that cannot bind)."""
    if not legal:
        return None
    plays = [action for action in legal if isinstance(action, Play)]
    if plays:
        table = [parse_card(text) for text in view.table]
        hand = [parse_card(text) for text in view.hand or ()]
        unseen = out_of_sight(hand, table)
        return min(plays, key=lambda play: play_cost(view, play, table, hand, unseen))
    return choose_call(view, [action for action in legal if isinstance(action, Tabbe)])


def out_of_sight(hand: list[Card], table: list[Card]) -> Counter[Rank]:
    """How many cards of each rank the player cannot see (not in hand, not on the table)."""
    unseen = Counter(card.rank for card in FULL_DECK)
    unseen.subtract(card.rank for card in [*hand, *table])
    return unseen


def play_cost(
    view: KrypkasinoView, play: Play, table: list[Card], hand: list[Card], unseen: Counter[Rank]
) -> float:
    """What ``play`` is expected to cost, in points (negative: it gains)."""
    # In the round's last deal the last capturer takes what remains on the table at the end:
    # the chance that nobody captures again shrinks with every play still to come.
    last_deal = view.stock == 0
    stuck = LAST_DEAL_RISK ** (sum(seat.hand for seat in view.seats) - 1) if last_deal else 0.0
    card = play.card
    kept = [held for held in hand if held != card]
    if play.take is None:
        left = [*table, card]
        cost = -LAY_RELIEF * card_cost(card) - HIGH_FIRST * int(card.rank)
        if view.last_capturer == view.viewer:
            cost += stuck * cards_cost(left)
    else:
        taken = set(play.take)
        left = [lying for lying in table if lying not in taken]
        cost = card_cost(card) + cards_cost(play.take)
        if not left:
            cost += TABBE
        cost += stuck * cards_cost(left)
    return cost + bind_risk(left, kept, unseen)


def bind_risk(table: list[Card], kept: list[Card], unseen: Counter[Rank]) -> float:
    """The expected cost of being bound by a tabbe call at one's next turn: after the next
    player's card (any card out of sight, equally likely) the table may split into groups of
    the value of a card one still holds; a call then forces that card to sweep it (a tabbe,
    and the table's cards: counted as cards and aces only, the suits being unknown)."""
    values = {rank_value(card.rank) for card in kept}
    total = sum(unseen.values())
    if not values or not total:
        return 0.0
    key = table_key(table)
    bound = 0.0
    for rank, count in unseen.items():
        after = after_play(key, rank_value(rank))
        if after and any(splits(after, value) for value in values):
            cards, aces = sum(unpack(after)), unpack(after)[ACE_LOW]
            bound += count * (TABBE + CARD * cards + aces)
    return CALL_CHANCE * bound / total


def choose_call(view: KrypkasinoView, calls: Sequence[Tabbe]) -> Tabbe | None:
    """The call that most likely binds the player to move, or ``None`` if none can."""
    mover = next((seat for seat in view.seats if seat.name == view.to_move), None)
    if not calls or mover is None or mover.hand == 0:
        return None
    hand = [parse_card(text) for text in view.hand or ()]
    unseen = out_of_sight(hand, [parse_card(text) for text in view.table])
    best = max(calls, key=lambda call: unseen[call.rank])
    return best if unseen[best.rank] > 0 else None
