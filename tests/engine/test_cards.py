"""Card notation (RULES.md, common conventions) and decks."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import (
    FOUR_POKER_DECK,
    FULL_DECK,
    PIQUET_DECK,
    Card,
    Rank,
    Suit,
    parse_card,
    parse_rank,
    seeded_shuffle,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10H", Card(Rank.TEN, Suit.HEARTS)),
        ("QS", Card(Rank.QUEEN, Suit.SPADES)),
        ("AD", Card(Rank.ACE, Suit.DIAMONDS)),
        ("2C", Card(Rank.TWO, Suit.CLUBS)),
        ("TH", Card(Rank.TEN, Suit.HEARTS)),
        ("th", Card(Rank.TEN, Suit.HEARTS)),
        ("qs", Card(Rank.QUEEN, Suit.SPADES)),
        ("10♥", Card(Rank.TEN, Suit.HEARTS)),
        ("K♠", Card(Rank.KING, Suit.SPADES)),
        ("j♦", Card(Rank.JACK, Suit.DIAMONDS)),
        ("9♣", Card(Rank.NINE, Suit.CLUBS)),
        (" 7d ", Card(Rank.SEVEN, Suit.DIAMONDS)),
    ],
)
def test_parse_lenient_spellings(text, expected):
    assert parse_card(text) == expected


@pytest.mark.parametrize("text", ["", "H", "1H", "11H", "10X", "ZS", "10", "QQ"])
def test_parse_refuses_non_cards(text):
    with pytest.raises(ValueError, match="card"):
        parse_card(text)


def test_parse_refuses_non_text():
    with pytest.raises(ValueError, match="text"):
        parse_card(10)  # type: ignore[arg-type]


@given(st.sampled_from(FULL_DECK))
def test_canonical_form_round_trips(card):
    text = str(card)
    assert parse_card(text) == card
    assert parse_card(text.lower()) == card
    assert parse_card(card.pretty) == card


def test_canonical_spelling():
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "10H"
    assert str(Card(Rank.QUEEN, Suit.SPADES)) == "QS"
    assert Card(Rank.TEN, Suit.HEARTS).pretty == "10♥"


def test_ranks_parse_like_card_ranks():
    assert parse_rank("t") == Rank.TEN
    assert parse_rank("10") == Rank.TEN
    assert parse_rank("a") == Rank.ACE
    with pytest.raises(ValueError, match="rank"):
        parse_rank("1")


def test_decks():
    assert len(FULL_DECK) == len(set(FULL_DECK)) == 52
    assert len(FOUR_POKER_DECK) == 24
    assert {card.rank for card in FOUR_POKER_DECK} == {Rank(r) for r in range(9, 15)}
    assert len(PIQUET_DECK) == 32
    assert min(card.rank for card in PIQUET_DECK) == Rank.SEVEN


def test_seeded_shuffle_is_repeatable():
    first = seeded_shuffle(FULL_DECK, random.Random(7))
    assert first == seeded_shuffle(FULL_DECK, random.Random(7))
    assert first != seeded_shuffle(FULL_DECK, random.Random(8))
    assert sorted(first) == sorted(FULL_DECK)


def test_cards_are_frozen_and_hashable():
    card = parse_card("QS")
    with pytest.raises(AttributeError):
        card.rank = Rank.KING  # type: ignore[misc]
    assert {card, parse_card("qs")} == {card}
