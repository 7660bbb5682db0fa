"""The bot on PostgreSQL (DATABASE_URL), on a real server: a table played through SimCord,
recovered by the next process on the same database and played to its end, counted in the
season; processes starting together migrate the schema once."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest_asyncio
import simcord
from pydantic import SecretStr

from bot.store import Store
from tests.support.postgres import scratch_database
from tests.support.world import build_world


@pytest_asyncio.fixture
async def database_url():
    async with scratch_database() as url:
        yield url


async def test_processes_starting_together_migrate_once(database_url, tmp_path):
    stores = await asyncio.gather(
        *(Store.open(tmp_path / "unused", url=database_url) for _ in range(4))
    )
    try:
        assert {await store.schema_version() for store in stores} == {9}
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
