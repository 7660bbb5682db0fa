"""The host's refusals and the engine's option refusals, answered in the language of the member
who asked (through SimCord: members choose their language with /settings)."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.errors import StaleControl, TableError
from bot.seating import cannot_start
from engine.levels import Level
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True, managers=("alice",))


async def test_a_bad_option_is_refused_in_the_members_language(world, simcord_bot):
    _env, _guild, channel, _alice, bob = world
    english = await bob.slash(channel, "play", game="krypkasino", options="colour=red")
    assert english.response.content.startswith("'colour' is not an option of Krypkasino")
    await bob.slash(channel, "settings", language="sv")
    swedish = await bob.slash(channel, "play", game="krypkasino", options="colour=red")
    assert swedish.response.content.startswith("'colour' är inget alternativ i Krypkasino")
    await bob.slash(channel, "settings", language="he")
    hebrew = await bob.slash(channel, "play", game="krypkasino", options="rounds=2 rounds=3")
    assert "ניתנה פעמיים" in hebrew.response.content
    assert i18n.first_strong(hebrew.response.content) == "R"
    assert not simcord_bot.host.tables  # nothing opened


async def test_an_options_refused_value_says_what_it_takes_in_the_members_language(
    world, simcord_bot
):
    """The engine's refusal of a value carries the validator's English words: English shows
    them as it always did; every other language says what the option takes instead."""
    _env, _guild, channel, _alice, bob = world
    english = await bob.slash(channel, "play", game="krypkasino", options="rounds=0")
    assert english.response.content == (
        "The option 'rounds' is invalid: Input should be greater than or equal to 1."
    )
    expected = {
        "sv": ("Alternativet `rounds` tar ett heltal: 1 till 100.", "Alternativet `money` tar "),
        "ro": ("Opțiunea `rounds` ia un număr întreg: de la 1 la 100.", "Opțiunea `money` ia "),
        "sr-Latn": ("Opcija `rounds` prima ceo broj: od 1 do 100.", "Opcija `money` prima "),
        "he": ("האפשרות `rounds` מקבלת מספר שלם: 1 עד 100.", "האפשרות `money` מקבלת "),
    }
    for language, (rounds, money) in expected.items():
        await bob.slash(channel, "settings", language=language)
        refused = await bob.slash(channel, "play", game="krypkasino", options="rounds=0")
        assert refused.response.content.lstrip(i18n.RLM) == rounds
        refused = await bob.slash(channel, "play", game="crveni_tepih", options="money=gold")
        text = refused.response.content.lstrip(i18n.RLM)
        assert text.startswith(money), text
        assert "`chips`" in text
        assert "`cards`" in text
        assert "Input" not in text
    assert not simcord_bot.host.tables  # nothing opened


async def test_lobby_refusals_are_said_in_each_members_own_language(world, simcord_bot):
    """The lobby's buttons answer with ``TableError.say`` in the clicker's language once the
    table controls know it; here the host's refusals themselves, raised by real lobby
    changes, in English and in each language."""
    _env, _guild, channel, alice, bob = world
    await alice.slash(channel, "play", game="krypkasino")
    [session] = simcord_bot.host.tables.values()
    blocker = cannot_start(session)  # Start is disabled while too few are seated
    assert blocker is not None
    assert str(blocker) == "Krypkasino starts with 2, 3, 4 or 6 players; 1 is seated."
    assert (
        blocker.say("sv") == "Krypkasino börjar med 2, 3, 4 eller 6 spelare; en sitter vid bordet."
    )
    assert blocker.say("sr-Latn") == "Krypkasino počinje sa 2, 3, 4 ili 6 igrača; sedi 1."
    lobby = simcord_bot.host.lobby
    await lobby.join(session.id, bob.id, bob.name)
    with pytest.raises(TableError) as again:
        await lobby.join(session.id, bob.id, bob.name)
    assert str(again.value) == "You are already seated at this table."
    assert again.value.say("ro") == "Stai deja la această masă."
    with pytest.raises(TableError) as not_host:
        await lobby.start(session.id, bob.id)
    assert not_host.value.say("he") == i18n.t("he", "host-only-host")
    assert i18n.first_strong(not_host.value.say("he")) == "R"
    await lobby.start(session.id, alice.id)
    with pytest.raises(StaleControl) as started:
        await lobby.join(session.id, bob.id, bob.name)
    assert started.value.say("sv") == "Det här bordet tar inte längre emot spelare."


async def test_a_computer_removed_from_the_lobby_is_named_in_each_readers_language(
    world, simcord_bot
):
    """The notice outlives the seat: it still names the computer in the reader's words."""
    _env, _guild, channel, alice, _bob = world
    await alice.slash(channel, "play", game="krypkasino", options="rounds=1")
    session = simcord_bot.host.tables[max(simcord_bot.host.tables)]
    await simcord_bot.host.lobby.add_computer(session.id, alice.id, Level.STRONG)
    await simcord_bot.host.lobby.remove_seat(session.id, alice.id, 1)
    removed = session.recent[-1]
    context = simcord_bot.render_context
    assert context.say(session, removed) == "Computer 1 (strong) was removed by the host."
    swedish = context.speaking("sv").say(session, removed)
    assert "Dator 1 (stark)" in swedish
    assert "Computer" not in swedish
