"""Builds the whole bot without connecting it: ``create_bot(settings)``."""

from __future__ import annotations

import asyncio
import logging
from functools import partial

import discord
from discord import app_commands
from discord.ext import commands

from bot.art.emoji import install_card_faces
from bot.budget import EditBudget
from bot.door import BotDoor
from bot.host import TableHost
from bot.limits import fit_content
from bot.panels import Panels
from bot.pings import Pinger
from bot.publisher import Publisher
from bot.ratings import rate
from bot.session import Session
from bot.settings import Settings
from bot.store import Store
from bot.tables import all_controls, render_public
from bot.tables.context import RenderContext
from bot.tables.controls import answer_privately
from bot.tables.message import NO_PINGS, Message
from bot.threads import archive_thread
from engine.wording import Said

log = logging.getLogger(__name__)

SHUTDOWN_FLUSH_SECONDS = 3.0
"""How long a graceful stop waits for actions in hand, then for last table edits (each)."""

COGS = (
    "cogs.lobby",
    "cogs.settings",
    "cogs.rules",
    "cogs.leaderboard",
    "cogs.seasons",
)


class Folkdeck(commands.Bot):
    """The bot: a store, a table host and its publisher, and the cogs that talk to Discord."""

    def __init__(self, settings: Settings) -> None:
        # Slash commands and components need no privileged intent; guilds keeps the channel cache.
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=NO_PINGS,
            max_ratelimit_timeout=30.0,
        )
        self.settings = settings
        self.render_context = RenderContext()
        self.click_timings: list[float] | None = None
        """When a list, each click's handling time in seconds (receipt to answer, commit
        included) is appended: benchmarks measure the bot's own work this way."""
        self._store: Store | None = None
        self._host: TableHost | None = None
        self._publisher: Publisher | None = None
        self._door: BotDoor | None = None
        self.panels: Panels | None = None
        """The members' live hand panels (``bot/panels.py``)."""
        self.edit_budget: EditBudget | None = None
        self.tree.on_error = self._on_tree_error  # type: ignore[method-assign]

    @property
    def store(self) -> Store:
        assert self._store is not None, "the store opens in setup_hook"
        return self._store

    @property
    def host(self) -> TableHost:
        assert self._host is not None, "the table host starts in setup_hook"
        return self._host

    @property
    def publisher(self) -> Publisher:
        assert self._publisher is not None, "the publisher starts in setup_hook"
        return self._publisher

    @property
    def door(self) -> BotDoor:
        """All a table plug-in may ask of the bot (the controls' gate hands it to them)."""
        assert self._door is not None, "the door opens in setup_hook"
        return self._door

    async def setup_hook(self) -> None:
        self._store = await Store.open(self.settings.database_path, rating=rate)
        self._host = TableHost(self._store, self.settings)
        # One budget for every edit that counts against Discord's global limit.
        self.edit_budget = EditBudget(self.settings.edit_rate)
        self._publisher = Publisher(
            self,
            self._render_public,
            self._message_posted,
            interval=self.settings.publish_interval,
            budget=self.edit_budget,
        )
        self._host.publisher = self._publisher
        self.panels = Panels(
            self,
            self.render_context,
            interval=self.settings.panel_interval,
            budget=self.edit_budget,
        )
        self._host.panels = self.panels
        self._door = BotDoor(
            self._host,
            self._store,
            self._publisher,
            self.render_context,
            self._clicked,
            panels=self.panels,
        )
        self._host.notify = self._notify
        self._host.on_turn = Pinger(self)
        self._host.on_closed = partial(archive_thread, self)
        self.add_dynamic_items(*all_controls())
        # Before recovery, so recovered tables are drawn with the card emoji; text on failure.
        await install_card_faces(self, self.render_context, style=self.settings.card_style)
        for extension in COGS:
            await self.load_extension(extension)
        recovered = await self._host.recovery.recover()
        log.info("recovered %s unfinished tables from %s", recovered, self.settings.database_path)
        await self._sync_commands()

    def _render_public(self, session: Session) -> Message:
        return render_public(session, self.render_context)

    async def _sync_commands(self) -> None:
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %s commands to guild %s", len(synced), guild.id)
        else:
            synced = await self.tree.sync()
            log.info("synced %s commands globally", len(synced))

    async def _message_posted(
        self, session: Session, old: int | None, message: discord.Message
    ) -> None:
        if old is not None:
            log.info("table %s: its message %s was gone; posted again", session.id, old)
        await self.host.lobby.attach_message(session, message.id, message.channel.id)

    def _clicked(self, seconds: float) -> None:
        if self.click_timings is not None:
            self.click_timings.append(seconds)

    async def _notify(self, session: Session, notice: Said) -> None:
        try:
            channel = self.get_channel(session.channel_id) or await self.fetch_channel(
                session.channel_id
            )
            if isinstance(channel, discord.abc.Messageable):
                text = self.render_context.say(session, notice)
                await channel.send(fit_content(f"**{session.title}, table {session.id}**: {text}"))
        except discord.HTTPException:
            log.warning("table %s: could not post a notice", session.id)

    async def _on_tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.CheckFailure):
            await answer_privately(interaction, str(error) or "You cannot use this command here.")
            return
        log.error(
            "command %s failed", interaction.command and interaction.command.name, exc_info=error
        )
        await answer_privately(
            interaction, "Something went wrong on our side. Nothing was changed; please try again."
        )

    async def close(self) -> None:
        """A graceful stop (SIGTERM, Ctrl-C): timers stop, actions in hand finish, table
        messages that are behind get their last edit, then the database closes."""
        if self._host is not None:
            await self._host.close()
            await self._finish_actions_in_hand(self._host)
        if self.panels is not None:
            await self.panels.close()
        if self._publisher is not None:
            await self._publisher.close(flush_timeout=SHUTDOWN_FLUSH_SECONDS)
        if self.edit_budget is not None:
            self.edit_budget.close()
        if self._store is not None:
            await self._store.close()
            self._store = None
        await super().close()

    @staticmethod
    async def _finish_actions_in_hand(host: TableHost) -> None:
        async def settled(lock: asyncio.Lock) -> None:
            async with lock:
                pass

        locks = [session.lock for session in host.tables.values() if session.lock.locked()]
        if not locks:
            return
        try:
            async with asyncio.timeout(SHUTDOWN_FLUSH_SECONDS):
                await asyncio.gather(*(settled(lock) for lock in locks))
        except TimeoutError:
            log.warning("shutdown: %s table actions still running (timeout)", len(locks))


def create_bot(settings: Settings) -> Folkdeck:
    return Folkdeck(settings)
