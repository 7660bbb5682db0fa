"""The 4-poker computer player, which is also the game's hint.

It sees what the player sees: the board and the card to place. The unseen cards are the
24-card deck minus those; the cards still to be drawn are a uniformly random subset of them
(four of the unseen cards are never drawn).

- In the last row it plays exactly: it takes the column that maximises the expected total
  over every order in which the remaining unseen cards can arrive, the later cards of the row
  placed just as well (expectimax; at most seven unseen cards and three more placements).
- Before that it values each column as its expected final score when each later row lets it
  choose among a few unseen cards (``engine/four_poker/evaluate.py``).
- With two columns left in a row, it looks one row further: for each way the card can go, and
  each card that may then complete the row, the next row's four cards are placed one by one
  where they do the most good (drawn independently from the cards left), and only then are
  the columns valued. That is where it sees columns compete: two columns waiting for the same
  king cannot both have it.
- Earlier in a row it looks ahead to the end of the row: the card goes where it does the most
  good once the row's later cards (random unseen cards, each put where it does the most good
  in turn) are placed too. Those later cards are treated as independent draws, which keeps
  the look-ahead to a few hundred sums.

Levels: ``normal`` and ``strong`` are this player (search on top of the column model adds
nothing measurable, see below, so thinking longer buys nothing). ``gentle`` plays like a
beginner: it places each card for the hand its column shows now — with a card of its rank,
else with cards of its suit — never weighing what the later cards may bring.

Deterministic: equal choices go to the lowest column. About a millisecond for most decisions,
some ten milliseconds for the card before the last of a row (p95 15 ms, max 40 ms).

Why no rollouts: valuing each column by finishing the game with this player 200 times
(``benchmarks/four_poker_improvement.py``, 240 deals) finds it choosing the rollout-best
column at 77-97% of decisions; one step of policy improvement would add at most 1.5 points a
game (an upper bound; the bootstrap estimate is 0.75), and choosing by 100 rollouts per
column, seconds a decision, scores 0.7 points less than this player.
"""

from __future__ import annotations

from itertools import combinations

from engine.cards import parse_card
from engine.four_poker.actions import Place
from engine.four_poker.evaluate import (
    ALL_CARDS,
    HEIGHT,
    RANKS,
    card_index,
    column_value,
    final_points,
    mask_of,
)
from engine.four_poker.view import FourPokerView
from engine.levels import Level

TIE = 1e-9  # only a real gain moves the card off the lowest legal column


def choose(view: FourPokerView, legal: list[Place], level: Level = Level.NORMAL) -> Place:
    if view.current is None or not legal:
        raise ValueError("There is no card to place: the game is over.")
    columns = [[card_index(parse_card(text)) for text in column] for column in view.columns]
    current = card_index(parse_card(view.current))
    unseen = ALL_CARDS & ~mask_of(card for column in columns for card in column)
    unseen &= ~(1 << current)
    if len(legal) == 1:
        return legal[0]
    open_ = [action.column for action in legal]
    if level == Level.GENTLE:
        column = at_sight(columns, current, open_)
    else:
        column = decide(columns, current, unseen, open_)
    return next(action for action in legal if action.column == column)


def at_sight(columns: list[list[int]], current: int, open_: list[int]) -> int:
    """A beginner's column for ``current``: the one it improves most as it shows now (a pair,
    two pairs, three of a kind...), else the one with most cards of its suit, else the first."""

    def shown(cards: list[int]) -> int:
        if len(cards) == HEIGHT:
            return final_points(cards)
        counts = [0] * len(RANKS)
        for card in cards:
            counts[card >> 2] += 1
        return _partial(counts)

    def now(column: int) -> tuple[int, int]:
        cards = columns[column]
        made = shown([*cards, current]) - shown(cards)
        suited = sum(1 for card in cards if card & 3 == current & 3)
        return made, suited

    return max(open_, key=lambda column: (now(column), -column))


def _partial(counts: list[int]) -> int:
    """The points an unfinished column shows by its ranks alone (no straights yet)."""
    ordered = sorted(counts, reverse=True)
    top, second = ordered[0], ordered[1]
    if top >= 4:
        return 30
    if top == 3:
        return 20 if second == 2 else 5
    if top == 2:
        return 2 if second == 2 else 1
    return 0


