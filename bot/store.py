"""The SQLite store: every SQL statement the bot runs, behind one small interface.

One aiosqlite connection in WAL mode. SQLite runs one transaction per connection, so every
transaction holds ``self._lock`` from BEGIN to COMMIT: otherwise one handler's COMMIT would
commit another handler's half-done work (STACK.md). The connection is in autocommit mode
(``isolation_level=None``) and transactions are explicit.

``synchronous=NORMAL`` with WAL loses nothing when the process dies, only on power loss;
that is the right trade for a game bot (README, "Durability").
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re
import secrets
import sqlite3
from collections.abc import AsyncIterator, Collection, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.ratings import RatedSeat, Skill, counts, rate, won
from bot.resources import migrations
from bot.seats import SeatRow
from bot.vocab import Outcome, TableStatus

MIGRATIONS = migrations()  # bot/resources.py: the checkout's data/ or the installed wheel's
_MIGRATION_NAME = re.compile(r"^(\d+)_[\w-]+\.sql$")


@dataclass(slots=True)
class TableRow:
    id: int
    guild_id: int | None
    channel_id: int
    message_id: int | None
    game: str
    options: dict[str, Any]
    seed: int
    host_id: int
    status: str
    hints_used: bool
    deadline_at: float | None
    created_at: float
    turn_seconds: float | None
    paused_at: float | None
    ping_message_id: int | None
    seats: list[SeatRow]
    actions: list[tuple[str, bool]]
    """The action log: (the action's JSON text, whether it was automatic), in order. The
    store does not interpret actions: the engine parses them."""


@dataclass(slots=True)
class ResultRow:
    position: int
    user_id: int | None
    computer: bool
    placement: int | None
    """The place after the engine's standings, forfeits last; ``None`` when abandoned."""
    score: int
    display: str = ""
    outcome: Outcome = Outcome.FINISHED
    team: int | None = None


# -- SQL ------------------------------------------------------------------------------------

INSERT_TABLE = """
INSERT INTO game_tables (guild_id, channel_id, game, options, seed, host_id, status,
                         turn_seconds, deadline_at, created_at)
VALUES (:guild_id, :channel_id, :game, :options, :seed, :host_id, 'lobby', :turn_seconds,
        :deadline_at, :now)
"""
INSERT_SEAT = """
INSERT INTO seats (table_id, position, user_id, name, display, computer, auto_moves, forfeited)
VALUES (:table_id, :position, :user_id, :name, :display, :computer, :auto_moves, :forfeited)
"""
DELETE_SEATS = "DELETE FROM seats WHERE table_id = :table_id"
SET_MESSAGE = "UPDATE game_tables SET message_id = :message_id WHERE id = :table_id"
SET_CHANNEL = "UPDATE game_tables SET channel_id = :channel_id WHERE id = :table_id"
SET_DEADLINE = "UPDATE game_tables SET deadline_at = :deadline_at WHERE id = :table_id"
SET_HINTED = "UPDATE game_tables SET hints_used = 1 WHERE id = :table_id"
SET_PAUSED = """
UPDATE game_tables SET paused_at = :paused_at, deadline_at = :deadline_at WHERE id = :table_id
"""
SET_PING = "UPDATE game_tables SET ping_message_id = :message_id WHERE id = :table_id"
START_TABLE = """
UPDATE game_tables SET status = 'playing', started_at = :now, deadline_at = :deadline_at
WHERE id = :table_id
"""
CLOSE_TABLE = """
UPDATE game_tables SET status = :status, finished_at = :now, deadline_at = NULL,
                       paused_at = NULL
WHERE id = :table_id
"""
INSERT_ACTION = """
INSERT INTO actions (table_id, seq, action, automatic, created_at)
VALUES (:table_id, :seq, :action, :automatic, :now)
"""
SET_SEAT_STATE = """
UPDATE seats SET computer = :computer, auto_moves = :auto_moves, forfeited = :forfeited
WHERE table_id = :table_id AND position = :position
"""
INSERT_RESULT = """
INSERT INTO results (table_id, position, guild_id, game, user_id, display, computer, outcome,
                     team, placement, score, hints_used, computers_seated, finished_at)
VALUES (:table_id, :position, :guild_id, :game, :user_id, :display, :computer, :outcome,
        :team, :placement, :score, :hints_used, :computers_seated, :now)
"""
SELECT_OPEN_TABLES = """
SELECT id, guild_id, channel_id, message_id, game, options, seed, host_id, status, hints_used,
       deadline_at, created_at, turn_seconds, paused_at, ping_message_id
FROM game_tables WHERE status IN ('lobby', 'playing') ORDER BY id
"""
SELECT_TABLE = """
SELECT id, guild_id, channel_id, message_id, game, options, seed, host_id, status, hints_used,
       deadline_at, created_at, turn_seconds, paused_at, ping_message_id
FROM game_tables WHERE id = :table_id
"""
SELECT_OPEN_SEATS = """
SELECT s.table_id, s.position, s.user_id, s.name, s.display, s.computer, s.auto_moves,
       s.forfeited
FROM seats s JOIN game_tables t ON t.id = s.table_id
WHERE t.status IN ('lobby', 'playing') ORDER BY s.table_id, s.position
"""
SELECT_OPEN_ACTIONS = """
SELECT a.table_id, a.action, a.automatic
FROM actions a JOIN game_tables t ON t.id = a.table_id
WHERE t.status IN ('lobby', 'playing') ORDER BY a.table_id, a.seq
"""
SELECT_SEATS = """
SELECT table_id, position, user_id, name, display, computer, auto_moves, forfeited
FROM seats WHERE table_id = :table_id ORDER BY position
"""
SELECT_ACTIONS = """
SELECT table_id, action, automatic FROM actions WHERE table_id = :table_id ORDER BY seq
"""
SELECT_RESULTS = """
SELECT position, user_id, computer, placement, score, display, outcome, team FROM results
WHERE table_id = :table_id ORDER BY position
"""
SELECT_PERSONAL_SCORES = """
SELECT COUNT(*), MAX(score), AVG(score) FROM results
WHERE guild_id IS :guild_id AND game = :game AND user_id = :user_id AND outcome = 'finished'
"""
SELECT_STATUS = "SELECT status FROM game_tables WHERE id = :table_id"
GET_PREFERENCE = "SELECT hand_by_dm FROM preferences WHERE user_id = :user_id"
SET_PREFERENCE = """
INSERT INTO preferences (user_id, hand_by_dm) VALUES (:user_id, :hand_by_dm)
ON CONFLICT (user_id) DO UPDATE SET hand_by_dm = excluded.hand_by_dm
"""
GET_TURN_PINGS = "SELECT turn_pings FROM preferences WHERE user_id = :user_id"
SET_TURN_PINGS = """
INSERT INTO preferences (user_id, turn_pings) VALUES (:user_id, :turn_pings)
ON CONFLICT (user_id) DO UPDATE SET turn_pings = excluded.turn_pings
"""


# -- SQL: Kare Kupa's partnership notes -----------------------------------------

GET_PARTNER_NOTES = "SELECT team, note FROM kare_kupa_notes WHERE table_id = :table_id"
SET_PARTNER_NOTE = """
INSERT INTO kare_kupa_notes (table_id, team, note, written_by, written_at)
VALUES (:table_id, :team, :note, :written_by, :written_at)
ON CONFLICT (table_id, team) DO UPDATE SET
    note = excluded.note, written_by = excluded.written_by, written_at = excluded.written_at
"""

# -- SQL: seasons, ratings, boards, statistics, history, the daily deal ---------

SEASON_COLUMNS = "id, guild_id, number, name, started_at, ends_at, ended_at, channel_id"
SELECT_CURRENT_SEASON = f"""
SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = :guild_id AND ended_at IS NULL
"""  # noqa: S608 - constant fragments only
SELECT_SEASONS = f"""
SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = :guild_id ORDER BY number
"""  # noqa: S608 - constant fragments only
SELECT_SEASON_NAMED = f"""
SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = :guild_id AND name = :name COLLATE NOCASE
"""  # noqa: S608 - constant fragments only
SELECT_SEASON = f"SELECT {SEASON_COLUMNS} FROM seasons WHERE id = :season_id"  # noqa: S608
SELECT_DUE_SEASONS = f"""
SELECT {SEASON_COLUMNS} FROM seasons
WHERE ended_at IS NULL AND ends_at IS NOT NULL AND ends_at <= :now ORDER BY ends_at
"""  # noqa: S608 - constant fragments only
SELECT_NEXT_SEASON_END = """
SELECT MIN(ends_at) FROM seasons WHERE ended_at IS NULL AND ends_at IS NOT NULL
"""
SELECT_SEASON_NAMES = "SELECT name FROM seasons WHERE guild_id = :guild_id"
SELECT_LAST_SEASON_NUMBER = "SELECT MAX(number) FROM seasons WHERE guild_id = :guild_id"
INSERT_SEASON = """
INSERT INTO seasons (guild_id, number, name, started_at, ends_at, channel_id)
VALUES (:guild_id, :number, :name, :started_at, :ends_at, :channel_id)
"""
END_SEASON = "UPDATE seasons SET ended_at = :now WHERE id = :season_id AND ended_at IS NULL"

SELECT_RATED = "SELECT season_id FROM rated_tables WHERE table_id = :table_id"
INSERT_RATED = "INSERT INTO rated_tables (table_id, season_id) VALUES (:table_id, :season_id)"
SELECT_TABLE_RESULTS = """
SELECT guild_id, game, user_id, display, computer, outcome, team, placement, score, hints_used
FROM results WHERE table_id = :table_id ORDER BY position
"""
SELECT_SKILL = """
SELECT mu, sigma FROM ratings WHERE season_id = :season_id AND game = :game AND user_id = :user_id
"""
UPSERT_SKILL = """
INSERT INTO ratings (season_id, game, user_id, guild_id, display, mu, sigma, ordinal, games,
                     wins, updated_at)
VALUES (:season_id, :game, :user_id, :guild_id, :display, :mu, :sigma, :ordinal, 1, :wins, :now)
ON CONFLICT (season_id, game, user_id) DO UPDATE SET
    display = excluded.display, mu = excluded.mu, sigma = excluded.sigma,
    ordinal = excluded.ordinal, games = games + 1, wins = wins + excluded.wins,
    updated_at = excluded.updated_at
"""
UPSERT_SOLO = """
INSERT INTO ratings (season_id, game, user_id, guild_id, display, games, best, total, updated_at)
VALUES (:season_id, :game, :user_id, :guild_id, :display, 1, :score, :score, :now)
ON CONFLICT (season_id, game, user_id) DO UPDATE SET
    display = excluded.display, games = games + 1, best = MAX(best, excluded.best),
    total = total + excluded.total, updated_at = excluded.updated_at
"""
SET_DAILY_SCORE = "UPDATE daily_attempts SET score = :score WHERE table_id = :table_id"

# The boards: members with enough games who did not opt out, best first. Rated games rank by
# the ordinal, solitaires by best then average score; the user id breaks ties stably.
_VISIBLE = """
season_id = :season_id AND game = :game AND games >= :min_games
AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                WHERE o.guild_id = ratings.guild_id AND o.user_id = ratings.user_id)
"""
RATED_ORDER = "ordinal DESC, games DESC, user_id"
SOLO_ORDER = "best DESC, CAST(total AS REAL) / games DESC, user_id"
BOARD_COLUMNS = "user_id, display, ordinal, mu, sigma, games, wins, best, total"
SELECT_BOARD = {
    order: f"""
SELECT {BOARD_COLUMNS} FROM ratings WHERE {_VISIBLE}
ORDER BY {order} LIMIT :limit OFFSET :offset
"""  # noqa: S608 - constant fragments only
    for order in (RATED_ORDER, SOLO_ORDER)
}
COUNT_BOARD = f"SELECT COUNT(*) FROM ratings WHERE {_VISIBLE}"  # noqa: S608
SELECT_OWN_LINE = f"""
SELECT {BOARD_COLUMNS} FROM ratings
WHERE season_id = :season_id AND game = :game AND user_id = :user_id
"""  # noqa: S608 - constant fragments only
# The member's rank among the visible players (what the board would show were they on it).
COUNT_ABOVE = {
    RATED_ORDER: f"""
SELECT COUNT(*) FROM ratings WHERE {_VISIBLE} AND user_id != :user_id
AND (ordinal > :ordinal OR (ordinal = :ordinal AND (games > :games
     OR (games = :games AND user_id < :user_id))))
""",  # noqa: S608 - constant fragments only
    SOLO_ORDER: f"""
SELECT COUNT(*) FROM ratings WHERE {_VISIBLE} AND user_id != :user_id
AND (best > :best OR (best = :best AND (CAST(total AS REAL) / games > :average
     OR (CAST(total AS REAL) / games = :average AND user_id < :user_id))))
""",  # noqa: S608 - constant fragments only
}
SELECT_SEASON_GAMES = "SELECT DISTINCT game FROM ratings WHERE season_id = :season_id"
INSERT_STANDING = """
INSERT INTO season_standings (season_id, game, rank, user_id, display, ordinal, games, wins,
                              best, average)
VALUES (:season_id, :game, :rank, :user_id, :display, :ordinal, :games, :wins, :best, :average)
"""
SELECT_ARCHIVE = """
SELECT user_id, display, ordinal, games, wins, best, average, rank FROM season_standings
WHERE season_id = :season_id AND game = :game ORDER BY rank LIMIT :limit OFFSET :offset
"""
COUNT_ARCHIVE = """
SELECT COUNT(*) FROM season_standings WHERE season_id = :season_id AND game = :game
"""
SELECT_ARCHIVED_LINE = """
SELECT user_id, display, ordinal, games, wins, best, average, rank FROM season_standings
WHERE season_id = :season_id AND game = :game AND user_id = :user_id
"""

GET_OPT_OUT = "SELECT 1 FROM board_opt_outs WHERE guild_id = :guild_id AND user_id = :user_id"
SET_OPT_OUT = """
INSERT INTO board_opt_outs (guild_id, user_id) VALUES (:guild_id, :user_id)
ON CONFLICT DO NOTHING
"""
CLEAR_OPT_OUT = "DELETE FROM board_opt_outs WHERE guild_id = :guild_id AND user_id = :user_id"

# Lifetime statistics of one member in one server (abandoned tables count for nobody).
SELECT_MEMBER_TOTALS = """
SELECT game, COUNT(*), SUM(outcome = 'finished' AND placement = 1), MAX(score), AVG(score)
FROM results INDEXED BY results_member
WHERE guild_id = :guild_id AND user_id = :user_id AND outcome != 'abandoned'
GROUP BY game
"""
SELECT_RECENT_PLACES = """
SELECT outcome = 'finished' AND placement = 1 FROM results INDEXED BY results_member
WHERE guild_id = :guild_id AND user_id = :user_id AND game = :game AND outcome != 'abandoned'
ORDER BY finished_at DESC LIMIT :limit
"""
SELECT_FAVOURITE_PARTNER = """
SELECT p.user_id, p.display, COUNT(*) AS tables, MAX(p.finished_at)
FROM results me
JOIN results p ON p.table_id = me.table_id AND p.team = me.team AND p.position != me.position
WHERE me.user_id = :user_id AND me.guild_id = :guild_id AND me.game = :game
  AND me.outcome != 'abandoned' AND p.user_id IS NOT NULL AND p.computer = 0
  AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                  WHERE o.guild_id = me.guild_id AND o.user_id = p.user_id)
GROUP BY p.user_id ORDER BY tables DESC, MAX(p.finished_at) DESC LIMIT 1
"""
SELECT_HISTORY = """
SELECT table_id, game, outcome, placement, score, finished_at, position FROM results
WHERE guild_id = :guild_id AND user_id = :user_id
ORDER BY finished_at DESC LIMIT :limit
"""
SELECT_TABLE_SEATS_RESULTS = """
SELECT position, display, placement, outcome, computer FROM results
WHERE table_id = :table_id ORDER BY position
"""

INSERT_DAILY = """
INSERT INTO daily_attempts (guild_id, day, user_id, display, started_at)
VALUES (:guild_id, :day, :user_id, :display, :now)
ON CONFLICT DO NOTHING
"""
SET_DAILY_TABLE = """
UPDATE daily_attempts SET table_id = :table_id
WHERE guild_id = :guild_id AND day = :day AND user_id = :user_id
"""
SELECT_DAILY_ATTEMPT = """
SELECT user_id, display, score, table_id FROM daily_attempts
WHERE guild_id = :guild_id AND day = :day AND user_id = :user_id
"""
SELECT_DAILY_BOARD = """
SELECT user_id, display, score, table_id FROM daily_attempts
WHERE guild_id = :guild_id AND day = :day AND score IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                  WHERE o.guild_id = daily_attempts.guild_id
                    AND o.user_id = daily_attempts.user_id)
ORDER BY score DESC, started_at LIMIT :limit
"""
SELECT_DAILY_OF_TABLE = "SELECT day FROM daily_attempts WHERE table_id = :table_id"
DELETE_DAILY = """
DELETE FROM daily_attempts
WHERE guild_id = :guild_id AND day = :day AND user_id = :user_id AND table_id IS NULL
"""
SELECT_UNRATED = """
SELECT t.id FROM game_tables t LEFT JOIN rated_tables r ON r.table_id = t.id
WHERE t.status = 'finished' AND r.table_id IS NULL ORDER BY t.finished_at
"""


@dataclass(frozen=True, slots=True)
class SeasonRow:
    id: int
    guild_id: int
    number: int
    name: str
    started_at: float
    ends_at: float | None
    ended_at: float | None
    channel_id: int | None = None
    """Where the season's end is announced (the channel it was started in)."""


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One member's line on a board: a rated game's ordinal, or a solitaire's scores."""

    user_id: int
    display: str
    games: int
    wins: int
    ordinal: float | None = None
    mu: float | None = None
    sigma: float | None = None
    best: int | None = None
    average: float | None = None
    rank: int | None = None
    """Among the visible members with enough games; ``None`` while provisional."""


@dataclass(frozen=True, slots=True)
class Board:
    lines: list[BoardLine]
    total: int
    """Visible ranked members in all (for the page count)."""


@dataclass(frozen=True, slots=True)
class RatingUpdate:
    season_id: int | None
    """The season the table counted in; ``None`` when it counted for nobody (or was rated
    before: rating a table twice changes nothing)."""
    skills: dict[int, Skill]
    """The new skill of every rated member."""


@dataclass(frozen=True, slots=True)
class GameStats:
    game: str
    games: int
    wins: int
    best: int | None
    average: float | None
    streak: int
    """Wins (> 0) or non-wins (< 0) in a row, latest first."""
    partner: tuple[int, str, int] | None = None
    """The teammate met most (user id, display, tables), partnership games only."""


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    table_id: int
    game: str
    outcome: str
    placement: int | None
    score: int
    finished_at: float
    position: int
    """The member's own seat."""
    seats: list[tuple[str, int | None, str, bool]]
    """Every other seat: (display, placement, outcome, computer), in seating order."""


@dataclass(frozen=True, slots=True)
class DailyLine:
    user_id: int
    display: str
    score: int | None
    table_id: int | None


# -- SQL: the daily deal's secret (with Store.daily_secret below: they move as one) --------

INSERT_DAILY_KEY = """
INSERT INTO daily_secret (id, secret, created_at) VALUES (1, :secret, :now)
    ON CONFLICT (id) DO NOTHING
"""
SELECT_DAILY_KEY = "SELECT secret FROM daily_secret WHERE id = 1"
SELECT_DAILY_IN_PLAY = """
SELECT COUNT(*) FROM daily_attempts AS attempt
  JOIN game_tables AS t ON t.id = attempt.table_id
 WHERE attempt.guild_id = :guild_id AND attempt.day = :day AND t.status IN ('lobby', 'playing')
"""
DAILY_SECRET_BYTES = 32


class Store:
    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._db = connection
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path | str) -> Store:
        """Open (creating it and its folder if need be) and migrate the database at ``path``."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            for pragma in ("journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON"):
                # Closed at once: a cursor with an unread row blocks every later COMMIT.
                async with connection.execute(f"PRAGMA {pragma}"):
                    pass
            store = cls(connection)
            await store.migrate()
        except BaseException:
            await connection.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    # -- schema -----------------------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self, folder: Path = MIGRATIONS) -> int:
        """Apply every numbered migration newer than the schema version, each in one
        transaction that also records the new version. Returns the version reached."""
        current = await self.schema_version()
        for number, path in _migrations(folder):
            if number <= current:
                continue
            script = path.read_text(encoding="utf-8")
            async with self._lock:
                # A migration may rebuild a table other tables refer to; SQLite's procedure is
                # foreign keys off (outside the transaction), then a check before COMMIT.
                await self._db.execute("PRAGMA foreign_keys = OFF")
                try:
                    # executescript would COMMIT any open transaction first; the BEGIN and
                    # COMMIT inside the script make the migration and its version one unit.
                    await self._db.executescript(
                        f"BEGIN;\n{script}\nPRAGMA user_version = {number};"
                    )
                    broken = await self._fetch("PRAGMA foreign_key_check")
                    if broken:
                        raise sqlite3.IntegrityError(
                            f"migration {path.name} breaks {len(broken)} foreign keys"
                        )
                    await self._db.execute("COMMIT")
                except BaseException:
                    if self._db.in_transaction:
                        await self._db.execute("ROLLBACK")
                    raise
                finally:
                    await self._db.execute("PRAGMA foreign_keys = ON")
            current = number
        return current

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_Batch]:
        """Collect a transaction's statements, then run BEGIN..COMMIT in one trip to the
        database thread: a click's commit costs one hand-over, not five (measured: p99
        handling time 26 ms -> 10 ms on a loaded machine)."""
        batch = _Batch()
        yield batch
        async with self._lock:
            # aiosqlite has no public call for "run this function on the database thread";
            # _execute is that call (pinned to aiosqlite < 0.23 in pyproject.toml).
            batch.new_id = await self._db._execute(_run_batch, self._db._conn, batch.steps)

    # -- tables -----------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        options: dict[str, Any],
        seed: int,
        host_id: int,
        seats: Sequence[SeatRow],
        turn_seconds: float | None,
        deadline_at: float | None,
        now: float,
        started: bool = False,
    ) -> int:
        """A new table and its seats; ``started``: already playing (a solitaire starts as it
        is created, in the same transaction, so no crash can leave it a lobby)."""
        async with self._transaction() as db:
            db.execute(
                INSERT_TABLE,
                {
                    "guild_id": guild_id,
                    "channel_id": channel_id,
                    "game": game,
                    "options": json.dumps(options),
                    "seed": seed,
                    "host_id": host_id,
                    "turn_seconds": turn_seconds,
                    "deadline_at": deadline_at,
                    "now": now,
                },
            )
            db.executemany(INSERT_SEAT, _seat_params(NEW_ROW_ID, seats))
            if started:
                db.execute(
                    START_TABLE, {"table_id": NEW_ROW_ID, "deadline_at": deadline_at, "now": now}
                )
        assert db.new_id is not None
        return db.new_id

    async def set_seats(self, table_id: int, seats: Sequence[SeatRow]) -> None:
        async with self._transaction() as db:
            db.execute(DELETE_SEATS, {"table_id": table_id})
            db.executemany(INSERT_SEAT, _seat_params(table_id, seats))

    async def set_message(
        self, table_id: int, message_id: int, channel_id: int | None = None
    ) -> None:
        async with self._transaction() as db:
            db.execute(SET_MESSAGE, {"table_id": table_id, "message_id": message_id})
            if channel_id is not None:
                db.execute(SET_CHANNEL, {"table_id": table_id, "channel_id": channel_id})

    async def set_deadline(self, table_id: int, deadline_at: float | None) -> None:
        async with self._transaction() as db:
            db.execute(SET_DEADLINE, {"table_id": table_id, "deadline_at": deadline_at})

    async def set_paused(
        self, table_id: int, paused_at: float | None, deadline_at: float | None
    ) -> None:
        async with self._transaction() as db:
            db.execute(
                SET_PAUSED,
                {"table_id": table_id, "paused_at": paused_at, "deadline_at": deadline_at},
            )

    async def set_ping(self, table_id: int, message_id: int | None) -> None:
        async with self._transaction() as db:
            db.execute(SET_PING, {"table_id": table_id, "message_id": message_id})

    async def mark_hinted(self, table_id: int) -> None:
        async with self._transaction() as db:
            db.execute(SET_HINTED, {"table_id": table_id})

    async def start_table(
        self, table_id: int, seats: Sequence[SeatRow], deadline_at: float | None, now: float
    ) -> None:
        async with self._transaction() as db:
            db.execute(DELETE_SEATS, {"table_id": table_id})
            db.executemany(INSERT_SEAT, _seat_params(table_id, seats))
            db.execute(START_TABLE, {"table_id": table_id, "deadline_at": deadline_at, "now": now})

    async def close_table(self, table_id: int, status: str, now: float) -> None:
        async with self._transaction() as db:
            db.execute(CLOSE_TABLE, {"table_id": table_id, "status": status, "now": now})

    async def append_actions(
        self,
        table_id: int,
        first_seq: int,
        actions: Iterable[tuple[dict[str, Any], bool]],
        *,
        seats: Iterable[SeatRow] = (),
        deadline_at: float | None = None,
        now: float,
    ) -> None:
        """Commit accepted actions (from ``first_seq`` on), the seats' absence counters and the
        table's next deadline, as one transaction."""
        rows = [
            {
                "table_id": table_id,
                "seq": first_seq + offset,
                "action": json.dumps(action, separators=(",", ":")),
                "automatic": int(automatic),
                "now": now,
            }
            for offset, (action, automatic) in enumerate(actions)
        ]
        async with self._transaction() as db:
            db.executemany(INSERT_ACTION, rows)
            db.executemany(
                SET_SEAT_STATE,
                [
                    {
                        "table_id": table_id,
                        "position": seat.position,
                        "computer": int(seat.computer),
                        "auto_moves": seat.auto_moves,
                        "forfeited": int(seat.forfeited),
                    }
                    for seat in seats
                ],
            )
            db.execute(SET_DEADLINE, {"table_id": table_id, "deadline_at": deadline_at})

    async def finish_table(
        self,
        table_id: int,
        *,
        guild_id: int | None,
        game: str,
        results: Sequence[ResultRow],
        hints_used: bool,
        now: float,
        status: str = TableStatus.FINISHED,
    ) -> None:
        """Record each seat's result and close the table (``finished``, or ``abandoned``: the
        rows say so and count for nobody), as one transaction."""
        computers_seated = int(any(result.computer for result in results))
        async with self._transaction() as db:
            db.executemany(
                INSERT_RESULT,
                [
                    {
                        "table_id": table_id,
                        "position": result.position,
                        "guild_id": guild_id,
                        "game": game,
                        "user_id": result.user_id,
                        "display": result.display,
                        "computer": int(result.computer),
                        "outcome": result.outcome,
                        "team": result.team,
                        "placement": result.placement,
                        "score": result.score,
                        "hints_used": int(hints_used),
                        "computers_seated": computers_seated,
                        "now": now,
                    }
                    for result in results
                ],
            )
            db.execute(CLOSE_TABLE, {"table_id": table_id, "status": status, "now": now})

    # -- reading ----------------------------------------------------------------------------

    async def open_tables(self) -> list[TableRow]:
        """Every table in a lobby or in play, with its seats and action log (three queries,
        whatever the number of tables: recovery reads thousands at start-up)."""
        async with self._lock:
            tables = {row.id: row for row in map(_table_row, await self._fetch(SELECT_OPEN_TABLES))}
            for row in await self._fetch(SELECT_OPEN_SEATS):
                tables[row[0]].seats.append(_seat_row(row))
            for table_id, action, automatic in await self._fetch(SELECT_OPEN_ACTIONS):
                tables[table_id].actions.append((action, bool(automatic)))
        return list(tables.values())

    async def table(self, table_id: int) -> TableRow | None:
        async with self._lock:
            rows = await self._fetch(SELECT_TABLE, {"table_id": table_id})
            if not rows:
                return None
            table = _table_row(rows[0])
            table.seats = [
                _seat_row(row) for row in await self._fetch(SELECT_SEATS, {"table_id": table_id})
            ]
            table.actions = [
                (action, bool(automatic))
                for _, action, automatic in await self._fetch(
                    SELECT_ACTIONS, {"table_id": table_id}
                )
            ]
        return table

    async def personal_scores(
        self, guild_id: int | None, game: str, user_id: int
    ) -> tuple[int, int | None, float | None]:
        """(games finished, best score, average score) of one player in one game in this
        server (``None`` for direct messages), from the results table: a solitaire's record."""
        async with self._lock:
            rows = await self._fetch(
                SELECT_PERSONAL_SCORES, {"guild_id": guild_id, "game": game, "user_id": user_id}
            )
        count, best, average = rows[0]
        return int(count), best, average

    async def status(self, table_id: int) -> str | None:
        async with self._lock:
            rows = await self._fetch(SELECT_STATUS, {"table_id": table_id})
        return rows[0][0] if rows else None

    async def results(self, table_id: int) -> list[ResultRow]:
        async with self._lock:
            rows = await self._fetch(SELECT_RESULTS, {"table_id": table_id})
        return [
            ResultRow(
                position=row[0],
                user_id=row[1],
                computer=bool(row[2]),
                placement=row[3],
                score=row[4],
                display=row[5],
                outcome=row[6],
                team=row[7],
            )
            for row in rows
        ]

    # -- preferences ------------------------------------------------------------------------

    async def hand_by_dm(self, user_id: int) -> bool:
        async with self._lock:
            rows = await self._fetch(GET_PREFERENCE, {"user_id": user_id})
        return bool(rows and rows[0][0])

    async def set_hand_by_dm(self, user_id: int, *, enabled: bool) -> None:
        async with self._transaction() as db:
            db.execute(SET_PREFERENCE, {"user_id": user_id, "hand_by_dm": int(enabled)})

    async def turn_pings(self, user_id: int) -> bool:
        """Whether this member is mentioned when a turn passes to them (on unless turned off)."""
        async with self._lock:
            rows = await self._fetch(GET_TURN_PINGS, {"user_id": user_id})
        return not rows or bool(rows[0][0])

    async def set_turn_pings(self, user_id: int, *, enabled: bool) -> None:
        async with self._transaction() as db:
            db.execute(SET_TURN_PINGS, {"user_id": user_id, "turn_pings": int(enabled)})

    # -- Kare Kupa's partnership notes -------------------------------------------

    async def partner_notes(self, table_id: int) -> dict[int, str]:
        """Each partnership's code note at this table, by partnership (0 or 1)."""
        async with self._lock:
            rows = await self._fetch(GET_PARTNER_NOTES, {"table_id": table_id})
        return {int(team): str(note) for team, note in rows}

    async def set_partner_note(
        self, table_id: int, team: int, note: str, *, user_id: int, now: float
    ) -> None:
        async with self._transaction() as db:
            db.execute(
                SET_PARTNER_NOTE,
                {
                    "table_id": table_id,
                    "team": team,
                    "note": note,
                    "written_by": user_id,
                    "written_at": now,
                },
            )

    async def _fetch(self, sql: str, params: dict[str, Any] | None = None) -> list[Any]:
        async with self._db.execute(sql, params or {}) as cursor:
            return list(await cursor.fetchall())

    # -- seasons, ratings, boards, statistics, history, daily deal ---------------
    # Each method runs one function on the database thread under the lock: a rating update or
    # a season's end is one transaction, and a stats card is one hand-over, not six.

    async def _on_thread(self, work: Any, *args: Any, **kwargs: Any) -> Any:
        async with self._lock:
            return await self._db._execute(work, self._db._conn, *args, **kwargs)

    async def current_season(self, guild_id: int, now: float) -> SeasonRow:
        """The server's current season, the first one created on first use."""
        return await self._on_thread(_current_season, guild_id, now)

    async def seasons(self, guild_id: int) -> list[SeasonRow]:
        """Every season of the server, oldest first."""
        return await self._on_thread(
            lambda db: [
                SeasonRow(*row) for row in db.execute(SELECT_SEASONS, {"guild_id": guild_id})
            ]
        )

    async def season_named(self, guild_id: int, name: str) -> SeasonRow | None:
        return await self._on_thread(_season_named, guild_id, name)

    async def season(self, season_id: int) -> SeasonRow | None:
        def read(db: sqlite3.Connection) -> SeasonRow | None:
            row = db.execute(SELECT_SEASON, {"season_id": season_id}).fetchone()
            return SeasonRow(*row) if row else None

        return await self._on_thread(read)

    async def start_season(
        self,
        guild_id: int,
        name: str,
        *,
        now: float,
        ends_at: float | None,
        min_games: int,
        channel_id: int | None = None,
    ) -> tuple[SeasonRow, SeasonRow]:
        """End the current season (archiving its standings) and begin ``name``, in one
        transaction. Returns (the season ended, the new one). ``ValueError`` if the name is
        taken (nothing changes)."""
        return await self._on_thread(
            _start_season,
            guild_id,
            name,
            now=now,
            ends_at=ends_at,
            min_games=min_games,
            channel_id=channel_id,
        )

    async def end_season(
        self, guild_id: int, *, now: float, min_games: int, season_id: int | None = None
    ) -> tuple[SeasonRow, SeasonRow] | None:
        """End the current season (only if it is ``season_id``, when given: a timer that
        fires late ends nothing newer), archive it and begin the next one under a plain name.
        ``None`` when there was nothing to end."""
        return await self._on_thread(
            _end_season, guild_id, now=now, min_games=min_games, season_id=season_id
        )

    async def due_seasons(self, now: float) -> list[SeasonRow]:
        """Timed seasons whose end has come (after a restart too: the end time is stored)."""
        return await self._on_thread(
            lambda db: [SeasonRow(*row) for row in db.execute(SELECT_DUE_SEASONS, {"now": now})]
        )

    async def next_season_end(self) -> float | None:
        return await self._on_thread(lambda db: db.execute(SELECT_NEXT_SEASON_END).fetchone()[0])

    async def rate_table(self, table_id: int, now: float) -> RatingUpdate:
        """Count a closed table in its server's current season, in one transaction: OpenSkill
        ratings for a multiplayer game, best and total for a solitaire, the daily deal's
        score. Abandoned tables count for nobody; a table is never counted twice."""
        return await self._on_thread(_rate_table, table_id, now)

    async def board(
        self, season: SeasonRow, game: str, *, solo: bool, min_games: int, offset: int, limit: int
    ) -> Board:
        """One page of a season's board: the archive of an ended season, else the live one."""
        return await self._on_thread(
            _board, season, game, solo=solo, min_games=min_games, offset=offset, limit=limit
        )

    async def board_page(
        self,
        season: SeasonRow,
        game: str,
        user_id: int,
        *,
        solo: bool,
        min_games: int,
        page: int,
        size: int,
    ) -> tuple[Board, BoardLine | None, int]:
        """What a board message shows, in one hand-over: the page (the last one if ``page``
        is past it, as when the board shrank), the member's own line, and the page shown."""

        def read(db: sqlite3.Connection) -> tuple[Board, BoardLine | None, int]:
            shown = page
            board = _board(
                db, season, game, solo=solo, min_games=min_games, offset=page * size, limit=size
            )
            last = max(0, (board.total - 1) // size)
            if page > last:
                shown = last
                board = _board(
                    db,
                    season,
                    game,
                    solo=solo,
                    min_games=min_games,
                    offset=last * size,
                    limit=size,
                )
            own = _board_line(db, season, game, user_id, solo=solo, min_games=min_games)
            return board, own, shown

        return await self._on_thread(read)

    async def board_line(
        self, season: SeasonRow, game: str, user_id: int, *, solo: bool, min_games: int
    ) -> BoardLine | None:
        """The member's own line, ranked or provisional (``rank`` None), opted out or not;
        ``None`` if they have not played this game in that season."""
        return await self._on_thread(
            _board_line, season, game, user_id, solo=solo, min_games=min_games
        )

    async def board_opt_out(self, guild_id: int, user_id: int) -> bool:
        return await self._on_thread(
            lambda db: (
                db.execute(GET_OPT_OUT, {"guild_id": guild_id, "user_id": user_id}).fetchone()
                is not None
            )
        )

    async def set_board_opt_out(self, guild_id: int, user_id: int, *, hidden: bool) -> None:
        async with self._transaction() as db:
            db.execute(
                SET_OPT_OUT if hidden else CLEAR_OPT_OUT, {"guild_id": guild_id, "user_id": user_id}
            )

    async def member_stats(
        self, guild_id: int, user_id: int, partnerships: Collection[str] = ()
    ) -> list[GameStats]:
        """Lifetime statistics per game (seasons do not reset them), most played first; the
        favourite partner in the ``partnerships`` games."""
        return await self._on_thread(_member_stats, guild_id, user_id, frozenset(partnerships))

    async def stats_card(
        self,
        guild_id: int,
        user_id: int,
        season: SeasonRow,
        *,
        partnerships: Collection[str],
        solitaires: Collection[str],
        min_games: int,
    ) -> list[tuple[GameStats, BoardLine | None, int]]:
        """What /stats shows, in one hand-over to the database thread: each game's lifetime
        statistics with the member's line in ``season`` and how many are ranked there."""

        def read(db: sqlite3.Connection) -> list[tuple[GameStats, BoardLine | None, int]]:
            found = _member_stats(db, guild_id, user_id, frozenset(partnerships))
            card = []
            for stats in found:
                solo = stats.game in solitaires
                line = _board_line(db, season, stats.game, user_id, solo=solo, min_games=min_games)
                ranked = _ranked_count(db, season, stats.game, min_games)
                card.append((stats, line, ranked))
            return card

        return await self._on_thread(read)

    async def history(self, guild_id: int, user_id: int, limit: int = 10) -> list[HistoryEntry]:
        """The member's latest closed tables in the server, newest first."""
        return await self._on_thread(_history, guild_id, user_id, limit)

    async def claim_daily(
        self, guild_id: int, day: str, user_id: int, display: str, now: float
    ) -> bool:
        """Take the member's one attempt at the day's deal; ``False`` if it was taken."""

        def claim(db: sqlite3.Connection) -> bool:
            cursor = db.execute(
                INSERT_DAILY,
                {
                    "guild_id": guild_id,
                    "day": day,
                    "user_id": user_id,
                    "display": display,
                    "now": now,
                },
            )
            return cursor.rowcount == 1

        return await self._on_thread(claim)

    async def set_daily_table(self, guild_id: int, day: str, user_id: int, table_id: int) -> None:
        async with self._transaction() as db:
            db.execute(
                SET_DAILY_TABLE,
                {"guild_id": guild_id, "day": day, "user_id": user_id, "table_id": table_id},
            )

    async def daily_attempt(self, guild_id: int, day: str, user_id: int) -> DailyLine | None:
        def read(db: sqlite3.Connection) -> DailyLine | None:
            row = db.execute(
                SELECT_DAILY_ATTEMPT, {"guild_id": guild_id, "day": day, "user_id": user_id}
            ).fetchone()
            return DailyLine(*row) if row else None

        return await self._on_thread(read)

    async def daily_board(self, guild_id: int, day: str, limit: int = 10) -> list[DailyLine]:
        return await self._on_thread(
            lambda db: [
                DailyLine(*row)
                for row in db.execute(
                    SELECT_DAILY_BOARD, {"guild_id": guild_id, "day": day, "limit": limit}
                )
            ]
        )

    async def release_daily(self, guild_id: int, day: str, user_id: int) -> None:
        """Give back an attempt whose table could not be opened (it never had a table)."""
        async with self._transaction() as db:
            db.execute(DELETE_DAILY, {"guild_id": guild_id, "day": day, "user_id": user_id})

    async def daily_day(self, table_id: int) -> str | None:
        """The UTC day whose daily deal this table is, or ``None`` for an ordinary table."""
        return await self._on_thread(
            lambda db: (
                row[0]
                if (row := db.execute(SELECT_DAILY_OF_TABLE, {"table_id": table_id}).fetchone())
                else None
            )
        )

    # -- the daily deal's secret (with its SQL above `class Store`) -------------------------

    async def daily_secret(self, now: float) -> bytes:
        """The bot's secret for the daily deal's seeds: made once with ``secrets`` on first
        use and kept (the first writer wins, so two callers at once agree)."""
        candidate = secrets.token_bytes(DAILY_SECRET_BYTES)

        def read_or_make(db: sqlite3.Connection) -> bytes:
            row = db.execute(SELECT_DAILY_KEY).fetchone()
            if row is None:
                db.execute(INSERT_DAILY_KEY, {"secret": candidate, "now": now})
                row = db.execute(SELECT_DAILY_KEY).fetchone()
            return bytes(row[0])

        secret: bytes = await self._on_thread(read_or_make)
        return secret

    async def daily_in_play(self, guild_id: int, day: str) -> int:
        """How many of the server's attempts at the day's deal are still being played."""
        count: int = await self._on_thread(
            lambda db: db.execute(
                SELECT_DAILY_IN_PLAY, {"guild_id": guild_id, "day": day}
            ).fetchone()[0]
        )
        return count

    # -- end of the daily deal's secret -------------------------------------------------------

    async def rate_unrated(self, now: float) -> int:
        """Count every finished table not counted yet (the bot stopped between a table's
        results and its rating); returns how many. Run at start-up."""
        async with self._lock:
            table_ids = [row[0] for row in await self._fetch(SELECT_UNRATED)]
        for table_id in table_ids:
            await self.rate_table(table_id, now)
        return len(table_ids)


NEW_ROW_ID: Any = object()
"""In a batch's parameters: the id the batch's first INSERT created."""


class _Batch:
    def __init__(self) -> None:
        self.steps: list[tuple[str, Any, bool]] = []
        self.new_id: int | None = None

    def execute(self, sql: str, params: dict[str, Any]) -> None:
        self.steps.append((sql, params, False))

    def executemany(self, sql: str, rows: list[dict[str, Any]]) -> None:
        if rows:
            self.steps.append((sql, rows, True))


def _run_batch(connection: sqlite3.Connection, steps: list[tuple[str, Any, bool]]) -> int | None:
    """On the database thread: one transaction, all or nothing."""
    new_id: int | None = None

    def resolved(params: dict[str, Any]) -> dict[str, Any]:
        return {key: new_id if value is NEW_ROW_ID else value for key, value in params.items()}

    connection.execute("BEGIN")
    try:
        for sql, params, many in steps:
            if many:
                connection.executemany(sql, [resolved(row) for row in params])
            else:
                cursor = connection.execute(sql, resolved(params))
                if new_id is None and sql.lstrip().startswith("INSERT"):
                    new_id = cursor.lastrowid
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return new_id


def _migrations(folder: Path) -> list[tuple[int, Path]]:
    found = []
    for path in folder.iterdir():
        match = _MIGRATION_NAME.match(path.name)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found)


