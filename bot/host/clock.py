"""Time at a table, behind one object: lobby expiry, turn clocks, computer seats' moves,
absence (an automatic move, then a takeover), pauses and abandonment, and the idle pulse of
simultaneous games. One timer task per table, re-armed from the persisted deadline after a
restart. Engine code never reads the clock; a timeout is applied as an ordinary action.

A timed change whose commit fails (the database busy) is undone and tried again with backoff
(``RETRY_FIRST`` doubling to ``RETRY_LONGEST``), never dropped: meanwhile the table says it is
waiting, and the note goes once something is stored again.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from bot.clock import now
from bot.host.failures import log_failure
from bot.levels import delay_factor
from bot.pace import abandon_after
from bot.seats import SeatRow
from bot.session import Notice, Session
from bot.vocab import TableStatus
from engine.wording import Said

if TYPE_CHECKING:
    from bot.host import TableHost
    from bot.host.play import Batch

log = logging.getLogger(__name__)

RETRY_FIRST = 1.0
"""Seconds before a failed timed change is tried again; doubled each time, up to the next."""
RETRY_LONGEST = 60.0

WAITING = Notice.of(
    "waiting",
    "The table's records are busy, so the table is waiting; it carries on by itself shortly.",
)


class Clock:
    def __init__(self, host: TableHost) -> None:
        self.host = host
        self._last_human: dict[int, float] = {}
        self._last_pulse: dict[int, float] = {}
        # Kare Kupa: when the table was last touched (any action but a gesture) and when its
        # cards were turned, read from the action log (``_watch``).
        self._touched: dict[int, tuple[int, float]] = {}
        self._turned: dict[int, tuple[object, float]] = {}
        self._retries: dict[int, int] = {}
        """Tables whose timed change failed: how many tries so far."""

    @property
    def settings(self):  # noqa: ANN201 - the host's Settings
        return self.host.settings

    def touched(self, session: Session) -> None:
        """A member acted (or the game began): a simultaneous table is not idle."""
        self._last_human[session.id] = now()

    # -- when ---------------------------------------------------------------------------------

    def deadline(self, session: Session) -> float | None:
        """When the table next needs the clock, from its state now."""
        if session.status == TableStatus.LOBBY:
            return session.deadline_at
        game = session.game
        if session.status != TableStatus.PLAYING or game is None or game.over:
            return None
        if session.paused_at is not None:
            return session.paused_at + abandon_after(session.turn_seconds, self.settings)
        delay = self.settings.computer_delay
        current = now()
        if game.kind.turn_based:
            waiting = game.to_act()
            computer = next(
                (session.seat_named(n) for n in waiting if session.is_computer(n)), None
            )
            if delay > 0 and computer is not None:
                return current + delay * delay_factor(computer)
            if session.turn_seconds and any(not session.is_computer(n) for n in waiting):
                return current + session.turn_seconds
            return None
        computers = any(seat.computer for seat in session.seats)
        candidates = []
        if computers and delay > 0:
            candidates.append(current + delay)
        due = self._system_due(session)
        if due is not None:
            candidates.append(max(current, due))
        elif computers:
            last = self._last_pulse.setdefault(session.id, current)
            candidates.append(max(current, last + self.settings.pulse_seconds))
        if session.humans():
            last_human = self._last_human.setdefault(session.id, current)
            candidates.append(last_human + self.settings.idle_pause_seconds)
        return min(candidates) if candidates else None

    # -- timers -------------------------------------------------------------------------------

    def arm(self, session: Session) -> None:
        self.stop(session)
        if session.deadline_at is None or session.closed:
            return
        session.timer = asyncio.create_task(
            self._wait(session, session.deadline_at), name=f"table-{session.id}-clock"
        )

    def stop(self, session: Session) -> None:
        current = asyncio.current_task()
        if session.timer is not None and session.timer is not current and not session.timer.done():
            session.timer.cancel()
        session.timer = None

    def retry(self, session: Session) -> None:
        """The timed change (or a result) could not be stored: undone, it is tried again after
        a backoff, and the table says it is waiting. Whatever the member does meanwhile
        re-arms the clock as usual."""
        if session.closed:
            return
        tries = self._retries.get(session.id, 0)
        self._retries[session.id] = tries + 1
        if tries == 0:
            session.touch(WAITING)
            self.host.publish(session)
        delay = min(RETRY_LONGEST, RETRY_FIRST * 2**tries)
        self.stop(session)
        session.timer = asyncio.create_task(
            self._wait(session, session.deadline_at, due=now() + delay),
            name=f"table-{session.id}-retry",
        )

    def stored(self, session: Session) -> None:
        """Something of the table was stored: the database takes writes again, so a waiting
        table's note goes and its backoff starts over."""
        if self._retries.pop(session.id, None) is None:
            return
        kept = [said for said in session.recent if said != WAITING]
        session.recent.clear()
        session.recent.extend(kept)
        session.touch()

    def close(self) -> None:
        self._retries.clear()
        self._last_human.clear()
        self._last_pulse.clear()
        self._touched.clear()
        self._turned.clear()

    # -- a table that waits (Kare Kupa's system actions) -----------------------------------------

    def _watch(self, session: Session) -> None:
        """Read the log since last time: any action but a gesture touches the table (a swap,
        an exchange, an offer, a pass, a look, a call, fresh cards), and fresh cards start a
        look. Computers' moves count as much as members'."""
        game = session.game
        assert game is not None
        current = now()
        seen, at = self._touched.get(session.id, (0, current))
        log = game.log
        if session.id not in self._touched or any(action.type != "signal" for action in log[seen:]):
            at = current
        self._touched[session.id] = (len(log), at)
        view = game.view(None)
        table = (getattr(view, "round", None), getattr(view, "table_number", None))
        if self._turned.get(session.id, (None, 0.0))[0] != table:
            self._turned[session.id] = (table, current)

    def _system_due(self, session: Session) -> float | None:
        """When the table's own action is due: a look opens after ``look_seconds``; fresh
        cards are turned only once nobody has touched the table for ``pulse_seconds``."""
        game = session.game
        assert game is not None
        system = game.legal_actions(None)
        if not system:
            return None
        self._watch(session)
        if system[0].type == "open":
            return self._turned[session.id][1] + self.settings.look_seconds
        return self._touched[session.id][1] + self.settings.pulse_seconds

    def forget(self, session: Session) -> None:
        """A closed table: its timer stops and its marks leave memory."""
        self.stop(session)
        self._last_human.pop(session.id, None)
        self._last_pulse.pop(session.id, None)
        self._retries.pop(session.id, None)

    async def _wait(
        self, session: Session, deadline: float | None, due: float | None = None
    ) -> None:
        """Sleep until ``due`` (the deadline unless a retry), then act if the table still has
        this deadline. A failure is undone and retried: a table is never left without its
        timer."""
        wake = due if due is not None else deadline
        await asyncio.sleep(max(0.0, (wake or 0.0) - now()))
        # Nobody is answered here: the notices and pings go out once the change is done.
        async with self.host.answering():
            try:
                async with session.lock:
                    if session.deadline_at != deadline or session.closed:
                        return
                    with session.undone_on_failure():
                        await self._on_deadline(session)
            except Exception as error:  # noqa: BLE001 - logged, and tried again
                log_failure(session, "its timed change", error)
                self.retry(session)
                return
            self.host.publish(session)

    async def _on_deadline(self, session: Session) -> None:
        play = self.host.play
        if session.status == TableStatus.PLAYING and session.game and session.game.over:
            await play.finish(session)  # the last moves are stored; the result was not yet
            return
        if session.status == TableStatus.LOBBY:
            await play.close(
                session,
                TableStatus.EXPIRED,
                Notice.of("expired", "Nobody started the game in time; the table expired."),
            )
            return
        if session.paused_at is not None:
            await play.abandon(
                session,
                Notice.of(
                    "abandoned",
                    "Nobody came back, so the table is abandoned; it counts for nobody.",
                ),
            )
            return
        game = session.game
        assert game is not None
        batch: Batch = []
        said: list[Said] = []
        changed: list[SeatRow] = []
        if game.kind.turn_based:
            waiting = game.to_act()
            computer = next((name for name in waiting if session.is_computer(name)), None)
            if computer is not None:
                play.move_for(session, computer, batch, said)
            elif waiting:
                seat = session.seat_named(waiting[0])
                assert seat is not None
                seat.auto_moves += 1
                changed.append(seat)
                if all(human.auto_moves > 0 for human in session.humans()):
                    await self.pause(session, changed)
                    return
                self._absent_move(session, seat, batch, said)
        else:
            if session.humans() and now() >= (
                self._last_human.get(session.id, now()) + self.settings.idle_pause_seconds
            ):
                await self.pause(session, changed)
                return
            self._pulse(session, batch, said)
        if batch or changed:
            await play.settle(session, batch, said, changed)
        else:
            deadline = self.deadline(session)
            await self.host.store.set_deadline(session.id, deadline)
            session.deadline_at = deadline
            self.stored(session)
            self.arm(session)

    def _absent_move(self, session: Session, seat: SeatRow, batch: Batch, said: list[Said]) -> None:
        """The clock ran out on a member: the computer moves for them; after a few such moves in
        a row it takes the seat for good, and the seat is recorded as forfeited. The notices
        are said before the move they explain, so the table and every panel read in order."""
        said.append(
            Notice.of(
                "timeout",
                "{player:p} ran out of time; the computer moved for them.",
                player=seat.name,
            )
        )
        if seat.auto_moves >= self.settings.auto_moves_before_takeover:
            seat.computer = True
            seat.forfeited = True
            takeover = Notice.of(
                "takeover",
                "{player:p} missed {count} turns in a row, so the computer plays their seat "
                "for the rest of this game (it counts as a forfeit).",
                player=seat.name,
                count=seat.auto_moves,
            )
            said.append(takeover)
            self.host.tell(session, takeover)
        self.host.play.move_for(session, seat.name, batch, said, automatic=True)

    async def pause(self, session: Session, changed: list[SeatRow]) -> None:
        """Every member is away: nothing moves (computers neither) until one acts; the table is
        abandoned if nobody does within the table's own time (``bot.pace.abandon_after``)."""
        # Memory is undone by the timer if the store refuses (``_wait``).
        session.paused_at = now()
        session.deadline_at = self.deadline(session)
        await self.host.store.set_paused(
            session.id, session.paused_at, session.deadline_at, seats=changed
        )
        self.stored(session)
        when = f"<t:{int(session.deadline_at or 0)}:R>"
        self.host.announce(
            session,
            Notice.of(
                "paused",
                "Everyone at this table is away, so the game is paused. Any player's move "
                "resumes it; otherwise it is abandoned {when}.",
                when=when,
            ),
        )
        self.arm(session)

    def _pulse(self, session: Session, batch: Batch, said: list[Said]) -> None:
        """A simultaneous game: each computer seat moves once; at the pulse interval the
        table's own system action (open the table, turn fresh cards) is taken if it has one."""
        game = session.game
        assert game is not None
        for seat in session.seats:
            if seat.computer and not game.over:
                self.host.play.move_for(session, seat.name, batch, said)
        if game.over:
            return
        current = now()
        due = self._system_due(session)
        if due is None or current < due:
            return
        self._last_pulse[session.id] = current
        session.idle_pulses += 1
        system = game.legal_actions(None)
        said.extend(game.apply(system[0]))
        batch.append((game.codec.dump(system[0]), True))

    # -- turns ----------------------------------------------------------------------------------

    def turn_check(self, session: Session) -> None:
        """Tell the host's turn hook when a turn-based game's turn passes to one member (the
        ping), once per turn."""
        game = session.game
        if game is None or not session.kind.turn_based or session.kind.solitaire:
            return
        waiting = game.to_act()
        seat = session.seat_named(waiting[0]) if len(waiting) == 1 else None
        if seat is None or seat.computer or session.paused:
            if session.pinged is not None:
                session.pinged = None
                session.ping_due = None
            return
        if session.pinged == seat.name:
            return
        session.pinged = seat.name
        session.ping_due = seat
        self.host.due(session)
