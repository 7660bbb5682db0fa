"""Card emoji: uploaded at start-up only when missing, kept across restarts, and text when
anything fails."""

from __future__ import annotations

import logging

from bot.art.emoji import LIMIT, EmojiFaces, key_of_name, wanted_emoji
from bot.art.faces import all_keys, face_png
from bot.tables.context import TextFaces
from engine.cards import parse_card
from tests.support import drivers
from tests.support.world import build_world


def _ours(env) -> dict[str, int]:
    """Our emoji in the simulated application, by name."""
    return {e.name: e.id for e in env.backend.application_emojis.values() if key_of_name(e.name)}


async def test_start_up_uploads_every_face_and_cards_become_emoji(simcord_env, simcord_bot):
    ours = _ours(simcord_env)
    assert len(ours) == len(all_keys()) == 59
    assert {key_of_name(name) for name in ours} == set(all_keys())
    faces = simcord_bot.render_context.faces
    assert isinstance(faces, EmojiFaces)
    ten = parse_card("10S")
    name = next(name for name in ours if key_of_name(name) == "10S")
    assert faces.inline(ten) == f"<:{name}:{ours[name]}>"
    label, emoji = faces.button(ten)
    assert (label, emoji.name, emoji.id) == ("10", name, ours[name])
    assert faces.spoken(ten) == "10 of spades"
    assert faces.inline(parse_card("10C")) != faces.inline(ten)


def test_emoji_names_and_images_are_what_discord_accepts():
    wanted = wanted_emoji()
    assert len(wanted) <= LIMIT
    for item in wanted:
        assert 2 <= len(item.name) <= 32
        assert item.name.replace("_", "").isalnum()
        assert len(item.image) <= 256 * 1024
        assert key_of_name(item.name) == item.key
    assert key_of_name("fd_10S_0123abcd") == "10S"
    assert key_of_name("fd_1S_0123abcd") is None
    assert key_of_name("party_parrot") is None


async def test_a_restart_uploads_only_what_is_missing_and_removes_our_stale_ones(
    simcord_env, simcord_bot, make_bot
):
    env = simcord_env
    first = _ours(env)
    # Someone deleted one face; an old drawing of the 10S is left over; the owner's own
    # emoji is not ours and must stay.
    gone = next(name for name in first if key_of_name(name) == "QH")
    await (await simcord_bot.fetch_application_emoji(first[gone])).delete()
    await simcord_bot.create_application_emoji(name="fd_10S_00000000", image=face_png("10C", 32))
    await simcord_bot.create_application_emoji(name="party_parrot", image=face_png("back", 32))

    restarted = make_bot()
    await env.restart_bot(restarted)
    second = _ours(env)
    assert set(second) == set(first)
    assert "fd_10S_00000000" not in second
    assert {name: second[name] for name in first if name != gone} == {
        name: first[name] for name in first if name != gone
    }  # every face still there kept its emoji: nothing else was uploaded again
    assert second[gone] != first[gone]
    assert "party_parrot" in {e.name for e in env.backend.application_emojis.values()}

    again = make_bot()
    await env.restart_bot(again)
    assert _ours(env) == second  # idempotent
    assert isinstance(again.render_context.faces, EmojiFaces)


async def test_an_upload_error_leaves_text_cards_and_a_working_bot(
    simcord_env, simcord_bot, make_bot, caplog
):
    env = simcord_env
    first = _ours(env)
    gone = next(name for name in first if key_of_name(name) == "9S")
    await (await simcord_bot.fetch_application_emoji(first[gone])).delete()
    env.inject_error("POST", "/applications/*/emojis", status=500)

    restarted = make_bot()
    with caplog.at_level(logging.WARNING, logger="bot.art.emoji"):
        await env.restart_bot(restarted)
    assert isinstance(restarted.render_context.faces, TextFaces)
    assert "cards are shown as text" in caplog.text

    built = build_world(env, ["alice"])
    channel, [alice] = built.channel, built.members
    result = await alice.slash(channel, "play", game="four_poker")
    assert not result.ephemeral
    text = drivers.message_text(result.response.message)
    assert "Column 1" in text
    assert "<:fd_" not in text

    # The next start-up, with Discord answering again, uploads the one face missing.
    healed = make_bot()
    await env.restart_bot(healed)
    assert set(_ours(env)) == set(first)
    assert isinstance(healed.render_context.faces, EmojiFaces)


async def test_a_listing_error_leaves_text_cards(simcord_env, make_bot):
    simcord_env.inject_error("GET", "/applications/*/emojis", status=503)
    restarted = make_bot()
    await simcord_env.restart_bot(restarted)
    assert isinstance(restarted.render_context.faces, TextFaces)


async def test_the_text_style_uploads_nothing(simcord_env, simcord_bot, make_bot):
    for emoji in await simcord_bot.fetch_application_emojis():
        await emoji.delete()
    restarted = make_bot(card_style="text")
    await simcord_env.restart_bot(restarted)
    assert simcord_env.backend.application_emojis == {}
    assert isinstance(restarted.render_context.faces, TextFaces)


async def test_the_application_limit_is_checked_before_any_upload(
    simcord_env, simcord_bot, make_bot
):
    for emoji in await simcord_bot.fetch_application_emojis():
        await emoji.delete()
    for number in range(LIMIT - 10):
        simcord_env.backend.create_application_emoji(f"owner_{number}")
    restarted = make_bot()
    await simcord_env.restart_bot(restarted)
    assert isinstance(restarted.render_context.faces, TextFaces)
    assert _ours(simcord_env) == {}  # nothing half-uploaded
