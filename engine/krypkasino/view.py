"""What a Krypkasino player or spectator sees (RULES.md section 2; DESIGN.md "views").

Hidden: the hands and the stock. Public: the table, each seat's hand size, pile size and tabbe
marks, whose turn it is, the dealer, the scores, the open tabbe calls, and the round's plays so
far: every card played was shown, with the cards it took and the calls made before it, so a
player at the table has seen them all (and may remember them). A player's own view adds their
hand.
"""

from __future__ import annotations

from pydantic import BaseModel


class SeatView(BaseModel):
    name: str
    hand: int
    """Cards in hand."""
    pile: int
    """Cards in the score pile this round."""
    tabbes: int
    """Tabbe marks beside the pile this round."""


class CallView(BaseModel):
    player: str
    rank: str


class PlayView(BaseModel):
    """One play of the round, as the table saw it."""

    player: str
    card: str
    taken: list[str]
    """The table cards it took, in table order; empty: the card was laid."""
    calls: list[CallView]
    """The tabbe calls made in that turn, before the card was played."""


class RoundResult(BaseModel):
    """One scored round: who got each item (``None``: nobody, tied or unclaimed)."""

    points: dict[str, int]
    cards: dict[str, int]
    spades: dict[str, int]
    aces: dict[str, int]
    tabbes: dict[str, int]
    most_cards: str | None
    most_spades: str | None
    two_of_spades: str | None
    ten_of_diamonds: str | None
    leftovers: list[str]
    """The cards left on the table after the last card."""
    leftovers_to: str | None
    """The last capturer, who took them; ``None`` if nobody captured in the round."""


class KrypkasinoView(BaseModel):
    viewer: str | None
    """The player this view is for; ``None`` for the public view."""
    players: list[str]
    round: int
    """The round in play (1-based), or the last one once the game is over."""
    rounds: int
    """How many rounds the match has."""
    deal: int
    """The deal in play within the round (1-based)."""
    dealer: str
    to_move: str | None
    table: list[str]
    """The table cards, in the order they came there."""
    stock: int
    """Cards still to be dealt this round."""
    seats: list[SeatView]
    calls: list[CallView]
    """The tabbe calls made this turn, in order."""
    history: list[PlayView] = []
    """The plays of the round in play (the last one, once the game is over), first first."""
    last_capturer: str | None
    """Who took the last trick so far this round (they take the leftovers)."""
    scores: dict[str, int]
    last_round: RoundResult | None
    over: bool
    winners: list[str]
    hand: list[str] | None
    """The viewer's own hand, sorted; ``None`` in the public view."""
