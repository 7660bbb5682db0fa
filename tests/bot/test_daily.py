"""The 4-poker daily deal through SimCord: the same cards for every member of a server that
day, one attempt each (across a restart), no hints, its board and yesterday's best."""

from __future__ import annotations

import pytest

from bot.daily import daily_seed, utc_day
from bot.errors import TableError
from engine.four_poker import FourPoker
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True)


def table_of(bot, user_id: int):
    return next(s for s in bot.host.tables.values() if s.seats[0].user_id == user_id)


async def play_out(member, message, seed: int) -> int:
    """Place all 16 cards as a twin engine of the same seed would, by clicks; the total."""
    twin = FourPoker(["x"], seed=seed)
    for _ in range(16):
        choice = twin.legal_actions("x")[0]
        twin.apply(choice)
        await member.click(message, label=f"Column {choice.column + 1}")
    return twin.total


async def test_every_member_gets_the_same_deal_and_one_attempt(world, simcord_bot, make_bot):
    env, guild, channel, alice, bob = world
    first = await alice.slash(channel, "play", game="four_poker", daily=True)
    assert not first.ephemeral
    other = await bob.slash(channel, "play", game="four_poker", daily=True)
    assert not other.ephemeral
    mine, theirs = table_of(simcord_bot, alice.id), table_of(simcord_bot, bob.id)
    secret = await simcord_bot.store.daily_secret(0)
    assert mine.seed == theirs.seed == daily_seed(secret, guild.id, utc_day(env.now().timestamp()))
    assert mine.game._deck == theirs.game._deck  # the very same cards, in the same order
    # The welcome says what the deal is, privately.
    welcome = [m for m in channel.history(viewer=alice) if "daily deal of" in (m.content or "")]
    assert welcome
    assert welcome[-1].flags.ephemeral

    # No hints in the daily deal: no Hint button, and the host refuses one anyway.
    assert "Hint" not in drivers.labels(first.response.message)
    with pytest.raises(TableError, match="no hints"):
        await simcord_bot.host.play.hint(mine.id, alice.id)
    assert not mine.hints_used

    total = await play_out(alice, first.response.message, mine.seed)
    again = await alice.slash(channel, "play", game="four_poker", daily=True)
    assert again.ephemeral
    assert f"you scored {total}" in again.response.content

    # Across a restart: bob's unfinished attempt and alice's finished one both stay spent.
    restarted = make_bot()
    await env.restart_bot(restarted)
    for member in (alice, bob):
        refused = await member.slash(channel, "play", game="four_poker", daily=True)
        assert refused.ephemeral
        assert "already" in refused.response.content
    [recovered] = [s for s in restarted.host.tables.values() if s.seats[0].user_id == bob.id]
    assert recovered.daily  # still a daily deal after the restart: still no Hint
    assert "Hint" not in drivers.labels(drivers.message(channel, recovered.message_id))

    board = await bob.slash(channel, "leaderboard", game="four_poker", daily=True)
    text = drivers.message_text(board.response.message)
    assert f"**{alice.name}** — {total} points" in text
    assert "Played, not finished" in text


async def test_a_new_day_deals_new_cards_and_shows_yesterdays_best(world, simcord_bot):
    env, _guild, channel, alice, bob = world
    first = await alice.slash(channel, "play", game="four_poker", daily=True)
    today = table_of(simcord_bot, alice.id)
    total = await play_out(alice, first.response.message, today.seed)
    await env.advance_time(86400)
    answer = await bob.slash(channel, "play", game="four_poker", daily=True)
    assert not answer.ephemeral
    tomorrow = table_of(simcord_bot, bob.id)
    assert tomorrow.seed != today.seed
    welcome = [m for m in channel.history(viewer=bob) if "daily deal of" in (m.content or "")]
    assert f"Yesterday's best: **{alice.name}** with {total} points." in welcome[-1].content
    # Yesterday's attempt does not spend today's.
    assert not (await alice.slash(channel, "play", game="four_poker", daily=True)).ephemeral


async def test_the_daily_deal_is_four_poker_and_differs_between_servers(world, simcord_bot):
    env, guild, channel, alice, _bob = world
    refused = await alice.slash(channel, "play", game="krypkasino", daily=True)
    assert refused.ephemeral
    assert "4-poker" in refused.response.content
    assert not simcord_bot.host.tables
    day = utc_day(env.now().timestamp())
    secret = await simcord_bot.store.daily_secret(0)
    assert daily_seed(secret, guild.id, day) != daily_seed(secret, guild.id + 1, day)
