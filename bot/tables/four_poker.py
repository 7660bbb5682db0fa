"""4-poker's table: a solitaire played entirely on its public message.

The message shows the board as a picture (four columns of five, empty places outlined, the
card to place large beside them), and in text each column's running evaluation from the
engine (``engine.four_poker.progress``: "pair of 9s · 1 point", "four to a flush") and how many
cards are left to draw. One button per column, only the legal ones enabled, and a hint. A move
is one click. Only the owner's clicks count; anyone else is told it is not their game.

At the end: each column's combination and points, the total, and the player's best and
average in this server (read from the results table once the final move is committed).

Everything drawn comes from the public view (a spectator's): nothing is hidden in 4-poker but
the undrawn deck, and the undrawn deck is never read here.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import discord

from bot import i18n
from bot.art.faces import SLOT
from bot.art.picture import Cell, Line, Picture, table_picture
from bot.errors import StaleControl
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.base import OVER_COLOUR, TablePlugin, heading, recent_lines
from bot.tables.context import RenderContext
from bot.tables.controls import Click, TableButton
from bot.tables.message import Message
from bot.tables.registry import register
from engine.cards import Card, Rank, parse_card
from engine.four_poker.actions import Place
from engine.four_poker.game import BOARD_SIZE, HEIGHT, FourPoker
from engine.four_poker.progress import ColumnProgress, board_progress, cards_left
from engine.four_poker.scoring import Combination
from engine.four_poker.view import FourPokerView

NOT_YOURS = "fp-not-yours"
COLUMNS = 4
PLAYING_COLOUR = discord.Colour.teal()


@dataclass(frozen=True, slots=True)
class Record:
    """The owner's 4-poker record in this server, this game included."""

    games: int
    best: int | None
    average: float | None


def record_of(session: Session) -> Record | None:
    """The owner's record once the game is over, read after the final move (the plug-in's
    render is synchronous and never reads the store) and kept on the session; a table redrawn
    after a restart simply shows no record line."""
    state = session.plugin_state
    return state if isinstance(state, Record) else None


_card = lru_cache(maxsize=64)(parse_card)
"""A card from the view's notation, kept: a board is read back at every click."""


def points(ctx: RenderContext, value: int) -> str:
    return ctx.t("fp-points", points=value)


@register("four_poker")
class FourPokerTable(TablePlugin):
    def public(self, session: Session, ctx: RenderContext) -> Message:
        return self.draw(session, ctx)

    def draw(self, session: Session, ctx: RenderContext, note: str | None = None) -> Message:
        """The table message; ``note`` (a stale click's explanation) goes on top."""
        game = session.game
        assert game is not None
        view = game.view(None)
        assert isinstance(view, FourPokerView)
        owner = session.seats[0]
        columns = [[_card(card) for card in column] for column in view.columns]
        current = _card(view.current) if view.current is not None else None
        progress = board_progress(columns, current)
        parts = [f"*{note}*"] if note else []
        owner_name = ctx.name(ctx.seat(owner))
        if view.over:
            parts.append(ctx.t("fp-complete", name=owner_name))
            parts.append(final_lines(ctx, view, columns, progress))
            record = record_of(session)
            if record is not None and record.games:
                parts.append(record_line(ctx, record))
        else:
            assert current is not None
            left = cards_left(view.placed)
            parts.append(
                ctx.t(
                    "fp-status",
                    name=owner_name,
                    placed=view.placed,
                    size=BOARD_SIZE,
                    left=left,
                )
            )
            parts.append(
                ctx.t(
                    "fp-card-to-place",
                    card=ctx.name(ctx.faces.inline(current)),
                    spoken=ctx.spoken(current),
                )
            )
            parts.append(running_lines(ctx, view, columns, progress))
        if session.hints_used:
            parts.append(f"*{ctx.t('fp-hinted')}*")
        recent = recent_lines(session, ctx, 3)
        if recent:
            parts.append(recent)
        picture = board_picture(view, columns, current, progress, ctx)
        embed = discord.Embed(
            title=heading(session, ctx),
            description="\n\n".join(parts)[:4096],
            colour=OVER_COLOUR if view.over else PLAYING_COLOUR,
        )
        embed.set_image(url=picture.url)
        return Message(embeds=[embed], view=controls(session, ctx), files=[picture.file()])

    def panel(
        self,
        session: Session,
        ctx: RenderContext,
        seat: SeatRow,  # noqa: ARG002 - a solitaire has no private panel
        *,
        note: str | None = None,
        **state: int,  # noqa: ARG002
    ) -> Message:
        # Asked for when a stale click is answered by redrawing: the table itself, as it is now.
        return self.draw(session, ctx, note)


