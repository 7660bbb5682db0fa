"""Crash safety, measured: SIGKILL a bot process mid-stream, recover, lose nothing.

    python -m benchmarks.crash_safety                 # 20 runs (the reported figure)
    python -m benchmarks.crash_safety --runs 3        # a smoke run of a few seconds
    python -m benchmarks.crash_safety --quick         # the same as --runs 2

Each run (trial):

1. A child process (``crash_safety.py worker play``) runs the real bot inside SimCord on a
   real SQLite file (``publish_interval`` 1.0, as in production). A few members each open a
   4-poker table with /play and click columns in a round-robin; a finished table is replaced
   by a new one, so the stream never ends. After every answer the child checks that the
   public message shows the new state (the buttons carry the new game version, or the final
   total) and only then prints one line for the acknowledged action and flushes stdout:
   ``OPEN <table> <user> <message>`` and ``ACK <table> <seq> <user> <column>``.
2. The driver kills the child with SIGKILL at a random moment (uniform in ``0..max-delay``
   seconds after it reported READY) and keeps every complete line it printed.
3. A second child (``worker verify``) restarts the bot on the same file and checks, for every
   acknowledged table: the stored log is at least as long as the acknowledged count, and the
   acknowledged actions are its prefix (same seq, player and column); the recovered game in
   the table host holds the same log as the store (a finished table: its result row is
   there). Then it continues every recovered table to its end by clicks (the table
   continues) and checks the result rows.

The simulated Discord lives in the first process's memory, so the second process builds a
new SimCord world. It builds the *same* world: SimCord allocates snowflakes deterministically
(virtual clock at 2026-01-01, a per-millisecond sequence), so creating the guild, the channel
and the members in the same order, before the bot starts, gives them the same ids; both
processes start SimCord with a placeholder client, build the world, then
``env.restart_bot(folkdeck)``, so the id sequence is identical, and the second process checks
the ids against the first one's WORLD line. The recovered tables' messages are gone in the
new world (as if deleted while the bot was down): the verifier records every open table's
message as showing nothing before the restart, so recovery finds each behind and the
publisher edits the stored message id, gets NotFound and posts the table again in its channel
(``Publisher._edit``), recording the new message id in the store. The members then click the
re-posted message: the same DynamicItem path as a click on a message drawn before a crash.
Before the restart the second world's virtual clock is moved on by an hour, so the re-posted
messages get snowflakes that can never equal a message id stored by the first process (else
a re-post could take the id of another table's old message and the publisher would edit the
wrong table's message: an artefact of two simulated worlds, impossible on Discord).

A table whose /play committed but was killed before its message was attached has no message
id: recovery posts it (``Publisher.request(..., post_missing=True)``). The first runs of this
driver found that, and a solitaire caught between two transactions (created as a lobby, then
started) that came back as a lobby nothing would ever start; a solitaire is now created
already started in one transaction, so a recovered lobby is reported as a problem. A table
still without a message when the checks run was not acknowledged, so it is no loss; the
verifier counts it as "unreachable" and plays it to the end through ``bot.host.act``, so that
it, too, is shown to continue.

Each run prints one line; the last line is ``N runs, L losses`` (and failed runs, if any: a
worker that crashed, or a check that is not about an acknowledged action, such as a
recovered table that does not continue). The exit status is non-zero on any loss or failure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import simcord

from bot.app import create_bot
from bot.settings import Settings
from bot.store import Store
from engine.four_poker.actions import Place

ROOT = Path(__file__).resolve().parents[2]

MEMBERS = 4
MAX_DELAY = 2.0
STREAM_LIMIT = 60.0
"""The play worker stops by itself after this long (it is meant to be killed long before)."""
VERIFY_TIMEOUT = 120.0
BOARD_ACTIONS = 16
"""4-poker: 20 cards, the first row of 4 placed by the deal, so 16 placements per game."""
CLOCK_JUMP = 3600.0
POST_WAITS = 8
POST_WAIT_SECONDS = 10.0


# -- the driver --------------------------------------------------------------------------------


@dataclass
class Acknowledged:
    """What the play worker printed before it was killed."""

    world: dict[str, Any] = field(default_factory=dict)
    ready: bool = False
    opened: dict[int, dict[str, int]] = field(default_factory=dict)
    acks: dict[int, list[list[int]]] = field(default_factory=dict)
    count: int = 0

    def read(self, line: str) -> None:
        word, _, rest = line.partition(" ")
        if word == "WORLD":
            self.world = json.loads(rest)
        elif word == "READY":
            self.ready = True
        elif word == "OPEN":
            table, user, message = map(int, rest.split())
            self.opened[table] = {"user": user, "message": message}
            self.acks.setdefault(table, [])
        elif word == "ACK":
            table, seq, user, column = map(int, rest.split())
            self.acks.setdefault(table, []).append([seq, user, column])
            self.count += 1

    def as_json(self) -> dict[str, Any]:
        return {
            "world": self.world,
            "opened": {str(k): v for k, v in self.opened.items()},
            "acks": {str(k): v for k, v in self.acks.items()},
        }


@dataclass
class Trial:
    number: int
    delay: float
    acknowledged: int = 0
    tables: int = 0
    losses: int = 0
    failure: str | None = None
    report: dict[str, Any] = field(default_factory=dict)

    def line(self) -> str:
        if self.failure is not None:
            return f"run {self.number:2}: FAILED ({self.failure})"
        report = self.report
        return (
            f"run {self.number:2}: killed {self.delay:.2f} s after READY; "
            f"{self.tables} tables, {self.acknowledged} actions acknowledged; "
            f"stored {report.get('stored_actions', 0)} "
            f"({report.get('unacknowledged', 0)} committed but unacknowledged); "
            f"recovered {report.get('recovered', 0)} live tables in "
            f"{report.get('restart_seconds', 0.0) * 1000:.0f} ms, "
            f"{report.get('continued', 0)} continued to the end "
            f"({report.get('unreachable', 0)} unreachable); "
            f"{self.losses} lost"
        )


def _worker_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "tests.support.crash_safety", "worker", *args]


DATABASE_URL_VARIABLE = "FOLKDECK_CRASH_DATABASE_URL"
"""Set for the workers of a trial on PostgreSQL: the database both processes use."""


def _child_env(url: str | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONUNBUFFERED"] = "1"
    env.pop(DATABASE_URL_VARIABLE, None)
    if url is not None:
        env[DATABASE_URL_VARIABLE] = url
    return env


def run_trial(
    number: int,
    folder: Path,
    rng: random.Random,
    max_delay: float,
    min_acks: int = 0,
    server: str | None = None,
) -> Trial:
    """One kill-and-recover trial in ``folder``; never raises for a failed trial. The kill
    comes ``delay`` after READY, or after the ``min_acks``-th acknowledged action if that is
    later (on a loaded machine the first action can take longer than any fixed delay).
    ``server``: a PostgreSQL server; the trial then runs on a scratch database there."""
    if server is None:
        return _run_trial(number, folder, rng, max_delay, min_acks, None)
    name = f"folkdeck_crash_{uuid.uuid4().hex[:10]}"
    asyncio.run(_scratch(server, name, create=True))
    try:
        url = f"{server.rpartition('/')[0]}/{name}"
        return _run_trial(number, folder, rng, max_delay, min_acks, url)
    finally:
        asyncio.run(_scratch(server, name, create=False))


async def _scratch(server: str, name: str, *, create: bool) -> None:
    import asyncpg  # noqa: PLC0415 - only for trials on PostgreSQL

    admin = await asyncpg.connect(server)
    try:
        if create:
            await admin.execute(f'CREATE DATABASE "{name}"')
        else:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


def _run_trial(
    number: int,
    folder: Path,
    rng: random.Random,
    max_delay: float,
    min_acks: int,
    url: str | None,
) -> Trial:
    folder.mkdir(parents=True, exist_ok=True)
    database = folder / "folkdeck.sqlite3"
    delay = rng.uniform(0.0, max_delay)
    trial = Trial(number, delay)
    seen = Acknowledged()
    ready = threading.Event()
    acked = threading.Event()
    if min_acks <= 0:
        acked.set()

    with (folder / "play.stderr").open("wb") as errors:
        child = subprocess.Popen(
            _worker_command(
                "play", str(database), "--members", str(MEMBERS), "--seed", str(rng.random())
            ),
            stdout=subprocess.PIPE,
            stderr=errors,
            env=_child_env(url),
            cwd=ROOT,
        )
        assert child.stdout is not None
        lines: list[str] = []

        def pump() -> None:
            assert child.stdout is not None
            acks = 0
            for raw in child.stdout:
                text = raw.decode("utf-8", "replace")
                if not text.endswith("\n"):
                    break  # a torn last line was never acknowledged
                lines.append(text.rstrip("\n"))
                if text.startswith("READY"):
                    ready.set()
                elif text.startswith("ACK "):
                    acks += 1
                    if acks >= min_acks:
                        acked.set()

        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        if not ready.wait(timeout=60):
            child.kill()
            child.wait()
            reader.join()
            trial.failure = f"the play worker never became ready (rc {child.returncode})"
            return trial
        started = time.monotonic()
        if not acked.wait(timeout=STREAM_LIMIT):
            child.kill()
            child.wait()
            reader.join()
            trial.failure = f"the play worker acknowledged fewer than {min_acks} actions"
            return trial
        time.sleep(max(0.0, delay - (time.monotonic() - started)))
        exited = child.poll()
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        reader.join()
    if exited is not None:
        trial.failure = f"the play worker ended by itself (rc {exited}) before the kill"
        return trial
    for text in lines:
        seen.read(text)
    trial.acknowledged = seen.count
    trial.tables = len(seen.acks)
    acks_path = folder / "acknowledged.json"
    acks_path.write_text(json.dumps(seen.as_json()), encoding="utf-8")

    with (folder / "verify.stderr").open("wb") as errors:
        try:
            done = subprocess.run(
                _worker_command("verify", str(database), str(acks_path)),
                stdout=subprocess.PIPE,
                stderr=errors,
                env=_child_env(url),
                cwd=ROOT,
                timeout=VERIFY_TIMEOUT,
                check=False,
            )
        except subprocess.TimeoutExpired:
            trial.failure = f"the verify worker hung for {VERIFY_TIMEOUT:.0f} s (see {folder})"
            return trial
    result = next(
        (line for line in done.stdout.decode().splitlines() if line.startswith("RESULT ")), None
    )
    if result is None:
        trial.failure = f"the verify worker crashed (rc {done.returncode}; see {folder})"
        return trial
    trial.report = json.loads(result.removeprefix("RESULT "))
    trial.losses = len(trial.report["lost"])
    problems = trial.report["problems"]
    if problems:
        trial.failure = "; ".join(problems[:3]) + (" ..." if len(problems) > 3 else "")
        # What the bot logged (its warnings) says why: the folder is gone after the run.
        logged = (folder / "verify.stderr").read_text(encoding="utf-8", errors="replace")
        tail = [line for line in logged.splitlines() if line.strip()][-6:]
        if tail:
            trial.failure += " | the bot logged: " + " / ".join(tail)
    return trial


@dataclass
class Summary:
    runs: int
    losses: int
    failures: int
    trials: list[Trial]

    @property
    def line(self) -> str:
        text = f"{self.runs} runs, {self.losses} losses"
        if self.failures:
            text += f", {self.failures} failed runs"
        return text

    @property
    def ok(self) -> bool:
        return self.losses == 0 and self.failures == 0


def run_trials(
    runs: int,
    *,
    seed: int | None = None,
    max_delay: float = MAX_DELAY,
    jobs: int = 1,
    keep: bool = False,
    echo: Any = print,
    min_acks: int = 0,
    server: str | None = None,
) -> Summary:
    """Run ``runs`` trials, ``jobs`` at a time (each trial is two processes in turn, so two
    jobs halve the wall time); print one line per run, in order, through ``echo``. With
    ``min_acks``, no kill comes before that many acknowledged actions."""
    master = random.Random(seed)
    seeds = [master.random() for _ in range(runs)]
    scratch = Path(tempfile.mkdtemp(prefix="folkdeck-crash-"))
    try:
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            trials = []
            for trial in pool.map(
                lambda number: run_trial(
                    number,
                    scratch / f"run-{number:02}",
                    random.Random(seeds[number - 1]),
                    max_delay,
                    min_acks,
                    server,
                ),
                range(1, runs + 1),
            ):
                trials.append(trial)
                echo(trial.line())
                for text in trial.report.get("lost", []):
                    echo(f"    LOST: {text}")
    finally:
        if keep:
            echo(f"trial folders kept in {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    return Summary(
        runs=runs,
        losses=sum(t.losses for t in trials),
        failures=sum(t.failure is not None for t in trials),
        trials=trials,
    )


# -- the workers (child processes) ----------------------------------------------------------


def _emit(*parts: object) -> None:
    sys.stdout.write(" ".join(map(str, parts)) + "\n")
    sys.stdout.flush()


def _settings(database: Path) -> Settings:
    url = os.environ.get(DATABASE_URL_VARIABLE)
    return Settings(
        _env_file=None,
        discord_token=None,
        database_path=database,
        database_url=url or None,
        publish_interval=1.0,
    )


def _build_world(env: Any, members: int) -> tuple[Any, Any, list[Any]]:
    """The guild, channel and members, always in the same order (so with the same ids)."""
    guild = env.create_guild(name="crash")
    channel = guild.create_text_channel("cards")
    people = [guild.add_member(env.create_user(f"player{n}")) for n in range(members)]
    return guild, channel, people


def _world_ids(guild: Any, channel: Any, people: list[Any]) -> dict[str, Any]:
    return {"guild": guild.id, "channel": channel.id, "members": [m.id for m in people]}


def _buttons(message: Any) -> list[dict[str, Any]]:
    """The buttons of a message (a SimCord ``ResponseMessage`` or a ``discord.Message``) as
    ``{"custom_id": ..., "disabled": ...}``."""
    found = []
    for row in message.components:
        if isinstance(row, dict):
            found.extend(child for child in row.get("components", []) if child.get("custom_id"))
        else:
            found.extend(
                {"custom_id": child.custom_id, "disabled": child.disabled}
                for child in getattr(row, "children", [])
                if getattr(child, "custom_id", None)
            )
    return found


def _columns(message: Any) -> list[tuple[int, str]]:
    """The enabled column buttons of a 4-poker table message: (column, custom_id)."""
    found = []
    for button in _buttons(message):
        parts = button["custom_id"].split(":")
        if parts[2] == "col" and not button.get("disabled"):
            found.append((int(parts[4]), button["custom_id"]))
    return found


def _shows_version(message: Any, table_id: int, version: int) -> bool:
    """Whether a table message shows the game at ``version`` (its answer was the new state)."""
    if version >= BOARD_ACTIONS:
        return not any(b["custom_id"].split(":")[2] == "col" for b in _buttons(message))
    prefix = f"fd:{table_id}:col:{version}:"
    return any(b["custom_id"].startswith(prefix) for b in _buttons(message))


def _placeholder() -> Any:
    """The client SimCord starts with, so the world exists before the bot's recovery runs."""
    intents = discord.Intents.none()
    intents.guilds = True
    return discord.Client(intents=intents)


