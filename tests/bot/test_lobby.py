"""The lobby: /play opens a table; join, leave, start, cancel, computer players, removal,
player counts, several tables per channel, expiry (also across a restart), threads."""

from __future__ import annotations

import pytest

from bot.vocab import TableStatus
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", "cem", "dora", "eve", guild=True, together=True)


def lobby_text(channel, message):
    return drivers.message_text(drivers.message(channel, message.id))


async def test_join_leave_start(world, simcord_bot):
    _env, _guild, channel, (alice, bob, *_rest) = world
    opened = await alice.slash(channel, "play", game="krypkasino")
    lobby = opened.response.message
    assert "Join" in drivers.labels(lobby)
    assert drivers.button(lobby, "Start").disabled  # one player cannot start Krypkasino

    assert "played by 2, 3, 4 or 6" in lobby_text(channel, lobby)
    assert "Krypkasino starts with 2, 3, 4 or 6 players; 1 is seated." in lobby_text(channel, lobby)
    await bob.click(lobby, label="Join")
    text = lobby_text(channel, lobby)
    assert "**alice** (host)" in text
    assert "**bob**" in text
    assert str(alice.id) not in text
    assert "<@" not in text

    refused = await bob.click(lobby, label="Join")
    assert refused.ephemeral
    assert refused.response.content == "You are already seated at this table."

    not_host = await bob.click(lobby, label="Start")
    assert not_host.ephemeral
    assert "Only the host" in not_host.response.content

    await bob.click(lobby, label="Leave")
    assert "**bob**" not in lobby_text(channel, lobby).split("Waiting")[1].split("⚠️")[0]
    await bob.click(lobby, label="Join")

    started = await alice.click(lobby, label="Start")
    assert not started.ephemeral, started.response.content
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.status == TableStatus.PLAYING
    assert [seat.user_id for seat in table.seats] == [alice.id, bob.id]
    assert "Your hand" in drivers.labels(drivers.message(channel, lobby.id))


async def test_player_counts_are_enforced(world, simcord_bot):
    _env, _guild, channel, (alice, bob, cem, dora, eve) = world
    lobby = (await alice.slash(channel, "play", game="krypkasino")).response.message
    for member in (bob, cem, dora):
        await member.click(lobby, label="Join")
    # Four seated: Krypkasino allows 2, 3, 4 or 6 but five is refused by the rules.
    await alice.click(lobby, label="Add computer player")
    current = drivers.message(channel, lobby.id)
    assert drivers.button(current, "Start").disabled
    assert "starts with 2, 3, 4 or 6 players; 5 are seated" in drivers.message_text(current)
    assert not drivers.button(current, "Join").disabled
    await eve.click(lobby, label="Join")
    current = drivers.message(channel, lobby.id)
    assert drivers.button(current, "Join").disabled  # six: full
    assert not drivers.button(current, "Start").disabled
    table = next(iter(simcord_bot.host.tables.values()))
    assert len(table.seats) == 6


async def test_host_removes_a_player_and_cancels(world, simcord_bot):
    _env, _guild, channel, (alice, bob, cem, *_rest) = world
    lobby = (await alice.slash(channel, "play", game="krypkasino")).response.message
    await bob.click(lobby, label="Join")
    await cem.click(lobby, label="Join")
    current = drivers.message(channel, lobby.id)
    select = next(c for c in drivers.components(current) if getattr(c, "options", None))
    bob_option = next(o for o in select.options if "bob" in o.label)
    refused = await cem.select(current, [bob_option.value], custom_id=select.custom_id)
    assert "Only the host" in refused.response.content
    await alice.select(current, [bob_option.value], custom_id=select.custom_id)
    table = next(iter(simcord_bot.host.tables.values()))
    assert [seat.user_id for seat in table.seats] == [alice.id, cem.id]

    await alice.click(lobby, label="Cancel")
    assert table.id not in simcord_bot.host.tables
    assert "cancelled" in lobby_text(channel, lobby)
    assert drivers.labels(drivers.message(channel, lobby.id)) == []  # no controls left


async def test_several_tables_in_one_channel(world, simcord_bot):
    _env, _guild, channel, (alice, bob, *_rest) = world
    first = (await alice.slash(channel, "play", game="krypkasino")).response.message
    second = (await bob.slash(channel, "play", game="krypkasino")).response.message
    assert first.id != second.id
    await bob.click(first, label="Join")
    tables = sorted(simcord_bot.host.tables.values(), key=lambda t: t.id)
    assert [len(t.seats) for t in tables] == [2, 1]
    assert tables[0].message_id == first.id
    assert tables[1].message_id == second.id


# A restart is real work (migrations, drawing the faces) that a loaded machine can stretch to
# seconds; every timer here is minutes away, so a generous settle costs nothing.
@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_lobby_expires_even_across_a_restart(world, simcord_bot, make_bot, settings):
    env, _guild, channel, (alice, bob, *_rest) = world
    lobby = (await alice.slash(channel, "play", game="krypkasino")).response.message
    table_id = next(iter(simcord_bot.host.tables))
    await env.advance_time(settings.lobby_seconds / 2)
    assert table_id in simcord_bot.host.tables

    restarted = make_bot()
    await env.restart_bot(restarted)
    assert table_id in restarted.host.tables
    await bob.click(lobby, label="Join")  # old buttons still work after the restart
    await env.advance_time(settings.lobby_seconds / 2 + 1)
    assert table_id not in restarted.host.tables
    assert await restarted.store.status(table_id) == TableStatus.EXPIRED
    assert "expired" in lobby_text(channel, lobby)
    assert drivers.labels(drivers.message(channel, lobby.id)) == []


async def test_unknown_option_is_refused_with_the_engines_sentence(world, simcord_bot):
    _env, _guild, channel, (alice, *_rest) = world
    refused = await alice.slash(channel, "play", game="krypkasino", options="speed=9")
    assert refused.ephemeral
    assert "'speed' is not an option of Krypkasino" in refused.response.content
    assert simcord_bot.host.tables == {}


async def test_an_option_given_twice_is_refused(world, simcord_bot):
    _env, _guild, channel, (alice, *_rest) = world
    refused = await alice.slash(channel, "play", game="krypkasino", options="rounds=2 rounds=3")
    assert refused.ephemeral
    assert refused.response.content == "The option 'rounds' is given twice; give each option once."
    assert simcord_bot.host.tables == {}


async def test_table_in_its_own_thread(world, simcord_bot):
    _env, _guild, channel, (alice, *_rest) = world
    opened = await alice.slash(channel, "play", game="krypkasino", thread=True)
    assert opened.ephemeral
    [thread] = channel.threads
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.channel_id == thread.id
    assert "Join" in drivers.labels(drivers.message(thread, table.message_id))
