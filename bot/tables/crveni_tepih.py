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
from bot.tables.shared import hand_button, rematch_button, resign_row
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
    "in": "ct-status-in",
    "passed": "ct-status-passed",
    "passed automatically": "ct-status-auto",
}
"""A seat's state in the auction (``out``: nothing to say)."""
HAND_WORDS = {
    "high cards": "ct-hand-high",
    "pair": "ct-hand-pair",
    "two pairs": "ct-hand-two-pairs",
    "three of a kind": "ct-hand-three",
    "four of a kind": "ct-hand-four",
    "straight": "ct-hand-straight",
    "flush": "ct-hand-flush",
    "straight flush": "ct-hand-straight-flush",
    "red carpet": "ct-hand-red-carpet",
}
"""The engine's names of a kept four, in the language (karo, kenta, boja, crveni tepih...)."""


def hand_name(ctx: RenderContext, label: str) -> str:
    return ctx.word(HAND_WORDS, label)


def status_words(ctx: RenderContext, status: str) -> str:
    return ctx.word(STATUS_WORDS, status, missing="")


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


def money_text(ctx: RenderContext, seat: SeatView, view: CrveniTepihView) -> str:
    """Money left (and put in this auction): chips as a number, money cards as cards."""
    if view.money_mode == "cards":
        held = " ".join(f"`{value}`" for value in seat.money_cards or ()) or ctx.t("ct-none")
        text = f"💵 {held} (= {seat.money})"
        if seat.committed:
            put = " ".join(f"`{v}`" for v in seat.committed_cards or ())
            text += ", " + ctx.t("ct-put-in", cards=put)
        return text
    text = "💰 " + ctx.t("ct-money-left", money=seat.money)
    if seat.committed:
        text += ", " + ctx.t("ct-money-in", money=seat.committed)
    return text


def parts_text(ctx: RenderContext, kept: tuple[Card, ...], label: str, points: int) -> str:
    """A hand's points as people add them up: ``(4+4)×2 + (3+3)×2 = 28``."""
    if not kept:
        return ctx.t("ct-no-cards-zero")
    if label == "red carpet":
        return f"🟥 **{ctx.t('ct-hand-red-carpet').upper()}** = 100"
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
    sums = parts_text(ctx, kept, hand.hand, hand.hand_points)
    extras = []
    if hand.bonus:
        extras.append(ctx.t("ct-best-hand-bonus", points=hand.bonus))
    extras.append(ctx.t("ct-money-bonus", points=hand.money))
    name = hand_name(ctx, hand.hand)
    return f"{inline(ctx, list(kept))} — {name}: {sums} · {' · '.join(extras)}"


# -- the public message ----------------------------------------------------------------------


