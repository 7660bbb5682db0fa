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
from engine.kare_kupa.actions import Call, Pass, Signal, Swap
from engine.kare_kupa.computer import code_gesture
from tests.support import drivers
from tests.support import kare_kupa as kk
from tests.support.world import world_fixture

SETTLE = 10.0
"""Real seconds an action may take here (CI runs on two loaded cores). Every timer a test runs
with is longer, so none fires in real time inside an action: time moves by advance_time."""


COMPUTER_DELAY = {"test_two_computer_seats_play_a_match_to_its_target": 12.0}
"""Tests that run with a pause before a computer seat moves, longer than SETTLE (others: none)."""


LOOK_SECONDS = 600.0
"""Tests drive the look themselves (Seen clicks) unless they advance time past it: a timer
shorter than SimCord's settle timeout would run inside a click."""


LOOKS = {"test_the_table_waits_while_a_member_swaps_and_turns_fresh_cards_once_untouched": 15.0}
"""Tests that run with a short look, still longer than SETTLE (others: LOOK_SECONDS)."""


PULSE_SECONDS = 60.0
"""Long enough that a test can act a few SETTLEs before the pulse and still be early."""


@pytest.fixture
def simcord_bot(make_bot, request):
    return make_bot(
        computer_delay=COMPUTER_DELAY.get(request.node.name, 0.0),
        look_seconds=LOOKS.get(request.node.name, LOOK_SECONDS),
        pulse_seconds=PULSE_SECONDS,
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
    # Live panels are edited within a second: ana's click comes before hers is.
    simcord_bot.panels.interval = 60.0
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


@pytest.mark.simcord(settle_timeout=SETTLE)
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
        pause = simcord_bot.settings.computer_delay + 0.5 if moved else PULSE_SECONDS + 1
        await env.advance_time(pause)
    assert session.status == TableStatus.FINISHED
    assert max(game.scores.values()) >= 1
    assert any(
        isinstance(action, Call) and action.player not in humans for action in game.log
    ) or any(outcome.caller is not None for outcome in game.outcomes)


# -- races at the table host, with real concurrent tasks -------------------------------------


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


# -- a table that waits ---------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_the_table_waits_while_a_member_swaps_and_turns_fresh_cards_once_untouched(
    world, simcord_bot
):
    env, channel, members = world
    pulse = simcord_bot.settings.pulse_seconds
    session = await kk.open_seeded(simcord_bot, channel, members[0], members[1:], 0, seed=5)
    game = kk.game_of(session)
    ana = game.players[0]
    table = kk.Table(env, channel, session, {ana: members[0]})
    assert game.view(None).phase == "look"
    # Nobody pressed Seen: the look opens by itself after a short look.
    await env.advance_time(simcord_bot.settings.look_seconds + 1)
    assert game.view(None).phase == "open"
    assert [action.type for action in game.log] == ["open"]
    # ana swaps every few seconds, for more than twice the pulse: never interrupted.
    for _ in range(10):
        hand, cards = game.hands[0], game.table
        await table.perform(Swap(player=ana, give=hand[0], take=cards[0]))
        await env.advance_time(pulse / 4)
        assert game.table_number == 1
    assert "next" not in [action.type for action in game.log]
    assert game.round == 1
    # Untouched for the pulse: fresh cards, and a new look.
    await env.advance_time(pulse * 3 / 4 + 1)
    assert game.log[-1].type == "next"
    assert game.table_number == 2
    assert game.view(None).phase == "look"


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_pass_touches_the_table_and_gestures_do_not(world, simcord_bot):
    env, channel, members = world
    pulse = simcord_bot.settings.pulse_seconds
    early = SETTLE + 5  # the pulse is due later than an action may take, so it waits for time
    assert pulse > 2 * early
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=5, options={"look": False}
    )
    game = kk.game_of(session)
    ana, ben = game.players[0], game.players[1]
    table = kk.Table(env, channel, session, {ana: members[0], ben: members[1]})
    await env.advance_time(pulse - early)
    await table.perform(Pass(player=ana))
    await env.advance_time(early)
    assert game.table_number == 1  # the pass started the wait again
    await table.perform(Signal(player=ben, gesture="wink"))
    await env.advance_time(pulse - early + 1)
    assert game.table_number == 2  # a gesture did not


