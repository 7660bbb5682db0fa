"""Crveni tepih's table: an auction people can follow at a glance and bid in with one click.

The public message shows the pair on offer (large, in the table picture), the high bid and
its bidder, whether losers pay, one line per player (money, face-up cards, how many face-down,
in or out, match points) with the player to bid marked and their clock, the last bids, what
each pair of this deal sold for, and after each deal the showdown: every kept four with its
combination and points breakdown. Everything there comes from the public view.

A player's hand panel holds all their cards in one place with the best four they make now;
on their turn quick bids (the minimum, +1, +2, +5 over it, all in — one click), any amount
through a select (two clicks), and pass (one click); at ten cards a guided discard: let the
new pair go, take the suggested keep, or pick the two cards to let go (two clicks). Every
choice offered is one of the engine's (``engine.crveni_tepih.advice``).

custom_ids carry integers only: the game's version, a bid total, a set of money cards as a
bit mask of their values, and indexes into the player's own cards (never a card).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.art.faces import BACK
from bot.art.picture import Cell, Line, Picture, table_picture
from bot.errors import StaleControl, TableError
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.base import (
    MEDALS,
    OVER_COLOUR,
    PANEL_COLOUR,
    TABLE_COLOUR,
    TablePlugin,
    computer_plays,
    heading,
    recent_lines,
    seat_marker,
    standings_lines,
    thinking,
)
from bot.tables.context import RenderContext
from bot.tables.controls import Click, TableButton, TableSelect
from bot.tables.message import Message
from bot.tables.registry import register
from bot.tables.shared import RematchButton, hand_button, resign_row
from engine.cards import Card, parse_card
from engine.crveni_tepih.actions import Bid, Discard, Pass
from engine.crveni_tepih.advice import (
    BidChoice,
    DiscardChoice,
    bid_choices,
    breakdown,
    discard_choices,
    holding,
    quick_bids,
    seat_of,
    suggested_discard,
)
from engine.crveni_tepih.scoring import best_four, best_points, card_value, read_hand
from engine.crveni_tepih.view import CrveniTepihView, KeptHand, SeatView

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

OPTIONS_PER_SELECT = 25
CARDS_PER_ROW = 4
STATUS_WORDS = {
    "in": "in",
    "passed": "passed",
    "passed automatically": "out (can't beat the bid)",
    "out": "",
}


# -- small writers ---------------------------------------------------------------------------


def _cards(texts: list[str]) -> list[Card]:
    return [parse_card(text) for text in texts]


def inline(ctx: RenderContext, cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(ctx.faces.inline(card) for card in cards) or "—"


def mask_of(money: tuple[int, ...]) -> int:
    """Money cards as an integer for a custom_id: bit ``v`` set for the money card ``v``."""
    mask = 0
    for value in money:
        mask |= 1 << value
    return mask


def money_of(mask: int) -> tuple[int, ...]:
    return tuple(value for value in range(2, 7) if mask >> value & 1)


def plus(values: tuple[int, ...]) -> str:
    return " + ".join(map(str, values))


def money_text(seat: SeatView, view: CrveniTepihView) -> str:
    """Money left (and put in this auction): chips as a number, money cards as cards."""
    if view.money_mode == "cards":
        held = " ".join(f"`{value}`" for value in seat.money_cards or ()) or "none"
        text = f"💵 {held} (= {seat.money})"
        if seat.committed:
            text += f", put in {' '.join(f'`{v}`' for v in seat.committed_cards or ())}"
        return text
    text = f"💰 {seat.money} left"
    if seat.committed:
        text += f", {seat.committed} in"
    return text


def parts_text(kept: tuple[Card, ...], label: str, points: int) -> str:
    """A hand's points as people add them up: ``(4+4)×2 + (3+3)×2 = 28``."""
    if not kept:
        return "no cards: 0"
    if label == "red carpet":
        return "🟥 **RED CARPET** = 100"
    pieces = []
    for part in breakdown(read_hand(kept)):
        values = "+".join(str(card_value(card)) for card in part.cards)
        if part.multiplier == 1:
            pieces.append(values if len(part.cards) == 1 else f"({values})")
        else:
            pieces.append(f"({values})×{part.multiplier}")
    return f"{' + '.join(pieces)} = {points}"


