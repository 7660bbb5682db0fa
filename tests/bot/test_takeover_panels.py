"""What a member reads stays true when the clock runs out: the notice comes before the move it
explains, on the public table and on every kept panel; a member whose seat the computer plays
(a takeover, a resignation) reads that on their panel, which offers them no move."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.session import Session
from bot.tables import registry
from tests.support import drivers, live
from tests.support.world import world_fixture

world = world_fixture("ana", "ben", "cem", guild=True, together=True)

TURN = 60.0
"""The turn clock (the test fixture's settings): far above the settle timeout."""
RAN_OUT = "ben ran out of time; the computer moved for them."
TAKEN = "ben missed 2 turns in a row, so the computer plays their seat"
COMPUTER_PLAYS = "The computer plays your seat"
GAMES = [
    pytest.param("krypkasino", {"rounds": 1}, False, id="krypkasino"),
    pytest.param("crveni_tepih", {"target": 1}, False, id="crveni_tepih"),
    pytest.param("krypkasino", {"rounds": 1}, True, id="generic"),
]


def events(found: discord.Message) -> list[str]:
    """The event lines ("• ...") a message shows, in order (its embeds' text and fields)."""
    lines: list[str] = []
    for embed in found.embeds:
        texts = [embed.description or ""] + [field.value or "" for field in embed.fields]
        for text in texts:
            lines.extend(line[2:] for line in text.splitlines() if line.startswith("• "))
    return lines


def moves(found: discord.Message) -> list[Any]:
    """The enabled move controls of a panel (not Resign)."""
    return [
        child
        for child in drivers.components(found)
        if getattr(child, "custom_id", None)
        and not getattr(child, "disabled", False)
        and ":resign" not in child.custom_id
    ]


async def play_first(players: live.Players, user_id: int) -> None:
    """The member plays the first move their kept panel offers (a select's first option)."""
    [child, *_] = moves(players.panel(user_id))
    options = getattr(child, "options", None)
    if options:
        await players.select(user_id, child, options[0].value)
    else:
        await players.click(user_id, child)


def assert_explained(lines: list[str], notices: list[str]) -> None:
    """``notices`` appear in this order, and the line after the last is ben's own move."""
    found = [next(i for i, line in enumerate(lines) if line.startswith(n)) for n in notices]
    assert found == sorted(found), lines
    after = lines[found[-1] + 1 :]
    assert after, lines  # the move the notices explain comes after them
    assert after[0].startswith("ben "), lines
    assert "ran out" not in after[0], lines


async def _away_until_taken_over(
    env: Any, players: live.Players, session: Session, ben: Any
) -> None:
    """Everyone but ben plays; ben's clock runs out each turn until the computer takes over.
    After the first time out, every member's panel and the table tell it before the move."""
    timeouts = 0
    for _ in range(60):
        seat = session.seat_named(session.game.to_act()[0])
        if seat.user_id != ben.id:
            await play_first(players, seat.user_id)
            players.assert_agree()
            continue
        await env.advance_time(TURN + 1)
        timeouts += 1
        players.assert_agree()
        if seat.computer:
            return
        assert timeouts == 1
        assert_explained(events(live.public(players.channel, session)), [RAN_OUT])
        for user_id in players.panels:
            # Each kept panel heads with what happened since it was drawn, in order.
            assert_explained(events(players.panel(user_id)), [RAN_OUT])
    raise AssertionError("ben was never taken over")


async def _three_at(
    world: Any, bot: Any, monkeypatch: Any, game: str, options: dict[str, Any], generic: bool
) -> tuple[Session, live.Players]:
    """Ana, Ben and Cem at a seeded table of ``game`` (drawn by the generic plug-in if
    ``generic``), each with their panel open."""
    if generic:
        monkeypatch.delitem(registry._PLUGINS, game)
    _env, _guild, channel, members = world
    ana, ben, cem = members
    session = await drivers.open_seeded(
        bot, channel, ana, [ben, cem], 0, game=game, seed=7, options=options
    )
    return session, await live.Players.with_panels(bot, channel, session, members)


@pytest.mark.parametrize(("game", "options", "generic"), GAMES)
@pytest.mark.simcord(settle_timeout=10.0)  # every clock is a minute away from each look
async def test_a_takeover_is_told_before_the_move_and_on_the_members_panel(
    world, simcord_bot, monkeypatch, game, options, generic
):
    env, _guild, channel, members = world
    ana, ben, cem = members
    session, players = await _three_at(world, simcord_bot, monkeypatch, game, options, generic)
    await _away_until_taken_over(env, players, session, ben)
    seat = session.seat_of(ben.id)
    assert seat.computer
    assert seat.forfeited
    # The table: the clock's notice, then the takeover, then the move they explain.
    assert_explained(events(live.public(channel, session)), [RAN_OUT, TAKEN])
    # Ben's kept panel says the computer plays his seat, and offers him nothing to press.
    panel = players.panel(ben.id)
    text = drivers.message_text(panel)
    assert COMPUTER_PLAYS in text
    assert "you were away too long" in text
    assert moves(panel) == []
    assert "Your turn" not in text
    assert "appear on your turn" not in text
    # The others' panels read the same order as the table.
    for member in (ana, cem):
        assert_explained(events(players.panel(member.id)), [RAN_OUT, TAKEN])
    # The game goes on; ben's panel keeps saying so, and agrees with the table.
    version = session.version
    seat_now = session.seat_named(session.game.to_act()[0])
    await play_first(players, seat_now.user_id)
    assert session.version > version
    players.assert_agree()
    assert COMPUTER_PLAYS in drivers.message_text(players.panel(ben.id))
    assert moves(players.panel(ben.id)) == []


@pytest.mark.parametrize(("game", "options", "generic"), GAMES)
@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_member_who_resigned_reads_on_their_panel_that_the_computer_plays(
    world, simcord_bot, monkeypatch, game, options, generic
):
    ben = world[3][1]
    session, players = await _three_at(world, simcord_bot, monkeypatch, game, options, generic)
    await players.click(ben.id, drivers.button(players.panel(ben.id), "Resign"))
    await players.click(
        ben.id, drivers.button(players.panel(ben.id), "Yes, resign (counts as a loss)")
    )
    assert session.seat_of(ben.id).computer
    for _ in range(3):
        seat = session.seat_named(session.game.to_act()[0])
        await play_first(players, seat.user_id)
        players.assert_agree()
        text = drivers.message_text(players.panel(ben.id))
        assert COMPUTER_PLAYS in text
        assert "you resigned" in text
        assert moves(players.panel(ben.id)) == []
