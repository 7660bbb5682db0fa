"""The bot's side of the plug-ins' door (``bot/tables/door.py``): each question a plug-in may
ask, answered by the table host, the publisher or the store. A plug-in holds this object,
never the bot."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import discord

from bot import i18n
from bot.clock import now
from bot.errors import OwnedElsewhere
from bot.forwarding import Forwarding
from bot.host import TableHost
from bot.invitations import Invitations
from bot.panels import DmHandle, Handle, Panels, TokenHandle
from bot.publisher import Publisher
from bot.seats import SeatRow
from bot.session import Played, Session
from bot.store import Store
from bot.tables import render_public
from bot.tables.context import RenderContext
from bot.tables.controls import answer_privately
from bot.tables.message import Message, Send
from engine.levels import Level


class BotDoor:
    def __init__(
        self,
        host: TableHost,
        store: Store,
        publisher: Publisher,
        ctx: RenderContext,
        on_click: Callable[[float], None],
        *,
        panels: Panels,
    ) -> None:
        self._panels = panels
        self._host = host
        self._store = store
        self._publisher = publisher
        self._ctx = ctx
        self._on_click = on_click
        self.invitations: Invitations | None = None
        """Sends invitations (``bot/invitations.py``); set by the bot once it is built."""
        self.forwarding: Forwarding | None = None
        """Plays clicks on another process's tables there (``bot/forwarding.py``); set by the
        bot on PostgreSQL (on SQLite one process runs every table)."""

    @property
    def ctx(self) -> RenderContext:
        return self._ctx

    async def language(self, interaction: discord.Interaction) -> str:
        known = self._ctx.languages
        user_id, guild_id = interaction.user.id, interaction.guild_id
        client = str(interaction.locale.value)
        cached = known.members.get(user_id)
        if cached is None or cached[1] != client or (guild_id and guild_id not in known.servers):
            # Once per member (and server): /settings teaches the bot every change after.
            chosen, server = await self._store.languages(user_id, guild_id)
            known.learn_member(user_id, chosen, client)
            known.learn_server(guild_id, server)
        return known.member(user_id, guild_id)

    async def table(self, table_id: int) -> Session:
        return await self._host.get(table_id)

    async def forward(self, interaction: discord.Interaction, table_id: int) -> None:
        language = await self.language(interaction)
        if self.forwarding is None:
            await answer_privately(interaction, OwnedElsewhere(table_id).say(language))
            return
        await self.forwarding.forward(interaction, table_id, language)

    def answering(self) -> AbstractAsyncContextManager[None]:
        return self._host.answering()

    # -- play -----------------------------------------------------------------------------------

    async def act(
        self, table_id: int, user_id: int, action: Any, *, version: int | None, retarget: bool
    ) -> Played:
        return await self._host.play.act(
            table_id, user_id, action, version=version, retarget=retarget
        )

    async def hint(self, table_id: int, user_id: int) -> Any:
        return await self._host.play.hint(table_id, user_id)

    def offered_at(self, session: Session, user_id: int, version: int) -> list[Any]:
        return self._host.play.offered_at(session, user_id, version)

    async def resign(self, table_id: int, user_id: int) -> None:
        await self._host.play.resign(table_id, user_id)

    async def end(self, table_id: int, user_id: int, *, manager: bool) -> None:
        await self._host.play.end(table_id, user_id, manager=manager)

    # -- the lobby ------------------------------------------------------------------------------

    async def join(self, table_id: int, user_id: int, display: str) -> None:
        await self._host.lobby.join(table_id, user_id, display)

    async def leave(self, table_id: int, user_id: int) -> None:
        await self._host.lobby.leave(table_id, user_id)

    async def start(self, table_id: int, user_id: int) -> None:
        await self._host.lobby.start(table_id, user_id)

    async def cancel(self, table_id: int, user_id: int) -> None:
        await self._host.lobby.cancel(table_id, user_id)

    async def add_computer(self, table_id: int, user_id: int, level: Level = Level.NORMAL) -> None:
        await self._host.lobby.add_computer(table_id, user_id, level)

    async def remove_seat(self, table_id: int, user_id: int, position: int) -> None:
        await self._host.lobby.remove_seat(table_id, user_id, position)

    async def swap_seats(self, table_id: int, user_id: int, first: int, second: int) -> None:
        await self._host.lobby.swap_seats(table_id, user_id, first, second)

    async def rematch(self, table_id: int, user_id: int, display: str) -> Session:
        return await self._host.lobby.rematch(table_id, user_id, display)

    async def invite(
        self, table_id: int, user_id: int, invitees: list[int], language: str = i18n.ENGLISH
    ) -> str:
        assert self.invitations is not None, "the bot sets its invitations at start-up"
        return await self.invitations.invite(table_id, user_id, invitees, language)

    # -- the public message ---------------------------------------------------------------------

    def render_public(self, session: Session) -> Message:
        return render_public(session, self._ctx)

    def shown(self, session: Session, revision: int) -> None:
        self._publisher.published(session, revision)

    def not_shown(self, session: Session) -> None:
        self._publisher.forget(session)
        self._publisher.request(session)

    async def post(self, session: Session, send: Send) -> discord.Message:
        return await self._publisher.post(session, send)

    # -- live hand panels -----------------------------------------------------------------------

    def panel_click(self, table_id: int, user_id: int) -> AbstractAsyncContextManager[None]:
        return self._panels.clicking(table_id, user_id)

    def panel_shown(
        self,
        session: Session,
        seat: SeatRow,
        *,
        interaction: discord.Interaction,
        message_id: int,
        message: Message,
        state: dict[str, int],
        revision: int,
    ) -> None:
        handle: Handle
        if interaction.guild_id is None and interaction.channel_id is not None:
            handle = DmHandle(interaction.client, interaction.channel_id, message_id)
        else:
            handle = TokenHandle(interaction, message_id)
        self._panels.shown(session, seat, handle, message, state=state, revision=revision)

    def panel_opened(
        self,
        session: Session,
        seat: SeatRow,
        *,
        interaction: discord.Interaction,
        message_id: int | None,
        message: Message,
        state: dict[str, int],
        revision: int,
    ) -> None:
        handle = TokenHandle(interaction, message_id)
        self._panels.shown(session, seat, handle, message, state=state, revision=revision)

    async def panel_in_dm(
        self,
        session: Session,
        seat: SeatRow,
        *,
        message: Message,
        state: dict[str, int],
        revision: int,
    ) -> bool:
        if seat.user_id is None:
            return False
        handle = self._panels.dm_handle(session.id, seat.user_id)
        if handle is None:
            return False
        try:
            await message.ready()
            if self._panels.budget is not None:
                await self._panels.budget.take(urgent=True)
            await handle.edit(message)
        except discord.HTTPException:
            return False  # gone (deleted by the member): a new DM is sent
        self._panels.shown(session, seat, handle, message, state=state, revision=revision)
        return True

    def dm_opened(
        self,
        session: Session,
        seat: SeatRow,
        *,
        sent: discord.Message,
        message: Message,
        state: dict[str, int],
        revision: int,
    ) -> None:
        handle = DmHandle(self._panels.client, sent.channel.id, sent.id)
        self._panels.shown(session, seat, handle, message, state=state, revision=revision)

    # -- the member and the partnership ---------------------------------------------------------

    async def hand_by_dm(self, user_id: int) -> bool:
        return await self._store.hand_by_dm(user_id)

    async def personal_scores(
        self, guild_id: int | None, game: str, user_id: int
    ) -> tuple[int, int | None, float | None]:
        return await self._store.personal_scores(guild_id, game, user_id)

    async def partner_notes(self, table_id: int) -> dict[int, str]:
        return await self._store.partner_notes(table_id)

    async def set_partner_note(self, table_id: int, team: int, text: str, user_id: int) -> None:
        await self._store.set_partner_note(table_id, team, text, user_id=user_id, now=now())

    def clicked(self, seconds: float) -> None:
        self._on_click(seconds)
