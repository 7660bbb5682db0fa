"""Recovery: every table in a lobby or in play is rebuilt from its stored log at start-up."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.session import Session
from bot.store import TableRow
from bot.vocab import TableStatus
from engine.errors import EngineError
from engine.record import RefusedOnReplay
from engine.registry import game_class

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
    """The table the row describes, its game rebuilt from the log (parsed as this program
    wrote it: trusted, one pass of the JSON parser)."""
    cls = game_class(row.game)
    players = [seat.name for seat in row.seats]
    try:
        actions = [cls.codec.parse_trusted(text, players) for text, _ in row.actions]
        return Session.from_row(row, actions=actions)
    except RefusedOnReplay as refused:
        # The refusal may name a hidden card: it goes to DEBUG only, never INFO and above.
        log.debug("table %s: replaying action %s: %s", row.id, refused.index, refused.refusal)
        raise
