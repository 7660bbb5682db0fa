"""Kare Kupa's own table: four people at once, two partnerships, signals and calls.

The public message shows the four table cards large (a picture, and as text), the two
partnerships as teams with their score toward the target, the phase (who has looked, who has
passed), the stock, open offers and exchanges, the cards each player was openly seen to take,
the last call's revealed hands and a log of the latest swaps, exchanges and gestures. The
publisher coalesces edits, so a burst of actions produces a few.

The hand panel is built for speed: the player's four cards and the four table cards are
buttons (a hand card then a table card swaps them: two clicks; a chosen card stays chosen, so
the next swap is one click), offers and answers take the chosen card, gestures are quick
buttons (the rest in a select), and calls are put together player by player with the call's
name and points shown before confirming. Every click answers with the panel redrawn as the
table is now; a choice that lost a race says what changed ("ben took the 7♥").

Controls carry positions (a hand card, a table card, a claim as a bit mask), never a card: a
position is read against the state the panel was drawn in (``_Snapshots``), so a click on an
older panel means the card the player saw, and the engine judges it against the table as it
is now. Everything comes from the engine's views and ``engine.kare_kupa.claims``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.art.picture import Cell, Line, Picture, table_picture
from bot.clock import now
from bot.errors import Refused, StaleControl, TableError
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.base import (
    OVER_COLOUR,
    PANEL_COLOUR,
    TABLE_COLOUR,
    TablePlugin,
    heading,
    seat_marker,
    standings_lines,
)
from bot.tables.context import RenderContext
from bot.tables.controls import Click, TableButton, TableSelect
from bot.tables.message import Message
from bot.tables.registry import register
from bot.tables.shared import HandButton, end_button, hand_button, resign_row
from engine.cards import Card, parse_card
from engine.errors import IllegalAction
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import (
    GESTURES,
    Accept,
    Call,
    Decline,
    Offer,
    Pass,
    Seen,
    Signal,
    Swap,
    Withdraw,
)
from engine.kare_kupa.claims import allowed, call_name, call_points
from engine.kare_kupa.computer import code_gesture
from engine.kare_kupa.view import KareKupaView, RoundResult

TABLE_CARD_HEIGHT = 132
QUICK_GESTURES = ("wink", "nose", "ear")
"""Gestures offered as buttons; the others are in a select."""
GESTURE_EMOJI = {
    "wink": "😉",
    "nose": "👃",
    "ear": "👂",
    "cough": "😷",
    "sneeze": "🤧",
    "yawn": "🥱",
    "stretch": "🙆",
    "tap": "👆",
    "smile": "🙂",
    "sigh": "😮‍💨",
}
GESTURE_COOLDOWN = 2.0
"""Seconds between two gestures of one player: signals, not spam."""
TEAM_MARKS = ("🟥", "🟦")
LOG_LINES = 8
GESTURE_WORDS = {
    "wink": "kk-gesture-wink",
    "nose": "kk-gesture-nose",
    "ear": "kk-gesture-ear",
    "cough": "kk-gesture-cough",
    "sneeze": "kk-gesture-sneeze",
    "yawn": "kk-gesture-yawn",
    "stretch": "kk-gesture-stretch",
    "tap": "kk-gesture-tap",
    "smile": "kk-gesture-smile",
    "sigh": "kk-gesture-sigh",
}
"""Each gesture's name on its button, in the language."""
CALL_WORDS = {
    "kare": "kk-call-kare",
    "kupa": "kk-call-kupa",
    "double kare": "kk-call-double-kare",
    "double kupa": "kk-call-double-kupa",
    "kare kupa": "kk-call-kare-kupa",
    "double kare – kupa": "kk-call-double-kare-kupa",
    "double kupa – kare": "kk-call-double-kupa-kare",
    "double kare – double kupa": "kk-call-double-kare-double-kupa",
}
"""The seed's names of the calls, as players of the language say them."""


def gesture_word(ctx: RenderContext, name: str) -> str:
    return ctx.word(GESTURE_WORDS, name)


def call_word(ctx: RenderContext, name: str) -> str:
    return ctx.word(CALL_WORDS, name)


def game_of(session: Session) -> KareKupa:
    game = session.game
    assert isinstance(game, KareKupa)
    return game


def shown(ctx: RenderContext, cards: Sequence[str | Card]) -> str:
    if not cards:
        return "—"
    return ctx.name(
        " ".join(ctx.faces.inline(c if isinstance(c, Card) else parse_card(c)) for c in cards)
    )


