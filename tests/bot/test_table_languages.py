"""Tables in the games' own languages, through SimCord: a Swedish member plays a whole
Krypkasino match, a Romanian one a 4-poker game, a Serbian one a Crveni tepih match and a
Hebrew one a Kare Kupa round, and none of them is shown an English word outside names and card
codes — on the public table, in their hand panel, in a turn ping. The public table speaks the
server's language; each member's panel their own (a mixed table shows two).

SimCord's interactions are all en-US, so languages are chosen through /settings. Every click
is found by its control's verb, never by an English label. The engine's sentences that a
language has no message for yet are the other half of the translation: they are left out of
the scan exactly (``tests/support/languages.py``)."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot import i18n
from bot.tables.message import Message
from bot.vocab import TableStatus
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Call, Pass, Seen, Swap
from engine.registry import computer_move
from tests.support import drivers
from tests.support import languages as lang
from tests.support.world import world_fixture

SETTLE = 10.0
DELAY = 12.0
"""A Kare Kupa computer's delay: longer than the settle window, run by ``advance_time``."""

world = world_fixture("alice", "bob", guild=True, managers=("alice",))


async def choose(member: Any, channel: Any, language: str, *, server: bool = False) -> None:
    if server:
        await member.slash(channel, "settings", language=language, server_language=language)
    else:
        await member.slash(channel, "settings", language=language)


async def open_lobby(bot: Any, channel: Any, host: Any, game: str, seed: int, **options: Any):
    """A lobby with a chosen seed, posted as /play posts it (the lobby is in the server's
    language too)."""
    session = await bot.host.lobby.open_table(
        game=game,
        guild_id=channel.guild.id,
        channel_id=channel.id,
        host_id=host.id,
        host_display=host.name,
        options=options,
        seed=seed,
    )
    sent = await bot.publisher.post(session, bot.get_channel(channel.id).send)
    return session, drivers.message(channel, sent.id)


async def click(member: Any, found: Any, verb: str, scan: lang.Scan, index: int = 0) -> Any:
    controls = lang.control(found, verb)
    assert controls, (verb, lang.shown_texts(found))
    answer = await member.click(found, custom_id=controls[index].custom_id)
    shown = answer.response.message if answer.response is not None else None
    scan.look(shown)
    scan.collect()
    return shown


async def start(member: Any, channel: Any, lobby: Any, scan: lang.Scan, computers: int) -> None:
    scan.look(lobby)
    for _ in range(computers):
        await click(member, drivers.message(channel, lobby.id), "cpu", scan)
    await click(member, drivers.message(channel, lobby.id), "start", scan)


def public(channel: Any, session: Any) -> Any:
    return drivers.message(channel, session.message_id)


async def open_panel(member: Any, channel: Any, session: Any, scan: lang.Scan) -> Any:
    return await click(member, public(channel, session), "hand", scan)


def finish(scan: lang.Scan, channel: Any, members: list[Any], session: Any) -> None:
    scan.add_names(session)
    for found in lang.everything(channel, members):
        scan.look(found)
    lang.assert_no_english(scan)


# -- Krypkasino in Swedish -------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_swedish_member_plays_a_whole_krypkasino_match_in_swedish(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    await choose(alice, channel, "sv", server=True)
    scan = lang.Scan("sv")
    session, lobby = await open_lobby(simcord_bot, channel, alice, "krypkasino", 5, rounds=1)
    scan.follow(session, simcord_bot.render_context)
    await start(alice, channel, lobby, scan, computers=1)
    me = session.seat_of(alice.id).name
    moves = 0
    pings: set[str] = set()
    for _ in range(200):
        if session.status == TableStatus.FINISHED:
            break
        game = session.game
        assert game.mover == me, "the computer moves at once after each move"
        panel = await open_panel(alice, channel, session, scan)
        shown = await click(alice, panel, "krycard", scan)
        if shown is not None and lang.control(shown, "krytake"):
            await click(alice, shown, "krytake", scan)
        moves += 1
        scan.look(public(channel, session))
        pings.update(
            found.content
            for found in lang.public_messages(channel)
            if f"<@{alice.id}>" in (found.content or "")
        )
    assert session.status == TableStatus.FINISHED
    assert moves >= 10
    text = "\n".join(scan.seen)
    assert "Omgång 1 av 1" in text  # the round, in Swedish
    assert "Din hand" in text
    assert "Dina kort" in text
    assert "Lägst poäng vinner." in text or "lägst summa vinner" in text
    # Turn pings went out in the channel, in Swedish (each deleted when the next comes).
    assert pings
    assert all("det är din tur i Krypkasino" in ping for ping in pings)
    finish(scan, channel, [alice], session)


