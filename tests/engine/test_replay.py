"""``python -m engine replay`` with 4-poker records: the cases ``test_replay_cli.py`` leaves
out (RULES.md, "Game record"): a malformed record through a real process, fields of the wrong
type, a refused action's player when it names none, and a finished game's own record."""

from __future__ import annotations

import json

import pytest

from engine.four_poker import FourPoker
from engine.four_poker.computer import choose
from tests.engine.support import replay_here, replay_process

BASE = {"game": "four_poker", "players": ["ana"], "seed": 11}


def finished_game() -> FourPoker:
    game = FourPoker(["ana"], seed=11)
    while not game.over:
        game.apply(choose(game.view("ana"), game.legal_actions("ana")))
    return game


def test_a_finished_games_record_replays_to_its_outcome_through_a_real_process(tmp_path):
    game = finished_game()
    done = replay_process(game.record(), tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    output = json.loads(done.stdout)
    # The shared keys, and the further detail 4-poker offers: nothing else.
    assert set(output) == {
        "game",
        "over",
        "winners",
        "scores",
        "rounds",
        "view",
        "columns",
        "results",
    }
    assert output["over"] is True
    assert output["winners"] == ["ana"]
    assert output["scores"] == {"ana": game.total} == output["rounds"][0]
    assert output["view"] == game.view(None).model_dump(mode="json")
    assert output["columns"] == [[str(card) for card in column] for column in game.columns]


def test_a_malformed_record_on_standard_input_exits_2_with_one_line_and_no_output(tmp_path):
    done = replay_process('{"game": "four_poker", "players": ["ana"],', tmp_path, stdin=True)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "not valid JSON" in done.stderr


@pytest.mark.parametrize(
    ("record", "words"),
    [
        ({"game": None, "players": ["ana"]}, "game must be a name"),
        ({"game": 4, "players": ["ana"]}, "game must be a name"),
        ({"game": "four_poker", "players": None}, "players must be a list"),
        ({"game": "four_poker", "players": [1]}, "players must be a list"),
        ({"game": "four_poker", "players": ["  "]}, "not empty"),
        ({**BASE, "decks": "9S 10S"}, "decks must be a list of lists"),
        ({**BASE, "decks": ["9S", "10S"]}, "decks must be a list of lists"),
        ({**BASE, "decks": [[9, 10]]}, "decks must be a list of lists"),
        ({**BASE, "decks": [["ZZ"]]}, "bad card"),
        ({**BASE, "options": "fast"}, "options must be a JSON object"),
        ({**BASE, "actions": "place"}, "actions must be a list"),
        ({**BASE, "seed": [4]}, "seed must be an integer"),
    ],
)
def test_fields_of_the_wrong_type_exit_2(record, words, tmp_path, capsys):
    code, out, err = replay_here(record, tmp_path, capsys)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert words in err


@pytest.mark.parametrize(
    ("action", "player", "words"),
    [
        (None, None, "JSON object"),
        ({"player": 7, "type": "place", "column": 0}, None, "player's name or null"),
        ({"player": "ana", "type": "place", "column": 1.0}, "ana", "malformed"),
        ({"player": "ana", "type": "place", "column": -1}, "ana", "no column -1"),
        ({"player": "ana", "type": None, "column": 0}, "ana", "not an action of this game"),
    ],
)
def test_refused_actions_name_their_player_only_when_they_have_one(
    action, player, words, tmp_path, capsys
):
    code, out, _ = replay_here({**BASE, "actions": [action]}, tmp_path, capsys)
    assert code == 1
    output = json.loads(out)
    assert output["error"]["index"] == 0
    assert output["error"]["player"] == player
    assert words in output["error"]["message"]
    assert output["view"]["placed"] == 4  # nothing was applied


def test_after_the_end_the_first_extra_action_is_refused_whatever_it_is(tmp_path, capsys):
    record = finished_game().record()
    extra = [{"player": "ana", "type": "place", "column": 3}, {"player": "ana", "type": "x"}]
    for first in extra:
        code, out, _ = replay_here(
            {**record, "actions": [*record["actions"], first]}, tmp_path, capsys
        )
        assert code == 1
        output = json.loads(out)
        assert output["error"]["index"] == 16
        assert output["over"] is True
        assert output["scores"] == output["rounds"][0]
