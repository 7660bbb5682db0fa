"""The 4-poker computer player (also the hint): legal, repeatable, blind to the undrawn deck,
exact in the last row, and its column model checked against brute force."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import FOUR_POKER_DECK, Card
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.four_poker.computer import _row_end, choose
from engine.four_poker.evaluate import (
    ALL_CARDS,
    RANDOM_OFFERS,
    card_index,
    column_value,
    final_points,
    index_card,
    mask_of,
)
from engine.four_poker.scoring import points
from engine.levels import Level
from engine.registry import computer_move
from tests.support.engine import cards, stacked


def game_at(rows: list[str], last_row: str = "", current: str = "") -> FourPoker:
    """A game whose first rows (four cards each, for columns 0-3) are on the board, then the
    cards of ``last_row`` placed on the columns named after each card (``"JH:2"``), then
    ``current`` in hand."""
    placed = [(card, column) for row in rows[1:] for column, card in enumerate(cards(row))]
    for word in last_row.split():
        text, column = word.split(":")
        placed.append((cards(text)[0], int(column)))
    order = cards(rows[0]) + [card for card, _ in placed] + cards(current)
    game = FourPoker(["ana"], decks=[stacked(FOUR_POKER_DECK, order)])
    for _, column in placed:
        game.apply(Place(player="ana", column=column))
    return game


def indexes(text: str) -> list[int]:
    return [card_index(card) for card in cards(text)]


def test_it_always_answers_with_a_legal_column_and_repeats_itself():
    for seed in range(4):
        game = FourPoker(["ana"], seed=seed)
        while not game.over:
            legal = game.legal_actions("ana")
            first = choose(game.view("ana"), legal)
            assert first in legal
            assert choose(game.view("ana"), legal) == first
            game.apply(first)


def test_it_completes_a_flush_when_it_can():
    # Column 0 holds four hearts; a fifth heart arrives when every column has four cards.
    game = game_at(["9H 9S 9D 9C", "10H 10S 10D 10C", "JH JS JD JC", "QH QS QD QC"], "", "AH")
    assert game.legal_actions("ana") == [Place(player="ana", column=c) for c in range(4)]
    assert choose(game.view("ana"), game.legal_actions("ana")).column == 0


def test_the_last_card_goes_where_it_scores_most():
    # Columns: 9S JS QS AS | KH KS KD 9H | 9D QD 10D JD | 10C AC JH QH; the last card, KC,
    # makes four of a kind (30) in column 1 and only straights (10) in columns 2 and 3.
    game = game_at(["9S KH 9D 10C", "JS KS QD AC", "QS KD 10D JH", "AS 9H JD QH"], "", "KC")
    assert computer_move(game, "ana").column == 1


def test_in_the_last_row_it_looks_past_the_card_in_hand():
    # Columns 0 (AS AH AC 9C) and 1 (KS KC KD KH) wait for their fifth card; the 9H makes 30
    # on column 1 (a kicker for the kings) but a full house on column 0, after which the kings
    # take any card for 30 anyway. Greedy says column 1; the expectation says column 0.
    rows = ["AS KS QD 10D", "AH KC JD QS", "AC KD JC 10H", "9C KH JS 9D"]
    game = game_at(rows, "JH:2 10S:3", "9H")
    board = [list(column) for column in game.columns]
    seen = {card for column in board for card in column} | {game.current}
    unseen = [card for card in FOUR_POKER_DECK if card not in seen]

    def expected(column: int) -> float:
        other = 1 - column
        later = sum(points([*board[other], card]) for card in unseen) / len(unseen)
        return points([*board[column], game.current]) + later

    assert points([*board[1], game.current]) > points([*board[0], game.current])
    assert expected(0) > expected(1)
    assert computer_move(game, "ana").column == 0


def test_with_two_columns_left_it_looks_through_the_next_row():
    # Row four, columns 2 (QD 9D KD: diamonds) and 3 (AS 9H AC: aces) wait; the AD is in hand.
    # Each choice is judged by the final total once the row's last card (any unseen card) has
    # gone on the other column and the last row is placed card by card, each where it does
    # the most good (its cards drawn independently from those left): computed here directly.
    rows = ["JH KC QD AS", "JC 10C 9D 9H", "JD 10H KD AC"]
    game = game_at(rows, "QC:0 10S:1", "AD")
    board = [list(column) for column in game.columns]
    seen = {card for column in board for card in column} | {game.current}
    unseen = [card for card in FOUR_POKER_DECK if card not in seen]

    def placed_well(full: list[list[Card]], left: list[Card]) -> float:
        @cache
        def best(waiting: frozenset[int]) -> float:
            if not waiting:
                return 0.0
            return sum(
                max(points([*full[c], card]) + best(waiting - {c}) for c in waiting)
                for card in left
            ) / len(left)

        return best(frozenset(range(4)))

    def expected(mine: int, other: int) -> float:
        total = 0.0
        for last in unseen:
            full = [list(column) for column in board]
            full[mine].append(game.current)
            full[other].append(last)
            total += placed_well(full, [card for card in unseen if card != last])
        return total / len(unseen)

    direct = [expected(2, 3), expected(3, 2)]
    current = card_index(game.current)
    columns = [[card_index(card) for card in column] for column in board]
    model = _row_end(columns, current, mask_of(map(card_index, unseen)), [2, 3])
    assert model == pytest.approx(direct)
    assert abs(direct[0] - direct[1]) > 1  # a real choice, not a tie
    assert computer_move(game, "ana").column == 2 + direct.index(max(direct))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 15), st.integers(0, 10**6))
def test_it_sees_only_the_view_never_the_undrawn_deck(seed, steps, reshuffle):
    """Two deals that agree on every card drawn so far get the same answer."""
    game = FourPoker(["ana"], seed=seed)
    for _ in range(steps):
        game.apply(choose(game.view("ana"), game.legal_actions("ana")))
    drawn = game.placed + 1
    rest = list(game._deck[drawn:])  # the test may look at the secret deck; the player not
    random.Random(reshuffle).shuffle(rest)
    twin = FourPoker(["ana"], decks=[list(game._deck[:drawn]) + rest])
    for action in game.log:
        twin.apply(action)
    assert twin.view("ana") == game.view("ana")
    legal = game.legal_actions("ana")
    assert choose(twin.view("ana"), legal) == choose(game.view("ana"), legal)


def test_there_is_nothing_to_choose_once_the_game_is_over():
    game = FourPoker(["ana"], seed=0)
    while not game.over:
        game.apply(game.legal_actions("ana")[0])
    with pytest.raises(ValueError, match="over"):
        choose(game.view("ana"), game.legal_actions("ana"))


# -- the column model (engine/four_poker/evaluate.py) ----------------------------------------


def deal(rng: random.Random, placed: int, spare: int) -> tuple[list[int], list[int]]:
    deck = list(range(24))
    rng.shuffle(deck)
    missing = 5 - placed
    return deck[:placed], deck[placed : placed + missing + spare]


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 5), st.integers(0, 9))
def test_with_one_card_offered_a_column_is_worth_its_random_completion(rng, placed, spare):
    """Checked against every way to complete the column from the unseen cards."""
    column, unseen = deal(rng, placed, spare)
    draws = list(combinations(unseen, 5 - placed))
    brute = sum(final_points([*column, *draw]) for draw in draws) / len(draws)
    assert column_value(column, mask_of(unseen), RANDOM_OFFERS) == pytest.approx(brute)


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 4), st.integers(0, 12))
def test_a_wider_choice_is_never_worth_less(rng, placed, spare):
    column, unseen = deal(rng, placed, spare)
    values = [column_value(column, mask_of(unseen), (m, m, m, m)) for m in range(1, 6)]
    assert all(later >= earlier - 1e-9 for earlier, later in pairwise(values))


def test_choosing_among_every_unseen_card_takes_the_best_one():
    column = indexes("9H 9S 9D KH")
    unseen = indexes("9C QS 10D KC AS")
    best = max(final_points([*column, card]) for card in unseen)
    assert best == 30
    assert column_value(column, mask_of(unseen), (5, 5, 5, 5)) == best


def test_a_dead_flush_and_a_live_one():
    # Four clubs wait for a fifth: with the 9C unseen a straight flush (100) is one card away.
    clubs = indexes("10C JC QC KC")
    assert column_value(clubs, mask_of(indexes("9C")), RANDOM_OFFERS) == 100
    assert column_value(clubs, mask_of(indexes("AC")), RANDOM_OFFERS) == 100
    assert column_value(clubs, mask_of(indexes("9D")), RANDOM_OFFERS) == 10
    assert column_value(clubs, mask_of(indexes("9C 9D")), RANDOM_OFFERS) == 55


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(FOUR_POKER_DECK), min_size=5, max_size=5, unique=True))
def test_the_fast_scorer_agrees_with_the_rules_scorer(hand: list[Card]):
    assert final_points(card_index(card) for card in hand) == points(hand)


def test_card_indexes_cover_the_deck_once():
    assert sorted(card_index(card) for card in FOUR_POKER_DECK) == list(range(24))
    assert all(index_card(card_index(card)) == card for card in FOUR_POKER_DECK)
    assert mask_of(range(24)) == ALL_CARDS


# -- levels ---------------------------------------------------------------------------------


@pytest.mark.parametrize("level", list(Level))
def test_every_level_answers_with_a_legal_column_and_repeats_itself(level):
    game = FourPoker(["ana"], seed=7)
    while not game.over:
        legal = game.legal_actions("ana")
        first = choose(game.view("ana"), legal, level=level)
        assert first in legal
        assert choose(game.view("ana"), legal, level=level) == first
        game.apply(first)


def test_a_beginner_places_for_the_hand_it_sees_now():
    # Columns 9S 9H | 10S 10H | JS QS | KD KC: the AS pairs nothing, so the beginner puts it
    # with the most spades it sees (column 2), whatever the later cards may bring.
    game = game_at(["9S 10S JS KD", "9H 10H QS KC"], "", "AS")
    legal = game.legal_actions("ana")
    assert choose(game.view("ana"), legal, level=Level.GENTLE).column == 2
    # A card of a rank already in a column goes there: three kings is what a beginner sees.
    game = game_at(["9S 10S JS KD", "9H 10H QS KC"], "", "KH")
    assert choose(game.view("ana"), legal, level=Level.GENTLE).column == 3


def test_strong_is_normal_and_gentle_scores_less():
    normal = gentle = 0
    for seed in range(12):
        for level in (Level.NORMAL, Level.GENTLE, Level.STRONG):
            game = FourPoker(["ana"], seed=seed)
            while not game.over:
                game.apply(choose(game.view("ana"), game.legal_actions("ana"), level=level))
            if level == Level.NORMAL:
                normal += game.scores["ana"]
                first = game.scores["ana"]
            elif level == Level.GENTLE:
                gentle += game.scores["ana"]
            else:
                assert game.scores["ana"] == first
    assert gentle < normal
