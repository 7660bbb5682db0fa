"""Turn reminders by DM at tables that are not live (``bot/pace.py``): the host's turn hook
in front of the channel's turn pings."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot import i18n
from bot.pace import Pace, pace_of
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.controls import DMS_CLOSED
from bot.tables.lobby import table_link

if TYPE_CHECKING:
    from bot.app import Folkdeck
    from bot.host import TurnHook

log = logging.getLogger(__name__)


class Reminders:
    """The host's turn hook: at a table that is not live, the member whose turn it is gets a
    DM (once per turn: the host calls it when the turn passes); elsewhere, or when DMs are
    closed, the channel ping."""

    def __init__(self, bot: Folkdeck, ping: TurnHook) -> None:
        self.bot = bot
        self.ping = ping

    async def __call__(self, session: Session, seat: SeatRow | None) -> None:
        if (
            seat is None
            or seat.user_id is None
            or session.closed
            or pace_of(session.turn_seconds) is Pace.LIVE
        ):
            await self.ping(session, seat)
            return
        if not await self.bot.store.turn_pings(seat.user_id):
            await self.ping(session, None)  # no reminder; an earlier ping goes
            return
        if not await self._remind(session, seat.user_id):
            await self.ping(session, seat)
            return
        if session.ping_message_id is not None:
            await self.ping(session, None)

    async def _remind(self, session: Session, user_id: int) -> bool:
        guild = self.bot.get_guild(session.guild_id) if session.guild_id else None
        # A DM: the member's own language (their choice, else their server's default).
        chosen, server = await self.bot.store.languages(user_id, session.guild_id)
        language = i18n.choose(chosen, None, server)
        args: dict[str, object] = {
            "game": session.title,
            "table": session.id,
            "link": table_link(session),
        }
        if guild is not None:
            text = i18n.t(language, "remind-turn-server", server=guild.name, **args)
        else:
            text = i18n.t(language, "remind-turn", **args)
        if session.deadline_at is not None:
            text += " " + i18n.t(language, "remind-clock", time=f"<t:{int(session.deadline_at)}:R>")
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(text)
        except discord.HTTPException as error:
            if not (isinstance(error, discord.Forbidden) and error.code == DMS_CLOSED):
                log.warning("table %s: a turn reminder failed (%s)", session.id, error.status)
            return False
        return True
