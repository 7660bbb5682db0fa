"""Crveni tepih's computer player: legal, deterministic, blind to hidden cards, and sensible."""

from __future__ import annotations

import random

import pytest

from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.actions import Bid, Discard, Pass
from engine.crveni_tepih.computer import choose, pair_worth
from engine.crveni_tepih.view import CrveniTepihView
from engine.registry import computer_move, computer_player
from tests.engine.test_crveni_tepih import NAMES, act, deal_deck, eight_cards, new_game
from tests.support.engine import cards


def computer(game: CrveniTepih, name: str) -> object:
    return choose(game.view(name), game.legal_actions(name))


def test_the_registry_finds_it():
    assert computer_player("crveni_tepih") is choose
    game = new_game(3)
    assert computer_move(game, "cem") in game.legal_actions("cem")


@pytest.mark.parametrize(
    "options",
    [{}, {"all_pay": False}, {"money": "cards"}, {"money": "cards", "all_pay": False}],
)
@pytest.mark.parametrize("count", [2, 3, 5])
def test_it_always_chooses_a_legal_action_and_finishes_matches(count, options):
    game = CrveniTepih(NAMES[:count], {**options, "target": 120}, seed=count)
    rng = random.Random(count)
    computers = set(NAMES[:count:2])
    while not game.over:
        (name,) = game.to_act()
        legal = game.legal_actions(name)
        chosen = choose(game.view(name), legal) if name in computers else rng.choice(legal)
        assert chosen in legal
        game.apply(chosen)
    assert game.winners


def test_computers_alone_still_sell_pairs_and_finish():
    game = CrveniTepih(NAMES[:4], {"target": 150}, seed=5)
    while not game.over:
        (name,) = game.to_act()
        game.apply(computer(game, name))
    assert any(hand.kept for hand in game.view(None).last_deal.hands)
    assert any(len(hand.kept) == 4 for hand in game.view(None).last_deal.hands)


def test_it_is_deterministic_and_needs_only_the_view():
    game = new_game(3, hands={"cem": "AS KD"}, pairs=["AH 8C"])
    view = game.view("cem")
    again = CrveniTepihView.model_validate_json(view.model_dump_json())
    assert computer(game, "cem") == choose(again, game.legal_actions("cem"))


def test_it_never_peeks_at_other_players_face_down_cards():
    # Two tables alike but for ben's and ana's face-down cards: cem sees the same and acts
    # the same at every step.
    pairs = ["AH 8C", "KS QS", "9D 9H", "JC 10C"]
    first = new_game(3, hands={"cem": "AS KD", "ben": "7H 7D", "ana": "AC AD"}, pairs=pairs)
    second = new_game(3, hands={"cem": "AS KD", "ben": "8S 9S", "ana": "10D JD"}, pairs=pairs)
    for _ in range(12):
        (name,) = first.to_act()
        assert second.to_act() == [name]
        if name == "cem":
            assert first.view("cem") == second.view("cem")
            chosen = computer(first, "cem")
            assert computer(second, "cem") == chosen
        else:
            chosen = first.legal_actions(name)[0]
        first.apply(chosen)
        second.apply(chosen)


# -- bidding --------------------------------------------------------------------------------


def test_it_values_a_pair_by_what_it_adds_to_the_best_hand():
    game = new_game(2, hands={"ben": "AH AD", "ana": "8S 9S"}, pairs=["7H 7D"])
    # The red carpet (100) over a pair of aces (16), the best-hand bonus already likely.
    assert pair_worth(game.view("ben")) == 100 - 16
    game = new_game(2, hands={"ben": "AH AD", "ana": "8S 9S"}, pairs=["8C 9D"])
    assert pair_worth(game.view("ben")) == 2 + 2


def test_all_pay_it_bids_the_least_that_nobody_still_in_can_beat():
    game = new_game(2, hands={"ana": "AH AD", "ben": "8S 9S"}, pairs=["7H 7D"])
    act(game, "ben bid 5")
    # ben could go to 20: only 20 is sure to win, and the red carpet is worth it.
    assert computer(game, "ana") == Bid(player="ana", amount=20)


def test_all_pay_it_does_not_throw_money_after_a_pair_it_cannot_surely_win():
    game = new_game(2, hands={"ana": "AH AD", "ben": "8S 9S"}, pairs=["8C 9D"])
    act(game, "ben bid 2")
    assert computer(game, "ana") == Pass(player="ana")


def test_all_pay_it_opens_low_on_a_good_pair_it_cannot_surely_win():
    game = new_game(2, hands={"ben": "AS KD", "ana": "8S 9S"}, pairs=["AH 8C"])
    assert 6 <= pair_worth(game.view("ben")) < 20
    assert computer(game, "ben") == Bid(player="ben", amount=2)


def test_winner_pays_it_raises_by_the_least_step_while_the_pair_is_worth_it():
    game = new_game(2, hands={"ana": "AH AD", "ben": "8S 9S"}, pairs=["8C 9D"], all_pay=False)
    act(game, "ben bid 2")
    assert computer(game, "ana") == Bid(player="ana", amount=3)
    act(game, "ana bid 3", "ben bid 4")
    assert computer(game, "ana") == Pass(player="ana")  # 5 would cost more than it adds


def test_with_money_cards_it_pays_the_smallest_sure_bid():
    game = new_game(2, hands={"ana": "AH AD", "ben": "8S 9S"}, pairs=["7H 7D"], money="cards")
    act(game, "ben put 2")
    chosen = computer(game, "ana")
    assert isinstance(chosen, Bid)
    assert sum(chosen.money) == 20  # ben could put in up to 20 in all


def test_it_passes_on_a_pair_that_adds_nothing():
    game = eight_cards()
    act(game, "ana discard 9C 9D")  # ana keeps two straight flushes of 65
    act(game, "ben pass")
    assert game.to_act() == ["ana"]
    assert pair_worth(game.view("ana")) <= 0
    assert computer(game, "ana") == Pass(player="ana")


# -- discarding -----------------------------------------------------------------------------


def test_at_eight_cards_it_discards_what_costs_its_hand_least():
    game = eight_cards()  # 9C 9D face down, A A K K Q Q face up, new JS JH
    chosen = computer(game, "ana")
    assert isinstance(chosen, Discard)
    assert sorted(chosen.cards) == sorted(cards("9C 9D"))


def test_at_eight_cards_it_drops_a_useless_new_pair():
    game = new_game(
        2,
        hands={"ana": "AH AD", "ben": "8S 9S"},
        pairs=["7H 7D", "KS KH", "QS QH", "8C 9C"],
    )
    for _ in range(4):
        act(game, "ben pass", "ana bid 2")
    chosen = computer(game, "ana")
    assert sorted(chosen.cards) == sorted(cards("8C 9C"))


def test_deal_deck_is_the_games_deck():
    deck = deal_deck(2, {"ana": "AH AD"}, ["7H 7D"])
    assert sorted(deck) == sorted(CrveniTepih.deck_for(2, None))
