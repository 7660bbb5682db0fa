"""Krypkasino's scoring (RULES.md section 2, "Scoring"): the table, ties, unclaimed cards."""

from __future__ import annotations

from engine.cards import FULL_DECK, Rank, Suit
from engine.krypkasino.scoring import ROUND_POINTS, card_points, score_round
from tests.support.engine import cards


def test_each_item_scores_as_the_table_says():
    piles = [cards("2S 10D AH AC 3S 4S"), cards("5H 6H 7H 8H AS")]
    score = score_round(piles, [1, 0])
    # Seat 0: 2S 1, 10D 2, two aces 2, a tabbe 1, most spades (3 against 1) 2, most cards 1.
    assert score.points == (9, 1)
    assert score.most_cards == 0
    assert score.most_spades == 0
    assert score.two_of_spades == 0
    assert score.ten_of_diamonds == 0
    assert score.aces == (2, 1)
    assert score.spades == (3, 1)


def test_a_full_deck_distributes_ten_points_plus_the_tabbes():
    assert ROUND_POINTS == 10
    piles = [list(FULL_DECK[:30]), list(FULL_DECK[30:])]
    score = score_round(piles, [2, 1])
    assert sum(score.points) == 10 + 3


def test_most_cards_tied_scores_nobody():
    piles = [cards("2H 3H"), cards("4H 5H"), cards("6H")]
    score = score_round(piles, [0, 0, 0])
    assert score.most_cards is None
    assert score.points == (0, 0, 0)


def test_most_spades_tied_scores_nobody():
    piles = [cards("2S 3S 4H"), cards("4S 5S"), cards("6H")]
    score = score_round(piles, [0, 0, 0])
    assert score.most_spades is None
    # Seat 0 still has the most cards (3) and the 2 of spades.
    assert score.points == (2, 0, 0)


def test_a_tie_below_the_most_does_not_matter():
    piles = [cards("2S 3S 4S"), cards("5S 6H"), cards("7S 8H")]
    score = score_round(piles, [0, 0, 0])
    assert score.most_spades == 0
    assert score.most_cards == 0


def test_a_round_with_no_capture_scores_nobody():
    # Nobody took a trick: every pile is empty and the leftovers go to no one. (No legal
    # round gets here — a laid card never matches a table value, so by the fourteenth lay
    # something is captured — but the decision is the rule, so the scoring honours it.)
    score = score_round([[], [], []], [0, 0, 0])
    assert score.points == (0, 0, 0)
    assert score.most_cards is None
    assert score.most_spades is None
    assert score.two_of_spades is None
    assert score.ten_of_diamonds is None


def test_card_points():
    by_card = {str(card): card_points(card) for card in FULL_DECK if card_points(card)}
    assert by_card == {"AS": 1, "AH": 1, "AD": 1, "AC": 1, "2S": 1, "10D": 2}
    assert sum(card_points(card) for card in FULL_DECK) == 7
    assert all(
        card.rank is Rank.ACE or card.suit in (Suit.SPADES, Suit.DIAMONDS)
        for card in FULL_DECK
        if card_points(card)
    )
