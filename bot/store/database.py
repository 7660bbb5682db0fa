"""The connections and their transactions: the only module that touches aiosqlite.

Two aiosqlite connections on one file in WAL mode: a writer and a reader. WAL lets readers in
while a write is open, so a read (a member's hand, a board) never waits behind another table's
write, nor behind another program holding the file. The connections are in autocommit mode
(``isolation_level=None``) and transactions are explicit.

Writes share one connection, and SQLite runs one transaction per connection, so every write
holds ``self._lock`` from BEGIN to COMMIT: otherwise one handler's COMMIT would commit another
handler's half-done work (STACK.md). A write has ``write_wait`` seconds in all, waiting for the
lock and then for the file (``BEGIN IMMEDIATE`` with that busy timeout): past it, it raises
:class:`~bot.errors.StoreBusy` having changed nothing, so the member hears so within Discord's
3 seconds instead of a 5-second wait.

``synchronous=NORMAL`` with WAL loses nothing when the process dies, only on power loss;
that is the right trade for a game bot (README, "Durability").

Ways to run SQL: :meth:`Database._transaction` collects writes and runs them as one
BEGIN..COMMIT on the writer's thread; :meth:`Database._on_thread` runs one function on the
writer's thread (a transaction that must read before it writes, through
:func:`in_transaction`); :meth:`Database._read` and :meth:`Database._read_on_thread` read on
the reader (several queries in one function see one snapshot, through :func:`in_snapshot`).
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self, TypeVar

import aiosqlite

from bot.errors import StoreBusy
from bot.resources import migrations
from bot.store.rows import RatingRule

if TYPE_CHECKING:
    from bot.store.postgres import Postgres

MIGRATIONS = migrations()  # bot/resources.py: the checkout's data/ or the installed wheel's
_MIGRATION_NAME = re.compile(r"^(\d+)_[\w-]+\.sql$")

WRITE_WAIT = 1.5
"""Seconds a write may wait (for the other writes, then for the file) before it is refused:
with the engine's work and the answer, well inside Discord's 3 seconds."""

STARTUP_WAIT = 5.0
"""Seconds the start-up (migrations) waits for the file: nobody is waiting for an answer."""

T = TypeVar("T")

NEW_ROW_ID: Any = object()
"""In a batch's parameters: the id the batch's first INSERT created."""


class Database:
    """The connections, the writer's lock and the schema; the concerns of the store build on
    it."""

    def __init__(
        self,
        connection: aiosqlite.Connection,
        reader: aiosqlite.Connection | None = None,
        *,
        rating: RatingRule | None = None,
        write_wait: float = WRITE_WAIT,
        postgres: Postgres | None = None,
    ) -> None:
        self._db = connection
        self._reader = reader or connection
        self._lock = asyncio.Lock()
        self._rating = rating
        self._write_wait = write_wait
        self._pg = postgres
        """PostgreSQL instead of the SQLite connections (``DATABASE_URL``), else None."""

    @classmethod
    async def open(
        cls,
        path: Path | str,
        *,
        rating: RatingRule | None = None,
        write_wait: float = WRITE_WAIT,
        url: str | None = None,
    ) -> Self:
        """Open (creating it and its folder if need be) and migrate the database at ``path``.
        ``rating``: the rule that rates a closed table (``bot.ratings.rate``): the store keeps
        the skills, the caller decides how they move. ``write_wait``: how long a write may
        wait before it is refused (:class:`~bot.errors.StoreBusy`). ``url``: a PostgreSQL
        database (``postgresql://...``) instead of the SQLite file."""
        if url is not None:
            return await cls._open_postgres(url, rating=rating, write_wait=write_wait)
        memory = str(path) == ":memory:"
        if not memory:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        reader: aiosqlite.Connection | None = None
        try:
            for pragma in (
                "journal_mode = WAL",
                "synchronous = NORMAL",
                "foreign_keys = ON",
                f"busy_timeout = {int(STARTUP_WAIT * 1000)}",
            ):
                await _pragma(connection, pragma)
            store = cls(connection, rating=rating, write_wait=write_wait)
            await store.migrate()
            if not memory:  # a second connection to ":memory:" would be another database
                reader = await aiosqlite.connect(str(path), isolation_level=None)
                for pragma in ("query_only = ON", f"busy_timeout = {int(write_wait * 1000)}"):
                    await _pragma(reader, pragma)
                store._reader = reader
        except BaseException:
            await connection.close()
            if reader is not None:
                await reader.close()
            raise
        return store

    @classmethod
    async def _open_postgres(
        cls, url: str, *, rating: RatingRule | None, write_wait: float
    ) -> Self:
        # asyncpg is needed only with DATABASE_URL (the postgresql extra).
        from bot.store.postgres import Postgres  # noqa: PLC0415

        postgres = await Postgres.connect(url, write_wait=write_wait)
        try:
            store = cls(_NO_SQLITE, rating=rating, write_wait=write_wait, postgres=postgres)
            await store.migrate()
        except BaseException:
            await postgres.close()
            raise
        return store

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return "sqlite" if self._pg is None else "postgresql"

    async def close(self) -> None:
        if self._pg is not None:
            await self._pg.close()
            return
        if self._reader is not self._db:
            await self._reader.close()
        await self._db.close()

    # -- schema -----------------------------------------------------------------------------

    async def schema_version(self) -> int:
        if self._pg is not None:
            return await self._pg.schema_version()
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self, folder: Path = MIGRATIONS) -> int:
        """Apply every numbered migration newer than the schema version, each in one
        transaction that also records the new version. Returns the version reached. On
        PostgreSQL, the folder's ``postgresql/`` migrations, under an advisory lock."""
        if self._pg is not None:
            return await self._pg.migrate(_migrations(folder / "postgresql"))
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
                        f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};"
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
    async def exclusive(self, job: str, *, wait: bool = False) -> AsyncIterator[bool]:
        """Whether this process may run ``job`` now (a one-per-bot job: command sync, season
        ends, rating repair): True while it holds the job's lock, False if another process
        holds it (then skip it; that one does it). ``wait``: wait for the lock instead (a job
        every process needs done, one at a time: the emoji sync). On SQLite one process owns
        the file, so always True; on PostgreSQL an advisory lock, freed when the block ends
        or the process dies."""
        if self._pg is None:
            yield True
            return
        async with self._pg.exclusive(job, wait=wait) as held:
            yield held

    # -- messages between processes ------------------------------------------------------------

    @property
    def shared(self) -> bool:
        """Whether other processes may share this database (PostgreSQL); on SQLite one
        process owns the file and there is nobody to send a message to."""
        return self._pg is not None

    async def notify(self, channel: str, payload: str) -> None:
        """Send ``payload`` to the processes listening on ``channel`` (PostgreSQL only)."""
        assert self._pg is not None, "only processes sharing PostgreSQL send each other messages"
        await self._pg.notify(channel, payload)

    async def listen(self, channels: Sequence[str], received: Callable[[str, str], None]) -> None:
        """``received(channel, payload)`` for every message on ``channels`` (PostgreSQL
        only), until the store closes."""
        assert self._pg is not None, "only processes sharing PostgreSQL send each other messages"
        await self._pg.listen(channels, received)

    # -- running SQL --------------------------------------------------------------------------

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Batch]:
        """Collect a transaction's statements, then run BEGIN..COMMIT in one trip to the
        database thread: a click's commit costs one hand-over, not five (measured: p99
        handling time 26 ms -> 10 ms on a loaded machine)."""
        batch = Batch()
        yield batch
        if self._pg is not None:
            batch.new_id = await self._pg.run_batch(batch.steps, NEW_ROW_ID)
            return
        batch.new_id = await self._on_thread(_run_batch, batch.steps)

    async def _fetch(self, sql: str, params: dict[str, Any] | None = None) -> list[Any]:
        """On the writer: the caller holds the lock (migrations)."""
        async with self._db.execute(sql, params or {}) as cursor:
            return list(await cursor.fetchall())

    async def _on_thread(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run ``work(connection, *args, **kwargs)`` on the writer's thread under the lock (a
        rating update or a season's end is one transaction), within ``write_wait`` in all:
        refused with :class:`~bot.errors.StoreBusy` past it, having changed nothing."""
        if self._pg is not None:
            return await self._pg.on_thread(work, args, kwargs, write=True)
        deadline = time.monotonic() + self._write_wait
        async with self._lock:
            # Whoever held the lock before used up part of this write's wait.
            left = deadline - time.monotonic()
            if left <= 0:
                raise StoreBusy
            try:
                # aiosqlite has no public call for "run this function on the database
                # thread"; _execute is that call (pinned to aiosqlite < 0.23 in pyproject.toml).
                return await self._db._execute(_within, self._db._conn, left, work, *args, **kwargs)
            except sqlite3.OperationalError as error:
                if _busy(error):
                    raise StoreBusy from error
                raise

    async def _read(self, sql: str, params: dict[str, Any] | None = None) -> list[Any]:
        """One query on the reader: it waits for no write."""
        if self._pg is not None:
            return await self._pg.fetch(sql, params)
        return list(await self._read_on_thread(_fetch_all, sql, params or {}))

    async def _read_on_thread(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run ``work(connection, *args, **kwargs)`` on the reader's thread (a read of several
        queries, a stats card: one hand-over); it takes no lock, so it waits for no write."""
        if self._pg is not None:
            return await self._pg.on_thread(work, args, kwargs, write=False)
        try:
            return await self._reader._execute(work, self._reader._conn, *args, **kwargs)
        except sqlite3.OperationalError as error:
            if _busy(error):
                raise StoreBusy from error
            raise


_NO_SQLITE: Any = None
"""On PostgreSQL the SQLite connections are absent: every path checks ``_pg`` first."""


async def _pragma(connection: aiosqlite.Connection, pragma: str) -> None:
    # Closed at once: a cursor with an unread row blocks every later COMMIT.
    async with connection.execute(f"PRAGMA {pragma}"):
        pass


def _busy(error: sqlite3.OperationalError) -> bool:
    """SQLite's "database is locked" (SQLITE_BUSY): another connection holds the file."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF == sqlite3.SQLITE_BUSY
    return "locked" in str(error)


def _within(
    connection: sqlite3.Connection,
    seconds: float,
    work: Callable[..., Any],
    *args: Any,
    **kwargs: Any,
) -> Any:
    """On the writer's thread: ``work`` with what is left of the write's wait as SQLite's
    busy timeout (BEGIN IMMEDIATE waits that long for another connection's lock)."""
    connection.execute(f"PRAGMA busy_timeout = {max(1, int(seconds * 1000))}")
    return work(connection, *args, **kwargs)


def _fetch_all(connection: sqlite3.Connection, sql: str, params: dict[str, Any]) -> list[Any]:
    return connection.execute(sql, params).fetchall()


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
    """On the writer's thread: ``work`` as one transaction, all or nothing. ``IMMEDIATE``
    takes the write lock at once (waiting up to the busy timeout), so a transaction that reads
    before it writes is never refused half-way for a lock another connection took."""
    db.execute("BEGIN IMMEDIATE")
    try:
        result = work()
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    return result


def in_snapshot(db: sqlite3.Connection, read: Callable[[sqlite3.Connection], T]) -> T:
    """On the reader's thread (``_read_on_thread(in_snapshot, read)``): ``read``'s queries see
    one state of the database (a table's row, its seats and its log as one commit left
    them)."""
    db.execute("BEGIN")
    try:
        return read(db)
    finally:
        if db.in_transaction:
            db.execute("COMMIT")


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
