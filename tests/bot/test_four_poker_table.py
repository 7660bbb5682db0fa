"""4-poker in Discord: a whole game on the public message, by clicks; the picture and the
running evaluation; refusals for others and stale buttons; the end with the server record."""

from __future__ import annotations

import io
import re

from PIL import Image

from bot.art.words import spoken
from bot.tables import plugin_for
from engine.cards import parse_card, parse_cards
from engine.four_poker import FourPoker
from engine.four_poker.progress import board_progress
from engine.four_poker.scoring import combination
from engine.registry import computer_move
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True)


def _description(found) -> str:
    return found.embeds[0].description or ""


def _undrawn(table) -> list[str]:
    # The engine's secret, read only by the test to check it never shows.
    return [str(card) for card in table.game._deck[table.game._drawn :]]


async def _assert_nothing_undrawn_shows(found, table) -> None:
    text = drivers.message_text(found).replace("*", " ").replace("\n", " ")
    attachment = found.attachments[0]
    alt = attachment.description or ""
    for card in _undrawn(table):
        spelled = drivers.spellings([card])
        assert not any(f" {form} " in f" {text} " for form in spelled), card
        assert f"_{card}_" not in text  # an emoji name fd_<card>_<digest> is a leak too
        assert spoken(parse_card(card)) not in alt


async def play_out(alice, message, table, *, last: bool = True):
    """Place every card (the last legal column each time, as a twin game does); returns the
    final message and the twin."""
    twin = FourPoker(["x"], seed=table.seed)
    found = message
    while not twin.over:
        legal = twin.legal_actions("x")
        choice = legal[-1] if last else legal[0]
        twin.apply(choice)
        found = (await alice.click(found, label=f"Column {choice.column + 1}")).response.message
    return found, twin


async def test_a_whole_game_by_clicks_on_the_public_message(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    result = await alice.slash(channel, "play", game="four_poker")
    assert not result.ephemeral
    message = result.response.message
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.game_name == "four_poker"
    assert "Hand" not in drivers.labels(message)  # no private copy of the board
    twin = FourPoker(["x"], seed=table.seed)
    found = message
    for _ in range(16):
        legal = twin.legal_actions("x")
        twin.apply(legal[-1])
        answer = await alice.click(found, label=f"Column {legal[-1].column + 1}")
        assert not answer.ephemeral
        found = answer.response.message
        assert found.id == message.id
        if not twin.over:
            await _assert_nothing_undrawn_shows(found, table)
    text = _description(found)
    assert f"**Total: {twin.total}**" in text
    for index, column in enumerate(board_progress(twin.columns, None)):
        scored = combination(twin.columns[index])
        assert column.made is scored
        unit = "point" if scored.points == 1 else "points"
        assert f"**Column {index + 1}**: {column.made_words} — {scored.points} {unit}" in text
    assert "Your best in this server: **" in text
    assert "over 1 game." in text
    assert drivers.labels(found) == []  # no buttons once the board is complete
    rows = await simcord_bot.store.results(table.id)
    assert [(r.placement, r.score) for r in rows] == [(1, twin.total)]


async def test_the_picture_and_the_running_evaluation(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    found = (await alice.click(message, label="Column 1")).response.message

    embed = found.embeds[0]
    assert re.fullmatch(r"attachment://four-poker-[0-9a-f]{12}\.png", str(embed.image.url))
    attachment = found.attachments[0]
    image = Image.open(io.BytesIO(await attachment.read()))
    assert image.format == "PNG"
    assert image.width > 400
    view = table.game.view(None)
    board = [parse_cards(column) for column in view.columns]
    current = parse_card(view.current)
    alt = attachment.description
    assert alt.startswith(f"Column 1: {spoken(board[0][0])}, {spoken(board[0][1])}, empty")
    for card in (*board[0], current):
        assert spoken(card) in alt
    assert alt.endswith(f"To place: {spoken(current)} — 14 left.")

    text = _description(found)
    assert "5 of 20 placed · 14 left to draw" in text
    progress = board_progress(board, current)
    for index, column in enumerate(progress):
        unit = "point" if column.points == 1 else "points"
        assert (
            f"**Column {index + 1}** ({column.cards}/5): {column.words} — {column.points} {unit}"
            in text
        )
    # Row 2 has started in column 1: only columns 2-4 can take the card.
    buttons = {
        b.label: b.disabled for b in drivers.components(found) if b.label.startswith("Column")
    }
    assert buttons == {"Column 1": True, "Column 2": False, "Column 3": False, "Column 4": False}


async def test_others_are_told_it_is_not_their_game(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))

    intruder = await bob.click(message, label="Column 1")
    assert intruder.ephemeral
    assert intruder.response.content == "This is not your game; open your own with /play."
    assert table.version == 0

    await alice.click(message, label="Column 1")
    assert table.version == 1
    # A stale click (SimCord lets nobody click buttons no longer shown, but Discord can race)
    # is answered by the host by redrawing the "panel": for 4-poker, the table with a note.
    plugin = plugin_for("four_poker")
    redrawn = plugin.panel(table, simcord_bot.render_context, table.seats[0], note="Moved on.")
    assert redrawn.embeds[0].description.startswith("*Moved on.*")
    assert "6 of 20 placed" not in redrawn.embeds[0].description


async def test_the_record_counts_every_finished_game_in_this_server(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    totals = []
    for last in (True, False):
        message = (await alice.slash(channel, "play", game="four_poker")).response.message
        table = max(simcord_bot.host.tables.values(), key=lambda t: t.id)
        found, twin = await play_out(alice, message, table, last=last)
        totals.append(twin.total)
    text = _description(found)
    average = sum(totals) / 2
    assert (
        f"Your best in this server: **{max(totals)}** · average {average:.1f} over 2 games." in text
    )
    games, best, mean = await simcord_bot.store.personal_scores(
        channel.guild.id, "four_poker", alice.id
    )
    assert (games, best, mean) == (2, max(totals), average)
    assert await simcord_bot.store.personal_scores(None, "four_poker", alice.id) == (0, None, None)


async def test_the_hint_is_the_computer_players_choice_and_marks_the_game(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    message = (await alice.slash(channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    current = (await alice.click(message, label="Column 1")).response.message
    hint = await alice.click(current, label="Hint")
    assert hint.ephemeral
    expected = computer_move(table.game, table.seats[0].name).column
    assert hint.response.content.startswith(f"Hint: put it on column {expected + 1}.")
    assert table.hints_used
    assert "Hints were used" in drivers.message_text(drivers.message(channel, message.id))
    row = await simcord_bot.store.table(table.id)
    assert row is not None
    assert row.hints_used


async def test_restart_in_the_middle_keeps_the_game_and_its_buttons(world, simcord_bot, make_bot):
    env, _guild, _channel, alice, _bob = world
    message = (await alice.slash(_channel, "play", game="four_poker")).response.message
    table = next(iter(simcord_bot.host.tables.values()))
    for _ in range(5):
        column = table.game.legal_actions(table.seats[0].name)[0].column
        message = (await alice.click(message, label=f"Column {column + 1}")).response.message
    before = table.game.fingerprint()

    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[table.id]
    assert again.game.fingerprint() == before
    column = again.game.legal_actions(again.seats[0].name)[0].column
    found = (await alice.click(message, label=f"Column {column + 1}")).response.message
    assert again.version == 6
    assert "10 of 20 placed" in _description(found)
    row = await restarted.store.table(table.id)
    assert row is not None
    assert len(row.actions) == 6
