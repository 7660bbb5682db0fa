"""Computer levels through SimCord: the host adds a gentle and a strong computer from the
lobby, the table shows them, each plays at its level (its moves are the engine's choice at
that level, and some differ from what a normal computer would do), a strong computer waits
twice the computer delay and the table says so, a restart keeps the levels, and a member's
seat the computer takes over plays at normal."""

from __future__ import annotations

from bot import i18n
from bot.clock import now
from bot.levels import (
    LEVELS,
    computer_display,
    level_of,
    seat_display,
    stored_computer_display,
)
from bot.seats import SeatRow
from bot.session import computer_name
from bot.store import ResultRow
from engine.levels import Level
from engine.registry import computer_move, game_class
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", guild=True)
DELAY = 30.0
GAME = "crveni_tepih"
MOVES = 24
"""How many moves the test watches (all of them chosen by computers)."""


def telling_seed(alice: str) -> int:
    """A deal on which, in the first moves, both the gentle and the strong computer choose
    something a normal computer would not (so the test could see a level go missing)."""
    levels = {alice: Level.NORMAL, "computer-1": Level.GENTLE, "computer-2": Level.STRONG}
    for seed in range(1, 200):
        game = game_class(GAME)(list(levels), {}, seed)
        differs = set()
        while len(game.log) < MOVES and not game.over:
            player = game.to_act()[0]
            chosen = computer_move(game, player, levels[player])
            if chosen != computer_move(game, player, Level.NORMAL):
                differs.add(levels[player])
            game.apply(chosen)
        if differs >= {Level.GENTLE, Level.STRONG}:
            return seed
    raise AssertionError("no deal tells the levels apart")


async def test_levels_from_the_lobby_to_the_engine_and_across_restarts(
    world, simcord_bot, make_bot
):
    env, guild, channel, alice = world
    simcord_bot.settings.computer_delay = DELAY
    seed = telling_seed(str(alice.id))
    session = await simcord_bot.host.lobby.open_table(
        game=GAME,
        guild_id=guild.id,
        channel_id=channel.id,
        host_id=alice.id,
        host_display="alice",
        seed=seed,
    )
    sent = await simcord_bot.publisher.post(session, simcord_bot.get_channel(channel.id).send)
    lobby = drivers.message(channel, sent.id)
    assert {"Add computer player", "Add gentle computer", "Add strong computer"} <= set(
        drivers.labels(lobby)
    )
    await alice.click(lobby, label="Add gentle computer")
    answer = await alice.click(lobby, label="Add strong computer")
    text = drivers.message_text(answer.response.message)
    assert "Computer 1 (gentle)" in text
    assert "Computer 2 (strong)" in text
    assert "thinks twice as long" in text
    row = await simcord_bot.store.table(session.id)
    assert row is not None
    assert [seat.level for seat in row.seats] == ["normal", "gentle", "strong"]

    # A restart in the lobby keeps the levels (stored), and the lobby still works.
    restarted = make_bot(computer_delay=DELAY)
    await env.restart_bot(restarted)
    table = restarted.host.tables[session.id]
    assert [seat.level for seat in table.seats] == ["normal", "gentle", "strong"]
    started = await alice.click(drivers.message(channel, sent.id), label="Start")
    assert not started.ephemeral, started.response.content

    # Alice resigns at once: the computer takes her seat over, at normal.
    panel = (await alice.click(drivers.message(channel, sent.id), label="Your hand")).response
    confirm = (await alice.click(panel.message, label="Resign")).response
    await alice.click(confirm.message, label="Yes, resign (counts as a loss)")
    mine = table.seat_of(alice.id)
    assert mine is not None
    assert mine.computer
    assert mine.forfeited
    assert level_of(mine) is Level.NORMAL

    waits = {}
    for step in range(MOVES):
        if step == MOVES // 2:
            # A restart in play keeps the levels too.
            again = make_bot(computer_delay=DELAY)
            await env.restart_bot(again)
            table = again.host.tables[session.id]
            assert [seat.level for seat in table.seats] == ["normal", "gentle", "strong"]
        game = table.game
        assert game is not None
        if game.over:
            break
        seat = table.seat_named(game.to_act()[0])
        assert seat is not None
        assert table.deadline_at is not None
        wait = table.deadline_at - now()
        waits.setdefault(level_of(seat), []).append(wait)
        shown = drivers.message_text(drivers.message(channel, sent.id))
        assert ("a strong computer thinks longer" in shown) == (level_of(seat) is Level.STRONG)
        before = table.version
        await env.advance_time(wait + 1)
        assert table.version > before
    # (Real time passes too between a move and this look, the more on a loaded machine.)
    assert all(2 * DELAY - 5 < wait <= 2 * DELAY for wait in waits[Level.STRONG])
    assert all(DELAY - 5 < wait <= DELAY for wait in waits[Level.GENTLE])
    assert all(DELAY - 5 < wait <= DELAY for wait in waits[Level.NORMAL])  # the seat taken over

    # Each move is the engine's choice at its seat's level, and some could only be so.
    game = table.game
    assert game is not None
    levels = {seat.name: level_of(seat) for seat in table.seats}
    assert levels == {
        str(alice.id): Level.NORMAL,
        computer_name(1): Level.GENTLE,
        computer_name(2): Level.STRONG,
    }
    telling = set()
    for step, action in enumerate(game.log):
        before = table.game_at(step)
        level = levels[action.player]
        assert computer_move(before, action.player, level) == action, step
        if computer_move(before, action.player, Level.NORMAL) != action:
            telling.add(level)
    assert telling == {Level.GENTLE, Level.STRONG}


