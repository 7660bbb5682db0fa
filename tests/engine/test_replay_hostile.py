"""``python -m engine replay`` on hostile records: whatever the size, nesting, numbers or
encoding, a malformed record exits 2 with one short line on standard error and nothing on
standard output (RULES.md, "Game record")."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import SetupError
from engine.record import RECORD_BYTES, parse_record
from engine.untrusted import JsonLimits, load_json, shown
from tests.support.engine import ROOT, assert_malformed, replay_here

SHORT_LINE = 300


def run(arguments: list[str], data: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "engine", "replay", *arguments],
        input=data,
        capture_output=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def assert_refused_in_one_short_line(done: subprocess.CompletedProcess[bytes], words: str) -> None:
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stdout == b""
    error = done.stderr.decode("utf-8")
    assert error.count("\n") == 1
    assert error.endswith("\n")
    assert len(error) <= SHORT_LINE + 1
    assert words in error


def test_a_50_mb_game_name_is_refused_without_being_echoed(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"game": "x" * 50_000_000, "players": ["ana"]}), encoding="utf-8")
    assert_refused_in_one_short_line(run([str(path)]), "larger than 4,000,000 bytes")


def test_a_50_mb_record_on_standard_input_is_refused_too():
    data = json.dumps({"game": "four_poker", "players": ["a" * 50_000_000]}).encode()
    assert_refused_in_one_short_line(run(["-"], data), "larger than")


def test_100k_deep_nesting_exits_2_without_a_traceback():
    data = b'{"game": "four_poker", "players": ["ana"], "options": {"x": '
    data += b"[" * 100_000 + b"]" * 100_000 + b"}}"
    assert_refused_in_one_short_line(run(["-"], data), "nested more than 16 levels")


def test_a_5000_digit_integer_exits_2_without_a_traceback():
    action = '{"player": "ana", "type": "place", "column": ' + "9" * 5000 + "}"
    data = '{"game": "four_poker", "players": ["ana"], "actions": [' + action + "]}"
    assert_refused_in_one_short_line(run(["-"], data.encode()), "longer than 40 digits")


def test_a_lone_surrogate_in_a_player_name_prints_nothing_and_exits_2():
    data = rb'{"game": "four_poker", "players": ["ana\ud800"]}'
    assert_refused_in_one_short_line(run(["-"], data), "lone surrogate")


def test_bytes_that_are_not_utf8_exit_2():
    data = b'{"game": "four_poker", "players": ["an\xffa"]}'
    assert_refused_in_one_short_line(run(["-"], data), "not UTF-8")


@pytest.mark.parametrize(
    ("record", "words"),
    [
        ('{"game": "four_poker", "players": ["ana"], "seed": ' + "7" * 5000 + "}", "40 digits"),
        ('{"game": "four_poker", "players": ["ana"], "seed": -' + "7" * 41 + "}", "40 digits"),
        ('{"game": "four_poker", "players": ["ana"], "seed": 1' + "0" * 5000 + ".5}", "40 digits"),
        ('{"game": "four_poker", "players": ["ana"], "seed": NaN}', "NaN is not a JSON number"),
        ('{"game": "four_poker", "players": ["ana"], "seed": -Infinity}', "not a JSON number"),
        ('{"game": "four_poker", "players": ["' + "a" * 5000 + '"]}', "longer than 1,000"),
        (
            json.dumps({"game": "four_poker", "players": ["ana"], "k" * 5000: 1}),
            "longer than 1,000",
        ),
        (
            json.dumps(
                {
                    "game": "four_poker",
                    "players": ["ana"],
                    "options": {f"k{i}": 1 for i in range(1500)},
                }
            ),
            "more than 100 keys",
        ),
        ('{"game": "four_poker", "players": ["ana"], "x": ' + "{" * 100_000, "nested more than"),
        ('{"game": "four_poker", "players": ["\\udfff"]}', "lone surrogate"),
        ("[" * 17 + "]" * 17, "nested more than 16"),
    ],
)
def test_records_past_a_limit_exit_2_with_one_line(record, words, tmp_path):
    assert_malformed(record, words, tmp_path)


def test_a_long_refusal_is_shortened_to_one_short_line(tmp_path):
    # Within every limit, yet the engine's refusal names all 99 unknown options.
    options = {f"option_number_{i}": 1 for i in range(99)}
    code, out, err = replay_here(
        {"game": "four_poker", "players": ["ana"], "options": options}, tmp_path
    )
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert len(err) <= SHORT_LINE + 1
    assert err.rstrip("\n").endswith("…")


def test_what_is_within_the_limits_still_replays(tmp_path):
    # A 40-digit seed, a 1,000-character name, 16 levels of nesting in an ignored key.
    record = {
        "game": "four_poker",
        "players": ["a" * 1000],
        "seed": -(10**40 - 1),
        "note": [[[[[[[[[[[[[[[]]]]]]]]]]]]]]],
    }
    code, out, err = replay_here(record, tmp_path)
    assert (code, err) == (0, "")
    assert json.loads(out)["scores"] == {"a" * 1000: 0}
    assert parse_record(json.dumps(record)).seed == -(10**40 - 1)


def test_a_record_of_exactly_the_largest_size_is_read_and_one_byte_more_is_not(tmp_path):
    record = '{"game": "four_poker", "players": ["ana"]}'
    largest = record + " " * (RECORD_BYTES - len(record))  # JSON allows trailing whitespace
    code, _out, err = replay_here(largest, tmp_path)
    assert (code, err) == (0, "")
    assert_malformed(largest + " ", "larger than 4,000,000 bytes", tmp_path)


LIMITS = JsonLimits(what="The text", size=100, depth=2, digits=3, text=5, keys=2)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1" * 101, "longer than 100 characters"),
        ("[[[1]]]", "nested more than 2"),
        ('["[[[["]', None),  # brackets inside a string are not nesting
        ('["\\"[[[["]', None),  # nor after an escaped quote
        ("1234", "longer than 3 digits"),
        ("-123", None),
        ('"abcdef"', "longer than 5"),
        ('{"a": 1, "b": 2, "c": 3}', "more than 2 keys"),
        ('{"abcdef": 1}', "longer than 5"),
        ('"\\ud83d\\ude00"', None),  # a surrogate pair is one proper character
        ('"\\ud83d"', "lone surrogate"),
        ('"unclosed [[[', "not valid JSON"),
    ],
)
def test_load_json_limits(text, words):
    if words is None:
        load_json(text, LIMITS)
        return
    with pytest.raises(SetupError, match=words) as refusal:
        load_json(text, LIMITS)
    assert str(refusal.value).startswith("The text ")
    assert "\n" not in str(refusal.value)


def test_shown_quotes_and_shortens():
    assert shown("rounds") == "'rounds'"
    long = shown("x" * 5000)
    assert len(long) == 42
    assert long.endswith("…'")


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**45), max_value=10**45)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
FIELDS = ("game", "players", "options", "seed", "decks", "actions")


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    base=st.sampled_from(
        [
            {"game": "four_poker", "players": ["ana"], "seed": 3},
            {"game": "krypkasino", "players": ["ana", "ben"], "seed": 3},
            {"game": "kare_kupa", "players": ["a", "b", "c", "d"], "seed": 3},
            {"game": "crveni_tepih", "players": ["a", "b", "c"], "seed": 3},
        ]
    ),
    field=st.sampled_from(FIELDS),
    value=json_values,
    action=json_values,
)
def test_any_record_exits_0_1_or_2_and_2_means_one_line_and_no_output(
    base, field, value, action, tmp_path
):
    record = {**base, field: value}
    if field != "actions":
        record["actions"] = [action]
    code, out, err = replay_here(record, tmp_path)
    assert code in (0, 1, 2)
    if code == 2:
        assert out == ""
        assert err.count("\n") == 1
        assert len(err) <= SHORT_LINE + 1
    else:
        assert err == ""
        assert json.loads(out)["game"] == base["game"]
