"""/rules: a concise summary of a game's rules (from RULES.md)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import Folkdeck
from bot.resources import data_path
from engine.registry import GAME_NAMES, game_class

RULES = data_path("rules")  # bot/resources.py: the checkout's data/ or the installed wheel's
CHOICES = [
    app_commands.Choice(name=game_class(name).title, value=name)
    for name in GAME_NAMES
    if (RULES / f"{name}.md").exists()
]


def summary(game: str) -> str:
    return (RULES / f"{game}.md").read_text(encoding="utf-8").strip()


class Rules(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="A short summary of a game's rules.")
    @app_commands.choices(game=CHOICES)
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        await interaction.response.send_message(summary(game.value), ephemeral=True)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Rules(bot))
