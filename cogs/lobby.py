"""/play and the lobby's buttons: open a table, join, leave, start, cancel, computer players."""

from __future__ import annotations

import json
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import Folkdeck
from bot.errors import TableError
from bot.render import public_message
from bot.tables import Table
from engine.registry import available_games

log = logging.getLogger(__name__)

GAME_CHOICES = [app_commands.Choice(name=cls.title, value=cls.name) for cls in available_games()]


def parse_options(text: str) -> dict[str, Any]:
    """``"rounds=2 all_pay=false"`` -> ``{"rounds": 2, "all_pay": False}``; the engine checks
    the names and values."""
    options: dict[str, Any] = {}
    for word in text.replace(",", " ").split():
        key, sep, raw = word.partition("=")
        if not sep or not key:
            raise TableError(f"Write options as key=value, such as rounds=2; {word!r} is not.")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


class Lobby(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        for verb, handler in {
            "join": self.join,
            "leave": self.leave,
            "start": self.start,
            "cancel": self.cancel,
            "cpu": self.add_computer,
            "kick": self.kick,
        }.items():
            self.bot.controls.register(verb, handler)

    async def cog_unload(self) -> None:
        for verb in ("join", "leave", "start", "cancel", "cpu", "kick"):
            self.bot.controls.unregister(verb)

    @app_commands.command(name="play", description="Open a table for a card game in this channel.")
    @app_commands.describe(
        game="The game to play",
        thread="Open the table in its own thread",
        turn_seconds="Turn clock for multiplayer games, in seconds",
        options="Game options as key=value pairs, such as: rounds=2 (see /rules)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def play(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        thread: bool = False,
        turn_seconds: app_commands.Range[int, 15, 3600] | None = None,
        options: str | None = None,
    ) -> None:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel | discord.Thread):
            await interaction.response.send_message(
                "Tables open in a server's text channels.", ephemeral=True
            )
            return
        try:
            table = await self.bot.host.open_table(
                options=parse_options(options or ""),
                game=game.value,
                guild_id=interaction.guild_id,
                channel_id=channel.id,
                host_id=interaction.user.id,
                host_display=interaction.user.display_name,
                turn_seconds=turn_seconds,
            )
        except TableError as refusal:
            await interaction.response.send_message(str(refusal), ephemeral=True)
            return
        if thread and isinstance(channel, discord.TextChannel):
            await self._open_in_thread(interaction, channel, table)
            return
        revision = table.revision
        await interaction.response.send_message(**public_message(table))
        message = await interaction.original_response()
        await self.bot.host.attach_message(table, message.id, channel.id)
        self.bot.publisher.published(table, revision)

    async def _open_in_thread(
        self, interaction: discord.Interaction, channel: discord.TextChannel, table: Table
    ) -> None:
        assert interaction.guild is not None
        if not channel.permissions_for(interaction.guild.me).create_public_threads:
            revision = table.revision
            message_parts = public_message(table)
            message_parts["content"] = (
                "I may not create threads here, so the table is in this channel."
            )
            await interaction.response.send_message(**message_parts)
            message = await interaction.original_response()
            await self.bot.host.attach_message(table, message.id, channel.id)
            self.bot.publisher.published(table, revision)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        thread = await channel.create_thread(
            name=f"{table.title} — table {table.id}", type=discord.ChannelType.public_thread
        )
        revision = table.revision
        message = await thread.send(**public_message(table))
        await self.bot.host.attach_message(table, message.id, thread.id)
        self.bot.publisher.published(table, revision)
        await interaction.followup.send(f"Your table is open in {thread.mention}.", ephemeral=True)

    async def _answer(self, interaction: discord.Interaction, table: Table) -> None:
        """Answer a click on the lobby message by editing it in place (its own webhook, not
        the channel's edit bucket)."""
        revision = table.revision
        await interaction.response.edit_message(**public_message(table))
        self.bot.publisher.published(table, revision)

    async def join(
        self, interaction: discord.Interaction, table_id: int, _arg: str, _values: list[str]
    ) -> None:
        table = await self.bot.host.join(
            table_id, interaction.user.id, interaction.user.display_name
        )
        await self._answer(interaction, table)

    async def leave(
        self, interaction: discord.Interaction, table_id: int, _arg: str, _values: list[str]
    ) -> None:
        table = await self.bot.host.leave(table_id, interaction.user.id)
        await self._answer(interaction, table)

    async def start(
        self, interaction: discord.Interaction, table_id: int, _arg: str, _values: list[str]
    ) -> None:
        table = await self.bot.host.start(table_id, interaction.user.id)
        await self._answer(interaction, table)

    async def cancel(
        self, interaction: discord.Interaction, table_id: int, _arg: str, _values: list[str]
    ) -> None:
        table = await self.bot.host.cancel(table_id, interaction.user.id)
        await self._answer(interaction, table)

    async def add_computer(
        self, interaction: discord.Interaction, table_id: int, _arg: str, _values: list[str]
    ) -> None:
        table = await self.bot.host.add_computer(table_id, interaction.user.id)
        await self._answer(interaction, table)

    async def kick(
        self, interaction: discord.Interaction, table_id: int, _arg: str, values: list[str]
    ) -> None:
        if not values or not values[0].isdigit():
            raise TableError("Choose a seat to remove.")
        table = await self.bot.host.remove_seat(table_id, interaction.user.id, int(values[0]))
        await self._answer(interaction, table)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Lobby(bot))
