"""Leaderboard, stats and history query times on 100,000 stored results, and what a rating
update adds to finishing a table.

    python -m benchmarks.leaderboards                    # 100,000 results
    python -m benchmarks.leaderboards --results 1000000  # /stats' target is at 1M results
    python -m benchmarks.leaderboards --quick            # a smoke run of a few seconds

1. A fresh database (``Store.open``: every migration). Tables are written the way the host
   writes them, in one bulk transaction per 5,000 tables: a table row, its seats and one
   result row per seat. The spread: 60 servers of Zipf-like sizes (the biggest has about a
   fifth of all games); members per server in proportion (5-600); games 35% 4-poker
   (one seat), 30% Krypkasino (2-4 seats), 20% Crveni tepih (3-5), 15% Kare Kupa (4 seats in
   two partnerships); 1 table in 6 has a computer seat, 1 in 30 a forfeit, 1 in 50 is
   abandoned; players drawn with a skew (a server's regulars play most).
2. Every table is counted with ``Store.rate_table``, in finishing order, through the real
   store; each server's season ends (``Store.end_season``, archiving its boards) after a
   third and after two thirds of its tables, so there are three seasons per server. The
   time of each ``rate_table`` is recorded; next to it, the time of ``Store.finish_table``
   (what finishing costs without ratings) on 2,000 extra tables.
3. Queries, 2,000 each, for random servers (weighted by activity, as requests would be),
   games, seasons (current 70%, past 30%) and pages: a board page with the caller's own line
   (what ``/leaderboard`` and a page click read), a stats card (``member_stats`` plus one
   ``board_line`` per game played: what ``/stats`` reads), and ``history``.

Printed: p50, p99 and max of each, beside the target (p99 <= 20 ms; /stats' database CPU
p99 <= 3 ms at 1M results: it reads the aggregates counting keeps current, so its cost does
not grow with the results), and the rating cost (which now includes those aggregates).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.measure import percentile, reference_loop, report_at_exit
from bot.ratings import rate
from bot.seats import SeatRow
from bot.store import ResultRow, SeasonRow, Store

GAMES = [("four_poker", 0.35), ("krypkasino", 0.30), ("crveni_tepih", 0.20), ("kare_kupa", 0.15)]
SEATS = {"four_poker": (1, 1), "krypkasino": (2, 4), "crveni_tepih": (3, 5), "kare_kupa": (4, 4)}
SERVERS = 60
TARGET_MS = 20.0
STATS_CPU_TARGET_MS = 3.0


def plan(results: int, rng: random.Random) -> list[dict]:
    """The tables to write, in finishing order: server, game, seats with their results."""
    weights = [1 / (rank + 1) for rank in range(SERVERS)]
    members = {
        server: [server * 10_000 + n for n in range(max(5, int(600 * w / weights[0])))]
        for server, w in enumerate(weights)
    }
    tables, written, at = [], 0, 1_700_000_000.0
    while written < results:
        server = rng.choices(range(SERVERS), weights)[0]
        game = rng.choices([g for g, _ in GAMES], [w for _, w in GAMES])[0]
        low, high = SEATS[game]
        count = rng.randint(low, high)
        pool = members[server]
        people: list[int] = []
        while len(people) < count:
            person = pool[min(len(pool) - 1, int(rng.paretovariate(1.2)) - 1)]
            if rng.random() < 0.5:
                person = rng.choice(pool)
            if person not in people:
                people.append(person)
        computer = count > 1 and rng.random() < 1 / 6
        abandoned = count > 1 and rng.random() < 1 / 50
        forfeit = count > 1 and not abandoned and rng.random() < 1 / 30
        seats = []
        order = list(range(count))
        rng.shuffle(order)
        for position, user_id in enumerate(people):
            is_computer = computer and position == count - 1
            team = position % 2 if game == "kare_kupa" else None
            # Partners share their team's place; otherwise a random order of places.
            place = (1 if team == order[0] % 2 else 2) if team is not None else order[position] + 1
            outcome = "finished"
            if abandoned:
                outcome, place = "abandoned", None
            elif forfeit and position == 0:
                outcome, place = "forfeited", count
            seats.append(
                {
                    "position": position,
                    "user_id": None if is_computer else user_id,
                    "computer": is_computer,
                    "team": team,
                    "placement": place,
                    "score": rng.randint(0, 400) if game == "four_poker" else rng.randint(-20, 80),
                    "outcome": outcome,
                }
            )
        at += rng.expovariate(1 / 30)
        tables.append(
            {
                "server": server,
                "game": game,
                "seats": seats,
                "at": at,
                "hinted": game == "four_poker" and rng.random() < 0.1,
            }
        )
        written += count
    return tables


def bulk_write(path: Path, tables: list[dict]) -> list[int]:
    """Tables, seats and results as the host writes them (bulk, for speed); returns ids."""
    db = sqlite3.connect(path, isolation_level=None)
    ids = []
    for start in range(0, len(tables), 5000):
        db.execute("BEGIN")
        for table in tables[start : start + 5000]:
            status = "abandoned" if table["seats"][0]["outcome"] == "abandoned" else "finished"
            cursor = db.execute(
                "INSERT INTO game_tables (guild_id, channel_id, game, seed, host_id, status,"
                " hints_used, created_at, started_at, finished_at)"
                " VALUES (?, 1, ?, 1, 1, ?, ?, ?, ?, ?)",
                (
                    table["server"],
                    table["game"],
                    status,
                    int(table["hinted"]),
                    table["at"] - 600,
                    table["at"] - 600,
                    table["at"],
                ),
            )
            table_id = cursor.lastrowid
            ids.append(table_id)
            for seat in table["seats"]:
                name = str(seat["user_id"]) if seat["user_id"] else f"computer-{seat['position']}"
                db.execute(
                    "INSERT INTO seats (table_id, position, user_id, name, display, computer)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (
                        table_id,
                        seat["position"],
                        seat["user_id"],
                        name,
                        f"Member {name}",
                        int(seat["computer"]),
                    ),
                )
                db.execute(
                    "INSERT INTO results (table_id, position, guild_id, game, user_id, display,"
                    " computer, outcome, team, placement, score, hints_used, computers_seated,"
                    " finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        table_id,
                        seat["position"],
                        table["server"],
                        table["game"],
                        seat["user_id"],
                        f"Member {name}",
                        int(seat["computer"]),
                        seat["outcome"],
                        seat["team"],
                        seat["placement"],
                        seat["score"],
                        int(table["hinted"]),
                        int(any(s["computer"] for s in table["seats"])),
                        table["at"],
                    ),
                )
        db.execute("COMMIT")
    db.close()
    return ids


class TimedStore(Store):
    """The real store, also adding up the CPU time its database thread spends on each call
    (``time.thread_time`` inside the thread): the query's own cost, without the waits that
    a loaded machine adds to the hand-over between threads."""

    cpu = 0.0

    async def _on_thread(self, work: Any, *args: Any, **kwargs: Any) -> Any:
        return await super()._on_thread(_timed(work), *args, **kwargs)

    async def _read_on_thread(self, work: Any, *args: Any, **kwargs: Any) -> Any:
        return await super()._read_on_thread(_timed(work), *args, **kwargs)


def _timed(work: Any) -> Any:
    def timed(db: sqlite3.Connection, *inner: Any, **named: Any) -> Any:
        start = time.thread_time()
        try:
            return work(db, *inner, **named)
        finally:
            TimedStore.cpu += time.thread_time() - start

    return timed


def figures(name: str, seconds: list[float], target: float | None = TARGET_MS) -> None:
    ms = [value * 1000 for value in seconds]
    beside = f"  (target p99 <= {target:.0f} ms)" if target else ""
    print(
        f"{name:<34} p50 {percentile(ms, 0.5):7.3f} ms  p99 {percentile(ms, 0.99):7.3f} ms  "
        f"max {max(ms):7.3f} ms  n={len(ms)}{beside}"
    )


async def run(results: int, queries: int) -> None:
    rng = random.Random(18)
    print(f"reference loop: {reference_loop():.2f} s CPU (ten million additions)")
    loads = " ".join(f"{load:.1f}" for load in os.getloadavg())
    print(f"load average: {loads} on {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "boards.sqlite3"
        store = await Store.open(path)
        await store.close()
        tables = plan(results, rng)
        started = time.perf_counter()
        ids = bulk_write(path, tables)
        stored = sum(len(table["seats"]) for table in tables)
        print(
            f"wrote {len(tables):,} tables, {stored:,} results in "
            f"{time.perf_counter() - started:.1f} s"
        )

        store = await TimedStore.open(path, rating=rate)
        per_server = [0] * SERVERS
        for table in tables:
            per_server[table["server"]] += 1
        done = [0] * SERVERS
        rate_times = []
        started = time.perf_counter()
        for table, table_id in zip(tables, ids, strict=True):
            server = table["server"]
            begun = time.perf_counter()
            await store.rate_table(table_id, now=table["at"])
            rate_times.append(time.perf_counter() - begun)
            done[server] += 1
            if done[server] in (per_server[server] // 3, 2 * per_server[server] // 3):
                await store.end_season(server, now=table["at"], min_games=5)
        print(f"rated every table in {time.perf_counter() - started:.1f} s")

        # What finishing costs without ratings, on extra tables of the biggest server.
        finish_times = []
        for number in range(2000):
            seats = [SeatRow(p, 50_000 + p, str(50_000 + p), "x", computer=False) for p in range(3)]
            table_id = await store.create_table(
                guild_id=0,
                channel_id=1,
                game="krypkasino",
                options={},
                seed=number,
                host_id=50_000,
                seats=seats,
                turn_seconds=None,
                deadline_at=None,
                now=2e9,
                started=True,
            )
            begun = time.perf_counter()
            await store.finish_table(
                table_id,
                guild_id=0,
                game="krypkasino",
                results=[
                    ResultRow(p, 50_000 + p, computer=False, placement=p + 1, score=10)
                    for p in range(3)
                ],
                hints_used=False,
                now=2e9 + number,
            )
            finish_times.append(time.perf_counter() - begun)
            begun = time.perf_counter()
            await store.rate_table(table_id, now=2e9 + number)
            rate_times.append(time.perf_counter() - begun)

        seasons: dict[int, list[SeasonRow]] = {
            server: await store.seasons(server) for server in range(SERVERS)
        }
        weights = [1 / (rank + 1) for rank in range(SERVERS)]
        players: dict[int, list[int]] = {}
        for table in tables:
            for seat in table["seats"]:
                if seat["user_id"]:
                    players.setdefault(table["server"], []).append(seat["user_id"])
        board_times, stats_times, history_times = [], [], []
        board_cpu, stats_cpu, history_cpu = [], [], []
        pages_of: dict[tuple[int, str], int] = {}
        for _ in range(queries):
            server = rng.choices(range(SERVERS), weights)[0]
            game = rng.choice([g for g, _ in GAMES])
            rows = seasons[server]
            season = rows[-1] if rng.random() < 0.7 else rng.choice(rows[:-1] or rows)
            user = rng.choice(players[server])
            solo = game == "four_poker"
            begun, TimedStore.cpu = time.perf_counter(), 0.0
            page = rng.randrange(pages_of.get((season.id, game), 1))
            board, _, _ = await store.board_page(
                season, game, user, solo=solo, min_games=5, page=page, size=10
            )
            pages_of[season.id, game] = max(1, -(-board.total // 10))
            board_times.append(time.perf_counter() - begun)
            board_cpu.append(TimedStore.cpu)

            begun, TimedStore.cpu = time.perf_counter(), 0.0
            await store.stats_card(
                server,
                user,
                rows[-1],
                partnerships={"kare_kupa"},
                solitaires={"four_poker"},
                min_games=5,
            )
            stats_times.append(time.perf_counter() - begun)
            stats_cpu.append(TimedStore.cpu)

            begun, TimedStore.cpu = time.perf_counter(), 0.0
            await store.history(server, user, limit=10)
            history_times.append(time.perf_counter() - begun)
            history_cpu.append(TimedStore.cpu)
        await store.close()

    print()
    figures("/leaderboard (Store.board_page)", board_times)
    figures("/stats (Store.stats_card)", stats_times)
    figures("/history (10 tables)", history_times)
    print("the same, CPU time of the database thread only (no waits for a busy machine):")
    figures("/leaderboard, database CPU", board_cpu)
    figures("/stats, database CPU", stats_cpu, STATS_CPU_TARGET_MS)
    figures("/history, database CPU", history_cpu)
    figures("finish_table alone", finish_times, None)
    figures("rate_table (the rating update)", rate_times, None)
    print(
        f"a rating update adds {percentile(rate_times, 0.5) * 1000:.3f} ms (median) to finishing "
        f"a table whose results take {percentile(finish_times, 0.5) * 1000:.3f} ms to store"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="2,000 results, 100 queries")
    arguments = parser.parse_args()
    if arguments.quick:
        arguments.results, arguments.queries = 2000, 100
    asyncio.run(run(arguments.results, arguments.queries))


if __name__ == "__main__":
    report_at_exit()
    main()
