"""Krypkasino's computer player: it plays from its own view, sensibly for a misère game."""

from __future__ import annotations

import random
import time

from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Tabbe
from engine.krypkasino.computer import choose
from engine.registry import computer_move, computer_player
from tests.engine.test_krypkasino import ANA, BEN, CEM, NAMES, call, game, play, tio


def decide(kk: Krypkasino, player: str):
    return choose(kk.view(player), kk.legal_actions(player))


def test_registered_and_legal_in_random_games():
    assert computer_player("krypkasino") is choose
    for seed in range(3):
        kk = Krypkasino(NAMES[:3], {"rounds": 1}, seed=seed)
        rng = random.Random(seed)
        while not kk.over:
            for other in kk.players:
                if other != kk.mover:
                    action = decide(kk, other)
                    assert action is None or action in kk.legal_actions(other)
                    if action is not None:
                        kk.apply(action)
            mover = kk.mover
            action = computer_move(kk, mover) if rng.random() < 0.5 else decide(kk, mover)
            assert action in kk.legal_actions(mover)
            kk.apply(action)


def test_lays_rather_than_captures_and_dumps_the_worst_card():
    # Table 5, 4, K, Q: 9 would take 5+4; the 10 of diamonds and the 2 are laid.
    kk = game({1: "9S 10D 2H 3H"}, "5H 4C KD QD")
    assert decide(kk, BEN) == play(BEN, "10D")


def test_chooses_the_cheapest_take():
    # Every card captures: a ten takes two of the three fives, the 7 a five and the 2.
    kk = game({1: "10C 10H 10S 7C"}, "5H 5S 5D 2D")
    assert all(action.take for action in kk.legal_actions(BEN))
    action = decide(kk, BEN)
    assert action.card != play(BEN, "10S").card  # not the spade
    assert "5S" not in {str(card) for card in action.take}  # leaves the 5 of spades


def test_avoids_taking_an_ace_when_a_cheaper_capture_exists():
    # 6 takes A+5 (an ace); 7 takes 7 alone. Every card captures.
    kk = game({1: "6C 7C 6D 7D"}, "AH 5C 7H 9S")
    action = decide(kk, BEN)
    assert action.card.rank != 6


def test_avoids_a_sweep_when_it_can():
    # A queen sweeps the table (5+7, 4+8: a tabbe); a seven takes the 7 alone.
    kk = game({1: "QC QD 7D 7S"}, "5H 7H 4C 8C")
    assert all(action.take for action in kk.legal_actions(BEN))
    assert decide(kk, BEN) == play(BEN, "7D", "7H")


def test_calls_tabbe_when_a_call_is_valid_and_could_bind():
    kk = tio()
    assert decide(kk, BEN) == call(BEN, "10")
    kk.apply(call(BEN, "10"))
    assert decide(kk, BEN) is None  # it has called this turn
    assert decide(kk, CEM) == call(CEM, "10")


def test_declines_a_call_that_cannot_bind():
    # Every other ten is in ben's hand or on the table: ana cannot hold one.
    kk = game({0: "4S KC 7D 6D", 1: "3C 10D 10C 10S", 2: "2C QC KD 8S"}, "10H 9H AH 5H", players=3)
    kk.apply(play(BEN, "3C"))
    kk.apply(play(CEM, "2C"))
    assert kk.legal_actions(BEN) == [call(BEN, "10")]
    assert decide(kk, BEN) is None


def test_sees_only_its_own_view():
    kk = tio()
    view = kk.view(BEN)
    assert view.hand == ["JD", "JH", "QH"]
    # Another seat's cards never reach it: the decision is a function of (view, legal).
    legal = kk.legal_actions(BEN)
    assert choose(view, legal) == choose(view.model_copy(), list(legal))
    assert isinstance(choose(view, legal), Tabbe)


def test_plays_the_only_play():
    kk = tio()
    kk.apply(call(BEN, "10"))
    only = kk.legal_actions(ANA)
    assert len(only) == 1
    assert decide(kk, ANA) == only[0]
    assert choose(kk.view(ANA), []) is None


def test_decides_quickly():
    kk = Krypkasino(NAMES[:4], {"rounds": 1}, seed=9)
    slowest = 0.0
    while not kk.over:
        mover = kk.mover
        began = time.process_time()
        action = decide(kk, mover)
        slowest = max(slowest, time.process_time() - began)
        kk.apply(action)
    assert slowest < 0.5  # generous for a shared CI machine; the benchmark reports p99
