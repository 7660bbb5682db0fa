"""The lobby of a multiplayer table: who sits where, what it takes to start, the options."""

from __future__ import annotations

import discord

from bot import i18n
from bot.errors import OwnedElsewhere, StaleControl, TableError
from bot.levels import LEVELS, STRONG_DELAY_FACTOR, level_of
from bot.pace import Pace, pace_of
from bot.seating import player_counts, start_blocker
from bot.session import Session
from bot.tables.base import heading
from bot.tables.context import RenderContext
from bot.tables.controls import (
    Click,
    TableButton,
    TableSelect,
    TableUserSelect,
    answer_privately,
    dispatch,
    door_of,
)
from bot.tables.message import Message
from bot.tables.registry import plugin_for
from bot.vocab import TableStatus
from engine.levels import Level

LOBBY_COLOUR = discord.Colour.blurple()


def render(session: Session, ctx: RenderContext) -> Message:
    cls = session.cls
    plugin = plugin_for(session.game_name)
    host = ctx.t("lobby-host")
    seated = "\n".join(
        f"{seat.position + 1}. **{ctx.name(ctx.seat(seat))}**"
        + (f" ({host})" if seat.user_id == session.host_id else "")
        + (" 🤖" if seat.computer else "")
        for seat in session.seats
    )
    counts = player_counts(session)
    lines = [
        ctx.t("lobby-waiting", game=cls.title, counts=counts_words(ctx, counts), last=counts[-1]),
        "",
        seated,
    ]
    lines.extend(plugin.lobby_lines(session, ctx))
    strong = [seat for seat in session.seats if seat.computer and level_of(seat) is Level.STRONG]
    if strong:
        lines.append(strong_note(ctx))
    blocked = start_blocker(session) is not None
    lines.append("")
    lines.append(
        "⚠️ "
        + ctx.t(
            "lobby-starts-with",
            game=cls.title,
            counts=counts_words(ctx, counts),
            last=counts[-1],
            seated=len(session.seats),
        )
        if blocked
        else ctx.t("lobby-ready")
    )
    if session.options:
        shown = ", ".join(
            f"{option_label(ctx, session.game_name, key)}={value}"
            for key, value in session.options.items()
        )
        lines.append(ctx.t("lobby-options", options=shown))
    paced = pace_words(ctx, session)
    if paced:
        lines.append(paced)
    if session.deadline_at is not None:
        lines.append(ctx.t("lobby-expires", time=f"<t:{int(session.deadline_at)}:R>"))
    if session.recent:
        lines.append("")
        lines.append(" · ".join(ctx.say(session, said) for said in list(session.recent)[-3:]))
    embed = discord.Embed(
        title=heading(session, ctx), description="\n".join(lines)[:4096], colour=LOBBY_COLOUR
    )
    view = discord.ui.View(timeout=None)
    full = len(session.seats) >= cls.max_players
    view.add_item(
        JoinButton(
            session.id, label=ctx.t("lobby-join"), style=discord.ButtonStyle.success, disabled=full
        )
    )
    view.add_item(LeaveButton(session.id, label=ctx.t("lobby-leave")))
    view.add_item(
        StartButton(
            session.id,
            label=ctx.t("lobby-start"),
            style=discord.ButtonStyle.primary,
            disabled=blocked,
        )
    )
    view.add_item(
        CancelButton(session.id, label=ctx.t("lobby-cancel"), style=discord.ButtonStyle.danger)
    )
    view.add_item(
        ComputerButton(session.id, label=ctx.t("lobby-add-computer"), disabled=full, row=1)
    )
    for level, message in ((Level.GENTLE, "lobby-add-gentle"), (Level.STRONG, "lobby-add-strong")):
        view.add_item(
            LevelComputerButton(
                session.id, LEVELS.index(level), label=ctx.t(message), disabled=full, row=1
            )
        )
    removable = [seat for seat in session.seats if seat.user_id != session.host_id]
    if removable:
        options = [
            discord.SelectOption(
                label=ctx.t("lobby-remove", name=ctx.seat(seat))[:100], value=str(seat.position)
            )
            for seat in removable
        ]
        view.add_item(
            KickSelect(
                session.id, options=options, placeholder=ctx.t("lobby-remove-placeholder"), row=2
            )
        )
    for item in plugin.lobby_items(session, ctx):
        view.add_item(item)
    if not full:
        # Row 4: rows 1-3 hold the computers' buttons, the kick select and a game's own select.
        view.add_item(
            InviteSelect(
                session.id,
                placeholder=ctx.t("lobby-invite-placeholder"),
                max_values=INVITE_MAX,
                row=4,
            )
        )
    return Message(embeds=[embed], view=view)


def counts_words(ctx: RenderContext, counts: list[int]) -> str:
    """How many players a game takes, the language's way: "2", "2 to 4", "2, 3, 4 or 6"."""
    if len(counts) == 1:
        return str(counts[0])
    if counts == list(range(counts[0], counts[-1] + 1)):
        return ctx.t("lobby-count-range", low=counts[0], high=counts[-1])
    return i18n.or_list(ctx.language, [str(count) for count in counts])


