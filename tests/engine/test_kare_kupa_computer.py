"""The Kare Kupa computer player: legal, deterministic, sensible, and it calls only on
certainty it can read from its own view."""

from __future__ import annotations

import random

import pytest

from engine.cards import Card
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import (
    Accept,
    Action,
    Call,
    Decline,
    Next,
    Offer,
    Pass,
    Seen,
    Signal,
)
from engine.kare_kupa.claims import call_choices, is_four_of_a_kind
from engine.kare_kupa.computer import HESITATION, choose, code_gesture
from engine.levels import Level
from engine.registry import computer_move, computer_player
from tests.engine.test_kare_kupa import PLAYERS, deck, game, swap
from tests.support.engine import cards
from tests.support.matches import computer_match

ANA, BEN, CEM, DAN = PLAYERS


def move(table: KareKupa, player: str) -> Action:
    return choose(table.view(player), table.legal_actions(player))


def test_registered_for_the_game() -> None:
    assert computer_player("kare_kupa") is choose


def test_looks_at_a_new_table_first() -> None:
    table = game()
    assert move(table, ANA) == Seen(player=ANA)


def test_takes_a_table_card_of_the_rank_it_collects() -> None:
    table = game(look=False)
    # ana holds 2S 2H 6S 7S; the table 2D 3D 4D 5D.
    assert move(table, ANA) == swap(ANA, "6S", "2D")


def test_rather_not_give_a_card_an_opponent_is_openly_collecting() -> None:
    hands = ["2S 2H 6S 7S", "3S 3H 8H 9H", "4S 4H 6D 7D", "5S 5H 6C 7C"]
    table = game(deck(hands, table="2D 6H 4D 5D", stock="3D 2C 4C 5C"), look=False)
    table.apply(swap(BEN, "8H", "6H"))  # ben is seen to take a six
    assert move(table, ANA) == swap(ANA, "7S", "2D")


def test_passes_when_the_table_has_nothing_for_it() -> None:
    table = game(look=False)
    table.apply(swap(ANA, "6S", "2D"))
    # ana holds 2S 2H 2D 7S; the table 6S 3D 4D 5D gives her nothing.
    assert move(table, ANA) == Pass(player=ANA)
    table.apply(Pass(player=ANA))
    # Having passed, with nothing to do, it only taps.
    assert move(table, ANA) == Signal(player=ANA, gesture="tap")


def test_accepts_a_useful_offer_and_declines_a_useless_one() -> None:
    table = game()
    table.apply(Offer(player=CEM, give=cards("6D")[0]))
    assert move(table, ANA) == Seen(player=ANA)
    table.apply(Seen(player=ANA))
    # A second six pairs her six: she gives the seven, the card she holds least of.
    assert move(table, ANA) == Accept(player=ANA, give=cards("7S")[0])
    table.apply(Decline(player=ANA))
    table.apply(Offer(player=CEM, give=cards("4S")[0]))
    assert move(table, ANA) == Decline(player=ANA)


def test_never_calls_without_certainty() -> None:
    table = game(look=False)
    table.apply(swap(ANA, "6S", "2D"))
    table.apply(Next(player=None))
    table.apply(swap(ANA, "7S", "2C"))
    # ana now holds four twos, but only two were seen to arrive: nobody may be sure.
    assert list(table.view(ANA).hand or []) == ["2S", "2H", "2D", "2C"]
    for player in PLAYERS:
        assert not isinstance(move(table, player), Call)


def public_four() -> KareKupa:
    """ben is seen to take three threes from the table, and receives the fourth from dan in an
    open exchange."""
    hands = ["2S 2H 6S 7S", "8H 9H 10H JH", "4S 4H 6D 7D", "3C 6C 7C 8C"]
    table = KareKupa(
        PLAYERS, {"look": False}, decks=[deck(hands, table="3S 3H 2D 4D", stock="3D 5D 9D 10D")]
    )
    table.apply(swap(BEN, "8H", "3S"))
    table.apply(swap(BEN, "9H", "3H"))
    table.apply(Next(player=None))
    table.apply(swap(BEN, "10H", "3D"))
    for player in (ANA, CEM, DAN):
        assert not isinstance(move(table, player), Call)
    table.apply(Offer(player=DAN, give=cards("3C")[0]))
    table.apply(Accept(player=BEN, give=cards("JH")[0]))
    assert table.view(None).known[BEN] == ["3S", "3H", "3D", "3C"]
    return table


def test_calls_kupa_on_an_opponent_seen_to_complete_four_of_a_kind() -> None:
    table = public_four()
    assert move(table, ANA) == Call(player=ANA, claim=(BEN,))
    assert move(table, CEM) == Call(player=CEM, claim=(BEN,))


