"""The 4-poker computer player, which is also the game's hint.

It sees what the player sees: the board and the card to place. The unseen cards are the
24-card deck minus those; the draws still to come are a random subset of them. For each legal
column it estimates the board's final score if the card goes there, each column completed
from the unseen cards (sampled, from a generator seeded by the view so the choice is
repeatable), and takes the best.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

from engine.cards import FOUR_POKER_DECK, Card, parse_card
from engine.four_poker.actions import Place
from engine.four_poker.scoring import points
from engine.four_poker.view import FourPokerView

HEIGHT = 5
SAMPLES = 120


def _column_value(column: list[Card], unseen: list[Card], rng: random.Random) -> float:
    missing = HEIGHT - len(column)
    if missing == 0:
        return float(points(column))
    if comb(len(unseen), missing) <= SAMPLES:
        draws = list(combinations(unseen, missing))
    else:
        draws = [tuple(rng.sample(unseen, missing)) for _ in range(SAMPLES)]
    return sum(points([*column, *draw]) for draw in draws) / len(draws)


def choose(view: FourPokerView, legal: list[Place]) -> Place:
    columns = [[parse_card(text) for text in column] for column in view.columns]
    current = parse_card(view.current) if view.current else None
    seen = {card for column in columns for card in column} | ({current} if current else set())
    unseen = [card for card in FOUR_POKER_DECK if card not in seen]
    rng = random.Random(f"{view.columns}{view.current}")  # a str seed is stable across runs
    best, best_gain = legal[0], float("-inf")
    for action in legal:
        column = columns[action.column]
        gain = _column_value([*column, current], unseen, rng) - _column_value(column, unseen, rng)
        if gain > best_gain:
            best, best_gain = action, gain
    return best
