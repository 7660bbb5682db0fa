"""What a Crveni tepih player, or a spectator, sees (RULES.md section 3).

Money held is public, as are the face-up cards and how many face-down cards each player has;
only a player's own view names their face-down cards (``hand``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

AuctionStatus = Literal["in", "passed", "passed automatically", "out"]


class SeatView(BaseModel):
    name: str
    money: int
    """Money held and not yet put in: chips, or the sum of the money cards."""
    money_cards: list[int] | None
    """The money cards held (``money: "cards"`` only), ascending."""
    committed: int
    """Put in during the current auction: the player's bid if they bid."""
    committed_cards: list[int] | None
    """The money cards put in during the current auction (``money: "cards"`` only)."""
    face_up: list[str]
    """Cards won at auction, in the order won."""
    face_down: int
    """How many face-down cards the player holds (their own view lists them in ``hand``)."""
    status: AuctionStatus
    """In the current auction: still in, passed by choice, passed automatically (cannot beat
    the highest bid), or ``out`` when no auction is running."""
    score: int
    """Cumulative score of the finished deals."""


class PendingDiscard(BaseModel):
    player: str
    new: list[str]
    """The pair just won: discarding both of them is one of the two ways to discard."""


class KeptHand(BaseModel):
    name: str
    kept: list[str]
    """The four cards that score most (all the player's cards if fewer than four)."""
    hand: str
    """The reading that counts: red carpet, straight flush, pair..."""
    hand_points: int
    bonus: int
    money: int
    points: int
    """hand_points + bonus + money: the deal's score."""


class Sale(BaseModel):
    """A pair offered this deal (face up when offered, so public)."""

    cards: list[str]
    buyer: str | None
    """Who won it; ``None`` if nobody bid and it was set aside."""
    price: int
    """The winning bid (0 when set aside)."""


class DealResult(BaseModel):
    deal: int
    dealer: str
    hands: list[KeptHand]


class CrveniTepihView(BaseModel):
    viewer: str | None
    """The player this view is for; ``None`` for the public view."""
    hand: list[str] | None
    """The viewer's own face-down cards; ``None`` in the public view."""
    money_mode: Literal["chips", "cards"]
    all_pay: bool
    target: int
    deal: int
    """The current deal, counted from 1."""
    dealer: str
    revealer: str | None
    """Who turned up the pair now on offer (the dealer, then each auction's winner)."""
    revealed: list[str]
    """The pair on offer; empty between deals, once the game is over."""
    high_bid: int
    high_bidder: str | None
    to_act: str | None
    """The player whose bid, pass or discard the game waits for."""
    still_in: list[str]
    """Players still in the current auction, in seating order."""
    discard: PendingDiscard | None
    seats: list[SeatView]
    stock: int
    """Cards left in the stock (not counting the revealed pair)."""
    set_aside: int
    """Pairs nobody bid for, set aside this deal (cards)."""
    discarded: int
    """Cards discarded under the eight-card rule this deal."""
    over: bool
    winners: list[str]
    last_deal: DealResult | None
    """The previous deal's kept hands and points (revealed when it was scored)."""
    sales: list[Sale] = []
    """This deal's pairs so far, in the order offered: who bought each, for how much."""
