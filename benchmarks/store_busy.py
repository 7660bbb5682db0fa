"""The store when it is busy: a burst of actions, a write while another program holds the
database, and another table's read meanwhile; the store as it is (a writer and a reader
connection, writes refused past ``WRITE_WAIT``) against the store as it was (one connection,
one lock for every read and write, SQLite's 5-second busy timeout).

    python -m benchmarks.store_busy            # 1,200 tables, 3 bursts, 3 refusals each
    python -m benchmarks.store_busy --quick    # 200 tables, 1 burst, 1 refusal each, with
                                               # 0.1 s waits for both stores (a smoke)

Measured at the table host on a real SQLite file (no Discord: the bot's own handling time):

1. **Burst**: every table's member acts at once (a 4-poker placement: one commit each) while
   as many members open their hand (the reads a "Your hand" click makes); each call's time
   from the burst's start to its answer, p50/p99/max, and how many writes were refused.
2. **Refusal under a foreign lock**: a second connection holds ``BEGIN IMMEDIATE`` on the file
   while a member acts: the time until the member's action is refused (nothing changed).
3. **Another table's read while a write waits on that lock**: the time a different member's
   hand takes to read while the first write is still waiting.

"before" is a faithful model of the old store in this process (``OneLockStore``: every read
and write through the one connection under one lock, busy timeout 5 s); "after" is the store
as the bot opens it.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sqlite3
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks.measure import Stopwatch, percentile, report_at_exit
from bot.errors import StoreBusy
from bot.host import TableHost
from bot.settings import Settings
from bot.store import Store

OLD_BUSY_TIMEOUT = 5.0
"""SQLite's busy timeout as the old store had it (Python's sqlite3 default, 5 s)."""
QUICK_WAIT = 0.1
"""``--quick``: both stores' waits under a foreign lock, so the smoke waits no real seconds."""


