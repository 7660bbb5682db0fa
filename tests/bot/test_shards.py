"""Shards: SHARD_COUNT runs the bot under AutoShardedBot, SHARD_IDS picks this process's shards
(the others are another process's), and a bad value is refused with a sentence naming it. A
table belongs to the process running its guild's shard: each recovers only its own."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
import simcord
from discord.ext import commands
from pydantic import SecretStr, ValidationError

from bot.app import create_bot
from bot.host import TableHost
from bot.lifecycle import connected
from bot.settings import Settings
from bot.shards import GLOBAL_REQUESTS_PER_SECOND, Ownership, shard_of
from tests.support.postgres import scratch_database


def settings(tmp_path, **values) -> Settings:
    return Settings(
        _env_file=None, database_path=tmp_path / "db.sqlite3", card_style="text", **values
    )


def test_without_a_shard_count_the_bot_is_not_sharded(tmp_path):
    bot = create_bot(settings(tmp_path))
    assert not isinstance(bot, commands.AutoShardedBot)
    assert settings(tmp_path).shards is None


@pytest.mark.parametrize(
    ("count", "ids", "shards"),
    [(4, None, (0, 1, 2, 3)), (4, "1,3", (1, 3)), (8, "2-3, 6", (2, 3, 6)), (2, "1,1", (1,))],
)
def test_the_shards_this_process_runs(tmp_path, count, ids, shards):
    assert settings(tmp_path, shard_count=count, shard_ids=ids).shards == shards


@pytest.mark.parametrize(
    ("values", "said"),
    [
        ({"shard_ids": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"shard_count": 2, "shard_ids": "2"}, "numbered 0 to 1"),
        ({"shard_count": 2, "shard_ids": "one"}, "not a shard number"),
        ({"shard_count": 4, "shard_ids": "3-1"}, "runs backwards"),
        ({"shard_count": 0}, "greater than or equal to 1"),
    ],
)
def test_bad_shard_settings_are_refused_with_a_sentence(tmp_path, values, said):
    with pytest.raises(ValidationError, match=said):
        settings(tmp_path, **values)


async def test_a_process_runs_only_its_shards(tmp_path):
    bot = create_bot(settings(tmp_path, shard_count=4, shard_ids="1,3"))
    try:
        async with simcord.run(bot) as env:
            assert sorted(bot.shards) == [1, 3]
            mine = env.create_guild(shard_id=3)
            theirs = env.create_guild(shard_id=2)
            assert bot.get_guild(mine.id).shard_id == 3
            assert bot.get_guild(theirs.id) is None  # shard 2 is another process's
            assert connected(bot)
    finally:
        await bot.close()


def test_a_guild_belongs_to_the_shard_discord_sends_it_on():
    assert shard_of(5 << 22, 4) == 1
    assert shard_of((6 << 22) + 12345, 4) == 2
    assert shard_of(None, 4) == 0  # direct messages arrive on shard 0
    assert Ownership().owns(5 << 22)  # unsharded: every table
    assert Ownership(4, frozenset({1, 3})).owns(5 << 22)
    assert not Ownership(4, frozenset({1, 3})).owns(None)


async def test_each_process_recovers_only_the_tables_of_its_shards(open_store, tmp_path):
    # Two table hosts over one database (SQLite file or PostgreSQL server), as two processes
    # with two shards in all would be.
    creator = TableHost(await open_store(), settings(tmp_path))
    tables: dict[int | None, int] = {}
    for guild_id in (2 << 22, 3 << 22, (4 << 22) + 99, None):
        table = await creator.lobby.open_table(
            game="krypkasino", guild_id=guild_id, channel_id=7, host_id=1, host_display="one"
        )
        tables[guild_id] = table.id
    # The store chooses them in its query: a process never reads another's tables.
    store = creator.store
    assert {row.id for row in await store.open_tables(2, [1])} == {tables[3 << 22]}
    assert {row.id for row in await store.open_tables(2, [0])} == {
        tables[2 << 22],
        tables[(4 << 22) + 99],
        tables[None],
    }
    assert len(await store.open_tables(2, [0, 1])) == len(await store.open_tables()) == 4
    assert await store.open_tables(2, []) == []
    await creator.close()

    recovered = {}
    hosts = []
    for shard in ("0", "1"):
        host = TableHost(await open_store(), settings(tmp_path, shard_count=2, shard_ids=shard))
        hosts.append(host)
        assert await host.recovery.recover() == len(host.tables)
        recovered[shard] = set(host.tables)
    try:
        assert recovered["0"] == {tables[2 << 22], tables[(4 << 22) + 99], tables[None]}
        assert recovered["1"] == {tables[3 << 22]}
    finally:
        for host in hosts:
            await host.close()


def test_each_process_holds_its_shards_share_of_the_tokens_requests(tmp_path):
    assert Ownership().share == 1.0
    shares = [
        Ownership.of(settings(tmp_path, shard_count=4, shard_ids=ids)).share
        for ids in ("0,1", "2", "3")
    ]
    assert shares == [0.5, 0.25, 0.25]
    assert sum(shares) * GLOBAL_REQUESTS_PER_SECOND == GLOBAL_REQUESTS_PER_SECOND


@pytest_asyncio.fixture(params=["sqlite", "postgresql"])
async def database(request) -> AsyncIterator[dict[str, object]]:
    """The bot's database settings: its SQLite file, or a scratch PostgreSQL database."""
    if request.param == "sqlite":
        yield {}
        return
    async with scratch_database() as url:
        yield {"database_url": SecretStr(url)}


async def test_a_restarted_process_with_one_shard_takes_back_only_its_tables(make_bot, database):
    # The whole bot: a table in a guild on each shard, then a process that runs shard 1 only
    # (on PostgreSQL, as the replacement of a killed process would).
    both = make_bot(shard_count=2, shard_ids="0,1", card_style="text", **database)
    async with simcord.run(both) as env:
        tables = {}
        for shard in (0, 1):
            guild = env.create_guild(shard_id=shard)
            channel = guild.create_text_channel("games")
            member = guild.add_member(env.create_user(f"player{shard}"))
            await member.slash(channel, "play", game="four_poker")
            (table,) = [t for t in both.host.tables.values() if t.guild_id == guild.id]
            tables[shard] = table.id
    await both.close()

    second = make_bot(shard_count=2, shard_ids="1", card_style="text", **database)
    async with simcord.run(second):
        assert set(second.host.tables) == {tables[1]}
