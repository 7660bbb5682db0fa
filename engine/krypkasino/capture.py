"""What a played card does to the table (RULES.md section 2, "Turns").

Values: 2-10 as numbered, J 11, Q 12, K 13. A *played* ace is worth 14; a *table* ace counts 1
inside a group and is a group of 14 on its own. A played card of value ``p`` captures the
largest set of table cards that splits into disjoint groups each summing to ``p``; it is laid
when no table card or sum of table cards makes ``p``.

The search is exact and works on the table's *value counts* only (how many cards of each
value lie there), packed into one integer, its *key*: four bits a value, ace (1) lowest. Cards
of one value are interchangeable for the sums, so every table with the same values shares one
answer, cached. Cards above the played value take no part (except aces, which count 1), so the
key is first cut down to the values that can take part.

A largest multiset that takes every card of each value it uses is cached as the bit mask of
those values: the actual cards are the table cards of those values. One that takes some of the
cards of a value (two of three fives) has siblings, one for each choice: ``5H 5S`` and
``5H 5D`` are different captures to the player, who must say which. These are cached as the
positions they take in the table sorted by value (aces first, then 2..K, suits in order
within a value), which for a key always holds the same values at the same positions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations, product
from operator import attrgetter

from engine.cards import Card, Rank, Suit

ACE_LOW = 1
ACE_HIGH = 14
KING = 13
MAX_COPIES = 4  # one deck: at most four cards of a value

BITS = 4  # per value in a key; counts go up to 4, so bit 3 of each field is free
FIELD = (1 << BITS) - 1
GUARD = sum(1 << (BITS * value + BITS - 1) for value in range(KING + 1))
"""Bit 3 of every field: set before a subtraction, it shows whether any count went below 0."""

_VALUE = [0, 0, *range(2, ACE_HIGH), ACE_LOW]
"""A table card's value by rank: 2-13 as numbered, the ace 1."""
_WEIGHT = [1 << (BITS * value) for value in _VALUE]
VALUES = range(ACE_LOW, KING + 1)
"""Table values: the ace counts 1 inside a group."""
_UP_TO = [(1 << (BITS * (value + 1))) - 1 for value in range(ACE_HIGH)] + [-1]
"""``key & _UP_TO[p]``: the values a played ``p`` can use (every value for an ace)."""

ACES = FIELD << BITS
"""The ace's field in a key."""

ORDER = attrgetter("rank", "suit")
"""Sort key for the cards' own order (rank, then suit), computed without Python code."""


def rank_value(rank: Rank) -> int:
    """A played card's value, and the value a tabbe call on ``rank`` names: 14 for an ace
    (which also covers a table of aces alone, each a group of 14)."""
    return int(rank)


def table_key(table: Sequence[Card]) -> int:
    """The table's value counts, packed."""
    weight = _WEIGHT
    return sum([weight[card.rank] for card in table])


def unpack(key: int) -> list[int]:
    """The counts in ``key``, indexed by table value (index 0 unused)."""
    return [(key >> (BITS * value)) & FIELD for value in range(KING + 1)]


def by_value(table: Sequence[Card], key: int) -> list[Card]:
    """The table in value order (aces first), the order :func:`plan` positions refer to."""
    ordered = sorted(table, key=ORDER)
    aces = key & ACES
    if aces:
        aces >>= BITS
        return ordered[-aces:] + ordered[:-aces]
    return ordered


# -- the exact search ------------------------------------------------------------------------


@cache
def _groups(target: int) -> dict[int, tuple[tuple[int, int], ...]]:
    """Every multiset of table values forming one group for ``target``, keyed by its highest
    value: (packed counts, number of cards). For 14 a lone ace is a group too."""
    found: dict[int, list[tuple[int, int]]] = {}

    def extend(remaining: int, largest: int, parts: list[int]) -> None:
        if remaining == 0:
            if all(parts.count(part) <= MAX_COPIES for part in set(parts)):
                packed = sum(1 << (BITS * part) for part in parts)
                found.setdefault(parts[0], []).append((packed, len(parts)))
            return
        for part in range(min(largest, remaining), 0, -1):
            parts.append(part)
            extend(remaining - part, part, parts)
            parts.pop()

    extend(target, min(target, KING), [])
    if target == ACE_HIGH:
        found.setdefault(ACE_LOW, []).append((1 << (BITS * ACE_LOW), 1))
    return {top: tuple(groups) for top, groups in found.items()}


_NOTHING = (0, frozenset({0}))


