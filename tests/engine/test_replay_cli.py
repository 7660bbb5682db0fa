"""``python -m engine replay`` end to end, on the shared rules of every record (RULES.md,
"Game record"): exit codes 0/1/2, the output's keys, the error object, standard input."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main
from engine.four_poker import FourPoker
from engine.four_poker.computer import choose
from tests.support.engine import assert_malformed, replay_here, replay_process

BASE = {"game": "four_poker", "players": ["ana"], "seed": 4}


def place(column: int, player: object = "ana") -> dict[str, object]:
    return {"player": player, "type": "place", "column": column}


def test_a_valid_record_prints_the_outcome_and_exits_0_through_a_real_process(tmp_path):
    record = {**BASE, "actions": [place(0), place(1)]}
    done = replay_process(record, tmp_path)
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert {"game", "over", "winners", "scores", "rounds", "view"} <= output.keys()
    assert output["game"] == "four_poker"
    assert output["over"] is False
    assert output["winners"] == []
    assert output["scores"] == {"ana": 0}
    assert output["rounds"] == []
    assert output["view"]["placed"] == 6
    assert "error" not in output


def test_standard_input_with_a_dash(tmp_path):
    done = replay_process(BASE, tmp_path, stdin=True)
    assert done.returncode == 0
    assert json.loads(done.stdout)["view"]["placed"] == 4


def test_a_refused_action_exits_1_with_its_index_and_the_state_before_it(tmp_path):
    record = {**BASE, "actions": [place(0), place(0), place(1)]}
    done = replay_process(record, tmp_path, stdin=True)
    assert done.returncode == 1
    output = json.loads(done.stdout)
    assert output["error"]["index"] == 1
    assert output["error"]["player"] == "ana"
    assert "finish the row first" in output["error"]["message"]
    assert output["view"]["placed"] == 5  # the state before the refused action


@pytest.mark.parametrize(
    ("action", "player", "words"),
    [
        ("place", None, "JSON object"),
        ({"type": "place", "column": 0}, None, "does not say which player"),
        ({"player": "ana", "column": 0}, "ana", "has no type"),
        ({"player": "ana", "type": "fold"}, "ana", "not an action of this game"),
        ({"player": "ana", "type": "place", "column": 0, "row": 1}, "ana", "no field 'row'"),
        ({"player": None, "type": "place", "column": 0}, None, "must name the player"),
        ({"player": "zed", "type": "place", "column": 0}, "zed", "zed is not playing"),
        ({"player": "ana", "type": "place", "column": True}, "ana", "malformed"),
    ],
)
def test_refused_actions_exit_1(action, player, words, tmp_path):
    code, out, _ = replay_here({**BASE, "actions": [place(0), action]}, tmp_path)
    assert code == 1
    error = json.loads(out)["error"]
    assert error == {"index": 1, "player": player, "message": error["message"]}
    assert words in error["message"]


def test_every_action_after_the_end_is_refused(tmp_path):
    actions = []
    heights = [1, 1, 1, 1]
    while sum(heights) < 20:
        column = heights.index(min(heights))
        heights[column] += 1
        actions.append(place(column))
    code, out, _ = replay_here({**BASE, "actions": [*actions, place(0)]}, tmp_path)
    assert code == 1
    output = json.loads(out)
    assert output["over"] is True
    assert output["winners"] == ["ana"]
    assert output["scores"]["ana"] == output["rounds"][0]["ana"]
    assert output["error"]["index"] == 16
    assert "over" in output["error"]["message"]


@pytest.mark.parametrize(
    ("record", "words"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ({"players": ["ana"]}, "no 'game'"),
        ({"game": "poker", "players": ["ana"]}, "'poker' is not a game"),
        ({"game": "four_poker", "players": ["ana", "ben"]}, "not 2"),
        ({"game": "four_poker", "players": []}, "not 0"),
        ({"game": "four_poker", "players": [""]}, "not empty"),
        ({"game": "krypkasino", "players": ["ana", "ana"]}, "same name"),
        ({"game": "four_poker", "players": "ana"}, "players must be a list"),
        ({**BASE, "options": {"speed": 2}}, "'speed' is not an option"),
        (
            {"game": "kare_kupa", "players": ["a", "b", "c", "d"], "options": {"target": "5"}},
            "'target' is invalid",
        ),
        ({**BASE, "options": None}, "options must be a JSON object"),
        ({**BASE, "options": []}, "options must be a JSON object"),
        ({**BASE, "decks": None}, "decks must be a list"),
        ({**BASE, "decks": [["9S"] * 24]}, "not this game's deck"),
        ({**BASE, "decks": [["9S", "10S"]]}, "not this game's deck"),
        ({**BASE, "actions": None}, "actions must be a list"),
        ({**BASE, "actions": {"0": place(0)}}, "actions must be a list"),
        ({**BASE, "seed": "4"}, "seed must be an integer"),
        ({**BASE, "seed": 4.0}, "seed must be an integer"),
        ({**BASE, "seed": True}, "seed must be an integer"),
        ({**BASE, "seed": None}, "seed must be an integer"),
    ],
)
def test_malformed_records_exit_2_with_one_line(record, words, tmp_path):
    assert_malformed(record, words, tmp_path)


def test_a_missing_actions_key_means_none(tmp_path):
    code, out, _ = replay_here(BASE, tmp_path)
    assert code == 0
    assert json.loads(out)["view"]["placed"] == 4


def test_explicit_decks_replay_identically_everywhere(tmp_path):
    deck = [
        "AS",
        "KS",
        "QS",
        "JS",
        "10S",
        *[f"{r}{s}" for s in "HDC" for r in ("9", "10", "J", "Q", "K", "A")],
        "9S",
    ]
    code, out, _ = replay_here({**BASE, "decks": [deck]}, tmp_path)
    assert code == 0
    assert json.loads(out)["view"]["columns"] == [["AS"], ["KS"], ["QS"], ["JS"]]
    assert json.loads(out)["view"]["current"] == "10S"


def test_an_unreadable_file_exits_2(tmp_path, capsys):
    code = main(["replay", str(tmp_path / "missing.json")])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    assert "Cannot read the record" in captured.err


# A finished game, malformed input on standard input, wrong field types, and refused
# actions' players.
SEED_11 = {"game": "four_poker", "players": ["ana"], "seed": 11}


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
        ({**SEED_11, "decks": "9S 10S"}, "decks must be a list of lists"),
        ({**SEED_11, "decks": ["9S", "10S"]}, "decks must be a list of lists"),
        ({**SEED_11, "decks": [[9, 10]]}, "decks must be a list of lists"),
        ({**SEED_11, "decks": [["ZZ"]]}, "bad card"),
        ({**SEED_11, "options": "fast"}, "options must be a JSON object"),
        ({**SEED_11, "actions": "place"}, "actions must be a list"),
        ({**SEED_11, "seed": [4]}, "seed must be an integer"),
    ],
)
def test_fields_of_the_wrong_type_exit_2(record, words, tmp_path):
    assert_malformed(record, words, tmp_path)


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
def test_refused_actions_name_their_player_only_when_they_have_one(action, player, words, tmp_path):
    code, out, _ = replay_here({**SEED_11, "actions": [action]}, tmp_path)
    assert code == 1
    output = json.loads(out)
    assert output["error"]["index"] == 0
    assert output["error"]["player"] == player
    assert words in output["error"]["message"]
    assert output["view"]["placed"] == 4  # nothing was applied


def test_after_the_end_the_first_extra_action_is_refused_whatever_it_is(tmp_path):
    record = finished_game().record()
    extra = [{"player": "ana", "type": "place", "column": 3}, {"player": "ana", "type": "x"}]
    for first in extra:
        code, out, _ = replay_here({**record, "actions": [*record["actions"], first]}, tmp_path)
        assert code == 1
        output = json.loads(out)
        assert output["error"]["index"] == 16
        assert output["over"] is True
        assert output["scores"] == output["rounds"][0]
