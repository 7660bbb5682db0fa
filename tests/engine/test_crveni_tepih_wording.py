"""Crveni tepih's sentences: every player and card is a typed parameter, not baked-in text.

A surface that writes names and cards its own way (the bot: display names, card faces) must
find no engine name or canonical card left in the sentence, and the plain wording must give
the text the engine always gave (``event.text``, ``str(error)``).
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engine.cards import Card, Rank
from engine.crveni_tepih import CrveniTepih
from engine.errors import IllegalAction
from engine.game import Event
from engine.wording import PLAIN

NAMES = ("ana", "ben", "cem", "dan", "eva", "fil")
CARD_TOKEN = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b")


class Marked:
    """Writes players as <<name>> and cards as [[card]]: what is left unmarked was baked in."""

    def player(self, name: str) -> str:
        return f"<<{name.upper()}>>"

    def card(self, card: Card) -> str:
        return f"[[{str(card).lower()}]]"

    def rank(self, rank: Rank) -> str:
        return rank.label

    def position(self, index: int) -> str:
        return str(index)


def assert_all_typed(said: Event | IllegalAction, players: tuple[str, ...]) -> None:
    plain = said.text if isinstance(said, Event) else str(said)
    assert said.words(PLAIN) == plain
    marked = said.words(Marked())
    bare = re.sub(r"<<[^>]*>>|\[\[[^\]]*\]\]", "", marked)
    assert not CARD_TOKEN.search(bare), marked
    for name in players:
        assert not re.search(rf"\b{name}\b", bare), marked
    assert said.code


def probes(game: CrveniTepih, rng: random.Random) -> list[dict[str, Any]]:
    """Actions likely to be refused: out of turn, wrong form, too low, too high, bad discard."""
    name = rng.choice(game.players)
    return [
        {"player": name, "type": "pass"},
        {"player": name, "type": "bid", "amount": rng.randint(0, 25)},
        {"player": name, "type": "bid", "money": [rng.choice([2, 3, 4, 5, 6, 7])]},
        {"player": name, "type": "bid", "money": [2, 2]},
        {"player": name, "type": "bid", "money": []},
        {"player": name, "type": "bid", "amount": 3, "money": [3]},
        {"player": name, "type": "discard", "cards": ["AS", "KS"]},
        {"player": name, "type": "discard", "cards": ["AS"]},
    ]


@pytest.mark.parametrize(
    ("count", "options"),
    [(2, {}), (3, {"money": "cards"}), (4, {"all_pay": False}), (6, {"money": "cards"})],
)
def test_every_event_and_refusal_names_players_and_cards_as_parameters(
    count: int, options: dict[str, Any]
) -> None:
    rng = random.Random(count)
    codes: set[str] = set()
    for seed in range(6):
        game = CrveniTepih(NAMES[:count], {**options, "target": 60}, seed=seed)
        steps = 0
        while not game.over and steps < 400:
            steps += 1
            for probe in probes(game, rng):
                try:
                    game.check(probe)
                except IllegalAction as refusal:
                    assert_all_typed(refusal, game.players)
                    codes.add(refusal.code)
            (name,) = game.to_act()
            for event in game.apply(rng.choice(game.legal_actions(name))):
                assert_all_typed(event, game.players)
                codes.add(event.kind)
    assert {"deal", "reveal", "bid", "win", "score", "over", "not-your-turn"} <= codes


def test_a_refusal_names_the_player_to_bid_as_a_parameter() -> None:
    game = CrveniTepih(NAMES[:3], {}, seed=1)
    (turn,) = game.to_act()
    other = next(name for name in game.players if name != turn)
    with pytest.raises(IllegalAction) as refusal:
        game.apply({"player": other, "type": "pass"})
    assert refusal.value.code == "not-your-turn"
    assert refusal.value.params["player"] == turn
    assert str(refusal.value) == f"It is not your turn; {turn} is to bid or pass."
