"""What a Krypkasino seat knows from its view: the cards it has seen and where they went, the
ranks another player showed they lack, and imagined deals consistent with all of it.

Every card played this round was shown (the view's ``history``): laid cards lie on the table
or went into a pile with a later capture, captured ones are in the capturer's pile. A call
the player to move did not answer with a called rank shows they held none of it, until the
next deal brings them new cards. The cards out of sight (the others' hands, the stock) are
dealt at random, each hand avoiding the ranks its player showed they lack.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

from engine.cards import FULL_DECK, Card, Rank, parse_card, parse_rank
from engine.krypkasino.simulate import HAND, POINTS, SPADE_OF, World, canon
from engine.krypkasino.view import KrypkasinoView


@dataclass(frozen=True, slots=True)
class Memory:
    """A seat's knowledge of the round in play."""

    me: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    """What each seat has taken this round (played cards that captured, and their takes)."""
    tabbes: tuple[int, ...]
    sizes: tuple[int, ...]
    """Cards in each hand."""
    stock: int
    unseen: tuple[Card, ...]
    """The cards out of sight: in the others' hands or in the stock (as remembered)."""
    lacks: tuple[frozenset[Rank], ...]
    """The ranks each seat showed it lacks in this deal."""
    mover: int
    leader: int
    last: int | None


def recall(view: KrypkasinoView, *, forget: bool = False) -> Memory:
    """What ``view``'s seat knows; with ``forget`` (a beginner) it keeps only what lies in
    sight, the table and its hand, and takes every other card for out of sight."""
    names = view.players
    count = len(names)
    seat_of = {name: seat for seat, name in enumerate(names)}
    me = seat_of[view.viewer] if view.viewer is not None else 0
    hand = tuple(canon(parse_card(text)) for text in view.hand or ())
    table = tuple(canon(parse_card(text)) for text in view.table)
    piles: list[list[Card]] = [[] for _ in names]
    lacks: list[set[Rank]] = [set() for _ in names]
    deal_start = (view.deal - 1) * HAND * count
    for index, played in enumerate(view.history):
        seat = seat_of[played.player]
        card = canon(parse_card(played.card))
        if played.taken:
            piles[seat].append(card)
            piles[seat].extend(canon(parse_card(text)) for text in played.taken)
        if index >= deal_start and played.calls:
            called = {parse_rank(call.rank) for call in played.calls}
            if card.rank not in called:
                lacks[seat] |= called
    sizes = tuple(seat.hand for seat in view.seats)
    seen = set(hand) | set(table)
    if not forget:
        seen.update(card for pile in piles for card in pile)
    unseen = tuple(card for card in FULL_DECK if card not in seen)
    last = seat_of[view.last_capturer] if view.last_capturer is not None else None
    mover = seat_of[view.to_move] if view.to_move is not None else me
    leader = (seat_of[view.dealer] + 1) % count
    return Memory(
        me=me,
        hand=hand,
        table=table,
        piles=tuple(tuple(pile) for pile in piles),
        tabbes=tuple(seat.tabbes for seat in view.seats),
        sizes=sizes,
        stock=view.stock,
        unseen=unseen,
        lacks=tuple(frozenset(ranks) for ranks in lacks),
        mover=mover,
        leader=leader,
        last=last,
    )


def seeded(view: KrypkasinoView) -> random.Random:
    """A generator seeded by the view's content: the same view, the same imagined deals (a
    decision is a function of what the seat sees; Python's own ``hash`` of a string changes
    from one process to the next)."""
    return random.Random(zlib.crc32(view.model_dump_json().encode()))


def imagine(memory: Memory, rng: random.Random) -> World:
    """A deal of the unseen cards consistent with the memory: each other hand gets as many
    cards as it holds, none of a rank its player lacks (as far as the cards allow), and the
    rest make the stock."""
    pool = list(memory.unseen)
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in memory.sizes]
    hands[memory.me] = list(memory.hand)
    # The most constrained hands pick first, so the free cards are left to the others.
    order = sorted(
        (seat for seat in range(len(hands)) if seat != memory.me),
        key=lambda seat: -len(memory.lacks[seat]),
    )
    for seat in order:
        need = memory.sizes[seat]
        lacks = memory.lacks[seat]
        if lacks:
            fits = [card for card in pool if card.rank not in lacks]
            if len(fits) < need:
                fits = pool  # the memory cannot be honoured: the cards decide
        else:
            fits = pool
        chosen = fits[:need]
        taken = {id(card) for card in chosen}
        pool = [card for card in pool if id(card) not in taken]
        hands[seat] = chosen
    stock = pool[: memory.stock]
    return world_of(memory, hands, stock)


def world_of(memory: Memory, hands: list[list[Card]], stock: list[Card]) -> World:
    """The world with these hands and stock, and the memory's table and piles."""
    cards = [len(pile) for pile in memory.piles]
    spades = [sum(SPADE_OF[id(card)] for card in pile) for pile in memory.piles]
    points = [
        sum(POINTS[id(card)] for card in pile) + tabbes
        for pile, tabbes in zip(memory.piles, memory.tabbes, strict=True)
    ]
    return World(
        hands,
        list(memory.table),
        stock,
        cards=cards,
        spades=spades,
        points=points,
        mover=memory.mover,
        leader=memory.leader,
        last=memory.last,
    )
