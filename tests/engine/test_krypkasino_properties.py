"""Krypkasino invariants over random games (Hypothesis): whatever is played, at every step."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import FULL_DECK, Card, Rank
from engine.errors import IllegalAction
from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Play, Tabbe
from engine.krypkasino.capture import capture_sets, splits, table_key, take_order
from engine.krypkasino.scoring import card_points
from tests.support.engine import assert_refused, assert_replays

NAMES = ["ana", "ben", "cem", "dan", "eva", "fia"]

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def all_cards(kk: Krypkasino) -> list[Card]:
    """Every card the round knows of: hands, table, stock, piles and unclaimed leftovers."""
    found = [*kk._table, *kk._stock, *kk._unclaimed]
    for held, pile in zip(kk._hands, kk._piles, strict=True):
        found.extend(held)
        found.extend(pile)
    return found


def strings(value: Any) -> set[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) for v in value.values()), set(map(str, value)))
    if isinstance(value, list):
        return set().union(set(), *(strings(v) for v in value))
    return set()


def hidden(kk: Krypkasino, viewer: str | None) -> set[str]:
    """The cards ``viewer`` may not see: the stock and the other players' hands."""
    cards = list(kk._stock)
    for name, held in zip(kk.players, kk._hands, strict=True):
        if name != viewer:
            cards.extend(held)
    return {str(card) for card in cards}


def accepted(kk: Krypkasino, action: Any) -> bool:
    try:
        kk.check(action)
    except IllegalAction:
        return False
    return True


def check_step(kk: Krypkasino, rng: random.Random) -> None:
    # 52 cards, each once.
    assert Counter(all_cards(kk)) == Counter(FULL_DECK)

    # No hidden card in any view but its owner's.
    for viewer in [None, *kk.players]:
        shown = strings(kk.view(viewer).model_dump(mode="json"))
        assert not shown & hidden(kk, viewer)

    mover = kk.mover
    assert mover is not None
    assert kk.to_act() == [mover]
    plays = kk.legal_actions(mover)
    assert plays, "the player to move always has a legal play"
    assert plays == sorted(plays, key=lambda a: (a.card, take_order(a.take or ())))
    assert all(isinstance(action, Play) for action in plays)

    # legal_actions = exactly the accepted plays: every card of the hand, with no take, with
    # each listed take (in another order too), and with a random wrong one.
    listed: dict[Card, list[frozenset[Card] | None]] = {}
    for action in plays:
        listed.setdefault(action.card, []).append(
            None if action.take is None else frozenset(action.take)
        )
    seat = kk.players.index(mover)
    table = list(kk._table)
    for card in [*kk._hands[seat], rng.choice(FULL_DECK)]:
        options = listed.get(card, [])
        takes: list[tuple[Card, ...] | None] = [None]
        takes += [tuple(sorted(option, reverse=True)) for option in options if option]
        if table:
            takes.append(tuple(rng.sample(table, rng.randint(1, len(table)))))
        for take in takes:
            action = Play(player=mover, card=card, take=take)
            expected = len(options) == 1 if take is None else frozenset(take) in options
            assert accepted(kk, action) == expected, (action, options)

    # ... and exactly the accepted calls: the other players' listed calls, nothing else.
    for player in kk.players:
        calls = set(kk.legal_actions(player)) if player != mover else set()
        assert all(isinstance(action, Tabbe) for action in calls)
        for rank in Rank:
            action = Tabbe(player=player, rank=rank)
            assert accepted(kk, action) == (action in calls)


def check_round(kk: Krypkasino) -> None:
    """Round points = 10 + tabbes − tied items − unclaimed leftovers' points."""
    result = kk.view(None).last_round
    assert result is not None
    tied = (result.most_cards is None) + 2 * (result.most_spades is None)
    unclaimed = sum(card_points(card) for card in kk._unclaimed)
    assert sum(result.points.values()) == 10 + sum(result.tabbes.values()) - tied - unclaimed
    assert sum(result.cards.values()) + len(kk._unclaimed) == 52


