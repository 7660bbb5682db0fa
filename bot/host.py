"""The table host: live tables in memory, one lock per table, the action log in the store.

Every change follows DESIGN.md's order: apply to the engine -> commit to the store -> answer
(the caller, a cog, answers the interaction) -> publish (the coalescing publisher). A failed
commit rebuilds the game from the committed log, so memory never runs ahead of the record.
Timers (lobby expiry, turn clocks, the idle pulse of simultaneous games) are one task per
table, re-armed from the persisted deadline after a restart.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from bot.clock import now
from bot.errors import NotSeated, StaleControl, TableError, UnknownTable
from bot.publisher import Publisher
from bot.settings import Settings
from bot.store import ResultRow, SeatRow, Store, TableRow
from bot.tables import (
    EXPIRED,
    FINISHED,
    LOBBY,
    PLAYING,
    Table,
    computer_name,
    human_name,
)
from engine.errors import EngineError, IllegalAction, SetupError
from engine.game import Game
from engine.registry import computer_move, game_class

log = logging.getLogger(__name__)

# A runaway chain of computer moves (all seats computers) is cut here and resumed by the timer.
MAX_COMPUTER_MOVES = 200
# A simultaneous game nobody touches keeps turning tables for this many pulses, then sleeps
# until a member acts again (an abandoned table must not churn through rounds for ever).
MAX_IDLE_PULSES = 6

_CLOSED_TEXT = {
    FINISHED: "This game is over.",
    "cancelled": "This table was cancelled.",
    EXPIRED: "This table expired before it started.",
}

Notify = Callable[[Table, str], Awaitable[None]]
"""Posts a public notice in the table's channel (a player handed to the computer...)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    table: Table
    events: list[str]


