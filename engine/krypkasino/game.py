"""Krypkasino (RULES.md section 2): Swedish misère casino for 2, 3, 4 or 6 players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from engine.cards import FULL_DECK, Card, Rank
from engine.errors import IllegalAction, SetupError
from engine.game import NO_PARAMS, Event, Game, Kind
from engine.krypkasino.actions import CODEC, Action, Play, Tabbe, new_play
from engine.krypkasino.capture import ORDER, Table, rank_value, take_order
from engine.krypkasino.scoring import RoundScore, score_round
from engine.krypkasino.view import CallView, KrypkasinoView, PlayView, RoundResult, SeatView

HAND = 4  # cards each player holds after a deal
PACKET = 2  # cards dealt at a time (two rounds of packets, with two to the table after each)


class KrypkasinoOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    # Not validated when omitted: the game replaces the default with its number of players.
    rounds: StrictInt = Field(default=None, ge=1, le=100)  # type: ignore[assignment]
    """Rounds in the match; default: the number of players, so each deals once."""


Played = tuple[int, Card, tuple[Card, ...] | None, tuple[tuple[int, Rank], ...]]
"""A play as the table saw it: the seat, its card, the cards it took (``None``: laid) and the
tabbe calls of that turn (caller, rank)."""


class Scored(NamedTuple):
    """A scored round as the game keeps it. The public :class:`RoundResult` is built from it
    only when a view or the details ask: its validation costs as much as several plays."""

    score: RoundScore
    leftovers: tuple[Card, ...]
    """The cards left on the table after the last card."""
    leftovers_to: int | None
    """The seat that took them; ``None`` if none were left or nobody captured."""


class Krypkasino(Game[Action, KrypkasinoView]):
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
    options: KrypkasinoOptions
    codec = CODEC
    kind = Kind(low_wins=True)

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
        self._analysis: Table | None = None
        self._offered: list[Play] | None = None
        self._results: list[Scored] = []
        self._totals = [0] * len(self.players)  # by seat, over the scored rounds
        self._round_results: list[RoundResult] = []  # built from _results on demand (a cache)
        self._over = False
        self._dealer = 0
        self._start_round()

    def _start_round(self) -> None:
        """A fresh shuffle, and the first deal: two by two, two to the table, twice."""
        count = len(self.players)
        self._stock = self._next_deck()
        self._hands: list[list[Card]] = [[] for _ in range(count)]
        self._table: list[Card] = []
        self._analysis = None
        self._piles: list[list[Card]] = [[] for _ in range(count)]
        self._tabbes = [0] * count
        self._last_capturer: int | None = None
        self._unclaimed: list[Card] = []  # leftovers of a round in which nobody captured
        # The round's plays as the table saw them: (seat, card, taken or None, the turn's calls)
        self._history: list[Played] = []
        self._deal = 0
        self._deal_hands(table=True)

    def _deal_hands(self, table: bool) -> None:
        """Two cards to each player from the dealer's left, (two to the table), twice."""
        count = len(self.players)
        hands, stock = self._hands, self._stock
        left = self._dealer + 1
        seats = [*range(left, count), *range(left)]  # from the dealer's left to the dealer
        drawn = 0
        for _ in range(HAND // PACKET):
            for seat in seats:
                hands[seat] += stock[drawn : drawn + PACKET]
                drawn += PACKET
            if table:
                self._table += stock[drawn : drawn + PACKET]
                drawn += PACKET
        self._stock = stock[drawn:]
        for hand in hands:
            hand.sort(key=ORDER)
        self._deal += 1
        self._to_move = left % count
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

    # Caches of what is derived from the state, not part of it (see fingerprint): the table's
    # analysis (``_analysis``), kept up to date as cards are laid and taken; and the legal
    # plays of the player to move (``_offered``), so that listing them and applying one work
    # out what each captures once (every change of state drops them).

    def _analyse(self) -> Table:
        table = self._analysis
        if table is None:
            table = self._analysis = Table(self._table)
        return table

    def _check(self, action: Action) -> None:
        if isinstance(action, Play):
            self._resolve(action)
        else:
            self._check_call(action)

    def _resolve(self, action: Play) -> tuple[Card, ...] | None:
        """The table cards ``action`` captures (``None``: the card is laid), or a refusal."""
        offered = self._offered
        if offered is not None:
            for listed in offered:
                if listed is action:
                    return action.take  # spelled by the table: its cards, in table order
        seat = self._seat[action.player]  # type: ignore[index]
        if seat != self._to_move:
            raise IllegalAction(
                "It is {mover:p}'s turn to play, not {player:p}'s.",
                code="not_your_turn",
                mover=self.players[self._to_move],
                player=action.player,
            )
        card = action.card
        if card not in self._hands[seat]:
            raise IllegalAction(
                "{player:p} does not hold {card:c}.",
                code="not_held",
                player=action.player,
                card=card,
            )
        bound = self._bound_ranks(seat)
        if bound and card.rank not in bound:
            raise IllegalAction(
                "Tabbe på {ranks:r} was called and {player:p} holds such a card: "
                "{player:p} must play a {ranks:r}, not {card:c}.",
                code="tabbe_binds",
                player=action.player,
                card=card,
                ranks=sorted(bound),
            )
        sets = self._analyse().takes(card)
        take = action.take
        if not sets:
            if take is not None:
                raise IllegalAction(
                    "{card:c} takes nothing: no table card or sum of table cards makes its "
                    "value, so it is laid, and a play that lays a card names no take.",
                    code="lays_no_take",
                    card=card,
                )
            return None
        if take is None:
            if len(sets) == 1:
                return sets[0]
            raise IllegalAction(
                "{card:c} can take several largest sets; say which with take: {sets:g}.",
                code="choose_take",
                card=card,
                sets=_choices(sets),
            )
        if len(set(take)) != len(take):
            raise IllegalAction(
                "The take names a card twice; name each table card once.", code="take_twice"
            )
        absent = [taken for taken in take if taken not in self._table]
        if absent:
            raise IllegalAction("{cards:c} is not on the table.", code="not_on_table", cards=absent)
        wanted = take_order(take)
        for cards in sets:
            if take_order(cards) == wanted:
                return cards
        raise IllegalAction(
            "{card:c} must take a largest set of table cards: {sets:g}, not {take:c}.",
            code="not_largest",
            card=card,
            take=sorted(take, key=ORDER),
            sets=_choices(sets),
        )

    def _check_call(self, action: Tabbe) -> None:
        seat = self._seat[action.player]  # type: ignore[index]
        if seat == self._to_move:
            raise IllegalAction(
                "{player:p} is to play; only the other players may call tabbe.",
                code="tabbe_mover",
                player=action.player,
            )
        if any(caller == seat for caller, _ in self._calls):
            raise IllegalAction(
                "{player:p} has already called tabbe this turn.",
                code="tabbe_repeated",
                player=action.player,
            )
        if not self._table:
            raise IllegalAction(
                "The table is empty: there is nothing to call tabbe on.", code="tabbe_empty"
            )
        if not self._analyse().splits(rank_value(action.rank)):
            raise IllegalAction(
                _TABBE_INVALID_TEMPLATES[action.rank is Rank.ACE],
                code="tabbe_invalid",
                rank=action.rank,
                value=rank_value(action.rank),
            )

    def _perform(self, action: Action) -> list[Event]:
        if isinstance(action, Tabbe):
            self._offered = None
            seat = self._seat[action.player]  # type: ignore[index]
            self._calls.append((seat, action.rank))
            return [
                Event(
                    "tabbe",
                    "{player:p} calls tabbe på {rank:r}!",
                    action.player,
                    {"player": action.player, "rank": action.rank},
                )
            ]
        return self._play(action, self._resolve(action))

    def apply(self, action: Action | Mapping[str, object]) -> list[Event]:
        """Apply one action (see :meth:`Game.apply`). A play that :meth:`legal_actions` listed
        for the current state (the very object) is legal by construction and skips the
        checks: the common path of bots and computer players."""
        offered = self._offered
        if offered is not None:
            for listed in offered:
                if listed is action:  # ``listed`` is ``action``, typed as a Play
                    events = self._play(listed, listed.take)
                    self.log.append(listed)
                    return events
        return super().apply(action)

    def _play(self, action: Play, taken: tuple[Card, ...] | None) -> list[Event]:
        self._offered = None
        seat = self._to_move
        name = self.players[seat]
        hand = self._hands[seat]
        # A listed action holds the hand's own card object; one parsed from JSON an equal copy
        # (looked for by identity first: comparing cards calls Python code).
        card = action.card
        index = 0
        for held in hand:
            if held is card:
                break
            index += 1
        else:
            index = hand.index(card)
        card = hand.pop(index)
        table = self._analysis or self._analyse()
        if taken is None:
            table.lay(card)
            lay = _LAYS.get(name, _NO_LAYS).get(id(card))  # _laying() inlined, as in _plays
            event = (lay or _laying(name, card))[1]
        else:
            table.remove(taken)
            pile = self._piles[seat]
            pile.extend(taken)
            pile.append(card)
            self._last_capturer = seat
            if table.cards:
                template = _TAKES
            else:
                self._tabbes[seat] += 1
                template = _SWEEPS
            event = _new_event(Event)  # _event() inlined
            _set_kind(event, "take")
            _set_text(event, template)
            _set_player(event, name)
            _set_params(event, {"player": name, "card": card, "taken": taken})
        events = [event]
        self._history.append((seat, card, taken, tuple(self._calls) if self._calls else ()))
        if self._calls:
            self._calls = []
        self._to_move = (seat + 1) % len(self.players)
        if not hand and not any(self._hands):
            if self._stock:
                self._deal_hands(table=False)
                dealer = self.players[self._dealer]
                events.append(_event("deal", "{dealer:p} deals again.", None, {"dealer": dealer}))
            else:
                events.extend(self._end_round())
        return events

    def _end_round(self) -> list[Event]:
        events = []
        leftovers, self._table = self._table, []
        self._analysis = None
        capturer = self._last_capturer
        if leftovers:
            if capturer is None:
                self._unclaimed = leftovers
                events.append(_event("leftovers", "Nobody took a trick: the table goes to no one."))
            else:
                self._piles[capturer].extend(leftovers)
                who = self.players[capturer]
                events.append(
                    _event(
                        "leftovers",
                        "{player:p} takes the leftovers: {cards:c}.",
                        who,
                        {"player": who, "cards": tuple(leftovers)},
                    )
                )
        score = score_round(self._piles, self._tabbes)
        self._results.append(Scored(score, tuple(leftovers), capturer if leftovers else None))
        totals = self._totals
        for seat, points in enumerate(score.points):
            totals[seat] += points
        events.append(self._scored_event(score.points))
        if len(self._results) >= self.options.rounds:
            self._over = True
            # ``:l`` keeps the plain text's comma-separated list.
            events.append(
                _event(
                    "over", "The match is over: {winners:l} won.", None, {"winners": self.winners}
                )
            )
        else:
            self._dealer = (self._dealer + 1) % len(self.players)
            self._start_round()
            dealer = self.players[self._dealer]
            events.append(
                _event("round", "{dealer:p} deals a new round.", None, {"dealer": dealer})
            )
        return events

    def _scored_event(self, points: Sequence[int]) -> Event:
        """ "Round 2 scored: ana 3, ben 7.": ``number``, then ``scores``: (player, points) for
        each seat in order."""
        scores = list(zip(self.players, points, strict=True))
        return _event(
            "round",
            "Round {number} scored: {scores:t}.",
            None,
            {"number": len(self._results), "scores": scores},
        )

    def _public_results(self) -> list[RoundResult]:
        """The scored rounds as :class:`RoundResult` models, built once each."""
        built = self._round_results
        for scored in self._results[len(built) :]:
            built.append(self._result(scored))
        return built

    def _result(self, scored: Scored) -> RoundResult:
        score = scored.score

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
            leftovers=[_text(card) for card in scored.leftovers],
            leftovers_to=name_of(scored.leftovers_to),
        )

    # -- legal actions ----------------------------------------------------------------------

    def legal_actions(self, player: str | None) -> list[Action]:
        """See :meth:`Game.legal_actions`; the player to move's plays take a shorter path."""
        if not self._over and player == self.players[self._to_move]:
            # A fresh list of plays is a list of actions; converting it would cost on the
            # hottest path, so mypy is told (lists are invariant).
            return (self._offered or self._plays()).copy()  # type: ignore[return-value]
        return super().legal_actions(player)

    def _legal(self, player: str | None) -> list[Action]:
        if player is None:
            return []
        seat = self._seat[player]
        if seat == self._to_move:
            return (self._offered or self._plays()).copy()  # type: ignore[return-value]
        return self._calls_for(seat)

    def _plays(self) -> list[Play]:
        """Every card the player to move may play, with every distinct largest take. Kept as
        ``_offered`` until the state changes; a listed Play's take is the table's own cards
        in table order, as the table spells them."""
        seat = self._to_move
        player = self.players[seat]
        hand = self._hands[seat]  # kept sorted
        if self._calls:
            bound = self._bound_ranks(seat)
            if bound:
                hand = [card for card in hand if card.rank in bound]
        lays = _LAYS.get(player, _NO_LAYS)
        actions: list[Play] = []
        table = self._analysis or self._analyse()
        hits = table.hits
        for card in hand:
            if hits >> card.rank & 1:
                for take in table.captures(card.rank):
                    # new_play() inlined (see there): a capture's Play is built every turn.
                    action = _new(Play)
                    _set_play_player(action, player)
                    _set_play_type(action, "play")
                    _set_card(action, card)
                    _set_take(action, take)
                    actions.append(action)
            else:
                lay = lays.get(id(card))  # _laying() inlined, for its usual answer
                actions.append((lay or _laying(player, card))[0])
        self._offered = actions
        return actions

    def _calls_for(self, seat: int) -> list[Action]:
        """The tabbe calls ``seat`` may make now (not the player to move, once per turn)."""
        if not self._table or any(caller == seat for caller, _ in self._calls):
            return []
        table = self._analyse()
        player = self.players[seat]
        return [Tabbe(player=player, rank=rank) for rank in Rank if table.splits(rank_value(rank))]

    def to_act(self) -> list[str]:
        """The player to move; tabbe calls are optional and hold nobody up."""
        return [] if self._over else [self.players[self._to_move]]

    # -- what a surface asks (engine.krypkasino.moves builds on these) -----------------------

    def hand_of(self, player: str) -> tuple[Card, ...]:
        """``player``'s hand, sorted (hidden: only for that player's own eyes)."""
        return tuple(self._hands[self._seat[player]])

    def table_cards(self) -> tuple[Card, ...]:
        """The table, in the order the cards came there (public)."""
        return tuple(self._table)

    def takes_of(self, card: Card) -> list[tuple[Card, ...]]:
        """The largest sets ``card`` would take from the table now (empty: it is laid)."""
        return list(self._analyse().takes(card))

    def callable_ranks(self) -> list[Rank]:
        """The ranks a tabbe call may name now, for whoever may still call (public: the
        table splits into equal sums for each). Empty on an empty table or once over."""
        if self._over or not self._table:
            return []
        table = self._analyse()
        return [rank for rank in Rank if table.splits(rank_value(rank))]

    def callers(self) -> list[str]:
        """The players who may still call tabbe this turn: not the mover, not twice."""
        if not self.callable_ranks():
            return []
        called = {caller for caller, _ in self._calls}
        return [
            name
            for seat, name in enumerate(self.players)
            if seat != self._to_move and seat not in called
        ]

    def bound_ranks(self) -> list[Rank]:
        """The validly called ranks the player to move holds, sorted: they must play one."""
        if self._over:
            return []
        return sorted(self._bound_ranks(self._to_move))

    def round_results(self) -> list[RoundResult]:
        """Every scored round so far, first first (public)."""
        return list(self._public_results())

    # -- views ------------------------------------------------------------------------------

    def view(self, player: str | None) -> KrypkasinoView:
        if player is not None and player not in self._seat:
            raise IllegalAction(
                "{player:p} is not playing in this game.", code="not_playing", player=player
            )
        hand = None
        if player is not None:
            hand = [_text(card) for card in self._hands[self._seat[player]]]
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
            table=[_text(card) for card in self._table],
            stock=len(self._stock),
            seats=seats,
            calls=[
                CallView(player=self.players[seat], rank=rank.label) for seat, rank in self._calls
            ],
            history=self._public_history(),
            last_capturer=None
            if self._last_capturer is None
            else self.players[self._last_capturer],
            scores=self.scores,
            last_round=self._public_results()[-1] if self._results else None,
            over=self._over,
            winners=self.winners,
            hand=hand,
        )

    def _public_history(self) -> list[PlayView]:
        names = self.players
        # Built without validation: every field comes from the game's own state.
        return [
            PlayView.model_construct(
                player=names[seat],
                card=_text(card),
                taken=[_text(one) for one in taken or ()],
                calls=[
                    CallView.model_construct(player=names[caller], rank=rank.label)
                    for caller, rank in calls
                ],
            )
            for seat, card, taken, calls in self._history
        ]

    def details(self) -> dict[str, Any]:
        return {
            "round_results": [result.model_dump(mode="json") for result in self._public_results()]
        }

    # -- results ----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self._over

    @property
    def winners(self) -> list[str]:
        """The lowest cumulative total wins; ties share."""
        if not self._over:
            return []
        lowest = min(self._totals)
        return [
            name for name, total in zip(self.players, self._totals, strict=True) if total == lowest
        ]

    @property
    def scores(self) -> dict[str, int]:
        return dict(zip(self.players, self._totals, strict=True))

    @property
    def rounds(self) -> list[dict[str, int]]:
        return [
            dict(zip(self.players, scored.score.points, strict=True)) for scored in self._results
        ]

    def fingerprint(self) -> Any:
        """The game's state, without its caches (the table's analysis, the listed plays and
        the built round results)."""
        caches = self._analysis, self._offered, self._round_results
        self._analysis, self._offered, self._round_results = None, None, []
        try:
            return super().fingerprint()
        finally:
            self._analysis, self._offered, self._round_results = caches