def test_calls_kare_on_a_partner_seen_to_complete_four_of_a_kind() -> None:
    table = public_four()
    assert move(table, DAN) == Call(player=DAN, claim=(BEN,))
    table.apply(move(table, DAN))
    assert table.rounds == [{ANA: 0, BEN: 1, CEM: 0, DAN: 1}]


def test_never_names_itself_without_its_partner() -> None:
    table = public_four()
    # ben knows his own four, but nobody can be sure of dan's: no call at all.
    assert not isinstance(move(table, BEN), Call)


def test_refuses_a_public_view() -> None:
    table = game()
    with pytest.raises(ValueError, match="own view"):
        choose(table.view(None), table.legal_actions(ANA))


@pytest.mark.parametrize("seed", range(3))
def test_four_computers_play_whole_rounds_legally(seed: int) -> None:
    table = KareKupa(PLAYERS, seed=seed)
    steps = 0
    while len(table.rounds) < 2:
        steps += 1
        assert steps < 2000, "the computers stalled"
        for player in PLAYERS:
            legal = table.legal_actions(player)
            action = computer_move(table, player)
            assert action in legal
            if not table.is_idle(action):
                table.apply(action)
    # Four careful players only ever end a round with a call that is right.
    assert all(outcome.correct in (None, True) for outcome in table.outcomes)


@pytest.mark.parametrize("seed", range(2))
def test_every_call_it_makes_is_right(seed: int) -> None:
    """Random players and host around one computer: whenever it calls, it is right."""
    rng = random.Random(seed)
    table = KareKupa(PLAYERS, {"target": 100, "look": False}, seed=seed)
    for _ in range(600):
        actor = rng.choice([*PLAYERS, None])
        if actor == CEM:
            action = computer_move(table, CEM)
            assert choose(table.view(CEM), table.legal_actions(CEM)) == action  # deterministic
            if isinstance(action, Call):
                claimed = [table.hands[PLAYERS.index(name)] for name in action.claim]
                assert all(len({card.rank for card in hand}) == 1 for hand in claimed)
        else:
            # No random calls and no gestures: the computer trusts its partner's code as it
            # trusts what it sees, and reads the other side's gestures as codes once learned
            # (a read is a good guess, not a certainty: tested on its own).
            legal = [a for a in table.legal_actions(actor) if not isinstance(a, Call | Signal)]
            action = rng.choice(legal)
        table.apply(action)
    assert table.round > 1


def test_holding_four_of_a_kind_it_makes_its_code_once_and_its_partner_calls_kare() -> None:
    hands = ["2S 2H 8S 7S", "3S 3H 6H 7H", "4S 4H 6D 7D", "5S 5H 6C 7C"]
    table = game(deck(hands, table="2C 2D 9D 10D", stock="3D 4D 5D JC"), look=False)
    table.apply(swap(ANA, "7S", "2C"))
    table.apply(swap(ANA, "8S", "2D"))
    view = table.view(ANA)
    code = code_gesture(view)
    assert code == code_gesture(table.view(CEM))  # partners agree
    assert move(table, ANA) == Signal(player=ANA, gesture=code)
    table.apply(move(table, ANA))
    # Told once; after that ana has nothing to do but pass.
    assert move(table, ANA) == Pass(player=ANA)
    # Only cem reads ana's code: ben and dan go on collecting.
    assert move(table, CEM) == Call(player=CEM, claim=(ANA,))
    assert not isinstance(move(table, BEN), Call)
    table.apply(move(table, CEM))
    assert table.rounds[0] == {ANA: 1, BEN: 0, CEM: 1, DAN: 0}


def test_the_idle_tap_is_the_only_idle_action() -> None:
    table = game()
    assert table.is_idle(Signal(player=ANA, gesture="tap"))
    assert not table.is_idle(Signal(player=ANA, gesture="wink"))
    assert not table.is_idle(Seen(player=ANA))


@pytest.mark.parametrize("seed", range(3))
def test_four_computers_reach_the_target_with_the_hosts_pulse(seed: int) -> None:
    table, ticks = computer_match(seed, frozenset(range(4)), target=2)
    assert table.over
    assert max(table.scores.values()) >= 2
    assert all(outcome.correct in (None, True) for outcome in table.outcomes)
    assert ticks < 1000


