"""4-poker (RULES.md section 1): scoring, placement, refusals, and random-game properties."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import FOUR_POKER_DECK
from engine.errors import SetupError
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.four_poker.scoring import Combination, combination
from tests.support.engine import assert_refused, assert_replays, cards, public_json, stacked


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("9H 10H JH QH KH", Combination.STRAIGHT_FLUSH),
        ("AS KS QS JS 10S", Combination.STRAIGHT_FLUSH),
        ("9C 10C JC QC AC", Combination.FLUSH),  # 9-10-J-Q-A of one suit: a flush, no straight
        ("9D 9C 9H 9S AH", Combination.FOUR_OF_A_KIND),
        ("QH QD QS KH KC", Combination.FULL_HOUSE),
        ("9S 10H JD QC KS", Combination.STRAIGHT),
        ("10S JH QD KC AS", Combination.STRAIGHT),
        ("AC AD AS KD QC", Combination.THREE_OF_A_KIND),
        ("10C 10D JC JD KS", Combination.TWO_PAIR),
        ("9S 9H JD QC KS", Combination.ONE_PAIR),
        ("AH 9S 10D JC QS", Combination.NOTHING),  # A-9-10-J-Q: no wrap-around straight
        ("9S 10D QC KH AS", Combination.NOTHING),  # the seed's "nothing" example
    ],
)
def test_every_combination_with_exact_cards(hand, expected):
    assert combination(cards(hand)) is expected


def test_the_scoring_table():
    assert [combo.points for combo in Combination] == [100, 50, 30, 20, 10, 5, 2, 1, 0]


def test_a_flush_outranks_four_of_a_kind_in_the_seeds_order():
    assert Combination.FLUSH.points > Combination.FOUR_OF_A_KIND.points


def game_from_columns(columns: list[str], tail: str = "") -> FourPoker:
    """A game whose deal fills the given columns row by row (the placement rule's order)."""
    parsed = [cards(column) for column in columns]
    order = [parsed[column][row] for row in range(5) for column in range(4)]
    deck = stacked(FOUR_POKER_DECK, order + cards(tail))
    return FourPoker(["ana"], decks=[deck])


def fill(game: FourPoker) -> None:
    while not game.over:
        game.apply(Place(player="ana", column=game.legal_actions("ana")[0].column))


def test_the_seeds_worked_example_totals_57():
    game = game_from_columns(
        ["9C 9D 9H 9S AH", "AC AD AS KD QC", "10C 10D JC JD KS", "QH QD QS KH KC"]
    )
    fill(game)
    assert game.over
    assert game.scores == {"ana": 57}
    assert game.rounds == [{"ana": 57}]
    assert game.winners == ["ana"]
    view = game.view(None)
    assert [result.points for result in view.results] == [30, 5, 2, 20]
    assert view.total == 57


def test_the_first_row_is_placed_automatically():
    deck = stacked(FOUR_POKER_DECK, cards("AS KS QS JS 10S"))
    game = FourPoker(["ana"], decks=[deck])
    assert game.view("ana").columns == [["AS"], ["KS"], ["QS"], ["JS"]]
    assert game.view("ana").current == "10S"
    assert game.scores == {"ana": 0}
    assert game.rounds == []
    assert game.winners == []


def test_placement_heights_2_1_2_1_allow_only_columns_1_and_3():
    game = FourPoker(["ana"], seed=3)
    game.apply(Place(player="ana", column=0))
    game.apply(Place(player="ana", column=2))
    assert [len(column) for column in game.columns] == [2, 1, 2, 1]
    assert game.legal_actions("ana") == [
        Place(player="ana", column=1),
        Place(player="ana", column=3),
    ]
    assert_refused(game, Place(player="ana", column=0), match="finish the row first")
    assert_refused(game, Place(player="ana", column=2), match="finish the row first")


def test_a_full_column_is_refused():
    game = FourPoker(["ana"], seed=1)
    for _ in range(4):  # rows 2..5 of column 0, each after the row is complete
        for column in range(4):
            if len(game.columns[0]) == 5:
                break
            game.apply(Place(player="ana", column=column))
    assert len(game.columns[0]) == 5
    assert_refused(game, Place(player="ana", column=0), match="Column 0 is full")


def test_refusals_game_over_wrong_player_and_malformed():
    game = FourPoker(["ana"], seed=2)
    assert_refused(game, {"player": "ben", "type": "place", "column": 0}, match="not playing")
    assert_refused(game, {"player": "ana", "type": "place", "column": 4}, match="no column 4")
    assert_refused(game, {"player": "ana", "type": "place", "column": "0"}, match="malformed")
    assert_refused(game, {"player": "ana", "type": "place"}, match="needs the field 'column'")
    assert_refused(
        game, {"player": "ana", "type": "place", "column": 0, "x": 1}, match="no field 'x'"
    )
    assert_refused(game, {"player": "ana", "type": "draw"}, match="not an action of this game")
    assert_refused(
        game, {"player": None, "type": "place", "column": 0}, match="must name the player"
    )
    assert_refused(game, ["place"], match="JSON object")
    fill(game)
    assert_refused(game, Place(player="ana", column=0), match="game is over")
    assert game.legal_actions("ana") == []


def test_unknown_options_and_wrong_player_counts_are_refused():
    with pytest.raises(SetupError, match="not an option"):
        FourPoker(["ana"], {"speed": 1})
    with pytest.raises(SetupError, match="played by 1 players, not 2"):
        FourPoker(["ana", "ben"])


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), choices=st.lists(st.integers(0, 3), min_size=16, max_size=16))
def test_random_games_keep_their_invariants(seed, choices):
    game = FourPoker(["ana"], seed=seed)
    deck = list(game._deck)  # the test may look at the secret deck; the views may not
    assert sorted(deck) == sorted(FOUR_POKER_DECK)
    for step, choice in enumerate(choices):
        legal = game.legal_actions("ana")
        assert legal, "legal_actions is never empty before the end"
        assert legal == sorted(legal, key=lambda action: action.column)
        # Exactly the legal columns are accepted.
        for column in range(4):
            assert game.is_legal(Place(player="ana", column=column)) == (
                Place(player="ana", column=column) in legal
            )
        game.apply(legal[choice % len(legal)])
        placed = [card for column in game.columns for card in column]
        assert len(placed) == len(set(placed)) == 5 + step
        undrawn = deck[len(placed) + (0 if game.over else 1) :]
        assert set(placed) | set(undrawn) | ({game.current} if game.current else set()) == set(deck)
        public = json.loads(public_json(game))
        shown = {card for column in public["columns"] for card in column} | {public["current"]}
        assert not shown & {str(card) for card in undrawn}
    assert game.over
    assert game.legal_actions("ana") == []
    assert_replays(game)
