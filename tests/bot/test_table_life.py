"""The life of a table as players expect it (DESIGN.md "Outcomes", "Time"): an absent
player is moved for, then replaced and recorded as forfeited; a table whose members are all
away pauses and is abandoned later; a player may resign (after confirming); the host or a
server manager may end a table; turn pings mention only the player to move, once per turn;
names are display names everywhere, never ids or raw mentions inside embeds."""

from __future__ import annotations

import re

import discord
import pytest

from bot.tables import registry
from bot.tables.krypkasino import KrypkasinoTable
from bot.vocab import Outcome, TableStatus
from tests.support import drivers
from tests.support.world import world_fixture

SETTLE = 10.0
"""Real seconds an action's own work may take before SimCord calls the bot stuck: generous, for
a loaded machine. A timer due sooner than this after an action runs in real time, so every
clock and delay below stays more than this far from its deadline whenever the test looks."""
TURN = 60


@pytest.fixture(autouse=True)
def generic_krypkasino(monkeypatch):
    """Krypkasino on the generic table: these are the host's rules, the same for every table."""
    monkeypatch.delitem(registry._PLUGINS, "krypkasino", raising=False)


world = world_fixture("alice", "bob", guild=True)


async def start(channel, alice, bob, *, computers=0, options="rounds=1"):
    lobby = (
        await alice.slash(channel, "play", game="krypkasino", turn_seconds=TURN, options=options)
    ).response.message
    if bob is not None:
        await bob.click(lobby, label="Join")
    for _ in range(computers):
        await alice.click(lobby, label="Add computer player")
    await alice.click(lobby, label="Start")
    return lobby


async def move(channel, table, member, lobby):
    """The member whose turn it is plays the first card their panel offers."""
    panel = (await member.click(drivers.message(channel, lobby.id), label="Your hand")).response
    return await drivers.choose(member, panel.message, "play")


def assert_names_not_ids(channel, members) -> None:
    """No embed names a member by id or by a raw mention; content mentions only in pings."""
    for found in drivers.public_messages(channel):
        for embed in found.embeds:
            text = str(embed.to_dict())
            assert "<@" not in text, text[:300]
            for member in members:
                assert str(member.id) not in text, text[:300]


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_an_absent_player_is_moved_for_then_replaced_and_forfeits(world, simcord_bot):
    env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}
    absent = bob.id
    for _ in range(200):
        if table.status != "playing":
            break
        seat = table.seat_named(table.game.to_act()[0])
        if seat.user_id == absent and not seat.computer:
            before = table.version
            await env.advance_time(TURN - 2 * SETTLE)
            assert table.version == before  # the clock has not run out yet
            await env.advance_time(2 * SETTLE + 1)
            assert table.automatic[-1] is True or seat.computer
            continue
        if seat.computer:
            await env.advance_time(1)
            continue
        await move(channel, table, members[seat.user_id], lobby)
    assert table.status == TableStatus.FINISHED
    bob_seat = table.seat_of(bob.id)
    assert bob_seat.computer
    assert bob_seat.forfeited
    notices = [m.content for m in drivers.public_messages(channel) if m.content]
    assert any(
        "bob missed 2 turns in a row" in text and "counts as a forfeit" in text for text in notices
    )
    rows = {row.user_id: row for row in await simcord_bot.store.results(table.id)}
    assert rows[bob.id].outcome == Outcome.FORFEITED
    assert rows[bob.id].placement == 2  # last, whatever the computer scored for the seat
    assert rows[alice.id].placement == 1
    assert rows[alice.id].display == "alice"
    # The table shows the same places (one outcome), whatever the engine's own order.
    description = drivers.message(channel, lobby.id).embeds[0].description or ""
    ranked = [line for line in description.splitlines() if line.startswith(("🥇", "🥈"))]
    assert ranked[0].startswith("🥇 **alice**")
    assert ranked[1].startswith("🥈 **bob**")
    assert ranked[1].endswith("(forfeited)")
    assert "Game over: alice won." in drivers.message_text(drivers.message(channel, lobby.id))
    history = (await bob.slash(channel, "history")).response.message.embeds[0].description
    assert "— 2nd of 2 (forfeited)" in history.splitlines()[0]
    assert_names_not_ids(channel, [alice, bob])


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_everyone_away_pauses_the_table_a_move_resumes_it_then_it_is_abandoned(
    world, simcord_bot, settings
):
    env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}
    # The first player's clock runs out: moved for (the other is still there).
    await env.advance_time(TURN + 1)
    assert table.automatic == [True]
    assert not table.paused
    # Now the second's runs out too: both are away, so nothing is played for them.
    version = table.version
    await env.advance_time(TURN + 1)
    assert table.paused
    assert table.version == version
    text = drivers.message_text(drivers.message(channel, lobby.id))
    assert "Paused" in text
    # A move resumes the game.
    mover = table.seat_named(table.game.to_act()[0])
    await move(channel, table, members[mover.user_id], lobby)
    assert not table.paused
    assert table.version == version + 1
    # Away again, both: paused, and after ABANDON_SECONDS abandoned, counting for nobody.
    for _ in range(3):
        await env.advance_time(TURN + 1)
        if table.paused:
            break
    assert table.paused
    await env.advance_time(settings.abandon_seconds + 1)
    assert table.status == TableStatus.ABANDONED
    assert await simcord_bot.store.status(table.id) == TableStatus.ABANDONED
    rows = await simcord_bot.store.results(table.id)
    assert {row.outcome for row in rows} == {Outcome.ABANDONED}
    assert {row.placement for row in rows} == {None}
    assert "abandoned" in drivers.message_text(drivers.message(channel, lobby.id))
    assert drivers.labels(drivers.message(channel, lobby.id)) == []
    # A closed table leaves memory: the host and the publisher forget it.
    assert table.id not in simcord_bot.host.tables
    assert table.id not in simcord_bot.publisher._published


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_resigning_asks_first_then_the_computer_plays_and_the_result_is_a_forfeit(
    world, simcord_bot
):
    env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    panel = (await bob.click(lobby, label="Your hand")).response.message
    asked = await bob.click(panel, label="Resign")
    confirm = asked.response.message
    assert "Yes, resign (counts as a loss)" in drivers.labels(confirm)
    kept = await bob.click(confirm, label="No, keep playing")
    assert "You are still playing." in drivers.message_text(kept.response.message)
    assert not table.seat_of(bob.id).computer
    confirm = (await bob.click(kept.response.message, label="Resign")).response.message
    done = await bob.click(confirm, label="Yes, resign (counts as a loss)")
    assert "You resigned" in drivers.message_text(done.response.message)
    seat = table.seat_of(bob.id)
    assert seat.computer
    assert seat.forfeited
    assert "bob resigned" in drivers.message_text(drivers.message(channel, lobby.id))
    # The computer plays the seat now: bob's panel offers no moves, and no Resign.
    after = (await bob.click(lobby, label="Your hand")).response.message
    assert not any(label.startswith("play") for label in drivers.labels(after))
    assert "Resign" not in drivers.labels(after)
    for _ in range(200):
        if table.status != "playing":
            break
        mover = table.seat_named(table.game.to_act()[0])
        if mover.user_id == alice.id:
            await move(channel, table, alice, lobby)
        else:
            await env.advance_time(1)
    rows = {row.user_id: row for row in await simcord_bot.store.results(table.id)}
    assert rows[bob.id].outcome == Outcome.FORFEITED
    assert rows[bob.id].placement == 2
    assert rows[alice.id].placement == 1
    assert_names_not_ids(channel, [alice, bob])


