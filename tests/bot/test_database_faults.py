"""A database another program holds (a backup, a ``sqlite3`` shell): every change is refused
in time with a clear sentence or retried by the clock, memory never runs ahead of the store,
reads are answered meanwhile, and the table plays on once the lock is gone.

The lock is real: a second SQLite connection on the bot's own file holds ``BEGIN IMMEDIATE``
(or ``EXCLUSIVE``). The bot's write wait is short here (``WAIT``) because SQLite's busy wait
runs in real time; the tests assert what was refused and what changed, never durations."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.app import Folkdeck
from bot.clock import now
from bot.daily import utc_day
from bot.errors import StoreBusy
from bot.host.clock import WAITING
from bot.seats import SeatRow
from bot.session import Session
from bot.store import Store
from bot.tables import registry
from bot.vocab import TableStatus
from tests.support import drivers
from tests.support.world import world_fixture

WAIT = 0.2
"""The bot's write wait in these tests (WRITE_WAIT, 1.5 s in production)."""
SETTLE = 2.0
"""Real seconds an action may take here: more than the write wait, less than every clock
below, so no timer fires in real time inside an action."""
BUSY = str(StoreBusy())
TURN = 60

world = world_fixture("alice", "bob", guild=True)


@pytest.fixture(autouse=True)
def generic_krypkasino(monkeypatch):
    """Krypkasino on the generic table: a move is one click in the hand panel."""
    monkeypatch.delitem(registry._PLUGINS, "krypkasino", raising=False)


@pytest.fixture
def simcord_bot(make_bot, request) -> Folkdeck:
    changes = {"write_wait": WAIT, **getattr(request, "param", {})}
    return make_bot(**changes)


