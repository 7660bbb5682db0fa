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
from typing import TYPE_CHECKING

import discord

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
from bot.tables.shared import EndButton, HandButton, RematchButton, hand_button, resign_row
from bot.vocab import TableStatus
from engine.cards import Card, Rank
from engine.errors import IllegalAction
from engine.game import Event
from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Tabbe
from engine.krypkasino.moves import CardMove, card_moves, must_play
from engine.krypkasino.view import KrypkasinoView, RoundResult
from engine.wording import Said, fill

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

TABLE_CARD_HEIGHT = 120
"""Table cards in the picture: large, the table is what everyone reads first."""
HISTORY_ROUNDS = 8
"""Rounds shown in the compact history (the totals count every round)."""
NAME_WIDTH = 10
LOW_WINS = "Points are bad: the **lowest** total wins."

CATEGORIES: tuple[tuple[str, str], ...] = (
    ("C", "most cards"),
    ("S", "most spades"),
    ("♠2", "the 2 of spades"),
    ("♦10", "the 10 of diamonds"),
    ("A", "aces"),
    ("T", "tabbes"),
)
"""The round table's columns, in RULES.md's order of items: heading, and what it counts."""


# -- the public message ----------------------------------------------------------------------


def game_of(session: Session) -> Krypkasino:
    game = session.game
    assert isinstance(game, Krypkasino)
    return game


def short(card: Card) -> str:
    """A card inside a button label (labels take no emoji but the button's own): ``10♥``."""
    return card.pretty


def shown(ctx: RenderContext, cards: Sequence[Card]) -> str:
    return " ".join(ctx.faces.inline(card) for card in cards) if cards else "*empty*"


def deals_left(view: KrypkasinoView) -> int:
    """Deals still to come this round: four cards to each player per deal."""
    return view.stock // (4 * len(view.players))


def player_lines(session: Session, view: KrypkasinoView) -> str:
    lines = []
    for seat_view in view.seats:
        name = seat_view.name
        seat = session.seat_named(name)
        marker = "▶️" if name == view.to_move else "▫️"
        tags = []
        if name == view.dealer:
            tags.append("deals")
        if name == view.last_capturer:
            tags.append("took last")
        extra = f" ({', '.join(tags)})" if tags else ""
        tabbes = f" · {'✦' * seat_view.tabbes} {seat_view.tabbes} tabbe" if seat_view.tabbes else ""
        if seat_view.tabbes > 1:
            tabbes += "s"
        robot = seat_marker(session, seat) if seat is not None else ""
        lines.append(
            f"{marker} **{session.display(name)}**{robot}{extra} — {seat_view.hand} in hand · "
            f"pile {seat_view.pile}{tabbes} · **{view.scores[name]}** pts"
        )
    return "\n".join(lines)


SWEEP = "{player:p} plays {card:c} and takes {taken:c} — a tabbe!"
"""How the table tells a take that empties the table (the engine's plain text ends "Tabbe!")."""


def moves_lines(session: Session, ctx: RenderContext, count: int = 5) -> str:
    """The last moves in words, newest last; the engine's "match is over" line is left out
    (the table's own "Game over" notice says it, with the standings above)."""
    lines = []
    wording = ctx.wording(session)
    for said in [item for item in session.recent if item.code != "over" or not _engine(item)]:
        if said.code == "take" and said.template.endswith("Tabbe!"):
            lines.append(f"• {fill(SWEEP, said.params, wording)}")
        else:
            lines.append(f"• {ctx.say(session, said)}")
    return "\n".join(lines[-count:])


def _engine(said: Said) -> bool:
    return isinstance(said, Event)


def tabbe_hint(session: Session, game: Krypkasino) -> str:
    """Calling is possible now: say so on the table, for everyone (the table is public)."""
    if not game.callers():
        return ""
    ranks = " or ".join(f"**{rank.label}**" for rank in game.callable_ranks())
    mover = session.display(game.mover)
    return (
        f"📣 The table splits for tabbe på {ranks}: the others may press **Tabbe!** before "
        f"**{mover}** plays."
    )


