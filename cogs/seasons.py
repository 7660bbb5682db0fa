"""/season start and /season end (Manage Server), and the announcement of a season's end.

Every server always has a current season (the first is made on first use). Starting one ends
the current season; ending one begins the next under a plain name ("Season 3"), so ratings
always have a season to go to. Ending archives the final standings and announces them. Timed
seasons end by themselves (``bot/seasons.py``).
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import Folkdeck
from bot.boards import GAME_CHOICES, MEDALS, is_solo, line_text, plain, title_of
from bot.clock import now
from bot.limits import fit_content, fit_embed
from bot.permissions import is_manager
from bot.seasons import SeasonTimer
from bot.store import SeasonRow

log = logging.getLogger(__name__)

DAY = 86400.0
ANNOUNCED = 3
"""Places per game in an end-of-season announcement."""


async def announcement(bot: Folkdeck, ended: SeasonRow, begun: SeasonRow) -> discord.Embed:
    """The final standings of ``ended`` (from its archive), and what comes next, in the
    server's language: the whole channel reads it."""
    language = await bot.server_language(ended.guild_id)
    embed = discord.Embed(
        title=i18n.t(language, "season-over", season=ended.name),
        colour=discord.Colour.gold(),
    )
    any_ranked = False
    for choice in GAME_CHOICES:
        game = choice.value
        board = await bot.store.board(
            ended,
            game,
            solo=is_solo(game),
            min_games=bot.settings.min_games,
            offset=0,
            limit=ANNOUNCED,
        )
        if not board.lines:
            continue
        any_ranked = True
        embed.add_field(
            name=i18n.t(language, "season-game-ranked", game=title_of(game), ranked=board.total),
            value="\n".join(
                f"{MEDALS.get(line.rank or 0, '')} **{plain(line.display)}** — "
                f"{line_text(line, solo=is_solo(game), language=language)}"
                for line in board.lines
            ),
            inline=False,
        )
    if not any_ranked:
        embed.description = i18n.t(language, "season-nobody-ranked")
    name = plain(begun.name)
    embed.add_field(
        name=i18n.t(language, "season-next"),
        value=i18n.t(
            language,
            "season-begun-ending" if begun.ends_at else "season-begun",
            season=name,
            ends=f"<t:{int(begun.ends_at)}:R>" if begun.ends_at else "",
            past=begun.name,
        ),
        inline=False,
    )
    return fit_embed(embed)


class Seasons(commands.Cog):
    season = app_commands.Group(
        name="season",
        description="Start and end seasons (Manage Server).",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot
        self.timer = SeasonTimer(
            bot.store, min_games=bot.settings.min_games, announce=self._announce
        )

    async def cog_load(self) -> None:
        await self.timer.start()

    async def cog_unload(self) -> None:
        await self.timer.close()

    @season.command(name="start", description="End the current season and start a new one.")
    @app_commands.describe(
        name="The new season's name", days="End it by itself after this many days"
    )
    async def start(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 40],
        days: app_commands.Range[int, 1, 365] | None = None,
    ) -> None:
        language = await self.bot.language(interaction)
        if not is_manager(interaction):
            await interaction.response.send_message(
                i18n.t(language, "season-not-a-manager"), ephemeral=True
            )
            return
        assert interaction.guild_id is not None
        name = " ".join(name.split())
        if not name:
            await interaction.response.send_message(
                i18n.t(language, "season-no-name"), ephemeral=True
            )
            return
        started = now()
        try:
            ended, begun = await self.bot.store.start_season(
                interaction.guild_id,
                name,
                now=started,
                ends_at=started + days * DAY if days else None,
                min_games=self.bot.settings.min_games,
                channel_id=interaction.channel_id,
            )
        except ValueError:  # the store's one refusal: the name is taken
            await interaction.response.send_message(
                fit_content(i18n.t(language, "season-name-taken", season=name)), ephemeral=True
            )
            return
        self.timer.rearm()
        await interaction.response.send_message(embed=await announcement(self.bot, ended, begun))

    @season.command(name="end", description="End the current season now.")
    async def end(self, interaction: discord.Interaction) -> None:
        if not is_manager(interaction):
            language = await self.bot.language(interaction)
            await interaction.response.send_message(
                i18n.t(language, "season-not-a-manager"), ephemeral=True
            )
            return
        assert interaction.guild_id is not None
        changed = await self.bot.store.end_season(
            interaction.guild_id, now=now(), min_games=self.bot.settings.min_games
        )
        assert changed is not None
        self.timer.rearm()
        await interaction.response.send_message(embed=await announcement(self.bot, *changed))

    async def _announce(self, channel_id: int | None, ended: SeasonRow, begun: SeasonRow) -> None:
        if channel_id is None:
            return
        try:
            channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
            if isinstance(channel, discord.abc.Messageable):
                await channel.send(embed=await announcement(self.bot, ended, begun))
        except discord.HTTPException:
            log.warning("could not announce the end of season %s", ended.id)


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Seasons(bot))