class PlayError(RuntimeError):
    pass


async def play_worker(database: Path, members: int, seed: float) -> int:
    """Open and play tables by clicks until killed; print every acknowledged step."""
    rng = random.Random(seed)
    placeholder = _placeholder()
    bot = create_bot(_settings(database))
    started = time.monotonic()
    try:
        async with simcord.run(placeholder) as env:
            guild, channel, people = _build_world(env, members)
            _emit("WORLD", json.dumps(_world_ids(guild, channel, people)))
            await env.restart_bot(bot)
            _emit("READY")
            current: list[tuple[int, int, Any] | None] = [None] * members
            while time.monotonic() - started < STREAM_LIMIT:
                for index, member in enumerate(people):
                    if current[index] is None:
                        result = await member.slash(channel, "play", game="four_poker")
                        message = result.response
                        if message is None or message.ephemeral:
                            raise PlayError(f"/play was refused: {message!r}")
                        table_id = int(_buttons(message)[0]["custom_id"].split(":")[1])
                        if not _shows_version(message, table_id, 0):
                            raise PlayError(f"/play answered a strange table: {message!r}")
                        _emit("OPEN", table_id, member.id, message.id)
                        current[index] = (table_id, 0, message)
                        continue
                    table_id, version, message = current[index]  # type: ignore[misc]
                    column, custom_id = rng.choice(_columns(message))
                    result = await member.click(message, custom_id=custom_id)
                    answer = result.response
                    if answer is None or answer.ephemeral or answer.id != message.id:
                        raise PlayError(f"table {table_id}: the click was refused: {answer!r}")
                    if not _shows_version(answer, table_id, version + 1):
                        raise PlayError(f"table {table_id}: the answer is not version {version}+1")
                    _emit("ACK", table_id, version, member.id, column)
                    over = version + 1 >= BOARD_ACTIONS
                    current[index] = None if over else (table_id, version + 1, answer)
    finally:
        await bot.close()
        await placeholder.close()
    return 0


