"""Statistics kept current: after many random closed tables (forfeits, computers, solitaires,
daily deals, hinted and abandoned games, direct messages, season ends, opt-outs, tables
counted late), what /stats reads from the aggregates equals what the query over every raw
result computes; and migration 007 fills the aggregates from the results counted before it."""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path

import pytest_asyncio

from bot.ratings import rate
from bot.store import DailyClaim, GameStats, Store
from bot.store.database import MIGRATIONS
from tests.support.seeding import Seat, seed_table

GUILDS = (1000, 2000)
MEMBERS = (11, 12, 13, 14, 15, 16)
PARTNERSHIPS = frozenset({"kare_kupa"})
SEATS = {"four_poker": (1, 1), "krypkasino": (2, 4), "crveni_tepih": (3, 5), "kare_kupa": (4, 4)}

# What /stats computed before the aggregates: every counted result, read on each request.
COUNTED = "outcome != 'abandoned' AND hints_used = 0"
WON = "(outcome = 'finished' AND placement = 1)"
OLD_TOTALS = f"""
SELECT game, COUNT(*), SUM({WON}), MAX(score), AVG(score) FROM results
WHERE guild_id = :guild_id AND user_id = :user_id AND {COUNTED} GROUP BY game
"""
OLD_RECENT = f"""
SELECT {WON} FROM results
WHERE guild_id = :guild_id AND user_id = :user_id AND game = :game AND {COUNTED}
ORDER BY finished_at DESC LIMIT 200
"""
OLD_PARTNER = """
SELECT p.user_id, p.display, COUNT(*) AS tables, MAX(p.finished_at)
FROM results me
JOIN results p ON p.table_id = me.table_id AND p.team = me.team AND p.position != me.position
WHERE me.user_id = :user_id AND me.guild_id = :guild_id AND me.game = :game
  AND me.outcome != 'abandoned' AND me.hints_used = 0 AND p.user_id IS NOT NULL
  AND p.computer = 0
  AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                  WHERE o.guild_id = me.guild_id AND o.user_id = p.user_id)
GROUP BY p.user_id ORDER BY tables DESC, MAX(p.finished_at) DESC LIMIT 1
"""


def old_stats(path: Path, guild_id: int, user_id: int) -> list[GameStats]:
    with sqlite3.connect(path) as db:
        params = {"guild_id": guild_id, "user_id": user_id}
        found = []
        for game, games, wins, best, average in db.execute(OLD_TOTALS, params).fetchall():
            recent = [bool(r[0]) for r in db.execute(OLD_RECENT, {**params, "game": game})]
            streak = next(
                (index for index, value in enumerate(recent) if value != recent[0]), len(recent)
            )
            partner = (
                db.execute(OLD_PARTNER, {**params, "game": game}).fetchone()
                if game in PARTNERSHIPS
                else None
            )
            found.append(
                GameStats(
                    game=game,
                    games=games,
                    wins=wins or 0,
                    best=best,
                    average=average,
                    streak=streak if recent[0] else -streak,
                    partner=(partner[0], partner[1], partner[2]) if partner else None,
                )
            )
    db.close()
    return sorted(found, key=lambda stats: (-stats.games, stats.game))


@pytest_asyncio.fixture
async def store(open_store):
    return await open_store(rating=rate)


@pytest_asyncio.fixture
async def file_store(tmp_path):
    """On SQLite only: the test reads the file with the queries of before, and rewinds its
    migrations."""
    opened = await Store.open(tmp_path / "stats.sqlite3", rating=rate)
    yield opened
    await opened.close()