def calls_line(session: Session, view: KrypkasinoView) -> str:
    if not view.calls:
        return ""
    called = ", ".join(
        f"**{session.display(call.player)}** — tabbe på **{call.rank}**" for call in view.calls
    )
    return f"📣 Called this turn: {called}"


def padded(text: str, width: int) -> str:
    return text[:width].ljust(width)


def round_table(session: Session, result: RoundResult, number: int, totals: dict[str, int]) -> str:
    """One round's score table: the points each item gave each player, the round and the total
    (a code block, so the columns line up)."""
    header = (
        padded(f"Round {number}", NAME_WIDTH)
        + " "
        + " ".join(f"{head:>3}" for head, _ in CATEGORIES)
        + " │ rnd tot"
    )
    rows = [header]
    for name in game_of(session).players:
        items = item_points(result, name)
        cells = " ".join(f"{item or '·':>3}" for item in items)
        rows.append(
            f"{padded(session.display(name), NAME_WIDTH)} {cells} │ "
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


def history_table(session: Session, results: Sequence[RoundResult]) -> str:
    """Every round's points in one compact table, the last :data:`HISTORY_ROUNDS` rounds."""
    game = game_of(session)
    first = max(0, len(results) - HISTORY_ROUNDS)
    shown_rounds = results[first:]
    header = (
        padded("", NAME_WIDTH)
        + " "
        + " ".join(f"{'R' + str(first + index + 1):>3}" for index in range(len(shown_rounds)))
        + " │ tot"
    )
    rows = [header]
    for name in game.players:
        cells = " ".join(f"{result.points[name]:>3}" for result in shown_rounds)
        rows.append(f"{padded(session.display(name), NAME_WIDTH)} {cells} │ {game.scores[name]:>3}")
    return "```\n" + "\n".join(rows) + "\n```"


def last_round_detail(session: Session, result: RoundResult) -> str:
    """Who got the single items, in words (ties are why a column can be empty)."""
    parts = []
    for label, holder in (
        ("Most cards", result.most_cards),
        ("most spades", result.most_spades),
        ("♠2", result.two_of_spades),
        ("♦10", result.ten_of_diamonds),
    ):
        parts.append(f"{label}: {session.display(holder) if holder else 'nobody (tied)'}")
    return " · ".join(parts)


LEGEND = (
    "*C most cards 1 · S most spades 2 · ♠2 1 · ♦10 2 · A aces 1 each · T tabbes 1 each; "
    "lowest total wins.*"
)


def score_text(session: Session) -> str:
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
        round_table(session, last, len(results), totals),
        last_round_detail(session, last),
        LEGEND,
    ]
    if len(results) > 1:
        parts.append("**Every round**\n" + history_table(session, results))
    return "\n".join(parts)


def picture_of(session: Session, view: KrypkasinoView, game: Krypkasino) -> Picture:
    """The table cards, large, from the public view only."""
    table = game.table_cards()
    label = f"On the table — {len(table)} card{'s' if len(table) != 1 else ''}"
    if not table:
        label = "The table is empty"
    caption = None
    ranks = game.callable_ranks()
    if ranks:
        caption = "splits for tabbe på " + ", ".join(rank.label for rank in ranks)
    title = f"Round {view.round} of {view.rounds}"
    if view.to_move is not None:
        title += f" · {session.display(view.to_move)} to play"
    return table_picture(
        [Line(label, [Cell(card) for card in table], caption=caption)],
        card_height=TABLE_CARD_HEIGHT,
        title=title,
        filename=f"krypkasino-{session.id}.png",
    )


