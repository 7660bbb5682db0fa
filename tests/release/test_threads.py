"""A table opened in its own thread: the thread is archived when the table ends, after its
final state is shown; a table in an ordinary channel leaves the channel alone."""

from __future__ import annotations

import simcord

from bot.app import create_bot
from bot.settings import Settings
from bot.vocab import TableStatus
from tests.support import drivers


async def test_a_thread_tables_thread_is_archived_at_its_end(tmp_path):
    settings = Settings(_env_file=None, database_path=tmp_path / "db.sqlite3", publish_interval=0.0)
    bot = create_bot(settings)
    try:
        async with simcord.run(bot) as env:
            guild = env.create_guild()
            channel = guild.create_text_channel("cards")
            alice = guild.add_member(env.create_user("alice"))
            opened = await alice.slash(channel, "play", game="four_poker", thread=True)
            assert opened.ephemeral
            [thread] = channel.threads
            table = next(iter(bot.host.tables.values()))
            assert table.channel_id == thread.id
            message = drivers.message(thread, table.message_id)
            assert not bot.get_channel(thread.id).archived
            while table.status == TableStatus.PLAYING:
                assert not bot.get_channel(thread.id).archived  # open while the game runs
                column = table.game.legal_actions(table.seats[0].name)[-1].column
                message = (await alice.click(message, label=f"Column {column + 1}")).response
            assert table.status == TableStatus.FINISHED
            fetched = await bot.fetch_channel(thread.id)
            assert fetched.archived
            # The final state was shown before: the thread's table message says the game is over.
            final = drivers.message_text(drivers.message(thread, table.message_id))
            assert "Game over" in final
    finally:
        await bot.close()


async def test_a_table_in_an_ordinary_channel_ends_without_touching_it(tmp_path):
    settings = Settings(_env_file=None, database_path=tmp_path / "db.sqlite3", publish_interval=0.0)
    bot = create_bot(settings)
    try:
        async with simcord.run(bot) as env:
            guild = env.create_guild()
            channel = guild.create_text_channel("cards")
            alice = guild.add_member(env.create_user("alice"))
            message = (await alice.slash(channel, "play", game="four_poker")).response
            table = next(iter(bot.host.tables.values()))
            while table.status == TableStatus.PLAYING:
                column = table.game.legal_actions(table.seats[0].name)[-1].column
                message = (await alice.click(message, label=f"Column {column + 1}")).response
            assert table.status == TableStatus.FINISHED
            assert channel.threads == []
            assert "Game over" in drivers.message_text(drivers.message(channel, table.message_id))
    finally:
        await bot.close()
