"""Live hand panels: each seated member's private panel follows the table.

Per table and member the host follows at most one panel: the ephemeral message a click opened
or answered (edited through that interaction's token, which Discord honours for 15 minutes
after the interaction: every click on the panel renews it), or the member's DM hand (edited
in place for the whole game). When the table changes (a move, a computer's move, a clock
event, a round's end, a call, a pause: whatever makes the host publish) every followed panel
whose drawing changed is edited to the new state. Edits are coalesced per panel (latest state
wins, at most one per ``interval``), except that the member whose turn it becomes gets theirs
at once.

Opening a panel (**Your hand**) makes it the member's only live one: the previous one is
reduced to one line saying so. 45 seconds before a panel's token runs out it is edited one
last time to say it has stopped following the table and how to get a fresh one. An edit that
Discord refuses for good (the message or the token is gone) drops the panel from following,
quietly; a 429 or a server error is tried again, and the latest state is what gets shown.
After a restart nothing is followed until a member's next click on a panel.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Coroutine, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Protocol

import discord

from bot.budget import EditBudget
from bot.publisher import backoff
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.context import RenderContext
from bot.tables.controls import render_panel
from bot.tables.message import Message
from bot.tables.shared import hand_button
from engine.wording import Said

log = logging.getLogger(__name__)

TOKEN_LIFE = 15 * 60.0
"""How long Discord lets an interaction's token edit its messages."""
EXPIRY_MARGIN = 45.0
"""The last edit ("stopped following") is made this long before the token runs out."""
NOTE_LINES = 3
"""At most this many of the table's latest events head a panel the host edits."""
GONE = frozenset({10008, 10015, 50027})
"""Unknown message, unknown webhook, invalid webhook token: the panel cannot be edited again."""

Key = tuple[int, int]
"""(table id, member id)."""


class Handle(Protocol):
    message_id: int | None
    dm: bool
    """A DM message (edits count against the bot's global limit; it never expires)."""

    async def edit(self, message: Message) -> None: ...


class TokenHandle:
    """An ephemeral panel, edited through the interaction that opened or last answered it."""

    dm = False

    def __init__(self, interaction: discord.Interaction, message_id: int | None) -> None:
        self.interaction = interaction
        self.message_id = message_id

    async def edit(self, message: Message) -> None:
        if self.message_id is None:
            await self.interaction.edit_original_response(**message.edit())
        else:
            await self.interaction.followup.edit_message(self.message_id, **message.edit())


class DmHandle:
    """A DM hand: the bot's own message, editable at any time."""

    dm = True

    def __init__(self, client: discord.Client, channel_id: int, message_id: int) -> None:
        self.client = client
        self.channel_id = channel_id
        self.message_id: int | None = message_id

    async def edit(self, message: Message) -> None:
        assert self.message_id is not None
        channel = self.client.get_partial_messageable(self.channel_id)
        await channel.get_partial_message(self.message_id).edit(**message.edit())


@dataclass(eq=False, slots=True)
class Panel:
    table_id: int
    user_id: int
    handle: Handle
    revision: int
    """The table's revision the panel shows."""
    version: int
    """The game's version the panel's state (a card picked first) belongs to."""
    state: dict[str, int]
    signature: Signature
    turn: bool
    """Whether the panel shows that it is the member's turn."""
    said: tuple[Said, ...]
    """The table's events the panel's note shows (``()``: its own answer's note)."""
    last_said: Said | None
    """The newest of the table's events when the panel was drawn: the next edit says what
    came after it."""
    expires: float | None
    last_edit: float
    edits: int = 0
    """Edits the host made to follow the table (benchmarks read them)."""
    held: int = 0
    """Clicks of the member on this table in progress: their answer draws the panel."""
    task: asyncio.Task[None] | None = None
    watch: asyncio.Task[None] | None = field(default=None, repr=False)

    @property
    def key(self) -> Key:
        return (self.table_id, self.user_id)


Signature = tuple[object, ...]


