"""Counting closed tables in their server's current season: skills for a match, best and
total for a solitaire, the daily deal's score, each table once.

A member's lifetime statistics (``bot/store/stats.py``) take the table in within the same
transaction. The store keeps the figures; how skills move is the rating rule its owner gives it
(``Store.open(..., rating=bot.ratings.rate)``), run inside the same transaction that reads
the skills and writes the new ones. What counts: an abandoned table counts for nobody, and a
hinted game is practice (``bot/store/stats.py`` counts the same way); the stored places
already put a forfeit last (``bot/outcome.py``).
"""

from __future__ import annotations

import sqlite3
from typing import Any

from bot.store.daily import SET_DAILY_SCORE
from bot.store.database import Database, in_transaction
from bot.store.rows import RatingRule, RatingUpdate, ResultRow, SeasonRow, Skill
from bot.store.seasons import current_or_new
from bot.store.stats import count_members
from bot.vocab import Outcome

SELECT_RATED = "SELECT season_id FROM rated_tables WHERE table_id = :table_id"
INSERT_RATED = "INSERT INTO rated_tables (table_id, season_id) VALUES (:table_id, :season_id)"
SELECT_TABLE_RESULTS = """
SELECT guild_id, game, user_id, display, computer, outcome, team, placement, score, hints_used,
       finished_at
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
    ordinal = excluded.ordinal, games = ratings.games + 1, wins = ratings.wins + excluded.wins,
    updated_at = excluded.updated_at
"""
UPSERT_SOLO = """
INSERT INTO ratings (season_id, game, user_id, guild_id, display, games, best, total, updated_at)
VALUES (:season_id, :game, :user_id, :guild_id, :display, 1, :score, :score, :now)
ON CONFLICT (season_id, game, user_id) DO UPDATE SET
    display = excluded.display, games = ratings.games + 1,
    best = CASE WHEN excluded.best > ratings.best THEN excluded.best
                WHEN excluded.best IS NULL THEN NULL ELSE ratings.best END,
    total = ratings.total + excluded.total, updated_at = excluded.updated_at
"""
SELECT_UNRATED = """
SELECT t.id FROM game_tables t LEFT JOIN rated_tables r ON r.table_id = t.id
WHERE t.status = 'finished' AND r.table_id IS NULL ORDER BY t.finished_at
"""


class Ratings(Database):
    async def rate_table(self, table_id: int, now: float) -> RatingUpdate:
        """Count a closed table in its server's current season, in one transaction: ratings
        for a multiplayer game (by the store's rating rule), best and total for a solitaire,
        the daily deal's score. A table is never counted twice."""
        return await self._on_thread(_rate_table, table_id, now, self._rating)

    async def rate_unrated(self, now: float) -> int:
        """Count every finished table not counted yet (the bot stopped between a table's
        results and its rating); returns how many."""
        table_ids = [row[0] for row in await self._read(SELECT_UNRATED)]
        for table_id in table_ids:
            await self.rate_table(table_id, now)
        return len(table_ids)


# -- on the database thread ----------------------------------------------------------------


def _rate_table(
    db: sqlite3.Connection, table_id: int, now: float, rule: RatingRule | None
) -> RatingUpdate:
    def work() -> RatingUpdate:
        if db.execute(SELECT_RATED, {"table_id": table_id}).fetchone():
            return RatingUpdate(None, {})
        rows = db.execute(SELECT_TABLE_RESULTS, {"table_id": table_id}).fetchall()
        if not rows:  # not closed yet: nothing to count, and not marked as counted
            return RatingUpdate(None, {})
        guild_id, game, hinted = rows[0][0], rows[0][1], bool(rows[0][9])
        seats = [_result(position, row) for position, row in enumerate(rows)]
        solo = len(seats) == 1
        if solo and _scored(seats[0]):
            db.execute(SET_DAILY_SCORE, {"table_id": table_id, "score": seats[0].score})
        counts = not hinted and not any(seat.outcome == Outcome.ABANDONED for seat in seats)
        season = current_or_new(db, guild_id, now) if guild_id is not None and counts else None
        skills: dict[int, Skill] = {}
        if season is not None and solo:
            _count_solo(db, season, game, seats[0], now=now)
        elif season is not None:
            skills = _count_match(db, season, game, seats, rule, now=now)
        db.execute(
            INSERT_RATED,
            {"table_id": table_id, "season_id": season.id if season else None},
        )
        count_members(db, guild_id, game, seats, hinted=hinted, finished_at=rows[0][10])
        return RatingUpdate(season.id if season else None, skills)

    return in_transaction(db, work)


def _result(position: int, row: Any) -> ResultRow:
    _, _, user_id, display, computer, outcome, team, placement, score, _, _ = row
    return ResultRow(
        position=position,
        user_id=user_id,
        computer=bool(computer),
        placement=placement,
        score=score,
        display=display,
        outcome=Outcome(outcome),
        team=team,
    )


def _scored(seat: ResultRow) -> bool:
    """A solitaire played to the end by its member."""
    return seat.user_id is not None and not seat.computer and seat.outcome == Outcome.FINISHED


def _count_solo(
    db: sqlite3.Connection, season: SeasonRow, game: str, seat: ResultRow, *, now: float
) -> None:
    """A solitaire: its best and total on the season's board."""
    if not _scored(seat):
        return
    db.execute(
        UPSERT_SOLO,
        {
            "season_id": season.id,
            "game": game,
            "user_id": seat.user_id,
            "guild_id": season.guild_id,
            "display": seat.display,
            "score": seat.score,
            "now": now,
        },
    )


def _count_match(
    db: sqlite3.Connection,
    season: SeasonRow,
    game: str,
    seats: list[ResultRow],
    rule: RatingRule | None,
    *,
    now: float,
) -> dict[int, Skill]:
    if rule is None:  # rolls the whole count back: the table is counted at the next start
        raise LookupError("this store was opened without a rating rule")
    current: dict[int, Skill] = {}
    for seat in seats:
        if seat.user_id is not None and not seat.computer:
            found = db.execute(
                SELECT_SKILL, {"season_id": season.id, "game": game, "user_id": seat.user_id}
            ).fetchone()
            if found:
                current[seat.user_id] = Skill(mu=found[0], sigma=found[1])
    skills = dict(rule(seats, current))
    by_user = {seat.user_id: seat for seat in seats if seat.user_id is not None}
    db.executemany(
        UPSERT_SKILL,
        [
            {
                "season_id": season.id,
                "game": game,
                "user_id": user_id,
                "guild_id": season.guild_id,
                "display": by_user[user_id].display,
                "mu": skill.mu,
                "sigma": skill.sigma,
                "ordinal": skill.ordinal,
                "wins": int(by_user[user_id].won),
                "now": now,
            }
            for user_id, skill in skills.items()
        ],
    )
    return skills
