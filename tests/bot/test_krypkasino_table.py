"""Krypkasino's own table through SimCord: the public table, tabbe calls from the
public control, the hand panel's card buttons and set choice, round results, a restart, the
rematch, and the scan for hidden cards on every public message."""

from __future__ import annotations

import pytest

from bot.tables.krypkasino import picture_of
from bot.vocab import TableStatus
from tests.support import drivers
from tests.support import krypkasino as kk
from tests.support.world import world_fixture

SETTLE = 10.0
"""Real seconds an action's own work may take before SimCord calls the bot stuck: generous, for
a loaded machine (a round's end draws pictures and stores results). A timer due sooner than
this after an action runs in real time, so the computer's delay is well beyond it."""
DELAY = 3 * SETTLE
COMPUTER = "computer-1"


@pytest.fixture
def simcord_bot(make_bot):
    """The bot with a computer delay (production's is 2.5 s, here longer in virtual time so it
    stays clear of the settle window): a computer mover waits, so a call can come."""
    return make_bot(computer_delay=DELAY)


world = world_fixture("alice", "bob", "carol")


def names_of(*members) -> list[str]:
    return [str(member.id) for member in members]


def public_text(channel, session) -> str:
    return kk.everything_shown(kk.public(channel, session))


async def call_scenario(env, channel, session, members, step, clicks) -> None:
    """A tabbe call from the public control: the offer, the call announced, the mover bound,
    and the invalid calls (the mover's own, a repeated one) answered privately."""
    game = kk.game_of(session)
    mover = session.seat_named(game.mover)
    caller = members[session.seat_named(step.player).user_id]
    assert "Tabbe!" in drivers.labels(kk.public(channel, session))
    if not mover.computer:
        own = await members[mover.user_id].click(kk.public(channel, session), label="Tabbe!")
        assert own.ephemeral
        assert "is to play; only the other players may call tabbe" in own.response.content
        assert mover.display in own.response.content  # a display name, never the seat's id
    version = session.version
    answer = await kk.perform(env, channel, session, members, step, DELAY)
    assert answer.response.ephemeral
    assert f"calls tabbe på {step.rank.label}" in answer.response.content
    assert session.version == version + 1
    text = public_text(channel, session)
    assert f"calls tabbe på {step.rank.label}!" in text  # announced on the table
    assert "Called this turn" in text
    again = await caller.click(kk.public(channel, session), label="Tabbe!")
    assert again.ephemeral
    assert "has already called tabbe this turn" in again.response.content
    assert session.version == version + 1
    if mover.computer:
        return
    panel = await kk.open_hand(members[mover.user_id], channel, session)
    shown = drivers.message_text(panel)
    assert f"you must play a {step.rank.label}" in shown
    allowed = [b for b in kk.card_buttons(panel) if not b.disabled]
    assert allowed
    assert all("takes everything — a tabbe!" in b.label for b in allowed)
    clicks.record(2)
    await members[mover.user_id].click(panel, custom_id=allowed[0].custom_id)
    assert "— a tabbe!" in public_text(channel, session).split("Last moves")[1]


