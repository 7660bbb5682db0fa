"""Kare Kupa under random streams of legal and illegal actions from all four players and the
host, interleaved (Hypothesis): the invariants RULES.md and the engine contract promise."""

from __future__ import annotations

import json
import random
from itertools import permutations
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import FULL_DECK, Card
from engine.errors import IllegalAction
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import (
    CODEC,
    GESTURES,
    Accept,
    Call,
    Decline,
    Next,
    Offer,
    Open,
    Pass,
    Seen,
    Signal,
    Swap,
    Withdraw,
)
from tests.support.engine import assert_refused, assert_replays

PLAYERS = ["ana", "ben", "cem", "dan"]
CARD_NAMES = frozenset(str(card) for card in FULL_DECK)
STEPS = 70

PROPERTIES = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

ALL_CLAIMS: list[tuple[str, ...]] = [
    claim for size in range(1, 5) for claim in permutations(PLAYERS, size)
]
ODD_CLAIMS: list[tuple[str, ...]] = [(), ("ana", "ana"), ("eve",), ("ben", "eve"), ("cem",) * 3]


def normal(action: Any) -> str:
    """An action's JSON with ``round`` left out and the claim in seating order: two actions the
    engine treats alike compare equal."""
    dumped = CODEC.dump(action)
    dumped.pop("round", None)
    if dumped["type"] == "call":
        dumped["claim"] = sorted(
            dumped["claim"], key=lambda name: (PLAYERS.index(name) if name in PLAYERS else 9, name)
        )
    return json.dumps(dumped, sort_keys=True)


def universe(game: KareKupa, player: str | None, extra: list[Card]) -> list[Any]:
    """Every action worth trying for ``player`` now: the legal ones and many near misses."""
    if player is None:
        return [
            Open(player=None),
            Next(player=None),
            Pass(player=None),
            Seen(player=None),
            Open(player="ana"),
            Next(player="ben"),
        ]
    seat = PLAYERS.index(player)
    relevant = set(game.hands[seat]) | set(game.table) | set(game.hands[(seat + 2) % 4])
    cards = sorted(relevant | set(extra))
    actions: list[Any] = [
        Seen(player=player),
        Pass(player=player),
        Decline(player=player),
        Withdraw(player=player),
    ]
    for card in cards:
        actions.append(Offer(player=player, give=card))
        actions.append(Accept(player=player, give=card))
        actions.extend(Swap(player=player, give=card, take=take) for take in cards)
    actions.extend(Call(player=player, claim=claim) for claim in ALL_CLAIMS + ODD_CLAIMS)
    actions.extend(Signal(player=player, gesture=g) for g in (*GESTURES, "dance", "Wink"))
    return actions


def assert_legal_actions_are_exactly_the_accepted(game: KareKupa, extra: list[Card]) -> None:
    for player in [*PLAYERS, None]:
        listed = game.legal_actions(player)
        assert listed == game.legal_actions(player)  # deterministic
        keys = {normal(action) for action in listed}
        assert len(keys) == len(listed)
        for action in listed:
            game.check(action)
        for action in universe(game, player, extra):
            assert game.is_legal(action) == (normal(action) in keys), action


class Revealed:
    """The cards the whole table has seen this round, tracked from the outside: every table
    card, every offered card, every card given in an exchange."""

    def __init__(self, game: KareKupa) -> None:
        self.round = 0
        self.cards: set[str] = set()
        self.after(game, None)

    def after(self, game: KareKupa, action: Any) -> None:
        if game.round != self.round:
            self.round, self.cards = game.round, set()
        self.cards |= {str(card) for card in game.table}
        if isinstance(action, Offer | Accept) and action.round in (None, self.round):
            self.cards.add(str(action.give))


