"""One budget for the bot's message edits across all tables, under Discord's global limit.

Discord allows a bot about 50 requests per second in all; table messages (the publisher) and
DM hand panels (``bot/panels.py``) are edited from many tables at once, so each edit first
takes a token here: ``rate`` tokens a second, at most ``burst`` saved up. When tokens run
short, waiters are served in order, tables where a human waits first (``urgent``); the rest
simply wait longer, which is what coalescing is for (their next edit shows the latest state).

Edits through an interaction's token (ephemeral panels, a click's own answer) do not count
against the global limit and never take a token. A 429 is the caller's to retry: the budget
only spaces requests, it never holds a table's lock, so a refused edit never stalls play.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable


class EditBudget:
    def __init__(
        self,
        rate: float,
        *,
        burst: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        if rate <= 0:
            raise ValueError("the edit rate must be positive")
        self.rate = rate
        self.burst = max(1.0, burst if burst is not None else rate)
        self._clock = clock
        self._sleep = sleep
        self._tokens = self.burst
        self._stamp = clock()
        self._urgent: list[object] = []
        self._waiting: list[object] = []
        self.taken = 0
        """Tokens handed out so far (benchmarks read it)."""
        self.waited = 0
        """Edits that had to wait for a token."""

    @property
    def queued(self) -> int:
        return len(self._urgent) + len(self._waiting)

    def _refill(self) -> None:
        stamp = self._clock()
        self._tokens = min(self.burst, self._tokens + (stamp - self._stamp) * self.rate)
        self._stamp = stamp

    async def take(self, *, urgent: bool = False) -> None:
        """Wait for one edit's token: at once while the budget has some, else in turn (urgent
        waiters first)."""
        self._refill()
        if not self.queued and self._tokens >= 1:
            self._tokens -= 1
            self.taken += 1
            return
        ticket = object()
        queue = self._urgent if urgent else self._waiting
        queue.append(ticket)
        self.waited += 1
        try:
            while True:
                self._refill()
                ahead = queue.index(ticket) + (0 if urgent else len(self._urgent))
                if ahead == 0 and self._tokens >= 1:
                    self._tokens -= 1
                    self.taken += 1
                    return
                # A timed wait until this waiter's turn should come (not a future another
                # task resolves): a plain sleep, which a simulated clock can run ahead.
                await self._sleep(max((ahead + 1 - self._tokens) / self.rate, 0.001))
        finally:
            queue.remove(ticket)

    def close(self) -> None:
        """Nothing runs on its own: waiters end with their tasks."""