def _seat_params(table_id: int, seats: Iterable[SeatRow]) -> list[dict[str, Any]]:
    return [
        {
            "table_id": table_id,
            "position": seat.position,
            "user_id": seat.user_id,
            "name": seat.name,
            "display": seat.display,
            "computer": int(seat.computer),
            "auto_moves": seat.auto_moves,
            "forfeited": int(seat.forfeited),
        }
        for seat in seats
    ]


def _table_row(row: Any) -> TableRow:
    return TableRow(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        message_id=row[3],
        game=row[4],
        options=json.loads(row[5]),
        seed=row[6],
        host_id=row[7],
        status=row[8],
        hints_used=bool(row[9]),
        deadline_at=row[10],
        created_at=row[11],
        turn_seconds=row[12],
        paused_at=row[13],
        ping_message_id=row[14],
        seats=[],
        actions=[],
    )


def _seat_row(row: Any) -> SeatRow:
    return SeatRow(
        position=row[1],
        user_id=row[2],
        name=row[3],
        display=row[4],
        computer=bool(row[5]),
        auto_moves=row[6],
        forfeited=bool(row[7]),
    )


# -- on the database thread: seasons, ratings, boards ---------------------------


def _in_transaction(db: sqlite3.Connection, work: Any) -> Any:
    db.execute("BEGIN")
    try:
        result = work()
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return result


