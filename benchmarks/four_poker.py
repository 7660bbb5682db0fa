"""4-poker through the engine: random games per second, and the computer player's mean score
(with a 95% confidence interval) and decision time (median, p95) over seeded deals, beside the
clairvoyant bound on the same deals (the best total knowing the whole deal order).

    python -m benchmarks.four_poker            # 2,000 deals (seeds 0..1999), two to three minutes
    python -m benchmarks.four_poker --deals 200
    python -m benchmarks.four_poker --quick    # a smoke run: 20 deals

Random games are played through both of the engine's paths: the checked one every game
shares (``apply``, with events) and 4-poker's fast one (``place``), whose target is 25,000
games per CPU second on one core.

Targets: mean score >= 50 over 2,000 seeded deals; median decision <= 20 ms on one
core. Decision times are wall-clock around ``choose`` alone (the view and the legal actions
are built outside the timer); the first decisions also fill the column model's caches.

The clairvoyant bound measures how kind the deals are: the player's first orientation
figures were taken on other random deals, where it was 80.3. What one step of policy
improvement by rollouts could add to the player on the same deals:
``benchmarks/four_poker_improvement.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from itertools import product

from benchmarks.measure import Stopwatch, load_average, report_at_exit
from engine.cards import Card
from engine.four_poker import FourPoker
from engine.four_poker.computer import choose
from engine.four_poker.evaluate import card_index, final_points
from engine.four_poker.scoring import Combination, combination


def random_games(seconds: float, *, fast: bool) -> tuple[float, float]:
    """Games per CPU second and per wall second, each game a new seed, its columns chosen at
    random and its total read: through the checked path (``legal_actions`` and ``apply``,
    with events) or the fast path (``open_columns`` and ``place``)."""
    rng = random.Random(0)
    games = 0
    watch = Stopwatch()
    while watch.elapsed()[1] < seconds:
        game = FourPoker(["p"], seed=games)
        if fast:
            while not game.over:
                game.place(rng.choice(game.open_columns))
        else:
            while not game.over:
                game.apply(rng.choice(game.legal_actions("p")))
        game.total  # noqa: B018 - a random game ends with its score
        games += 1
    wall, cpu = watch.elapsed()
    return games / cpu, games / wall


def clairvoyant(order: list[Card]) -> int:
    """The best total for the 20 cards dealt in ``order``, knowing them all in advance.

    Row 1 is fixed and each later row's four cards may go to the columns in any order: every
    column takes one card of each of rows 2-5, no card twice. A card is a bit (4 per row) and
    a column's choice a mask of four bits; the best totals of columns 0-1 and of columns 2-3
    are tabulated by the cards they use, then matched."""
    cards = [card_index(card) for card in order]
    rows = [cards[start : start + 4] for start in range(4, 20, 4)]
    choices = [
        [
            (
                sum(1 << (4 * row + pick) for row, pick in enumerate(picks)),
                final_points([cards[column], *map(list.__getitem__, rows, picks)]),
            )
            for picks in product(range(4), repeat=4)
        ]
        for column in range(4)
    ]

    def pairs(first: int, second: int) -> dict[int, int]:
        best: dict[int, int] = {}
        for used, points in choices[first]:
            for other, more in choices[second]:
                if used & other == 0:
                    both = used | other
                    if best.get(both, -1) < points + more:
                        best[both] = points + more
        return best

    left, right = pairs(0, 1), pairs(2, 3)
    everything = (1 << 16) - 1
    return max(total + right[everything ^ used] for used, total in left.items())


def computer_games(deals: int) -> tuple[list[int], list[float], Counter[Combination], list[int]]:
    scores: list[int] = []
    decisions: list[float] = []
    made: Counter[Combination] = Counter()
    bounds: list[int] = []
    for seed in range(deals):
        game = FourPoker(["p"], seed=seed)
        order = [column[0] for column in game.columns]
        while not game.over:
            view, legal = game.view("p"), game.legal_actions("p")
            assert game.current is not None  # the game is not over
            order.append(game.current)
            started = time.perf_counter()
            action = choose(view, legal)
            decisions.append(time.perf_counter() - started)
            game.apply(action)
        scores.append(game.total)
        made.update(combination(column) for column in game.columns)
        bounds.append(clairvoyant(order))
    return scores, decisions, made, bounds


def main() -> None:
    report_at_exit()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="seeded deals 0..N-1")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 20 deals")
    arguments = parser.parse_args()
    deals = 20 if arguments.quick else arguments.deals

    for fast in (True, False):
        per_cpu, per_wall = random_games(0.25 if arguments.quick else 3.0, fast=fast)
        path = "fast path (place)" if fast else "checked path (apply)"
        target = " (target >= 25,000)" if fast else ""
        print(
            f"random games, {path}: {per_cpu:,.0f} games per CPU second{target}, "
            f"{per_wall:,.0f} per wall second (one core); {load_average()}"
        )
    scores, decisions, made, bounds = computer_games(deals)
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
    print(
        f"clairvoyant bound on the same deals: {statistics.fmean(bounds):.2f} "
        "(80.3 on the first orientation deals)"
    )


if __name__ == "__main__":
    main()