def names(session: Session, ctx: RenderContext, players: Sequence[str]) -> str:
    return ctx.names(f"**{ctx.player(session, name)}**" for name in players)


# -- what a panel was drawn from ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Snapshot:
    round: int
    table: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]


SNAPSHOTS_KEPT = 64
"""Versions of one table remembered for older panels. A version not kept (a panel drawn before
a restart, or long ago) is a stale control: the log is never replayed on a click."""


@dataclass(slots=True)
class TableState:
    """Kare Kupa's own state for one live table, kept on its session (and gone with it)."""

    snapshots: OrderedDict[int, Snapshot] = field(default_factory=OrderedDict)
    """The table and hands at recent versions, so a position on an older panel means the
    card the player saw; filled as panels are drawn."""
    snapshots_of: KareKupa | None = None
    """The game the snapshots were taken from: a game rebuilt from the log (after a failed
    commit) starts a fresh history."""
    notes: dict[int, str] | None = None
    """Each partnership's note, read from the store at the first click that needs it and
    kept as written (the store has the truth; a panel is drawn without waiting on it)."""
    last_gesture: dict[str, float] = field(default_factory=dict)
    """When each player last made a gesture: the cooldown."""


def state_of(session: Session) -> TableState:
    state = session.plugin_state
    if not isinstance(state, TableState):
        state = session.plugin_state = TableState()
    return state


def snapshot_now(session: Session) -> Snapshot:
    """The table and hands now, remembered for panels drawn from them."""
    game = game_of(session)
    state = state_of(session)
    if state.snapshots_of is not game:
        state.snapshots.clear()
        state.snapshots_of = game
    found = state.snapshots.get(session.version)
    if found is None:
        found = Snapshot(game.round, tuple(game.table), tuple(tuple(hand) for hand in game.hands))
        state.snapshots[session.version] = found
        if len(state.snapshots) > SNAPSHOTS_KEPT:
            state.snapshots.popitem(last=False)
    return found


def snapshot_at(session: Session, version: int) -> Snapshot:
    """The table and hands as a panel drawn at ``version`` showed them."""
    if version == session.version:
        return snapshot_now(session)
    game = game_of(session)
    state = state_of(session)
    found = state.snapshots.get(version) if state.snapshots_of is game else None
    if found is not None:
        return found
    if not 0 <= version <= len(game.log):
        raise StaleControl(message_id="kk-other-game")
    # Rebuilding that version would replay the whole log on a click (milliseconds at a long
    # table): the panel is redrawn as the table is now instead.
    raise StaleControl(message_id="kk-moved-on")


NOTE_LIMIT = 300


def notes_of(session: Session) -> dict[int, str]:
    notes = state_of(session).notes
    return notes if notes is not None else {}


async def load_notes(click: Click) -> None:
    state = state_of(click.session)
    if state.notes is None:
        state.notes = await click.door.partner_notes(click.session.id)


NOTE_FIXED = "kk-note-fixed"


def notes_open(session: Session) -> bool:
    """A partnership may write or change its note between rounds: from the deal until the
    first card of the round changes hands (a swap or an exchange), never during a round."""
    game = game_of(session)
    this_round = game.log[len(game.log) - game.moves :]
    return not any(action.type in ("swap", "accept") for action in this_round)


def seat_index(session: Session, seat: SeatRow) -> int:
    return game_of(session).players.index(seat.name)


# -- the public message --------------------------------------------------------------------------


def team_lines(session: Session, ctx: RenderContext, view: KareKupaView) -> str:
    lines = []
    for index, pair in enumerate(view.partnerships):
        score = view.scores[pair[0]]
        bar = "●" * min(score, view.target) + "○" * max(0, view.target - score)
        members = " & ".join(
            f"**{ctx.name(ctx.player(session, name))}**{_robot(session, ctx, name)}"
            for name in pair
        )
        team = ctx.t("kk-team", team=index + 1)
        lines.append(f"{TEAM_MARKS[index]} {team}: {members} — **{score}**/{view.target} {bar}")
    return "\n".join(lines)


def _robot(session: Session, ctx: RenderContext, name: str) -> str:
    seat = session.seat_named(name)
    return seat_marker(session, seat, ctx) if seat is not None else ""


