"""Turn pings: a short channel message that mentions the member whose turn it is (embeds never
notify), with mentions limited to that member; the previous ping of the table is deleted so a
channel does not fill with them."""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord

from bot.errors import StoreBusy
from bot.seats import SeatRow
from bot.session import Session

if TYPE_CHECKING:
    from bot.app import Folkdeck

log = logging.getLogger(__name__)


class Pinger:
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    async def __call__(self, session: Session, seat: SeatRow | None) -> None:
        try:
            await self._ping(session, seat)
        except discord.HTTPException as error:
            log.warning("table %s: a turn ping failed (%s)", session.id, error.status)
        except StoreBusy:
            # The ping went out (or was removed); only where it is waits for the database.
            log.warning("table %s: storing its turn ping failed: the database is busy", session.id)

    async def _ping(self, session: Session, seat: SeatRow | None) -> None:
        channel = self.bot.get_channel(session.channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            return
        old = session.ping_message_id
        if old is not None:
            session.ping_message_id = None
            with contextlib.suppress(discord.NotFound):  # already gone: fine
                await channel.get_partial_message(old).delete()  # type: ignore[attr-defined]
        if seat is None or seat.user_id is None or session.closed:
            if old is not None:
                await self.bot.store.set_ping(session.id, None)
            return
        if not await self.bot.store.turn_pings(seat.user_id):
            if old is not None:
                await self.bot.store.set_ping(session.id, None)
            return
        # The channel reads it: the table's language (its server's).
        ctx = self.bot.render_context.for_table(session)
        if session.guild_id is not None and session.message_id is not None:
            link = (
                f"https://discord.com/channels/{session.guild_id}/"
                f"{session.channel_id}/{session.message_id}"
            )
            text = ctx.t(
                "ping-turn-link",
                member=f"<@{seat.user_id}>",
                game=session.title,
                table=session.id,
                link=link,
            )
        else:
            text = ctx.t(
                "ping-turn", member=f"<@{seat.user_id}>", game=session.title, table=session.id
            )
        message = await channel.send(
            text,
            allowed_mentions=discord.AllowedMentions(
                users=[discord.Object(id=seat.user_id)], everyone=False, roles=False
            ),
        )
        session.ping_message_id = message.id
        await self.bot.store.set_ping(session.id, message.id)
