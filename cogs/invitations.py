"""Challenge: a member's context-menu command ("Apps → Challenge") that opens a lobby in the
channel with that member invited, after a small chooser of the games two or more can play."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import Folkdeck
from bot.errors import TableError
from bot.limits import CONTENT, fit_content, shorten
from engine.registry import available_games

CHOOSER_SECONDS = 300
"""The chooser is a private message of the moment: it need not outlive a restart."""


def multiplayer_choices() -> list[discord.SelectOption]:
    return [
        discord.SelectOption(label=cls.title, value=cls.name)
        for cls in available_games()
        if cls.max_players >= 2
    ]


class GameChooser(discord.ui.View):
    def __init__(
        self,
        bot: Folkdeck,
        member: discord.Member | discord.User,
        channel: discord.TextChannel | discord.Thread,
        language: str = i18n.ENGLISH,
    ) -> None:
        super().__init__(timeout=CHOOSER_SECONDS)
        self.bot, self.member, self.channel = bot, member, channel
        self.language = language
        select: discord.ui.Select[GameChooser] = discord.ui.Select(
            placeholder=i18n.t(language, "challenge-choose"), options=multiplayer_choices()
        )
        select.callback = self.chosen  # type: ignore[method-assign]
        self.select = select
        self.add_item(select)

    async def chosen(self, interaction: discord.Interaction) -> None:
        bot, user, member = self.bot, interaction.user, self.member
        try:
            session = await bot.host.lobby.open_table(
                game=self.select.values[0],
                guild_id=interaction.guild_id,
                channel_id=self.channel.id,
                host_id=user.id,
                host_display=user.display_name,
            )
        except TableError as refusal:
            await interaction.response.send_message(
                fit_content(refusal.say(self.language)), ephemeral=True
            )
            return
        self.stop()
        await interaction.response.edit_message(
            content=i18n.t(
                self.language, "challenge-open", member=member.mention, table=session.id
            ),
            view=None,
        )
        await bot.publisher.post(session, self.channel.send)
        told = await bot.invitations.invite(session.id, user.id, [member.id], self.language)
        await interaction.followup.send(shorten(told, CONTENT), ephemeral=True)
        await bot.invitations.announce_open(session)


class Challenges(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot
        self.menu = app_commands.ContextMenu(name="Challenge", callback=self.challenge)
        app_commands.guild_only(self.menu)

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.menu)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.menu.name, type=self.menu.type)

    async def challenge(
        self, interaction: discord.Interaction, member: discord.Member | discord.User
    ) -> None:
        channel = interaction.channel
        language = await self.bot.language(interaction)
        if member.bot:
            text = i18n.t(language, "challenge-computer")
        elif member.id == interaction.user.id:
            text = i18n.t(language, "challenge-self")
        elif not isinstance(channel, discord.TextChannel | discord.Thread):
            text = i18n.t(language, "play-text-channels-only")
        else:
            await interaction.response.send_message(
                i18n.t(language, "challenge-which", member=member.mention),
                view=GameChooser(self.bot, member, channel, language),
                ephemeral=True,
            )
            return
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Challenges(bot))
