"""Crveni tepih (RULES.md section 3): auctions for pairs of cards, the best four-card hand.

Seats are listed clockwise and play goes to the right, so "the next player" is the previous
seat in the list. A deal runs auction after auction; each auction offers the two cards just
turned up. Refusals are decided in :meth:`CrveniTepih._check` before anything changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from engine.cards import PIQUET_DECK, Card, Rank, make_deck
from engine.crveni_tepih.actions import CODEC, Action, Bid, Discard, Pass
from engine.crveni_tepih.scoring import best_four
from engine.crveni_tepih.view import (
    AuctionStatus,
    CrveniTepihView,
    DealResult,
    KeptHand,
    PendingDiscard,
    Sale,
    SeatView,
)
from engine.errors import IllegalAction
from engine.game import Event, Game, Kind
from engine.wording import vocabulary

START_MONEY = 20
MONEY_CARDS = (2, 3, 4, 5, 6)
MIN_BID = 2
MAX_CARDS = 8
BEST_HAND_BONUS = 25
ONE_DECK_PLAYERS = 4

TWO_DECKS: tuple[Card, ...] = make_deck((rank for rank in Rank if rank >= Rank.SEVEN), copies=2)

# A seat's part in the auction running now; "out" when none runs (a discard is awaited).
IN: AuctionStatus = "in"
PASSED: AuctionStatus = "passed"
AUTO: AuctionStatus = "passed automatically"
OUT: AuctionStatus = "out"


class CrveniTepihOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    money: Literal["chips", "cards"] = "chips"
    """How players bid: with chips, or with money cards 2-6."""
    all_pay: StrictBool = True
    """Whether every bidder pays what they bid (true), or only the auction's winner."""
    target: StrictInt = Field(default=250, ge=1)
    """Match points that end the match."""


@dataclass(frozen=True, slots=True)
class SeatScore:
    kept: tuple[Card, ...]
    hand: str
    hand_points: int
    bonus: int
    money: int

    @property
    def points(self) -> int:
        return self.hand_points + self.bonus + self.money


@dataclass(frozen=True, slots=True)
class DealScore:
    deal: int
    dealer: int
    seats: tuple[SeatScore, ...]


def money_card_bids(held: Sequence[int], committed: int, high: int) -> list[tuple[int, ...]]:
    """Every distinct non-empty set of money cards whose addition beats ``high``, sorted by
    the total it makes, then by the cards."""
    cards = sorted(held)
    found = {
        group
        for size in range(1, len(cards) + 1)
        for group in combinations(cards, size)
        if committed + sum(group) > high
    }
    return sorted(found, key=lambda group: (sum(group), group))


# Actions are immutable values: the legal ones are built once and shared, which keeps listing
# them (for every turn of random play and of the computer player) cheap.
@lru_cache(maxsize=4096)
def _chip_bid(player: str, amount: int) -> Bid:
    return Bid(player=player, amount=amount)


@lru_cache(maxsize=4096)
def _money_bid(player: str, money: tuple[int, ...]) -> Bid:
    return Bid(player=player, money=money)


@lru_cache(maxsize=256)
def _pass(player: str) -> Pass:
    return Pass(player=player)


def spell_amounts(amounts: Sequence[int]) -> str:
    """``[2, 3, 4]`` -> ``"2, 3 and 4"`` (money cards in a sentence)."""
    words = [str(amount) for amount in amounts]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


