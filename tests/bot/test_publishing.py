"""The table message: many changes coalesce into one edit (latest state wins); a deleted
message is posted again."""

from __future__ import annotations

import discord
import pytest

from bot.seats import SeatRow
from bot.tables import registry, render_public
from tests.support import drivers
from tests.support.world import world_fixture


def table_edits(env, channel_id: int) -> int:
    return sum(
        1
        for request in env.http_requests
        if request.method == "PATCH"
        and request.path.startswith(f"/channels/{channel_id}/messages/")
    )


world = world_fixture("alice", guild=True)


@pytest.fixture(autouse=True)
def generic_krypkasino(monkeypatch):
    monkeypatch.delitem(registry._PLUGINS, "krypkasino", raising=False)


async def against_the_computer(channel, alice):
    lobby = (await alice.slash(channel, "play", game="krypkasino", options="rounds=1")).response
    await alice.click(lobby.message, label="Add computer player")
    await alice.click(lobby.message, label="Start")
    return lobby.message


async def play_from_panel(alice, panel) -> discord.Message:
    return (await drivers.choose(alice, panel, "play")).response.message


def shown(channel, message_id, simcord_bot, table) -> bool:
    """Whether the public message shows the table's current state."""
    current = render_public(table, simcord_bot.render_context).embeds[0].description
    return drivers.message(channel, message_id).embeds[0].description == current


async def test_a_burst_of_moves_costs_one_edit(world, simcord_bot):
    env, _guild, channel, alice = world
    simcord_bot.publisher.interval = 10.0  # longer than SimCord's settle time: a virtual wait
    message = await against_the_computer(channel, alice)
    table = next(iter(simcord_bot.host.tables.values()))
    panel = (await alice.click(message, label="Your hand")).response.message
    before = table_edits(env, channel.id)
    for _ in range(3):
        panel = await play_from_panel(alice, panel)
    # The message was edited within the interval: the changes wait for it and go as one.
    assert table_edits(env, channel.id) - before == 0
    assert not shown(channel, message.id, simcord_bot, table)
    await env.advance_time(10)
    assert table_edits(env, channel.id) - before == 1
    assert shown(channel, message.id, simcord_bot, table)  # the latest state won
    await env.advance_time(30)
    assert table_edits(env, channel.id) - before == 1  # nothing new, nothing sent
    panel = await play_from_panel(alice, panel)
    await env.advance_time(10)
    assert table_edits(env, channel.id) - before == 2
    assert shown(channel, message.id, simcord_bot, table)


async def test_a_deleted_table_message_is_posted_again(world, simcord_bot):
    env, guild, channel, alice = world
    moderators = guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = guild.add_member(env.create_user("mod"), roles=[moderators])
    message = await against_the_computer(channel, alice)
    table = next(iter(simcord_bot.host.tables.values()))
    panel = (await alice.click(message, label="Your hand")).response.message
    await mod.delete(message)
    panel = await play_from_panel(alice, panel)
    assert table.message_id != message.id
    assert shown(channel, table.message_id, simcord_bot, table)
    row = await simcord_bot.store.table(table.id)
    assert row.message_id == table.message_id
    # The new message's buttons work.
    reposted = drivers.message(channel, table.message_id)
    fresh = await alice.click(reposted, label="Your hand")
    assert fresh.ephemeral


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
    assert drivers.public_messages(channel) == []

    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[table.id]
    assert again.message_id is not None
    posted = drivers.message(channel, again.message_id)
    assert "Column 1" in drivers.labels(posted)
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
