"""Recovery in one pass: one query reads every open table as the per-table reads do, and a
restart edits only the messages that are behind, a few at a time."""

from __future__ import annotations

import json

from bot.host import recovery
from bot.host.recovery import digest, from_row
from bot.seats import SeatRow
from bot.store import DailyClaim
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", guild=True)


def requests_to(env, message_id: int) -> int:
    """Edits (and re-posts) of one message: PATCH requests naming it."""
    return sum(
        1
        for request in env.http_requests
        if request.method == "PATCH" and request.path.endswith(f"/messages/{message_id}")
    )


def shows_version(found, table_id: int, version: int) -> bool:
    prefix = f"fd:{table_id}:col:{version}:"
    return any(
        getattr(child, "custom_id", "").startswith(prefix) for child in drivers.components(found)
    )


async def test_one_query_reads_what_the_per_table_reads_do(open_store):
    # On both backends: each has its own text of the one query.
    store = await open_store()
    try:
        ids = []
        for number in range(3):
            seats = [
                SeatRow(0, 10 + number, str(10 + number), 'Ann "the\u001e one"', computer=False),
                SeatRow(1, None, "computer-1", "Computer 1", computer=True, auto_moves=2),
            ]
            table_id = await store.create_table(
                guild_id=1,
                channel_id=2,
                game="four_poker",
                options={},
                seed=number,
                host_id=10 + number,
                seats=seats,
                turn_seconds=None,
                deadline_at=None,
                now=0.0,
                started=number > 0,
                daily=DailyClaim(1, "2026-01-01", 12, "x") if number == 2 else None,
            )
            ids.append(table_id)
        # Actions written out of order: the log is read in its order all the same.
        for seq in (2, 0, 1):
            text = {"type": "place", "player": "11", "column": seq, "note": "a\u001eb"}
            await store.append_actions(ids[1], seq, [(text, seq == 1)], now=1.0)
        await store.set_shown([(ids[2], 4, "abc")])

        rows = {row.id: row for row in await store.open_tables()}
        assert sorted(rows) == ids
        for table_id in ids:
            alone = await store.table(table_id)
            assert alone is not None
            assert rows[table_id].seats == alone.seats
            assert rows[table_id].actions == alone.actions
            assert rows[table_id].daily == alone.daily
        assert [json.loads(text)["column"] for text, _ in rows[ids[1]].actions] == [0, 1, 2]
        assert [automatic for _, automatic in rows[ids[1]].actions] == [False, True, False]
        assert rows[ids[0]].actions == []
        assert rows[ids[2]].daily
        assert not rows[ids[1]].daily
        assert (rows[ids[2]].shown_step, rows[ids[2]].shown_digest) == (4, "abc")
        assert (rows[ids[1]].shown_step, rows[ids[1]].shown_digest) == (None, None)
    finally:
        await store.close()


async def test_the_digest_follows_what_the_message_shows(open_store):
    store = await open_store()
    try:
        seats = [
            SeatRow(0, 10, "10", "Ann", computer=False),
            SeatRow(1, None, "computer-1", "Computer 1", computer=True),
        ]
        table_id = await store.create_table(
            guild_id=1,
            channel_id=2,
            game="krypkasino",
            options={},
            seed=3,
            host_id=10,
            seats=seats,
            turn_seconds=60.0,
            deadline_at=1234.5,
            now=0.0,
        )
        (row,) = await store.open_tables()
        session = from_row(row)
        first = digest(session)
        assert digest(from_row((await store.open_tables())[0])) == first  # stable
        session.seats[1].forfeited = True
        assert digest(session) != first
        session.seats[1].forfeited = False
        session.paused_at = 99.0
        assert digest(session) != first
        session.paused_at = None
        session.deadline_at = 1300.0
        assert digest(session) != first
        session.deadline_at = 1234.5
        assert digest(session) == first
        assert table_id == session.id

        # A simultaneous game in play shows no clock: its pulses move the deadline unseen.
        await store.create_table(
            guild_id=1,
            channel_id=2,
            game="kare_kupa",
            options={},
            seed=4,
            host_id=10,
            seats=[
                SeatRow(n, None, f"computer-{n + 1}", f"Computer {n + 1}", computer=True)
                for n in range(4)
            ],
            turn_seconds=None,
            deadline_at=50.0,
            now=0.0,
            started=True,
        )
        kare_kupa = from_row((await store.open_tables())[1])
        assert kare_kupa.game is not None
        pulsed = digest(kare_kupa)
        kare_kupa.deadline_at = 80.0
        assert digest(kare_kupa) == pulsed
    finally:
        await store.close()


async def test_a_restart_edits_only_messages_behind_and_paces_them(
    world, simcord_bot, make_bot, monkeypatch
):
    env, _guild, channel, alice = world
    tables = []
    for _ in range(3):
        message = (await alice.slash(channel, "play", game="four_poker")).response.message
        table = max(simcord_bot.host.tables.values(), key=lambda t: t.id)
        for _ in range(2):
            column = table.game.legal_actions(table.seats[0].name)[0].column
            message = (await alice.click(message, label=f"Column {column + 1}")).response.message
        tables.append((table.id, message.id))
    lobby = (
        await alice.slash(channel, "play", game="krypkasino", options="rounds=1")
    ).response.message
    await alice.click(lobby, label="Add computer player")
    await alice.click(lobby, label="Start")
    await env.settle()
    rows = {row.id: row for row in await simcord_bot.store.open_tables()}
    assert all(row.shown_step == 2 for table_id, _ in tables for row in [rows[table_id]])

    # Two tables' last moves were committed but the process died before their edits.
    behind = tables[1:]
    for table_id, _ in behind:
        game = simcord_bot.host.tables[table_id].game
        action = game.legal_actions(game.players[0])[0]
        await simcord_bot.store.append_actions(
            table_id, 2, [(game.codec.dump(action), False)], now=0.0
        )

    monkeypatch.setattr(recovery, "CATCH_UP_PER_SECOND", 0.01)  # one edit per 100 s
    before = {message_id: requests_to(env, message_id) for _, message_id in tables}
    krypkasino_before = requests_to(env, lobby.id)
    restarted = make_bot()
    await env.restart_bot(restarted)
    assert restarted.host.recovery.behind == 2
    assert requests_to(env, lobby.id) == krypkasino_before  # up to date (its clock runs later)
    edited = [requests_to(env, m) - before[m] for _, m in behind]
    assert edited == [1, 0]  # the first at once, the next one paced
    await env.advance_time(100)
    assert [requests_to(env, m) - before[m] for _, m in behind] == [1, 1]
    for table_id, message_id in behind:
        assert shows_version(drivers.message(channel, message_id), table_id, 3)
    await env.advance_time(300)
    up_to_date = tables[0][1]
    assert requests_to(env, up_to_date) == before[up_to_date]
    # And the up-to-date table still plays: its message's buttons work.
    table_id, message_id = tables[0]
    table = restarted.host.tables[table_id]
    column = table.game.legal_actions(table.seats[0].name)[0].column
    answer = await alice.click(drivers.message(channel, message_id), label=f"Column {column + 1}")
    assert shows_version(answer.response.message, table_id, 3)