# Sentences (engine.wording): every player a ``:p`` parameter, every card a ``:c`` one; money
# cards are spelled in ``money`` and given as numbers in ``notes``. Templates that differ only
# by a reason or a count are separate constants, so the plain text stays what it always was.
_END_TEMPLATES = {
    "stock": "The auctions are over. The stock is used up.",
    "money": f"The auctions are over. Nobody can bid {MIN_BID}.",
    "full": f"The auctions are over. Everyone holds {MAX_CARDS} cards.",
}
_NOT_HELD_TEMPLATES = {
    True: "You cannot discard {cards:c}: you don't hold it.",
    False: "You cannot discard {cards:c}: you don't hold them.",
}
_TURN_TEMPLATES = {
    "passed": "You passed in this auction and take no further part in it; "
    "{player:p} is to bid or pass.",
    "auto": "It is not your turn: you cannot beat the highest bid, so you were passed "
    "automatically; {player:p} is to bid or pass.",
    "high": "It is not your turn: you hold the highest bid; {player:p} is to bid or pass.",
    "other": "It is not your turn; {player:p} is to bid or pass.",
}
_SCORE_TEMPLATES = {
    True: "{player:p} keeps {cards:c} ({hand:w}, {hand_points}) + {bonus} bonus + {money} "
    "money: {points} points.",
    False: "{player:p} keeps {cards:c} ({hand:w}, {hand_points}) + {money} money: {points} points.",
}
_OVER_TEMPLATES = {"over": "The match is over: {winners:l} win(s) with {points}."}
HANDS = vocabulary(
    {
        "ct-high-cards": "high cards",
        "ct-pair": "pair",
        "ct-two-pairs": "two pairs",
        "ct-three-of-a-kind": "three of a kind",
        "ct-four-of-a-kind": "four of a kind",
        "ct-straight": "straight",
        "ct-flush": "flush",
        "ct-straight-flush": "straight flush",
        "ct-red-carpet": "red carpet",
    }
)
"""A hand's reading by its code, and the name the records and views keep for it."""
_HAND_CODES = {label: code for code, label in HANDS.items()}
_DISCARD_TEMPLATES = {
    0: "{player:p} discards {cards:c} from their hand.",
    1: "{player:p} discards {cards:c} and a face-down card from their hand.",
    2: "{player:p} discards two face-down cards from their hand.",
}