def test_call_choices_name_each_claim_and_its_points() -> None:
    choices = call_choices(PLAYERS, ANA)
    assert len(choices) == 11
    assert choices[0] == ((BEN,), "kupa", 1)
    assert ((CEM,), "kare", 1) in choices
    assert ((ANA, CEM), "double kare", 2) in choices
    assert ((BEN, DAN), "double kupa", 2) in choices
    assert ((ANA, BEN, CEM, DAN), "double kare – double kupa", 4) in choices
    assert all(ANA not in claim or CEM in claim for claim, _, _ in choices)


# -- codes, feints and reading the other side ----------------------------------------------------


def test_a_partnerships_code_is_drawn_for_each_match_and_known_to_both_partners() -> None:
    firsts = set()
    for seed in range(40):
        table = KareKupa(PLAYERS, seed=seed)
        ana, cem = table.view(ANA), table.view(CEM)
        assert code_gesture(ana) == code_gesture(cem)
        assert code_gesture(ana) != "tap"
        firsts.add(code_gesture(ana))
        # The same seed, the same code: a replay agrees.
        assert code_gesture(KareKupa(PLAYERS, seed=seed).view(CEM)) == code_gesture(ana)
    assert len(firsts) >= 6
    with pytest.raises(ValueError, match="own view"):
        code_gesture(game().view(None))


def fours_for_ben(dealer: int) -> list[Card]:
    """ben is dealt two threes and finds the other two on the first table."""
    hands = ["2S 2H 6S 7S", "3S 3H 8H 9H", "4S 4H 6D 7D", "5S 5H 6C 7C"]
    return deck(hands, table="3D 3C JD QD", stock="KS KH KD AC", dealer=dealer)


def ben_completes(table: KareKupa) -> None:
    for player in PLAYERS:
        if table.looking and player not in table.view(None).seen:
            table.apply(Seen(player=player))
    table.apply(swap(BEN, "8H", "3D"))
    table.apply(swap(BEN, "9H", "3C"))


def test_a_reader_learns_a_code_seen_before_two_right_calls_and_calls_kupa_on_it() -> None:
    """ben and dan (people) use ear as their code and never change it."""
    table = KareKupa(PLAYERS, {"target": 9}, decks=[fours_for_ben(dealer) for dealer in range(3)])
    for _ in range(2):
        ben_completes(table)
        table.apply(Signal(player=BEN, gesture="ear"))
        table.apply(Call(player=DAN, claim=(BEN,)))  # right: the hand is shown
    assert [outcome.correct for outcome in table.outcomes] == [True, True]
    ben_completes(table)
    table.apply(Signal(player=BEN, gesture="ear"))
    # A person hesitates: not at once...
    assert not isinstance(move(table, ANA), Call)
    # ...but once a few of the table's actions have passed, kupa on ben.
    for _ in range(HESITATION[1]):
        table.apply(Signal(player=CEM, gesture="tap"))
    assert move(table, ANA) == Call(player=ANA, claim=(BEN,))
    assert move(table, CEM) == Call(player=CEM, claim=(BEN,))
    table.apply(move(table, ANA))
    assert table.outcomes[-1].correct
    # A strong reader does not hesitate; a gentle one does not read at all.
    assert table.view(None).history[-1].caller == ANA


def test_a_reader_with_nothing_else_to_do_calls_at_its_next_move() -> None:
    table = KareKupa(PLAYERS, {"target": 9}, decks=[fours_for_ben(dealer) for dealer in range(3)])
    for _ in range(2):
        ben_completes(table)
        table.apply(Signal(player=BEN, gesture="ear"))
        table.apply(Call(player=DAN, claim=(BEN,)))
    ben_completes(table)
    table.apply(Pass(player=ANA))  # the table has nothing for ana (she holds 2S 2H 6S 7S)
    table.apply(Signal(player=BEN, gesture="ear"))
    # Only ana acts: no other action passes, yet she calls within a move or two (one may be
    # her feint of the round).
    for _ in range(2):
        action = move(table, ANA)
        if isinstance(action, Call):
            break
        assert isinstance(action, Signal)
        table.apply(action)
    assert action == Call(player=ANA, claim=(BEN,))


def test_one_showing_is_no_proof_and_levels_read_differently() -> None:
    table = KareKupa(PLAYERS, {"target": 9}, decks=[fours_for_ben(dealer) for dealer in range(3)])
    ben_completes(table)
    table.apply(Signal(player=BEN, gesture="ear"))
    table.apply(Call(player=DAN, claim=(BEN,)))
    ben_completes(table)
    table.apply(Signal(player=BEN, gesture="ear"))
    for _ in range(HESITATION[1]):
        table.apply(Signal(player=CEM, gesture="tap"))
    assert not isinstance(move(table, ANA), Call)  # seen once: maybe a feint
    table.apply(Call(player=DAN, claim=(BEN,)))
    ben_completes(table)
    table.apply(Signal(player=BEN, gesture="ear"))
    view, legal = table.view(ANA), table.legal_actions(ANA)
    assert choose(view, legal, level=Level.STRONG) == Call(player=ANA, claim=(BEN,))
    assert not isinstance(choose(view, legal, level=Level.NORMAL), Call)
    for _ in range(HESITATION[1]):
        table.apply(Signal(player=CEM, gesture="tap"))
    view, legal = table.view(ANA), table.legal_actions(ANA)
    assert not isinstance(choose(view, legal, level=Level.GENTLE), Call)
    assert choose(view, legal, level=Level.NORMAL) == Call(player=ANA, claim=(BEN,))


