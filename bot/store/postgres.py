"""The store on PostgreSQL (``DATABASE_URL``): the only module that touches asyncpg.

The store's SQL is written once, with ``:name`` parameters, in the dialect both backends
share; :func:`translate` turns a statement into PostgreSQL's ``$n`` form once and keeps it. A
statement that cannot be shared is a :class:`Dialects` string: SQLite's text, with
PostgreSQL's beside it.

The store's functions that run "on the connection's thread" (a transaction that reads before
it writes, a snapshot of several reads) are plain functions over a connection with SQLite's
``execute(sql, params)`` shape. Here they run on a worker thread over :class:`ThreadConnection`,
which hands each statement to asyncpg on the event loop and waits for its rows: the functions
are the same on both backends, and the event loop is never blocked. ``BEGIN IMMEDIATE`` (take
the write lock at once) becomes a transaction-scoped advisory lock, so read-then-write
transactions are serialised across every process as SQLite serialises them on its file; plain
batches (a move) take no such lock and run side by side.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import re
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any

import asyncpg

from bot.errors import StoreBusy
from bot.store.dialects import Dialects

_PARAMETER = re.compile(r"(?<![:\w]):([A-Za-z_]\w*)")

MIGRATION_LOCK = 0x466F6C6B_6D696772
"""The advisory lock key migrations hold: processes starting together migrate one at a time."""
WRITE_LOCK = 0x466F6C6B_77726974
"""The advisory lock key of ``BEGIN IMMEDIATE``: one read-then-write transaction at a time."""

POOL_SIZE = 10


@lru_cache(maxsize=1024)
def translate(sql: str) -> tuple[str, tuple[str, ...]]:
    """PostgreSQL's text of ``sql`` and the parameter names in ``$n`` order (a name used
    twice is one parameter)."""
    text = sql.postgresql if isinstance(sql, Dialects) else sql
    names: list[str] = []

    def number(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    return _PARAMETER.sub(number, text), tuple(names)


_TARGET = re.compile(r"^\s*(?:INSERT\s+INTO|UPDATE)\s+(\w+)", re.IGNORECASE)
_NUMBERED = re.compile(r"\$(\d+)")


def one_statement(
    steps: list[tuple[str, Any, bool]], new_row_id: Any
) -> tuple[str, list[Any]] | None:
    """The batch as one statement of data-modifying CTEs (one round trip, atomic by itself),
    when that means the same as running its steps in order: only INSERTs and UPDATEs, each
    table written by one step (the CTEs share one snapshot, so a later step would not see an
    earlier one's rows), no id of the batch's own INSERT. ``None`` otherwise."""
    parts: list[str] = []
    args: list[Any] = []
    written: set[str] = set()
    for sql, params, many in steps:
        target = _TARGET.match(sql)
        if target is None or target.group(1).lower() in written:
            return None
        written.add(target.group(1).lower())
        text, names = translate(sql)
        for row in params if many else [params]:
            values = [row[name] for name in names]
            if any(value is new_row_id for value in values):
                return None
            parts.append(_renumbered(text, len(args)))
            args.extend(values)
    if len(parts) < 2:
        return None
    ctes = ", ".join(f"step{number} AS ({part.strip()})" for number, part in enumerate(parts))
    return f"WITH {ctes} SELECT 1", args


def _renumbered(text: str, offset: int) -> str:
    return _NUMBERED.sub(lambda match: f"${int(match.group(1)) + offset}", text)


def arguments(names: Sequence[str], params: dict[str, Any] | None) -> list[Any]:
    if not names:
        return []
    assert params is not None, "a statement with parameters needs them"
    return [params[name] for name in names]


def plain(row: Any) -> tuple[Any, ...]:
    """A row as SQLite gives it: a tuple, and NUMERIC (an AVG) as a float."""
    return tuple(float(value) if type(value) is Decimal else value for value in row)


def integrity(error: asyncpg.IntegrityConstraintViolationError) -> sqlite3.IntegrityError:
    """The store's callers catch one integrity error, whichever the backend; the constraint's
    name (``daily_attempts_pkey``) names the table as SQLite's message does."""
    return sqlite3.IntegrityError(f"{error.constraint_name or ''}: {error}")


class Postgres:
    """A pool of connections to one PostgreSQL database."""

    def __init__(self, pool: asyncpg.Pool, write_wait: float, url: str = "") -> None:
        self.pool = pool
        self.write_wait = write_wait
        self._url = url
        self._listener: asyncpg.Connection | None = None

    @classmethod
    async def connect(cls, url: str, *, write_wait: float) -> Postgres:
        pool = await asyncpg.create_pool(url, min_size=1, max_size=POOL_SIZE)
        return cls(pool, write_wait, url)

    async def close(self) -> None:
        if self._listener is not None:
            await self._listener.close()
            self._listener = None
        await self.pool.close()

    # -- schema -----------------------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self.pool.acquire() as connection:
            exists = await connection.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
            if not exists:
                return 0
            return int(await connection.fetchval("SELECT max(version) FROM schema_version") or 0)

    async def migrate(self, found: list[tuple[int, Path]]) -> int:
        """Apply every numbered migration in ``folder`` newer than the recorded version, all
        in one transaction under an advisory lock: processes starting together never race,
        and the second finds the work done."""
        async with self.pool.acquire() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"
            )
            current = int(await connection.fetchval("SELECT max(version) FROM schema_version") or 0)
            for number, path in found:
                if number <= current:
                    continue
                await connection.execute(path.read_text(encoding="utf-8"))
                current = number
            await connection.execute("DELETE FROM schema_version")
            await connection.execute("INSERT INTO schema_version VALUES ($1)", current)
        return current

    @asynccontextmanager
    async def exclusive(self, job: str, *, wait: bool) -> AsyncIterator[bool]:
        key = int.from_bytes(
            hashlib.sha256(f"folkdeck:{job}".encode()).digest()[:8], "big", signed=True
        )
        async with self.pool.acquire() as connection:
            if wait:
                await connection.execute("SELECT pg_advisory_lock($1)", key)
                held = True
            else:
                held = bool(await connection.fetchval("SELECT pg_try_advisory_lock($1)", key))
            try:
                yield held
            finally:
                if held:
                    await connection.execute("SELECT pg_advisory_unlock($1)", key)

    # -- messages between processes ------------------------------------------------------------

    async def notify(self, channel: str, payload: str) -> None:
        """Send ``payload`` to every process listening on ``channel`` (``NOTIFY``: delivered
        once committed, in order, to the connections listening then)."""
        async with self.pool.acquire() as connection:
            await connection.execute("SELECT pg_notify($1, $2)", channel, payload)

    async def listen(self, channels: Sequence[str], received: Callable[[str, str], None]) -> None:
        """Call ``received(channel, payload)`` for each notification on ``channels``, on a
        connection of its own (a pooled one would stop listening when it went back), until
        :meth:`close`."""
        if self._listener is None:
            self._listener = await asyncpg.connect(self._url)
        for channel in channels:

            def deliver(_connection: object, _pid: int, channel: str, payload: str) -> None:
                received(channel, payload)

            await self._listener.add_listener(channel, deliver)

    # -- running SQL --------------------------------------------------------------------------

    async def run_batch(self, steps: list[tuple[str, Any, bool]], new_row_id: Any) -> int | None:
        """A batch as one transaction; the first INSERT returns the id it created."""
        new_id: int | None = None

        def resolved(params: dict[str, Any], names: Sequence[str]) -> list[Any]:
            return [new_id if params[name] is new_row_id else params[name] for name in names]

        one = one_statement(steps, new_row_id)
        async with self._writer() as connection:
            try:
                if one is not None:
                    # A move: its statements as one, one round trip, its own transaction.
                    await connection.execute(one[0], *one[1])
                    return None
                async with connection.transaction():
                    for sql, params, many in steps:
                        text, names = translate(sql)
                        if many:
                            await connection.executemany(
                                text, [resolved(row, names) for row in params]
                            )
                        elif new_id is None and sql.lstrip().startswith("INSERT"):
                            row = await connection.fetchrow(
                                f"{text} RETURNING *", *resolved(params, names)
                            )
                            new_id = row["id"] if row is not None and "id" in row else None
                        else:
                            await connection.execute(text, *resolved(params, names))
            except asyncpg.IntegrityConstraintViolationError as error:
                raise integrity(error) from error
        return new_id

    async def fetch(self, sql: str, params: dict[str, Any] | None) -> list[Any]:
        text, names = translate(sql)
        async with self.pool.acquire() as connection:
            return [plain(row) for row in await connection.fetch(text, *arguments(names, params))]

    async def on_thread(
        self, work: Callable[..., Any], args: Any, kwargs: Any, *, write: bool
    ) -> Any:
        """``work(connection, *args, **kwargs)`` on a worker thread over a
        :class:`ThreadConnection`."""
        loop = asyncio.get_running_loop()
        if write:
            async with self._writer() as connection:
                adapter = ThreadConnection(connection, loop, self.write_wait)
                return await _finished(asyncio.to_thread(adapter.run, work, args, kwargs))
        async with self.pool.acquire() as connection:
            adapter = ThreadConnection(connection, loop, None)
            return await _finished(asyncio.to_thread(adapter.run, work, args, kwargs))

    def _writer(self) -> _Writer:
        return _Writer(self.pool, self.write_wait)


