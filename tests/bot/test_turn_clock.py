"""Turn clocks: an absent player's move is made by the computer and shown as automatic; the
clock is persisted and re-armed after a restart; a player's own move clears their absence
count. (Takeovers, pauses and abandonment: test_table_life.py.)"""

from __future__ import annotations

import pytest

from bot.tables import registry
from tests.support import drivers
from tests.support.world import world_fixture

SETTLE = 10.0
"""Real seconds an action's own work may take before SimCord calls the bot stuck: generous, for
a loaded machine. A timer due sooner than this after an action runs in real time, so every
clock below is left more than this far from its deadline whenever the test looks at it."""


@pytest.fixture(autouse=True)
def generic_krypkasino(monkeypatch):
    monkeypatch.delitem(registry._PLUGINS, "krypkasino", raising=False)


world = world_fixture("alice", "bob")


async def start(channel, alice, bob):
    lobby = (
        await alice.slash(channel, "play", game="krypkasino", turn_seconds=60, options="rounds=1")
    ).response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return lobby


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_an_absent_move_is_automatic_and_the_clock_survives_a_restart(
    world, simcord_bot, make_bot
):
    env, channel, _alice, _bob = world
    lobby = await start(channel, _alice, _bob)
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.turn_seconds == 60
    absent = table.seat_named(table.game.to_act()[0])
    before = table.version
    await env.advance_time(60 - 2 * SETTLE)
    assert table.version == before  # not yet
    await env.advance_time(2 * SETTLE + 1)
    assert table.version == before + 1
    assert table.automatic[-1] is True
    assert absent.auto_moves == 1
    text = drivers.message_text(drivers.message(channel, lobby.id))
    assert f"{absent.display} ran out of time; the computer moved for them" in text
    row = await simcord_bot.store.table(table.id)
    assert row.actions[-1][1] is True  # stored as automatic
    assert [seat.auto_moves for seat in row.seats] == [seat.auto_moves for seat in table.seats]

    # The clock survives a restart: the next deadline is re-armed from the store; the second
    # player's clock runs out too, and with both away the table pauses.
    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[table.id]
    assert again.deadline_at == row.deadline_at
    await env.advance_time(61)
    assert again.paused
    assert (await restarted.store.table(table.id)).paused_at == again.paused_at


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_move_resets_the_absence_count(world, simcord_bot):
    env, channel, alice, bob = world
    lobby = await start(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}
    resets = 0
    for _ in range(16):
        if table.status != "playing" or not table.game.to_act():
            break
        seat = table.seat_named(table.game.to_act()[0])
        if seat.user_id == bob.id and seat.auto_moves == 0:
            await env.advance_time(61)  # bob misses this turn
            assert seat.auto_moves == 1
            continue
        panel = (
            await members[seat.user_id].click(drivers.message(channel, lobby.id), label="Your hand")
        ).response.message
        had = seat.auto_moves
        await drivers.choose(members[seat.user_id], panel, "play")
        assert seat.auto_moves == 0
        resets += had
    assert resets >= 2
    assert not any(seat.computer for seat in table.seats)
