"""The 4-poker computer player (also the hint): legal, repeatable, and sensible on clear cases."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import FOUR_POKER_DECK
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.four_poker.computer import choose, expected_points
from engine.four_poker.scoring import points
from engine.registry import computer_move
from tests.engine.support import cards, stacked


def board_game(rows: list[str], current: str) -> FourPoker:
    """A game whose first rows (four cards each, columns 0-3) are given, then ``current``."""
    order = [card for row in rows for card in cards(row)] + cards(current)
    game = FourPoker(["ana"], decks=[stacked(FOUR_POKER_DECK, order)])
    for row in rows[1:]:
        for column in range(len(cards(row))):
            game.apply(Place(player="ana", column=column))
    return game


def test_it_always_answers_with_a_legal_column_and_repeats_itself():
    for seed in range(5):
        game = FourPoker(["ana"], seed=seed)
        while not game.over:
            legal = game.legal_actions("ana")
            first = choose(game.view("ana"), legal)
            assert first in legal
            assert choose(game.view("ana"), legal) == first
            game.apply(first)


def test_it_completes_a_flush_when_it_can():
    # Column 0 holds four hearts; a fifth heart arrives when every column has four cards.
    game = board_game(["9H 9S 9D 9C", "10H 10S 10D 10C", "JH JS JD JC", "QH QS QD QC"], "AH")
    assert game.legal_actions("ana") == [Place(player="ana", column=c) for c in range(4)]
    assert choose(game.view("ana"), game.legal_actions("ana")).column == 0


def test_the_last_card_goes_where_it_scores_most():
    # Columns: 9S JS QS AS | KH KS KD 9H | 9D QD 10D JD | 10C AC JH QH; the last card, KC,
    # makes four of a kind (30) in column 1 and only straights (10) in columns 2 and 3.
    rows = ["9S KH 9D 10C", "JS KS QD AC", "QS KD 10D JH", "AS 9H JD QH"]
    game = board_game(rows, "KC")
    assert computer_move(game, "ana").column == 1


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 5), st.integers(0, 10))
def test_expected_column_points_are_exact(rng, placed, spare):
    """Checked against every way to complete the column from the unseen cards."""
    deck = list(FOUR_POKER_DECK)
    rng.shuffle(deck)
    column = deck[:placed]
    missing = 5 - placed
    unseen = deck[placed : placed + missing + spare]
    draws = list(combinations(unseen, missing))
    brute = sum(points([*column, *draw]) for draw in draws) / len(draws)
    assert expected_points(column, unseen) == pytest.approx(brute)
