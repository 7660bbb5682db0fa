"""Kare Kupa (RULES.md section 4): four players in two partnerships, playing all at once.

There are no turns. Any player may act at any moment, and each action is judged against the
state it arrives in: the first of two players reaching for one table card gets it, the first
call decides the round. The next round is dealt inside the action that ends a round, so the
state is always a live round until the match is over.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from engine.cards import FULL_DECK, Card, Rank
from engine.errors import IllegalAction
from engine.game import NO_PARAMS, Event, Game, Kind
from engine.kare_kupa.actions import (
    CODEC,
    GESTURES,
    IDLE_GESTURE,
    Accept,
    Action,
    Call,
    Decline,
    Next,
    Offer,
    Open,
    Pass,
    Seen,
    Signal,
    Swap,
    Withdraw,
)
from engine.kare_kupa.claims import (
    SEATS,
    allowed,
    call_code,
    call_name,
    claim_shapes,
    is_four_of_a_kind,
    partner,
    team,
    team_seats,
)
from engine.kare_kupa.deal import HAND_SIZE, TABLE_SIZE, deal_hands, triples
from engine.kare_kupa.view import (
    ExchangeView,
    GestureView,
    KareKupaView,
    OfferView,
    RedealView,
    RoundResult,
)
from engine.wording import fill


class KareKupaOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    target: StrictInt = Field(default=5, ge=1)
    """Points a partnership needs to win the match."""
    look: StrictBool = True
    """Whether everyone looks at freshly turned cards before anyone may take one."""


Clause = tuple[str, Mapping[str, object]]
"""Part of a sentence by its key in ``_CLAUSES``, with its parameters (``engine.wording``),
kept to finish a later refusal: why a card left the table, why an offer closed, how a round
ended. Its parameter names are its own, so that it can be joined to the sentence it ends."""

SET_ASIDE: Clause = ("set_aside", {})  # a dict, not NO_PARAMS: state is deep-copied

_CLAUSES = {
    # why a card is no longer on the table
    "set_aside": "it was set aside",
    "taken": "{taker:p} took it",
    # why an offer closed
    "round_ended": "{offerer:p}'s offer ended with round {ended_round}",
    "lapsed": "{offerer:p}'s offer of {offered:c} lapsed when it went to the table",
    "accepted": "{ender:p} accepted {offerer:p}'s offer",
    "declined": "{ender:p} declined {offerer:p}'s offer",
    "withdrew": "{ender:p} withdrew their offer",
    # how a round ended
    "void": "the stock ran out and the round was void",
    "right": "{caller:p} called {call:w} ({claim:p}), which was right, and {scorers:p} "
    "scored {points} {points:point|points}",
    "wrong": "{caller:p} called {call:w} ({claim:p}), which was wrong, and {scorers:p} "
    "scored {points} {points:point|points}",
}
"""The clauses a refusal ends with, in English. Each sentence a clause ends is a template of
its own (below), so that another language can write the whole sentence its own way."""

_GONE = ("set_aside", "taken")
_ENDED = ("round_ended", "lapsed", "accepted", "declined", "withdrew")
_SUMMARIES = ("void", "right", "wrong")

_GONE_TEMPLATES = {
    key: "That card is no longer on the table: " + _CLAUSES[key] + "." for key in _GONE
}
_ANSWER_TEMPLATES = {
    key: "There is no open offer to answer: " + _CLAUSES[key] + "." for key in _ENDED
}
_WITHDRAW_TEMPLATES = {
    key: "You have no open offer to withdraw: " + _CLAUSES[key] + "." for key in _ENDED
}
_ROUND_OVER_TEMPLATES = {
    key: "Round {number} is over: " + _CLAUSES[key] + ". This is round {round}."
    for key in _SUMMARIES
}
_REDEAL_TEMPLATES = {
    3: "{player:p} was dealt three {rank:R}: {dealer:p} deals again.",
    4: "{player:p} was dealt four {rank:R}: {dealer:p} deals again.",
}
_SET_ASIDE_TEMPLATES = {
    3: "{cards:c} turned up with three {rank:R} and are set aside at once.",
    4: "{cards:c} turned up with four {rank:R} and are set aside at once.",
}
_TABLE_TEMPLATES = {
    True: "Table {number}: {cards:c}. Everyone looks before anyone takes.",
    False: "Table {number}: {cards:c}.",
}
_SHOW_TEMPLATES = {
    True: "{player:p} shows {hand:c}: four of a kind.",
    False: "{player:p} shows {hand:c}: no four of a kind.",
}
_SCORE_TEMPLATES = {
    True: "Right: {scorers:p} score {points} {points:point|points}.",
    False: "Wrong: {scorers:p} score {points} {points:point|points}.",
}


def clause_text(clause: Clause) -> str:
    """The clause in plain words."""
    return fill(_CLAUSES[clause[0]], clause[1])


@dataclass(frozen=True, slots=True)
class OpenOffer:
    offerer: int
    card: Card


@dataclass(frozen=True, slots=True)
class Exchange:
    offerer: int
    card: Card
    partner: int
    returned: Card


@dataclass(frozen=True, slots=True)
class Outcome:
    """A finished round: a call, or a void round (``caller`` is ``None``)."""

    round: int
    dealer: int
    caller: int | None
    claim: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]
    """The named players' hands, in the order of ``claim``."""
    correct: bool | None
    scorer: int | None
    """The partnership that scored; ``None`` for a void round."""
    points: int
    gestures: tuple[tuple[int, str, int], ...] = ()
    """The round's gestures: (seat, gesture, how many of the round's actions came before)."""


