"""The clicking member's answer never waits behind other panels: while a click on a table is
being answered, the host draws none of that table's other panels; they follow once the answer
is made. The table host and the live panels without Discord, on a real SQLite file; a panel's
handle records its edits (the host's own edit seam, ``bot.panels.Handle``)."""

from __future__ import annotations

import asyncio
import gc

import discord
import pytest

from bot.host import TableHost
from bot.panels import Panels
from bot.session import Session
from bot.settings import Settings
from bot.store import Store
from bot.tables.context import RenderContext
from bot.tables.controls import render_panel
from bot.tables.message import Message
from engine.krypkasino.moves import card_moves


class Recording:
    """A followed panel's handle that keeps what it was edited to, in order."""

    dm = False

    def __init__(self, message_id: int, log: list[tuple[int, Message]]) -> None:
        self.message_id: int | None = message_id
        self.log = log

    async def edit(self, message: Message) -> None:
        self.log.append((self.message_id or 0, message))


@pytest.fixture
async def host(tmp_path):
    store = await Store.open(tmp_path / "host.sqlite3")
    settings = Settings(
        _env_file=None,
        database_path=tmp_path / "host.sqlite3",
        computer_delay=0.0,
        turn_seconds=86400.0,
    )
    table_host = TableHost(store, settings)
    client = discord.Client(intents=discord.Intents.none())  # never connected: no DM hands
    table_host.panels = Panels(client, RenderContext(), interval=0.0)
    yield table_host
    await table_host.panels.close()
    await table_host.close()
    await store.close()
    await client.close()


async def _settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def _three_at_krypkasino(host: TableHost) -> Session:
    """A one-round Krypkasino game of three members (user ids 1, 2, 3), started."""
    session = await host.lobby.open_table(
        game="krypkasino",
        guild_id=1,
        channel_id=2,
        host_id=1,
        host_display="one",
        options={"rounds": 1},
        seed=7,
    )
    for user in (2, 3):
        await host.lobby.join(session.id, user, f"user {user}")
    await host.lobby.start(session.id, 1)
    return session


async def test_other_panels_are_drawn_only_once_the_answer_is_made(host):
    panels = host.panels
    session = await _three_at_krypkasino(host)
    edits: list[tuple[int, Message]] = []
    for seat in session.seats:
        drawn = render_panel(session, panels.ctx, seat)
        handle = Recording(100 + seat.position, edits)
        panels.shown(session, seat, handle, drawn, state={}, revision=session.revision)
    mover = session.seat_named(session.game.mover)
    move = next(move for move in card_moves(session.game, mover.name) if move.playable)
    async with panels.clicking(session.id, mover.user_id):
        await host.play.act(session.id, mover.user_id, move.plays[0], version=session.version)
        await _settle()  # the loop is free: the answer is being made
        assert edits == []  # nobody's panel was drawn before the clicking member's answer
        # The answer: the member's own panel (``Click.show_panel``), live from now on.
        own = panels.of(session.id, mover.user_id)
        answer = render_panel(session, panels.ctx, mover)
        panels.shown(session, mover, own.handle, answer, state={}, revision=session.revision)
        await _settle()
        assert edits == []
    await _settle()
    edited = sorted(message_id for message_id, _ in edits)
    others = sorted(100 + seat.position for seat in session.seats if seat is not mover)
    assert edited == others  # then every other panel, once
    now = session.seat_named(session.game.mover)
    [(_, shown)] = [(i, m) for i, m in edits if i == 100 + now.position]
    assert "Your turn" in (shown.embeds[0].description or "")


class Counting:
    """A followed panel's handle that counts its edits and keeps nothing of them."""

    dm = False

    def __init__(self, message_id: int) -> None:
        self.message_id: int | None = message_id
        self.edits = 0

    async def edit(self, message: Message) -> None:
        message.edit()  # the request's fields, as discord.py takes them
        self.edits += 1


async def test_a_followed_panel_once_edited_leaves_nothing_for_the_garbage_collector(host):
    # A view and its controls point at each other: unless the host lets go of them once the
    # edit is made, every drawn panel stays in memory until the collector runs.
    panels = host.panels
    session = await _three_at_krypkasino(host)
    handles = {}
    for seat in session.seats:
        handles[seat.user_id] = Counting(100 + seat.position)
        drawn = render_panel(session, panels.ctx, seat)
        drawn.send()  # Your hand's answer
        panels.shown(session, seat, handles[seat.user_id], drawn, state={}, revision=0)
        drawn.release()
    del drawn
    gc.collect()
    gc.disable()
    try:
        moves = 6
        for _ in range(moves):
            mover = session.seat_named(session.game.mover)
            move = next(m for m in card_moves(session.game, mover.name) if m.playable)
            async with panels.clicking(session.id, mover.user_id):
                await host.play.act(
                    session.id, mover.user_id, move.plays[0], version=session.version
                )
                answer = render_panel(session, panels.ctx, mover)
                own = panels.of(session.id, mover.user_id)
                panels.shown(
                    session, mover, own.handle, answer, state={}, revision=session.revision
                )
                answer.edit()  # the click's answer, sent
                answer.release()  # as ``Click.show_panel`` does once it is sent
                del answer
            await _settle()
        followed = sum(handle.edits for handle in handles.values())
        assert followed >= 2 * moves  # the others' panels were drawn and edited
        views = [found for found in gc.get_objects() if isinstance(found, discord.ui.View)]
        assert views == []
    finally:
        gc.enable()
