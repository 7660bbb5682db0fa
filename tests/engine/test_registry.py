"""The registry: every game is listed, and a game that cannot be imported is an error."""

from __future__ import annotations

import sys

import pytest

from engine.game import Game
from engine.registry import GAME_NAMES, available_games, computer_move, game_class


def test_every_game_is_available_in_the_registrys_order():
    games = available_games()
    assert [cls.name for cls in games] == list(GAME_NAMES)
    assert all(issubclass(cls, Game) for cls in games)


def test_a_game_module_that_fails_to_import_is_an_error(monkeypatch):
    # ``None`` in sys.modules makes Python's own import machinery refuse the module, as a
    # missing dependency or a broken file would.
    monkeypatch.delitem(sys.modules, "engine.kare_kupa.game", raising=False)
    monkeypatch.setitem(sys.modules, "engine.kare_kupa", None)
    with pytest.raises(ImportError):
        available_games()
    with pytest.raises(ImportError):
        game_class("kare_kupa")


@pytest.mark.parametrize("name", GAME_NAMES)
def test_each_computer_player_answers_with_one_of_its_legal_actions(name):
    cls = game_class(name)
    game = cls([f"p{index}" for index in range(cls.min_players)], seed=3)
    player = game.to_act()[0]
    assert computer_move(game, player) in game.legal_actions(player)