async def test_a_rematch_keeps_each_computer_at_its_level(world, simcord_bot):
    _env, guild, channel, alice = world
    host = simcord_bot.host
    session = await host.lobby.open_table(
        game=GAME, guild_id=guild.id, channel_id=channel.id, host_id=alice.id, host_display="a"
    )
    await host.lobby.add_computer(session.id, alice.id, Level.STRONG)
    await host.lobby.add_computer(session.id, alice.id, Level.GENTLE)
    await host.lobby.start(session.id, alice.id)
    # Its end as the store records it (the rematch reads the finished table from there).
    await simcord_bot.store.finish_table(
        session.id,
        guild_id=guild.id,
        game=GAME,
        results=[
            ResultRow(seat.position, seat.user_id, seat.computer, seat.position + 1, 0)
            for seat in session.seats
        ],
        hints_used=False,
        now=now(),
    )
    rematch = await host.lobby.rematch(session.id, alice.id, "a")
    assert [(seat.display, seat.level) for seat in rematch.seats] == [
        ("a", "normal"),
        ("Computer 1 (strong)", "strong"),
        ("Computer 2 (gentle)", "gentle"),
    ]


def test_a_computer_is_named_in_the_readers_language_and_stored_in_english():
    """The store keeps the English name a computer was seated with; each reader sees it in
    their own language, English readers exactly the stored name."""
    for level in LEVELS:
        stored = computer_display(2, level)
        seat = SeatRow(1, None, computer_name(2), stored, computer=True, level=level.value)
        assert seat_display("en", seat) == stored
        assert i18n.t("en", "computer-seat", number=2, level=level.value) == stored
        for language in i18n.LANGUAGES[1:]:
            shown = seat_display(language, seat)
            assert "Computer" not in shown, (language, shown)
            assert "2" in shown, (language, shown)
    strong = SeatRow(0, None, computer_name(3), "Computer 3 (strong)", True, level="strong")
    assert seat_display("sv", strong) == "Dator 3 (stark)"
    member = SeatRow(0, 7, "7", "Computer 7", computer=True)  # a member taken over
    assert seat_display("sv", member) == "Computer 7"
    # A result keeps only the name people saw: /history reads it back in the reader's words.
    assert stored_computer_display("he", "Computer 3 (gentle)") == i18n.t(
        "he", "computer-seat", number=3, level="gentle"
    )
    assert stored_computer_display("ro", "Computer 12") == "Calculator 12"
    assert stored_computer_display("ro", "Computer 12 (strong)") == "Calculator 12 (puternic)"
    assert stored_computer_display("en", "Computer 12 (strong)") == "Computer 12 (strong)"
    assert stored_computer_display("sv", "Computerella") == "Computerella"
