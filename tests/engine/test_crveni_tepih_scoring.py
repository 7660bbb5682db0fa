"""Crveni tepih's hands (RULES.md section 3, "Scoring"): readings and the best four."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import PIQUET_DECK
from engine.crveni_tepih.game import TWO_DECKS
from engine.crveni_tepih.scoring import best_four, best_points, card_value, read_hand
from tests.support.engine import cards


@pytest.mark.parametrize(
    ("hand", "label", "points"),
    [
        # The examples of RULES.md section 3.
        ("AS AC KH KD", "two pairs", 28),
        ("JS QS KS AS", "straight flush", 65),
        ("AS AC AH KD", "three of a kind", 39),
        ("7S 8D 9H 10C", "straight", 24),
        ("AS 7D 8H 9C", "high cards", 10),
    ],
)
def test_the_rules_examples(hand, label, points):
    reading = read_hand(cards(hand))
    assert (reading.label, reading.points) == (label, points)


def test_card_values():
    values = [card_value(card) for card in cards("AS KS QS JS 10S 9S 8S 7S")]
    assert values == [4, 3, 3, 3, 2, 2, 2, 2]


@pytest.mark.parametrize(
    ("hand", "label", "points"),
    [
        ("KS KH 8C 7D", "pair", 6 * 2 + 2 + 2),
        ("10S 10H 9C 9D", "two pairs", 4 * 2 + 4 * 2),
        ("7S 7H 7C AD", "three of a kind", 6 * 3 + 4),
        ("7S 9S JS AS", "flush", (2 + 2 + 3 + 4) * 3),
        ("10H JD QC KS", "straight", (2 + 3 + 3 + 3) * 3),
        ("8C 9C 10C JC", "straight flush", (2 + 2 + 2 + 3) * 5),
        ("QS QH QD QC", "four of a kind", 12 * 5),
        ("7S 7H 7D 7C", "four of a kind", 8 * 5),
        ("AH AD 7H 7D", "red carpet", 100),
        ("AH AD 7H 7S", "two pairs", 8 * 2 + 4 * 2),  # a black seven: no red carpet
        ("AH AS 7H 7D", "two pairs", 8 * 2 + 4 * 2),
        ("QS KS AS 7S", "flush", (3 + 3 + 4 + 2) * 3),  # the ace is high only
        ("AS 7H 8D 9C", "high cards", 10),
        ("JS QH KD AC", "straight", 13 * 3),
    ],
)
def test_each_reading(hand, label, points):
    reading = read_hand(cards(hand))
    assert (reading.label, reading.points) == (label, points)


@pytest.mark.parametrize(
    ("hand", "label", "points"),
    [
        # Two decks: a flush holding a pair scores as a flush, not as both.
        ("AS AS KS QS", "flush", (4 + 4 + 3 + 3) * 3),
        ("7H 7H 8H 9H", "flush", 8 * 3),
        # Red carpets of the same red suits.
        ("AD AD 7H 7H", "red carpet", 100),
        ("AH AH 7H 7H", "red carpet", 100),
        ("AD AD 7D 7D", "red carpet", 100),
        # Four aces of two decks: four of a kind.
        ("AS AS AC AC", "four of a kind", 80),
        ("KH KH QH QD", "two pairs", 6 * 2 + 6 * 2),
    ],
)
def test_two_deck_readings(hand, label, points):
    reading = read_hand(cards(hand))
    assert (reading.label, reading.points) == (label, points)


@pytest.mark.parametrize(
    ("hand", "label", "points"),
    [
        ("AS", "high cards", 4),
        ("AS KD", "high cards", 7),
        ("AS AD", "pair", 16),
        ("9S 9D 9H", "three of a kind", 18),
        ("7H 8H 9H", "high cards", 6),  # no flush or straight in three cards
    ],
)
def test_fewer_than_four_cards_score_what_they_hold(hand, label, points):
    reading = best_four(cards(hand))
    assert (reading.label, reading.points) == (label, points)
    assert sorted(reading.cards) == sorted(cards(hand))


def test_the_best_four_a_a_q_q_over_the_straight():
    reading = best_four(cards("7S 8D 9H 10C AS AC QS QC"))
    assert sorted(reading.cards) == sorted(cards("AS AC QS QC"))
    assert (reading.label, reading.points) == ("two pairs", 28)


def test_the_red_carpet_over_four_aces():
    reading = best_four(cards("AS AC AH AD 7H 7D"))
    assert sorted(reading.cards) == sorted(cards("AH AD 7H 7D"))
    assert (reading.label, reading.points) == ("red carpet", 100)


def test_the_best_four_are_chosen_by_points():
    # Three sevens with an ace make 2*3*3 + 4 = 22; two aces with two sevens 8*2 + 4*2 = 24.
    reading = best_four(cards("7S 7H 7D AS AC"))
    assert (reading.label, reading.points) == ("two pairs", 24)
    assert sorted(reading.cards)[2:] == sorted(cards("AS AC"))


def test_the_kept_four_do_not_depend_on_the_order_of_the_cards():
    hand = cards("7S 7H KD KC AS AC QS")
    assert best_four(hand) == best_four(list(reversed(hand)))


def _fours(hand):
    return list(combinations(hand, 4))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(PIQUET_DECK), min_size=1, max_size=8, unique=True))
def test_best_four_is_the_maximum_over_every_four(hand):
    reading = best_four(hand)
    fours = _fours(hand) or [tuple(hand)]
    assert reading.points == max(read_hand(four).points for four in fours)
    assert best_points(hand) == reading.points
    assert len(reading.cards) == min(4, len(hand))
    remaining = list(hand)
    for card in reading.cards:
        remaining.remove(card)


@settings(max_examples=100, deadline=None)
@given(st.permutations(TWO_DECKS).map(lambda deck: deck[:8]))
def test_two_deck_hands_are_scored_as_multisets(hand):
    reading = best_four(hand)
    remaining = list(hand)
    for card in reading.cards:
        remaining.remove(card)  # the kept cards are the player's own, duplicates included
    assert reading.points == max(read_hand(four).points for four in _fours(hand))


def test_bad_hands_are_refused():
    with pytest.raises(ValueError, match="no cards"):
        best_four([])
    with pytest.raises(ValueError, match="one to four"):
        read_hand(cards("AS KS QS JS 10S"))
    with pytest.raises(ValueError, match="not a card of Crveni tepih"):
        best_four(cards("2S AS"))
    assert best_points([]) == 0
