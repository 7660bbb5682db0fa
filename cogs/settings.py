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

    @app_commands.command(
        name="settings", description="Your preferences: where your hand is shown, turn pings."
    )
    @app_commands.describe(
        hand="Show your hand privately here (default) or in your DMs",
        leaderboards="Appear on this server's leaderboards and in others' /stats (default: yes)",
        pings="Be mentioned in the channel when it is your turn (default: yes)",
    )
    @app_commands.choices(
        hand=[
            app_commands.Choice(name="privately in the channel", value=HERE),
            app_commands.Choice(name="in my DMs", value=DM),
        ]
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        hand: app_commands.Choice[str] | None = None,
        leaderboards: bool | None = None,
        pings: bool | None = None,
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
        text = f"Your hand {verb} shown {where}."
        if pings is not None:
            await self.bot.store.set_turn_pings(interaction.user.id, enabled=pings)
        pinged = await self.bot.store.turn_pings(interaction.user.id)
        text += (
            " You are mentioned when it is your turn."
            if pinged
            else " You are not mentioned when it is your turn."
        )
        if interaction.guild_id is not None:
            # Per server: someone may want to be on one server's boards and not another's.
            store, guild_id, user_id = self.bot.store, interaction.guild_id, interaction.user.id
            if leaderboards is not None:
                await store.set_board_opt_out(guild_id, user_id, hidden=not leaderboards)
            hidden = await store.board_opt_out(guild_id, user_id)
            text += (
                " You do not appear on this server's leaderboards or in others' /stats (you "
                "still see your own)."
                if hidden
                else " You appear on this server's leaderboards."
            )
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(PlayerSettings(bot))
