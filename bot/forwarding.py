"""Any process takes a click: a click for a table another process runs is played there.

Several processes share one PostgreSQL database, each running some of the shards
(``bot/shards.py``). A click reaches the process running the shard it arrived on: every
direct message's on shard 0, a table's message after a reshard on whichever shard its guild
is now. When that process does not hold the table (``OwnedElsewhere``), it

1. defers the interaction at once (within Discord's 3 seconds),
2. sends the click to every process over PostgreSQL's ``NOTIFY``: the interaction as Discord
   sent it (the table id, the control's custom_id and values, the member, the token and the
   application id, the message the control is on), and
3. waits at most ``FORWARD_WAIT`` for the owner to say it took the click; if none does, it
   tells the member so plainly.

The owner (the process holding the table in memory) says it took the click, rebuilds the
interaction from the payload and routes it to the control as a local click is routed (the
gate, the table's lock, the commit, the answer). Its answer goes out through the interaction's
token: the webhook endpoints any process holding the bot's token may call (editing the
message the control is on, or a follow-up), so the member sees what the owner answers to a
click of its own. On SQLite one process runs every table and nothing is forwarded.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

import discord
from discord.interactions import InteractionCallbackResponse
from pydantic import BaseModel, ValidationError

from bot import i18n
from bot.errors import TableError
from bot.tables.controls import answer_privately

if TYPE_CHECKING:
    from discord.state import ConnectionState

    from bot.host import TableHost
    from bot.store import Store

log = logging.getLogger(__name__)

CLICKS = "folkdeck_clicks"
"""The channel a forwarded click is sent on (every process listens; its owner takes it)."""
TAKEN = "folkdeck_clicks_taken"
"""The channel an owner says on that it took a click (the interaction's id)."""
TAKEN_EVENT = "folkdeck_click_taken"
"""The client event an owner's word becomes in the process that forwarded the click."""
NOTIFY_LIMIT = 7900
"""Bytes: PostgreSQL refuses a NOTIFY payload of 8000 bytes or more."""
FORWARD_WAIT = 5.0
"""Seconds the receiving process waits for the owner to take a click. The owner says so
before it plays the click, so this bounds a database round trip, not the move."""

NO_OWNER = "forward-no-owner"
"""The member's answer (a catalogue message) when no process took the click in time."""
NOT_PASSED_ON = "forward-not-passed-on"
"""The member's answer (a catalogue message) when the click could not be sent on."""

_raw: ContextVar[dict[str, Any] | None] = ContextVar("forwarding_raw", default=None)


def capture(state: ConnectionState) -> None:
    """Keep each interaction's payload, as Discord sent it, for the tasks its handling starts
    (the control's callback among them): a forwarded click is that payload."""
    parse: Callable[[dict[str, Any]], None] = state.parsers["INTERACTION_CREATE"]

    def parse_keeping(data: dict[str, Any]) -> None:
        with keeping(data):
            parse(data)

    state.parsers["INTERACTION_CREATE"] = parse_keeping


@contextmanager
def keeping(data: dict[str, Any]) -> Iterator[None]:
    """Inside: the interaction being handled arrived as ``data`` (tasks started inside keep
    it)."""
    token = _raw.set(data)
    try:
        yield
    finally:
        _raw.reset(token)


class ForwardedClick(BaseModel):
    """What one process sends another: the table and the interaction as Discord sent it."""

    table_id: int
    interaction: dict[str, Any]


class Forwarding:
    """Both ends: forwards the clicks for tables this process does not hold, and plays the
    clicks other processes forward for tables it holds."""

    def __init__(
        self,
        client: discord.Client,
        host: TableHost,
        store: Store,
        *,
        wait: float = FORWARD_WAIT,
    ) -> None:
        self._client = client
        self._host = host
        self._store = store
        self.wait = wait
        self._tasks: set[asyncio.Task[None]] = set()
        self.taken = 0
        """Clicks this process took from another (played here, answered through the token)."""

    async def start(self) -> None:
        await self._store.listen([CLICKS, TAKEN], self._received)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    # -- the receiving process ------------------------------------------------------------------

    async def forward(
        self, interaction: discord.Interaction, table_id: int, language: str = i18n.ENGLISH
    ) -> None:
        """Send the click to the process that holds ``table_id`` and wait until it takes it
        (it answers the member itself); say so, in ``language``, if nobody does in time."""
        raw = _raw.get()
        if raw is None or str(raw.get("id")) != str(interaction.id):
            await answer_privately(interaction, i18n.t(language, NOT_PASSED_ON))
            return
        if not interaction.response.is_done():
            await interaction.response.defer()  # Discord's 3 seconds run out before the owner's
        payload = payload_of(table_id, raw)
        if payload is None:
            await answer_privately(interaction, i18n.t(language, NOT_PASSED_ON))
            return
        key = str(interaction.id)
        # Listening for the owner's word before sending: it cannot arrive unheard. (The
        # client's own wait, so the event's timeout is the loop's like every other.)
        taken = self._client.wait_for(
            TAKEN_EVENT, check=lambda said: said == key, timeout=self.wait
        )
        try:
            await self._store.notify(CLICKS, payload)
        except Exception:
            taken.close()
            log.exception("table %s: forwarding a click failed", table_id)
            await answer_privately(interaction, i18n.t(language, NOT_PASSED_ON))
            return
        try:
            await taken
        except TimeoutError:
            log.warning("table %s: no process took a forwarded click", table_id)
            await answer_privately(interaction, i18n.t(language, NO_OWNER))

    # -- the owner ------------------------------------------------------------------------------

    def _received(self, channel: str, payload: str) -> None:
        if channel == TAKEN:
            self._client.dispatch(TAKEN_EVENT, payload)
            return
        task = asyncio.create_task(self._take(payload), name="forwarded-click")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _take(self, payload: str) -> None:
        try:
            click = ForwardedClick.model_validate_json(payload)
            data = click.interaction
            inner = data["data"]
            custom_id, component_type = str(inner["custom_id"]), int(inner["component_type"])
        except (ValidationError, KeyError, TypeError, ValueError):
            log.warning("a forwarded click could not be read; ignored")
            return
        if click.table_id not in self._host.tables:
            return  # another process's table (or nobody's: the sender says so in time)
        try:
            await self._store.notify(TAKEN, str(data.get("id")))
        except Exception:  # noqa: BLE001 - then the sender tells the member nobody took it
            log.warning("table %s: could not take a forwarded click", click.table_id)
            return
        self.taken += 1
        state = self._client._connection
        interaction = ForwardedInteraction(data=data, state=state)  # type: ignore[arg-type]
        # The route every click takes in discord.py: the control's DynamicItem, its callback,
        # then the gate (bot/tables/controls.py), as for a click that arrived here.
        state._view_store.dispatch_view(component_type, custom_id, interaction)


def payload_of(table_id: int, raw: dict[str, Any]) -> str | None:
    """The click as one NOTIFY payload, or ``None`` if it cannot fit. A large message is cut
    to what the owner reads of it: its id, its pictures, and the row of the clicked control
    (the answer redraws the message whole)."""
    text = ForwardedClick(table_id=table_id, interaction=raw).model_dump_json()
    if len(text.encode()) <= NOTIFY_LIMIT:
        return text
    message = raw.get("message")
    if isinstance(message, dict):
        custom_id = str((raw.get("data") or {}).get("custom_id", ""))
        cut = dict(message, content="", embeds=[])
        cut["components"] = [
            row for row in message.get("components") or [] if _holds(row, custom_id)
        ]
        text = ForwardedClick(
            table_id=table_id, interaction=dict(raw, message=cut)
        ).model_dump_json()
        if len(text.encode()) <= NOTIFY_LIMIT:
            return text
    return None


def _holds(component: Any, custom_id: str) -> bool:
    """Whether the component (a row, a container) is or holds the control ``custom_id``."""
    if isinstance(component, dict):
        if component.get("custom_id") == custom_id:
            return True
        return any(_holds(value, custom_id) for value in component.values())
    if isinstance(component, list):
        return any(_holds(value, custom_id) for value in component)
    return False


class ForwardedResponse(discord.InteractionResponse[Any]):
    """The answer to a click another process received and deferred: its first answer is an
    edit of the message the control is on, or a follow-up, both through the token."""

    def __init__(self, parent: ForwardedInteraction) -> None:
        super().__init__(parent)
        self._forwarded = parent
        self._answered = False
        self.sent: discord.WebhookMessage | None = None

    def is_done(self) -> bool:
        return self._answered

    def _answer(self) -> None:
        if self._answered:
            raise discord.InteractionResponded(self._forwarded)
        self._answered = True

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> None:  # type: ignore[override]  # noqa: ARG002 - deferred already
        self._answer()

    async def send_message(  # type: ignore[override]
        self, content: Any = None, **kwargs: Any
    ) -> InteractionCallbackResponse[Any]:
        self._answer()
        kwargs.pop("delete_after", None)
        if kwargs.get("view", discord.utils.MISSING) is None:
            kwargs.pop("view")
        parent = self._forwarded
        self.sent = await parent.followup.send(content, wait=True, **kwargs)
        return InteractionCallbackResponse(
            data={
                "interaction": {
                    "id": str(parent.id),
                    "type": parent.type.value,
                    "response_message_id": str(self.sent.id),
                }
            },  # type: ignore[typeddict-item]
            parent=parent,
            state=parent._state,
            type=discord.InteractionResponseType.channel_message,
        )

    async def edit_message(self, **kwargs: Any) -> None:  # type: ignore[override]
        self._answer()
        kwargs.pop("delete_after", None)
        kwargs.pop("suppress_embeds", None)
        await self._forwarded.edit_original_response(**kwargs)

    async def send_modal(self, modal: discord.ui.Modal, /) -> None:  # type: ignore[override]  # noqa: ARG002
        # A form is a click's first answer; the click was answered (deferred) where it arrived.
        raise TableError(
            "This table is run by another part of the bot, which cannot open a form for this "
            "click. Please use the table's controls in its server."
        )


class ForwardedInteraction(discord.Interaction[Any]):
    """A click another process received, rebuilt here from the payload Discord sent it."""

    def __init__(self, *, data: Any, state: ConnectionState) -> None:
        super().__init__(data=data, state=state)
        self._forwarded_response = ForwardedResponse(self)

    @property
    def response(self) -> ForwardedResponse:  # type: ignore[override]
        return self._forwarded_response

    async def original_response(self) -> discord.InteractionMessage:
        # A click's first answer sent as a follow-up is its "original" message here.
        sent = self._forwarded_response.sent
        if sent is not None:
            return sent  # type: ignore[return-value]
        return await super().original_response()
