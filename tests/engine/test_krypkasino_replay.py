"""Krypkasino game records end to end: in process and through ``python -m engine replay``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.krypkasino import Krypkasino
from engine.record import parse_record, replay, summary
from tests.engine.test_krypkasino import (
    ANA,
    BEN,
    CEM,
    LONE_QUEEN,
    LONE_QUEEN_TABLE,
    NAMES,
    TIO,
    TIO_TABLE,
    deck,
)
from tests.support.engine import assert_malformed, assert_replays, replay_here, replay_process

ROOT = Path(__file__).resolve().parents[2]


def lone_queen_record(*extra: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": "krypkasino",
        "players": [ANA, BEN],
        "options": {"rounds": 1},
        "decks": [[str(card) for card in deck(LONE_QUEEN, LONE_QUEEN_TABLE)]],
        "actions": [
            {"player": BEN, "type": "play", "card": "5H"},
            {"player": ANA, "type": "play", "card": "5d"},
            {"player": BEN, "type": "play", "card": "3♥"},
            {"player": ANA, "type": "play", "card": "6H"},
            {"player": BEN, "type": "play", "card": "9C", "take": ["6H", "3H"]},
            {"player": ANA, "type": "play", "card": "2C"},
            *extra,
        ],
    }


def finished() -> Krypkasino:
    kk = Krypkasino(NAMES[:3], {"rounds": 2}, seed=11)
    while not kk.over:
        others = [p for p in kk.players if p != kk.mover and kk.legal_actions(p)]
        if others:
            kk.apply(kk.legal_actions(others[0])[0])
        kk.apply(kk.legal_actions(kk.mover)[-1])
    return kk


def test_a_finished_match_replays_from_its_record():
    kk = finished()
    assert any(action.type == "tabbe" for action in kk.log)
    assert_replays(kk)
    result = replay(parse_record(json.dumps(kk.record())))
    assert result.error is None
    assert summary(result) == summary(type(result)(game=kk))


def test_a_seeded_record_without_decks_replays_identically():
    kk = finished()
    record = kk.record()
    assert "decks" not in record
    again = replay(parse_record(json.dumps(record))).game
    assert again.scores == kk.scores
    assert again.rounds == kk.rounds


def test_replay_subprocess_exit_0(tmp_path: Path):
    kk = finished()
    done = replay_process(kk.record(), tmp_path)
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert output["game"] == "krypkasino"
    assert output["over"] is True
    assert output["winners"] == kk.winners
    assert output["scores"] == kk.scores
    assert output["rounds"] == kk.rounds
    assert output["view"] == kk.view(None).model_dump(mode="json")
    assert len(output["round_results"]) == 2
    assert output["view"]["hand"] is None


def test_replay_subprocess_from_standard_input_mid_game(tmp_path: Path):
    done = replay_process(lone_queen_record(), tmp_path, stdin=True)
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert output["over"] is False
    assert output["winners"] == []
    assert output["scores"] == {ANA: 0, BEN: 0}
    assert output["rounds"] == []
    assert sorted(output["view"]["table"]) == sorted(["AH", "JC", "QD", "10S", "2C"])
    assert output["view"]["to_move"] == BEN
    # Nothing hidden: ben's queen and ana's 8 are in hand, the rest in the stock.
    assert "QS" not in done.stdout
    assert "8D" not in done.stdout


def test_replay_subprocess_exit_1_with_the_error_index_and_the_state_before(tmp_path: Path):
    record = lone_queen_record(
        {"player": BEN, "type": "play", "card": "QS", "take": ["QD"]},
        {"player": BEN, "type": "play", "card": "QS"},
    )
    done = replay_process(record, tmp_path)
    assert done.returncode == 1
    output = json.loads(done.stdout)
    assert output["error"]["index"] == 6
    assert output["error"]["player"] == BEN
    assert "largest set" in output["error"]["message"]
    assert sorted(output["view"]["table"]) == sorted(["AH", "JC", "QD", "10S", "2C"])
    assert output["over"] is False


@pytest.mark.parametrize(
    ("action", "player", "message"),
    [
        ({"player": CEM, "type": "play", "card": "3C"}, CEM, "ben's turn"),
        ({"player": BEN, "type": "play", "card": "10D"}, BEN, "does not hold 10D"),
        ({"player": BEN, "type": "play", "card": "3C", "take": ["2C"]}, BEN, "laid"),
        ({"player": BEN, "type": "tabbe", "rank": "10"}, BEN, "only the other players"),
        ({"player": CEM, "type": "tabbe", "rank": "K"}, CEM, "does not split"),
        ({"player": CEM, "type": "tabbe", "rank": "X"}, CEM, "rank"),
        ({"player": CEM, "type": "tabbe", "rank": "K", "card": "2C"}, CEM, "no field 'card'"),
        ({"player": None, "type": "tabbe", "rank": "K"}, None, "must name the player"),
        ({"type": "play", "card": "3C"}, None, "does not say which player"),
        ({"player": BEN, "type": "pass"}, BEN, "'pass' is not an action of this game"),
        ("play", None, "must be a JSON object"),
    ],
)
def test_replay_exit_1_refusals(action, player, message, tmp_path):
    record = {
        "game": "krypkasino",
        "players": NAMES[:3],
        "decks": [[str(card) for card in deck(TIO, TIO_TABLE, players=3)]],
        "actions": [action],
    }
    code, out, _ = replay_here(record, tmp_path)
    assert code == 1
    error = json.loads(out)["error"]
    assert error["index"] == 0
    assert error["player"] == player
    assert message in error["message"]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"players": NAMES[:5]}, "2, 3, 4 or 6 players, not 5"),
        ({"players": NAMES[:1]}, "not 1"),
        ({"players": [ANA, ANA]}, "same name"),
        ({"players": [ANA, " "]}, "not empty"),
        ({"options": {"rounds": 0}}, "'rounds' is invalid"),
        ({"options": {"rounds": None}}, "'rounds' is invalid"),
        ({"options": {"rounds": True}}, "'rounds' is invalid"),
        ({"options": {"target": 3}}, "is not an option of Krypkasino"),
        ({"decks": [["2S"] * 52]}, "not this game's deck"),
        ({"decks": [["ZZ"] * 52]}, "bad card"),
        ({"seed": 1.5}, "seed must be an integer"),
        ({"actions": {}}, "actions must be a list"),
        ({"decks": None}, "decks must be a list"),
    ],
)
def test_replay_exit_2_malformed_records(change, words, tmp_path):
    assert_malformed({"game": "krypkasino", "players": [ANA, BEN], **change}, words, tmp_path)


def test_replay_subprocess_exit_2(tmp_path: Path):
    done = replay_process({"game": "krypkasino", "players": NAMES[:5]}, tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert "Krypkasino is played by 2, 3, 4 or 6 players, not 5" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