_LAYS: dict[str, dict[int, tuple[Play, Event]]] = {}
"""Laying a card, by player name, then ``id(card)``: the Play and the event it makes, the same
values in every turn and every game, so built once (see :func:`_laying`). An entry holds its
card (in the Play), so no other card can have that id."""
_LAYS_LIMIT = 256  # names, and cards for a name (a deck, and some parsed from records)
_NO_LAYS: dict[int, tuple[Play, Event]] = {}  # stays empty


def _laying(player: str, card: Card) -> tuple[Play, Event]:
    """The Play by which ``player`` lays ``card`` and the event it makes, from ``_LAYS``."""
    lays = _LAYS.get(player)
    if lays is None:
        if len(_LAYS) >= _LAYS_LIMIT:
            _LAYS.clear()
        lays = _LAYS[player] = {}
    lay = lays.get(id(card))
    if lay is None:
        if len(lays) >= _LAYS_LIMIT:
            lays.clear()
        event = _event("lay", "{player:p} lays {card:c}.", player, {"player": player, "card": card})
        lay = lays[id(card)] = (new_play(player, card), event)
    return lay


_LABELS = ["", "", *(rank.label for rank in Rank)]
_new = _new_event = object.__new__
_set_play_player, _set_play_type, _set_card, _set_take = (
    Play.__dict__[field].__set__ for field in ("player", "type", "card", "take")
)
_set_kind, _set_text, _set_player, _set_params = (
    Event.__dict__[field].__set__ for field in ("kind", "template", "player", "params")
)


