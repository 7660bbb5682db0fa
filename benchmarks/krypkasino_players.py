"""Krypkasino's computer player against independent baselines, round by round.

    nice -n 10 python -m benchmarks.krypkasino_players           # the full run (minutes)
    nice -n 10 python -m benchmarks.krypkasino_players --quick   # a smoke run of seconds

Baselines, written here against the engine's public interface only (a seat's view and legal
actions; no baseline ever reads a hidden card):

- **plain**: rule-based; prices each legal play by what it would put in its pile now (aces,
  2♠, 10♦, shares of the majorities, a tabbe) and plays the cheapest, laying the worst and
  highest card when nothing needs capturing; it calls tabbe when a card of the rank is out
  of its sight (hand and table).
- **mc32**: determinized Monte Carlo. It remembers every card taken this round (from the
  view's history), deals the unseen cards at random 32 times (other hands by their sizes, the
  rest the stock), plays each legal play out to the end of the round on every deal with the
  engine's greedy rollout policy (``engine.krypkasino.simulate``: rules only, no decision of
  the player under test), and plays the lowest mean margin (its points less the others'
  mean). No exact end, no memory of the ranks a call showed missing. It calls like plain,
  with the taken cards counted as seen.

Each round is one seeded game (``rounds: 1``) on seeds the players were never tuned on
(``--seed``, default 900,000 on); the seats rotate with the seed. Two players: the computer
against one baseline. Four players: two computers and two baselines, alternating around the
table (the fair share is 50 %). Before each play every other seat, from the mover's left, is
asked whether it calls tabbe. Reported: the computer's share of round wins (the lowest round
total; ties share), its mean round points less the baseline's, each with a 95 % interval, and
CPU time per decision (``time.process_time``; p50, p99), with the load average. Goals at
strong: >= 50 % of 2-player rounds and of the 4-player share against mc32, p99 <= 150 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from benchmarks.measure import percentile, report_at_exit
from engine.cards import FULL_DECK, Card, parse_card
from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Action, Play, Tabbe
from engine.krypkasino.computer import choose
from engine.krypkasino.simulate import World, canon, margin, play_cost, rollout
from engine.krypkasino.view import KrypkasinoView
from engine.levels import Level

NAMES = ["ana", "ben", "cem", "dan"]
Player = Callable[[KrypkasinoView, Sequence[Action]], Action | None]


# -- baselines --------------------------------------------------------------------------------


def taken_cards(view: KrypkasinoView) -> list[list[Card]]:
    """Each seat's pile this round, from the public history."""
    piles: list[list[Card]] = [[] for _ in view.players]
    for played in view.history:
        if played.taken:
            seat = view.players.index(played.player)
            piles[seat].append(canon(parse_card(played.card)))
            piles[seat].extend(canon(parse_card(text)) for text in played.taken)
    return piles


def call_if_unseen(view: KrypkasinoView, calls: Sequence[Tabbe], seen: set[Card]) -> Tabbe | None:
    mover = next(seat for seat in view.seats if seat.name == view.to_move)
    if mover.hand == 0:
        return None
    for call in calls:
        if any(card.rank == call.rank and card not in seen for card in FULL_DECK):
            return call
    return None


def in_sight(view: KrypkasinoView) -> set[Card]:
    return {canon(parse_card(text)) for text in [*(view.hand or ()), *view.table]}


def plain(view: KrypkasinoView, legal: Sequence[Action]) -> Action | None:
    plays = [action for action in legal if isinstance(action, Play)]
    if not plays:
        calls = [action for action in legal if isinstance(action, Tabbe)]
        return call_if_unseen(view, calls, in_sight(view))
    size = len(view.table)
    return min(
        plays,
        key=lambda play: play_cost(
            canon(play.card), None if play.take is None else tuple(map(canon, play.take)), size
        ),
    )


def monte_carlo(worlds: int) -> Player:
    def player(view: KrypkasinoView, legal: Sequence[Action]) -> Action | None:
        piles = taken_cards(view)
        seen = in_sight(view) | {card for pile in piles for card in pile}
        plays = [action for action in legal if isinstance(action, Play)]
        if not plays:
            calls = [action for action in legal if isinstance(action, Tabbe)]
            return call_if_unseen(view, calls, seen)
        if len(plays) == 1:
            return plays[0]
        me = view.players.index(view.viewer or "")
        rng = random.Random(f"{view.model_dump_json()}")  # the same view, the same deals
        unseen = [card for card in FULL_DECK if card not in seen]
        hand = [canon(parse_card(text)) for text in view.hand or ()]
        table = [canon(parse_card(text)) for text in view.table]
        options = [
            (canon(play.card), None if play.take is None else tuple(map(canon, play.take)))
            for play in plays
        ]
        totals = [0.0] * len(plays)
        for _ in range(worlds):
            rng.shuffle(unseen)
            hands, rest = [], iter(unseen)
            for seat, seat_view in enumerate(view.seats):
                hands.append(hand if seat == me else [next(rest) for _ in range(seat_view.hand)])
            stock = [next(rest) for _ in range(view.stock)]
            world = World(
                [list(held) for held in hands],
                list(table),
                stock,
                cards=[len(pile) for pile in piles],
                spades=[sum(card.suit == "S" for card in pile) for pile in piles],
                points=[
                    sum(card.rank == 14 for card in pile)
                    + sum(str(card) == "2S" for card in pile)
                    + 2 * sum(str(card) == "10D" for card in pile)
                    + seat_view.tabbes
                    for pile, seat_view in zip(piles, view.seats, strict=True)
                ],
                mover=me,
                leader=(view.players.index(view.dealer) + 1) % len(view.players),
                last=None if view.last_capturer is None else view.players.index(view.last_capturer),
            )
            for index, option in enumerate(options):
                child = world.copy()
                child.play(*option)
                totals[index] += margin(rollout(child), me)
        return plays[min(range(len(plays)), key=totals.__getitem__)]

    return player


