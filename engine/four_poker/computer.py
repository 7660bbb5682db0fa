"""The 4-poker computer player, which is also the game's hint.

It sees what the player sees: the board and the card to place. The unseen cards are the
24-card deck minus those; the cards still to be drawn are a uniformly random subset of them
(four of the unseen cards are never drawn).

- In the last row it plays exactly: it takes the column that maximises the expected total
  over every order in which the remaining unseen cards can arrive, the later cards of the row
  placed just as well (expectimax; at most seven unseen cards and three more placements).
- Before that it values each column as its expected final score when each later row lets it
  choose among a few unseen cards (``engine/four_poker/evaluate.py``), and looks ahead to the
  end of the current row: the card goes where it does the most good once the row's later
  cards (random unseen cards, each put where it does the most good in turn) are placed too.
  Those later cards are treated as independent draws, which keeps the look-ahead to a few
  hundred sums.

Deterministic: equal choices go to the lowest column. About a millisecond a decision.
"""

from __future__ import annotations

from engine.cards import parse_card
from engine.four_poker.actions import Place
from engine.four_poker.evaluate import (
    ALL_CARDS,
    HEIGHT,
    card_index,
    column_value,
    final_points,
    mask_of,
)
from engine.four_poker.view import FourPokerView

TIE = 1e-9  # only a real gain moves the card off the lowest legal column


def choose(view: FourPokerView, legal: list[Place]) -> Place:
    if view.current is None or not legal:
        raise ValueError("There is no card to place: the game is over.")
    columns = [[card_index(parse_card(text)) for text in column] for column in view.columns]
    current = card_index(parse_card(view.current))
    unseen = ALL_CARDS & ~mask_of(card for column in columns for card in column)
    unseen &= ~(1 << current)
    if len(legal) == 1:
        return legal[0]
    open_ = [action.column for action in legal]
    if len(columns[open_[0]]) == HEIGHT - 1:
        gains = _last_row(columns, current, unseen, open_)
    else:
        gains = _this_row(columns, current, unseen, open_)
    best = 0
    for index, gain in enumerate(gains):
        if gain > gains[best] + TIE:
            best = index
    return legal[best]


def _this_row(columns: list[list[int]], current: int, unseen: int, open_: list[int]) -> list[float]:
    """For each open column taking ``current``: its gain in value plus the expected gains of
    the row's later cards, each placed on the open column it raises most."""
    cards = [card for card in range(24) if unseen >> card & 1]
    gain: dict[tuple[int, int], float] = {}
    for column in open_:
        before = column_value(columns[column], unseen)
        for card in [*cards, current]:
            after = column_value([*columns[column], card], unseen & ~(1 << card))
            gain[column, card] = after - before
    memo: dict[int, float] = {}

    def rest(waiting: int) -> float:
        if not waiting:
            return 0.0
        if waiting not in memo:
            memo[waiting] = sum(
                max(
                    gain[column, card] + rest(waiting & ~(1 << column))
                    for column in open_
                    if waiting >> column & 1
                )
                for card in cards
            ) / len(cards)
        return memo[waiting]

    everyone = sum(1 << column for column in open_)
    return [gain[column, current] + rest(everyone & ~(1 << column)) for column in open_]


def _last_row(columns: list[list[int]], current: int, unseen: int, open_: list[int]) -> list[float]:
    """The expected total, for each open column taking ``current``, of the open columns once
    the row is complete and every later card is placed as well as possible."""
    cards = [card for card in range(24) if unseen >> card & 1]
    points = {
        (column, card): final_points([*columns[column], card])
        for column in open_
        for card in [*cards, current]
    }
    memo: dict[tuple[int, int], float] = {}

    def rest(waiting: int, drawn: int) -> float:
        """Expected points still to come for the columns in ``waiting`` (a bit set of column
        numbers), the cards in ``drawn`` (a bit set over ``cards``) being gone."""
        if not waiting:
            return 0.0
        key = (waiting, drawn)
        if key not in memo:
            total = 0.0
            count = 0
            for index, card in enumerate(cards):
                if drawn >> index & 1:
                    continue
                count += 1
                total += max(
                    points[column, card] + rest(waiting & ~(1 << column), drawn | 1 << index)
                    for column in open_
                    if waiting >> column & 1
                )
            memo[key] = total / count
        return memo[key]

    everyone = sum(1 << column for column in open_)
    return [points[column, current] + rest(everyone & ~(1 << column), 0) for column in open_]