def phase_line(session: Session, ctx: RenderContext, view: KareKupaView) -> str:
    head = ctx.t(
        "kk-phase-head",
        round=view.round,
        dealer=ctx.name(ctx.player(session, view.dealer)),
        stock=view.stock,
        tables=view.stock // 4,
    )
    if view.phase == "look":
        waiting = [name for name in view.players if name not in view.seen]
        look = ctx.t("kk-look", table=view.table_number, names=names(session, ctx, waiting))
        return f"{head}\n{look}"
    if view.phase == "open":
        passed = (
            ctx.t("kk-passed", names=names(session, ctx, view.passed))
            if view.passed
            else ctx.t("kk-nobody-passed")
        )
        return f"{head}\n" + ctx.t("kk-open", table=view.table_number, passed=passed)
    return head


def dealings_lines(session: Session, ctx: RenderContext, view: KareKupaView) -> str:
    offers = [
        ctx.t(
            "kk-offers",
            name=ctx.name(ctx.player(session, offer.offerer)),
            card=shown(ctx, [offer.card]),
            partner=ctx.name(ctx.player(session, offer.partner)),
        )
        for offer in view.open_offers
    ]
    exchanges = [
        ctx.t(
            "kk-exchanged",
            name=ctx.name(ctx.player(session, exchange.offerer)),
            card=shown(ctx, [exchange.card]),
            partner=ctx.name(ctx.player(session, exchange.partner)),
            returned=shown(ctx, [exchange.returned]),
        )
        for exchange in view.exchanges[-3:]
    ]
    known = [
        ctx.t(
            "kk-seen-holding",
            name=ctx.name(ctx.player(session, name)),
            cards=shown(ctx, view.known[name]),
        )
        for name in view.players
        if view.known.get(name)
    ]
    return "\n".join([*offers, *exchanges, *known])


def reveal_text(session: Session, ctx: RenderContext, result: RoundResult) -> str:
    """The last round's end: the call with its name and points, the named hands, the verdict."""
    if result.void or result.caller is None:
        return ctx.t("kk-void", round=result.round)
    lines = [
        ctx.t(
            "kk-reveal-right" if result.correct else "kk-reveal-wrong",
            round=result.round,
            caller=ctx.name(ctx.player(session, result.caller)),
            call=call_word(ctx, result.call or ""),
            points=result.points,
            scorers=names(session, ctx, result.scorers),
        )
    ]
    lines.extend(
        f"• **{ctx.name(ctx.player(session, name))}**: {shown(ctx, result.hands.get(name, []))}"
        for name in result.claim
    )
    return "\n".join(lines)


def log_lines(session: Session, ctx: RenderContext) -> str:
    said = [item for item in session.recent if getattr(item, "code", "") != "seen"]
    return "\n".join(f"• {ctx.say(session, item)}" for item in said[-LOG_LINES:])


PHASE_WORDS = {"look": "kk-phase-look", "open": "kk-phase-open", "over": "kk-phase-over"}


def picture_of(session: Session, view: KareKupaView, ctx: RenderContext | None = None) -> Picture:
    """The table cards, large; just after a call (the next round's first table), the hands
    the call named, shown to everyone with the verdict."""
    ctx = ctx or RenderContext()
    cards = [Cell(parse_card(card)) for card in view.table]
    phase = ctx.t(PHASE_WORDS[view.phase])
    lines = [Line(ctx.t("kk-picture-table", table=view.table_number, phase=phase), cards)]
    last = view.last_round
    if last is not None and not last.void and last.caller is not None and view.table_number <= 1:
        lines.extend(
            Line(
                ctx.t(
                    "kk-picture-named-right" if last.correct else "kk-picture-named-wrong",
                    name=ctx.player(session, name),
                    caller=ctx.player(session, last.caller),
                    call=call_word(ctx, last.call or ""),
                ),
                [Cell(parse_card(card)) for card in last.hands.get(name, [])],
                mark=bool(last.correct),
            )
            for name in last.claim
        )
    return table_picture(
        lines,
        card_height=TABLE_CARD_HEIGHT,
        title=ctx.t("kk-picture-title", round=view.round, stock=view.stock),
        filename=f"kare-kupa-{session.id}.png",
        language=ctx.language,
    )


def public_view(session: Session, ctx: RenderContext) -> discord.ui.View | None:
    if session.closed:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(hand_button(session.id, ctx, row=0))
    view.add_item(
        CallButton(
            session.id,
            session.version,
            0,
            label=ctx.t("kk-call-button"),
            emoji="📣",
            style=discord.ButtonStyle.danger,
            row=0,
        )
    )
    view.add_item(end_button(session.id, ctx, row=0))
    return view


# -- the hand panel --------------------------------------------------------------------------


