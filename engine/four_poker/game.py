"""4-poker (RULES.md section 1): a solitaire of four poker columns."""

from __future__ import annotations

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
    def deck_for(cls, player_count: int, options: Any) -> tuple[Card, ...]:  # noqa: ARG003
        return FOUR_POKER_DECK

    def _start(self) -> None:
        self._deck = self._next_deck()
        self.columns: list[list[Card]] = [[self._deck[column]] for column in range(COLUMNS)]
        self._drawn = COLUMNS + 1  # the first row is placed automatically, the fifth card shown
        self._placed = COLUMNS  # kept, not summed: recovery replays thousands of games

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
        if not 0 <= action.column < COLUMNS:
            raise IllegalAction(f"There is no column {action.column}; columns are 0 to 3.")
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
        card = self._deck[self._drawn - 1]
        self.columns[action.column].append(card)
        self._placed += 1
        events = [
            Event(
                "place",
                "{card:c} goes on column {column:n}.",
                action.player,
                {"card": card, "column": action.column},
            )
        ]
        if self.placed < BOARD_SIZE:
            self._drawn += 1
        else:
            events.append(
                Event(
                    "over", "The board is complete: {total} points.", params={"total": self.total}
                )
            )
        return events

    def _legal(self, player: str | None) -> list[Place]:
        if player != self.player:
            return []
        return [Place(player=player, column=column) for column in legal_columns(self.heights)]

    @property
    def over(self) -> bool:
        return self.placed >= BOARD_SIZE

    @property
    def total(self) -> int:
        if not self.over:
            return 0
        return sum(combination(column).points for column in self.columns)

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
            raise IllegalAction(f"{player} is not playing in this game.")
        current = self.current
        results = None
        if self.over:
            results = [
                ColumnResult(combination=combo.label, points=combo.points)
                for combo in map(combination, self.columns)
            ]
        return FourPokerView(
            player=self.player,
            columns=[[str(card) for card in column] for column in self.columns],
            current=None if current is None else str(current),
            legal_columns=legal_columns(self.heights),
            placed=self.placed,
            over=self.over,
            results=results,
            total=self.total,
        )

    def details(self) -> dict[str, Any]:
        view = self.view(None)
        return {"columns": view.columns, "results": view.model_dump()["results"]}