async def choice_scenario(env, channel, session, members, step, clicks) -> None:
    """Several largest sets: the card asks, the second step lists the sets, one is taken."""
    member = members[session.seat_named(step.player).user_id]
    panel = await kk.open_hand(member, channel, session)
    button = kk.card_buttons(panel)[step.card]
    assert "choose which" in button.label
    version = session.version
    chosen = await member.click(panel, custom_id=button.custom_id)
    assert session.version == version  # nothing played yet
    takes = kk.button_with(chosen.response.message, "krytake")
    assert len(takes) >= 2
    assert "Back" in drivers.labels(chosen.response.message)
    assert "can take several largest sets" in drivers.message_text(chosen.response.message)
    move = kk.card_moves(kk.game_of(session), step.player)[step.card]
    wanted = {str(card) for card in move.takes[step.take]}
    played = await member.click(chosen.response.message, custom_id=takes[step.take].custom_id)
    clicks.record(3)
    assert session.version == version + 1
    assert "Your turn" not in drivers.message_text(played.response.message).split("\n")[0]
    pile_cards = {str(card) for card in kk.cards_named(session.recent[-1].params)}
    assert wanted <= pile_cards or any(
        wanted <= {str(c) for c in kk.cards_named(said.params)} for said in session.recent
    )


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_full_match_by_clicks(world, simcord_bot):
    env, channel, alice, bob, carol = world
    players = [*names_of(alice, bob, carol), COMPUTER]
    options = {"rounds": 2}
    seed = kk.seed_with(players, {COMPUTER}, options, {"call-member", "choose"})
    session = await kk.open_seeded(
        simcord_bot, channel, alice, [bob, carol], 1, seed=seed, options=options
    )
    game = kk.game_of(session)
    assert list(game.players) == players
    members = {alice.id: alice, bob.id: bob, carol.id: carol}
    text = public_text(channel, session)
    assert "lowest** total wins" in text or "lowest total wins" in text
    assert "Round 1 of 2" in text
    clicks = kk.Clicks()
    done: set[str] = set()
    scanned = 0
    rounds_seen = 0
    for _ in range(400):
        if session.status == TableStatus.FINISHED:
            break
        step = kk.plan(game, {COMPUTER}, done)
        kk.mark(done, step, game, {COMPUTER})
        if step.kind == "call":
            await call_scenario(env, channel, session, members, step, clicks)
        elif step.kind == "choose":
            await choice_scenario(env, channel, session, members, step, clicks)
        else:
            answer = await kk.perform(env, channel, session, members, step, DELAY, clicks)
            if answer is not None and session.status != TableStatus.FINISHED:
                # The panel is re-rendered after the move and says whose turn it is.
                after = drivers.message_text(answer.response.message)
                if game.mover != step.player:
                    assert "Waiting for" in after
        scanned += kk.assert_public_clean(channel, session)
        if len(game.round_results()) > rounds_seen and session.status != TableStatus.FINISHED:
            rounds_seen += 1
            text = public_text(channel, session)
            # The round's score table: every category, each player, kept on the message.
            assert f"Round {rounds_seen}" in text
            for head in ("C", "S", "♠2", "♦10", "A", "T", "rnd", "tot"):
                assert head in text
            for seat in session.seats:
                assert seat.display[:10] in text
    assert session.status == TableStatus.FINISHED
    assert done >= {"call", "choose"}
    assert scanned > 50
    # Final standings lowest first with places; the result stored with the engine's places.
    final = kk.public(channel, session)
    text = kk.everything_shown(final)
    standings = game.standings()
    order = [session.display(standing.player) for standing in standings.in_order()]
    positions = [text.index(f"**{name}**") for name in order]
    assert positions == sorted(positions)
    assert "Lowest score wins" in text
    assert text.count(" won.") == 1  # the table's "Game over", not the engine's line as well
    assert "Every round" in text  # the compact history of both rounds
    rows = await simcord_bot.store.results(session.id)
    by_seat = {row.position: row for row in rows}
    for seat in session.seats:
        assert by_seat[seat.position].placement == standings.of(seat.name).place
        assert by_seat[seat.position].score == game.scores[seat.name]
    assert drivers.labels(final) == ["Rematch"]
    typical = max(set(clicks.moves), key=clicks.moves.count)
    assert typical == 2  # open the hand, play


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_computer_mover_waits_so_a_call_can_bind_it(world, simcord_bot):
    env, channel, alice, bob, _carol = world
    players = [*names_of(alice, bob), COMPUTER]
    options = {"rounds": 1}
    seed = kk.seed_with(players, {COMPUTER}, options, {"call-computer"})
    session = await kk.open_seeded(
        simcord_bot, channel, alice, [bob], 1, seed=seed, options=options
    )
    game = kk.game_of(session)
    members = {alice.id: alice, bob.id: bob}
    done: set[str] = set()
    while "call" not in done:
        step = kk.plan(game, {COMPUTER}, done)
        kk.mark(done, step, game, {COMPUTER})
        if step.kind != "call":
            await kk.perform(env, channel, session, members, step, DELAY)
    assert game.mover == COMPUTER
    # The computer waits: a moment later it has not played, and the call can still come.
    version = session.version
    await env.advance_time(DELAY / 2)
    assert session.version == version
    await kk.perform(env, channel, session, members, step, DELAY)
    assert session.version == version + 1
    bound = {card for card in game.hand_of(COMPUTER) if card.rank == step.rank}
    assert bound
    await env.advance_time(DELAY + 0.5)
    assert session.version == version + 2
    played = session.recent[-1] if session.recent[-1].code == "take" else None
    takes = [said for said in session.recent if said.code == "take"]
    assert takes
    assert takes[-1].params["card"] in bound  # the call bound the computer
    assert takes[-1].template.endswith("Tabbe!")
    assert played is None or played.params["player"] == COMPUTER
    kk.assert_public_clean(channel, session)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_a_restart_mid_round_keeps_old_controls_answering(world, simcord_bot, make_bot):
    env, channel, alice, bob, _carol = world
    players = [*names_of(alice, bob), COMPUTER]
    session = await kk.open_seeded(
        simcord_bot, channel, alice, [bob], 1, seed=5, options={"rounds": 1}
    )
    game = kk.game_of(session)
    members = {alice.id: alice, bob.id: bob}
    done = {"call", "choose"}
    for _ in range(5):
        step = kk.plan(game, {COMPUTER}, done)
        await kk.perform(env, channel, session, members, step, DELAY)
    while game.mover == COMPUTER:
        await env.advance_time(DELAY + 0.5)
    mover = session.seat_named(game.mover)
    member = members[mover.user_id]
    old_public = kk.public(channel, session)
    older = await kk.open_hand(member, channel, session)
    panel = await kk.open_hand(member, channel, session)
    log_before = list(game.log)
    restarted = make_bot(computer_delay=DELAY)
    await env.restart_bot(restarted)
    again = restarted.host.tables[session.id]
    assert again.game.log == log_before
    assert [seat.name for seat in again.seats] == players
    # The mover's panel drawn before the restart still plays.
    button = next(b for b in kk.card_buttons(panel) if not b.disabled)
    answer = await member.click(panel, custom_id=button.custom_id)
    if kk.button_with(answer.response.message, "krytake"):
        take = kk.button_with(answer.response.message, "krytake")[0]
        answer = await member.click(answer.response.message, custom_id=take.custom_id)
    assert again.version >= len(log_before) + 1
    # The older panel was reduced to one line when the newer one opened: one live panel.
    older = drivers.message(channel, older.id, member)
    assert "no longer follows" in drivers.message_text(older)
    assert not kk.card_buttons(older)
    # The public message's Hand button, drawn before the restart, still opens a hand.
    fresh = await member.click(old_public, label=kk.HAND)
    assert fresh.ephemeral
    assert "Your hand" in drivers.message_text(fresh.response.message)
    kk.assert_public_clean(channel, again)


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_the_rematch_reopens_a_lobby_with_the_same_players(world, simcord_bot):
    env, channel, alice, bob, carol = world
    session = await kk.open_seeded(
        simcord_bot, channel, alice, [bob], 1, seed=3, options={"rounds": 1}
    )
    game = kk.game_of(session)
    members = {alice.id: alice, bob.id: bob}
    done = {"call", "choose"}
    while session.status != TableStatus.FINISHED:
        step = kk.plan(game, {COMPUTER}, done)
        await kk.perform(env, channel, session, members, step, DELAY)
    final = kk.public(channel, session)
    outsider = await carol.click(final, label="Rematch")
    assert outsider.ephemeral
    assert "Only the players of this game" in outsider.response.content
    answer = await bob.click(final, label="Rematch")
    assert not answer.ephemeral
    lobby = answer.response.message
    new = next(t for t in simcord_bot.host.tables.values() if t.id != session.id)
    assert new.status == TableStatus.LOBBY
    assert new.host_id == bob.id
    assert [seat.name for seat in new.seats] == [seat.name for seat in session.seats]
    assert new.options == session.options
    twice = await alice.click(final, label="Rematch")
    assert twice.ephemeral
    assert f"table {new.id}" in twice.response.content
    started = await bob.click(lobby, label="Start")
    assert not started.ephemeral
    assert kk.game_of(new).players == game.players


@pytest.mark.simcord(settle_timeout=SETTLE)
async def test_the_table_picture_is_drawn_from_the_public_table(world, simcord_bot):
    _env, channel, alice, bob, _carol = world
    session = await kk.open_seeded(simcord_bot, channel, alice, [bob], 1, seed=9)
    game = kk.game_of(session)
    found = kk.public(channel, session)
    (attachment,) = found.attachments
    data = await attachment.read()
    expected = picture_of(session, game.view(None), game)
    assert data == expected.png  # the same bytes as a picture of the public table alone
    assert attachment.description == expected.alt
    for card in game.table_cards():
        assert kk.spoken(card) in attachment.description
    kk.assert_public_clean(channel, session)