def _season_named(db: sqlite3.Connection, guild_id: int, name: str) -> SeasonRow | None:
    row = db.execute(SELECT_SEASON_NAMED, {"guild_id": guild_id, "name": name}).fetchone()
    return SeasonRow(*row) if row else None


def _current_or_new(db: sqlite3.Connection, guild_id: int, now: float) -> SeasonRow:
    """Inside a transaction: the current season, creating the first (from time 0, so it holds
    everything played before seasons existed)."""
    row = db.execute(SELECT_CURRENT_SEASON, {"guild_id": guild_id}).fetchone()
    if row:
        return SeasonRow(*row)
    return _begin_season(db, guild_id, None, 0.0 if _last_number(db, guild_id) == 0 else now, None)


def _current_season(db: sqlite3.Connection, guild_id: int, now: float) -> SeasonRow:
    row = db.execute(SELECT_CURRENT_SEASON, {"guild_id": guild_id}).fetchone()
    if row:
        return SeasonRow(*row)
    return _in_transaction(db, lambda: _current_or_new(db, guild_id, now))


def _last_number(db: sqlite3.Connection, guild_id: int) -> int:
    return db.execute(SELECT_LAST_SEASON_NUMBER, {"guild_id": guild_id}).fetchone()[0] or 0


def _begin_season(
    db: sqlite3.Connection,
    guild_id: int,
    name: str | None,
    now: float,
    ends_at: float | None,
    *,
    channel_id: int | None = None,
) -> SeasonRow:
    number = _last_number(db, guild_id) + 1
    if name is None:
        taken = {
            row[0].casefold() for row in db.execute(SELECT_SEASON_NAMES, {"guild_id": guild_id})
        }
        suffix = number
        while f"season {suffix}" in taken:
            suffix += 1
        name = f"Season {suffix}"
    cursor = db.execute(
        INSERT_SEASON,
        {
            "guild_id": guild_id,
            "number": number,
            "name": name,
            "started_at": now,
            "ends_at": ends_at,
            "channel_id": channel_id,
        },
    )
    assert cursor.lastrowid is not None
    return SeasonRow(cursor.lastrowid, guild_id, number, name, now, ends_at, None, channel_id)


