"""4-poker properties (RULES.md section 1), beside the scenarios in test_four_poker_rules.py:
streams of legal and illegal actions, replays from the middle of a game, who may look and act,
the events, and the card notation both ways."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import FOUR_POKER_DECK, parse_card
from engine.errors import IllegalAction
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.record import build_game, read_record
from tests.support.engine import assert_refused, assert_replays, cards, public_json, stacked

# Anything a client might send: a legal move (by its index, so games get to the end),
# placements that may or may not be legal, and malformed ones.
raw_actions = st.one_of(
    st.tuples(st.just("legal"), st.integers(0, 3)),
    st.builds(
        lambda column: {"player": "ana", "type": "place", "column": column}, st.integers(-1, 4)
    ),
    st.builds(lambda column: Place(player="ana", column=column), st.integers(0, 3)),
    st.sampled_from(
        [
            {"player": "ben", "type": "place", "column": 0},
            {"player": None, "type": "place", "column": 0},
            {"player": "ana", "type": "place", "column": "1"},
            {"player": "ana", "type": "place", "column": 1, "row": 2},
            {"player": "ana", "type": "draw"},
            {"player": "ana"},
            {"type": "place", "column": 0},
            "place 0",
            None,
        ]
    ),
)


def legal_json(game: FourPoker) -> list[dict[str, Any]]:
    return [game.codec.dump(action) for action in game.legal_actions("ana")]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), stream=st.lists(raw_actions, min_size=10, max_size=50))
def test_random_streams_of_legal_and_illegal_actions(seed, stream):
    """Accepted exactly when legal; a refusal changes nothing; the deck is conserved; the
    public view never shows an undrawn card; the log replays to the same state at any time."""
    game = FourPoker(["ana"], seed=seed)
    deck = list(game._deck)  # the test may look at the secret deck; the views may not
    for step, choice in enumerate(stream):
        legal = legal_json(game)
        action = choice
        if isinstance(choice, tuple):
            action = legal[choice[1] % len(legal)] if legal else Place(player="ana", column=0)
        sent = game.codec.dump(action) if isinstance(action, Place) else action
        if sent in legal:
            game.apply(action)
        else:
            assert_refused(game, action)
        assert game.legal_actions(None) == []
        assert game.to_act() == ([] if game.over else ["ana"])
        assert bool(game.legal_actions("ana")) != game.over
        placed = [card for column in game.columns for card in column]
        in_hand = [] if game.over else [game.current]
        drawn = len(placed) + len(in_hand)
        assert sorted([*placed, *in_hand, *deck[drawn:]]) == sorted(FOUR_POKER_DECK)
        assert {*placed, *in_hand} == set(deck[:drawn])
        assert in_hand == ([] if game.over else [deck[drawn - 1]])
        public = json.loads(public_json(game))
        shown = {card for column in public["columns"] for card in column} | {public["current"]}
        assert not shown & {str(card) for card in deck[drawn:]}
        if step % 7 == 0:
            assert_replays(game)
    assert_replays(game)


def test_a_record_taken_mid_game_replays_to_the_same_state():
    game = FourPoker(["ana"], seed=5)
    for column in (0, 1, 2, 3, 2, 0, 1):
        game.apply(Place(player="ana", column=column))
    record = read_record(json.loads(json.dumps(game.record())))
    rebuilt = build_game(record)
    for action in record.actions:
        rebuilt.apply(action)
    assert rebuilt.fingerprint() == game.fingerprint()
    assert rebuilt.view("ana") == game.view("ana")


def test_only_the_player_may_look_or_act():
    game = FourPoker(["ana"], seed=1)
    assert game.view("ana") == game.view(None)  # solitaire: nothing is hidden but the deck
    assert game.view("ana").player == "ana"
    with pytest.raises(IllegalAction, match="ben is not playing"):
        game.view("ben")
    with pytest.raises(IllegalAction, match="ben is not playing"):
        game.legal_actions("ben")
    assert_refused(game, Place(player="ben", column=0), match="not playing")


def test_the_events_tell_each_placement_and_the_final_total():
    order = cards("9C 9D 9H 9S AH AC AD AS KD QC 10C 10D JC JD KS QH QD QS KH KC")
    game = FourPoker(["ana"], decks=[stacked(FOUR_POKER_DECK, order)])
    events = game.apply(Place(player="ana", column=0))
    assert [(event.kind, event.text, event.player) for event in events] == [
        ("place", "AH goes on column 0.", "ana")
    ]
    while len(game.log) < 15:
        game.apply(game.legal_actions("ana")[0])
    last = game.apply(game.legal_actions("ana")[0])
    assert [event.kind for event in last] == ["place", "over"]
    assert last[-1].text == f"The board is complete: {game.total} points."


def test_card_notation_both_ways_on_the_24_card_deck():
    for card in FOUR_POKER_DECK:
        assert parse_card(str(card)) == card
        assert str(parse_card(str(card).lower())) == str(card)
        assert parse_card(card.pretty) == card
    assert str(parse_card("th")) == "10H"
    assert [str(card) for card in cards("10S JS QS KS AS")] == ["10S", "JS", "QS", "KS", "AS"]


def test_a_records_deck_may_use_any_spelling_and_is_written_back_canonically():
    canonical = [str(card) for card in stacked(FOUR_POKER_DECK, cards("AS KS QS JS 10S"))]
    lenient = ["A♠", "ks", "Q♠", "js", "TS", *canonical[5:]]
    game = build_game(read_record({"game": "four_poker", "players": ["ana"], "decks": [lenient]}))
    assert game.view("ana").columns == [["AS"], ["KS"], ["QS"], ["JS"]]
    assert game.view("ana").current == "10S"
    assert game.record()["decks"] == [canonical]
