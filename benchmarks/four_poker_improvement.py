"""How much one step of policy improvement could still lift the 4-poker computer player.

The player plays each seeded deal. At every decision before the last row with a choice (the
last row is exact expectimax already), each open column is valued by rollouts: the card goes
there, then the game is finished by the player itself on R shuffles of the unseen cards, the
same R shuffles for every column (common random numbers). The improved policy would take the
rollout-best column; what it gains at a decision is Q(best) - Q(chosen). Summed over a game's
decisions this is (to first order) how far one step of policy improvement lifts the mean score.
Only an exact fixed point of policy iteration (zero gain everywhere) is the optimal policy, so
a small sum is evidence that little is left to find, not a proof.

Three estimates per decision, since rollouts are noisy (a game's total varies by some 30
points):
- optimistic: the best column's mean over all R rollouts less the chosen column's. Noise
  inflates a maximum, so in expectation this is at least the true gain (Jensen): an upper bound.
- corrected: the optimistic figure less the inflation that resampling the rollouts (bootstrap,
  pairs kept across columns) adds to it once more; a point estimate of the true gain.
- split: the column that is best on half of the rollouts, judged on the other half, less the
  chosen column there, both ways round: what a chooser by R/2 rollouts really gains.

    python -m benchmarks.four_poker_improvement      # 120 deals, R = 200: 40 min on two cores
    python -m benchmarks.four_poker_improvement --deals 20 --rollouts 40 --jobs 1

Deals are seeds 0.. (the ones benchmarks/four_poker.py scores); nothing here is tuned on them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from multiprocessing import Pool

from benchmarks.measure import report_at_exit
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.four_poker.computer import decide
from engine.four_poker.evaluate import ALL_CARDS, HEIGHT, card_index, final_points, mask_of
from engine.four_poker.game import BOARD_SIZE, legal_columns


def unseen_by(columns: list[list[int]], current: int) -> int:
    return ALL_CARDS & ~mask_of(card for cards in columns for card in cards) & ~(1 << current)


def place(columns: list[list[int]], current: int) -> int:
    """The player's column for ``current``."""
    open_ = legal_columns([len(cards) for cards in columns])
    if len(open_) == 1:
        return open_[0]
    return decide(columns, current, unseen_by(columns, current), open_)


def finish(columns: list[list[int]], coming: list[int]) -> int:
    """The final total once the player has placed ``coming`` (in order) on ``columns``."""
    for card in coming[: BOARD_SIZE - sum(map(len, columns))]:
        columns[place(columns, card)].append(card)
    return sum(final_points(cards) for cards in columns)


def one_deal(job: tuple[int, int]) -> list[tuple[str, tuple[float, ...]]]:
    """(decision, its gains as ``_gains`` gives them) for every decision of the player's
    game on deal ``seed`` that has a choice before the last row."""
    seed, rollouts = job
    game = FourPoker(["p"], seed=seed)
    rng = random.Random(seed)
    found = []
    while not game.over:
        assert game.current is not None  # the game is not over
        columns = [[card_index(card) for card in cards] for cards in game.columns]
        current = card_index(game.current)
        open_ = legal_columns(game.heights)
        column = place(columns, current)
        if len(open_) > 1 and len(columns[open_[0]]) < HEIGHT - 1:
            unseen = unseen_by(columns, current)
            pool = [card for card in range(24) if unseen >> card & 1]
            shuffles = [rng.sample(pool, len(pool)) for _ in range(rollouts)]
            values = []
            for candidate in open_:
                row = []
                for coming in shuffles:
                    board = [list(cards) for cards in columns]
                    board[candidate].append(current)
                    row.append(finish(board, coming))
                values.append(row)
            kind = f"row {len(columns[open_[0]]) + 1}, {len(open_)} open"
            found.append((kind, _gains(values, open_.index(column), rng)))
        game.apply(Place(player="p", column=column))
    return found


ESTIMATES = ("optimistic", "corrected", "split")
RESAMPLES = 200


def _gains(values: list[list[int]], chosen: int, rng: random.Random) -> tuple[float, ...]:
    """The three estimates (ESTIMATES) of the gain at one decision, and 1.0 where the
    rollout-best column differs from the chosen one (0.0 where it agrees)."""
    means = [statistics.fmean(row) for row in values]
    optimistic = max(means) - means[chosen]
    # The bootstrap's own inflation of the maximum, taken off once: resampled rollouts keep
    # their pairing across columns.
    count = len(values[0])
    inflated = 0.0
    for _ in range(RESAMPLES):
        picks = [rng.randrange(count) for _ in range(count)]
        again = [sum(row[pick] for pick in picks) / count for row in values]
        inflated += max(again) - again[chosen]
    corrected = 2 * optimistic - inflated / RESAMPLES
    half = count // 2
    first = [statistics.fmean(row[:half]) for row in values]
    second = [statistics.fmean(row[half:]) for row in values]
    by_first = max(range(len(values)), key=first.__getitem__)
    by_second = max(range(len(values)), key=second.__getitem__)
    split = (second[by_first] - second[chosen] + first[by_second] - first[chosen]) / 2
    differs = max(range(len(values)), key=means.__getitem__) != chosen
    return optimistic, corrected, split, float(differs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=120, help="seeded deals FIRST..FIRST+N-1")
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--rollouts", type=int, default=200, help="rollouts per column")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--quick", action="store_true", help="2 deals, R = 6, one process")
    arguments = parser.parse_args()
    if arguments.quick:
        arguments.deals, arguments.rollouts, arguments.jobs = 2, 6, 1

    started = time.perf_counter()
    jobs = [
        (seed, arguments.rollouts)
        for seed in range(arguments.first, arguments.first + arguments.deals)
    ]
    by_kind: dict[str, list[tuple[float, ...]]] = defaultdict(list)
    with Pool(arguments.jobs) as pool:
        for done, found in enumerate(pool.imap_unordered(one_deal, jobs), 1):
            for kind, gains in found:
                by_kind[kind].append(gains)
            if done % 10 == 0:
                print(f"  {done} deals, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    print(
        f"{arguments.deals} deals from seed {arguments.first}, {arguments.rollouts} rollouts "
        f"per column, {time.perf_counter() - started:.0f} s; gains in points with 95% intervals"
    )
    print(
        f"{'decision':<16} {'n':>4} {'differs':>8}" + "".join(f"{name:>16}" for name in ESTIMATES)
    )
    totals = [0.0] * len(ESTIMATES)
    variances = [0.0] * len(ESTIMATES)
    for kind in sorted(by_kind):
        rows = by_kind[kind]
        share = len(rows) / arguments.deals  # decisions of this kind in a game (1, or rarely 0)
        cells = []
        for index in range(len(ESTIMATES)):
            column = [row[index] for row in rows]
            mean = statistics.fmean(column)
            error = statistics.stdev(column) / len(column) ** 0.5 if len(column) > 1 else 0.0
            cells.append(f"{mean:+.2f} ± {1.96 * error:.2f}")
            totals[index] += mean * share
            variances[index] += (error * share) ** 2
        differs = statistics.fmean(row[-1] for row in rows)
        print(
            f"{kind:<16} {len(rows):>4} {differs:>8.0%}" + "".join(f"{cell:>16}" for cell in cells)
        )
    summed = ", ".join(
        f"{name} {total:+.2f} ± {1.96 * variance**0.5:.2f}"
        for name, total, variance in zip(ESTIMATES, totals, variances, strict=True)
    )
    print(f"per game, summed: {summed}")


if __name__ == "__main__":
    report_at_exit()
    main()
