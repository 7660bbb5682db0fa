"""The table plug-in contract: how one game's table looks and is played on Discord.

A plug-in is a :class:`TablePlugin` subclass in ``bot/tables/<game>.py``, registered by the
game's record name with ``@register("krypkasino")`` (``bot/tables/registry.py``); a game
without one gets the generic table (``bot/tables/generic.py``). Every module in this package is
imported at start-up, and one that fails to import stops the bot (a game must never silently
disappear).

A plug-in:

- renders the **public message** from the public view only: ``public(session, ctx) ->
  Message`` (embeds and a classic view, or a Components V2 ``LayoutView``; pictures as files,
  drawn from the public view too);
- renders one player's **hand panel**: ``panel(session, ctx, seat, note=None, **state) ->
  Message`` — their own view and their legal actions as controls, sent only to them (an
  ephemeral message or a DM). ``state`` carries a multi-step choice (a card picked first), as
  integers that the panel's next controls carry in their custom_ids;
- lists its **controls**: ``controls`` — its own ``TableButton``/``TableSelect`` classes
  (``bot/tables/controls.py``), registered with discord.py at start-up; a click reaches the
  control's ``on_click(click)`` past the one gate (live table, seated, stale) and turns into an
  engine action with ``click.act(action, version=...)``; the answer is ``click.show_panel``,
  ``click.show_public``, ``click.open_panel`` or ``click.reply``;
- may add lines and controls to the **lobby** (``lobby_lines``, ``lobby_items``).

It never touches the store, the bot or a table's lock (the host does: ``bot/host/``): a click
carries a door (``click.door``, ``bot/tables/door.py``) with all a plug-in may ask — act, hint,
resign, end, draw the public message, the member's preferences and record, the partnership's
notes. Its own state for a table lives on the session (``session.plugin_state``) and leaves
memory with it; nothing is kept at module level. It holds no rule logic: what a card would do,
which calls are valid, what a hand is worth — the engine answers; what sort of game it is
(solitaire, partnerships, simultaneous, low score wins) is ``session.kind``.
Names are display names (``session.display``), cards are written by ``ctx.faces``, engine
events and refusals by ``ctx.say``.

The helpers below draw what every table shows the same way: the header, whose turn it is, the
last events, the final standings, the Hand button and the resign/end controls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord

from bot import outcome
from bot.levels import level_of
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.context import RenderContext
from bot.tables.message import Message
from bot.vocab import Outcome
from engine.levels import Level

TABLE_COLOUR = discord.Colour.dark_green()
PANEL_COLOUR = discord.Colour.gold()
OVER_COLOUR = discord.Colour.dark_grey()

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


class TablePlugin:
    game: ClassVar[str] = ""
    """The game's record name (``""``: the generic table)."""
    controls: ClassVar[tuple[type[discord.ui.DynamicItem[Any]], ...]] = ()
    """The plug-in's own control classes."""

    def public(self, session: Session, ctx: RenderContext) -> Message:
        raise NotImplementedError

    def panel(
        self,
        session: Session,
        ctx: RenderContext,
        seat: SeatRow,
        *,
        note: str | None = None,
        **state: int,
    ) -> Message:
        raise NotImplementedError

    def lobby_lines(self, session: Session, ctx: RenderContext) -> list[str]:  # noqa: ARG002
        """Extra lines for the lobby (Kare Kupa: who partners whom)."""
        return []

    def lobby_items(
        self,
        session: Session,  # noqa: ARG002
        ctx: RenderContext,  # noqa: ARG002
    ) -> list[discord.ui.Item[Any]]:
        """Extra lobby controls (for the host: seating partners)."""
        return []


# -- what every table shows the same way -----------------------------------------------------


def heading(session: Session, ctx: RenderContext) -> str:
    return ctx.t("table-heading", game=ctx.name(session.title), table=session.id)


def bold_names(ctx: RenderContext, session: Session, names: Sequence[str]) -> str:
    """Display names in bold, listed the language's way."""
    return ctx.names(f"**{ctx.player(session, name)}**" for name in names)


def turn_line(session: Session, ctx: RenderContext) -> str:
    """Whose move it is and their clock, in one line; empty when nobody is awaited."""
    game = session.game
    if game is None or game.over or session.closed:
        return ""
    if session.paused:
        if session.deadline_at:
            return ctx.t("table-paused-until", time=f"<t:{int(session.deadline_at)}:R>")
        return ctx.t("table-paused")
    waiting = game.to_act()
    if not waiting:
        return ""
    who = bold_names(ctx, session, waiting)
    if game.kind.simultaneous:
        return ctx.t("table-in-play", players=who)
    if session.deadline_at is not None and not all(session.is_computer(n) for n in waiting):
        line = ctx.t("table-to-play-clock", players=who, time=f"<t:{int(session.deadline_at)}:R>")
    else:
        line = ctx.t("table-to-play", players=who)
    return line + thinking(session, waiting, ctx)


def thinking(session: Session, waiting: Sequence[str], ctx: RenderContext) -> str:
    """When a strong computer is to move: that it thinks longer, and when it will move."""
    seat = next((s for s in session.seats if s.name in waiting and s.computer), None)
    if seat is None or level_of(seat) is not Level.STRONG or session.deadline_at is None:
        return ""
    return " · " + ctx.t("table-strong-thinks", time=f"<t:{int(session.deadline_at)}:R>")


def recent_lines(session: Session, ctx: RenderContext, count: int = 5) -> str:
    """The last few events, newest last, in sentences with display names and card faces."""
    said = list(session.recent)[-count:]
    return "\n".join(f"• {ctx.say(session, item)}" for item in said)


def standings_lines(session: Session, ctx: RenderContext) -> str:
    """The final standings, best first, with places and points: the one outcome
    (``bot/outcome.py``) that /history, /stats and the boards show too — a forfeit last."""
    result = outcome.of(session)
    if result is None:
        return ""
    if result.abandoned:
        return ctx.t("table-abandoned")
    lines = []
    for final in result.in_order():
        place = final.place or 0
        medal = MEDALS.get(place, f"{place}.")
        name = ctx.name(ctx.player(session, final.seat.name))
        forfeited = final.outcome == Outcome.FORFEITED
        lines.append(
            ctx.t(
                "table-standing-forfeited" if forfeited else "table-standing",
                medal=medal,
                name=name,
                points=final.score,
            )
        )
    notes = [ctx.t("table-lowest-wins")] if result.low_wins else []
    if result.forfeits:
        notes.append(ctx.t("table-forfeit-last"))
    if notes:
        lines.append(f"*{' '.join(notes)}*")
    return "\n".join(lines)


def computer_plays(session: Session, seat: SeatRow, ctx: RenderContext) -> str:
    """On a member's panel while the game goes on without them: the computer plays their seat
    (they resigned, or were away too long), so the panel offers them no move."""
    game = session.game
    if not seat.computer or seat.user_id is None or session.closed or game is None or game.over:
        return ""
    return ctx.t(
        "table-computer-plays-away" if seat.auto_moves else "table-computer-plays-resigned"
    )


def seat_marker(session: Session, seat: SeatRow, ctx: RenderContext) -> str:  # noqa: ARG001
    """A short tag for a seat: the computer, a forfeit."""
    if seat.forfeited:
        return " 🤖 " + ctx.t("table-seat-forfeited")
    if seat.computer:
        return " 🤖"
    return ""