async def _finished(running: Any) -> Any:
    """Await the thread's work; if the caller is cancelled meanwhile, still wait for the thread
    to end (a thread cannot be stopped) before the connection goes back to the pool."""
    task = asyncio.ensure_future(running)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        with contextlib.suppress(BaseException):
            await task
        raise


class _Writer:
    """A pooled connection for a write, waited for at most ``write_wait`` seconds."""

    def __init__(self, pool: asyncpg.Pool, wait: float) -> None:
        self._pool = pool
        self._wait = wait
        self._connection: asyncpg.Connection | None = None

    async def __aenter__(self) -> asyncpg.Connection:
        try:
            self._connection = await self._pool.acquire(timeout=self._wait)
        except TimeoutError as error:
            raise StoreBusy from error
        return self._connection

    async def __aexit__(self, *exc: object) -> None:
        assert self._connection is not None
        await self._pool.release(self._connection)


class Cursor:
    """What a statement left, as sqlite3's cursor shows it."""

    def __init__(self, rows: list[tuple[Any, ...]], rowcount: int, lastrowid: int | None) -> None:
        self.rows = rows
        self.rowcount = rowcount
        self.lastrowid = lastrowid

    def fetchone(self) -> tuple[Any, ...] | None:
        return self.rows[0] if self.rows else None

    def fetchall(self) -> list[tuple[Any, ...]]:
        return self.rows

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self.rows)


