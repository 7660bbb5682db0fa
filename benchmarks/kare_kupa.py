"""Kare Kupa through the engine: random full rounds per second, actions applied per second.

    python -m benchmarks.kare_kupa           # the full run
    python -m benchmarks.kare_kupa --quick   # a smoke run of a second or two

Random rounds: all four players act interleaved (a random player each step), each choosing
uniformly among its legal actions; every step pays for ``legal_actions`` as a bot's random
player would. Two mixes: "uniform" (calls are 11 of ~40 choices, so rounds are short) and
"long" (a player calls with probability 1/200, so most rounds run through the tables until a
call or a void round).

Computer matches (as the bot's host plays computer seats): in each tick every seat acts once
in a random order, a computer seat with its ``choose`` (its idle tap skipped, as the host
skips it), a random player (one tick in four: people are slower) with a uniformly random legal
action; a tick in which nobody did anything but gesture is the host's pulse, which opens or
replaces the table. Four computer seats play
1,000 matches to the default target (rounds per match, void rounds, wrong calls, ticks); two
computer partners play 1,000 matches against two random partners, sitting at seats 0 and 2
or 1 and 3 in turn, against uniformly random players (who call about a quarter of the time,
mostly wrongly) and against random players who never call (so the computers must win by
their own calls).

Actions applied: one long action log of one table (the "long" mix), replayed on a fresh game
with the same seed: first as typed actions (``apply`` alone), then as JSON (parse and apply, as
recovery from the action log does).
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from benchmarks.measure import report_at_exit
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Call
from tests.support.matches import PLAYERS, computer_match

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


def computer_figures(matches: int) -> None:
    start = time.perf_counter()
    rounds: list[int] = []
    voids = wrong = ticks = 0
    for seed in range(matches):
        game, took = computer_match(seed, frozenset(range(4)))
        rounds.append(len(game.outcomes))
        voids += sum(1 for outcome in game.outcomes if outcome.caller is None)
        wrong += sum(1 for outcome in game.outcomes if outcome.correct is False)
        ticks += took
    seconds = time.perf_counter() - start
    total = sum(rounds)
    print(
        f"four computer seats, {matches} matches to 5: all reached the target; "
        f"{total / matches:.2f} rounds per match (max {max(rounds)}), {voids} void rounds "
        f"of {total} ({voids / total:.1%}), {wrong} wrong calls, {ticks / matches:.0f} ticks "
        f"per match, {seconds:.1f} s"
    )
    for random_calls in (True, False):
        won = 0
        start = time.perf_counter()
        for seed in range(matches):
            seats = frozenset({0, 2}) if seed % 2 == 0 else frozenset({1, 3})
            game, _ = computer_match(10**6 + seed, seats, random_calls=random_calls)
            won += PLAYERS.index(game.winners[0]) in seats
        label = "uniformly random" if random_calls else "random, never calling"
        print(
            f"two computer partners vs two {label} players, {matches} matches: computers won "
            f"{won / matches:.1%} ({time.perf_counter() - start:.1f} s)"
        )


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

    computer_figures(20 if arguments.quick else 1000)

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
    report_at_exit()
    main()
