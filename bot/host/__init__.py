"""The table host: the live tables in memory and the ways they change, one module a concern.

- ``lobby``: opening a table, seats, start and cancel;
- ``play``: a seated player's action in DESIGN.md's order (lock -> apply -> commit -> answer
  -> publish), computer seats, resigning, ending a table, recording its result;
- ``clock``: every timer of a table behind one object (lobby expiry, turn clocks, computer
  seats' moves, absence, pauses and abandonment, the idle pulse of simultaneous games);
- ``recovery``: rebuilding every unfinished table from its log at start-up.

Callers (cogs and table plug-ins) never take a table's lock or touch the store themselves.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.errors import OwnedElsewhere, StaleControl, UnknownTable
from bot.host.clock import Clock
from bot.host.lobby import Lobby
from bot.host.play import Play
from bot.host.recovery import Recovery
from bot.seats import SeatRow
from bot.session import Notice, Session
from bot.settings import Settings
from bot.shards import Ownership
from bot.store import Store
from bot.vocab import CLOSED
from engine.wording import Said

if TYPE_CHECKING:
    from bot.panels import Panels
    from bot.publisher import Publisher

Notify = Callable[[Session, Said], Awaitable[None]]
"""Posts a public notice in the table's channel (a seat handed to the computer...)."""

TurnHook = Callable[[Session, SeatRow | None], Awaitable[None]]
"""The turn passed to this member (``None``: to nobody, or the table ended): turn pings."""

_CLOSED_TEXT = {
    "finished": "host-closed-finished",
    "cancelled": "host-closed-cancelled",
    "expired": "host-closed-expired",
    "abandoned": "host-closed-abandoned",
}


@dataclass(eq=False, slots=True)
class _Answering:
    """The tables changed while one answer is being made; their pings go out after it."""

    tables: list[Session] = field(default_factory=list)
    open: bool = True


_answering: ContextVar[_Answering | None] = ContextVar("answering", default=None)


class TableHost:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tables: dict[int, Session] = {}
        self.publisher: Publisher | None = None
        self.panels: Panels | None = None
        """The members' live hand panels: every change the table shows, they show too."""
        self.notify: Notify | None = None
        self.on_turn: TurnHook | None = None
        self.on_closed: Callable[[Session], Awaitable[None]] | None = None
        self.lobby = Lobby(self)
        self.play = Play(self)
        self.clock = Clock(self)
        self.recovery = Recovery(self)
        self._background: set[asyncio.Task[None]] = set()
        self._ping_cleanup: set[int] = set()

    async def get(self, table_id: int) -> Session:
        """A live table; for a closed one, a refusal that says how it ended."""
        session = self.tables.get(table_id)
        if session is not None:
            return session
        found = await self.store.status_and_guild(table_id)
        if found is None:
            raise UnknownTable
        status, guild_id = found
        if status not in CLOSED and not Ownership.of(self.settings).owns(guild_id):
            raise OwnedElsewhere(table_id)  # its owner plays the click (bot/forwarding.py)
        raise StaleControl(message_id=_CLOSED_TEXT.get(status, "host-closed"))

    def publish(self, session: Session) -> None:
        if self.publisher is not None:
            self.publisher.request(session)
        if self.panels is not None:
            self.panels.changed(session)

    def retire(self, session: Session) -> None:
        """A closed table leaves memory; its last message stays and its record stays stored.
        The publisher forgets it once the final state is shown."""
        assert session.status in CLOSED
        self.clock.forget(session)
        self.tables.pop(session.id, None)
        session.ping_due = None
        self._ping_cleanup.add(session.id)
        self.due(session)

    def later(self, work: Awaitable[None]) -> None:
        """Run ``work`` outside the table's lock and the player's answer (a ping, a notice)."""

        async def run() -> None:
            await work

        task = asyncio.create_task(run())
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    @asynccontextmanager
    async def answering(self) -> AsyncIterator[None]:
        """Around a change and its answer (a click, a slash command): the channel notices and
        turn pings that any change inside caused go out when the block ends, after the
        answer (new channel messages never hold up the player's answer). Changes outside such
        a block (timers) send theirs at once."""
        scope = _Answering()
        token = _answering.set(scope)
        try:
            yield
        finally:
            _answering.reset(token)
            # Tasks started inside (timers, the publisher) keep a copy of this context, so the
            # closed scope lets go of its tables: they must be free to leave memory.
            scope.open = False
            tables, scope.tables = scope.tables, []
            for session in tables:
                await self.pings_due(session)

    def due(self, session: Session) -> None:
        """The table has notices or a ping (or a ping to remove) waiting: send them after the
        current answer, or at once when nobody is answering."""
        scope = _answering.get()
        if scope is not None and scope.open:
            if all(known is not session for known in scope.tables):
                scope.tables.append(session)
            return
        self.later(self.pings_due(session))

    async def pings_due(self, session: Session) -> None:
        """Send the channel notices and the turn ping a change caused; after the end, remove
        the last ping. Safe to call twice: what is sent is no longer due."""
        notices, session.notices_due = session.notices_due, []
        if self.notify is not None:
            for notice in notices:
                await self.notify(session, notice)
        if self.on_turn is None:
            return
        seat, session.ping_due = session.ping_due, None
        if seat is not None:
            await self.on_turn(session, seat)
        elif session.id in self._ping_cleanup:
            self._ping_cleanup.discard(session.id)
            await self.on_turn(session, None)
            if self.on_closed is not None:  # after its last message: e.g. archive its thread
                await self.on_closed(session)

    def announce(self, session: Session, notice: Notice) -> None:
        """A notice on the table's own message and as a message in the channel (a seat taken
        over, a table paused or abandoned: things people away from the table should learn)."""
        session.touch(notice)
        self.tell(session, notice)

    def tell(self, session: Session, notice: Notice) -> None:
        """The channel message alone, for a notice the table's message shows with the change it
        belongs to (said in its place among the change's events, e.g. before the move it
        explains)."""
        session.notices_due.append(notice)
        self.due(session)

    async def close(self) -> None:
        self.recovery.stop()
        self.clock.close()
        self.lobby.close()
        for session in self.tables.values():
            self.clock.stop(session)
        if self._background:
            await asyncio.gather(*self._background, return_exceptions=True)