def card_words(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set().union(*(card_words(item) for item in value.values()), set())
    if isinstance(value, list):
        return set().union(*(card_words(item) for item in value), set())
    if isinstance(value, str):
        return {word.strip(".,:;()") for word in value.split()} & CARD_NAMES
    return set()


def assert_invariants(game: KareKupa, revealed: Revealed, events: list[Any]) -> None:
    # 52 cards conserved, every hand four.
    everywhere = [card for hand in game.hands for card in hand]
    everywhere += game.table + game.stock + game.set_aside
    assert sorted(everywhere) == sorted(FULL_DECK)
    assert [len(hand) for hand in game.hands] == [4, 4, 4, 4]
    if not game.over:
        assert len(game.table) == 4
    for seat in range(4):
        assert set(game.known[seat]) <= set(game.hands[seat])
    for offer in game.offers:
        if offer is not None:
            assert offer.card in game.hands[offer.offerer]

    # No hidden card in the public view, nor in any event.
    public = game.view(None).model_dump(mode="json")
    # Finished rounds' shown hands are of earlier deals (``last_round``, ``history``).
    current = {key: value for key, value in public.items() if key not in ("last_round", "history")}
    held = {str(card) for hand in game.hands for card in hand}
    assert (card_words(current) & held) <= revealed.cards
    # Events before a deal tell of the finished round, whose cards were another deck's; a
    # call shows the named hands, as the rules say.
    deals = [index for index, event in enumerate(events) if event.kind == "deal"]
    for event in events[deals[-1] if deals else 0 :]:
        if event.kind != "show":
            assert (card_words(event.text) & held) <= revealed.cards, event

    # A player's view is the public view plus their own hand: never another player's card.
    # Beside it, the partnership's private number, which names no card.
    del public["player"], public["hand"], public["secret"]
    for seat, player in enumerate(PLAYERS):
        own = game.view(player).model_dump(mode="json")
        assert own.pop("player") == player
        assert own.pop("hand") == [str(card) for card in game.hands[seat]]
        assert isinstance(own.pop("secret"), int)
        assert own == public
    assert game.to_act() == ([] if game.over else PLAYERS)


@st.composite
def anything(draw: st.DrawFn, game: KareKupa) -> Any:
    """Any action from anyone, often illegal: a random near miss, a stale or future round,
    or malformed JSON."""
    player = draw(st.sampled_from([*PLAYERS, None]))
    extra = [draw(st.sampled_from(FULL_DECK))]
    action = draw(st.sampled_from(universe(game, player, extra)))
    shift = draw(st.sampled_from([None, None, 0, -1, 1]))
    if shift is not None:
        action = type(action)(**{**vars_of(action), "round": game.round + shift})
    if draw(st.integers(0, 9)) == 0:
        return draw(
            st.sampled_from(
                [
                    {"player": player, "type": "fly"},
                    {"player": player, "type": "pass", "extra": 1},
                    {"player": player, "type": "swap", "give": "1X", "take": "2D"},
                    {"player": player, "type": "call", "claim": "ana"},
                    {"player": player, "type": "seen", "round": "1"},
                    {"type": "pass"},
                    [player, "pass"],
                ]
            )
        )
    return action


def vars_of(action: Any) -> dict[str, Any]:
    return {name: getattr(action, name) for name in action.__dataclass_fields__}


def expected_legal(game: KareKupa, action: Any) -> bool:
    try:
        parsed = game.parse_action(action) if isinstance(action, dict | list) else action
    except IllegalAction:
        return False
    if parsed.round not in (None, game.round):
        return False
    keys = {normal(legal) for legal in game.legal_actions(parsed.player)}
    return normal(parsed) in keys


def pick_legal(draw: st.DrawFn, game: KareKupa) -> Any:
    roll = draw(st.integers(0, 99))
    if roll < 12:
        return draw(st.sampled_from(game.legal_actions(None)))
    player = draw(st.sampled_from(PLAYERS))
    legal = game.legal_actions(player)
    # Calls end the round: keep them rare so that streams reach deep into a round.
    wanted = "call" if roll < 15 else None
    choices = [action for action in legal if (action.type == "call") == (wanted == "call")]
    kinds = sorted({action.type for action in choices})
    kind = draw(st.sampled_from(kinds))
    return draw(st.sampled_from([action for action in choices if action.type == kind]))


@PROPERTIES
@given(
    data=st.data(),
    seed=st.integers(0, 2**20),
    look=st.booleans(),
    target=st.integers(1, 4),
)
def test_random_streams_keep_every_invariant(
    data: st.DataObject, seed: int, look: bool, target: int
) -> None:
    game = KareKupa(PLAYERS, {"look": look, "target": target}, seed=seed)
    revealed = Revealed(game)
    assert_invariants(game, revealed, [])
    for step in range(STEPS):
        if game.over:
            break
        if data.draw(st.integers(0, 3)) == 0:
            action = data.draw(anything(game))
        else:
            action = pick_legal(data.draw, game)
        if not expected_legal(game, action):
            assert_refused(game, action)
            continue
        events = game.apply(action)
        revealed.after(game, action if not isinstance(action, dict) else None)
        assert_invariants(game, revealed, events)
        if step % 10 == 0:
            extra = [data.draw(st.sampled_from(FULL_DECK)) for _ in range(2)]
            assert_legal_actions_are_exactly_the_accepted(game, extra)
    assert_legal_actions_are_exactly_the_accepted(game, [])
    assert_replays(game)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**20), look=st.booleans())
def test_random_legal_play_through_whole_rounds_replays(seed: int, look: bool) -> None:
    """Only legal actions, calls rare, until three rounds are decided (void rounds included):
    the record replays to the same state, through JSON."""
    rng = random.Random(seed)
    game = KareKupa(PLAYERS, {"look": look, "target": 50}, seed=seed)
    revealed = Revealed(game)
    while len(game.rounds) < 3:
        actor = rng.choice([*PLAYERS, None])
        legal = game.legal_actions(actor)
        if actor is not None and rng.random() > 0.01:
            legal = [action for action in legal if action.type != "call"]
        action = rng.choice(legal)
        events = game.apply(action)
        revealed.after(game, action)
        assert_invariants(game, revealed, events)
    assert_replays(game)
