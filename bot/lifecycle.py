"""Running the bot as a service: stop cleanly on SIGTERM/SIGINT, and leave a heartbeat a health
check can read.

As PID 1 in a container a process gets no default signal handling, so without handlers
``docker stop`` waits its 10 s and kills the bot. Here both signals ask the bot to close
(``Folkdeck.close``: actions in hand finish, pending table edits are flushed with a short
timeout, the database is closed), and the process then exits 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import discord

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 15.0
HEALTHY_WITHIN = 60.0
"""The heartbeat is stale (unhealthy) after this long: four missed beats."""


def heartbeat_path(database_path: Path) -> Path:
    """Beside the database, so it lives in the same (container) volume."""
    return database_path.with_name(database_path.name + ".health")


@contextlib.contextmanager
def stop_on_signals(stop: asyncio.Event) -> Iterator[None]:
    """SIGTERM and SIGINT set ``stop`` while inside (default handling is restored after)."""
    loop = asyncio.get_running_loop()
    installed = []
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, _stop, sig, stop)
        except (NotImplementedError, RuntimeError):  # not the main thread, or no signals here
            continue
        installed.append(sig)
    try:
        yield
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)


def _stop(sig: signal.Signals, stop: asyncio.Event) -> None:
    if stop.is_set():
        # A second Ctrl-C: the person wants out now. Every accepted action is committed
        # already, so an abrupt exit loses nothing but the last table edits.
        log.warning("%s received again: exiting at once", sig.name)
        os._exit(128 + sig)
    log.info("%s received: stopping", sig.name)
    stop.set()


async def serve(bot: discord.Client, token: str, heartbeat: Path | None = None) -> None:
    """Run ``bot`` until it fails (the exception propagates) or a signal stops it."""
    stop = asyncio.Event()
    with stop_on_signals(stop):
        async with bot:  # closes the bot on the way out, whatever happens
            running = asyncio.create_task(bot.start(token), name="bot")
            stopping = asyncio.create_task(stop.wait(), name="stop-signal")
            beating = (
                asyncio.create_task(beat(bot, heartbeat), name="heartbeat")
                if heartbeat is not None
                else None
            )
            try:
                await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
                if running.done():
                    running.result()  # a failure to start: raise it for the caller to explain
                    return
                started = time.monotonic()
                await bot.close()
                # Whatever the interrupted start was doing (a login, a recovery) ends here; its
                # errors after the close are the close's doing, not a failure to report.
                await asyncio.gather(running, return_exceptions=True)
                log.info("stopped in %.1f s", time.monotonic() - started)
            finally:
                for task in (running, stopping, beating):
                    if task is not None and not task.done():
                        task.cancel()
                if heartbeat is not None:
                    await asyncio.to_thread(heartbeat.unlink, missing_ok=True)


async def beat(bot: discord.Client, path: Path) -> None:
    """Every few seconds while the gateway is connected: the time, for ``folkdeck health``."""
    while True:
        write_beat(bot, path)
        await asyncio.sleep(HEARTBEAT_SECONDS)


def write_beat(bot: discord.Client, path: Path) -> bool:
    """One heartbeat, if the gateway is connected now; whether it was written."""
    if not connected(bot):
        return False
    state = {"pid": os.getpid(), "at": time.time(), "latency": bot.latency}
    # Written whole then renamed, so a reader never sees half a file.
    partial = path.with_name(path.name + ".tmp")
    partial.write_text(json.dumps(state), encoding="utf-8")
    partial.replace(path)
    return True


def connected(bot: discord.Client) -> bool:
    """The gateway is up now: with shards, every shard this process runs. (``is_ready`` alone
    stays true while discord.py retries a lost connection, which can last minutes: that is not
    healthy.)"""
    if not bot.is_ready() or bot.is_closed():
        return False
    if isinstance(bot, discord.AutoShardedClient):
        # One gateway per shard and no ``bot.ws``: ``shards`` holds this process's shards
        # only (its ``shard_ids``), each healthy or not on its own.
        shards = bot.shards
        return bool(shards) and not any(shard.is_closed() for shard in shards.values())
    ws = bot.ws
    return ws is not None and bool(ws.open)


def health(
    database_path: Path, *, database_answers: Callable[[], str | None] | None = None
) -> str | None:
    """``None`` when the bot is healthy: its heartbeat is fresh (the gateway was connected
    within the last minute) and its database answers. Otherwise what is wrong.
    ``database_answers``: the check of a database that is not the SQLite file (PostgreSQL:
    ``None`` when it answers, else why not); the heartbeat stays beside ``database_path``."""
    path = heartbeat_path(database_path)
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
        age = time.time() - float(state["at"])
    except (OSError, ValueError, KeyError, TypeError):
        return f"no heartbeat at {path}: the bot is starting, or not connected to Discord"
    if age > HEALTHY_WITHIN:
        return f"the last heartbeat is {age:.0f} s old: the bot lost its connection to Discord"
    if database_answers is not None:
        return database_answers()
    try:
        connection = sqlite3.connect(f"{database_path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            connection.execute("PRAGMA user_version").fetchone()
        finally:
            connection.close()
    except sqlite3.Error as error:
        return f"the database at {database_path} does not answer ({error})"
    return None
