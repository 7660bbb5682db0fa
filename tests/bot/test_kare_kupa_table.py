"""Kare Kupa's own table through SimCord: a whole round by four members' clicks (a
two-click swap, a partner exchange, gestures, a right kare call), what the public table and the
reveal show, the hidden-card scans, the lobby's partners, and a match with two computer seats
reaching its target through the clock."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from bot.errors import Refused
from bot.host import TableHost
from bot.settings import Settings
from bot.store import Store
from bot.vocab import TableStatus
from engine.kare_kupa.actions import Call, Swap
from tests.support import drivers
from tests.support import kare_kupa as kk
from tests.support.world import world_fixture

COMPUTER_DELAY = {"test_two_computer_seats_play_a_match_to_its_target": 3.0}
"""Tests that run with production's pause before a computer seat moves (others: none)."""


LOOK_SECONDS = 600.0
"""Tests drive the look themselves (Seen clicks) unless they advance time past it: a timer
shorter than SimCord's settle timeout would run inside a click."""


@pytest.fixture
def simcord_bot(make_bot, request):
    return make_bot(
        computer_delay=COMPUTER_DELAY.get(request.node.name, 0.0), look_seconds=LOOK_SECONDS
    )


world = world_fixture("ana", "ben", "cem", "dan", together=True)


def public_text(channel: Any, session: Any) -> str:
    return kk.everything_shown(kk.public(channel, session))


async def test_a_round_by_four_members_ends_with_a_right_kare(world, simcord_bot):
    env, channel, members = world
    players = [str(member.id) for member in members]
    options = {"target": 1}
    seed = kk.kare_seed(players, options)
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=seed, options=options
    )
    game = kk.game_of(session)
    assert list(game.players) == players
    text = public_text(channel, session)
    # Teams as teams, with their score toward the target; the look phase with who is awaited.
    assert "Team 1: **ana** & **cem** — **0**/1" in text
    assert "Team 2: **ben** & **dan** — **0**/1" in text
    assert "**Look**" in text
    table = kk.Table(env, channel, session, dict(zip(players, members, strict=True)))
    planner = kk.Planner()
    for _ in range(600):
        if session.status == TableStatus.FINISHED:
            break
        action = planner.next(game)
        assert action is not None, "the plan stalled"
        panel = await table.perform(action)
        assert action.player is not None
        if session.status != TableStatus.FINISHED:
            kk.assert_panel_private(panel, game, action.player)
            kk.assert_public_clean(channel, session)
        if action.type == "offer":
            assert "offers" in public_text(channel, session)
    assert session.status == TableStatus.FINISHED
    assert {"gesture", "select", "offer", "accept"} <= planner.done
    assert table.clicks["swap"]
    assert min(table.clicks["swap"]) == 2
    assert table.clicks["call"] == [3]  # Call…, the partner, confirm
    # Before confirming, the call said what it is and what it is worth.
    assert "**kare** — 1 point" in table.notes[0]
    assert "If wrong, the other side scores" in table.notes[0]
    final = public_text(channel, session)
    outcome = game.outcomes[0]
    caller = session.display(game.players[outcome.caller])
    assert f"**{caller}** called **kare** (1 point) — ✅ right" in final
    # The named hand is revealed: its four cards are on the public table now.
    faces = simcord_bot.render_context.faces
    for card in outcome.hands[0]:
        assert faces.inline(card) in final
    print(final, table.clicks, len(game.log))
    # Gestures are told with who made them, by display name, never by id.
    assert "ben: ear." in final or "dan: smile." in final or game.outcomes
    for player in players:
        assert player not in drivers.message_text(kk.public(channel, session))


