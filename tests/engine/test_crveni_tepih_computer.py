"""Crveni tepih's computer player: legal, deterministic, blind to hidden cards, and sensible
on stacked decks (no first-pair all-in, the red carpet bid for, discards that keep the hand),
with levels that play differently."""

from __future__ import annotations

import random

import pytest

from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.actions import Bid, Discard, Pass
from engine.crveni_tepih.computer import choose
from engine.crveni_tepih.view import CrveniTepihView
from engine.levels import Level
from engine.registry import computer_move, computer_player
from tests.engine.test_crveni_tepih import NAMES, act, deal_deck, eight_cards, new_game
from tests.support.engine import cards


def computer(game: CrveniTepih, name: str, level: Level = Level.NORMAL) -> object:
    return choose(game.view(name), game.legal_actions(name), level=level)


def test_the_registry_finds_it():
    assert computer_player("crveni_tepih") is choose
    game = new_game(3)
    assert computer_move(game, "cem") in game.legal_actions("cem")
    assert computer_move(game, "cem", Level.GENTLE) in game.legal_actions("cem")


@pytest.mark.parametrize(
    "options",
    [{}, {"all_pay": False}, {"money": "cards"}, {"money": "cards", "all_pay": False}],
)
@pytest.mark.parametrize("count", [2, 3, 5])
def test_it_always_chooses_a_legal_action_and_finishes_matches(count, options):
    game = CrveniTepih(NAMES[:count], {**options, "target": 120}, seed=count)
    rng = random.Random(count)
    levels = dict(zip(NAMES[:count:2], Level, strict=False))
    while not game.over:
        (name,) = game.to_act()
        legal = game.legal_actions(name)
        if name in levels:
            chosen = choose(game.view(name), legal, level=levels[name])
        else:
            chosen = rng.choice(legal)
        assert chosen in legal
        game.apply(chosen)
    assert game.winners


@pytest.mark.parametrize("level", list(Level))
def test_computers_alone_still_sell_pairs_and_finish(level):
    game = CrveniTepih(NAMES[:4], {"target": 150}, seed=5)
    while not game.over:
        (name,) = game.to_act()
        game.apply(computer(game, name, level))
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


@pytest.mark.parametrize("level", list(Level))
def test_it_never_goes_all_in_for_its_first_pair(level):
    # Four kings are worth more than all of ana's money, but later pairs and the end count
    # need money too: at 19 against her 20 she lets the pair go.
    game = new_game(2, hands={"ana": "KS KC", "ben": "8S 9S"}, pairs=["KH KD"])
    act(game, "ben bid 19")
    assert computer(game, "ana", level) == Pass(player="ana")


@pytest.mark.parametrize("options", [{}, {"all_pay": False}, {"money": "cards"}])
@pytest.mark.parametrize("level", list(Level))
def test_no_first_pair_all_in_over_many_deals(level, options):
    for seed in range(6):
        game = CrveniTepih(NAMES[:4], {**options, "target": 1}, seed=seed)
        while not game.over:
            (name,) = game.to_act()
            chosen = computer(game, name, level)
            view = game.view(name)
            me = next(seat for seat in view.seats if seat.name == name)
            if isinstance(chosen, Bid) and not me.face_up and view.stock >= 2:
                total = chosen.amount or me.committed + sum(chosen.money or ())
                made = sorted(cards(" ".join([*(view.hand or []), *view.revealed])))
                carpet = made == sorted(cards("AH AD 7H 7D"))
                assert total < me.committed + me.money or carpet
            game.apply(chosen)


@pytest.mark.parametrize("level", list(Level))
def test_a_pair_that_completes_the_red_carpet_is_bid_for(level):
    game = new_game(2, hands={"ben": "AH AD", "ana": "8S 9S"}, pairs=["7H 7D"])
    assert computer(game, "ben", level) == Bid(player="ben", amount=2)  # opens in a step
    game = new_game(2, hands={"ana": "AH AD", "ben": "8S 9S"}, pairs=["7H 7D"])
    act(game, "ben bid 5")
    assert computer(game, "ana", level) == Bid(player="ana", amount=6)  # answers the raise
    game = new_game(2, hands={"ana": "AH AD", "ben": "8S 9S"}, pairs=["7H 7D"])
    act(game, "ben bid 19")
    # The one first pair worth all the money: the best hand there is.
    assert computer(game, "ana", level) == Bid(player="ana", amount=20)


def test_with_money_cards_it_bids_a_small_step_and_keeps_change():
    game = new_game(2, hands={"ana": "AH AD", "ben": "8S 9S"}, pairs=["7H 7D"], money="cards")
    act(game, "ben put 2")
    chosen = computer(game, "ana")
    assert chosen == Bid(player="ana", money=(3,))


def test_it_passes_on_a_pair_that_adds_nothing():
    game = eight_cards()
    act(game, "ana discard 9C 9D")  # ana keeps two straight flushes of 65
    act(game, "ben pass")
    assert game.to_act() == ["ana"]
    assert computer(game, "ana") == Pass(player="ana")


def test_a_beginner_overbids_on_a_nice_looking_pair():
    # A pair of aces for 19 of ana's 20: the gentle player pays it, the others let it go.
    game = new_game(2, hands={"ana": "8S 9H", "ben": "10D JC"}, pairs=["AS AC"])
    act(game, "ben bid 18")
    assert computer(game, "ana", Level.GENTLE) == Bid(player="ana", amount=19)
    assert computer(game, "ana", Level.NORMAL) == Pass(player="ana")
    assert computer(game, "ana", Level.STRONG) == Pass(player="ana")
    # A pair of sevens beside a king and a queen: a beginner sees a pair and keeps raising.
    game = new_game(2, hands={"ana": "KS QH", "ben": "10D JC"}, pairs=["7S 7C"])
    act(game, "ben bid 6")
    assert computer(game, "ana", Level.GENTLE) == Bid(player="ana", amount=7)
    assert computer(game, "ana", Level.NORMAL) == Pass(player="ana")


# -- discarding -----------------------------------------------------------------------------


@pytest.mark.parametrize("level", list(Level))
def test_at_eight_cards_it_discards_what_costs_its_hand_least(level):
    game = eight_cards()  # 9C 9D face down, A A K K Q Q face up, new JS JH
    chosen = computer(game, "ana", level)
    assert isinstance(chosen, Discard)
    assert sorted(chosen.cards) == sorted(cards("9C 9D"))


@pytest.mark.parametrize("level", list(Level))
def test_at_eight_cards_it_drops_a_useless_new_pair(level):
    game = new_game(
        2,
        hands={"ana": "AH AD", "ben": "8S 9S"},
        pairs=["7H 7D", "KS KH", "QS QH", "8C 9C"],
    )
    for _ in range(4):
        act(game, "ben pass", "ana bid 2")
    chosen = computer(game, "ana", level)
    assert sorted(chosen.cards) == sorted(cards("8C 9C"))


def test_deal_deck_is_the_games_deck():
    deck = deal_deck(2, {"ana": "AH AD"}, ["7H 7D"])
    assert sorted(deck) == sorted(CrveniTepih.deck_for(2, None))