def _archive(db: sqlite3.Connection, season: SeasonRow, min_games: int) -> None:
    """Freeze the season's boards as they stand (names, minimum of games, opt-outs)."""
    games = [row[0] for row in db.execute(SELECT_SEASON_GAMES, {"season_id": season.id})]
    for game in games:
        solo = _is_solo(db, season.id, game)
        params = {
            "season_id": season.id,
            "game": game,
            "min_games": min_games,
            "limit": -1,
            "offset": 0,
        }
        rows = db.execute(SELECT_BOARD[SOLO_ORDER if solo else RATED_ORDER], params).fetchall()
        db.executemany(
            INSERT_STANDING,
            [
                {"season_id": season.id, "game": game, "rank": rank, **_standing_params(row)}
                for rank, row in enumerate(rows, start=1)
            ],
        )


def _standing_params(row: Any) -> dict[str, Any]:
    user_id, display, ordinal, _mu, _sigma, games, wins, best, total = row
    return {
        "user_id": user_id,
        "display": display,
        "ordinal": ordinal,
        "games": games,
        "wins": wins,
        "best": best,
        "average": total / games if best is not None and games else None,
    }


def _is_solo(db: sqlite3.Connection, season_id: int, game: str) -> bool:
    row = db.execute(
        "SELECT mu IS NULL FROM ratings WHERE season_id = :season_id AND game = :game LIMIT 1",
        {"season_id": season_id, "game": game},
    ).fetchone()
    return bool(row and row[0])


