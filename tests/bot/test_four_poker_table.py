"""4-poker in Discord: a whole game by clicks, the hint, refusals for others, the result."""

from __future__ import annotations

import pytest

from engine.four_poker import FourPoker
from engine.registry import computer_move
from tests.bot import helpers


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("cards")
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    return simcord_env, guild, channel, alice, bob


async def test_a_whole_game_by_clicks(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    result = await alice.slash(channel, "play", game="four_poker")
    assert not result.ephemeral
    message = result.response.message
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.game_name == "four_poker"
    twin = FourPoker(["x"], seed=table.seed)
    for _ in range(16):
        legal = twin.legal_actions("x")
        column = legal[-1].column
        twin.apply(legal[-1])
        await alice.click(message, label=f"Column {column + 1}")
        # The undrawn cards (the engine's secret: the test may look) never reach the channel.
        undrawn = [str(card) for card in table.game._deck[table.game._drawn :]]
        texts = [helpers.message_text(found) for found in helpers.public_messages(channel)]
        for text in texts:
            for card in helpers.spellings(undrawn):
                assert f" {card} " not in text.replace("*", " ").replace("\n", " ")
    text = helpers.message(channel, message.id).embeds[0].description
    assert f"Total: {twin.total}" in text
    rows = await simcord_bot.store.results(table.id)
    assert [(r.placement, r.score) for r in rows] == [(1, twin.total)]


async def test_others_cannot_play_and_stale_buttons_explain(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))

    intruder = await bob.click(message, label="Column 1")
    assert intruder.ephemeral
    assert intruder.response.content == "This is not your game; open your own with /play."
    assert table.version == 0

    panel = (await alice.click(message, label="Hand")).response.message
    await alice.click(message, label="Column 1")
    assert table.version == 1
    # The private panel still has the buttons drawn for version 0.
    stale = await alice.click(panel, label="Column 2")
    assert stale.ephemeral
    assert "moved on" in stale.response.content
    assert table.version == 1


async def test_the_hint_is_the_computer_players_choice_and_marks_the_game(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    await alice.click(message, label="Column 1")
    current = helpers.message(channel, message.id)
    hint = await alice.click(current, label="Hint")
    assert hint.ephemeral
    expected = computer_move(table.game, table.seats[0].name).column
    assert hint.response.content.startswith(f"Hint: put it on column {expected + 1}.")
    assert table.hints_used
    assert "Hints were used" in helpers.message_text(helpers.message(channel, message.id))
    row = await simcord_bot.store.table(table.id)
    assert row is not None
    assert row.hints_used


async def test_the_hand_button_shows_the_board_privately(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    panel = await alice.click(message, label="Hand")
    assert panel.ephemeral
    assert "Column 1" in helpers.labels(panel.response.message)
    await alice.click(panel.response.message, label="Column 2")
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.game.columns[1][1:] != []
    refused = await bob.click(message, label="Hand")
    assert refused.response.content == "You are not seated at this table."


async def test_restart_in_the_middle_keeps_the_game_and_its_buttons(world, simcord_bot, make_bot):
    env, _guild, channel, alice, _bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    for _ in range(5):
        column = table.game.legal_actions(table.seats[0].name)[0].column
        message = (await alice.click(message, label=f"Column {column + 1}")).response.message
    before = table.game.fingerprint()

    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[table.id]
    assert again.game.fingerprint() == before
    column = again.game.legal_actions(again.seats[0].name)[0].column
    await alice.click(message, label=f"Column {column + 1}")  # a button drawn before the restart
    assert again.version == 6
    row = await restarted.store.table(table.id)
    assert row is not None
    assert len(row.actions) == 6


async def test_a_failed_edit_does_not_stop_the_game(world, simcord_bot):
    env, _guild, channel, alice, _bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    panel = (await alice.click(message, label="Hand")).response.message
    # Moves from the private panel are published by editing the table message in the channel.
    env.inject_error(
        "PATCH", f"/channels/{channel.id}/messages/{message.id}", status=500, times=None
    )
    await alice.click(panel, label="Column 1")
    assert table.version == 1
    # The channel message still shows the state before the move: its edits failed.
    assert "(4/20 placed)" in helpers.message_text(helpers.message(channel, message.id))

    env.backend.faults.clear()
    panel = (await alice.click(message, label="Hand")).response.message
    await alice.click(
        panel, label=f"Column {table.game.legal_actions(table.seats[0].name)[0].column + 1}"
    )
    assert "(6/20 placed)" in helpers.message_text(helpers.message(channel, message.id))