def computer(level: Level) -> Player:
    def player(view: KrypkasinoView, legal: Sequence[Action]) -> Action | None:
        return choose(view, legal, level=level)

    return player


BASELINES: dict[str, Player] = {"plain": plain, "mc32": monte_carlo(32)}


# -- matches ----------------------------------------------------------------------------------


@dataclass
class Tally:
    shares: list[float] = field(default_factory=list)
    """The computers' share of each round's win (ties share)."""
    margins: list[float] = field(default_factory=list)
    """Each round's mean computer points less the mean baseline points."""
    times: list[float] = field(default_factory=list)
    """The computers' CPU seconds per decision."""
    baseline_times: list[float] = field(default_factory=list)


def play_round(players: list[Player], mine: set[int], seed: int, tally: Tally) -> None:
    count = len(players)
    game = Krypkasino(NAMES[:count], {"rounds": 1}, seed=seed)

    def decide(seat: int) -> Action | None:
        name = NAMES[seat]
        legal = game.legal_actions(name)
        if not legal:
            return None
        began = time.process_time()
        action = players[seat](game.view(name), legal)
        (tally.times if seat in mine else tally.baseline_times).append(time.process_time() - began)
        return action

    while not game.over:
        mover = NAMES.index(game.mover or "")
        for offset in range(1, count):
            call = decide((mover + offset) % count)
            if call is not None:
                game.apply(call)
        action = decide(mover)
        assert action is not None
        game.apply(action)
    points = [game.rounds[0][name] for name in NAMES[:count]]
    low = min(points)
    winners = [seat for seat in range(count) if points[seat] == low]
    tally.shares.append(sum(1 for seat in winners if seat in mine) / len(winners))
    others = [points[seat] for seat in range(count) if seat not in mine]
    tally.margins.append(statistics.mean(points[seat] for seat in mine) - statistics.mean(others))


def match(level: Level, baseline: str, count: int, rounds: int, seed: int) -> Tally:
    tally = Tally()
    for number in range(rounds):
        mine = {number % 2} if count == 2 else {0, 2} if number % 2 == 0 else {1, 3}
        players = [
            computer(level) if seat in mine else BASELINES[baseline] for seat in range(count)
        ]
        play_round(players, mine, seed + number, tally)
    return tally


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def report(level: Level, baseline: str, count: int, rounds: int, seed: int) -> None:
    began = time.process_time()
    tally = match(level, baseline, count, rounds, seed)
    share, share_half = interval(tally.shares)
    points, points_half = interval(tally.margins)
    ms = [seconds * 1000 for seconds in tally.times]
    base = [seconds * 1000 for seconds in tally.baseline_times] or [0.0]
    print(
        f"{level:>6} vs {baseline:<5} {count} players, {rounds} rounds: round-win share "
        f"{share:.1%} ± {share_half:.1%}; points {points:+.2f} ± {points_half:.2f} a round "
        f"(computer less baseline; lower is better)"
    )
    print(
        f"    CPU a decision: computer p50 {percentile(ms, 0.5):.1f} ms, p99 "
        f"{percentile(ms, 0.99):.1f} ms, max {max(ms):.1f} ms; baseline p50 "
        f"{percentile(base, 0.5):.1f} ms, p99 {percentile(base, 0.99):.1f} ms; "
        f"{time.process_time() - began:.0f} s CPU; load average "
        f"{' '.join(f'{load:.2f}' for load in os.getloadavg())}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    parser.add_argument("--rounds", type=int, default=300, help="2-player rounds per pairing")
    parser.add_argument("--seed", type=int, default=900_000, help="the first round's seed")
    parser.add_argument(
        "--levels", default="strong,normal,gentle", help="the computer's levels to measure"
    )
    parser.add_argument("--baselines", default="mc32,plain", help="the baselines to meet")
    parser.add_argument("--players", default="2,4", help="table sizes")
    arguments = parser.parse_args()
    report_at_exit()
    rounds = 4 if arguments.quick else arguments.rounds
    levels = [Level(level) for level in arguments.levels.split(",")]
    if arguments.quick:
        levels = [Level.NORMAL]
    print(f"load average at start: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    for count in (int(players) for players in arguments.players.split(",")):
        for level in levels:
            for baseline in arguments.baselines.split(","):
                # Four-player rounds cost twice the decisions: half as many.
                report(
                    level,
                    baseline,
                    count,
                    rounds if count == 2 else max(2, rounds // 2),
                    arguments.seed,
                )


if __name__ == "__main__":
    main()
