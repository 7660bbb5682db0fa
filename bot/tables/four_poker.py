"""4-poker's table: a solitaire played entirely on its public message — the board, the card
to place, a button per column (only the legal ones enabled) and the hint."""

from __future__ import annotations

import discord

from bot.errors import StaleControl
from bot.session import Session
from bot.store import SeatRow
from bot.tables import register
from bot.tables.base import OVER_COLOUR, TablePlugin, heading, recent_lines
from bot.tables.context import RenderContext
from bot.tables.controls import Click, TableButton
from bot.tables.message import Message
from engine.cards import parse_card
from engine.four_poker.actions import Place
from engine.four_poker.view import FourPokerView

NOT_YOURS = "This is not your game; open your own with /play."
COLUMNS = 4


@register("four_poker")
class FourPokerTable(TablePlugin):
    hand_panels = False

    def public(self, session: Session, ctx: RenderContext) -> Message:
        game = session.game
        assert game is not None
        view = game.view(None)
        assert isinstance(view, FourPokerView)
        owner = session.seats[0]
        parts = [f"**{owner.display}**'s solitaire", board(view, ctx)]
        if view.over and view.results is not None:
            combos = "\n".join(
                f"Column {index + 1}: {result.combination} — {result.points}"
                for index, result in enumerate(view.results)
            )
            parts.append(f"{combos}\n**Total: {view.total}**")
        elif view.current is not None:
            current = ctx.faces.inline(parse_card(view.current))
            parts.append(f"Card to place: {current} ({view.placed}/20 placed)")
        if session.hints_used:
            parts.append("*Hints were used in this game.*")
        recent = recent_lines(session, ctx, 3)
        if recent:
            parts.append(recent)
        embed = discord.Embed(
            title=heading(session),
            description="\n\n".join(parts)[:4096],
            colour=OVER_COLOUR if view.over else discord.Colour.teal(),
        )
        return Message(embeds=[embed], view=controls(session))

    def panel(
        self,
        session: Session,
        ctx: RenderContext,
        seat: SeatRow,  # noqa: ARG002 - a solitaire has no private panel
        *,
        note: str | None = None,  # noqa: ARG002
        **state: int,  # noqa: ARG002
    ) -> Message:
        return self.public(session, ctx)


def board(view: FourPokerView, ctx: RenderContext) -> str:
    height = max(len(column) for column in view.columns)
    lines = [" · ".join(f"Column {index + 1}" for index in range(COLUMNS))]
    for row in range(height):
        cells = [
            ctx.faces.inline(parse_card(column[row])) if row < len(column) else "▫️"
            for column in view.columns
        ]
        lines.append("  ".join(cells))
    return "\n".join(lines)


def controls(session: Session) -> discord.ui.View | None:
    game = session.game
    if session.closed or game is None or game.over:
        return None
    view = discord.ui.View(timeout=None)
    legal = {action.column for action in game.legal_actions(session.seats[0].name)}
    for column in range(COLUMNS):
        view.add_item(
            ColumnButton(
                session.id,
                session.version,
                column,
                label=f"Column {column + 1}",
                style=discord.ButtonStyle.primary,
                disabled=column not in legal,
                row=0,
            )
        )
    view.add_item(HintButton(session.id, session.version, label="Hint", row=1))
    return view


class ColumnButton(TableButton, verb="col", fields=("version", "column")):
    not_seated = NOT_YOURS

    async def on_click(self, click: Click) -> None:
        seat = click.session.seats[0]
        await click.act(Place(player=seat.name, column=self.column), version=self.version)
        await click.show_public()


class HintButton(TableButton, verb="hint", fields=("version",)):
    not_seated = NOT_YOURS

    async def on_click(self, click: Click) -> None:
        if self.version != click.session.version:
            raise StaleControl("That hint button is from an earlier card; the board has moved on.")
        choice = await click.bot.host.play.hint(click.session.id, click.user_id)
        await click.reply(
            f"Hint: put it on column {choice.column + 1}. (This game is now marked as hinted.)"
        )


FourPokerTable.controls = (ColumnButton, HintButton)