class TabbeButton(TableButton, verb="krytabbe", fields=("version",)):
    """On the public message: call tabbe before the mover plays."""

    not_seated = "Only the players at this table can call tabbe."

    async def on_click(self, click: Click) -> None:
        session, seat = click.session, click.seat
        assert seat is not None
        game = game_of(session)
        ranks = game.callable_ranks()
        if self.version != session.version or not ranks:
            raise TableError(
                "Too late: the table has changed and does not split into equal sums now."
                if not ranks
                else "Too late: a card was played since; look at the table again."
            )
        try:
            game.check(Tabbe(player=seat.name, rank=ranks[0]))
        except IllegalAction as refusal:
            raise Refused(refusal) from None
        await click.interaction.response.send_message(
            **call_offer(session, click.ctx, ranks).send(), ephemeral=True
        )


def call_offer(session: Session, ctx: RenderContext, ranks: Sequence[Rank]) -> Message:
    game = game_of(session)
    mover = session.display(game.mover)
    table = shown(ctx, game.table_cards())
    text = (
        f"The table ({table}) splits into equal sums. Call **tabbe på** a rank: if **{mover}** "
        "holds that rank, they must play it and sweep the table — a tabbe, which costs them a "
        "point. You may call once this turn."
    )
    view = discord.ui.View(timeout=None)
    for rank in ranks[:5]:
        view.add_item(
            CallButton(
                session.id,
                session.version,
                int(rank),
                label=f"Tabbe på {rank.label}",
                emoji="📣",
                style=discord.ButtonStyle.danger,
            )
        )
    return Message(content=text, view=view)


class CallButton(TableButton, verb="krycall", fields=("version", "rank")):
    """One rank to call tabbe on (from the public Tabbe! button, or a hand panel)."""

    not_seated = "Only the players at this table can call tabbe."

    async def on_click(self, click: Click) -> None:
        session, seat = click.session, click.seat
        assert seat is not None
        if self.version != session.version:
            raise TableError("Too late: a card was played since; the call is not made.")
        try:
            rank = Rank(self.rank)
        except ValueError:
            raise TableError("That is not a rank.") from None
        outcome = await click.act(Tabbe(player=seat.name, rank=rank), version=self.version)
        said = click.said(outcome) or "Your call is made."
        if click.on_public:
            await click.reply(said)
            return
        message = click.interaction.message
        if message is not None and message.flags.ephemeral and not _is_panel(message):
            await click.interaction.response.edit_message(
                content=f"{said} Everyone sees it on the table.", view=None
            )
        else:
            await click.show_panel(note=said)


def _is_panel(message: discord.Message) -> bool:
    return bool(message.embeds)


def public_view(session: Session, game: Krypkasino) -> discord.ui.View | None:
    if session.closed:
        if session.status == TableStatus.FINISHED:
            view = discord.ui.View(timeout=None)
            view.add_item(
                RematchButton(
                    session.id, label="Rematch", emoji="🔁", style=discord.ButtonStyle.success
                )
            )
            return view
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(hand_button(session.id, row=0))
    if game.callers():
        view.add_item(
            TabbeButton(
                session.id,
                session.version,
                label="Tabbe!",
                emoji="📣",
                style=discord.ButtonStyle.danger,
                row=0,
            )
        )
    view.add_item(EndButton(session.id, label="End table", row=0))
    return view


# -- the hand panel --------------------------------------------------------------------------


def move_label(move: CardMove) -> str:
    """What a card would do now, for its button: "lays", "takes 10♥ 9♣", "takes all — tabbe!"."""
    if move.lays:
        return "lays"
    if move.sweeps:
        return "takes everything — a tabbe!"
    if move.choose:
        return f"takes {len(move.takes[0])} — choose which"
    return "takes " + " ".join(short(card) for card in move.takes[0])


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
            raise StaleControl(
                "The game has moved on since these controls were drawn; here is your hand now."
            )
        moves = card_moves(game_of(session), seat.name)
        if not 0 <= index < len(moves) or not moves[index].playable:
            raise StaleControl("That card cannot be played now; here is your hand now.")
        return moves[index]


class TakeButton(TableButton, verb="krytake", fields=("version", "card", "take")):
    """The second step: the card takes this one of its largest sets."""

    async def on_click(self, click: Click) -> None:
        move = CardButton.move(click, self.version, self.card)
        if not 0 <= self.take < len(move.plays):
            raise StaleControl("That choice is gone; here is your hand now.")
        await play(click, move, self.take, self.version)