def _close_season(
    db: sqlite3.Connection, season: SeasonRow, now: float, min_games: int
) -> SeasonRow:
    _archive(db, season, min_games)
    db.execute(END_SEASON, {"season_id": season.id, "now": now})
    return dataclasses.replace(season, ended_at=now)


def _start_season(
    db: sqlite3.Connection,
    guild_id: int,
    name: str,
    *,
    now: float,
    ends_at: float | None,
    min_games: int,
    channel_id: int | None,
) -> tuple[SeasonRow, SeasonRow]:
    def work() -> tuple[SeasonRow, SeasonRow]:
        if _season_named(db, guild_id, name) is not None:
            raise ValueError(f"There is already a season called {name}.")
        ended = _close_season(db, _current_or_new(db, guild_id, now), now, min_games)
        return ended, _begin_season(db, guild_id, name, now, ends_at, channel_id=channel_id)

    return _in_transaction(db, work)


def _end_season(
    db: sqlite3.Connection, guild_id: int, *, now: float, min_games: int, season_id: int | None
) -> tuple[SeasonRow, SeasonRow] | None:
    def work() -> tuple[SeasonRow, SeasonRow] | None:
        row = db.execute(SELECT_CURRENT_SEASON, {"guild_id": guild_id}).fetchone()
        current = SeasonRow(*row) if row else _current_or_new(db, guild_id, now)
        if season_id is not None and current.id != season_id:
            return None
        ended = _close_season(db, current, now, min_games)
        return ended, _begin_season(db, guild_id, None, now, None)

    return _in_transaction(db, work)