def signature_of(message: Message) -> Signature:
    """What a panel shows, as the payload's parts: equal parts, nothing to edit (compared as
    they are, never written out as text: this runs for every followed panel at every
    change)."""
    view = message.view.to_components() if message.view is not None else None
    embeds = [embed.to_dict() for embed in message.embeds]
    files = [file.filename for file in message.files]
    return (message.content, embeds, view, files)


def turn_of(session: Session, seat: SeatRow) -> bool:
    """Whether it is this member's turn in a turn-based game (simultaneous games have none)."""
    game = session.game
    if game is None or game.over or session.closed or seat.computer or session.kind.simultaneous:
        return False
    return seat.name in game.to_act()


def reduced(table_id: int, ctx: RenderContext) -> Message:
    return Message(content=ctx.t("follow-reduced", table=table_id))


def expired(table_id: int, ctx: RenderContext) -> Message:
    """The last edit of a panel whose token runs out; its one button opens a fresh panel."""
    view = discord.ui.View(timeout=None)
    view.add_item(hand_button(table_id, ctx, refresh=True))
    return Message(
        content=ctx.t(
            "follow-expired",
            table=table_id,
            hand=ctx.t("table-your-hand"),
            refresh=ctx.t("table-refresh"),
        ),
        view=view,
    )


