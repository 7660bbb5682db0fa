"""Start-up recovery: CPU and wall time, messages edited, and resident memory per live table.

    python -m benchmarks.bot_recovery                  # N = 1,000 and 10,000
    python -m benchmarks.bot_recovery --tables 100000  # the large target
    python -m benchmarks.bot_recovery --quick          # N = 200: a smoke run of a few seconds
    python -m benchmarks.bot_recovery --profile        # and cProfile the largest recovery

For each N, in a fresh child process (so memory figures start from the same baseline):

1. Writes N unfinished 4-poker tables into a fresh database: ``Store.open`` creates and
   migrates the file, then one bulk SQL transaction inserts, per table, a ``playing`` table
   row (with a channel and a message id, as a table opened by /play has), its seat and
   0-15 placements (uniformly random: a 4-poker game has 16), each a legal move from a twin
   engine, stored as the store writes them (compact JSON). Then what each message showed
   when the previous process stopped, as the publisher records it (``Store.set_shown``): 99
   tables in 100 up to date, 1 in 100 one move behind (its last move committed, its edit
   not made).
2. Recovery alone: ``TableHost(store, settings).recovery.recover()`` on a freshly opened
   store, timed (CPU and wall), split into the store's read (``Store.open_tables``: one query)
   and the rest (building each table and replaying its log into the engine). The host has
   no publisher here; recovery counts the messages that are behind (``Recovery.behind``):
   only those are edited, paced (``CATCH_UP_PER_SECOND``).
3. Memory per live table: the process's RSS (``/proc/self/statm``) before and after that
   recovery, with ``gc.collect()``, divided by N; then a second recovery of the same tables
   into a second host under ``tracemalloc``: the Python memory it keeps, divided by N, and
   where it is (by file and line).
4. Up to 20,000 tables, the whole bot start inside SimCord (``simcord.run(create_bot(...))``):
   the time of ``setup_hook`` (open and migrate the store, load the cogs, recover, sync the
   commands) and of the whole entry, with production settings. ``Publisher.request`` is
   replaced (in this process) by a counter, because the SimCord world is fresh (the tables'
   channel does not exist); the count is printed: requests made while the bot started.

Targets: recovery of 10,000 unfinished tables <= 1.5 s of CPU, of 100,000 <= 15 s;
resident memory per live table <= 50 KB.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import json
import logging
import os
import pstats
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import simcord

from benchmarks.measure import load_average, report_at_exit
from bot.app import create_bot
from bot.host import TableHost
from bot.host.recovery import CATCH_UP_PER_SECOND, digest, from_row
from bot.publisher import Publisher
from bot.settings import Settings
from bot.store import Store
from engine.four_poker import FourPoker

TARGET_CPU = {10_000: 1.5, 100_000: 15.0}
BEHIND_ONE_IN = 100
SIMCORD_UP_TO = 20_000
TARGET_BYTES_PER_TABLE = 50 * 1024
CHANNEL_ID = 1_456_000_000_000_000_001
FIRST_USER_ID = 1_456_000_000_000_100_000
FIRST_MESSAGE_ID = 1_456_000_000_001_000_000
PAGE = 4096
publisher_request = Publisher.request


def rss_bytes() -> int:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * PAGE


def settings_for(database: Path) -> Settings:
    return Settings(
        _env_file=None, discord_token=None, database_path=database, publish_interval=1.0
    )


async def write_tables(database: Path, count: int, seed: int) -> int:
    """N unfinished 4-poker tables with random logs; returns the number of logged actions."""
    store = await Store.open(database)  # creates and migrates the schema
    await store.close()
    rng = random.Random(seed)
    tables, seats, actions = [], [], []
    for number in range(1, count + 1):
        user = FIRST_USER_ID + number
        name = str(user)
        deal = rng.randrange(2**31)
        tables.append(
            (number, CHANNEL_ID, FIRST_MESSAGE_ID + number, deal, user, 1_767_225_600.0 + number)
        )
        seats.append((number, user, name, f"player{number}"))
        twin = FourPoker([name], {}, deal)
        for seq in range(rng.randint(0, 15)):
            action = rng.choice(twin.legal_actions(name))
            twin.apply(action)
            dumped = json.dumps(twin.codec.dump(action), separators=(",", ":"))
            actions.append((number, seq, dumped, 1_767_225_600.0 + number + seq))
    db = sqlite3.connect(database, isolation_level=None)
    try:
        db.execute("BEGIN")
        db.executemany(
            "INSERT INTO game_tables (id, guild_id, channel_id, message_id, game, options, seed,"
            " host_id, status, created_at, started_at) VALUES (?, 1, ?, ?, 'four_poker', '{}',"
            " ?, ?, 'playing', ?, ?)",
            [(*row, row[-1]) for row in tables],
        )
        db.executemany(
            "INSERT INTO seats (table_id, position, user_id, name, display, computer)"
            " VALUES (?, 0, ?, ?, ?, 0)",
            seats,
        )
        db.executemany(
            "INSERT INTO actions (table_id, seq, action, automatic, created_at)"
            " VALUES (?, ?, ?, 0, ?)",
            actions,
        )
        db.execute("COMMIT")
    finally:
        db.close()
    # What each message showed when the previous process stopped, as the publisher records it.
    store = await Store.open(database)
    try:
        shown = []
        for row in await store.open_tables():
            behind = row.id % BEHIND_ONE_IN == 0 and row.actions
            step = len(row.actions) - 1 if behind else len(row.actions)
            shown.append((row.id, step, digest(from_row(row))))
        await store.set_shown(shown)
    finally:
        await store.close()
    return len(actions)


async def measure(count: int, seed: int, profile: bool) -> dict[str, Any]:
    logging.basicConfig(level=logging.ERROR)
    figures: dict[str, Any] = {"tables": count}
    with tempfile.TemporaryDirectory(prefix="folkdeck-recovery-") as folder:
        database = Path(folder) / "folkdeck.sqlite3"
        started = time.perf_counter()
        figures["actions"] = await write_tables(database, count, seed)
        figures["write_seconds"] = time.perf_counter() - started
        figures["file_bytes"] = database.stat().st_size
        settings = settings_for(database)

        # 2 and 3: recovery alone, its time and the memory it keeps.
        store = await Store.open(database)
        try:
            gc.collect()
            before = rss_bytes()
            started = time.perf_counter()
            rows = await store.open_tables()
            figures["read_seconds"] = time.perf_counter() - started
            del rows
            host = TableHost(store, settings)
            profiler = cProfile.Profile() if profile else None
            if profiler is not None:
                profiler.enable()
            started, cpu = time.perf_counter(), time.process_time()
            recovered = await host.recovery.recover()
            figures["recover_seconds"] = time.perf_counter() - started
            figures["recover_cpu_seconds"] = time.process_time() - cpu
            if profiler is not None:
                profiler.disable()
                figures["profile"] = profiler
            assert recovered == count, (recovered, count)
            figures["behind"] = host.recovery.behind
            figures["load"] = load_average()
            gc.collect()
            figures["rss_per_table"] = (rss_bytes() - before) / count
            figures["rss_total"] = rss_bytes()

            tracemalloc.start(4)
            gc.collect()
            first = tracemalloc.take_snapshot()
            second = TableHost(store, settings)
            assert await second.recovery.recover() == count
            gc.collect()
            last = tracemalloc.take_snapshot()
            tracemalloc.stop()
            diff = last.compare_to(first, "filename")
            figures["traced_per_table"] = sum(stat.size_diff for stat in diff) / count
            figures["traced_top"] = [
                (str(stat.traceback[0]), stat.size_diff / count)
                for stat in last.compare_to(first, "lineno")[:8]
            ]
            figures["per_table_objects"] = _one_table_sizes(host)
            del host, second
        finally:
            await store.close()

        if count > SIMCORD_UP_TO:
            return figures
        # 4: the whole bot start inside SimCord, publishing counted but not sent.
        bot = create_bot(settings)
        original = bot.setup_hook
        hook: dict[str, float] = {}

        async def timed_setup_hook() -> None:
            started = time.perf_counter()
            await original()
            hook["seconds"] = time.perf_counter() - started

        requests: list[int] = []

        def count_request(_publisher: Publisher, table: Any, **_options: Any) -> None:
            requests.append(table.id)

        bot.setup_hook = timed_setup_hook  # type: ignore[method-assign]
        Publisher.request = count_request  # type: ignore[assignment, method-assign]
        started = time.perf_counter()
        try:
            async with simcord.run(bot):
                figures["simcord_entry_seconds"] = time.perf_counter() - started
                figures["simcord_live_tables"] = len(bot.host.tables)
        finally:
            Publisher.request = publisher_request  # type: ignore[method-assign]
            await bot.close()
        figures["setup_hook_seconds"] = hook.get("seconds", float("nan"))
        figures["publish_requests"] = len(set(requests))
    return figures


def _one_table_sizes(host: TableHost) -> dict[str, int]:
    """Shallow sizes of one recovered table's main parts (for the report)."""
    table = max(host.tables.values(), key=lambda t: t.version)
    game = table.game
    assert game is not None
    return {
        "actions_logged": table.version,
        "Table": sys.getsizeof(table),
        "game.__dict__": sys.getsizeof(game.__dict__),
        "asyncio.Lock": sys.getsizeof(table.lock) + sys.getsizeof(table.lock.__dict__),
        "recent deque": sys.getsizeof(table.recent),
    }


