"""Crveni tepih's own table in Discord: an auction people can follow and bid in
quickly. Three members play a whole match by clicks through every kind of bid and every kind
of discard; money cards; winner-pays; a restart mid-auction; and every public message is
scanned for face-down cards (as text, emoji, or in the table picture's alt text)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.seats import SeatRow
from bot.session import Session
from bot.tables import plugin_for
from bot.tables.context import RenderContext
from bot.vocab import TableStatus
from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.advice import holding, suggested_discard
from engine.crveni_tepih.game import money_card_bids
from tests.engine.test_crveni_tepih import NAMES, deal_deck
from tests.support import crveni_tepih as ct
from tests.support import drivers
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", "carol", together=True)


def seated(session: Any, members: list[Any]) -> dict[str, Any]:
    """Engine name -> member."""
    by_id = {member.id: member for member in members}
    return {seat.name: by_id[seat.user_id] for seat in session.seats if seat.user_id}


def game_of(session: Any) -> CrveniTepih:
    game = session.game
    assert isinstance(game, CrveniTepih)
    return game


def embed_text(found: Any) -> str:
    return found.embeds[0].description


async def act(channel: Any, session: Any, members: dict[str, Any], control: str) -> Any:
    """The player to act opens their panel from the table (one click) and presses
    ``control`` (one click); returns the answer (their panel, redrawn)."""
    name = ct.to_act(session)
    panel = await ct.panel(channel, session, members[name])
    answer = await ct.press(members[name], panel, control)
    ct.assert_no_hidden_cards(channel, session)
    return answer


async def buy(channel: Any, session: Any, members: dict[str, Any], buyer: str) -> None:
    """``buyer`` wins the pair on offer with the minimum bid; everyone else passes."""
    won = len(game_of(session).sales)
    for _ in range(10):
        if len(game_of(session).sales) > won:
            break
        name = ct.to_act(session)
        await act(channel, session, members, "Bid" if name == buyer else "Pass")
    game = game_of(session)
    assert game.sales[-1][1] == game.players.index(buyer)


@pytest.mark.simcord(settle_timeout=5.0)
async def test_a_match_by_clicks_through_every_bid_and_discard(world, simcord_bot):
    _env, channel, (alice, bob, carol) = world
    session = await ct.open_table(simcord_bot, channel, alice, [bob, carol], "target=1")
    members = seated(session, [alice, bob, carol])
    game = game_of(session)
    c = session.seats[2].name
    ct.assert_no_hidden_cards(channel, session)

    # The public table: the pair on offer, no bid yet, all-pay in words, one line a player.
    table = embed_text(ct.public(channel, session))
    assert "On offer" in table
    assert "No bid yet" in table
    assert "All pay" in table
    assert "To bid or pass: **carol**" in table
    assert table.count("20 left") == 3
    # The picture's name carries a digest of what it shows (bot/art/picture.py).
    assert re.fullmatch(
        r"attachment://table-[0-9a-f]{12}\.png", ct.public(channel, session).embeds[0].image.url
    )

    # Out of turn: the panel says who is bidding and offers no bid controls.
    waiting = await ct.panel(channel, session, bob)
    assert "**carol** is bidding" in embed_text(waiting)
    assert drivers.labels(waiting) == ["Resign"]  # live: no Refresh

    # Auction 1, every kind of bid: each quick bid is one click on the panel.
    assert ct.to_act(session) == c
    answer = await act(channel, session, members, "Bid 2 (min)")
    assert "carol bids 2." in embed_text(answer.response.message)
    assert "High bid **2** by **carol**" in embed_text(ct.public(channel, session))
    await act(channel, session, members, "Bid 4 (+1)")  # bob: the minimum is 3
    await act(channel, session, members, "Bid 7 (+2)")  # alice: the minimum is 5
    # Any amount: the select (open it, choose: two clicks).
    panel = await ct.panel(channel, session, carol)
    assert [option.label for option in ct.options(panel)][:3] == ["Bid 8", "Bid 9", "Bid 10"]
    await ct.pick(carol, panel, "Bid 8")
    assert game.high == 8
    await act(channel, session, members, "Bid 14 (+5)")  # bob: the minimum is 9
    await act(channel, session, members, "All in: 20")  # alice
    # Nobody can beat 20: alice wins at once; all-pay, so carol's 8 and bob's 14 are spent.
    table = embed_text(ct.public(channel, session))
    assert "→ alice for 20" in table
    assert [seat.money for seat in game.view(None).seats] == [0, 6, 12]

    # carol buys the next pairs at 2 (bob passes: one click; alice cannot bid and is out).
    for _ in range(3):
        await buy(channel, session, members, c)
    assert len(game.face_up[2]) + len(game.face_down[2]) == 8
    assert "alice** · 💰 0 left" in embed_text(ct.public(channel, session))

    # The fifth pair makes ten cards: a guided choice, never a long list.
    await buy(channel, session, members, c)
    assert game.pending is not None
    panel = await ct.panel(channel, session, carol)
    text = embed_text(panel)
    assert "Ten cards: let two go" in text
    assert "✨" in text  # the new pair is marked
    labels = drivers.labels(panel)
    assert labels[0].startswith("Let the new pair go (keep ")
    assert sum(label.startswith("Let ") and "go" in label for label in labels) >= 9
    assert ct.options(panel) == []
    table = embed_text(ct.public(channel, session))
    assert "holds ten cards: they discard two" in table
    ct.assert_no_hidden_cards(channel, session)
    # Kind 1: let the new pair go (one click).
    new_pair = list(game.pending[1])
    answer = await ct.press(carol, panel, "Let the new pair go")
    assert game.pending is None
    assert all(card in game.discarded for card in new_pair)
    ct.assert_no_hidden_cards(channel, session)

    # Kind 2: pick the two cards, one after the other (two clicks).
    await buy(channel, session, members, c)
    new_pair = list(game.pending[1])
    panel = await ct.panel(channel, session, carol)
    # The first card picked is one of the suggested two: step two must still draw (no two
    # controls may share a custom_id).
    view = game.view(c)
    mine = holding(view)
    suggestion = suggested_discard(view)
    index = 0
    if suggestion is not None and not suggestion.new_pair:
        index = mine.index(suggestion.action.cards[0])
    first_card = mine[index]
    pick = f":ctdpick:{session.version}:{index}"
    button = next(x for x in drivers.components(panel) if (x.custom_id or "").endswith(pick))
    second = await carol.click(panel, custom_id=button.custom_id)
    step = second.response.message
    assert "now pick the second card" in embed_text(step)
    plus = [label for label in drivers.labels(step) if label.startswith("+ ")]
    assert len(plus) == 7
    assert all("(keep " in label for label in plus)
    await ct.press(carol, step, plus[0])
    assert game.pending is None
    assert first_card in game.discarded
    assert all(card in game.face_up[2] for card in new_pair)
    ct.assert_no_hidden_cards(channel, session)

    # And the suggested keep (one click).
    await buy(channel, session, members, c)
    panel = await ct.panel(channel, session, carol)
    if any(label.startswith("Suggested") for label in drivers.labels(panel)):
        await ct.press(carol, panel, "Suggested")
    else:
        await ct.press(carol, panel, "Let the new pair go")
    assert game.pending is None

    # The rest by clicks: the cheapest bid when one is offered.
    for _ in range(40):
        if session.status == TableStatus.FINISHED:
            break
        name = ct.to_act(session)
        panel = await ct.panel(channel, session, members[name])
        offered = drivers.labels(panel)
        await ct.press(members[name], panel, "Bid" if any("Bid" in x for x in offered) else "Pass")
        ct.assert_no_hidden_cards(channel, session)
    assert session.status == TableStatus.FINISHED

    # The showdown: every kept four with its combination and points breakdown, the standings,
    # the result stored with the engine's standings, and a rematch.
    final = ct.public(channel, session)
    text = embed_text(final)
    assert "Showdown — deal 1" in text
    for hand in game.view(None).last_deal.hands:
        assert f"{hand.hand}:" in text
        assert f"+{hand.money} money" in text
        assert f"**{hand.points}**" in text
    assert "best hand" in text
    assert "×" in text or "high cards" in text
    assert "Final standings" in text
    rows = await simcord_bot.store.results(session.id)
    standings = game.standings()
    assert {row.user_id: row.placement for row in rows} == {
        seat.user_id: standings.of(seat.name).place for seat in session.seats
    }
    assert drivers.labels(final) == ["Rematch"]
    again = await bob.click(final, label="Rematch")
    assert not again.ephemeral
    rematch = simcord_bot.host.tables[max(simcord_bot.host.tables)]
    assert rematch.status == TableStatus.LOBBY
    assert [seat.user_id for seat in rematch.seats] == [seat.user_id for seat in session.seats]
    assert rematch.options == session.options
    outsider = _env.guild.add_member(_env.create_user("dave"))
    refused = await outsider.click(final, label="Rematch")
    assert refused.ephemeral
    assert "Only the players" in refused.response.content


@pytest.mark.simcord(settle_timeout=5.0)
async def test_money_cards_bids_say_the_total_they_make(world, simcord_bot):
    _env, channel, (alice, bob, carol) = world
    session = await ct.open_table(simcord_bot, channel, alice, [bob, carol], "money=cards")
    members = seated(session, [alice, bob, carol])
    table = embed_text(ct.public(channel, session))
    assert "money cards 2–6, no change" in table
    assert table.count("💵 `2` `3` `4` `5` `6` (= 20)") == 3
    first = members[ct.to_act(session)]
    panel = await ct.panel(channel, session, first)
    assert drivers.labels(panel)[:5] == [
        "Bid 2 (add 2)",
        "Bid 3 (add 3)",
        "Bid 4 (add 4)",
        "Bid 7 (add 3 + 4)",
        "All in: 20 (add 2 + 3 + 4 + 5 + 6)",
    ]
    # The opening can be made 31 ways: the select keeps every total (2 to 20 but 19).
    opening = [option.label for option in ct.options(panel)]
    assert len(opening) == 25
    totals = {sum(group) for group in money_card_bids([2, 3, 4, 5, 6], 0, 0)}
    assert totals == set(range(2, 21)) - {19}
    assert {int(label.split()[1].rstrip(":")) for label in opening} == totals
    await ct.press(first, panel, "Bid 7 (add 3 + 4)")  # one click
    game = game_of(session)
    assert game.high == 7
    table = embed_text(ct.public(channel, session))
    assert "💵 `2` `5` `6` (= 13), put in `3` `4`" in table
    # Any set of money cards through the select, each labelled with the total it makes.
    second = members[ct.to_act(session)]
    panel = await ct.panel(channel, session, second)
    labels = [option.label for option in ct.options(panel)]
    assert labels[0] == "Bid 8 (add 2 + 6)"
    assert all(label.startswith(("Bid ", "All in: ")) for label in labels)
    assert len(labels) <= 25
    await ct.pick(second, panel, "Bid 9 (add 4 + 5)")
    assert game.high == 9
    assert game.notes[game.players.index(ct.seat_name(session, second))] == [2, 3, 6]
    # A pass is one click; an out-of-turn player sees no controls.
    third = members[ct.to_act(session)]
    panel = await ct.panel(channel, session, third)
    answer = await ct.press(third, panel, "Pass")
    assert drivers.labels(answer.response.message) == ["Resign"]
    assert "is bidding" in embed_text(answer.response.message)
    assert game.high == 9
    ct.assert_no_hidden_cards(channel, session)


@pytest.mark.simcord(settle_timeout=5.0)
async def test_winner_pays_gives_the_losers_their_bids_back(world, simcord_bot):
    _env, channel, (alice, bob, carol) = world
    session = await ct.open_table(simcord_bot, channel, alice, [bob, carol], "all_pay=false")
    members = seated(session, [alice, bob, carol])
    assert "Winner pays" in embed_text(ct.public(channel, session))
    panel = await ct.panel(channel, session, members[ct.to_act(session)])
    assert "if you are outbid you take your bid back" in embed_text(panel)
    await act(channel, session, members, "Bid 7 (+5)")
    loser = ct.to_act(session)
    game = game_of(session)
    await act(channel, session, members, "Bid 8 (min)")
    await act(channel, session, members, "Pass")
    first = game.players[game.high_bidder] if game.high_bidder is not None else None
    assert first == loser
    while game.sales == []:
        await act(channel, session, members, "Pass")
    assert game.sales[0][1:] == (game.players.index(loser), 8)
    # Only the winner paid: the others hold their 20 again.
    assert sorted(seat.money for seat in game.view(None).seats) == [12, 20, 20]
    table = embed_text(ct.public(channel, session))
    assert table.count("💰 20 left") == 2
    assert f"→ {session.display(loser)} for 8" in table


@pytest.mark.simcord(settle_timeout=5.0)
async def test_a_restart_mid_auction_keeps_the_bids_and_the_panels(world, simcord_bot, make_bot):
    env, channel, (alice, bob, carol) = world
    session = await ct.open_table(simcord_bot, channel, alice, [bob, carol])
    members = seated(session, [alice, bob, carol])
    await act(channel, session, members, "Bid 3 (+1)")
    second = members[ct.to_act(session)]
    panel = await ct.panel(channel, session, second)  # drawn before the restart
    before = session.game.fingerprint()
    restarted = make_bot()
    await env.restart_bot(restarted)
    again = restarted.host.tables[session.id]
    assert again.game.fingerprint() == before
    assert "High bid **3**" in embed_text(ct.public(channel, again))
    await ct.press(second, panel, "Bid 4 (min)")
    assert again.version == 2
    assert game_of(again).high == 4
    row = await restarted.store.table(session.id)
    assert row is not None
    assert len(row.actions) == 2
    ct.assert_no_hidden_cards(channel, again)


SEVERAL_DEALS = 1
"""A seed whose match (target 120) takes more than one deal."""


@pytest.mark.simcord(settle_timeout=5.0)
async def test_computers_finish_a_match_with_standings_after_every_deal(world, make_bot):
    env, channel, (alice, _bob, _carol) = world
    bot = make_bot(computer_delay=0)
    await env.restart_bot(bot)
    # A fixed deal: with a random one the first deal could reach the target and end the
    # match before any standings between deals were shown.
    session = await drivers.open_seeded(
        bot, channel, alice, [], 2, game="crveni_tepih", seed=SEVERAL_DEALS, options={"target": 120}
    )
    members = seated(session, [alice])
    deals_seen = set()
    showdowns = 0
    for _ in range(200):
        if session.status == TableStatus.FINISHED:
            break
        game = game_of(session)
        if game.results:
            deals_seen.add(len(game.results))
            text = embed_text(ct.public(channel, session))
            if not game.sales:
                assert f"Showdown — deal {len(game.results)}" in text
                assert "**Match** (first to 120)" in text
                showdowns += 1
        if ct.to_act(session) not in members:
            await env.advance_time(5)
            continue
        panel = await ct.panel(channel, session, alice)
        labels = drivers.labels(panel)
        choice = next(
            (x for x in labels if x.startswith(("Suggested", "Let the new", "Bid 2", "Pass"))),
            labels[0],
        )
        await ct.press(alice, panel, choice)
        ct.assert_no_hidden_cards(channel, session)
    assert session.status == TableStatus.FINISHED
    assert len(deals_seen) >= 1
    assert showdowns >= 1
    assert len(game_of(session).results) >= 2
    final = embed_text(ct.public(channel, session))
    assert "Final standings" in final
    rows = await bot.store.results(session.id)
    assert sorted(row.placement for row in rows)[0] == 1


def test_the_red_carpet_is_celebrated_at_the_showdown():
    """Drawn straight from a stacked deal (no Discord needed): Ana keeps A♥ A♦ 7♥ 7♦."""
    names = NAMES[:3]
    seats = [
        SeatRow(index, 100 + index, name, name.capitalize(), computer=False)
        for index, name in enumerate(names)
    ]
    session = Session(
        1, 1, 1, 1, "crveni_tepih", {"target": 1}, 0, 100, TableStatus.PLAYING, seats, 60
    )
    deck = deal_deck(3, hands={"ana": "AH AD"}, pairs=["7H 7D"])
    game = CrveniTepih(list(names), {"target": 1}, seed=0, decks=[deck])
    session.game = game
    game.apply({"player": "cem", "type": "pass"})
    game.apply({"player": "ben", "type": "pass"})
    game.apply({"player": "ana", "type": "bid", "amount": 20})
    while not game.over:
        (name,) = game.to_act()
        game.apply({"player": name, "type": "pass"})
    message = plugin_for("crveni_tepih").public(session, RenderContext())
    text = message.embeds[0].description
    assert "🏆 **Ana**" in text
    assert "RED CARPET** = 100" in text
    assert "The red carpet is rolled out for **Ana**" in text
    assert "+25 best hand · +0 money = **125**" in text
    assert "red carpet 100 · 125 points in all" in message.files[0].description
