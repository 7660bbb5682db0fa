"""/leaderboard, /stats, /history and /replay: what the stored results say, to anyone.

Every name here is a display name as stored with the results (never an id or a mention).
Boards are one public message with page buttons (``DynamicItem``, so they work after a
restart); the row of whoever asked is highlighted, and someone else paging gets their own
private copy with their row highlighted instead of taking the message over.
"""

from __future__ import annotations

import io
import json
import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import Folkdeck
from bot.boards import (
    GAME_CHOICES,
    PAGE_SIZE,
    PARTNERSHIPS,
    SOLITAIRES,
    board_embed,
    figure,
    is_solo,
    ordinal_text,
    own_text,
    plain,
    title_of,
)
from bot.clock import now
from bot.daily import GAME, daily_embed, record_withheld
from bot.i18n import status_text
from bot.levels import stored_computer_display
from bot.limits import echo, fit_content, fit_embed
from bot.session import Session
from bot.store import BoardLine, GameStats, HistoryEntry, SeasonRow, TableRow
from bot.tables import plugin_for
from bot.tables.message import Message, unkept
from bot.tables.registry import DEFAULT
from bot.vocab import Outcome, TableStatus
from engine.errors import IllegalAction, SetupError
from engine.game import Event, Game
from engine.registry import GAME_NAMES

log = logging.getLogger(__name__)


class BoardPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fdlb:(?P<season>[0-9]+):(?P<game>[0-9]+):(?P<page>[0-9]+):(?P<caller>[0-9]+)"
    r":(?P<forward>[01])",
):
    """A page button of a board: the season, the game (its index in the registry), the page
    it leads to, whose board it is and which way it points. Integers only."""

    def __init__(
        self,
        season_id: int,
        game: int,
        page: int,
        caller: int,
        *,
        forward: bool,
        disabled: bool,
        language: str = i18n.ENGLISH,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=i18n.t(language, "board-next" if forward else "board-previous"),
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=f"fdlb:{season_id}:{game}:{page}:{caller}:{int(forward)}",
            )
        )
        self.season_id, self.game, self.page, self.caller = season_id, game, page, caller

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,  # noqa: ARG003 - discord.py's signature
        item: discord.ui.Item[Any],  # noqa: ARG003
        match: re.Match[str],
    ) -> BoardPage:
        return cls(
            int(match["season"]),
            int(match["game"]),
            int(match["page"]),
            int(match["caller"]),
            forward=match["forward"] == "1",
            disabled=False,
        )

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        bot: Folkdeck = interaction.client  # type: ignore[assignment]
        season = await bot.store.season(self.season_id)
        if (
            season is None
            or season.guild_id != interaction.guild_id
            or self.game >= len(GAME_NAMES)
        ):
            language = await bot.language(interaction)
            await interaction.response.send_message(i18n.t(language, "board-gone"), ephemeral=True)
            return
        game = GAME_NAMES[self.game]
        user = interaction.user.id
        language = await bot.language(interaction)
        embed, view = await render_board(
            bot, season, game, self.page, caller=user, language=language
        )
        if user == self.caller:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


