""" "A table is open" notices: members who follow a game in a server are told, once per lobby,
when one opens with seats free (a mention here or a DM); never the host, never twice."""

from __future__ import annotations

from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", "cem", "dora", guild=True)


def notices_for(channel, member) -> list:
    return [
        m
        for m in drivers.public_messages(channel)
        if f"<@{member.id}>" in (m.content or "") and "is open" in m.content
    ]


def dm_notices(member) -> list:
    return [m for m in member.user.dm_channel.history() if "is open" in m.content]


async def test_followers_get_one_notice_per_open_lobby(world, simcord_bot):
    _env, _guild, channel, alice, bob, cem, dora = world
    answer = await bob.slash(channel, "settings", follow="krypkasino")
    assert "You are told when a lobby opens here for: Krypkasino." in answer.response.content
    await cem.slash(channel, "settings", follow="krypkasino", invitations="dm")
    await dora.slash(channel, "settings", follow="crveni_tepih")
    await alice.slash(channel, "settings", follow="krypkasino")

    lobby = (await alice.slash(channel, "play", game="krypkasino")).response.message
    table_id = int(drivers.button(lobby, "Join").custom_id.split(":")[1])
    assert len(notices_for(channel, bob)) == 1
    assert "a table of Krypkasino is open (table" in notices_for(channel, bob)[0].content
    assert len(dm_notices(cem)) == 1
    assert notices_for(channel, dora) == []
    assert notices_for(channel, alice) == []  # the host is not told of their own table

    # Called once per lobby: an invitation after the notice calls nobody again.
    again = await alice.select(lobby, [bob], custom_id=f"fd:{table_id}:invite")
    assert "invited already" in again.response.content
    assert len(notices_for(channel, bob)) == 1
    await bob.click(notices_for(channel, bob)[0], label="Join")
    assert bob.id in [seat.user_id for seat in simcord_bot.host.tables[table_id].seats]

    # A second lobby is a second notice; bob, seated nowhere there, is told again.
    await cem.slash(channel, "play", game="krypkasino")
    assert len(notices_for(channel, bob)) == 2
    assert len(dm_notices(cem)) == 1  # cem hosts this one

    await bob.slash(channel, "settings", unfollow="krypkasino")
    await dora.slash(channel, "play", game="krypkasino")
    assert len(notices_for(channel, bob)) == 2
    assert len(dm_notices(cem)) == 2


async def test_follows_are_per_server(world, simcord_bot):
    env, _guild, channel, alice, bob, *_rest = world
    await bob.slash(channel, "settings", follow="kare_kupa")
    other = env.create_guild()
    elsewhere = other.create_text_channel("cards")
    host = other.add_member(env.create_user("fay"))
    other.add_member(bob.user)
    await host.slash(elsewhere, "play", game="kare_kupa")
    assert notices_for(elsewhere, bob) == []
    await alice.slash(channel, "play", game="kare_kupa")
    assert len(notices_for(channel, bob)) == 1
