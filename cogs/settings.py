"""/settings: a player's preferences (where their hand is shown, turn pings, leaderboards,
invitations, and the games they follow in a server)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import Folkdeck
from bot.store.calls import Where
from engine.registry import available_games, game_class

HERE = "here"
DM = "dm"

FOLLOW_CHOICES = [
    app_commands.Choice(name=cls.title, value=cls.name)
    for cls in available_games()
    if cls.max_players >= 2
]
WHERE: dict[str, Where] = {"here": "here", "dm": "dm", "off": "off"}
"""The choices' values as the store's (Discord sends only the choices offered)."""
INVITED = {
    "here": "Invitations and notices mention you in the lobby's channel.",
    "dm": "Invitations and notices come by DM (in the channel if your DMs are closed).",
    "off": "You refuse invitations (hosts are told so); notices of games you follow come in "
    "the lobby's channel.",
}


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
        invitations="Where hosts' invitations reach you, or refuse them (default: here)",
        follow="Be told when a lobby of this game opens in this server",
        unfollow="Stop being told when a lobby of this game opens here",
    )
    @app_commands.choices(
        hand=[
            app_commands.Choice(name="privately in the channel", value=HERE),
            app_commands.Choice(name="in my DMs", value=DM),
        ],
        invitations=[
            app_commands.Choice(name="mention me in the channel", value="here"),
            app_commands.Choice(name="by DM", value="dm"),
            app_commands.Choice(name="refuse invitations", value="off"),
        ],
        follow=FOLLOW_CHOICES,
        unfollow=FOLLOW_CHOICES,
    )
    async def settings(  # noqa: PLR0917 - discord.py fills a command's options by name
        self,
        interaction: discord.Interaction,
        hand: app_commands.Choice[str] | None = None,
        leaderboards: bool | None = None,
        pings: bool | None = None,
        invitations: app_commands.Choice[str] | None = None,
        follow: app_commands.Choice[str] | None = None,
        unfollow: app_commands.Choice[str] | None = None,
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
        text += " " + await self._calls(interaction, invitations, follow, unfollow)
        await interaction.response.send_message(text, ephemeral=True)

    async def _calls(
        self,
        interaction: discord.Interaction,
        invitations: app_commands.Choice[str] | None,
        follow: app_commands.Choice[str] | None,
        unfollow: app_commands.Choice[str] | None,
    ) -> str:
        """Invitations (everywhere) and followed games (per server)."""
        store, user_id = self.bot.store, interaction.user.id
        if invitations is not None:
            await store.set_invitations(user_id, WHERE[invitations.value])
        text = INVITED[await store.invitations(user_id)]
        guild_id = interaction.guild_id
        if guild_id is None:
            if follow or unfollow:
                text += " Games are followed per server: use /settings follow: in one."
            return text
        for choice, following in ((follow, True), (unfollow, False)):
            if choice is not None:
                await store.set_follow(guild_id, user_id, choice.value, following=following)
        followed = [game_class(name).title for name in await store.followed(guild_id, user_id)]
        if followed:
            text += f" You are told when a lobby opens here for: {', '.join(followed)}."
        return text


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(PlayerSettings(bot))
