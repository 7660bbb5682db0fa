"""Playing: a seated player's action, computer seats, resigning, ending a table, results.

Every change follows DESIGN.md's order: apply to the engine -> commit to the store -> answer
(the caller answers the interaction) -> publish (the coalescing publisher). Each change runs
inside ``Session.undone_on_failure``: if its commit fails (the database busy, a disk error),
memory goes back to what the store holds, the game rebuilt from the committed log, and the
member is told nothing changed. Memory never runs ahead of the record.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from bot import outcome
from bot.clock import now
from bot.errors import NotSeated, Refused, StaleControl, TableError
from bot.host.failures import log_failure
from bot.levels import level_of
from bot.seats import SeatRow
from bot.session import Notice, Played, Session
from bot.store import ResultRow
from bot.vocab import TableStatus
from engine.errors import EngineError, IllegalAction
from engine.game import Event, Game
from engine.registry import computer_move
from engine.standings import Standings
from engine.wording import Said

if TYPE_CHECKING:
    from bot.host import TableHost

log = logging.getLogger(__name__)

# A runaway chain of computer moves (all seats computers) is cut here and resumed by the clock.
MAX_COMPUTER_MOVES = 200

Batch = list[tuple[dict[str, Any], bool]]
"""Actions to commit: (the action as JSON, whether the computer chose it for an absent
player)."""


class Play:
    def __init__(self, host: TableHost) -> None:
        self.host = host

    # -- a player's action ------------------------------------------------------------------

    async def act(
        self,
        table_id: int,
        user_id: int,
        action: Any,
        *,
        version: int | None = None,
        retarget: bool = False,
    ) -> Played:
        """Apply a seated player's action (a typed action or its JSON).

        ``version`` is the game's version when the control was drawn: if the game has moved on,
        a turn-based table refuses the click as stale; with ``retarget`` (simultaneous games)
        the engine judges the action against the state it arrives in.
        """
        session = await self.host.get(table_id)
        async with session.lock:
            with session.undone_on_failure():
                game = require_playing(session)
                seat = self._member_seat(session, user_id)
                if version is not None and version != session.version and not retarget:
                    raise StaleControl(message_id="host-moved-on")
                if isinstance(action, dict):
                    action = {**action, "player": seat.name}
                try:
                    events: list[Said] = list(game.apply(action))
                except IllegalAction as refusal:
                    raise Refused(refusal) from None
                batch: Batch = [(game.codec.dump(game.log[-1]), False)]
                changed = [seat] if seat.auto_moves else []
                seat.auto_moves = 0
                session.idle_pulses = 0
                # A member's presence counts even if the commit fails (it only moves the idle
                # pause later); the next deadline is computed from it.
                self.host.clock.touched(session)
                if session.paused:
                    session.paused_at = None
                    events.append(
                        Notice.of(
                            "resumed", "{player:p} is back: the game goes on.", player=seat.name
                        )
                    )
                await self.settle(session, batch, events, changed)
        self.host.publish(session)
        return Played(session, events)

    async def hint(self, table_id: int, user_id: int) -> Any:
        """The computer player's choice for this player now; the table is marked as hinted."""
        session = await self.host.get(table_id)
        if session.daily:
            # The daily deal is the same for everyone and compared on one board: no help.
            raise TableError(message_id="host-no-daily-hints")
        async with session.lock:
            game = require_playing(session)
            seat = self._member_seat(session, user_id)
            choice = computer_move(game, seat.name)
            if not session.hints_used:
                await self.host.store.mark_hinted(session.id)
                session.hints_used = True
                session.touch()
        self.host.publish(session)
        return choice

    def offered_at(self, session: Session, user_id: int, version: int) -> list[Any]:
        """The legal actions this player had when the game was at ``version`` (rebuilt from
        the log: a click on a panel drawn before later moves, or before a restart)."""
        seat = session.seat_of(user_id)
        game = session.game
        if seat is None or game is None or not 0 <= version <= len(game.log):
            return []
        past = game if version == len(game.log) else session.game_at(version)
        return past.pinned(past.legal_actions(seat.name))

    async def resign(self, table_id: int, user_id: int) -> Session:
        """The member leaves a running game: the computer plays their seat, and the result
        records them as forfeited (last place), never as a winner."""
        session = await self.host.get(table_id)
        async with session.lock:
            with session.undone_on_failure():
                require_playing(session)
                seat = self._member_seat(session, user_id)
                seat.computer = True
                seat.forfeited = True
                seat.auto_moves = 0
                notice = Notice.of(
                    "resigned",
                    "{player:p} resigned; the computer plays their seat for the rest of the game.",
                    player=seat.name,
                )
                await self.settle(session, [], [notice], [seat])
        self.host.publish(session)
        return session

    async def end(self, table_id: int, user_id: int, *, manager: bool) -> Session:
        """The host, or a member who may manage the server, ends the table: a lobby is
        cancelled, a game in play is abandoned (recorded, counted for nobody)."""
        session = await self.host.get(table_id)
        async with session.lock:
            if user_id != session.host_id and not manager:
                raise TableError(message_id="host-end-not-allowed")
            if session.closed:
                raise StaleControl(message_id="host-already-ended")
            ender = session.seat_of(user_id)
            who = {"who": ender.display} if ender is not None else {}
            if session.status == TableStatus.LOBBY:
                await self.close(
                    session,
                    TableStatus.CANCELLED,
                    Notice.of("cancelled", _CANCELLED_TEMPLATES[bool(who)], **who),
                )
            else:
                await self.abandon(session, Notice.of("ended", _ENDED_TEMPLATES[bool(who)], **who))
        self.host.publish(session)
        return session

    def _member_seat(self, session: Session, user_id: int) -> SeatRow:
        seat = session.seat_of(user_id)
        if seat is None:
            raise NotSeated
        if seat.computer:
            raise TableError(message_id="host-computer-plays-seat")
        return seat

    # -- shared steps -----------------------------------------------------------------------

    async def start(self, session: Session, *, stored: bool = False) -> None:
        """Deal and play the computer seats' first moves, stored with the start in one
        transaction; ``stored``: the table's row is already marked as started (a solitaire,
        see ``Store.create_table``). Memory says playing only once the store does."""
        try:
            game = session.new_game()
        except EngineError as error:
            raise Refused(error) from None
        with session.undone_on_failure():
            session.game = game
            session.automatic = []
            session.status = TableStatus.PLAYING
            session.deadline_at = None
            self.host.clock.touched(session)
            begins = Notice.of("begins", "The game of {game} begins.", game=session.title)
            await self.settle(session, [], [begins], [], start=not stored)

    async def settle(
        self,
        session: Session,
        batch: Batch,
        said: list[Said],
        changed: list[SeatRow],
        *,
        start: bool = False,
    ) -> None:
        """After accepted actions: computer seats move (at once, or later on the clock), the
        batch is committed with the next deadline (``start``: with the start itself), the
        result is recorded if the game ended, and the clock is re-armed. Only the commit may
        fail the change: once it is stored, a result that cannot be recorded yet is retried
        by the clock."""
        self.computer_moves(session, batch, said)
        await self.commit(session, batch, changed, start=start)
        session.touch(*said)
        game = session.game
        if game is not None and game.over:
            try:
                await self.finish(session, said)
            except Exception as error:  # noqa: BLE001 - logged; the clock tries again
                log_failure(session, "recording its result", error)
                self.host.clock.retry(session)
            return
        self.host.clock.arm(session)
        self.host.clock.turn_check(session)

    def computer_moves(self, session: Session, batch: Batch, said: list[Said]) -> None:
        """Computer seats' moves made at once: all of them in a turn-based game, one each in a
        simultaneous one; none when the table gives people a moment (``computer_delay``): then
        the clock plays them."""
        game = session.game
        assert game is not None
        if self.host.settings.computer_delay > 0 or session.paused:
            return
        if game.kind.simultaneous:
            for seat in session.seats:
                if seat.computer and not game.over:
                    self.move_for(session, seat.name, batch, said)
            return
        for _ in range(MAX_COMPUTER_MOVES):
            waiting = [name for name in game.to_act() if session.is_computer(name)]
            if not waiting:
                return
            self.move_for(session, waiting[0], batch, said)

    def move_for(
        self,
        session: Session,
        name: str,
        batch: Batch,
        said: list[Said],
        *,
        automatic: bool = False,
    ) -> bool:
        """One computer move for seat ``name``; ``False`` if it had nothing worth doing."""
        game = session.game
        assert game is not None
        seat = session.seat_named(name)
        if not game.legal_actions(name) or seat is None:
            return False
        action = computer_move(game, name, level_of(seat))
        if game.is_idle(action):
            return False  # nothing better to do: not worth a line in the log
        said.extend(game.apply(action))
        batch.append((game.codec.dump(action), automatic))
        return True

    async def commit(
        self, session: Session, batch: Batch, changed: list[SeatRow], *, start: bool = False
    ) -> None:
        """Store the batch, the changed seats, the next deadline and the pause (``start``: the
        start with its seats); memory takes the deadline and the log's marks only once the
        store has them. A failure propagates: the change's ``undone_on_failure`` puts the
        rest of memory back."""
        game = session.game
        assert game is not None
        first = len(session.automatic)
        deadline = self.host.clock.deadline(session)
        store = self.host.store
        if not (start or batch or changed) and deadline == session.deadline_at:
            return  # nothing the store does not hold already
        try:
            if start:
                await store.start_table(session.id, session.seats, deadline, now(), batch)
            else:
                await store.append_actions(
                    session.id,
                    first,
                    batch,
                    seats=changed,
                    deadline_at=deadline,
                    paused_at=session.paused_at,
                    now=now(),
                )
        except Exception as error:
            log_failure(session, f"committing {len(batch)} actions", error)
            raise
        session.automatic.extend(automatic for _, automatic in batch)
        session.deadline_at = deadline
        self.host.clock.stored(session)

    async def finish(self, session: Session, said: list[Said] | None = None) -> None:
        """Record the one outcome (``bot/outcome.py``), count it, and say who won."""
        game = session.game
        assert game is not None
        result = outcome.final(game.standings(), session.seats)
        await self.host.store.finish_table(
            session.id,
            guild_id=session.guild_id,
            game=session.game_name,
            results=result_rows(result),
            hints_used=session.hints_used,
            now=now(),
        )
        # Ratings, the season's boards and the daily deal's score (bot/ratings.py), in their
        # own transaction: a failure there never keeps a game from ending, and the table is
        # counted at the next start-up instead (bot/seasons.py).
        try:
            await self.host.store.rate_table(session.id, now())
        except Exception:
            log.exception("table %s: counting it in the ratings failed", session.id)
        session.status = TableStatus.FINISHED
        session.deadline_at = None
        session.paused_at = None
        if result.winners != game.winners:
            # The engine's own "over" line names the engine's winners; a forfeit changed them.
            _drop_engine_over(session, said)
        session.touch(over_notice(result))
        self.host.retire(session)

    async def abandon(self, session: Session, notice: Notice) -> None:
        await self.host.store.finish_table(
            session.id,
            guild_id=session.guild_id,
            game=session.game_name,
            results=result_rows(outcome.abandoned(session.seats)),
            hints_used=session.hints_used,
            now=now(),
            status=TableStatus.ABANDONED,
        )
        session.status = TableStatus.ABANDONED
        session.deadline_at = None
        session.paused_at = None
        session.touch(notice)
        self.host.retire(session)

    async def close(self, session: Session, status: TableStatus, notice: Notice) -> None:
        await self.host.store.close_table(session.id, status, now())
        session.status = status
        session.deadline_at = None
        session.touch(notice)
        self.host.retire(session)


