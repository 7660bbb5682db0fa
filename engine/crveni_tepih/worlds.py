"""What a Crveni tepih seat knows, and the deals it imagines from it.

Only the seat's view is read: its own face-down cards, every face-up card, the pairs set
aside and this deal's sales (which tell the face-up cards discarded since). Every other card
of the deck is unseen: the others' face-down cards, the stock and face-down discards. A world
deals the unseen cards at random: the others' face-down cards, then the stock in pairs, and
gives each seat a share of the later pairs, round the table from a random seat. Worlds are
drawn from a generator seeded with the view, so a decision repeats itself.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass
from math import ceil

from engine.crveni_tepih.hands import DECK_CODES, best, codes
from engine.crveni_tepih.view import CrveniTepihView

ONE_DECK_PLAYERS = 4
MAX_SHARE = 3
"""At most this many later pairs count for a seat: money and the eight-card rule stop there."""


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    face_up: tuple[int, ...]
    face_down: int
    money: int
    committed: int
    status: str
    money_cards: tuple[int, ...]
    """The money cards held (money cards only; empty with chips)."""

    @property
    def capacity(self) -> int:
        """The highest total this seat can bid in the auction running now."""
        return self.money + self.committed


@dataclass(frozen=True, slots=True)
class Knowledge:
    me: int
    seats: tuple[Seat, ...]
    hidden: tuple[int, ...]
    """The viewer's own face-down cards."""
    pair: tuple[int, ...]
    """The pair on offer (empty when none is)."""
    unseen: tuple[int, ...]
    stock: int
    """Cards left in the stock after the pair on offer."""

    @property
    def mine(self) -> list[int]:
        return [*self.hidden, *self.seats[self.me].face_up]

    @property
    def later_pairs(self) -> int:
        return self.stock // 2

    def share(self) -> int:
        """How many later pairs a seat may count on: a fair share, at most :data:`MAX_SHARE`."""
        return min(MAX_SHARE, ceil(self.later_pairs / len(self.seats)))


def read(view: CrveniTepihView) -> Knowledge:
    """The viewer's knowledge, in card codes (see :mod:`engine.crveni_tepih.hands`)."""
    seats = tuple(
        Seat(
            name=seat.name,
            face_up=tuple(codes(seat.face_up)),
            face_down=seat.face_down,
            money=seat.money,
            committed=seat.committed,
            status=seat.status,
            money_cards=tuple(seat.money_cards or ()),
        )
        for seat in view.seats
    )
    me = next(index for index, seat in enumerate(view.seats) if seat.name == view.viewer)
    hidden = tuple(codes(view.hand or []))
    pair = tuple(codes(view.revealed))
    known: Counter[int] = Counter(hidden) + Counter(pair)
    bought: dict[str | None, Counter[int]] = {}
    for sale in view.sales:
        bought.setdefault(sale.buyer, Counter()).update(codes(sale.cards))
    for seat in seats:
        known.update(seat.face_up)
        # Cards bought this deal and no longer shown were discarded face up.
        known.update(bought.get(seat.name, Counter()) - Counter(seat.face_up))
    known.update(bought.get(None, Counter()))  # pairs nobody bid for
    copies = 1 if len(seats) <= ONE_DECK_PLAYERS else 2
    unseen = Counter(dict.fromkeys(DECK_CODES, copies)) - known
    return Knowledge(me, seats, hidden, pair, tuple(sorted(unseen.elements())), view.stock)


def generator(view: CrveniTepihView, salt: str = "") -> random.Random:
    """A generator seeded with everything the view shows: the same view, the same worlds."""
    digest = hashlib.blake2b((salt + view.model_dump_json()).encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


@dataclass(frozen=True, slots=True)
class World:
    """One imagined deal: each seat's cards (the viewer's own for the viewer) and the later
    pairs each would get, in the order it would get them."""

    cards: tuple[tuple[int, ...], ...]
    later: tuple[tuple[int, ...], ...]
    """Per seat, the cards of its later pairs (two by two)."""


def world(knowledge: Knowledge, rng: random.Random) -> World:
    pool = list(knowledge.unseen)
    rng.shuffle(pool)
    count = len(knowledge.seats)
    cards: list[tuple[int, ...]] = []
    position = 0
    for index, seat in enumerate(knowledge.seats):
        if index == knowledge.me:
            cards.append(tuple(knowledge.mine))
            continue
        hidden = pool[position : position + seat.face_down]
        position += seat.face_down
        cards.append((*seat.face_up, *hidden))
    stock = pool[position : position + knowledge.stock]
    pairs = [stock[start : start + 2] for start in range(0, len(stock) - 1, 2)]
    share = knowledge.share()
    later: list[list[int]] = [[] for _ in range(count)]
    first = rng.randrange(count)
    for number, pair in enumerate(pairs[: share * count]):
        later[(first + number) % count].extend(pair)
    return World(tuple(cards), tuple(tuple(cards) for cards in later))


def outlook(cards: tuple[int, ...], later: tuple[int, ...], extra: tuple[int, ...]) -> list[int]:
    """The best points of ``cards`` plus ``extra`` and the first 0, 1, 2... later pairs."""
    held = [*cards, *extra]
    return [best(held + list(later[: 2 * count])) for count in range(len(later) // 2 + 1)]
