"""Looking ahead in imagined Krypkasino rounds: the exact end of a round, and Monte Carlo over
imagined deals (determinized: each imagined deal is played as if every hand were open).

Each imagined player plays for its own margin (its points less the others' mean, lower
better): with two players that is plain minimax. The seat deciding prices a play by the
mean over the imagined deals of its standing when the round ends (the margin, and more for
a round not won), either searched exactly to the end (once the stock is out and few cards
are left in hand) or played out by the greedy rollout policy; every play is priced on the
same deals, so their differences are not the deals' luck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import factorial

from engine.cards import Card
from engine.krypkasino.memory import Memory, imagine
from engine.krypkasino.simulate import World, margin, play_cost, rollout, standing

Option = tuple[Card, tuple[Card, ...] | None]


EXACT_WORLDS = 16
"""The fewest imagined deals an exact end is searched on (with more than two players)."""


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
    win: float = 0.0,
) -> list[float]:
    """Each option's mean standing for the seat to move over ``worlds`` imagined deals
    (lower better), each play priced on the same deals.

    Once the stock is out, the end is searched exactly in every deal, on as many deals as
    ``exact_leaves`` ways to play allows in all (fewer than ``worlds``, but never fewer than
    ``EXACT_WORLDS``; with two players one deal is all there is: the other hand is every
    unseen card). Otherwise each play is played out greedily once a deal.

    A deal's outcome counts as :func:`standing` with ``win``: the margin, and more for a
    round not won. Rollouts are noisy: ``prior`` times each play's quick price
    (:func:`play_cost`) is added to their mean, so that plays the rollouts cannot tell apart
    (a seven of spades or of diamonds taking the same seven) are told apart by what they cost
    now."""
    me = memory.me
    totals = [0.0] * len(options)
    exact = False
    if memory.stock == 0:
        ways = 1
        for size in memory.sizes:
            ways *= factorial(size)
        if len(memory.sizes) == 2:
            exact, worlds = ways <= exact_leaves, 1
        elif ways * EXACT_WORLDS <= exact_leaves:
            exact, worlds = True, min(worlds, exact_leaves // ways)
    for _ in range(worlds):
        world = imagine(memory, rng)
        for index, option in enumerate(options):
            child = world.copy()
            child.play(*option)
            points = solve(child) if exact else rollout(child)
            totals[index] += standing(points, me, win)
    means = [total / worlds for total in totals]
    if exact or not prior:
        return means
    size = len(memory.table)
    return [
        mean + prior * play_cost(*option, size) for mean, option in zip(means, options, strict=True)
    ]
