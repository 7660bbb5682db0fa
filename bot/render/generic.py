"""The generic table: any engine game rendered from its views, with each player's legal
actions offered in their private hand panel (never on the public message: an action can name
a hidden card)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.controls import TableButton, TableSelect
from bot.render.text import card, is_card, label, title_case, value
from bot.tables import Table

ROWS_PER_PAGE = 4  # the fifth row holds the page buttons
BUTTONS_PER_ROW = 5
OPTIONS_PER_SELECT = 25
_CARD_WORD = re.compile(r"\b(10|[2-9JQKA])[SHDC]\b")


def plain_name(table: Table, name: str | None) -> str:
    if name is None:
        return "the table"
    seat = table.seat_named(name)
    return seat.display if seat is not None else name


def tell(table: Table, text: str) -> str:
    """An engine event for people: seat names become display names, cards get suit symbols."""
    for seat in table.seats:
        text = re.sub(rf"\b{re.escape(seat.name)}\b", seat.display, text)
    return _CARD_WORD.sub(lambda match: card(match.group(0)), text)


def view_lines(table: Table, view: dict[str, Any], *, skip: Sequence[str] = ("player",)) -> str:
    players = {seat.name for seat in table.seats}
    lines = []
    for key, item in view.items():
        if key in skip:
            continue
        lines.append(f"**{title_case(key)}**: {value(item, table.display, players)}")
    return "\n".join(lines)[:3900]


def turn_line(table: Table) -> str:
    game = table.game
    if game is None or game.over:
        return ""
    waiting = game.to_act()
    if not waiting:
        return ""
    who = ", ".join(table.display(name) for name in waiting)
    line = f"To play: {who}" if game.turn_based else f"In play: {who}"
    if game.turn_based and table.deadline_at is not None:
        line += f" (clock runs out <t:{int(table.deadline_at)}:R>)"
    return line


def results_text(table: Table) -> str:
    game = table.game
    assert game is not None
    scores = "\n".join(f"{table.display(name)}: {score}" for name, score in game.scores.items())
    winners = ", ".join(table.display(name) for name in game.winners)
    return (
        f"**Final scores**\n{scores}\n\n**Winner{'s' if len(game.winners) > 1 else ''}**: {winners}"
    )


def public_embed(table: Table) -> discord.Embed:
    game = table.game
    assert game is not None
    embed = discord.Embed(
        title=f"{table.title} — table {table.id}", colour=discord.Colour.dark_green()
    )
    parts = [view_lines(table, game.view(None).model_dump(mode="json"))]
    if game.over:
        parts.append(results_text(table))
    else:
        parts.append(turn_line(table))
    embed.description = "\n\n".join(part for part in parts if part)[:4096]
    if table.recent:
        embed.set_footer(text=" · ".join(tell(table, text) for text in table.recent)[:2048])
    return embed


def public_view(table: Table) -> discord.ui.View | None:
    if table.closed:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(TableButton(table.id, "hand", label="Hand", style=discord.ButtonStyle.primary))
    return view


def hand_embed(table: Table, name: str, note: str | None) -> discord.Embed:
    game = table.game
    assert game is not None
    embed = discord.Embed(
        title=f"Your hand — {table.title}, table {table.id}", colour=discord.Colour.gold()
    )
    parts = [
        note or "",
        view_lines(table, game.view(name).model_dump(mode="json")),
        turn_line(table),
    ]
    embed.description = "\n\n".join(part for part in parts if part)[:4096]
    return embed


def action_rows(table: Table, actions: Sequence[Any]) -> list[list[discord.ui.Item[Any]]]:
    """Controls for ``actions``, grouped by action type: a row of buttons for a few, selects
    of up to 25 options for many. Each control carries the game's version and the action's
    index in the sorted legal list, never the action itself."""
    game = table.game
    assert game is not None
    version = table.version
    players = {seat.name for seat in table.seats}
    groups: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for index, action in enumerate(actions):
        dumped = game.codec.dump(action)
        groups.setdefault(dumped["type"], []).append((index, dumped))
    rows: list[list[discord.ui.Item[Any]]] = []
    select_number = 0
    for kind, members in groups.items():
        if len(members) <= BUTTONS_PER_ROW:
            rows.append(
                [
                    TableButton(
                        table.id,
                        "act",
                        f"{version}.{index}",
                        label=label(dumped, lambda n: plain_name(table, n), players),
                        style=discord.ButtonStyle.primary
                        if is_card(dumped.get("card"))
                        else discord.ButtonStyle.secondary,
                    )
                    for index, dumped in members
                ]
            )
            continue
        for start in range(0, len(members), OPTIONS_PER_SELECT):
            chunk = members[start : start + OPTIONS_PER_SELECT]
            options = [
                discord.SelectOption(
                    label=label(dumped, lambda n: plain_name(table, n), players)[:100],
                    value=str(index),
                )
                for index, dumped in chunk
            ]
            placeholder = f"{kind} ({start + 1}-{start + len(chunk)} of {len(members)})"
            rows.append(
                [
                    TableSelect(
                        table.id,
                        "pick",
                        f"{version}.{select_number}",
                        options=options,
                        placeholder=placeholder,
                    )
                ]
            )
            select_number += 1
    return rows


def paged_view(
    table: Table, rows: list[list[discord.ui.Item[Any]]], page: int
) -> tuple[discord.ui.View, int, int]:
    """Rows laid out in pages of four, with page buttons in the fifth row when needed."""
    pages = max(1, -(-len(rows) // ROWS_PER_PAGE)) if len(rows) > 5 else 1
    page = min(max(page, 0), pages - 1)
    shown = rows if pages == 1 else rows[page * ROWS_PER_PAGE : (page + 1) * ROWS_PER_PAGE]
    view = discord.ui.View(timeout=None)
    for row_number, row in enumerate(shown):
        for item in row:
            item.row = row_number
            view.add_item(item)
    if pages > 1:
        view.add_item(
            TableButton(
                table.id,
                "page",
                str(max(page - 1, 0)),
                label="◀ Previous",
                disabled=page == 0,
                row=4,
            )
        )
        view.add_item(
            TableButton(
                table.id, "page", str(page + 1), label="Next ▶", disabled=page == pages - 1, row=4
            )
        )
    return view, page, pages
