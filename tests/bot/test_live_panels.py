"""Live hand panels through SimCord: a member opens **Your hand** once and plays a whole match
on that panel, one click a move (two where the game asks a second choice), while the host keeps
every member's panel agreeing with the public table."""

from __future__ import annotations

import re

import pytest

from bot.vocab import TableStatus
from tests.support import drivers, live
from tests.support import kare_kupa as kk
from tests.support.world import world_fixture

world = world_fixture("ana", "ben", "cem", "dan", guild=True, together=True)


@pytest.mark.simcord(settle_timeout=10.0)  # real work may be slow under load; no timer is near
async def test_a_krypkasino_match_is_played_on_panels_kept_open(world, simcord_bot):
    _env, _guild, channel, members = world
    trio = members[:3]
    session = await drivers.open_seeded(
        simcord_bot, channel, trio[0], trio[1:], 1, game="krypkasino", seed=7, options={"rounds": 1}
    )
    players = await live.Players.with_panels(simcord_bot, channel, session, trio)
    players.assert_agree()
    for _ in range(400):
        if session.closed:
            break
        game = session.game
        seat = session.seat_named(game.mover)
        assert seat is not None
        assert not seat.computer  # computers move at once here
        panel = players.panel(seat.user_id)
        assert "Your turn" in drivers.message_text(panel) or "you must play" in (
            drivers.message_text(panel)
        )
        before = session.version
        players.clicks.append(await live.krypkasino_move(players, seat.user_id))
        assert session.version > before
        players.assert_agree()
    assert session.status == TableStatus.FINISHED
    assert max(players.clicks) <= 2
    assert live.median(players.clicks) == 1
    assert players.refreshes == 0
    assert set(players.opened.values()) == {1}  # Your hand once each, at the start
    for member in trio:
        # One private message each for the whole match: the panel they kept.
        assert len(live.private_messages(channel, member)) == 1
        final = drivers.message_text(players.panel(member.id))
        assert "The match is over." in final
    assert simcord_bot.panels.following(session.id) == []


@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_crveni_tepih_match_is_played_on_panels_kept_open(world, simcord_bot):
    _env, _guild, channel, members = world
    trio = members[:3]
    session = await drivers.open_seeded(
        simcord_bot,
        channel,
        trio[0],
        trio[1:],
        0,
        game="crveni_tepih",
        seed=3,
        options={"target": 1},
    )
    players = await live.Players.with_panels(simcord_bot, channel, session, trio)
    players.assert_agree()
    kinds: set[str] = set()
    for _ in range(600):
        if session.closed:
            break
        (name,) = session.game.to_act()
        seat = session.seat_named(name)
        child = live.crveni_tepih_choice(players, name)
        kinds.add(child.label.split()[0])
        before = session.version
        await players.click(seat.user_id, child)
        assert session.version > before, child.label
        players.clicks.append(1)
        players.assert_agree()
    assert session.status == TableStatus.FINISHED
    assert {"Bid", "Pass"} <= kinds
    assert kinds & {"Suggested:", "Let"}  # discards too
    assert players.refreshes == 0
    assert set(players.opened.values()) == {1}
    for member in trio:
        assert len(live.private_messages(channel, member)) == 1


def _table_line(text: str) -> str:
    match = re.search(r"\*\*Table\*\*: ([^\\]*)", text)
    assert match is not None, text[:300]
    return match.group(1)