def random_table(rng: random.Random) -> tuple[str, list[Seat], dict]:
    game = rng.choice(list(SEATS))
    count = rng.randint(*SEATS[game])
    people = rng.sample(MEMBERS, count)
    seats = []
    abandoned = count > 1 and rng.random() < 0.08
    forfeit = count > 1 and not abandoned and rng.random() < 0.15
    order = rng.sample(range(count), count)
    for position, user_id in enumerate(people):
        computer = count > 1 and position == count - 1 and rng.random() < 0.25
        team = position % 2 if game == "kare_kupa" else None
        place: int | None = (
            (1 if team == order[0] % 2 else 2) if team is not None else order[position] + 1
        )
        outcome = "finished"
        if abandoned:
            outcome, place = "abandoned", None
        elif forfeit and position == 0:
            outcome, place = "forfeited", count
        seats.append(
            Seat(
                None if computer else user_id,
                place,
                score=rng.randint(-20, 120),
                outcome=outcome,
                team=team,
                display=f"Member {user_id} v{rng.randint(1, 3)}",
            )
        )
    guild = rng.choice([*GUILDS, GUILDS[0], None])
    options = {"guild": guild, "hinted": game == "four_poker" and rng.random() < 0.1}
    return game, seats, options


async def test_the_aggregates_equal_the_query_over_every_result(file_store, tmp_path):
    store = file_store
    rng = random.Random(25)
    path = tmp_path / "stats.sqlite3"
    late: list[int] = []
    claimed: set[DailyClaim] = set()
    at = 1_700_000_000.0
    for number in range(260):
        game, seats, options = random_table(rng)
        at += rng.randint(1, 500)
        daily = None
        if game == "four_poker" and options["guild"] and rng.random() < 0.3:
            # The day's attempt is taken with its table, once per member and day.
            claim = DailyClaim(
                options["guild"], f"2026-01-{number % 28 + 1:02d}", seats[0].user_id, "x"
            )
            if claim not in claimed:
                claimed.add(claim)
                daily = claim
        # A guild of None: a direct message, in no server's statistics.
        table_id = await seed_table(
            store,
            game,
            seats,
            now=at,
            guild_id=options["guild"],
            hints_used=options["hinted"],
            daily=daily,
        )
        if rng.random() < 0.05 and seats[0].outcome != "abandoned":
            late.append(table_id)  # its count failed: counted at the next start-up
        else:
            await store.rate_table(table_id, now=at)
        if rng.random() < 0.03:
            for guild in GUILDS:
                await store.end_season(guild, now=at, min_games=1)
        if number == 150:
            await store.set_board_opt_out(GUILDS[0], MEMBERS[0], hidden=True)
    # A long run of wins: the streak shows as at most 200, however long.
    for number in range(205):
        at += 1
        table_id = await seed_table(store, "four_poker", [Seat(99, 1, score=number)], now=at)
        await store.rate_table(table_id, now=at)
    assert late
    assert await store.rate_unrated(now=at + 1) == len(late)

    compared = 0
    for guild in GUILDS:
        for user_id in (*MEMBERS, 99):
            now = await store.member_stats(guild, user_id, PARTNERSHIPS)
            assert now == old_stats(path, guild, user_id), (guild, user_id)
            compared += len(now)
    assert compared > 20
    long_run = next(s for s in await store.member_stats(GUILDS[0], 99) if s.game == "four_poker")
    assert long_run.streak == 200
    kare_kupa = [
        stats
        for user_id in MEMBERS
        for stats in await store.member_stats(GUILDS[0], user_id, PARTNERSHIPS)
        if stats.game == "kare_kupa"
    ]
    assert any(stats.partner is not None for stats in kare_kupa)
    assert all(stats.partner is None or stats.partner[0] != MEMBERS[0] for stats in kare_kupa)

    # Migration 007 fills the aggregates from what was counted before it, alike.
    before = {
        (guild, user_id): await store.member_stats(guild, user_id, PARTNERSHIPS)
        for guild in GUILDS
        for user_id in (*MEMBERS, 99)
    }
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE member_stats")
        db.execute("DROP TABLE member_partners")
        db.execute("PRAGMA user_version = 6")
    db.close()
    only_007 = tmp_path / "migrations"
    only_007.mkdir()
    shutil.copy(MIGRATIONS / "007_member_stats.sql", only_007)
    assert await store.migrate(only_007) == 7
    for (guild, user_id), stats in before.items():
        assert await store.member_stats(guild, user_id, PARTNERSHIPS) == stats, (guild, user_id)