async def render_board(
    bot: Folkdeck,
    season: SeasonRow,
    game: str,
    page: int,
    *,
    caller: int,
    language: str = i18n.ENGLISH,
) -> tuple[discord.Embed, discord.ui.View]:
    min_games = bot.settings.min_games
    board, own, page = await bot.store.board_page(
        season, game, caller, solo=is_solo(game), min_games=min_games, page=page, size=PAGE_SIZE
    )
    pages = max(1, -(-board.total // PAGE_SIZE))
    embed = board_embed(
        season, game, board, page, caller=caller, own=own, min_games=min_games, language=language
    )
    index = GAME_NAMES.index(game)
    view = discord.ui.View(timeout=None)
    view.add_item(
        BoardPage(
            season.id,
            index,
            max(page - 1, 0),
            caller,
            forward=False,
            disabled=page == 0,
            language=language,
        )
    )
    view.add_item(
        BoardPage(
            season.id,
            index,
            min(page + 1, pages - 1),
            caller,
            forward=True,
            disabled=page >= pages - 1,
            language=language,
        )
    )
    return embed, unkept(view)


# -- statistics -------------------------------------------------------------------------------


def streak_text(streak: int, language: str = i18n.ENGLISH) -> str:
    if streak == 1:
        return i18n.t(language, "stats-streak-won-last")
    if streak > 1:
        return i18n.t(language, "stats-streak-wins", count=streak)
    if streak == -1:
        return i18n.t(language, "stats-streak-lost-last")
    if streak < -1:
        return i18n.t(language, "stats-streak-no-wins", count=-streak)
    return "–"


def stats_field(  # noqa: PLR0917 - one card's parts
    stats: GameStats,
    own: BoardLine | None,
    season: SeasonRow,
    min_games: int,
    ranked: int,
    language: str = i18n.ENGLISH,
) -> str:
    solo = is_solo(stats.game)
    lines = []
    if solo:
        average = figure(language, stats.average)
        lines.append(
            i18n.t(language, "stats-solo", games=stats.games, best=stats.best or 0, average=average)
        )
    else:
        rate = 100 * stats.wins / stats.games if stats.games else 0
        lines.append(
            i18n.t(
                language,
                "stats-rated",
                games=stats.games,
                wins=stats.wins,
                rate=i18n.decimal(language, rate, 0),
            )
        )
        lines.append(i18n.t(language, "stats-streak", streak=streak_text(stats.streak, language)))
    own_line = own_text(own, min_games, season, ranked, solo=solo, brief=True, language=language)
    lines.append(i18n.t(language, "stats-season", season=season.name, standing=own_line))
    if stats.partner is not None:
        _, display, tables = stats.partner
        name = i18n.isolate(language, plain(display))
        lines.append(i18n.t(language, "stats-partner", name=name, tables=tables))
    return "\n".join(lines)


def history_line(entry: HistoryEntry, language: str = i18n.ENGLISH) -> str:
    when = f"<t:{int(entry.finished_at)}:R>"
    if entry.outcome == "abandoned":
        parts = [i18n.t(language, "history-abandoned")]
    elif not entry.seats:
        points = "history-hinted" if entry.hinted else "history-points"
        parts = [i18n.t(language, points, score=entry.score)]
    else:
        seated = len(entry.seats) + 1
        place = (
            i18n.t(
                language,
                "history-place",
                place=ordinal_text(entry.placement, language),
                seated=seated,
            )
            if entry.placement
            else "?"
        )
        if entry.outcome == Outcome.FORFEITED:
            place = i18n.t(language, "history-forfeited", place=place)
        parts = [place, i18n.t(language, "history-points", score=entry.score)]
    others = [
        i18n.isolate(
            language,
            plain(stored_computer_display(language, display) if computer else display)
            + (" 🤖" if computer else ""),
        )
        for display, _, _, computer in entry.seats
    ]
    if others:
        # A list of names, not a sentence: commas in every language.
        parts.append(i18n.t(language, "history-with", names=", ".join(others)))
    parts.append(when)
    return f"`#{entry.table_id}` **{title_of(entry.game)}** — {' · '.join(parts)}"


# -- replays ----------------------------------------------------------------------------------


def rebuilt(row: TableRow, steps: int | None = None) -> Game:
    """The table's game from its stored log (its first ``steps`` actions, or all)."""
    game = Session.from_row(row, steps=steps).game
    assert game is not None
    return game


def display_names(row: TableRow) -> dict[str, str]:
    """Engine name -> a display name unique at the table (a record names players by name)."""
    names: dict[str, str] = {}
    used: set[str] = set()
    for seat in row.seats:
        base = seat.display.strip() or f"Player {seat.position + 1}"
        name, number = base, 2
        while name.casefold() in used:
            name, number = f"{base} ({number})", number + 1
        used.add(name.casefold())
        names[seat.name] = name
    return names


def renamed(value: Any, names: dict[str, str]) -> Any:
    """``value`` with every string that is an engine player name replaced by its display
    name (cards, numbers and action types never equal one: player names are user ids or
    ``computer-N``)."""
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [renamed(part, names) for part in value]
    if isinstance(value, dict):
        return {key: renamed(part, names) for key, part in value.items()}
    return value


def export_record(row: TableRow) -> dict[str, Any]:
    """The finished table's game record (RULES.md), players by display name."""
    return renamed(rebuilt(row).record(), display_names(row))


def replay_session(row: TableRow, step: int) -> Session:
    """The table as it stood after its first ``step`` actions, for the plug-in's public
    renderer: the game rebuilt to that step and the events those actions told."""
    told: list[Event] = []
    session = Session.from_row(row, steps=step, told=told)
    session.recent.extend(told)
    session.message_id = None
    session.turn_seconds = None
    session.deadline_at = session.paused_at = None
    session.ping_message_id = None
    session.status = TableStatus.FINISHED if step >= len(row.actions) else TableStatus.PLAYING
    return session


class ReplayStep(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fdrp:(?P<table>[0-9]+):(?P<step>[0-9]+):(?P<slot>[0-3])",
):
    """A button of a replay's step view: the table, the step it leads to and which button it
    is (first, back, forward, last). Integers only: the cards are drawn from the log."""

    LABELS = ("⏮", "◀", "▶", "⏭")

    def __init__(self, table_id: int, step: int, slot: int, *, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=self.LABELS[slot],
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=f"fdrp:{table_id}:{step}:{slot}",
            )
        )
        self.table_id, self.step, self.slot = table_id, step, slot

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,  # noqa: ARG003 - discord.py's signature
        item: discord.ui.Item[Any],  # noqa: ARG003
        match: re.Match[str],
    ) -> ReplayStep:
        return cls(int(match["table"]), int(match["step"]), int(match["slot"]))

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        bot: Folkdeck = interaction.client  # type: ignore[assignment]
        row = await bot.store.table(self.table_id)
        if (
            row is None
            or row.guild_id != interaction.guild_id
            or row.status != TableStatus.FINISHED
        ):
            language = await bot.language(interaction)
            await interaction.response.send_message(i18n.t(language, "replay-gone"), ephemeral=True)
            return
        withheld = await record_withheld(
            bot, row.guild_id, self.table_id, await bot.language(interaction)
        )
        if withheld:
            await interaction.response.send_message(withheld, ephemeral=True)
            return
        # Whoever steps the replay edits its public message: the server's language.
        language = await bot.server_language(row.guild_id)
        await interaction.response.edit_message(**replay_step(bot, row, self.step, language).edit())


