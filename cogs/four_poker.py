"""4-poker's buttons: place the card on a column, and the hint."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.app import Folkdeck
from bot.errors import StaleControl, TableError
from bot.render import hand_panel, public_message
from bot.tables import Table
from cogs.play import parse_arg
from engine.four_poker.actions import Place

NOT_YOURS = "This is not your game; open your own with /play."


class FourPokerTable(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.controls.register("col", self.column)
        self.bot.controls.register("hint", self.hint)

    async def cog_unload(self) -> None:
        self.bot.controls.unregister("col")
        self.bot.controls.unregister("hint")

    async def _own_table(self, table_id: int, user_id: int) -> Table:
        table = await self.bot.host.get(table_id)
        if table.seat_of(user_id) is None:
            raise TableError(NOT_YOURS)
        return table

    async def column(
        self, interaction: discord.Interaction, table_id: int, arg: str, _values: list[str]
    ) -> None:
        table = await self._own_table(table_id, interaction.user.id)
        version, column = parse_arg(arg)
        seat = table.seats[0]
        await self.bot.host.act(
            table_id, interaction.user.id, Place(player=seat.name, column=column), version=version
        )
        revision = table.revision
        on_public = interaction.message is not None and interaction.message.id == table.message_id
        if on_public:
            await interaction.response.edit_message(**public_message(table))
            self.bot.publisher.published(table, revision)
        else:
            await interaction.response.edit_message(**hand_panel(table, interaction.user.id))

    async def hint(
        self, interaction: discord.Interaction, table_id: int, arg: str, _values: list[str]
    ) -> None:
        table = await self._own_table(table_id, interaction.user.id)
        if arg != str(table.version):
            raise StaleControl("That hint button is from an earlier card; the board has moved on.")
        choice = await self.bot.host.hint(table_id, interaction.user.id)
        await interaction.response.send_message(
            f"Hint: put it on column {choice.column + 1}. (This game is now marked as hinted.)",
            ephemeral=True,
        )


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(FourPokerTable(bot))