async def play(click: Click, move: CardMove, index: int, version: int) -> None:
    outcome = await click.act(move.plays[index], version=version)
    await click.show_panel(note=click.said(outcome))


def panel_status(session: Session, game: Krypkasino, seat: SeatRow) -> str:
    if game.over:
        return "The match is over."
    taken = computer_plays(session, seat)
    if taken:
        return taken
    name = seat.name
    mover = game.mover
    if mover == name:
        bound = must_play(game)
        if bound:
            ranks = " or ".join(rank.label for rank in bound)
            callers = ", ".join(session.display(call.player) for call in game.view(None).calls)
            return (
                f"📣 {callers} called tabbe: **you must play a {ranks}** — it takes the whole "
                "table."
            )
        return "**Your turn**: each card says what it would do on the table now."
    return f"Waiting for **{session.display(mover)}** to play."


def panel_embed(
    session: Session, ctx: RenderContext, seat: SeatRow, note: str | None, pick: int | None
) -> discord.Embed:
    game = game_of(session)
    name = seat.name
    hand = game.hand_of(name)
    embed = discord.Embed(title=f"Your hand — {heading(session)}", colour=PANEL_COLOUR)
    parts = [note or "", panel_status(session, game, seat)]
    parts.append(f"**On the table**: {shown(ctx, game.table_cards())}")
    parts.append(f"**Your cards**: {shown(ctx, hand)}")
    if pick is not None:
        moves = card_moves(game, name)
        if 0 <= pick < len(moves):
            parts.append(
                f"{ctx.faces.inline(moves[pick].card)} can take several largest sets: choose one."
            )
    view = game.view(name)
    parts.append(
        f"Round {view.round} of {view.rounds} · your total **{view.scores[name]}** (lowest wins)"
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
                        label=f"{short(move.card)} takes " + " ".join(short(c) for c in take),
                        style=discord.ButtonStyle.primary,
                        row=index // 5,
                    )
                )
            view.add_item(HandButton(session.id, label="Back", emoji="↩️", row=4))
        else:
            for index, move in enumerate(moves):
                label, emoji = ctx.faces.button(move.card)
                view.add_item(
                    CardButton(
                        session.id,
                        version,
                        index,
                        label=f"{label} {move_label(move)}",
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
                            label=f"Tabbe på {rank.label}",
                            emoji="📣",
                            style=discord.ButtonStyle.danger,
                            row=1,
                        )
                    )
            for item in resign_row(session.id, confirm):
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
        embed = discord.Embed(title=heading(session), colour=OVER_COLOUR if over else TABLE_COLOUR)
        parts: list[str] = []
        if over:
            parts.append(standings_lines(session))
        else:
            stock = f"stock {view.stock} card{'s' if view.stock != 1 else ''}"
            left = deals_left(view)
            if left:
                stock += f" ({left} more deal{'s' if left > 1 else ''})"
            else:
                stock += " (last deal)"
            dealer = session.display(view.dealer)
            parts.append(f"**Round {view.round} of {view.rounds}** · dealer **{dealer}** · {stock}")
            parts.append(player_lines(session, view))
            parts.append(calls_line(session, view))
            parts.append(tabbe_hint(session, game))
            parts.append(turn_line(session))
        embed.description = "\n\n".join(part for part in parts if part)[:4096]
        moves = moves_lines(session, ctx)
        if moves:
            embed.add_field(name="Last moves", value=moves[:1024], inline=False)
        scores = score_text(session)
        if scores:
            embed.add_field(name="Scores", value=scores[:1024], inline=False)
        embed.set_footer(
            text=LOW_WINS.replace("**", "") + " A tabbe (a take that empties the "
            "table) costs 1 point."
        )
        files = []
        if not over:
            picture = picture_of(session, view, game)
            embed.set_image(url=picture.url)
            files.append(picture.file())
        return Message(embeds=[embed], view=public_view(session, game), files=files)

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
