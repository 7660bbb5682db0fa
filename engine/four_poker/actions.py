"""4-poker's one action: place the current card on a column."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.actions import ACTION_CONFIG, ActionCodec, Int


@dataclass(frozen=True, slots=True, kw_only=True)
class Place:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["place"] = "place"
    column: Int


Action = Place
"""4-poker's action union, of one type."""

CODEC: ActionCodec[Action] = ActionCodec([Place])