def _rate_table(db: sqlite3.Connection, table_id: int, now: float) -> RatingUpdate:
    def work() -> RatingUpdate:
        if db.execute(SELECT_RATED, {"table_id": table_id}).fetchone():
            return RatingUpdate(None, {})
        rows = db.execute(SELECT_TABLE_RESULTS, {"table_id": table_id}).fetchall()
        if not rows:  # not closed yet: nothing to count, and not marked as counted
            return RatingUpdate(None, {})
        guild_id, game = rows[0][0], rows[0][1]
        seats = [
            RatedSeat(
                user_id=row[2],
                placement=row[7],
                outcome=row[5],
                team=row[6],
                computer=bool(row[4]),
            )
            for row in rows
        ]
        season = (
            _current_or_new(db, guild_id, now) if guild_id is not None and counts(seats) else None
        )
        skills: dict[int, Skill] = {}
        if season is not None and len(rows) == 1:
            _count_solo(db, season, game, table_id=table_id, row=rows[0], now=now)
        elif season is not None:
            skills = _count_match(db, season, game, rows=rows, seats=seats, now=now)
        db.execute(
            INSERT_RATED,
            {"table_id": table_id, "season_id": season.id if season else None},
        )
        return RatingUpdate(season.id if season else None, skills)

    return _in_transaction(db, work)


