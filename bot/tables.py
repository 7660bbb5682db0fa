"""A live table: the session object the host keeps in memory for one game in a channel.

Its truth is in the store (the table row, its seats and its action log); this object is the
cache, with the engine game rebuilt from the log.
"""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from bot.store import SeatRow
from engine.game import Game
from engine.registry import game_class

LOBBY = "lobby"
PLAYING = "playing"
FINISHED = "finished"
CANCELLED = "cancelled"
EXPIRED = "expired"
CLOSED = (FINISHED, CANCELLED, EXPIRED)


def human_name(user_id: int) -> str:
    """The engine's name for a member's seat: their id, stable whatever they are called."""
    return str(user_id)


def computer_name(number: int) -> str:
    return f"computer-{number}"


@dataclass(eq=False, slots=True)
class Table:
    id: int
    guild_id: int | None
    channel_id: int
    message_id: int | None
    game_name: str
    options: dict[str, Any]
    seed: int
    host_id: int
    status: str
    seats: list[SeatRow]
    turn_seconds: float | None
    hints_used: bool = False
    deadline_at: float | None = None
    game: Game | None = None
    automatic: list[bool] = field(default_factory=list)
    """Per logged action: whether the computer chose it for an absent player."""
    recent: deque[str] = field(default_factory=lambda: deque(maxlen=6))
    """The last few public events, shown under the table."""
    revision: int = 0
    """Counts every change that the public message must show (the publisher's cursor)."""
    idle_pulses: int = 0
    """Pulses of a simultaneous game since a member last acted: an abandoned table stops."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    timer: asyncio.Task[None] | None = None

    @property
    def cls(self) -> type[Game]:
        return game_class(self.game_name)

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
        """How a player is shown in messages: a mention for members (sent without pinging),
        a plain name for computer players."""
        if name is None:
            return "the table"
        seat = self.seat_named(name)
        if seat is None:
            return name
        if seat.user_id is None:
            return seat.display
        return f"<@{seat.user_id}>"

    def touch(self, *events: str) -> None:
        self.recent.extend(events)
        self.revision += 1

    def new_game(self) -> Game:
        return self.cls([seat.name for seat in self.seats], self.options, self.seed)
