"""/play opens a table in the channel; /end ends one (its host, or a server manager). The
lobby's and the tables' buttons are the table plug-ins' own controls (``bot/tables/``)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import Folkdeck
from bot.daily import announce as announce_daily
from bot.daily import open_daily
from bot.errors import Refused, StaleControl, TableError, UnknownTable
from bot.i18n import status_text
from bot.limits import fit_content
from bot.options_form import PACE, OptionsForm
from bot.pace import Pace, turn_clock
from bot.permissions import is_manager
from bot.session import Session
from bot.tables.message import answer_with
from engine.errors import SetupError
from engine.options import OptionField, complete_option_words, parse_option_words
from engine.registry import available_games, game_class

log = logging.getLogger(__name__)

NO_SUCH_TABLE = "table-not-here"
"""The catalogue message of a table number this server does not have."""
AUTOCOMPLETE_TEXT = 100
"""Discord's limit on an autocomplete choice's name and value."""
AUTOCOMPLETE_CHOICES = 25

PACES = [pace.value for pace in Pace]
PACE_CHOICES = [app_commands.Choice(name=pace, value=pace) for pace in PACES]
PACE_FIELD = OptionField(
    name=PACE,
    description="Live: minutes a turn. Relaxed: four hours. Slow: a day; turns told by DM.",
    default=Pace.LIVE.value,
    choices=tuple(PACES),
)
"""The table's pace as the form's last field (not an engine option: ``bot/pace.py``)."""

GAME_CHOICES = [app_commands.Choice(name=cls.title, value=cls.name) for cls in available_games()]


def parse_options(text: str) -> dict[str, Any]:
    """``"rounds=2 all_pay=false"`` -> ``{"rounds": 2, "all_pay": False}``, read within limits
    (``engine.options``); the engine checks the names and values."""
    try:
        return parse_option_words(text)
    except SetupError as error:
        raise Refused(error) from None  # said in the member's language


@dataclass(frozen=True, slots=True)
class Solo:
    """What /play was given beside the game, where only 4-poker is played as it is."""

    thread: bool
    form: bool
    options: str | None
    pace: app_commands.Choice[str] | None
    turn: int | None

    @property
    def given(self) -> bool:
        return (
            self.thread
            or self.form
            or bool(self.options)
            or self.turn is not None
            or (self.pace is not None and self.pace.value != Pace.LIVE)
        )


class Lobby(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    @app_commands.command(name="play", description="Open a table for a card game in this channel.")
    @app_commands.describe(
        game="The game to play",
        thread="Open the table in its own thread",
        turn_seconds="Turn clock for multiplayer games, in seconds",
        options="Game options as key=value pairs, such as: rounds=2 (see /rules)",
        daily="4-poker: today's deal, the same for everyone here (one attempt a day, no hints)",
        form="Choose the game's options in a form instead of typing them",
        pace="Live (minutes a turn), relaxed (four hours) or slow (a day), turns told by DM",
    )
    @app_commands.choices(game=GAME_CHOICES, pace=PACE_CHOICES)
    # Installed by a member, Folkdeck plays 4-poker in DMs, group DMs and servers without it.
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def play(  # noqa: PLR0917 - discord.py fills a command's options by name
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        thread: bool = False,
        turn_seconds: app_commands.Range[int, 15, 3600] | None = None,
        options: str | None = None,
        daily: bool = False,
        form: bool = False,
        pace: app_commands.Choice[str] | None = None,
    ) -> None:
        channel = interaction.channel
        guild_id = interaction.guild_id
        language = await self.bot.language(interaction)
        if guild_id is None or self.bot.get_guild(guild_id) is None:
            solo = Solo(thread=thread, form=form, options=options, pace=pace, turn=turn_seconds)
            await self.play_anywhere(interaction, game.value, daily=daily, solo=solo)
            return
        if not isinstance(channel, discord.TextChannel | discord.Thread):
            await interaction.response.send_message(
                i18n.t(language, "play-text-channels-only"), ephemeral=True
            )
            return
        try:
            chosen = Pace(pace.value) if pace is not None else Pace.LIVE
            if daily:  # bot/daily.py: the day's seed, one attempt per member
                if form or options or chosen is not Pace.LIVE:
                    raise TableError(message_id="play-daily-no-options")
                session = await open_daily(self.bot, interaction, channel.id, game.value)
                await self.post(interaction, channel, session, thread=thread)
                await announce_daily(self.bot, interaction)
                return
            if form:
                if options or pace is not None:
                    raise TableError(message_id="play-form-and-options")
                await interaction.response.send_modal(
                    self.options_form(
                        game.value, language, thread=thread, turn_seconds=turn_seconds
                    )
                )
                return
            await self.open(
                interaction,
                game.value,
                parse_options(options or ""),
                thread=thread,
                turn_seconds=turn_clock(chosen, turn_seconds, game_class(game.value)),
            )
        except TableError as refusal:
            await interaction.response.send_message(
                fit_content(refusal.say(language)), ephemeral=True
            )

    async def play_anywhere(
        self, interaction: discord.Interaction, game: str, *, daily: bool, solo: Solo
    ) -> None:
        """Where Folkdeck is no server's bot (a DM, a group DM, a server that never added it,
        with Folkdeck installed by the member): 4-poker alone, answered as the command's own
        message and played by editing it; its daily deal is the member's own."""
        cls = game_class(game)
        language = await self.bot.language(interaction)
        if not cls.kind.solitaire:
            refusal = i18n.t(language, "play-needs-server", game=cls.title)
        elif solo.given:
            refusal = i18n.t(language, "play-as-it-is", game=cls.title)
        else:
            refusal = None
        if refusal is not None or interaction.channel_id is None:
            await interaction.response.send_message(
                refusal or i18n.t(language, "play-not-here"), ephemeral=True
            )
            return
        user = interaction.user
        try:
            if daily:
                session = await open_daily(
                    self.bot, interaction, interaction.channel_id, game, personal=True
                )
            else:
                session = await self.bot.host.lobby.open_table(
                    game=game,
                    guild_id=None,
                    channel_id=interaction.channel_id,
                    host_id=user.id,
                    host_display=user.display_name,
                )
        except TableError as refused:
            await interaction.response.send_message(
                fit_content(refused.say(language)), ephemeral=True
            )
            return
        await self.bot.publisher.post(session, answer_with(interaction))
        if daily:
            await announce_daily(self.bot, interaction, personal=True)

    def options_form(self, game: str, language: str, **how: Any) -> OptionsForm:
        """The game's options as a form; submitted, it opens the table as typed ones would."""
        cls = game_class(game)
        if not cls.Options.model_fields:
            raise TableError(message_id="play-no-options", game=cls.title)

        paced = cls.kind.turn_based and not cls.kind.solitaire
        given = how.pop("turn_seconds")

        async def submit(interaction: discord.Interaction, options: dict[str, Any]) -> None:
            try:
                chosen = str(options.pop("pace", Pace.LIVE))
                if chosen not in PACES:
                    raise TableError(message_id="play-choose-pace")
                turn = turn_clock(Pace(chosen), given, cls)
                await self.open(interaction, game, options, turn_seconds=turn, **how)
            except TableError as refusal:
                language = await self.bot.language(interaction)
                await interaction.response.send_message(
                    fit_content(refusal.say(language)), ephemeral=True
                )

        return OptionsForm(cls, submit, extra=[PACE_FIELD] if paced else [], language=language)

    async def open(
        self,
        interaction: discord.Interaction,
        game: str,
        options: dict[str, Any],
        *,
        thread: bool,
        turn_seconds: float | None,
    ) -> None:
        """Open the table (``TableError`` with nothing changed if refused), post it, and tell
        the members who follow the game."""
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel | discord.Thread)
        session = await self.bot.host.lobby.open_table(
            options=options,
            game=game,
            guild_id=interaction.guild_id,
            channel_id=channel.id,
            host_id=interaction.user.id,
            host_display=interaction.user.display_name,
            turn_seconds=turn_seconds,
        )
        await self.post(interaction, channel, session, thread=thread)
        await self.bot.invitations.announce_open(session)  # to members following the game

    @play.autocomplete("options")
    async def options_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The option names of the chosen game, then their values."""
        try:
            cls = game_class(str(interaction.namespace.game))
        except SetupError:
            return []
        return [
            app_commands.Choice(name=text, value=text)
            for text in complete_option_words(cls.Options, current[:AUTOCOMPLETE_TEXT])
            if len(text) <= AUTOCOMPLETE_TEXT
        ]

    async def post(
        self,
        interaction: discord.Interaction,
        channel: discord.TextChannel | discord.Thread,
        session: Session,
        *,
        thread: bool = False,
    ) -> None:
        """Post a new table's message as the command's answer, or in a new thread."""
        publisher = self.bot.publisher
        if not thread or not isinstance(channel, discord.TextChannel):
            await publisher.post(session, answer_with(interaction))
            return
        assert interaction.guild is not None
        if not channel.permissions_for(interaction.guild.me).create_public_threads:
            # Above the table, which the whole channel reads: the server's language.
            server = await self.bot.server_language(interaction.guild_id)
            note = i18n.t(server, "play-no-threads")
            await publisher.post(session, answer_with(interaction), note=note)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        server = await self.bot.server_language(interaction.guild_id)
        opened = await channel.create_thread(
            name=i18n.t(server, "play-thread-name", game=session.title, table=session.id),
            type=discord.ChannelType.public_thread,
        )
        await publisher.post(session, opened.send)
        language = await self.bot.language(interaction)
        await interaction.followup.send(
            i18n.t(language, "play-open-in-thread", thread=opened.mention), ephemeral=True
        )

    @app_commands.command(
        name="end", description="End a table: its host, or a member who can manage the server."
    )
    @app_commands.describe(table="The table's number (in its title)")
    @app_commands.guild_only()
    async def end(self, interaction: discord.Interaction, table: int) -> None:
        host = self.bot.host
        language = await self.bot.language(interaction)
        # The host sends the pings and notices the end causes (its last turn ping removed)
        # once this answer is made.
        async with host.answering():
            try:
                session = await self._table_here(table, interaction.guild_id)
                await host.play.end(table, interaction.user.id, manager=is_manager(interaction))
            except TableError as refusal:
                await interaction.response.send_message(
                    fit_content(refusal.say(language)), ephemeral=True
                )
                return
            await interaction.response.send_message(
                i18n.t(language, "end-ended", table=table, game=session.title), ephemeral=True
            )

    @end.autocomplete("table")
    async def end_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The member's own live tables here (hosted or seated; every one for a manager)."""
        manager = is_manager(interaction)
        user_id = interaction.user.id
        mine = [
            session
            for session in self.bot.host.tables.values()
            if session.guild_id == interaction.guild_id
            and (manager or session.host_id == user_id or session.seat_of(user_id) is not None)
            and str(session.id).startswith(current.strip())
        ]
        language = await self.bot.language(interaction)
        return [
            app_commands.Choice(
                name=i18n.t(
                    language,
                    "table-choice",
                    table=s.id,
                    game=s.title,
                    status=status_text(language, s.status),
                ),
                value=s.id,
            )
            for s in sorted(mine, key=lambda s: -s.id)[:AUTOCOMPLETE_CHOICES]
        ]

    async def _table_here(self, table: int, guild_id: int | None) -> Session:
        """The live table of this server; another server's table, open or closed, is no
        table at all here (its fate is that server's business)."""
        try:
            session = await self.bot.host.get(table)
        except UnknownTable:
            raise TableError(message_id=NO_SUCH_TABLE) from None
        except StaleControl:
            row = await self.bot.store.table(table)
            if row is None or row.guild_id != guild_id:
                raise TableError(message_id=NO_SUCH_TABLE) from None
            raise
        if session.guild_id != guild_id:
            raise TableError(message_id=NO_SUCH_TABLE)
        return session


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(Lobby(bot))
