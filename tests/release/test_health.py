"""``folkdeck health``'s judgement, on real files: a fresh heartbeat and a database that
answers are healthy; a stale or missing heartbeat, or no database, are not. The heartbeat is
written only while the gateway is connected: every shard of this process under sharding."""

from __future__ import annotations

import json
import sqlite3
import time

import simcord
from discord.ext import commands

from bot.app import create_bot
from bot.lifecycle import HEALTHY_WITHIN, connected, health, heartbeat_path, write_beat
from bot.settings import Settings


def beat(database, age: float) -> None:
    heartbeat_path(database).write_text(json.dumps({"pid": 1, "at": time.time() - age}))


def test_a_fresh_heartbeat_and_an_answering_database_are_healthy(tmp_path):
    database = tmp_path / "db.sqlite3"
    sqlite3.connect(database).close()
    beat(database, age=1)
    assert health(database) is None


def test_a_stale_heartbeat_is_a_lost_connection(tmp_path):
    database = tmp_path / "db.sqlite3"
    sqlite3.connect(database).close()
    beat(database, age=HEALTHY_WITHIN + 5)
    assert "lost its connection" in (health(database) or "")


def test_no_heartbeat_is_not_yet_connected(tmp_path):
    assert "no heartbeat" in (health(tmp_path / "db.sqlite3") or "")


def test_a_database_that_does_not_answer_is_unhealthy(tmp_path):
    database = tmp_path / "missing" / "db.sqlite3"
    database.parent.mkdir()
    beat(database, age=1)
    assert "does not answer" in (health(database) or "")


async def test_health_under_an_auto_sharded_bot_with_two_shards(tmp_path):
    # SHARD_COUNT=2: discord.py's AutoShardedBot, one gateway per shard, and ``bot.ws`` is None.
    database = tmp_path / "db.sqlite3"
    bot = create_bot(
        Settings(_env_file=None, database_path=database, card_style="text", shard_count=2)
    )
    assert isinstance(bot, commands.AutoShardedBot)
    heartbeat = heartbeat_path(database)
    try:
        async with simcord.run(bot) as env:
            first = env.create_guild(shard_id=0)
            second = env.create_guild(shard_id=1)
            shards = {bot.get_guild(guild.id).shard_id for guild in (first, second)}
            assert shards == {0, 1}
            assert bot.ws is None
            assert sorted(bot.shards) == [0, 1]

            assert connected(bot)
            assert write_beat(bot, heartbeat)
            assert health(database) is None

            # One of this process's shards down: not connected, and no beat is written.
            heartbeat.unlink()
            await bot.get_shard(1).disconnect()
            assert not connected(bot)
            assert not write_beat(bot, heartbeat)
            assert "no heartbeat" in (health(database) or "")
    finally:
        await bot.close()
    assert not connected(bot)


def test_with_postgresql_the_server_answering_is_the_database_check(tmp_path):
    database = tmp_path / "db.sqlite3"  # never created: the tables are on PostgreSQL
    beat(database, age=1)
    assert health(database, database_answers=lambda: None) is None
    said = health(database, database_answers=lambda: "cannot reach the server")
    assert said == "cannot reach the server"
    beat(database, age=HEALTHY_WITHIN + 5)  # a stale heartbeat is told first
    assert "old" in (health(database, database_answers=lambda: None) or "")