# -- calls bound to their round -------------------------------------------------------------------


async def build_call(table: kk.Table, player: str, named: str, label: str) -> Any:
    panel = await table.panel(player)
    panel = await table.click(player, kk.find(panel, "Call…"))
    panel = await table.click(player, kk.find(panel, label))
    return next(c for c in drivers.components(panel) if ":kkcallgo:" in c.custom_id)


def in_call_mode(panel: Any) -> bool:
    text = drivers.message_text(panel)
    return "📣 **Call**" in text or any(
        ":kkcallgo:" in (c.custom_id or "") for c in drivers.components(panel)
    )


async def test_a_call_that_lost_the_race_is_refused_and_leaves_call_mode(world, simcord_bot):
    env, channel, members = world
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=5, options={"target": 5}
    )
    game = kk.game_of(session)
    ana, ben, cem, dan = game.players
    table = kk.Table(env, channel, session, dict(zip(game.players, members, strict=True)))
    # Live panels are edited within a second: cem's and dan's clicks come before theirs are.
    simcord_bot.panels.interval = 60.0
    # ben (kupa) and cem (kare) both put a call naming ana together; dan starts one.
    ben_confirm = await build_call(table, ben, ana, "ana")
    cem_confirm = await build_call(table, cem, ana, "ana (partner)")
    dan_panel = await table.click(dan, kk.find(await table.panel(dan), "Call…"))
    cem_panel = table.panels[cem]
    await table.click(ben, ben_confirm)
    assert game.round == 2
    assert len(game.outcomes) == 1
    version, scores = len(game.log), game.scores
    # cem's confirm comes second: refused, saying the round ended and how; out of call mode,
    # so a second click of the same confirm finds nothing (at the host, both are refused).
    answer = await members[2].click(cem_panel, custom_id=cem_confirm.custom_id)
    text = drivers.message_text(answer.response.message)
    assert "Round 1 is over: ben called kupa (ana)" in text
    assert "This is round 2." in text
    assert not in_call_mode(answer.response.message)
    # Naming a player on a panel of the ended round leaves call mode too.
    toggle = kk.find(dan_panel, "ana")
    answer = await members[3].click(dan_panel, custom_id=toggle.custom_id)
    assert "Round 1 is over" in drivers.message_text(answer.response.message)
    assert "Your call was not made" in drivers.message_text(answer.response.message)
    assert not in_call_mode(answer.response.message)
    assert len(game.log) == version
    assert game.scores == scores
    assert len(game.outcomes) == 1
    row = await simcord_bot.store.table(session.id)
    assert [json.loads(action)["type"] for action, _ in row.actions].count("call") == 1


async def test_a_lost_call_retried_at_the_host_is_refused_and_changes_nothing(race_host):
    session = await open_table(race_host, {"target": 5})
    game = kk.game_of(session)
    ana, ben, cem, _ = game.players
    calls = [Call(player=ben, claim=(ana,), round=1), Call(player=cem, claim=(ana,), round=1)]
    first = await asyncio.gather(
        attempt(race_host, session, 2, calls[0]), attempt(race_host, session, 3, calls[1])
    )
    assert sorted(first, key=len)[0] == "ok"
    fingerprint = game.fingerprint()
    # Both retry at once (a double-click each): refused, nothing changes.
    again = await asyncio.gather(
        attempt(race_host, session, 2, calls[0]),
        attempt(race_host, session, 3, calls[1]),
        attempt(race_host, session, 2, calls[0]),
    )
    assert all(result.startswith("Round 1 is over: ") for result in again)
    assert game.fingerprint() == fingerprint
    row = await race_host.store.table(session.id)
    assert [json.loads(action)["type"] for action, _ in row.actions] == ["call"]
    assert all("round" not in json.loads(action) for action, _ in row.actions)


# -- resigning -------------------------------------------------------------------------------------


