"""A member's lifetime statistics and history in a server, from the results of closed tables
(seasons do not reset them).

What counts, here as on the boards (``bot/store/ratings.py``): an abandoned table counts for
nobody, and a hinted game is practice: it counts in no record (not the personal best at the
game's end, not /stats, not the season board); /history lists it, marked as hinted. A game is
won by first place played to the end (``ResultRow.won``): the stored places already put a
forfeit last (``bot/outcome.py``).

/stats reads aggregates (``member_stats``, ``member_partners``), kept current by
:func:`count_members` in the transaction that counts a closed table, so its cost does not grow
with the results stored.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Sequence
from typing import Any

from bot.store.boards import ranked_count, read_line
from bot.store.database import Database
from bot.store.dialects import Dialects
from bot.store.rows import BoardLine, GameStats, HistoryEntry, ResultRow, SeasonRow
from bot.vocab import Outcome

COUNTED = "outcome != 'abandoned' AND hints_used = 0"
"""The results that count in a member's record."""
WON = "(outcome = 'finished' AND placement = 1)"

_PERSONAL_SCORES = f"""
SELECT COUNT(*), MAX(score), AVG(score) FROM results
WHERE guild_id IS :guild_id AND user_id = :user_id AND game = :game AND {COUNTED}
"""  # noqa: S608 - constant fragments only
SELECT_PERSONAL_SCORES = Dialects(
    _PERSONAL_SCORES,
    # SQLite's "IS" with a parameter (a DM table has no guild) is "IS NOT DISTINCT FROM" on
    # PostgreSQL (SQLite knows that spelling only from 3.39 on).
    _PERSONAL_SCORES.replace("IS :guild_id", "IS NOT DISTINCT FROM :guild_id"),
)
SELECT_MEMBER_STATS = """
SELECT game, games, wins, best, total, streak FROM member_stats
WHERE guild_id = :guild_id AND user_id = :user_id
"""
SELECT_FAVOURITE_PARTNER = """
SELECT p.partner_id, p.display, p.tables FROM member_partners p
WHERE p.guild_id = :guild_id AND p.user_id = :user_id AND p.game = :game
  AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                  WHERE o.guild_id = p.guild_id AND o.user_id = p.partner_id)
ORDER BY p.tables DESC, p.last_at DESC LIMIT 1
"""
SELECT_STREAK = """
SELECT streak, last_at FROM member_stats
WHERE guild_id = :guild_id AND user_id = :user_id AND game = :game
"""
UPSERT_MEMBER_STATS = """
INSERT INTO member_stats (guild_id, user_id, game, games, wins, best, total, streak, last_at)
VALUES (:guild_id, :user_id, :game, 1, :won, :score, :score, :streak, :at)
ON CONFLICT (guild_id, user_id, game) DO UPDATE SET
    games = member_stats.games + 1, wins = member_stats.wins + excluded.wins,
    best = CASE WHEN excluded.best > member_stats.best THEN excluded.best
                WHEN excluded.best IS NULL THEN NULL ELSE member_stats.best END,
    total = member_stats.total + excluded.total, streak = excluded.streak,
    last_at = CASE WHEN excluded.last_at > member_stats.last_at THEN excluded.last_at
                   ELSE member_stats.last_at END
"""
UPSERT_PARTNER = """
INSERT INTO member_partners (guild_id, user_id, game, partner_id, display, tables, last_at)
VALUES (:guild_id, :user_id, :game, :partner_id, :display, 1, :at)
ON CONFLICT (guild_id, user_id, game, partner_id) DO UPDATE SET
    tables = member_partners.tables + 1,
    display = CASE WHEN excluded.last_at >= member_partners.last_at THEN excluded.display
                   ELSE member_partners.display END,
    last_at = CASE WHEN excluded.last_at > member_partners.last_at THEN excluded.last_at
                   ELSE member_partners.last_at END
"""
_RECENT_PLACES = f"""
SELECT {WON} FROM results r INDEXED BY results_member
WHERE r.guild_id = :guild_id AND r.user_id = :user_id AND r.game = :game AND {COUNTED}
  AND EXISTS (SELECT 1 FROM rated_tables c WHERE c.table_id = r.table_id)
ORDER BY r.finished_at DESC LIMIT :limit
"""  # noqa: S608 - constant fragments only
# The index hint is SQLite's (its planner chose a worse index); PostgreSQL plans without one.
SELECT_RECENT_PLACES = Dialects(
    _RECENT_PLACES, _RECENT_PLACES.replace(" INDEXED BY results_member", "")
)
SELECT_HISTORY = """
SELECT table_id, game, outcome, placement, score, finished_at, position, hints_used
FROM results WHERE guild_id = :guild_id AND user_id = :user_id
ORDER BY finished_at DESC LIMIT :limit
"""
SELECT_TABLE_SEATS_RESULTS = """
SELECT position, display, placement, outcome, computer FROM results
WHERE table_id = :table_id ORDER BY position
"""

STREAK_DEPTH = 200
"""How far back a streak is looked for: a longer one shows as this many."""