def _place(user: int, column: int) -> dict[str, Any]:
    """A 4-poker placement as the action log stores it."""
    return {"type": "place", "player": str(user), "column": column}


async def _check_acknowledged(
    bot: Any, acks: dict[int, list[list[int]]], opened: dict[int, dict[str, int]], report: Any
) -> None:
    """Every acknowledged action is in the store and in the recovered game."""
    lost: list[str] = report["lost"]
    problems: list[str] = report["problems"]
    live = bot.host.tables
    stored = 0
    for table_id, acked in sorted(acks.items()):
        row = await bot.store.table(table_id)
        if row is None:
            lost.append(f"table {table_id}: opened and acknowledged, not in the store")
            continue
        logged = [json.loads(action) for action, _ in row.actions]
        stored += len(logged)
        if len(logged) < len(acked):
            lost.append(
                f"table {table_id}: {len(acked)} actions acknowledged, {len(logged)} stored"
            )
        for seq, user, column in acked:
            got = logged[seq] if seq < len(logged) else None
            if got != _place(user, column):
                lost.append(
                    f"table {table_id}: action {seq} {_place(user, column)} stored as {got}"
                )
        if table_id in opened and row.seats[0].user_id != opened[table_id]["user"]:
            lost.append(f"table {table_id}: opened by {opened[table_id]['user']}, not seated")
        table = live.get(table_id)
        if row.status == "finished":
            results = await bot.store.results(table_id)
            if len(logged) != BOARD_ACTIONS or len(results) != 1:
                problems.append(f"table {table_id}: finished with {len(logged)} actions")
        elif table is None or table.game is None:
            problems.append(f"table {table_id}: {row.status} but not recovered")
        elif [table.game.codec.dump(action) for action in table.game.log] != logged:
            problems.append(f"table {table_id}: the recovered game differs from its log")
    others = [table for table_id, table in live.items() if table_id not in acks]
    stored += sum(table.version for table in others)
    report["stored_actions"] = stored
    report["unacknowledged"] = stored - sum(len(acked) for acked in acks.values())
    report["unacknowledged_tables"] = len(others)


