"""``folkdeck playground`` in a real process: the page, a /play from it, and a clean stop."""

from __future__ import annotations

import signal
import sqlite3

import pytest

from tests.release.support import Playground


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
def test_a_play_from_the_page_opens_a_table_that_survives_a_signal(playground, sig):
    page = playground.call("POST", "/api/pages", {})
    assert page["viewers"][0]["name"] == "Ana"
    result = playground.run_command(page, "play", game="krypkasino")
    assert not result["rejected"], result
    state = playground.call("GET", "/api/state", context=page["context"]["id"])
    titles = [embed.get("title", "") for m in state["messages"].values() for embed in m["embeds"]]
    assert any("Krypkasino" in title for title in titles), titles

    code, seconds, stderr = playground.stop(sig)
    assert code == 0, stderr
    assert seconds < 5
    assert "Traceback" not in stderr
    # Closed cleanly: the write-ahead log was folded back into the file on close.
    assert not playground.database.with_name(playground.database.name + "-wal").exists()
    with sqlite3.connect(playground.database) as db:
        games = [row[0] for row in db.execute("SELECT game FROM game_tables")]
    assert games == ["krypkasino"]
