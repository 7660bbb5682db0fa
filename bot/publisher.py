"""Keeps each table's public message current with at most one edit per table per interval.

Changes only bump ``table.revision``; one task per table edits the message with the latest
state once the interval since its previous edit has passed, so a burst of moves costs one
edit (latest state wins) and a busy table stays far below Discord's rate limits. Every edit
takes a token from the bot's one edit budget (``bot/budget.py``), tables where a human waits
first. An edit that fails is retried with growing pauses until the message is current, without
waiting for another move; a deleted message is posted again. A failure never reaches the
table.

:meth:`Publisher.post` is the one way a table's message is posted: a new table's (as the
command's answer, in a thread), a rematch lobby's, one posted again after it was deleted.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

import discord

from bot.budget import EditBudget
from bot.session import Session as Table
from bot.tables.message import Message, Send

log = logging.getLogger(__name__)

Render = Callable[[Table], Message]
"""The table's public message, drawn fresh."""

Posted = Callable[[Table, int | None, discord.Message], Awaitable[None]]
"""The table's message is now this one (the id it replaces, if any): remember it."""

Shown = Callable[[Table], None]
"""The table's message shows the table as it is now (recovery edits only messages behind)."""
BACKOFF_MAX = 60.0
"""The longest pause between two tries of a failing edit: a message is never left behind for
good, and a Discord outage is not hammered."""


def backoff(failures: int, interval: float) -> float:
    """The pause after ``failures`` failed edits in a row: doubling from the interval (at least
    half a second) up to ``BACKOFF_MAX``."""
    return min(BACKOFF_MAX, max(interval, 0.5) * 2 ** (failures - 1))


def human_waits(table: Table) -> bool:
    """Whether a member is to act at the table now (its edits go before idle tables')."""
    game = table.game
    if game is None or game.over or table.closed:
        return False
    return any(not table.is_computer(name) for name in game.to_act())


