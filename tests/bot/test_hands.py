"""Hidden hands: /settings chooses DM delivery and turn pings; closed DMs fall back to an
ephemeral panel; controls inside a DM work; /rules answers privately with the engine's
options."""

from __future__ import annotations

import pytest

from bot.tables import registry
from tests.support import drivers
from tests.support.world import world_fixture


@pytest.fixture(autouse=True)
def generic_table(monkeypatch):
    """These tests are about delivery, not a game's own table: Krypkasino on the generic
    table, whose panel offers "play …" buttons."""
    monkeypatch.delitem(registry._PLUGINS, "krypkasino", raising=False)


world = world_fixture(
    "alice",
)


async def krypkasino_against_the_computer(channel, alice):
    lobby = (await alice.slash(channel, "play", game="krypkasino", options="rounds=1")).response
    await alice.click(lobby.message, label="Add computer player")
    await alice.click(lobby.message, label="Start")
    return lobby.message


async def test_settings_choose_dm_delivery_and_pings(world, simcord_bot):
    _env, channel, alice = world
    shown = await alice.slash(channel, "settings")
    assert shown.ephemeral
    assert shown.response.content.startswith("Your hand is shown privately in the channel.")
    assert "You are mentioned when it is your turn." in shown.response.content
    chosen = await alice.slash(channel, "settings", hand="dm", pings=False)
    assert "will now be shown in your DMs" in chosen.response.content
    assert "You are not mentioned when it is your turn." in chosen.response.content
    assert await simcord_bot.store.hand_by_dm(alice.id)
    assert not await simcord_bot.store.turn_pings(alice.id)


async def test_the_hand_goes_by_dm_and_its_controls_work_there(world, simcord_bot):
    _env, channel, alice = world
    await alice.slash(channel, "settings", hand="dm")
    message = await krypkasino_against_the_computer(channel, alice)
    table = next(iter(simcord_bot.host.tables.values()))
    while table.game.to_act() != [table.seats[0].name]:
        await _env.advance_time(1)
    answer = await alice.click(message, label="Your hand")
    assert answer.ephemeral
    assert answer.response.content == "Your hand is in your DMs."
    [dm] = alice.user.dm_channel.history()
    before = table.version
    # The deal is random: many legal plays come as a select, a few as buttons; either works.
    await drivers.choose(alice.user, dm, "play")
    assert table.version > before


async def test_closed_dms_fall_back_to_a_private_panel(world, simcord_bot):
    env, channel, alice = world
    await alice.slash(channel, "settings", hand="dm")
    message = await krypkasino_against_the_computer(channel, alice)
    env.inject_error(
        "POST",
        "/channels/*/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
    )
    answer = await alice.click(message, label="Your hand")
    assert answer.ephemeral
    fallback = answer.response
    assert fallback.ephemeral
    assert "Your DMs are closed" in drivers.message_text(fallback.message)
    assert "Resign" in drivers.labels(fallback.message)  # live: no Refresh
    assert alice.user.dm_channel.history() == []


async def test_rules_list_player_counts_and_options_from_the_engine(world, simcord_bot):
    _env, channel, alice = world
    for game, phrase in [("four_poker", "straight flush 100"), ("krypkasino", "tabbe")]:
        answer = await alice.slash(channel, "rules", game=game)
        assert answer.ephemeral
        assert phrase in answer.response.content
    krypkasino = (await alice.slash(channel, "rules", game="krypkasino")).response.content
    assert "**Players**: 2, 3, 4 or 6 players." in krypkasino
    assert "`rounds`" in krypkasino
    assert "1 to 100" in krypkasino
    tepih = (await alice.slash(channel, "rules", game="crveni_tepih")).response.content
    assert "`money`" in tepih
    assert "chips or cards; default: chips" in tepih
    assert "`all_pay`" in tepih
    assert "true or false; default: true" in tepih
    solitaire = (await alice.slash(channel, "rules", game="four_poker")).response.content
    assert "**Options**: none." in solitaire


async def test_unexpected_failures_are_answered_politely_and_logged(world, simcord_bot, caplog):
    env, channel, alice = world
    await alice.slash(channel, "settings", hand="dm")
    message = await krypkasino_against_the_computer(channel, alice)
    env.inject_error("POST", "/channels/*/messages", status=500)
    answer = await alice.click(message, label="Your hand")
    assert answer.ephemeral
    assert answer.response.content.startswith("Something went wrong on our side.")
    table = next(iter(simcord_bot.host.tables.values()))
    assert any(f"table {table.id}" in record.getMessage() for record in caplog.records)
