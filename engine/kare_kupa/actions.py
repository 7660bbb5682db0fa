"""Kare Kupa's actions (RULES.md section 4).

Every action may also carry an optional ``round``: the round the player was looking at when
they acted. Play is simultaneous and the first call deals the next round at once, so a call (or
a swap, or an answer to an offer) that loses the race would otherwise land in the new round.
Naming the round lets the engine refuse it and say how that round ended. Without ``round`` an
action is judged against the round in play, exactly as RULES.md writes the actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.actions import ACTION_CONFIG, ActionCodec, CardField, Int
from engine.wording import vocabulary

GESTURES: tuple[str, ...] = (
    "wink",
    "nose",
    "ear",
    "cough",
    "sneeze",
    "yawn",
    "stretch",
    "tap",
    "smile",
    "sigh",
)
"""The silent gestures the bot offers, in the order RULES.md lists them."""

vocabulary({gesture: gesture for gesture in GESTURES})

IDLE_GESTURE = "tap"
"""The gesture a computer seat makes when it has nothing better to do (the host skips it)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Seen:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["seen"] = "seen"
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Swap:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["swap"] = "swap"
    give: CardField
    take: CardField
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Offer:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["offer"] = "offer"
    give: CardField
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Accept:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["accept"] = "accept"
    give: CardField
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Decline:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["decline"] = "decline"
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Withdraw:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["withdraw"] = "withdraw"
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Pass:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["pass"] = "pass"
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Call:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["call"] = "call"
    claim: tuple[str, ...]
    """The players claimed to hold four of a kind, in any order."""
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Signal:
    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["signal"] = "signal"
    # Checked by the game rather than typed as a literal, so that an unknown gesture is
    # refused with a sentence listing the gestures.
    gesture: str
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Open:
    """The host opens the table before everyone has looked."""

    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["open"] = "open"
    round: Int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Next:
    """The host replaces the table."""

    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["next"] = "next"
    round: Int | None = None


Action = Seen | Swap | Offer | Accept | Decline | Withdraw | Pass | Call | Signal | Open | Next

CODEC: ActionCodec[Action] = ActionCodec(
    [Seen, Swap, Offer, Accept, Decline, Withdraw, Pass, Call, Signal, Open, Next],
    system=["open", "next"],
)
