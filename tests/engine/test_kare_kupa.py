"""Kare Kupa's rules (RULES.md section 4), scenario by scenario on stacked decks."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest

from engine.cards import FULL_DECK, Card
from engine.errors import IllegalAction, SetupError
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import (
    GESTURES,
    Accept,
    Call,
    Decline,
    Next,
    Offer,
    Open,
    Pass,
    Seen,
    Signal,
    Swap,
    Withdraw,
)
from engine.kare_kupa.claims import claim_shapes
from tests.support.engine import assert_refused, assert_replays, cards, public_json, stacked

PLAYERS = ["ana", "ben", "cem", "dan"]
ANA, BEN, CEM, DAN = PLAYERS

# Pairs but no triples: each seat collects its own rank (ana 2s, ben 3s, cem 4s, dan 5s) from
# the first two tables.
HANDS = ["2S 2H 6S 7S", "3S 3H 6H 7H", "4S 4H 6D 7D", "5S 5H 6C 7C"]
TABLE = "2D 3D 4D 5D"
SECOND = "2C 3C 4C 5C"


def deck(
    hands: Sequence[str] = HANDS, table: str = TABLE, stock: str = SECOND, dealer: int = 0
) -> list[Card]:
    """A deck that deals ``hands`` (by seat) from the dealer's left, one card at a time, then
    turns ``table``, then ``stock``; the rest follows in deck order."""
    dealt = [cards(hand) for hand in hands]
    order = [dealt[(dealer + 1 + index) % 4][index // 4] for index in range(16)]
    return stacked(FULL_DECK, order + cards(table) + cards(stock))


def game(*decks: list[Card], look: bool = True, target: int = 5) -> KareKupa:
    return KareKupa(PLAYERS, {"look": look, "target": target}, decks=list(decks) or [deck()])


def hand(table: KareKupa, player: str) -> list[str]:
    hand = table.view(player).hand
    assert hand is not None
    return hand


def swap(player: str, give: str, take: str) -> Swap:
    return Swap(player=player, give=cards(give)[0], take=cards(take)[0])


def look_all(table: KareKupa) -> None:
    for player in PLAYERS:
        table.apply(Seen(player=player))


def collect(table: KareKupa, players: Iterable[str]) -> None:
    """Each of ``players`` completes four of their own rank from the first two tables
    (``look: false`` games)."""
    players = list(players)
    for player in players:
        seat = PLAYERS.index(player)
        table.apply(swap(player, HANDS[seat].split()[2], TABLE.split()[seat]))
    table.apply(Next(player=None))
    for player in players:
        seat = PLAYERS.index(player)
        table.apply(swap(player, HANDS[seat].split()[3], SECOND.split()[seat]))


def call(player: str, *claim: str, round: int | None = None) -> Call:
    return Call(player=player, claim=claim, round=round)


# -- Deal ------------------------------------------------------------------------------------


def test_deal_four_cards_each_one_at_a_time_from_the_dealers_left() -> None:
    table = game()
    assert [hand(table, player) for player in PLAYERS] == [h.split() for h in HANDS]
    dealt = deck()
    # The first card goes to ben, the dealer's left; ana, the dealer, gets the fourth.
    assert hand(table, BEN)[0] == str(dealt[0])
    assert hand(table, ANA)[0] == str(dealt[3])
    view = table.view(None)
    assert view.dealer == ANA
    assert view.table == TABLE.split()
    assert view.stock == 52 - 16 - 4
    assert view.round == 1
    assert view.redeals == []


@pytest.mark.parametrize("count", [3, 4])
def test_deal_redeals_on_three_or_four_of_a_kind_same_dealer_not_a_round(count: int) -> None:
    dealt = ["9S 9H 9D 2S", "3S 3H 6H 7H", "4S 4H 6D 7D", "5S 5H 6C 7C"]
    if count == 4:
        dealt[0] = "9S 9H 9D 9C"
    first = deck(dealt, table="2D 3D 4D 5D", stock="")
    table = game(first, deck())
    view = table.view(None)
    assert [(r.player, r.rank, r.count) for r in view.redeals] == [(ANA, "9", count)]
    assert view.round == 1
    assert view.dealer == ANA
    assert table.rounds == []
    # The second deck of the record was dealt.
    assert [hand(table, player) for player in PLAYERS] == [h.split() for h in HANDS]
    assert table._decks.used == 2
    assert_replays(table)


def test_deal_redeal_is_announced_in_the_events_of_a_later_deal() -> None:
    triple = deck(["9S 9H 9D 2S", *HANDS[1:]], table="2D 3D 4D 5D", stock="", dealer=1)
    table = game(deck(), triple, deck(dealer=1))
    events = table.apply(call(BEN, ANA))
    assert [event.text for event in events if event.kind == "redeal"] == [
        "ana was dealt three 9s: ben deals again."
    ]
    assert table.view(None).round == 2
    assert table.view(None).dealer == BEN


# -- The table -------------------------------------------------------------------------------


def test_table_with_three_of_a_kind_is_set_aside_at_once_and_four_new_cards_turned() -> None:
    table = game(deck(table="8S 8H 8D 2D", stock="3D 4D 5D 2C"))
    view = table.view(None)
    assert view.table == ["3D", "4D", "5D", "2C"]
    assert view.set_aside == 4
    assert view.table_number == 1
    assert view.stock == 52 - 16 - 8
    message = assert_refused(table, swap(ANA, "6S", "8H"))
    assert message == "That card is no longer on the table: it was set aside."


def test_table_with_four_of_a_kind_is_set_aside_too() -> None:
    table = game(deck(table="8S 8H 8D 8C", stock="3D 4D 5D 2C"))
    assert table.view(None).table == ["3D", "4D", "5D", "2C"]
    assert table.view(None).set_aside == 4


# -- Look first ------------------------------------------------------------------------------


def test_look_no_swap_until_everyone_has_seen() -> None:
    table = game()
    assert table.view(None).phase == "look"
    table.apply(Seen(player=ANA))
    table.apply(Seen(player=BEN))
    table.apply(Seen(player=CEM))
    message = assert_refused(table, swap(ANA, "6S", "2D"))
    assert message == (
        "Nobody may take a card until everyone has seen the new table; waiting for dan."
    )
    table.apply(Seen(player=DAN))
    assert table.view(None).phase == "open"
    table.apply(swap(ANA, "6S", "2D"))
    assert hand(table, ANA) == ["2S", "2H", "2D", "7S"]


def test_look_host_opens_the_table() -> None:
    table = game()
    table.apply(Seen(player=BEN))
    assert table.legal_actions(None) == [Open(player=None), Next(player=None)]
    events = table.apply(Open(player=None))
    assert [event.text for event in events] == ["The table is open."]
    assert table.view(None).phase == "open"
    table.apply(swap(CEM, "6D", "4D"))


def test_look_second_seen_and_seen_or_open_on_an_open_table_refused() -> None:
    table = game()
    table.apply(Seen(player=ANA))
    assert_refused(table, Seen(player=ANA), "You have already seen this table.")
    table.apply(Open(player=None))
    assert_refused(table, Seen(player=BEN), "The table is already open.")
    assert_refused(table, Open(player=None), "The table is already open.")
    assert table.legal_actions(None) == [Next(player=None)]


def test_look_off_refuses_seen_and_open_and_swaps_at_once() -> None:
    table = game(look=False)
    assert table.view(None).phase == "open"
    assert_refused(table, Seen(player=ANA), r"look is off")
    assert_refused(table, Open(player=None), r"look is off")
    table.apply(swap(ANA, "6S", "2D"))


def test_look_accepts_calls_exchanges_signals_and_next_but_not_pass() -> None:
    table = game()
    assert_refused(
        table,
        Pass(player=ANA),
        "Everyone is still looking at the new table; pass once it is open.",
    )
    table.apply(Offer(player=ANA, give=cards("6S")[0]))
    table.apply(Accept(player=CEM, give=cards("7D")[0]))
    table.apply(Signal(player=BEN, gesture="wink"))
    table.apply(Next(player=None))
    assert table.view(None).phase == "look"
    table.apply(call(DAN, BEN))
    assert table.view(None).round == 2


def test_look_only_fresh_cards_start_a_look_and_they_reset_seen() -> None:
    table = game()
    look_all(table)
    table.apply(swap(ANA, "6S", "2D"))
    assert table.view(None).phase == "open"
    table.apply(Next(player=None))
    view = table.view(None)
    assert view.phase == "look"
    assert view.seen == []
    assert view.table == SECOND.split()


def test_look_legal_actions_while_looking() -> None:
    table = game()
    legal = table.legal_actions(ANA)
    assert legal[0] == Seen(player=ANA)
    assert {action.type for action in legal} == {"seen", "offer", "call", "signal"}
    table.apply(Seen(player=ANA))
    assert Seen(player=ANA) not in table.legal_actions(ANA)


# -- Swapping --------------------------------------------------------------------------------


def test_swap_exchanges_a_hand_card_for_a_table_card() -> None:
    table = game(look=False)
    events = table.apply(swap(ANA, "6S", "2D"))
    assert [event.text for event in events] == ["ana gives 6S for 2D."]
    view = table.view(None)
    assert view.table == ["6S", "3D", "4D", "5D"]
    assert view.known[ANA] == ["2D"]
    assert hand(table, ANA) == ["2S", "2H", "2D", "7S"]


def test_swap_race_the_second_player_asking_for_the_same_card_is_refused() -> None:
    table = game(look=False)
    table.apply(swap(BEN, "6H", "2D"))
    message = assert_refused(table, swap(ANA, "6S", "2D"))
    assert message == "That card is no longer on the table: ben took it."


def test_swap_refusals() -> None:
    table = game(look=False)
    assert_refused(table, swap(ANA, "6S", "AS"), "AS is not on the table.")
    assert_refused(table, swap(ANA, "3S", "2D"), "You do not hold 3S.")
    table.apply(Next(player=None))
    assert_refused(table, swap(ANA, "6S", "2D"), "That card is no longer on the table: it was")


def test_swap_does_not_start_a_look_and_clears_the_passes() -> None:
    table = game(look=False)
    table.apply(Pass(player=BEN))
    table.apply(Pass(player=CEM))
    table.apply(swap(ANA, "6S", "2D"))
    view = table.view(None)
    assert view.passed == []
    assert view.phase == "open"
    table.apply(Pass(player=BEN))


def test_swap_legal_actions_pair_every_hand_card_with_every_table_card() -> None:
    table = game(look=False)
    swaps = [action for action in table.legal_actions(ANA) if isinstance(action, Swap)]
    assert len(swaps) == 16
    assert all(table.is_legal(action) for action in swaps)


# -- Exchanging with a partner ---------------------------------------------------------------


def test_exchange_accepted_cards_change_hands_and_are_shown() -> None:
    table = game()
    events = table.apply(Offer(player=ANA, give=cards("7S")[0]))
    assert [event.text for event in events] == ["ana offers 7S to cem."]
    view = table.view(None)
    assert [(o.offerer, o.partner, o.card) for o in view.open_offers] == [(ANA, CEM, "7S")]
    events = table.apply(Accept(player=CEM, give=cards("6D")[0]))
    assert [event.text for event in events] == ["cem accepts ana's 7S, giving 6D in return."]
    assert hand(table, ANA) == ["2S", "2H", "6S", "6D"]
    assert hand(table, CEM) == ["4S", "4H", "7S", "7D"]
    view = table.view(None)
    assert view.open_offers == []
    assert [(e.offerer, e.card, e.partner, e.returned) for e in view.exchanges] == [
        (ANA, "7S", CEM, "6D")
    ]
    assert view.known[ANA] == ["6D"]
    assert view.known[CEM] == ["7S"]
    assert_refused(
        table, Decline(player=CEM), "There is no open offer to answer: cem accepted ana's offer."
    )


def test_exchange_declined() -> None:
    table = game()
    table.apply(Offer(player=BEN, give=cards("6H")[0]))
    table.apply(Decline(player=DAN))
    assert table.view(None).open_offers == []
    assert hand(table, BEN) == HANDS[1].split()
    message = assert_refused(table, Accept(player=DAN, give=cards("6C")[0]))
    assert message == "There is no open offer to answer: dan declined ben's offer."
    table.apply(Offer(player=DAN, give=cards("6C")[0]))


def test_exchange_withdrawn_by_the_offerer_only() -> None:
    table = game()
    table.apply(Offer(player=ANA, give=cards("7S")[0]))
    assert_refused(table, Withdraw(player=CEM), "Only ana can withdraw that offer")
    table.apply(Withdraw(player=ANA))
    message = assert_refused(table, Accept(player=CEM, give=cards("6D")[0]))
    assert message == "There is no open offer to answer: ana withdrew their offer."
    message = assert_refused(table, Withdraw(player=ANA))
    assert message == "You have no open offer to withdraw: ana withdrew their offer."


def test_exchange_lapses_when_the_offered_card_leaves_the_hand() -> None:
    table = game(look=False)
    table.apply(Offer(player=ANA, give=cards("6S")[0]))
    events = table.apply(swap(ANA, "6S", "2D"))
    assert [event.kind for event in events] == ["swap", "lapse"]
    assert table.view(None).open_offers == []
    message = assert_refused(table, Accept(player=CEM, give=cards("6D")[0]))
    assert message == (
        "There is no open offer to answer: ana's offer of 6S lapsed when it went to the table."
    )


def test_exchange_survives_a_swap_of_another_card() -> None:
    table = game(look=False)
    table.apply(Offer(player=ANA, give=cards("7S")[0]))
    table.apply(swap(ANA, "6S", "2D"))
    table.apply(Accept(player=CEM, give=cards("6D")[0]))
    assert hand(table, ANA) == ["2S", "2H", "2D", "6D"]


def test_exchange_one_open_offer_per_partnership() -> None:
    table = game()
    table.apply(Offer(player=ANA, give=cards("7S")[0]))
    assert_refused(
        table,
        Offer(player=ANA, give=cards("6S")[0]),
        "You already have an open offer to cem; withdraw it before making another.",
    )
    assert_refused(
        table,
        Offer(player=CEM, give=cards("6D")[0]),
        "ana has an open offer to you; accept or decline it first.",
    )
    # The other partnership is free to offer at the same time.
    table.apply(Offer(player=DAN, give=cards("7C")[0]))
    assert len(table.view(None).open_offers) == 2


def test_exchange_only_the_partner_answers() -> None:
    table = game()
    table.apply(Offer(player=ANA, give=cards("7S")[0]))
    assert_refused(table, Accept(player=ANA, give=cards("6S")[0]), "That offer is your own")
    assert_refused(table, Decline(player=ANA), "That offer is your own")
    assert_refused(table, Accept(player=BEN, give=cards("6H")[0]), "dan has made you no offer.")
    assert_refused(table, Decline(player=DAN), "ben has made you no offer.")
    assert_refused(table, Accept(player=CEM, give=cards("2S")[0]), "You do not hold 2S.")
    assert_refused(table, Offer(player=BEN, give=cards("2S")[0]), "You do not hold 2S.")


def test_exchange_survives_a_change_of_table_cards() -> None:
    table = game(look=False)
    table.apply(Offer(player=ANA, give=cards("7S")[0]))
    for player in PLAYERS:
        table.apply(Pass(player=player))
    assert table.view(None).table == SECOND.split()
    table.apply(Next(player=None))
    table.apply(Accept(player=CEM, give=cards("6D")[0]))
    assert "7S" in hand(table, CEM)


def test_exchange_ends_with_the_round() -> None:
    table = game(deck(), deck(dealer=1))
    table.apply(Offer(player=ANA, give=cards("7S")[0]))
    table.apply(call(BEN, ANA))
    view = table.view(None)
    assert view.round == 2
    assert view.open_offers == []
    message = assert_refused(table, Accept(player=CEM, give=cards(hand(table, CEM)[0])[0]))
    assert message == "There is no open offer to answer: ana's offer ended with round 1."


def test_exchange_legal_actions_offer_answer_withdraw() -> None:
    table = game()
    assert [a.give for a in table.legal_actions(ANA) if isinstance(a, Offer)] == sorted(
        cards(HANDS[0])
    )
    table.apply(Offer(player=ANA, give=cards("7S")[0]))
    ana = table.legal_actions(ANA)
    cem = table.legal_actions(CEM)
    assert Withdraw(player=ANA) in ana
    assert not any(isinstance(a, Offer | Accept | Decline) for a in ana)
    assert len([a for a in cem if isinstance(a, Accept)]) == 4
    assert Decline(player=CEM) in cem
    assert not any(isinstance(a, Offer | Withdraw) for a in cem)


# -- Next table ------------------------------------------------------------------------------


def test_next_table_when_all_four_have_passed() -> None:
    table = game(look=False)
    for player in PLAYERS[:3]:
        table.apply(Pass(player=player))
    assert table.view(None).passed == [ANA, BEN, CEM]
    events = table.apply(Pass(player=DAN))
    assert [event.text for event in events] == [
        "dan passes on this table.",
        "Everyone has passed: the table is set aside.",
        "Table 2: 2C 3C 4C 5C.",
    ]
    view = table.view(None)
    assert view.table == SECOND.split()
    assert view.passed == []
    assert view.set_aside == 4
    assert view.table_number == 2


def test_next_table_a_second_pass_on_an_unchanged_table_is_refused() -> None:
    table = game(look=False)
    table.apply(Pass(player=ANA))
    assert_refused(table, Pass(player=ANA), "You have already passed on this table")
    assert Pass(player=ANA) not in table.legal_actions(ANA)


def test_next_table_fresh_cards_start_a_look_and_clear_the_passes() -> None:
    table = game()
    look_all(table)
    table.apply(Pass(player=ANA))
    table.apply(Next(player=None))
    view = table.view(None)
    assert view.phase == "look"
    assert view.passed == []


def test_next_by_the_host_at_any_time_in_a_live_round() -> None:
    table = game()
    events = table.apply(Next(player=None))
    assert [event.kind for event in events] == ["next", "table"]
    assert table.view(None).table == SECOND.split()
    assert_refused(table, {"player": ANA, "type": "next"}, "Only the table itself may send 'next'")
    assert_refused(table, {"player": None, "type": "pass"}, "must name the player")


def test_next_table_set_aside_cards_never_return() -> None:
    table = game(look=False)
    table.apply(Next(player=None))
    assert_refused(table, swap(ANA, "6S", "2D"), "That card is no longer on the table")


def test_next_table_void_round_when_the_stock_runs_out() -> None:
    table = game(deck(), deck(dealer=1), look=False)
    # 36 cards after the deal: nine tables, then the stock is empty.
    for _ in range(8):
        table.apply(Next(player=None))
    assert table.view(None).stock == 0
    assert table.view(None).table_number == 9
    events = table.apply(Next(player=None))
    assert [event.kind for event in events][:3] == ["next", "void", "deal"]
    view = table.view(None)
    assert view.round == 2
    assert view.dealer == BEN
    assert table.rounds == [dict.fromkeys(PLAYERS, 0)]
    assert table.scores == dict.fromkeys(PLAYERS, 0)
    assert view.last_round is not None
    assert view.last_round.void
    assert view.last_round.summary == "The stock ran out and the round was void."
    # The second deck, dealt from ben's left.
    assert [hand(table, player) for player in PLAYERS] == [h.split() for h in HANDS]
    assert_replays(table)


# -- Calls -----------------------------------------------------------------------------------

CALLS = {
    (False, True, 0): ("kare", 1),
    (False, False, 1): ("kupa", 1),
    (True, True, 0): ("double kare", 2),
    (False, False, 2): ("double kupa", 2),
    (False, True, 1): ("kare kupa", 2),
    (True, True, 1): ("double kare – kupa", 3),
    (False, True, 2): ("double kupa – kare", 3),
    (True, True, 2): ("double kare – double kupa", 4),
}


def listed(seats: Sequence[int]) -> str:
    names = [PLAYERS[seat] for seat in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def shapes() -> list[tuple[int, tuple[int, ...]]]:
    return [(caller, shape) for caller in range(4) for shape in claim_shapes(caller)]


def test_calls_eleven_claim_shapes_for_each_player() -> None:
    for caller in range(4):
        assert len(claim_shapes(caller)) == 11
    table = game()
    legal = [a for a in table.legal_actions(BEN) if isinstance(a, Call)]
    assert [a.claim for a in legal] == [
        (ANA,),
        (CEM,),
        (DAN,),
        (ANA, CEM),
        (ANA, DAN),
        (BEN, DAN),
        (CEM, DAN),
        (ANA, BEN, DAN),
        (ANA, CEM, DAN),
        (BEN, CEM, DAN),
        (ANA, BEN, CEM, DAN),
    ]


@pytest.mark.parametrize("right", [True, False], ids=["right", "wrong"])
@pytest.mark.parametrize(("caller", "shape"), shapes())
def test_calls_every_claim_shape_right_and_wrong(
    caller: int, shape: tuple[int, ...], right: bool
) -> None:
    holders = list(shape) if right else list(shape[:-1])
    table = game(deck(), deck(dealer=1), look=False)
    collect(table, [PLAYERS[seat] for seat in holders])
    claim = [PLAYERS[seat] for seat in reversed(shape)]  # any order
    events = table.apply(call(PLAYERS[caller], *claim))
    name, points = CALLS[
        (caller in shape, (caller + 2) % 4 in shape, sum(1 for s in shape if s % 2 != caller % 2))
    ]
    assert points == len(shape)
    scorer = caller % 2 if right else 1 - caller % 2
    expected = {player: points if seat % 2 == scorer else 0 for seat, player in enumerate(PLAYERS)}
    assert table.rounds == [expected]
    assert table.scores == expected
    assert events[0].text == f"{PLAYERS[caller]} calls {name}: {listed(shape)}."
    shown = [event.text for event in events if event.kind == "show"]
    assert len(shown) == len(shape)
    for seat, text in zip(shape, shown, strict=True):
        verdict = "four of a kind" if seat in holders else "no four of a kind"
        assert text.startswith(f"{PLAYERS[seat]} shows ")
        assert text.endswith(f": {verdict}.")
    result = table.view(None).last_round
    assert result is not None
    assert result.call == name
    assert result.correct is right
    assert result.claim == [PLAYERS[seat] for seat in shape]
    assert set(result.hands) == set(result.claim)
    assert table.view(None).round == 2


def test_calls_a_kupa_naming_the_wrong_opponent_is_wrong() -> None:
    table = game(look=False)
    collect(table, [BEN])
    assert hand(table, BEN) == ["3S", "3H", "3D", "3C"]
    table.apply(call(ANA, DAN))
    assert table.rounds == [{ANA: 0, BEN: 1, CEM: 0, DAN: 1}]


@pytest.mark.parametrize(
    "claim",
    [(BEN,), (BEN, ANA), (BEN, CEM), (BEN, ANA, CEM)],
    ids=["self", "self-opponent", "self-other-opponent", "self-both-opponents"],
)
def test_calls_naming_the_caller_without_the_partner_are_refused(claim: tuple[str, ...]) -> None:
    table = game()
    message = assert_refused(table, call(BEN, *claim))
    assert message == "You may name yourself only together with your partner, dan."


def test_calls_malformed_claims_are_refused() -> None:
    table = game()
    assert_refused(table, call(BEN), "A call must name at least one player.")
    assert_refused(table, call(BEN, ANA, ANA), "A call names each player only once.")
    assert_refused(table, call(BEN, "eve"), "eve is not playing in this game.")
    assert_refused(table, {"player": BEN, "type": "call", "claim": "ana"}, "malformed")
    assert_refused(table, {"player": BEN, "type": "call", "claim": [1]}, "malformed")
    assert_refused(table, {"player": BEN, "type": "call"}, "needs the field 'claim'")


def test_calls_the_first_call_ends_the_round_and_the_next_is_dealt_at_once() -> None:
    second = deck(["KS KH 8S 9S", "QS QH 8H 9H", "JS JH 8D 9D", "10S 10H 8C 9C"], dealer=1)
    table = game(deck(), second, look=False)
    collect(table, [CEM])
    events = table.apply(call(ANA, CEM))
    assert [event.kind for event in events] == ["call", "show", "score", "deal", "table"]
    assert events[1].text == "cem shows 4S 4H 4D 4C: four of a kind."
    assert events[2].text == "Right: ana and cem score 1 point."
    assert events[3].text == "Round 2: ben deals four cards to each."
    view = table.view(None)
    assert view.round == 2
    assert view.dealer == BEN
    assert view.table_number == 1
    assert view.known == {player: [] for player in PLAYERS}
    assert hand(table, CEM) == ["JS", "JH", "8D", "9D"]
    assert view.last_round is not None
    assert view.last_round.summary == (
        "ana called kare (cem), which was right, and ana and cem scored 1 point."
    )


def test_calls_a_late_call_naming_its_round_is_refused() -> None:
    table = game(deck(), deck(dealer=1))
    table.apply(call(ANA, CEM, round=1))
    message = assert_refused(table, call(BEN, ANA, round=1))
    assert message == (
        "Round 1 is over: ana called kare (cem), which was wrong, and ben and dan scored "
        "1 point. This is round 2."
    )
    assert_refused(table, call(BEN, ANA, round=3), "There is no round 3; this is round 2.")
    # The same race for a card, and for an answer to an offer.
    stale_swap = Swap(player=BEN, give=cards("3S")[0], take=cards("2D")[0], round=1)
    assert_refused(table, stale_swap, "Round 1 is over")
    table.apply(call(BEN, ANA, round=2))
    assert table.view(None).round == 3


def test_calls_a_late_call_without_a_round_lands_in_the_next_round() -> None:
    table = game(deck(), deck(dealer=1))
    table.apply(call(ANA, CEM))
    table.apply(call(BEN, ANA))
    results = table.details()["results"]
    assert [(r["round"], r["caller"], r["call"]) for r in results] == [
        (1, ANA, "kare"),
        (2, BEN, "kupa"),
    ]
    # Both wrong: each partnership scored once.
    assert table.scores == dict.fromkeys(PLAYERS, 1)


def test_calls_any_time_in_a_live_round_also_while_looking() -> None:
    table = game()
    assert table.view(None).phase == "look"
    assert table.is_legal(call(DAN, BEN))


# -- Secret code -----------------------------------------------------------------------------


def test_signals_from_the_fixed_set_shown_to_everyone_in_order() -> None:
    table = game()
    table.apply(Signal(player=CEM, gesture="nose"))
    events = table.apply(Signal(player=ANA, gesture="wink"))
    assert [event.text for event in events] == ["ana: wink."]
    gestures = table.view(None).gestures
    assert [(g.player, g.gesture) for g in gestures] == [(CEM, "nose"), (ANA, "wink")]
    message = assert_refused(table, Signal(player=ANA, gesture="dance"))
    assert message == (
        "'dance' is not a gesture; the gestures are wink, nose, ear, cough, sneeze, yawn, "
        "stretch, tap, smile, sigh."
    )
    legal = [a.gesture for a in table.legal_actions(ANA) if isinstance(a, Signal)]
    assert legal == list(GESTURES)
    assert len(GESTURES) == 10


# -- Match -----------------------------------------------------------------------------------


def test_match_first_partnership_to_target_wins_deal_passes_left() -> None:
    table = game(deck())
    table.apply(call(BEN, ANA, BEN, CEM, DAN))  # wrong: 4 to ana and cem
    assert table.scores == {ANA: 4, BEN: 0, CEM: 4, DAN: 0}
    assert table.view(None).dealer == BEN
    assert not table.over
    table.apply(call(DAN, CEM))  # wrong: 1 more
    assert table.over
    assert table.winners == [ANA, CEM]
    assert table.scores == {ANA: 5, BEN: 0, CEM: 5, DAN: 0}
    assert table.rounds == [
        {ANA: 4, BEN: 0, CEM: 4, DAN: 0},
        {ANA: 1, BEN: 0, CEM: 1, DAN: 0},
    ]
    view = table.view(None)
    assert view.over
    assert view.phase == "over"
    assert view.winners == [ANA, CEM]
    assert view.round == 2
    assert table.to_act() == []
    assert table.legal_actions(ANA) == []
    assert table.legal_actions(None) == []
    assert_refused(table, Signal(player=ANA, gesture="wink"), "The game is over")
    assert_refused(table, call(ANA, CEM, round=2), "The game is over")
    assert_replays(table)


def test_match_target_option() -> None:
    table = game(target=1)
    table.apply(call(BEN, ANA))
    assert table.over
    assert table.winners == [ANA, CEM]
    with pytest.raises(SetupError, match="'target' is invalid"):
        KareKupa(PLAYERS, {"target": 0})
    with pytest.raises(SetupError, match="'target' is invalid"):
        KareKupa(PLAYERS, {"target": "5"})
    with pytest.raises(SetupError, match="'look' is invalid"):
        KareKupa(PLAYERS, {"look": "yes"})
    with pytest.raises(SetupError, match="is not an option"):
        KareKupa(PLAYERS, {"rounds": 3})


def test_match_exactly_four_players() -> None:
    for count in (3, 5):
        with pytest.raises(SetupError, match=f"played by 4 players, not {count}"):
            KareKupa(PLAYERS[:3] if count == 3 else [*PLAYERS, "eve"])
    assert KareKupa.allows_players(4)
    assert not KareKupa.allows_players(2)


# -- Views -----------------------------------------------------------------------------------


def test_views_own_hand_only_never_the_partners() -> None:
    table = game()
    public = table.view(None)
    assert public.player is None
    assert public.hand is None
    for seat, player in enumerate(PLAYERS):
        view = table.view(player)
        assert view.player == player
        assert view.hand == HANDS[seat].split()
        dumped = view.model_dump(mode="json")
        assert dumped.pop("hand") == HANDS[seat].split()
        assert dumped.pop("player") == player
        # The partnership's private number, the same for both partners, never the other's.
        assert dumped.pop("secret") == table.view(PLAYERS[(seat + 2) % 4]).secret
        assert view.secret != table.view(PLAYERS[(seat + 1) % 4]).secret
        expected = public.model_dump(mode="json")
        assert expected.pop("secret") is None
        del expected["hand"], expected["player"]
        assert dumped == expected
    text = public_json(table)
    for hand_text in HANDS:
        for card in hand_text.split():
            assert f'"{card}"' not in text
    with pytest.raises(IllegalAction, match=r"eve is not playing in this game\."):
        table.view("eve")


def test_views_partnerships_and_public_fields() -> None:
    view = game().view(None)
    assert view.partnerships == [[ANA, CEM], [BEN, DAN]]
    assert view.target == 5
    assert view.set_aside == 0
    assert view.scores == dict.fromkeys(PLAYERS, 0)


def test_to_act_is_every_player_in_a_live_round() -> None:
    table = game()
    assert table.to_act() == PLAYERS
    assert KareKupa.kind.simultaneous
    assert not KareKupa.kind.turn_based


def test_legal_actions_count_when_open() -> None:
    table = game(look=False)
    legal = table.legal_actions(ANA)
    kinds = [action.type for action in legal]
    assert kinds.count("swap") == 16
    assert kinds.count("offer") == 4
    assert kinds.count("pass") == 1
    assert kinds.count("call") == 11
    assert kinds.count("signal") == 10
    assert len(legal) == 42
    assert legal == table.legal_actions(ANA)
    with pytest.raises(IllegalAction, match="eve is not playing"):
        table.legal_actions("eve")


def test_events_never_name_a_hidden_card() -> None:
    table = game(look=False)
    texts = [event.text for event in table.apply(swap(ANA, "6S", "2D"))]
    texts += [event.text for event in table.apply(Offer(player=BEN, give=cards("7H")[0]))]
    texts += [event.text for event in table.apply(Pass(player=CEM))]
    hidden = {card for seat, h in enumerate(HANDS) for card in h.split()} - {"6S", "7H"}
    for text in texts:
        assert not any(card in text.replace(".", " ").split() for card in hidden), text
