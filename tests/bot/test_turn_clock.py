"""Turn clocks: an absent player's move is made by the computer and shown as automatic; after
enough of them in a row the computer takes the seat and the player is told; the clock is
persisted and re-armed after a restart."""

from __future__ import annotations

import pytest

from tests.bot import helpers


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("cards")
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    return simcord_env, channel, alice, bob


async def start_crveni(channel, alice, bob):
    lobby = (
        await alice.slash(channel, "play", game="crveni_tepih", turn_seconds=30)
    ).response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return lobby


@pytest.mark.simcord(settle_timeout=0.5)
async def test_absent_players_are_moved_for_then_replaced(world, simcord_bot, make_bot):
    env, channel, alice, bob = world
    lobby = await start_crveni(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.turn_seconds == 30
    absent_name = table.game.to_act()[0]
    absent = table.seat_named(absent_name)
    before = table.version
    await env.advance_time(29)
    assert table.version == before  # not yet
    await env.advance_time(2)
    assert table.version == before + 1
    assert table.automatic[-1] is True
    assert absent.auto_moves == 1
    assert "ran out of time" in helpers.message_text(helpers.message(channel, lobby.id))
    row = await simcord_bot.store.table(table.id)
    assert row.actions[-1][1] is True  # stored as automatic

    # The clock survives a restart: the next deadline is re-armed from the store.
    restarted = make_bot()
    await env.restart_bot(restarted)
    table = restarted.host.tables[table.id]
    for _ in range(40):
        waiting = table.game.to_act()
        if not waiting:
            break
        seat = table.seat_named(waiting[0])
        if seat.computer:
            break
        await env.advance_time(31)
    replaced = [seat for seat in table.seats if seat.computer]
    assert replaced, "after two automatic moves in a row a seat is handed to the computer"
    notices = [m.content for m in helpers.public_messages(channel) if m.content]
    assert any(
        f"<@{replaced[0].user_id}>" in text and "computer plays their seat" in text
        for text in notices
    )
    row = await restarted.store.table(table.id)
    assert [seat.computer for seat in row.seats] == [seat.computer for seat in table.seats]


@pytest.mark.simcord(settle_timeout=0.5)
async def test_a_move_resets_the_absence_count(world, simcord_bot):
    env, channel, alice, bob = world
    lobby = await start_crveni(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}
    resets = 0
    for _ in range(12):
        if table.status != "playing" or not table.game.to_act():
            break
        seat = table.seat_named(table.game.to_act()[0])
        if seat.auto_moves == 0:
            await env.advance_time(31)  # this seat misses its turn once
            continue
        # It missed its previous turn; now it moves itself, which clears the count.
        panel = (
            await members[seat.user_id].click(helpers.message(channel, lobby.id), label="Hand")
        ).response.message
        await helpers.choose(members[seat.user_id], panel, "pass", "discard")
        assert seat.auto_moves == 0
        resets += 1
    assert resets >= 2
    assert not any(seat.computer for seat in table.seats)
