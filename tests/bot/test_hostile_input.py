"""Hostile and unexpected input through SimCord: every bad input gets a short, clear refusal
(no "Something went wrong", no ERROR log, nothing past Discord's limits), members outside the
server and other servers' tables get "no such ..."."""

from __future__ import annotations

import logging

import pytest

from bot.vocab import TableStatus
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True)


def assert_short_refusal(answer, *words: str) -> None:
    """An ephemeral answer that says what was wrong, short, and nothing raised or logged as
    an error in the bot (SimCord records both; the caller's ``caplog`` sees the log)."""
    assert answer.ephemeral
    text = answer.response.content
    assert "Something went wrong" not in text
    assert len(text) <= 300, text[:300]
    for word in words:
        assert word in text


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ("rounds=" + "9" * 5000, ["longer than 500 characters"]),
        ("rounds=" + "9" * 12, ["The option 'rounds' has a number longer than 9 digits"]),
        ("x" * 5000, ["longer than 500"]),
        ("x" * 400, ["Write options as key=value", "…'"]),
        ("k" * 5000 + "=1", ["longer than 500"]),
        ("k" * 200 + "=1", ["option names are at most 32 characters", "…'"]),
        (" ".join(f"k{i}=1" for i in range(1500)), ["longer than 500"]),
        (" ".join(f"k{i}=1" for i in range(11)), ["at most 10 options; 11 were given"]),
        ("rounds=" + "[" * 100_000 + "]" * 100_000, ["longer than 500"]),
        ("rounds=[[[1]]]", ["The option 'rounds' is nested more than 2 levels deep"]),
        ("rounds=2 rounds=3", ["given twice"]),
        ("rounds=two", ["'rounds' is invalid"]),
        ("speed=2", ["'speed' is not an option of Krypkasino"]),
    ],
)
async def test_play_options_past_a_limit_get_a_short_refusal(
    world, simcord_bot, options, words, caplog
):
    env, _guild, channel, alice, _bob = world
    answer = await alice.slash(channel, "play", game="krypkasino", options=options)
    assert_short_refusal(answer, *words)
    assert not simcord_bot.host.tables  # nothing was opened
    assert not env.errors_since(0)
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR]


async def test_options_within_the_limits_open_the_table(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    answer = await alice.slash(
        channel, "play", game="crveni_tepih", options="target=999999999, money=cards"
    )
    assert not answer.ephemeral
    [table] = simcord_bot.host.tables.values()
    assert table.options == {"target": 999_999_999, "money": "cards"}


async def test_stats_and_history_of_someone_outside_the_server(world, simcord_env, caplog):
    env, _guild, channel, alice, _bob = world
    stranger = simcord_env.create_user("stranger")  # a Discord user, not in this server
    for command in ("stats", "history"):
        answer = await alice.slash(channel, command, member=stranger)
        assert_short_refusal(answer, "stranger is not a member of this server.")
    assert not env.errors_since(0)
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR]


async def test_end_with_another_servers_table_says_no_such_table(world, simcord_env, simcord_bot):
    _env, _guild, channel, alice, bob = world
    elsewhere = simcord_env.create_guild()
    their_channel = elsewhere.create_text_channel("cards")
    carol = elsewhere.add_member(simcord_env.create_user("carol"))
    await carol.slash(their_channel, "play", game="four_poker")
    [theirs] = simcord_bot.host.tables.values()
    # Open: no such table here.
    open_answer = await alice.slash(channel, "end", table=theirs.id)
    assert_short_refusal(open_answer, "There is no such table in this server.")
    assert theirs.status != TableStatus.ABANDONED
    # Closed (ended by its host): still no such table here, and nothing about how it ended.
    await carol.slash(their_channel, "end", table=theirs.id)
    assert await simcord_bot.store.status(theirs.id) == TableStatus.ABANDONED
    closed_answer = await alice.slash(channel, "end", table=theirs.id)
    assert_short_refusal(closed_answer, "There is no such table in this server.")
    # A table number nobody ever had.
    never = await bob.slash(channel, "end", table=theirs.id + 1000)
    assert_short_refusal(never, "There is no such table in this server.")
    # This server's own closed table still says how it ended.
    own = await bob.slash(channel, "play", game="four_poker")
    assert not own.ephemeral
    [mine] = [t for t in simcord_bot.host.tables.values() if t.guild_id == channel.guild.id]
    await bob.slash(channel, "end", table=mine.id)
    again = await bob.slash(channel, "end", table=mine.id)
    assert_short_refusal(again, "abandoned")


async def test_a_long_season_name_is_quoted_short(world):
    _env, _guild, channel, alice, _bob = world
    answer = await alice.slash(channel, "leaderboard", game="four_poker", season="s" * 5000)
    assert_short_refusal(answer, "There is no season called", "here. Seasons: none yet.")
