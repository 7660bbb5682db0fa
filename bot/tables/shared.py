"""Controls every table has: the Hand button (and Refresh on a panel), resigning with a
confirmation, ending a table (its host, or a member who can manage the server), and the
rematch of a finished one."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot import i18n
from bot.errors import TableError
from bot.tables.context import RenderContext
from bot.tables.controls import Click, TableButton, answer_privately, door_of
from bot.tables.message import answer_with

log = logging.getLogger(__name__)


class HandButton(TableButton, verb="hand"):
    """On the public message: open your hand panel. On a panel: bring it up to date."""

    not_seated = "table-not-seated-play"

    async def on_click(self, click: Click) -> None:
        if click.session.game is None:
            raise TableError(message_id="table-not-started")
        if click.on_public:
            await click.open_panel()
        else:
            await click.show_panel()


def hand_button(
    table_id: int, ctx: RenderContext, *, refresh: bool = False, row: int | None = None
) -> HandButton:
    if refresh:
        return HandButton(table_id, label=ctx.t("table-refresh"), emoji="🔄", row=row)
    return HandButton(
        table_id,
        label=ctx.t("table-your-hand"),
        emoji="🃏",
        style=discord.ButtonStyle.primary,
        row=row,
    )


class ResignButton(TableButton, verb="resign"):
    """Step one: ask. Resigning cannot be undone."""

    async def on_click(self, click: Click) -> None:
        await click.show_panel(confirm_resign=1)


class ResignConfirm(TableButton, verb="resignyes"):
    async def on_click(self, click: Click) -> None:
        await click.resign()
        await click.show_panel(note=click.ctx.t("table-resigned"))


class ResignCancel(TableButton, verb="resignno"):
    async def on_click(self, click: Click) -> None:
        await click.show_panel(note=click.ctx.t("table-still-playing"))


class EndButton(TableButton, verb="end", seated=False):
    """The host (or a server manager) ends the table; a game in play counts for nobody."""

    async def on_click(self, click: Click) -> None:
        await click.end()
        if click.on_public:
            await click.show_public()
        else:
            await click.reply(click.ctx.t("table-ended"))


class RematchButton(TableButton, verb="rematch", seated=False):
    """After the match: a new lobby with the same players in the same seats (computers too),
    posted in the channel for the host to start.

    A finished table is no longer live, so this control has its own gate instead of the
    shared one (``Lobby.rematch`` checks that the clicker played in it)."""

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        door = door_of(interaction)
        language = i18n.ENGLISH
        try:
            language = await door.language(interaction)
            session = await door.rematch(
                self.table_id, interaction.user.id, interaction.user.display_name
            )
            if session.message_id is not None:
                raise TableError(message_id="table-rematch-open", table=session.id)
            await door.post(session, answer_with(interaction))
        except TableError as refusal:
            await answer_privately(interaction, refusal.say(language))
        except Exception:
            log.exception("table %s: the rematch failed", self.table_id)
            await answer_privately(interaction, i18n.t(language, "table-went-wrong-retry"))


def resign_row(table_id: int, confirm: bool, ctx: RenderContext) -> list[discord.ui.Item[Any]]:
    """The resign control of a hand panel: one button, or the confirmation."""
    if not confirm:
        return [ResignButton(table_id, label=ctx.t("table-resign"), emoji="🏳️")]
    return [
        ResignConfirm(table_id, label=ctx.t("table-resign-yes"), style=discord.ButtonStyle.danger),
        ResignCancel(table_id, label=ctx.t("table-resign-no")),
    ]


def rematch_button(table_id: int, ctx: RenderContext) -> RematchButton:
    return RematchButton(
        table_id, label=ctx.t("table-rematch"), emoji="🔁", style=discord.ButtonStyle.success
    )


def end_button(table_id: int, ctx: RenderContext, row: int | None = None) -> EndButton:
    return EndButton(table_id, label=ctx.t("table-end"), row=row)


CONTROLS = (HandButton, ResignButton, ResignConfirm, ResignCancel, EndButton, RematchButton)
