"""Helpers shared by the engine tests: stacked decks, replay checks, refusal checks."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import pytest

from engine.cards import Card, parse_card
from engine.errors import IllegalAction
from engine.game import Game
from engine.record import build_game, read_record


def cards(text: str) -> list[Card]:
    """``"10H QS 2c"`` -> cards, for stacking decks in tests."""
    return [parse_card(word) for word in text.split()]


def stacked(deck: Iterable[Card], order: Iterable[Card]) -> list[Card]:
    """``deck`` with ``order`` drawn first and the rest after in deck order."""
    first = list(order)
    rest = list(deck)
    for card in first:
        rest.remove(card)
    return first + rest


def replayed(game: Game) -> Game:
    """A fresh game rebuilt from ``game``'s own record (through JSON, as a file would be)."""
    record = read_record(json.loads(json.dumps(game.record())))
    rebuilt = build_game(record)
    for action in record.actions:
        rebuilt.apply(action)
    return rebuilt


def assert_replays(game: Game) -> None:
    rebuilt = replayed(game)
    assert rebuilt.fingerprint() == game.fingerprint()


def assert_refused(game: Game, action: Any, match: str | None = None) -> str:
    """``action`` is refused (with a message matching ``match``) and the game is unchanged."""
    before = game.fingerprint()
    with pytest.raises(IllegalAction, match=match) as refusal:
        game.apply(action)
    assert game.fingerprint() == before
    message = str(refusal.value)
    assert message.endswith((".", "?", "!")), message
    return message


def public_json(game: Game) -> str:
    return json.dumps(game.view(None).model_dump(mode="json"))
