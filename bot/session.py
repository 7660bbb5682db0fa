"""A live table: the session object the host keeps in memory for one game in a channel.

Its truth is in the store (the table row, its seats and its action log); this object is the
cache, with the engine game rebuilt from the log. "Table" means the Discord table a plug-in
draws (``bot/tables/``); this is the state behind it.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.seats import SeatRow
from bot.vocab import CLOSED, TableStatus
from engine.game import Event, Game, Kind
from engine.record import GameRecord, rebuild, record_of
from engine.registry import game_class
from engine.wording import Said

if TYPE_CHECKING:
    from bot.store import TableRow


def human_name(user_id: int) -> str:
    """The engine's name for a member's seat: their id, stable whatever they are called. It
    never reaches a sentence: ``Session.display`` turns it into the display name."""
    return str(user_id)


COMPUTER_PREFIX = "computer-"


def computer_name(number: int) -> str:
    return f"{COMPUTER_PREFIX}{number}"


def computer_number(name: str) -> int | None:
    """A computer seat's number from its engine name (``computer-2``: 2); None for a member's."""
    number = name.removeprefix(COMPUTER_PREFIX)
    return int(number) if name.startswith(COMPUTER_PREFIX) and number.isdigit() else None


@dataclass(frozen=True, slots=True)
class Notice(Said):
    """Something the table itself says (a player joined, a seat was taken over): a code, an
    English template and its parameters, like an engine event."""

    code: str
    template: str
    params: dict[str, object] = field(default_factory=dict)

    @classmethod
    def of(cls, code: str, template: str, **params: object) -> Notice:
        return cls(code, template, params)


@dataclass(frozen=True, slots=True)
class Played:
    """An accepted action: the table after it, and what it said (engine events, notices)."""

    session: Session
    events: list[Said]


@dataclass(eq=False, slots=True, weakref_slot=True)
class Session:
    id: int
    guild_id: int | None
    channel_id: int
    message_id: int | None
    game_name: str
    options: dict[str, Any]
    seed: int
    host_id: int
    status: TableStatus
    seats: list[SeatRow]
    turn_seconds: float | None
    hints_used: bool = False
    daily: bool = False
    """A 4-poker daily deal: the same cards for everyone that day, no hints."""
    deadline_at: float | None = None
    paused_at: float | None = None
    """Every human is away: nothing moves until one of them acts (or the table is abandoned
    at ``deadline_at``)."""
    ping_message_id: int | None = None
    game: Game | None = None
    automatic: list[bool] = field(default_factory=list)
    """Per logged action: whether the computer chose it for an absent player."""
    recent: deque[Said] = field(default_factory=lambda: deque(maxlen=8))
    """The last few public events and notices, shown under the table."""
    revision: int = 0
    """Counts every change that the public message must show (the publisher's cursor)."""
    idle_pulses: int = 0
    """Pulses of a simultaneous game since a member last acted: an untouched table pauses."""
    pinged: str | None = None
    """The player last pinged for their turn: a turn is pinged once, when it passes to them."""
    ping_due: SeatRow | None = None
    """A turn ping to send once the action that caused it is answered."""
    notices_due: list[Said] = field(default_factory=list)
    """Notices to post in the channel once the action that caused them is answered."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    timer: asyncio.Task[None] | None = None
    plugin_state: Any = None
    """The table plug-in's own state for this table (Kare Kupa's notes and snapshots,
    4-poker's record line): it lives and leaves memory with the session, never in a
    module-level cache. Only the plug-in reads it (``TablePlugin.state``)."""

    @property
    def cls(self) -> type[Game]:
        return game_class(self.game_name)

    @property
    def kind(self) -> Kind:
        return self.cls.kind

    @property
    def title(self) -> str:
        return self.cls.title

    @property
    def version(self) -> int:
        """How many actions the game has taken: controls carry it to detect stale clicks."""
        return len(self.game.log) if self.game is not None else 0

    @property
    def closed(self) -> bool:
        return self.status in CLOSED

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def seat_of(self, user_id: int) -> SeatRow | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat
        return None

    def seat_named(self, name: str) -> SeatRow | None:
        for seat in self.seats:
            if seat.name == name:
                return seat
        return None

    def display(self, name: str | None) -> str:
        """A player as people see them: the display name as plain text (never a mention:
        those resolve only for cached members inside embeds), ``Computer 1`` for computers."""
        if name is None:
            return "the table"
        seat = self.seat_named(name)
        return seat.display if seat is not None else name

    def is_computer(self, name: str) -> bool:
        seat = self.seat_named(name)
        return seat is not None and seat.computer

    def humans(self) -> list[SeatRow]:
        """Seats still played by their member (not computers, not taken over)."""
        return [seat for seat in self.seats if not seat.computer]

    def touch(self, *said: Said) -> None:
        self.recent.extend(said)
        self.revision += 1

    @contextmanager
    def undone_on_failure(self) -> Iterator[None]:
        """Around a change that ends in its commit (a move, a start, a seat taken over): if
        anything fails before the commit is done, memory goes back to exactly what it was, which
        is what the store still holds. Memory never runs ahead of the store."""
        kept = _Kept.of(self)
        try:
            yield
        except BaseException:
            kept.restore(self)
            raise

    def record(self, actions: Sequence[object] = ()) -> GameRecord:
        """The table as a game record with these actions (the players by engine name)."""
        return record_of(
            self.game_name, [seat.name for seat in self.seats], self.options, self.seed, actions
        )

    def new_game(self) -> Game:
        """The game dealt, before any action."""
        return rebuild(self.record())

    def game_at(self, steps: int, *, told: list[Event] | None = None) -> Game:
        """The live game as it stood after its first ``steps`` actions (a panel drawn before
        later moves; memory put back to what the store holds)."""
        assert self.game is not None
        return rebuild(self.record(self.game.log), steps, told=told)

    @classmethod
    def from_row(
        cls,
        row: TableRow,
        *,
        actions: Sequence[object] | None = None,
        steps: int | None = None,
        told: list[Event] | None = None,
    ) -> Session:
        """A table as the store holds it; its game is rebuilt from the stored log when it
        has begun (``actions``: the log already parsed, else read from the row's JSON), up to
        ``steps`` actions if given (a replay), ``told`` collecting their events."""
        session = cls(
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
            daily=row.daily,
        )
        if row.status in (TableStatus.PLAYING, TableStatus.FINISHED) or row.actions:
            if actions is None:
                actions = [json.loads(text) for text, _ in row.actions]
            session.game = rebuild(session.record(actions), steps, told=told)
            session.automatic = [automatic for _, automatic in row.actions]
        return session


@dataclass(slots=True)
class _Kept:
    """What a change may touch in a session, kept to put back if its commit fails. The game
    is kept as its number of actions: the engine changes it in place, and the log rebuilds it
    (``Session.game_at``)."""

    fields: dict[str, Any]
    marks: int
    """How long ``automatic`` was (it only grows, or is replaced at a start)."""
    steps: int | None
    seats: list[SeatRow]
    seat_values: list[tuple[Any, ...]]
    recent: list[Said]
    notices_due: list[Said]

    _FIELDS = (
        "status",
        "game",
        "automatic",
        "deadline_at",
        "paused_at",
        "hints_used",
        "revision",
        "idle_pulses",
        "pinged",
        "ping_due",
    )

    @classmethod
    def of(cls, session: Session) -> _Kept:
        return cls(
            fields={name: getattr(session, name) for name in cls._FIELDS},
            marks=len(session.automatic),
            steps=len(session.game.log) if session.game is not None else None,
            seats=list(session.seats),
            seat_values=[
                tuple(getattr(seat, name) for name in SEAT_FIELDS) for seat in session.seats
            ],
            recent=list(session.recent),
            notices_due=list(session.notices_due),
        )

    def restore(self, session: Session) -> None:
        game = session.game
        moved_on = game is not None and self.steps is not None and len(game.log) != self.steps
        if moved_on and game is self.fields["game"]:
            assert self.steps is not None
            self.fields["game"] = session.game_at(self.steps)
        for name, value in self.fields.items():
            setattr(session, name, value)
        del session.automatic[self.marks :]
        for seat, values in zip(self.seats, self.seat_values, strict=True):
            for name, value in zip(SEAT_FIELDS, values, strict=True):
                setattr(seat, name, value)
        session.seats = self.seats
        session.recent.clear()
        session.recent.extend(self.recent)
        session.notices_due[:] = self.notices_due


SEAT_FIELDS = tuple(SeatRow.__dataclass_fields__)
