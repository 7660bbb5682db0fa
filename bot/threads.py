"""A table opened in its own thread: the thread is archived when the table ends, so finished
tables leave the channel's list of active threads (the thread and its last message stay)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.session import Session

if TYPE_CHECKING:
    from bot.app import Folkdeck

log = logging.getLogger(__name__)


async def archive_thread(bot: Folkdeck, session: Session) -> None:
    """Archive the closed table's thread once its final state is shown (an archived thread's
    messages are not edited); nothing for a table in an ordinary channel."""
    channel = bot.get_channel(session.channel_id)
    if not isinstance(channel, discord.Thread) or channel.archived:
        return
    await bot.publisher.shown(session)
    try:
        await channel.edit(archived=True)
    except discord.HTTPException as error:
        # Someone archived or deleted it first, or the bot lost the right: the table is over
        # either way.
        log.warning("table %s: its thread was not archived (%s)", session.id, error.status)
