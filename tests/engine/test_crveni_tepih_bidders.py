"""The benchmark's baseline bidders: legal, and blind to the cards their seat cannot see (the
computer player is measured against them, so they must not cheat)."""

from __future__ import annotations

import random

import pytest

from benchmarks import crveni_tepih_bidders as BIDDERS  # noqa: N812 - the module as a table of bidders
from engine.crveni_tepih import CrveniTepih
from tests.engine.test_crveni_tepih import NAMES, new_game

PLAYERS = [BIDDERS.value_bidder, BIDDERS.monte_carlo_bidder]


@pytest.mark.parametrize("player", PLAYERS)
@pytest.mark.parametrize("options", [{}, {"money": "cards", "all_pay": False}])
def test_they_choose_legal_actions_and_finish_a_deal(player, options):
    for count in (2, 5):
        game = CrveniTepih(NAMES[:count], {**options, "target": 1}, seed=count)
        rng = random.Random(count)
        while not game.over:
            (name,) = game.to_act()
            legal = game.legal_actions(name)
            chosen = player(game.view(name), legal) if name == "ana" else rng.choice(legal)
            assert chosen in legal
            game.apply(chosen)


@pytest.mark.parametrize("player", PLAYERS)
def test_they_never_peek_at_other_players_face_down_cards(player):
    pairs = ["AH 8C", "KS QS", "9D 9H", "JC 10C"]
    first = new_game(3, hands={"cem": "AS KD", "ben": "7H 7D", "ana": "AC AD"}, pairs=pairs)
    second = new_game(3, hands={"cem": "AS KD", "ben": "8S 9S", "ana": "10D JD"}, pairs=pairs)
    for _ in range(12):
        (name,) = first.to_act()
        if name == "cem":
            chosen = player(first.view("cem"), first.legal_actions("cem"))
            assert player(second.view("cem"), second.legal_actions("cem")) == chosen
        else:
            chosen = first.legal_actions(name)[0]
        first.apply(chosen)
        second.apply(chosen)
