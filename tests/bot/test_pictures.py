"""Table pictures on Discord: an answer shows the new picture (encoded off the event loop
after the click is answered), and a message that already shows a picture keeps its attachment
instead of uploading the same picture again."""

from __future__ import annotations

import pytest

from bot.art.picture import CARD_HEIGHTS, clear_cache
from bot.tables import kare_kupa, krypkasino, render_public
from bot.tables.four_poker import board_picture
from engine.cards import parse_card, parse_cards
from engine.four_poker import FourPoker
from engine.four_poker.actions import Place
from engine.four_poker.progress import board_progress


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


async def test_a_click_is_answered_before_its_picture_is_encoded(world, simcord_bot):
    _env, channel, alice = world
    posted = (await alice.slash(channel, "play", game="four_poker")).response.message
    session = next(iter(simcord_bot.host.tables.values()))

    clear_cache()
    result = await alice.click(posted, label="Column 1")
    # A new board: its picture was not ready, so the click was answered (deferred) at once
    # and the message edited through the interaction once the picture was made.
    assert result.deferred
    shown = render_public(session, simcord_bot.render_context).files[0]
    assert result.response.message.attachments[0].filename == shown.filename

    # Drawn and encoded before the click (as the publisher may have): answered in one step.
    game = session.game
    twin = FourPoker(["x"], seed=session.seed)
    for action in game.log:
        twin.apply(Place(player="x", column=action.column))
    column = twin.open_columns[0]
    twin.place(column)
    view = twin.view(None)
    columns = [parse_cards(cards) for cards in view.columns]
    current = parse_card(view.current) if view.current else None
    picture = board_picture(view, columns, current, board_progress(columns, current))
    await picture.encoded()
    result = await alice.click(result.response.message, label=f"Column {column + 1}")
    assert not result.deferred
    assert result.response.message.attachments[0].filename == picture.filename


def test_start_up_warms_the_card_heights_every_table_draws_at():
    assert {kare_kupa.TABLE_CARD_HEIGHT, krypkasino.TABLE_CARD_HEIGHT} <= set(CARD_HEIGHTS)
    assert {72, 144} <= set(CARD_HEIGHTS)  # 4-poker's board and its card to place
