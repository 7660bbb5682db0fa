"""Kare Kupa game records end to end: in process, and through ``python -m engine replay`` as
a subprocess (RULES.md, "Game record": exit codes 0, 1 and 2)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Accept, Call, Next, Offer, Pass, Seen, Signal, Swap
from engine.record import parse_record, replay, summary
from tests.engine.test_kare_kupa import PLAYERS, deck
from tests.support.engine import (
    assert_malformed,
    assert_replays,
    cards,
    replay_here,
    replay_process,
)

ROOT = Path(__file__).resolve().parents[2]
ANA, BEN, CEM, DAN = PLAYERS


def played() -> KareKupa:
    """A short match on stacked decks: a look, swaps, an exchange, passes, a void round's
    worth of tables, gestures and two calls."""
    game = KareKupa(PLAYERS, {"target": 2}, decks=[deck(), deck(dealer=1), deck(dealer=2)])
    for player in PLAYERS:
        game.apply(Seen(player=player))
    game.apply(Swap(player=ANA, give=cards("6S")[0], take=cards("2D")[0]))
    game.apply(Offer(player=CEM, give=cards("7D")[0]))
    game.apply(Accept(player=ANA, give=cards("7S")[0]))
    game.apply(Signal(player=BEN, gesture="cough"))
    for player in PLAYERS:
        game.apply(Pass(player=player))
    game.apply(Next(player=None))
    game.apply(Call(player=DAN, claim=(ANA,)))  # wrong: ana and cem 1
    game.apply(Call(player=ANA, claim=(BEN, DAN), round=2))  # wrong: ben and dan 2
    assert game.over
    return game


def test_replay_in_process_equals_the_live_game() -> None:
    game = played()
    assert_replays(game)
    result = replay(parse_record(json.dumps(game.record())))
    assert result.error is None
    assert summary(result) == json.loads(
        json.dumps(
            {
                "game": "kare_kupa",
                "over": True,
                "winners": [BEN, DAN],
                "scores": game.scores,
                "rounds": game.rounds,
                "view": game.view(None).model_dump(mode="json"),
                **game.details(),
            }
        )
    )


def test_replay_record_writes_actions_as_rules_md_does() -> None:
    # The round an action named refused it if late; once accepted, the record keeps the
    # action in RULES.md's form (no ``round``), and a replay judges it in the same round.
    actions = played().record()["actions"]
    assert actions[-1] == {"player": ANA, "type": "call", "claim": [BEN, DAN]}
    assert all("round" not in action for action in actions)
    assert actions[-2] == {"player": DAN, "type": "call", "claim": [ANA]}
    assert {"player": None, "type": "next"} in actions


def test_replay_subprocess_exit_0(tmp_path: Path) -> None:
    game = played()
    done = replay_process(game.record(), tmp_path)
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert output["game"] == "kare_kupa"
    assert output["over"] is True
    assert output["winners"] == [BEN, DAN]
    assert output["scores"] == {ANA: 1, BEN: 2, CEM: 1, DAN: 2}
    assert output["rounds"] == [{ANA: 1, BEN: 0, CEM: 1, DAN: 0}, {ANA: 0, BEN: 2, CEM: 0, DAN: 2}]
    assert output["view"]["player"] is None
    assert output["view"]["hand"] is None
    assert [result["call"] for result in output["results"]] == ["kupa", "double kupa"]
    assert "error" not in output


def test_replay_subprocess_from_standard_input(tmp_path: Path) -> None:
    done = replay_process(played().record(), tmp_path, stdin=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winners"] == [BEN, DAN]


def test_replay_subprocess_exit_1_with_the_error_index_and_the_state_before(
    tmp_path: Path,
) -> None:
    record = {
        "game": "kare_kupa",
        "players": PLAYERS,
        "options": {"look": False},
        "decks": [[str(card) for card in deck()]],
        "actions": [
            {"player": ANA, "type": "pass"},
            {"player": BEN, "type": "swap", "give": "6H", "take": "2D"},
            {"player": ANA, "type": "swap", "give": "6S", "take": "2D"},
            {"player": CEM, "type": "pass"},
        ],
    }
    done = replay_process(record, tmp_path)
    assert done.returncode == 1
    output = json.loads(done.stdout)
    assert output["error"] == {
        "index": 2,
        "player": ANA,
        "message": "That card is no longer on the table: ben took it.",
    }
    assert output["view"]["table"] == ["6H", "3D", "4D", "5D"]
    assert output["view"]["passed"] == []
    assert output["over"] is False


@pytest.mark.parametrize(
    ("action", "player", "message"),
    [
        ({"player": None, "type": "pass"}, None, "A 'pass' action must name the player"),
        ({"player": ANA, "type": "open"}, ANA, "Only the table itself may send 'open'"),
        ({"player": ANA, "type": "fly"}, ANA, "'fly' is not an action of this game"),
        ({"player": ANA, "type": "pass", "why": 1}, ANA, "'pass' has no field 'why'"),
        ({"type": "pass"}, None, "does not say which player"),
        ({"player": ANA, "type": "call", "claim": [ANA]}, ANA, "only together with your partner"),
        ({"player": ANA, "type": "seen", "round": 2}, ANA, "There is no round 2"),
    ],
)
def test_replay_exit_1_refusals(
    action: dict[str, Any],
    player: str | None,
    message: str,
    tmp_path: Path,
) -> None:
    record = {"game": "kare_kupa", "players": PLAYERS, "seed": 4, "actions": [action]}
    code, out, _ = replay_here(record, tmp_path)
    assert code == 1
    error = json.loads(out)["error"]
    assert error["index"] == 0
    assert error["player"] == player
    assert message in error["message"]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"players": PLAYERS[:3]}, "played by 4 players, not 3"),
        ({"players": [ANA, ANA, BEN, CEM]}, "same name"),
        ({"decks": [[str(card) for card in deck()][:51]]}, "not this game's deck"),
        ({"decks": [["ZZ"] * 52]}, "bad card"),
        ({"options": {"target": 0}}, "'target' is invalid"),
        ({"options": {"target": "5"}}, "'target' is invalid"),
        ({"options": {"look": 1}}, "'look' is invalid"),
        ({"options": {"rounds": 3}}, "is not an option of Kare Kupa"),
        ({"seed": "x"}, "seed must be an integer"),
        ({"actions": None}, "actions must be a list"),
        ({"options": None}, "options must be a JSON object"),
    ],
)
def test_replay_exit_2_malformed_records(
    change: dict[str, Any], words: str, tmp_path: Path
) -> None:
    assert_malformed({"game": "kare_kupa", "players": PLAYERS, **change}, words, tmp_path)


def test_replay_subprocess_exit_2(tmp_path: Path) -> None:
    done = replay_process({"game": "kare_kupa", "players": PLAYERS[:3]}, tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip() == "Kare Kupa is played by 4 players, not 3."
    done = replay_process("{not json", tmp_path)
    assert done.returncode == 2
    assert "not valid JSON" in done.stderr


def test_replay_seeded_record_without_decks_replays_identically() -> None:
    game = KareKupa(PLAYERS, seed=99)
    for player in PLAYERS:
        game.apply(Seen(player=player))
    game.apply(Next(player=None))
    game.apply(Call(player=CEM, claim=(BEN,)))
    assert "decks" not in game.record()
    assert_replays(game)


def test_offered_actions_are_pinned_to_their_round() -> None:
    game = KareKupa(PLAYERS, seed=3)
    legal = game.legal_actions(ANA)
    pinned = game.pinned(legal)
    assert [action.round for action in pinned] == [game.round] * len(legal)
    assert [replace(action, round=None) for action in pinned] == legal
