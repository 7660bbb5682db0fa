"""The table message: many changes coalesce into one edit (latest state wins); a deleted
message is posted again."""

from __future__ import annotations

import discord
import pytest

from bot.store import SeatRow
from tests.bot import helpers


def table_edits(env, channel_id: int) -> int:
    return sum(
        1
        for request in env.http_requests
        if request.method == "PATCH"
        and request.path.startswith(f"/channels/{channel_id}/messages/")
    )


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("cards")
    alice = guild.add_member(simcord_env.create_user("alice"))
    return simcord_env, guild, channel, alice


async def place_from_panel(alice, table, panel) -> discord.Message:
    column = table.game.legal_actions(table.seats[0].name)[0].column
    return (await alice.click(panel, label=f"Column {column + 1}")).response.message


async def test_a_burst_of_moves_costs_one_edit(world, simcord_bot):
    env, _guild, channel, alice = world
    simcord_bot.publisher.interval = 10.0  # longer than SimCord's settle time: a virtual wait
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    panel = (await alice.click(message, label="Hand")).response.message
    before = table_edits(env, channel.id)
    for _ in range(5):
        panel = await place_from_panel(alice, table, panel)
    # The message was posted within the interval: the five changes wait for it and go as one.
    assert table_edits(env, channel.id) - before == 0
    await env.advance_time(10)
    assert table_edits(env, channel.id) - before == 1
    assert "(9/20 placed)" in helpers.message_text(helpers.message(channel, message.id))
    await env.advance_time(30)
    assert table_edits(env, channel.id) - before == 1  # nothing new, nothing sent
    panel = await place_from_panel(alice, table, panel)
    await env.advance_time(10)
    assert table_edits(env, channel.id) - before == 2
    assert "(10/20 placed)" in helpers.message_text(helpers.message(channel, message.id))


async def test_a_deleted_table_message_is_posted_again(world, simcord_bot):
    env, guild, channel, alice = world
    moderators = guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = guild.add_member(env.create_user("mod"), roles=[moderators])
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    panel = (await alice.click(message, label="Hand")).response.message
    await mod.delete(message)
    await place_from_panel(alice, table, panel)
    assert table.message_id != message.id
    reposted = helpers.message(channel, table.message_id)
    assert "(5/20 placed)" in helpers.message_text(reposted)
    row = await simcord_bot.store.table(table.id)
    assert row.message_id == table.message_id
    # The new message's buttons work.
    column = table.game.legal_actions(table.seats[0].name)[0].column
    await alice.click(reposted, label=f"Column {column + 1}")
    assert table.version == 2


async def test_recovery_posts_a_table_whose_message_was_never_recorded(
    world, simcord_bot, make_bot
):
    env, guild, channel, alice = world
    # The process died after /play committed the table but before its message was recorded.
    table = await simcord_bot.host.lobby.open_table(
        game="four_poker",
        guild_id=guild.id,
        channel_id=channel.id,
        host_id=alice.id,
        host_display="alice",
    )
    assert table.message_id is None
    assert helpers.public_messages(channel) == []

    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[table.id]
    assert again.message_id is not None
    posted = helpers.message(channel, again.message_id)
    assert "Column 1" in helpers.labels(posted)
    row = await restarted.store.table(table.id)
    assert row.message_id == again.message_id


async def test_a_solitaire_stored_as_created_is_playing_after_a_crash(world, simcord_bot, make_bot):
    # A solitaire's row is written already started, in one transaction with its creation: the
    # process may die before its message is posted, never before it is playing.
    env, guild, channel, alice = world
    store = simcord_bot.store
    seat = SeatRow(0, alice.id, str(alice.id), "alice", computer=False)
    table_id = await store.create_table(
        guild_id=guild.id,
        channel_id=channel.id,
        game="four_poker",
        options={},
        seed=5,
        host_id=alice.id,
        seats=[seat],
        turn_seconds=None,
        deadline_at=None,
        now=0.0,
        started=True,
    )
    assert await store.status(table_id) == "playing"
    restarted = make_bot()
    await env.restart_bot(restarted)
    table = restarted.host.tables[table_id]
    assert table.status == "playing"
    assert await restarted.store.status(table_id) == "playing"
    assert table.message_id is not None
