"""The lobby of a multiplayer table: who sits where, what it takes to start, the options."""

from __future__ import annotations

import discord

from bot.errors import OwnedElsewhere, StaleControl, TableError
from bot.levels import LEVELS, STRONG_DELAY_FACTOR, level_of
from bot.pace import pace_line
from bot.seating import counts_text, player_counts, start_blocker
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
    seated = "\n".join(
        f"{seat.position + 1}. **{seat.display}**"
        + (" (host)" if seat.user_id == session.host_id else "")
        + (" 🤖" if seat.computer else "")
        for seat in session.seats
    )
    lines = [
        f"Waiting for players: {cls.title} is played by {counts_text(player_counts(session))}.",
        "",
        seated,
    ]
    lines.extend(plugin.lobby_lines(session, ctx))
    strong = [seat for seat in session.seats if seat.computer and level_of(seat) is Level.STRONG]
    if strong:
        lines.append(strong_note())
    blocker = start_blocker(session)
    lines.append("")
    lines.append(f"⚠️ {blocker}" if blocker else "✅ Ready: the host can press **Start**.")
    if session.options:
        shown = ", ".join(f"{key}={value}" for key, value in session.options.items())
        lines.append(f"Options: {shown}")
    paced = pace_line(session)
    if paced:
        lines.append(paced)
    if session.deadline_at is not None:
        lines.append(f"Expires <t:{int(session.deadline_at)}:R> if nobody starts it.")
    if session.recent:
        lines.append("")
        lines.append(" · ".join(ctx.say(session, said) for said in list(session.recent)[-3:]))
    embed = discord.Embed(
        title=heading(session), description="\n".join(lines)[:4096], colour=LOBBY_COLOUR
    )
    view = discord.ui.View(timeout=None)
    full = len(session.seats) >= cls.max_players
    view.add_item(
        JoinButton(session.id, label="Join", style=discord.ButtonStyle.success, disabled=full)
    )
    view.add_item(LeaveButton(session.id, label="Leave"))
    view.add_item(
        StartButton(
            session.id,
            label="Start",
            style=discord.ButtonStyle.primary,
            disabled=blocker is not None,
        )
    )
    view.add_item(CancelButton(session.id, label="Cancel", style=discord.ButtonStyle.danger))
    view.add_item(ComputerButton(session.id, label="Add computer player", disabled=full, row=1))
    for level in (Level.GENTLE, Level.STRONG):
        view.add_item(
            LevelComputerButton(
                session.id, LEVELS.index(level), label=f"Add {level} computer", disabled=full, row=1
            )
        )
    removable = [seat for seat in session.seats if seat.user_id != session.host_id]
    if removable:
        options = [
            discord.SelectOption(label=f"Remove {seat.display}"[:100], value=str(seat.position))
            for seat in removable
        ]
        view.add_item(
            KickSelect(session.id, options=options, placeholder="Host: remove a player", row=2)
        )
    for item in plugin.lobby_items(session):
        view.add_item(item)
    if not full:
        # Row 4: rows 1-3 hold the computers' buttons, the kick select and a game's own select.
        view.add_item(
            InviteSelect(
                session.id, placeholder="Host: invite members", max_values=INVITE_MAX, row=4
            )
        )
    return Message(embeds=[embed], view=view)


INVITE_MAX = 10
"""Members the host may invite with one choice (more than any game's free seats)."""


def table_link(session: Session) -> str:
    """A link to the table's message, or to its channel while it has none."""
    where = f"{session.guild_id or '@me'}/{session.channel_id}"
    tail = f"/{session.message_id}" if session.message_id is not None else ""
    return f"https://discord.com/channels/{where}{tail}"


def render_closed(session: Session) -> Message:
    texts = {
        "cancelled": "The host cancelled this table.",
        "expired": "Nobody started this table in time; it expired.",
    }
    embed = discord.Embed(
        title=heading(session), description=texts.get(session.status, "This table is closed.")
    )
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
            raise StaleControl("That level is not offered; look at the lobby again.")
        await click.door.add_computer(click.session.id, click.user_id, LEVELS[self.level])
        await click.show_public()


def strong_note() -> str:
    """What a strong computer costs the table: time."""
    times = "twice" if STRONG_DELAY_FACTOR == 2 else f"{STRONG_DELAY_FACTOR:g} times"
    return f"🧠 A strong computer thinks {times} as long as the others before each move."


class KickSelect(TableSelect, verb="kick"):
    async def on_click(self, click: Click) -> None:
        await click.door.remove_seat(click.session.id, click.user_id, click.chosen())
        await click.show_public()


class InviteSelect(TableUserSelect, verb="invite"):
    """The host invites members: each gets one mention in the channel, or a DM (their
    ``/settings``), with a Join button; the host is told who refuses invitations."""

    async def on_click(self, click: Click) -> None:
        invitees = [int(value) for value in click.values]
        told = await click.door.invite(click.session.id, click.user_id, invitees)
        await click.reply(told)


class InviteJoinButton(TableButton, verb="accept", seated=False):
    """Join from an invitation or a notice (in the channel or a DM). It lapses with the
    lobby: a click after that is told so, plainly."""

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        door = door_of(interaction)
        try:
            session = await door.table(self.table_id)
        except OwnedElsewhere as elsewhere:
            # A DM invitation arrives on shard 0; the table's process plays the join.
            await door.forward(interaction, elsewhere.table_id)
            return
        except TableError as gone:
            await answer_privately(interaction, f"This invitation has lapsed: {gone}")
            return
        if session.status != TableStatus.LOBBY:
            await answer_privately(
                interaction, "This invitation has lapsed: the game has started without you."
            )
            return
        await dispatch(interaction, self, [])

    async def on_click(self, click: Click) -> None:
        user = click.interaction.user
        session = click.session
        try:
            await click.door.join(session.id, user.id, user.display_name)
        except StaleControl as gone:
            raise StaleControl(f"This invitation has lapsed: {gone}") from None
        await click.reply(
            f"You joined table {session.id} ({session.title}): [go to the table]"
            f"({table_link(session)})."
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
