"""What each card would do now (engine.krypkasino.moves) and the public questions a table asks
(callable ranks, callers, bound ranks, round results)."""

from __future__ import annotations

from engine.cards import Rank
from engine.krypkasino.moves import card_moves, must_play
from tests.engine.test_krypkasino import ANA, BEN, CEM, call, game, lone_queen, play, tio


def spelled(move_takes: tuple[tuple[object, ...], ...]) -> list[set[str]]:
    return [{str(card) for card in take} for take in move_takes]


def test_each_card_says_whether_it_lays_takes_or_sweeps():
    kk = lone_queen()
    (queen,) = card_moves(kk, BEN)
    assert str(queen.card) == "QS"
    assert queen.sweeps
    assert not queen.lays
    assert not queen.choose
    assert spelled(queen.takes) == [{"AH", "JC", "QD", "2C", "10S"}]
    assert queen.playable
    assert queen.plays[0] in kk.legal_actions(BEN)
    # ana is not to move: she sees what her cards would do, with nothing to play.
    moves = card_moves(kk, ANA)
    assert [str(move.card) for move in moves] == ["8D"]
    assert not moves[0].playable
    assert moves[0].lays  # no sum of A, J, Q, 10, 2 makes 8
    assert moves[0].takes == tuple(kk.takes_of(moves[0].card))


def test_a_card_with_several_largest_sets_asks_for_a_choice():
    # A 10 on 4, 6, 6: 4 with either 6, two largest sets that differ.
    kk = game({1: "10C 5C KC 9C"}, "4H 6H 6D KS")
    moves = {str(move.card): move for move in card_moves(kk, BEN)}
    ten = moves["10C"]
    assert ten.choose
    assert not ten.sweeps
    assert sorted(map(sorted, spelled(ten.takes))) == [["4H", "6D"], ["4H", "6H"]]
    assert [play.take for play in ten.plays] == list(ten.takes)
    king = moves["KC"]
    assert spelled(king.takes) == [{"KS"}]
    assert not king.choose
    nine = moves["9C"]
    assert nine.lays
    assert nine.playable
    assert nine.plays[0].take is None


def test_a_tabbe_call_binds_the_mover_and_the_others_see_who_may_still_call():
    kk = tio()
    assert kk.callable_ranks() == [Rank.TEN]
    assert kk.callers() == [BEN, CEM]
    assert must_play(kk) == []
    kk.apply(call(BEN, "10"))
    assert kk.callers() == [CEM]  # once per turn
    assert must_play(kk) == [Rank.TEN]
    moves = {str(move.card): move for move in card_moves(kk, ANA)}
    assert moves["10D"].playable
    assert moves["10D"].sweeps
    assert not moves["4S"].playable  # bound: only the ten
    kk.apply(play(ANA, "10D"))
    assert kk.callable_ranks() == []
    assert kk.callers() == []
    assert must_play(kk) == []


def test_round_results_are_kept_for_every_round():
    kk = game({}, "2H 3H 4H 5H")
    assert kk.round_results() == []
    while not kk.over:
        kk.apply(kk.legal_actions(kk.mover)[0])
    (result,) = kk.round_results()
    assert sum(result.points.values()) == sum(kk.scores.values())
    assert kk.table_cards() == ()
    assert kk.callable_ranks() == []
    assert must_play(kk) == []
    assert card_moves(kk, ANA) == []  # the hands are empty