@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_kare_kupa_round_shows_every_swap_on_every_panel(world, simcord_bot):
    env, _guild, channel, members = world
    players = [str(member.id) for member in members]
    options = {"target": 1}
    seed = kk.kare_seed(players, options)
    session = await kk.open_seeded(
        simcord_bot, channel, members[0], members[1:], 0, seed=seed, options=options
    )
    game = kk.game_of(session)
    table = kk.Table(env, channel, session, dict(zip(players, members, strict=True)))
    for player in players:
        await table.panel(player)  # Your hand, once each
    planner = kk.Planner()
    for _ in range(600):
        if session.status == TableStatus.FINISHED:
            break
        action = planner.next(game)
        assert action is not None, "the plan stalled"
        await table.perform(action)
        if session.status == TableStatus.FINISHED:
            break
        # Every partner's panel shows the table as it is now, and who is in play.
        shown = {player: drivers.message_text(await table.panel(player)) for player in players}
        lines = {_table_line(text) for text in shown.values()}
        assert len(lines) == 1, lines
        expected = live.awaited(kk.public(channel, session))
        for player in players:
            assert live.awaited(await table.panel(player)) == expected
            if action.type == "offer":
                assert "offer" in shown[player]
    assert session.status == TableStatus.FINISHED
    assert "refresh" not in table.clicks
    assert max(table.clicks["swap"]) == 2  # a card of the hand, then a table card
    for member in members:
        # The panel, and the call's confirmation at most: never a panel per state.
        assert len(live.private_messages(channel, member)) <= 2


# -- expiry, restarts and one live panel -----------------------------------------------------


@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_panel_left_alone_says_it_stopped_following_and_your_hand_opens_a_live_one(
    world, make_bot, simcord_env
):
    bot = make_bot(turn_seconds=7200.0)
    await simcord_env.restart_bot(bot)
    env, _guild, channel, members = world
    ana, ben = members[:2]
    session = await drivers.open_seeded(
        bot, channel, ana, [ben], 0, game="krypkasino", seed=7, options={"rounds": 1}
    )
    players = await live.Players.with_panels(bot, channel, session, [ana, ben])
    await env.advance_time(15 * 60 - 60)
    assert "stopped following" not in drivers.message_text(players.panel(ana.id))
    await env.advance_time(30)  # 45 s before the token's 15 minutes run out
    for member in (ana, ben):
        text = drivers.message_text(players.panel(member.id))
        assert "stopped following" in text
        assert "Your hand" in text
    assert bot.panels.following(session.id) == []
    stale = {m.id: players.panel(m.id).id for m in (ana, ben)}
    # Your hand opens a live one; the expired one is never edited again.
    await players.open(ana.id)
    assert players.panels[ana.id] != stale[ana.id]
    mover = session.seat_named(session.game.mover)
    panel = players.panel(mover.user_id) if mover.user_id == ana.id else None
    if panel is None:
        await players.open(ben.id)
        panel = players.panel(ben.id)
    await players.click(mover.user_id, live.enabled(panel, "krycard")[0])
    players.assert_agree()
    assert [p.user_id for p in bot.panels.following(session.id) if p.user_id == ana.id] == [ana.id]
    expired = drivers.message(channel, stale[ana.id], ana)
    assert "stopped following" in drivers.message_text(expired)


@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_refresh_on_an_expired_panel_makes_it_live_again(world, make_bot, simcord_env):
    bot = make_bot(turn_seconds=7200.0)
    await simcord_env.restart_bot(bot)
    env, _guild, channel, members = world
    ana, ben = members[:2]
    session = await drivers.open_seeded(
        bot, channel, ana, [ben], 0, game="krypkasino", seed=7, options={"rounds": 1}
    )
    players = await live.Players.with_panels(bot, channel, session, [ana, ben])
    await env.advance_time(15 * 60)
    expired = players.panel(ana.id)
    assert "stopped following" in drivers.message_text(expired)
    await ana.click(expired, label="Refresh")  # a new interaction: a new 15 minutes
    assert bot.panels.of(session.id, ana.id) is not None
    assert "stopped following" not in drivers.message_text(players.panel(ana.id))


