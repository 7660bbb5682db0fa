"""Crveni tepih: rule scenarios on stacked decks, named after RULES.md section 3's clauses."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from engine.cards import PIQUET_DECK, Card
from engine.crveni_tepih import CrveniTepih
from engine.crveni_tepih.game import TWO_DECKS
from engine.errors import IllegalAction, SetupError
from engine.game import Event
from tests.support.engine import assert_refused, assert_replays, cards

NAMES = ("ana", "ben", "cem", "dan", "eva", "fil", "gus", "hal")


# -- helpers --------------------------------------------------------------------------------


def deal_deck(
    count: int,
    hands: Mapping[str, str] | None = None,
    pairs: Sequence[str] = (),
    dealer: int = 0,
) -> list[Card]:
    """A deck for one deal: ``hands`` face down (two cards at a time from the dealer's right,
    ending with the dealer), then ``pairs`` turned up in order, then the rest of the deck.
    A seat not in ``hands`` gets the next unnamed cards."""
    hands = hands or {}
    names = NAMES[:count]
    pool = list(PIQUET_DECK if count <= 4 else TWO_DECKS)
    named = [card for text in hands.values() for card in cards(text)]
    named += [card for text in pairs for card in cards(text)]
    for card in named:
        pool.remove(card)
    order: list[Card] = []
    seat = dealer
    for _ in range(count):
        seat = (seat - 1) % count
        if names[seat] in hands:
            order += cards(hands[names[seat]])
        else:
            order += [pool.pop(0), pool.pop(0)]
    for text in pairs:
        order += cards(text)
    return order + pool


def new_game(
    count: int,
    hands: Mapping[str, str] | None = None,
    pairs: Sequence[str] = (),
    decks: Sequence[Sequence[Card]] | None = None,
    **options: Any,
) -> CrveniTepih:
    if decks is None:
        decks = [deal_deck(count, hands, pairs)]
    return CrveniTepih(NAMES[:count], options, seed=0, decks=decks)


def action(move: str) -> dict[str, Any]:
    """``"ben bid 5"``, ``"ben put 2 3"``, ``"ben pass"``, ``"ben discard AS KS"``."""
    name, kind, *rest = move.split()
    if kind == "bid":
        return {"player": name, "type": "bid", "amount": int(rest[0])}
    if kind == "put":
        return {"player": name, "type": "bid", "money": [int(word) for word in rest]}
    if kind == "pass":
        return {"player": name, "type": "pass"}
    if kind == "discard":
        return {"player": name, "type": "discard", "cards": rest}
    raise ValueError(move)


def act(game: CrveniTepih, *moves: str) -> list[Event]:
    events: list[Event] = []
    for move in moves:
        events += game.apply(action(move))
    return events


def texts(events: Sequence[Event]) -> list[str]:
    return [event.text for event in events]


def seat(game: CrveniTepih, name: str) -> Any:
    return next(seat for seat in game.view(None).seats if seat.name == name)


def waiting(game: CrveniTepih) -> str:
    (name,) = game.to_act()
    return name


def spend_all(game: CrveniTepih) -> list[Event]:
    """Each player to act bids everything they have until the deal is scored."""
    deal = game.deal_number
    events: list[Event] = []
    while game.deal_number == deal and not game.over:
        name = waiting(game)
        events += act(game, f"{name} bid {seat(game, name).money}")
    return events


# -- players, options, decks ----------------------------------------------------------------


@pytest.mark.parametrize("count", [1, 9])
def test_players_two_to_eight(count):
    with pytest.raises(SetupError, match="2 to 8 players"):
        CrveniTepih([f"p{index}" for index in range(count)])


@pytest.mark.parametrize(("count", "size"), [(2, 32), (4, 32), (5, 64), (8, 64)])
def test_one_deck_for_two_to_four_two_decks_for_five_to_eight(count, size):
    game = CrveniTepih(NAMES[:count])
    assert len(game.deck_for(count, game.options)) == size
    assert game.view(None).stock == size - 2 * count - 2


def test_two_decks_hold_every_card_twice():
    game = CrveniTepih(NAMES[:6])
    deck = game.deck_for(6, game.options)
    assert sorted(deck) == sorted(PIQUET_DECK * 2)


@pytest.mark.parametrize(
    "options",
    [
        {"money": "gold"},
        {"all_pay": "yes"},
        {"all_pay": 1},
        {"target": "250"},
        {"target": 0},
        {"rounds": 3},
    ],
)
def test_bad_options_are_refused(options):
    with pytest.raises(SetupError):
        CrveniTepih(NAMES[:3], options)


def test_option_defaults():
    view = CrveniTepih(NAMES[:3]).view(None)
    assert (view.money_mode, view.all_pay, view.target) == ("chips", True, 250)


def test_a_two_deck_record_needs_the_sixty_four_cards():
    with pytest.raises(SetupError, match="64 cards"):
        CrveniTepih(NAMES[:5], decks=[list(PIQUET_DECK)])


# -- the deal -------------------------------------------------------------------------------


def test_deal_two_cards_face_down_from_the_dealers_right_ending_with_the_dealer():
    deck = cards("AS KS QS JS 10S 9S 8S 7S") + [
        card for card in PIQUET_DECK if card.suit.value != "S"
    ]
    game = CrveniTepih(NAMES[:3], decks=[deck])
    assert game.view("cem").hand == ["AS", "KS"]
    assert game.view("ben").hand == ["QS", "JS"]
    assert game.view("ana").hand == ["10S", "9S"]
    public = game.view(None)
    assert public.dealer == "ana"
    assert public.revealer == "ana"
    assert public.revealed == ["8S", "7S"]
    assert [seat.face_down for seat in public.seats] == [2, 2, 2]
    assert public.hand is None
    assert public.viewer is None


@pytest.mark.parametrize(
    ("count", "order"),
    [
        (2, ["ben", "ana"]),
        (3, ["cem", "ben", "ana"]),
        (4, ["dan", "cem", "ben", "ana"]),
    ],
)
def test_bidding_goes_right_starting_at_the_revealers_right(count, order):
    game = new_game(count)
    seen = []
    for _ in range(count):
        seen.append(waiting(game))
        act(game, f"{seen[-1]} pass")
    assert seen == order


@pytest.mark.parametrize(
    ("count", "winner", "order"),
    [
        (2, "ana", ["ben", "ana"]),
        (3, "ben", ["ana", "cem", "ben"]),
        (4, "cem", ["ben", "ana", "dan", "cem"]),
    ],
)
def test_the_winner_reveals_next_and_bidding_starts_at_the_winners_right(count, winner, order):
    game = new_game(count)
    # Everyone but the chosen winner passes; the winner bids 2 on their turn.
    while not game.view(None).seats[NAMES.index(winner)].face_up:
        name = waiting(game)
        act(game, f"{name} bid 2" if name == winner else f"{name} pass")
    assert game.view(None).revealer == winner
    seen = []
    for _ in range(count):
        seen.append(waiting(game))
        act(game, f"{seen[-1]} pass")
    assert seen == order


def test_the_deal_passes_right():
    decks = [deal_deck(4), deal_deck(4, dealer=3)]
    game = new_game(4, decks=decks, target=1000)
    spend_all(game)
    view = game.view(None)
    assert view.deal == 2
    assert view.dealer == "dan"
    assert game.view("cem").hand == [str(card) for card in decks[1][:2]]
    assert waiting(game) == "cem"


# -- bids -----------------------------------------------------------------------------------


def test_a_chip_bid_names_the_new_total_commitment():
    game = new_game(3)
    act(game, "cem bid 3", "ben bid 5", "ana pass", "cem bid 9")
    view = game.view(None)
    assert (view.high_bid, view.high_bidder) == (9, "cem")
    assert (seat(game, "cem").committed, seat(game, "cem").money) == (9, 11)
    assert (seat(game, "ben").committed, seat(game, "ben").money) == (5, 15)
    assert view.still_in == ["ben", "cem"]
    assert seat(game, "ana").status == "passed"


def test_money_cards_add_to_the_commitment_without_change():
    game = new_game(3, money="cards")
    events = act(game, "cem put 3", "ben put 2 3", "ana pass", "cem put 6")
    assert texts(events)[:2] == ["cem puts in 3: a bid of 3.", "ben puts in 2 and 3: a bid of 5."]
    cem = seat(game, "cem")
    assert (cem.committed, cem.committed_cards, cem.money_cards, cem.money) == (
        9,
        [3, 6],
        [2, 4, 5],
        11,
    )
    assert game.view(None).high_bid == 9


def test_money_cards_given_in_any_order():
    game = new_game(2, money="cards")
    act(game, "ben put 6 2")
    assert seat(game, "ben").committed_cards == [2, 6]
    assert game.view(None).high_bid == 8


@pytest.mark.parametrize(
    ("move", "match"),
    [
        ("cem bid 1", "at least 2"),
        ("cem bid 0", "at least 2"),
        ("cem bid -4", "at least 2"),
        ("cem bid 21", "at most 20"),
    ],
)
def test_first_bid_at_least_two_and_within_the_players_money(move, match):
    game = new_game(3)
    assert_refused(game, action(move), match)


def test_a_bid_must_beat_the_highest_bid():
    game = new_game(3)
    act(game, "cem bid 5")
    assert_refused(game, action("ben bid 5"), "above the highest bid of 5")
    assert_refused(game, action("ben bid 3"), "above the highest bid of 5")


def test_a_bid_beyond_the_money_left_is_refused():
    game = new_game(3)
    act(game, "cem bid 15", "ben pass", "ana pass")  # cem wins, 5 left
    act(game, "ben bid 2", "ana bid 3")
    assert_refused(game, action("cem bid 6"), "at most 5: you have put in 0 and have 5 left")
    act(game, "cem bid 5")
    assert seat(game, "cem").money == 0


def test_raising_counts_what_was_already_put_in():
    game = new_game(2)
    act(game, "ben bid 12", "ana bid 13")
    # ben has 8 left but 12 already in: any total up to 20.
    assert_refused(game, action("ben bid 21"), "at most 20")
    act(game, "ben bid 20")
    assert seat(game, "ben").money == 0


def test_after_passing_a_player_takes_no_further_part():
    game = new_game(3)
    act(game, "cem pass", "ben bid 2", "ana bid 3")
    assert waiting(game) == "ben"
    assert_refused(game, action("cem bid 4"), "You passed in this auction")
    assert_refused(game, action("cem pass"), "You passed in this auction")
    act(game, "ben pass")
    assert seat(game, "ana").face_up  # ana won: cem never came back


def test_out_of_turn_is_refused():
    game = new_game(3)
    assert_refused(game, action("ana bid 2"), "not your turn; cem is to bid or pass")
    assert_refused(game, action("ben pass"), "not your turn")
    act(game, "cem bid 2")
    assert_refused(game, action("cem bid 3"), "you hold the highest bid")


@pytest.mark.parametrize(
    ("money", "raw", "match"),
    [
        ("chips", {"money": [2]}, "plays with chips"),
        ("chips", {}, "plays with chips"),
        ("cards", {"amount": 2}, "plays with money cards"),
        ("cards", {}, "plays with money cards"),
        ("chips", {"amount": 2, "money": [2]}, "not both"),
        ("cards", {"amount": 2, "money": [2]}, "not both"),
    ],
)
def test_a_bid_in_the_wrong_form_is_refused(money, raw, match):
    game = new_game(3, money=money)
    assert_refused(game, {"player": "cem", "type": "bid", **raw}, match)


@pytest.mark.parametrize(
    ("moves", "bad", "match"),
    [
        ((), "cem put 7", "don't hold the money card 7"),
        ((), "cem put 2 2", "don't hold the money card 2"),
        (("cem put 2", "ben put 3", "ana pass"), "cem put 2", "don't hold the money card 2"),
        (("cem put 6",), "ben put 2 3", "above the highest bid of 6"),
        (("cem put 6",), "ben put 4 2", "above the highest bid of 6"),
    ],
)
def test_money_cards_not_held_or_not_enough_are_refused(moves, bad, match):
    game = new_game(3, money="cards")
    act(game, *moves)
    assert_refused(game, action(bad), match)


def test_an_empty_money_bid_is_refused():
    game = new_game(3, money="cards")
    assert_refused(game, {"player": "cem", "type": "bid", "money": []}, "at least one money card")


def test_malformed_actions_are_refused():
    game = new_game(3)
    assert_refused(game, {"player": "cem", "type": "bid", "amount": "5"}, "malformed")
    assert_refused(game, {"player": "cem", "type": "bid", "amount": 5, "x": 1}, "no field 'x'")
    assert_refused(game, {"player": "cem", "type": "fold"}, "not an action of this game")
    assert_refused(game, {"player": None, "type": "pass"}, "must name the player")
    assert_refused(game, {"player": "zoe", "type": "pass"}, "not playing")


def test_legal_chip_bids_run_from_the_lowest_to_everything_the_player_has():
    game = new_game(3)
    act(game, "cem bid 6")
    legal = game.legal_actions("ben")
    assert [a.amount for a in legal if a.type == "bid"] == list(range(7, 21))
    assert legal[-1].type == "pass"
    assert game.legal_actions("ana") == []
    assert game.legal_actions(None) == []


def test_legal_money_card_bids_are_the_distinct_sets_that_beat_the_high_bid():
    game = new_game(2, money="cards")
    act(game, "ben put 2 6")  # 8
    bids = [a.money for a in game.legal_actions("ana") if a.type == "bid"]
    # Sets of 2 3 4 5 6 summing above 8, by total then cards.
    by_total = [
        [(2, 3, 4), (3, 6), (4, 5)],  # 9
        [(2, 3, 5), (4, 6)],  # 10
        [(2, 3, 6), (2, 4, 5), (5, 6)],  # 11
        [(2, 4, 6), (3, 4, 5)],  # 12
        [(2, 5, 6), (3, 4, 6)],  # 13
        [(2, 3, 4, 5), (3, 5, 6)],  # 14
        [(2, 3, 4, 6), (4, 5, 6)],  # 15
        [(2, 3, 5, 6)],  # 16
        [(2, 4, 5, 6)],  # 17
        [(3, 4, 5, 6)],  # 18
        [(2, 3, 4, 5, 6)],  # 20
    ]
    assert bids == [group for groups in by_total for group in groups]


# -- automatic passes -----------------------------------------------------------------------


def test_a_player_who_cannot_beat_the_high_bid_is_passed_automatically():
    game = new_game(3)
    act(game, "cem bid 15", "ben pass", "ana pass")  # cem wins and keeps 5
    log = len(game.log)
    events = act(game, "ben bid 5")
    assert "cem cannot beat 5 and is passed." in texts(events)
    assert seat(game, "cem").status == "passed automatically"
    assert waiting(game) == "ana"
    assert_refused(game, action("cem pass"), "not your turn: you cannot beat the highest bid")
    act(game, "ana pass")
    assert seat(game, "ben").face_up
    assert len(game.log) == log + 2  # nothing was recorded for cem


def test_a_player_who_cannot_bid_two_sits_the_auction_out():
    game = new_game(3)
    act(game, "cem bid 19", "ben pass", "ana pass")  # cem keeps 1
    assert seat(game, "cem").status == "passed automatically"
    assert game.view(None).still_in == ["ana", "ben"]
    act(game, "ben pass", "ana pass")
    # Nobody bid: the pair is set aside and cem, the revealer, turns up the next one.
    view = game.view(None)
    assert view.set_aside == 2
    assert view.revealer == "cem"
    assert waiting(game) == "ben"


def test_a_bid_nobody_can_beat_wins_at_once():
    game = new_game(4, pairs=["AS KS"])
    events = act(game, "dan bid 20")
    assert texts(events)[:5] == [
        "dan bids 20.",
        "ana cannot beat 20 and is passed.",
        "ben cannot beat 20 and is passed.",
        "cem cannot beat 20 and is passed.",
        "dan wins AS KS for 20.",
    ]
    assert seat(game, "dan").face_up == ["AS", "KS"]
    assert game.view(None).revealer == "dan"


# -- money spent ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("all_pay", "money"),
    [(True, {"ana": 20, "ben": 13, "cem": 11}), (False, {"ana": 20, "ben": 20, "cem": 11})],
)
def test_all_pay_sets_aside_every_bid_winner_pays_only_the_winners(all_pay, money):
    game = new_game(3, all_pay=all_pay)
    act(game, "cem bid 5", "ben bid 7", "ana pass", "cem bid 9", "ben pass")
    assert seat(game, "cem").face_up
    assert {s.name: s.money for s in game.view(None).seats} == money
    assert all(s.committed == 0 for s in game.view(None).seats)


@pytest.mark.parametrize(
    ("all_pay", "notes"),
    [
        (True, {"ana": [2, 3, 4, 5, 6], "ben": [2, 5, 6], "cem": [5, 6]}),
        (False, {"ana": [2, 3, 4, 5, 6], "ben": [2, 3, 4, 5, 6], "cem": [5, 6]}),
    ],
)
def test_all_pay_and_winner_pays_with_money_cards(all_pay, notes):
    game = new_game(3, money="cards", all_pay=all_pay)
    act(game, "cem put 2 3", "ben put 3 4", "ana pass", "cem put 4", "ben pass")
    assert {s.name: s.money_cards for s in game.view(None).seats} == notes
    assert {s.name: s.money for s in game.view(None).seats} == {
        name: sum(held) for name, held in notes.items()
    }


def test_nobody_bids_sets_the_pair_aside_and_the_same_player_reveals():
    game = new_game(3, pairs=["AS KS", "QS JS"])
    events = act(game, "cem pass", "ben pass", "ana pass")
    assert "Nobody bids: AS KS are set aside." in texts(events)
    assert "ana turns up QS JS." in texts(events)
    view = game.view(None)
    assert (view.revealer, view.revealed, view.set_aside) == ("ana", ["QS", "JS"], 2)
    assert waiting(game) == "cem"
    assert [s.money for s in view.seats] == [20, 20, 20]


# -- eight cards at most --------------------------------------------------------------------


def eight_cards(**options: Any) -> CrveniTepih:
    """Two players; ana holds eight cards (9C 9D face down) and has just won a fourth pair."""
    game = new_game(
        2,
        hands={"ana": "9C 9D", "ben": "7C 8C"},
        pairs=["AS AH", "KS KH", "QS QH", "JS JH"],
        **options,
    )
    for _ in range(4):
        act(game, "ben pass", "ana bid 2")
    return game


def test_winning_a_pair_at_eight_cards_requires_a_discard():
    game = eight_cards()
    view = game.view(None)
    assert view.discard is not None
    assert (view.discard.player, view.discard.new) == ("ana", ["JS", "JH"])
    assert game.to_act() == ["ana"]
    assert len(seat(game, "ana").face_up) == 8
    assert len(game.legal_actions("ana")) == 1 + 28  # the new pair, or any two of eight
    assert game.legal_actions("ben") == []


def test_nothing_else_is_accepted_until_the_discard():
    game = eight_cards()
    assert_refused(game, action("ana bid 3"), "discard two first")
    assert_refused(game, action("ana pass"), "discard two first")
    assert_refused(game, action("ben pass"), "until ana has discarded")
    assert_refused(game, action("ben bid 3"), "until ana has discarded")


def test_discard_both_new_cards():
    game = eight_cards()
    events = act(game, "ana discard JH JS")
    assert "ana discards the new pair JS JH." in texts(events)
    ana = seat(game, "ana")
    assert ana.face_up == ["AS", "AH", "KS", "KH", "QS", "QH"]
    assert ana.face_down == 2
    assert game.view(None).discarded == 2
    assert game.view(None).revealer == "ana"


def test_discard_two_others_keeping_both_new_cards():
    game = eight_cards()
    events = act(game, "ana discard 9C QS")
    assert "ana discards QS and a face-down card from their hand." in texts(events)
    ana = seat(game, "ana")
    assert ana.face_up == ["AS", "AH", "KS", "KH", "QH", "JS", "JH"]
    assert ana.face_down == 1
    assert game.view("ana").hand == ["9D"]


def test_discard_two_face_down_cards_stays_hidden():
    game = eight_cards()
    events = act(game, "ana discard 9D 9C")
    assert "ana discards two face-down cards from their hand." in texts(events)
    assert not any("9C" in text or "9D" in text for text in texts(events))
    assert seat(game, "ana").face_down == 0


@pytest.mark.parametrize(
    ("cards_text", "match"),
    [
        ("JS QS", "never one of the new pair"),
        ("JH 9C", "never one of the new pair"),
        ("10S 9C", "cannot discard 10S"),
        ("QS", "exactly two cards, not 1"),
        ("QS KS AS", "exactly two cards, not 3"),
    ],
)
def test_a_mixed_or_wrong_discard_is_refused(cards_text, match):
    game = eight_cards()
    assert_refused(game, action(f"ana discard {cards_text}"), match)


def test_a_discard_without_reason_is_refused():
    game = new_game(2)
    assert_refused(game, action("ben discard AS KS"), "nothing to discard")


def test_with_one_deck_play_goes_on_when_everyone_holds_eight():
    game = new_game(3)
    while any(len(s.face_up) < 6 for s in game.view(None).seats):
        name = waiting(game)
        buy = len(seat(game, name).face_up) < 6 and game.view(None).high_bid == 0
        act(game, f"{name} bid 2" if buy else f"{name} pass")
    view = game.view(None)
    assert view.deal == 1
    assert view.stock == 32 - 6 - 2 * 9 - 2
    assert len(view.revealed) == 2
    act(game, f"{waiting(game)} bid 2")
    while game.view(None).discard is None:
        act(game, f"{waiting(game)} pass")


def ana_buys_until_discard(game: CrveniTepih) -> None:
    """Everyone but ana passes; ana bids 2 on her turn, until she must discard."""
    while game.view(None).discard is None:
        name = waiting(game)
        act(game, "ana bid 2" if name == "ana" else f"{name} pass")


FIVE_HANDS = {"ben": "7C 8C", "cem": "7D 8D", "dan": "9C 9D", "eva": "10C 10D"}
FIVE_PAIRS = ["QS QH", "JS JH", "10S 10H", "AS 7S"]


def test_two_decks_discard_one_of_each_identical_card_is_refused():
    # ana holds one AS face down and wins AS 7S: [AS, AS] would be one old and one new.
    game = new_game(5, hands={"ana": "AS KD", **FIVE_HANDS}, pairs=FIVE_PAIRS)
    ana_buys_until_discard(game)
    assert_refused(game, action("ana discard AS AS"), "never one of the new pair")
    # The new pair as a multiset, in any order: both new cards go.
    act(game, "ana discard 7S AS")
    assert seat(game, "ana").face_up == ["QS", "QH", "JS", "JH", "10S", "10H"]
    assert game.view("ana").hand == ["AS", "KD"]


def test_two_decks_discard_two_old_identical_cards_keeps_the_new_one():
    pairs = [*FIVE_PAIRS[:3], "KD 7S"]
    game = new_game(5, hands={"ana": "AS AS", **FIVE_HANDS}, pairs=pairs)
    ana_buys_until_discard(game)
    # Distinct discards: the new pair, and from AS AS QS QH JS JH 10S 10H the 15 pairs of the
    # six others, each of them with an ace (6) and the two aces (1).
    assert len(game.legal_actions("ana")) == 1 + 15 + 6 + 1
    events = act(game, "ana discard AS AS")
    assert "ana discards two face-down cards from their hand." in texts(events)
    assert seat(game, "ana").face_up == ["QS", "QH", "JS", "JH", "10S", "10H", "KD", "7S"]
    assert game.view("ana").hand == []


def test_two_decks_an_identical_card_face_up_and_face_down_the_face_up_copy_goes():
    pairs = ["QS QH", "JS JH", "KD 10H", "AS 7S"]
    game = new_game(5, hands={"ana": "KD 9S", **FIVE_HANDS}, pairs=pairs)
    ana_buys_until_discard(game)
    events = act(game, "ana discard KD QH")
    assert "ana discards KD QH from their hand." in texts(events)
    assert game.view("ana").hand == ["KD", "9S"]
    assert seat(game, "ana").face_up == ["QS", "JS", "JH", "10H", "AS", "7S"]


# -- the end of the auctions ----------------------------------------------------------------


def test_the_auctions_end_when_the_stock_is_used_up():
    game = new_game(3, hands={"cem": "AS AC", "ben": "KS QS", "ana": "7S 8S"}, target=1000)
    events: list[Event] = []
    for _ in range(13 * 3 - 1):
        events = act(game, f"{waiting(game)} pass")
    assert game.view(None).stock == 0
    assert game.view(None).set_aside == 24
    events = act(game, f"{waiting(game)} pass")
    assert "The auctions are over. The stock is used up." in texts(events)
    # Each keeps the two cards dealt and the 20 units: cem's pair of aces is the best hand.
    assert game.rounds == [{"ana": 4 + 20, "ben": 6 + 20, "cem": 16 + 25 + 20}]
    assert game.view(None).deal == 2


def test_the_auctions_end_when_nobody_can_bid_two():
    game = new_game(2, target=1000)
    act(game, "ben bid 19", "ana pass")
    events = act(game, "ana bid 19")  # ben has 1 left and sits out: ana wins at once
    assert "The auctions are over. Nobody can bid 2." in texts(events)
    assert [s.money for s in game.view(None).last_deal.hands] == [1, 1]


def test_the_auctions_end_when_everyone_holds_eight_cards_with_two_decks():
    game = new_game(5, target=1000)
    events: list[Event] = []
    while game.view(None).deal == 1:
        name = waiting(game)
        buy = len(seat(game, name).face_up) < 6 and game.view(None).high_bid == 0
        events = act(game, f"{name} bid 2" if buy else f"{name} pass")
    assert "The auctions are over. Everyone holds 8 cards." in texts(events)
    last = game.view(None).last_deal
    assert [hand.money for hand in last.hands] == [14] * 5
    assert game.view(None).deal == 2


def test_the_last_pair_ends_the_deal_after_the_discard():
    game = eight_cards(target=1000)
    act(game, "ana discard JS JH")
    while game.view(None).stock > 0:
        act(game, f"{waiting(game)} pass")
    # The last pair: ana wins it at eight cards and discards; then the deal is scored.
    act(game, "ben pass", "ana bid 2")
    assert game.view(None).discard is not None
    assert game.rounds == []
    events = act(game, "ana discard 9C 9D")
    assert "The auctions are over. The stock is used up." in texts(events)
    assert len(game.rounds) == 1


def test_the_last_money_ends_the_deal_after_the_discard():
    game = eight_cards(target=1000)
    act(game, "ana discard JS JH", "ben bid 20")  # ben spends everything
    act(game, "ana bid 12")  # ana's last money, at eight cards
    assert game.view(None).discard is not None
    events = act(game, "ana discard 9C 9D")
    assert "The auctions are over. Nobody can bid 2." in texts(events)
    assert len(game.rounds) == 1


# -- scoring --------------------------------------------------------------------------------


def test_the_best_four_are_kept_a_a_q_q_over_a_straight():
    game = new_game(
        2,
        hands={"ana": "7S 8D", "ben": "KH JD"},
        pairs=["9H 10C", "AS AC", "QS QC", "9D JC", "8H 10H"],
        target=1000,
    )
    for _ in range(3):
        act(game, "ben pass", "ana bid 2")
    act(game, "ben pass", "ana bid 14", "ana discard 9D JC", "ben bid 20")
    ana, ben = game.view(None).last_deal.hands
    assert sorted(ana.kept) == sorted(["AS", "AC", "QS", "QC"])
    assert (ana.hand, ana.hand_points, ana.bonus, ana.money, ana.points) == (
        "two pairs",
        28,
        25,
        0,
        53,
    )
    assert (ben.hand, ben.hand_points, ben.bonus, ben.points) == ("high cards", 10, 0, 10)
    assert game.rounds == [{"ana": 53, "ben": 10}]
    assert game.scores == {"ana": 53, "ben": 10}


def test_the_red_carpet_is_kept_over_four_aces():
    game = new_game(
        2,
        hands={"ana": "AH AD", "ben": "7C 9D"},
        pairs=["AS AC", "7H 7D", "8H 9H", "JC KC"],
        target=1000,
    )
    act(game, "ben pass", "ana bid 2", "ben pass", "ana bid 2", "ben pass", "ana bid 16")
    act(game, "ben bid 20")
    ana = game.view(None).last_deal.hands[0]
    assert sorted(ana.kept) == sorted(["AH", "AD", "7H", "7D"])
    assert (ana.hand, ana.hand_points, ana.points) == ("red carpet", 100, 100 + 25)


def test_a_player_with_fewer_than_four_cards_scores_what_they_hold():
    game = new_game(2, hands={"ana": "AS AC", "ben": "7C 8D"}, pairs=["KH QD"], target=1000)
    act(game, "ben bid 2", "ana bid 19", "ben bid 20")  # all-pay: ana keeps 1
    ana, ben = game.view(None).last_deal.hands
    assert (ana.kept, ana.hand, ana.hand_points, ana.points) == (["AC", "AS"], "pair", 16, 42)
    assert (ben.hand_points, ben.points) == (2 + 2 + 3 + 3, 10)


def test_two_decks_six_players_flush_holding_a_pair_and_a_same_suit_red_carpet():
    # With "everyone bids everything", pairs go to fil, eva, dan, cem, ben, ana in turn.
    hands = {
        "ana": "AD AD",
        "ben": "AS AS",
        "cem": "8C 9D",
        "dan": "8D 9C",
        "eva": "8H 9S",
        "fil": "10D 10S",
    }
    pairs = ["8S 9H", "JH QC", "JD 7C", "JC 7S", "KS QS", "7H 7H"]
    game = new_game(6, hands=hands, pairs=pairs, target=1000)
    spend_all(game)
    hands_now = {hand.name: hand for hand in game.view(None).last_deal.hands}
    assert (hands_now["ana"].hand, hands_now["ana"].hand_points) == ("red carpet", 100)
    assert (hands_now["ben"].hand, hands_now["ben"].hand_points) == ("flush", (4 + 4 + 3 + 3) * 3)
    assert game.rounds == [
        {
            "ana": 100 + 25,
            "ben": 42,
            "cem": 2 + 2 + 3 + 2,
            "dan": 2 + 2 + 3 + 2,
            "eva": 2 + 2 + 3 + 3,
            "fil": 2 * 2 + 2 * 2 + 2 + 2,
        }
    ]


def test_every_player_tied_for_the_best_hand_gets_the_bonus():
    game = new_game(
        3,
        hands={"cem": "JS QS", "ben": "JH QH", "ana": "7C 8D"},
        pairs=["KS AS", "KH AH", "9C JD"],
        target=1000,
    )
    spend_all(game)
    assert game.rounds == [{"ana": 2 + 2 + 2 + 3, "ben": 65 + 25, "cem": 65 + 25}]


# -- the match ------------------------------------------------------------------------------

STRAIGHT_FLUSHES = {"ana": "JS QS", "ben": "JH QH"}


def straight_flush_deal(dealer: int) -> list[Card]:
    # The first auction goes to the dealer's right (ben when ana deals), the second back.
    first, second = ("KH AH", "KS AS") if dealer == 0 else ("KS AS", "KH AH")
    return deal_deck(2, STRAIGHT_FLUSHES, [first, second], dealer=dealer)


@pytest.mark.parametrize(
    ("third_deal", "totals", "winners"),
    [
        (("ben bid 20", "ana bid 20"), {"ana": 270, "ben": 270}, ["ana", "ben"]),
        (("ben bid 19", "ana pass", "ana bid 20"), {"ana": 270, "ben": 271}, ["ben"]),
    ],
)
def test_match_ends_past_the_target_highest_total_wins_ties_share(third_deal, totals, winners):
    game = new_game(
        2, decks=[straight_flush_deal(0), straight_flush_deal(1), straight_flush_deal(0)]
    )
    act(game, "ben bid 20", "ana bid 20")
    act(game, "ana bid 20", "ben bid 20")
    assert game.scores == {"ana": 180, "ben": 180}
    assert not game.over
    events = act(game, *third_deal)
    assert game.over
    assert game.scores == totals
    assert all(total >= 250 for total in totals.values())
    assert game.winners == winners
    assert game.view(None).winners == winners
    assert game.to_act() == []
    assert events[-1].kind == "over"
    assert_refused(game, action("ana pass"), "game is over")
    assert game.legal_actions("ana") == []
    assert_replays(game)


def test_a_smaller_target():
    game = new_game(2, target=30)
    spend_all(game)
    assert game.over
    assert len(game.rounds) == 1


# -- views ----------------------------------------------------------------------------------


def test_views_show_money_face_up_cards_and_only_counts_of_face_down_cards():
    game = new_game(3, hands={"cem": "AS KS", "ben": "QS JS", "ana": "10S 9S"}, pairs=["8H 7H"])
    act(game, "cem bid 4", "ben pass", "ana pass")
    public = game.view(None)
    cem = public.seats[2]
    assert (cem.face_up, cem.face_down, cem.money, cem.score) == (["8H", "7H"], 2, 16, 0)
    assert public.hand is None
    assert "AS" not in public.model_dump_json()
    own = game.view("cem")
    assert (own.viewer, own.hand) == ("cem", ["AS", "KS"])
    assert own.seats == public.seats
    with pytest.raises(IllegalAction, match="zoe is not playing"):
        game.view("zoe")


def test_events_never_name_a_face_down_card():
    game = new_game(2, hands={"ana": "AS KS", "ben": "QS JS"}, pairs=["10H 9H", "7S 8S"], target=1)
    events = act(game, "ben bid 20", "ana bid 20")
    shown = [event.text for event in events if event.kind != "score"]
    assert not any(word in text for text in shown for word in ("AS", "KS", "QS", "JS"))
    # At the end of the deal the kept hands are revealed.
    scores = [event.text for event in events if event.kind == "score"]
    assert scores == [
        "ana keeps 7S 8S KS AS (flush, 33) + 25 bonus + 0 money: 58 points.",
        "ben keeps 9H 10H JS QS (straight, 30) + 0 money: 30 points.",
    ]


def test_records_replay_mid_auction_and_at_a_discard():
    game = eight_cards()
    assert_replays(game)
    act(game, "ana discard JS JH", "ben bid 3")
    assert_replays(game)