async def test_the_host_or_a_manager_ends_a_table_and_others_may_not(world, simcord_bot):
    env, guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    refused = await bob.slash(channel, "end", table=table.id)
    assert refused.ephemeral
    assert "Only the table's host" in refused.response.content
    assert table.status == "playing"
    ended = await alice.slash(channel, "end", table=table.id)
    assert ended.ephemeral
    assert "is ended" in ended.response.content
    assert await simcord_bot.store.status(table.id) == TableStatus.ABANDONED
    assert "ended the game; it counts for nobody" in drivers.message_text(
        drivers.message(channel, lobby.id)
    )
    # A manager who is not seated may end someone else's table.
    manager_role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    carol = guild.add_member(env.create_user("carol"), roles=[manager_role])
    await start(channel, alice, bob)
    second = next(iter(simcord_bot.host.tables.values()))
    ended = await carol.slash(channel, "end", table=second.id)
    assert "is ended" in ended.response.content
    assert await simcord_bot.store.status(second.id) == TableStatus.ABANDONED
    gone = await alice.slash(channel, "end", table=second.id)
    assert "This table was abandoned." in gone.response.content


def turn_pings(channel) -> list:
    return [m for m in drivers.public_messages(channel) if "your turn" in (m.content or "")]


@pytest.mark.simcord(settle_timeout=SETTLE)
@pytest.mark.parametrize("how", ["slash", "button"])
async def test_ending_a_table_removes_its_last_turn_ping_by_command_or_button(
    world, simcord_bot, how, monkeypatch
):
    # Krypkasino's own table has the End button on its public message.
    monkeypatch.setitem(registry._PLUGINS, "krypkasino", KrypkasinoTable())
    _env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    [ping] = turn_pings(channel)
    assert table.ping_message_id == ping.id
    if how == "slash":
        ended = await alice.slash(channel, "end", table=table.id)
        assert "is ended" in ended.response.content
    else:
        ended = await alice.click(drivers.message(channel, lobby.id), label="End table")
        assert not ended.ephemeral
    assert table.status == TableStatus.ABANDONED
    # The answer comes first, then the host removes the ping, whoever ended the table.
    assert turn_pings(channel) == []
    assert (await simcord_bot.store.table(table.id)).ping_message_id is None


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_turn_pings_mention_only_the_player_to_move_once_per_turn(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    lobby = await start(channel, alice, bob)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}

    def pings():
        return [m for m in drivers.public_messages(channel) if "your turn" in (m.content or "")]

    [first] = pings()
    mover = table.seat_named(table.game.to_act()[0])
    assert first.content.startswith(f"<@{mover.user_id}>, it's your turn in Krypkasino")
    assert [user.id for user in first.mentions] == [mover.user_id]
    assert not first.mention_everyone
    assert first.role_mentions == []
    await move(channel, table, members[mover.user_id], lobby)
    [second] = pings()  # the old ping is deleted: one at a time
    nxt = table.seat_named(table.game.to_act()[0])
    assert second.id != first.id
    assert [user.id for user in second.mentions] == [nxt.user_id] != [mover.user_id]
    # Opening the panel again is not a new turn: no new ping.
    await members[nxt.user_id].click(lobby, label="Your hand")
    await members[nxt.user_id].click(lobby, label="Your hand")
    assert [m.id for m in pings()] == [second.id]
    # Turned off: that member is not pinged any more.
    await members[mover.user_id].slash(channel, "settings", pings=False)
    await move(channel, table, members[nxt.user_id], lobby)
    assert pings() == []


