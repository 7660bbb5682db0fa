"""The generic table: any engine game drawn from its views, with each player's legal actions
offered in their private hand panel (never on the public message: an action can name a
hidden card). Games with a table of their own replace it; it is also the model for them."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import StaleControl
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.base import (
    OVER_COLOUR,
    PANEL_COLOUR,
    TABLE_COLOUR,
    TablePlugin,
    computer_plays,
    heading,
    recent_lines,
    standings_lines,
    turn_line,
)
from bot.tables.context import RenderContext
from bot.tables.controls import Click, TableButton, TableSelect
from bot.tables.message import Message
from bot.tables.registry import DEFAULT, register
from bot.tables.shared import hand_button, resign_row
from engine.cards import parse_card

ROWS_PER_PAGE = 3  # a page of actions; the last rows hold paging, Refresh and Resign
BUTTONS_PER_ROW = 5
OPTIONS_PER_SELECT = 25
_CARD = re.compile(r"^(10|[2-9JQKA])[SHDC]$")
_UNNAMED_FIELDS = {"card", "give", "money", "claim", "gesture"}


@register(DEFAULT)
class GenericTable(TablePlugin):
    def public(self, session: Session, ctx: RenderContext) -> Message:
        game = session.game
        assert game is not None
        over = game.over or session.closed
        embed = discord.Embed(
            title=heading(session, ctx), colour=OVER_COLOUR if over else TABLE_COLOUR
        )
        parts = [view_lines(session, ctx, game.view(None).model_dump(mode="json"))]
        parts.append(standings_lines(session, ctx) if over else turn_line(session, ctx))
        recent = recent_lines(session, ctx)
        if recent:
            parts.append(f"**{ctx.t('table-latest')}**\n{recent}")
        embed.description = "\n\n".join(part for part in parts if part)[:4096]
        view = None
        if not session.closed:
            view = discord.ui.View(timeout=None)
            view.add_item(hand_button(session.id, ctx))
        return Message(embeds=[embed], view=view)

    def panel(
        self,
        session: Session,
        ctx: RenderContext,
        seat: SeatRow,
        *,
        note: str | None = None,
        **state: int,
    ) -> Message:
        game = session.game
        assert game is not None
        embed = discord.Embed(
            title=ctx.t("table-hand-title", heading=heading(session, ctx)), colour=PANEL_COLOUR
        )
        parts = [
            note or "",
            computer_plays(session, seat, ctx),
            view_lines(session, ctx, game.view(seat.name).model_dump(mode="json")),
            turn_line(session, ctx),
        ]
        embed.description = "\n\n".join(part for part in parts if part)[:4096]
        playing = not seat.computer and not session.closed
        actions = game.legal_actions(seat.name) if playing else []
        rows = action_rows(session, ctx, actions)
        page = state.get("page", 0)
        pages = max(1, -(-len(rows) // ROWS_PER_PAGE))
        page = min(max(page, 0), pages - 1)
        view = discord.ui.View(timeout=None)
        for number, row in enumerate(rows[page * ROWS_PER_PAGE : (page + 1) * ROWS_PER_PAGE]):
            for item in row:
                item.row = number
                view.add_item(item)
        if pages > 1:
            embed.set_footer(text=ctx.t("gen-page", page=page + 1, pages=pages))
            view.add_item(
                PageButton(session.id, max(page - 1, 0), label="◀", disabled=page == 0, row=3)
            )
            view.add_item(
                PageButton(session.id, page + 1, label="▶", disabled=page == pages - 1, row=3)
            )
        # No Refresh: the host keeps this panel current (bot/panels.py).
        if not session.closed and playing:
            for item in resign_row(session.id, bool(state.get("confirm_resign")), ctx):
                item.row = 4
                view.add_item(item)
        return Message(embeds=[embed], view=view)


def view_lines(session: Session, ctx: RenderContext, view: dict[str, Any]) -> str:
    players = {seat.name for seat in session.seats}
    lines = []
    for key, item in view.items():
        if key == "player":
            continue
        name = key.replace("_", " ").capitalize()
        lines.append(f"**{name}**: {value(item, session, ctx, players)}")
    return "\n".join(lines)[:3500]


def value(item: Any, session: Session, ctx: RenderContext, players: set[str]) -> str:
    """A view value as one short line for people: display names, card faces."""
    if item is None:
        return "—"
    if isinstance(item, bool):
        return ctx.t("gen-yes" if item else "gen-no")
    if isinstance(item, str):
        if item in players:
            return ctx.player(session, item)
        if _CARD.match(item):
            return ctx.faces.inline(parse_card(item))
        return _named(item, session, ctx)
    if isinstance(item, list):
        if not item:
            return "—"
        return " ".join(value(part, session, ctx, players) for part in item)
    if isinstance(item, dict):
        return ", ".join(
            f"{value(key, session, ctx, players)}: {value(part, session, ctx, players)}"
            for key, part in item.items()
        )
    return str(item)


def _named(text: str, session: Session, ctx: RenderContext) -> str:
    """A free-text view field (a round's summary) that names seats: the generic table shows
    any view it is given, so it puts display names in; games with their own table build such
    sentences from the view's structured fields instead."""
    for seat in session.seats:
        if seat.name in text:
            text = re.sub(rf"\b{re.escape(seat.name)}\b", ctx.seat(seat), text)
    return text


def label(action: dict[str, Any], session: Session, players: set[str]) -> str:
    """A player's action as a button label: ``play 5♥ take 2♠ 3♠`` (labels cannot hold
    custom emoji, so cards are text with their suit symbol)."""
    words = [str(action["type"])]
    for key, part in action.items():
        if key in {"player", "type"}:
            continue
        shown = _plain(part, session, players)
        words.append(shown if key in _UNNAMED_FIELDS else f"{key} {shown}")
    return " ".join(words)


def _plain(item: Any, session: Session, players: set[str]) -> str:
    if isinstance(item, list):
        return " ".join(_plain(part, session, players) for part in item) or "—"
    if isinstance(item, str):
        if item in players:
            return session.display(item)
        if _CARD.match(item):
            return parse_card(item).pretty
    if isinstance(item, bool):
        return "yes" if item else "no"
    return str(item)


def action_rows(
    session: Session, ctx: RenderContext, actions: Sequence[Any]
) -> list[list[discord.ui.Item[Any]]]:
    """Controls for ``actions``, grouped by action type: a row of buttons for a few, selects
    of up to 25 options for many. Each control carries the game's version and the action's
    index in the sorted legal list, never the action itself."""
    game = session.game
    assert game is not None
    version = session.version
    players = {seat.name for seat in session.seats}
    groups: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for index, action in enumerate(actions):
        dumped = game.codec.dump(action)
        groups.setdefault(str(dumped["type"]), []).append((index, dumped))
    rows: list[list[discord.ui.Item[Any]]] = []
    for kind, members in groups.items():
        if len(members) <= BUTTONS_PER_ROW:
            rows.append(
                [
                    ActButton(
                        session.id,
                        version,
                        index,
                        label=label(dumped, session, players),
                        style=discord.ButtonStyle.primary,
                    )
                    for index, dumped in members
                ]
            )
            continue
        for start in range(0, len(members), OPTIONS_PER_SELECT):
            chunk = members[start : start + OPTIONS_PER_SELECT]
            options = [
                discord.SelectOption(label=label(dumped, session, players)[:100], value=str(index))
                for index, dumped in chunk
            ]
            placeholder = ctx.t(
                "gen-choices",
                kind=kind,
                first=start + 1,
                last=start + len(chunk),
                total=len(members),
            )
            rows.append(
                [
                    ActSelect(
                        session.id, version, len(rows), options=options, placeholder=placeholder
                    )
                ]
            )
    return rows


async def play_offered(click: Click, version: int, index: int) -> None:
    """Play the action at ``index`` of what the player was offered at ``version``."""
    assert click.seat is not None
    offered = click.offered_at(version)
    if not 0 <= index < len(offered):
        raise StaleControl(message_id="table-stale-choice")
    outcome = await click.act(offered[index], version=version)
    await click.show_panel(note=click.said(outcome))


class ActButton(TableButton, verb="act", fields=("version", "index")):
    async def on_click(self, click: Click) -> None:
        await play_offered(click, self.version, self.index)


class ActSelect(TableSelect, verb="pick", fields=("version", "group")):
    async def on_click(self, click: Click) -> None:
        await play_offered(click, self.version, click.chosen())


class PageButton(TableButton, verb="page", fields=("page",)):
    async def on_click(self, click: Click) -> None:
        await click.show_panel(page=self.page)


GenericTable.controls = (ActButton, ActSelect, PageButton)
