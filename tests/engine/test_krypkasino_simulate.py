"""The computer's fast round (engine.krypkasino.simulate) follows the game's rules: the same
plays on the same deal give the same round, point for point."""

from __future__ import annotations

import random

import pytest

from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Play
from engine.krypkasino.memory import recall, world_of
from engine.krypkasino.simulate import canon
from tests.engine.test_krypkasino import NAMES


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (3, 3), (4, 4), (6, 5)])
def test_a_world_plays_a_round_as_the_game_does(players: int, seed: int):
    kk = Krypkasino(NAMES[:players], {"rounds": 1}, seed=seed)
    names = kk.players
    # The whole deal, hidden cards included (a test may look; the computer never does).
    hands = [[canon(card) for card in kk.hand_of(name)] for name in names]
    stock = [canon(card) for card in kk._stock]  # the stock, in the order it is dealt
    # The game deals two and two from the dealer's left; a world four at a time.
    ordered = []
    for start in range(0, len(stock), 4 * players):
        chunk = stock[start : start + 4 * players]
        for seat in range(players):
            ordered += chunk[2 * seat : 2 * seat + 2]
            ordered += chunk[2 * players + 2 * seat : 2 * players + 2 * seat + 2]
    world = world_of(recall(kk.view(names[0])), hands, ordered)
    rng = random.Random(seed)
    while not kk.over:
        mover = kk.mover
        assert world.mover == names.index(mover)
        assert sorted(map(str, world.hands[world.mover])) == sorted(map(str, kk.hand_of(mover)))
        action = rng.choice(kk.legal_actions(mover))
        assert isinstance(action, Play)
        world.play(
            canon(action.card), None if action.take is None else tuple(map(canon, action.take))
        )
        kk.apply(action)
        if not kk.over:
            assert [str(card) for card in world.table.cards] == kk.view(None).table
    assert world.over
    assert world.score() == [kk.rounds[0][name] for name in names]
