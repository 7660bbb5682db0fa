"""Builds the whole bot without connecting it: ``create_bot(settings)``."""

from __future__ import annotations

import asyncio
import logging
from functools import partial
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.art.emoji import install_card_faces
from bot.budget import EditBudget
from bot.door import BotDoor
from bot.errors import StoreBusy
from bot.forwarding import Forwarding, capture
from bot.host import TableHost
from bot.invitations import Invitations
from bot.limits import fit_content
from bot.panels import Panels
from bot.pings import Pinger
from bot.publisher import Publisher
from bot.ratings import rate
from bot.reminders import Reminders
from bot.session import Session
from bot.settings import Settings
from bot.shards import Ownership
from bot.store import Store
from bot.tables import all_controls, render_public
from bot.tables.context import RenderContext
from bot.tables.controls import answer_privately
from bot.tables.message import NO_PINGS, Message
from bot.threads import archive_thread
from bot.translator import CatalogueTranslator
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
    "cogs.invitations",
)


class Folkdeck(commands.Bot):
    """The bot: a store, a table host and its publisher, and the cogs that talk to Discord."""

    def __init__(self, settings: Settings, **options: Any) -> None:
        # Slash commands and components need no privileged intent; guilds keeps the channel cache.
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=NO_PINGS,
            max_ratelimit_timeout=30.0,
            **options,
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
        self._invitations: Invitations | None = None
        self.panels: Panels | None = None
        """The members' live hand panels (``bot/panels.py``)."""
        self.edit_budget: EditBudget | None = None
        self.forwarding: Forwarding | None = None
        """Clicks on other processes' tables, and theirs on ours (``bot/forwarding.py``)."""
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

    @property
    def invitations(self) -> Invitations:
        """Invitations and "a table is open" notices (``bot/invitations.py``)."""
        assert self._invitations is not None, "invitations start in setup_hook"
        return self._invitations

    async def setup_hook(self) -> None:
        url = self.settings.database_url
        self._store = await Store.open(
            self.settings.database_path,
            rating=rate,
            write_wait=self.settings.write_wait,
            url=url.get_secret_value() if url else None,
        )
        self._host = TableHost(self._store, self.settings)
        # One budget for every edit that counts against Discord's global limit.
        # Processes sharing the token share Discord's global limit, each by its shards' part.
        share = Ownership.of(self.settings).share
        self.edit_budget = EditBudget(self.settings.edit_rate * share)
        self._publisher = Publisher(
            self,
            self._render_public,
            self._message_posted,
            interval=self.settings.publish_interval,
            on_shown=self._host.recovery.shown,
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
        self._invitations = Invitations(self, self._host, self._store)
        self._door.invitations = self._invitations
        if self._store.shared:
            # Processes sharing PostgreSQL play each other's clicks (a DM reaches shard 0's).
            self.forwarding = Forwarding(self, self._host, self._store)
            capture(self._connection)
            await self.forwarding.start()
            self._door.forwarding = self.forwarding
        self._host.notify = self._notify
        self._host.on_turn = Reminders(self, Pinger(self))  # slow tables remind by DM
        self._host.on_closed = partial(archive_thread, self)
        self.add_dynamic_items(*all_controls())
        # Before recovery, so recovered tables are drawn with the card emoji; text on failure.
        # Processes of one bot sync one at a time: the later ones find every emoji uploaded.
        async with self._store.exclusive("emoji_sync", wait=True):
            await install_card_faces(self, self.render_context, style=self.settings.card_style)
        for extension in COGS:
            await self.load_extension(extension)
        # Every server's default before any table is drawn (table messages are synchronous).
        for guild_id, language in (await self._store.server_languages()).items():
            self.render_context.languages.learn_server(guild_id, language)
        recovered = await self._host.recovery.recover()
        log.info("recovered %s unfinished tables from the %s store", recovered, self._store.backend)
        await self.tree.set_translator(CatalogueTranslator())  # before the sync that uses it
        await self._sync_commands()

    async def language(self, interaction: discord.Interaction) -> str:
        """The language this member is answered in (``i18n.choose``)."""
        chosen, server = await self.store.languages(interaction.user.id, interaction.guild_id)
        # Learnt for what is drawn later without a store read (panels, table messages).
        known = self.render_context.languages
        known.learn_member(interaction.user.id, chosen, str(interaction.locale.value))
        if known.servers.get(interaction.guild_id or 0) != server:
            known.learn_server(interaction.guild_id, server)
            self._redraw_server(interaction.guild_id)
        return i18n.choose(chosen, str(interaction.locale.value), server)

    def _redraw_server(self, guild_id: int | None) -> None:
        """A server's language changed: its tables' messages are redrawn in it."""
        if guild_id is None or self._host is None or self._publisher is None:
            return
        for session in list(self._host.tables.values()):
            if session.guild_id == guild_id and session.message_id is not None:
                # Shown already at its revision, but in the old language: drawn again.
                self._publisher.forget(session)
                self._publisher.request(session)

    def _render_public(self, session: Session) -> Message:
        return render_public(session, self.render_context)

    async def _sync_commands(self) -> None:
        # Several processes of one bot: one syncs (they all hold the same commands).
        async with self.store.exclusive("command_sync") as mine:
            if not mine:
                log.info("commands are being synced by another process")
                return
            await self._sync_tree()

    async def _sync_tree(self) -> None:
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
                # The whole channel reads it: the server's language, all in English where the
                # sentence has no message in it yet (never half and half).
                language = await self.server_language(session.guild_id)
                if not i18n.has(language, i18n.said_id(notice.template)):
                    language = i18n.ENGLISH
                text = self.render_context.speaking(language).say(session, notice)
                await channel.send(
                    fit_content(
                        i18n.t(
                            language,
                            "table-notice",
                            game=session.title,
                            table=session.id,
                            text=text,
                        )
                    )
                )
        except discord.HTTPException:
            log.warning("table %s: could not post a notice", session.id)

    async def _on_tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(getattr(error, "original", None), StoreBusy):
            # Any command's write refused in time (another program holds the database): its
            # answer cannot read the member's language either.
            await answer_privately(interaction, StoreBusy().say(i18n.ENGLISH))
            return
        language = await self._language_or_english(interaction)
        if isinstance(error, app_commands.NoPrivateMessage):
            await answer_privately(interaction, i18n.t(language, "error-guild-only"))
            return
        if isinstance(error, app_commands.CheckFailure):
            await answer_privately(
                interaction, str(error) or i18n.t(language, "error-command-not-here")
            )
            return
        log.error(
            "command %s failed", interaction.command and interaction.command.name, exc_info=error
        )
        await answer_privately(interaction, i18n.t(language, "error-internal"))

    async def server_language(self, guild_id: int | None) -> str:
        """The language of what the bot posts for a whole server (its default, else English)."""
        if guild_id is None:
            return i18n.ENGLISH
        _, server = await self.store.languages(0, guild_id)
        self.render_context.languages.learn_server(guild_id, server)
        return i18n.choose(None, None, server)

    async def _language_or_english(self, interaction: discord.Interaction) -> str:
        try:
            return await self.language(interaction)
        except Exception:  # noqa: BLE001 - an error's answer must not fail for its language
            return i18n.ENGLISH

    async def close(self) -> None:
        """A graceful stop (SIGTERM, Ctrl-C): timers stop, actions in hand finish, table
        messages that are behind get their last edit, then the database closes."""
        if self.forwarding is not None:
            await self.forwarding.close()
        if self._host is not None:
            await self._host.close()
            await self._finish_actions_in_hand(self._host)
        if self.panels is not None:
            await self.panels.close()
        if self._publisher is not None:
            await self._publisher.close(flush_timeout=SHUTDOWN_FLUSH_SECONDS)
        if self._host is not None:
            await self._host.recovery.flush()  # what the last edits showed, before it closes
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


class ShardedFolkdeck(Folkdeck, commands.AutoShardedBot):
    """The bot over several gateway connections (``SHARD_COUNT``), this process running the
    shards ``SHARD_IDS`` names. Without those settings the bot is the plain :class:`Folkdeck`
    (one connection), as discord.py advises below 2,500 servers."""


def create_bot(settings: Settings) -> Folkdeck:
    shards = settings.shards
    if shards is None:
        return Folkdeck(settings)
    return ShardedFolkdeck(settings, shard_count=settings.shard_count, shard_ids=list(shards))