def running_lines(
    ctx: RenderContext,
    view: FourPokerView,
    columns: list[list[Card]],
    progress: list[ColumnProgress],
) -> str:
    legal = set(view.legal_columns)
    lines = []
    for index, column in enumerate(progress):
        marker = "▶" if index in legal else "·"
        column_name = ctx.t("fp-column", column=index + 1)
        lines.append(
            f"{marker} **{column_name}** ({column.cards}/{HEIGHT}): "
            f"{column_words(ctx, column, columns[index])} — "
            f"{points(ctx, column.points)}"
        )
    total = sum(column.points for column in progress)
    lines.append(ctx.t("fp-so-far", points=total))
    return "\n".join(lines)


def final_lines(
    ctx: RenderContext,
    view: FourPokerView,
    columns: list[list[Card]],
    progress: list[ColumnProgress],
) -> str:
    """Each column's combination (the engine's, with its ranks: "pair of jacks", "full house,
    queens over kings") and points, then the total."""
    assert view.results is not None
    lines = [
        f"**{ctx.t('fp-column', column=index + 1)}**: "
        f"{made_words(ctx, column.made, columns[index])} — {points(ctx, result.points)}"
        for index, (result, column) in enumerate(zip(view.results, progress, strict=True))
    ]
    lines.append(f"**{ctx.t('fp-total', total=view.total)}**")
    return "\n".join(lines)


MADE = {
    Combination.STRAIGHT_FLUSH: "fp-straight-flush",
    Combination.FLUSH: "fp-flush",
    Combination.STRAIGHT: "fp-straight",
}
DRAWS = {"straight flush": "fp-draw-straight-flush", "flush": "fp-draw-flush"}
_DRAW = re.compile(r"^(two|three|four) to an? (straight flush|flush|straight)$")


def ranks_word(ctx: RenderContext, rank: Rank) -> str:
    """A rank in the plural, as the language says it: "jacks", "valeți", "dečki"."""
    return ctx.t("fp-ranks", rank=rank.label)


def made_words(ctx: RenderContext, made: Combination, cards: Sequence[Card]) -> str:
    """What a column makes, in the language's poker words (the engine's ``made_words``
    written from the combination and its ranks: careu, ful, chintă...)."""
    ranks = sorted(
        (rank for rank, n in Counter(c.rank for c in cards).items() if n > 1),
        key=lambda rank: (-sum(c.rank == rank for c in cards), -rank),
    )
    words = [ranks_word(ctx, rank) for rank in ranks]
    if made is Combination.FOUR_OF_A_KIND:
        return ctx.t("fp-four", ranks=words[0])
    if made is Combination.FULL_HOUSE:
        return ctx.t("fp-full-house", ranks=words[0], over=words[1])
    if made is Combination.THREE_OF_A_KIND:
        return ctx.t("fp-three", ranks=words[0])
    if made is Combination.TWO_PAIR:
        return ctx.t("fp-two-pair", ranks=words[0], other=words[1])
    if made is Combination.ONE_PAIR:
        return ctx.t("fp-pair", ranks=words[0])
    if made is Combination.NOTHING:
        return ctx.t("fp-nothing" if len(cards) == HEIGHT else "fp-nothing-yet")
    return ctx.t(MADE[made])


