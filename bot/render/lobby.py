"""The lobby message of a multiplayer table."""

from __future__ import annotations

from typing import Any

import discord

from bot.controls import TableButton, TableSelect
from bot.tables import Table


def lobby_message(table: Table) -> tuple[discord.Embed, discord.ui.View]:
    cls = table.cls
    counts = (
        str(cls.min_players)
        if cls.min_players == cls.max_players
        else f"{cls.min_players}-{cls.max_players}"
    )
    seated = "\n".join(
        f"{seat.position + 1}. {table.display(seat.name)}"
        + (" (host)" if seat.user_id == table.host_id else "")
        for seat in table.seats
    )
    embed = discord.Embed(
        title=f"{table.title} — table {table.id}",
        description=f"Waiting for players ({counts}).\n\n{seated}",
        colour=discord.Colour.blurple(),
    )
    if table.deadline_at is not None:
        embed.add_field(name="Expires", value=f"<t:{int(table.deadline_at)}:R>")
    if table.recent:
        embed.set_footer(text=" · ".join(table.recent))
    view = discord.ui.View(timeout=None)
    full = len(table.seats) >= cls.max_players
    startable = cls.allows_players(len(table.seats))
    view.add_item(
        TableButton(
            table.id, "join", label="Join", style=discord.ButtonStyle.success, disabled=full
        )
    )
    view.add_item(TableButton(table.id, "leave", label="Leave"))
    view.add_item(
        TableButton(
            table.id,
            "start",
            label="Start",
            style=discord.ButtonStyle.primary,
            disabled=not startable,
        )
    )
    view.add_item(TableButton(table.id, "cancel", label="Cancel", style=discord.ButtonStyle.danger))
    view.add_item(TableButton(table.id, "cpu", label="Add computer player", disabled=full, row=1))
    removable = [seat for seat in table.seats if seat.user_id != table.host_id]
    if removable:
        options = [
            discord.SelectOption(label=f"Remove {seat.display}"[:100], value=str(seat.position))
            for seat in removable
        ]
        view.add_item(
            TableSelect(
                table.id, "kick", options=options, placeholder="Host: remove a player", row=2
            )
        )
    return embed, view


def closed_lobby_message(table: Table, text: str) -> tuple[discord.Embed, Any]:
    embed = discord.Embed(title=f"{table.title} — table {table.id}", description=text)
    return embed, None