def child(count: int, seed: int, profile: bool) -> int:
    figures = asyncio.run(measure(count, seed, profile))
    profiler = figures.pop("profile", None)
    if profiler is not None:
        stats = pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative")
        stats.print_stats(30)
        stats.sort_stats("tottime").print_stats(20)
    print("FIGURES " + json.dumps(figures))
    return 0


def report(figures: dict[str, Any]) -> None:
    count = figures["tables"]
    print(f"\n{count} unfinished 4-poker tables, {figures['actions']} logged actions")
    print(
        f"  written in {figures['write_seconds']:.1f} s (file {figures['file_bytes'] / 1e6:.1f} MB)"
    )
    print(
        f"  TableHost.recover(): {figures['recover_seconds']:.2f} s "
        f"({figures['recover_seconds'] / count * 1e6:.0f} us per table), "
        f"{figures['recover_cpu_seconds']:.2f} s of CPU; the store's read alone "
        f"(Store.open_tables, also inside recover) {figures['read_seconds']:.2f} s"
    )
    print(f"  ({figures['load']})")
    behind = figures["behind"]
    print(
        f"  messages behind: {behind} of {count} (1 in {BEHIND_ONE_IN} written so); only "
        f"those are edited, {CATCH_UP_PER_SECOND:g} a second: {behind / CATCH_UP_PER_SECOND:.0f} "
        "s to catch up, in the background"
    )
    if "setup_hook_seconds" in figures:
        print(
            f"  whole bot start in SimCord: setup_hook {figures['setup_hook_seconds']:.2f} s "
            f"(store, cogs, recovery, command sync); simcord.run entry "
            f"{figures['simcord_entry_seconds']:.2f} s; {figures['simcord_live_tables']} tables "
            f"live; the publisher was asked for {figures['publish_requests']} edits while the "
            "bot started (counted, not sent)"
        )
    print(
        f"  memory per live table: RSS {figures['rss_per_table'] / 1024:.1f} KB; "
        f"tracemalloc {figures['traced_per_table'] / 1024:.1f} KB "
        f"(target <= {TARGET_BYTES_PER_TABLE // 1024} KB); process RSS "
        f"{figures['rss_total'] / 1e6:.0f} MB"
    )
    print("  where the traced memory is (per table):")
    for where, size in figures["traced_top"]:
        print(f"    {size / 1024:7.2f} KB  {where}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--tables", type=int, nargs="+", default=[1000, 10000], help="N (default 1000 10000)"
    )
    parser.add_argument("--quick", action="store_true", help="N = 200")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true", help="cProfile the largest recovery")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        return child(args.child, args.seed, args.profile)
    sizes = [200] if args.quick else args.tables
    print(
        f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} "
        "(other work competes for the CPUs above 1-2)"
    )
    results = []
    for count in sizes:
        command = [sys.executable, "-m", "benchmarks.bot_recovery", "--child", str(count)]
        command += ["--seed", str(args.seed)]
        if args.profile and count == max(sizes):
            command.append("--profile")
        done = subprocess.run(
            command, capture_output=True, text=True, check=False, cwd=Path(__file__).parents[1]
        )
        if args.profile and count == max(sizes):
            print(done.stderr)
        line = next((x for x in done.stdout.splitlines() if x.startswith("FIGURES ")), None)
        if line is None:
            print(f"N = {count}: the child failed (rc {done.returncode}):\n{done.stderr[-3000:]}")
            return 1
        figures = json.loads(line.removeprefix("FIGURES "))
        results.append(figures)
        report(figures)
    print("\nbeside the targets:")
    for figures in results:
        count = figures["tables"]
        seconds, cpu = figures["recover_seconds"], figures["recover_cpu_seconds"]
        line = f"  recovery of {count} tables: {cpu:.2f} s of CPU, {seconds:.2f} s wall"
        if count in TARGET_CPU:
            verdict = "met" if cpu <= TARGET_CPU[count] else "MISSED"
            line += f" (target <= {TARGET_CPU[count]:g} s of CPU: {verdict})"
        print(line + f"; {figures['behind']} messages behind")
    for figures in results:
        per = max(figures["rss_per_table"], figures["traced_per_table"])
        verdict = "met" if per <= TARGET_BYTES_PER_TABLE else "MISSED"
        print(
            f"  memory per live table at N = {figures['tables']}: "
            f"RSS {figures['rss_per_table'] / 1024:.1f} KB, "
            f"tracemalloc {figures['traced_per_table'] / 1024:.1f} KB "
            f"(target <= {TARGET_BYTES_PER_TABLE // 1024} KB: {verdict})"
        )
    return 0


if __name__ == "__main__":
    report_at_exit()
    sys.exit(main())
