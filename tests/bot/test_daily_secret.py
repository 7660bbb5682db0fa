"""The daily deal nobody can compute: its seed comes from a secret the bot made once and keeps
(not from the server id and the date alone), and a daily table's record, which carries the
seed, is shown only once its UTC day is over."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime

from bot.daily import daily_seed, next_midnight, utc_day
from bot.store import Store
from engine.four_poker import FourPoker
from engine.record import read_record, replay
from tests.bot.test_daily import play_out, table_of
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True)


def public_guesses(guild_id: int, day: str) -> set[int]:
    """Seeds anyone could compute from public data: the old formula and its obvious kin."""
    guesses = set()
    for text in (f"folkdeck-daily:{guild_id}:{day}", f"{guild_id}:{day}", f"{guild_id}{day}"):
        digest = hashlib.sha256(text.encode()).digest()
        guesses |= {int.from_bytes(digest[:4], "big") >> 1, int.from_bytes(digest[:8], "big") >> 1}
    guesses.add(daily_seed(b"", guild_id, day))  # the formula with an empty secret
    return guesses


async def test_the_secret_is_made_once_kept_and_differs_between_databases(tmp_path):
    first = await Store.open(tmp_path / "one.sqlite3")
    try:
        secret = await first.daily_secret(1.0)
        assert len(secret) == 32
        assert await first.daily_secret(2.0) == secret
    finally:
        await first.close()
    reopened = await Store.open(tmp_path / "one.sqlite3")
    other = await Store.open(tmp_path / "two.sqlite3")
    try:
        assert await reopened.daily_secret(3.0) == secret  # kept across a restart
        other_secret = await other.daily_secret(3.0)
        assert other_secret != secret
        # Same server, same day, two bots: two different deals.
        for guild_id, day in ((1, "2026-12-02"), (10**18, "2030-01-01")):
            assert daily_seed(secret, guild_id, day) != daily_seed(other_secret, guild_id, day)
            assert 0 <= daily_seed(secret, guild_id, day) < 2**63
    finally:
        await reopened.close()
        await other.close()


async def test_the_days_seed_is_not_computable_from_the_server_and_the_date(world, simcord_bot):
    env, guild, channel, alice, _bob = world
    answer = await alice.slash(channel, "play", game="four_poker", daily=True)
    assert not answer.ephemeral
    table = table_of(simcord_bot, alice.id)
    day = utc_day(env.now().timestamp())
    assert table.seed not in public_guesses(guild.id, day)
    # Nor are its cards: none of the public guesses deals them.
    for guess in public_guesses(guild.id, day):
        assert FourPoker(["x"], seed=guess)._deck != table.game._deck
    secret = await simcord_bot.store.daily_secret(0)
    assert table.seed == daily_seed(secret, guild.id, day)


async def test_a_daily_tables_record_is_withheld_until_its_day_is_over(world, simcord_bot):
    env, _guild, channel, alice, bob = world
    opened = await alice.slash(channel, "play", game="four_poker", daily=True)
    table = table_of(simcord_bot, alice.id)
    day = utc_day(env.now().timestamp())
    await play_out(alice, opened.response.message, table.seed)
    assert await simcord_bot.store.status(table.id) == "finished"

    # Finished, but its day is not over: neither the player nor anyone else gets the record.
    for member in (alice, bob):
        refused = await member.slash(channel, "replay", table=table.id)
        assert refused.ephemeral
        assert f"the daily deal of {day}" in refused.response.content
        assert "once that day is over" in refused.response.content
        assert not refused.response.attachments
        assert str(table.seed) not in refused.response.content
    # Nor does today's board show today's seed.
    board = await bob.slash(channel, "leaderboard", game="four_poker", daily=True)
    assert str(table.seed) not in json.dumps(board.response.message.embeds[0].to_dict())

    # One second before midnight it is still withheld; at midnight it is shown.
    midnight = next_midnight(env.now().timestamp())
    await env.advance_time(midnight - env.now().timestamp() - 1)
    assert utc_day(env.now().timestamp()) == day
    assert (await bob.slash(channel, "replay", table=table.id)).ephemeral
    await env.advance_time(1)
    assert datetime.fromtimestamp(env.now().timestamp(), UTC).strftime("%Y-%m-%d") > day
    shown = await bob.slash(channel, "replay", table=table.id)
    assert not shown.ephemeral
    record = json.loads(await shown.response.message.attachments[0].read())
    assert record["seed"] == table.seed
    assert replay(read_record(record)).game.over
    # And the board now shows yesterday's deal's seed.
    board = await bob.slash(channel, "leaderboard", game="four_poker", daily=True)
    assert f"`{table.seed}`" in json.dumps(board.response.message.embeds[0].to_dict())


async def test_an_ordinary_finished_table_is_replayed_at_once(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    opened = await alice.slash(channel, "play", game="four_poker")
    table = next(iter(simcord_bot.host.tables.values()))
    await play_out(alice, opened.response.message, table.seed)
    shown = await alice.slash(channel, "replay", table=table.id)
    assert not shown.ephemeral
    assert shown.response.message.attachments


async def play_some(member, message, seed: int, steps: range) -> None:
    """Clicks for the steps ``steps`` of the deal of ``seed``, as a twin engine plays it."""
    twin = FourPoker(["x"], seed=seed)
    for step in range(steps.stop):
        choice = twin.legal_actions("x")[0]
        twin.apply(choice)
        if step in steps:
            await member.click(message, label=f"Column {choice.column + 1}")


def embed_text(answer) -> str:
    return json.dumps(answer.response.message.embeds[0].to_dict())


async def test_a_deal_begun_before_midnight_stays_hidden_until_everyone_has_finished_it(
    world, simcord_bot
):
    env, _guild, channel, alice, bob = world
    await env.advance_time(next_midnight(env.now().timestamp()) - env.now().timestamp() - 60)
    day = utc_day(env.now().timestamp())
    mine = (await alice.slash(channel, "play", game="four_poker", daily=True)).response.message
    theirs = (await bob.slash(channel, "play", game="four_poker", daily=True)).response.message
    table = table_of(simcord_bot, alice.id)
    await play_out(alice, mine, table.seed)
    await play_some(bob, theirs, table.seed, range(2))  # bob is still at it at midnight
    await env.advance_time(120)
    assert utc_day(env.now().timestamp()) > day

    refused = await alice.slash(channel, "replay", table=table.id)
    assert refused.ephemeral
    assert "someone is still playing that deal" in refused.response.content
    board = await alice.slash(channel, "leaderboard", game="four_poker", daily=True)
    assert str(table.seed) not in embed_text(board)
    assert "its seed is shown once everyone has finished it" in embed_text(board)

    await play_some(bob, theirs, table.seed, range(2, 16))
    shown = await alice.slash(channel, "replay", table=table.id)
    assert not shown.ephemeral
    board = await alice.slash(channel, "leaderboard", game="four_poker", daily=True)
    assert f"`{table.seed}`" in embed_text(board)


async def test_an_attempt_left_unfinished_holds_the_deal_back_one_more_day_at_most(
    world, simcord_bot
):
    env, _guild, channel, alice, bob = world
    mine = (await alice.slash(channel, "play", game="four_poker", daily=True)).response.message
    await bob.slash(channel, "play", game="four_poker", daily=True)  # and never plays
    table = table_of(simcord_bot, alice.id)
    await play_out(alice, mine, table.seed)
    first_midnight = next_midnight(env.now().timestamp())
    await env.advance_time(first_midnight - env.now().timestamp() + 3600)
    assert (await alice.slash(channel, "replay", table=table.id)).ephemeral
    await env.advance_time(86400)
    assert not (await alice.slash(channel, "replay", table=table.id)).ephemeral
