"""``folkdeck health``'s judgement, on real files: a fresh heartbeat and a database that
answers are healthy; a stale or missing heartbeat, or no database, are not."""

from __future__ import annotations

import json
import sqlite3
import time

from bot.lifecycle import HEALTHY_WITHIN, health, heartbeat_path


def beat(database, age: float) -> None:
    heartbeat_path(database).write_text(json.dumps({"pid": 1, "at": time.time() - age}))


def test_a_fresh_heartbeat_and_an_answering_database_are_healthy(tmp_path):
    database = tmp_path / "db.sqlite3"
    sqlite3.connect(database).close()
    beat(database, age=1)
    assert health(database) is None


def test_a_stale_heartbeat_is_a_lost_connection(tmp_path):
    database = tmp_path / "db.sqlite3"
    sqlite3.connect(database).close()
    beat(database, age=HEALTHY_WITHIN + 5)
    assert "lost its connection" in (health(database) or "")


def test_no_heartbeat_is_not_yet_connected(tmp_path):
    assert "no heartbeat" in (health(tmp_path / "db.sqlite3") or "")


def test_a_database_that_does_not_answer_is_unhealthy(tmp_path):
    database = tmp_path / "missing" / "db.sqlite3"
    database.parent.mkdir()
    beat(database, age=1)
    assert "does not answer" in (health(database) or "")