def _best(
    target: int, counts: int, memo: dict[int, tuple[int, frozenset[int]]]
) -> tuple[int, frozenset[int]]:
    """The most cards of ``counts`` that split into groups summing to ``target``, and every
    distinct multiset (packed) of that many cards.

    The highest value present is either left out (one copy of it) or in a group whose other
    parts are no higher. Both branches are explored, so the maximum is exact and every
    largest multiset is found; ``memo`` shares sub-tables between branches.
    """
    if counts == 0:
        return _NOTHING
    known = memo.get(counts)
    if known is not None:
        return known
    top = (counts.bit_length() - 1) // BITS
    best_size, best_sets = _best(target, counts - (1 << (BITS * top)), memo)
    best = set(best_sets)
    guarded = counts | GUARD
    for group, size in _groups(target).get(top, ()):
        rest = guarded - group
        if rest & GUARD != GUARD:
            continue  # the group needs more cards of some value than the table has
        rest_size, rest_sets = _best(target, rest ^ GUARD, memo)
        total = rest_size + size
        if total < best_size:
            continue
        if total > best_size:
            best_size, best = total, set()
        best.update(taken + group for taken in rest_sets)
    answer = (best_size, frozenset(best))
    memo[counts] = answer
    return answer


def _positions(counts: int, taken: int) -> list[int | tuple[int, ...]]:
    """The ways to take the value multiset ``taken`` from a table with these counts: the
    bit mask of its values when it takes every card of each value it uses (one way), else
    every choice of positions in :func:`by_value` order."""
    have, want = unpack(counts), unpack(taken)
    if all(want[value] in (0, have[value]) for value in VALUES):
        return [sum(1 << value for value in VALUES if want[value])]
    choices = []
    start = 0
    for value in VALUES:
        if want[value]:
            choices.append(combinations(range(start, start + have[value]), want[value]))
        start += have[value]
    return [tuple(sorted(index for part in pick for index in part)) for pick in product(*choices)]


_CACHE_LIMIT = 1 << 17
_plans: dict[int, tuple[int | tuple[int, ...], ...]] = {}
_searched: dict[int, dict[int, tuple[int, frozenset[int]]]] = {}
""":func:`_best`'s answers by target, then counts: kept across tables, as the sub-tables of
one table are those of many others (a cache miss of :func:`plan` then mostly costs look-ups)."""


def _search_memo(target: int) -> dict[int, tuple[int, frozenset[int]]]:
    """The shared memo of :func:`_best` for ``target``, emptied when it grows too large."""
    memo = _searched.get(target)
    if memo is None or len(memo) >= _CACHE_LIMIT:
        memo = _searched[target] = {}
    return memo


def plan(key: int, value: int) -> tuple[int | tuple[int, ...], ...]:
    """The largest captures of a card of ``value`` on the table with this key; empty when
    the card is laid. Each is an ``int``, the bit mask of the values it takes every card of,
    or a tuple of the positions it takes in :func:`by_value` order (where it takes some of
    the cards of a value, and so has siblings that take the others)."""
    key &= _UP_TO[value]
    slot = key << BITS | value
    found = _plans.get(slot)
    if found is None:
        size, sets = _best(value, key, _search_memo(value))
        found = ()
        if size:  # else the card is laid (the only "largest" set is the empty one)
            found = tuple(way for taken in sorted(sets) for way in _positions(key, taken))
        if len(_plans) >= _CACHE_LIMIT:
            _plans.clear()
        _plans[slot] = found
    return found


def take_order(take: Iterable[Card]) -> list[tuple[Rank, Suit]]:
    """The sort key of a take: its cards in card order (takes list their cards in table
    order, and several takes of one card are listed in this order)."""
    return sorted(map(ORDER, take))