@contextmanager
def held(path: Path, how: str = "IMMEDIATE") -> Iterator[None]:
    """Another program holds the database's write lock (as ``sqlite3 folkdeck.sqlite3`` with
    ``BEGIN IMMEDIATE;`` would)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute(f"BEGIN {how}")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def seat_state(seats: list[SeatRow]) -> list[tuple[Any, ...]]:
    return [(s.position, s.user_id, s.name, s.computer, s.forfeited, s.auto_moves) for s in seats]


async def assert_store_is_memory(bot: Folkdeck, session: Session) -> None:
    """The table as the store holds it, its game rebuilt from the stored log, is the table in
    memory: status, seats, log, deadline, pause."""
    row = await bot.store.table(session.id)
    assert row is not None
    assert row.status == session.status
    if session.closed:
        assert session.id not in bot.host.tables
        return
    assert seat_state(row.seats) == seat_state(session.seats)
    assert [automatic for _, automatic in row.actions] == session.automatic
    assert row.deadline_at == session.deadline_at
    assert row.paused_at == session.paused_at
    stored = Session.from_row(row)
    if session.game is None:
        assert stored.game is None
        return
    assert stored.game is not None
    assert len(stored.game.log) == len(session.game.log)
    assert stored.game.fingerprint() == session.game.fingerprint()


def only_table(bot: Folkdeck) -> Session:
    return bot.host.tables[max(bot.host.tables)]


async def lobby_with(channel: Any, alice: Any, bob: Any | None, computers: int) -> Any:
    lobby = (
        await alice.slash(channel, "play", game="krypkasino", turn_seconds=TURN, options="rounds=1")
    ).response.message
    if bob is not None:
        await bob.click(lobby, label="Join")
    for _ in range(computers):
        await alice.click(lobby, label="Add computer player")
    return lobby


async def start(channel: Any, alice: Any, bob: Any | None, computers: int) -> Any:
    lobby = await lobby_with(channel, alice, bob, computers)
    started = await alice.click(lobby, label="Start")
    assert not started.ephemeral, started.response.content
    return lobby


async def hand(channel: Any, lobby: Any, member: Any) -> Any:
    answer = await member.click(drivers.message(channel, lobby.id), label="Your hand")
    assert answer.ephemeral
    return answer.response.message


def mover(session: Session) -> SeatRow:
    seat = session.seat_named(session.game.to_act()[0])
    assert seat is not None
    return seat


def public_text(channel: Any, lobby: Any) -> str:
    return drivers.message_text(drivers.message(channel, lobby.id))


# -- a member's change, refused in time ---------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
@pytest.mark.parametrize("how", ["IMMEDIATE", "EXCLUSIVE"])
async def test_start_during_a_lock_is_refused_and_works_once_it_is_gone(
    world, simcord_bot, settings, how
):
    _env, _guild, channel, alice, _bob = world
    lobby = await lobby_with(channel, alice, None, computers=1)
    session = only_table(simcord_bot)
    with held(settings.database_path, how):
        refused = await alice.click(lobby, label="Start")
    assert refused.ephemeral
    assert refused.response.content == BUSY
    assert session.status == TableStatus.LOBBY
    assert session.game is None
    await assert_store_is_memory(simcord_bot, session)
    # Not stuck: the same button starts the game now.
    started = await alice.click(drivers.message(channel, lobby.id), label="Start")
    assert not started.ephemeral, started.response.content
    assert session.status == TableStatus.PLAYING
    assert "Your hand" in drivers.labels(started.response.message)
    await assert_store_is_memory(simcord_bot, session)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_move_during_a_lock_is_refused_and_plays_once_it_is_gone(
    world, simcord_bot, settings
):
    env, _guild, channel, alice, _bob = world
    lobby = await start(channel, alice, None, computers=1)
    session = only_table(simcord_bot)
    while mover(session).user_id != alice.id:
        await env.advance_time(1)
    panel = await hand(channel, lobby, alice)
    before = session.version
    with held(settings.database_path):
        refused = await drivers.choose(alice, panel, "play")
    assert refused.ephemeral
    assert refused.response.content == BUSY
    assert session.version == before
    await assert_store_is_memory(simcord_bot, session)
    await drivers.choose(alice, panel, "play")  # the same control, once the lock is gone
    assert session.version > before
    await assert_store_is_memory(simcord_bot, session)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_resigning_during_a_lock_is_refused_and_the_member_plays_on(
    world, simcord_bot, settings
):
    _env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob, computers=0)
    session = only_table(simcord_bot)
    panel = await hand(channel, lobby, bob)
    confirm = (await bob.click(panel, label="Resign")).response.message
    with held(settings.database_path):
        refused = await bob.click(confirm, label="Yes, resign (counts as a loss)")
    assert refused.response.content == BUSY
    seat = session.seat_of(bob.id)
    assert not seat.computer
    assert not seat.forfeited
    assert "resigned" not in public_text(channel, lobby)
    await assert_store_is_memory(simcord_bot, session)
    # bob still plays his seat.
    while mover(session).user_id != bob.id:
        await drivers.choose(alice, await hand(channel, lobby, alice), "play")
    before = session.version
    await drivers.choose(bob, await hand(channel, lobby, bob), "play")
    assert session.version > before
    await assert_store_is_memory(simcord_bot, session)


# -- the clock's changes, retried ----------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
@pytest.mark.parametrize("simcord_bot", [{"computer_delay": 5.0}], indirect=True)
async def test_a_computers_timed_move_during_a_lock_waits_and_is_made_once_it_is_gone(
    world, simcord_bot, settings
):
    env, _guild, channel, alice, _bob = world
    lobby = await start(channel, alice, None, computers=1)
    session = only_table(simcord_bot)
    if mover(session).user_id == alice.id:
        await drivers.choose(alice, await hand(channel, lobby, alice), "play")
    assert mover(session).computer
    before = session.version
    with held(settings.database_path):
        await env.advance_time(6)  # the computer's move is due; its commit is refused
        assert session.version == before
        assert session.timer is not None  # re-armed
        assert not session.timer.done()
        assert WAITING.template in public_text(channel, lobby)
        await assert_store_is_memory(simcord_bot, session)
        await env.advance_time(2)  # tried again, refused again: still waiting
        assert session.version == before
        await assert_store_is_memory(simcord_bot, session)
    await env.advance_time(5)  # the next try (backoff) finds the database free
    assert session.version > before
    assert WAITING.template not in public_text(channel, lobby)
    await assert_store_is_memory(simcord_bot, session)
    # The member's turn comes, and their move is taken.
    for _ in range(5):
        if session.status != TableStatus.PLAYING or mover(session).user_id == alice.id:
            break
        await env.advance_time(6)
    if session.status == TableStatus.PLAYING:
        moved = session.version
        await drivers.choose(alice, await hand(channel, lobby, alice), "play")
        assert session.version > moved
    await assert_store_is_memory(simcord_bot, session)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_takeover_during_a_lock_waits_and_happens_once_it_is_gone(
    world, simcord_bot, settings
):
    env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob, computers=0)
    session = only_table(simcord_bot)
    seat = session.seat_of(bob.id)
    # bob is away: his first turn runs out (the computer moves for him)...
    while mover(session).user_id != bob.id:
        await drivers.choose(alice, await hand(channel, lobby, alice), "play")
    await env.advance_time(TURN + 1)
    assert seat.auto_moves == 1
    while mover(session).user_id != bob.id:
        await drivers.choose(alice, await hand(channel, lobby, alice), "play")
    # ...and his second, which hands his seat to the computer, runs out during a lock.
    before = session.version
    with held(settings.database_path):
        await env.advance_time(TURN + 1)
        assert session.version == before
        assert not seat.computer
        assert seat.auto_moves == 1
        assert WAITING.template in public_text(channel, lobby)
        await assert_store_is_memory(simcord_bot, session)
    await env.advance_time(2)
    assert seat.computer
    assert seat.forfeited
    assert session.version > before
    assert "bob missed 2 turns in a row" in public_text(channel, lobby)
    await assert_store_is_memory(simcord_bot, session)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_lobby_expiring_during_a_lock_waits_and_expires_once_it_is_gone(
    world, simcord_bot, settings
):
    env, _guild, channel, alice, _bob = world
    lobby = await lobby_with(channel, alice, None, computers=0)
    session = only_table(simcord_bot)
    with held(settings.database_path):
        await env.advance_time(settings.lobby_seconds + 1)
        assert session.status == TableStatus.LOBBY
        assert session.id in simcord_bot.host.tables
        assert WAITING.template in public_text(channel, lobby)
        await assert_store_is_memory(simcord_bot, session)
    await env.advance_time(2)
    assert session.status == TableStatus.EXPIRED
    assert await simcord_bot.store.status(session.id) == TableStatus.EXPIRED
    await assert_store_is_memory(simcord_bot, session)


# -- reads wait for no write ---------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_another_tables_hand_is_shown_while_writes_are_held(world, simcord_bot, settings):
    _env, _guild, channel, alice, bob = world
    await start(channel, alice, None, computers=1)
    theirs = await start(channel, bob, None, computers=1)
    # Another program holds the file, and the bot's own writer is busy (its lock taken):
    # a member's hand, which only reads, is answered all the same.
    with held(settings.database_path):
        async with simcord_bot.store._lock:
            panel = await hand(channel, theirs, bob)
    assert panel.content != BUSY
    assert "Resign" in drivers.labels(panel)


# -- the store itself ----------------------------------------------------------------------------


async def test_a_write_is_refused_in_time_and_a_read_goes_on(tmp_path):
    path = tmp_path / "busy.sqlite3"
    store = await Store.open(path, write_wait=WAIT)
    try:
        await store.set_hand_by_dm(1, enabled=True)
        with held(path):
            with pytest.raises(StoreBusy):
                await store.set_hand_by_dm(1, enabled=False)
            assert await store.hand_by_dm(1)  # read meanwhile: the last committed state
        await store.set_hand_by_dm(1, enabled=False)
        assert not await store.hand_by_dm(1)
    finally:
        await store.close()


async def test_writes_queued_behind_a_held_lock_are_refused_not_kept_waiting(tmp_path):
    """Many writes at once behind another program's lock: each is refused (its wait counts
    from when it was asked for, the queue included), and none is half-written."""
    path = tmp_path / "queue.sqlite3"
    store = await Store.open(path, write_wait=WAIT)
    try:
        with held(path):
            writes = [store.set_hand_by_dm(user, enabled=True) for user in range(20)]
            outcomes = await asyncio.gather(*writes, return_exceptions=True)
        assert all(isinstance(outcome, StoreBusy) for outcome in outcomes)
        assert not any([await store.hand_by_dm(user) for user in range(20)])
    finally:
        await store.close()


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_joining_during_a_lock_is_refused_and_works_once_it_is_gone(
    world, simcord_bot, settings
):
    _env, _guild, channel, alice, bob = world
    lobby = await lobby_with(channel, alice, None, computers=0)
    session = only_table(simcord_bot)
    with held(settings.database_path):
        refused = await bob.click(lobby, label="Join")
    assert refused.response.content == BUSY
    assert session.seat_of(bob.id) is None
    await assert_store_is_memory(simcord_bot, session)
    await bob.click(drivers.message(channel, lobby.id), label="Join")
    assert session.seat_of(bob.id) is not None
    await assert_store_is_memory(simcord_bot, session)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_last_move_is_kept_when_its_result_cannot_be_recorded_yet(
    world, simcord_bot, settings
):
    """The store takes the last move but refuses the result (a real SQLite refusal, from a
    trigger): the move stands, the member is not told it failed, and the clock records the
    result once the store takes it."""
    env, _guild, channel, alice, _bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    session = only_table(simcord_bot)
    found = message
    for _ in range(15):
        column = session.game.legal_actions(session.seats[0].name)[0].column
        found = (await alice.click(found, label=f"Column {column + 1}")).response.message
    other = sqlite3.connect(settings.database_path, isolation_level=None)
    other.execute(
        "CREATE TRIGGER refuse BEFORE INSERT ON results BEGIN SELECT RAISE(ABORT, 'no'); END"
    )
    column = session.game.legal_actions(session.seats[0].name)[0].column
    last = await alice.click(found, label=f"Column {column + 1}")
    assert not last.ephemeral  # the table, with the move: it was played
    assert session.game.over
    assert session.status == TableStatus.PLAYING  # the result is not recorded yet
    await assert_store_is_memory(simcord_bot, session)
    assert WAITING.template in public_text(channel, message)
    other.execute("DROP TRIGGER refuse")
    other.close()
    await env.advance_time(2)
    assert session.status == TableStatus.FINISHED
    await assert_store_is_memory(simcord_bot, session)
    [row] = await simcord_bot.store.results(session.id)
    assert row.user_id == alice.id


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_commands_that_write_during_a_lock_answer_with_the_busy_sentence(
    world, simcord_bot, settings
):
    """/end refuses in the cog; /settings's refusal reaches the command tree's error handler,
    which answers with the same sentence (SimCord records what reached the handler)."""
    env, _guild, channel, alice, _bob = world
    await start(channel, alice, None, computers=1)
    session = only_table(simcord_bot)
    with held(settings.database_path):
        chosen = await alice.slash(channel, "settings", hand="dm")
        ended = await alice.slash(channel, "end", table=session.id)
    assert chosen.response.content == BUSY
    assert ended.response.content == BUSY
    assert [type(getattr(error, "original", error)) for error in env.errors] == [StoreBusy]
    assert not await simcord_bot.store.hand_by_dm(alice.id)
    assert session.status == TableStatus.PLAYING
    await assert_store_is_memory(simcord_bot, session)
    ended = await alice.slash(channel, "end", table=session.id)
    assert "is ended" in ended.response.content
    assert await simcord_bot.store.status(session.id) == TableStatus.ABANDONED


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_pause_during_a_lock_waits_and_a_resumed_table_is_stored_as_resumed(
    world, simcord_bot, settings
):
    env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob, computers=0)
    session = only_table(simcord_bot)
    members = {alice.id: alice, bob.id: bob}
    await env.advance_time(TURN + 1)  # the first player is away: moved for
    assert not session.paused
    with held(settings.database_path):
        await env.advance_time(TURN + 1)  # both away: the pause cannot be stored yet
        assert not session.paused
        await assert_store_is_memory(simcord_bot, session)
    await env.advance_time(2)
    assert session.paused
    await assert_store_is_memory(simcord_bot, session)
    # A move resumes the game, in memory and in the store alike (a restart keeps it going).
    mover_member = members[mover(session).user_id]
    await drivers.choose(mover_member, await hand(channel, lobby, mover_member), "play")
    assert not session.paused
    await assert_store_is_memory(simcord_bot, session)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_daily_deal_opened_during_a_lock_keeps_the_members_attempt(
    world, simcord_bot, settings
):
    """The attempt is taken in the transaction that opens its table: a refusal spends
    nothing, and no table is left without its attempt."""
    _env, guild, channel, alice, bob = world
    # Bob's deal first: the bot's daily secret exists, so only the attempt's write is held.
    await bob.slash(channel, "play", game="four_poker", daily=True)
    tables = set(simcord_bot.host.tables)
    with held(settings.database_path):
        refused = await alice.slash(channel, "play", game="four_poker", daily=True)
    assert refused.ephemeral
    assert refused.response.content == BUSY
    assert set(simcord_bot.host.tables) == tables
    opened = await alice.slash(channel, "play", game="four_poker", daily=True)
    assert not opened.ephemeral, opened.response.content
    session = only_table(simcord_bot)
    assert session.daily
    assert session.host_id == alice.id
    attempt = await simcord_bot.store.daily_attempt(guild.id, utc_day(now()), alice.id)
    assert attempt is not None
    assert attempt.table_id == session.id
    again = await alice.slash(channel, "play", game="four_poker", daily=True)
    assert again.ephemeral
    assert "played today's deal already" in again.response.content