class TableHost:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tables: dict[int, Table] = {}
        self.publisher: Publisher | None = None
        self.notify: Notify | None = None

    # -- lookup -----------------------------------------------------------------------------

    async def get(self, table_id: int) -> Table:
        """A live table; for a closed one, a refusal that says how it ended."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        status = await self.store.status(table_id)
        if status is None:
            raise UnknownTable
        raise StaleControl(_CLOSED_TEXT.get(status, "This table is closed."))

    # -- lobby ------------------------------------------------------------------------------

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
    ) -> Table:
        try:
            cls = game_class(game)
            checked = cls._checked_options(options or {})
        except SetupError as error:
            raise TableError(str(error)) from None
        seats = [SeatRow(0, host_id, human_name(host_id), host_display, computer=False)]
        solitaire = cls.max_players == 1
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        created = now()
        table = Table(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            message_id=None,
            game_name=game,
            options=checked.model_dump(mode="json", exclude_unset=True),
            seed=seed,
            host_id=host_id,
            status=LOBBY,
            seats=seats,
            # A solitaire holds nobody up: it has no turn clock.
            turn_seconds=None if solitaire else (turn_seconds or self.settings.turn_seconds),
            deadline_at=None if solitaire else created + self.settings.lobby_seconds,
        )
        table.id = await self.store.create_table(
            guild_id=guild_id,
            channel_id=channel_id,
            game=game,
            options=table.options,
            seed=seed,
            host_id=host_id,
            seats=seats,
            turn_seconds=table.turn_seconds,
            deadline_at=table.deadline_at,
            now=created,
            started=solitaire,
        )
        self.tables[table.id] = table
        if solitaire:
            async with table.lock:
                await self._start(table, stored=True)
        else:
            table.touch(f"{host_display} opened a table of {table.title}.")
            self._arm(table)
        return table

    async def attach_message(self, table: Table, message_id: int, channel_id: int) -> None:
        table.message_id = message_id
        table.channel_id = channel_id
        await self.store.set_message(table.id, message_id, channel_id)
        if self.publisher is not None:
            self.publisher.published(table, table.revision)

    @asynccontextmanager
    async def _lobby(self, table_id: int, *, host: int | None = None) -> AsyncIterator[Table]:
        """A lobby change: under the table's lock, refused unless the table is still a lobby
        (and, with ``host``, unless that user is its host); published afterwards."""
        table = await self.get(table_id)
        async with table.lock:
            if host is not None:
                self._require_host(table, host)
            self._require_lobby(table)
            yield table
        self._publish(table)

    async def join(self, table_id: int, user_id: int, display: str) -> Table:
        async with self._lobby(table_id) as table:
            if table.seat_of(user_id) is not None:
                raise TableError("You are already seated at this table.")
            self._require_room(table)
            seat = SeatRow(len(table.seats), user_id, human_name(user_id), display, computer=False)
            await self._reseat(table, [*table.seats, seat])
            table.touch(f"{display} joined.")
        return table

    async def leave(self, table_id: int, user_id: int) -> Table:
        async with self._lobby(table_id) as table:
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated
            if user_id == table.host_id:
                raise TableError("You are the host: cancel the table instead of leaving it.")
            await self._reseat(table, [s for s in table.seats if s is not seat])
            table.touch(f"{seat.display} left.")
        return table

    async def add_computer(self, table_id: int, user_id: int) -> Table:
        async with self._lobby(table_id, host=user_id) as table:
            self._require_room(table)
            taken = {seat.name for seat in table.seats}
            number = next(n for n in range(1, 100) if computer_name(n) not in taken)
            display = f"Computer {number}"
            seat = SeatRow(len(table.seats), None, computer_name(number), display, computer=True)
            await self._reseat(table, [*table.seats, seat])
            table.touch(f"{display} sat down.")
        return table

    async def remove_seat(self, table_id: int, user_id: int, position: int) -> Table:
        async with self._lobby(table_id, host=user_id) as table:
            seat = next((s for s in table.seats if s.position == position), None)
            if seat is None:
                raise StaleControl("That seat is already empty.")
            if seat.user_id == table.host_id:
                raise TableError("The host cannot remove themselves; cancel the table instead.")
            await self._reseat(table, [s for s in table.seats if s is not seat])
            table.touch(f"{seat.display} was removed by the host.")
        return table

    async def start(self, table_id: int, user_id: int) -> Table:
        async with self._lobby(table_id, host=user_id) as table:
            if not table.cls.allows_players(len(table.seats)):
                raise TableError(table.cls.player_count_message(len(table.seats)))
            await self._start(table)
        return table

    async def cancel(self, table_id: int, user_id: int) -> Table:
        async with self._lobby(table_id, host=user_id) as table:
            await self._close(table, "cancelled", "The host cancelled the table.")
        return table

    @staticmethod
    def _require_room(table: Table) -> None:
        if len(table.seats) >= table.cls.max_players:
            raise TableError(f"The table is full ({table.cls.max_players} players).")

    # -- play -------------------------------------------------------------------------------

    async def act(
        self,
        table_id: int,
        user_id: int,
        action: Any,
        *,
        version: int | None = None,
        retarget: bool = False,
    ) -> Outcome:
        """Apply a seated player's action (a typed action or its JSON).

        ``version`` is the game's version when the control was drawn: if the game has moved on,
        a turn-based table refuses the click as stale; with ``retarget`` (simultaneous games)
        the engine judges the action against the state it arrives in.
        """
        table = await self.get(table_id)
        async with table.lock:
            game = self._require_playing(table)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated
            if seat.computer:
                raise TableError("The computer plays your seat for the rest of this game.")
            if version is not None and version != table.version and not retarget:
                raise StaleControl(
                    "The game has moved on since these controls were drawn; "
                    "press Hand for fresh ones."
                )
            if isinstance(action, dict):
                action = {**action, "player": seat.name}
            try:
                events = game.apply(action)
            except IllegalAction as refusal:
                raise TableError(str(refusal)) from None
            batch = [(game.codec.dump(game.log[-1]), False)]
            texts = [event.text for event in events]
            changed = [seat] if seat.auto_moves else []
            seat.auto_moves = 0
            table.idle_pulses = 0
            await self._settle(table, batch, texts, changed)
        self._publish(table)
        return Outcome(table, texts)

    async def hint(self, table_id: int, user_id: int) -> Any:
        """The computer player's choice for this player now; the table is marked as hinted."""
        table = await self.get(table_id)
        async with table.lock:
            game = self._require_playing(table)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated
            choice = computer_move(game, seat.name)
            if not table.hints_used:
                await self.store.mark_hinted(table.id)
                table.hints_used = True
                table.touch()
        self._publish(table)
        return choice

    def offered_at(self, table: Table, user_id: int, version: int) -> list[Any]:
        """The legal actions this player had when the game was at ``version`` (rebuilt from
        the log: a click on a panel drawn before later moves, or before a restart)."""
        seat = table.seat_of(user_id)
        game = table.game
        if seat is None or game is None or not 0 <= version <= len(game.log):
            return []
        past = game
        if version != len(game.log):
            past = table.new_game()
            for action in game.log[:version]:
                past.apply(action)
        return past.pinned(past.legal_actions(seat.name))

    # -- internals --------------------------------------------------------------------------

    async def _start(self, table: Table, *, stored: bool = False) -> None:
        """Deal and play the computer seats' first moves; ``stored``: the table's row is
        already marked as started (a solitaire, see ``create``)."""
        try:
            game = table.new_game()
        except EngineError as error:
            raise TableError(str(error)) from None
        table.game = game
        table.automatic = []
        table.status = PLAYING
        moves: list[tuple[dict[str, Any], bool]] = []
        texts: list[str] = [f"The game of {table.title} begins."]
        self._computer_moves(table, moves, texts)
        table.deadline_at = self._deadline(table)
        if not stored:
            await self.store.start_table(table.id, table.seats, table.deadline_at, now())
        if moves:
            await self._commit(table, moves, [])
        table.touch(*texts)
        if game.over:
            await self._finish(table)
        self._arm(table)

    async def _settle(
        self,
        table: Table,
        batch: list[tuple[dict[str, Any], bool]],
        texts: list[str],
        changed: list[SeatRow],
    ) -> None:
        """After accepted actions: computer seats move, then the batch is committed, then the
        result is recorded if the game ended, and the clock is re-armed."""
        self._computer_moves(table, batch, texts)
        await self._commit(table, batch, changed)
        table.touch(*texts)
        if table.game is not None and table.game.over:
            await self._finish(table)
        self._arm(table)

    def _computer_moves(
        self, table: Table, batch: list[tuple[dict[str, Any], bool]], texts: list[str]
    ) -> None:
        game = table.game
        assert game is not None
        if not game.turn_based:
            return  # simultaneous games: computers move on the table's pulse
        for _ in range(MAX_COMPUTER_MOVES):
            waiting = [name for name in game.to_act() if _is_computer(table, name)]
            if not waiting:
                return
            action = computer_move(game, waiting[0])
            texts.extend(event.text for event in game.apply(action))
            batch.append((game.codec.dump(action), False))

    async def _commit(
        self, table: Table, batch: list[tuple[dict[str, Any], bool]], changed: list[SeatRow]
    ) -> None:
        game = table.game
        assert game is not None
        first = len(table.automatic)
        deadline = self._deadline(table)
        try:
            await self.store.append_actions(
                table.id, first, batch, seats=changed, deadline_at=deadline, now=now()
            )
        except BaseException:
            # The store refused: go back to what it holds, so memory never runs ahead of it.
            log.exception("table %s: committing %s actions failed", table.id, len(batch))
            table.game = _replayed(table, table.new_game(), game.log[:first])
            raise
        table.automatic.extend(automatic for _, automatic in batch)
        table.deadline_at = deadline

    def _deadline(self, table: Table) -> float | None:
        game = table.game
        if table.status != PLAYING or game is None or game.over:
            return None
        if game.turn_based:
            if not table.turn_seconds:
                return None
            waiting = [name for name in game.to_act() if not _is_computer(table, name)]
            return now() + table.turn_seconds if waiting else None
        if table.idle_pulses >= MAX_IDLE_PULSES:
            return None
        has_computer = any(seat.computer for seat in table.seats)
        if has_computer or game.legal_actions(None):
            return now() + self.settings.pulse_seconds
        return None

    async def _finish(self, table: Table) -> None:
        game = table.game
        assert game is not None
        results = _placements(table, game)
        await self.store.finish_table(
            table.id,
            guild_id=table.guild_id,
            game=table.game_name,
            results=results,
            hints_used=table.hints_used,
            now=now(),
        )
        table.status = FINISHED
        table.deadline_at = None
        winners = ", ".join(table.display(name) for name in game.winners)
        table.touch(f"Game over. Winner{'s' if len(game.winners) > 1 else ''}: {winners}.")
        self._retire(table)

    async def _close(self, table: Table, status: str, text: str) -> None:
        await self.store.close_table(table.id, status, now())
        table.status = status
        table.deadline_at = None
        table.touch(text)
        self._retire(table)

    def _retire(self, table: Table) -> None:
        """A closed table leaves memory; its last message stays and its record stays stored."""
        if table.timer is not None and table.timer is not asyncio.current_task():
            table.timer.cancel()
        table.timer = None
        self.tables.pop(table.id, None)

    async def _reseat(self, table: Table, seats: list[SeatRow]) -> None:
        renumbered = [
            SeatRow(index, s.user_id, s.name, s.display, s.computer, s.auto_moves)
            for index, s in enumerate(seats)
        ]
        await self.store.set_seats(table.id, renumbered)
        table.seats = renumbered

    def _publish(self, table: Table) -> None:
        if self.publisher is not None:
            self.publisher.request(table)

    def _require_lobby(self, table: Table) -> None:
        if table.status != LOBBY:
            raise StaleControl("This table is no longer taking players.")

    def _require_playing(self, table: Table) -> Game:
        if table.status != PLAYING or table.game is None:
            if table.status == LOBBY:
                raise TableError("The game has not started yet.")
            raise StaleControl("This game is over.")
        return table.game

    @staticmethod
    def _require_host(table: Table, user_id: int) -> None:
        if user_id != table.host_id:
            raise TableError("Only the host of this table can do that.")

    # -- timers -----------------------------------------------------------------------------

    def _arm(self, table: Table) -> None:
        current = asyncio.current_task()
        if table.timer is not None and table.timer is not current and not table.timer.done():
            table.timer.cancel()
        table.timer = None
        if table.deadline_at is None or table.closed:
            return
        table.timer = asyncio.create_task(
            self._wait(table, table.deadline_at), name=f"table-{table.id}-clock"
        )

    async def _wait(self, table: Table, deadline: float) -> None:
        await asyncio.sleep(max(0.0, deadline - now()))
        try:
            async with table.lock:
                if table.deadline_at != deadline or table.closed:
                    return
                await self._on_deadline(table)
        except Exception:
            log.exception("table %s: its timer failed", table.id)
            return
        self._publish(table)

    async def _on_deadline(self, table: Table) -> None:
        if table.status == LOBBY:
            await self._close(table, EXPIRED, "Nobody started the game in time; the table expired.")
            return
        game = table.game
        assert game is not None
        batch: list[tuple[dict[str, Any], bool]] = []
        texts: list[str] = []
        changed: list[SeatRow] = []
        notices: list[str] = []
        if game.turn_based:
            for name in game.to_act():
                seat = table.seat_named(name)
                if seat is None or seat.computer:
                    continue
                action = computer_move(game, name)
                events = game.apply(action)
                batch.append((game.codec.dump(action), True))
                texts.extend(event.text for event in events)
                texts.append(f"{seat.display} ran out of time; the computer moved for them.")
                seat.auto_moves += 1
                if seat.auto_moves >= self.settings.auto_moves_before_takeover:
                    seat.computer = True
                    notices.append(
                        f"<@{seat.user_id}> missed {seat.auto_moves} turns in a row, so the "
                        "computer plays their seat for the rest of this game."
                    )
                changed.append(seat)
                break
        else:
            self._pulse(table, batch, texts)
        if batch:
            await self._settle(table, batch, texts, changed)
        else:
            table.deadline_at = self._deadline(table)
            await self.store.set_deadline(table.id, table.deadline_at)
            self._arm(table)
        for notice in notices:
            if self.notify is not None:
                await self.notify(table, notice)

    def _pulse(
        self, table: Table, batch: list[tuple[dict[str, Any], bool]], texts: list[str]
    ) -> None:
        """A simultaneous game idle for a while: each computer seat moves once, and the
        table's own system action (open the table, turn fresh cards) is taken if it has one."""
        game = table.game
        assert game is not None
        table.idle_pulses += 1
        for seat in table.seats:
            if seat.computer and not game.over and game.legal_actions(seat.name):
                action = computer_move(game, seat.name)
                if action.type in game.idle_actions:
                    continue  # nothing better to do: not worth a line in the log
                texts.extend(event.text for event in game.apply(action))
                batch.append((game.codec.dump(action), False))
        system = game.legal_actions(None) if not game.over else []
        if system:
            texts.extend(event.text for event in game.apply(system[0]))
            batch.append((game.codec.dump(system[0]), True))

    # -- recovery ---------------------------------------------------------------------------

    async def recover(self) -> int:
        """Rebuild every table in a lobby or in play from the store. Returns how many."""
        rows = await self.store.open_tables()
        recovered = 0
        for row in rows:
            try:
                table = self._from_row(row)
            except EngineError:
                log.exception("table %s: its log does not replay; left as it is", row.id)
                continue
            self.tables[table.id] = table
            recovered += 1
            if table.status == PLAYING and table.game is not None and table.game.over:
                async with table.lock:
                    await self._finish(table)
                continue
            self._arm(table)
            table.revision += 1  # refresh the message: it may predate the last moves
            if self.publisher is not None:
                self.publisher.request(table, post_missing=True)
        return recovered

    def _from_row(self, row: TableRow) -> Table:
        table = Table(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            message_id=row.message_id,
            game_name=row.game,
            options=row.options,
            seed=row.seed,
            host_id=row.host_id,
            status=row.status,
            seats=row.seats,
            turn_seconds=row.turn_seconds,
            hints_used=row.hints_used,
            deadline_at=row.deadline_at,
        )
        if row.status == PLAYING or row.actions or row.status == FINISHED:
            game = table.new_game()
            stored = [game.codec.parse_trusted(text, game.players) for text, _ in row.actions]
            table.game = _replayed(table, game, stored)
            table.automatic = [automatic for _, automatic in row.actions]
        return table

    async def close(self) -> None:
        timers = [t.timer for t in self.tables.values() if t.timer is not None]
        for timer in timers:
            timer.cancel()
        await asyncio.gather(*timers, return_exceptions=True)


