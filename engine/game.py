"""The contract every game implements (DESIGN.md, "engine/").

A game is built from its players (names in seating order), its options and a deal source (a
seed, and optionally explicit decks). It takes one action at a time through :meth:`Game.apply`,
which either changes the state and returns what happened, or raises :class:`IllegalAction`
and changes nothing. :meth:`Game.legal_actions` lists, sorted and complete, what one player
(or ``None``, the system) may do now; :meth:`Game.view` is the only way out of hidden state.

A game is generic over its action type (the union of its action dataclasses) and its view
model: ``class Krypkasino(Game[Action, KrypkasinoView])``, so mypy checks what flows between
the engine, its computer players and the bot.

A subclass provides:

- ``name``, ``min_players``, ``max_players``, ``Options`` (a pydantic model, extra="forbid",
  with RULES.md's defaults) and ``options`` annotated with it, ``codec`` (an
  :class:`ActionCodec` of its actions), and ``kind`` (a :class:`Kind`: solitaire,
  partnerships, simultaneous, low score wins);
- ``_start()`` to deal, ``_check(action)`` to refuse (raising, touching nothing),
  ``_perform(action)`` to change the state and return events, ``_legal(player)``, ``view``;
- the state behind ``over``, ``winners``, ``scores`` and ``rounds``.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from engine.actions import ActionCodec, ActionT
from engine.cards import Card, is_permutation, parse_card, seeded_shuffle
from engine.errors import IllegalAction, SetupError
from engine.options import invalid_option
from engine.standings import Standings
from engine.wording import Said

NO_PARAMS: Mapping[str, object] = MappingProxyType({})

ViewT = TypeVar("ViewT", bound=BaseModel)
"""A game's view model: what one player (or a spectator) may see."""


@dataclass(frozen=True, slots=True)
class Event(Said):
    """Something that happened, told publicly: it never names a hidden card.

    ``kind`` is its code; ``template`` and ``params`` its sentence (``engine.wording``): the
    bot writes it with display names and card faces, ``text`` is the plain English."""

    kind: str
    template: str
    player: str | None = None
    params: Mapping[str, object] = field(default_factory=lambda: NO_PARAMS)

    @property
    def code(self) -> str:  # type: ignore[override]
        return self.kind

    @property
    def text(self) -> str:
        return self.words()


_UNKNOWN_OPTION_TEMPLATES = {
    True: "{unknown} is not an option of {game} (its options: {known}).",
    False: "{unknown} is not an option of {game} (its options: none).",
}


@dataclass(frozen=True, slots=True)
class Kind:
    """What sort of game this is, declared once by each game and read everywhere else (the
    lobby, the clock, the boards, the table plug-ins), never inferred."""

    solitaire: bool = False
    """Played alone: no match, no turn clock, ranked by score on its boards."""
    partnerships: bool = False
    """Played in fixed partnerships: standings and ratings count teams (``Game.teams``)."""
    simultaneous: bool = False
    """Everyone may act at once (no turns): no turn clock, no turn pings."""
    low_wins: bool = False
    """The lowest score wins (misère)."""

    @property
    def turn_based(self) -> bool:
        return not self.simultaneous


class DeckSource:
    """Fresh shuffles in turn: the record's explicit decks first, then the seeded generator."""

    def __init__(
        self,
        deck: Sequence[Card],
        seed: int,
        decks: Sequence[Sequence[Card | str]] | None = None,
    ) -> None:
        self.deck = tuple(deck)
        self.rng = random.Random(seed)
        self.given = [self._checked(index, cards) for index, cards in enumerate(decks or ())]
        self.used = 0

    def _checked(self, index: int, cards: Sequence[Card | str]) -> list[Card]:
        try:
            parsed = [card if isinstance(card, Card) else parse_card(card) for card in cards]
        except (ValueError, TypeError) as error:
            raise SetupError(f"Deck {index + 1} of the record has a bad card: {error}") from None
        if not is_permutation(parsed, self.deck):
            raise SetupError(
                f"Deck {index + 1} of the record is not this game's deck of {len(self.deck)} "
                "cards in some order."
            )
        return parsed

    def next(self) -> list[Card]:
        """The next shuffled deck, first card drawn first."""
        index = self.used
        self.used += 1
        if index < len(self.given):
            return list(self.given[index])
        return seeded_shuffle(self.deck, self.rng)

    def fingerprint(self) -> tuple[object, ...]:
        return (self.deck, tuple(map(tuple, self.given)), self.used, self.rng.getstate())


