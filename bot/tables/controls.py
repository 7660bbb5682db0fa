"""The controls of a table: ``DynamicItem`` buttons and selects whose custom_id carries the
table id and a few integers (never a card), so they keep working after a restart, and the one
gate and failure boundary every click goes through.

A control is declared with its verb and integer fields::

    class ColumnButton(TableButton, verb="col", fields=("version", "column")):
        async def on_click(self, click: Click) -> None: ...

which gives the template ``fd:<table>:col:<version>:<column>``; the click reaches
``on_click`` only from a live table and (unless ``seated=False``) a seated member. A
:class:`TableError` raised anywhere becomes a private answer to the clicker; a stale click on
a hand panel is answered with the panel as it is now.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot import i18n
from bot.errors import NotSeated, OwnedElsewhere, Refused, StaleControl, TableError
from bot.limits import BUTTON_LABEL, CONTENT, PLACEHOLDER, fit_options, shorten
from bot.permissions import is_manager
from bot.seats import SeatRow
from bot.tables.base import turn_line as _turn_line
from bot.tables.message import Message
from bot.tables.registry import plugin_for

if TYPE_CHECKING:
    from bot.session import Played, Session
    from bot.tables.base import TablePlugin
    from bot.tables.context import RenderContext
    from bot.tables.door import TableDoor

log = logging.getLogger(__name__)

DMS_CLOSED = 50007
_NEVER = r"(?!)"


def render_panel(
    session: Session, ctx: RenderContext, seat: SeatRow, *, note: str | None = None, **state: int
) -> Message:
    """A member's hand panel as its plug-in draws it, with the table's turn line (whose move,
    and their clock) under the note: a panel and the public table say the same."""
    # A simultaneous game has no turn to tell (unless it is paused): its panel says what is
    # going on itself.
    line = _turn_line(session, ctx) if not session.kind.simultaneous or session.paused else ""
    text = "\n".join(part for part in (note, line) if part) or None
    drawn = plugin_for(session.game_name).panel(session, ctx, seat, note=text, **state)
    return drawn.directed(ctx.language)


def _template(verb: str, fields: tuple[str, ...]) -> str:
    if not re.fullmatch(r"[a-z]+", verb):
        raise ValueError(f"a control's verb is lower-case letters, not {verb!r}")
    return rf"fd:(?P<table>[0-9]+):{verb}" + "".join(rf":(?P<{name}>[0-9]+)" for name in fields)


class _Control:
    """What buttons and selects share: the declared verb and fields, the gate."""

    verb: ClassVar[str]
    fields: ClassVar[tuple[str, ...]]
    seated: ClassVar[bool]
    not_seated: ClassVar[str | None] = None
    """The refusal's catalogue message for a member who is not seated (None: the common
    one)."""
    table_id: int
    values: dict[str, int]

    def _custom_id(self, table_id: int, values: tuple[int, ...]) -> str:
        if len(values) != len(self.fields) or any(v < 0 for v in values):
            raise ValueError(f"{type(self).__name__} takes {self.fields}, not {values}")
        self.table_id = table_id
        self.values = dict(zip(self.fields, values, strict=True))
        text = ":".join(["fd", str(table_id), self.verb, *map(str, values)])
        if len(text) > 100:
            raise ValueError(f"custom_id too long: {text!r}")
        return text

    def __getattr__(self, name: str) -> int:
        values = self.__dict__.get("values") or {}
        if name in values:
            return values[name]
        raise AttributeError(name)

    async def on_click(self, click: Click) -> None:
        raise NotImplementedError


_BUTTON_SLOTS = tuple(discord.utils.get_slots(discord.components.Button))


@lru_cache(maxsize=1024)
def _looks(
    label: str | None, emoji: str | None, style: discord.ButtonStyle, disabled: bool
) -> discord.ui.Button[Any]:
    """A button made once for these looks (never shown: it is copied)."""
    return discord.ui.Button(
        label=label, emoji=emoji, style=style, disabled=disabled, custom_id="-"
    )


def _button(
    label: str | None,
    emoji: str | discord.PartialEmoji | None,
    style: discord.ButtonStyle,
    disabled: bool,
    custom_id: str,
) -> discord.ui.Button[Any]:
    """``discord.ui.Button(label=..., custom_id=...)``, copied from the one made for its looks:
    the same object, made in a fraction of the time (a table's answer builds its buttons anew
    at every click, and discord.py's constructor is most of a 4-poker answer's CPU)."""
    if emoji is not None and not isinstance(emoji, str):
        return discord.ui.Button(
            label=label, emoji=emoji, style=style, disabled=disabled, custom_id=custom_id
        )
    model = _looks(label, emoji, style, disabled)
    button: discord.ui.Button[Any] = object.__new__(discord.ui.Button)
    button.__dict__.update(model.__dict__)
    shown = model._underlying
    underlying = object.__new__(discord.components.Button)
    for name in _BUTTON_SLOTS:
        setattr(underlying, name, getattr(shown, name))
    underlying.custom_id = custom_id
    button._underlying = underlying
    return button


class TableButton(_Control, discord.ui.DynamicItem[discord.ui.Button[Any]], template=_NEVER):
    def __init_subclass__(
        cls, *, verb: str, fields: tuple[str, ...] = (), seated: bool = True, **kwargs: Any
    ) -> None:
        super().__init_subclass__(template=_template(verb, fields), **kwargs)
        cls.verb, cls.fields, cls.seated = verb, fields, seated

    def __init__(
        self,
        table_id: int,
        *values: int,
        label: str | None = None,
        emoji: str | discord.PartialEmoji | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        custom_id = self._custom_id(table_id, values)
        super().__init__(
            _button(
                shorten(label, BUTTON_LABEL) if label else (None if emoji else "\u200b"),
                emoji,
                style,
                disabled,
                custom_id,
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,  # noqa: ARG003 - discord.py's signature
        item: discord.ui.Item[Any],  # noqa: ARG003
        match: re.Match[str],
    ) -> TableButton:
        return cls(int(match["table"]), *(int(match[name]) for name in cls.fields))

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        await dispatch(interaction, self, [])


class TableSelect(_Control, discord.ui.DynamicItem[discord.ui.Select[Any]], template=_NEVER):
    def __init_subclass__(
        cls, *, verb: str, fields: tuple[str, ...] = (), seated: bool = True, **kwargs: Any
    ) -> None:
        super().__init_subclass__(template=_template(verb, fields), **kwargs)
        cls.verb, cls.fields, cls.seated = verb, fields, seated

    def __init__(
        self,
        table_id: int,
        *values: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        custom_id = self._custom_id(table_id, values)
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                options=fit_options(options or []) or [discord.SelectOption(label="-", value="-")],
                placeholder=shorten(placeholder, PLACEHOLDER) if placeholder else None,
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,  # noqa: ARG003 - discord.py's signature
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> TableSelect:
        select = cls(int(match["table"]), *(int(match[name]) for name in cls.fields))
        if isinstance(item, discord.ui.Select):
            select.item.options = item.options
        return select

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        await dispatch(interaction, self, list(self.item.values))


class TableUserSelect(
    _Control, discord.ui.DynamicItem[discord.ui.UserSelect[Any]], template=_NEVER
):
    """A select of server members (the lobby's invitations); the click's values are their
    ids."""

    def __init_subclass__(
        cls, *, verb: str, fields: tuple[str, ...] = (), seated: bool = True, **kwargs: Any
    ) -> None:
        super().__init_subclass__(template=_template(verb, fields), **kwargs)
        cls.verb, cls.fields, cls.seated = verb, fields, seated

    def __init__(
        self,
        table_id: int,
        *values: int,
        placeholder: str | None = None,
        max_values: int = 1,
        row: int | None = None,
    ) -> None:
        custom_id = self._custom_id(table_id, values)
        super().__init__(
            discord.ui.UserSelect(
                custom_id=custom_id,
                placeholder=shorten(placeholder, PLACEHOLDER) if placeholder else None,
                max_values=max_values,
            ),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,  # noqa: ARG003 - discord.py's signature
        item: discord.ui.Item[Any],  # noqa: ARG003
        match: re.Match[str],
    ) -> TableUserSelect:
        return cls(int(match["table"]), *(int(match[name]) for name in cls.fields))

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        chosen = [str(user.id) for user in self.item.values if not user.bot]
        await dispatch(interaction, self, chosen)


@dataclass(slots=True)
class Click:
    """One click on a table's control, past the gate: the table, the clicker's seat (``None``
    where the control lets anyone click), the ways to answer, and the door to the rest of the
    bot (``bot/tables/door.py``): all a plug-in may ask for."""

    door: TableDoor
    interaction: discord.Interaction
    session: Session
    seat: SeatRow | None
    values: list[str]
    """A select's chosen values (empty for a button)."""
    played: Played | None = None
    """The clicker's action once the table has stored it: from then on, a failure to answer
    (Discord down for a moment) never tells them it failed."""

    @property
    def ctx(self) -> RenderContext:
        """The clicker's own language: their panel and private answers."""
        return self.door.ctx.for_member(self.session, self.user_id)

    @property
    def table_ctx(self) -> RenderContext:
        """The table's language: what everyone reads on its public message."""
        return self.door.ctx.for_table(self.session)

    @property
    def plugin(self) -> TablePlugin:
        return plugin_for(self.session.game_name)

    @property
    def user_id(self) -> int:
        return self.interaction.user.id

    @property
    def on_public(self) -> bool:
        """Whether the click came from the table's public message (not a hand panel)."""
        message = self.interaction.message
        return message is not None and message.id == self.session.message_id

    def chosen(self) -> int:
        """A select's single chosen value as an integer (options carry indexes)."""
        if len(self.values) != 1 or not self.values[0].isdigit():
            raise TableError(message_id="table-choose-one")
        return int(self.values[0])

    async def act(self, action: Any, *, version: int | None = None) -> Played:
        """The clicker's action, through the host (lock -> apply -> commit -> publish)."""
        self.played = await self.door.act(
            self.session.id,
            self.user_id,
            action,
            version=version,
            retarget=self.session.kind.simultaneous,
        )
        return self.played

    async def hint(self) -> Any:
        """The computer's choice for the clicker now (the table is marked as hinted)."""
        return await self.door.hint(self.session.id, self.user_id)

    def offered_at(self, version: int) -> list[Any]:
        """The clicker's legal actions when the game was at ``version``."""
        return self.door.offered_at(self.session, self.user_id, version)

    async def resign(self) -> None:
        await self.door.resign(self.session.id, self.user_id)

    async def end(self) -> None:
        """The host, or a member who may manage the server, ends the table."""
        await self.door.end(self.session.id, self.user_id, manager=is_manager(self.interaction))

    def said(self, outcome: Played) -> str | None:
        """What the action did, in sentences for this table."""
        words = [self.ctx.say(self.session, said) for said in outcome.events]
        return " ".join(words) or None

    async def show_public(self) -> None:
        """Answer by redrawing the public message the click came from (its own webhook, not
        the channel's edit bucket)."""
        revision = self.session.revision
        rendered = self.door.render_public(self.session)
        # Marked shown before the answer yields to the loop (a picture may be encoded
        # meanwhile), so the publisher does not edit the channel message for it too.
        self.door.shown(self.session, revision)
        try:
            await self.redraw(rendered)
        except BaseException:
            # Not shown after all: the publisher brings the message up to date instead.
            self.door.not_shown(self.session)
            raise

    async def show_panel(self, note: str | None = None, **state: int) -> None:
        """Answer by redrawing the hand panel the click came from; from now on it is the
        member's live panel (``bot/panels.py``), which the host keeps up to date."""
        assert self.seat is not None
        revision = self.session.revision
        panel = render_panel(self.session, self.ctx, self.seat, note=note, **state)
        await self.redraw(panel)
        message = self.interaction.message
        if message is not None and not self.on_public:
            self.door.panel_shown(
                self.session,
                self.seat,
                interaction=self.interaction,
                message_id=message.id,
                message=panel,
                state=state,
                revision=revision,
            )
        panel.release()

    async def redraw(self, message: Message) -> None:
        """Edit the message the click came from into ``message``. The answer never waits for
        a picture: pictures it shows already are kept; one still to encode is made off the
        event loop after the click is answered (deferred), and the same interaction then
        edits the message."""
        message.keep_shown(self.interaction.message)
        if message.ready_now:
            await self.interaction.response.edit_message(**message.edit())
            return
        await self.interaction.response.defer()
        await message.ready()
        await self.interaction.edit_original_response(**message.edit())

    async def open_panel(self, note: str | None = None, **state: int) -> None:
        """A fresh hand panel: privately here, or by DM for those who prefer it (privately
        here again when their DMs are closed)."""
        assert self.seat is not None
        interaction, session, seat = self.interaction, self.session, self.seat
        revision = session.revision
        panel = render_panel(session, self.ctx, seat, note=note, **state)
        if interaction.guild_id is None or not await self.door.hand_by_dm(self.user_id):
            answer = await interaction.response.send_message(**panel.send(), ephemeral=True)
            self.door.panel_opened(
                session,
                seat,
                interaction=interaction,
                message_id=answer.message_id,
                message=panel,
                state=state,
                revision=revision,
            )
            panel.release()
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        # One DM per table for the whole game: the one already there is brought up to date.
        if await self.door.panel_in_dm(
            session, seat, message=panel, state=state, revision=revision
        ):
            await interaction.followup.send(self.ctx.t("table-hand-in-dms"), ephemeral=True)
            return
        try:
            sent = await interaction.user.send(**panel.send())
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                raise
            fallback = render_panel(
                session,
                self.ctx,
                seat,
                note=self.ctx.t("table-dms-closed"),
                **state,
            )
            message = await interaction.followup.send(**fallback.send(), ephemeral=True, wait=True)
            self.door.panel_opened(
                session,
                seat,
                interaction=interaction,
                message_id=message.id,
                message=fallback,
                state=state,
                revision=revision,
            )
            return
        self.door.dm_opened(session, seat, sent=sent, message=panel, state=state, revision=revision)
        await interaction.followup.send(self.ctx.t("table-hand-in-dms"), ephemeral=True)

    async def reply(self, text: str) -> None:
        await answer_privately(self.interaction, text)


def door_of(interaction: discord.Interaction) -> TableDoor:
    """The door the bot hands its plug-ins (the client carries it; nothing else is read)."""
    door: TableDoor = interaction.client.door  # type: ignore[attr-defined]
    return door


async def dispatch(interaction: discord.Interaction, control: _Control, values: list[str]) -> None:
    """The one gate and failure boundary of every table control."""
    door = door_of(interaction)
    started = time.perf_counter()
    click: Click | None = None
    # Whatever the click changed, its pings and notices go out after its answer; the
    # clicker's live panel is drawn by the answer, not edited by the host meanwhile.
    async with door.answering(), door.panel_click(control.table_id, interaction.user.id):
        language = i18n.ENGLISH
        try:
            language = await door.language(interaction)
            session = await door.table(control.table_id)
            seat = session.seat_of(interaction.user.id)
            if control.seated and seat is None:
                raise (
                    NotSeated
                    if control.not_seated is None
                    else TableError(message_id=control.not_seated)
                )
            click = Click(door, interaction, session, seat, values)
            await control.on_click(click)
        except OwnedElsewhere as elsewhere:
            # Another process runs the table (a DM's click, a panel after a reshard).
            await door.forward(interaction, elsewhere.table_id)
        except StaleControl as refusal:
            if not await _fresh_panel(click, refusal.say(language)):
                await answer_privately(interaction, refusal.say(language))
        except Refused as refusal:
            text = click.ctx.say(click.session, refusal.said) if click else refusal.say(language)
            await answer_privately(interaction, text)
        except TableError as refusal:
            await answer_privately(interaction, refusal.say(language))
        except Exception:
            log.exception("table %s: the %r control failed", control.table_id, control.verb)
            if click is not None and click.played is not None:
                await _tell_played(click, click.played)
            else:
                await answer_privately(interaction, i18n.t(language, "table-went-wrong"))
    door.clicked(time.perf_counter() - started)


async def _tell_played(click: Click, played: Played) -> None:
    """The action was stored but its answer failed (Discord refused the edit): the member
    learns it was played, never that it failed. The table's message is caught up by the
    publisher (``Click.show_public``)."""
    said = click.said(played)
    text = (
        click.ctx.t("table-move-played-said", said=said)
        if said
        else click.ctx.t("table-move-played")
    )
    await answer_privately(click.interaction, text)


async def _fresh_panel(click: Click | None, note: str) -> bool:
    """A stale click on a hand panel of a live game: show the panel as it is now."""
    if click is None or click.seat is None or click.on_public or click.session.closed:
        return False
    if click.interaction.response.is_done() or click.session.game is None:
        return False
    try:
        await click.show_panel(note=note)
    except discord.HTTPException:
        return False
    return True


async def answer_privately(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    text = shorten(text, CONTENT)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer an interaction")
