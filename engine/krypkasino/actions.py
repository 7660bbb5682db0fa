"""Krypkasino's actions (RULES.md section 2): play a card, or call tabbe on a rank."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.actions import ACTION_CONFIG, ActionCodec, CardField, RankField
from engine.cards import Card


@dataclass(frozen=True, slots=True, kw_only=True)
class Play:
    """Play ``card``; ``take`` names the captured table cards (any order) where the largest
    sets differ, and may name the only one."""

    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["play"] = "play"
    card: CardField
    take: tuple[CardField, ...] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Tabbe:
    """Call "tabbe på" ``rank`` before the player to move plays."""

    __pydantic_config__ = ACTION_CONFIG
    player: str | None
    type: Literal["tabbe"] = "tabbe"
    rank: RankField


Action = Play | Tabbe

CODEC: ActionCodec[Action] = ActionCodec([Play, Tabbe])


_new = object.__new__
_set_player = Play.__dict__["player"].__set__
_set_type = Play.__dict__["type"].__set__
_set_card = Play.__dict__["card"].__set__
_set_take = Play.__dict__["take"].__set__


def new_play(player: str, card: Card, take: tuple[Card, ...] | None = None) -> Play:
    """``Play(player=player, card=card, take=take)``, built twice as fast for listing legal
    actions: a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``,
    this writes the slots directly. The result is an ordinary, equal, frozen :class:`Play`."""
    play = _new(Play)
    _set_player(play, player)
    _set_type(play, "play")
    _set_card(play, card)
    _set_take(play, take)
    return play