async def _play_on(
    bot: Any, channel: Any, people: list[Any], acks: dict[int, list[list[int]]], report: Any
) -> None:
    """Every recovered table continues to its end: clicks on its re-posted message (or, for a
    table that never had a message, its owner's moves through the table host)."""
    problems: list[str] = report["problems"]
    by_id = {member.id: member for member in people}
    messages = {message.id: message for message in channel.history()}
    rng = random.Random(0)
    continued = unreachable = 0
    for table_id, table in sorted(bot.host.tables.items()):
        owner = table.seats[0]
        member = by_id.get(owner.user_id)
        if member is None or table.game_name != "four_poker":
            problems.append(f"table {table_id}: not a 4-poker table of ours")
            continue
        if table.status == "lobby":
            problems.append(f"table {table_id}: a solitaire came back as a lobby")
            continue
        if table.message_id is None:
            unreachable += 1
            game = table.game
            assert game is not None
            while not game.over:
                column = game.legal_actions(owner.name)[0].column
                await bot.host.play.act(
                    table_id, member.id, Place(player=owner.name, column=column)
                )
        elif table.message_id not in messages:
            problems.append(f"table {table_id}: its message was not posted again")
            problems.append(_publishing_state(bot, channel, table))
            continue
        else:
            message: Any = messages[table.message_id]
            version = table.version
            while version < BOARD_ACTIONS:
                _column, custom_id = rng.choice(_columns(message))
                answer = (await member.click(message, custom_id=custom_id)).response
                if answer is None or answer.ephemeral:
                    problems.append(f"table {table_id}: a click after recovery was refused")
                    break
                if not _shows_version(answer, table_id, version + 1):
                    problems.append(f"table {table_id}: a click after recovery was not shown")
                    break
                message, version = answer, version + 1
            else:
                continued += 1
        status = await bot.store.status(table_id)
        if status != "finished" or len(await bot.store.results(table_id)) != 1:
            problems.append(f"table {table_id}: {status} after playing on")
        row = await bot.store.table(table_id)
        logged = [json.loads(action) for action, _ in row.actions] if row is not None else []
        if any(
            seq >= len(logged) or logged[seq] != _place(user, column)
            for seq, user, column in acks.get(table_id, [])
        ):
            report["lost"].append(f"table {table_id}: acknowledged actions changed on playing on")
    report["continued"] = continued
    report["unreachable"] = unreachable


