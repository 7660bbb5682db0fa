"""The engine's standings: places with shared ties, teams, the scoring direction (DESIGN.md,
"Outcomes"), and agreement with each game's own winners on random finished games."""

from __future__ import annotations

import random

import pytest

from engine.registry import GAME_NAMES, available_games, game_class
from engine.standings import Standings


def test_ties_share_a_place_and_the_next_place_skips():
    standings = Standings.ranked(
        ["a", "b", "c", "d"], {"a": 10, "b": 30, "c": 30, "d": 5}, low_wins=False
    )
    assert [s.place for s in standings.seats] == [3, 1, 1, 4]
    assert [s.player for s in standings.in_order()] == ["b", "c", "a", "d"]


def test_low_wins_reverses_the_order():
    standings = Standings.ranked(["a", "b", "c"], {"a": 4, "b": 2, "c": 4}, low_wins=True)
    assert [s.place for s in standings.seats] == [2, 1, 2]


def test_the_losing_partnership_places_second_not_third():
    standings = Standings.ranked(
        ["a", "b", "c", "d"],
        {"a": 5, "b": 2, "c": 5, "d": 2},
        low_wins=False,
        teams={"a": 0, "b": 1, "c": 0, "d": 1},
    )
    assert [(s.place, s.team) for s in standings.seats] == [(1, 0), (2, 1), (1, 0), (2, 1)]


def test_krypkasino_is_misere_and_kare_kupa_is_played_in_teams():
    assert game_class("krypkasino").kind.low_wins is True
    assert game_class("crveni_tepih").kind.low_wins is False
    kk = game_class("kare_kupa")(["a", "b", "c", "d"])
    assert kk.teams() == {"a": 0, "b": 1, "c": 0, "d": 1}
    assert game_class("crveni_tepih")(["a", "b"]).teams() is None


def _play_out(cls, players, seed):
    rng = random.Random(seed)
    game = cls(players, seed=seed)
    for _ in range(20_000):
        if game.over:
            return game
        movers = [p for p in game.players if game.legal_actions(p)] or [None]
        mover = rng.choice(movers)
        actions = game.legal_actions(mover)
        game.apply(rng.choice(actions))
    pytest.fail(f"{cls.name} did not finish")


@pytest.mark.parametrize("cls", available_games(), ids=lambda cls: cls.name)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_first_place_is_exactly_the_games_winners(cls, seed):
    players = [f"p{i}" for i in range(max(cls.min_players, min(cls.max_players, 4)))]
    options = {"target": 1} if cls.name == "kare_kupa" else {}
    if options:
        game = cls(players, options, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            movers = [p for p in game.players if game.legal_actions(p)] or [None]
            game.apply(rng.choice(game.legal_actions(rng.choice(movers))))
    else:
        game = _play_out(cls, players, seed)
    standings = game.standings()
    firsts = [s.player for s in standings.seats if s.place == 1]
    assert firsts == game.winners
    assert [s.score for s in standings.seats] == [game.scores[p] for p in players]


def test_each_game_declares_its_kind_once_and_it_agrees_with_the_game():
    kinds = {name: game_class(name).kind for name in GAME_NAMES}
    assert kinds["four_poker"].solitaire
    assert game_class("four_poker").max_players == 1
    assert kinds["kare_kupa"].partnerships
    assert kinds["kare_kupa"].simultaneous
    assert kinds["krypkasino"].low_wins
    assert kinds["krypkasino"].turn_based
    for name, kind in kinds.items():
        cls = game_class(name)
        assert "kind" in vars(cls), f"{name} declares its own kind"
        # A solitaire is exactly a one-player game; partnerships are exactly a game with teams.
        assert kind.solitaire == (cls.max_players == 1), name
        players = [f"p{index}" for index in range(cls.max_players)]
        assert kind.partnerships == (cls(players).teams() is not None), name
