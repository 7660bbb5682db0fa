"""A graceful stop flushes what the publisher still owes: the table message shows the last
state even when the next edit was due only much later."""

from __future__ import annotations

import simcord

from bot.app import create_bot
from bot.settings import Settings


async def test_closing_the_bot_sends_the_pending_table_edit_at_once(tmp_path):
    settings = Settings(
        _env_file=None,
        database_path=tmp_path / "db.sqlite3",
        publish_interval=600,  # the next coalesced edit would wait ten minutes
        computer_delay=0,
        card_style="text",
    )
    bot = create_bot(settings)
    try:
        async with simcord.run(bot, check_errors=False) as env:
            guild = env.create_guild()
            channel = guild.create_text_channel("games")
            ana = guild.add_member(env.create_user("ana"))
            lobby = (await ana.slash(channel, "play", game="krypkasino")).response.message
            await ana.click(lobby, label="Add computer player")
            await ana.click(lobby, label="Start")  # the computer leads, at once
            session = next(iter(bot.host.tables.values()))
            assert session.game is not None
            seat = next(seat for seat in session.seats if seat.user_id == ana.id)
            # A move that no interaction answers on the table message (as a clock's or a
            # computer's would be): only the publisher brings the message up to date.
            move = session.game.legal_actions(seat.name)[0]
            await bot.host.play.act(session.id, ana.id, move)
            behind = session.revision
            assert bot.publisher._published.get(session.id, -1) < behind, "nothing pending"
            edits = bot.publisher.edits

            await bot.close()

            assert bot.publisher.edits == edits + 1
            assert bot.publisher._published.get(session.id) == behind
            assert bot.is_closed()
    finally:
        await bot.close()
