"""Crash safety: a bot process killed with SIGKILL loses no acknowledged action.

The short version of ``benchmarks/crash_safety.py`` (which runs 20 trials): the same driver
code, two trials, each killing a real bot process (SimCord inside a subprocess, a real SQLite
file) at a random moment, restarting on the file, checking every acknowledged action and
playing every table to its end. About 15 seconds, nearly all of it process start-ups.

And the piece of it that can fail quietly: recovery into a simulated Discord that has none of
the old channels (a fresh SimCord world) must only log the publisher's failures, not crash or
hang, and the recovered table must still play on.
"""

from __future__ import annotations

import logging
import sqlite3

import simcord

from bot.app import create_bot
from bot.settings import Settings
from tests.support.crash_safety import BOARD_ACTIONS, run_trials
from tests.support.postgres import server_url
from tests.support.world import build_world


def test_killed_processes_lose_no_acknowledged_action():
    lines: list[str] = []
    # Killed only after an acknowledged action (then within a second): on a loaded machine
    # a kill at a fixed moment can come before any, and there would be nothing to check.
    summary = run_trials(2, seed=7, max_delay=1.0, jobs=2, echo=lines.append, min_acks=1)
    report = "\n".join(lines)
    assert summary.failures == 0, report
    assert summary.losses == 0, report
    assert sum(trial.acknowledged for trial in summary.trials) > 0, report
    assert all(trial.report["continued"] >= 1 for trial in summary.trials), report


async def test_recovery_into_a_world_without_the_channel_only_warns(tmp_path, caplog):
    settings = Settings(
        _env_file=None,
        discord_token=None,
        database_path=tmp_path / "folkdeck.sqlite3",
        publish_interval=0.0,  # the publisher's retries would otherwise wait 1 s each
    )
    first = create_bot(settings)
    try:
        async with simcord.run(first) as env:
            built = build_world(env, ["alice"])
            channel, [alice] = built.channel, built.members
            message = (await alice.slash(channel, "play", game="four_poker")).response
            table = next(iter(first.host.tables.values()))
            table_id = table.id
            for _ in range(6):
                column = table.game.legal_actions(table.seats[0].name)[-1].column
                message = (await alice.click(message, label=f"Column {column + 1}")).response
            before = table.game.fingerprint()
    finally:
        await first.close()
    # As if the process died before its last edit: the message is behind, so recovery edits it.
    with sqlite3.connect(settings.database_path) as db:
        db.execute("UPDATE game_tables SET shown_step = NULL")
    db.close()

    second = create_bot(settings)
    caplog.set_level(logging.WARNING, logger="bot.publisher")
    try:
        async with simcord.run(second):  # a new world: the table's channel does not exist
            table = second.host.tables[table_id]
            assert table.game.fingerprint() == before
            assert any("cannot be written to" in r.getMessage() for r in caplog.records)
            owner = table.seats[0]
            while not table.game.over:
                legal = table.game.legal_actions(owner.name)[0]
                await second.host.play.act(table_id, owner.user_id, legal)
            row = await second.store.table(table_id)
            assert row is not None
            assert row.status == "finished"
            assert len(row.actions) == BOARD_ACTIONS
            assert len(await second.store.results(table_id)) == 1
    finally:
        await second.close()


def test_killed_processes_on_postgresql_lose_no_acknowledged_action():
    # The same driver with both processes on one PostgreSQL database: the killed process's
    # connections die with it, the next one recovers its tables from the server.
    server = server_url()  # skipped, saying why, without a server
    lines: list[str] = []
    summary = run_trials(
        1, seed=11, max_delay=1.0, jobs=1, echo=lines.append, min_acks=1, server=server
    )
    report = "\n".join(lines)
    assert summary.failures == 0, report
    assert summary.losses == 0, report
    assert summary.trials[0].acknowledged > 0, report
    assert summary.trials[0].report["continued"] >= 1, report
