"""The results of closed tables: one row per seat, written with the table's closing."""

from __future__ import annotations

from collections.abc import Sequence

from bot.store.database import Database
from bot.store.rows import ResultRow
from bot.store.table_log import CLOSE_TABLE
from bot.vocab import Outcome, TableStatus

INSERT_RESULT = """
INSERT INTO results (table_id, position, guild_id, game, user_id, display, computer, outcome,
                     team, placement, score, hints_used, computers_seated, finished_at)
VALUES (:table_id, :position, :guild_id, :game, :user_id, :display, :computer, :outcome,
        :team, :placement, :score, :hints_used, :computers_seated, :now)
"""
SELECT_RESULTS = """
SELECT position, user_id, computer, placement, score, display, outcome, team FROM results
WHERE table_id = :table_id ORDER BY position
"""


class Results(Database):
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

    async def results(self, table_id: int) -> list[ResultRow]:
        rows = await self._read(SELECT_RESULTS, {"table_id": table_id})
        return [
            ResultRow(
                position=row[0],
                user_id=row[1],
                computer=bool(row[2]),
                placement=row[3],
                score=row[4],
                display=row[5],
                outcome=Outcome(row[6]),
                team=row[7],
            )
            for row in rows
        ]
