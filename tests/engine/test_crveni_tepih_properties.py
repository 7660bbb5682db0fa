"""Crveni tepih: properties of random games, with random legal and illegal action streams.

Cards and money are conserved, a refused action changes nothing, ``legal_actions`` is exactly
the set of accepted actions, a replayed record equals the live game, and no face-down card
ever reaches the public view or a public event (RULES.md section 3; DESIGN.md).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from itertools import combinations
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card
from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.actions import Bid, Discard, Pass
from engine.crveni_tepih.game import MAX_CARDS, MONEY_CARDS, START_MONEY
from engine.errors import IllegalAction
from engine.game import Event
from tests.support.engine import assert_refused, assert_replays

NAMES = ("ana", "ben", "cem", "dan", "eva", "fil")
CARD_TOKEN = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b")


def canonical(action: Any) -> tuple[Any, ...]:
    """An action up to the order of its money cards or discarded cards."""
    money = getattr(action, "money", None)
    discarded = getattr(action, "cards", None)
    return (
        action.player,
        action.type,
        getattr(action, "amount", None),
        None if money is None else tuple(sorted(money)),
        None if discarded is None else tuple(sorted(discarded)),
    )


def every_card(game: CrveniTepih) -> Counter[Card]:
    held = Counter(game.stock) + Counter(game.revealed)
    for seat in range(len(game.players)):
        held += Counter(game.face_down[seat]) + Counter(game.face_up[seat])
    return held + Counter(game.set_aside) + Counter(game.discarded)


def public_cards(game: CrveniTepih) -> Counter[str]:
    """What may be seen of the current deal: face-up cards and the pair on offer."""
    shown = Counter(str(card) for card in game.revealed)
    for seat in range(len(game.players)):
        shown += Counter(str(card) for card in game.face_up[seat])
    if game.pending is not None:
        shown += Counter(str(card) for card in game.pending[1])
    return shown


def check_invariants(game: CrveniTepih) -> None:
    count = len(game.players)
    # Cards are conserved.
    assert every_card(game) == Counter(game.deck_for(count, game.options))
    # Money is conserved: held, put in this auction, or set aside.
    for seat in range(count):
        assert game.held[seat] + game.committed[seat] + game.spent[seat] == START_MONEY
        assert min(game.held[seat], game.committed[seat], game.spent[seat]) >= 0
        if game.cards_money:
            notes = game.notes[seat] + game.committed_notes[seat]
            assert not Counter(notes) - Counter(MONEY_CARDS)
            assert game.held[seat] == sum(game.notes[seat])
            assert game.committed[seat] == sum(game.committed_notes[seat])
        limit = MAX_CARDS + 2 if game.pending and game.pending[0] == seat else MAX_CARDS
        assert len(game.face_down[seat]) + len(game.face_up[seat]) <= limit
    # Exactly one player holds the game up until it is over.
    waiting = game.to_act()
    assert len(waiting) == (0 if game.over else 1)
    for name in game.players:
        assert bool(game.legal_actions(name)) == (name in waiting)
    # The public view names the face-up cards and the pair on offer, and nothing else of this
    # deal (the previous deal's kept hands were revealed when it was scored).
    public = game.view(None).model_dump(mode="json")
    assert (public.pop("viewer"), public.pop("hand")) == (None, None)
    public.pop("last_deal")
    # The pairs sold or set aside were face up when offered: each is now face up with its
    # buyer, set aside, or discarded under the eight-card rule.
    offered = Counter(card for sale in public.pop("sales") for card in sale["cards"])
    seen = Counter(str(card) for card in game.set_aside + game.discarded)
    for seat in range(count):
        seen += Counter(str(card) for card in game.face_up[seat])
    assert not offered - seen
    assert Counter(CARD_TOKEN.findall(json.dumps(public))) == public_cards(game)
    # A player's own view adds their face-down cards and nothing else (checked for the player
    # to act and the first seat, to keep the test quick).
    for seat, name in enumerate(game.players):
        if seat != 0 and name not in waiting:
            continue
        own = game.view(name).model_dump(mode="json")
        hand = [str(card) for card in game.face_down[seat]]
        assert (own.pop("viewer"), own.pop("hand")) == (name, hand)
        own.pop("last_deal")
        own.pop("sales")
        assert own == public


def check_events(events: list[Event], before: Counter[str], game: CrveniTepih) -> None:
    allowed = before | public_cards(game) | Counter(str(card) for card in game.set_aside)
    for event in events:
        if event.kind == "score":  # hands are revealed when the deal is scored
            continue
        assert set(CARD_TOKEN.findall(event.text)) <= set(allowed), event.text


def candidate(data: st.DataObject, game: CrveniTepih) -> dict[str, Any]:
    """A random action, often illegal: any player, any form, any amount, any cards."""
    player = data.draw(st.sampled_from(game.players))
    kind = data.draw(st.sampled_from(["amount", "money", "both", "neither", "pass", "discard"]))
    if kind == "pass":
        return {"player": player, "type": "pass"}
    if kind == "discard":
        deck = game.deck_for(len(game.players), game.options)
        chosen = data.draw(st.lists(st.sampled_from(deck), min_size=0, max_size=3))
        if data.draw(st.booleans()) and game.pending is not None:
            seat = game.pending[0]
            pool = game.face_down[seat] + game.face_up[seat]
            chosen = data.draw(st.lists(st.sampled_from(pool), min_size=2, max_size=2))
            player = game.players[seat] if data.draw(st.booleans()) else player
        return {"player": player, "type": "discard", "cards": [str(card) for card in chosen]}
    raw: dict[str, Any] = {"player": player, "type": "bid"}
    if kind in ("amount", "both"):
        raw["amount"] = data.draw(st.integers(-2, 22))
    if kind in ("money", "both"):
        raw["money"] = data.draw(st.lists(st.integers(0, 7), min_size=0, max_size=4))
    return raw


def probes(game: CrveniTepih) -> list[Any]:
    """Actions at every edge of the rules now: each player's bids around the lowest and the
    highest allowed, the player to act's sets of money cards, every discard that the
    discarder could name, and actions in the wrong form."""
    found: list[Any] = []
    waiting = game.to_act()
    every_set = [group for size in (1, 2, 3, 5) for group in combinations((*MONEY_CARDS, 7), size)]
    stranger = game.deck_for(len(game.players), game.options)[0]
    for seat, name in enumerate(game.players):
        found.append(Pass(player=name))
        found.append(Discard(player=name, cards=(*game.face_down[seat][:1], stranger)))
        found.append(Bid(player=name, amount=2, money=(2,)))
        if not game.cards_money:
            capacity = game.committed[seat] + game.held[seat]
            edges = {1, 2, game.high - 1, game.high, game.high + 1, capacity, capacity + 1}
            found += [Bid(player=name, amount=amount) for amount in sorted(edges)]
            found.append(Bid(player=name, money=(2,)))
            continue
        found.append(Bid(player=name, amount=game.high + 1))
        sets = every_set if name in waiting else [(2,), (6,)]
        found += [Bid(player=name, money=group) for group in [*sets, (2, 2), ()]]
    if game.pending is not None:
        seat, _ = game.pending
        hand = game.face_down[seat] + game.face_up[seat]
        found += [Discard(player=game.players[seat], cards=pair) for pair in combinations(hand, 2)]
    return found


@st.composite
def new_games(draw: st.DrawFn) -> CrveniTepih:
    count = draw(st.sampled_from([2, 3, 4, 5, 6]))
    options = {
        "money": draw(st.sampled_from(["chips", "cards"])),
        "all_pay": draw(st.booleans()),
        "target": draw(st.sampled_from([1, 60, 250])),
    }
    return CrveniTepih(NAMES[:count], options, seed=draw(st.integers(0, 10_000)))


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(new_games(), st.data())
def test_random_streams_of_legal_and_illegal_actions(game, data):
    check_invariants(game)
    for _ in range(data.draw(st.integers(1, 100))):
        if game.over:
            break
        (name,) = game.to_act()
        legal = game.legal_actions(name)
        assert legal == sorted(legal, key=_legal_order)
        assert len(set(map(canonical, legal))) == len(legal)
        for listed in legal:
            game.check(listed)  # every listed action is accepted
        listed_by = {
            player: set(map(canonical, game.legal_actions(player))) for player in game.players
        }
        for probe in probes(game):
            assert game.is_legal(probe) == (canonical(probe) in listed_by[probe.player]), probe
        how = data.draw(st.integers(0, 5))
        if how == 0:
            raw = candidate(data, game)
            try:
                parsed = game.parse_action(raw)
            except IllegalAction:
                assert_refused(game, raw)
                continue
            accepted = canonical(parsed) in set(map(canonical, game.legal_actions(raw["player"])))
            if not accepted:
                assert_refused(game, raw)
                continue
            chosen: Any = raw
        elif how in (1, 2):
            # The cheapest bid (or the first discard): players gather cards, and reach eight.
            chosen = legal[0]
        elif how == 3:
            chosen = legal[-1]
        else:
            chosen = data.draw(st.sampled_from(legal))
        before = public_cards(game)
        events = game.apply(chosen)
        check_events(events, before, game)
        check_invariants(game)
    assert_replays(game)


def _legal_order(action: Any) -> tuple[Any, ...]:
    # Bids in order of the total they make, then the pass; discards in card order.
    if action.type == "pass":
        return (1,)
    if action.type == "discard":
        return (0, tuple(action.cards))
    total = action.amount if action.amount is not None else sum(action.money)
    return (0, total, action.money or ())


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(new_games(), st.randoms(use_true_random=False))
def test_random_legal_play_ends_and_replays(game, rng):
    deals = 0
    while not game.over:
        (name,) = game.to_act()
        game.apply(rng.choice(game.legal_actions(name)))
        if len(game.rounds) != deals:
            deals = len(game.rounds)
            check_invariants(game)
    check_invariants(game)
    assert max(game.scores.values()) >= game.options.target
    assert game.winners == [
        name for name in game.players if game.scores[name] == max(game.scores.values())
    ]
    assert game.scores == {name: sum(deal[name] for deal in game.rounds) for name in game.players}
    assert_replays(game)
