"""Controls every table has: the Hand button (and Refresh on a panel), resigning with a
confirmation, ending a table (its host, or a member who can manage the server), and the
rematch of a finished one."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.errors import TableError
from bot.tables.controls import Click, TableButton, answer_privately, door_of
from bot.tables.message import answer_with

log = logging.getLogger(__name__)


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
        await click.resign()
        await click.show_panel(
            note="You resigned: the computer plays your seat, and the game counts as a loss."
        )


class ResignCancel(TableButton, verb="resignno"):
    async def on_click(self, click: Click) -> None:
        await click.show_panel(note="You are still playing.")


class EndButton(TableButton, verb="end", seated=False):
    """The host (or a server manager) ends the table; a game in play counts for nobody."""

    async def on_click(self, click: Click) -> None:
        await click.end()
        if click.on_public:
            await click.show_public()
        else:
            await click.reply("The table is ended.")


class RematchButton(TableButton, verb="rematch", seated=False):
    """After the match: a new lobby with the same players in the same seats (computers too),
    posted in the channel for the host to start.

    A finished table is no longer live, so this control has its own gate instead of the
    shared one (``Lobby.rematch`` checks that the clicker played in it)."""

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        door = door_of(interaction)
        try:
            session = await door.rematch(
                self.table_id, interaction.user.id, interaction.user.display_name
            )
            if session.message_id is not None:
                raise TableError(f"The rematch is already open: table {session.id}.")
            await door.post(session, answer_with(interaction))
        except TableError as refusal:
            await answer_privately(interaction, str(refusal))
        except Exception:
            log.exception("table %s: the rematch failed", self.table_id)
            await answer_privately(
                interaction, "Something went wrong on our side; please try again."
            )


def resign_row(table_id: int, confirm: bool) -> list[discord.ui.Item[Any]]:
    """The resign control of a hand panel: one button, or the confirmation."""
    if not confirm:
        return [ResignButton(table_id, label="Resign", emoji="🏳️")]
    return [
        ResignConfirm(
            table_id, label="Yes, resign (counts as a loss)", style=discord.ButtonStyle.danger
        ),
        ResignCancel(table_id, label="No, keep playing"),
    ]


CONTROLS = (HandButton, ResignButton, ResignConfirm, ResignCancel, EndButton, RematchButton)
