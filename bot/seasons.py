"""Seasons over time: the timer that ends a timed season when its end comes, and the count at
start-up of tables whose results were stored but not yet counted.

A timed season's end time is stored, so after a restart the timer picks it up again (or ends
the season at once, if its end came while the bot was away). The Discord side (the
announcement) is given in as a callable: this module knows the store and the clock only.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.clock import now
from bot.store import SeasonRow, Store

log = logging.getLogger(__name__)

Announce = Callable[[int | None, SeasonRow, SeasonRow], Awaitable[None]]
"""Tell a channel (by id; ``None``: nowhere) that a season ended and which one began."""

RETRY_SECONDS = 60.0
BUSY_RETRY_SECONDS = 5.0
"""Another process holds the season-ends job: look again after this long."""


async def count_unrated(store: Store) -> int:
    """Count the tables whose results were stored but not counted when the bot stopped (one
    process at a time when several share the database)."""
    async with store.exclusive("rating_repair") as mine:
        if not mine:
            return 0
        counted = await store.rate_unrated(now())
    if counted:
        log.info("counted %s finished tables in the ratings after a restart", counted)
    return counted


class SeasonTimer:
    """Ends timed seasons on time: one task sleeping until the soonest stored end."""

    def __init__(self, store: Store, *, min_games: int, announce: Announce) -> None:
        self.store = store
        self.min_games = min_games
        self.announce = announce
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await count_unrated(self.store)
        self.rearm()

    def rearm(self) -> None:
        """(Re)start the timer for the soonest timed end (after a season started or ended).
        A plain sleep, not an event wait: SimCord's virtual time drives sleeps."""
        if self._task is not None:
            self._task.cancel()
        self._task = asyncio.create_task(self._run())

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                if not await self.end_due():
                    # Another process is ending them; look again once it is done.
                    await asyncio.sleep(BUSY_RETRY_SECONDS)
                    continue
                next_end = await self.store.next_season_end()
                if next_end is None:
                    return
                await asyncio.sleep(max(0.0, next_end - now()))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the season timer failed; retrying in a minute")
                await asyncio.sleep(RETRY_SECONDS)

    async def end_due(self) -> bool:
        """End every timed season whose end has come, and announce each: one process at a
        time when several share the database. False if another process was doing it."""
        async with self.store.exclusive("season_ends") as mine:
            if mine:
                await self._end_due()
            return mine

    async def _end_due(self) -> None:
        for season in await self.store.due_seasons(now()):
            changed = await self.store.end_season(
                season.guild_id, now=now(), min_games=self.min_games, season_id=season.id
            )
            if changed is None:
                continue
            log.info("season %s of guild %s ended on time", season.id, season.guild_id)
            await self.announce(season.channel_id, *changed)