def _cards_of(
    snapshot: Snapshot, seat: int, give: int, take: int
) -> tuple[Card | None, Card | None]:
    hand, table = snapshot.hands[seat], snapshot.table
    chosen = hand[give - 1] if 0 < give <= len(hand) else None
    taken = table[take - 1] if 0 < take <= len(table) else None
    return chosen, taken


async def _act(click: Click, action: Any, version: int, **state: int) -> None:
    """Apply ``action``; answer with the panel as the table is now, and what happened (or
    what changed, when the action lost a race)."""
    await load_notes(click)
    try:
        outcome = await click.act(action, version=version)
    except Refused as refusal:
        if getattr(refusal.said, "code", "") in ("round_over", "no_round"):
            state = {}  # a new round: a call or a choice made in the old one is gone
        await click.show_panel(note="⚠️ " + refused_text(click, refusal), **state)
        return
    await click.show_panel(note=click.said(outcome))


def round_over_text(click: Click, number: int) -> str | None:
    """How round ``number`` ended, in the engine's words, if it is no longer the round in
    play: a control drawn in it is out of date."""
    game = game_of(click.session)
    if number == game.round:
        return None
    assert click.seat is not None
    try:
        game.check(Signal(player=click.seat.name, gesture=GESTURES[0], round=number))
    except IllegalAction as refusal:
        return click.ctx.say(click.session, refusal)
    return None


def refused_text(click: Click, refusal: Refused) -> str:
    said = refusal.said
    params = getattr(said, "params", {})
    if getattr(said, "code", "") == "gone" and "taker" in params:
        card = click.ctx.faces.inline(params["card"])
        taker = click.ctx.player(click.session, str(params["taker"]))
        return click.ctx.t("kk-too-late", taker=click.ctx.name(taker), card=click.ctx.name(card))
    return click.ctx.say(click.session, said)


class GiveButton(TableButton, verb="kkgive", fields=("version", "card", "give", "take")):
    """A card of the hand: choose it to give (or, with a table card chosen, swap at once)."""

    async def on_click(self, click: Click) -> None:
        await load_notes(click)
        assert click.seat is not None
        snapshot = snapshot_at(click.session, self.version)
        seat = seat_index(click.session, click.seat)
        if self.take:
            give, take = _cards_of(snapshot, seat, self.card, self.take)
            if give is None or take is None:
                raise StaleControl(message_id="table-stale-choice")
            swap = Swap(player=click.seat.name, give=give, take=take, round=snapshot.round)
            await _act(click, swap, self.version)
            return
        give, _ = _cards_of(snapshot, seat, self.card, 0)
        chosen = 0 if self.give == self.card else self._now(click, give)
        await click.show_panel(give=chosen)

    @staticmethod
    def _now(click: Click, card: Card | None) -> int:
        """The chosen card's position in the hand now (it may have moved since)."""
        game = game_of(click.session)
        assert click.seat is not None
        hand = game.hands[game.players.index(click.seat.name)]
        return hand.index(card) + 1 if card in hand else 0


class TakeButton(TableButton, verb="kktake", fields=("version", "card", "give")):
    """A table card: with a hand card chosen, swap them; else choose it to take."""

    async def on_click(self, click: Click) -> None:
        await load_notes(click)
        assert click.seat is not None
        snapshot = snapshot_at(click.session, self.version)
        seat = seat_index(click.session, click.seat)
        give, take = _cards_of(snapshot, seat, self.give, self.card)
        if take is None:
            raise StaleControl(message_id="kk-card-gone")
        if give is None:
            game = game_of(click.session)
            position = game.table.index(take) + 1 if take in game.table else 0
            if not position:
                raise TableError(
                    message_id="kk-card-not-on-table", cards=shown(click.ctx, game.table)
                )
            await click.show_panel(take=position)
            return
        swap = Swap(player=click.seat.name, give=give, take=take, round=snapshot.round)
        await _act(click, swap, self.version)


class OfferButton(TableButton, verb="kkoffer", fields=("version", "give")):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        snapshot = snapshot_at(click.session, self.version)
        give, _ = _cards_of(snapshot, seat_index(click.session, click.seat), self.give, 0)
        if give is None:
            raise TableError(message_id="kk-choose-to-offer")
        await _act(
            click, Offer(player=click.seat.name, give=give, round=snapshot.round), self.version
        )