def replay_step(bot: Folkdeck, row: TableRow, step: int, language: str = i18n.ENGLISH) -> Message:
    """The public view after ``step`` actions, drawn by the game's table plug-in, with the
    step buttons instead of the table's own controls."""
    total = len(row.actions)
    step = max(0, min(step, total))
    rendered = plugin_for(row.game).public(replay_session(row, step), bot.render_context)
    if rendered.layout:  # a Components V2 table: its controls cannot be swapped; use text
        rendered = plugin_for(DEFAULT).public(replay_session(row, step), bot.render_context)
    view = discord.ui.View(timeout=None)
    for slot, target in enumerate((0, step - 1, step + 1, total)):
        at_edge = step == 0 if slot < 2 else step == total
        view.add_item(ReplayStep(row.id, max(0, min(target, total)), slot, disabled=at_edge))
    content = i18n.t(language, "replay-step", table=row.id, step=step, total=total)
    return Message(content=content, embeds=rendered.embeds, view=view, files=rendered.files)


class Results(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(BoardPage, ReplayStep)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(BoardPage, ReplayStep)

    async def season_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        seasons = await self.bot.store.seasons(interaction.guild_id)
        wanted = current.casefold()
        return [
            app_commands.Choice(name=season.name, value=season.name)
            for season in reversed(seasons)
            if wanted in season.name.casefold()
        ][:25]

    @app_commands.command(name="leaderboard", description="A game's leaderboard in this server.")
    @app_commands.describe(
        game="The game",
        season="A past season (default: the current one)",
        daily="4-poker: today's daily deal board and yesterday's best",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.autocomplete(season=season_autocomplete)
    @app_commands.guild_only()
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        season: str | None = None,
        daily: bool = False,
    ) -> None:
        assert interaction.guild_id is not None
        store = self.bot.store
        language = await self.bot.language(interaction)
        if daily:
            if game.value != GAME:
                await interaction.response.send_message(
                    i18n.t(language, "leaderboard-daily-not-poker"), ephemeral=True
                )
                return
            embed = await daily_embed(self.bot, interaction.guild_id, interaction.user.id, language)
            await interaction.response.send_message(embed=embed)
            return
        if season:
            chosen = await store.season_named(interaction.guild_id, season.strip())
            if chosen is None:
                names = [row.name for row in await store.seasons(interaction.guild_id)]
                listed = ", ".join(i18n.isolate(language, plain(name)) for name in names)
                await interaction.response.send_message(
                    fit_content(
                        i18n.t(
                            language,
                            "leaderboard-no-season",
                            name=i18n.isolate(language, plain(echo(season))),
                            seasons=listed or i18n.t(language, "leaderboard-seasons-none"),
                        )
                    ),
                    ephemeral=True,
                )
                return
        else:
            chosen = await store.current_season(interaction.guild_id, now())
        embed, view = await render_board(
            self.bot, chosen, game.value, 0, caller=interaction.user.id, language=language
        )
        await interaction.response.send_message(embed=embed, view=view)

    @app_commands.command(name="stats", description="A member's statistics in this server.")
    @app_commands.describe(member="Whose statistics (default: yours)")
    @app_commands.guild_only()
    async def stats(
        self,
        interaction: discord.Interaction,
        # A user outside the server arrives as a User (a Member would fail to convert).
        member: discord.Member | discord.User | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        target = member or interaction.user
        language = await self.bot.language(interaction)
        refusal = await self._refusal(interaction, target, language)
        if refusal:
            await interaction.response.send_message(refusal, ephemeral=True)
            return
        store, min_games = self.bot.store, self.bot.settings.min_games
        season = await store.current_season(interaction.guild_id, now())
        found = await store.stats_card(
            interaction.guild_id,
            target.id,
            season,
            partnerships=PARTNERSHIPS,
            solitaires=SOLITAIRES,
            min_games=min_games,
        )
        embed = discord.Embed(
            title=i18n.t(
                language, "stats-title", name=i18n.isolate(language, plain(target.display_name))
            ),
            colour=discord.Colour.blurple(),
        )
        if not found:
            embed.description = i18n.t(language, "stats-none")
        for stats, own, ranked in found:
            embed.add_field(
                name=title_of(stats.game),
                value=stats_field(stats, own, season, min_games, ranked, language),
                inline=False,
            )
        embed.set_footer(text=i18n.t(language, "stats-footer", season=season.name))
        await interaction.response.send_message(
            embed=fit_embed(embed), ephemeral=target.id != interaction.user.id
        )

    @app_commands.command(name="history", description="A member's latest tables in this server.")
    @app_commands.describe(member="Whose tables (default: yours)")
    @app_commands.guild_only()
    async def history(
        self,
        interaction: discord.Interaction,
        # A user outside the server arrives as a User (a Member would fail to convert).
        member: discord.Member | discord.User | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        target = member or interaction.user
        language = await self.bot.language(interaction)
        refusal = await self._refusal(interaction, target, language)
        if refusal:
            await interaction.response.send_message(refusal, ephemeral=True)
            return
        entries = await self.bot.store.history(interaction.guild_id, target.id, limit=10)
        embed = discord.Embed(
            title=i18n.t(
                language, "history-title", name=i18n.isolate(language, plain(target.display_name))
            ),
            colour=discord.Colour.blurple(),
        )
        embed.description = (
            "\n".join(history_line(entry, language) for entry in entries)
            if entries
            else i18n.t(language, "history-none")
        )
        embed.set_footer(text=i18n.t(language, "history-footer"))
        await interaction.response.send_message(embed=fit_embed(embed), ephemeral=True)

    @app_commands.command(name="replay", description="The game record of a finished table.")
    @app_commands.describe(table="The table's number (see /history)")
    @app_commands.guild_only()
    async def replay(self, interaction: discord.Interaction, table: int) -> None:
        row = await self.bot.store.table(table)
        language = await self.bot.language(interaction)
        if row is None or row.guild_id != interaction.guild_id:
            await interaction.response.send_message(
                i18n.t(language, "table-not-here"), ephemeral=True
            )
            return
        if row.status != TableStatus.FINISHED:
            # A record names every hidden card: never before the game is over.
            await interaction.response.send_message(
                i18n.t(
                    language,
                    "replay-not-finished",
                    table=table,
                    status=status_text(language, row.status),
                ),
                ephemeral=True,
            )
            return
        withheld = await record_withheld(self.bot, row.guild_id, table, language)
        if withheld:
            await interaction.response.send_message(withheld, ephemeral=True)
            return
        try:
            record = export_record(row)
        except (IllegalAction, SetupError, ValueError):
            log.exception("table %s: its record could not be rebuilt", table)
            await interaction.response.send_message(
                i18n.t(language, "replay-not-rebuilt"), ephemeral=True
            )
            return
        data = json.dumps(record, ensure_ascii=False, indent=1).encode()
        await interaction.response.send_message(
            i18n.t(language, "replay-record", table=table, game=title_of(row.game)),
            file=discord.File(io.BytesIO(data), filename=f"table-{table}.json"),
        )
        # The step-by-step view as a message of its own: its pictures change with each step,
        # and replacing a message's attachments would take the record away.
        await interaction.followup.send(
            **replay_step(self.bot, row, len(row.actions), language).send()
        )

    @replay.autocomplete("table")
    async def replay_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The member's own latest finished tables here."""
        if interaction.guild_id is None:
            return []
        entries = await self.bot.store.history(interaction.guild_id, interaction.user.id, 25)
        language = await self.bot.language(interaction)
        return [
            app_commands.Choice(
                name=i18n.t(
                    language,
                    "table-choice",
                    table=entry.table_id,
                    game=title_of(entry.game),
                    status=status_text(language, entry.outcome),
                ),
                value=entry.table_id,
            )
            for entry in entries
            if str(entry.table_id).startswith(current.strip())
        ]

    async def _refusal(
        self, interaction: discord.Interaction, target: discord.abc.User, language: str
    ) -> str | None:
        if target.bot:
            return i18n.t(language, "stats-bot")
        if not isinstance(target, discord.Member):
            name = i18n.isolate(language, plain(echo(target.display_name)))
            return i18n.t(language, "stats-not-member", name=name)
        if target.id == interaction.user.id:
            return None
        assert interaction.guild_id is not None
        if await self.bot.store.board_opt_out(interaction.guild_id, target.id):
            name = i18n.isolate(language, plain(target.display_name))
            return i18n.t(language, "stats-hidden", name=name)
        return None


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Results(bot))