def draw_words(ctx: RenderContext, draw: str, held: int) -> str:
    """A live draw ("four to a flush") in the language."""
    found = _DRAW.match(draw)
    if found is None:
        return draw
    return ctx.t(DRAWS.get(found[2], "fp-draw-straight"), held=held)


def column_words(ctx: RenderContext, column: ColumnProgress, cards: Sequence[Card]) -> str:
    """The made combination and the best live draw in one phrase (``ColumnProgress.words``)."""
    made = made_words(ctx, column.made, cards)
    if column.complete or not column.draws:
        return made
    draw = draw_words(ctx, column.draws[0], len(cards))
    return draw if column.made is Combination.NOTHING else f"{made}, {draw}"


def record_line(ctx: RenderContext, record: Record) -> str:
    average = i18n.decimal(ctx.language, record.average, 1) if record.average is not None else "-"
    return ctx.t("fp-record", best=record.best or 0, average=average, games=record.games)


def board_picture(
    view: FourPokerView,
    columns: list[list[Card]],
    current: Card | None,
    progress: list[ColumnProgress],
    ctx: RenderContext | None = None,
) -> Picture:
    """The board, drawn as compact as it reads: Discord shows an embed's picture at most some
    300 px tall, so every pixel of height spent on text shrinks the cards. The evaluation is in
    the message text; under each column the picture says only its points."""
    ctx = ctx or RenderContext()
    legal = set(view.legal_columns)
    lines = []
    for index, (column, made) in enumerate(zip(columns, progress, strict=True)):
        cells: list[Cell | Card | str] = [*column, *[SLOT] * (HEIGHT - len(column))]
        lines.append(
            Line(
                ctx.t("fp-column", column=index + 1),
                cells,
                caption=points(ctx, made.points),
                mark=index in legal,
            )
        )
    side = None
    if current is not None:
        side = Line(
            ctx.t("fp-to-place"),
            [Cell(current)],
            caption=ctx.t("fp-left", left=cards_left(view.placed)),
        )
    return table_picture(
        lines, vertical=True, side=side, filename="four-poker.png", language=ctx.language
    )


def controls(session: Session, ctx: RenderContext) -> discord.ui.View | None:
    game = session.game
    if session.closed or game is None or game.over:
        return None
    view = discord.ui.View(timeout=None)
    legal = (
        set(game.open_columns)  # the same set, without making an action per column
        if isinstance(game, FourPoker)
        else {action.column for action in game.legal_actions(session.seats[0].name)}
    )
    for column in range(COLUMNS):
        view.add_item(
            ColumnButton(
                session.id,
                session.version,
                column,
                label=ctx.t("fp-column", column=column + 1),
                style=discord.ButtonStyle.primary
                if column in legal
                else discord.ButtonStyle.secondary,
                disabled=column not in legal,
                row=0,
            )
        )
    if not session.daily:  # the day's deal is compared on one board: no help
        view.add_item(
            HintButton(session.id, session.version, label=ctx.t("fp-hint"), emoji="💡", row=1)
        )
    return view


class ColumnButton(TableButton, verb="col", fields=("version", "column")):
    not_seated = NOT_YOURS

    async def on_click(self, click: Click) -> None:
        seat = click.session.seats[0]
        await click.act(Place(player=seat.name, column=self.column), version=self.version)
        game = click.session.game
        if game is not None and game.over and seat.user_id is not None:
            # The final move is committed with the results: the record includes this game.
            games, best, average = await click.door.personal_scores(
                click.session.guild_id, click.session.game_name, seat.user_id
            )
            click.session.plugin_state = Record(games, best, average)
        await click.show_public()


class HintButton(TableButton, verb="hint", fields=("version",)):
    not_seated = NOT_YOURS

    async def on_click(self, click: Click) -> None:
        if self.version != click.session.version:
            raise StaleControl(message_id="fp-hint-stale")
        choice = await click.hint()
        await click.reply(click.ctx.t("fp-hint-answer", column=choice.column + 1))


FourPokerTable.controls = (ColumnButton, HintButton)
