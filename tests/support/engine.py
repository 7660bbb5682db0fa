"""Helpers shared by the engine tests: stacked decks, replay checks, refusal checks."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterable
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.cards import Card, parse_card
from engine.errors import IllegalAction
from engine.game import Game
from engine.record import build_game, read_record


def cards(text: str) -> list[Card]:
    """``"10H QS 2c"`` -> cards, for stacking decks in tests."""
    return [parse_card(word) for word in text.split()]


def stacked(deck: Iterable[Card], order: Iterable[Card]) -> list[Card]:
    """``deck`` with ``order`` drawn first and the rest after in deck order."""
    first = list(order)
    rest = list(deck)
    for card in first:
        rest.remove(card)
    return first + rest


def replayed(game: Game) -> Game:
    """A fresh game rebuilt from ``game``'s own record (through JSON, as a file would be)."""
    record = read_record(json.loads(json.dumps(game.record())))
    rebuilt = build_game(record)
    for action in record.actions:
        rebuilt.apply(action)
    return rebuilt


def assert_replays(game: Game) -> None:
    rebuilt = replayed(game)
    assert rebuilt.fingerprint() == game.fingerprint()


def assert_refused(game: Game, action: Any, match: str | None = None) -> str:
    """``action`` is refused (with a message matching ``match``) and the game is unchanged."""
    before = game.fingerprint()
    with pytest.raises(IllegalAction, match=match) as refusal:
        game.apply(action)
    assert game.fingerprint() == before
    message = str(refusal.value)
    assert message.endswith((".", "?", "!")), message
    return message


def public_json(game: Game) -> str:
    return json.dumps(game.view(None).model_dump(mode="json"))


ROOT = Path(__file__).resolve().parents[2]


def write_record(record: Any, tmp_path: Path) -> Path:
    """A record (or any text) in a file, as ``python -m engine replay`` reads it."""
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    return path


def replay_process(
    record: Any, tmp_path: Path, *, stdin: bool = False
) -> subprocess.CompletedProcess[str]:
    """``python -m engine replay`` in a real subprocess (each costs a start-up: use a few)."""
    arguments = ["-"] if stdin else [str(write_record(record, tmp_path))]
    return subprocess.run(
        [sys.executable, "-m", "engine", "replay", *arguments],
        input=(record if isinstance(record, str) else json.dumps(record)) if stdin else None,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def replay_here(record: Any, tmp_path: Path) -> tuple[int, str, str]:
    """The same command's entry point in this process, for the many refusal cases: exit
    code, standard output and standard error."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["replay", str(write_record(record, tmp_path))])
    return code, out.getvalue(), err.getvalue()


def assert_malformed(record: Any, words: str, tmp_path: Path) -> None:
    """RULES.md's refusal of a malformed record: exit code 2, nothing on standard output and
    one line on standard error, naming the fault (``words``)."""
    code, out, err = replay_here(record, tmp_path)
    assert code == 2
    assert out == ""
    assert words in err
    assert err.count("\n") == 1
    assert err.endswith("\n")
