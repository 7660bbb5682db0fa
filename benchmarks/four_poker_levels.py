"""4-poker's computer player at each level, on held-out deals.

    python -m benchmarks.four_poker_levels             # seeds 50000-51999, every level
    python -m benchmarks.four_poker_levels --quick     # a smoke run: 20 deals
    python -m benchmarks.four_poker_levels --deals 500 --level normal

The player was tuned on deals from seed 0 up; seeds from 50,000 are held out. Printed per
level: the mean score with a 95% interval, the paired difference to ``normal`` on the same
deals (with its 95% interval), and the decision CPU time (p50, p99, max; the view and legal
actions are built outside the timer), with the load average. Goals: normal >= 48.5 at
p99 <= 50 ms; a new column model replaces today's only if it beats it paired on >= 2,000
held-out deals with a 95% interval above zero (stretch: >= 50).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from benchmarks.measure import percentile, report_at_exit
from engine.four_poker import FourPoker
from engine.four_poker.computer import choose
from engine.levels import Level

FIRST_SEED = 50_000


def play(seed: int, level: Level, times: list[float]) -> int:
    game = FourPoker(["ana"], seed=seed)
    while not game.over:
        view = game.view("ana")
        legal = game.legal_actions("ana")
        began = time.process_time()
        action = choose(view, legal, level=level)
        times.append(time.process_time() - began)
        game.apply(action)
    return game.scores["ana"]


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{mean:.2f} ± {half:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run: 20 deals")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--level", choices=[level.value for level in Level], action="append")
    arguments = parser.parse_args()
    report_at_exit()
    deals = 20 if arguments.quick else arguments.deals
    chosen = {Level(name) for name in arguments.level or list(Level)}
    # Normal first: the other levels are compared with it on the same deals.
    levels = sorted(chosen, key=lambda level: level != Level.NORMAL)
    print(
        f"{deals} deals, seeds {FIRST_SEED}-{FIRST_SEED + deals - 1}; "
        f"load average {os.getloadavg()[0]:.1f} at the start"
    )
    scores: dict[Level, list[float]] = {}
    for level in levels:
        times: list[float] = []
        began = time.time()
        scores[level] = [float(play(FIRST_SEED + number, level, times)) for number in range(deals)]
        paired = ""
        if level != Level.NORMAL and Level.NORMAL in scores:
            differences = [
                mine - normal
                for mine, normal in zip(scores[level], scores[Level.NORMAL], strict=True)
            ]
            paired = f"; paired against normal {interval(differences)}"
        print(
            f"  {level}: mean {interval(scores[level])}{paired} (goal for normal >= 48.5); "
            f"decision CPU ms p50 {percentile(times, 0.5) * 1e3:.2f}, "
            f"p99 {percentile(times, 0.99) * 1e3:.2f} (goal <= 50), max {max(times) * 1e3:.1f}; "
            f"{time.time() - began:.0f} s wall, load average {os.getloadavg()[0]:.1f}"
        )


if __name__ == "__main__":
    main()
