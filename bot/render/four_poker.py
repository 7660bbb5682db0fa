"""4-poker's own table: the board as a grid, the current card, a button per column."""

from __future__ import annotations

import discord

from bot.controls import TableButton
from bot.render.generic import tell
from bot.render.text import card
from bot.tables import Table
from engine.four_poker.view import FourPokerView


def board(view: FourPokerView) -> str:
    height = max(len(column) for column in view.columns)
    lines = ["  ".join(f"{'col ' + str(index + 1):>5}" for index in range(len(view.columns)))]
    for row in range(height):
        cells = [card(column[row]) if row < len(column) else "" for column in view.columns]
        lines.append("  ".join(f"{cell:>5}" for cell in cells))
    if view.results is not None:
        lines.append("  ".join(f"{result.points:>5}" for result in view.results))
    return "```\n" + "\n".join(lines) + "\n```"


def embed(table: Table) -> discord.Embed:
    game = table.game
    assert game is not None
    view = game.view(None)
    assert isinstance(view, FourPokerView)
    owner = table.seats[0]
    parts = [f"{table.display(owner.name)}'s solitaire", board(view)]
    if view.over and view.results is not None:
        combos = "\n".join(
            f"Column {index + 1}: {result.combination} — {result.points}"
            for index, result in enumerate(view.results)
        )
        parts.append(f"{combos}\n**Total: {view.total}**")
    elif view.current is not None:
        parts.append(f"Card to place: **{card(view.current)}** ({view.placed}/20 placed)")
    if table.hints_used:
        parts.append("*Hints were used in this game.*")
    result = discord.Embed(
        title=f"4-poker — table {table.id}",
        description="\n".join(parts),
        colour=discord.Colour.teal(),
    )
    if table.recent:
        result.set_footer(text=" · ".join(tell(table, text) for text in table.recent)[:2048])
    return result


def controls(table: Table) -> discord.ui.View | None:
    game = table.game
    if table.closed or game is None or game.over:
        return None
    view = discord.ui.View(timeout=None)
    legal = {action.column for action in game.legal_actions(table.seats[0].name)}
    for column in range(4):
        view.add_item(
            TableButton(
                table.id,
                "col",
                f"{table.version}.{column}",
                label=f"Column {column + 1}",
                style=discord.ButtonStyle.primary,
                disabled=column not in legal,
                row=0,
            )
        )
    view.add_item(TableButton(table.id, "hint", str(table.version), label="Hint", row=1))
    view.add_item(TableButton(table.id, "hand", label="Hand", row=1))
    return view
