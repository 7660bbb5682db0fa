"""Krypkasino (RULES.md section 2): Swedish misère casino for 2, 3, 4 or 6 players."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from engine.cards import FULL_DECK, Card, Rank, format_cards
from engine.errors import IllegalAction, SetupError
from engine.game import Event, Game
from engine.krypkasino.actions import CODEC, Action, Play, Tabbe, new_play
from engine.krypkasino.capture import ORDER, Table, rank_value, take_order
from engine.krypkasino.scoring import score_round
from engine.krypkasino.view import CallView, KrypkasinoView, RoundResult, SeatView

HAND = 4  # cards each player holds after a deal
PACKET = 2  # cards dealt at a time (two rounds of packets, with two to the table after each)


class KrypkasinoOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # Not validated when omitted: the game replaces the default with its number of players.
    rounds: StrictInt = Field(default=None, ge=1, le=100)  # type: ignore[assignment]
    """Rounds in the match; default: the number of players, so each deals once."""


class Krypkasino(Game):
    """A match of Krypkasino rounds.

    State: the dealer, the hands, the table (in the order the cards came there), the stock,
    each seat's pile and tabbe marks, the last capturer, the tabbe calls of the turn (caller,
    rank) and the scored rounds. Actions: :class:`Play` by the player to move, :class:`Tabbe`
    by any other player (RULES.md section 2).
    """

    name = "krypkasino"
    title = "Krypkasino"
    min_players = 2
    max_players = 6
    Options = KrypkasinoOptions
    codec = CODEC

    # -- setup ------------------------------------------------------------------------------

    @classmethod
    def _checked_players(cls, players: Sequence[str]) -> tuple[str, ...]:
        if isinstance(players, Sequence) and not isinstance(players, str) and len(players) == 5:
            raise SetupError(
                "Krypkasino is played by 2, 3, 4 or 6 players, not 5: after the table's four "
                "cards, 48 go out in deals of four to each player, and 48 is no multiple of 20."
            )
        return super()._checked_players(players)

    @classmethod
    def player_count_message(cls, count: int) -> str:
        return f"Krypkasino is played by 2, 3, 4 or 6 players, not {count}."

    @classmethod
    def deck_for(cls, player_count: int, options: Any) -> tuple[Card, ...]:  # noqa: ARG003
        return FULL_DECK

    def _start(self) -> None:
        if self.options.rounds is None:
            self.options = self.options.model_copy(update={"rounds": len(self.players)})
        self._seat = {name: seat for seat, name in enumerate(self.players)}
        self._memo: dict[str, Any] = {}
        self._lays: dict[int, Play] = {}  # id(card) -> the Play that lays it, reused
        self._results: list[RoundResult] = []
        self._over = False
        self._dealer = 0
        self._start_round()

    def _start_round(self) -> None:
        """A fresh shuffle, and the first deal: two by two, two to the table, twice."""
        count = len(self.players)
        self._stock = self._next_deck()
        self._hands: list[list[Card]] = [[] for _ in range(count)]
        self._table: list[Card] = []
        self._piles: list[list[Card]] = [[] for _ in range(count)]
        self._tabbes = [0] * count
        self._last_capturer: int | None = None
        self._unclaimed: list[Card] = []  # leftovers of a round in which nobody captured
        self._deal = 0
        self._deal_hands(table=True)

    def _deal_hands(self, table: bool) -> None:
        """Two cards to each player from the dealer's left, (two to the table), twice."""
        count = len(self.players)
        stock = self._stock
        drawn = 0
        for _ in range(HAND // PACKET):
            for offset in range(1, count + 1):
                seat = (self._dealer + offset) % count
                self._hands[seat].extend(stock[drawn : drawn + PACKET])
                drawn += PACKET
            if table:
                self._table.extend(stock[drawn : drawn + PACKET])
                drawn += PACKET
        self._stock = stock[drawn:]
        for hand in self._hands:
            hand.sort(key=ORDER)
        self._deal += 1
        self._to_move = (self._dealer + 1) % count
        self._calls: list[tuple[int, Rank]] = []

    # -- rules ------------------------------------------------------------------------------

    @property
    def mover(self) -> str | None:
        """The player to move, or ``None`` once the game is over."""
        return None if self._over else self.players[self._to_move]

    def _bound_ranks(self, seat: int) -> set[Rank]:
        """The called ranks the player to move holds: they must play one of those cards."""
        if not self._calls:
            return set()
        called = {rank for _, rank in self._calls}
        return {card.rank for card in self._hands[seat] if card.rank in called}

    # The memo holds what is derived from the current state (the table's analysis, the legal
    # plays and what each captures), so that listing the legal actions and applying one of
    # them work it out once. Every change of state empties it; it is not part of the state
    # (see fingerprint), and neither is ``_lays``, the Play objects reused from turn to turn.

    def _analysis(self) -> Table:
        table = self._memo.get("table")
        if table is None:
            table = self._memo["table"] = Table(self._table)
        return table

    def _check(self, action: Action) -> None:
        if isinstance(action, Play):
            self._resolve(action)
        else:
            self._check_call(action)

    def _resolve(self, action: Play) -> tuple[Card, ...] | None:
        """The table cards ``action`` captures (``None``: the card is laid), or a refusal."""
        known = self._memo.get("plays")
        if known is not None:
            actions, takes = known
            for index in range(len(actions)):
                if actions[index] is action:
                    return takes[index]
        seat = self._seat[action.player]  # type: ignore[index]
        if seat != self._to_move:
            raise IllegalAction(
                f"It is {self.players[self._to_move]}'s turn to play, not {action.player}'s."
            )
        card = action.card
        if card not in self._hands[seat]:
            raise IllegalAction(f"{action.player} does not hold {card}.")
        bound = self._bound_ranks(seat)
        if bound and card.rank not in bound:
            ranks = " or ".join(rank.label for rank in sorted(bound))
            raise IllegalAction(
                f"Tabbe på {ranks} was called and {action.player} holds such a card: "
                f"{action.player} must play a {ranks}, not {card}."
            )
        sets = self._analysis().takes(card)
        take = action.take
        if not sets:
            if take is not None:
                raise IllegalAction(
                    f"{card} takes nothing: no table card or sum of table cards makes its "
                    "value, so it is laid, and a play that lays a card names no take."
                )
            return None
        if take is None:
            if len(sets) == 1:
                return sets[0]
            raise IllegalAction(
                f"{card} can take several largest sets; say which with take: {_choices(sets)}."
            )
        if len(set(take)) != len(take):
            raise IllegalAction("The take names a card twice; name each table card once.")
        absent = [taken for taken in take if taken not in self._table]
        if absent:
            raise IllegalAction(f"{format_cards(absent)} is not on the table.")
        wanted = take_order(take)
        for cards in sets:
            if take_order(cards) == wanted:
                return cards
        raise IllegalAction(
            f"{card} must take a largest set of table cards: {_choices(sets)}, "
            f"not {format_cards(sorted(take, key=ORDER))}."
        )

    def _check_call(self, action: Tabbe) -> None:
        seat = self._seat[action.player]  # type: ignore[index]
        if seat == self._to_move:
            raise IllegalAction(
                f"{action.player} is to play; only the other players may call tabbe."
            )
        if any(caller == seat for caller, _ in self._calls):
            raise IllegalAction(f"{action.player} has already called tabbe this turn.")
        if not self._table:
            raise IllegalAction("The table is empty: there is nothing to call tabbe on.")
        if not self._analysis().splits(rank_value(action.rank)):
            raise IllegalAction(
                f"Tabbe på {action.rank.label} is not valid: the table does not split into "
                f"groups that each make {_value_words(action.rank)}."
            )

    def _perform(self, action: Action) -> list[Event]:
        if isinstance(action, Tabbe):
            self._memo = {}
            seat = self._seat[action.player]  # type: ignore[index]
            self._calls.append((seat, action.rank))
            return [
                Event(
                    "tabbe", f"{action.player} calls tabbe på {action.rank.label}!", action.player
                )
            ]
        return self._play(action, self._resolve(action))

    def apply(self, action: Any) -> list[Event]:
        """Apply one action (see :meth:`Game.apply`). A play that :meth:`legal_actions` listed
        for the current state (the very object) is legal by construction and skips the
        checks: the common path of bots and computer players."""
        known = self._memo.get("plays")
        if known is not None:
            actions, takes = known
            for index in range(len(actions)):
                if actions[index] is action:
                    events = self._play(action, takes[index])
                    self.log.append(action)
                    return events
        return super().apply(action)

    def _play(self, action: Play, taken: tuple[Card, ...] | None) -> list[Event]:
        analysis = self._memo.get("table")
        self._memo = {}
        seat = self._to_move
        name = self.players[seat]
        hand = self._hands[seat]
        # A listed action holds the hand's own card object; one parsed from JSON an equal copy.
        card = action.card
        for index in range(len(hand)):
            if hand[index] is card:
                break
        else:
            index = hand.index(card)
        card = hand.pop(index)
        if taken is None:
            self._table.append(card)
            if analysis is not None:
                analysis = analysis.laid(card)  # cheaper than analysing the table anew
            events = [_event("lay", f"{name} lays {_text(card)}.", name)]
        else:
            gone = {id(lying) for lying in taken}
            self._table = [lying for lying in self._table if id(lying) not in gone]
            self._piles[seat].extend(taken)
            self._piles[seat].append(card)
            self._last_capturer = seat
            text = f"{name} plays {_text(card)} and takes {' '.join(map(_text, taken))}."
            if not self._table:
                self._tabbes[seat] += 1
                text += " Tabbe!"
            events = [_event("take", text, name)]
        self._calls = []
        self._to_move = (seat + 1) % len(self.players)
        if not any(self._hands):
            if self._stock:
                self._deal_hands(table=False)
                events.append(Event("deal", f"{self.players[self._dealer]} deals again."))
            else:
                events.extend(self._end_round())
        if taken is None and analysis is not None and analysis.cards is self._table:
            self._memo["table"] = analysis  # the same table, one card more (no new round)
        return events

    def _end_round(self) -> list[Event]:
        events = []
        leftovers, self._table = self._table, []
        capturer = self._last_capturer
        if leftovers:
            if capturer is None:
                self._unclaimed = leftovers
                events.append(Event("leftovers", "Nobody took a trick: the table goes to no one."))
            else:
                self._piles[capturer].extend(leftovers)
                who = self.players[capturer]
                events.append(
                    Event(
                        "leftovers", f"{who} takes the leftovers: {format_cards(leftovers)}.", who
                    )
                )
        result = self._result(score_round(self._piles, self._tabbes), leftovers, capturer)
        self._results.append(result)
        points = ", ".join(f"{name} {result.points[name]}" for name in self.players)
        events.append(Event("round", f"Round {len(self._results)} scored: {points}."))
        if len(self._results) >= self.options.rounds:
            self._over = True
            events.append(Event("over", f"The match is over: {', '.join(self.winners)} won."))
        else:
            self._dealer = (self._dealer + 1) % len(self.players)
            self._start_round()
            events.append(Event("round", f"{self.players[self._dealer]} deals a new round."))
        return events

    def _result(self, score: Any, leftovers: list[Card], capturer: int | None) -> RoundResult:
        def by_name(values: Sequence[int]) -> dict[str, int]:
            return dict(zip(self.players, values, strict=True))

        def name_of(seat: int | None) -> str | None:
            return None if seat is None else self.players[seat]

        return RoundResult(
            points=by_name(score.points),
            cards=by_name(score.cards),
            spades=by_name(score.spades),
            aces=by_name(score.aces),
            tabbes=by_name(score.tabbes),
            most_cards=name_of(score.most_cards),
            most_spades=name_of(score.most_spades),
            two_of_spades=name_of(score.two_of_spades),
            ten_of_diamonds=name_of(score.ten_of_diamonds),
            leftovers=[str(card) for card in leftovers],
            leftovers_to=name_of(capturer) if leftovers else None,
        )

    # -- legal actions ----------------------------------------------------------------------

    def legal_actions(self, player: str | None) -> list[Any]:
        """See :meth:`Game.legal_actions`; the player to move's plays take a shorter path."""
        if not self._over and player == self.players[self._to_move]:
            return self._plays(self._to_move)
        return super().legal_actions(player)

    def _legal(self, player: str | None) -> list[Any]:
        if player is None:
            return []
        seat = self._seat[player]
        if seat == self._to_move:
            return self._plays(seat)
        return self._calls_for(seat)

    def _plays(self, seat: int) -> list[Play]:
        """Every card the player to move may play, with every distinct largest take."""
        known = self._memo.get("plays")
        if known is None:
            player = self.players[seat]
            hand = self._hands[seat]  # kept sorted
            if self._calls:
                bound = self._bound_ranks(seat)
                if bound:
                    hand = [card for card in hand if card.rank in bound]
            lays = self._lays
            actions: list[Play] = []
            takes: list[tuple[Card, ...] | None] = []
            table = self._memo.get("table") or self._analysis()
            for card, take in table.options(hand):
                if take is None:
                    # A card stays in one hand for a whole deal: reuse the Play that lays it.
                    action = lays.get(id(card))
                    if action is None or action.player != player:
                        action = lays[id(card)] = new_play(player, card)
                else:
                    # new_play() inlined (see there): a capture's Play is built every turn.
                    action = _new(Play)
                    _set_play_player(action, player)
                    _set_play_type(action, "play")
                    _set_card(action, card)
                    _set_take(action, take)
                actions.append(action)
                takes.append(take)
            known = self._memo["plays"] = (actions, takes)
        return known[0].copy()

    def _calls_for(self, seat: int) -> list[Tabbe]:
        """The tabbe calls ``seat`` may make now (not the player to move, once per turn)."""
        if not self._table or any(caller == seat for caller, _ in self._calls):
            return []
        table = self._analysis()
        player = self.players[seat]
        return [Tabbe(player=player, rank=rank) for rank in Rank if table.splits(rank_value(rank))]

    def to_act(self) -> list[str]:
        """The player to move; tabbe calls are optional and hold nobody up."""
        return [] if self._over else [self.players[self._to_move]]

    # -- views ------------------------------------------------------------------------------

    def view(self, player: str | None) -> KrypkasinoView:
        if player is not None and player not in self._seat:
            raise IllegalAction(f"{player} is not playing in this game.")
        hand = None
        if player is not None:
            hand = [str(card) for card in self._hands[self._seat[player]]]
        seats = [
            SeatView(name=name, hand=len(held), pile=len(pile), tabbes=tabbes)
            for name, held, pile, tabbes in zip(
                self.players, self._hands, self._piles, self._tabbes, strict=True
            )
        ]
        return KrypkasinoView(
            viewer=player,
            players=list(self.players),
            round=len(self._results) + (0 if self._over else 1),
            rounds=self.options.rounds,
            deal=self._deal,
            dealer=self.players[self._dealer],
            to_move=self.mover,
            table=[str(card) for card in self._table],
            stock=len(self._stock),
            seats=seats,
            calls=[
                CallView(player=self.players[seat], rank=rank.label) for seat, rank in self._calls
            ],
            last_capturer=None
            if self._last_capturer is None
            else self.players[self._last_capturer],
            scores=self.scores,
            last_round=self._results[-1] if self._results else None,
            over=self._over,
            winners=self.winners,
            hand=hand,
        )

    def details(self) -> dict[str, Any]:
        return {"round_results": [result.model_dump(mode="json") for result in self._results]}

    # -- results ----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self._over

    @property
    def winners(self) -> list[str]:
        """The lowest cumulative total wins; ties share."""
        if not self._over:
            return []
        scores = self.scores
        lowest = min(scores.values())
        return [name for name in self.players if scores[name] == lowest]

    @property
    def scores(self) -> dict[str, int]:
        return {name: sum(result.points[name] for result in self._results) for name in self.players}

    @property
    def rounds(self) -> list[dict[str, int]]:
        return [dict(result.points) for result in self._results]

    def fingerprint(self) -> Any:
        """The game's state, without the memo and the reused Plays (caches, not state)."""
        caches = self._memo, self._lays
        self._memo, self._lays = {}, {}
        try:
            return super().fingerprint()
        finally:
            self._memo, self._lays = caches


_LABELS = ["", "", *(rank.label for rank in Rank)]
_new = _new_event = object.__new__
_set_play_player, _set_play_type, _set_card, _set_take = (
    Play.__dict__[field].__set__ for field in ("player", "type", "card", "take")
)
_set_kind, _set_text, _set_player = (
    Event.__dict__[field].__set__ for field in ("kind", "text", "player")
)


def _event(kind: str, text: str, player: str | None = None) -> Event:
    """``Event(kind, text, player)`` at half the cost (see ``new_play``): one for every play."""
    event = _new_event(Event)
    _set_kind(event, kind)
    _set_text(event, text)
    _set_player(event, player)
    return event


def _text(card: Card) -> str:
    """``str(card)`` without its Python-level property calls (events are built every play)."""
    return _LABELS[card.rank] + card.suit


def _choices(sets: Sequence[Sequence[Card]]) -> str:
    spelled = [format_cards(sorted(cards, key=ORDER)) for cards in sets]
    return "; ".join(spelled[:-1]) + f" or {spelled[-1]}" if len(spelled) > 1 else spelled[0]


def _value_words(rank: Rank) -> str:
    if rank is Rank.ACE:
        return "14 (an ace alone, or cards adding up to 14 with aces as 1)"
    return str(rank_value(rank))
