"""Table pictures on Discord: an answer shows the new picture (encoded off the event loop
after the click is answered), and a message that already shows a picture keeps its attachment
instead of uploading the same picture again."""

from __future__ import annotations

import pytest

from bot.art.picture import clear_cache
from bot.tables import render_public


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("cards")
    alice = guild.add_member(simcord_env.create_user("alice"))
    return simcord_env, channel, alice


async def test_a_message_keeps_a_picture_it_shows_already(world, simcord_bot):
    _env, channel, alice = world
    posted = (await alice.slash(channel, "play", game="four_poker")).response.message
    (shown,) = posted.attachments
    session = next(iter(simcord_bot.host.tables.values()))

    clear_cache()  # drawn afresh: equal content, so the same name
    again = render_public(session, simcord_bot.render_context)
    again.content = "redrawn"
    again.keep_shown(posted)
    assert again.files == []  # nothing to encode, nothing to upload
    edited = await posted.edit(**again.edit())
    (kept,) = edited.attachments
    assert kept.id == shown.id
    assert kept.filename == shown.filename
    assert edited.embeds[0].image.url == f"attachment://{shown.filename}"


async def test_a_click_shows_the_new_picture_and_leaves_the_old_one(world, simcord_bot):
    _env, channel, alice = world
    posted = (await alice.slash(channel, "play", game="four_poker")).response.message
    (before,) = posted.attachments
    session = next(iter(simcord_bot.host.tables.values()))

    found = (await alice.click(posted, label="Column 1")).response.message
    (after,) = found.attachments
    assert after.filename != before.filename
    expected = render_public(session, simcord_bot.render_context).files[0]
    assert after.filename == expected.filename
    assert await after.read() == expected.picture.png  # type: ignore[attr-defined]
    assert found.embeds[0].image.url == f"attachment://{after.filename}"