@register("crveni_tepih")
class CrveniTepihTable(TablePlugin):
    def public(self, session: Session, ctx: RenderContext) -> Message:
        game = session.game
        assert game is not None
        view = game.view(None)
        assert isinstance(view, CrveniTepihView)
        over = view.over or session.closed
        parts = [rules_line(ctx, view)]
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
            parts.append(last_deal_line(session, ctx, view))
        if over:
            parts.append(f"**{ctx.t('ct-final-standings')}**\n{standings_lines(session, ctx)}")
        recent = recent_lines(session, ctx, 5)
        if recent and not over:
            parts.append(f"**{ctx.t('table-latest')}**\n{recent}")
        embed = discord.Embed(
            title=heading(session, ctx),
            description="\n\n".join(part for part in parts if part)[:4096],
            colour=OVER_COLOUR if over else TABLE_COLOUR,
        )
        picture = public_picture(session, ctx, view)
        embed.set_image(url=picture.url)
        items: list[discord.ui.Item[Any]] = []
        if not session.closed:
            items.append(hand_button(session.id, ctx))
        elif view.over:
            items.append(rematch_button(session.id, ctx))
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
            controls = bid_rows(session, ctx, view)
        elif not view.over:
            parts.append(computer_plays(session, seat, ctx) or waiting_text(session, ctx, view))
        embed = discord.Embed(
            title=ctx.t("table-hand-title", heading=heading(session, ctx)),
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
            for item in resign_row(session.id, bool(state.get("confirm_resign")), ctx):
                item.row = 4
                layout.add_item(item)
        return Message(embeds=[embed], view=layout)


def rules_line(ctx: RenderContext, view: CrveniTepihView) -> str:
    pay = ctx.t("ct-all-pay") if view.all_pay else ctx.t("ct-winner-pays")
    money = ctx.t("ct-money-cards") if view.money_mode == "cards" else ctx.t("ct-chips")
    if view.over:
        return ctx.t("ct-match-over", deals=view.deal, pay=pay, money=money)
    return ctx.t(
        "ct-deal-line",
        deal=view.deal,
        target=view.target,
        pay=pay,
        money=money,
        stock=view.stock,
    )


def auction_lines(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    lines = []
    if view.discard is not None:
        who = ctx.name(ctx.player(session, view.discard.player))
        new = ctx.name(inline(ctx, _cards(view.discard.new)))
        lines.append(ctx.t("ct-won-ten", name=who, cards=new))
    elif view.revealed:
        offered = ctx.name(inline(ctx, _cards(view.revealed)))
        if view.revealer:
            lines.append(
                ctx.t(
                    "ct-on-offer", cards=offered, name=ctx.name(ctx.player(session, view.revealer))
                )
            )
        else:
            lines.append(ctx.t("ct-on-offer-dealer", cards=offered))
        if view.high_bidder is not None:
            lines.append(
                ctx.t(
                    "ct-high-bid",
                    bid=view.high_bid,
                    name=ctx.name(ctx.player(session, view.high_bidder)),
                )
            )
        else:
            lines.append(ctx.t("ct-no-bid-yet"))
    line = to_act_line(session, ctx, view)
    if line:
        lines.append(line)
    return "\n".join(lines)


def to_act_line(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    if view.to_act is None or session.closed:
        return ""
    if session.paused:
        return ctx.t("table-paused")
    name = ctx.name(ctx.player(session, view.to_act))
    message = "ct-to-discard" if view.discard is not None else "ct-to-bid"
    line = ctx.t(message, name=name)
    if session.deadline_at is not None and not session.is_computer(view.to_act):
        line += " · " + ctx.t("ct-clock", time=f"<t:{int(session.deadline_at)}:R>")
    return line + thinking(session, [view.to_act], ctx)


def players_lines(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    lines = []
    for seat_view, seat in zip(view.seats, session.seats, strict=True):
        marker = "▶️" if seat_view.name == view.to_act else "▫️"
        name = ctx.name(ctx.player(session, seat_view.name))
        parts = [f"{marker} **{name}**{seat_marker(session, seat, ctx)}"]
        if not view.over:
            parts.append(money_text(ctx, seat_view, view))
            shown = (
                inline(ctx, _cards(seat_view.face_up))
                if seat_view.face_up
                else ctx.t("ct-no-cards-won")
            )
            if seat_view.face_down:
                shown += " + " + ctx.t(
                    "ct-face-down", back=ctx.faces.back(), count=seat_view.face_down
                )
            parts.append(shown)
            status = status_words(ctx, seat_view.status)
            if seat_view.name == view.high_bidder:
                status = "🔨 " + ctx.t("ct-high-bidder")
            if status:
                parts.append(status)
        parts.append(ctx.t("ct-match-points", score=seat_view.score, target=view.target))
        lines.append(" · ".join(parts))
    return f"**{ctx.t('ct-players')}**\n" + "\n".join(lines)


def sales_line(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    if not view.sales:
        return ""
    sold = []
    for sale in view.sales:
        cards = ctx.name(inline(ctx, _cards(sale.cards)))
        if sale.buyer is None:
            sold.append(ctx.t("ct-set-aside", cards=cards))
        else:
            buyer = ctx.name(ctx.player(session, sale.buyer))
            sold.append(ctx.t("ct-sold-to", cards=cards, name=buyer, price=sale.price))
    return ctx.t("ct-sold-this-deal", sales=" · ".join(sold))


def showdown_lines(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    deal = view.last_deal
    assert deal is not None
    ranked = sorted(deal.hands, key=lambda hand: -hand.points)
    lines = [f"**{ctx.t('ct-showdown', deal=deal.deal)}**"]
    for place, hand in enumerate(ranked, start=1):
        medal = "🏆" if hand.bonus else MEDALS.get(place, f"{place}.")
        name = ctx.name(ctx.player(session, hand.name))
        lines.append(f"{medal} **{name}** {kept_line(ctx, hand)} = **{hand.points}**")
    if any(hand.hand == "red carpet" for hand in deal.hands):
        carpets = [
            ctx.player(session, hand.name) for hand in deal.hands if hand.hand == "red carpet"
        ]
        lines.append(ctx.t("ct-red-carpet-rolled", names=ctx.names(carpets)))
    if not view.over:
        standing = " · ".join(
            f"{ctx.name(ctx.player(session, seat.name))} {seat.score}"
            for seat in sorted(view.seats, key=lambda seat: -seat.score)
        )
        lines.append(ctx.t("ct-match-standing", target=view.target, standing=standing))
    return "\n".join(lines)


def last_deal_line(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    deal = view.last_deal
    assert deal is not None
    scores = " · ".join(
        f"{ctx.name(ctx.player(session, hand.name))} {hand.points} ({hand_name(ctx, hand.hand)})"
        for hand in deal.hands
    )
    return ctx.t("ct-last-deal", deal=deal.deal, scores=scores)


def public_picture(session: Session, ctx: RenderContext, view: CrveniTepihView) -> Picture:
    """The table as a picture, from the public view only: each player's face-down cards as
    backs and face-up cards as faces; the pair on offer large at the side."""
    lines = []
    if view.over and view.last_deal is not None:
        for hand in view.last_deal.hands:
            caption = ctx.t(
                "ct-picture-hand",
                hand=hand_name(ctx, hand.hand),
                hand_points=hand.hand_points,
                points=hand.points,
            )
            lines.append(Line(ctx.player(session, hand.name), _cards(hand.kept), caption=caption))
        return table_picture(
            lines,
            title=ctx.t("ct-final-deal", deal=view.last_deal.deal),
            card_height=64,
            language=ctx.language,
        )
    for seat in view.seats:
        cells: list[Cell | Card | str] = [BACK] * seat.face_down
        cells += _cards(seat.face_up)
        caption = ctx.t("ct-picture-money", money=seat.money)
        if seat.committed:
            caption += ", " + ctx.t("ct-picture-bid", bid=seat.committed)
        lines.append(
            Line(
                ctx.player(session, seat.name),
                cells,
                caption=caption,
                mark=seat.name == view.to_act,
            )
        )
    side = None
    if view.revealed:
        bid = (
            ctx.t(
                "ct-picture-high-bid", bid=view.high_bid, name=ctx.player(session, view.high_bidder)
            )
            if view.high_bidder
            else ctx.t("ct-picture-no-bid")
        )
        side = Line(ctx.t("ct-picture-on-offer"), _cards(view.revealed), caption=bid, mark=True)
    elif view.discard is not None:
        side = Line(
            ctx.t("ct-picture-discards", name=ctx.player(session, view.discard.player)),
            _cards(view.discard.new),
            caption=ctx.t("ct-picture-won-ten"),
        )
    return table_picture(lines, side=side, card_height=56, side_height=120, language=ctx.language)


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
    cards = ctx.name(" ".join(shown) or "—")
    lines = [
        ctx.t("ct-your-cards-new" if new else "ct-your-cards", count=len(mine), cards=cards),
        ctx.t("ct-money", money=money_text(ctx, me, view)),
    ]
    if mine:
        best = best_four(mine)
        lines.append(
            ctx.t(
                "ct-best-four",
                cards=ctx.name(inline(ctx, best.cards)),
                hand=hand_name(ctx, best.label),
                points=best.points,
                sums=parts_text(ctx, best.cards, best.label, best.points),
            )
        )
    if view.revealed and view.discard is None:
        pair = _cards(view.revealed)
        after = best_points(mine + pair)
        before = best_points(mine)
        lines.append(
            ctx.t(
                "ct-panel-offer",
                cards=ctx.name(inline(ctx, pair)),
                points=after,
                change=f"{after - before:+d}",
            )
        )
    lines.append(ctx.t("ct-panel-match-points", score=me.score, target=view.target))
    return "\n".join(lines)


def high_words(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    if view.high_bidder:
        name = ctx.name(ctx.player(session, view.high_bidder))
        return ctx.t("ct-high-bid-short", bid=view.high_bid, name=name)
    return ctx.t("ct-picture-no-bid")


def waiting_text(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    if view.to_act is None:
        return ""
    who = ctx.name(ctx.player(session, view.to_act))
    if view.discard is not None:
        return ctx.t("ct-waiting-discard", name=who)
    text = ctx.t("ct-waiting-bid", name=who, high=high_words(session, ctx, view))
    status = status_words(ctx, seat_of(view).status)
    if status:
        text += " " + ctx.t("ct-you-are", status=status)
    return text + " " + ctx.t("ct-controls-on-turn")


def bidding_text(session: Session, ctx: RenderContext, view: CrveniTepihView) -> str:
    if view.high_bidder:
        name = ctx.name(ctx.player(session, view.high_bidder))
        high = ctx.t("ct-the-high-bid", bid=view.high_bid, name=name)
    else:
        high = ctx.t("ct-nobody-bid")
    pay = ctx.t("ct-all-pay-note") if view.all_pay else ctx.t("ct-winner-pays-note")
    return ctx.t("ct-your-bid", high=high, pay=pay)


def bid_label(ctx: RenderContext, choice: BidChoice, view: CrveniTepihView) -> str:
    if view.money_mode == "cards":
        adds = plus(choice.money)
        if choice.tag == "all in":
            return ctx.t("ct-all-in-add", total=choice.total, add=adds)
        return ctx.t("ct-bid-add", total=choice.total, add=adds)
    if choice.tag == "all in":
        return ctx.t("ct-all-in", total=choice.total)
    if choice.tag == "min":
        return ctx.t("ct-bid-min", total=choice.total)
    if choice.tag:
        return ctx.t("ct-bid-tag", total=choice.total, tag=choice.tag)
    return ctx.t("ct-bid", total=choice.total)


def bid_rows(
    session: Session, ctx: RenderContext, view: CrveniTepihView
) -> list[list[discord.ui.Item[Any]]]:
    version = session.version
    quick = quick_bids(view)
    rows: list[list[discord.ui.Item[Any]]] = []
    buttons: list[discord.ui.Item[Any]] = []
    for choice in quick:
        style = (
            discord.ButtonStyle.danger if choice.tag == "all in" else discord.ButtonStyle.primary
        )
        label = bid_label(ctx, choice, view)
        buttons.append(_bid_button(session.id, version, choice, label, style))
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
                kept = " ".join(map(str, rest)) or ctx.t("ct-nothing")
                description = ctx.t("ct-keeps", money=kept)
            options.append(
                discord.SelectOption(
                    label=bid_label(ctx, choice, view)[:100],
                    value=str(value),
                    description=description,
                )
            )
        placeholder = (
            ctx.t("ct-any-bid-cards") if view.money_mode == "cards" else ctx.t("ct-any-amount")
        )
        rows.append([AnyBidSelect(session.id, version, options=options, placeholder=placeholder)])
    rows.append(
        [
            PassButton(
                session.id, version, label=ctx.t("ct-pass"), style=discord.ButtonStyle.secondary
            )
        ]
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
    lines = [ctx.t("ct-ten-cards")]
    lines.append(
        "• "
        + ctx.t(
            "ct-let-new-pair",
            cards=ctx.name(inline(ctx, new_pair.kept.cards)),
            hand=hand_name(ctx, new_pair.kept.label),
            points=new_pair.kept.points,
        )
    )
    if suggestion is not None and not suggestion.new_pair:
        lines.append(
            "• "
            + ctx.t(
                "ct-suggested",
                cards=ctx.name(inline(ctx, suggestion.action.cards)),
                best=ctx.name(inline(ctx, suggestion.kept.cards)),
                hand=hand_name(ctx, suggestion.kept.label),
                points=suggestion.kept.points,
            )
        )
    mine = holding(view)
    if first is not None and 0 <= first < len(mine) - 2:
        lines.append(ctx.t("ct-chose-first", card=ctx.name(ctx.faces.inline(mine[first]))))
    else:
        lines.append(ctx.t("ct-pick-two"))
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
        rows.append([DiscardPickButton(session.id, version, old, label=ctx.t("ct-choose-again"))])
    else:
        rows.append(one_click_discards(session, ctx, view, mine[:old], choices))
    buttons: list[discord.ui.Item[Any]] = []
    for index in range(old):
        card = mine[index]
        text, emoji = ctx.faces.button(card)
        if not picking:
            buttons.append(
                DiscardPickButton(
                    session.id, version, index, label=ctx.t("ct-let-go", card=text), emoji=emoji
                )
            )
        elif index != first:
            assert first is not None
            pick = _choice_for(choices, (mine[first], card))
            keep = " " + ctx.t("ct-keep-points", points=pick.kept.points) if pick else ""
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
    session: Session,
    ctx: RenderContext,
    view: CrveniTepihView,
    old: list[Card],
    choices: list[DiscardChoice],
) -> list[discord.ui.Item[Any]]:
    """Let the new pair go, and the suggested keep when it is another discard."""
    version = session.version
    items: list[discord.ui.Item[Any]] = [
        DiscardNewButton(
            session.id,
            version,
            label=ctx.t("ct-let-new-pair-button", points=choices[0].kept.points)[:80],
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
                label=ctx.t("ct-suggested-button", cards=cards, points=suggestion.kept.points)[:80],
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
        raise TableError(message_id="table-not-started")
    view = game.view(click.seat.name)
    assert isinstance(view, CrveniTepihView)
    return view


def _current(click: Click, version: int) -> CrveniTepihView:
    if version != click.session.version:
        raise StaleControl(message_id="table-stale")
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
            raise StaleControl(message_id="ct-nothing-to-discard")
        await _play(click, choices[0].action, self.version)


class DiscardPickButton(TableButton, verb="ctdpick", fields=("version", "first")):
    """Step one of picking two cards: remember the first (an index), offer the second."""

    async def on_click(self, click: Click) -> None:
        view = _current(click, self.version)
        old = len(holding(view)) - 2
        if view.discard is None or view.discard.player != view.viewer:
            raise StaleControl(message_id="ct-nothing-to-discard")
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
            raise StaleControl(message_id="table-stale-choice")
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
