"""The bot on PostgreSQL (DATABASE_URL), on a real server: a table played through SimCord,
recovered by the next process on the same database and played to its end; processes starting
together migrate the schema once; a move is one statement (one round trip)."""

from __future__ import annotations

import asyncio
import json
import time

import asyncpg
import pytest_asyncio
import simcord
from pydantic import SecretStr

from bot.__main__ import main
from bot.store import MIGRATIONS, Store
from bot.store.database import NEW_ROW_ID, Batch
from bot.store.postgres import one_statement
from bot.store.table_log import (
    INSERT_ACTION,
    SET_CHANNEL,
    SET_DEADLINE_AND_PAUSE,
    SET_MESSAGE,
    SET_SEAT_STATE,
)
from tests.support.postgres import scratch_database
from tests.support.world import build_world

LATEST = max(int(path.name.split("_")[0]) for path in MIGRATIONS.glob("*.sql"))


@pytest_asyncio.fixture
async def database_url():
    async with scratch_database() as url:
        yield url


async def test_processes_starting_together_migrate_once(database_url, tmp_path):
    stores = await asyncio.gather(
        *(Store.open(tmp_path / "unused", url=database_url) for _ in range(4))
    )
    try:
        # The same schema version as SQLite's: every migration has its PostgreSQL twin.
        assert {await store.schema_version() for store in stores} == {LATEST}
    finally:
        for store in stores:
            await store.close()
    connection = await asyncpg.connect(database_url)
    try:
        assert await connection.fetchval("SELECT count(*) FROM schema_version") == 1
    finally:
        await connection.close()


async def test_a_table_is_played_recovered_and_counted_on_postgresql(
    database_url, settings, make_bot
):
    # model_copy does not validate: the setting is given as the SecretStr it would become.
    url = {"database_url": SecretStr(database_url), "card_style": "text"}
    first = make_bot(**url)
    async with simcord.run(first) as env:
        built = build_world(env, ["alice"])
        channel, [alice] = built.channel, built.members
        message = (await alice.slash(channel, "play", game="four_poker")).response
        table = next(iter(first.host.tables.values()))
        table_id = table.id
        for _ in range(6):
            column = table.game.legal_actions(table.seats[0].name)[-1].column
            message = (await alice.click(message, label=f"Column {column + 1}")).response
        before = table.game.fingerprint()
    assert first.store.backend == "postgresql"
    await first.close()

    second = make_bot(**url)
    async with simcord.run(second):
        table = second.host.tables[table_id]
        assert table.game.fingerprint() == before
        owner = table.seats[0]
        while not table.game.over:
            legal = table.game.legal_actions(owner.name)[0]
            await second.host.play.act(table_id, owner.user_id, legal)
        row = await second.store.table(table_id)
        assert row is not None
        assert row.status == "finished"
        (result,) = await second.store.results(table_id)
        assert result.user_id == owner.user_id
        assert await second.store.open_tables() == []


def test_a_move_is_one_statement_and_a_table_written_twice_is_not():
    move = Batch()
    move.executemany(
        INSERT_ACTION, [{"table_id": 1, "seq": 0, "action": "{}", "automatic": 0, "now": 1.0}]
    )
    move.executemany(
        SET_SEAT_STATE,
        [
            {"table_id": 1, "position": p, "computer": 0, "auto_moves": 0, "forfeited": 0}
            for p in (0, 1)
        ],
    )
    move.execute(SET_DEADLINE_AND_PAUSE, {"table_id": 1, "deadline_at": 5.0, "paused_at": None})
    fused = one_statement(move.steps, NEW_ROW_ID)
    assert fused is not None
    text, args = fused
    assert text.startswith("WITH step0 AS (INSERT INTO actions")
    assert text.count("AS (") == 4
    # An action's 5 parameters, two seats' 5 each, the table's 3: numbered on, in order.
    assert len(args) == 5 + 5 + 5 + 3
    assert text.endswith("WHERE id = $18) SELECT 1")
    # Two updates of one table: one statement would apply only one of them.
    message = Batch()
    message.execute(SET_MESSAGE, {"table_id": 1, "message_id": 2})
    message.execute(SET_CHANNEL, {"table_id": 1, "channel_id": 3})
    assert one_statement(message.steps, NEW_ROW_ID) is None
    # A batch that needs its own INSERT's id runs step by step.
    created = Batch()
    created.execute("INSERT INTO game_tables (seed) VALUES (:seed)", {"seed": 1})
    created.executemany(
        INSERT_ACTION,
        [{"table_id": NEW_ROW_ID, "seq": 0, "action": "{}", "automatic": 0, "now": 1.0}],
    )
    assert one_statement(created.steps, NEW_ROW_ID) is None


async def test_the_health_check_asks_the_postgresql_server(
    database_url, tmp_path, monkeypatch, capsys
):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "folkdeck.sqlite3"))
    beat = tmp_path / "folkdeck.sqlite3.health"
    beat.write_text(json.dumps({"pid": 1, "at": time.time()}))
    monkeypatch.setenv("DATABASE_URL", database_url)
    assert await asyncio.to_thread(main, ["health"]) == 0
    unreachable = database_url.replace(database_url.split("@")[1].split("/")[0], "127.0.0.1:9")
    monkeypatch.setenv("DATABASE_URL", unreachable)
    assert await asyncio.to_thread(main, ["health"]) == 1
    assert "cannot use its PostgreSQL database at 127.0.0.1:9" in capsys.readouterr().err
