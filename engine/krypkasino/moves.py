"""What each card in a Krypkasino hand would do now (RULES.md section 2), for a hand panel.

The rules stay in the game: a card is laid when no table sum makes its value, else it takes
one of its largest sets (several when they differ: the player chooses), and a take that
empties the table is a tabbe. A surface lists :func:`card_moves` and applies one of a move's
``plays`` as it is (the very object the game offered, so it skips the checks).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, Rank
from engine.krypkasino.actions import Play
from engine.krypkasino.game import Krypkasino


@dataclass(frozen=True, slots=True)
class CardMove:
    """One card of a hand and what playing it would do now."""

    card: Card
    takes: tuple[tuple[Card, ...], ...]
    """The largest sets it would take, each in table order; empty: the card is laid."""
    sweeps: bool
    """Its take empties the table: a tabbe (every largest set is the same size)."""
    plays: tuple[Play, ...]
    """The legal plays of this card (one per take, or one lay); empty when it may not be
    played now (not the player's turn, or a tabbe call binds them to another rank)."""

    @property
    def lays(self) -> bool:
        return not self.takes

    @property
    def playable(self) -> bool:
        return bool(self.plays)

    @property
    def choose(self) -> bool:
        """Several largest sets: the player picks one (a second step)."""
        return len(self.takes) > 1


def card_moves(game: Krypkasino, player: str) -> list[CardMove]:
    """``player``'s hand, sorted, each card with what it would do on the table now. Only the
    player to move gets plays; the others see what their cards would do on this table."""
    hand = game.hand_of(player)
    table = game.table_cards()
    offered: dict[Card, list[Play]] = {}
    if not game.over and game.mover == player:
        for play in game.legal_actions(player):
            assert isinstance(play, Play), "the player to move is offered plays only"
            offered.setdefault(play.card, []).append(play)
    moves = []
    for card in hand:
        plays = offered.get(card, [])
        takes: tuple[tuple[Card, ...], ...]
        if plays:
            takes = tuple(play.take for play in plays if play.take is not None)
        else:
            takes = tuple(game.takes_of(card))
        sweeps = bool(takes) and len(takes[0]) == len(table)
        moves.append(CardMove(card, takes, sweeps, tuple(plays)))
    return moves


def must_play(game: Krypkasino) -> list[Rank]:
    """The called ranks that bind the player to move (they hold such a card), sorted."""
    return game.bound_ranks()
