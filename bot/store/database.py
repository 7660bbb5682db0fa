"""The connection and its transactions: the only module that touches aiosqlite.

One aiosqlite connection in WAL mode. SQLite runs one transaction per connection, so every
transaction holds ``self._lock`` from BEGIN to COMMIT: otherwise one handler's COMMIT would
commit another handler's half-done work (STACK.md). The connection is in autocommit mode
(``isolation_level=None``) and transactions are explicit.

``synchronous=NORMAL`` with WAL loses nothing when the process dies, only on power loss;
that is the right trade for a game bot (README, "Durability").

Three ways to run SQL, each under the lock: :meth:`Database._transaction` collects writes and
runs them as one BEGIN..COMMIT on the database thread; :meth:`Database._fetch` reads;
:meth:`Database._on_thread` runs one function on the database thread (a read of several
queries, or a transaction that must read before it writes, through :func:`in_transaction`).
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Self, TypeVar

import aiosqlite

from bot.resources import migrations
from bot.store.rows import RatingRule

MIGRATIONS = migrations()  # bot/resources.py: the checkout's data/ or the installed wheel's
_MIGRATION_NAME = re.compile(r"^(\d+)_[\w-]+\.sql$")

T = TypeVar("T")

NEW_ROW_ID: Any = object()
"""In a batch's parameters: the id the batch's first INSERT created."""


class Database:
    """The connection, its lock and the schema; the concerns of the store build on it."""

    def __init__(
        self, connection: aiosqlite.Connection, *, rating: RatingRule | None = None
    ) -> None:
        self._db = connection
        self._lock = asyncio.Lock()
        self._rating = rating

    @classmethod
    async def open(cls, path: Path | str, *, rating: RatingRule | None = None) -> Self:
        """Open (creating it and its folder if need be) and migrate the database at ``path``.
        ``rating``: the rule that rates a closed table (``bot.ratings.rate``): the store keeps
        the skills, the caller decides how they move."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            for pragma in ("journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON"):
                # Closed at once: a cursor with an unread row blocks every later COMMIT.
                async with connection.execute(f"PRAGMA {pragma}"):
                    pass
            store = cls(connection, rating=rating)
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

    # -- running SQL --------------------------------------------------------------------------

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Batch]:
        """Collect a transaction's statements, then run BEGIN..COMMIT in one trip to the
        database thread: a click's commit costs one hand-over, not five (measured: p99
        handling time 26 ms -> 10 ms on a loaded machine)."""
        batch = Batch()
        yield batch
        async with self._lock:
            # aiosqlite has no public call for "run this function on the database thread";
            # _execute is that call (pinned to aiosqlite < 0.23 in pyproject.toml).
            batch.new_id = await self._db._execute(_run_batch, self._db._conn, batch.steps)

    async def _fetch(self, sql: str, params: dict[str, Any] | None = None) -> list[Any]:
        """The caller holds the lock (or runs before anyone else can use the connection)."""
        async with self._db.execute(sql, params or {}) as cursor:
            return list(await cursor.fetchall())

    async def _read(self, sql: str, params: dict[str, Any] | None = None) -> list[Any]:
        async with self._lock:
            return await self._fetch(sql, params)

    async def _on_thread(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run ``work(connection, *args, **kwargs)`` on the database thread under the lock: a
        rating update or a season's end is one transaction, and a stats card one hand-over."""
        async with self._lock:
            return await self._db._execute(work, self._db._conn, *args, **kwargs)


class Batch:
    """A transaction's statements, collected in the event loop and run on the thread."""

    def __init__(self) -> None:
        self.steps: list[tuple[str, Any, bool]] = []
        self.new_id: int | None = None

    def execute(self, sql: str, params: dict[str, Any]) -> None:
        self.steps.append((sql, params, False))

    def executemany(self, sql: str, rows: list[dict[str, Any]]) -> None:
        if rows:
            self.steps.append((sql, rows, True))


def in_transaction(db: sqlite3.Connection, work: Callable[[], T]) -> T:
    """On the database thread: ``work`` as one transaction, all or nothing."""
    db.execute("BEGIN")
    try:
        result = work()
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return result


def _run_batch(connection: sqlite3.Connection, steps: list[tuple[str, Any, bool]]) -> int | None:
    """On the database thread: one transaction, all or nothing."""
    new_id: int | None = None

    def resolved(params: dict[str, Any]) -> dict[str, Any]:
        return {key: new_id if value is NEW_ROW_ID else value for key, value in params.items()}

    def run() -> None:
        nonlocal new_id
        for sql, params, many in steps:
            if many:
                connection.executemany(sql, [resolved(row) for row in params])
            else:
                cursor = connection.execute(sql, resolved(params))
                if new_id is None and sql.lstrip().startswith("INSERT"):
                    new_id = cursor.lastrowid

    in_transaction(connection, run)
    return new_id


def _migrations(folder: Path) -> list[tuple[int, Path]]:
    found = []
    for path in folder.iterdir():
        match = _MIGRATION_NAME.match(path.name)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found)
