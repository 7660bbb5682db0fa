"""Filling seats: the host invites members from the lobby (a mention here or a DM, as each
member's /settings say; none to those who refuse), they join from the invitation, which lapses
with the lobby; Challenge from a member's context menu opens a lobby with them invited."""

from __future__ import annotations

from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", "cem", "dora", "eve", guild=True, together=True)


def mentioning(channel, member) -> list:
    return [m for m in drivers.public_messages(channel) if f"<@{member.id}>" in (m.content or "")]


async def open_lobby(alice, channel, game="krypkasino"):
    opened = await alice.slash(channel, "play", game=game)
    lobby = opened.response.message
    table_id = int(drivers.button(lobby, "Join").custom_id.split(":")[1])
    return lobby, table_id


async def test_host_invites_members_who_join_from_the_invitation(world, simcord_bot):
    _env, _guild, channel, (alice, bob, cem, dora, _eve) = world
    await cem.slash(channel, "settings", invitations="dm")
    await dora.slash(channel, "settings", invitations="off")
    lobby, table_id = await open_lobby(alice, channel)

    invited = await alice.select(lobby, [bob, cem, dora], custom_id=f"fd:{table_id}:invite")
    assert invited.ephemeral
    told = invited.response.content
    assert f"Invited <@{bob.id}> and <@{cem.id}>." in told
    assert f"<@{dora.id}> does not take invitations." in told

    # One mention in the channel for bob, a DM for cem, nothing for dora.
    assert len(mentioning(channel, bob)) == 1
    assert mentioning(channel, cem) == []
    assert mentioning(channel, dora) == []
    assert [m for m in dora.user.dm_channel.history() if "invites you" in m.content] == []
    dms = [m for m in cem.user.dm_channel.history() if "invites you" in m.content]
    assert len(dms) == 1
    assert "Krypkasino" in dms[0].content

    # Inviting again calls nobody twice.
    again = await alice.select(lobby, [bob], custom_id=f"fd:{table_id}:invite")
    assert "invited already" in again.response.content
    assert len(mentioning(channel, bob)) == 1

    # Only the host invites.
    await bob.click(lobby, label="Join")
    refused = await bob.select(lobby, [dora], custom_id=f"fd:{table_id}:invite")
    assert "Only the host" in refused.response.content
    await bob.click(lobby, label="Leave")

    joined = await bob.click(mentioning(channel, bob)[0], label="Join")
    assert joined.ephemeral
    assert f"You joined table {table_id}" in joined.response.content
    joined = await cem.user.click(dms[0], label="Join")
    assert f"You joined table {table_id}" in joined.response.content
    table = simcord_bot.host.tables[table_id]
    assert [seat.user_id for seat in table.seats] == [alice.id, bob.id, cem.id]
    assert "**cem**" in drivers.message_text(drivers.message(channel, lobby.id))


async def test_invitations_lapse_with_the_lobby(world, simcord_bot):
    _env, _guild, channel, (alice, bob, cem, *_rest) = world
    lobby, table_id = await open_lobby(alice, channel)
    await alice.select(lobby, [bob, cem], custom_id=f"fd:{table_id}:invite")
    invitation = mentioning(channel, bob)[0]
    await alice.click(lobby, label="Cancel")
    late = await bob.click(invitation, label="Join")
    assert late.ephemeral
    assert late.response.content == "This invitation has lapsed: This table was cancelled."
    assert table_id not in simcord_bot.host.tables

    # A lobby that started without them: the invitation has lapsed too.
    lobby, table_id = await open_lobby(alice, channel)
    await alice.select(lobby, [bob, cem], custom_id=f"fd:{table_id}:invite")
    await alice.click(lobby, label="Add computer player")
    await alice.click(lobby, label="Start")
    late = await cem.click(mentioning(channel, cem)[-1], label="Join")
    assert "lapsed: the game has started" in late.response.content
    seats = simcord_bot.host.tables[table_id].seats
    assert cem.id not in [seat.user_id for seat in seats]


async def test_challenge_opens_a_lobby_with_the_member_invited(world, simcord_bot):
    _env, _guild, channel, (alice, bob, cem, *_rest) = world
    shown = await alice.context_menu(channel, "Challenge", bob)
    assert shown.ephemeral
    chooser = shown.response.message
    options = [option.label for option in drivers.components(chooser)[0].options]
    assert "4-poker" not in options  # a solitaire is no challenge
    assert {"Krypkasino", "Crveni tepih", "Kare Kupa"} <= set(options)
    await alice.select(chooser, ["crveni_tepih"])
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.game_name == "crveni_tepih"
    assert table.host_id == alice.id
    invitation = mentioning(channel, bob)
    assert len(invitation) == 1
    assert "invites you to play Crveni tepih" in invitation[0].content
    await bob.click(invitation[0], label="Join")
    assert [seat.user_id for seat in table.seats] == [alice.id, bob.id]

    yourself = await alice.context_menu(channel, "Challenge", alice)
    assert "Challenge someone else" in yourself.response.content
    # A member who refuses invitations is not called; the challenger is told so.
    await cem.slash(channel, "settings", invitations="off")
    shown = await alice.context_menu(channel, "Challenge", cem)
    chosen = await alice.select(shown.response.message, ["krypkasino"])
    assert mentioning(channel, cem) == []
    told = [m.content for m in channel.history(viewer=alice) if m.flags.ephemeral]
    assert any(f"<@{cem.id}> does not take invitations" in text for text in told), chosen