def _awaiting(coroutine: Any) -> str:
    """Where a coroutine waits: each coroutine frame down its chain of awaits, then what the
    innermost one awaits (a future, a sleep)."""
    steps = []
    current = coroutine
    while current is not None and len(steps) < 12:
        frame = getattr(current, "cr_frame", None) or getattr(current, "gi_frame", None)
        if frame is None:
            steps.append(type(current).__name__)
            break
        steps.append(f"{frame.f_code.co_name}:{frame.f_lineno}")
        current = getattr(current, "cr_await", None) or getattr(current, "gi_yieldfrom", None)
    return " > ".join(steps)


def _publishing_state(bot: Any, channel: Any, table: Any) -> str:
    """Where a table's message stands (for a failure's report): its message id, revisions
    asked and shown, the publisher's task, and the channel's messages that carry its
    buttons."""
    publisher = bot.publisher
    task = publisher._tasks.get(table.id)
    prefix = f"fd:{table.id}:"
    carrying = [
        message.id
        for message in channel.history()
        if any(b["custom_id"].startswith(prefix) for b in _buttons(message))
    ]
    if task is None:
        where = "none"
    elif task.done():
        where = "done"
    else:
        where = "waiting in " + _awaiting(task.get_coro())
    return (
        f"table {table.id}: message {table.message_id}, revision {table.revision}, shown "
        f"{publisher._published.get(table.id)}, task {where}, status "
        f"{table.status}; messages with its buttons: {carrying}"
    )