class Table:
    """The table as it lies now, analysed once: its key; its sums, a bit set in which bit
    ``n`` is set when some cards (aces as 1) sum to ``n``, so that a card of value 2..13 is
    laid exactly when its bit is clear; and on demand its cards in value order."""

    __slots__ = ("_ordered", "cards", "key", "sums")

    def __init__(self, cards: Sequence[Card]) -> None:
        key, sums = 0, 1
        for card in cards:
            value = _VALUE[card.rank]
            key += 1 << (BITS * value)
            sums |= sums << value
        self.cards = cards
        self.key = key
        self.sums = sums
        self._ordered: list[Card] | None = None

    def laid(self, card: Card) -> Table:
        """The analysis after ``card`` is laid: ``cards``, the same list, must now hold it."""
        after = Table.__new__(Table)
        value = _VALUE[card.rank]
        after.cards = self.cards
        after.key = self.key + (1 << (BITS * value))
        after.sums = self.sums | self.sums << value
        after._ordered = None
        return after

    def takes(self, card: Card) -> list[tuple[Card, ...]]:
        """Every distinct largest set of table cards ``card`` captures (see :meth:`options`);
        empty when the card is laid."""
        return [take for _, take in self.options([card]) if take is not None]

    def options(self, hand: Iterable[Card]) -> list[tuple[Card, tuple[Card, ...] | None]]:
        """For each card of ``hand`` in turn: (card, None) if it is laid, else (card, take)
        for every distinct largest take (its cards in table order; several takes sorted by
        :func:`take_order`). One call for a whole hand, as listing the legal plays needs: the
        engine's hottest path."""
        key, sums, cards = self.key, self.sums, self.cards
        found: list[tuple[Card, tuple[Card, ...] | None]] = []
        plans, up_to = _plans, _UP_TO
        for card in hand:
            value = card.rank
            if not (sums >> value & 1 or (value == ACE_HIGH and key & ACES)):
                found.append((card, None))
                continue
            # plan()'s cache look-up inlined: this runs for every card of every listed hand.
            ways = plans.get((key & up_to[value]) << BITS | value)
            if ways is None:
                ways = plan(key, value)
            if len(ways) == 1 and ways[0].__class__ is int:
                mask = ways[0]
                found.append((card, tuple([c for c in cards if mask >> _VALUE[c.rank] & 1])))
                continue
            takes = [self._spell(way) for way in ways]
            takes.sort(key=take_order)
            found.extend((card, take) for take in takes)
        return found

    def _spell(self, way: int | tuple[int, ...]) -> tuple[Card, ...]:
        if isinstance(way, int):
            return tuple([card for card in self.cards if way >> _VALUE[card.rank] & 1])
        if self._ordered is None:
            self._ordered = by_value(self.cards, self.key)
        chosen = {id(self._ordered[index]) for index in way}
        return tuple([card for card in self.cards if id(card) in chosen])

    def splits(self, value: int) -> bool:
        """Whether the whole (non-empty) table splits into groups each summing to ``value``."""
        return splits(self.key, value)


def capture_sets(table: Sequence[Card], card: Card) -> list[tuple[Card, ...]]:
    """Every distinct largest set of table cards ``card`` captures; empty: it is laid."""
    return Table(table).takes(card)


_splits: dict[int, bool] = {}


def splits(key: int, value: int) -> bool:
    """Whether the whole (non-empty) table with this key splits into groups each summing to
    ``value`` (14 for an ace: lone aces, or groups with aces as 1)."""
    if key == 0 or key & ~_UP_TO[value]:
        return False
    slot = key << BITS | value
    found = _splits.get(slot)
    if found is None:
        if len(_splits) >= _CACHE_LIMIT:
            _splits.clear()
        found = _splits[slot] = _whole_table_splits(key, value)
    return found


def _whole_table_splits(key: int, value: int) -> bool:
    counts = unpack(key)
    total = sum(part * count for part, count in enumerate(counts))
    # Quick necessary conditions: the values add up to whole groups. For 14, j lone aces
    # count 13 more each, and 13 = -1 (mod 14): j = total (mod 14) must be at most the aces.
    if value < ACE_HIGH and total % value:
        return False
    if value == ACE_HIGH and total % ACE_HIGH > counts[ACE_LOW]:
        return False
    # Taking the whole table takes every card of each value: its plan is that one mask.
    every_value = sum(1 << part for part, count in enumerate(counts) if count)
    return plan(key, value) == (every_value,)


_after: dict[int, int] = {}


def after_play(key: int, value: int) -> int:
    """The key of the table after a card of ``value`` is played on a table with ``key``:
    laid, or having taken its first listed largest capture."""
    slot = key << BITS | value
    found = _after.get(slot)
    if found is None:
        if len(_after) >= _CACHE_LIMIT:
            _after.clear()
        found = _after[slot] = _after_play(key, value)
    return found


def _after_play(key: int, value: int) -> int:
    ways = plan(key, value)
    if not ways:
        return key + _WEIGHT[ACE_HIGH if value == ACE_HIGH else value]
    way = ways[0]
    counts = unpack(key)
    if isinstance(way, int):
        return key - sum(counts[part] << (BITS * part) for part in VALUES if way >> part & 1)
    taken = 0
    start = 0
    for part in VALUES:
        taken += sum(1 for index in way if start <= index < start + counts[part]) << (BITS * part)
        start += counts[part]
    return key - taken