@lru_cache(maxsize=1024)
def _calls_and_signals(players: tuple[str, ...], seat: int) -> tuple[Call | Signal, ...]:
    """A seat's calls and gestures, always the same: built once, since random play and the
    computer player ask for legal actions at every step (the actions are frozen)."""
    player = players[seat]
    calls = [
        Call(player=player, claim=tuple(players[named] for named in shape))
        for shape in claim_shapes(seat)
    ]
    return (*calls, *(Signal(player=player, gesture=gesture) for gesture in GESTURES))


class KareKupa(Game[Action, KareKupaView]):
    name = "kare_kupa"
    title = "Kare Kupa"
    min_players = 4
    max_players = 4
    Options = KareKupaOptions
    options: KareKupaOptions
    codec = CODEC
    kind = Kind(partnerships=True, simultaneous=True)
    idle_actions = frozenset({"signal"})

    def is_idle(self, action: Any) -> bool:
        # Only the idle tap: a computer's other gestures are its partnership's code.
        return isinstance(action, Signal) and action.gesture == IDLE_GESTURE

    def teams(self) -> dict[str, int]:
        return {name: team(seat) for seat, name in enumerate(self.players)}

    @classmethod
    def deck_for(cls, player_count: int, options: Any) -> tuple[Card, ...]:  # noqa: ARG003
        return FULL_DECK

    # -- rounds -----------------------------------------------------------------------------

    def _start(self) -> None:
        self.seat_of = {name: seat for seat, name in enumerate(self.players)}
        self.dealer = 0
        self.round = 1
        self.team_scores = [0, 0]
        self.outcomes: list[Outcome] = []
        self.finished = False
        # Each partnership's private number, for its computer players' conventions (their
        # code gesture): drawn from the seed by a generator of its own, so the deals are the
        # same with or without it and a replay agrees.
        self.secrets = tuple(
            random.Random(f"kare_kupa/secret/{self.seed}/{index}").getrandbits(48)
            for index in (0, 1)
        )
        self._results: list[RoundResult] = []
        # The first deal's announcements live on in the view (``redeals``); no one is
        # listening for events before the game exists.
        self._deal([], (None, None))

    def _deal(self, events: list[Event], offers_ended: tuple[Clause | None, Clause | None]) -> None:
        dealer = self.players[self.dealer]
        self.redeals: list[tuple[int, Rank, int]] = []
        while True:
            deck = self._next_deck()
            hands = deal_hands(deck, self.dealer, SEATS)
            found = [
                (seat, rank, count)
                for seat, hand in enumerate(hands)
                for rank, count in triples(hand)
            ]
            if not found:
                break
            # The cards go back into a fresh shuffle, so naming the kind gives nothing away.
            self.redeals.extend(found)
            for seat, rank, count in found:
                events.append(
                    Event(
                        "redeal",
                        _REDEAL_TEMPLATES[count],
                        self.players[seat],
                        {
                            "player": self.players[seat],
                            "rank": rank,
                            "count": count,
                            "dealer": dealer,
                        },
                    )
                )
        self.hands: list[list[Card]] = hands
        self.stock: list[Card] = deck[HAND_SIZE * SEATS :]
        self.table: list[Card] = []
        self.set_aside: list[Card] = []
        self.table_number = 0
        self.looking = False
        self.seen: set[int] = set()
        self.passed: set[int] = set()
        self.offers: list[OpenOffer | None] = [None, None]
        # Why each partnership's last offer closed, so a late answer can be told.
        self.offers_ended: list[Clause | None] = list(offers_ended)
        self.exchanges: list[Exchange] = []
        self.known: list[list[Card]] = [[] for _ in range(SEATS)]
        self.gestures: list[tuple[int, str, int]] = []
        self.moves = 0
        # Why a card that was on this round's table is no longer there: the race's answer.
        self.gone: dict[Card, Clause] = {}
        events.append(
            Event(
                "deal",
                "Round {round}: {dealer:p} deals four cards to each.",
                params={"round": self.round, "dealer": dealer},
            )
        )
        if not self._turn_table(events):
            self._end_round(self._void_outcome(), events)

    def _turn_table(self, events: list[Event]) -> bool:
        """Turn four fresh cards; ``False`` when the stock cannot supply them (a void round)."""
        while len(self.stock) >= TABLE_SIZE:
            cards = self.stock[:TABLE_SIZE]
            del self.stock[:TABLE_SIZE]
            found = triples(cards)
            if found:
                self.set_aside.extend(cards)
                for card in cards:
                    self.gone[card] = SET_ASIDE
                rank, count = found[0]
                events.append(
                    Event(
                        "table",
                        _SET_ASIDE_TEMPLATES[count],
                        params={
                            "cards": tuple(cards),
                            "rank": rank,
                            "count": count,
                            "discarded": True,
                        },
                    )
                )
                continue
            self.table = cards
            self.table_number += 1
            self.passed.clear()
            self.seen.clear()
            self.looking = self.options.look
            events.append(
                Event(
                    "table",
                    _TABLE_TEMPLATES[self.looking],
                    params={"number": self.table_number, "cards": tuple(cards), "discarded": False},
                )
            )
            return True
        return False

    def _replace_table(self, events: list[Event]) -> None:
        for card in self.table:
            self.gone[card] = SET_ASIDE
        self.set_aside.extend(self.table)
        self.table = []
        if not self._turn_table(events):
            events.append(Event("void", "The stock cannot supply four cards: the round is void."))
            self._end_round(self._void_outcome(), events)

    def _void_outcome(self) -> Outcome:
        return Outcome(self.round, self.dealer, None, (), (), None, None, 0, tuple(self.gestures))

    def _end_round(self, outcome: Outcome, events: list[Event]) -> None:
        self.outcomes.append(outcome)
        if outcome.scorer is not None:
            self.team_scores[outcome.scorer] += outcome.points
            if self.team_scores[outcome.scorer] >= self.options.target:
                self.finished = True
                self.looking = False
                self.offers = [None, None]
                names = [self.players[seat] for seat in team_seats(outcome.scorer)]
                events.append(
                    Event(
                        "over",
                        "{winners:p} reach {target} and win.",
                        params={"winners": names, "target": self.options.target},
                    )
                )
                return
        ended: tuple[Clause | None, ...] = tuple(
            None
            if offer is None
            else (
                "round_ended",
                {"offerer": self.players[offer.offerer], "ended_round": self.round},
            )
            for offer in self.offers
        )
        self.dealer = (self.dealer + 1) % SEATS
        self.round += 1
        self._deal(events, (ended[0], ended[1]))

    # -- refusals ---------------------------------------------------------------------------

    def _check(self, action: Action) -> None:
        if action.round is not None and action.round != self.round:
            self._refuse_stale_round(action.round)
        seat = None if action.player is None else self.seat_of[action.player]
        getattr(self, f"_check_{action.type}")(seat, action)

    def _refuse_stale_round(self, number: int) -> None:
        if 1 <= number < self.round:
            key, params = self._summary(self.outcomes[number - 1])
            raise IllegalAction(
                _ROUND_OVER_TEMPLATES[key],
                code="round_over",
                number=number,
                round=self.round,
                **params,
            )
        raise IllegalAction(
            "There is no round {number}; this is round {round}.",
            code="no_round",
            number=number,
            round=self.round,
        )

    def _check_seen(self, seat: int, action: Seen) -> None:  # noqa: ARG002
        self._check_look_running()
        if seat in self.seen:
            raise IllegalAction("You have already seen this table.", code="already_seen")

    def _check_open(self, seat: None, action: Open) -> None:  # noqa: ARG002
        self._check_look_running()

    def _check_look_running(self) -> None:
        if not self.options.look:
            raise IllegalAction(
                "Nobody waits to look at the table in this game (look is off).", code="no_look"
            )
        if not self.looking:
            raise IllegalAction("The table is already open.", code="already_open")

    def _check_swap(self, seat: int, action: Swap) -> None:
        if action.take not in self.table:
            why = self.gone.get(action.take)
            if why is not None:
                # ``card`` is not in the sentence: a surface may name it ("ben took 7H").
                raise IllegalAction(
                    _GONE_TEMPLATES[why[0]],
                    code="gone",
                    card=action.take,
                    **why[1],
                )
            raise IllegalAction(
                "{card:c} is not on the table.", code="not_on_table", card=action.take
            )
        if action.give not in self.hands[seat]:
            raise IllegalAction("You do not hold {card:c}.", code="not_held", card=action.give)
        if self.looking:
            waiting = [self.players[seat] for seat in range(SEATS) if seat not in self.seen]
            raise IllegalAction(
                "Nobody may take a card until everyone has seen the new table; "
                "waiting for {waiting:p}.",
                code="looking",
                waiting=waiting,
            )

    def _check_offer(self, seat: int, action: Offer) -> None:
        current = self.offers[team(seat)]
        mate = self.players[partner(seat)]
        if current is not None and current.offerer == seat:
            raise IllegalAction(
                "You already have an open offer to {partner:p}; withdraw it before making another.",
                code="own_offer_open",
                partner=mate,
            )
        if current is not None:
            raise IllegalAction(
                "{partner:p} has an open offer to you; accept or decline it first.",
                code="partner_offer_open",
                partner=mate,
            )
        if action.give not in self.hands[seat]:
            raise IllegalAction("You do not hold {card:c}.", code="not_held", card=action.give)

    def _check_accept(self, seat: int, action: Accept) -> None:
        self._check_answer(seat)
        if action.give not in self.hands[seat]:
            raise IllegalAction("You do not hold {card:c}.", code="not_held", card=action.give)

    def _check_decline(self, seat: int, action: Decline) -> None:  # noqa: ARG002
        self._check_answer(seat)

    def _check_answer(self, seat: int) -> None:
        current = self.offers[team(seat)]
        mate = self.players[partner(seat)]
        if current is not None and current.offerer == seat:
            raise IllegalAction(
                "That offer is your own; only {partner:p} can accept or decline it "
                "(you may withdraw it).",
                code="own_offer",
                partner=mate,
            )
        if current is None:
            ended = self.offers_ended[team(seat)]
            if ended is not None:
                raise IllegalAction(
                    _ANSWER_TEMPLATES[ended[0]],
                    code="offer_ended",
                    **ended[1],
                )
            raise IllegalAction("{partner:p} has made you no offer.", code="no_offer", partner=mate)

    def _check_withdraw(self, seat: int, action: Withdraw) -> None:  # noqa: ARG002
        current = self.offers[team(seat)]
        if current is None:
            ended = self.offers_ended[team(seat)]
            if ended is None:
                raise IllegalAction("You have no open offer to withdraw.", code="no_offer")
            raise IllegalAction(
                _WITHDRAW_TEMPLATES[ended[0]],
                code="offer_ended",
                **ended[1],
            )
        if current.offerer != seat:
            raise IllegalAction(
                "Only {offerer:p} can withdraw that offer; you may accept or decline it.",
                code="partner_offer",
                offerer=self.players[current.offerer],
            )

    def _check_pass(self, seat: int, action: Pass) -> None:  # noqa: ARG002
        if self.looking:
            raise IllegalAction(
                "Everyone is still looking at the new table; pass once it is open.",
                code="looking",
            )
        if seat in self.passed:
            raise IllegalAction(
                "You have already passed on this table; it is replaced when all four have passed.",
                code="already_passed",
            )

    def _check_next(self, seat: None, action: Next) -> None:
        """The host may replace the table at any time in a live round."""

    def _check_call(self, seat: int, action: Call) -> None:
        if not action.claim:
            raise IllegalAction("A call must name at least one player.", code="empty_claim")
        for name in action.claim:
            if name not in self.seat_of:
                raise IllegalAction(
                    "{name:p} is not playing in this game.", code="not_playing", name=name
                )
        if len(set(action.claim)) != len(action.claim):
            raise IllegalAction("A call names each player only once.", code="named_twice")
        if not allowed(seat, (self.seat_of[name] for name in action.claim)):
            raise IllegalAction(
                "You may name yourself only together with your partner, {partner:p}.",
                code="self_alone",
                partner=self.players[partner(seat)],
            )

    def _check_signal(self, seat: int, action: Signal) -> None:  # noqa: ARG002
        if action.gesture not in GESTURES:
            raise IllegalAction(
                "{gesture!r} is not a gesture; the gestures are {gestures:w}.",
                code="no_gesture",
                gesture=action.gesture,
                gestures=GESTURES,
            )

    # -- changes ----------------------------------------------------------------------------

    def _perform(self, action: Action) -> list[Event]:
        seat = None if action.player is None else self.seat_of[action.player]
        events: list[Event] = []
        self.moves += 1  # before the action: one that ends the round starts the next at 0
        getattr(self, f"_do_{action.type}")(seat, action, events)
        return events

    def apply(self, action: Action | Mapping[str, object]) -> list[Event]:
        events = super().apply(action)
        # The round an action names serves only to refuse it late; once accepted it was
        # applied in that very round, so the log keeps the action as RULES.md writes it.
        last = self.log[-1]
        if last.round is not None:
            self.log[-1] = replace(last, round=None)
        return events

    def _do_seen(self, seat: int, action: Seen, events: list[Event]) -> None:  # noqa: ARG002
        self.seen.add(seat)
        name = self.players[seat]
        events.append(Event("seen", "{player:p} has seen the table.", name, {"player": name}))
        if len(self.seen) == SEATS:
            self.looking = False
            events.append(Event("open", "Everyone has seen the table: it is open."))

    def _do_open(self, seat: None, action: Open, events: list[Event]) -> None:  # noqa: ARG002
        self.looking = False
        events.append(Event("open", "The table is open."))

    def _do_swap(self, seat: int, action: Swap, events: list[Event]) -> None:
        name = self.players[seat]
        hand = self.hands[seat]
        give, take = action.give, action.take
        hand[hand.index(give)] = take
        self.table[self.table.index(take)] = give
        known = self.known[seat]
        if give in known:
            known.remove(give)
        known.append(take)
        self.gone[take] = ("taken", {"taker": name})
        events.append(
            Event(
                "swap",
                "{player:p} gives {give:c} for {take:c}.",
                name,
                {"player": name, "give": give, "take": take},
            )
        )
        offer = self.offers[team(seat)]
        if offer is not None and offer.offerer == seat and offer.card == give:
            self.offers[team(seat)] = None
            self.offers_ended[team(seat)] = ("lapsed", {"offerer": name, "offered": give})
            events.append(
                Event(
                    "lapse",
                    "{player:p}'s offer of {card:c} lapses.",
                    name,
                    {"player": name, "card": give},
                )
            )
        # A change to the table clears the passes; only fresh cards start a look.
        self.passed.clear()

    def _do_offer(self, seat: int, action: Offer, events: list[Event]) -> None:
        name = self.players[seat]
        self.offers[team(seat)] = OpenOffer(seat, action.give)
        self.offers_ended[team(seat)] = None
        if action.give not in self.known[seat]:
            self.known[seat].append(action.give)
        mate = self.players[partner(seat)]
        events.append(
            Event(
                "offer",
                "{player:p} offers {card:c} to {partner:p}.",
                name,
                {"player": name, "card": action.give, "partner": mate},
            )
        )

    def _do_accept(self, seat: int, action: Accept, events: list[Event]) -> None:
        offer = self.offers[team(seat)]
        assert offer is not None
        offerer, card, returned = offer.offerer, offer.card, action.give
        given = self.hands[offerer]
        given[given.index(card)] = returned
        taken = self.hands[seat]
        taken[taken.index(returned)] = card
        for holder, lost, got in ((offerer, card, returned), (seat, returned, card)):
            known = self.known[holder]
            if lost in known:
                known.remove(lost)
            known.append(got)
        self.exchanges.append(Exchange(offerer, card, seat, returned))
        self.offers[team(seat)] = None
        name = self.players[seat]
        offerer_name = self.players[offerer]
        self.offers_ended[team(seat)] = ("accepted", {"ender": name, "offerer": offerer_name})
        events.append(
            Event(
                "accept",
                "{player:p} accepts {offerer:p}'s {card:c}, giving {returned:c} in return.",
                name,
                {"player": name, "offerer": offerer_name, "card": card, "returned": returned},
            )
        )

    def _do_decline(self, seat: int, action: Decline, events: list[Event]) -> None:  # noqa: ARG002
        offer = self.offers[team(seat)]
        assert offer is not None
        name = self.players[seat]
        offerer = self.players[offer.offerer]
        self.offers[team(seat)] = None
        self.offers_ended[team(seat)] = ("declined", {"ender": name, "offerer": offerer})
        events.append(
            Event(
                "decline",
                "{player:p} declines {offerer:p}'s offer.",
                name,
                {"player": name, "offerer": offerer},
            )
        )

    def _do_withdraw(self, seat: int, action: Withdraw, events: list[Event]) -> None:  # noqa: ARG002
        name = self.players[seat]
        self.offers[team(seat)] = None
        self.offers_ended[team(seat)] = ("withdrew", {"ender": name})
        events.append(Event("withdraw", "{player:p} withdraws the offer.", name, {"player": name}))

    def _do_pass(self, seat: int, action: Pass, events: list[Event]) -> None:  # noqa: ARG002
        name = self.players[seat]
        self.passed.add(seat)
        # Not Crveni tepih's "passes" (a "dalje" at the auction): a sentence of its own.
        events.append(Event("pass", "{player:p} passes on this table.", name, {"player": name}))
        if len(self.passed) == SEATS:
            events.append(Event("next", "Everyone has passed: the table is set aside."))
            self._replace_table(events)

    def _do_next(self, seat: None, action: Next, events: list[Event]) -> None:  # noqa: ARG002
        events.append(Event("next", "The table is set aside."))
        self._replace_table(events)

    def _do_call(self, seat: int, action: Call, events: list[Event]) -> None:
        claim = tuple(sorted(self.seat_of[name] for name in action.claim))
        hands = tuple(tuple(self.hands[named]) for named in claim)
        correct = all(is_four_of_a_kind(hand) for hand in hands)
        scorer = team(seat) if correct else 1 - team(seat)
        outcome = Outcome(
            self.round,
            self.dealer,
            seat,
            claim,
            hands,
            correct,
            scorer,
            len(claim),
            tuple(self.gestures),
        )
        name = self.players[seat]
        events.append(
            Event(
                "call",
                "{player:p} calls {call:w}: {claim:p}.",
                name,
                {
                    "player": name,
                    "call": call_code(seat, claim),
                    "claim": [self.players[named] for named in claim],
                    "points": len(claim),
                },
            )
        )
        for named, hand in zip(claim, hands, strict=True):
            four = is_four_of_a_kind(hand)
            events.append(
                Event(
                    "show",
                    _SHOW_TEMPLATES[four],
                    params={
                        "player": self.players[named],
                        "hand": hand,
                        "four": four,
                    },
                )
            )
        events.append(
            Event(
                "score",
                _SCORE_TEMPLATES[correct],
                params={
                    "correct": correct,
                    "scorers": [self.players[s] for s in team_seats(scorer)],
                    "points": outcome.points,
                },
            )
        )
        self._end_round(outcome, events)

    def _do_signal(self, seat: int, action: Signal, events: list[Event]) -> None:
        name = self.players[seat]
        self.gestures.append((seat, action.gesture, self.moves - 1))
        events.append(
            Event(
                "signal",
                "{player:p}: {gesture:w}.",
                name,
                {"player": name, "gesture": action.gesture},
            )
        )

    # -- sentences --------------------------------------------------------------------------

    def _summary(self, outcome: Outcome) -> Clause:
        """How the round ended, as a clause to end a sentence with."""
        if outcome.caller is None:
            return ("void", NO_PARAMS)
        assert outcome.scorer is not None
        return (
            "right" if outcome.correct else "wrong",
            {
                "caller": self.players[outcome.caller],
                "call": call_code(outcome.caller, outcome.claim),
                "claim": [self.players[seat] for seat in outcome.claim],
                "scorers": [self.players[seat] for seat in team_seats(outcome.scorer)],
                "points": outcome.points,
            },
        )

    def _summary_sentence(self, outcome: Outcome) -> str:
        if outcome.caller is None:
            return "The stock ran out and the round was void."
        return f"{clause_text(self._summary(outcome))}."

    # -- legal actions ----------------------------------------------------------------------

    def _legal(self, player: str | None) -> list[Action]:
        if player is None:
            system: list[Action] = [Open(player=None)] if self.looking else []
            return [*system, Next(player=None)]
        seat = self.seat_of[player]
        hand = sorted(self.hands[seat])
        actions: list[Action] = []
        if self.looking and seat not in self.seen:
            actions.append(Seen(player=player))
        if not self.looking:
            table = sorted(self.table)
            actions.extend(
                Swap(player=player, give=give, take=take) for give in hand for take in table
            )
        offer = self.offers[team(seat)]
        if offer is None:
            actions.extend(Offer(player=player, give=card) for card in hand)
        elif offer.offerer != seat:
            actions.extend(Accept(player=player, give=card) for card in hand)
            actions.append(Decline(player=player))
        else:
            actions.append(Withdraw(player=player))
        if not self.looking and seat not in self.passed:
            actions.append(Pass(player=player))
        actions.extend(_calls_and_signals(self.players, seat))
        return actions

    def pinned(self, actions: list[Action]) -> list[Action]:
        # Naming this round lets a call that loses the race to another be refused with how
        # the round ended, instead of landing in the next round.
        return [
            replace(action, round=self.round) if action.round is None else action
            for action in actions
        ]

    def to_act(self) -> list[str]:
        # Anyone may call or gesture at any moment of a live round.
        return [] if self.over else list(self.players)

    # -- views ------------------------------------------------------------------------------

    def view(self, player: str | None) -> KareKupaView:
        if player is not None and player not in self.seat_of:
            raise IllegalAction(
                "{name:p} is not playing in this game.", code="not_playing", name=player
            )
        names = self.players
        last = self.outcomes[-1] if self.outcomes else None
        history = self._history()
        return KareKupaView(
            player=player,
            players=list(names),
            partnerships=[[names[seat] for seat in team_seats(index)] for index in (0, 1)],
            target=self.options.target,
            look=self.options.look,
            round=self.round,
            dealer=names[self.dealer],
            redeals=[
                RedealView(player=names[seat], rank=rank.label, count=count)
                for seat, rank, count in self.redeals
            ],
            phase="over" if self.finished else "look" if self.looking else "open",
            table=[str(card) for card in self.table],
            table_number=self.table_number,
            seen=[names[seat] for seat in range(SEATS) if seat in self.seen],
            passed=[names[seat] for seat in range(SEATS) if seat in self.passed],
            open_offers=[
                OfferView(
                    offerer=names[offer.offerer],
                    partner=names[partner(offer.offerer)],
                    card=str(offer.card),
                )
                for offer in self.offers
                if offer is not None
            ],
            exchanges=[
                ExchangeView(
                    offerer=names[exchange.offerer],
                    card=str(exchange.card),
                    partner=names[exchange.partner],
                    returned=str(exchange.returned),
                )
                for exchange in self.exchanges
            ],
            known={names[seat]: [str(card) for card in self.known[seat]] for seat in range(SEATS)},
            gestures=self._gesture_views(self.gestures),
            moves=self.moves,
            stock=len(self.stock),
            set_aside=len(self.set_aside),
            scores=self.scores,
            last_round=None if last is None else history[-1],
            history=history,
            over=self.finished,
            winners=self.winners,
            hand=None
            if player is None
            else [str(card) for card in self.hands[self.seat_of[player]]],
            secret=None if player is None else self.secrets[team(self.seat_of[player])],
        )

    def _gesture_views(self, gestures: Sequence[tuple[int, str, int]]) -> list[GestureView]:
        return [
            GestureView(player=self.players[seat], gesture=gesture, at=at)
            for seat, gesture, at in gestures
        ]

    def _history(self) -> list[RoundResult]:
        # Finished rounds never change: each is described once (a computer seat reads the
        # whole history at every move).
        for outcome in self.outcomes[len(self._results) :]:
            self._results.append(self._result(outcome))
        return list(self._results)

    def fingerprint(self) -> object:
        # The described history is a cache of ``outcomes``, filled when views are drawn.
        cache, self._results = self._results, []
        try:
            return super().fingerprint()
        finally:
            self._results = cache

    def _result(self, outcome: Outcome) -> RoundResult:
        names = self.players
        caller = None if outcome.caller is None else names[outcome.caller]
        return RoundResult(
            round=outcome.round,
            dealer=names[outcome.dealer],
            void=outcome.caller is None,
            caller=caller,
            call=None if outcome.caller is None else call_name(outcome.caller, outcome.claim),
            claim=[names[seat] for seat in outcome.claim],
            hands={
                names[seat]: [str(card) for card in hand]
                for seat, hand in zip(outcome.claim, outcome.hands, strict=True)
            },
            correct=outcome.correct,
            scorers=[]
            if outcome.scorer is None
            else [names[s] for s in team_seats(outcome.scorer)],
            points=outcome.points,
            summary=self._summary_sentence(outcome),
            gestures=self._gesture_views(outcome.gestures),
        )

    def details(self) -> dict[str, Any]:
        return {"results": [result.model_dump() for result in self._history()]}

    # -- results ----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.finished

    @property
    def winners(self) -> list[str]:
        if not self.finished:
            return []
        best = 0 if self.team_scores[0] >= self.team_scores[1] else 1
        return [self.players[seat] for seat in team_seats(best)]

    @property
    def scores(self) -> dict[str, int]:
        return {name: self.team_scores[team(seat)] for seat, name in enumerate(self.players)}

    @property
    def rounds(self) -> list[dict[str, int]]:
        return [
            {
                name: outcome.points if outcome.scorer == team(seat) else 0
                for seat, name in enumerate(self.players)
            }
            for outcome in self.outcomes
        ]