@SETTINGS
@given(
    players=st.sampled_from([2, 3, 4, 6]),
    seed=st.integers(0, 2**32),
    rng=st.randoms(use_true_random=False),
)
def test_random_rounds_keep_every_invariant(players, seed, rng):
    kk = Krypkasino(NAMES[:players], {"rounds": 1}, seed=seed)
    refusal_at = rng.randrange(48)
    step = 0
    while not kk.over:
        check_step(kk, rng)
        others = [p for p in kk.players if p != kk.mover and kk.legal_actions(p)]
        if others and rng.random() < 0.5:
            caller = rng.choice(others)
            kk.apply(rng.choice(kk.legal_actions(caller)))
        if step == refusal_at:
            # A refusal changes nothing (the fingerprint covers the whole state).
            seat = kk.players.index(kk.mover)
            stranger = next(c for c in FULL_DECK if c not in kk._hands[seat])
            assert_refused(kk, Play(player=kk.mover, card=stranger))
            assert_refused(kk, Tabbe(player=kk.mover, rank=Rank.ACE))
        kk.apply(rng.choice(kk.legal_actions(kk.mover)))
        step += 1
    assert step == 48
    check_round(kk)
    assert kk.legal_actions(kk.players[0]) == []
    assert_replays(kk)


@SETTINGS
@given(players=st.sampled_from([2, 3, 4, 6]), seed=st.integers(0, 2**32), stop=st.integers(0, 200))
def test_replay_of_the_log_equals_the_live_state(players, seed, stop):
    kk = Krypkasino(NAMES[:players], {"rounds": 2}, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if kk.over:
            break
        others = [p for p in kk.players if p != kk.mover and kk.legal_actions(p)]
        if others and rng.random() < 0.3:
            kk.apply(rng.choice(kk.legal_actions(rng.choice(others))))
        kk.apply(rng.choice(kk.legal_actions(kk.mover)))
    assert_replays(kk)
    for result in kk.rounds:
        assert set(result) == set(kk.players)
    assert kk.scores == {p: sum(r[p] for r in kk.rounds) for p in kk.players}


def brute_force(table: list[Card], card: Card) -> set[frozenset[Card]]:
    """Every largest set of ``table`` that splits into groups summing to ``card``'s value,
    by trying every subset and every grouping (RULES.md's words, with no cleverness)."""
    target = int(card.rank)

    def inside(lying: Card) -> int:  # a table ace counts 1 inside a group
        return 1 if lying.rank is Rank.ACE else int(lying.rank)

    def groups(cards: tuple[Card, ...]) -> bool:
        if not cards:
            return True
        first, rest = cards[0], cards[1:]
        if target == 14 and first.rank is Rank.ACE and groups(rest):
            return True  # a lone table ace is a group of 14
        for size in range(len(rest) + 1):
            for partners in combinations(rest, size):
                if inside(first) + sum(map(inside, partners)) == target:
                    remaining = tuple(c for c in rest if c not in partners)
                    if groups(remaining):
                        return True
        return False

    best: set[frozenset[Card]] = set()
    for size in range(len(table), 0, -1):
        best = {frozenset(s) for s in combinations(table, size) if groups(s)}
        if best:
            break
    return best


@settings(max_examples=300, deadline=None)
@given(
    table=st.lists(st.sampled_from(FULL_DECK), min_size=0, max_size=8, unique=True),
    card=st.sampled_from(FULL_DECK),
)
def test_the_capture_is_the_true_maximum_with_every_largest_set(table, card):
    if card in table:
        return
    found = capture_sets(table, card)
    assert len(found) == len(set(map(frozenset, found))), "a capture listed twice"
    assert {frozenset(take) for take in found} == brute_force(table, card)
    assert [take_order(take) for take in found] == sorted(take_order(take) for take in found)
    whole = bool(table) and any(len(take) == len(table) for take in found)
    assert splits(table_key(table), int(card.rank)) == whole
