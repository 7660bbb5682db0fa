"""Krypkasino through the engine: random rounds per second, and the computer player's results.

    python -m benchmarks.krypkasino           # the full run (1,000 matches per table size)
    python -m benchmarks.krypkasino --quick   # a smoke run of a few seconds

Random rounds: the player to move chooses uniformly among its legal actions and pays for
``legal_actions`` as a bot's random player would; nobody calls tabbe. One game per round
(``rounds: 1``, seeded), so each round also pays for building the game; and in 10-round
matches, as a table plays them. Every round pays for its shuffle, deals and scoring.
Targets: 1,000 rounds/s for 4 players on one core. Times are CPU time of this process (the
machine may be shared); a pure-Python reference loop is printed beside them, to compare
machines.

The computer player: 1,000 seeded matches (default rounds: one per player) for 2, 3 and 4
players, one computer against uniformly random players. A random player plays uniformly
among its legal plays; before each play, every other random player chooses uniformly among
"no call" and its valid tabbe calls, and the computer calls when it sees fit. The computer
sits at each seat in turn. Reported: how often it has the lowest total (alone, or shared),
its mean total against the random players', and its decision time (p50, p99, max: building
its view and legal actions, and choosing; wall clock and CPU). Target:
lowest total in at least 85% of 2-player matches, p99 at most 50 ms.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from benchmarks.measure import Standings, percentile, reference_loop, report_at_exit
from engine.krypkasino import Krypkasino
from engine.krypkasino.computer import choose

NAMES = ["ana", "ben", "cem", "dan", "eva", "fia"]


def random_rounds(players: int, rounds: int, seed: int = 0, per_game: int = 1) -> tuple[float, int]:
    """(rounds per CPU second, plays) for ``rounds`` random rounds, ``per_game`` rounds in
    each game (a match of several rounds does not pay for building a game every round)."""
    rng = random.Random(seed)
    names = NAMES[:players]
    plays = 0
    start = time.process_time()
    for number in range(rounds // per_game):
        game = Krypkasino(names, {"rounds": per_game}, seed=seed + number)
        while not game.over:
            game.apply(rng.choice(game.legal_actions(game.mover)))
            plays += 1
    return rounds / (time.process_time() - start), plays


def timed_choice(game: Krypkasino, player: str, timings: list[tuple[float, float]]) -> Any:
    """The computer's choice for ``player``, timed (wall clock, and CPU time of this thread:
    on a shared machine the wall clock also counts the time other processes held the CPU)."""
    wall, cpu = time.perf_counter(), time.thread_time()
    action = choose(game.view(player), game.legal_actions(player))
    timings.append((time.perf_counter() - wall, time.thread_time() - cpu))
    return action


def play_match(
    players: int, seed: int, computer_seat: int, timings: list[tuple[float, float]]
) -> tuple[dict[str, int], str, list[str]]:
    """One match: the computer at ``computer_seat``, random players elsewhere."""
    names = NAMES[:players]
    computer = names[computer_seat]
    rng = random.Random(seed)
    game = Krypkasino(names, seed=seed)
    while not game.over:
        mover = game.mover
        assert mover is not None
        start = names.index(mover)
        for offset in range(1, players):
            other = names[(start + offset) % players]
            legal = game.legal_actions(other)
            if not legal:
                continue
            action: Any
            if other == computer:
                action = timed_choice(game, other, timings)
            else:
                action = rng.choice([None, *legal])
            if action is not None:
                game.apply(action)
        if mover == computer:
            action = timed_choice(game, mover, timings)
        else:
            action = rng.choice(game.legal_actions(mover))
        game.apply(action)
    return game.scores, computer, game.winners


def computer_results(players: int, matches: int) -> dict[str, float]:
    timings: list[tuple[float, float]] = []
    standings = Standings()
    for number in range(matches):
        standings.add(*play_match(players, 1000 + number, number % players, timings))
    wall = [seconds * 1000 for seconds, _ in timings]
    cpu = [seconds * 1000 for _, seconds in timings]
    return {
        **standings.summary(),  # "won": the lowest total, alone or shared
        "decisions": len(timings),
        "p50": percentile(wall, 0.5),
        "p99": percentile(wall, 0.99),
        "max": max(wall),
        "cpu p50": percentile(cpu, 0.5),
        "cpu p99": percentile(cpu, 0.99),
        "cpu max": max(cpu),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    arguments = parser.parse_args()
    rounds = 200 if arguments.quick else 3000
    matches = 6 if arguments.quick else 1000  # quick: each seat at least once

    print(f"reference: 10M Python additions take {reference_loop():.2f} s of CPU here")
    for players in (2, 4):
        random_rounds(players, rounds // 10, seed=10**6)  # warm the capture cache
        target = "  (target >= 1,000)" if players == 4 else ""
        for per_game in (1, 10):
            speed, plays = random_rounds(players, rounds, per_game=per_game)
            how = "a game per round" if per_game == 1 else f"{per_game}-round matches"
            print(
                f"random rounds, {players} players, {how}: {speed:,.0f} rounds/s "
                f"({speed * plays / rounds:,.0f} plays/s){target}"
            )
    for players in (2, 3, 4):
        result = computer_results(players, matches)
        target = "  (target >= 85%)" if players == 2 else ""
        print(
            f"computer vs random, {players} players, {result['matches']} matches: lowest total "
            f"in {result['won']:.1%} (alone {result['alone']:.1%}){target}; "
            f"mean total {result['own']:.2f} vs {result['others']:.2f} for a random player"
        )
        print(
            f"  decision time over {result['decisions']:,} decisions (view, legal actions and "
            f"choice): p50 {result['p50']:.2f} ms, p99 {result['p99']:.2f} ms (target <= 50), "
            f"max {result['max']:.2f} ms; CPU p50 {result['cpu p50']:.2f} ms, "
            f"p99 {result['cpu p99']:.2f} ms, max {result['cpu max']:.2f} ms"
        )


if __name__ == "__main__":
    report_at_exit()
    main()
