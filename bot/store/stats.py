"""A member's lifetime statistics and history in a server, from the results of closed tables
(seasons do not reset them).

What counts, here as on the boards (``bot/store/ratings.py``): an abandoned table counts for
nobody, and a hinted game is practice: it counts in no record (not the personal best at the
game's end, not /stats, not the season board); /history lists it, marked as hinted. A game is
won by first place played to the end (``ResultRow.won``): the stored places already put a
forfeit last (``bot/outcome.py``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection

from bot.store.boards import ranked_count, read_line
from bot.store.database import Database
from bot.store.rows import BoardLine, GameStats, HistoryEntry, SeasonRow

COUNTED = "outcome != 'abandoned' AND hints_used = 0"
"""The results that count in a member's record."""
WON = "(outcome = 'finished' AND placement = 1)"

SELECT_PERSONAL_SCORES = f"""
SELECT COUNT(*), MAX(score), AVG(score) FROM results
WHERE guild_id IS :guild_id AND user_id = :user_id AND game = :game AND {COUNTED}
"""  # noqa: S608 - constant fragments only
SELECT_MEMBER_TOTALS = f"""
SELECT game, COUNT(*), SUM({WON}), MAX(score), AVG(score)
FROM results INDEXED BY results_member
WHERE guild_id = :guild_id AND user_id = :user_id AND {COUNTED}
GROUP BY game
"""  # noqa: S608 - constant fragments only
SELECT_RECENT_PLACES = f"""
SELECT {WON} FROM results INDEXED BY results_member
WHERE guild_id = :guild_id AND user_id = :user_id AND game = :game AND {COUNTED}
ORDER BY finished_at DESC LIMIT :limit
"""  # noqa: S608 - constant fragments only
SELECT_FAVOURITE_PARTNER = """
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
