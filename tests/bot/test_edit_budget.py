"""The bot's one edit budget (``bot/budget.py``) and the publisher that spends it: tokens at a
rate, tables where a human waits first, a 429 or a 500 never stalls a table, and a failed
publish is tried again until the message is current, without waiting for another move."""

from __future__ import annotations

import asyncio

import pytest

from bot.budget import EditBudget
from tests.support import drivers, live
from tests.support.world import world_fixture


class Ticks:
    """A clock the test moves by hand; the budget's pauses wait for it (no wall clock)."""

    def __init__(self) -> None:
        self.now = 0.0
        self.moved = asyncio.Event()
        self.sleeping = 0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, _seconds: float) -> None:
        self.sleeping += 1
        self.moved.clear()
        await self.moved.wait()

    def advance(self, seconds: float) -> None:
        self.now += seconds
        self.moved.set()


async def _until(condition) -> None:
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError("the condition never came true")


async def test_the_budget_gives_its_burst_then_one_token_per_interval_urgent_first():
    ticks = Ticks()
    budget = EditBudget(2.0, burst=2, clock=ticks, sleep=ticks.sleep)
    await budget.take()
    await budget.take()
    assert budget.taken == 2
    served: list[str] = []

    async def take(name: str, *, urgent: bool) -> None:
        await budget.take(urgent=urgent)
        served.append(name)

    idle = [asyncio.create_task(take(f"idle-{n}", urgent=False)) for n in range(2)]
    await _until(lambda: budget.queued == 2)
    waiting = asyncio.create_task(take("human waits", urgent=True))
    await _until(lambda: budget.queued == 3 and ticks.sleeping > 0)
    assert served == []  # no token left until the clock moves
    ticks.advance(0.5)  # a token earned at 2 a second, but this second had its 2 already
    for _ in range(20):
        await asyncio.sleep(0)
    assert served == []
    ticks.advance(0.5)  # the burst's second is over
    await _until(lambda: len(served) == 1)
    assert served == ["human waits"]  # queued last, served first
    ticks.advance(0.5)
    await _until(lambda: len(served) == 2)
    ticks.advance(0.5)
    await asyncio.gather(waiting, *idle)
    assert served == ["human waits", "idle-0", "idle-1"]
    assert budget.taken == 5
    budget.close()


class Timers:
    """A simulated clock with real timers: each sleep wakes when the clock passes its end."""

    def __init__(self) -> None:
        self.now = 0.0
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._sleepers.append((self.now + seconds, woken))
        await woken

    async def run_until(self, end: float, step: float) -> None:
        while self.now < end:
            self.now = round(self.now + step, 9)
            due = [pair for pair in self._sleepers if pair[0] <= self.now]
            self._sleepers = [pair for pair in self._sleepers if pair[0] > self.now]
            for _, woken in due:
                woken.set_result(None)
            for _ in range(10):
                await asyncio.sleep(0)


@pytest.mark.parametrize("rate", [45.0, 11.25, 3.0])
async def test_no_second_holds_more_than_the_rate_yet_the_rate_is_used(rate):
    timers = Timers()
    budget = EditBudget(rate, clock=timers, sleep=timers.sleep)
    assert budget.burst <= 5
    taken: list[float] = []

    async def edit(urgent: bool) -> None:
        await budget.take(urgent=urgent)
        taken.append(timers.now)

    # Quiet first (the bucket full), then far more edits than a second allows, arriving in
    # bursts over the run: every one of them waits its turn.
    tasks = [asyncio.create_task(edit(n % 7 == 0)) for n in range(int(rate * 3))]
    await timers.run_until(2.0, 0.01)
    tasks += [asyncio.create_task(edit(False)) for _ in range(int(rate * 6))]
    await timers.run_until(12.0, 0.01)
    await asyncio.gather(*tasks)
    limit = budget.per_window
    assert limit == int(rate)
    for index, start in enumerate(taken):
        inside = sum(1 for at in taken[index:] if at < start + 1.0)
        assert inside <= limit, f"{inside} edits in the second from {start}"
    # Spaced, not starved: the whole load went through at about the rate.
    assert taken[-1] <= len(taken) / rate + 1.0