class AcceptButton(TableButton, verb="kkaccept", fields=("version", "give")):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        snapshot = snapshot_at(click.session, self.version)
        give, _ = _cards_of(snapshot, seat_index(click.session, click.seat), self.give, 0)
        if give is None:
            raise TableError(message_id="kk-choose-to-return")
        action = Accept(player=click.seat.name, give=give, round=snapshot.round)
        await _act(click, action, self.version)


class SimpleButton(TableButton, verb="kkdo", fields=("version", "kind")):
    """Seen, pass, decline, withdraw: actions without a card."""

    KINDS = (Seen, Pass, Decline, Withdraw)

    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        if not 0 <= self.kind < len(self.KINDS):
            raise StaleControl(message_id="kk-control-gone")
        snapshot = snapshot_at(click.session, self.version)
        action = self.KINDS[self.kind](player=click.seat.name, round=snapshot.round)
        await _act(click, action, self.version)


async def gesture(click: Click, index: int) -> None:
    assert click.seat is not None
    if not 0 <= index < len(GESTURES):
        raise TableError(message_id="kk-not-a-gesture")
    gestured = state_of(click.session).last_gesture
    current = now()
    last = gestured.get(click.seat.name)
    if last is not None and current - last < GESTURE_COOLDOWN:
        await click.show_panel(note=click.ctx.t("kk-gesture-easy"))
        return
    gestured[click.seat.name] = current
    game = game_of(click.session)
    action = Signal(player=click.seat.name, gesture=GESTURES[index], round=game.round)
    await _act(click, action, click.session.version)


class GestureButton(TableButton, verb="kksign", fields=("gesture",)):
    async def on_click(self, click: Click) -> None:
        await gesture(click, self.gesture)


class GestureSelect(TableSelect, verb="kksigns"):
    async def on_click(self, click: Click) -> None:
        await gesture(click, click.chosen())


class CallButton(TableButton, verb="kkcall", fields=("version", "mask")):
    """Put a call together: each click names or un-names a player (``mask``: the seats named,
    bit 1 << seat); the panel shows the call's name and points before it is confirmed."""

    async def on_click(self, click: Click) -> None:
        await load_notes(click)
        if click.on_public:
            await click.open_panel(call=1, mask=self.mask)
            return
        # A call is put together in one round: a click on a panel of a round that has ended
        # leaves call mode and says how that round ended.
        over = round_over_text(click, snapshot_at(click.session, self.version).round)
        if over is not None:
            await click.show_panel(note="⚠️ " + click.ctx.t("kk-call-not-made", why=over))
            return
        await click.show_panel(call=1, mask=self.mask)


class ConfirmCall(TableButton, verb="kkcallgo", fields=("version", "mask")):
    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        game = game_of(click.session)
        snapshot = snapshot_at(click.session, self.version)
        claim = tuple(name for seat, name in enumerate(game.players) if self.mask >> seat & 1)
        if not claim:
            raise TableError(message_id="kk-name-one")
        # The call carries the round it was put together in: the engine refuses it in another.
        action = Call(player=click.seat.name, claim=claim, round=snapshot.round)
        await _act(click, action, self.version, call=1, mask=self.mask)


class NoteButton(TableButton, verb="kknote", fields=("version",)):
    """Write the partnership's private code note (until play begins)."""

    async def on_click(self, click: Click) -> None:
        assert click.seat is not None
        if not notes_open(click.session):
            raise TableError(message_id=NOTE_FIXED)
        await load_notes(click)
        team = seat_index(click.session, click.seat) % 2
        modal = NoteModal(click, team, notes_of(click.session).get(team, ""))
        await click.interaction.response.send_modal(modal)


class NoteModal(discord.ui.Modal):
    def __init__(self, click: Click, team: int, current: str) -> None:
        ctx = click.ctx
        super().__init__(timeout=900, title=ctx.t("kk-note-title")[:45])
        self.click, self.team = click, team
        self.note: discord.ui.TextInput[NoteModal] = discord.ui.TextInput(
            label=ctx.t("kk-note-label")[:45],
            style=discord.TextStyle.paragraph,
            default=current or None,
            max_length=NOTE_LIMIT,
            placeholder=ctx.t("kk-note-placeholder")[:100],
        )
        self.add_item(self.note)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        click = self.click
        session, seat = click.session, click.seat
        assert seat is not None
        if not notes_open(session):
            await interaction.response.send_message(click.ctx.t(NOTE_FIXED), ephemeral=True)
            return
        text = str(self.note.value).strip()[:NOTE_LIMIT]
        await click.door.set_partner_note(session.id, self.team, text, interaction.user.id)
        notes_of(session)[self.team] = text
        panel = click.plugin.panel(session, click.ctx, seat, note=click.ctx.t("kk-note-saved"))
        await interaction.response.edit_message(**panel.edit())


