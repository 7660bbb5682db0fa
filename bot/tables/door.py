"""The narrow door between table plug-ins and the rest of the bot.

A click on a plug-in's control carries a :class:`TableDoor` and nothing else of the bot: the
table's actions (through the host, which takes the lock and commits), the public message's
drawing, the clicker's preferences and record, and the partnership's notes. A plug-in never
sees the store, the publisher, the host or the bot object; the bot (``bot/door.py``) is the
one implementation.
"""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

import discord

from bot.seats import SeatRow
from bot.session import Played, Session
from bot.tables.context import RenderContext
from bot.tables.message import Message, Send
from engine.levels import Level


class TableDoor(Protocol):
    @property
    def ctx(self) -> RenderContext:
        """How cards and names are written (``for_table``/``for_member`` give the language)."""
        ...

    async def language(self, interaction: discord.Interaction) -> str:
        """The clicker's language (their choice, client locale, server default), learnt for
        the panels the host draws later without them."""
        ...

    async def table(self, table_id: int) -> Session:
        """A live table (a refusal that says how a closed one ended)."""
        ...

    async def forward(self, interaction: discord.Interaction, table_id: int) -> None:
        """The table is open but another process of the bot runs it: the click is played
        there and answered through the interaction (``bot/forwarding.py``)."""
        ...

    def answering(self) -> AbstractAsyncContextManager[None]:
        """Around a change and its answer: the pings and notices the change caused go out
        once the block ends, after the answer."""
        ...

    # -- play -----------------------------------------------------------------------------------

    async def act(
        self, table_id: int, user_id: int, action: Any, *, version: int | None, retarget: bool
    ) -> Played: ...

    async def hint(self, table_id: int, user_id: int) -> Any: ...

    def offered_at(self, session: Session, user_id: int, version: int) -> list[Any]: ...

    async def resign(self, table_id: int, user_id: int) -> None: ...

    async def end(self, table_id: int, user_id: int, *, manager: bool) -> None: ...

    # -- the lobby ------------------------------------------------------------------------------

    async def join(self, table_id: int, user_id: int, display: str) -> None: ...

    async def leave(self, table_id: int, user_id: int) -> None: ...

    async def start(self, table_id: int, user_id: int) -> None: ...

    async def cancel(self, table_id: int, user_id: int) -> None: ...

    async def add_computer(
        self, table_id: int, user_id: int, level: Level = Level.NORMAL
    ) -> None: ...

    async def remove_seat(self, table_id: int, user_id: int, position: int) -> None: ...

    async def swap_seats(self, table_id: int, user_id: int, first: int, second: int) -> None: ...

    async def rematch(self, table_id: int, user_id: int, display: str) -> Session: ...

    async def invite(
        self, table_id: int, user_id: int, invitees: list[int], language: str = "en"
    ) -> str:
        """The host invites members; the answer tells the host what happened, briefly (in
        ``language``, the host's)."""
        ...

    # -- the public message ---------------------------------------------------------------------

    def render_public(self, session: Session) -> Message: ...

    def shown(self, session: Session, revision: int) -> None:
        """The public message now shows ``revision`` (an interaction's answer drew it)."""
        ...

    def not_shown(self, session: Session) -> None:
        """An answer marked ``shown`` failed: the publisher brings the message up to date."""
        ...

    async def post(self, session: Session, send: Send) -> discord.Message:
        """Post the table's message (a new table's, a rematch lobby's) through ``send``."""
        ...

    # -- live hand panels (bot/panels.py) ------------------------------------------------------

    def panel_click(self, table_id: int, user_id: int) -> AbstractAsyncContextManager[None]:
        """Around a member's click: the answer draws their panel, the host leaves it alone."""
        ...

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
        """A click's answer drew the panel ``message_id``: the member's live panel now."""
        ...

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
        """A fresh ephemeral panel: the member's only live one (the previous one reduced)."""
        ...

    async def panel_in_dm(
        self,
        session: Session,
        seat: SeatRow,
        *,
        message: Message,
        state: dict[str, int],
        revision: int,
    ) -> bool:
        """Bring the member's DM hand for this table up to date in place; ``False`` if there
        is none to edit (a new DM is sent)."""
        ...

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
        """The member's DM hand for this table, followed for the whole game."""
        ...

    # -- the member -----------------------------------------------------------------------------

    async def hand_by_dm(self, user_id: int) -> bool: ...

    async def personal_scores(
        self, guild_id: int | None, game: str, user_id: int
    ) -> tuple[int, int | None, float | None]:
        """The member's record at a solitaire in this server: games, best, average."""
        ...

    # -- the partnership ------------------------------------------------------------------------

    async def partner_notes(self, table_id: int) -> dict[int, str]: ...

    async def set_partner_note(self, table_id: int, team: int, text: str, user_id: int) -> None: ...

    def clicked(self, seconds: float) -> None:
        """One click's handling time (benchmarks read them)."""
        ...
