"""Hands and moves: the Hand button, the private hand panel and its action controls."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord.ext import commands

from bot.app import Folkdeck
from bot.errors import NotSeated, StaleControl, TableError
from bot.render import hand_panel
from bot.render.generic import tell
from bot.tables import Table

log = logging.getLogger(__name__)

DMS_CLOSED = 50007


def parse_arg(arg: str) -> tuple[int, int]:
    """``"version.index"`` from a control's custom_id."""
    version, _, index = arg.partition(".")
    if not version.isdigit() or not index.isdigit():
        raise StaleControl("This control is out of date; press Hand for fresh ones.")
    return int(version), int(index)


class Play(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.controls.register("hand", self.hand)
        self.bot.controls.register("page", self.page)
        self.bot.controls.register("act", self.act)
        self.bot.controls.register("pick", self.pick)

    async def cog_unload(self) -> None:
        for verb in ("hand", "page", "act", "pick"):
            self.bot.controls.unregister(verb)

    async def _seated_table(self, table_id: int, user_id: int) -> Table:
        table = await self.bot.host.get(table_id)
        if table.seat_of(user_id) is None:
            raise NotSeated
        if table.game is None:
            raise TableError("The game has not started yet.")
        return table

    async def hand(
        self, interaction: discord.Interaction, table_id: int, _arg: str, _values: list[str]
    ) -> None:
        """The player's hand, re-rendered now: ephemeral, or by DM for those who prefer it."""
        table = await self._seated_table(table_id, interaction.user.id)
        panel = hand_panel(table, interaction.user.id)
        if interaction.guild_id is None or not await self.bot.store.hand_by_dm(interaction.user.id):
            await interaction.response.send_message(**panel, ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await interaction.user.send(**panel)
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                raise
            fallback = hand_panel(
                table,
                interaction.user.id,
                note="Your DMs are closed, so here is your hand privately.",
            )
            await interaction.followup.send(**fallback, ephemeral=True)
            return
        await interaction.followup.send("Your hand is in your DMs.", ephemeral=True)

    async def page(
        self, interaction: discord.Interaction, table_id: int, arg: str, _values: list[str]
    ) -> None:
        table = await self._seated_table(table_id, interaction.user.id)
        page = int(arg) if arg.isdigit() else 0
        await interaction.response.edit_message(**hand_panel(table, interaction.user.id, page))

    async def act(
        self, interaction: discord.Interaction, table_id: int, arg: str, _values: list[str]
    ) -> None:
        version, index = parse_arg(arg)
        await self._play(interaction, table_id, version, index)

    async def pick(
        self, interaction: discord.Interaction, table_id: int, arg: str, values: list[str]
    ) -> None:
        version, _ = parse_arg(arg)
        if len(values) != 1 or not values[0].isdigit():
            raise TableError("Choose one action.")
        await self._play(interaction, table_id, version, int(values[0]))

    async def _play(
        self, interaction: discord.Interaction, table_id: int, version: int, index: int
    ) -> None:
        table = await self._seated_table(table_id, interaction.user.id)
        offered = self.bot.host.offered_at(table, interaction.user.id, version)
        if not 0 <= index < len(offered):
            raise StaleControl("This control is out of date; press Hand for fresh ones.")
        action: Any = offered[index]
        assert table.game is not None
        outcome = await self.bot.host.act(
            table_id,
            interaction.user.id,
            action,
            version=version,
            retarget=not table.game.turn_based,
        )
        note = " ".join(tell(table, text) for text in outcome.events) or None
        await interaction.response.edit_message(**hand_panel(table, interaction.user.id, note=note))


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Play(bot))
