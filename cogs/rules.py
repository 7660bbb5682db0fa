"""/rules: a concise summary of a game's rules (from RULES.md)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import Folkdeck
from bot.resources import data_path
from bot.seating import allowed_counts, counts_text
from engine.options import describe_options
from engine.registry import GAME_NAMES, game_class

RULES = data_path("rules")  # bot/resources.py: the checkout's data/ or the installed wheel's
CHOICES = [
    app_commands.Choice(name=game_class(name).title, value=name)
    for name in GAME_NAMES
    if (RULES / f"{name}.md").exists()
]


def summary(game: str) -> str:
    """The rules summary, the player counts and every option with its values and default, from
    the engine itself."""
    cls = game_class(game)
    text = (RULES / f"{game}.md").read_text(encoding="utf-8").strip()
    counts = allowed_counts(cls)
    players = "1 player" if counts == [1] else f"{counts_text(counts)} players"
    lines = [text, "", f"**Players**: {players}."]
    options = describe_options(cls.Options)
    if options:
        lines.append("**Options** (in `/play options:`, such as `name=value`):")
        lines.extend(
            f"• `{option.name}` — {option.description} Values: {option.allowed}; "
            f"default: {option.default}."
            for option in options
        )
    else:
        lines.append("**Options**: none.")
    return "\n".join(lines)[:2000]


class Rules(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="A short summary of a game's rules.")
    @app_commands.describe(game="The game")
    @app_commands.choices(game=CHOICES)
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        await interaction.response.send_message(summary(game.value), ephemeral=True)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Rules(bot))
