"""Recovery: every table in a lobby or in play is rebuilt from its stored log at start-up
(with shards over several processes, every table of this process's shards: ``bot/shards.py``).

The store reads every open table of this process's shards in one query (seats, log, daily
flag, what its message last showed). A message is edited only when it is behind what the
table now is: the publisher records, each time a table's message shows the table as it is,
the step of the log it shows and a digest of the rest (:func:`digest`). Messages behind are
brought up to date in the background, paced, so a restart with thousands of tables does not
ask Discord for thousands of edits at once.
"""

from __future__ import annotations

import asyncio
import gc
import hashlib
import logging
from typing import TYPE_CHECKING

from bot.session import Session
from bot.shards import Ownership
from bot.store import TableRow
from bot.vocab import TableStatus
from engine.errors import EngineError
from engine.record import RefusedOnReplay
from engine.registry import game_class

if TYPE_CHECKING:
    from bot.host import TableHost

log = logging.getLogger(__name__)

CATCH_UP_PER_SECOND = 5.0
"""Edits per second for messages that are behind after a restart: a small share of Discord's
global 50 requests per second, the rest left to tables people play at."""


class Recovery:
    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.behind = 0
        """How many recovered tables' messages were behind (the last recovery)."""
        self._catching_up: asyncio.Task[None] | None = None
        self._shown: dict[int, tuple[int, str]] = {}
        self._recording: asyncio.Task[None] | None = None

    async def recover(self) -> int:
        """Rebuild every table in a lobby or in play from the store. Returns how many."""
        # Recovery makes many objects that all live on; the collector's passes over them as
        # they grow would find nothing to free (measured: 14.7 s -> 9.2 s of CPU at 100,000).
        collecting = gc.isenabled()
        gc.disable()
        try:
            return await self._recover()
        finally:
            if collecting:
                gc.enable()

    async def _recover(self) -> int:
        host = self.host
        recovered = 0
        behind: list[Session] = []
        # Several processes on one database: each rebuilds only the tables of its shards
        # (their clocks, computer seats and messages are its alone), chosen by the query.
        ownership = Ownership.of(host.settings)
        for row in await host.store.open_tables(ownership.shard_count, ownership.shards):
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
            if (
                session.message_id is None
                or row.shown_step != session.version
                or row.shown_digest != digest(session)
            ):
                session.revision += 1  # its message predates the last changes
                behind.append(session)
        self.behind = len(behind)
        # A table with no message first (nobody can reach it), then games in play, then lobbies.
        behind.sort(key=lambda s: (s.message_id is not None, s.status != TableStatus.PLAYING))
        if behind and host.publisher is not None:
            self.stop()
            self._catching_up = asyncio.create_task(
                self._catch_up(behind), name="recovery-catch-up"
            )
        return recovered

    async def _catch_up(self, behind: list[Session]) -> None:
        """Ask the publisher for each message that is behind, a few a second. A table people
        played at meanwhile has been published already: asking again costs nothing."""
        # Processes sharing the token share the pace: together they catch up at the same rate.
        pause = 1 / (CATCH_UP_PER_SECOND * Ownership.of(self.host.settings).share)
        for number, session in enumerate(behind):
            if number:
                await asyncio.sleep(pause)
            publisher = self.host.publisher
            if publisher is not None and not session.closed:
                publisher.request(session, post_missing=True)

    def stop(self) -> None:
        if self._catching_up is not None and not self._catching_up.done():
            self._catching_up.cancel()
        self._catching_up = None

    # -- what each message shows -----------------------------------------------------------

    def shown(self, session: Session) -> None:
        """The table's message shows the table as it is now (the publisher's hook): record
        it, in the background, many tables in one transaction."""
        self._shown[session.id] = (session.version, digest(session))
        if self._recording is None or self._recording.done():
            self._recording = asyncio.create_task(self._record(), name="recovery-shown")

    async def _record(self) -> None:
        while self._shown:
            shown, self._shown = self._shown, {}
            try:
                await self.host.store.set_shown(
                    (table_id, step, text) for table_id, (step, text) in shown.items()
                )
            except Exception as error:  # noqa: BLE001 - a lost mark costs one edit at restart
                log.warning("recording %s shown messages failed (%s)", len(shown), error)
                return

    async def flush(self) -> None:
        """Before the store closes: what the last edits showed is recorded."""
        if self._recording is not None:
            await asyncio.gather(self._recording, return_exceptions=True)
        if self._shown:
            await self._record()


def digest(session: Session) -> str:
    """What a table's message shows besides its log: its status, seats, pause and clock (the
    step of the log is recorded beside it). The few last events under a table are not kept
    across a restart, so they are left out: an up-to-date message keeps showing them. The
    clock is shown to the second, and not at all by a simultaneous game in play (its pulses
    move the deadline without a change anyone sees)."""
    seats = ";".join(
        f"{seat.position},{seat.user_id},{seat.display},{seat.computer:d},{seat.forfeited:d}"
        for seat in session.seats
    )
    shows_clock = session.status == TableStatus.LOBBY or session.paused or session.kind.turn_based
    clock = int(session.deadline_at) if shows_clock and session.deadline_at is not None else None
    text = f"{session.status}|{session.hints_used:d}|{session.paused:d}|{clock}|{seats}"
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


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