class CrveniTepih(Game[Action, CrveniTepihView]):
    name = "crveni_tepih"
    title = "Crveni tepih"
    min_players = 2
    max_players = 8
    Options = CrveniTepihOptions
    options: CrveniTepihOptions
    codec = CODEC
    kind = Kind()  # turn-based, each for themselves, the highest score wins

    @classmethod
    def deck_for(cls, player_count: int, options: Any) -> tuple[Card, ...]:  # noqa: ARG003
        return PIQUET_DECK if player_count <= ONE_DECK_PLAYERS else TWO_DECKS

    # -- the deal ---------------------------------------------------------------------------

    def _start(self) -> None:
        count = len(self.players)
        self.two_decks = count > ONE_DECK_PLAYERS
        self.cards_money = self.options.money == "cards"
        self.totals = [0] * count
        self.results: list[DealScore] = []
        self.winner_seats: list[int] = []
        self.finished = False
        self.deal_number = 0
        self.dealer = 0
        self._deal([])

    def _right(self, seat: int) -> int:
        return (seat - 1) % len(self.players)

    def _deal(self, events: list[Event]) -> None:
        count = len(self.players)
        self.deal_number += 1
        self._deck = self._next_deck()
        self.face_down: list[list[Card]] = [[] for _ in range(count)]
        self.face_up: list[list[Card]] = [[] for _ in range(count)]
        # Two cards at a time, starting at the dealer's right and ending with the dealer.
        seat = self.dealer
        for index in range(count):
            seat = self._right(seat)
            self.face_down[seat] = self._deck[2 * index : 2 * index + 2]
        self._drawn = 2 * count
        self.held = [START_MONEY] * count
        self.notes: list[list[int]] = [
            list(MONEY_CARDS) if self.cards_money else [] for _ in range(count)
        ]
        self.committed = [0] * count
        self.committed_notes: list[list[int]] = [[] for _ in range(count)]
        self.spent = [0] * count
        self.status: list[AuctionStatus] = [OUT] * count
        self.revealed: list[Card] = []
        self.revealer: int | None = None
        self.high = 0
        self.high_bidder: int | None = None
        self.turn: int | None = None
        self.pending: tuple[int, list[Card]] | None = None
        self.set_aside: list[Card] = []
        self.discarded: list[Card] = []
        # Each pair of this deal in the order turned up: (cards, buyer seat or None, price).
        self.sales: list[tuple[tuple[Card, ...], int | None, int]] = []
        dealer = self.players[self.dealer]
        events.append(
            Event(
                "deal",
                "Deal {deal}: {player:p} deals two cards each.",
                dealer,
                {"deal": self.deal_number, "player": dealer},
            )
        )
        self._open_auction(self.dealer, events)

    @property
    def stock(self) -> list[Card]:
        return self._deck[self._drawn :]

    def _cards_of(self, seat: int) -> int:
        return len(self.face_down[seat]) + len(self.face_up[seat])

    def _capacity(self, seat: int) -> int:
        """The highest total the seat could bid in the auction running now."""
        return self.committed[seat] + self.held[seat]

    def _end_reason(self) -> str | None:
        """Why the auctions of this deal are over (a key of ``_END_TEMPLATES``), if they are."""
        if len(self._deck) - self._drawn < 2:
            return "stock"
        if all(money < MIN_BID for money in self.held):
            return "money"
        if self.two_decks and all(
            self._cards_of(seat) >= MAX_CARDS for seat in range(len(self.players))
        ):
            return "full"
        return None

    def _open_auction(self, revealer: int, events: list[Event]) -> None:
        reason = self._end_reason()
        if reason is not None:
            events.append(Event("end", _END_TEMPLATES[reason], params={"reason": reason}))
            self._score_deal(events)
            return
        self.revealed = self._deck[self._drawn : self._drawn + 2]
        self._drawn += 2
        self.revealer = revealer
        self.high = 0
        self.high_bidder = None
        name = self.players[revealer]
        events.append(
            Event(
                "reveal",
                "{player:p} turns up {cards:c}.",
                name,
                {"player": name, "cards": tuple(self.revealed)},
            )
        )
        committed, held = self.committed, self.held
        for seat in range(len(self.players)):
            if committed[seat] + held[seat] >= MIN_BID:
                self.status[seat] = IN
            else:
                self.status[seat] = AUTO
                name = self.players[seat]
                events.append(
                    Event(
                        "auto-pass",
                        "{player:p} cannot bid {amount} and sits this auction out.",
                        name,
                        {"player": name, "amount": MIN_BID},
                    )
                )
        # The end check guarantees someone can bid, so the search finds a seat.
        self.turn = self._next_in(revealer)

    def _next_in(self, seat: int) -> int | None:
        """The first seat to the right of ``seat`` still in and not holding the high bid."""
        for _ in range(len(self.players)):
            seat = self._right(seat)
            if self.status[seat] == IN and seat != self.high_bidder:
                return seat
        return None

    # -- refusals ---------------------------------------------------------------------------

    def _seat_of(self, action: Action) -> int:
        if action.player is None:  # the codec already refuses it: no action here is the table's
            raise IllegalAction(
                "A {kind!r} action must name the player who makes it.",
                code="no-player",
                kind=action.type,
            )
        return self.players.index(action.player)

    def _check(self, action: Action) -> None:
        seat = self._seat_of(action)
        if self.pending is not None:
            self._check_while_discarding(seat, action, *self.pending)
            return
        if isinstance(action, Discard):
            raise IllegalAction(
                "There is nothing to discard now: a player discards only on winning a pair "
                "while already holding {most} cards.",
                code="no-discard-due",
                most=MAX_CARDS,
            )
        self._check_turn(seat)
        if isinstance(action, Bid):
            self._check_bid(seat, action)

    def _check_while_discarding(
        self, seat: int, action: Action, discarder: int, new: list[Card]
    ) -> None:
        if seat != discarder:
            raise IllegalAction(
                "Nothing else is accepted until {player:p} has discarded two cards "
                "(they hold more than {most}).",
                code="awaiting-discard",
                player=self.players[discarder],
                most=MAX_CARDS,
            )
        if not isinstance(action, Discard):
            raise IllegalAction(
                "You hold more than {most} cards: discard two first, either both new "
                "cards or two others from your hand.",
                code="discard-first",
                most=MAX_CARDS,
            )
        if len(action.cards) != 2:
            raise IllegalAction(
                "A discard is exactly two cards, not {count}.",
                code="discard-size",
                count=len(action.cards),
            )
        wanted = Counter(action.cards)
        if wanted == Counter(new):
            return
        rest = Counter(self.face_down[seat]) + Counter(self.face_up[seat][:-2])
        if wanted <= rest:
            return
        if wanted <= rest + Counter(new):
            raise IllegalAction(
                "Discard both new cards or two others from your hand, never one of the new pair.",
                code="discard-split-pair",
            )
        missing = sorted((wanted - rest - Counter(new)).elements())
        raise IllegalAction(
            _NOT_HELD_TEMPLATES[len(missing) == 1],
            code="discard-not-held",
            cards=tuple(missing),
        )

    def _check_turn(self, seat: int) -> None:
        if self.turn is None:  # pragma: no cover - an auction always runs between deals
            raise IllegalAction("No auction is running now.", code="no-auction")
        if seat == self.turn:
            return
        turn = self.players[self.turn]
        status = self.status[seat]
        if status == PASSED:
            reason = "passed"
        elif status == AUTO:
            reason = "auto"
        elif seat == self.high_bidder:
            reason = "high"
        else:
            reason = "other"
        raise IllegalAction(_TURN_TEMPLATES[reason], code="not-your-turn", player=turn)

    def _check_bid(self, seat: int, bid: Bid) -> None:
        if bid.amount is not None and bid.money is not None:
            raise IllegalAction(
                "A bid gives either an amount or money cards, not both.", code="bid-form"
            )
        if not self.cards_money:
            if bid.amount is None:
                raise IllegalAction(
                    "This table plays with chips: bid with 'amount', your new total for "
                    "this auction, not with money cards.",
                    code="bid-form",
                )
            total = bid.amount
            if total < MIN_BID:
                raise IllegalAction(
                    "A bid is at least {minimum}, not {total}.",
                    code="bid-too-low",
                    minimum=MIN_BID,
                    total=total,
                )
        else:
            if bid.money is None:
                raise IllegalAction(
                    "This table plays with money cards: bid by adding money cards "
                    "with 'money', not with an amount.",
                    code="bid-form",
                )
            if not bid.money:
                raise IllegalAction("A bid adds at least one money card.", code="bid-form")
            held = Counter(self.notes[seat])
            missing = Counter(bid.money) - held
            if missing:
                notes = sorted(missing.elements())
                mine = sorted(held.elements())
                raise IllegalAction(
                    "You don't hold the money card {money} to add (your money cards: {mine}).",
                    code="bid-money-not-held",
                    money=spell_amounts(notes),
                    mine=spell_amounts(mine) if mine else "none",
                    notes=tuple(notes),
                )
            total = self.committed[seat] + sum(bid.money)
        if total <= self.high:
            raise IllegalAction(
                "A bid must be above the highest bid of {high}; {total} is not.",
                code="bid-too-low",
                high=self.high,
                total=total,
            )
        if total > self._capacity(seat):
            raise IllegalAction(
                "You can bid at most {most}: you have put in {committed} and have {held} left.",
                code="bid-too-high",
                most=self._capacity(seat),
                committed=self.committed[seat],
                held=self.held[seat],
            )

    # -- changes ----------------------------------------------------------------------------

    def _perform(self, action: Action) -> list[Event]:
        seat = self._seat_of(action)
        events: list[Event] = []
        if isinstance(action, Bid):
            self._bid(seat, action, events)
        elif isinstance(action, Pass):
            self.status[seat] = PASSED
            name = action.player
            events.append(Event("pass", "{player:p} passes.", name, {"player": name}))
            self._after_turn(seat, events)
        elif self.pending is not None:  # a discard, which _check accepts only when one is due
            self._discard(seat, action.cards, self.pending[1], events)
        return events

    def _bid(self, seat: int, bid: Bid, events: list[Event]) -> None:
        name = self.players[seat]
        if bid.money is not None:
            for note in bid.money:
                self.notes[seat].remove(note)
            self.committed_notes[seat].extend(bid.money)
            self.committed_notes[seat].sort()
            added = sum(bid.money)
            self.committed[seat] += added
            self.held[seat] -= added
            notes = tuple(sorted(bid.money))
            event = Event(
                "bid",
                "{player:p} puts in {money}: a bid of {amount}.",
                name,
                {
                    "player": name,
                    "money": spell_amounts(notes),
                    "notes": notes,
                    "amount": self.committed[seat],
                },
            )
        else:
            amount = bid.amount if bid.amount is not None else 0
            self.held[seat] -= amount - self.committed[seat]
            self.committed[seat] = amount
            event = Event(
                "bid", "{player:p} bids {amount}.", name, {"player": name, "amount": amount}
            )
        self.high = self.committed[seat]
        self.high_bidder = seat
        events.append(event)
        high, status, committed, held = self.high, self.status, self.committed, self.held
        for other in range(len(self.players)):
            if other != seat and status[other] == IN and committed[other] + held[other] <= high:
                self.status[other] = AUTO
                loser = self.players[other]
                events.append(
                    Event(
                        "auto-pass",
                        "{player:p} cannot beat {amount} and is passed.",
                        loser,
                        {"player": loser, "amount": high},
                    )
                )
        self._after_turn(seat, events)

    def _after_turn(self, seat: int, events: list[Event]) -> None:
        still_in = [other for other, status in enumerate(self.status) if status == IN]
        if self.high_bidder is not None and still_in == [self.high_bidder]:
            self._win(self.high_bidder, events)
        elif self.high_bidder is None and not still_in:
            self._nobody_bids(events)
        else:
            self.turn = self._next_in(seat)

    def _settle_money(self, winner: int | None) -> None:
        """Set aside the money put in: everyone's (all-pay) or the winner's only."""
        for seat in range(len(self.players)):
            if self.options.all_pay or seat == winner:
                self.spent[seat] += self.committed[seat]
            else:
                self.held[seat] += self.committed[seat]
                self.notes[seat].extend(self.committed_notes[seat])
                self.notes[seat].sort()
            self.committed[seat] = 0
            self.committed_notes[seat] = []

    def _win(self, winner: int, events: list[Event]) -> None:
        name = self.players[winner]
        price = self.committed[winner]
        self._settle_money(winner)
        pair = self.revealed
        self.face_up[winner].extend(pair)
        self.sales.append((tuple(pair), winner, price))
        self.revealed = []
        self.status = [OUT] * len(self.players)
        self.turn = None
        self.high = 0
        self.high_bidder = None
        events.append(
            Event(
                "win",
                "{player:p} wins {cards:c} for {amount}.",
                name,
                {"player": name, "cards": tuple(pair), "amount": price},
            )
        )
        if self._cards_of(winner) > MAX_CARDS:
            self.pending = (winner, list(pair))
            events.append(
                Event(
                    "must-discard",
                    "{player:p} holds {count} cards and must discard two.",
                    name,
                    {"player": name, "count": self._cards_of(winner)},
                )
            )
            return
        self._open_auction(winner, events)

    def _nobody_bids(self, events: list[Event]) -> None:
        revealer = self.revealer if self.revealer is not None else self.dealer
        self._settle_money(None)
        self.set_aside.extend(self.revealed)
        self.sales.append((tuple(self.revealed), None, 0))
        events.append(
            Event(
                "set-aside",
                "Nobody bids: {cards:c} are set aside.",
                params={"cards": tuple(self.revealed)},
            )
        )
        self.revealed = []
        self.turn = None
        self._open_auction(revealer, events)

    def _discard(
        self, seat: int, cards: Sequence[Card], new: list[Card], events: list[Event]
    ) -> None:
        name = self.players[seat]
        self.pending = None
        if Counter(cards) == Counter(new):
            del self.face_up[seat][-2:]
            self.discarded.extend(new)
            events.append(
                Event(
                    "discard",
                    "{player:p} discards the new pair {cards:c}.",
                    name,
                    {"player": name, "cards": tuple(new), "new": True, "hidden": 0},
                )
            )
        else:
            shown: list[Card] = []
            hidden = 0
            old_up = self.face_up[seat][:-2]
            for card in cards:
                # Identical cards (two decks) may lie both face up and face down: the face-up
                # copy goes, so the player keeps what the others have not seen.
                if card in old_up:
                    old_up.remove(card)
                    shown.append(card)
                else:
                    self.face_down[seat].remove(card)
                    hidden += 1
                self.discarded.append(card)
            self.face_up[seat] = old_up + new
            # Only the face-up cards are named; the face-down ones are counted.
            events.append(
                Event(
                    "discard",
                    _DISCARD_TEMPLATES[hidden],
                    name,
                    {"player": name, "cards": tuple(shown), "new": False, "hidden": hidden},
                )
            )
        self._open_auction(seat, events)

    def _score_deal(self, events: list[Event]) -> None:
        count = len(self.players)
        readings = [best_four(self.face_down[seat] + self.face_up[seat]) for seat in range(count)]
        best = max(reading.points for reading in readings)
        seats = tuple(
            SeatScore(
                kept=reading.cards,
                hand=reading.label,
                hand_points=reading.points,
                bonus=BEST_HAND_BONUS if reading.points == best else 0,
                money=self.held[seat],
            )
            for seat, reading in enumerate(readings)
        )
        self.results.append(DealScore(self.deal_number, self.dealer, seats))
        for seat, score in enumerate(seats):
            self.totals[seat] += score.points
            name = self.players[seat]
            events.append(
                Event(
                    "score",
                    _SCORE_TEMPLATES[bool(score.bonus)],
                    name,
                    {
                        "player": name,
                        "cards": score.kept,
                        "hand": _HAND_CODES[score.hand],
                        "hand_points": score.hand_points,
                        "bonus": score.bonus,
                        "money": score.money,
                        "points": score.points,
                    },
                )
            )
        self.status = [OUT] * count
        self.turn = None
        self.revealer = None
        if max(self.totals) >= self.options.target:
            top = max(self.totals)
            self.winner_seats = [seat for seat in range(count) if self.totals[seat] == top]
            self.finished = True
            winners = tuple(self.players[seat] for seat in self.winner_seats)
            # ``:l`` keeps the plain text's comma-separated list.
            events.append(
                Event("over", _OVER_TEMPLATES["over"], params={"winners": winners, "points": top})
            )
            return
        self.dealer = self._right(self.dealer)
        self._deal(events)

    # -- what may be done -------------------------------------------------------------------

    def _waiting(self) -> int | None:
        """The seat whose discard, bid or pass holds the game up."""
        if self.finished:
            return None
        if self.pending is not None:
            return self.pending[0]
        return self.turn

    def to_act(self) -> list[str]:
        waiting = self._waiting()
        return [] if waiting is None else [self.players[waiting]]

    def _legal(self, player: str | None) -> list[Action]:
        if player is None:
            return []
        seat = self.players.index(player)
        if self.pending is not None:
            if seat != self.pending[0]:
                return []
            return [Discard(player=player, cards=pair) for pair in self._discards(*self.pending)]
        if seat != self.turn:
            return []
        actions: list[Action]
        if self.cards_money:
            actions = [
                _money_bid(player, group)
                for group in money_card_bids(self.notes[seat], self.committed[seat], self.high)
            ]
        else:
            lowest = max(self.high + 1, MIN_BID)
            actions = [
                _chip_bid(player, amount) for amount in range(lowest, self._capacity(seat) + 1)
            ]
        actions.append(_pass(player))
        return actions

    def _discards(self, seat: int, new: list[Card]) -> list[tuple[Card, ...]]:
        rest = sorted(self.face_down[seat] + self.face_up[seat][:-2])
        return sorted({tuple(sorted(new)), *combinations(rest, 2)})

    # -- results ----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.finished

    @property
    def winners(self) -> list[str]:
        return [self.players[seat] for seat in self.winner_seats]

    @property
    def scores(self) -> dict[str, int]:
        return dict(zip(self.players, self.totals, strict=True))

    @property
    def rounds(self) -> list[dict[str, int]]:
        return [
            {name: score.points for name, score in zip(self.players, deal.seats, strict=True)}
            for deal in self.results
        ]

    # -- views ------------------------------------------------------------------------------

    def _deal_result(self, deal: DealScore) -> DealResult:
        return DealResult(
            deal=deal.deal,
            dealer=self.players[deal.dealer],
            hands=[
                KeptHand(
                    name=name,
                    kept=[str(card) for card in score.kept],
                    hand=score.hand,
                    hand_points=score.hand_points,
                    bonus=score.bonus,
                    money=score.money,
                    points=score.points,
                )
                for name, score in zip(self.players, deal.seats, strict=True)
            ],
        )

    def view(self, player: str | None) -> CrveniTepihView:
        if player is not None and player not in self.players:
            raise IllegalAction(
                "{player:p} is not playing in this game.", code="not-playing", player=player
            )
        seats = [
            SeatView(
                name=name,
                money=self.held[seat],
                money_cards=list(self.notes[seat]) if self.cards_money else None,
                committed=self.committed[seat],
                committed_cards=list(self.committed_notes[seat]) if self.cards_money else None,
                face_up=[str(card) for card in self.face_up[seat]],
                face_down=len(self.face_down[seat]),
                status=self.status[seat],
                score=self.totals[seat],
            )
            for seat, name in enumerate(self.players)
        ]
        hand = None
        if player is not None:
            hand = [str(card) for card in self.face_down[self.players.index(player)]]
        pending = None
        if self.pending is not None:
            pending = PendingDiscard(
                player=self.players[self.pending[0]],
                new=[str(card) for card in self.pending[1]],
            )
        waiting = self._waiting()
        return CrveniTepihView(
            viewer=player,
            hand=hand,
            money_mode=self.options.money,
            all_pay=self.options.all_pay,
            target=self.options.target,
            deal=self.deal_number,
            dealer=self.players[self.dealer],
            revealer=None if self.revealer is None else self.players[self.revealer],
            revealed=[str(card) for card in self.revealed],
            high_bid=self.high,
            high_bidder=None if self.high_bidder is None else self.players[self.high_bidder],
            to_act=None if waiting is None else self.players[waiting],
            still_in=[name for seat, name in enumerate(self.players) if self.status[seat] == IN],
            discard=pending,
            seats=seats,
            stock=len(self._deck) - self._drawn,
            set_aside=len(self.set_aside),
            discarded=len(self.discarded),
            over=self.over,
            winners=self.winners,
            last_deal=self._deal_result(self.results[-1]) if self.results else None,
            sales=[
                Sale(
                    cards=[str(card) for card in cards],
                    buyer=None if buyer is None else self.players[buyer],
                    price=price,
                )
                for cards, buyer, price in self.sales
            ],
        )

    def details(self) -> dict[str, Any]:
        return {"deals": [self._deal_result(deal).model_dump(mode="json") for deal in self.results]}
