"""Kare Kupa's sentences as templates: every player name is a ``:p`` parameter and every card a
``:c`` parameter, in events and refusals alike, so a surface can write display names and card
faces without parsing English; and the plain words are the text the engine always had."""

from __future__ import annotations

import random
import re

import pytest

from engine.cards import FULL_DECK, Card, Rank
from engine.errors import IllegalAction
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Call, Swap
from engine.wording import PLAIN, Said
from tests.engine.test_kare_kupa import PLAYERS, game, swap
from tests.engine.test_kare_kupa_properties import universe

CARD_NAMES = frozenset(str(card) for card in FULL_DECK)


class Marking:
    """Writes each player and card inside markers, so that what is left outside them is the
    template's own words."""

    def player(self, name: str) -> str:
        return f"<p:{name}>"

    def card(self, card: Card) -> str:
        return f"<c:{card}>"

    def rank(self, rank: Rank) -> str:
        return f"<r:{rank.label}>"

    def position(self, index: int) -> str:
        return str(index)


MARKING = Marking()


def assert_fully_parameterised(said: Said, plain: str) -> None:
    assert said.words(PLAIN) == plain
    outside = re.sub(r"<[pcr]:[^>]*>", " ", said.words(MARKING))
    words = {word.strip(".,:;()'s") for word in outside.split()}
    assert not words & set(PLAYERS), (said.template, plain)
    assert not words & CARD_NAMES, (said.template, plain)


def test_events_and_refusals_name_players_and_cards_only_as_parameters() -> None:
    rng = random.Random(17)
    codes: set[str] = set()
    refusals: set[str] = set()
    for seed in range(6):
        table = KareKupa(PLAYERS, {"target": 3}, seed=seed)
        for _ in range(400):
            if table.over:
                break
            player = rng.choice([*PLAYERS, None])
            tried = universe(table, player, [])
            if rng.random() < 0.5:
                action = rng.choice(table.legal_actions(player))
            else:
                action = rng.choice(tried)
            try:
                events = table.apply(action)
            except IllegalAction as error:
                refusals.add(error.code)
                assert_fully_parameterised(error, str(error))
                continue
            for event in events:
                codes.add(event.kind)
                assert_fully_parameterised(event, event.text)
    assert {"deal", "table", "swap", "offer", "call", "show", "score", "signal"} <= codes
    assert {"gone", "not_held", "looking", "self_alone"} & refusals


def test_a_lost_race_for_a_card_names_the_taker_and_the_card() -> None:
    table = game(look=False)
    table.apply(swap(PLAYERS[0], "6S", "2D"))
    with pytest.raises(IllegalAction) as refusal:
        table.apply(swap(PLAYERS[1], "6H", "2D"))
    error = refusal.value
    assert str(error) == "That card is no longer on the table: ana took it."
    assert error.code == "gone"
    assert error.params["taker"] == "ana"
    assert str(error.params["card"]) == "2D"


def test_a_call_carries_its_name_claim_and_points() -> None:
    table = game(look=False)
    events = table.apply(Call(player="ana", claim=("ben", "dan")))
    call = events[0]
    assert call.kind == "call"
    assert call.params["call"] == "double-kupa"  # a code: each language names the call
    assert call.text == "ana calls double kupa: ben and dan."
    assert call.params["claim"] == ["ben", "dan"]
    assert call.params["points"] == 2
    shows = [event for event in events if event.kind == "show"]
    assert [event.params["player"] for event in shows] == ["ben", "dan"]
    assert all(len(event.params["hand"]) == 4 for event in shows)


def test_swap_event_carries_both_cards() -> None:
    table = game(look=False)
    (event,) = table.apply(Swap(player="ana", give=table.hands[0][2], take=table.table[0]))
    assert event.template == "{player:p} gives {give:c} for {take:c}."
    assert event.params == {"player": "ana", "give": table.table[0], "take": table.hands[0][2]}
