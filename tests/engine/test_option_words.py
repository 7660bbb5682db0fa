"""Options written by people (``/play options:``) read within limits before any game model
sees them: each refusal is one short sentence that quotes the input shortened."""

from __future__ import annotations

import pytest

from engine.errors import SetupError
from engine.options import OPTIONS_COUNT, OPTIONS_TEXT, parse_option_words


def test_words_numbers_and_booleans():
    assert parse_option_words("") == {}
    assert parse_option_words("rounds=2, all_pay=false money=cards") == {
        "rounds": 2,
        "all_pay": False,
        "money": "cards",
    }
    assert parse_option_words("target=999999999") == {"target": 999_999_999}
    assert parse_option_words("target=-12") == {"target": -12}
    assert parse_option_words("x=NaN") == {"x": "NaN"}  # not a JSON number: a word
    assert parse_option_words("x=[[1]]") == {"x": [[1]]}  # the game refuses it


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("rounds=" + "9" * 5000, f"longer than {OPTIONS_TEXT} characters"),
        ("rounds=" + "9" * 10, "The option 'rounds' has a number longer than 9 digits."),
        ("rounds=1" + "0" * 20 + ".5", "longer than 9 digits"),
        ("x" * 300, "Write options as key=value"),
        ("k" * 100 + "=1", "option names are at most 32 characters"),
        (" ".join(f"k{i}=1" for i in range(OPTIONS_COUNT + 1)), "at most 10 options; 11 were"),
        ("rounds=" + "[" * 200, "nested more than 2 levels deep"),
        ("rounds=[[[1]]]", "nested more than 2 levels deep"),
        ('x="\\ud800"', "lone surrogate"),
        ("rounds=1 rounds=2", "given twice"),
        ("=1", "Write options as key=value"),
    ],
)
def test_refusals_are_one_short_sentence(text, words):
    with pytest.raises(SetupError) as refusal:
        parse_option_words(text)
    message = str(refusal.value)
    assert words in message
    assert len(message) <= 120, message
    assert message.endswith(".")