def test_a_showing_without_the_gesture_unlearns_it() -> None:
    table = KareKupa(PLAYERS, {"target": 9}, decks=[fours_for_ben(dealer) for dealer in range(4)])
    for gesture in ("ear", "ear", "nose"):
        ben_completes(table)
        table.apply(Signal(player=BEN, gesture=gesture))
        table.apply(Call(player=DAN, claim=(BEN,)))
    ben_completes(table)
    table.apply(Signal(player=BEN, gesture="ear"))
    for _ in range(HESITATION[1]):
        table.apply(Signal(player=CEM, gesture="tap"))
    assert not isinstance(move(table, ANA), Call)


def test_the_code_moves_on_after_a_round_that_showed_the_partnerships_four() -> None:
    table = KareKupa(PLAYERS, {"target": 9}, decks=[fours_for_ben(dealer) for dealer in range(3)])
    before = code_gesture(table.view(BEN))
    ben_completes(table)
    table.apply(Signal(player=BEN, gesture=before))
    table.apply(Call(player=DAN, claim=(BEN,)))
    after = code_gesture(table.view(BEN))
    assert after != before
    assert after == code_gesture(table.view(DAN))
    assert code_gesture(table.view(ANA)) == code_gesture(KareKupa(PLAYERS, seed=0).view(ANA))
    # A round that showed no four of theirs (a void round, a wrong call) keeps it.
    table.apply(Call(player=ANA, claim=(DAN,)))  # wrong: dan holds no four of a kind
    assert code_gesture(table.view(BEN)) == after


@pytest.mark.parametrize("seed", range(3))
def test_computers_feint_but_never_with_their_code(seed: int) -> None:
    table = KareKupa(PLAYERS, {"target": 3}, seed=seed)
    feints = codes = 0
    for _ in range(5000):
        if table.over:
            break
        acted = False
        for player in PLAYERS:
            if table.over:
                break
            action = computer_move(table, player)
            if isinstance(action, Signal) and not table.is_idle(action):
                holds = is_four_of_a_kind(table.hands[PLAYERS.index(player)])
                if action.gesture == code_gesture(table.view(player)):
                    assert holds  # the code means four of a kind, always
                    codes += 1
                else:
                    feints += 1
            if not table.is_idle(action):
                table.apply(action)
                acted = True
        if not acted and not table.over:
            table.apply(table.legal_actions(None)[0])
    assert table.over
    assert feints > 0
    assert all(outcome.correct in (None, True) for outcome in table.outcomes)


@pytest.mark.parametrize("baseline", ["plain", "reader", "random"])
def test_the_strength_benchmark_plays_whole_matches(baseline: str) -> None:
    """The benchmark's smoke: its baselines play legal, whole matches against the computers."""
    from benchmarks.kare_kupa_strength import BASELINES, play_match  # noqa: PLC0415 - a script

    match = play_match(7, BASELINES[baseline], frozenset({1, 3}), Level.NORMAL)
    assert match.game.over
    assert match.applied == len(match.game.log)


def test_a_gentle_computer_never_feints_and_misses_fours_in_plain_sight() -> None:
    table = KareKupa(PLAYERS, {"target": 3}, seed=1)
    for _ in range(3000):
        if table.over:
            break
        acted = False
        for player in PLAYERS:
            if table.over:
                break
            action = computer_move(table, player, Level.GENTLE)
            if isinstance(action, Signal) and not table.is_idle(action):
                assert action.gesture == code_gesture(table.view(player))
            if not table.is_idle(action):
                table.apply(action)
                acted = True
        if not acted and not table.over:
            table.apply(table.legal_actions(None)[0])
    assert table.over
    # ben's four threes were all seen to arrive: normal calls kupa, gentle does not notice.
    seen = public_four()
    assert move(seen, ANA) == Call(player=ANA, claim=(BEN,))
    gentle = choose(seen.view(ANA), seen.legal_actions(ANA), level=Level.GENTLE)
    assert not isinstance(gentle, Call)
