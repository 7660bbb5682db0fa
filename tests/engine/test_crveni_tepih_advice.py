"""Crveni tepih's table advice: quick bids, money-card choices, discards, points breakdowns."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from engine.cards import PIQUET_DECK
from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.actions import Bid, Discard, Pass
from engine.crveni_tepih.advice import (
    bid_choices,
    breakdown,
    discard_choices,
    holding,
    quick_bids,
    suggested_bid,
    suggested_discard,
)
from engine.crveni_tepih.computer import choose
from engine.crveni_tepih.scoring import best_four, read_hand
from engine.crveni_tepih.view import CrveniTepihView
from tests.engine.test_crveni_tepih import act, new_game
from tests.support.engine import cards


def waiting_view(game: CrveniTepih) -> CrveniTepihView:
    (name,) = game.to_act()
    return game.view(name)


def test_chip_quick_bids_open_at_two_and_go_all_in_at_twenty():
    game = new_game(3)
    view = waiting_view(game)
    quick = quick_bids(view)
    assert [(choice.tag, choice.total) for choice in quick] == [
        ("min", 2),
        ("+1", 3),
        ("+2", 4),
        ("+5", 7),
        ("all in", 20),
    ]
    assert all(choice.action.amount == choice.total for choice in quick)


def test_quick_bids_near_the_top_do_not_repeat_all_in():
    game = new_game(3)
    (first,) = game.to_act()
    act(game, f"{first} bid 18")
    quick = quick_bids(waiting_view(game))
    assert [(choice.tag, choice.total) for choice in quick] == [("min", 19), ("all in", 20)]


def test_nobody_but_the_player_to_bid_gets_bids():
    game = new_game(3)
    (turn,) = game.to_act()
    for name in game.players:
        if name != turn:
            assert quick_bids(game.view(name)) == bid_choices(game.view(name)) == []


def test_money_card_quick_bids_keep_the_most_change():
    game = new_game(3, money="cards")
    quick = quick_bids(waiting_view(game))
    # +5: 7 as 3 + 4 or 2 + 5 leave as many amounts payable (7 of them); 3 + 4 keeps the 2
    # for the small raises.
    assert [(choice.tag, choice.total, choice.money) for choice in quick] == [
        ("min", 2, (2,)),
        ("+1", 3, (3,)),
        ("+2", 4, (4,)),
        ("+5", 7, (3, 4)),
        ("all in", 20, (2, 3, 4, 5, 6)),
    ]


def test_money_card_choices_list_each_total_with_its_suggested_set_first():
    game = new_game(3, money="cards")
    choices = bid_choices(waiting_view(game))
    totals = [choice.total for choice in choices]
    assert totals == sorted(totals)
    sevens = [choice.money for choice in choices if choice.total == 7]
    assert sevens[0] == (3, 4)
    assert set(sevens) == {(2, 5), (3, 4)}


def test_offered_bids_are_exactly_the_legal_ones_through_random_games():
    rng = random.Random(5)
    for options in ({}, {"money": "cards"}, {"all_pay": False, "money": "cards"}):
        for seed in range(4):
            game = CrveniTepih(["ana", "ben", "cem", "dan"], {**options, "target": 1}, seed=seed)
            while not game.over:
                (name,) = game.to_act()
                view = game.view(name)
                legal = game.legal_actions(name)
                bids = [action for action in legal if isinstance(action, Bid)]
                offered = [choice.action for choice in bid_choices(view)]
                assert sorted(map(repr, offered)) == sorted(map(repr, bids))
                assert all(choice.action in bids for choice in quick_bids(view))
                discards = [action for action in legal if isinstance(action, Discard)]
                if discards:
                    offered_discards = [choice.action for choice in discard_choices(view)]
                    assert sorted(map(repr, offered_discards)) == sorted(map(repr, discards))
                game.apply(rng.choice(legal))


def eight_card_game() -> CrveniTepih:
    """ana holds eight cards (two face down, six won) and wins a ninth and tenth: 9C 9D."""
    pairs = ["AS AH", "KS KH", "QS QH", "9C 9D"]
    game = new_game(2, hands={"ana": "7H 7D", "ben": "8S 8H"}, pairs=pairs)
    for _ in range(3):
        (turn,) = game.to_act()
        if turn == "ana":
            act(game, "ana bid 2")
        else:
            act(game, "ben pass", "ana bid 2")
    (turn,) = game.to_act()
    act(game, *(["ben pass"] if turn == "ben" else []), "ana bid 2")
    assert game.to_act() == ["ana"]
    assert game.pending is not None
    return game


def test_the_discard_choices_put_the_new_pair_first_and_suggest_the_best_keep():
    game = eight_card_game()
    view = game.view("ana")
    choices = discard_choices(view)
    assert len(choices) == len(game.legal_actions("ana"))
    first = choices[0]
    assert first.new_pair
    assert sorted(map(str, first.action.cards)) == ["9C", "9D"]
    assert not any(choice.new_pair for choice in choices[1:])
    points = [choice.kept.points for choice in choices[1:]]
    assert points == sorted(points, reverse=True)
    suggested = suggested_discard(view)
    assert suggested is not None
    assert suggested.action == choose(view, game.legal_actions("ana"))
    for choice in choices:
        kept = list(holding(view))
        for card in choice.action.cards:
            kept.remove(card)
        assert choice.kept == best_four(kept)


def test_a_breakdown_adds_up_to_the_hand_points():
    examples = {
        "AS AC KH KD": [("AS AC", 8, 2), ("KH KD", 6, 2)],
        "JS QS KS AS": [("JS QS KS AS", 13, 5)],
        "AS AC AH KD": [("AS AC AH", 12, 3), ("KD", 3, 1)],
        "7S 8D 9H 10C": [("7S 8D 9H 10C", 8, 3)],
        "AS 7D 8H 9C": [("7D 8H 9C AS", 10, 1)],
        "AH AD 7H 7D": [("7H 7D AH AD", 100, 1)],
    }
    for hand, expected in examples.items():
        parts = breakdown(read_hand(cards(hand)))
        got = [
            (" ".join(sorted(map(str, part.cards))), part.value, part.multiplier) for part in parts
        ]
        assert sorted(got) == sorted(
            (" ".join(sorted(text.split())), v, m) for text, v, m in expected
        )
    for four in random.Random(3).sample(list(combinations(PIQUET_DECK, 4)), 3000):
        reading = read_hand(four)
        parts = breakdown(reading)
        assert sum(part.points for part in parts) == reading.points, reading
        assert sorted(card for part in parts for card in part.cards) == sorted(reading.cards)


@pytest.mark.parametrize("options", [{}, {"money": "cards"}])
def test_the_suggested_bid_is_the_computer_players(options):
    game = CrveniTepih(["ana", "ben", "cem"], {**options, "target": 1}, seed=11)
    rng = random.Random(11)
    seen = {"bid": 0, "pass": 0}
    while not game.over:
        view = waiting_view(game)
        legal = game.legal_actions(view.viewer)
        if view.discard is None:
            chosen = choose(view, legal)
            suggested = suggested_bid(view)
            if isinstance(chosen, Pass):
                assert suggested is None
            else:
                assert suggested is not None
                assert suggested.action == chosen
            seen[chosen.type] += 1
            other = next(name for name in game.players if name != view.viewer)
            assert suggested_bid(game.view(other)) is None
        game.apply(rng.choice(legal))
    assert seen["bid"]
    assert seen["pass"]