def _is_computer(table: Table, name: str) -> bool:
    seat = table.seat_named(name)
    return seat is not None and seat.computer


def _replayed(table: Table, game: Game, actions: list[Any]) -> Game:
    for index, action in enumerate(actions):
        try:
            game.apply(action)
        except IllegalAction as refusal:
            # The refusal may name a hidden card: it goes to DEBUG only, never INFO and above.
            log.debug("table %s: replaying action %s: %s", table.id, index, refusal)
            raise SetupError(
                f"table {table.id}: logged action {index} is refused on replay"
            ) from None
    return game


def _placements(table: Table, game: Game) -> list[ResultRow]:
    scores = game.scores
    winners = set(game.winners)
    others = [score for name, score in scores.items() if name not in winners]
    # Whether low scores are good is read from the result itself (Krypkasino is misère).
    lower_better = bool(winners and others) and max(scores[w] for w in winners) < min(others)
    results = []
    for seat in table.seats:
        score = scores.get(seat.name, 0)
        if seat.name in winners:
            placement = 1
        else:
            ahead = {
                name
                for name, other in scores.items()
                if name in winners or (other < score if lower_better else other > score)
            }
            placement = 1 + len(ahead)
        results.append(
            ResultRow(
                position=seat.position,
                user_id=seat.user_id,
                computer=seat.computer,
                placement=placement,
                score=score,
            )
        )
    return results
