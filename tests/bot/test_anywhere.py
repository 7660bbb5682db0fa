"""4-poker anywhere: /play in a DM with the bot (what SimCord can model of a user install)
plays 4-poker by editing its own message, with a daily deal per member and results kept per
member; the multiplayer games say plainly that they need the bot in the server."""

from __future__ import annotations

from bot.daily import PERSONAL, daily_seed, utc_day
from bot.pace import DAY
from bot.vocab import TableStatus
from engine.four_poker import FourPoker
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True)


def table_of(bot, user_id: int):
    return next(s for s in bot.host.tables.values() if s.seats[0].user_id == user_id)


async def play_out(user, message, seed: int) -> tuple[int, object]:
    """Place all 16 cards as a twin engine would, by clicks on the table's own message."""
    twin = FourPoker(["x"], seed=seed)
    found = message
    for _ in range(16):
        choice = twin.legal_actions("x")[0]
        twin.apply(choice)
        answer = await user.click(found, label=f"Column {choice.column + 1}")
        found = answer.response.message
        assert found.id == message.id  # the game answers by editing its own message
    return twin.total, found


async def test_four_poker_in_a_dm_with_the_bot(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    opened = await alice.user.slash("play", game="four_poker")
    assert not opened.ephemeral, opened.response.content
    table = table_of(simcord_bot, alice.id)
    assert table.guild_id is None
    assert table.channel_id == alice.user.dm_channel.id
    total, final = await play_out(alice.user, opened.response.message, table.seed)
    assert table.status == TableStatus.FINISHED
    assert str(total) in drivers.message_text(final)
    # Kept for the member: the next game's record line counts this one.
    assert await simcord_bot.store.personal_scores(None, "four_poker", alice.id) == (
        1,
        total,
        float(total),
    )
    # Nothing was posted in the server's channel.
    assert drivers.public_messages(channel) == []


async def test_play_is_offered_to_members_who_install_folkdeck(world, simcord_bot):
    """What Discord is told: /play may be installed by a member and used in DMs and group
    DMs (SimCord cannot model a server that lacks the bot: the README's manual check)."""
    assert world
    play = simcord_bot.tree.get_command("play")
    assert play.allowed_installs.user
    assert play.allowed_installs.guild
    assert play.allowed_contexts.dm_channel
    assert play.allowed_contexts.private_channel
    assert play.allowed_contexts.guild


async def test_multiplayer_games_say_they_need_the_bot_in_the_server(world, simcord_bot):
    _env, _guild, _channel, alice, _bob = world
    refused = await alice.user.slash("play", game="krypkasino")
    assert refused.ephemeral
    assert "Krypkasino needs Folkdeck in the server" in refused.response.content
    refused = await alice.user.slash("play", game="four_poker", thread=True)
    assert "played as it is" in refused.response.content
    assert simcord_bot.host.tables == {}


async def test_the_daily_deal_in_dms_is_each_members_own(world, simcord_bot):
    env, guild, channel, alice, bob = world
    first = await alice.user.slash("play", game="four_poker", daily=True)
    assert not first.ephemeral, first.response.content
    await bob.user.slash("play", game="four_poker", daily=True)
    mine, theirs = table_of(simcord_bot, alice.id), table_of(simcord_bot, bob.id)
    day = utc_day(env.now().timestamp())
    secret = await simcord_bot.store.daily_secret(0)
    assert mine.seed == daily_seed(secret, PERSONAL, day, alice.id)
    assert theirs.seed == daily_seed(secret, PERSONAL, day, bob.id)
    assert mine.seed != theirs.seed  # a deal per member
    assert mine.seed != daily_seed(secret, guild.id, day)  # not the server's deal
    assert mine.daily

    total, _final = await play_out(alice.user, first.response.message, mine.seed)
    again = await alice.user.slash("play", game="four_poker", daily=True)
    assert again.ephemeral
    assert f"you scored {total}" in again.response.content
    assert "/leaderboard" not in again.response.content
    # The server's own deal is another attempt.
    in_server = await alice.slash(channel, "play", game="four_poker", daily=True)
    assert not in_server.ephemeral

    # The next day: a new deal, and the member's last result kept for them.
    await env.advance_time(DAY)
    tomorrow = await alice.user.slash("play", game="four_poker", daily=True)
    assert not tomorrow.ephemeral
    welcome = [
        m.content
        for m in alice.user.dm_channel.history(viewer=alice.user)
        if "Your daily deal" in (m.content or "")
    ]
    assert f"{day}: {total} points" in welcome[-1]
