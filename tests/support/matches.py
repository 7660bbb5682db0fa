"""Kare Kupa matches played as the bot's host plays computer seats, without the bot: shared by
the engine's tests and ``benchmarks/kare_kupa.py``."""

from __future__ import annotations

import random

from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Call, Signal
from engine.registry import computer_move

PLAYERS = ["ana", "ben", "cem", "dan"]

MAX_TICKS = 100_000
RANDOM_PACE = 0.25
"""The chance that a random player acts in a tick: people are slower than computer seats."""


def computer_match(
    seed: int, computers: frozenset[int], random_calls: bool = True, target: int = 5
) -> tuple[KareKupa, int]:
    """One match with computer seats at ``computers`` and random players elsewhere; the game
    and the number of ticks it took."""
    rng = random.Random(seed)
    game = KareKupa(PLAYERS, {"target": target}, seed=seed)
    order = list(range(4))
    for tick in range(1, MAX_TICKS + 1):
        rng.shuffle(order)
        acted = False
        for seat in order:
            if game.over:
                return game, tick
            player = PLAYERS[seat]
            if seat in computers:
                action = computer_move(game, player)
                if game.is_idle(action):
                    continue
            else:
                if rng.random() >= RANDOM_PACE:
                    continue
                legal = game.legal_actions(player)
                if not random_calls:
                    legal = [action for action in legal if not isinstance(action, Call)]
                action = rng.choice(legal)
            game.apply(action)
            acted = acted or not isinstance(action, Signal)
        if game.over:
            return game, tick
        if not acted:
            game.apply(game.legal_actions(None)[0])  # the host's pulse: open, or next table
    raise RuntimeError(f"match {seed} did not finish in {MAX_TICKS} ticks")
