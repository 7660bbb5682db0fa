"""Seeding closed tables straight into a real store, for tests where playing a whole game
through clicks is not the point."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.host.play import results
from bot.seats import SeatRow
from bot.session import Session
from bot.store import DailyClaim, ResultRow, Store
from engine.game import Game
from engine.registry import computer_move, game_class

GUILD = 1000


@dataclass(frozen=True, slots=True)
class Seat:
    user_id: int | None
    placement: int | None
    score: int = 0
    outcome: str = "finished"
    team: int | None = None
    display: str = ""


async def seed_table(
    store: Store,
    game: str,
    seats: Sequence[Seat],
    *,
    now: float,
    guild_id: int = GUILD,
    hints_used: bool = False,
    status: str | None = None,
    daily: DailyClaim | None = None,
) -> int:
    """A closed table with these results (``daily``: a member's attempt at a day's deal);
    returns its id."""
    table_id = await store.create_table(
        guild_id=guild_id,
        channel_id=1,
        game=game,
        options={},
        seed=7,
        host_id=next((seat.user_id for seat in seats if seat.user_id), 1),
        seats=[
            SeatRow(
                position=position,
                user_id=seat.user_id,
                name=str(seat.user_id) if seat.user_id else f"computer-{position}",
                display=seat.display or name_of(seat.user_id, position),
                computer=seat.user_id is None,
            )
            for position, seat in enumerate(seats)
        ],
        turn_seconds=None,
        deadline_at=None,
        now=now,
        started=True,
        daily=daily,
    )
    abandoned = any(seat.outcome == "abandoned" for seat in seats)
    await store.finish_table(
        table_id,
        guild_id=guild_id,
        game=game,
        results=[
            ResultRow(
                position=position,
                user_id=seat.user_id,
                computer=seat.user_id is None,
                placement=seat.placement,
                score=seat.score,
                display=seat.display or name_of(seat.user_id, position),
                outcome=seat.outcome,
                team=seat.team,
            )
            for position, seat in enumerate(seats)
        ],
        hints_used=hints_used,
        now=now,
        status=status or ("abandoned" if abandoned else "finished"),
    )
    return table_id


def name_of(user_id: int | None, position: int = 0) -> str:
    return f"Player {user_id}" if user_id else f"Computer {position + 1}"


async def play_table(
    store: Store,
    game_name: str,
    members: Sequence[tuple[int | None, str]],
    *,
    now: float,
    seed: int = 11,
    options: dict[str, object] | None = None,
    guild_id: int = GUILD,
) -> tuple[int, Game]:
    """A whole game played by the computer players for every seat, stored as the host stores
    one (seats, action log, results from the engine's standings); returns its id and game."""
    seats = [
        SeatRow(
            position=position,
            user_id=user_id,
            name=str(user_id) if user_id else f"computer-{position}",
            display=display,
            computer=user_id is None,
        )
        for position, (user_id, display) in enumerate(members)
    ]
    table_id = await store.create_table(
        guild_id=guild_id,
        channel_id=1,
        game=game_name,
        options=options or {},
        seed=seed,
        host_id=next((user_id for user_id, _ in members if user_id), 1),
        seats=seats,
        turn_seconds=None,
        deadline_at=None,
        now=now,
        started=True,
    )
    game = game_class(game_name)([seat.name for seat in seats], options or {}, seed)
    while not game.over:
        system = game.legal_actions(None)
        action = system[0] if system else computer_move(game, game.to_act()[0])
        game.apply(action)
    await store.append_actions(
        table_id, 0, [(game.codec.dump(action), False) for action in game.log], now=now
    )
    session = Session(
        id=table_id,
        guild_id=guild_id,
        channel_id=1,
        message_id=None,
        game_name=game_name,
        options=options or {},
        seed=seed,
        host_id=seats[0].user_id or 1,
        status="playing",
        seats=seats,
        turn_seconds=None,
    )
    await store.finish_table(
        table_id,
        guild_id=guild_id,
        game=game_name,
        results=results(session, game.standings()),
        hints_used=False,
        now=now,
    )
    return table_id, game
