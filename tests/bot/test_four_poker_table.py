"""4-poker in Discord: a whole game by clicks, the hint, refusals for others, the result."""

from __future__ import annotations

import pytest

from engine.four_poker import FourPoker
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
    text = helpers.message(channel, message.id).embeds[0].description
    assert f"Total: {twin.total}" in text
    rows = await simcord_bot.store.results(table.id)
    assert [(r.placement, r.score) for r in rows] == [(1, twin.total)]
