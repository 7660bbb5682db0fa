"""The lobby: opening a table, who sits where, starting and cancelling."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import TYPE_CHECKING, Any
from weakref import WeakValueDictionary

from bot.clock import now
from bot.errors import NotSeated, Refused, StaleControl, StoreBusy, TableError
from bot.host.clock import RETRY_FIRST, RETRY_LONGEST
from bot.levels import SeatNamed, computer_display
from bot.pace import lobby_after
from bot.seating import cannot_start
from bot.seats import SeatRow
from bot.session import Notice, Session, computer_name, human_name
from bot.store.rows import DailyClaim
from bot.vocab import TableStatus
from engine.errors import SetupError
from engine.levels import Level
from engine.registry import game_class

if TYPE_CHECKING:
    from bot.host import TableHost

log = logging.getLogger(__name__)


class Lobby:
    def __init__(self, host: TableHost) -> None:
        self.host = host
        self._rematches: WeakValueDictionary[int, Session] = WeakValueDictionary()
        """A finished table's id -> the rematch lobby opened for it (one at a time), while that
        lobby is in memory."""
        self._pending: set[asyncio.Task[None]] = set()
        """Messages whose id waits for a busy database to be stored."""

    async def open_table(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_display: str,
        options: dict[str, Any] | None = None,
        turn_seconds: float | None = None,
        seed: int | None = None,
        daily: DailyClaim | None = None,
    ) -> Session:
        """A new table in its lobby (a solitaire starts at once). ``daily``: the member's
        attempt at the 4-poker daily deal (no hints), taken with the table (``DailySpent`` if
        it was taken already)."""
        host, settings = self.host, self.host.settings
        try:
            cls = game_class(game)
            checked = cls._checked_options(options or {})
        except SetupError as error:
            raise Refused(error) from None
        seats = [SeatRow(0, host_id, human_name(host_id), host_display, computer=False)]
        solitaire = cls.kind.solitaire
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        created = now()
        turn = None if solitaire else (turn_seconds or settings.turn_seconds)
        session = Session(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            message_id=None,
            game_name=game,
            options=checked.model_dump(mode="json", exclude_unset=True),
            seed=seed,
            host_id=host_id,
            status=TableStatus.LOBBY,
            seats=seats,
            # A solitaire holds nobody up: it has no turn clock.
            turn_seconds=turn,
            # A slow table's lobby waits at least one of its turns (bot/pace.py).
            deadline_at=None if solitaire else created + lobby_after(turn, settings),
            daily=daily is not None,
        )
        session.id = await host.store.create_table(
            guild_id=guild_id,
            channel_id=channel_id,
            game=game,
            options=session.options,
            seed=seed,
            host_id=host_id,
            seats=seats,
            turn_seconds=session.turn_seconds,
            deadline_at=session.deadline_at,
            now=created,
            started=solitaire,
            daily=daily,
        )
        host.tables[session.id] = session
        if solitaire:
            async with session.lock:
                await host.play.start(session, stored=True)
        else:
            session.touch(
                Notice.of(
                    "opened",
                    "{player:p} opened a table of {game}.",
                    player=seats[0].name,
                    game=session.title,
                )
            )
            host.clock.arm(session)
        return session

    async def attach_message(self, session: Session, message_id: int, channel_id: int) -> None:
        """The table's message is this one (posted by ``Publisher.post``): remember where. The
        message exists whatever the database does, so memory knows it at once; a store that
        is busy gets it later (until then a restart would post the message again)."""
        session.message_id = message_id
        session.channel_id = channel_id
        try:
            await self.host.store.set_message(session.id, message_id, channel_id)
        except StoreBusy:
            log.warning("table %s: storing its message waits for the database", session.id)
            task = asyncio.create_task(self._store_message_later(session))
            self._pending.add(task)
            task.add_done_callback(self._pending.discard)

    def close(self) -> None:
        """The bot stops: messages not stored yet are posted again by the next start."""
        for task in self._pending:
            task.cancel()

    async def _store_message_later(self, session: Session) -> None:
        delay = RETRY_FIRST
        while not session.closed:
            await asyncio.sleep(delay)
            message_id = session.message_id
            if message_id is None:
                return
            try:
                await self.host.store.set_message(session.id, message_id, session.channel_id)
            except StoreBusy:
                delay = min(RETRY_LONGEST, delay * 2)
            else:
                return

    @asynccontextmanager
    async def _change(self, table_id: int, *, host: int | None = None) -> AsyncIterator[Session]:
        """A lobby change: under the table's lock, refused unless the table is still a lobby
        (and, with ``host``, unless that user is its host); published afterwards. If its
        commit fails, memory goes back to what the store holds."""
        session = await self.host.get(table_id)
        async with session.lock:
            with session.undone_on_failure():
                if host is not None and host != session.host_id:
                    raise TableError(message_id="host-only-host")
                if session.status != TableStatus.LOBBY:
                    raise StaleControl(message_id="host-not-taking-players")
                yield session
        self.host.publish(session)

    async def join(self, table_id: int, user_id: int, display: str) -> Session:
        async with self._change(table_id) as session:
            if session.seat_of(user_id) is not None:
                raise TableError(message_id="host-already-seated")
            self._require_room(session)
            seat = SeatRow(
                len(session.seats), user_id, human_name(user_id), display, computer=False
            )
            await self._reseat(session, [*session.seats, seat])
            session.touch(Notice.of("joined", "{player:p} joined.", player=seat.name))
        return session

    async def leave(self, table_id: int, user_id: int) -> Session:
        async with self._change(table_id) as session:
            seat = session.seat_of(user_id)
            if seat is None:
                raise NotSeated
            if user_id == session.host_id:
                raise TableError(message_id="host-host-cannot-leave")
            await self._reseat(session, [s for s in session.seats if s is not seat])
            session.touch(Notice.of("left", "{name} left.", name=seat.display))
        return session

    async def add_computer(
        self, table_id: int, user_id: int, level: Level = Level.NORMAL
    ) -> Session:
        async with self._change(table_id, host=user_id) as session:
            self._require_room(session)
            taken = {seat.name for seat in session.seats}
            number = next(n for n in range(1, 100) if computer_name(n) not in taken)
            seat = SeatRow(
                len(session.seats),
                None,
                computer_name(number),
                computer_display(number, level),
                computer=True,
                level=level.value,
            )
            await self._reseat(session, [*session.seats, seat])
            session.touch(Notice.of("computer", "{player:p} sat down.", player=seat.name))
        return session

    async def remove_seat(self, table_id: int, user_id: int, position: int) -> Session:
        async with self._change(table_id, host=user_id) as session:
            seat = next((s for s in session.seats if s.position == position), None)
            if seat is None:
                raise StaleControl(message_id="host-seat-empty")
            if seat.user_id == session.host_id:
                raise TableError(message_id="host-host-cannot-be-removed")
            await self._reseat(session, [s for s in session.seats if s is not seat])
            session.touch(
                Notice.of("removed", "{name} was removed by the host.", name=SeatNamed(seat))
            )
        return session

    async def swap_seats(self, table_id: int, user_id: int, first: int, second: int) -> Session:
        """The host seats players before the start (partners in Kare Kupa sit opposite)."""
        async with self._change(table_id, host=user_id) as session:
            count = len(session.seats)
            if not (0 <= first < count and 0 <= second < count) or first == second:
                raise StaleControl(message_id="host-seats-changed")
            seats = list(session.seats)
            seats[first], seats[second] = seats[second], seats[first]
            await self._reseat(session, seats)
            session.touch(
                Notice.of(
                    "seated",
                    "{a:p} and {b:p} changed seats.",
                    a=seats[first].name,
                    b=seats[second].name,
                )
            )
        return session

    async def start(self, table_id: int, user_id: int) -> Session:
        async with self._change(table_id, host=user_id) as session:
            blocker = cannot_start(session)
            if blocker is not None:
                raise blocker
            await self.host.play.start(session)
        return session

    async def rematch(self, table_id: int, user_id: int, display: str) -> Session:
        """A new lobby for a finished table's players, in the same seats, with the same game
        and options and a fresh deal; the member asking hosts it. A second request while that
        lobby is open gets the same lobby (``Session.status`` says whether it is still one)."""
        old = await self.host.store.table(table_id)
        if old is None:
            raise TableError(message_id="host-table-gone")
        if old.status != TableStatus.FINISHED:
            raise TableError(message_id="host-rematch-unfinished")
        if not any(seat.user_id == user_id for seat in old.seats):
            raise TableError(message_id="host-rematch-players-only")
        known = self._rematches.get(table_id)
        if known is not None and known.status == TableStatus.LOBBY:
            return known
        session = await self.open_table(
            game=old.game,
            guild_id=old.guild_id,
            channel_id=old.channel_id,
            host_id=user_id,
            host_display=display,
            options=old.options,
            turn_seconds=old.turn_seconds,
        )
        for seat in old.seats:
            if seat.user_id == user_id:
                continue
            if seat.user_id is None:
                await self.add_computer(session.id, user_id, Level(seat.level))
            else:
                await self.join(session.id, seat.user_id, seat.display)
        # Same order as before (the asker hosts, so sits first until moved back).
        order = {seat.user_id or seat.name: seat.position for seat in old.seats}
        seats = sorted(session.seats, key=lambda s: order.get(s.user_id or s.name, len(order)))
        if [s.position for s in seats] != list(range(len(seats))):
            async with self._change(session.id, host=user_id):
                await self._reseat(session, seats)
        self._rematches[table_id] = session
        return session

    async def cancel(self, table_id: int, user_id: int) -> Session:
        async with self._change(table_id, host=user_id) as session:
            await self.host.play.close(
                session,
                TableStatus.CANCELLED,
                Notice.of("cancelled", "The host cancelled the table."),
            )
        return session

    @staticmethod
    def _require_room(session: Session) -> None:
        if len(session.seats) >= session.cls.max_players:
            raise TableError(message_id="host-table-full", count=session.cls.max_players)

    async def _reseat(self, session: Session, seats: list[SeatRow]) -> None:
        renumbered = [replace(seat, position=index) for index, seat in enumerate(seats)]
        await self.host.store.set_seats(session.id, renumbered)
        session.seats = renumbered
