"""The table host without Discord, on a real SQLite file: locks, races, failed commits."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.errors import NotSeated, TableError
from bot.host import TableHost
from bot.settings import Settings
from bot.store import Store
from bot.vocab import TableStatus


@pytest.fixture
async def host(tmp_path):
    store = await Store.open(tmp_path / "host.sqlite3")
    settings = Settings(_env_file=None, database_path=tmp_path / "host.sqlite3", pulse_seconds=3600)
    table_host = TableHost(store, settings)
    yield table_host
    await table_host.close()
    await store.close()


async def kare_kupa_table(host: TableHost) -> int:
    table = await host.lobby.open_table(
        game="kare_kupa", guild_id=1, channel_id=2, host_id=1, host_display="one"
    )
    for user in (2, 3, 4):
        await host.lobby.join(table.id, user, f"user {user}")
    await host.lobby.start(table.id, 1)
    return table.id


async def test_two_players_reaching_for_the_same_table_card(host):
    table_id = await kare_kupa_table(host)
    table = host.tables[table_id]
    for user in (1, 2, 3, 4):
        await host.play.act(table_id, user, {"type": "seen"})
    game = table.game
    card = game.view(None).model_dump(mode="json")["table"][0]
    first, second = table.seats[0], table.seats[1]
    gives = {
        seat.user_id: game.view(seat.name).model_dump(mode="json")["hand"][0]
        for seat in (first, second)
    }

    async def swap(user_id: int) -> str:
        try:
            await host.play.act(
                table_id, user_id, {"type": "swap", "give": gives[user_id], "take": card}
            )
        except TableError as refusal:
            return str(refusal)
        return "ok"

    results = await asyncio.gather(swap(first.user_id), swap(second.user_id))
    assert results[0] == "ok"  # arrival order decides
    assert "no longer on the table" in results[1].lower()
    row = await host.store.table(table_id)
    assert [json.loads(action)["type"] for action, _ in row.actions].count("swap") == 1


async def test_tables_never_wait_on_each_other(host):
    slow = await host.lobby.open_table(
        game="four_poker", guild_id=1, channel_id=2, host_id=1, host_display="a"
    )
    quick = await host.lobby.open_table(
        game="four_poker", guild_id=1, channel_id=2, host_id=2, host_display="b"
    )
    async with slow.lock:  # one table busy for as long as it likes
        column = quick.game.legal_actions(quick.seats[0].name)[0].column
        await asyncio.wait_for(
            host.play.act(quick.id, 2, {"type": "place", "column": column}), timeout=5
        )
    assert quick.version == 1
    assert slow.version == 0


async def test_a_failed_commit_leaves_the_game_as_the_log_has_it(host):
    table = await host.lobby.open_table(
        game="four_poker", guild_id=1, channel_id=2, host_id=1, host_display="a"
    )
    column = table.game.legal_actions(table.seats[0].name)[0].column
    await host.play.act(table.id, 1, {"type": "place", "column": column})
    committed = table.game.fingerprint()
    # A real SQLite failure: the database refuses the next insert.
    await host.store._db.execute(
        "CREATE TRIGGER refuse BEFORE INSERT ON actions "
        "BEGIN SELECT RAISE(ABORT, 'disk says no'); END"
    )
    column = table.game.legal_actions(table.seats[0].name)[0].column
    with pytest.raises(Exception, match="disk says no"):
        await host.play.act(table.id, 1, {"type": "place", "column": column})
    assert table.game.fingerprint() == committed
    assert table.version == 1
    await host.store._db.execute("DROP TRIGGER refuse")
    await host.play.act(table.id, 1, {"type": "place", "column": column})
    assert table.version == 2


async def test_refusals_change_nothing_and_name_the_reason(host):
    table = await host.lobby.open_table(
        game="four_poker", guild_id=1, channel_id=2, host_id=1, host_display="a"
    )
    before = table.game.fingerprint()
    with pytest.raises(NotSeated):
        await host.play.act(table.id, 99, {"type": "place", "column": 0})
    with pytest.raises(TableError, match="malformed"):
        await host.play.act(table.id, 1, {"type": "place", "column": "left"})
    with pytest.raises(TableError, match="There is no column 7"):
        await host.play.act(table.id, 1, {"type": "place", "column": 7})
    assert table.game.fingerprint() == before
    assert table.status == TableStatus.PLAYING
    row = await host.store.table(table.id)
    assert row.actions == []


async def test_recovery_rebuilds_every_open_table(host, tmp_path):
    solitaire = await host.lobby.open_table(
        game="four_poker", guild_id=1, channel_id=2, host_id=1, host_display="a"
    )
    for _ in range(3):
        column = solitaire.game.legal_actions(solitaire.seats[0].name)[0].column
        await host.play.act(solitaire.id, 1, {"type": "place", "column": column})
    lobby = await host.lobby.open_table(
        game="krypkasino", guild_id=1, channel_id=2, host_id=5, host_display="e"
    )
    cancelled = await host.lobby.open_table(
        game="krypkasino", guild_id=1, channel_id=2, host_id=6, host_display="f"
    )
    await host.lobby.cancel(cancelled.id, 6)

    again = TableHost(host.store, host.settings)
    try:
        assert await again.recovery.recover() == 2
        assert again.tables[solitaire.id].game.fingerprint() == solitaire.game.fingerprint()
        assert again.tables[lobby.id].status == "lobby"
        assert again.tables[lobby.id].deadline_at == lobby.deadline_at
        assert cancelled.id not in again.tables
    finally:
        await again.close()


async def test_a_call_that_loses_the_race_is_told_how_the_round_ended(host):
    table_id = await kare_kupa_table(host)
    table = host.tables[table_id]
    version = table.version
    # Two players each press a call drawn from the same state (the cog's path for a click).
    first, second = table.seats[0], table.seats[1]
    offered_first = host.play.offered_at(table, first.user_id, version)
    offered_second = host.play.offered_at(table, second.user_id, version)
    call_first = next(a for a in offered_first if a.type == "call")
    call_second = next(a for a in offered_second if a.type == "call")
    await host.play.act(table_id, first.user_id, call_first, version=version, retarget=True)
    assert table.game.round == 2
    with pytest.raises(TableError, match=r"Round 1 is over: .*This is round 2\."):
        await host.play.act(table_id, second.user_id, call_second, version=version, retarget=True)
    row = await host.store.table(table_id)
    assert [json.loads(action)["type"] for action, _ in row.actions].count("call") == 1
