"""Seasons through SimCord: who may start and end them, archives, and a timed end that fires
after a restart."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.errors import SetupError

from tests.support import drivers
from tests.support.seeding import Seat, seed_table
from tests.support.world import world_fixture

world = world_fixture("boss", "alice", guild=True, managers=("boss",))


async def seed_games(bot, guild_id: int, members: list, count: int, at: float) -> None:
    """``count`` Krypkasino tables where the members place in the order given."""
    for number in range(count):
        table = await seed_table(
            bot.store,
            "krypkasino",
            [
                Seat(member.id, place + 1, display=member.name)
                for place, member in enumerate(members)
            ],
            now=at + number,
            guild_id=guild_id,
        )
        await bot.store.rate_table(table, now=at + number)


def embed_text(message: discord.Message) -> str:
    return drivers.message_text(message)


async def test_season_is_not_even_shown_to_a_member_without_manage_server(world, simcord_bot):
    _env, _guild, channel, boss, alice = world
    for command, options in (("start", {"name": "Spring"}), ("end", {})):
        with pytest.raises(SetupError, match="not visible to this user"):
            await alice.slash(channel, f"season {command}", **options)
    assert not (await boss.slash(channel, "season end")).ephemeral  # a manager sees it


async def test_a_member_without_manage_server_is_refused(world, simcord_bot):
    _env, guild, channel, _boss, alice = world
    # A server can grant the hidden command to anyone (Integrations settings): the command
    # itself still refuses whoever cannot manage the server.
    [season] = [c for c in await simcord_bot.tree.fetch_commands() if c.name == "season"]
    guild.set_command_permissions(season, {alice: True})
    before = await simcord_bot.store.current_season(guild.id, now=0)
    for command, options in (("start", {"name": "Spring"}), ("end", {})):
        answer = await alice.slash(channel, f"season {command}", **options)
        assert answer.ephemeral
        assert "manage this server" in answer.response.content
    after = await simcord_bot.store.current_season(guild.id, now=0)
    assert after == before
    assert len(await simcord_bot.store.seasons(guild.id)) == 1


async def test_starting_a_season_archives_and_announces_the_last_one(world, simcord_bot):
    _env, guild, channel, boss, alice = world
    await seed_games(simcord_bot, guild.id, [alice, boss], 5, at=100)
    first = await simcord_bot.store.current_season(guild.id, now=0)
    answer = await boss.slash(channel, "season start", name="Spring")
    assert not answer.ephemeral
    text = embed_text(answer.response.message)
    assert f"{first.name} is over" in text
    assert "alice" in text
    assert "Spring" in text
    assert str(alice.id) not in text  # display names, never ids
    current = await simcord_bot.store.current_season(guild.id, now=0)
    assert current.name == "Spring"
    assert current.id != first.id
    # The old season's board is its archive; the new one starts fresh.
    ended = await simcord_bot.store.season_named(guild.id, first.name)
    assert ended is not None
    assert ended.ended_at is not None
    archive = await simcord_bot.store.board(
        ended, "krypkasino", solo=False, min_games=5, offset=0, limit=10
    )
    assert [line.user_id for line in archive.lines] == [alice.id, boss.id]
    fresh = await simcord_bot.store.board(
        current, "krypkasino", solo=False, min_games=1, offset=0, limit=10
    )
    assert fresh.lines == []
    # /leaderboard season:<name> shows the past season.
    past = await alice.slash(channel, "leaderboard", game="krypkasino", season=first.name)
    past_text = embed_text(past.response.message)
    assert "final standings" in past_text
    assert "alice" in past_text
    # Lifetime statistics carry on across seasons.
    stats = await alice.slash(channel, "stats")
    assert "**5** games" in embed_text(stats.response.message)


async def test_a_taken_season_name_is_refused_and_changes_nothing(world, simcord_bot):
    _env, guild, channel, boss, _alice = world
    await boss.slash(channel, "season start", name="Spring")
    answer = await boss.slash(channel, "season start", name="spring")
    assert answer.ephemeral
    assert "already a season called" in answer.response.content
    assert (await simcord_bot.store.current_season(guild.id, now=0)).name == "Spring"


async def test_ending_a_season_begins_the_next_under_a_plain_name(world, simcord_bot):
    _env, guild, channel, boss, _alice = world
    await boss.slash(channel, "season start", name="Spring")
    answer = await boss.slash(channel, "season end")
    assert "Spring is over" in embed_text(answer.response.message)
    seasons = await simcord_bot.store.seasons(guild.id)
    assert [season.name for season in seasons] == ["Season 1", "Spring", "Season 3"]
    assert seasons[-1].ended_at is None


@pytest.mark.simcord(settle_timeout=10.0)  # every timer is days away; a restart is real work
async def test_a_timed_season_ends_by_itself_after_a_restart(world, simcord_bot, make_bot):
    env, guild, channel, boss, alice = world
    await boss.slash(channel, "season start", name="Sprint", days=2)
    await seed_games(simcord_bot, guild.id, [alice, boss], 5, at=1000)
    restarted = make_bot()
    await simcord_bot.close()  # the old bot's timer must not be the one that fires
    await env.restart_bot(restarted)
    await env.advance_time(86400)
    assert (await restarted.store.current_season(guild.id, now=0)).name == "Sprint"
    await env.advance_time(86400 + 60)
    current = await restarted.store.current_season(guild.id, now=0)
    assert current.name != "Sprint"
    sprint = await restarted.store.season_named(guild.id, "Sprint")
    assert sprint.ended_at is not None
    announced = [
        message
        for message in drivers.public_messages(channel)
        if "Sprint is over" in embed_text(message)
    ]
    assert len(announced) == 2 - 1  # the timed end's own announcement, once
    assert "alice" in embed_text(announced[0])
