"""Kare Kupa's computer partnership against other teams, over many seeded matches.

    python -m benchmarks.kare_kupa_strength           # 1,000 matches per pairing
    python -m benchmarks.kare_kupa_strength --quick   # a smoke run (CI)

Two computer partners (the bot's ``choose`` at a level, normal unless ``--level``) play whole
matches to the default target against:

- **plain**: a team that keeps the rank it holds most of, gives its code gesture once when it
  holds four of a kind and never changes it, and calls kare on its partner's gesture;
- **reader**: the plain team that also learns the other side's code from the hands shown at
  calls (the gestures a player made in the latest round whose call showed that player's four
  of a kind, the most often seen of them at such showings if several: their code) and calls
  kupa, at once, when it sees it again;
- **random**: players choosing uniformly among their legal actions (calls included), acting in
  one tick of four, as people are slower.

The baselines are built from the engine's public interface only (a seat's view and legal
actions): no peeking at hidden cards.

Time runs as at the bot's table: a tick is a computer seat's delay (2.5 s), every seat acts
once a tick in a random order (the idle tap is not an action); the host opens a look after
LOOK_SECONDS and turns fresh cards when nobody has touched the table (anything but a gesture)
for PULSE_SECONDS. Seats alternate between the partnerships from one match to the next.

Printed per pairing: matches won by the computers (95 % interval), rounds per match, void
rounds, the host's actions per match (its pulses: looks opened, tables replaced) and the
actions applied per match (max too), kupas called on a read code by each side and how many
were right, and CPU time beside wall time, with the load average.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from benchmarks.measure import load_average, report_at_exit
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Action, Call, Decline, Pass, Seen, Signal, Swap
from engine.kare_kupa.computer import choose, shows_four
from engine.kare_kupa.view import KareKupaView
from engine.levels import Level

PLAYERS = ["ana", "ben", "cem", "dan"]
TICK_SECONDS = 2.5
LOOK_SECONDS = 5.0
PULSE_SECONDS = 20.0
RANDOM_PACE = 0.25
MAX_TICKS = 20_000
BASELINE_CODE = "smile"

Player = Callable[[KareKupaView, list[Action], random.Random], Action | None]


# -- the baselines --------------------------------------------------------------------------------


def _mate(view: KareKupaView) -> str:
    me = view.player
    return next(name for pair in view.partnerships if me in pair for name in pair if name != me)


def _is_four(cards: Sequence[str]) -> bool:
    return shows_four(cards)


def plain(view: KareKupaView, legal: list[Action], rng: random.Random) -> Action | None:  # noqa: ARG001
    """Keeps the rank it holds most of; its code, once, when it holds four; kare on the
    partner's code."""
    assert view.player is not None
    assert view.hand is not None
    mate = _mate(view)
    four = _is_four(view.hand)
    signalled = any(g.player == mate and g.gesture == BASELINE_CODE for g in view.gestures)
    calls = {tuple(sorted(a.claim)): a for a in legal if isinstance(a, Call)}
    if signalled:
        claim = tuple(sorted((view.player, mate) if four else (mate,)))
        if claim in calls:
            return calls[claim]
    if four and not any(
        g.player == view.player and g.gesture == BASELINE_CODE for g in view.gestures
    ):
        return Signal(player=view.player, gesture=BASELINE_CODE)
    for action in legal:
        if isinstance(action, Seen):
            return action
    if four:
        return None
    for action in legal:
        if isinstance(action, Decline):
            return action
    ranks = Counter(card[:-1] for card in view.hand)
    most = max(ranks.values())
    keep = {rank for rank, count in ranks.items() if count == most}
    takes = [
        a
        for a in legal
        if isinstance(a, Swap) and str(a.take)[:-1] in keep and str(a.give)[:-1] != str(a.take)[:-1]
    ]
    if takes:
        # Take a card of a rank held most (any of them when tied), giving one held least.
        return min(takes, key=lambda a: (ranks[str(a.give)[:-1]], str(a.give), str(a.take)))
    for action in legal:
        if isinstance(action, Pass):
            return action
    return None


def reader(view: KareKupaView, legal: list[Action], rng: random.Random) -> Action | None:
    """The plain team, reading the other side's code from the hands shown at calls."""
    assert view.player is not None
    for pair in view.partnerships:
        if view.player in pair:
            continue
        counts: Counter[str] = Counter()
        latest: set[str] = set()
        for result in view.history:
            holders = [n for n, cards in result.hands.items() if n in pair and _is_four(cards)]
            if holders:
                latest = {g.gesture for g in result.gestures if g.player in holders}
                counts.update(latest)
        if not latest:
            continue
        # The gesture seen at the latest showing, the most often seen of those if several.
        top = max(counts[gesture] for gesture in latest)
        codes = {gesture for gesture in latest if counts[gesture] == top}
        for gesture in view.gestures:
            if gesture.player in pair and gesture.gesture in codes:
                call = Call(player=view.player, claim=(gesture.player,))
                if call in legal:
                    return call
    return plain(view, legal, rng)