def kept_line(ctx: RenderContext, hand: KeptHand) -> str:
    kept = tuple(_cards(hand.kept))
    sums = parts_text(kept, hand.hand, hand.hand_points)
    extras = []
    if hand.bonus:
        extras.append(f"+{hand.bonus} best hand")
    extras.append(f"+{hand.money} money")
    return f"{inline(ctx, list(kept))} — {hand.hand}: {sums} · {' · '.join(extras)}"


# -- the public message ----------------------------------------------------------------------


@register("crveni_tepih")
class CrveniTepihTable(TablePlugin):
    def public(self, session: Session, ctx: RenderContext) -> Message:
        game = session.game
        assert game is not None
        view = game.view(None)
        assert isinstance(view, CrveniTepihView)
        over = view.over or session.closed
        parts = [rules_line(view)]
        if not over:
            parts.append(auction_lines(session, ctx, view))
        if not over:
            parts.append(players_lines(session, ctx, view))
        sold = sales_line(session, ctx, view)
        if sold and not over:
            parts.append(sold)
        if view.last_deal is not None and (over or not view.sales):
            parts.append(showdown_lines(session, ctx, view))
        elif view.last_deal is not None:
            parts.append(last_deal_line(session, view))
        if over:
            parts.append(f"**Final standings**\n{standings_lines(session)}")
        recent = recent_lines(session, ctx, 5)
        if recent and not over:
            parts.append(f"**Latest**\n{recent}")
        embed = discord.Embed(
            title=heading(session),
            description="\n\n".join(part for part in parts if part)[:4096],
            colour=OVER_COLOUR if over else TABLE_COLOUR,
        )
        picture = public_picture(session, view)
        embed.set_image(url=picture.url)
        items: list[discord.ui.Item[Any]] = []
        if not session.closed:
            items.append(hand_button(session.id))
        elif view.over:
            items.append(
                RematchButton(
                    session.id, label="Rematch", emoji="🔁", style=discord.ButtonStyle.success
                )
            )
        layout = discord.ui.View(timeout=None) if items else None
        for item in items:
            assert layout is not None
            layout.add_item(item)
        return Message(embeds=[embed], view=layout, files=[picture.file()])

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
        view = game.view(seat.name)
        assert isinstance(view, CrveniTepihView)
        playing = not seat.computer and not session.closed and not view.over
        parts = [note or "", holding_lines(ctx, view)]
        controls: list[list[discord.ui.Item[Any]]] = []
        if playing and view.discard is not None and view.discard.player == seat.name:
            parts.append(discard_text(ctx, view, state.get("first")))
            controls = discard_rows(session, ctx, view, state.get("first"))
        elif playing and view.to_act == seat.name:
            parts.append(bidding_text(session, ctx, view))
            controls = bid_rows(session, view)
        elif not view.over:
            parts.append(computer_plays(session, seat) or waiting_text(session, ctx, view))
        embed = discord.Embed(
            title=f"Your hand — {heading(session)}",
            description="\n\n".join(part for part in parts if part)[:4096],
            colour=PANEL_COLOUR,
        )
        layout = discord.ui.View(timeout=None)
        for number, row in enumerate(controls[:4]):
            for item in row:
                item.row = number
                layout.add_item(item)
        # No Refresh: the host keeps this panel current (bot/panels.py).
        if not session.closed and playing:
            for item in resign_row(session.id, bool(state.get("confirm_resign"))):
                item.row = 4
                layout.add_item(item)
        return Message(embeds=[embed], view=layout)


def rules_line(view: CrveniTepihView) -> str:
    pay = (
        "💸 **All pay**: every bid is paid, won or lost."
        if view.all_pay
        else "🤝 **Winner pays**: the others take their bids back."
    )
    money = (
        "💵 money cards 2–6, no change" if view.money_mode == "cards" else "🪙 chips, any amount"
    )
    if view.over:
        deals = "1 deal" if view.deal == 1 else f"{view.deal} deals"
        return f"**Match over** after {deals} · {pay} · {money}"
    return (
        f"**Deal {view.deal}** · first to **{view.target}** wins · {pay} · {money} · "
        f"stock {view.stock}"
    )


