"""What a Kare Kupa panel was drawn from: the table and hands at each recent version, kept
on the table's session, and never rebuilt by replaying the log on a click (a version not
kept is a stale control)."""

from __future__ import annotations

import pytest

from bot.errors import StaleControl
from bot.seats import SeatRow
from bot.session import Session
from bot.tables.kare_kupa import SNAPSHOTS_KEPT, Snapshot, snapshot_at, snapshot_now
from bot.vocab import TableStatus
from engine.kare_kupa import KareKupa
from engine.registry import computer_move

PLAYERS = ["ana", "ben", "cem", "dan"]


def _session(table_id: int, seed: int) -> Session:
    seats = [SeatRow(n, n + 1, name, name, computer=False) for n, name in enumerate(PLAYERS)]
    game = KareKupa(PLAYERS, {"look": False}, seed=seed)
    return Session(
        id=table_id,
        guild_id=1,
        channel_id=2,
        message_id=None,
        game_name="kare_kupa",
        options={"look": False},
        seed=seed,
        host_id=1,
        status=TableStatus.PLAYING,
        seats=seats,
        turn_seconds=None,
        game=game,
    )


def _play(session: Session, actions: int) -> None:
    """Moves that change the cards (no gestures), by the computer player's choices."""
    game = session.game
    assert isinstance(game, KareKupa)
    turn = 0
    while actions:
        player = PLAYERS[turn % 4]
        turn += 1
        action = computer_move(game, player)
        if action is None or game.is_idle(action):
            continue
        game.apply(action)
        actions -= 1


def _replayed(session: Session, version: int) -> Snapshot:
    game = session.game
    assert game is not None
    past = session.new_game()
    for action in game.log[:version]:
        past.apply(action)
    assert isinstance(past, KareKupa)
    return Snapshot(past.round, tuple(past.table), tuple(tuple(h) for h in past.hands))


def test_an_older_panel_means_the_cards_it_showed():
    session = _session(1, seed=3)
    seen = {}
    for _ in range(6):
        seen[session.version] = snapshot_now(session)  # a panel drawn
        _play(session, 1)
    for version, snapshot in seen.items():
        assert snapshot_at(session, version) == snapshot == _replayed(session, version)


def test_only_the_latest_versions_are_kept():
    session = _session(2, seed=4)
    first = session.version
    for _ in range(SNAPSHOTS_KEPT + 4):
        snapshot_now(session)
        _play(session, 1)
    with pytest.raises(StaleControl, match="moved on"):
        snapshot_at(session, first)
    last = session.version - 1
    assert snapshot_at(session, last) == _replayed(session, last)


def test_a_version_not_kept_is_stale_and_the_log_is_not_replayed():
    session = _session(1, seed=5)  # a fresh process: nothing remembered
    _play(session, 8)
    with pytest.raises(StaleControl, match="here is your hand now"):
        snapshot_at(session, 3)
    # The current version needs no history: it is the game as it is.
    assert snapshot_at(session, session.version) == _replayed(session, session.version)
    with pytest.raises(StaleControl, match="another game"):
        snapshot_at(session, session.version + 1)