async def _wait_until_posted(env: Any, bot: Any, channel: Any, report: Any) -> None:
    """Until every recovered table's message is in the channel: on a loaded machine a post
    may still wait on a retry's timer when the bot first settles, so virtual time is let
    pass (a few times at most; a message that never comes is the check's failure)."""
    for _ in range(POST_WAITS):
        await env.settle()
        shown = {message.id for message in channel.history()}
        missing = [t for t in bot.host.tables.values() if t.message_id not in shown]
        if not missing:
            return
        await env.advance_time(POST_WAIT_SECONDS)
    # A table still without a message is played on through the host ("unreachable").
    report["problems"].extend(
        f"not posted after {POST_WAITS * POST_WAIT_SECONDS:.0f} s: "
        + _publishing_state(bot, channel, table)
        for table in missing
        if table.message_id is not None
    )


async def _nothing_shown(database: Path) -> None:
    """Recovery edits only the messages that are behind; this second world is fresh and has
    none of the first one's messages (Discord would keep them): every open table's message
    is recorded as showing nothing, so recovery asks each to show itself and each edit finds
    its message gone and posts it again. Done through the store before the restart, not by
    asking the publisher from here: work the driver starts is not the bot's, and the
    simulated Discord would not wait for it (its picture, made on a thread, could still be
    on the way when the checks run)."""
    url = _settings(database).database_url
    store = await Store.open(database, url=url.get_secret_value() if url else None)
    try:
        await store.set_shown((row.id, -1, "") for row in await store.open_tables())
    finally:
        await store.close()