def claim_of(mask: int) -> list[int]:
    return [seat for seat in range(4) if mask >> seat & 1]


def call_summary(
    session: Session, ctx: RenderContext, caller: int, mask: int
) -> tuple[str, str | None]:
    """The call a mask makes, in words, and its name when it may be made (None: it may
    not)."""
    game = game_of(session)
    claim = [seat for seat in range(4) if mask >> seat & 1]
    if not claim:
        return ctx.t("kk-name-players"), None
    if not allowed(caller, claim):
        partner = ctx.name(ctx.player(session, game.players[(caller + 2) % 4]))
        return ctx.t("kk-only-with-partner", partner=partner), None
    points = call_points(claim)
    named = names(session, ctx, [game.players[seat] for seat in claim])
    name = call_word(ctx, call_name(caller, claim))
    return (
        ctx.t("kk-call-summary", call=name, points=points, names=named, count=len(claim)),
        name,
    )


def panel_embed(
    session: Session, ctx: RenderContext, seat: SeatRow, note: str | None, state: dict[str, int]
) -> discord.Embed:
    game = game_of(session)
    name = seat.name
    view = game.view(name)
    me = game.players.index(name)
    mate = game.players[(me + 2) % 4]
    mate_name = ctx.name(ctx.player(session, mate))
    embed = discord.Embed(
        title=ctx.t("table-hand-title", heading=heading(session, ctx)), colour=PANEL_COLOUR
    )
    parts = [note or ""]
    if game.over:
        parts.append(ctx.t("kk-match-over"))
    elif seat.computer:
        parts.append(ctx.t("kk-computer-plays"))
    elif state.get("confirm_resign"):
        parts.append(ctx.t("kk-resign", partner=mate_name))
    elif state.get("call"):
        text, _ = call_summary(session, ctx, me, state.get("mask", 0))
        parts.append(ctx.t("kk-call-help") + "\n" + text)
    elif view.phase == "look":
        parts.append(ctx.t("kk-new-table") if name not in view.seen else ctx.t("kk-wait-look"))
    else:
        give, take = state.get("give", 0), state.get("take", 0)
        if give:
            parts.append(ctx.t("kk-tap-table"))
        elif take:
            parts.append(ctx.t("kk-tap-hand"))
        else:
            parts.append(ctx.t("kk-tap-swap"))
    parts.append(ctx.t("kk-table-cards", cards=shown(ctx, view.table)))
    parts.append(ctx.t("kk-your-cards", cards=shown(ctx, view.hand or [])))
    for offer in view.open_offers:
        if offer.partner == name:
            parts.append(
                ctx.t(
                    "kk-offers-you",
                    name=ctx.name(ctx.player(session, offer.offerer)),
                    card=shown(ctx, [offer.card]),
                )
            )
        elif offer.offerer == name:
            parts.append(ctx.t("kk-you-offer", card=shown(ctx, [offer.card]), partner=mate_name))
    partner_seat = session.seat_named(mate)
    if partner_seat is not None and partner_seat.computer and not seat.computer:
        parts.append(computer_partner_text(session, ctx, view, mate, partner_seat))
    note_text = notes_of(session).get(me % 2)
    if note_text:
        when = ctx.t("kk-note-open-when" if notes_open(session) else "kk-note-fixed-when")
        parts.append(ctx.t("kk-note-shown", when=when) + f"\n>>> {note_text}")
    elif notes_open(session):
        parts.append(ctx.t("kk-note-agree"))
    else:
        parts.append(ctx.t("kk-note-later"))
    pair = " & ".join(ctx.name(ctx.player(session, p)) for p in (name, mate))
    scores = " · ".join(
        f"{' & '.join(ctx.name(ctx.player(session, p)) for p in team)} **{view.scores[team[0]]}**"
        for team in view.partnerships
    )
    parts.append(ctx.t("kk-partners", pair=pair, scores=scores, target=view.target))
    embed.description = "\n\n".join(part for part in parts if part)[:4096]
    return embed