async def test_an_everyone_display_name_never_pings(world, simcord_bot):
    env, guild, channel, alice, _bob = world
    prankster = guild.add_member(env.create_user("@everyone"))
    await start(channel, prankster, alice)
    for found in drivers.public_messages(channel):
        assert not found.mention_everyone
        assert [user.id for user in found.mentions] in ([], [prankster.id], [alice.id])
    text = "\n".join(drivers.message_text(m) for m in drivers.public_messages(channel))
    assert "@everyone" in text  # shown as the name it is
    embeds = "".join(
        str(embed.to_dict()) for m in drivers.public_messages(channel) for embed in m.embeds
    )
    assert re.search(r"<@!?\d+>", embeds) is None


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_an_untouched_simultaneous_table_pauses_and_is_abandoned(
    world, simcord_bot, settings, monkeypatch
):
    monkeypatch.delitem(registry._PLUGINS, "kare_kupa", raising=False)
    env, guild, channel, alice, bob = world
    carol = guild.add_member(env.create_user("carol"))
    dora = guild.add_member(env.create_user("dora"))
    lobby = (await alice.slash(channel, "play", game="kare_kupa")).response.message
    for member in (bob, carol, dora):
        await member.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    table = next(iter(simcord_bot.host.tables.values()))
    # The table's own pulse opens a table nobody looked at and turns fresh cards...
    for _ in range(4):
        await env.advance_time(settings.pulse_seconds + 1)
    assert [action.type for action in table.game.log[:2]] == ["open", "next"]
    assert not table.paused
    # ...but a table no member touches pauses instead of churning through rounds.
    await env.advance_time(settings.idle_pause_seconds)
    assert table.paused
    version = table.version
    await env.advance_time(settings.pulse_seconds * 3)
    assert table.version == version  # paused: nothing moves
    members = {m.id: m for m in (alice, bob, carol, dora)}
    member = members[table.seats[0].user_id]
    panel = (await member.click(lobby, label="Your hand")).response.message
    await drivers.choose(member, panel, "pass", "seen", "signal")
    assert not table.paused
    await env.advance_time(settings.idle_pause_seconds + settings.pulse_seconds)
    assert table.paused
    await env.advance_time(settings.abandon_seconds + 1)
    assert await simcord_bot.store.status(table.id) == TableStatus.ABANDONED


async def test_four_poker_counts_columns_the_same_on_buttons_and_in_the_log(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    column = table.game.legal_actions(table.seats[0].name)[-1].column
    card = table.game.current
    answer = await alice.click(message, label=f"Column {column + 1}")
    assert table.game.columns[column][-1] == card
    text = drivers.message_text(answer.response.message)
    assert f"goes on column {column + 1}." in text


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_turn_passing_through_a_computer_seat_pings_the_next_member(
    world, simcord_bot, make_bot
):
    env, _guild, channel, alice, bob = world
    simcord_bot.settings.computer_delay = 3 * SETTLE
    lobby = await start(channel, alice, bob, computers=1)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}

    def pinged() -> list[int]:
        return [
            user.id
            for m in drivers.public_messages(channel)
            if "your turn" in (m.content or "")
            for user in m.mentions
        ]

    for _ in range(6):
        mover = table.seat_named(table.game.to_act()[0])
        if mover.computer:
            await env.advance_time(3 * SETTLE + 1)
            continue
        assert pinged() == [mover.user_id]
        await move(channel, table, members[mover.user_id], lobby)