def _count_solo(
    db: sqlite3.Connection, season: SeasonRow, game: str, *, table_id: int, row: Any, now: float
) -> None:
    """A solitaire: its best and total (a hinted game is not on the board), the daily score."""
    _, _, user_id, display, computer, outcome, _, _, score, hints_used = row
    if user_id is None or computer or outcome != Outcome.FINISHED:
        return
    db.execute(SET_DAILY_SCORE, {"table_id": table_id, "score": score})
    if hints_used:
        return
    db.execute(
        UPSERT_SOLO,
        {
            "season_id": season.id,
            "game": game,
            "user_id": user_id,
            "guild_id": season.guild_id,
            "display": display,
            "score": score,
            "now": now,
        },
    )


def _count_match(
    db: sqlite3.Connection,
    season: SeasonRow,
    game: str,
    *,
    rows: list[Any],
    seats: list[RatedSeat],
    now: float,
) -> dict[int, Skill]:
    current: dict[int, Skill] = {}
    for seat in seats:
        if seat.human and seat.user_id is not None:
            found = db.execute(
                SELECT_SKILL, {"season_id": season.id, "game": game, "user_id": seat.user_id}
            ).fetchone()
            if found:
                current[seat.user_id] = Skill(mu=found[0], sigma=found[1])
    skills = rate(seats, current)
    by_user = {seat.user_id: (seat, row[3]) for seat, row in zip(seats, rows, strict=True)}
    db.executemany(
        UPSERT_SKILL,
        [
            {
                "season_id": season.id,
                "game": game,
                "user_id": user_id,
                "guild_id": season.guild_id,
                "display": by_user[user_id][1],
                "mu": skill.mu,
                "sigma": skill.sigma,
                "ordinal": skill.ordinal,
                "wins": int(won(by_user[user_id][0])),
                "now": now,
            }
            for user_id, skill in skills.items()
        ],
    )
    return skills


