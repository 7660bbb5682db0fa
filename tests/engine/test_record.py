"""The one rebuild: a game from its record up to a step, the events those steps told, and a
refused step reported without the refusal's words (they may name a hidden card)."""

from __future__ import annotations

import random

import pytest

from engine.errors import EngineError
from engine.record import RefusedOnReplay, rebuild, record_of, replay
from engine.registry import GAME_NAMES, game_class


def played(name: str, seed: int, steps: int):
    cls = game_class(name)
    players = [f"p{index}" for index in range(cls.max_players if name != "krypkasino" else 3)]
    game = cls(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        movers = [player for player in [None, *players] if game.legal_actions(player)]
        actor = rng.choice(movers)
        game.apply(rng.choice(game.legal_actions(actor)))
    return game


@pytest.mark.parametrize("name", GAME_NAMES)
def test_rebuilding_up_to_each_step_gives_the_game_as_it_stood(name):
    game = played(name, seed=3, steps=25)
    record = record_of(name, game.players, {}, game.seed, game.log)
    assert rebuild(record).fingerprint() == game.fingerprint()
    for step in (0, len(game.log) // 2, len(game.log)):
        past = rebuild(record, step)
        assert past.log == game.log[:step]
        again = game_class(name)(game.players, {}, game.seed)
        for action in game.log[:step]:
            again.apply(action)
        assert past.fingerprint() == again.fingerprint()


def test_rebuild_collects_the_events_the_steps_told():
    game = played("krypkasino", seed=5, steps=6)
    told: list = []
    rebuild(
        record_of("krypkasino", game.players, {}, game.seed, game.record()["actions"]), 6, told=told
    )
    assert told
    assert all(event.text for event in told)


def test_a_refused_step_names_the_step_not_the_refusal():
    game = played("krypkasino", seed=7, steps=4)
    actions = [*game.record()["actions"], {"type": "play", "player": "p0", "card": "ZZ"}]
    record = record_of("krypkasino", game.players, {}, game.seed, actions)
    with pytest.raises(RefusedOnReplay) as refused:
        rebuild(record)
    assert isinstance(refused.value, EngineError)
    assert refused.value.index == len(actions) - 1
    assert str(refused.value) == f"Action {len(actions) - 1} of the record is refused on replay."
    assert str(refused.value.refusal) not in str(refused.value)
    # The command line's replay still reports where and why (a finished record is public).
    result = replay(record)
    assert result.error is not None
    assert result.error["index"] == len(actions) - 1
    assert result.error["player"] == "p0"
    assert len(result.game.log) == len(actions) - 1
