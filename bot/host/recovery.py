"""Recovery: every table in a lobby or in play is rebuilt from its stored log at start-up."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.host.play import replayed
from bot.session import Session
from bot.store import TableRow
from bot.vocab import TableStatus
from engine.errors import EngineError

if TYPE_CHECKING:
    from bot.host import TableHost

log = logging.getLogger(__name__)


class Recovery:
    def __init__(self, host: TableHost) -> None:
        self.host = host

    async def recover(self) -> int:
        """Rebuild every table in a lobby or in play from the store. Returns how many."""
        host = self.host
        recovered = 0
        for row in await host.store.open_tables():
            try:
                session = from_row(row)
            except EngineError:
                log.exception("table %s: its log does not replay; left as it is", row.id)
                continue
            host.tables[session.id] = session
            recovered += 1
            if session.cls.max_players == 1:
                session.daily = await host.store.daily_day(session.id) is not None
            if (
                session.status == TableStatus.PLAYING
                and session.game is not None
                and session.game.over
            ):
                async with session.lock:
                    await host.play.finish(session)
                continue
            host.clock.touched(session)
            host.clock.arm(session)
            session.revision += 1  # refresh the message: it may predate the last moves
            if host.publisher is not None:
                host.publisher.request(session, post_missing=True)
        return recovered


def from_row(row: TableRow) -> Session:
    session = Session(
        id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        message_id=row.message_id,
        game_name=row.game,
        options=row.options,
        seed=row.seed,
        host_id=row.host_id,
        status=TableStatus(row.status),
        seats=row.seats,
        turn_seconds=row.turn_seconds,
        hints_used=row.hints_used,
        deadline_at=row.deadline_at,
        paused_at=row.paused_at,
        ping_message_id=row.ping_message_id,
    )
    if row.status == TableStatus.PLAYING or row.actions or row.status == TableStatus.FINISHED:
        game = session.new_game()
        stored = [game.codec.parse_trusted(text, game.players) for text, _ in row.actions]
        session.game = replayed(session, game, stored)
        session.automatic = [automatic for _, automatic in row.actions]
    return session
