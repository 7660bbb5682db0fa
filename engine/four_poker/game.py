"""4-poker (RULES.md section 1): a solitaire of four poker columns.

Two ways to play a card. ``apply(Place(...))`` is the framework's checked path every game
shares: it validates the action and returns events. ``place(column)`` is the fast path for
random play and simulations (about twice the games per second): it performs the same check
against the columns open in the current row, changes the state exactly as ``apply`` does,
logs the same action and tells no events; anything it would refuse goes through ``apply`` and
is refused there, with the same sentence. ``tests/engine/test_four_poker_fast.py`` proves the
two equal.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict

from engine.cards import FOUR_POKER_DECK, Card
from engine.errors import IllegalAction
from engine.four_poker.actions import CODEC, Action, Place
from engine.four_poker.scoring import combination
from engine.four_poker.view import ColumnResult, FourPokerView
from engine.game import Event, Game, Kind

COLUMNS = 4
HEIGHT = 5
BOARD_SIZE = COLUMNS * HEIGHT


class FourPokerOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


@lru_cache(maxsize=4096)
def _place(player: str, column: int) -> Place:
    # Actions are frozen values: every game may share one per (player, column).
    return Place(player=player, column=column)


_ALL_COLUMNS = tuple(range(COLUMNS))
_NO_OPTIONS = FourPokerOptions()


def legal_columns(heights: list[int]) -> list[int]:
    """Columns whose height is the current minimum: rows fill before the next one starts."""
    lowest = min(heights)
    if lowest >= HEIGHT:
        return []
    return [column for column, height in enumerate(heights) if height == lowest]


class FourPoker(Game[Action, FourPokerView]):
    name = "four_poker"
    title = "4-poker"
    min_players = 1
    max_players = 1
    Options = FourPokerOptions
    options: FourPokerOptions
    codec = CODEC
    kind = Kind(solitaire=True)

    @classmethod
    def _checked_options(cls, options: Mapping[str, object] | BaseModel | None) -> BaseModel:
        # The game has no options: the empty set is one frozen value, not validated each time.
        if options is None or (isinstance(options, Mapping) and not options):
            return _NO_OPTIONS
        return super()._checked_options(options)

    @classmethod
    def deck_for(cls, player_count: int, options: Any) -> tuple[Card, ...]:  # noqa: ARG003
        return FOUR_POKER_DECK

    def _start(self) -> None:
        self._deck = self._next_deck()
        self.columns: list[list[Card]] = [[self._deck[column]] for column in range(COLUMNS)]
        self._drawn = COLUMNS + 1  # the first row is placed automatically, the fifth card shown
        self._placed = COLUMNS  # kept, not summed: recovery replays thousands of games
        self._open = list(_ALL_COLUMNS)
        """The columns the current row may still take: ``legal_columns(self.heights)``."""
        self._total = 0
        """The board's points, once it is complete."""

    @property
    def player(self) -> str:
        return self.players[0]

    @property
    def placed(self) -> int:
        return self._placed

    @property
    def current(self) -> Card | None:
        """The card drawn and waiting to be placed."""
        return None if self.over else self._deck[self._drawn - 1]

    @property
    def heights(self) -> list[int]:
        return [len(column) for column in self.columns]

    def _check(self, action: Place) -> None:
        if action.player != self.player:
            raise IllegalAction("Only {player:p} plays this game.", player=self.player)
        if action.column in self._open and type(action.column) is int:
            return
        if not 0 <= action.column < COLUMNS:
            raise IllegalAction(
                "There is no column {column}; columns are 0 to 3.", column=action.column
            )
        if len(self.columns[action.column]) >= HEIGHT:
            raise IllegalAction("Column {column:n} is full.", column=action.column)
        allowed = legal_columns(self.heights)
        if action.column not in allowed:
            raise IllegalAction(
                "Column {column:n} is ahead of the others: finish the row first "
                "(columns {allowed:n}).",
                column=action.column,
                allowed=allowed,
            )

    def _perform(self, action: Place) -> list[Event]:
        card = self._advance(action.column)
        events = [
            Event(
                "place",
                "{card:c} goes on column {column:n}.",
                action.player,
                {"card": card, "column": action.column},
            )
        ]
        if self._placed >= BOARD_SIZE:
            events.append(
                Event(
                    "over", "The board is complete: {total} points.", params={"total": self.total}
                )
            )
        return events

    def _advance(self, column: int) -> Card:
        """Put the current card on ``column`` (one the row may take): the state change both
        paths share."""
        card = self._deck[self._drawn - 1]
        self.columns[column].append(card)
        self._placed += 1
        open_columns = self._open
        open_columns.remove(column)
        if self._placed < BOARD_SIZE:
            self._drawn += 1
            if not open_columns:
                open_columns.extend(_ALL_COLUMNS)
        else:
            self._total = sum(combination(cards).points for cards in self.columns)
        return card

    def place(self, column: int) -> Card:
        """The fast path: place the current card on ``column`` and return it, as
        ``apply(Place(player=self.player, column=column))`` would, without its events. What
        ``apply`` would refuse, it refuses through ``apply``."""
        if column in self._open and type(column) is int:
            self.log.append(_place(self.players[0], column))
            return self._advance(column)
        card = self._deck[self._drawn - 1]
        self.apply(Place(player=self.player, column=column))
        return card  # ``apply`` accepts only what the row may take, which the test above did

    @property
    def open_columns(self) -> list[int]:
        """The columns the card may go on now (a copy): ``legal_columns(self.heights)``."""
        return list(self._open)

    def _legal(self, player: str | None) -> list[Place]:
        if player != self.player:
            return []
        return [_place(player, column) for column in self._open]

    @property
    def over(self) -> bool:
        return self._placed >= BOARD_SIZE

    @property
    def total(self) -> int:
        """The board's points once it is complete; 0 before."""
        return self._total

    @property
    def winners(self) -> list[str]:
        return [self.player] if self.over else []

    @property
    def scores(self) -> dict[str, int]:
        return {self.player: self.total}

    @property
    def rounds(self) -> list[dict[str, int]]:
        return [{self.player: self.total}] if self.over else []

    def view(self, player: str | None) -> FourPokerView:
        # Solitaire: the player sees what a spectator sees (never the undrawn deck).
        if player is not None and player != self.player:
            raise IllegalAction("{player:p} is not playing in this game.", player=player)
        current = self.current
        results = None
        if self.over:
            results = [
                ColumnResult(combination=combo.label, points=combo.points)
                for combo in map(combination, self.columns)
            ]
        # Built from the game's own state, which is valid by construction: no validation.
        return FourPokerView.model_construct(
            player=self.player,
            columns=[[str(card) for card in column] for column in self.columns],
            current=None if current is None else str(current),
            legal_columns=list(self._open),
            placed=self.placed,
            over=self.over,
            results=results,
            total=self.total,
        )

    def details(self) -> dict[str, Any]:
        view = self.view(None)
        return {"columns": view.columns, "results": view.model_dump()["results"]}