class Publisher:
    def __init__(
        self,
        client: discord.Client,
        render: Render,
        on_posted: Posted,
        *,
        interval: float,
        budget: EditBudget | None = None,
        on_shown: Shown | None = None,
    ) -> None:
        self._client = client
        self._render = render
        self._on_posted = on_posted
        self._on_shown = on_shown
        self.interval = interval
        self.budget = budget
        self._published: dict[int, int] = {}
        self._last_edit: dict[int, float] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._tables: dict[int, Table] = {}  # what close() may still flush
        self.edits = 0

    def request(self, table: Table, *, post_missing: bool = False) -> None:
        """Bring the public message up to the table's current revision soon. A table with no
        message yet is left alone (its command is still posting it) unless ``post_missing``:
        recovery's case, when the process died before the message was recorded."""
        if table.message_id is None and not post_missing:
            if table.closed:
                self.forget(table)
            return
        if self._published.get(table.id, -1) >= table.revision:
            if table.closed:
                self.forget(table)
            return
        self._tables[table.id] = table
        task = self._tasks.get(table.id)
        if task is None or task.done():
            self._tasks[table.id] = asyncio.create_task(
                self._catch_up(table), name=f"publish-table-{table.id}"
            )

    async def post(self, table: Table, send: Send, *, note: str | None = None) -> discord.Message:
        """Post the table's message through ``send`` (``channel.send``, or an interaction's
        answer: ``bot.tables.message.answer_with``), remember it, and count it as published.
        ``note``: a line above the table (why it is where it is)."""
        revision = table.revision
        rendered = self._render(table)
        if note is not None:
            rendered.content = note
        await rendered.ready()  # its pictures encoded off the event loop
        message = await send(**rendered.send())
        old = table.message_id
        table.message_id = message.id
        table.channel_id = message.channel.id
        await self._on_posted(table, old, message)
        self.published(table, revision)
        return message

    def published(self, table: Table, revision: int) -> None:
        """The message now shows ``revision`` (an interaction answer edited it directly)."""
        if revision > self._published.get(table.id, -1):
            self._published[table.id] = revision
        if self._on_shown is not None and revision >= table.revision:
            self._on_shown(table)
        self._last_edit[table.id] = time.monotonic()
        task = self._tasks.get(table.id)
        if table.closed and revision >= table.revision and (task is None or task.done()):
            # Shown for the last time by an interaction's answer: nothing left to keep.
            self.forget(table)

    async def shown(self, table: Table) -> None:
        """Return once the edit in flight for ``table``, if any, is done (or has given up)."""
        task = self._tasks.get(table.id)
        if task is not None and task is not asyncio.current_task():
            await asyncio.wait({task})

    def forget(self, table: Table) -> None:
        task = self._tasks.pop(table.id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        self._published.pop(table.id, None)
        self._last_edit.pop(table.id, None)
        self._tables.pop(table.id, None)

    async def close(self, flush_timeout: float = 0.0) -> None:
        """Stop publishing. With ``flush_timeout`` (a shutdown), each table whose message is
        behind gets one last edit at once, all within that many seconds: what Discord does not
        take in time stays behind and is caught up by the next start's recovery."""
        tasks = [task for task in self._tasks.values() if not task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()
        behind = [
            table
            for table in self._tables.values()
            if table.message_id is not None and self._published.get(table.id, -1) < table.revision
        ]
        if flush_timeout <= 0 or not behind:
            return
        try:
            async with asyncio.timeout(flush_timeout):
                await asyncio.gather(*(self._flush(table) for table in behind))
        except TimeoutError:
            log.warning("shutdown: %s table messages left behind (timeout)", len(behind))

    async def _flush(self, table: Table) -> None:
        revision = table.revision
        try:
            await self._edit(table)
        except Exception as error:  # noqa: BLE001 - shutting down: report and go on
            log.warning("table %s: last edit before shutdown failed (%s)", table.id, error)
            return
        self.published(table, revision)

    async def _catch_up(self, table: Table) -> None:
        failures = 0
        while self._published.get(table.id, -1) < table.revision:
            since = time.monotonic() - self._last_edit.get(table.id, float("-inf"))
            # Sleep once, then edit: the clock may be virtual (SimCord), so re-checking it in
            # a loop could spin; one wait per edit is what the interval promises anyway.
            if since < self.interval:
                await asyncio.sleep(self.interval - max(since, 0.0))
            revision = table.revision
            try:
                await self._edit(table)
            except asyncio.CancelledError:
                raise
            except (discord.Forbidden, discord.NotFound) as error:
                # The channel is gone or closed to the bot: retrying cannot help.
                log.warning("table %s: its channel cannot be written to (%s)", table.id, error)
                return
            except Exception as error:  # noqa: BLE001 - a failed edit must never hurt the table
                failures += 1
                log.warning(
                    "table %s: editing its message failed (%s), attempt %s",
                    table.id,
                    error,
                    failures,
                )
                # Tried again until the message is current: nobody may move for a while, and
                # the table must not show the wrong player meanwhile.
                await asyncio.sleep(backoff(failures, self.interval))
                self._last_edit[table.id] = time.monotonic() - self.interval
                continue
            failures = 0
            self.published(table, revision)
            if table.closed and revision >= table.revision:
                break  # the final state is shown
        if table.closed and self._published.get(table.id, -1) >= table.revision:
            # The final state is shown: a finished table is not kept in memory.
            self._tasks.pop(table.id, None)
            self._published.pop(table.id, None)
            self._last_edit.pop(table.id, None)
            self._tables.pop(table.id, None)

    async def _edit(self, table: Table) -> None:
        channel = self._client.get_channel(table.channel_id)
        if channel is None:
            channel = await self._client.fetch_channel(table.channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        if self.budget is not None:
            await self.budget.take(urgent=human_waits(table))
        if table.message_id is None:
            self.edits += 1
            await self.post(table, channel.send)
            return
        rendered = self._render(table)
        if not rendered.ready_now:
            await rendered.ready()  # its pictures encoded off the event loop
            if self._published.get(table.id, -1) >= table.revision:
                return  # an interaction's answer showed this state meanwhile
        self.edits += 1
        try:
            await channel.get_partial_message(table.message_id).edit(**rendered.edit())  # type: ignore[attr-defined]
        except discord.NotFound:
            # The message was deleted: post the table again and remember the new message.
            await self.post(table, channel.send)
        rendered.release()
