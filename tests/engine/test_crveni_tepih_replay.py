"""Crveni tepih game records end to end, through ``python -m engine replay`` as well."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.cards import PIQUET_DECK
from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.game import TWO_DECKS
from engine.errors import SetupError
from engine.record import parse_record, replay, summary
from tests.engine.test_crveni_tepih import NAMES, act, action, deal_deck, new_game
from tests.support.engine import (
    assert_malformed,
    assert_replays,
    cards,
    replay_here,
    replay_process,
    replayed,
)


def run_replay(
    record: Any, tmp_path: Path, *, subprocess_: bool = False
) -> tuple[int, dict[str, Any] | None, str]:
    """Exit code, printed JSON and standard error of ``python -m engine replay FILE``: in a
    subprocess, or in this process through the same ``main``."""
    if subprocess_:
        done = replay_process(record, tmp_path)
        code, out, err = done.returncode, done.stdout, done.stderr
    else:
        code, out, err = replay_here(record, tmp_path)
    return code, json.loads(out) if out.strip() else None, err


def test_the_command_line_exit_codes_0_1_2(tmp_path):
    code, output, _ = run_replay(record_of(moves=("cem bid 4",)), tmp_path, subprocess_=True)
    assert (code, output["view"]["high_bid"]) == (0, 4)
    refused = record_of(moves=("cem bid 4", "ben pass", "ben bid 5"))
    code, output, _ = run_replay(refused, tmp_path, subprocess_=True)
    assert code == 1
    assert output["error"] == {
        "index": 2,
        "player": "ben",
        "message": "You passed in this auction and take no further part in it; "
        "ana is to bid or pass.",
    }
    code, output, error = run_replay(
        {**record_of(), "options": {"money": "gold"}}, tmp_path, subprocess_=True
    )
    assert (code, output) == (2, None)
    assert "money" in error


def record_of(count: int = 3, moves: tuple[str, ...] = (), **options: Any) -> dict[str, Any]:
    deck = deal_deck(count, {"cem": "AS KS", "ben": "QS JS", "ana": "10S 9S"}, ["AH AD"])
    return {
        "game": "crveni_tepih",
        "players": list(NAMES[:count]),
        "options": options,
        "seed": 4,
        "decks": [[str(card) for card in deck]],
        "actions": [action(move) for move in moves],
    }


def test_a_record_is_the_game():
    game = new_game(3, money="cards", all_pay=False)
    act(game, "cem put 2", "ben put 3", "ana pass", "cem put 4", "ben pass")
    record = game.record()
    assert record["game"] == "crveni_tepih"
    assert record["options"] == {"money": "cards", "all_pay": False}
    assert record["actions"][0] == {"player": "cem", "type": "bid", "money": [2]}
    assert record["actions"][2] == {"player": "ana", "type": "pass"}
    assert_replays(game)


def test_a_finished_match_replays_to_the_same_winners():
    game = CrveniTepih(NAMES[:3], {"target": 100}, seed=11)
    while not game.over:
        (name,) = game.to_act()
        legal = game.legal_actions(name)
        game.apply(legal[len(legal) // 2])
    rebuilt = replayed(game)
    assert rebuilt.over
    assert (rebuilt.winners, rebuilt.scores, rebuilt.rounds) == (
        game.winners,
        game.scores,
        game.rounds,
    )
    assert rebuilt.fingerprint() == game.fingerprint()


def test_two_deck_records_carry_duplicate_cards():
    game = CrveniTepih(NAMES[:6], seed=3, decks=[list(TWO_DECKS)])
    act(game, "fil bid 20")
    record = game.record()
    assert len(record["decks"][0]) == 64
    assert record["decks"][0].count("AS") == 2
    assert_replays(game)


def test_replay_prints_the_outcome_and_exits_0(tmp_path):
    code, output, _ = run_replay(record_of(moves=("cem bid 4", "ben pass", "ana pass")), tmp_path)
    assert code == 0
    assert output["game"] == "crveni_tepih"
    assert (output["over"], output["winners"], output["rounds"]) == (False, [], [])
    assert output["scores"] == {"ana": 0, "ben": 0, "cem": 0}
    cem = output["view"]["seats"][2]
    assert (cem["face_up"], cem["face_down"], cem["money"]) == (["AH", "AD"], 2, 16)
    assert output["view"]["hand"] is None
    assert "AS" not in json.dumps(output["view"])  # cem's face-down cards stay hidden
    assert output["deals"] == []


def test_replay_of_a_finished_deal_shows_the_kept_hands(tmp_path):
    record = record_of(2, moves=("ben bid 20", "ana bid 20"), target=10)
    record["decks"] = [
        [str(card) for card in deal_deck(2, {"ben": "AS AC", "ana": "7S 8D"}, ["KH KD", "9C JD"])]
    ]
    code, output, _ = run_replay(record, tmp_path)
    assert code == 0
    assert output["over"] is True
    assert output["rounds"] == [{"ana": 2 + 2 + 2 + 3, "ben": 28 + 25}]
    assert output["winners"] == ["ben"]
    ben = output["deals"][0]["hands"][1]
    assert (ben["hand"], ben["hand_points"], ben["bonus"]) == ("two pairs", 28, 25)


@pytest.mark.parametrize(
    ("moves", "index", "player", "message"),
    [
        (("cem bid 4", "ben bid 4"), 1, "ben", "above the highest bid of 4"),
        (("cem bid 1",), 0, "cem", "at least 2"),
        (("cem pass", "ben bid 3", "cem bid 5"), 2, "cem", "You passed"),
        (("ana bid 2",), 0, "ana", "not your turn"),
        (("cem bid 25",), 0, "cem", "at most 20"),
    ],
)
def test_a_refused_action_exits_1_with_its_index(tmp_path, moves, index, player, message):
    code, output, _ = run_replay(record_of(moves=moves), tmp_path)
    assert code == 1
    assert output["error"]["index"] == index
    assert output["error"]["player"] == player
    assert message in output["error"]["message"]
    # The printed state is the one before the refused action.
    expected = new_game(
        3, decks=[deal_deck(3, {"cem": "AS KS", "ben": "QS JS", "ana": "10S 9S"}, ["AH AD"])]
    )
    act(expected, *moves[:index])
    assert output["view"] == expected.view(None).model_dump(mode="json")


@pytest.mark.parametrize(
    "raw",
    [
        {"player": "cem", "type": "bid", "money": [2]},
        {"player": "cem", "type": "bid"},
        {"player": "cem", "type": "bid", "amount": 2, "money": [2]},
        {"player": "cem", "type": "raise", "amount": 2},
        {"player": None, "type": "pass"},
        {"type": "pass"},
        ["cem", "pass"],
    ],
)
def test_malformed_or_wrong_form_actions_exit_1(tmp_path, raw):
    record = record_of()
    record["actions"] = [raw]
    code, output, _ = run_replay(record, tmp_path)
    assert code == 1
    assert output["error"]["index"] == 0
    assert output["error"]["message"].endswith(".")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"options": {"money": "gold"}}, "option"),
        ({"options": {"all_pay": "no"}}, "option"),
        ({"options": {"target": "250"}}, "option"),
        ({"options": {"bonus": 25}}, "not an option"),
        ({"options": None}, "options"),
        ({"players": ["ana"]}, "2 to 8 players"),
        ({"players": [f"p{index}" for index in range(9)]}, "2 to 8 players"),
        ({"players": ["ana", "ana"]}, "same name"),
        ({"seed": "x"}, "seed"),
        ({"decks": [[str(card) for card in PIQUET_DECK][:-1]]}, "deck"),
        ({"decks": [[*(str(card) for card in PIQUET_DECK[:-1]), "2S"]]}, "deck"),
        ({"decks": None}, "decks"),
        ({"actions": None}, "actions"),
    ],
)
def test_a_malformed_record_exits_2(tmp_path, change, words):
    assert_malformed({**record_of(), **change}, words, tmp_path)


def test_a_five_player_record_with_a_one_deck_deck_exits_2(tmp_path):
    record = record_of(5)
    record["decks"] = [[str(card) for card in PIQUET_DECK]]
    code, _, error = run_replay(record, tmp_path)
    assert code == 2
    assert "64 cards" in error


def test_bad_json_exits_2(tmp_path):
    code, _, error = run_replay("{not json", tmp_path)
    assert code == 2
    assert "JSON" in error


def test_summary_in_process_matches_the_live_game():
    record = record_of(moves=("cem bid 4", "ben bid 6", "ana pass"))
    result = replay(parse_record(json.dumps(record)))
    assert result.error is None
    out = summary(result)
    assert out["view"]["high_bid"] == 6
    assert out["view"]["high_bidder"] == "ben"
    assert out["view"]["still_in"] == ["ben", "cem"]
    assert out["view"]["to_act"] == "cem"


def test_setup_errors_are_setup_errors():
    with pytest.raises(SetupError):
        CrveniTepih(NAMES[:3], decks=[cards("AS KS")])
