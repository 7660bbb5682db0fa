"""``folkdeck copy-to-postgresql``: a SQLite database holding finished and live tables,
seasons, ratings, daily deals and preferences is copied into an empty PostgreSQL database,
every row equal afterwards; the bot's store reads the same open tables from both; new ids
follow the copied ones; a second copy into the now full database is refused, changing
nothing."""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

import asyncpg

from bot.__main__ import main
from bot.ratings import rate
from bot.seats import SeatRow
from bot.store import DailyClaim, Store
from bot.store.copying import TABLES
from tests.support.postgres import scratch_database
from tests.support.seeding import GUILD, Seat, seed_table


async def fill(store: Store) -> None:
    """Something in every table."""
    await store.daily_secret(1.0)
    for number in range(4):
        table = await seed_table(store, "krypkasino", [Seat(1, 1), Seat(2, 2)], now=10 + number)
        await store.rate_table(table, now=10 + number)
    solo = await seed_table(store, "four_poker", [Seat(1, 1, score=40)], now=20)
    await store.rate_table(solo, now=20)
    await store.start_season(GUILD, "Spring", now=30, ends_at=500.0, min_games=1)
    kare = await seed_table(
        store,
        "kare_kupa",
        [Seat(1, 1, team=0), Seat(2, 2, team=1), Seat(3, 1, team=0), Seat(4, 2, team=1)],
        now=40,
    )
    await store.rate_table(kare, now=40)
    await store.set_partner_note(kare, 0, "hold the queens", user_id=1, now=41)
    await store.set_board_opt_out(GUILD, 4, hidden=True)
    await store.set_hand_by_dm(2, enabled=True)
    await store.set_follow(GUILD, 3, "krypkasino", following=True)
    await store.set_language(3, "sv")
    await store.set_guild_language(GUILD, "ro")
    lobby = await store.create_table(
        guild_id=GUILD,
        channel_id=5,
        game="krypkasino",
        options={"rounds": 2},
        seed=2**62,
        host_id=2**60,  # a snowflake-sized member id
        seats=[SeatRow(0, 2**60, "a", "Ana", computer=False)],
        turn_seconds=60.0,
        deadline_at=900.5,
        now=50,
    )
    await store.claim_calls(lobby, [3, 4], kind="open", by_user=None, now=51)
    live = await store.create_table(
        guild_id=GUILD,
        channel_id=5,
        game="four_poker",
        options={},
        seed=9,
        host_id=7,
        seats=[SeatRow(0, 7, "7", "Ida", computer=False)],
        turn_seconds=None,
        deadline_at=None,
        now=60,
        started=True,
        daily=DailyClaim(GUILD, "2026-12-03", 7, "Ida"),
    )
    await store.append_actions(live, 0, [({"type": "place", "column": 1}, False)], now=61)
    await store.set_shown([(live, 1, "digest")])


def rows_of(records: list[Any]) -> list[tuple[Any, ...]]:
    return sorted(
        (tuple(bytes(v) if isinstance(v, memoryview) else v for v in row) for row in records),
        key=repr,
    )


async def everything(sqlite_path, url) -> tuple[dict, dict]:
    source = sqlite3.connect(sqlite_path)
    target = await asyncpg.connect(url)
    try:
        left, right = {}, {}
        for table in TABLES:
            columns = [row[1] for row in source.execute(f"PRAGMA table_info({table})")]
            select = f"SELECT {', '.join(columns)} FROM {table}"
            left[table] = rows_of(source.execute(select).fetchall())
            right[table] = rows_of(await target.fetch(select))
        return left, right
    finally:
        source.close()
        await target.close()


def test_a_sqlite_database_is_copied_whole(tmp_path, monkeypatch, capsys):
    for name in ("DATABASE_URL", "DATABASE_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no .env of the checkout's
    path = tmp_path / "folkdeck.sqlite3"

    async def build() -> list:
        store = await Store.open(path, rating=rate)
        try:
            await fill(store)
            return await store.open_tables()
        finally:
            await store.close()

    open_before = asyncio.run(build())
    assert len(open_before) == 2

    async def scenario() -> None:
        async with scratch_database() as url:
            code = await asyncio.to_thread(main, ["copy-to-postgresql", url, "--from", str(path)])
            assert code == 0
            assert "copied" in capsys.readouterr().out
            left, right = await everything(path, url)
            assert all(left[table] for table in TABLES), [t for t in TABLES if not left[t]]
            # Every table of the schema is copied: a new one must join TABLES.
            source = sqlite3.connect(path)
            schema = {
                name
                for (name,) in source.execute(
                    "SELECT name FROM sqlite_master"
                    " WHERE type = 'table' AND name NOT LIKE 'sqlite%'"
                )
            }
            source.close()
            assert schema == set(TABLES)
            assert left == right

            store = await Store.open(path, url=url, rating=rate)
            try:
                assert await store.open_tables() == open_before
                newest = max(row.id for row in open_before)
                fresh = await seed_table(store, "four_poker", [Seat(1, 1)], now=70)
                assert fresh == newest + 1
            finally:
                await store.close()

            # Into a database that holds tables: refused, nothing changed.
            _, before = await everything(path, url)
            code = await asyncio.to_thread(main, ["copy-to-postgresql", url, "--from", str(path)])
            assert code == 1
            assert "already holds game_tables" in capsys.readouterr().err
            _, after = await everything(path, url)
            assert after == before

    asyncio.run(scenario())


def test_copying_needs_a_destination(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["copy-to-postgresql", "--from", str(tmp_path / "x.sqlite3")]) == 2
    assert "postgresql:// URL" in capsys.readouterr().err


def test_a_missing_sqlite_file_is_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)

    async def scenario() -> None:
        async with scratch_database() as url:
            missing = tmp_path / "none.sqlite3"
            code = await asyncio.to_thread(
                main, ["copy-to-postgresql", url, "--from", str(missing)]
            )
            assert code == 1
            assert "no SQLite database" in capsys.readouterr().err
            assert not missing.exists()

    asyncio.run(scenario())