async def verify_worker(database: Path, expected: dict[str, Any]) -> int:
    """Restart on the file, check every acknowledged action (``expected``: what the driver
    saw), continue every table; print one ``RESULT {json}`` line."""
    opened = {int(key): value for key, value in expected["opened"].items()}
    acks = {int(key): value for key, value in expected["acks"].items()}
    world = expected["world"]
    report: dict[str, Any] = {"lost": [], "problems": []}

    placeholder = _placeholder()
    bot = create_bot(_settings(database))
    try:
        async with simcord.run(placeholder) as env:
            guild, channel, people = _build_world(env, len(world["members"]))
            ids = _world_ids(guild, channel, people)
            if ids != world:
                raise PlayError(f"the second world has other ids: {ids} != {world}")
            await env.advance_time(CLOCK_JUMP)
            await _nothing_shown(database)
            started = time.perf_counter()
            await env.restart_bot(bot)
            report["restart_seconds"] = time.perf_counter() - started
            report["recovered"] = len(bot.host.tables)
            await _wait_until_posted(env, bot, channel, report)
            await _check_acknowledged(bot, acks, opened, report)
            await _play_on(bot, channel, people, acks, report)
            await env.settle()
    except Exception as error:
        logging.getLogger(__name__).exception("verify failed")
        report["problems"].append(f"verify failed: {error!r}"[:300])
    finally:
        await bot.close()
        await placeholder.close()
    _emit("RESULT", json.dumps(report))
    return 1 if report["lost"] or report["problems"] else 0


# -- command line ---------------------------------------------------------------------------


def _worker_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="crash_safety.py worker")
    sub = parser.add_subparsers(dest="role", required=True)
    play = sub.add_parser("play")
    play.add_argument("database", type=Path)
    play.add_argument("--members", type=int, default=MEMBERS)
    play.add_argument("--seed", type=float, default=0.0)
    verify = sub.add_parser("verify")
    verify.add_argument("database", type=Path)
    verify.add_argument("acks", type=Path)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.role == "play":
        return asyncio.run(play_worker(args.database, args.members, args.seed))
    expected = json.loads(args.acks.read_text(encoding="utf-8"))
    return asyncio.run(verify_worker(args.database, expected))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["worker"]:
        return _worker_main(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="trials (default 20)")
    parser.add_argument("--quick", action="store_true", help="2 runs")
    parser.add_argument("--seed", type=int, default=None, help="seed of the kill moments")
    parser.add_argument(
        "--max-delay", type=float, default=MAX_DELAY, help="kill within this many seconds"
    )
    parser.add_argument("--jobs", type=int, default=1, help="trials run at the same time")
    parser.add_argument("--keep", action="store_true", help="keep the trial folders")
    args = parser.parse_args(argv)
    runs = 2 if args.quick else args.runs
    started = time.perf_counter()
    summary = run_trials(
        runs, seed=args.seed, max_delay=args.max_delay, jobs=args.jobs, keep=args.keep
    )
    print(f"{summary.line} ({time.perf_counter() - started:.0f} s)")
    return 0 if summary.ok else 1


if __name__ == "__main__":
    sys.exit(main())
