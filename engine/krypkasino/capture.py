"""What a played card does to the table (RULES.md section 2, "Turns").

Values: 2-10 as numbered, J 11, Q 12, K 13. A *played* ace is worth 14; a *table* ace counts 1
inside a group and is a group of 14 on its own. A played card of value ``p`` captures the
largest set of table cards that splits into disjoint groups each summing to ``p``; it is laid
when no table card or sum of table cards makes ``p``.

The search is exact and works on the table's *value counts* only (how many cards of each
value lie there), packed into one integer, its *key*: four bits a value, ace (1) lowest. Cards
of one value are interchangeable for the sums, so every table with the same values shares one
answer, cached. Cards above the played value take no part (except aces, which count 1), so the
key is first cut down to the values that can take part; and the search leaves out the values
that no group can hold, so that tables which differ only in those share one search.

A largest multiset that takes every card of each value it uses is cached as a mask of those
values, laid out as a key with a 1 in each of their fields: the actual cards are the table
cards whose own weight in a key (the 1 in their value's field) meets the mask. One that takes
some of the cards of a value (two of three fives) has siblings, one for each choice: ``5H 5S``
and ``5H 5D`` are different captures to the player, who must say which. These are cached as
the positions they take in the table sorted by value (aces first, then 2..K, suits in order
within a value), which for a key always holds the same values at the same positions.

:class:`Table` keeps a table's analysis up to date as cards are laid and taken; listing the
legal plays asks it for every card of the hand, which makes it the engine's hottest code.
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

_VALUE: list[int] = [0, 0, *range(2, ACE_HIGH), ACE_LOW]
"""A table card's value by rank: 2-13 as numbered, the ace 1."""
_WEIGHT = [1 << (BITS * value) for value in _VALUE]
"""A table card's weight in a key, by rank: a 1 in its value's field."""
VALUES = range(ACE_LOW, KING + 1)
"""Table values: the ace counts 1 inside a group."""
_UP_TO = [(1 << (BITS * (value + 1))) - 1 for value in range(ACE_HIGH)] + [-1]
"""``key & _UP_TO[p]``: the values a played ``p`` can use (every value for an ace)."""

ACES = FIELD << BITS
"""The ace's field in a key."""
_ALONE = [0] * ACE_HIGH + [1 << ACE_HIGH]
"""By rank, the played value a table card makes on its own besides its value, as a bit: a
table ace is a group of 14 (see ``Table.hits``)."""
ONES = sum(1 << (BITS * value) for value in range(KING + 1))
"""A 1 in every field of a key."""

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

Groups = dict[int, tuple[tuple[int, int], ...]]
"""A target's groups by their highest value: (packed counts, number of cards)."""
Memo = dict[int, tuple[int, frozenset[int]]]
""":func:`_best`'s answers for one target, by counts (the empty table's to start with)."""


@cache
def _groups(target: int) -> Groups:
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


def _best(groups: Groups, counts: int, memo: Memo) -> tuple[int, frozenset[int]]:
    """The most cards of ``counts`` that split into groups (``_groups(target)``), and every
    distinct multiset (packed) of that many cards.

    The highest value present is either left out (one copy of it) or in a group whose other
    parts are no higher. Both branches are explored, so the maximum is exact and every
    largest multiset is found; ``memo`` shares sub-tables between branches.
    """
    known = memo.get(counts)
    if known is not None:
        return known
    top = (counts.bit_length() - 1) // BITS
    best_size, best_sets = _best(groups, counts - (1 << (BITS * top)), memo)
    best: set[int] | None = None  # a copy of best_sets, made once there is more to add
    guarded = counts | GUARD
    for group, size in groups.get(top, ()):
        rest = guarded - group
        if rest & GUARD != GUARD:
            continue  # the group needs more cards of some value than the table has
        rest_size, rest_sets = _best(groups, rest ^ GUARD, memo)
        total = rest_size + size
        if total < best_size:
            continue
        if total > best_size:
            best_size, best = total, set()
        elif best is None:
            best = set(best_sets)
        best.update([taken + group for taken in rest_sets])
    answer = (best_size, best_sets if best is None else frozenset(best))
    memo[counts] = answer
    return answer


def _values(counts: int) -> int:
    """The mask of the values present in ``counts``: a key with a 1 in each of their fields
    (a count is at most 4, three bits)."""
    return (counts | counts >> 1 | counts >> 2) & ONES


