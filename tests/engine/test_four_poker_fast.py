"""4-poker's fast path (``place``) against the framework's checked path (``apply``): the same
state, log, score, record and view after every step, the same refusals with the same
sentences, and events that tell what the fast path did. Also the scoring table's fast lookup
against the rules' table written out plainly, on every five cards of the deck."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import FOUR_POKER_DECK, Card, Rank, Suit
from engine.errors import IllegalAction
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.four_poker.game import legal_columns
from engine.four_poker.scoring import _STRAIGHTS, Combination, combination
from engine.game import Event
from tests.support.engine import assert_replays

# Mostly columns the row may take (by index into the open ones), some any column at all.
moves = st.one_of(
    st.tuples(st.just("open"), st.integers(0, 3)),
    st.tuples(st.just("any"), st.integers(-2, 5)),
)


def _checked(game: FourPoker, column: int) -> tuple[str | None, list[Event]]:
    try:
        return None, game.apply(Place(player="ana", column=column))
    except IllegalAction as refusal:
        return str(refusal), []


def _fast(game: FourPoker, column: int) -> tuple[str | None, Card | None]:
    try:
        return None, game.place(column)
    except IllegalAction as refusal:
        return str(refusal), None


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**31), stream=st.lists(moves, min_size=0, max_size=40))
def test_the_fast_path_equals_the_checked_path(seed, stream):
    checked = FourPoker(["ana"], seed=seed)
    fast = FourPoker(["ana"], seed=seed)
    for kind, number in stream:
        assert fast.open_columns == legal_columns(fast.heights)
        column = number
        if kind == "open":
            open_columns = checked.open_columns
            column = open_columns[number % len(open_columns)] if open_columns else number
        card = checked.current
        checked_refusal, events = _checked(checked, column)
        fast_refusal, placed = _fast(fast, column)
        assert fast_refusal == checked_refusal
        if checked_refusal is None:
            # The fast path tells no events; what it returns is what they say.
            assert placed == card
            assert (events[0].kind, events[0].params) == ("place", {"card": card, "column": column})
            assert [event.kind for event in events[1:]] == (["over"] if checked.over else [])
        assert fast.fingerprint() == checked.fingerprint()
        assert fast.log == checked.log
        assert fast.record() == checked.record()
        assert fast.view("ana") == checked.view("ana")
        assert (fast.over, fast.total, fast.scores) == (checked.over, checked.total, checked.scores)
    assert_replays(fast)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**31), picks=st.lists(st.integers(0, 3), min_size=16, max_size=16))
def test_a_whole_game_on_the_fast_path_is_the_checked_game(seed, picks):
    checked = FourPoker(["ana"], seed=seed)
    fast = FourPoker(["ana"], seed=seed)
    for pick in picks:
        legal = checked.legal_actions("ana")
        checked.apply(legal[pick % len(legal)])
        fast.place(fast.open_columns[pick % len(fast.open_columns)])
    assert fast.over
    assert checked.over
    assert fast.fingerprint() == checked.fingerprint()
    assert fast.total == sum(combination(column).points for column in checked.columns)
    assert fast.standings() == checked.standings()
    with pytest.raises(IllegalAction, match="game is over"):
        fast.place(0)


def _plain_combination(cards: list[Card]) -> Combination:
    """RULES.md section 1's table, written out without any lookup."""
    flush = len({card.suit for card in cards}) == 1
    straight = frozenset(card.rank for card in cards) in _STRAIGHTS
    counts = sorted(Counter(card.rank for card in cards).values(), reverse=True)
    if straight and flush:
        return Combination.STRAIGHT_FLUSH
    if flush:
        return Combination.FLUSH
    if counts[0] == 4:
        return Combination.FOUR_OF_A_KIND
    if counts[:2] == [3, 2]:
        return Combination.FULL_HOUSE
    if straight:
        return Combination.STRAIGHT
    if counts[0] == 3:
        return Combination.THREE_OF_A_KIND
    if counts[:2] == [2, 2]:
        return Combination.TWO_PAIR
    if counts[0] == 2:
        return Combination.ONE_PAIR
    return Combination.NOTHING


def test_the_scoring_lookup_equals_the_rules_table_on_every_column():
    for cards in combinations(FOUR_POKER_DECK, 5):
        column = list(cards)
        assert combination(column) is _plain_combination(column), column
        assert combination(column[::-1]) is _plain_combination(column)


def test_the_scoring_lookup_tells_flushes_apart_from_their_ranks():
    ranks = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.ACE)
    suited = [Card(rank, Suit.HEARTS) for rank in ranks]
    mixed = [*suited[:4], Card(Rank.ACE, Suit.SPADES)]
    assert combination(mixed) is Combination.NOTHING
    assert combination(suited) is Combination.FLUSH
    assert combination(mixed) is Combination.NOTHING  # the cached ranks keep both answers