def _event(
    kind: str,
    template: str,
    player: str | None = None,
    params: Mapping[str, object] = NO_PARAMS,
) -> Event:
    """``Event(kind, template, player, params)`` at half the cost (see ``new_play``): events
    are built every play."""
    event = _new_event(Event)
    _set_kind(event, kind)
    _set_text(event, template)
    _set_player(event, player)
    _set_params(event, params)
    return event


_TAKES = "{player:p} plays {card:c} and takes {taken:c}."
_SWEEPS = "{player:p} plays {card:c} and takes {taken:c}. Tabbe!"
"""A take that empties the table (its own template, so a surface can say it its own way)."""


def _text(card: Card) -> str:
    """``str(card)`` without its Python-level property calls (events are built every play)."""
    return _LABELS[card.rank] + card.suit


def _choices(sets: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """The largest sets to choose from (a ``:g`` parameter), each in rank order."""
    return [sorted(cards, key=ORDER) for cards in sets]


_TABBE_INVALID_TEMPLATES = {
    True: "Tabbe på {rank:r} is not valid: the table does not split into groups that each "
    "make 14 (an ace alone, or cards adding up to 14 with aces as 1).",
    False: "Tabbe på {rank:r} is not valid: the table does not split into groups that each "
    "make {value}.",
}
