"""Every multiplayer engine game is playable from the lobby through the generic table: two
members and computer players play a whole match by their private hand panels, and no public
message ever shows a hidden card."""

from __future__ import annotations

from typing import Any

import pytest

from bot.tables import registry
from bot.vocab import TableStatus
from tests.support import drivers
from tests.support.world import world_fixture

# game, options, computer seats, the actions a member prefers (label prefixes, in order)
GAMES = [
    ("krypkasino", "rounds=1", 1, ["play"]),
    ("crveni_tepih", "target=1", 1, ["pass", "discard", "bid"]),
    ("kare_kupa", "target=1", 2, ["seen", "call", "pass"]),
]


@pytest.fixture(autouse=True)
def generic_tables(monkeypatch):
    """Every multiplayer game on the generic table (their own plug-ins are tested beside)."""
    for game in ("krypkasino", "crveni_tepih", "kare_kupa"):
        monkeypatch.delitem(registry._PLUGINS, game, raising=False)


world = world_fixture("alice", "bob", "carol")


async def open_and_start(
    channel: Any, host: Any, others: list[Any], game: str, options: str, computers: int
) -> Any:
    lobby = (await host.slash(channel, "play", game=game, options=options)).response.message
    for member in others:
        await member.click(lobby, label="Join")
    for _ in range(computers):
        await host.click(lobby, label="Add computer player")
    started = await host.click(lobby, label="Start")
    assert not started.ephemeral, started.response.content
    return lobby


def check_public(channel: Any, table: Any) -> None:
    texts = [drivers.message_text(found) for found in drivers.public_messages(channel)]
    drivers.assert_no_hidden_cards(texts, table.game)


def preferred(panel: Any, prefer: list[str]) -> str | None:
    """The first preferred action this page of the panel offers, if any."""
    labels = drivers.labels(panel) + [
        option.label
        for child in drivers.components(panel)
        for option in getattr(child, "options", []) or []
    ]
    return next((prefix for prefix in prefer if any(t.startswith(prefix) for t in labels)), None)


async def take_turn(
    env: Any, channel: Any, table: Any, members: dict[int, Any], prefer: list[str]
) -> None:
    """One member whose move the game waits for opens their hand and takes an action."""
    game = table.game
    waiting = [table.seat_named(name) for name in game.to_act()]
    humans = [seat for seat in waiting if seat is not None and not seat.computer]
    if not humans:
        # Only computer seats (or the table's own clock) can move: let the time pass.
        await env.advance_time(60)
        return
    seat = humans[0]
    member = members[seat.user_id]
    panel = (
        await member.click(drivers.message(channel, table.message_id), label="Your hand")
    ).response.message
    assert panel.flags.ephemeral
    wanted = preferred(panel, prefer)
    while wanted is None:
        # A long list of actions is paged: turn the page as a member would.
        assert not drivers.button(panel, "▶").disabled, drivers.message_text(panel)
        panel = (await member.click(panel, label="▶")).response.message
        wanted = preferred(panel, prefer)
    before = table.version
    answer = await drivers.choose(member, panel, wanted)
    assert (
        not answer.ephemeral
        or answer.response is None
        or "moved on" not in (answer.response.content or "")
    )
    assert table.version > before or table.status == TableStatus.FINISHED


@pytest.mark.simcord(settle_timeout=10.0)  # real work may be slow under load; no timer is near
@pytest.mark.parametrize(
    ("game", "options", "computers", "prefer"), GAMES, ids=[g[0] for g in GAMES]
)
async def test_a_match_through_the_generic_table(
    world, simcord_bot, game, options, computers, prefer
):
    env, channel, alice, bob, carol = world
    lobby = await open_and_start(channel, alice, [bob], game, options, computers)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}
    assert table.message_id == lobby.id
    outsider = await carol.click(drivers.message(channel, lobby.id), label="Your hand")
    assert outsider.ephemeral
    assert (
        outsider.response.content == "You are not seated at this table; open your own with /play."
    )
    for _ in range(400):
        if table.status == TableStatus.FINISHED:
            break
        check_public(channel, table)
        await take_turn(env, channel, table, members, prefer)
    assert table.status == TableStatus.FINISHED
    rows = await simcord_bot.store.results(table.id)
    assert sorted(row.placement for row in rows)[0] == 1
    assert len(rows) == len(table.seats)
    final = drivers.message_text(drivers.message(channel, lobby.id))
    assert "🥇" in final
    assert " point" in final
    for seat in table.seats:
        assert seat.display in final
        if seat.user_id is not None:
            assert str(seat.user_id) not in final
    assert drivers.labels(drivers.message(channel, lobby.id)) == []
    check_public(channel, table)


@pytest.mark.simcord(settle_timeout=10.0)  # real work may be slow under load; no timer is near
async def test_stale_panels_and_a_restart_in_the_middle(world, simcord_bot, make_bot):
    env, channel, alice, bob, _carol = world
    lobby = await open_and_start(channel, alice, [bob], "krypkasino", "rounds=1", 0)
    table = next(iter(simcord_bot.host.tables.values()))
    members = {alice.id: alice, bob.id: bob}
    mover = table.seat_named(table.game.to_act()[0])
    player = members[mover.user_id]
    hand = drivers.message(channel, lobby.id)
    older = (await player.click(hand, label="Your hand")).response.message
    newer = (await player.click(hand, label="Your hand")).response.message
    # One live panel: the older one is reduced to a line saying so, with nothing to click.
    older = drivers.message(channel, older.id, player)
    assert "no longer follows" in drivers.message_text(older)
    assert drivers.components(older) == []
    await drivers.choose(player, newer, "play")
    assert table.version == 1

    # A panel drawn before a restart still works after it: its controls name the game's
    # version and the action's place in the legal list, which the log reproduces.
    mover = table.seat_named(table.game.to_act()[0])
    panel = (
        await members[mover.user_id].click(drivers.message(channel, lobby.id), label="Your hand")
    ).response.message
    log_before = list(table.game.log)
    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[table.id]
    assert again.game.log == log_before
    await drivers.choose(members[mover.user_id], panel, "play")
    assert again.version == 2
    row = await restarted.store.table(table.id)
    assert len(row.actions) == 2
    # The public message's own Hand button, drawn before the restart, also still works.
    fresh = await members[mover.user_id].click(lobby, label="Your hand")
    assert fresh.ephemeral
    assert "Your hand" in drivers.message_text(fresh.response.message)
