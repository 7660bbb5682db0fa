"""4-poker's running evaluation against the engine's own scoring, on stacked and random decks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import FOUR_POKER_DECK, parse_cards
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.four_poker.progress import board_progress, cards_left, column_progress
from engine.four_poker.scoring import Combination, combination


def _play(deck, columns_in_order):
    game = FourPoker(["ana"], decks=[deck])
    seen = []
    for column in columns_in_order:
        seen.append(board_progress(game.columns, game.current))
        game.apply(Place(player="ana", column=column))
    return game, seen


def test_the_seeds_example_board_reads_as_it_scores():
    # The seed's worked example (RULES.md section 1): 30 + 5 + 2 + 20 = 57.
    columns = [
        parse_cards(["9C", "9D", "9H", "9S", "AH"]),
        parse_cards(["AC", "AD", "AS", "KD", "QC"]),
        parse_cards(["10C", "10D", "JC", "JD", "KS"]),
        parse_cards(["QH", "QD", "QS", "KH", "KC"]),
    ]
    deck = [columns[c][r] for r in range(5) for c in range(4)]
    deck += [card for card in FOUR_POKER_DECK if card not in deck]
    game, seen = _play(deck, [c for _ in range(4) for c in range(4)])
    final = board_progress(game.columns, None)
    assert [p.made_words for p in final] == [
        "four 9s",
        "three aces",
        "two pair, jacks and 10s",
        "full house, queens over kings",
    ]
    assert [p.points for p in final] == [30, 5, 2, 20]
    assert sum(p.points for p in final) == game.total == 57
    # Four rows in: the first column already holds four 9s, the fourth three queens and a king.
    four_rows = seen[12]
    assert four_rows[0].words == "four 9s"
    assert four_rows[3].words == "three queens"
    assert four_rows[2].words == "two pair, jacks and 10s"


def test_draws_are_named_while_they_can_come():
    assert column_progress(parse_cards(["9S", "10S", "JS", "QS"])).draws == (
        "four to a straight flush",
        "four to a flush",
        "four to a straight",
    )
    assert column_progress(parse_cards(["9S", "KS", "AS"])).words == "three to a flush"
    assert column_progress(parse_cards(["9S", "10H", "JD"])).words == "three to a straight"
    assert column_progress(parse_cards(["9S", "10H", "AD"])).words == "nothing yet"
    assert column_progress(parse_cards(["9S", "9H"])).words == "pair of 9s"
    # A draw lives while the cards it needs are off the board (the pool).
    held = parse_cards(["9S", "10S", "JS", "KS"])
    pool = parse_cards(["QS", "AH"])
    assert column_progress(held, pool).draws == (
        "four to a straight flush",
        "four to a flush",
        "four to a straight",
    )
    assert column_progress(held, parse_cards(["QH", "AH"])).draws == ("four to a straight",)
    assert column_progress(held, parse_cards(["AH"])).draws == ()


def test_left_to_draw_counts_after_the_card_in_hand():
    assert cards_left(4) == 15
    assert cards_left(19) == 0
    assert cards_left(20) == 0


def test_a_column_cannot_hold_six():
    with pytest.raises(ValueError, match="at most 5"):
        column_progress(parse_cards(["9S", "9H", "9D", "9C", "10S", "10H"]))


@settings(max_examples=150, deadline=None)
@given(
    order=st.permutations(list(range(24))),
    choices=st.lists(st.integers(0, 3), min_size=16, max_size=16),
)
def test_running_points_never_exceed_the_final_score_and_end_at_it(order, choices):
    deck = [FOUR_POKER_DECK[i] for i in order]
    game = FourPoker(["ana"], decks=[deck])
    history = []
    for choice in choices:
        history.append(board_progress(game.columns, game.current))
        legal = [action.column for action in game.legal_actions("ana")]
        game.apply(Place(player="ana", column=legal[choice % len(legal)]))
    final = board_progress(game.columns, None)
    for index, column in enumerate(game.columns):
        scored = combination(column)
        assert final[index].made is scored
        assert final[index].points == scored.points
        assert final[index].complete
        for earlier in history:
            assert earlier[index].points <= scored.points
            # A flush or straight that came was named as a draw at every stage of 3-4 cards.
            if earlier[index].cards >= 3 and not earlier[index].complete:
                named = " ".join(earlier[index].draws)
                if scored in {Combination.FLUSH, Combination.STRAIGHT_FLUSH}:
                    assert "flush" in named
                if scored in {Combination.STRAIGHT, Combination.STRAIGHT_FLUSH}:
                    assert "straight" in named
    assert sum(p.points for p in final) == game.total
