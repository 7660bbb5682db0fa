"""The store: every SQL statement the bot runs, behind one facade, one module per concern; on
SQLite (the default) or on PostgreSQL (``DATABASE_URL``), the same statements on both.

- ``database``: the connection, its lock and transactions, migrations (the only module that
  touches aiosqlite); ``postgres``: the same on PostgreSQL (the only module that touches
  asyncpg, imported only with a URL); ``dialects``: the few statements whose text differs;
  ``copying``: a SQLite database into PostgreSQL;
- ``rows``: the dataclasses the store reads and writes;
- ``table_log`` and ``results``: live tables, their seats and action log; closed tables'
  results; ``open_tables``: the open tables (of this process's shards) as recovery reads them;
- ``preferences`` and ``partner_notes``: what members chose; Kare Kupa's partnership notes;
- ``calls``: invitations and "a table is open" notices (who takes them, who follows what);
- ``seasons``, ``ratings``, ``boards``, ``stats``, ``daily``: a server's seasons, counting
  closed tables in them, the boards, a member's statistics and history, the daily deal.

The store holds no game or rating policy: the rule that moves skills is given to it
(``Store.open(path, rating=bot.ratings.rate)``), and the places it stores are the one outcome
(``bot/outcome.py``). SQL lives in named constants with ``:param`` placeholders.
"""

from __future__ import annotations

from bot.store.boards import Boards
from bot.store.calls import Calls
from bot.store.daily import Daily
from bot.store.database import MIGRATIONS, Database
from bot.store.open_tables import OpenTables
from bot.store.partner_notes import PartnerNotes
from bot.store.preferences import Preferences
from bot.store.ratings import Ratings
from bot.store.results import Results
from bot.store.rows import (
    Board,
    BoardLine,
    DailyClaim,
    DailyLine,
    GameStats,
    HistoryEntry,
    RatingRule,
    RatingUpdate,
    ResultRow,
    SeasonRow,
    Skill,
    TableRow,
)
from bot.store.seasons import Seasons
from bot.store.stats import Stats
from bot.store.table_log import TableLog


class Store(
    TableLog,
    OpenTables,
    Results,
    Preferences,
    PartnerNotes,
    Seasons,
    Ratings,
    Boards,
    Stats,
    Daily,
    Calls,
    Database,
):
    """The one store a bot opens (``Store.open``): every concern's methods on one object,
    sharing one connection and one transaction lock."""


__all__ = [
    "MIGRATIONS",
    "Board",
    "BoardLine",
    "DailyClaim",
    "DailyLine",
    "GameStats",
    "HistoryEntry",
    "RatingRule",
    "RatingUpdate",
    "ResultRow",
    "SeasonRow",
    "Skill",
    "Store",
    "TableRow",
]
