"""The computer player's fast hand reading agrees with the rules' scoring, and the deals it
imagines hold only cards its seat has not seen."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.game import TWO_DECKS
from engine.crveni_tepih.hands import DECK_CODES, best, card_of, code, codes
from engine.crveni_tepih.scoring import best_points
from engine.crveni_tepih.worlds import generator, read, world
from tests.engine.test_crveni_tepih import NAMES, act, new_game
from tests.support.engine import cards

TWO_DECK_CODES = [code(card) for card in TWO_DECKS]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(TWO_DECK_CODES), max_size=14))
def test_the_best_four_match_the_rules_scoring(hand):
    if any(count > 2 for count in Counter(hand).values()):
        return
    assert best(hand) == best_points(card_of(number) for number in hand)


def test_the_rules_examples():
    examples = {
        "AS AC KH KD": 28,
        "JS QS KS AS": 65,
        "AS AC AH KD": 39,
        "7S 8D 9H 10C": 24,
        "AS 7D 8H 9C": 10,
        "7S 8D 9H 10C AS AC QS QC": 28,
        "AH AD 7H 7D KS KC": 100,
    }
    for text, points in examples.items():
        assert best(codes(text.split())) == points, text
    assert [code(card_of(number)) for number in DECK_CODES] == list(DECK_CODES)
    assert sorted(card_of(number) for number in DECK_CODES) == sorted(set(TWO_DECKS))


def test_a_world_deals_only_unseen_cards():
    game = new_game(3, hands={"cem": "AS KD"}, pairs=["AH 8C", "KS QS"])
    act(game, "cem pass", "ben bid 2", "ana pass")  # ben buys AH 8C; KS QS are on offer
    view = game.view("cem")
    knowledge = read(view)
    seen = Counter(codes(["AS", "KD", "AH", "8C", "KS", "QS"]))
    assert not seen & Counter(knowledge.unseen)
    assert len(knowledge.unseen) == 32 - 6
    rng = generator(view)
    for _ in range(20):
        imagined = world(knowledge, rng)
        assert imagined.cards[2] == tuple(codes(["AS", "KD"]))
        assert imagined.cards[1][:2] == tuple(codes(["AH", "8C"]))
        dealt = Counter(card for hand in imagined.cards for card in hand)
        dealt += Counter(card for later in imagined.later for card in later)
        assert all(count == 1 for count in dealt.values())
        assert [len(hand) for hand in imagined.cards] == [2, 4, 2]


def test_worlds_repeat_for_the_same_view_and_know_face_up_discards():
    game = CrveniTepih(NAMES[:2], {"target": 1}, seed=3)
    rng = random.Random(3)
    while game.view(None).discarded == 0 and not game.over:
        (name,) = game.to_act()
        legal = game.legal_actions(name)
        bids = [action for action in legal if action.type != "pass"]
        game.apply(bids[0] if bids else rng.choice(legal))
    view = game.view("ana")
    first, second = generator(view), generator(view)
    assert world(read(view), first) == world(read(view), second)
    knowledge = read(view)
    visible = len(view.hand or []) + sum(len(seat.face_up) for seat in view.seats)
    assert len(knowledge.unseen) <= 32 - visible - len(view.revealed)
    assert sorted(cards(" ".join(view.hand or []))) == sorted(
        card_of(number) for number in knowledge.hidden
    )
