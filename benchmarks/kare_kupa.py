"""Kare Kupa through the engine: random full rounds per second, actions applied per second.

    python benchmarks/kare_kupa.py           # the full run
    python benchmarks/kare_kupa.py --quick   # a smoke run of a second or two

Random rounds: all four players act interleaved (a random player each step), each choosing
uniformly among its legal actions; every step pays for ``legal_actions`` as a bot's random
player would. Two mixes: "uniform" (calls are 11 of ~40 choices, so rounds are short) and
"long" (a player calls with probability 1/200, so most rounds run through the tables until a
call or a void round).

Actions applied: one long action log of one table (the "long" mix), replayed on a fresh game
with the same seed: first as typed actions (``apply`` alone), then as JSON (parse and apply, as
recovery from the action log does).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Call

PLAYERS = ["ana", "ben", "cem", "dan"]
LONG_CALL_RATE = 1 / 200


def play(rounds: int, seed: int, mix: str) -> tuple[KareKupa, int, float]:
    """Random legal play until ``rounds`` rounds are finished; the game, actions, seconds."""
    rng = random.Random(seed)
    game = KareKupa(PLAYERS, {"target": 10**9}, seed=seed)
    actions = 0
    start = time.perf_counter()
    # ``game.round`` is the round in play: one more than those finished (``rounds`` builds a
    # list each time, which would make this loop quadratic).
    while game.round <= rounds:
        player = rng.choice(PLAYERS)
        legal = game.legal_actions(player)
        if mix == "long" and rng.random() >= LONG_CALL_RATE:
            legal = [action for action in legal if not isinstance(action, Call)]
        game.apply(rng.choice(legal))
        actions += 1
    return game, actions, time.perf_counter() - start


def replay_speed(game: KareKupa, as_json: bool) -> tuple[int, float]:
    log: list[Any] = game.record()["actions"] if as_json else list(game.log)
    fresh = KareKupa(PLAYERS, game.options, seed=game.seed)
    start = time.perf_counter()
    for action in log:
        fresh.apply(action)
    elapsed = time.perf_counter() - start
    assert fresh.fingerprint() == game.fingerprint()
    return len(log), elapsed


def per_second(count: int, seconds: float) -> str:
    return f"{count / seconds:,.0f}/s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run")
    arguments = parser.parse_args()
    rounds = 20 if arguments.quick else 1000

    print(f"Kare Kupa engine benchmark ({'quick' if arguments.quick else 'full'} run)")
    for mix in ("uniform", "long"):
        game, actions, seconds = play(rounds, seed=1, mix=mix)
        void = sum(1 for outcome in game.outcomes if outcome.caller is None)
        print(
            f"random full rounds, {mix:7} mix: {per_second(rounds, seconds)} rounds "
            f"({rounds} rounds, {actions / rounds:.1f} actions per round, {void} void, "
            f"{per_second(actions, seconds)} actions incl. legal_actions)"
        )

    table, _, _ = play(10 if arguments.quick else 300, seed=2, mix="long")
    for as_json in (False, True):
        count, seconds = replay_speed(table, as_json)
        kind = "JSON actions (parse + apply)" if as_json else "typed actions (apply)"
        print(f"actions applied on one table, {kind}: {per_second(count, seconds)} ({count})")

    views = 200 if arguments.quick else 5000
    start = time.perf_counter()
    for index in range(views):
        table.legal_actions(PLAYERS[index % 4])
    legal_seconds = time.perf_counter() - start
    start = time.perf_counter()
    for index in range(views):
        table.view(PLAYERS[index % 4])
    view_seconds = time.perf_counter() - start
    print(
        f"legal_actions(player): {per_second(views, legal_seconds)}; "
        f"view(player): {per_second(views, view_seconds)}"
    )


if __name__ == "__main__":
    main()
