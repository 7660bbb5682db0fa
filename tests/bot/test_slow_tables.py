"""Slow tables: a pace of hours or days per turn, the turn told by DM once per turn, deadlines
that survive a restart, and a pause that abandons the table only after its own time."""

from __future__ import annotations

import pytest

from bot.pace import DAY, HOUR
from bot.vocab import TableStatus
from tests.support import drivers
from tests.support import krypkasino as kry
from tests.support.world import world_fixture

SETTLE = 10.0
"""Real seconds an action's own work may take before SimCord calls the bot stuck (a loaded
machine); every clock here is hours away from its deadline whenever the test acts."""

world = world_fixture("alice", "bob", guild=True)


def reminders(member) -> list:
    return [m for m in member.user.dm_channel.history() if "It's your turn" in m.content]


def channel_pings(channel) -> list:
    return [m for m in drivers.public_messages(channel) if "it's your turn" in m.content]


async def play_turn(member, channel, table) -> None:
    panel = await kry.open_hand(member, channel, table)
    await kry.play_first(member, panel, table)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_slow_krypkasino_table_survives_two_days_and_a_restart(
    world, simcord_bot, make_bot
):
    env, _guild, channel, alice, bob = world
    opened = await alice.slash(channel, "play", game="krypkasino", pace="slow", options="rounds=1")
    lobby = opened.response.message
    assert "A slow table: a day per turn" in drivers.message_text(lobby)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.turn_seconds == DAY
    members = {alice.id: alice, bob.id: bob}
    first = members[table.seat_named(table.game.to_act()[0]).user_id]
    second = bob if first is alice else alice
    assert len(reminders(first)) == 1
    assert reminders(second) == []
    assert channel_pings(channel) == []  # a slow table's turn is told by DM

    await env.advance_time(20 * HOUR)  # the turn clock is a day: nothing moves yet
    assert not any(table.automatic)
    await play_turn(first, channel, table)
    assert len(reminders(second)) == 1
    assert len(reminders(first)) == 1

    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[table.id]
    stored = await restarted.store.table(table.id)
    assert again.deadline_at == stored.deadline_at
    assert again.turn_seconds == DAY

    await env.advance_time(20 * HOUR)
    assert again.status == TableStatus.PLAYING
    assert not any(again.automatic)
    await play_turn(second, channel, again)
    assert len(reminders(first)) == 2  # once per turn, across the restart
    assert len(reminders(second)) == 1
    await env.advance_time(10 * HOUR)  # two days and more since the start
    assert again.status == TableStatus.PLAYING
    assert not any(again.automatic)

    # Nobody comes back: each clock runs out in turn (a day each), the table pauses, and a
    # slow table waits a week before it is abandoned, not the bot's one day.
    await env.advance_time(15 * HOUR)
    assert again.automatic[-1] is True
    assert len(reminders(second)) == 2
    await env.advance_time(DAY + 1)
    assert again.paused
    await env.advance_time(3 * DAY)
    assert again.status == TableStatus.PLAYING
    assert (await restarted.store.status(table.id)) == "playing"
    await env.advance_time(4 * DAY)
    assert (await restarted.store.status(table.id)) == "abandoned"


async def test_a_pace_where_it_makes_no_sense_is_refused(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    refused = await alice.slash(channel, "play", game="kare_kupa", pace="slow")
    assert "has no slow pace" in refused.response.content
    refused = await alice.slash(channel, "play", game="four_poker", pace="relaxed")
    assert "no turn clock, so no pace" in refused.response.content
    refused = await alice.slash(channel, "play", game="krypkasino", pace="relaxed", turn_seconds=60)
    assert "Choose one of them" in refused.response.content
    assert simcord_bot.host.tables == {}
    shown = await alice.slash(channel, "play", game="krypkasino", form=True)
    opened = await alice.submit_modal(shown, {"option:pace": "relaxed", "option:rounds": "2"})
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.turn_seconds == 4 * HOUR
    assert table.options == {"rounds": 2}
    assert "A relaxed table: four hours per turn" in drivers.message_text(opened.response.message)