class Game(ABC, Generic[ActionT, ViewT]):
    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]]
    options: BaseModel
    """The validated options: a subclass annotates it with its own ``Options`` model."""
    # A ClassVar cannot name a type variable; each game sets it to its ``ActionCodec[Action]``.
    codec: ActionCodec[ActionT]
    kind: ClassVar[Kind] = Kind()
    """What sort of game this is; each game declares its own."""
    idle_actions: ClassVar[frozenset[str]] = frozenset()
    """Action types that change nothing of the game's course (a gesture): a computer seat that
    can think of nothing better picks one, and the bot need not record it."""

    def is_idle(self, action: Any) -> bool:
        """Whether a computer seat's ``action`` is its "nothing better to do" (see
        ``idle_actions``); a game whose gestures may carry meaning narrows it (Kare Kupa's
        partnership code)."""
        return bool(action.type in self.idle_actions)

    def __init__(
        self,
        players: Sequence[str],
        options: Mapping[str, object] | BaseModel | None = None,
        seed: int = 0,
        decks: Sequence[Sequence[Card | str]] | None = None,
    ) -> None:
        self.players: tuple[str, ...] = self._checked_players(players)
        self.options = self._checked_options(options)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SetupError("The seed must be an integer.")
        self.seed = seed
        self.log: list[ActionT] = []
        self._decks = DeckSource(self.deck_for(len(self.players), self.options), seed, decks)
        self.given_decks = tuple(tuple(cards) for cards in self._decks.given)
        self._start()

    # -- setup ------------------------------------------------------------------------------

    @classmethod
    def _checked_players(cls, players: Sequence[str]) -> tuple[str, ...]:
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise SetupError("The players must be a list of names.")
        names = tuple(players)
        if any(not isinstance(name, str) or not name.strip() for name in names):
            raise SetupError("Every player needs a name that is not empty.")
        if len(set(names)) != len(names):
            raise SetupError("Two players have the same name; names must be distinct.")
        if not cls.min_players <= len(names) <= cls.max_players:
            raise SetupError(cls.player_count_message(len(names)))
        return names

    @classmethod
    def player_count_message(cls, count: int) -> str:
        if cls.min_players == cls.max_players:
            allowed = str(cls.min_players)
        else:
            allowed = f"{cls.min_players} to {cls.max_players}"
        return f"{cls.title} is played by {allowed} players, not {count}."

    @classmethod
    def allows_players(cls, count: int) -> bool:
        """Whether the game can start with ``count`` players (some counts inside the range
        may be refused, as 5 in Krypkasino)."""
        try:
            cls._checked_players([f"p{index}" for index in range(count)])
        except SetupError:
            return False
        return True

    @classmethod
    def _checked_options(cls, options: Mapping[str, object] | BaseModel | None) -> BaseModel:
        if isinstance(options, cls.Options):
            return options
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise SetupError("The options must be a JSON object.")
        unknown = sorted(set(options) - set(cls.Options.model_fields))
        if unknown:
            known = ", ".join(cls.Options.model_fields)
            raise SetupError(
                _UNKNOWN_OPTION_TEMPLATES[bool(known)],
                unknown=", ".join(map(repr, unknown)),
                game=cls.title,
                known=known,
            )
        try:
            return cls.Options.model_validate(dict(options))
        except ValidationError as error:
            raise invalid_option(cls.Options, error) from None

    @classmethod
    @abstractmethod
    def deck_for(cls, player_count: int, options: BaseModel) -> tuple[Card, ...]:
        """The unshuffled deck this game uses with these players and options."""

    @abstractmethod
    def _start(self) -> None:
        """Deal the first round."""

    def _next_deck(self) -> list[Card]:
        return self._decks.next()

    # -- actions ----------------------------------------------------------------------------

    def parse_action(self, raw: object) -> ActionT:
        """Validate an action given as JSON (a mapping); refuse it with a sentence if malformed."""
        return self.codec.parse(raw, self.players)

    def apply(self, action: ActionT | Mapping[str, object]) -> list[Event]:
        """Apply one action (a typed action or its JSON mapping) and return what happened.

        Refuses with :class:`IllegalAction`, changing nothing, when the action is malformed or
        against the rules now.
        """
        typed = self.check(action)
        events = self._perform(typed)
        self.log.append(typed)
        return events

    def check(self, action: ActionT | Mapping[str, object]) -> ActionT:
        """The typed action, or :class:`IllegalAction` if it would be refused now. The one
        validation path: ``apply`` and ``is_legal`` go through it. Changes nothing."""
        if isinstance(action, self.codec.types):
            typed = action
            self.codec.check_player(typed.type, typed.player, self.players)
        else:
            typed = self.parse_action(action)
        if self.over:
            raise IllegalAction("The game is over; no more actions are accepted.")
        self._check(typed)
        return typed

    def is_legal(self, action: ActionT | Mapping[str, object]) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    @abstractmethod
    def _check(self, action: ActionT) -> None:
        """Refuse ``action`` (already well-formed, from a seated player) if the rules do."""

    @abstractmethod
    def _perform(self, action: ActionT) -> list[Event]:
        """Carry out an action that passed :meth:`_check`."""

    def legal_actions(self, player: str | None) -> list[ActionT]:
        """Everything ``player`` (``None``: the system) may do now, sorted; empty when over."""
        if player is not None and player not in self.players:
            raise IllegalAction("{player:p} is not playing in this game.", player=player)
        if self.over:
            return []
        return self._legal(player)

    @abstractmethod
    def _legal(self, player: str | None) -> list[ActionT]:
        """The legal actions of ``player`` in a deterministic, sorted order."""

    def pinned(self, actions: list[ActionT]) -> list[ActionT]:
        """``actions`` tied to the state they were offered in, where the game can tell a late
        action from one meant for a later state (Kare Kupa's rounds). Most games cannot: the
        actions come back as they are."""
        return actions

    def to_act(self) -> list[str]:
        """The players the game is waiting for, in seating order; empty when over.

        In a turn-based game that is the one player whose move (or forced discard) holds the
        game up: the bot runs the turn clock for them. Optional actions others may take at
        any time (a tabbe call) do not count. In a simultaneous game: every player who may act.
        """
        if self.over:
            return []
        return [player for player in self.players if self._legal(player)]

    # -- what may be seen -------------------------------------------------------------------

    @abstractmethod
    def view(self, player: str | None) -> ViewT:
        """What ``player`` may see; ``None`` is the public view (a spectator's)."""

    def details(self) -> dict[str, object]:
        """Further public detail for ``python -m engine replay`` (RULES.md allows it)."""
        return {}

    # -- results ----------------------------------------------------------------------------

    @property
    @abstractmethod
    def over(self) -> bool: ...

    @property
    @abstractmethod
    def winners(self) -> list[str]:
        """The winners in seating order; empty while the game is not over."""

    @property
    @abstractmethod
    def scores(self) -> dict[str, int]:
        """Player -> cumulative score of the finished rounds."""

    @property
    @abstractmethod
    def rounds(self) -> list[dict[str, int]]:
        """One mapping player -> points per finished round or deal."""

    def teams(self) -> dict[str, int] | None:
        """Player -> partnership number, in games played in partnerships
        (``kind.partnerships``); else ``None``."""
        return None

    def standings(self) -> Standings:
        """Who places where, by the scores so far (the final result once ``over``): ties
        share a place, partnerships place as teams."""
        return Standings.ranked(
            self.players, self.scores, low_wins=self.kind.low_wins, teams=self.teams()
        )

    # -- persistence ------------------------------------------------------------------------

    def record(self) -> dict[str, object]:
        """This game as a game record (RULES.md): replaying it rebuilds this exact state.

        The record names hidden cards through its decks and actions: export it only once the
        game is over (DESIGN.md).
        """
        record: dict[str, object] = {
            "game": self.name,
            "players": list(self.players),
            "options": self.options.model_dump(mode="json", exclude_unset=True),
            "seed": self.seed,
        }
        if self.given_decks:
            record["decks"] = [[str(card) for card in deck] for deck in self.given_decks]
        record["actions"] = [self.codec.dump(action) for action in self.log]
        return record

    def fingerprint(self) -> object:
        """Everything in the game's state, for tests that check a refusal changed nothing."""
        state = {key: value for key, value in vars(self).items() if key != "_decks"}
        return (copy.deepcopy(state), self._decks.fingerprint())


AnyGame = Game[Any, Any]
"""A game whose actions and view are not known statically (one looked up by its name)."""
