"""Options as a form: /play form:true opens a modal built from the game's options model; typed
options stay, with autocomplete; /end and /replay offer the member's own tables."""

from __future__ import annotations

from bot.vocab import TableStatus
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True)


async def test_the_form_opens_a_crveni_tepih_table_with_money_cards(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    shown = await alice.slash(channel, "play", game="crveni_tepih", form=True)
    opened = await alice.submit_modal(
        shown, {"option:money": "cards", "option:all_pay": False, "option:target": "100"}
    )
    assert not opened.ephemeral, opened.response.content
    table = next(iter(simcord_bot.host.tables.values()))
    assert table.status == TableStatus.LOBBY
    assert table.options == {"money": "cards", "all_pay": False, "target": 100}
    text = drivers.message_text(opened.response.message)
    assert "money=cards" in text
    assert "target=100" in text


async def test_a_bad_value_in_the_form_or_typed_is_refused_and_opens_nothing(world, simcord_bot):
    _env, _guild, channel, alice, _bob = world
    shown = await alice.slash(channel, "play", game="crveni_tepih", form=True)
    refused = await alice.submit_modal(shown, {"option:target": "lots"})
    assert refused.ephemeral
    assert "The option 'target' is invalid" in refused.response.content
    typed = await alice.slash(channel, "play", game="crveni_tepih", options="target=0")
    assert typed.ephemeral
    assert "The option 'target' is invalid" in typed.response.content
    typed = await alice.slash(channel, "play", game="krypkasino", options="colour=red")
    assert "'colour' is not an option of Krypkasino" in typed.response.content
    both = await alice.slash(channel, "play", game="crveni_tepih", form=True, options="target=9")
    assert "not both" in both.response.content
    nothing = await alice.slash(channel, "play", game="four_poker", form=True)
    assert "4-poker has no options to choose" in nothing.response.content
    assert simcord_bot.host.tables == {}


async def test_autocomplete_offers_options_and_the_members_tables(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    names = await alice.autocomplete(channel, "play", "options", "", game="crveni_tepih")
    assert [choice["value"] for choice in names] == ["money=", "all_pay=", "target="]
    values = await alice.autocomplete(channel, "play", "options", "target=100 money=c")
    assert values == []  # no game chosen yet: nothing to offer
    values = await alice.autocomplete(
        channel, "play", "options", "target=100 money=c", game="crveni_tepih"
    )
    assert [choice["value"] for choice in values] == [
        "target=100 money=chips",
        "target=100 money=cards",
    ]

    mine = (await alice.slash(channel, "play", game="krypkasino")).response.message
    await bob.slash(channel, "play", game="crveni_tepih")
    table_id = int(drivers.button(mine, "Join").custom_id.split(":")[1])
    offered = await alice.autocomplete(channel, "end", "table", "")
    assert [choice["value"] for choice in offered] == [table_id]
    assert "Krypkasino" in offered[0]["name"]

    found = (await alice.slash(channel, "play", game="four_poker")).response.message
    finished = next(t for t in simcord_bot.host.tables.values() if t.game_name == "four_poker")
    while finished.game is not None and not finished.game.over:
        column = finished.game.legal_actions(finished.seats[0].name)[0].column
        found = (await alice.click(found, label=f"Column {column + 1}")).response.message
    assert finished.status == TableStatus.FINISHED
    offered = await alice.autocomplete(channel, "replay", "table", "")
    assert [choice["value"] for choice in offered] == [finished.id]
    assert await bob.autocomplete(channel, "replay", "table", "") == []
