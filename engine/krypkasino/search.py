"""Looking ahead in imagined Krypkasino rounds: the exact end of a round, and Monte Carlo over
imagined deals (determinized: each imagined deal is played as if every hand were open).

Each imagined player plays for its own margin (its points less the others' mean, lower
better): with two players that is plain minimax. A play is priced by the mean over the
imagined deals of the margin the round ends with, either searched exactly to the end (when
the cards left in hand are few) or played out by the greedy rollout policy; every play is
priced on the same deals, so their differences are not the deals' luck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import factorial

from engine.cards import Card
from engine.krypkasino.memory import Memory, imagine
from engine.krypkasino.simulate import World, margin, play_cost, rollout

Option = tuple[Card, tuple[Card, ...] | None]


def leaves(world: World) -> int:
    """How many ways the round can still be played (an upper bound, takes aside): the product
    of the hands' orders. Only a round without stock is searched exactly."""
    if world.stock:
        return 1 << 62
    count = 1
    for hand in world.hands:
        count *= factorial(len(hand))
    return count


def solve(world: World) -> list[int]:
    """The round's points when every player, seeing every hand, plays for its own margin
    from here to the end (tabbe calls made whenever they bind)."""
    if world.over:
        return world.score()
    options = world.options()
    if len(options) == 1:
        child = world.copy()
        child.play(*options[0])
        return solve(child)
    mover = world.mover
    best: list[int] | None = None
    best_margin = 0.0
    for option in options:
        child = world.copy()
        child.play(*option)
        points = solve(child)
        value = margin(points, mover)
        if best is None or value < best_margin:
            best, best_margin = points, value
    assert best is not None
    return best


def price(
    memory: Memory,
    options: Sequence[Option],
    *,
    worlds: int,
    exact_leaves: int,
    rng: random.Random,
    prior: float = 0.0,
) -> list[float]:
    """Each option's mean margin for the seat to move over ``worlds`` imagined deals (lower
    better): exact where the deals together have at most ``exact_leaves`` ways left to play,
    else one greedy rollout per option and deal. With no stock and two players there is one
    deal only (the other hand is every unseen card).

    Rollouts are noisy: ``prior`` times each play's quick price (:func:`play_cost`) is added
    to their mean, so that plays the rollouts cannot tell apart (a seven of spades or of
    diamonds taking the same seven) are told apart by what they cost now."""
    me = memory.me
    totals = [0.0] * len(options)
    if memory.stock == 0 and len(memory.sizes) == 2:
        worlds = 1
    exact = True
    for _ in range(worlds):
        world = imagine(memory, rng)
        exact = leaves(world) * worlds <= exact_leaves
        for index, option in enumerate(options):
            child = world.copy()
            child.play(*option)
            points = solve(child) if exact else rollout(child)
            totals[index] += margin(points, me)
    means = [total / worlds for total in totals]
    if exact or not prior:
        return means
    size = len(memory.table)
    return [
        mean + prior * play_cost(*option, size) for mean, option in zip(means, options, strict=True)
    ]