class ThreadConnection:
    """sqlite3's ``execute`` on a worker thread, each statement run by asyncpg on the event
    loop (the loop stays free while the thread waits)."""

    def __init__(
        self, connection: asyncpg.Connection, loop: asyncio.AbstractEventLoop, wait: float | None
    ) -> None:
        self._connection = connection
        self._loop = loop
        self._wait = wait
        self._in_transaction = False

    @property
    def in_transaction(self) -> bool:
        return self._in_transaction

    def run(self, work: Callable[..., Any], args: Any, kwargs: Any) -> Any:
        try:
            return work(self, *args, **kwargs)
        except asyncpg.IntegrityConstraintViolationError as error:
            raise integrity(error) from error
        except asyncpg.LockNotAvailableError as error:
            raise StoreBusy from error
        finally:
            if self._in_transaction:
                self._call(self._connection.execute("ROLLBACK"))
                self._in_transaction = False

    def _call(self, coroutine: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result()

    def execute(self, sql: str, params: dict[str, Any] | None = None) -> Cursor:
        head = sql.lstrip()[:16].upper()
        if head.startswith(("BEGIN", "COMMIT", "ROLLBACK")):
            self._transaction_control(head)
            return Cursor([], -1, None)
        text, names = translate(sql)
        args = arguments(names, params)
        connection = self._connection
        if head.startswith("INSERT"):
            rows = self._call(connection.fetch(f"{text} RETURNING *", *args))
            lastrowid = rows[0]["id"] if rows and "id" in rows[0] else None
            return Cursor([], len(rows), lastrowid)
        if head.startswith(("SELECT", "WITH", "VALUES")):
            rows = self._call(connection.fetch(text, *args))
            return Cursor([plain(row) for row in rows], -1, None)
        status = self._call(connection.execute(text, *args))
        count = status.rsplit(" ", 1)[-1]
        return Cursor([], int(count) if count.isdigit() else -1, None)

    def executemany(self, sql: str, rows: list[dict[str, Any]]) -> Cursor:
        text, names = translate(sql)
        self._call(self._connection.executemany(text, [arguments(names, row) for row in rows]))
        return Cursor([], len(rows), None)

    def _transaction_control(self, head: str) -> None:
        connection = self._connection
        if head.startswith("BEGIN"):
            if self._wait is None:
                # A reader's snapshot: every query of the function sees one state.
                self._call(connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"))
            else:
                self._call(connection.execute("BEGIN"))
            self._in_transaction = True
            if self._wait is not None and "IMMEDIATE" in head:
                # SQLite's IMMEDIATE: the write lock at once, waited for within the write's time.
                self._call(
                    connection.execute(f"SET LOCAL lock_timeout = {max(1, int(self._wait * 1000))}")
                )
                self._call(connection.execute("SELECT pg_advisory_xact_lock($1)", WRITE_LOCK))
        else:
            self._call(connection.execute("COMMIT" if head.startswith("COMMIT") else "ROLLBACK"))
            self._in_transaction = False