def computer_partner_text(
    session: Session, ctx: RenderContext, view: KareKupaView, mate: str, partner_seat: SeatRow
) -> str:
    """What a member whose partner is a computer must know: the partnership's code this round
    (theirs alone: it is drawn for each match and moves on after a round that showed one of
    their hands with four of a kind, so the other side cannot learn it)."""
    code = code_gesture(view)
    who = f"**{ctx.name(ctx.player(session, mate))}**"
    resigned = ""
    if partner_seat.forfeited:
        # A takeover for absence also forfeits the seat, after automatic moves.
        message = "kk-partner-away" if partner_seat.auto_moves else "kk-partner-resigned"
        resigned = ctx.t(message, name=who) + " "
    return (
        "🤖 "
        + resigned
        + ctx.t(
            "kk-computer-code", code=gesture_word(ctx, code), emoji=GESTURE_EMOJI[code], name=who
        )
    )


def panel_view(
    session: Session, ctx: RenderContext, seat: SeatRow, state: dict[str, int]
) -> discord.ui.View:
    game = game_of(session)
    snapshot_now(session)
    version = session.version
    view = discord.ui.View(timeout=None)
    if game.over:
        return view
    if seat.computer:
        return view
    me = game.players.index(seat.name)
    if state.get("call"):
        mask = state.get("mask", 0)
        for index, name in enumerate(game.players):
            named = bool(mask >> index & 1)
            label = ctx.t("kk-you") if index == me else ctx.player(session, name)
            if index == (me + 2) % 4:
                label = ctx.t("kk-partner-label", name=label)
            view.add_item(
                CallButton(
                    session.id,
                    version,
                    mask ^ (1 << index),
                    label=("✓ " if named else "") + label,
                    style=discord.ButtonStyle.primary if named else discord.ButtonStyle.secondary,
                    row=0,
                )
            )
        _, called = call_summary(session, ctx, me, mask)
        view.add_item(
            ConfirmCall(
                session.id,
                version,
                mask,
                label=ctx.t("kk-call-confirm", call=called, points=call_points(claim_of(mask)))
                if called
                else ctx.t("kk-call"),
                emoji="📣",
                style=discord.ButtonStyle.danger,
                disabled=called is None,
                row=1,
            )
        )
        view.add_item(HandButton(session.id, label=ctx.t("table-back"), emoji="↩️", row=1))
        return view
    public = game.view(seat.name)
    hand = game.hands[me]
    give, take = state.get("give", 0), state.get("take", 0)
    looking = public.phase == "look"
    for index, card in enumerate(hand):
        label, emoji = ctx.faces.button(card)
        position = index + 1
        view.add_item(
            GiveButton(
                session.id,
                version,
                position,
                give,
                take,
                label=label,
                emoji=emoji,
                style=discord.ButtonStyle.success
                if give == position
                else discord.ButtonStyle.secondary,
                row=0,
            )
        )
    for index, card in enumerate(game.table):
        label, emoji = ctx.faces.button(card)
        position = index + 1
        view.add_item(
            TakeButton(
                session.id,
                version,
                position,
                give,
                label=ctx.t("kk-take", card=label),
                emoji=emoji,
                style=discord.ButtonStyle.primary
                if take == position
                else discord.ButtonStyle.secondary,
                disabled=looking,
                row=1,
            )
        )
    legal = {type(action) for action in game.legal_actions(seat.name)}
    if Seen in legal:
        view.add_item(
            SimpleButton(
                session.id,
                version,
                0,
                label=ctx.t("kk-seen"),
                emoji="👀",
                style=discord.ButtonStyle.success,
                row=2,
            )
        )
    if Pass in legal:
        view.add_item(
            SimpleButton(session.id, version, 1, label=ctx.t("kk-pass"), emoji="⏭️", row=2)
        )
    if Offer in legal:
        view.add_item(
            OfferButton(
                session.id,
                version,
                give,
                label=ctx.t("kk-offer"),
                emoji="🤝",
                disabled=not give,
                row=2,
            )
        )
    if Accept in legal:
        view.add_item(
            AcceptButton(
                session.id,
                version,
                give,
                label=ctx.t("kk-accept"),
                emoji="✅",
                style=discord.ButtonStyle.success,
                disabled=not give,
                row=2,
            )
        )
        view.add_item(SimpleButton(session.id, version, 2, label=ctx.t("kk-decline"), row=2))
    if Withdraw in legal:
        view.add_item(SimpleButton(session.id, version, 3, label=ctx.t("kk-withdraw"), row=2))
    if notes_open(session):
        view.add_item(
            NoteButton(session.id, version, label=ctx.t("kk-code-note"), emoji="📝", row=2)
        )
    confirm_resign = bool(state.get("confirm_resign"))
    if not confirm_resign:
        for name in QUICK_GESTURES:
            view.add_item(
                GestureButton(
                    session.id,
                    GESTURES.index(name),
                    label=gesture_word(ctx, name),
                    emoji=GESTURE_EMOJI[name],
                    row=3,
                )
            )
    view.add_item(
        CallButton(
            session.id,
            version,
            0,
            label=ctx.t("kk-call-button"),
            emoji="📣",
            style=discord.ButtonStyle.danger,
            row=3,
        )
    )
    for item in resign_row(session.id, confirm_resign, ctx):
        item.row = 3
        view.add_item(item)
    options = [
        discord.SelectOption(
            label=gesture_word(ctx, name),
            value=str(GESTURES.index(name)),
            emoji=GESTURE_EMOJI[name],
        )
        for name in GESTURES
        if name not in QUICK_GESTURES
    ]
    view.add_item(
        GestureSelect(session.id, options=options, placeholder=ctx.t("kk-more-gestures"), row=4)
    )
    return view