def _board(
    db: sqlite3.Connection,
    season: SeasonRow,
    game: str,
    *,
    solo: bool,
    min_games: int,
    offset: int,
    limit: int,
) -> Board:
    if season.ended_at is not None:
        params = {"season_id": season.id, "game": game, "limit": limit, "offset": offset}
        lines = [_archived_line(row) for row in db.execute(SELECT_ARCHIVE, params)]
        total = db.execute(COUNT_ARCHIVE, params).fetchone()[0]
        return Board(lines, total)
    params = {
        "season_id": season.id,
        "game": game,
        "min_games": min_games,
        "limit": limit,
        "offset": offset,
    }
    rows = db.execute(SELECT_BOARD[SOLO_ORDER if solo else RATED_ORDER], params).fetchall()
    lines = [_live_line(row, rank) for rank, row in enumerate(rows, start=offset + 1)]
    return Board(lines, db.execute(COUNT_BOARD, params).fetchone()[0])


def _ranked_count(db: sqlite3.Connection, season: SeasonRow, game: str, min_games: int) -> int:
    params = {"season_id": season.id, "game": game, "min_games": min_games}
    sql = COUNT_ARCHIVE if season.ended_at is not None else COUNT_BOARD
    return db.execute(sql, params).fetchone()[0]


def _board_line(
    db: sqlite3.Connection,
    season: SeasonRow,
    game: str,
    user_id: int,
    *,
    solo: bool,
    min_games: int,
) -> BoardLine | None:
    params = {"season_id": season.id, "game": game, "user_id": user_id, "min_games": min_games}
    if season.ended_at is not None:
        row = db.execute(SELECT_ARCHIVED_LINE, params).fetchone()
        if row:
            return _archived_line(row)
    row = db.execute(SELECT_OWN_LINE, params).fetchone()
    if row is None:
        return None
    line = _live_line(row, None)
    if season.ended_at is not None or line.games < min_games:
        return line  # provisional (or, in an ended season, not in its final standings)
    order = SOLO_ORDER if solo else RATED_ORDER
    above = db.execute(
        COUNT_ABOVE[order],
        {
            **params,
            "ordinal": line.ordinal,
            "games": line.games,
            "best": line.best,
            "average": line.average,
        },
    ).fetchone()[0]
    return BoardLine(**{**_line_fields(line), "rank": above + 1})


def _line_fields(line: BoardLine) -> dict[str, Any]:
    return {name: getattr(line, name) for name in BoardLine.__slots__}


def _live_line(row: Any, rank: int | None) -> BoardLine:
    user_id, display, ordinal, mu, sigma, games, wins, best, total = row
    return BoardLine(
        user_id=user_id,
        display=display,
        games=games,
        wins=wins,
        ordinal=ordinal,
        mu=mu,
        sigma=sigma,
        best=best,
        average=total / games if best is not None and games else None,
        rank=rank,
    )


def _archived_line(row: Any) -> BoardLine:
    user_id, display, ordinal, games, wins, best, average, rank = row
    return BoardLine(
        user_id=user_id,
        display=display,
        games=games,
        wins=wins,
        ordinal=ordinal,
        best=best,
        average=average,
        rank=rank,
    )


STREAK_DEPTH = 200
"""How far back a streak is looked for: a longer one shows as this many."""


def _member_stats(
    db: sqlite3.Connection, guild_id: int, user_id: int, partnerships: frozenset[str]
) -> list[GameStats]:
    params = {"guild_id": guild_id, "user_id": user_id}
    found: list[GameStats] = []
    for game, games, wins, best, average in db.execute(SELECT_MEMBER_TOTALS, params).fetchall():
        recent = [
            bool(row[0])
            for row in db.execute(
                SELECT_RECENT_PLACES, {**params, "game": game, "limit": STREAK_DEPTH}
            )
        ]
        streak = 0
        for result in recent:
            if result != recent[0]:
                break
            streak += 1
        partner = (
            db.execute(SELECT_FAVOURITE_PARTNER, {**params, "game": game}).fetchone()
            if game in partnerships
            else None
        )
        found.append(
            GameStats(
                game=game,
                games=games,
                wins=wins or 0,
                best=best,
                average=average,
                streak=streak if recent and recent[0] else -streak,
                partner=(partner[0], partner[1], partner[2]) if partner else None,
            )
        )
    return sorted(found, key=lambda stats: (-stats.games, stats.game))


def _history(db: sqlite3.Connection, guild_id: int, user_id: int, limit: int) -> list[HistoryEntry]:
    rows = db.execute(
        SELECT_HISTORY, {"guild_id": guild_id, "user_id": user_id, "limit": limit}
    ).fetchall()
    entries = []
    for table_id, game, outcome, placement, score, finished_at, position in rows:
        seats = [
            (display, seat_placement, seat_outcome, bool(computer))
            for seat, display, seat_placement, seat_outcome, computer in db.execute(
                SELECT_TABLE_SEATS_RESULTS, {"table_id": table_id}
            )
            if seat != position
        ]
        entries.append(
            HistoryEntry(table_id, game, outcome, placement, score, finished_at, position, seats)
        )
    return entries
