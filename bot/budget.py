"""One budget for the bot's message edits across all tables, under Discord's global limit.

Discord allows a bot about 50 requests per second in all; table messages (the publisher) and
DM hand panels (``bot/panels.py``) are edited from many tables at once, so each edit first
takes a token here: ``rate`` tokens a second, at most ``burst`` (a few) saved up. When tokens
run short, waiters are served in order, tables where a human waits first (``urgent``); the
rest simply wait longer, which is what coalescing is for (their next edit shows the latest
state).

A token bucket alone lets a second hold its saved-up burst on top of the second's rate; so the
budget also counts the tokens of the last second and never hands out more than ``rate`` in
any one second, whatever the burst: the limit holds for every window of a second, not only on
average.

The clock is read when a token is asked for (``time.monotonic`` looked up at each call, not
bound at import), so a simulated clock that replaces it (SimCord's virtual time) governs the
budget as it governs the publisher's intervals.

Edits through an interaction's token (ephemeral panels, a click's own answer) do not count
against the global limit and never take a token. A 429 is the caller's to retry: the budget
only spaces requests, it never holds a table's lock, so a refused edit never stalls play.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable

BURST = 5.0
"""Tokens saved up at most: a few edits at once after a quiet spell, never a second's worth."""
WINDOW = 1.0
"""The span (seconds) in which at most ``rate`` tokens are handed out."""


def _monotonic() -> float:
    # Looked up at each call: a clock patched in after import (SimCord's) is the one read.
    return time.monotonic()


class EditBudget:
    def __init__(
        self,
        rate: float,
        *,
        burst: float | None = None,
        clock: Callable[[], float] | None = None,
        sleep: Callable[[float], Awaitable[None]] | None = None,
    ) -> None:
        if rate <= 0:
            raise ValueError("the edit rate must be positive")
        self.rate = rate
        self.burst = max(1.0, min(BURST, rate) if burst is None else burst)
        self._clock = clock or _monotonic
        self._sleep = sleep
        self._tokens = self.burst
        self._stamp: float | None = None
        """When the tokens were last counted (``None``: not yet, the bucket is full)."""
        self._recent: deque[float] = deque()
        """When each token of the last second was handed out, oldest first."""
        self._urgent: list[object] = []
        self._waiting: list[object] = []
        self.taken = 0
        """Tokens handed out so far (benchmarks read it)."""
        self.waited = 0
        """Edits that had to wait for a token."""

    @property
    def queued(self) -> int:
        return len(self._urgent) + len(self._waiting)

    @property
    def per_window(self) -> int:
        """Tokens a second may hold at most: the rate, rounded down (one at the least)."""
        return max(1, math.floor(self.rate))

    def _refill(self) -> float:
        """Count the tokens earned since last time and forget takes older than the window;
        the time now."""
        now = self._clock()
        if self._stamp is None or now < self._stamp:
            # First use, or a different clock than before (a simulated one put in after the
            # budget was made): nothing to count between two clocks.
            if self._stamp is not None:
                self._recent.clear()
            self._stamp = now
        self._tokens = min(self.burst, self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now
        recent = self._recent
        while recent and now - recent[0] >= WINDOW:
            recent.popleft()
        return now

    def _wait_for(self, ahead: int, now: float) -> float | None:
        """Seconds until a token may go to the waiter with ``ahead`` waiters before it, or
        ``None`` when it may go now."""
        if ahead == 0 and self._tokens >= 1 and len(self._recent) < self.per_window:
            return None
        wait = (ahead + 1 - self._tokens) / self.rate
        recent = self._recent
        full = len(recent) + ahead + 1 - self.per_window  # takes that must age out first
        if full > 0 and recent:
            wait = max(wait, recent[min(full, len(recent)) - 1] + WINDOW - now)
        return max(wait, 0.001)

    def _hand_out(self, now: float) -> None:
        self._tokens -= 1
        self._recent.append(now)
        self.taken += 1

    async def take(self, *, urgent: bool = False) -> None:
        """Wait for one edit's token: at once while the budget has some, else in turn (urgent
        waiters first)."""
        now = self._refill()
        if not self.queued and self._wait_for(0, now) is None:
            self._hand_out(now)
            return
        ticket = object()
        queue = self._urgent if urgent else self._waiting
        queue.append(ticket)
        self.waited += 1
        try:
            while True:
                now = self._refill()
                ahead = queue.index(ticket) + (0 if urgent else len(self._urgent))
                wait = self._wait_for(ahead, now)
                if wait is None:
                    self._hand_out(now)
                    return
                # A timed wait until this waiter's turn should come (not a future another
                # task resolves): a plain sleep, which a simulated clock can run ahead.
                await (self._sleep or asyncio.sleep)(wait)
        finally:
            queue.remove(ticket)

    def close(self) -> None:
        """Nothing runs on its own: waiters end with their tasks."""