class Panels:
    def __init__(
        self,
        client: discord.Client,
        ctx: RenderContext,
        *,
        interval: float,
        budget: EditBudget | None = None,
        life: float = TOKEN_LIFE,
        margin: float = EXPIRY_MARGIN,
    ) -> None:
        self.client = client
        self.ctx = ctx
        self.interval = interval
        self.budget = budget
        self.life = life
        self.margin = margin
        self._panels: dict[Key, Panel] = {}
        self._by_table: dict[int, set[int]] = {}
        self._sessions: dict[int, Session] = {}
        self._answering: dict[int, int] = {}
        """Tables with a member's click being answered, and how many: their panels are
        followed once the answer is made (panel drawing never delays it)."""
        self._closing = False
        self._background: set[asyncio.Task[None]] = set()
        self.edits = 0
        """Edits made to follow tables (benchmarks and tests read it)."""
        self.failures = 0
        self.dropped = 0

    # -- what is followed ------------------------------------------------------------------

    def of(self, table_id: int, user_id: int) -> Panel | None:
        return self._panels.get((table_id, user_id))

    def following(self, table_id: int) -> list[Panel]:
        return [self._panels[(table_id, user)] for user in self._by_table.get(table_id, ())]

    def __len__(self) -> int:
        return len(self._panels)

    def render(
        self, session: Session, seat: SeatRow, state: dict[str, int], said: Sequence[Said] = ()
    ) -> Message:
        """A panel as the host draws it when the table changed, in the member's language:
        ``said``, the events since the member last saw it, on top, in the order they happened
        (a clock's notice before the move it explains)."""
        ctx = self.ctx.for_member(session, seat.user_id)
        note = "\n".join(f"• {ctx.say(session, item)}" for item in said) or None
        return render_panel(session, ctx, seat, note=note, **state)

    @staticmethod
    def since(panel: Panel, session: Session) -> tuple[Said, ...]:
        """The table's events the panel has not shown yet (the last few), or what it shows
        already when nothing new was said."""
        recent = list(session.recent)
        start = 0
        for index in range(len(recent) - 1, -1, -1):
            if recent[index] is panel.last_said:
                start = index + 1
                break
        fresh = tuple(recent[start:][-NOTE_LINES:])
        return fresh or panel.said

    def shown(
        self,
        session: Session,
        seat: SeatRow,
        handle: Handle,
        message: Message,
        *,
        state: dict[str, int],
        revision: int,
    ) -> None:
        """``message`` now shows on the panel ``handle`` edits (a click's answer, a panel just
        opened): it is the member's live panel from now on, the previous one reduced."""
        if self._closing or session.closed or seat.user_id is None:
            return
        key = (session.id, seat.user_id)
        now = time.monotonic()
        expires = None if handle.dm else now + self.life
        last = session.recent[-1] if session.recent else None
        old = self._panels.get(key)
        if old is not None and (
            old.handle.message_id is None or old.handle.message_id != handle.message_id
        ):
            self._drop(old)
            self._later(self._say(old, reduced(session.id, self._ctx_of(old))))
            old = None
        if old is not None:
            # The same message: a click renewed its token and drew it.
            old.handle = handle
            old.expires = expires
            old.revision = max(old.revision, revision)
            old.version = session.version
            old.state = dict(state)
            old.signature = signature_of(message)
            old.turn = turn_of(session, seat)
            old.said = ()
            old.last_said = last
            old.last_edit = now
            panel = old
        else:
            panel = Panel(
                table_id=session.id,
                user_id=seat.user_id,
                handle=handle,
                revision=revision,
                version=session.version,
                state=dict(state),
                signature=signature_of(message),
                turn=turn_of(session, seat),
                said=(),
                last_said=last,
                expires=expires,
                last_edit=now,
            )
            self._panels[key] = panel
            self._by_table.setdefault(session.id, set()).add(seat.user_id)
            if expires is not None:
                panel.watch = asyncio.create_task(self._expire(panel), name="panel-expiry")
        self._sessions[session.id] = session
        if panel.revision < session.revision and not panel.held:
            self._schedule(panel)

    def dm_handle(self, table_id: int, user_id: int) -> Handle | None:
        panel = self._panels.get((table_id, user_id))
        return panel.handle if panel is not None and panel.handle.dm else None

    @asynccontextmanager
    async def clicking(self, table_id: int, user_id: int) -> AsyncIterator[None]:
        """Around a member's click: their answer draws their panel, so the host does not edit
        it meanwhile, and the table's other panels are drawn once the answer is made (the
        clicking member never waits behind them); whatever the answer did not show is caught
        up after."""
        panel = self._panels.get((table_id, user_id))
        if panel is not None:
            panel.held += 1
        self._answering[table_id] = self._answering.get(table_id, 0) + 1
        try:
            yield
        finally:
            if panel is not None:
                panel.held -= 1
            left = self._answering.pop(table_id) - 1
            if left:
                self._answering[table_id] = left
            session = self._sessions.get(table_id)
            if session is not None and not left:
                for current in self.following(table_id):
                    if current.held:
                        continue
                    if current.revision < session.revision:
                        self._schedule(current)
                    elif session.closed:
                        self._drop(current)  # its final state is shown already

    # -- following the table ---------------------------------------------------------------

    def changed(self, session: Session) -> None:
        """The table changed: every followed panel is brought up to date soon."""
        users = self._by_table.get(session.id)
        if not users:
            return
        self._sessions[session.id] = session
        if self._answering.get(session.id):
            return  # followed when the answer is made (``clicking``)
        for user in list(users):
            panel = self._panels[(session.id, user)]
            if panel.held:
                continue
            if panel.revision < session.revision:
                self._schedule(panel)
            elif session.closed:
                self._drop(panel)  # it shows the end already

    def _schedule(self, panel: Panel) -> None:
        if self._closing:
            return
        if panel.task is None or panel.task.done():
            panel.task = asyncio.create_task(self._follow(panel), name="panel-follow")

    def _later(self, work: Coroutine[None, None, None]) -> None:
        task = asyncio.create_task(work, name="panel-last-edit")
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def _live(self, panel: Panel) -> bool:
        return self._panels.get(panel.key) is panel

    async def _follow(self, panel: Panel) -> None:
        failures = 0
        waited = False
        while self._live(panel) and not panel.held:
            if self._answering.get(panel.table_id):
                return  # a click is being answered: its end follows this panel again
            session = self._sessions.get(panel.table_id)
            if session is None:
                return
            if panel.revision >= session.revision:
                break
            seat = session.seat_of(panel.user_id)
            if seat is None:
                self._drop(panel)
                return
            urgent = turn_of(session, seat) and not panel.turn
            wait = panel.last_edit + self.interval - time.monotonic()
            if not urgent and wait > 0 and not waited:
                # One wait per edit: the clock may be virtual, so no re-checking loop.
                waited = True
                await asyncio.sleep(wait)
                continue
            waited = False
            revision = session.revision
            same_moment = session.version == panel.version or session.kind.simultaneous
            state = panel.state if same_moment and not session.closed else {}
            said = self.since(panel, session)
            last = session.recent[-1] if session.recent else None
            rendered = self.render(session, seat, state, said)
            signature = signature_of(rendered)
            if signature == panel.signature:
                panel.revision = revision
                continue
            if not rendered.ready_now:
                await rendered.ready()
            try:
                if panel.handle.dm and self.budget is not None:
                    await self.budget.take(urgent=urgent)
                if not self._live(panel) or panel.held:
                    return
                self.edits += 1
                panel.edits += 1
                await panel.handle.edit(rendered)
                rendered.release()
            except discord.HTTPException as error:
                if error.code in GONE or error.status in (403, 404):
                    # Closed to the bot for good (an old token, a deleted message): not an
                    # error, the member opens a fresh panel from the table.
                    log.debug("panel %s dropped: %s", panel.key, error)
                    self.dropped += 1
                    self._drop(panel)
                    return
                failures += 1
                self.failures += 1
                if error.status != 429 and error.status < 500:
                    log.warning("panel %s: edit refused (%s); not followed", panel.key, error)
                    self._drop(panel)
                    return
                await asyncio.sleep(backoff(failures, self.interval))
                continue
            failures = 0
            panel.revision = revision
            panel.version = session.version
            panel.state = state
            panel.signature = signature
            panel.turn = turn_of(session, seat)
            panel.said = said
            panel.last_said = last
            panel.last_edit = time.monotonic()
        session = self._sessions.get(panel.table_id)
        if session is not None and session.closed and panel.revision >= session.revision:
            self._drop(panel)

    async def _expire(self, panel: Panel) -> None:
        while self._live(panel) and panel.expires is not None:
            wait = panel.expires - self.margin - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
                continue
            self._drop(panel, keep_watch=True)
            await self._say(panel, expired(panel.table_id, self._ctx_of(panel)))
            return

    def _ctx_of(self, panel: Panel) -> RenderContext:
        """The panel's member's language."""
        session = self._sessions.get(panel.table_id)
        guild_id = session.guild_id if session is not None else None
        return self.ctx.speaking(self.ctx.languages.member(panel.user_id, guild_id))

    async def _say(self, panel: Panel, message: Message) -> None:
        """One last edit of a panel no longer followed (reduced, or its token running out)."""
        try:
            if panel.handle.dm and self.budget is not None:
                await self.budget.take()
            await panel.handle.edit(message)
        except discord.HTTPException as error:
            log.debug("panel %s: its last edit failed (%s)", panel.key, error)
        message.release()

    def _drop(self, panel: Panel, *, keep_watch: bool = False) -> None:
        if self._panels.get(panel.key) is panel:
            del self._panels[panel.key]
            users = self._by_table.get(panel.table_id)
            if users is not None:
                users.discard(panel.user_id)
                if not users:
                    del self._by_table[panel.table_id]
                    self._sessions.pop(panel.table_id, None)
        current = asyncio.current_task()
        if panel.task is not None and panel.task is not current:
            panel.task.cancel()
        if panel.watch is not None and panel.watch is not current and not keep_watch:
            panel.watch.cancel()

    def forget(self, session: Session) -> None:
        for panel in self.following(session.id):
            self._drop(panel)

    async def close(self) -> None:
        self._closing = True
        tasks = [
            task
            for panel in self._panels.values()
            for task in (panel.task, panel.watch)
            if task is not None and not task.done()
        ]
        tasks.extend(self._background)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._panels.clear()
        self._by_table.clear()
        self._sessions.clear()
