"""Committed moves on SQLite against PostgreSQL: moves per second and the time per move
(p50/p99), in one process and in two processes sharing the database.

    python -m benchmarks.store_backends            # 40 tables x 50 moves per process (one
                                                   # table alone: 2,000 moves)
    python -m benchmarks.store_backends --quick    # 8 tables x 10 moves (a smoke)

A move is what the table host commits for one click: ``Store.append_actions`` with the action,
the seat's state and the table's next deadline (one transaction). Each table's member moves
as fast as the store answers, every table at once, so the figure is the store's throughput
with as many moves in flight as tables; a move's time runs from its call to its commit (with
one table: the cost of a move alone; with many: the wait behind the others too).

PostgreSQL runs when ``FOLKDECK_TEST_POSTGRES_URL`` names a server where a scratch database
may be created (``.ci/run`` starts one); otherwise only SQLite is measured, and it says so.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from benchmarks.measure import load_average, percentile, report_at_exit
from bot.seats import SeatRow
from bot.store import Store

SERVER = "FOLKDECK_TEST_POSTGRES_URL"


async def open_store(path: Path, url: str | None) -> Store:
    return await Store.open(path, url=url)


async def tables_of(store: Store, count: int, owner: int) -> list[int]:
    return [
        await store.create_table(
            guild_id=1,
            channel_id=2,
            game="four_poker",
            options={},
            seed=number,
            host_id=owner,
            seats=[SeatRow(0, owner, str(owner), "Ana", computer=False)],
            turn_seconds=60.0,
            deadline_at=100.0,
            now=0.0,
            started=True,
        )
        for number in range(count)
    ]


async def play(
    path: Path, url: str | None, tables: int, moves: int, owner: int, start: Any
) -> tuple[list[float], float, float]:
    """Every table's member moves ``moves`` times, all tables at once: each move's seconds,
    and when the first move began and the last ended (the epoch clock, shared by processes)."""
    store = await open_store(path, url)
    try:
        ids = await tables_of(store, tables, owner)
        await asyncio.to_thread(start.wait)  # every process's tables exist: all move at once
        seat = SeatRow(0, owner, str(owner), "Ana", computer=False)
        times: list[float] = []
        began = time.time()

        async def member(table_id: int) -> None:
            for seq in range(moves):
                start = time.perf_counter()
                await store.append_actions(
                    table_id,
                    seq,
                    [({"type": "place", "player": str(owner), "column": seq % 5}, False)],
                    seats=[seat],
                    deadline_at=100.0 + seq,
                    now=float(seq),
                )
                times.append(time.perf_counter() - start)

        await asyncio.gather(*(member(table_id) for table_id in ids))
        return times, began, time.time()
    finally:
        await store.close()


def _process(
    path: Path, url: str | None, tables: int, moves: int, owner: int, start: Any, out: Any
) -> None:
    out.send(asyncio.run(play(path, url, tables, moves, owner, start)))
    out.close()


def run(path: Path, url: str | None, tables: int, moves: int, processes: int) -> str:
    asyncio.run(_migrate(path, url))  # once, before the processes start
    context = multiprocessing.get_context("spawn")
    pipes, workers = [], []
    start = context.Barrier(processes)
    for owner in range(processes):
        receive, send = context.Pipe(duplex=False)
        worker = context.Process(
            target=_process, args=(path, url, tables, moves, 100 + owner, start, send)
        )
        worker.start()
        pipes.append(receive)
        workers.append(worker)
    times: list[float] = []
    spans = []
    for receive in pipes:
        moved, began, ended = receive.recv()
        times.extend(moved)
        spans.append((began, ended))
    for worker in workers:
        worker.join()
    # From the first move of any process to the last (they start together, at a barrier).
    wall = max(end for _, end in spans) - min(begin for begin, _ in spans)
    return (
        f"{processes} process(es) x {tables} tables: {len(times)} moves, "
        f"{len(times) / wall:,.0f} moves/s, per move p50 {percentile(times, 0.5) * 1000:.2f} ms, "
        f"p99 {percentile(times, 0.99) * 1000:.2f} ms"
    )


def alone(moves: int, tables: int) -> int:
    """One table alone makes as many moves as forty do together: enough for a p99."""
    return moves * 40 if tables == 1 else moves


async def _migrate(path: Path, url: str | None) -> None:
    store = await open_store(path, url)
    await store.close()


async def _database(server: str, name: str, create: bool) -> None:
    import asyncpg  # noqa: PLC0415 - only with a PostgreSQL server to measure

    admin = await asyncpg.connect(server)
    try:
        if create:
            await admin.execute(f'CREATE DATABASE "{name}"')
        else:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


def main() -> None:
    report_at_exit()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    arguments = parser.parse_args()
    tables, moves = (8, 10) if arguments.quick else (40, 50)
    print(f"{tables} tables x {moves} moves per process; {load_average()}")
    with tempfile.TemporaryDirectory() as folder:
        for processes, count in ((1, 1), (1, tables), (2, tables)):
            path = Path(folder) / f"sqlite-{processes}-{count}.sqlite3"
            print("SQLite     ", run(path, None, count, alone(moves, count), processes))
    server = os.environ.get(SERVER, "").strip()
    if not server:
        print(f"PostgreSQL: not measured (set {SERVER} to a server to measure it)")
        return
    for processes, count in ((1, 1), (1, tables), (2, tables)):
        name = f"folkdeck_bench_{uuid.uuid4().hex[:10]}"
        asyncio.run(_database(server, name, create=True))
        try:
            url = f"{server.rpartition('/')[0]}/{name}"
            print("PostgreSQL ", run(Path("unused"), url, count, alone(moves, count), processes))
        finally:
            asyncio.run(_database(server, name, create=False))


if __name__ == "__main__":
    main()