# -- 4-poker in Romanian ---------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_romanian_member_plays_a_whole_4_poker_game_in_romanian(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    await choose(alice, channel, "ro", server=True)
    scan = lang.Scan("ro")
    answer = await alice.slash(channel, "play", game="four_poker")
    table = answer.response.message
    scan.look(table)
    session = simcord_bot.host.tables[max(simcord_bot.host.tables)]
    scan.follow(session, simcord_bot.render_context)
    for _ in range(25):
        if session.game.over:
            break
        await click(alice, public(channel, session), "col", scan)
    assert session.game.over
    text = "\n".join(scan.seen)
    assert "Coloana 1" in text
    assert "puncte" in text or "punct" in text
    finish(scan, channel, [alice], session)


# -- Crveni tepih in Serbian -----------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_serbian_member_plays_a_whole_crveni_tepih_match_in_serbian(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    await choose(alice, channel, "sr-Latn", server=True)
    scan = lang.Scan("sr-Latn")
    session, lobby = await open_lobby(simcord_bot, channel, alice, "crveni_tepih", 1, target=30)
    scan.follow(session, simcord_bot.render_context)
    await start(alice, channel, lobby, scan, computers=2)
    me = session.seat_of(alice.id).name
    for turns in range(300):
        if session.status == TableStatus.FINISHED:
            break
        assert me in session.game.to_act(), "computers move at once"
        panel = await open_panel(alice, channel, session, scan)
        if lang.control(panel, "ctdnew"):
            await click(alice, panel, "ctdnew", scan)
        elif turns % 3 == 0 and (lang.control(panel, "ctbid") or lang.control(panel, "ctput")):
            await click(alice, panel, "ctbid" if lang.control(panel, "ctbid") else "ctput", scan)
        else:
            await click(alice, panel, "ctpass", scan)
        scan.look(public(channel, session))
    assert session.status == TableStatus.FINISHED
    text = "\n".join(scan.seen)
    assert "Dalje" in text  # a pass at the auction is the seed's word
    assert "Na licitaciji" in text
    finish(scan, channel, [alice], session)


# -- Kare Kupa in Hebrew ---------------------------------------------------------------------


async def kare_kupa_move(member: Any, panel: Any, game: KareKupa, me: str, scan: lang.Scan):
    """The member plays as the computer would, by the panel's controls."""
    action = computer_move(game, me)
    if game.is_idle(action):
        return None
    if isinstance(action, Seen | Pass):
        return await click(member, panel, "kkdo", scan, index=0)
    if isinstance(action, Swap):
        hand = game.hands[game.players.index(me)]
        give = list(lang.control(panel, "kkgive"))[list(hand).index(action.give)]
        answer = await member.click(panel, custom_id=give.custom_id)
        chosen = answer.response.message
        scan.look(chosen)
        take = lang.control(chosen, "kktake")[list(game.table).index(action.take)]
        answer = await member.click(chosen, custom_id=take.custom_id)
        scan.look(answer.response.message)
        return answer.response.message
    if isinstance(action, Call):
        shown = await click(member, panel, "kkcall", scan)
        for name in action.claim:
            seat = game.players.index(name)
            buttons = lang.control(shown, "kkcall")
            shown = await click(member, shown, "kkcall", scan, index=seat) if buttons else shown
        return await click(member, shown, "kkcallgo", scan)
    return None


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_hebrew_member_plays_a_kare_kupa_round_in_hebrew(world, make_bot):
    env, _guild, channel, alice, _bob = world
    bot = make_bot(computer_delay=DELAY, look_seconds=600.0)
    await env.restart_bot(bot)
    await choose(alice, channel, "he", server=True)
    scan = lang.Scan("he")
    session, lobby = await open_lobby(bot, channel, alice, "kare_kupa", 3, target=1)
    scan.follow(session, bot.render_context)
    await start(alice, channel, lobby, scan, computers=3)
    me = session.seat_of(alice.id).name
    game = session.game
    for _ in range(120):
        if session.status == TableStatus.FINISHED or game.round > 1:
            break
        panel = await open_panel(alice, channel, session, scan)
        moved = await kare_kupa_move(alice, panel, game, me, scan)
        await env.advance_time(DELAY + 1 if moved is None else 1)
        scan.look(public(channel, session))
    assert session.status == TableStatus.FINISHED or game.round > 1
    text = "\n".join(scan.seen)
    assert "היד שלך" in text
    assert "השולחן" in text
    finish(scan, channel, [alice], session)


