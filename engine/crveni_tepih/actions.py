"""Crveni tepih's actions: bid, pass ("dalje") and the eight-card discard (RULES.md section 3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.actions import ACTION_CONFIG, ActionCodec, CardField, Int


@dataclass(frozen=True, slots=True, kw_only=True)
class Bid:
    """A bid is the player's total commitment in this auction.

    With chips it names that total (``amount``); with money cards it adds cards (``money``),
    whose sum joins what the player already put in. Exactly one of the two fields is given.
    """

    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["bid"] = "bid"
    amount: Int | None = None
    money: tuple[Int, ...] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Pass:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["pass"] = "pass"


@dataclass(frozen=True, slots=True, kw_only=True)
class Discard:
    """Two cards out of play, by a player who won a pair while holding eight."""

    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["discard"] = "discard"
    cards: tuple[CardField, ...]


Action = Bid | Pass | Discard

CODEC: ActionCodec[Action] = ActionCodec([Bid, Pass, Discard])
