"""The store on a real SQLite file and on a real PostgreSQL server (each test that takes
``store`` or ``open_store`` runs on both): migrations, the action log, recovery reads,
preferences."""

from __future__ import annotations

import ast
import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

import bot.store
from bot.errors import DailySpent
from bot.seats import SeatRow
from bot.store import MIGRATIONS, DailyClaim, ResultRow, Skill, Store
from tests.support.seeding import GUILD, Seat, seed_table

LATEST = max(int(path.name.split("_")[0]) for path in MIGRATIONS.glob("*.sql"))


def seats(*users: int | None) -> list[SeatRow]:
    return [
        SeatRow(
            index,
            user,
            f"u{user}" if user else f"computer-{index}",
            f"user {user}",
            computer=user is None,
        )
        for index, user in enumerate(users)
    ]


@pytest.fixture
async def store(open_store):
    return await open_store()


async def new_table(store: Store, *users: int | None, game: str = "krypkasino") -> int:
    return await store.create_table(
        guild_id=1,
        channel_id=2,
        game=game,
        options={"rounds": 1},
        seed=7,
        host_id=users[0] or 0,
        seats=seats(*users),
        turn_seconds=60.0,
        deadline_at=100.0,
        now=50.0,
    )


async def test_open_creates_the_folder_migrates_and_uses_wal(tmp_path):
    path = tmp_path / "new" / "db.sqlite3"
    store = await Store.open(path)
    try:
        assert path.exists()
        assert await store.schema_version() == LATEST
        assert await store.migrate() == LATEST  # nothing left to apply
    finally:
        await store.close()
    with sqlite3.connect(path) as plain:
        assert plain.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert plain.execute("PRAGMA user_version").fetchone()[0] == LATEST
        tables = {
            row[0] for row in plain.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
    assert {"game_tables", "seats", "actions", "results", "preferences"} <= tables


async def test_a_failing_migration_leaves_no_trace(tmp_path):
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "001_good.sql").write_text("CREATE TABLE a (x INTEGER);")
    (folder / "902_bad.sql").write_text("CREATE TABLE b (y INTEGER);\nTHIS IS NOT SQL;")
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        before = await store.schema_version()
        with pytest.raises(sqlite3.OperationalError):
            await store.migrate(folder)
        assert await store.schema_version() == before
    finally:
        await store.close()
    with sqlite3.connect(tmp_path / "db.sqlite3") as plain:
        names = {row[0] for row in plain.execute("SELECT name FROM sqlite_master")}
    assert "b" not in names  # the bad migration's first statement was rolled back too


async def test_the_action_log_round_trips_in_order(store):
    table_id = await new_table(store, 11, 12)
    await store.start_table(table_id, seats(11, 12), deadline_at=200.0, now=60.0)
    first = [({"player": "u11", "type": "play", "card": "5H"}, False)]
    second = [
        ({"player": "u12", "type": "play", "card": "QS", "take": ["QH"]}, True),
        ({"player": "u11", "type": "tabbe", "rank": "Q"}, False),
    ]
    await store.append_actions(table_id, 0, first, now=61.0, deadline_at=300.0)
    await store.append_actions(table_id, 1, second, now=62.0, deadline_at=400.0)
    [row] = await store.open_tables()
    assert row.id == table_id
    assert row.status == "playing"
    assert row.options == {"rounds": 1}
    assert row.seed == 7
    assert row.deadline_at == 400.0
    assert row.turn_seconds == 60.0
    assert [seat.user_id for seat in row.seats] == [11, 12]
    assert [(json.loads(text), automatic) for text, automatic in row.actions] == first + second


async def test_a_sequence_number_is_never_written_twice(store):
    table_id = await new_table(store, 11, 12)
    await store.append_actions(table_id, 0, [({"type": "a"}, False)], now=1.0)
    with pytest.raises(sqlite3.IntegrityError):
        await store.append_actions(table_id, 0, [({"type": "b"}, False)], now=2.0)
    row = await store.table(table_id)
    assert row is not None
    assert row.actions == [('{"type":"a"}', False)]


async def test_concurrent_transactions_do_not_interleave(store):
    """STACK.md: one shared connection would commit another handler's half-done work."""
    tables = [await new_table(store, 10 + n, 20 + n) for n in range(20)]

    async def write(table_id: int) -> None:
        for seq in range(10):
            await store.append_actions(table_id, seq, [({"seq": seq}, False)], now=float(seq))

    await asyncio.gather(*(write(table_id) for table_id in tables))
    rows = {row.id: row for row in await store.open_tables()}
    for table_id in tables:
        assert [json.loads(action)["seq"] for action, _ in rows[table_id].actions] == list(
            range(10)
        )


async def test_finished_tables_leave_recovery_and_keep_results(store):
    table_id = await new_table(store, 11, None)
    other = await new_table(store, 13, 14)
    results = [ResultRow(0, 11, False, 1, 5), ResultRow(1, None, True, 2, 9)]
    await store.finish_table(
        table_id, guild_id=1, game="krypkasino", results=results, hints_used=False, now=70.0
    )
    assert [row.id for row in await store.open_tables()] == [other]
    assert await store.status(table_id) == "finished"
    assert await store.results(table_id) == results


async def test_seats_message_and_closing(store):
    table_id = await new_table(store, 11)
    await store.set_seats(table_id, seats(11, 12, None))
    await store.set_message(table_id, 999, channel_id=555)
    row = await store.table(table_id)
    assert row is not None
    assert [seat.computer for seat in row.seats] == [False, False, True]
    assert (row.message_id, row.channel_id) == (999, 555)
    await store.close_table(table_id, "cancelled", now=80.0)
    assert await store.status(table_id) == "cancelled"
    assert await store.open_tables() == []
    assert await store.status(12345) is None