async def test_a_stale_take_is_told_who_took_the_card(world, simcord_bot):
    env, channel, members = world
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=5, options={"look": False}
    )
    game = kk.game_of(session)
    ana, ben = game.players[0], game.players[1]
    table = kk.Table(env, channel, session, {ana: members[0], ben: members[1]})
    target = game.table[0]
    # ana chooses a card to give; before she picks the table card, ben takes it.
    await table.panel(ana)
    ana_panel = await table.click(ana, kk.find_card(table.panels[ana], game.hands[0][0], "kkgive"))
    await table.panel(ben)
    await table.click(ben, kk.find_card(table.panels[ben], game.hands[1][0], "kkgive"))
    await table.click(ben, kk.find_card(table.panels[ben], target, "kktake"))
    assert target in game.hands[1]
    # ana's panel is older than ben's swap: its button still means the card she saw.
    answer = await table.click(ana, kk.find_card(ana_panel, target, "kktake"))
    text = drivers.message_text(answer)
    assert "Too late: **ben** took the" in text
    assert target not in game.hands[0]
    # The answer is her panel as the table is now: one click brought it up to date.
    assert kk.find_card(answer, target, "kktake") is None
    assert kk.find_card(answer, game.table[0], "kktake") is not None


async def test_lobby_shows_partners_and_the_host_seats_them(world, simcord_bot):
    _, channel, members = world
    lobby = (await members[0].slash(channel, "play", game="kare_kupa")).response.message
    for member in members[1:]:
        await member.click(lobby, label="Join")
    text = drivers.message_text(drivers.message(channel, lobby.id))
    assert "Partners" in text
    assert "ana & cem" in text
    assert "ben & dan" in text
    found = drivers.message(channel, lobby.id)
    select = next(c for c in drivers.components(found) if ":kkpartner" in (c.custom_id or ""))
    value = next(o.value for o in select.options if o.label.endswith("with ben"))
    await members[0].select(found, [value], custom_id=select.custom_id)
    text = drivers.message_text(drivers.message(channel, lobby.id))
    assert "ana & ben" in text
    assert "cem & dan" in text


@pytest.mark.simcord(settle_timeout=1.5)
async def test_two_computer_seats_play_a_match_to_its_target(world, simcord_bot):
    env, channel, members = world
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], [members[1]], 2, seed=3, options={"target": 1}
    )
    game = kk.game_of(session)
    humans = {str(members[0].id), str(members[1].id)}
    table = kk.Table(env, channel, session, {str(m.id): m for m in members[:2]})
    planner = kk.Planner(done={"gesture", "select", "offer", "accept"})
    for _ in range(300):
        if session.status == TableStatus.FINISHED:
            break
        # The members play like the computer would (calls included); computer seats move on
        # the clock after COMPUTER_DELAY.
        moved = False
        for name in game.players:
            if name in humans and session.status != TableStatus.FINISHED:
                action = planner.choice(game, name)
                if action is not None:
                    await table.perform(action)
                    moved = True
        await env.advance_time(3.5 if moved else 31)
    assert session.status == TableStatus.FINISHED
    assert max(game.scores.values()) >= 1
    assert any(
        isinstance(action, Call) and action.player not in humans for action in game.log
    ) or any(outcome.caller is not None for outcome in game.outcomes)


# -- races at the table host, with real concurrent tasks --------------------------------------


@pytest.fixture
async def race_host(tmp_path):
    store = await Store.open(tmp_path / "race.sqlite3")
    settings = Settings(_env_file=None, database_path=tmp_path / "race.sqlite3", pulse_seconds=3600)
    host = TableHost(store, settings)
    yield host
    await host.close()
    await store.close()


async def open_table(host: TableHost, options: dict[str, Any]) -> Any:
    session = await host.lobby.open_table(
        game="kare_kupa",
        guild_id=1,
        channel_id=2,
        host_id=1,
        host_display="ana",
        options=options,
        seed=11,
    )
    for user, display in ((2, "ben"), (3, "cem"), (4, "dan")):
        await host.lobby.join(session.id, user, display)
    await host.lobby.start(session.id, 1)
    return session