def random_player(view: KareKupaView, legal: list[Action], rng: random.Random) -> Action | None:  # noqa: ARG001
    if rng.random() >= RANDOM_PACE:
        return None
    return rng.choice(legal)


BASELINES: dict[str, Player] = {"plain": plain, "reader": reader, "random": random_player}


# -- a match --------------------------------------------------------------------------------------


@dataclass
class Match:
    game: KareKupa
    ticks: int
    host: int
    applied: int
    read_calls: dict[str, list[bool]] = field(default_factory=dict)
    """Per side ("computers", "baseline"): each kupa called on a gesture seen this round,
    right or not."""


def play_match(seed: int, baseline: Player, computers: frozenset[int], level: Level) -> Match:
    rng = random.Random(seed)
    game = KareKupa(PLAYERS, seed=seed)
    order = list(range(4))
    clock = look_since = touched = 0.0
    table_seen = (game.round, game.table_number)
    host = applied = 0
    read: dict[str, list[bool]] = {"computers": [], "baseline": []}
    for tick in range(1, MAX_TICKS + 1):
        clock = tick * TICK_SECONDS
        rng.shuffle(order)
        for seat in order:
            if game.over:
                break
            player = PLAYERS[seat]
            legal = game.legal_actions(player)
            view = game.view(player)
            if seat in computers:
                action: Action | None = choose(view, legal, level=level)
                if action is not None and game.is_idle(action):
                    action = None
            else:
                action = baseline(view, legal, rng)
            if action is None:
                continue
            if isinstance(action, Call) and len(action.claim) == 1:
                named = action.claim[0]
                opponent = PLAYERS.index(named) % 2 != seat % 2
                if opponent and any(g.player == named for g in view.gestures):
                    hand = game.hands[PLAYERS.index(named)]
                    right = len({card.rank for card in hand}) == 1
                    read["computers" if seat in computers else "baseline"].append(right)
            game.apply(action)
            applied += 1
            if not isinstance(action, Signal):
                touched = clock
        if game.over:
            return Match(game, tick, host, applied, read)
        now = (game.round, game.table_number)
        if now != table_seen:
            table_seen, look_since = now, clock
        system = game.legal_actions(None)
        kind = system[0].type
        if (kind == "open" and clock - look_since >= LOOK_SECONDS) or (
            kind == "next" and clock - max(touched, look_since) >= PULSE_SECONDS
        ):
            game.apply(system[0])
            host += 1
            applied += 1
            touched = clock
    raise RuntimeError(f"match {seed} did not finish in {MAX_TICKS} ticks")


def interval(wins: int, matches: int) -> str:
    share = wins / matches
    half = 1.96 * math.sqrt(share * (1 - share) / matches)
    return f"{share:.1%} ± {half:.1%}"


def pairing(name: str, matches: int, level: Level, first_seed: int) -> None:
    wall, cpu = time.perf_counter(), time.process_time()
    won = voids = rounds = host = applied = most = 0
    read: dict[str, list[bool]] = {"computers": [], "baseline": []}
    for index in range(matches):
        computers = frozenset({0, 2}) if index % 2 == 0 else frozenset({1, 3})
        match = play_match(first_seed + index, BASELINES[name], computers, level)
        game = match.game
        won += PLAYERS.index(game.winners[0]) in computers
        rounds += len(game.outcomes)
        voids += sum(1 for outcome in game.outcomes if outcome.caller is None)
        host += match.host
        applied += match.applied
        most = max(most, match.applied)
        for side, calls in match.read_calls.items():
            read[side].extend(calls)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    reads = "; ".join(
        f"{side} {sum(calls)}/{len(calls)} right" if calls else f"{side} none"
        for side, calls in read.items()
    )
    print(
        f"{level} computers vs {name}, {matches} matches: won {interval(won, matches)}; "
        f"{rounds / matches:.2f} rounds per match, {voids} void of {rounds} "
        f"({voids / max(1, rounds):.1%}); host pulses {host / matches:.1f} per match, "
        f"actions applied {applied / matches:.0f} per match (max {most}); kupas on a read "
        f"code: {reads}; {cpu:.1f} s CPU, {wall:.1f} s wall"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run")
    parser.add_argument("--matches", type=int, default=None)
    parser.add_argument("--level", choices=[level.value for level in Level], default=None)
    parser.add_argument("--against", choices=list(BASELINES), action="append")
    arguments = parser.parse_args()
    matches = arguments.matches or (20 if arguments.quick else 1000)
    levels = [Level(arguments.level)] if arguments.level else [Level.NORMAL]
    print(
        f"Kare Kupa strength ({'quick' if arguments.quick else 'full'} run), seeds from "
        f"{SEEDS_FROM}; {load_average()}"
    )
    for level in levels:
        for name in arguments.against or list(BASELINES):
            pairing(name, matches, level, SEEDS_FROM)


SEEDS_FROM = 500_000
"""Seeds the players were not tuned on."""


if __name__ == "__main__":
    report_at_exit()
    main()
