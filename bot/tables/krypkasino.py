"""Krypkasino's own table: the table cards large in a picture, one line per player,
tabbe calls on the public message, a hand panel whose card buttons say what each card would
do now, and each round's score table kept as a compact history.

Everything shown comes from the public view and the engine's public questions
(``Krypkasino.callable_ranks``, ``round_results``); a hand panel adds its owner's own cards
(``engine.krypkasino.moves.card_moves``). Whether the mover holds a called rank is hidden, so
the public message only says who called what; the mover's panel says "you must play a Q".
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot import i18n
from bot.art.picture import Cell, Line, Picture, table_picture
from bot.errors import Refused, StaleControl, TableError
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.base import (
    OVER_COLOUR,
    PANEL_COLOUR,
    TABLE_COLOUR,
    TablePlugin,
    computer_plays,
    heading,
    seat_marker,
    standings_lines,
    turn_line,
)
from bot.tables.context import RenderContext
from bot.tables.controls import Click, TableButton
from bot.tables.message import Message
from bot.tables.registry import register
from bot.tables.shared import HandButton, end_button, hand_button, rematch_button, resign_row
from bot.vocab import TableStatus
from engine.cards import Card, Rank
from engine.errors import IllegalAction
from engine.game import Event
from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Tabbe
from engine.krypkasino.moves import CardMove, card_moves, must_play
from engine.krypkasino.view import KrypkasinoView, RoundResult
from engine.wording import Said, Wording, fill

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

TABLE_CARD_HEIGHT = 120
"""Table cards in the picture: large, the table is what everyone reads first."""
HISTORY_ROUNDS = 8
"""Rounds shown in the compact history (the totals count every round)."""
NAME_WIDTH = 10
CATEGORIES: tuple[str, ...] = (
    "kry-head-cards",
    "kry-head-spades",
    "kry-head-two",
    "kry-head-ten",
    "kry-head-aces",
    "kry-head-tabbes",
)
"""The round table's column headings, in RULES.md's order of items (a letter or two each:
the legend under the table says what each counts)."""


# -- the public message ----------------------------------------------------------------------


def game_of(session: Session) -> Krypkasino:
    game = session.game
    assert isinstance(game, Krypkasino)
    return game


def short(card: Card) -> str:
    """A card inside a button label (labels take no emoji but the button's own): ``10♥``."""
    return card.pretty


def shown(ctx: RenderContext, cards: Sequence[Card]) -> str:
    if not cards:
        return ctx.t("table-empty")
    return ctx.name(" ".join(ctx.faces.inline(card) for card in cards))


def deals_left(view: KrypkasinoView) -> int:
    """Deals still to come this round: four cards to each player per deal."""
    return view.stock // (4 * len(view.players))


def player_lines(session: Session, ctx: RenderContext, view: KrypkasinoView) -> str:
    lines = []
    for seat_view in view.seats:
        name = seat_view.name
        seat = session.seat_named(name)
        marker = "▶️" if name == view.to_move else "▫️"
        tags = []
        if name == view.dealer:
            tags.append(ctx.t("kry-deals"))
        if name == view.last_capturer:
            tags.append(ctx.t("kry-took-last"))
        extra = f" ({', '.join(tags)})" if tags else ""
        tabbes = (
            f" · {'✦' * seat_view.tabbes} " + ctx.t("kry-tabbes", count=seat_view.tabbes)
            if seat_view.tabbes
            else ""
        )
        robot = seat_marker(session, seat, ctx) if seat is not None else ""
        counts = ctx.t(
            "kry-player-counts",
            hand=seat_view.hand,
            pile=seat_view.pile,
            points=view.scores[name],
        )
        lines.append(
            f"{marker} **{ctx.name(ctx.player(session, name))}**{robot}{extra} — {counts}{tabbes}"
        )
    return "\n".join(lines)


SWEEP = "{player:p} plays {card:c} and takes {taken:c} — a tabbe!"
"""How the table tells a take that empties the table in English (the engine's plain text ends
"Tabbe!"); other languages have ``kry-sweep``."""


def moves_lines(session: Session, ctx: RenderContext, count: int = 5) -> str:
    """The last moves in words, newest last; the engine's "match is over" line is left out
    (the table's own "Game over" notice says it, with the standings above)."""
    lines = []
    wording = ctx.wording(session)
    for said in [item for item in session.recent if item.code != "over" or not _engine(item)]:
        if said.code == "take" and said.template.endswith("Tabbe!"):
            lines.append(f"• {sweep_line(ctx, said, wording)}")
        else:
            lines.append(f"• {ctx.say(session, said)}")
    return "\n".join(lines[-count:])


def sweep_line(ctx: RenderContext, said: Said, wording: Wording) -> str:
    if ctx.language == i18n.ENGLISH:
        return fill(SWEEP, said.params, wording)
    params: dict[str, Any] = dict(said.params)
    taken: list[Card] = list(params.get("taken") or [])
    return ctx.t(
        "kry-sweep",
        player=ctx.name(wording.player(str(params.get("player")))),
        card=ctx.name(wording.card(params["card"])),
        taken=ctx.name(" ".join(wording.card(card) for card in taken)),
    )


def _engine(said: Said) -> bool:
    return isinstance(said, Event)


def tabbe_hint(session: Session, ctx: RenderContext, game: Krypkasino) -> str:
    """Calling is possible now: say so on the table, for everyone (the table is public)."""
    if not game.callers():
        return ""
    ranks = i18n.or_list(ctx.language, [f"**{rank.label}**" for rank in game.callable_ranks()])
    mover = ctx.name(ctx.player(session, game.mover))
    return ctx.t("kry-tabbe-hint", ranks=ranks, mover=mover, button=ctx.t("kry-tabbe-button"))


def calls_line(session: Session, ctx: RenderContext, view: KrypkasinoView) -> str:
    if not view.calls:
        return ""
    called = ", ".join(
        ctx.t("kry-call", name=ctx.name(ctx.player(session, call.player)), rank=call.rank)
        for call in view.calls
    )
    return ctx.t("kry-called", calls=called)


def padded(text: str, width: int) -> str:
    return text[:width].ljust(width)


def round_table(
    session: Session,
    ctx: RenderContext,
    result: RoundResult,
    number: int,
    totals: dict[str, int],
) -> str:
    """One round's score table: the points each item gave each player, the round and the total
    (a code block, so the columns line up)."""
    header = (
        padded(ctx.t("kry-round-short", round=number), NAME_WIDTH)
        + " "
        + " ".join(f"{ctx.t(head):>3}" for head in CATEGORIES)
        + " │ "
        + ctx.t("kry-round-total")
    )
    rows = [header]
    for name in game_of(session).players:
        items = item_points(result, name)
        cells = " ".join(f"{item or '·':>3}" for item in items)
        rows.append(
            f"{padded(ctx.player(session, name), NAME_WIDTH)} {cells} │ "
            f"{result.points[name]:>3} {totals[name]:>3}"
        )
    return "```\n" + "\n".join(rows) + "\n```"


def item_points(result: RoundResult, name: str) -> tuple[int, ...]:
    """The points of each of :data:`CATEGORIES` for ``name`` in a round."""
    return (
        1 if result.most_cards == name else 0,
        2 if result.most_spades == name else 0,
        1 if result.two_of_spades == name else 0,
        2 if result.ten_of_diamonds == name else 0,
        result.aces[name],
        result.tabbes[name],
    )


def history_table(session: Session, ctx: RenderContext, results: Sequence[RoundResult]) -> str:
    """Every round's points in one compact table, the last :data:`HISTORY_ROUNDS` rounds."""
    game = game_of(session)
    first = max(0, len(results) - HISTORY_ROUNDS)
    shown_rounds = results[first:]
    letter = ctx.t("kry-round-letter")
    header = (
        padded("", NAME_WIDTH)
        + " "
        + " ".join(f"{letter + str(first + index + 1):>3}" for index in range(len(shown_rounds)))
        + " │ "
        + ctx.t("kry-total-short")
    )
    rows = [header]
    for name in game.players:
        cells = " ".join(f"{result.points[name]:>3}" for result in shown_rounds)
        rows.append(
            f"{padded(ctx.player(session, name), NAME_WIDTH)} {cells} │ {game.scores[name]:>3}"
        )
    return "```\n" + "\n".join(rows) + "\n```"


def last_round_detail(session: Session, ctx: RenderContext, result: RoundResult) -> str:
    """Who got the single items, in words (ties are why a column can be empty)."""
    parts = []
    for label, holder in (
        (ctx.t("kry-most-cards"), result.most_cards),
        (ctx.t("kry-most-spades"), result.most_spades),
        ("♠2", result.two_of_spades),
        ("♦10", result.ten_of_diamonds),
    ):
        who = ctx.name(ctx.player(session, holder)) if holder else ctx.t("kry-nobody-tied")
        parts.append(f"{label}: {who}")
    return " · ".join(parts)


def score_text(session: Session, ctx: RenderContext) -> str:
    """The last round's score table and the compact history of every round."""
    game = game_of(session)
    results = game.round_results()
    if not results:
        return ""
    totals = dict.fromkeys(game.players, 0)
    for result in results:
        for name, points in result.points.items():
            totals[name] += points
    last = results[-1]
    parts = [
        round_table(session, ctx, last, len(results), totals),
        last_round_detail(session, ctx, last),
        f"*{ctx.t('kry-legend')}*",
    ]
    if len(results) > 1:
        parts.append(f"**{ctx.t('kry-every-round')}**\n" + history_table(session, ctx, results))
    return "\n".join(parts)


def picture_of(
    session: Session, view: KrypkasinoView, game: Krypkasino, ctx: RenderContext | None = None
) -> Picture:
    """The table cards, large, from the public view only."""
    ctx = ctx or RenderContext()
    table = game.table_cards()
    label = ctx.t("kry-on-table-count", count=len(table)) if table else ctx.t("kry-table-empty")
    caption = None
    ranks = game.callable_ranks()
    if ranks:
        caption = ctx.t("kry-splits", ranks=", ".join(rank.label for rank in ranks))
    title = ctx.t("kry-round-of", round=view.round, rounds=view.rounds)
    if view.to_move is not None:
        title += " · " + ctx.t("kry-to-play", name=ctx.player(session, view.to_move))
    return table_picture(
        [Line(label, [Cell(card) for card in table], caption=caption)],
        card_height=TABLE_CARD_HEIGHT,
        title=title,
        filename=f"krypkasino-{session.id}.png",
        language=ctx.language,
    )


class TabbeButton(TableButton, verb="krytabbe", fields=("version",)):
    """On the public message: call tabbe before the mover plays."""

    not_seated = "kry-only-players"

    async def on_click(self, click: Click) -> None:
        session, seat = click.session, click.seat
        assert seat is not None
        game = game_of(session)
        ranks = game.callable_ranks()
        if self.version != session.version or not ranks:
            raise TableError(message_id="kry-too-late-split" if not ranks else "kry-too-late")
        try:
            game.check(Tabbe(player=seat.name, rank=ranks[0]))
        except IllegalAction as refusal:
            raise Refused(refusal) from None
        await click.interaction.response.send_message(
            **call_offer(session, click.ctx, ranks).send(), ephemeral=True
        )


def call_offer(session: Session, ctx: RenderContext, ranks: Sequence[Rank]) -> Message:
    game = game_of(session)
    mover = ctx.name(ctx.player(session, game.mover))
    table = shown(ctx, game.table_cards())
    text = ctx.t("kry-call-offer", table=table, mover=mover)
    view = discord.ui.View(timeout=None)
    for rank in ranks[:5]:
        view.add_item(
            CallButton(
                session.id,
                session.version,
                int(rank),
                label=ctx.t("kry-tabbe-pa", rank=rank.label),
                emoji="📣",
                style=discord.ButtonStyle.danger,
            )
        )
    return Message(content=text, view=view)


class CallButton(TableButton, verb="krycall", fields=("version", "rank")):
    """One rank to call tabbe on (from the public Tabbe! button, or a hand panel)."""

    not_seated = "kry-only-players"

    async def on_click(self, click: Click) -> None:
        session, seat = click.session, click.seat
        assert seat is not None
        if self.version != session.version:
            raise TableError(message_id="kry-too-late-call")
        try:
            rank = Rank(self.rank)
        except ValueError:
            raise TableError(message_id="kry-not-a-rank") from None
        outcome = await click.act(Tabbe(player=seat.name, rank=rank), version=self.version)
        said = click.said(outcome) or click.ctx.t("kry-call-made")
        if click.on_public:
            await click.reply(said)
            return
        message = click.interaction.message
        if message is not None and message.flags.ephemeral and not _is_panel(message):
            await click.interaction.response.edit_message(
                content=click.ctx.t("kry-call-seen", said=said), view=None
            )
        else:
            await click.show_panel(note=said)


def _is_panel(message: discord.Message) -> bool:
    return bool(message.embeds)


def public_view(session: Session, ctx: RenderContext, game: Krypkasino) -> discord.ui.View | None:
    if session.closed:
        if session.status == TableStatus.FINISHED:
            view = discord.ui.View(timeout=None)
            view.add_item(rematch_button(session.id, ctx))
            return view
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(hand_button(session.id, ctx, row=0))
    if game.callers():
        view.add_item(
            TabbeButton(
                session.id,
                session.version,
                label=ctx.t("kry-tabbe-button"),
                emoji="📣",
                style=discord.ButtonStyle.danger,
                row=0,
            )
        )
    view.add_item(end_button(session.id, ctx, row=0))
    return view


# -- the hand panel --------------------------------------------------------------------------


def move_label(ctx: RenderContext, move: CardMove) -> str:
    """What a card would do now, for its button: "lays", "takes 10♥ 9♣", "takes all — tabbe!"."""
    if move.lays:
        return ctx.t("kry-lays")
    if move.sweeps:
        return ctx.t("kry-sweeps")
    if move.choose:
        return ctx.t("kry-takes-choose", count=len(move.takes[0]))
    return ctx.t("kry-takes", cards=" ".join(short(card) for card in move.takes[0]))


class CardButton(TableButton, verb="krycard", fields=("version", "card")):
    """Play a card of the hand (or, with several largest sets, choose one next)."""

    async def on_click(self, click: Click) -> None:
        move = self.move(click, self.version, self.card)
        if move.choose:
            await click.show_panel(pick=self.card)
            return
        await play(click, move, 0, self.version)

    @staticmethod
    def move(click: Click, version: int, index: int) -> CardMove:
        session, seat = click.session, click.seat
        assert seat is not None
        if version != session.version:
            raise StaleControl(message_id="table-stale")
        moves = card_moves(game_of(session), seat.name)
        if not 0 <= index < len(moves) or not moves[index].playable:
            raise StaleControl(message_id="kry-card-not-now")
        return moves[index]


class TakeButton(TableButton, verb="krytake", fields=("version", "card", "take")):
    """The second step: the card takes this one of its largest sets."""

    async def on_click(self, click: Click) -> None:
        move = CardButton.move(click, self.version, self.card)
        if not 0 <= self.take < len(move.plays):
            raise StaleControl(message_id="table-stale-choice")
        await play(click, move, self.take, self.version)


async def play(click: Click, move: CardMove, index: int, version: int) -> None:
    outcome = await click.act(move.plays[index], version=version)
    await click.show_panel(note=click.said(outcome))


def panel_status(session: Session, ctx: RenderContext, game: Krypkasino, seat: SeatRow) -> str:
    if game.over:
        return ctx.t("kry-match-over")
    taken = computer_plays(session, seat, ctx)
    if taken:
        return taken
    name = seat.name
    mover = game.mover
    if mover == name:
        bound = must_play(game)
        if bound:
            ranks = i18n.or_list(ctx.language, [rank.label for rank in bound])
            callers = ctx.names(ctx.player(session, call.player) for call in game.view(None).calls)
            return ctx.t("kry-must-play", callers=callers, ranks=ranks)
        return ctx.t("kry-your-turn")
    return ctx.t("kry-waiting-for", name=ctx.name(ctx.player(session, mover)))


def panel_embed(
    session: Session, ctx: RenderContext, seat: SeatRow, note: str | None, pick: int | None
) -> discord.Embed:
    game = game_of(session)
    name = seat.name
    hand = game.hand_of(name)
    embed = discord.Embed(
        title=ctx.t("table-hand-title", heading=heading(session, ctx)), colour=PANEL_COLOUR
    )
    parts = [note or "", panel_status(session, ctx, game, seat)]
    parts.append(ctx.t("kry-on-table", cards=shown(ctx, game.table_cards())))
    parts.append(ctx.t("kry-your-cards", cards=shown(ctx, hand)))
    if pick is not None:
        moves = card_moves(game, name)
        if 0 <= pick < len(moves):
            parts.append(ctx.t("kry-choose-set", card=ctx.name(ctx.faces.inline(moves[pick].card))))
    view = game.view(name)
    parts.append(
        ctx.t("kry-panel-round", round=view.round, rounds=view.rounds, total=view.scores[name])
    )
    embed.description = "\n\n".join(part for part in parts if part)[:4096]
    return embed


def panel_view(
    session: Session, ctx: RenderContext, seat: SeatRow, pick: int | None, confirm: bool
) -> discord.ui.View:
    game = game_of(session)
    version = session.version
    view = discord.ui.View(timeout=None)
    if not game.over and not seat.computer:
        moves = card_moves(game, seat.name)
        if pick is not None and 0 <= pick < len(moves) and moves[pick].choose:
            move = moves[pick]
            for index, take in enumerate(move.takes[:19]):
                view.add_item(
                    TakeButton(
                        session.id,
                        version,
                        pick,
                        index,
                        label=ctx.t(
                            "kry-card-takes",
                            card=short(move.card),
                            cards=" ".join(short(c) for c in take),
                        ),
                        style=discord.ButtonStyle.primary,
                        row=index // 5,
                    )
                )
            view.add_item(HandButton(session.id, label=ctx.t("table-back"), emoji="↩️", row=4))
        else:
            for index, move in enumerate(moves):
                label, emoji = ctx.faces.button(move.card)
                view.add_item(
                    CardButton(
                        session.id,
                        version,
                        index,
                        label=f"{label} {move_label(ctx, move)}",
                        emoji=emoji,
                        style=discord.ButtonStyle.success
                        if move.playable
                        else discord.ButtonStyle.secondary,
                        disabled=not move.playable,
                        row=0,
                    )
                )
            if seat.name in game.callers():
                for rank in game.callable_ranks()[:5]:
                    view.add_item(
                        CallButton(
                            session.id,
                            version,
                            int(rank),
                            label=ctx.t("kry-tabbe-pa", rank=rank.label),
                            emoji="📣",
                            style=discord.ButtonStyle.danger,
                            row=1,
                        )
                    )
            for item in resign_row(session.id, confirm, ctx):
                item.row = 2
                view.add_item(item)
    return view


@register("krypkasino")
class KrypkasinoTable(TablePlugin):
    controls = (TabbeButton, CallButton, CardButton, TakeButton)

    def public(self, session: Session, ctx: RenderContext) -> Message:
        game = game_of(session)
        view = game.view(None)
        over = session.closed
        embed = discord.Embed(
            title=heading(session, ctx), colour=OVER_COLOUR if over else TABLE_COLOUR
        )
        parts: list[str] = []
        if over:
            parts.append(standings_lines(session, ctx))
        else:
            stock = ctx.t("kry-stock", count=view.stock)
            left = deals_left(view)
            stock += (
                " ("
                + (ctx.t("kry-deals-left", count=left) if left else ctx.t("kry-last-deal"))
                + ")"
            )
            dealer = ctx.name(ctx.player(session, view.dealer))
            parts.append(
                ctx.t(
                    "kry-round-line",
                    round=view.round,
                    rounds=view.rounds,
                    dealer=dealer,
                    stock=stock,
                )
            )
            parts.append(player_lines(session, ctx, view))
            parts.append(calls_line(session, ctx, view))
            parts.append(tabbe_hint(session, ctx, game))
            parts.append(turn_line(session, ctx))
        embed.description = "\n\n".join(part for part in parts if part)[:4096]
        moves = moves_lines(session, ctx)
        if moves:
            embed.add_field(name=ctx.t("table-last-moves"), value=moves[:1024], inline=False)
        scores = score_text(session, ctx)
        if scores:
            embed.add_field(name=ctx.t("table-scores"), value=scores[:1024], inline=False)
        embed.set_footer(text=ctx.t("kry-footer"))
        files = []
        if not over:
            picture = picture_of(session, view, game, ctx)
            embed.set_image(url=picture.url)
            files.append(picture.file())
        return Message(embeds=[embed], view=public_view(session, ctx, game), files=files)

    def panel(
        self,
        session: Session,
        ctx: RenderContext,
        seat: SeatRow,
        *,
        note: str | None = None,
        **state: int,
    ) -> Message:
        pick = state.get("pick")
        confirm = bool(state.get("confirm_resign"))
        embed = panel_embed(session, ctx, seat, note, pick)
        return Message(embeds=[embed], view=panel_view(session, ctx, seat, pick, confirm))


__all__ = ["KrypkasinoTable"]