class Stats(Database):
    async def personal_scores(
        self, guild_id: int | None, game: str, user_id: int
    ) -> tuple[int, int | None, float | None]:
        """(games, best score, average score) of one player in one game in this server
        (``None`` for direct messages): a solitaire's record, counted as /stats counts it."""
        rows = await self._read(
            SELECT_PERSONAL_SCORES, {"guild_id": guild_id, "game": game, "user_id": user_id}
        )
        count, best, average = rows[0]
        return int(count), best, average

    async def member_stats(
        self, guild_id: int, user_id: int, partnerships: Collection[str] = ()
    ) -> list[GameStats]:
        """Lifetime statistics per game (seasons do not reset them), most played first; the
        favourite partner in the ``partnerships`` games."""
        return await self._read_on_thread(_member_stats, guild_id, user_id, frozenset(partnerships))

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
                line = read_line(db, season, stats.game, user_id, solo=solo, min_games=min_games)
                ranked = ranked_count(db, season, stats.game, min_games)
                card.append((stats, line, ranked))
            return card

        return await self._read_on_thread(read)

    async def history(self, guild_id: int, user_id: int, limit: int = 10) -> list[HistoryEntry]:
        """The member's latest closed tables in the server, newest first."""
        return await self._read_on_thread(_history, guild_id, user_id, limit)


# -- on the database thread ----------------------------------------------------------------


def _member_stats(
    db: sqlite3.Connection, guild_id: int, user_id: int, partnerships: frozenset[str]
) -> list[GameStats]:
    params = {"guild_id": guild_id, "user_id": user_id}
    found: list[GameStats] = []
    for game, games, wins, best, total, streak in db.execute(SELECT_MEMBER_STATS, params):
        partner = (
            db.execute(SELECT_FAVOURITE_PARTNER, {**params, "game": game}).fetchone()
            if game in partnerships
            else None
        )
        found.append(
            GameStats(
                game=game,
                games=games,
                wins=wins,
                best=best,
                average=total / games,
                streak=max(-STREAK_DEPTH, min(STREAK_DEPTH, streak)),
                partner=(partner[0], partner[1], partner[2]) if partner else None,
            )
        )
    return sorted(found, key=lambda stats: (-stats.games, stats.game))


def count_members(
    db: sqlite3.Connection,
    guild_id: int | None,
    game: str,
    seats: Sequence[ResultRow],
    *,
    hinted: bool,
    finished_at: float,
) -> None:
    """On the database thread, inside the transaction that counts a closed table (after it is
    marked counted): each member's lifetime statistics and partners take the table in."""
    if guild_id is None or hinted:
        return  # /stats is a server's; a hinted game is practice
    for seat in seats:
        if seat.user_id is None or seat.outcome == Outcome.ABANDONED:
            continue
        key = {"guild_id": guild_id, "user_id": seat.user_id, "game": game}
        db.execute(
            UPSERT_MEMBER_STATS,
            {
                **key,
                "won": int(seat.won),
                "score": seat.score,
                "streak": _streak(db, key, seat.won, finished_at),
                "at": finished_at,
            },
        )
        if seat.team is None:
            continue
        for partner in seats:
            if (
                partner.team == seat.team
                and partner.position != seat.position
                and partner.user_id is not None
                and not partner.computer
            ):
                db.execute(
                    UPSERT_PARTNER,
                    {
                        **key,
                        "partner_id": partner.user_id,
                        "display": partner.display,
                        "at": finished_at,
                    },
                )


def _streak(db: sqlite3.Connection, key: dict[str, Any], won: bool, finished_at: float) -> int:
    """The member's streak once this table is in: one longer, or a new one. A table counted
    after a later one (counted at start-up, after a failure) is placed by its time instead."""
    row = db.execute(SELECT_STREAK, key).fetchone()
    if row is None:
        return 1 if won else -1
    streak, last_at = row
    if finished_at >= last_at:
        if won:
            return streak + 1 if streak > 0 else 1
        return streak - 1 if streak < 0 else -1
    recent = [
        bool(found[0])
        for found in db.execute(SELECT_RECENT_PLACES, {**key, "limit": STREAK_DEPTH + 1})
    ]
    run = next((index for index, value in enumerate(recent) if value != recent[0]), len(recent))
    return run if recent[0] else -run


def _history(db: sqlite3.Connection, guild_id: int, user_id: int, limit: int) -> list[HistoryEntry]:
    rows = db.execute(
        SELECT_HISTORY, {"guild_id": guild_id, "user_id": user_id, "limit": limit}
    ).fetchall()
    entries = []
    for table_id, game, outcome, placement, score, finished_at, position, hinted in rows:
        seats = [
            (display, seat_placement, seat_outcome, bool(computer))
            for seat, display, seat_placement, seat_outcome, computer in db.execute(
                SELECT_TABLE_SEATS_RESULTS, {"table_id": table_id}
            )
            if seat != position
        ]
        entries.append(
            HistoryEntry(
                table_id,
                game,
                outcome,
                placement,
                score,
                finished_at,
                position,
                seats,
                hinted=bool(hinted),
            )
        )
    return entries