def _positions(counts: int, taken: int) -> list[int | tuple[int, ...]]:
    """The ways to take the value multiset ``taken`` from a table with these counts: the
    mask of its values (see :func:`_values`) when it takes every card of each value it uses
    (one way), else every choice of positions in :func:`by_value` order."""
    used = _values(taken)
    if counts & used * FIELD == taken:  # every field of ``taken`` is 0 or all the table has
        return [used]
    have, want = unpack(counts), unpack(taken)
    choices = []
    start = 0
    for value in VALUES:
        if want[value]:
            choices.append(combinations(range(start, start + have[value]), want[value]))
        start += have[value]
    return [tuple(sorted(index for part in pick for index in part)) for pick in product(*choices)]


_CACHE_LIMIT = 1 << 17
_hits: dict[int, int] = {}
"""``Table.hits`` by key."""
Way = int | tuple[int, ...]
_plans: dict[int, int | tuple[Way, ...]] = {}
""":func:`plan`'s answers by key and value; a lone way that is a mask (the usual capture) is
kept bare, so that the hot path tells it by its class."""
_searched: dict[int, Memo] = {}
""":func:`_best`'s answers by target, then counts: kept across tables, as the sub-tables of
one table are those of many others (a cache miss of :func:`plan` then mostly costs look-ups).
A target's memo starts afresh when it grows too large."""


def plan(key: int, value: int) -> tuple[Way, ...]:
    """The largest captures of a card of ``value`` on the table with this key; empty when
    the card is laid. Each is an ``int``, the mask of the values it takes every card of (a
    key with a 1 in each of their fields), or a tuple of the positions it takes in
    :func:`by_value` order (where it takes some of the cards of a value, and so has
    siblings that take the others)."""
    found = _plan(key, value, None)
    return (found,) if found.__class__ is int else found  # type: ignore[return-value]


def _plan(key: int, value: int, sums: int | None) -> int | tuple[Way, ...]:
    """:func:`plan`, cached, with a lone mask bare (see ``_plans``). ``sums``: the subset
    sums of the table's values, as ``Table.hits`` has them, if known."""
    key &= _UP_TO[value]
    slot = key << BITS | value
    found = _plans.get(slot)
    if found is None:
        memo = _searched.get(value)
        if memo is None or len(memo) >= _CACHE_LIMIT:
            memo = _searched[value] = {0: (0, frozenset({0}))}
        if sums is None:
            sums = _sums(key)
        size, sets = _best(_groups(value), _usable(key, value, sums), memo)
        found = ()
        if size == 0:
            pass  # the card is laid (the only "largest" set is the empty one)
        elif len(sets) == 1:
            # The usual capture, one multiset (_positions() inlined for its usual answer)
            (taken,) = sets
            used = _values(taken)
            found = used if key & used * FIELD == taken else tuple(_positions(key, taken))
        else:
            found = tuple([way for taken in sorted(sets) for way in _positions(key, taken)])
        if len(_plans) >= _CACHE_LIMIT:
            _plans.clear()
        _plans[slot] = found
    return found


def _sums(key: int) -> int:
    """The subset sums of the values in ``key`` (aces as 1) as a bit set: bit ``n`` is set
    when some of them add up to ``n``."""
    sums = 1
    for value, count in enumerate(unpack(key)):
        for _ in range(count):
            sums |= sums << value
    return sums


@cache
def _mirrors(target: int) -> tuple[list[int], list[int]]:
    """For :func:`_usable`: by 7 bits of subset sums (bits 0-6, then 7-13), a 1 in the
    field of each value ``target - n`` for each bit ``n`` set, ``n`` below ``target``."""
    halves: tuple[list[int], list[int]] = ([], [])
    for half, start in zip(halves, (0, 7), strict=True):
        for bits in range(1 << 7):
            fields = 0
            for n in range(start, min(start + 7, target)):
                if bits >> (n - start) & 1:
                    fields |= 1 << (BITS * (target - n))
            half.append(fields)
    return halves


def _usable(key: int, value: int, sums: int) -> int:
    """``key`` (cut to ``value``) without the values that no group for ``value`` can hold:
    a table card of value ``v`` is in a group only if some other table cards add up to
    ``value - v``, a bit of ``sums`` (which may count the card itself, so that a few such
    values stay; they are never taken). Tables that differ only in such cards are one search:
    the largest captures are the same multisets."""
    low, high = _mirrors(value)
    fields = low[sums & 127] | high[sums >> 7 & 127]
    if value == ACE_HIGH:
        fields |= 1 << (BITS * ACE_LOW)  # an ace alone is a group of 14
    return key & fields * FIELD


def take_order(take: Iterable[Card]) -> list[tuple[Rank, Suit]]:
    """The sort key of a take: its cards in card order (takes list their cards in table
    order, and several takes of one card are listed in this order)."""
    return sorted(map(ORDER, take))