async def test_preferences(store):
    assert await store.hand_by_dm(5) is False
    await store.set_hand_by_dm(5, enabled=True)
    assert await store.hand_by_dm(5) is True
    await store.set_hand_by_dm(5, enabled=False)
    assert await store.hand_by_dm(5) is False


async def test_data_survives_reopening(open_store):
    store = await open_store()
    table_id = await new_table(store, 1, 2)
    await store.append_actions(table_id, 0, [({"type": "x"}, False)], now=1.0)
    await store.close()
    reopened = await open_store()
    assert await reopened.schema_version() == LATEST
    row = await reopened.table(table_id)
    assert row is not None
    assert row.actions == [('{"type":"x"}', False)]


# -- the package: one facade, a module per concern, no policy -------------------------------

STORE_PACKAGE = Path(bot.store.__file__).parent


def test_the_store_is_a_package_of_small_modules_without_domain_policy():
    for path in sorted(STORE_PACKAGE.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert len(source.splitlines()) < 400, path.name
        imported = set()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
        policy = {name for name in imported if name.split(".")[0] in {"engine", "openskill"}}
        policy |= imported & {"bot.ratings", "bot.outcome", "bot.host", "bot.tables"}
        assert not policy, (path.name, policy)
        uses_aiosqlite = "aiosqlite" in imported
        assert uses_aiosqlite == (path.name == "database.py"), path.name


async def test_a_match_is_rated_by_the_rule_the_store_is_given(open_store):
    calls = []

    def everyone_gains(seats, current):
        calls.append(([(seat.user_id, seat.placement, seat.outcome) for seat in seats], current))
        return {seat.user_id: Skill(30.0, 5.0) for seat in seats if seat.user_id is not None}

    without = await open_store()
    table = await seed_table(without, "krypkasino", [Seat(1, 1), Seat(2, 2)], now=10)
    with pytest.raises(LookupError):
        await without.rate_table(table, now=11)
    # Nothing was counted: the next start-up (with a rule) counts it.
    solo = await seed_table(without, "four_poker", [Seat(1, 1, score=40)], now=12)
    assert (await without.rate_table(solo, now=13)).season_id is not None
    await without.close()
    given = await open_store(rating=everyone_gains)
    assert await given.rate_unrated(now=20) == 1
    assert calls == [([(1, 1, "finished"), (2, 2, "finished")], {})]
    season = await given.current_season(GUILD, now=30)
    line = await given.board_line(season, "krypkasino", 2, solo=False, min_games=1)
    assert line is not None
    assert (line.mu, line.sigma, line.ordinal, line.games, line.wins) == (30.0, 5.0, 15.0, 1, 0)


async def test_a_daily_attempt_is_taken_with_its_table_or_not_at_all(store):
    claim = DailyClaim(guild_id=1, day="2026-12-03", user_id=11, display="Ana")

    async def open_daily(table_seats: list[SeatRow] | None = None) -> int:
        return await store.create_table(
            guild_id=1,
            channel_id=2,
            game="four_poker",
            options={},
            seed=7,
            host_id=11,
            seats=table_seats or seats(11),
            turn_seconds=None,
            deadline_at=None,
            now=50.0,
            started=True,
            daily=claim,
        )

    # A table that cannot be stored (two seats in one place) takes no attempt with it.
    with pytest.raises(sqlite3.IntegrityError):
        await open_daily(seats(11) + seats(12))
    assert await store.daily_attempt(1, "2026-12-03", 11) is None
    table_id = await open_daily()
    attempt = await store.daily_attempt(1, "2026-12-03", 11)
    assert attempt is not None
    assert attempt.table_id == table_id
    # A second attempt is refused and opens no table.
    with pytest.raises(DailySpent):
        await open_daily()
    row = await store.table(table_id + 1)
    assert row is None


async def test_a_one_per_bot_job_runs_in_one_process_at_a_time(open_store):
    first, second = await open_store(), await open_store()
    async with first.exclusive("season_ends") as mine:
        assert mine
        async with second.exclusive("season_ends") as theirs:
            # PostgreSQL: an advisory lock across processes. SQLite: one process owns the
            # file, so the job is always its own.
            assert theirs == (first.backend == "sqlite")
        async with second.exclusive("command_sync") as other_job:
            assert other_job
    async with second.exclusive("season_ends") as after:
        assert after


async def test_a_job_every_process_needs_waits_its_turn(open_store):
    first, second = await open_store(), await open_store()
    order: list[str] = []
    holding = asyncio.Event()
    release = asyncio.Event()

    async def one() -> None:
        async with first.exclusive("emoji_sync", wait=True) as mine:
            assert mine
            order.append("first in")
            holding.set()
            await release.wait()
            order.append("first out")

    async def two() -> None:
        await holding.wait()
        async with second.exclusive("emoji_sync", wait=True) as mine:
            assert mine
            order.append("second in")

    task = asyncio.gather(one(), two())
    await holding.wait()
    if first.backend == "postgresql":
        # The second is waiting on the server before the first lets go.
        waiting = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
        while (await first._read(waiting))[0][0] == 0:  # noqa: ASYNC110 - a server's state
            await asyncio.sleep(0)
    release.set()
    await task
    if first.backend == "postgresql":
        assert order == ["first in", "first out", "second in"]
    else:  # one process owns a SQLite file: nothing to wait for
        assert order[0] == "first in"
        assert sorted(order) == ["first in", "first out", "second in"]