def option_label(ctx: RenderContext, game: str, option: str) -> str:
    """An option's name as the options form labels it in the language (English keeps the
    name ``/play options:`` takes)."""
    message = f"form-label-{game}-{option}"
    if ctx.language == i18n.ENGLISH or not i18n.has(ctx.language, message):
        return option
    return ctx.t(message)


PACE_MESSAGES = {Pace.RELAXED: "lobby-pace-relaxed", Pace.SLOW: "lobby-pace-slow"}


def pace_words(ctx: RenderContext, session: Session) -> str | None:
    """The lobby's and table's word on a pace that is not live."""
    message = PACE_MESSAGES.get(pace_of(session.turn_seconds))
    return ctx.t(message) if message else None


INVITE_MAX = 10
"""Members the host may invite with one choice (more than any game's free seats)."""


def table_link(session: Session) -> str:
    """A link to the table's message, or to its channel while it has none."""
    where = f"{session.guild_id or '@me'}/{session.channel_id}"
    tail = f"/{session.message_id}" if session.message_id is not None else ""
    return f"https://discord.com/channels/{where}{tail}"


CLOSED_MESSAGES = {"cancelled": "lobby-cancelled", "expired": "lobby-expired"}


def render_closed(session: Session, ctx: RenderContext) -> Message:
    message = CLOSED_MESSAGES.get(str(session.status), "lobby-closed")
    embed = discord.Embed(title=heading(session, ctx), description=ctx.t(message))
    return Message(embeds=[embed], view=None)


class JoinButton(TableButton, verb="join", seated=False):
    async def on_click(self, click: Click) -> None:
        user = click.interaction.user
        await click.door.join(click.session.id, user.id, user.display_name)
        await click.show_public()


class LeaveButton(TableButton, verb="leave"):
    async def on_click(self, click: Click) -> None:
        await click.door.leave(click.session.id, click.user_id)
        await click.show_public()


class StartButton(TableButton, verb="start"):
    async def on_click(self, click: Click) -> None:
        await click.door.start(click.session.id, click.user_id)
        await click.show_public()


class CancelButton(TableButton, verb="cancel"):
    async def on_click(self, click: Click) -> None:
        await click.door.cancel(click.session.id, click.user_id)
        await click.show_public()


class ComputerButton(TableButton, verb="cpu"):
    async def on_click(self, click: Click) -> None:
        await click.door.add_computer(click.session.id, click.user_id)
        await click.show_public()


class LevelComputerButton(TableButton, verb="cpulevel", fields=("level",)):
    """A computer at a chosen level (``ComputerButton`` adds one at normal)."""

    async def on_click(self, click: Click) -> None:
        if not 0 <= self.level < len(LEVELS):
            raise StaleControl(message_id="lobby-level-gone")
        await click.door.add_computer(click.session.id, click.user_id, LEVELS[self.level])
        await click.show_public()


def strong_note(ctx: RenderContext) -> str:
    """What a strong computer costs the table: time."""
    factor = STRONG_DELAY_FACTOR
    shown = int(factor) if factor.is_integer() else i18n.decimal(ctx.language, factor, 1)
    return ctx.t("lobby-strong-note", factor=shown)


class KickSelect(TableSelect, verb="kick"):
    async def on_click(self, click: Click) -> None:
        await click.door.remove_seat(click.session.id, click.user_id, click.chosen())
        await click.show_public()


class InviteSelect(TableUserSelect, verb="invite"):
    """The host invites members: each gets one mention in the channel, or a DM (their
    ``/settings``), with a Join button; the host is told who refuses invitations."""

    async def on_click(self, click: Click) -> None:
        invitees = [int(value) for value in click.values]
        told = await click.door.invite(
            click.session.id, click.user_id, invitees, click.ctx.language
        )
        await click.reply(told)


class InviteJoinButton(TableButton, verb="accept", seated=False):
    """Join from an invitation or a notice (in the channel or a DM). It lapses with the
    lobby: a click after that is told so, plainly."""

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        door = door_of(interaction)
        language = await door.language(interaction)
        try:
            session = await door.table(self.table_id)
        except OwnedElsewhere as elsewhere:
            # A DM invitation arrives on shard 0; the table's process plays the join.
            await door.forward(interaction, elsewhere.table_id)
            return
        except TableError as gone:
            await answer_privately(
                interaction, i18n.t(language, "lobby-lapsed", reason=gone.say(language))
            )
            return
        if session.status != TableStatus.LOBBY:
            await answer_privately(interaction, i18n.t(language, "lobby-lapsed-started"))
            return
        await dispatch(interaction, self, [])

    async def on_click(self, click: Click) -> None:
        user = click.interaction.user
        session = click.session
        try:
            await click.door.join(session.id, user.id, user.display_name)
        except StaleControl as gone:
            raise StaleControl(
                message_id="lobby-lapsed", reason=gone.say(click.ctx.language)
            ) from None
        await click.reply(
            click.ctx.t(
                "lobby-joined", table=session.id, game=session.title, link=table_link(session)
            )
        )


CONTROLS = (
    JoinButton,
    LeaveButton,
    StartButton,
    CancelButton,
    ComputerButton,
    LevelComputerButton,
    KickSelect,
    InviteSelect,
    InviteJoinButton,
)
