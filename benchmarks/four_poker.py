"""4-poker through the engine: random games per second, and the computer player's mean score
(with a 95% confidence interval) and decision time (median, p95) over seeded deals.

    python benchmarks/four_poker.py            # 2,000 deals (seeds 0..1999)
    python benchmarks/four_poker.py --deals 200

Targets (issue 2): mean score >= 50 over 2,000 seeded deals; median decision <= 20 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from engine.four_poker import FourPoker
from engine.four_poker.computer import choose


def random_games(seconds: float = 2.0) -> float:
    rng = random.Random(0)
    games = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        game = FourPoker(["p"], seed=games)
        while not game.over:
            game.apply(rng.choice(game.legal_actions("p")))
        games += 1
    return games / (time.process_time() - started)


def computer_games(deals: int) -> tuple[list[int], list[float]]:
    scores: list[int] = []
    decisions: list[float] = []
    for seed in range(deals):
        game = FourPoker(["p"], seed=seed)
        while not game.over:
            started = time.perf_counter()
            action = choose(game.view("p"), game.legal_actions("p"))
            decisions.append(time.perf_counter() - started)
            game.apply(action)
        scores.append(game.total)
    return scores, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    arguments = parser.parse_args()

    print(f"random games through the engine: {random_games():,.0f} games/s (one core)")
    scores, decisions = computer_games(arguments.deals)
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5
    decisions.sort()
    median = decisions[len(decisions) // 2] * 1000
    p95 = decisions[int(len(decisions) * 0.95)] * 1000
    print(
        f"computer player over {len(scores)} seeded deals: mean {mean:.2f} "
        f"(95% CI {mean - half:.2f}-{mean + half:.2f}) (target >= 50)"
    )
    print(f"decision time: median {median:.2f} ms (target <= 20), p95 {p95:.2f} ms")


if __name__ == "__main__":
    main()