class OneLockStore(Store):
    """The store as it was: one connection, one lock around every read and write, and
    SQLite's default 5-second busy timeout."""

    busy_timeout = OLD_BUSY_TIMEOUT

    async def _on_thread(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        async with self._lock:
            return await self._db._execute(
                _old_wait, self._db._conn, self.busy_timeout, work, *args, **kwargs
            )

    async def _read_on_thread(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        async with self._lock:
            return await self._db._execute(
                _old_wait, self._db._conn, self.busy_timeout, work, *args, **kwargs
            )


def _old_wait(
    connection: sqlite3.Connection,
    seconds: float,
    work: Callable[..., Any],
    *args: Any,
    **kwargs: Any,
) -> Any:
    connection.execute(f"PRAGMA busy_timeout = {int(seconds * 1000)}")
    return work(connection, *args, **kwargs)


def ms(values: list[float]) -> str:
    if not values:
        return "none"
    shown = [value * 1000 for value in values]
    return (
        f"p50 {percentile(shown, 0.5):8.1f} ms  p99 {percentile(shown, 0.99):8.1f} ms  "
        f"max {max(shown):8.1f} ms  n={len(shown)}"
    )


async def open_host(path: Path, store_class: type[Store], wait: float | None) -> TableHost:
    """A host on a fresh store; ``wait``: both stores' waits under a lock (``--quick``)."""
    if wait is None:
        store = await store_class.open(path)
    else:
        store = await store_class.open(path, write_wait=wait)
        if isinstance(store, OneLockStore):
            store.busy_timeout = wait
    settings = Settings(_env_file=None, database_path=path, computer_delay=0.0)
    return TableHost(store, settings)


async def open_tables(host: TableHost, count: int) -> list[int]:
    tables = []
    for user in range(1, count + 1):
        session = await host.lobby.open_table(
            game="four_poker", guild_id=1, channel_id=2, host_id=user, host_display=f"m{user}"
        )
        tables.append(session.id)
    return tables


async def place(host: TableHost, table_id: int) -> None:
    session = host.tables[table_id]
    assert session.game is not None
    column = session.game.legal_actions(session.seats[0].name)[0].column
    await host.play.act(table_id, session.host_id, {"type": "place", "column": column})


async def hand_reads(host: TableHost, table_id: int) -> None:
    """What a "Your hand" click reads: the member's preference and their record here."""
    session = host.tables[table_id]
    await host.store.hand_by_dm(session.host_id)
    await host.store.personal_scores(1, "four_poker", session.host_id)


async def timed(start: float, work: Any, into: list[float], refused: list[int]) -> None:
    try:
        await work
    except (StoreBusy, sqlite3.OperationalError):
        refused.append(1)
    into.append(time.perf_counter() - start)


async def burst(host: TableHost, tables: list[int]) -> tuple[list[float], list[float], int]:
    writes: list[float] = []
    reads: list[float] = []
    refused: list[int] = []
    start = time.perf_counter()
    jobs = []
    for table_id in tables:
        jobs.append(timed(start, place(host, table_id), writes, refused))
        jobs.append(timed(start, hand_reads(host, table_id), reads, []))
    await asyncio.gather(*jobs)
    return writes, reads, len(refused)


async def refusal_and_read(
    host: TableHost, path: Path, first: int, second: int
) -> tuple[float, float]:
    """(seconds until the held write is refused, seconds another table's read took)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        session = host.tables[first]
        before = session.version
        start = time.perf_counter()
        writing = asyncio.create_task(place(host, first))
        await asyncio.sleep(0.05)  # the write is waiting on the lock now
        read_start = time.perf_counter()
        await hand_reads(host, second)
        read = time.perf_counter() - read_start
        try:
            await writing
        except (StoreBusy, sqlite3.OperationalError):
            pass
        else:
            raise AssertionError("a write went through another program's lock")
        refused = time.perf_counter() - start
        assert session.version == before, "a refused write changed memory"
        return refused, read
    finally:
        other.execute("ROLLBACK")
        other.close()


async def run(tables: int, bursts: int, tries: int, wait: float | None) -> None:
    stores: dict[str, type[Store]] = {"before": OneLockStore, "after": Store}
    with tempfile.TemporaryDirectory() as folder:
        paths = {label: Path(folder) / f"{label}.sqlite3" for label in stores}
        hosts = {label: await open_host(paths[label], stores[label], wait) for label in stores}
        try:
            ids = {label: await open_tables(host, tables) for label, host in hosts.items()}
            # Before and after take turns, so a change in the machine's load hits both.
            for round_number in range(1, bursts + 1):
                for label, host in hosts.items():
                    watch = Stopwatch()
                    writes, reads, refused = await burst(host, ids[label])
                    print(f"{label:<6} burst {round_number}: {tables} actions + {tables} reads")
                    print(f"         actions     {ms(writes)}  refused {refused}")
                    print(f"         hand reads  {ms(reads)}")
                    print("         " + watch.line("this burst"))
            for label, host in hosts.items():
                watch = Stopwatch()
                refusals: list[float] = []
                others: list[float] = []
                for _ in range(tries):
                    first, second = ids[label][0], ids[label][1]
                    refused_after, read = await refusal_and_read(host, paths[label], first, second)
                    refusals.append(refused_after)
                    others.append(read)
                print(f"{label:<6} refused under a foreign lock after  {ms(refusals)}")
                print(f"{label:<6} another table's read meanwhile      {ms(others)}")
                print("         " + watch.line("locked"))
        finally:
            for host in hosts.values():
                await host.close()
                await host.store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1200, help="tables (and members)")
    parser.add_argument("--bursts", type=int, default=3)
    parser.add_argument("--tries", type=int, default=3, help="refusals under a foreign lock")
    parser.add_argument(
        "--quick", action="store_true", help="200 tables, 1 burst, 1 refusal, 0.1 s waits"
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.tables, args.bursts, args.tries = 200, 1, 1
    # The refused writes are logged as they should be; here they are the point, not news.
    logging.getLogger("bot").setLevel(logging.CRITICAL)
    asyncio.run(run(args.tables, args.bursts, args.tries, QUICK_WAIT if args.quick else None))
    return 0


if __name__ == "__main__":
    report_at_exit()
    raise SystemExit(main())
