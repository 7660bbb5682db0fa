"""/rules: a concise summary of a game's rules (from RULES.md), in the member's language."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import Folkdeck
from bot.resources import data_path, rules_text
from bot.seating import allowed_counts
from engine.options import OptionInfo, describe_options
from engine.registry import GAME_NAMES, game_class

RULES = data_path("rules")  # bot/resources.py: the checkout's data/ or the installed wheel's
CHOICES = [
    app_commands.Choice(name=game_class(name).title, value=name)
    for name in GAME_NAMES
    if (RULES / f"{name}.md").exists()
]


def counts_text(language: str, counts: list[int]) -> str:
    """``2 to 8``, ``2, 3, 4 or 6``, ``4`` in the language's words."""
    if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
        return i18n.t(language, "rules-range", low=counts[0], high=counts[-1])
    return i18n.or_list(language, [str(count) for count in counts])


def allowed(language: str, option: OptionInfo) -> str:
    if option.choices:
        return i18n.or_list(language, option.choices)
    if option.lowest is not None and option.highest is not None:
        return i18n.t(language, "rules-range", low=option.lowest, high=option.highest)
    if option.lowest is not None:
        return i18n.t(language, "rules-or-more", low=option.lowest)
    return option.allowed


def summary(game: str, language: str = i18n.ENGLISH) -> str:
    """The rules summary, the player counts and every option with its values and default, from
    the engine itself."""
    cls = game_class(game)
    text = rules_text(game, language).strip()
    counts = allowed_counts(cls)
    players = i18n.t(
        language, "rules-players", counts=counts_text(language, counts), last=counts[-1]
    )
    lines = [text, "", players]
    options = describe_options(cls.Options)
    if options:
        lines.append(i18n.t(language, "rules-options"))
        lines.extend(
            i18n.t(
                language,
                "rules-option",
                name=option.name,
                description=i18n.t(language, f"rules-option-{game}-{option.name}"),
                allowed=allowed(language, option),
                default=option.default
                if option.default_given
                else i18n.t(language, "rules-default-above"),
            )
            for option in options
        )
    else:
        lines.append(i18n.t(language, "rules-no-options"))
    return "\n".join(lines)[:2000]


class Rules(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="A short summary of a game's rules.")
    @app_commands.describe(game="The game")
    @app_commands.choices(game=CHOICES)
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        language = await self.bot.language(interaction)
        await interaction.response.send_message(summary(game.value, language), ephemeral=True)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Rules(bot))
