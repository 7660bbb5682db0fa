"""4-poker through the engine: random games per second, and the computer player's mean score
(with a 95% confidence interval) and decision time (median, p95) over seeded deals.

    python benchmarks/four_poker.py            # 2,000 deals (seeds 0..1999), about a minute
    python benchmarks/four_poker.py --deals 200
    python benchmarks/four_poker.py --quick    # a smoke run: 50 deals

Targets (the issue): mean score >= 50 over 2,000 seeded deals; median decision <= 20 ms on one
core. Decision times are wall-clock around ``choose`` alone (the view and the legal actions
are built outside the timer); the first decisions also fill the column model's caches.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from engine.four_poker import FourPoker
from engine.four_poker.computer import choose
from engine.four_poker.scoring import Combination, combination


def random_games(seconds: float) -> float:
    rng = random.Random(0)
    games = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        game = FourPoker(["p"], seed=games)
        while not game.over:
            game.apply(rng.choice(game.legal_actions("p")))
        games += 1
    return games / (time.process_time() - started)


def computer_games(deals: int) -> tuple[list[int], list[float], Counter[Combination]]:
    scores: list[int] = []
    decisions: list[float] = []
    made: Counter[Combination] = Counter()
    for seed in range(deals):
        game = FourPoker(["p"], seed=seed)
        while not game.over:
            view, legal = game.view("p"), game.legal_actions("p")
            started = time.perf_counter()
            action = choose(view, legal)
            decisions.append(time.perf_counter() - started)
            game.apply(action)
        scores.append(game.total)
        made.update(combination(column) for column in game.columns)
    return scores, decisions, made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="seeded deals 0..N-1")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 50 deals")
    arguments = parser.parse_args()
    deals = 50 if arguments.quick else arguments.deals

    rate = random_games(0.5 if arguments.quick else 3.0)
    print(f"random games through the engine: {rate:,.0f} games/s (one core)")
    scores, decisions, made = computer_games(deals)
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5
    decisions.sort()
    median = decisions[len(decisions) // 2] * 1000
    p95 = decisions[int(len(decisions) * 0.95)] * 1000
    print(
        f"computer player over {len(scores)} seeded deals: mean {mean:.2f} "
        f"(95% CI {mean - half:.2f} to {mean + half:.2f}; target >= 50)"
    )
    print(
        f"decision time: median {median:.2f} ms (target <= 20), p95 {p95:.2f} ms, "
        f"max {decisions[-1] * 1000:.1f} ms"
    )
    per_deal = ", ".join(
        f"{combo.label} {made[combo] / len(scores):.3f}" for combo in Combination if made[combo]
    )
    print(f"combinations per deal: {per_deal}")


if __name__ == "__main__":
    main()
