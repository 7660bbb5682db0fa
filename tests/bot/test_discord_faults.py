"""Discord faults told truthfully: when Discord refuses the answer to a move the table has
already stored (a 500 on the interaction's callback), the member learns that the move was
played, never that it failed, in every game; the store has the move."""

from __future__ import annotations

from typing import Any

import pytest

from bot.session import Session
from bot.tables.krypkasino import card_moves
from tests.support import drivers
from tests.support import kare_kupa as kk
from tests.support.world import world_fixture

world = world_fixture("alice", guild=True)


@pytest.fixture
def simcord_bot(make_bot):
    """Kare Kupa's look lasts longer than an action may take under load, so its timer never
    fires in real time inside a click; time here moves only by advance_time."""
    return make_bot(look_seconds=600)


CALLBACK = "/interactions/*/*/callback"


async def stored_actions(bot: Any, session: Session) -> int:
    row = await bot.store.table(session.id)
    assert row is not None
    return len(row.actions)


async def answered_after_a_fault(env: Any, member: Any, found: Any, custom_id: str) -> Any:
    """Click with the next answer to Discord refused (one 500)."""
    env.inject_error("POST", CALLBACK, status=500)
    answer = await member.click(found, custom_id=custom_id)
    assert answer.ephemeral
    return answer.response


def assert_told_played(response: Any) -> None:
    assert response.content.startswith("Your move was played."), response.content
    assert "Something went wrong" not in response.content


async def started(bot: Any, channel: Any, alice: Any, game: str, computers: int) -> Session:
    lobby = (await alice.slash(channel, "play", game=game)).response.message
    for _ in range(computers):
        await alice.click(lobby, label="Add computer player")
    answer = await alice.click(lobby, label="Start")
    assert not answer.ephemeral, answer.response.content
    return bot.host.tables[max(bot.host.tables)]


async def test_four_poker_a_move_whose_answer_fails_is_told_played(world, simcord_bot):
    env, _guild, channel, alice = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    session = simcord_bot.host.tables[max(simcord_bot.host.tables)]
    column = drivers.button(message, "Column 1")
    response = await answered_after_a_fault(env, alice, message, column.custom_id)
    assert_told_played(response)
    assert session.version == 1
    assert await stored_actions(simcord_bot, session) == 1
    # The table's message catches up by itself (the publisher), and play goes on.
    await env.advance_time(2)
    shown = drivers.message(channel, message.id)
    again = await alice.click(shown, label="Column 2")
    assert not again.ephemeral
    assert session.version == 2


async def test_krypkasino_a_move_whose_answer_fails_is_told_played(world, simcord_bot):
    env, _guild, channel, alice = world
    session = await started(simcord_bot, channel, alice, "krypkasino", computers=1)
    seat = session.seat_of(alice.id)
    assert session.game.to_act() == [seat.name]
    before = session.version
    panel = await alice.click(drivers.message(channel, session.message_id), label="Your hand")
    moves = card_moves(session.game, seat.name)
    index = next(i for i, move in enumerate(moves) if move.playable and not move.choose)
    custom_id = f"fd:{session.id}:krycard:{before}:{index}"
    response = await answered_after_a_fault(env, alice, panel.response.message, custom_id)
    assert_told_played(response)
    assert session.version > before
    assert await stored_actions(simcord_bot, session) == session.version


async def test_crveni_tepih_a_move_whose_answer_fails_is_told_played(world, simcord_bot):
    env, _guild, channel, alice = world
    session = await started(simcord_bot, channel, alice, "crveni_tepih", computers=2)
    seat = session.seat_of(alice.id)
    assert session.game.to_act() == [seat.name]
    before = session.version
    panel = (
        await alice.click(drivers.message(channel, session.message_id), label="Your hand")
    ).response.message
    offered = drivers.labels(panel)
    wanted = next(label for label in offered if label.startswith(("Bid", "Pass")))
    control = drivers.button(panel, wanted)
    response = await answered_after_a_fault(env, alice, panel, control.custom_id)
    assert_told_played(response)
    assert session.version > before
    assert await stored_actions(simcord_bot, session) == session.version


@pytest.mark.simcord(settle_timeout=10.0)  # real work may be slow under load
async def test_kare_kupa_a_move_whose_answer_fails_is_told_played(world, simcord_bot):
    env, _guild, channel, alice = world
    session = await started(simcord_bot, channel, alice, "kare_kupa", computers=3)
    before = session.version
    panel = (
        await alice.click(drivers.message(channel, session.message_id), label="Your hand")
    ).response.message
    seen = kk.find(panel, "Seen")
    response = await answered_after_a_fault(env, alice, panel, seen.custom_id)
    assert_told_played(response)
    assert session.version > before
    assert await stored_actions(simcord_bot, session) == session.version
    assert any(action.type == "seen" for action in session.game.log[before:])


async def test_a_refused_answer_without_a_move_still_says_something_went_wrong(world, simcord_bot):
    """Only a stored move is told played: a failed answer that changed nothing is not."""
    env, _guild, channel, alice = world
    session = await started(simcord_bot, channel, alice, "krypkasino", computers=1)
    before = session.version
    env.inject_error("POST", CALLBACK, status=500)
    answer = await alice.click(drivers.message(channel, session.message_id), label="Your hand")
    assert answer.ephemeral
    assert answer.response.content.startswith("Something went wrong on our side.")
    assert session.version == before