class Table:
    """The table as it lies now, analysed, and kept up to date as cards are laid and taken
    (cheaper than analysing it anew every turn):

    - ``cards``: the caller's list, which :meth:`lay` and :meth:`remove` change in place;
    - ``key``: its value counts, packed;
    - ``hits``: the played values that capture, as a bit set: bit ``v`` (2..14) is set when
      some table cards sum to ``v`` (aces as 1), or ``v`` is 14 and an ace lies there; a card
      of a value whose bit is clear is laid (higher bits mean nothing);
    - ``entries``: (weight in the key, card) in table order, as the masks of :func:`plan`
      select cards by weight;
    - on demand its cards in value order.

    The methods are written for speed, as plain loops: on small tables a ``map`` or a
    comprehension costs more to set up than it saves."""

    __slots__ = ("_ordered", "cards", "entries", "hits", "key")

    def __init__(self, cards: Sequence[Card]) -> None:
        self.cards = cards
        entries = []
        key = 0
        hits = 1
        for card in cards:
            rank = card.rank
            weight = _WEIGHT[rank]
            key += weight
            hits |= hits << _VALUE[rank] | _ALONE[rank]
            entries.append((weight, card))
        self.entries = entries
        self.key = key
        self.hits = hits
        self._ordered: list[Card] | None = None

    def lay(self, card: Card) -> None:
        """Lay ``card`` on the table (at the end of ``cards``)."""
        rank = card.rank
        weight = _WEIGHT[rank]
        self.cards.append(card)  # type: ignore[attr-defined]
        self.entries.append((weight, card))
        self.key += weight
        self.hits |= self.hits << _VALUE[rank] | _ALONE[rank]
        self._ordered = None

    def remove(self, taken: Sequence[Card]) -> None:
        """Take ``taken`` off the table: a take as this table spells them (its own card
        objects, in table order), so one walk back along the table finds them all."""
        cards, entries = self.cards, self.entries
        key = self.key
        index = len(cards)
        for card in reversed(taken):  # from the back, so that deleting keeps indices valid
            index -= 1
            while cards[index] is not card:
                index -= 1
            assert index >= 0, "a take is spelled by the table, in table order"
            key -= entries[index][0]
            del cards[index]  # type: ignore[attr-defined]
            del entries[index]
        self.key = key
        # The sums cannot be taken back card by card: they are counted anew from the rest
        # (or found by the key, as the same values often lie there again).
        hits = _hits.get(key)
        if hits is None:
            hits = 1
            for card in cards:
                rank = card.rank
                hits |= hits << _VALUE[rank] | _ALONE[rank]
            if len(_hits) >= _CACHE_LIMIT:
                _hits.clear()
            _hits[key] = hits
        self.hits = hits
        self._ordered = None

    def takes(self, card: Card) -> list[tuple[Card, ...]]:
        """Every distinct largest set of table cards ``card`` captures (see
        :meth:`captures`); empty when the card is laid."""
        value = card.rank
        return self.captures(value) if self.hits >> value & 1 else []

    def captures(self, value: int) -> list[tuple[Card, ...]]:
        """Every distinct largest take of a played card of ``value``, which captures (see
        ``hits``): its cards in table order; several takes sorted by :func:`take_order`.
        Called for every capturing card of every listed hand: the engine's hottest path."""
        key = self.key
        # _plan()'s cache look-up inlined
        ways = _plans.get((key & _UP_TO[value]) << BITS | value)
        if ways is None:
            ways = _plan(key, value, self.hits)
        if ways.__class__ is int:
            # The usual capture: every table card of some values (_spell() inlined).
            taken = []
            for weight, card in self.entries:
                if weight & ways:
                    taken.append(card)
            return [tuple(taken)]
        takes = [self._spell(way) for way in ways]  # type: ignore[union-attr]
        takes.sort(key=take_order)
        return takes

    def _spell(self, way: int | tuple[int, ...]) -> tuple[Card, ...]:
        """The table cards a way of :func:`plan` takes, in table order."""
        if way.__class__ is int:
            taken = []
            for weight, card in self.entries:
                if weight & way:
                    taken.append(card)
            return tuple(taken)
        if self._ordered is None:
            self._ordered = by_value(self.cards, self.key)
        chosen = {id(self._ordered[index]) for index in way}  # type: ignore[union-attr]
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
    return plan(key, value) == (_values(key),)


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
    if isinstance(way, int):
        return key & ~(way * FIELD)
    counts = unpack(key)
    taken = 0
    start = 0
    for part in VALUES:
        taken += sum(1 for index in way if start <= index < start + counts[part]) << (BITS * part)
        start += counts[part]
    return key - taken
