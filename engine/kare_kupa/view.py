"""What a Kare Kupa player, or a spectator, sees.

The public view holds only what the whole table has seen: the face-up table, offers and
exchanges (made openly), gestures, and the cards each player was seen to take or receive. A
player's own view adds their hand, never their partner's.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class RedealView(BaseModel):
    """An announced deal of three or four of a kind, which was dealt anew."""

    player: str
    rank: str
    count: int


class OfferView(BaseModel):
    offerer: str
    partner: str
    card: str


class ExchangeView(BaseModel):
    """An accepted offer: ``card`` went to ``partner``, ``returned`` came back."""

    offerer: str
    card: str
    partner: str
    returned: str


class GestureView(BaseModel):
    player: str
    gesture: str
    at: int
    """How many of the round's actions came before it: when it was made, as everyone saw."""


class RoundResult(BaseModel):
    """How a finished round ended: a call (with the named hands shown) or a void round."""

    round: int
    dealer: str
    void: bool
    caller: str | None
    call: str | None
    """The seed's name for the call: ``kare``, ``double kupa``, ..."""
    claim: list[str]
    """The named players, in seating order."""
    hands: dict[str, list[str]]
    """Each named player's hand, shown when the call was made."""
    correct: bool | None
    scorers: list[str]
    points: int
    summary: str
    """One sentence telling how the round ended."""
    gestures: list[GestureView]
    """The gestures made during the round, in order: set beside the hands a call showed, they
    are how a partnership's code is read."""


class KareKupaView(BaseModel):
    player: str | None
    """Whose view this is; ``None`` for the public (spectator) view."""
    players: list[str]
    partnerships: list[list[str]]
    target: int
    look: bool
    """Whether freshly turned tables start a look (the ``look`` option)."""
    round: int
    """The round in play (redeals are not rounds); actions may name it as ``round``."""
    dealer: str
    redeals: list[RedealView]
    """This round's redeals, as announced."""
    phase: Literal["look", "open", "over"]
    table: list[str]
    table_number: int
    """How many tables this round has turned (a table set aside at once not counted)."""
    seen: list[str]
    """Who has sent ``seen`` for this table (it opens when all four have, or the host opens
    it)."""
    passed: list[str]
    """Who has passed since the table last changed."""
    open_offers: list[OfferView]
    exchanges: list[ExchangeView]
    known: dict[str, list[str]]
    """The cards each player was openly seen to take or receive (or offered) this round and
    still holds: public knowledge, nothing more."""
    gestures: list[GestureView]
    moves: int
    """How many actions this round has taken (gestures included): everyone saw each one."""
    stock: int
    set_aside: int
    scores: dict[str, int]
    last_round: RoundResult | None
    """The previous round's outcome, so a late action can be explained."""
    history: list[RoundResult]
    """Every finished round, first to last (``last_round`` is the last): what the whole table
    has seen, so a player may learn from it."""
    over: bool
    winners: list[str]
    hand: list[str] | None
    """The viewer's own cards; ``None`` in the public view."""
    secret: int | None
    """A number only the viewer's partnership knows, drawn from the seed for each match: the
    computer players' private convention (which gesture is their code, when they feint).
    ``None`` in the public view."""
