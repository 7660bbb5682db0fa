"""Sentence templates are parsed once and filled from the parsed pieces: the sentence must be
the one the general formatter makes, for every kind of field."""

from __future__ import annotations

import string

import pytest

from engine.cards import Rank, parse_cards
from engine.wording import PLAIN, _Filler, fill


class Loud:
    def player(self, name: str) -> str:
        return name.upper()

    def card(self, card) -> str:
        return f"[{card}]"

    def rank(self, rank: Rank) -> str:
        return rank.label.lower()

    def position(self, index: int) -> str:
        return str(index + 1)


CASES = [
    (
        "{player:p} gives {give:c} for {take:c}.",
        {"player": "ana", "give": parse_cards(["9S"]), "take": parse_cards(["10H", "JD"])},
    ),
    (
        "{players:p} win with {rank:r}s in columns {columns:n}.",
        {"players": ["ana", "ben", "cem"], "rank": Rank.KING, "columns": [0, 3]},
    ),
    ("Column {column:n}: {points} points {{literal}}", {"column": 2, "points": 7}),
    ("{name!r} and {value:>6}|", {"name": "q", "value": "ab"}),  # conversion: the general way
    ("{items[0]} first", {"items": ["one"]}),  # an index: the general way
    ("{a:{width}} nested", {"a": "x", "width": 4}),  # a nested spec: the general way
    ("No fields at all.", {"unused": 1}),
]


@pytest.mark.parametrize(("template", "params"), CASES)
@pytest.mark.parametrize("wording", [PLAIN, Loud()])
def test_a_filled_template_is_what_the_formatter_makes(template, params, wording):
    expected = _Filler(wording).vformat(template, (), dict(params))
    assert fill(template, params, wording) == expected
    assert fill(template, params, wording) == expected  # parsed once, filled again


def test_a_missing_parameter_is_refused_as_before():
    with pytest.raises(KeyError):
        fill("{player:p} plays.", {"other": "x"})
    with pytest.raises(ValueError):
        string.Formatter().vformat("{player", (), {"player": 1})
    with pytest.raises(ValueError):
        fill("{player", {"player": 1})