@pytest.mark.simcord(settle_timeout=10.0)
async def test_after_a_restart_a_panel_is_followed_again_from_its_next_click(
    world, simcord_bot, make_bot
):
    env, _guild, channel, members = world
    ana, ben, cem = members[:3]
    session = await drivers.open_seeded(
        simcord_bot, channel, ana, [ben, cem], 0, game="krypkasino", seed=7, options={"rounds": 1}
    )
    players = await live.Players.with_panels(simcord_bot, channel, session, (ana, ben, cem))
    restarted = make_bot()
    await env.restart_bot(restarted)
    players.bot = restarted
    again = restarted.host.tables[session.id]
    players.session = again
    assert restarted.panels.following(session.id) == []
    # The mover's next click on the panel drawn before the restart plays, and makes that
    # panel live again: the next moves show on it.
    mover = again.seat_named(again.game.mover)
    panel = players.panel(mover.user_id)
    await players.click(mover.user_id, live.enabled(panel, "krycard")[0])
    followed = {panel.user_id for panel in restarted.panels.following(session.id)}
    assert followed == {mover.user_id}
    # The others' old panels are not followed (the bot cannot know them): Your hand.
    for user_id in players.panels:
        if user_id != mover.user_id:
            await players.open(user_id)
    players.assert_agree()
    version = again.version
    await _move(players)
    assert again.version > version
    players.assert_agree()
    assert mover.name not in again.game.to_act() or "Your turn" in (
        drivers.message_text(players.panel(mover.user_id))
    )


# -- DM hands ----------------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_dm_hand_is_one_message_edited_in_place_for_a_whole_match(world, simcord_bot):
    _env, _guild, channel, members = world
    ana, ben = members[:2]
    await ana.slash(channel, "settings", hand="dm")
    session = await drivers.open_seeded(
        simcord_bot, channel, ana, [ben], 1, game="krypkasino", seed=11, options={"rounds": 1}
    )
    answer = await ana.click(live.public(channel, session), label=live.HAND)
    assert answer.response.content == "Your hand is in your DMs."
    players = live.Players(simcord_bot, channel, session, {ben.id: ben})
    await players.open(ben.id)
    dms = ana.user.dm_channel
    [dm] = dms.history()
    again = await ana.click(live.public(channel, session), label=live.HAND)  # nothing new
    assert again.response.content == "Your hand is in your DMs."
    moves = 0
    for _ in range(400):
        if session.closed:
            break
        seat = session.seat_named(session.game.mover)
        if seat.user_id == ana.id:
            [dm] = dms.history()
            assert "Your turn" in drivers.message_text(dm) or "must play" in (
                drivers.message_text(dm)
            )
            await ana.user.click(dm, custom_id=live.enabled(dm, "krycard")[0].custom_id)
            shown = dms.history()[-1]
            takes = live.enabled(shown, "krytake")
            if takes:
                await ana.user.click(shown, custom_id=takes[0].custom_id)
            moves += 1
        else:
            panel = players.panel(ben.id)
            await players.click(ben.id, live.enabled(panel, "krycard")[0])
        [dm] = dms.history()
        assert live.awaited(dm) == live.awaited(live.public(channel, session)) or session.closed
    assert session.status == TableStatus.FINISHED
    assert moves > 5
    [dm] = dms.history()  # one DM for the whole match
    assert "The match is over." in drivers.message_text(dm)


# -- Discord refusing an edit ------------------------------------------------------------------


async def _two_at_krypkasino(bot, channel, members):
    ana, ben = members[:2]
    session = await drivers.open_seeded(
        bot, channel, ana, [ben], 0, game="krypkasino", seed=7, options={"rounds": 1}
    )
    players = await live.Players.with_panels(bot, channel, session, [ana, ben])
    return session, players


async def _move(players: live.Players) -> None:
    session = players.session
    seat = session.seat_named(session.game.mover)
    panel = players.panel(seat.user_id)
    shown = await players.click(seat.user_id, live.enabled(panel, "krycard")[0])
    takes = live.enabled(shown, "krytake")
    if takes:
        await players.click(seat.user_id, takes[0])


@pytest.mark.parametrize("status", [500, 429])
@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_failed_panel_edit_is_tried_again_and_loses_nothing(world, simcord_bot, status):
    env, _guild, channel, members = world
    _session, players = await _two_at_krypkasino(simcord_bot, channel, members)
    env.inject_error("PATCH", "/webhooks/*/messages/*", status=status, times=1)
    await _move(players)  # the other member's panel edit fails once
    await env.advance_time(5)  # the retry's pause
    players.assert_agree()
    assert simcord_bot.panels.failures >= 1  # SimCord hands the injected status to the bot
    await _move(players)
    players.assert_agree()


