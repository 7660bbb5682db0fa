"""Crveni tepih through the engine: random deals per second, and the computer player's results.

    python -m benchmarks.crveni_tepih           # the full run (1,000 matches per table size)
    python -m benchmarks.crveni_tepih --quick   # a smoke run of a few seconds

Random deals: the player to act chooses uniformly among its legal actions (every bid amount
and the pass, or every discard) and pays for ``legal_actions`` as a bot's random player would.
One game per deal (``target: 1`` ends the match after its first deal; seeded), so each deal
also pays for building the game and its shuffle, and for scoring. Default options (chips,
all-pay). Target: 1,000 deals/s for 4 players on one core. The hand scores are cached, so the
first deals of a process are slower: the cold figure (a fresh process's first deals) is
printed beside the warm one. Times are CPU time of this process (the machine may be shared);
a pure-Python reference loop is printed beside them, to compare machines.

The computer player: 1,000 seeded matches (default options, target 250) for 2, 3 and 4
players, one computer against uniformly random legal players; the computer sits at each seat
in turn. Reported: how often it wins (alone, or sharing the highest total), its mean total
against the random players', and its decision time (p50, p99, max) for ``choose`` alone and
with building its view. Target: wins at least 70% of 3-player matches, p99 at most 50 ms.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from benchmarks.measure import Standings, percentile, reference_loop, report_at_exit
from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.computer import choose

NAMES = ["ana", "ben", "cem", "dan", "eva", "fia", "gus", "hal"]


def random_deals(players: int, deals: int, seed: int = 0) -> tuple[float, int]:
    """(deals per CPU second, actions) for ``deals`` random one-deal games."""
    rng = random.Random(seed)
    names = NAMES[:players]
    actions = 0
    start = time.process_time()
    for number in range(deals):
        game = CrveniTepih(names, {"target": 1}, seed=seed + number)
        while not game.over:
            (name,) = game.to_act()
            game.apply(rng.choice(game.legal_actions(name)))
            actions += 1
    return deals / (time.process_time() - start), actions


def play_match(
    players: int, seed: int, computer_seat: int, options: dict[str, Any], timings: list[float]
) -> tuple[dict[str, int], str, list[str], int]:
    """One match: the computer at ``computer_seat``, random players elsewhere."""
    names = NAMES[:players]
    computer = names[computer_seat]
    rng = random.Random(seed)
    game = CrveniTepih(names, options, seed=seed)
    while not game.over:
        (name,) = game.to_act()
        legal = game.legal_actions(name)
        if name == computer:
            began = time.perf_counter()
            view = game.view(name)
            viewed = time.perf_counter()
            action = choose(view, legal)
            timings.append((time.perf_counter() - viewed, time.perf_counter() - began))
        else:
            action = rng.choice(legal)
        game.apply(action)
    return game.scores, computer, game.winners, len(game.rounds)


def computer_results(players: int, matches: int, options: dict[str, Any]) -> dict[str, float]:
    timings: list[Any] = []
    standings = Standings()
    deals = 0
    for number in range(matches):
        scores, computer, winners, played = play_match(
            players, 1000 + number, number % players, options, timings
        )
        deals += played
        standings.add(scores, computer, winners)
    choosing = [timing[0] for timing in timings]
    with_view = [timing[1] for timing in timings]
    return {
        **standings.summary(),
        "deals": deals / matches,
        "decisions": len(timings),
        "p50": percentile(choosing, 0.5) * 1000,
        "p99": percentile(choosing, 0.99) * 1000,
        "max": max(choosing) * 1000,
        "view_p99": percentile(with_view, 0.99) * 1000,
        "view_max": max(with_view) * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    arguments = parser.parse_args()
    deals = 300 if arguments.quick else 10_000
    matches = 6 if arguments.quick else 1000  # quick: each seat at least once

    print(f"reference: 10M Python additions take {reference_loop():.2f} s of CPU here")
    cold, _ = random_deals(4, deals // 10, seed=10**6)
    for players in (2, 4, 6):
        speed, actions = random_deals(players, deals)
        target = "  (target >= 1,000)" if players == 4 else ""
        print(
            f"random deals, {players} players: {speed:,.0f} deals/s "
            f"({speed * actions / deals:,.0f} actions/s, {actions / deals:.1f} actions a deal)"
            f"{target}"
        )
    print(f"  (4 players, the first {deals // 10:,} deals of the process: {cold:,.0f} deals/s)")

    variants: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {}), (4, {})]
    if not arguments.quick:
        variants += [(3, {"all_pay": False}), (3, {"money": "cards"})]
    for players, options in variants:
        result = computer_results(players, matches, options)
        target = "  (target >= 70%)" if players == 3 and not options else ""
        label = ", ".join(f"{key} {value}" for key, value in options.items()) or "defaults"
        print(
            f"computer vs random, {players} players ({label}), {result['matches']} matches: "
            f"wins {result['won']:.1%} (alone {result['alone']:.1%}){target}; mean total "
            f"{result['own']:.1f} vs {result['others']:.1f} for a random player; "
            f"{result['deals']:.1f} deals a match"
        )
        print(
            f"  decision time over {result['decisions']:,} decisions: p50 {result['p50']:.2f} "
            f"ms, p99 {result['p99']:.2f} ms (target <= 50), max {result['max']:.2f} ms; "
            f"with the view built: p99 {result['view_p99']:.2f} ms, "
            f"max {result['view_max']:.2f} ms"
        )


if __name__ == "__main__":
    report_at_exit()
    main()
