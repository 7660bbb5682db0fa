"""/settings: a player's preferences (where their hand is shown)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import Folkdeck

HERE = "here"
DM = "dm"


class PlayerSettings(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="Choose where your hand is shown.")
    @app_commands.describe(hand="Show your hand privately here (default) or in your DMs")
    @app_commands.choices(
        hand=[
            app_commands.Choice(name="privately in the channel", value=HERE),
            app_commands.Choice(name="in my DMs", value=DM),
        ]
    )
    async def settings(
        self, interaction: discord.Interaction, hand: app_commands.Choice[str] | None = None
    ) -> None:
        if hand is not None:
            await self.bot.store.set_hand_by_dm(interaction.user.id, enabled=hand.value == DM)
        by_dm = await self.bot.store.hand_by_dm(interaction.user.id)
        where = (
            "in your DMs (privately here if your DMs are closed)"
            if by_dm
            else "privately in the channel"
        )
        verb = "will now be" if hand is not None else "is"
        await interaction.response.send_message(f"Your hand {verb} shown {where}.", ephemeral=True)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(PlayerSettings(bot))
