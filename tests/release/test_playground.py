"""``folkdeck playground`` in a real process: the page, a /play from it, and a clean stop."""

from __future__ import annotations

import json
import shutil
import signal
import sqlite3
import subprocess
import time

import pytest

from bot.lifecycle import heartbeat_path
from tests.support.release import Playground, folkdeck

GAMES = ("four_poker", "krypkasino", "crveni_tepih", "kare_kupa")


@pytest.fixture
def playground(tmp_path):
    running = Playground(tmp_path)
    yield running
    running.kill()


def test_it_serves_the_page_on_localhost_only(playground):
    assert playground.base.startswith("http://127.0.0.1:")
    status, html = playground.get("/")
    assert status == 200
    assert "<html" in html.lower()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_play_from_the_page_opens_each_game_and_a_signal_stops_it_cleanly(playground, sig):
    page = playground.call("POST", "/api/pages", {})
    assert page["viewers"][0]["name"] == "Ana"
    for game in GAMES:
        result = playground.run_command(page, "play", game=game)
        assert not result["rejected"], result
    state = playground.call("GET", "/api/state", context=page["context"]["id"])
    shown = json.dumps(state["messages"], ensure_ascii=False)
    for title in ("4-poker", "Krypkasino", "Crveni tepih", "Kare Kupa"):
        assert title in shown, title

    # It exits by itself, 0, with the database closed: not killed. (How long that takes is
    # not asserted: on a loaded machine any wall-clock bound is a coin toss; the timeout only
    # guards against a hang.)
    code, _seconds, stderr = playground.stop(sig, timeout=60)
    assert code == 0, stderr
    assert "Traceback" not in stderr
    # Closed cleanly: the write-ahead log was folded back into the file on close.
    assert not playground.database.with_name(playground.database.name + "-wal").exists()
    with sqlite3.connect(playground.database) as db:
        games = [row[0] for row in db.execute("SELECT game FROM game_tables")]
    assert sorted(games) == sorted(GAMES)


def test_the_health_check_reads_the_running_bots_heartbeat(playground, tmp_path):
    database = str(playground.database)
    # The first beat is written once the simulated gateway is up: wait for the file (a
    # condition; the bound only guards against a hang), then ask once.
    heartbeat = heartbeat_path(playground.database)
    for _ in range(600):
        if heartbeat.exists():
            break
        time.sleep(0.1)
    healthy = folkdeck("health", cwd=tmp_path, DATABASE_PATH=database)
    assert healthy.returncode == 0, healthy.stderr
    assert healthy.stdout.strip() == "healthy"
    code, _, stderr = playground.stop(signal.SIGTERM)
    assert code == 0, stderr
    after = folkdeck("health", cwd=tmp_path, DATABASE_PATH=database)
    assert after.returncode == 1
    assert "no heartbeat" in after.stderr


def pid_namespaces_work() -> bool:
    if shutil.which("unshare") is None:
        return False
    probe = subprocess.run(
        ["unshare", "--pid", "--fork", "--mount-proc", "true"], capture_output=True, check=False
    )
    return probe.returncode == 0


@pytest.mark.skipif(not pid_namespaces_work(), reason="needs unshare and a PID namespace (root)")
def test_as_pid_1_it_still_stops_on_sigterm(tmp_path):
    """What `docker stop` does: SIGTERM to PID 1, which has no default signal handling."""
    running = Playground(tmp_path, wrapper=["unshare", "--pid", "--fork", "--mount-proc"])
    try:
        # The wrapper's only child is the playground: PID 1 of its namespace.
        child = int(
            subprocess.run(
                ["pgrep", "-P", str(running.process.pid)],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.split()[0]
        )
        with open(f"/proc/{child}/status", encoding="utf-8") as status:
            namespaced = next(line for line in status if line.startswith("NSpid:")).split()
        assert namespaced[-1] == "1"
        subprocess.run(["kill", "-TERM", str(child)], check=True)
        # Exits 0 by itself (a PID 1 without handlers would ignore SIGTERM and hang here).
        code = running.process.wait(timeout=60)
        assert code == 0
    finally:
        running.kill()