async def test_the_clock_is_read_when_a_token_is_asked_for(monkeypatch):
    budget = EditBudget(2.0)  # made before the clock is replaced, as the bot's is
    now = [1000.0]
    monkeypatch.setattr("time.monotonic", lambda: now[0])
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    budget._sleep = sleep
    for _ in range(4):
        await budget.take()
    # Two at once (the burst of a rate of 2), then one each half second of the replaced
    # clock, and never a third in one of its seconds.
    assert budget.burst == 2
    assert now[0] >= 1001.0
    assert sum(slept) == pytest.approx(now[0] - 1000.0)


async def test_a_waiter_that_gives_up_leaves_its_turn_to_the_next():
    ticks = Ticks()
    budget = EditBudget(1.0, burst=1, clock=ticks, sleep=ticks.sleep)
    await budget.take()
    gone = asyncio.create_task(budget.take())
    kept = asyncio.create_task(budget.take())
    await _until(lambda: budget.queued == 2 and ticks.sleeping > 0)
    gone.cancel()
    ticks.advance(1.0)
    await kept
    assert budget.taken == 2
    budget.close()


def test_a_rate_of_nothing_is_refused():
    with pytest.raises(ValueError, match="positive"):
        EditBudget(0)


# -- the publisher under faults, in SimCord ------------------------------------------------------

world = world_fixture("ana", "ben", guild=True, together=True)


async def _table(bot, channel, members):
    ana, ben = members
    session = await drivers.open_seeded(
        bot, channel, ana, [ben], 0, game="krypkasino", seed=7, options={"rounds": 1}
    )
    players = await live.Players.with_panels(bot, channel, session, [ana, ben])
    return session, players


async def _move(players: live.Players) -> None:
    session = players.session
    seat = session.seat_named(session.game.mover)
    shown = await players.click(
        seat.user_id, live.enabled(players.panel(seat.user_id), "krycard")[0]
    )
    takes = live.enabled(shown, "krytake")
    if takes:
        await players.click(seat.user_id, takes[0])


@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_failed_publish_is_retried_until_current_without_another_move(
    world, make_bot, simcord_env
):
    bot = make_bot(turn_seconds=7200.0)  # nobody's clock runs out while we wait
    await simcord_env.restart_bot(bot)
    env, _guild, channel, members = world
    session, players = await _table(bot, channel, members)
    # More failures in a row than the publisher used to try before giving up.
    env.inject_error("PATCH", "/channels/*/messages/*", status=500, times=8)
    await _move(players)
    mover = session.display(session.game.mover)
    assert live.awaited(live.public(channel, session)) != {mover}  # behind for now
    await env.advance_time(300)  # nobody moves; the retries' pauses pass
    assert live.awaited(live.public(channel, session)) == {mover}
    players.assert_agree()


@pytest.mark.simcord(settle_timeout=10.0)
async def test_a_table_whose_message_cannot_be_edited_plays_on(world, make_bot, simcord_env):
    bot = make_bot(turn_seconds=7200.0)
    await simcord_env.restart_bot(bot)
    env, _guild, channel, members = world
    session, players = await _table(bot, channel, members)
    env.inject_error("PATCH", "/channels/*/messages/*", status=500, times=None)
    for _ in range(4):  # the table plays on while its message cannot be edited
        version = session.version
        await _move(players)
        assert session.version > version
        mover = frozenset({session.display(session.game.mover)})
        assert {live.awaited(players.panel(uid)) for uid in players.panels} == {mover}
    env.backend.faults.clear()
    await env.advance_time(120)
    assert live.awaited(live.public(channel, session)) == {session.display(session.game.mover)}
