"""Controls every table has: the Hand button (and Refresh on a panel), resigning with a
confirmation, and ending a table (its host, or a member who can manage the server)."""

from __future__ import annotations

import discord

from bot.errors import TableError
from bot.tables.controls import Click, TableButton


class HandButton(TableButton, verb="hand"):
    """On the public message: open your hand panel. On a panel: bring it up to date."""

    not_seated = "You are not seated at this table; open your own with /play."

    async def on_click(self, click: Click) -> None:
        if click.session.game is None:
            raise TableError("The game has not started yet.")
        if click.on_public:
            await click.open_panel()
        else:
            await click.show_panel()


def hand_button(table_id: int, *, refresh: bool = False, row: int | None = None) -> HandButton:
    if refresh:
        return HandButton(table_id, label="Refresh", emoji="🔄", row=row)
    return HandButton(
        table_id, label="Your hand", emoji="🃏", style=discord.ButtonStyle.primary, row=row
    )


class ResignButton(TableButton, verb="resign"):
    """Step one: ask. Resigning cannot be undone."""

    async def on_click(self, click: Click) -> None:
        await click.show_panel(confirm_resign=1)


class ResignConfirm(TableButton, verb="resignyes"):
    async def on_click(self, click: Click) -> None:
        await click.bot.host.play.resign(click.session.id, click.user_id)
        await click.show_panel(
            note="You resigned: the computer plays your seat, and the game counts as a loss."
        )


class ResignCancel(TableButton, verb="resignno"):
    async def on_click(self, click: Click) -> None:
        await click.show_panel(note="You are still playing.")


class EndButton(TableButton, verb="end", seated=False):
    """The host (or a server manager) ends the table; a game in play counts for nobody."""

    async def on_click(self, click: Click) -> None:
        manager = is_manager(click.interaction)
        await click.bot.host.play.end(click.session.id, click.user_id, manager=manager)
        if click.on_public:
            await click.show_public()
        else:
            await click.reply("The table is ended.")


def is_manager(interaction: discord.Interaction) -> bool:
    permissions = getattr(interaction.user, "guild_permissions", None)
    return bool(permissions and permissions.manage_guild)


def resign_row(table_id: int, confirm: bool) -> list[discord.ui.Item[discord.ui.View]]:
    """The resign control of a hand panel: one button, or the confirmation."""
    if not confirm:
        return [ResignButton(table_id, label="Resign", emoji="🏳️")]
    return [
        ResignConfirm(
            table_id, label="Yes, resign (counts as a loss)", style=discord.ButtonStyle.danger
        ),
        ResignCancel(table_id, label="No, keep playing"),
    ]


CONTROLS = (HandButton, ResignButton, ResignConfirm, ResignCancel, EndButton)