async def test_resign_from_the_main_panel_after_confirming(world, simcord_bot):
    env, channel, members = world
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=5, options={"look": False}
    )
    game = kk.game_of(session)
    ana, _, cem, _ = game.players
    table = kk.Table(env, channel, session, dict(zip(game.players, members, strict=True)))
    panel = await table.panel(ana)
    assert "Resign" in drivers.labels(panel)
    assert not in_call_mode(panel)
    asked = await table.click(ana, kk.find(panel, "Resign"))
    assert "Resign?" in drivers.message_text(asked)
    assert "Yes, resign (counts as a loss)" in drivers.labels(asked)
    kept = await table.click(ana, kk.find(asked, "No, keep playing"))
    assert "You are still playing." in drivers.message_text(kept)
    assert not session.seat_named(ana).computer
    asked = await table.click(ana, kk.find(kept, "Resign"))
    moves = len(game.log)
    done = await table.click(ana, kk.find(asked, "Yes, resign (counts as a loss)"))
    assert "You resigned" in drivers.message_text(done)
    assert drivers.labels(done) == []  # nothing to play: the panel follows the table
    seat = session.seat_named(ana)
    assert seat.computer
    assert seat.forfeited
    # The table says who resigned; the partner's panel tells them and gives the code.
    shown = kk.everything_shown(kk.public(channel, session))
    assert "ana resigned; the computer plays their seat" in shown
    assert "**ana** 🤖 (forfeited)" in shown
    partner = drivers.message_text(await table.panel(cem))
    assert "**ana** resigned: the computer plays their seat now." in partner
    assert "Your code this round is" in partner
    stored = await simcord_bot.store.table(session.id)
    assert next(s for s in stored.seats if s.name == ana).forfeited
    # The match goes on: the computer plays ana's seat.
    assert any(action.player == ana for action in game.log[moves:])
    await table.perform(Pass(player=cem))
    assert session.status == TableStatus.PLAYING


# -- the computers' code ---------------------------------------------------------------------------


async def test_a_computer_partnerships_code_is_told_to_its_member_alone(world, simcord_bot, caplog):
    env, channel, members = world
    ana_member, ben_member = members[0], members[1]
    codes = set()
    for seed in range(1, 6):
        session = await kk.open_seeded(
            simcord_bot, channel, ana_member, [ben_member], 2, seed=seed, options={"look": False}
        )
        game = kk.game_of(session)
        ana, ben = game.players[0], game.players[1]
        assert session.seat_named(game.players[2]).computer  # ana's partner
        table = kk.Table(env, channel, session, {ana: ana_member, ben: ben_member})
        own = code_gesture(game.view(ana))
        theirs = code_gesture(game.view(ben))
        codes.add(own)
        told = drivers.message_text(await table.panel(ana))
        assert f"Your code this round is **{own}**" in told
        other = drivers.message_text(await table.panel(ben))
        assert f"Your code this round is **{theirs}**" in other
        assert other.count("code this round") == 1  # their own, never ana's
        public = kk.everything_shown(kk.public(channel, session))
        assert "code this round" not in public
        assert f"**{own}**" not in public
        await simcord_bot.host.play.end(session.id, ana_member.id, manager=False)
    assert len(codes) >= 2
    for record in caplog.records:
        message = record.getMessage().lower()
        assert "code" not in message or not any(code in message for code in codes)


async def test_the_code_note_can_change_between_rounds(world, simcord_bot):
    env, channel, members = world
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=5, options={"look": False}
    )
    game = kk.game_of(session)
    names = list(game.players)
    table = kk.Table(env, channel, session, dict(zip(names, members, strict=True)))
    panel = await table.panel(names[0])
    assert "Code note" in drivers.labels(panel)
    await table.perform(Swap(player=names[1], give=game.hands[1][0], take=game.table[0]))
    panel = await table.refresh(names[0])
    assert "Code note" not in drivers.labels(panel)
    assert "write it when the next round is dealt" in drivers.message_text(panel)
    await table.perform(Call(player=names[1], claim=(names[0],)))  # ends round 1
    assert game.round == 2
    panel = await table.refresh(names[0])
    assert "Code note" in drivers.labels(panel)