_CANCELLED_TEMPLATES = {
    True: "{who} cancelled the table.",
    False: "A server manager cancelled the table.",
}
_ENDED_TEMPLATES = {
    True: "{who} ended the game; it counts for nobody.",
    False: "A server manager ended the game; it counts for nobody.",
}
"""The member who ended a table by name; a manager who is not seated, in words."""


def require_playing(session: Session) -> Game:
    if session.status != TableStatus.PLAYING or session.game is None:
        if session.status == TableStatus.LOBBY:
            raise TableError(message_id="host-not-started")
        raise StaleControl(message_id="host-closed-finished")
    return session.game


def results(session: Session, standings: Standings) -> list[ResultRow]:
    """Each seat's result from the engine's standings: the one outcome, as the store keeps it."""
    return result_rows(outcome.final(standings, session.seats))


def result_rows(result: outcome.FinalOutcome) -> list[ResultRow]:
    return [
        ResultRow(
            position=place.seat.position,
            user_id=place.seat.user_id,
            computer=place.seat.computer and not place.seat.forfeited,
            placement=place.place,
            score=place.score,
            display=place.seat.display,
            outcome=place.outcome,
            team=place.team,
        )
        for place in result.places
    ]


def over_notice(result: outcome.FinalOutcome) -> Notice:
    if not result.winners:
        return Notice.of("over", "Game over: nobody won.")
    return Notice.of("over", "Game over: {winners:p} won.", winners=result.winners)


def _drop_engine_over(session: Session, said: list[Said] | None) -> None:
    def engine_over(item: Said) -> bool:
        return isinstance(item, Event) and item.code == "over"

    for item in [item for item in session.recent if engine_over(item)]:
        session.recent.remove(item)
    if said is not None:
        said[:] = [item for item in said if not engine_over(item)]


__all__ = ["Event", "Play", "Played", "require_playing", "result_rows", "results"]