def decide(columns: list[list[int]], current: int, unseen: int, open_: list[int]) -> int:
    """The column for ``current`` among ``open_`` (more than one), on a board of card indexes
    with ``unseen`` the mask of cards neither on it nor in hand: the player without its view
    parsing, for simulations that play thousands of games."""
    if len(columns[open_[0]]) == HEIGHT - 1:
        gains = _last_row(columns, current, unseen, open_)
    elif len(open_) == 2:
        gains = _row_end(columns, current, unseen, open_)
    else:
        gains = _this_row(columns, current, unseen, open_)
    best = 0
    for index, gain in enumerate(gains):
        if gain > gains[best] + TIE:
            best = index
    return open_[best]


def _this_row(columns: list[list[int]], current: int, unseen: int, open_: list[int]) -> list[float]:
    """For each open column taking ``current``: its gain in value plus the expected gains of
    the row's later cards, each placed on the open column it raises most."""
    cards = _cards(unseen)
    now: list[float] = []
    later: dict[int, list[float]] = {}
    for column in open_:
        before = column_value(columns[column], unseen)
        now.append(column_value([*columns[column], current], unseen) - before)
        later[column] = [
            column_value([*columns[column], card], unseen & ~(1 << card)) - before for card in cards
        ]
    rest = _placements(later)
    everyone = sum(1 << column for column in open_)
    return [gain + rest[everyone & ~(1 << column)] for gain, column in zip(now, open_, strict=True)]


def _row_end(columns: list[list[int]], current: int, unseen: int, open_: list[int]) -> list[float]:
    """With two open columns: for ``current`` on each, the expected value of the board once
    the other column has the row's last card (any unseen card) and the next row is placed
    card by card, each card where it does the most good (the final total when that row is
    the last).

    Only the column receiving the row's last card is valued without that card among the
    unseen; the other columns' values are shared by every last card (measured over 2,000
    deals, this changes the mean score by 0.01 and makes the decision four times faster)."""
    cards = _cards(unseen)
    last = len(columns[open_[0]]) + 2 == HEIGHT
    shared: dict[int, tuple[float, list[float]]] = {}
    for column in range(len(columns)):
        if column not in open_:
            shared[column] = _next_gains(columns[column], cards, unseen, last)
    values = []
    for mine, other in (open_, open_[::-1]):
        shared[mine] = _next_gains([*columns[mine], current], cards, unseen, last)
        total = 0.0
        for index, card in enumerate(cards):
            shared[other] = _next_gains([*columns[other], card], cards, unseen & ~(1 << card), last)
            # The next row's cards are drawn from those left: all but ``card``.
            gains = {
                column: listed[:index] + listed[index + 1 :]
                for column, (_, listed) in shared.items()
            }
            before = sum(value for value, _ in shared.values())
            total += before + _placements(gains)[(1 << len(columns)) - 1]
        values.append(total / len(cards))
    return values


def _next_gains(
    column: list[int], cards: list[int], unseen: int, last: bool
) -> tuple[float, list[float]]:
    """The column's value now and its gain from each of ``cards`` in the next row (its final
    points when that row is the last)."""
    if last:
        return 0.0, [float(final_points([*column, card])) for card in cards]
    before = column_value(column, unseen)
    return before, [
        column_value([*column, card], unseen & ~(1 << card)) - before
        if unseen >> card & 1
        else 0.0  # the card is in this column: it never comes
        for card in cards
    ]


def _placements(gains: dict[int, list[float]]) -> dict[int, float]:
    """For every set of waiting columns (a bit set): the expected total gain when a card is
    drawn for each and each is put on the waiting column where it gains most, counting what
    the rest will bring. ``gains[column]`` lists the column's gain from each card that may
    be drawn; the draws are independent."""
    count = len(next(iter(gains.values())))
    expected = {0: 0.0}
    for size in range(1, len(gains) + 1):
        for waiting in combinations(gains, size):
            mask = sum(1 << column for column in waiting)
            options = []
            for column in waiting:
                rest = expected[mask & ~(1 << column)]
                options.append([gain + rest for gain in gains[column]])
            expected[mask] = sum(map(max, *options) if size > 1 else options[0]) / count
    return expected


def _cards(unseen: int) -> list[int]:
    return [card for card in range(24) if unseen >> card & 1]


def _last_row(columns: list[list[int]], current: int, unseen: int, open_: list[int]) -> list[float]:
    """The expected total, for each open column taking ``current``, of the open columns once
    the row is complete and every later card is placed as well as possible."""
    cards = _cards(unseen)
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
