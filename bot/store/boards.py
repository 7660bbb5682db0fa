"""Season boards: the live ranking of the current season (members with enough games, best
first) and the frozen standings of an ended one.

A member who opted out is on no board, live or archived: the archive keeps everyone who was
ranked when the season ended, and the opt-out is applied when a board is read, so leaving (or
coming back) changes past seasons too. Ranks count the members shown; the member's own line
(``board_line``) carries the rank they would have, opted out or not.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from bot.store.database import Database
from bot.store.rows import Board, BoardLine, SeasonRow

# Members with enough games, best first. Rated games rank by the ordinal, solitaires by best
# then average score; the user id breaks ties stably.
_RANKED = "season_id = :season_id AND game = :game AND games >= :min_games"
_VISIBLE = f"""
{_RANKED}
AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                WHERE o.guild_id = ratings.guild_id AND o.user_id = ratings.user_id)
"""  # noqa: S608 - constant fragments only
RATED_ORDER = "ordinal DESC, games DESC, user_id"
SOLO_ORDER = "best DESC, CAST(total AS DOUBLE PRECISION) / games DESC, user_id"
BOARD_COLUMNS = "user_id, display, ordinal, mu, sigma, games, wins, best, total"
SELECT_BOARD = {
    order: f"""
SELECT {BOARD_COLUMNS} FROM ratings WHERE {_VISIBLE}
ORDER BY {order} LIMIT :limit OFFSET :offset
"""  # noqa: S608 - constant fragments only
    for order in (RATED_ORDER, SOLO_ORDER)
}
SELECT_RANKED = {
    order: f"SELECT {BOARD_COLUMNS} FROM ratings WHERE {_RANKED} ORDER BY {order}"  # noqa: S608
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
AND (best > :best OR (best = :best AND (CAST(total AS DOUBLE PRECISION) / games > :average
     OR (CAST(total AS DOUBLE PRECISION) / games = :average AND user_id < :user_id))))
""",  # noqa: S608 - constant fragments only
}
SELECT_SEASON_GAMES = "SELECT DISTINCT game FROM ratings WHERE season_id = :season_id"
INSERT_STANDING = """
INSERT INTO season_standings (season_id, game, rank, user_id, display, ordinal, games, wins,
                              best, average)
VALUES (:season_id, :game, :rank, :user_id, :display, :ordinal, :games, :wins, :best, :average)
"""
# An ended season's standings as frozen, less the members who opted out (now): ranks count
# the members shown.
_SHOWN = """
season_id = :season_id AND game = :game
AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                WHERE o.guild_id = :guild_id AND o.user_id = season_standings.user_id)
"""
SELECT_ARCHIVE = f"""
SELECT user_id, display, ordinal, games, wins, best, average, ROW_NUMBER() OVER (ORDER BY rank)
FROM season_standings WHERE {_SHOWN} ORDER BY rank LIMIT :limit OFFSET :offset
"""  # noqa: S608 - constant fragments only
COUNT_ARCHIVE = f"SELECT COUNT(*) FROM season_standings WHERE {_SHOWN}"  # noqa: S608
SELECT_ARCHIVED_LINE = """
SELECT s.user_id, s.display, s.ordinal, s.games, s.wins, s.best, s.average,
       1 + (SELECT COUNT(*) FROM season_standings v
            WHERE v.season_id = s.season_id AND v.game = s.game AND v.rank < s.rank
              AND NOT EXISTS (SELECT 1 FROM board_opt_outs o
                              WHERE o.guild_id = :guild_id AND o.user_id = v.user_id))
FROM season_standings s
WHERE s.season_id = :season_id AND s.game = :game AND s.user_id = :user_id
"""
SELECT_IS_SOLO = """
SELECT mu IS NULL FROM ratings WHERE season_id = :season_id AND game = :game LIMIT 1
"""


class Boards(Database):
    async def board(
        self, season: SeasonRow, game: str, *, solo: bool, min_games: int, offset: int, limit: int
    ) -> Board:
        """One page of a season's board: the archive of an ended season, else the live one."""
        return await self._read_on_thread(
            read_board, season, game, solo=solo, min_games=min_games, offset=offset, limit=limit
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
            board = read_board(
                db, season, game, solo=solo, min_games=min_games, offset=page * size, limit=size
            )
            last = max(0, (board.total - 1) // size)
            if page > last:
                shown = last
                board = read_board(
                    db,
                    season,
                    game,
                    solo=solo,
                    min_games=min_games,
                    offset=last * size,
                    limit=size,
                )
            own = read_line(db, season, game, user_id, solo=solo, min_games=min_games)
            return board, own, shown

        return await self._read_on_thread(read)

    async def board_line(
        self, season: SeasonRow, game: str, user_id: int, *, solo: bool, min_games: int
    ) -> BoardLine | None:
        """The member's own line, ranked or provisional (``rank`` None), opted out or not;
        ``None`` if they have not played this game in that season."""
        return await self._read_on_thread(
            read_line, season, game, user_id, solo=solo, min_games=min_games
        )


# -- on the database thread ----------------------------------------------------------------


def archive(db: sqlite3.Connection, season: SeasonRow, min_games: int) -> None:
    """Inside a transaction: freeze the season's boards as they stand (names, the minimum of
    games), every ranked member included: opt-outs apply when a board is read."""
    games = [row[0] for row in db.execute(SELECT_SEASON_GAMES, {"season_id": season.id})]
    for game in games:
        solo = _is_solo(db, season.id, game)
        params = {"season_id": season.id, "game": game, "min_games": min_games}
        rows = db.execute(SELECT_RANKED[SOLO_ORDER if solo else RATED_ORDER], params).fetchall()
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
    """A solitaire's rows keep scores, not skills."""
    row = db.execute(SELECT_IS_SOLO, {"season_id": season_id, "game": game}).fetchone()
    return bool(row and row[0])


def read_board(
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
        params = {**_archived(season, game), "limit": limit, "offset": offset}
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


def ranked_count(db: sqlite3.Connection, season: SeasonRow, game: str, min_games: int) -> int:
    """How many members the season's board shows."""
    if season.ended_at is not None:
        return db.execute(COUNT_ARCHIVE, _archived(season, game)).fetchone()[0]
    params = {"season_id": season.id, "game": game, "min_games": min_games}
    return db.execute(COUNT_BOARD, params).fetchone()[0]


def _archived(season: SeasonRow, game: str) -> dict[str, Any]:
    return {"season_id": season.id, "game": game, "guild_id": season.guild_id}


def read_line(
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
        row = db.execute(SELECT_ARCHIVED_LINE, {**params, **_archived(season, game)}).fetchone()
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
