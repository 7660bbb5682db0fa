"""Hidden hands: /settings chooses DM delivery; closed DMs fall back to an ephemeral panel;
controls inside a DM work; /rules answers privately."""

from __future__ import annotations

import pytest

from tests.bot import helpers


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("cards")
    alice = guild.add_member(simcord_env.create_user("alice"))
    return simcord_env, channel, alice


async def test_settings_choose_dm_delivery(world, simcord_bot):
    _env, channel, alice = world
    shown = await alice.slash(channel, "settings")
    assert shown.ephemeral
    assert shown.response.content == "Your hand is shown privately in the channel."
    chosen = await alice.slash(channel, "settings", hand="dm")
    assert "will now be shown in your DMs" in chosen.response.content
    assert await simcord_bot.store.hand_by_dm(alice.id)


async def test_the_hand_goes_by_dm_and_its_controls_work_there(world, simcord_bot):
    _env, channel, alice = world
    await alice.slash(channel, "settings", hand="dm")
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    answer = await alice.click(message, label="Hand")
    assert answer.ephemeral
    assert answer.response.content == "Your hand is in your DMs."
    [dm] = alice.user.dm_channel.history()
    assert "Column 1" in helpers.labels(dm)
    table = next(iter(simcord_bot.host.tables.values()))
    column = table.game.legal_actions(table.seats[0].name)[0].column
    await alice.user.click(dm, label=f"Column {column + 1}")
    assert table.version == 1
    assert "(5/20 placed)" in helpers.message_text(helpers.message(channel, message.id))


async def test_closed_dms_fall_back_to_a_private_panel(world, simcord_bot):
    env, channel, alice = world
    await alice.slash(channel, "settings", hand="dm")
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    env.inject_error(
        "POST",
        "/channels/*/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
    )
    answer = await alice.click(message, label="Hand")
    assert answer.ephemeral
    fallback = answer.response
    assert fallback.ephemeral
    assert "Your DMs are closed" in helpers.message_text(fallback.message)
    assert "Column 1" in helpers.labels(fallback.message)
    assert alice.user.dm_channel.history() == []


async def test_rules_summaries(world, simcord_bot):
    _env, channel, alice = world
    for game, phrase in [("four_poker", "straight flush 100"), ("krypkasino", "tabbe")]:
        answer = await alice.slash(channel, "rules", game=game)
        assert answer.ephemeral
        assert phrase in answer.response.content


async def test_unexpected_failures_are_answered_politely_and_logged(world, simcord_bot, caplog):
    env, channel, alice = world
    await alice.slash(channel, "settings", hand="dm")
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    env.inject_error("POST", "/channels/*/messages", status=500)
    answer = await alice.click(message, label="Hand")
    assert answer.ephemeral
    assert answer.response.content.startswith("Something went wrong on our side.")
    table = next(iter(simcord_bot.host.tables.values()))
    assert any(f"table {table.id}" in record.getMessage() for record in caplog.records)