async def attempt(host: TableHost, session: Any, user: int, action: Any) -> str:
    try:
        await host.play.act(session.id, user, action, version=0, retarget=True)
    except Refused as refusal:
        return refusal.said.words()
    return "ok"


async def test_four_players_reaching_for_one_table_card_one_gets_it(race_host):
    session = await open_table(race_host, {"look": False})
    game = kk.game_of(session)
    card = game.table[0]
    actions = [
        Swap(player=name, give=game.hands[seat][0], take=card, round=1)
        for seat, name in enumerate(game.players)
    ]
    results = await asyncio.gather(
        *(attempt(race_host, session, seat + 1, action) for seat, action in enumerate(actions))
    )
    assert results.count("ok") == 1
    winner = game.players[results.index("ok")]
    assert card in game.hands[game.players.index(winner)]
    for result in results:
        if result != "ok":
            assert result == f"That card is no longer on the table: {winner} took it."
    row = await race_host.store.table(session.id)
    assert [json.loads(action)["type"] for action, _ in row.actions] == ["swap"]


async def test_racing_calls_the_first_decides_and_the_others_are_told(race_host):
    session = await open_table(race_host, {"target": 5})
    game = kk.game_of(session)
    calls = [
        Call(player=name, claim=(game.players[(seat + 1) % 4],), round=1)
        for seat, name in enumerate(game.players)
    ]
    results = await asyncio.gather(
        *(attempt(race_host, session, seat + 1, call) for seat, call in enumerate(calls))
    )
    assert results.count("ok") == 1
    assert len(game.outcomes) == 1
    assert game.round == 2
    for result in results:
        if result != "ok":
            assert result.startswith("Round 1 is over: ")
            assert result.endswith("This is round 2.")
    row = await race_host.store.table(session.id)
    assert [json.loads(action)["type"] for action, _ in row.actions] == ["call"]


async def test_partners_code_note_is_theirs_alone_and_fixed_once_play_begins(world, simcord_bot):
    env, channel, members = world
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=5, options={"look": False}
    )
    game = kk.game_of(session)
    names = list(game.players)
    table = kk.Table(env, channel, session, dict(zip(names, members, strict=True)))
    panel = await table.panel(names[0])
    shown = await members[0].click(panel, custom_id=kk.find(panel, "Code note").custom_id)
    await members[0].submit_modal(shown, {kk.text_inputs(shown.modal)[0]: "wink = sevens"})
    note = "wink = sevens"
    assert note in drivers.message_text(await table.refresh(names[0]))
    assert note in drivers.message_text(await table.refresh(names[2]))  # the partner
    assert note not in drivers.message_text(await table.refresh(names[1]))  # an opponent
    assert note not in kk.everything_shown(kk.public(channel, session))
    assert await simcord_bot.store.partner_notes(session.id) == {0: note}
    # The first swap begins play: the note is fixed.
    await table.perform(Swap(player=names[1], give=game.hands[1][0], take=game.table[0]))
    panel = await table.refresh(names[0])
    assert "fixed" in drivers.message_text(panel)
    assert "Code note" not in drivers.labels(panel)


async def test_gestures_have_a_short_cooldown(world, simcord_bot):
    env, channel, members = world
    session = await kk.open_seeded(simcord_bot, channel, members[0], members[1:], 0, seed=5)
    game = kk.game_of(session)
    ana = game.players[0]
    table = kk.Table(env, channel, session, {ana: members[0]})
    panel = await table.panel(ana)
    panel = await table.click(ana, kk.find(panel, "wink"))
    assert game.view(None).gestures[-1].gesture == "wink"
    panel = await table.click(ana, kk.find(panel, "nose"))
    assert "one gesture every couple of seconds" in drivers.message_text(panel)
    assert [g.gesture for g in game.view(None).gestures] == ["wink"]
    await env.advance_time(3)
    await table.click(ana, kk.find(table.panels[ana], "nose"))
    assert [g.gesture for g in game.view(None).gestures] == ["wink", "nose"]
