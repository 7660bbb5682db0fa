"""How strong Crveni tepih's computer player is against independent bidders.

    python -m benchmarks.crveni_tepih_strength            # 400 deals a table, 100 matches
    python -m benchmarks.crveni_tepih_strength --quick    # a smoke run of a few seconds
    python -m benchmarks.crveni_tepih_strength --level gentle --opponent value

The opponents (``benchmarks/crveni_tepih_bidders.py``) see only their view and legal actions.
Every game is seeded from 50,000 up, seeds the player was not tuned on, and seats rotate: in
2-player games the computer takes each seat in turn; 4-player tables seat two computers and
two opponents alternately (C O C O, then O C O C).

Printed per money option (chips or money cards, all-pay or winner-pays):
- deals: one-deal games; the computer side's share of deal wins (a deal won by several seats
  is shared), and its mean deal points less the opponents', each with a 95% interval;
- matches (2 players, to 250): the computer's share of match wins;
- decision CPU time of each side (p50, p99), and the load average.
Goals against the Monte Carlo bidder: >= 40% of 2-player deals and of the 4-player deal-win
share, >= 35% of matches, p99 <= 50 ms; against the value bidder never below 30% of deals.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from benchmarks.crveni_tepih_bidders import monte_carlo_bidder, value_bidder
from benchmarks.measure import percentile, report_at_exit
from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.computer import choose
from engine.levels import Level

NAMES = ["ana", "ben", "cem", "dan"]
FIRST_SEED = 50_000
Player = Callable[..., Any]
OPPONENTS: dict[str, Player] = {"mc": monte_carlo_bidder, "value": value_bidder}
VARIANTS: dict[str, dict[str, Any]] = {
    "chips, all-pay": {},
    "chips, winner pays": {"all_pay": False},
    "cards, all-pay": {"money": "cards"},
    "cards, winner pays": {"money": "cards", "all_pay": False},
}


def play(
    players: Sequence[Player],
    level: Level,
    options: dict[str, Any],
    seed: int,
    times: Sequence[list[float]],
) -> CrveniTepih:
    """One game, seat ``i`` played by ``players[i]``; each decision's CPU time is added to
    ``times[i]``."""
    game = CrveniTepih(NAMES[: len(players)], options, seed=seed)
    while not game.over:
        (name,) = game.to_act()
        seat = game.players.index(name)
        legal = game.legal_actions(name)
        view = game.view(name)
        began = time.process_time()
        action = players[seat](view, legal, level=level)
        times[seat].append(time.process_time() - began)
        game.apply(action)
    return game


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{mean:.3f} ± {half:.3f}"


def table(
    count: int,
    games: int,
    opponent: Player,
    level: Level,
    options: dict[str, Any],
    match: bool,
    first: int = FIRST_SEED,
) -> tuple[list[float], list[float], list[float], list[float]]:
    """(computer side's win shares, its point margins, its decision times, the opponents')."""
    shares: list[float] = []
    margins: list[float] = []
    mine: list[float] = []
    theirs: list[float] = []
    for number in range(games):
        seed = first + (100_000 if match else 0) + count * 10_000 + number
        ours = {seat for seat in range(count) if (seat + number) % 2 == 0}
        players = [choose if seat in ours else opponent for seat in range(count)]
        times: list[list[float]] = [[] for _ in range(count)]
        game = play(players, level, options if match else {**options, "target": 1}, seed, times)
        for seat in range(count):
            (mine if seat in ours else theirs).extend(times[seat])
        scores = list(game.scores.values())
        winners = [game.players.index(name) for name in game.winners]
        shares.append(sum(1 for seat in winners if seat in ours) / len(winners))
        side = [scores[seat] for seat in ours]
        rest = [scores[seat] for seat in range(count) if seat not in ours]
        margins.append(statistics.fmean(side) - statistics.fmean(rest))
    return shares, margins, mine, theirs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    parser.add_argument("--deals", type=int, default=400, help="deals per table and option")
    parser.add_argument("--matches", type=int, default=100, help="2-player matches per option")
    parser.add_argument("--opponent", choices=sorted(OPPONENTS), default="mc")
    parser.add_argument("--level", choices=[level.value for level in Level], default="normal")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED, help="tune below 50,000")
    parser.add_argument("--variant", choices=sorted(VARIANTS), action="append")
    arguments = parser.parse_args()
    report_at_exit()
    deals = 6 if arguments.quick else arguments.deals
    matches = 2 if arguments.quick else arguments.matches
    variants = arguments.variant or (["chips, all-pay"] if arguments.quick else list(VARIANTS))
    opponent = OPPONENTS[arguments.opponent]
    goal = "0.40" if arguments.opponent == "mc" else "0.30"
    level = Level(arguments.level)
    print(
        f"computer ({level}) against the {arguments.opponent} bidder, "
        f"seeds from {arguments.first_seed}; "
        f"load average {os.getloadavg()[0]:.1f} at the start"
    )
    for name in variants:
        options = VARIANTS[name]
        began = time.time()
        mine: list[float] = []
        theirs: list[float] = []
        for count in (2, 4):
            shares, margins, ours, others = table(
                count, deals, opponent, level, options, match=False, first=arguments.first_seed
            )
            mine += ours
            theirs += others
            print(
                f"  {name}, {count} players, {deals} deals: deal-win share {interval(shares)}"
                f" (goal >= {goal}); points a deal, computer less "
                f"opponent: {interval(margins)}"
            )
        shares, margins, ours, others = table(
            2, matches, opponent, level, options, match=True, first=arguments.first_seed
        )
        mine += ours
        theirs += others
        print(
            f"  {name}, 2 players, {matches} matches: match-win share {interval(shares)} "
            f"(goal >= 0.35); points a match, computer less opponent: {interval(margins)}"
        )
        print(
            f"  decision CPU ms: computer p50 {percentile(mine, 0.5) * 1e3:.2f}, "
            f"p99 {percentile(mine, 0.99) * 1e3:.2f} (goal <= 50), max {max(mine) * 1e3:.1f}; "
            f"opponent p50 {percentile(theirs, 0.5) * 1e3:.2f}, "
            f"p99 {percentile(theirs, 0.99) * 1e3:.2f}; "
            f"{time.time() - began:.0f} s wall, load average {os.getloadavg()[0]:.1f}"
        )


if __name__ == "__main__":
    main()
