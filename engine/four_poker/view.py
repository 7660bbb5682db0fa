"""What a 4-poker player (and any spectator: nothing is hidden but the undrawn deck) sees."""

from __future__ import annotations

from pydantic import BaseModel


class ColumnResult(BaseModel):
    combination: str
    points: int


class FourPokerView(BaseModel):
    player: str
    columns: list[list[str]]
    current: str | None
    """The drawn card waiting to be placed; ``None`` once the game is over."""
    legal_columns: list[int]
    placed: int
    """Cards on the board, out of 20."""
    over: bool
    results: list[ColumnResult] | None
    """Each column's combination and points, once the game is over."""
    total: int
