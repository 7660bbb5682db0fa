"""A closed table leaves memory: after many Kare Kupa and 4-poker tables are played and closed,
no session or game object stays reachable (nothing module-level, in the host, its clock or the
table plug-ins holds one). The host runs without Discord, on a real SQLite file; the plug-ins
draw each table and keep their own state on the session, as clicks would make them; every
change is made inside the host's answering scope, as a click's is. Then the same through the
real bot in SimCord (its publisher, discord.py's stores), for a few tables."""

from __future__ import annotations

import asyncio
import gc
import weakref
from typing import Any

import pytest

from bot.host import TableHost
from bot.session import Session
from bot.settings import Settings
from bot.store import Store
from bot.tables import plugin_for
from bot.tables.context import RenderContext
from bot.tables.four_poker import Record
from bot.tables.kare_kupa import snapshot_at, state_of
from bot.vocab import TableStatus
from tests.support import drivers
from tests.support.world import world_fixture

TABLES = 1_000
"""Half Kare Kupa, half 4-poker."""
DRAWN_EVERY = 25
"""Every so many tables the public message is drawn too (a picture costs milliseconds)."""
"""Half Kare Kupa, half 4-poker."""


@pytest.fixture
async def host(tmp_path):
    path = tmp_path / "memory.sqlite3"
    store = await Store.open(path)
    settings = Settings(_env_file=None, database_path=path, pulse_seconds=3600, computer_delay=0.0)
    table_host = TableHost(store, settings)
    yield table_host
    await table_host.close()
    await store.close()


def first_move(game: Any, player: str) -> Any:
    """The first legal action that is not a mere gesture (quicker than the computer's)."""
    legal = game.legal_actions(player)
    return next((action for action in legal if not game.is_idle(action)), legal[0])


async def kare_kupa_played_and_ended(host: TableHost, number: int, ctx: RenderContext) -> Session:
    """Ana and three computers play a few moves; the plug-in draws the table and a panel,
    remembers what the panel showed and reads the partnership notes; then Ana ends it."""
    user = 10_000 + number
    session = await host.lobby.open_table(
        game="kare_kupa", guild_id=1, channel_id=2, host_id=user, host_display="ana", seed=number
    )
    async with host.answering():
        for _ in range(3):
            await host.lobby.add_computer(session.id, user)
        await host.lobby.start(session.id, user)
    plugin = plugin_for("kare_kupa")
    seat = session.seats[0]
    for _ in range(4):
        game = session.game
        assert game is not None
        if game.over or not game.legal_actions(seat.name):
            break
        async with host.answering():
            await host.play.act(session.id, user, first_move(game, seat.name))
        plugin.panel(session, ctx, seat)
    snapshot_at(session, session.version)
    state_of(session).notes = {0: "wink = three"}
    state_of(session).last_gesture[seat.name] = 1.0
    if number % DRAWN_EVERY == 0:
        plugin.public(session, ctx)
    async with host.answering():
        await host.play.end(session.id, user, manager=False)
    assert session.status == TableStatus.ABANDONED
    return session


async def four_poker_played_out(host: TableHost, number: int, ctx: RenderContext) -> Session:
    """A solitaire played to its end with the computer's choices; the plug-in keeps the
    owner's record on the session and draws the final board."""
    user = 20_000 + number
    session = await host.lobby.open_table(
        game="four_poker", guild_id=1, channel_id=2, host_id=user, host_display="bo", seed=number
    )
    seat = session.seats[0]
    while session.status == TableStatus.PLAYING:
        game = session.game
        assert game is not None
        async with host.answering():
            await host.play.act(session.id, user, first_move(game, seat.name))
    assert session.status == TableStatus.FINISHED
    session.plugin_state = Record(1, 10, 10.0)
    if number % DRAWN_EVERY == 0:
        plugin_for("four_poker").public(session, ctx)
    return session


async def test_closed_tables_leave_no_session_or_game_in_memory(host):
    ctx = RenderContext()
    sessions: list[weakref.ref[Session]] = []
    games: list[weakref.ref[object]] = []
    for number in range(TABLES // 2):
        for play in (kare_kupa_played_and_ended, four_poker_played_out):
            session = await play(host, number, ctx)
            sessions.append(weakref.ref(session))
            games.append(weakref.ref(session.game))
            del session
    # The pings and notices the ends caused go out in the background: let them finish.
    while host._background:
        await asyncio.gather(*host._background)
    assert host.tables == {}
    gc.collect()
    alive = [ref() for ref in sessions if ref() is not None]
    assert alive == [], f"{len(alive)} of {len(sessions)} sessions are still reachable"
    assert sum(ref() is not None for ref in games) == 0
    assert len(sessions) == TABLES


async def test_the_check_would_see_a_session_something_still_holds(host):
    """The same check catches a table that something keeps (here: the host's live tables)."""
    ctx = RenderContext()
    session = await four_poker_played_out(host, 1, ctx)
    kept = await host.lobby.open_table(
        game="kare_kupa", guild_id=1, channel_id=2, host_id=7, host_display="ana"
    )
    refs = [weakref.ref(session), weakref.ref(kept)]
    del session, kept
    gc.collect()
    assert [ref() is not None for ref in refs] == [False, True]


world = world_fixture("alice", "bob", guild=True)


async def test_tables_played_through_the_bot_leave_memory_when_closed(world, simcord_bot):
    env, _guild, channel, alice, bob = world
    refs: list[weakref.ref[Session]] = []
    for _ in range(3):
        lobby = (
            await alice.slash(channel, "play", game="krypkasino", options="rounds=1")
        ).response.message
        await bob.click(lobby, label="Join")
        await alice.click(lobby, label="Start")
        refs.append(weakref.ref(next(iter(simcord_bot.host.tables.values()))))
        await alice.click(lobby, label="Your hand")
        await alice.slash(channel, "end", table=refs[-1]().id)
    for _ in range(2):
        opened = (await alice.slash(channel, "play", game="four_poker")).response.message
        refs.append(weakref.ref(next(iter(simcord_bot.host.tables.values()))))
        while simcord_bot.host.tables:
            shown = drivers.message(channel, opened.id)
            column = next(
                child.label
                for child in drivers.components(shown)
                if (getattr(child, "label", "") or "").startswith("Column") and not child.disabled
            )
            await alice.click(shown, label=column)
    await env.advance_time(5)  # the publisher's last edits
    gc.collect()
    assert [ref() is not None for ref in refs] == [False] * len(refs)