@pytest.mark.parametrize("code", [10015, 10008])
@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_panel_discord_refuses_for_good_is_dropped_quietly(
    world, simcord_bot, code, caplog
):
    env, _guild, channel, members = world
    session, players = await _two_at_krypkasino(simcord_bot, channel, members)
    env.inject_error("PATCH", "/webhooks/*/messages/*", status=404, code=code, times=None)
    await _move(players)
    assert simcord_bot.panels.dropped == 1
    assert len(simcord_bot.panels.following(session.id)) == 1  # the mover's, drawn by the click
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
    env.backend.faults.clear()
    # The member whose panel was dropped opens a fresh one: live again.
    other = next(uid for uid in players.panels if session.seat_of(uid).name == session.game.mover)
    await players.open(other)
    await _move(players)
    players.assert_agree()


# -- coalescing ----------------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10.0)
async def test_edits_are_coalesced_but_the_member_whose_turn_it_is_gets_theirs_at_once(
    world, make_bot, simcord_env
):
    # A long interval: SimCord also fires a virtual timer once as much real time has passed,
    # and a loaded machine must not fire this one before the test looks.
    bot = make_bot(panel_interval=30.0)
    await simcord_env.restart_bot(bot)
    env, _guild, channel, members = world
    trio = members[:3]
    session = await drivers.open_seeded(
        bot, channel, trio[0], trio[1:], 0, game="krypkasino", seed=7, options={"rounds": 1}
    )
    players = await live.Players.with_panels(bot, channel, session, trio)
    await env.advance_time(31)
    order = list(session.game.players)
    first = session.seat_named(session.game.mover)
    nxt = session.seat_named(order[(order.index(first.name) + 1) % 3])
    third = next(seat for seat in session.seats if seat not in (first, nxt))
    await _move(players)  # the others' panels, last edited long ago, follow at once
    assert "Your turn" in drivers.message_text(players.panel(nxt.user_id))
    players.assert_agree()
    edits = bot.panels.edits
    first_before = drivers.message_text(players.panel(first.user_id))
    await _move(players)  # nxt moves within the interval
    # The member whose turn it becomes (third) sees it at once; the first, whose panel was
    # drawn by their own click a moment ago, waits for the interval: one edit, later.
    assert "Your turn" in drivers.message_text(players.panel(third.user_id))
    assert drivers.message_text(players.panel(first.user_id)) == first_before
    assert bot.panels.edits == edits + 1
    await env.advance_time(30.0)
    assert drivers.message_text(players.panel(first.user_id)) != first_before
    assert bot.panels.edits == edits + 2
    players.assert_agree()


# -- nothing of discord.py's kept per panel ----------------------------------------------------


@pytest.mark.simcord(settle_timeout=10.0)
async def test_your_hand_answers_leave_no_view_with_a_timeout_behind(world, simcord_bot):
    _env, _guild, channel, members = world
    ana, ben = members[:2]
    session = await drivers.open_seeded(
        simcord_bot, channel, ana, [ben], 0, game="crveni_tepih", seed=3, options={"target": 1}
    )
    players = live.Players(simcord_bot, channel, session, {ana.id: ana, ben.id: ben})
    for _ in range(3):
        await players.open_all()  # each a fresh ephemeral panel
    # discord.py gives a view sent privately a 15-minute timeout; the panels' controls are
    # DynamicItems the client dispatches itself, so no view needs keeping, let alone a timer.
    assert drivers.view_timers() == []
    store = simcord_bot._connection._view_store
    assert store._synced_message_views == {}
    # The panel still plays: a click on it is answered and the table moves.
    mover = session.seat_named(session.game.to_act()[0])
    before = session.version
    child = live.labelled(players.panel(mover.user_id), "Pass") or live.labelled(
        players.panel(mover.user_id), "Bid"
    )
    await players.click(mover.user_id, child)
    assert session.version > before
    assert drivers.view_timers() == []
