"""Krypkasino's sentences as templates: every player name a ``:p`` and every card a ``:c``
parameter, so a surface writes display names and card faces without reading English."""

from __future__ import annotations

import random
import re

import pytest

from engine.cards import FULL_DECK, Card, Rank
from engine.errors import IllegalAction
from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Play, Tabbe
from engine.wording import Said

NAMES = ["ana", "ben", "cem", "dan"]
CARD_TEXT = re.compile(r"\b(10|[2-9JQKA])[SHDC]\b")


class Marked:
    """Wraps every part it writes, so anything left unwrapped was written by the template."""

    def player(self, name: str) -> str:
        return f"<P:{name.upper()}>"

    def card(self, card: Card) -> str:
        return f"<C:{card.rank.label.lower()}>"

    def rank(self, rank: Rank) -> str:
        return f"<R:{rank.label.lower()}>"

    def position(self, index: int) -> str:
        return f"<N:{index}>"


def assert_marked(said: Said) -> None:
    written = said.words(Marked())
    bare = re.sub(r"<[PCRN]:[^>]*>", "", written)
    for name in NAMES:
        assert not re.search(rf"\b{name}\b", bare), (said.template, written)
    assert not CARD_TEXT.search(bare), (said.template, written)


def refuse(game: Krypkasino, action: object, codes: set[str]) -> None:
    """Check the refusal of ``action``, if the game refuses it (a random try may be legal)."""
    if game.is_legal(action):
        return
    with pytest.raises(IllegalAction) as caught:
        game.apply(action)
    assert_marked(caught.value)
    assert str(caught.value) == caught.value.words()
    codes.add(caught.value.code)


def test_every_event_and_refusal_of_random_matches_names_players_and_cards_as_parameters() -> None:
    rng = random.Random(7)
    kinds: set[str] = set()
    codes: set[str] = set()
    for seed in range(12):
        names = NAMES[: 2 + seed % 3]
        game = Krypkasino(names, {"rounds": 2}, seed=seed)
        while not game.over:
            mover = game.mover
            assert mover is not None
            for other in names:
                # Wrong calls, a repeated call, wrong plays: each a refusal to check.
                refuse(game, Tabbe(player=other, rank=rng.choice(list(Rank))), codes)
                refuse(game, Play(player=other, card=rng.choice(FULL_DECK)), codes)
                calls = game.legal_actions(other) if other != mover else []
                if calls:
                    for event in game.apply(rng.choice(calls)):
                        assert_marked(event)
                        kinds.add(event.kind)
                    refuse(game, Tabbe(player=other, rank=Rank.TEN), codes)
            plays = game.legal_actions(mover)
            refuse(game, Play(player=mover, card=plays[0].card, take=FULL_DECK[:2]), codes)
            for event in game.apply(rng.choice(plays)):
                assert_marked(event)
                kinds.add(event.kind)
    assert kinds >= {"lay", "take", "tabbe", "deal", "leftovers", "round", "over"}
    assert codes >= {"not_your_turn", "not_held", "tabbe_invalid", "tabbe_repeated", "tabbe_mover"}


def test_a_tabbe_take_has_its_own_template_and_the_same_plain_text() -> None:
    game = Krypkasino(["ana", "ben"], seed=3)
    while not game.over:
        take = game.apply(game.legal_actions(game.mover)[0])[0]
        if take.kind == "take" and take.text.endswith("Tabbe!"):
            assert take.template.endswith("Tabbe!")
            assert take.params["player"] == take.player
            assert isinstance(take.params["card"], Card)
            taken = take.params["taken"]
            assert isinstance(taken, tuple)
            assert all(isinstance(card, Card) for card in taken)
            return
    raise AssertionError("no tabbe in this game")


def test_the_largest_set_choices_are_card_parameters() -> None:
    # Random games until some card has several largest sets, then play it without a take.
    rng = random.Random(11)
    for seed in range(300):
        game = Krypkasino(["ana", "ben", "cem"], seed=seed)
        while not game.over:
            mover = game.mover
            plays = game.legal_actions(mover)
            counts: dict[Card, int] = {}
            for play in plays:
                counts[play.card] = counts.get(play.card, 0) + 1
            several = [card for card, count in counts.items() if count > 1]
            if several:
                with pytest.raises(IllegalAction) as caught:
                    game.apply(Play(player=mover, card=several[0]))
                assert caught.value.code == "choose_take"
                assert caught.value.params["card"] == several[0]
                assert len(caught.value.params["sets"]) > 1
                assert_marked(caught.value)
                return
            game.apply(rng.choice(plays))
    raise AssertionError("no choice between largest sets found")