def auction_lines(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    lines = []
    if view.discard is not None:
        who = session.display(view.discard.player)
        new = inline(ctx, _cards(view.discard.new))
        lines.append(f"🃏 **{who}** won {new} and holds ten cards: they discard two.")
    elif view.revealed:
        offered = inline(ctx, _cards(view.revealed))
        by = session.display(view.revealer) if view.revealer else "the dealer"
        lines.append(f"🎴 **On offer: {offered}** (turned up by {by})")
        if view.high_bidder is not None:
            lines.append(
                f"🔨 High bid **{view.high_bid}** by **{session.display(view.high_bidder)}**"
            )
        else:
            lines.append("🔨 No bid yet: the first bid is at least 2.")
    line = to_act_line(session, view)
    if line:
        lines.append(line)
    return "\n".join(lines)


def to_act_line(session: Session, view: CrveniTepihView) -> str:
    if view.to_act is None or session.closed:
        return ""
    if session.paused:
        return "⏸️ **Paused**: everyone is away. Any player's move resumes the game."
    verb = "To discard" if view.discard is not None else "To bid or pass"
    line = f"▶️ {verb}: **{session.display(view.to_act)}**"
    if session.deadline_at is not None and not session.is_computer(view.to_act):
        line += f" · clock runs out <t:{int(session.deadline_at)}:R>"
    return line + thinking(session, [view.to_act])


def players_lines(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    lines = []
    for seat_view, seat in zip(view.seats, session.seats, strict=True):
        marker = "▶️" if seat_view.name == view.to_act else "▫️"
        parts = [f"{marker} **{session.display(seat_view.name)}**{seat_marker(session, seat)}"]
        if not view.over:
            parts.append(money_text(seat_view, view))
            shown = inline(ctx, _cards(seat_view.face_up)) if seat_view.face_up else "no cards won"
            if seat_view.face_down:
                shown += f" + {ctx.faces.back()}×{seat_view.face_down} face down"
            parts.append(shown)
            status = STATUS_WORDS[seat_view.status]
            if seat_view.name == view.high_bidder:
                status = "🔨 high bidder"
            if status:
                parts.append(status)
        parts.append(f"**{seat_view.score}**/{view.target} pts")
        lines.append(" · ".join(parts))
    return "**Players**\n" + "\n".join(lines)


def sales_line(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    if not view.sales:
        return ""
    sold = []
    for sale in view.sales:
        cards = inline(ctx, _cards(sale.cards))
        if sale.buyer is None:
            sold.append(f"{cards} set aside")
        else:
            sold.append(f"{cards} → {session.display(sale.buyer)} for {sale.price}")
    return "**Sold this deal**: " + " · ".join(sold)


def showdown_lines(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    deal = view.last_deal
    assert deal is not None
    ranked = sorted(deal.hands, key=lambda hand: -hand.points)
    lines = [f"**Showdown — deal {deal.deal}**"]
    for place, hand in enumerate(ranked, start=1):
        medal = "🏆" if hand.bonus else MEDALS.get(place, f"{place}.")
        lines.append(
            f"{medal} **{session.display(hand.name)}** {kept_line(ctx, hand)} = **{hand.points}**"
        )
    if any(hand.hand == "red carpet" for hand in deal.hands):
        carpets = [session.display(hand.name) for hand in deal.hands if hand.hand == "red carpet"]
        lines.append(f"🎉🟥 The red carpet is rolled out for **{', '.join(carpets)}**! 🟥🎉")
    if not view.over:
        standing = " · ".join(
            f"{session.display(seat.name)} {seat.score}"
            for seat in sorted(view.seats, key=lambda seat: -seat.score)
        )
        lines.append(f"**Match** (first to {view.target}): {standing}")
    return "\n".join(lines)


def last_deal_line(session: Session, view: CrveniTepihView) -> str:
    deal = view.last_deal
    assert deal is not None
    scores = " · ".join(
        f"{session.display(hand.name)} {hand.points} ({hand.hand})" for hand in deal.hands
    )
    return f"*Deal {deal.deal}*: {scores}"


def public_picture(session: Session, view: CrveniTepihView) -> Picture:
    """The table as a picture, from the public view only: each player's face-down cards as
    backs and face-up cards as faces; the pair on offer large at the side."""
    lines = []
    if view.over and view.last_deal is not None:
        for hand in view.last_deal.hands:
            caption = f"{hand.hand} {hand.hand_points} · {hand.points} points in all"
            lines.append(Line(session.display(hand.name), _cards(hand.kept), caption=caption))
        return table_picture(lines, title=f"Final deal {view.last_deal.deal}", card_height=64)
    for seat in view.seats:
        cells: list[Cell | Card | str] = [BACK] * seat.face_down
        cells += _cards(seat.face_up)
        caption = f"{seat.money} money"
        if seat.committed:
            caption += f", bid {seat.committed}"
        lines.append(
            Line(session.display(seat.name), cells, caption=caption, mark=seat.name == view.to_act)
        )
    side = None
    if view.revealed:
        bid = (
            f"high bid {view.high_bid} by {session.display(view.high_bidder)}"
            if view.high_bidder
            else "no bid yet"
        )
        side = Line("On offer", _cards(view.revealed), caption=bid, mark=True)
    elif view.discard is not None:
        side = Line(
            f"{session.display(view.discard.player)} discards",
            _cards(view.discard.new),
            caption="won at ten cards",
        )
    return table_picture(lines, side=side, card_height=56, side_height=120)


# -- the hand panel --------------------------------------------------------------------------


def holding_lines(ctx: RenderContext, view: CrveniTepihView) -> str:
    me = seat_of(view)
    mine = holding(view)
    hidden = len(view.hand or [])
    new = len(view.discard.new) if view.discard and view.discard.player == me.name else 0
    shown = []
    for index, card in enumerate(mine):
        tag = "🔒" if index < hidden else ("✨" if index >= len(mine) - new else "")
        shown.append(f"{tag}{ctx.faces.inline(card)}")
    lines = [
        f"**Your cards** ({len(mine)}; 🔒 face down, only you see them"
        + ("; ✨ just won" if new else "")
        + f"): {' '.join(shown) or '—'}",
        f"**Money**: {money_text(me, view)}",
    ]
    if mine:
        best = best_four(mine)
        lines.append(
            f"**Best four now**: {inline(ctx, best.cards)} — {best.label}, **{best.points}** "
            f"points ({parts_text(best.cards, best.label, best.points)})"
        )
    if view.revealed and view.discard is None:
        pair = _cards(view.revealed)
        after = best_points(mine + pair)
        before = best_points(mine)
        lines.append(
            f"**On offer**: {inline(ctx, pair)} — with it your best four would score "
            f"**{after}** ({after - before:+d})."
        )
    lines.append(f"**Match points**: {me.score}/{view.target}")
    return "\n".join(lines)


def waiting_text(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    del ctx
    if view.to_act is None:
        return ""
    who = session.display(view.to_act)
    if view.discard is not None:
        return f"⏳ **{who}** is discarding two cards; your controls appear on your turn."
    high = (
        f"high bid {view.high_bid} by {session.display(view.high_bidder)}"
        if view.high_bidder
        else "no bid yet"
    )
    mine = seat_of(view)
    status = STATUS_WORDS[mine.status]
    you = f" You are {status} in this auction." if status else ""
    return f"⏳ **{who}** is bidding ({high}).{you} Your controls appear on your turn."


def bidding_text(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    del ctx
    high = (
        f"the high bid is **{view.high_bid}** by {session.display(view.high_bidder)}"
        if view.high_bidder
        else "nobody has bid yet (the first bid is at least 2)"
    )
    pay = (
        "All pay: what you put in is spent even if you are outbid."
        if view.all_pay
        else "Winner pays: if you are outbid you take your bid back."
    )
    return f"🔨 **Your bid**: {high}. {pay}"


def bid_label(choice: BidChoice, view: CrveniTepihView) -> str:
    if view.money_mode == "cards":
        adds = plus(choice.money)
        if choice.tag == "all in":
            return f"All in: {choice.total} (add {adds})"
        return f"Bid {choice.total} (add {adds})"
    if choice.tag == "all in":
        return f"All in: {choice.total}"
    if choice.tag == "min":
        return f"Bid {choice.total} (min)"
    if choice.tag:
        return f"Bid {choice.total} ({choice.tag})"
    return f"Bid {choice.total}"


def bid_rows(session: Session, view: CrveniTepihView) -> list[list[discord.ui.Item[Any]]]:
    version = session.version
    quick = quick_bids(view)
    rows: list[list[discord.ui.Item[Any]]] = []
    buttons: list[discord.ui.Item[Any]] = []
    for choice in quick:
        style = (
            discord.ButtonStyle.danger if choice.tag == "all in" else discord.ButtonStyle.primary
        )
        buttons.append(_bid_button(session.id, version, choice, bid_label(choice, view), style))
    if buttons:
        rows.append(buttons)
    every = select_choices(bid_choices(view))
    if every:
        options = []
        for choice in every:
            value = mask_of(choice.money) if view.money_mode == "cards" else choice.total
            description = None
            if view.money_mode == "cards":
                me = seat_of(view)
                rest = [v for v in me.money_cards or () if v not in choice.money]
                description = f"keeps {' '.join(map(str, rest)) or 'nothing'}"
            options.append(
                discord.SelectOption(
                    label=bid_label(choice, view)[:100],
                    value=str(value),
                    description=description,
                )
            )
        placeholder = (
            "Any bid: choose the money cards…" if view.money_mode == "cards" else "Any amount…"
        )
        rows.append([AnyBidSelect(session.id, version, options=options, placeholder=placeholder)])
    rows.append(
        [PassButton(session.id, version, label="Pass (dalje)", style=discord.ButtonStyle.secondary)]
    )
    return rows


def select_choices(choices: list[BidChoice]) -> list[BidChoice]:
    """At most a select's worth of bids, every total kept: money cards can make one total
    several ways (31 sets at the opening), so the other ways go first, never a total."""
    if len(choices) <= OPTIONS_PER_SELECT:
        return choices
    first: dict[int, BidChoice] = {}
    for choice in choices:
        first.setdefault(choice.total, choice)
    room = OPTIONS_PER_SELECT - len(first)
    others = [choice for choice in choices if first[choice.total] is not choice][: max(room, 0)]
    kept = {id(choice) for choice in [*first.values(), *others]}
    return [choice for choice in choices if id(choice) in kept][:OPTIONS_PER_SELECT]


def _bid_button(
    table_id: int, version: int, choice: BidChoice, label: str, style: discord.ButtonStyle
) -> discord.ui.Item[Any]:
    if choice.action.money is not None:
        return PutButton(table_id, version, mask_of(choice.money), label=label, style=style)
    return BidButton(table_id, version, choice.total, label=label, style=style)


def discard_text(ctx: RenderContext, view: CrveniTepihView, first: int | None) -> str:
    suggestion = suggested_discard(view)
    choices = discard_choices(view)
    new_pair = choices[0]
    lines = [
        "🃏 **Ten cards: let two go.** Either the new pair, or two of your other cards "
        "(you keep the new pair then)."
    ]
    lines.append(
        f"• Let the new pair go: you keep {inline(ctx, new_pair.kept.cards)} — "
        f"{new_pair.kept.label}, {new_pair.kept.points}."
    )
    if suggestion is not None and not suggestion.new_pair:
        lines.append(
            f"• Suggested: let {inline(ctx, suggestion.action.cards)} go — best four "
            f"{inline(ctx, suggestion.kept.cards)}, {suggestion.kept.label}, "
            f"{suggestion.kept.points}."
        )
    mine = holding(view)
    if first is not None and 0 <= first < len(mine) - 2:
        lines.append(
            f"You chose {ctx.faces.inline(mine[first])}: now pick the second card to let go."
        )
    else:
        lines.append("Or pick the two cards to let go, one after the other.")
    return "\n".join(lines)


def _choice_for(choices: list[DiscardChoice], cards: tuple[Card, ...]) -> DiscardChoice | None:
    wanted = sorted(cards)
    return next((choice for choice in choices if sorted(choice.action.cards) == wanted), None)


def discard_rows(
    session: Session, ctx: RenderContext, view: CrveniTepihView, first: int | None
) -> list[list[discord.ui.Item[Any]]]:
    version = session.version
    mine = holding(view)
    old = len(mine) - 2  # the new pair is the last two of the player's cards
    choices = discard_choices(view)
    rows: list[list[discord.ui.Item[Any]]] = []
    picking = first is not None and 0 <= first < old
    if picking:
        # Step two: only the second card (custom_ids must differ from the one-click choices).
        rows.append([DiscardPickButton(session.id, version, old, label="◀ Choose again")])
    else:
        rows.append(one_click_discards(session, view, mine[:old], choices))
    buttons: list[discord.ui.Item[Any]] = []
    for index in range(old):
        card = mine[index]
        text, emoji = ctx.faces.button(card)
        if not picking:
            buttons.append(
                DiscardPickButton(session.id, version, index, label=f"Let {text} go", emoji=emoji)
            )
        elif index != first:
            assert first is not None
            pick = _choice_for(choices, (mine[first], card))
            keep = f" (keep {pick.kept.points})" if pick else ""
            buttons.append(
                DiscardTwoButton(
                    session.id,
                    version,
                    min(first, index),
                    max(first, index),
                    label=f"+ {text}{keep}",
                    emoji=emoji,
                    style=discord.ButtonStyle.danger,
                )
            )
    rows.extend(
        buttons[start : start + CARDS_PER_ROW] for start in range(0, len(buttons), CARDS_PER_ROW)
    )
    return rows


def one_click_discards(
    session: Session, view: CrveniTepihView, old: list[Card], choices: list[DiscardChoice]
) -> list[discord.ui.Item[Any]]:
    """Let the new pair go, and the suggested keep when it is another discard."""
    version = session.version
    items: list[discord.ui.Item[Any]] = [
        DiscardNewButton(
            session.id,
            version,
            label=f"Let the new pair go (keep {choices[0].kept.points})"[:80],
            style=discord.ButtonStyle.primary,
        )
    ]
    suggestion = suggested_discard(view)
    if suggestion is not None and not suggestion.new_pair:
        i, j = _indexes(old, suggestion.action.cards)
        cards = " ".join(card.pretty for card in suggestion.action.cards)
        items.append(
            DiscardTwoButton(
                session.id,
                version,
                i,
                j,
                label=f"Suggested: let {cards} go (keep {suggestion.kept.points})"[:80],
                style=discord.ButtonStyle.success,
            )
        )
    return items


def _indexes(cards: list[Card], pair: tuple[Card, ...]) -> tuple[int, int]:
    """The positions of ``pair`` among ``cards`` (identical cards: two different places)."""
    first = cards.index(pair[0])
    second = next(index for index, card in enumerate(cards) if card == pair[1] and index != first)
    return min(first, second), max(first, second)


# -- controls ---------------------------------------------------------------------------------


def _my_view(click: Click) -> CrveniTepihView:
    assert click.seat is not None
    game = click.session.game
    if game is None:
        raise TableError("The game has not started yet.")
    view = game.view(click.seat.name)
    assert isinstance(view, CrveniTepihView)
    return view


def _current(click: Click, version: int) -> CrveniTepihView:
    if version != click.session.version:
        raise StaleControl(
            "The game has moved on since these controls were drawn; here is your hand now."
        )
    return _my_view(click)


async def _play(click: Click, action: Any, version: int) -> None:
    outcome = await click.act(action, version=version)
    note = click.said(outcome)
    await click.show_panel(note=note[:1500] if note else None)


class BidButton(TableButton, verb="ctbid", fields=("version", "total")):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        await _play(click, Bid(player=click.seat.name, amount=self.total), self.version)


class PutButton(TableButton, verb="ctput", fields=("version", "mask")):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        money = money_of(self.mask)
        await _play(click, Bid(player=click.seat.name, money=money), self.version)


class AnyBidSelect(TableSelect, verb="ctany", fields=("version",)):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        view = _current(click, self.version)
        chosen = click.chosen()
        if view.money_mode == "cards":
            action = Bid(player=click.seat.name, money=money_of(chosen))
        else:
            action = Bid(player=click.seat.name, amount=chosen)
        await _play(click, action, self.version)


class PassButton(TableButton, verb="ctpass", fields=("version",)):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        await _play(click, Pass(player=click.seat.name), self.version)


class DiscardNewButton(TableButton, verb="ctdnew", fields=("version",)):
    async def on_click(self, click: Click) -> None:
        view = _current(click, self.version)
        choices = discard_choices(view)
        if not choices:
            raise StaleControl("There is nothing to discard now; here is your hand.")
        await _play(click, choices[0].action, self.version)


class DiscardPickButton(TableButton, verb="ctdpick", fields=("version", "first")):
    """Step one of picking two cards: remember the first (an index), offer the second."""

    async def on_click(self, click: Click) -> None:
        view = _current(click, self.version)
        old = len(holding(view)) - 2
        if view.discard is None or view.discard.player != view.viewer:
            raise StaleControl("There is nothing to discard now; here is your hand.")
        if 0 <= self.first < old:
            await click.show_panel(first=self.first)
        else:
            await click.show_panel()


class DiscardTwoButton(TableButton, verb="ctdtwo", fields=("version", "first", "second")):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        view = _current(click, self.version)
        mine = holding(view)
        old = len(mine) - 2
        if not (0 <= self.first < old and 0 <= self.second < old and self.first != self.second):
            raise StaleControl("That choice is out of date; here is your hand now.")
        cards = (mine[self.first], mine[self.second])
        await _play(click, Discard(player=click.seat.name, cards=cards), self.version)


CrveniTepihTable.controls = (
    BidButton,
    PutButton,
    AnyBidSelect,
    PassButton,
    DiscardNewButton,
    DiscardPickButton,
    DiscardTwoButton,
)