# -- a mixed table ----------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_mixed_table_shows_each_member_their_own_panel_language(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    await choose(alice, channel, "sv", server=True)  # the server speaks Swedish
    await choose(bob, channel, "ro")
    scan = lang.Scan("sv")
    session, lobby = await open_lobby(simcord_bot, channel, alice, "krypkasino", 5, rounds=1)
    scan.follow(session, simcord_bot.render_context)
    await click(bob, drivers.message(channel, lobby.id), "join", scan)
    await click(alice, public(channel, session), "start", scan)
    scan.add_names(session)
    table = "\n".join(lang.shown_texts(public(channel, session)))
    assert "Omgång 1 av 1" in table  # the public table: the server's language for both
    swedish = "\n".join(lang.shown_texts(await open_panel(alice, channel, session, scan)))
    romanian_scan = lang.Scan("ro")
    romanian_scan.follow(session, simcord_bot.render_context)
    romanian = "\n".join(lang.shown_texts(await open_panel(bob, channel, session, romanian_scan)))
    assert i18n.t("sv", "table-hand-title", heading="").strip(" —") in swedish
    assert "Dina kort" in swedish
    assert "Cărțile tale" not in swedish
    assert "Cărțile tale" in romanian
    assert "Dina kort" not in romanian
    assert "Runda 1 din 1" in romanian
    lang.assert_no_english(scan)
    lang.assert_no_english(romanian_scan)


# -- the server's language changes --------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_table_is_redrawn_when_a_manager_changes_the_servers_language(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    scan = lang.Scan("ro")
    session, lobby = await open_lobby(simcord_bot, channel, alice, "krypkasino", 5, rounds=1)
    assert "Waiting for players" in "\n".join(lang.shown_texts(lobby))
    await bob.slash(channel, "settings", language="sv")  # bob's own choice: not the server's
    assert "Waiting for players" in "\n".join(lang.shown_texts(public(channel, session)))
    await choose(alice, channel, "ro", server=True)
    redrawn = public(channel, session)
    assert "Se așteaptă jucători" in "\n".join(lang.shown_texts(redrawn))
    assert lang.control(redrawn, "join")[0].label == "Intră"
    scan.follow(session, simcord_bot.render_context)
    scan.look(redrawn)
    lang.assert_no_english(scan)


def test_every_line_of_a_hebrew_table_reads_right_to_left_but_code_blocks():
    embed = discord.Embed(
        title="\u2068Kare Kupa\u2069 — שולחן 4",
        description="🟥 0/5 — ana\nקבוצה 2\n```\nana  3 │ 5\n```\n• 7♦ (D)",
    )
    embed.add_field(name="Last", value="\u2068ana\u2069 לקח")
    drawn = Message(embeds=[embed]).directed("he")
    lines = drawn.embeds[0].description.split("\n")
    assert lines == ["\u200f🟥 0/5 — ana", "קבוצה 2", "```", "ana  3 │ 5", "```", "\u200f• 7♦ (D)"]
    assert drawn.embeds[0].title.startswith("\u200f")
    assert drawn.embeds[0].fields[0].value.startswith("\u200f")
    english = Message(embeds=[discord.Embed(description="🟥 0/5 — ana")]).directed("en")
    assert english.embeds[0].description == "🟥 0/5 — ana"