class PartnerSelect(TableSelect, verb="kkpartner"):
    """The host seats partners before the start: the chosen player moves opposite seat 1."""

    async def on_click(self, click: Click) -> None:
        chosen = click.chosen()
        if chosen != 2:
            await click.door.swap_seats(click.session.id, click.user_id, 2, chosen)
        await click.show_public()


@register("kare_kupa")
class KareKupaTable(TablePlugin):
    controls = (
        GiveButton,
        TakeButton,
        OfferButton,
        AcceptButton,
        SimpleButton,
        GestureButton,
        GestureSelect,
        CallButton,
        ConfirmCall,
        NoteButton,
        PartnerSelect,
    )

    def public(self, session: Session, ctx: RenderContext) -> Message:
        game = game_of(session)
        view = game.view(None)
        snapshot_now(session)
        over = session.closed
        embed = discord.Embed(
            title=heading(session, ctx), colour=OVER_COLOUR if over else TABLE_COLOUR
        )
        parts: list[str] = []
        if over:
            parts.append(standings_lines(session, ctx))
            parts.append(team_lines(session, ctx, view))
        else:
            parts.append(team_lines(session, ctx, view))
            parts.append(phase_line(session, ctx, view))
            parts.append(ctx.t("kk-table-cards", cards=shown(ctx, view.table)))
            parts.append(dealings_lines(session, ctx, view))
        embed.description = "\n\n".join(part for part in parts if part)[:4096]
        if view.last_round is not None:
            embed.add_field(
                name=ctx.t("kk-last-round"),
                value=reveal_text(session, ctx, view.last_round)[:1024],
                inline=False,
            )
        log = log_lines(session, ctx)
        if log:
            embed.add_field(name=ctx.t("kk-at-the-table"), value=log[:1024], inline=False)
        embed.set_footer(text=ctx.t("kk-footer"))
        files = []
        if not over:
            picture = picture_of(session, view, ctx)
            embed.set_image(url=picture.url)
            files.append(picture.file())
        return Message(embeds=[embed], view=public_view(session, ctx), files=files)

    def panel(
        self,
        session: Session,
        ctx: RenderContext,
        seat: SeatRow,
        *,
        note: str | None = None,
        **state: int,
    ) -> Message:
        embed = panel_embed(session, ctx, seat, note, state)
        return Message(embeds=[embed], view=panel_view(session, ctx, seat, state))

    def lobby_lines(self, session: Session, ctx: RenderContext) -> list[str]:
        seats = session.seats
        if len(seats) < 2:
            return ["", ctx.t("kk-lobby-opposite")]
        first = [ctx.name(ctx.seat(seat)) for seat in seats[0::2]]
        second = [ctx.name(ctx.seat(seat)) for seat in seats[1::2]]
        lines = ["", ctx.t("kk-lobby-partners")]
        lines.append(f"{TEAM_MARKS[0]} " + " & ".join(first))
        if second:
            lines.append(f"{TEAM_MARKS[1]} " + " & ".join(second))
        return lines

    def lobby_items(self, session: Session, ctx: RenderContext) -> list[discord.ui.Item[Any]]:
        if len(session.seats) < 3:
            return []
        options = [
            discord.SelectOption(
                label=ctx.t(
                    "kk-lobby-partner", first=ctx.seat(session.seats[0]), second=ctx.seat(seat)
                )[:100],
                value=str(seat.position),
            )
            for seat in session.seats[1:]
        ]
        placeholder = ctx.t("kk-lobby-choose-partners")
        return [PartnerSelect(session.id, options=options, placeholder=placeholder, row=3)]


__all__ = ["KareKupaTable"]
