"""Views to messages: every table's public message and each player's private hand panel.

Public messages are rendered from the public view only (``game.view(None)``); a hand panel
from that player's own view, and it is only ever sent to that player.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.render import four_poker, generic
from bot.render.lobby import closed_lobby_message, lobby_message
from bot.tables import CANCELLED, EXPIRED, LOBBY, Table

NO_PINGS = discord.AllowedMentions.none()

_CLOSED_LOBBY = {
    CANCELLED: "The host cancelled this table.",
    EXPIRED: "Nobody started this table in time; it expired.",
}


def public_message(table: Table) -> dict[str, Any]:
    """The table's public message, as keyword arguments for ``send`` and ``edit``."""
    if table.status == LOBBY:
        embed, view = lobby_message(table)
    elif table.game is None:
        embed, view = closed_lobby_message(table, _CLOSED_LOBBY.get(table.status, "Closed."))
    elif table.game_name == "four_poker":
        embed, view = four_poker.embed(table), four_poker.controls(table)
    else:
        embed, view = generic.public_embed(table), generic.public_view(table)
    return {"content": None, "embed": embed, "view": view, "allowed_mentions": NO_PINGS}


def hand_panel(
    table: Table, user_id: int, page: int = 0, note: str | None = None
) -> dict[str, Any]:
    """One player's private panel: their own view and their legal actions as controls."""
    seat = table.seat_of(user_id)
    assert seat is not None
    assert table.game is not None
    if table.game_name == "four_poker":
        embed = four_poker.embed(table)
        if note:
            embed.description = f"{note}\n{embed.description}"
        return {"embed": embed, "view": four_poker.controls(table), "allowed_mentions": NO_PINGS}
    embed = generic.hand_embed(table, seat.name, note)
    actions = [] if seat.computer or table.closed else table.game.legal_actions(seat.name)
    rows = generic.action_rows(table, actions)
    view, page, pages = generic.paged_view(table, rows, page)
    if pages > 1:
        embed.set_footer(text=f"Page {page + 1} of {pages}")
    return {"embed": embed, "view": view, "allowed_mentions": NO_PINGS}
