"""The one outcome of a closed table (bot/outcome.py): the engine's standings with the host's
forfeits and abandonment, as the table, the store, ratings and every board see it."""

from __future__ import annotations

from bot import outcome
from bot.seats import SeatRow
from bot.vocab import Outcome
from engine.standings import Standings


def seats(*names: str, forfeited: tuple[str, ...] = ()) -> list[SeatRow]:
    return [
        SeatRow(
            position=position,
            user_id=position + 1,
            name=name,
            display=name.title(),
            computer=name in forfeited,
            forfeited=name in forfeited,
        )
        for position, name in enumerate(names)
    ]


def places(result: outcome.FinalOutcome) -> dict[str, int | None]:
    return {place.seat.name: place.place for place in result.places}


def test_a_forfeiter_holding_the_fewest_points_in_a_misere_game_is_last():
    # Krypkasino: lowest wins. Bruno quit at once and holds 1 point: the engine ranks him 1st.
    standings = Standings.ranked(
        ["ana", "bruno", "cleo"], {"ana": 4, "bruno": 1, "cleo": 6}, low_wins=True
    )
    assert standings.place_of("bruno") == 1
    result = outcome.final(standings, seats("ana", "bruno", "cleo", forfeited=("bruno",)))
    assert places(result) == {"ana": 1, "cleo": 2, "bruno": 3}
    assert result.winners == ["ana"]
    assert [place.seat.name for place in result.in_order()] == ["ana", "cleo", "bruno"]
    bruno = result.places[1]
    assert (bruno.outcome, bruno.score, bruno.won) == (Outcome.FORFEITED, 1, False)
    assert result.low_wins
    assert result.forfeits


def test_a_takeover_tied_on_points_no_longer_shares_the_place():
    standings = Standings.ranked(["ana", "bruno"], {"ana": 4, "bruno": 4}, low_wins=True)
    result = outcome.final(standings, seats("ana", "bruno", forfeited=("bruno",)))
    assert places(result) == {"ana": 1, "bruno": 2}


def test_ties_among_those_who_stayed_are_kept_and_forfeits_share_the_last_place():
    standings = Standings.ranked(
        ["a", "b", "c", "d"], {"a": 9, "b": 9, "c": 1, "d": 20}, low_wins=False
    )
    result = outcome.final(standings, seats("a", "b", "c", "d", forfeited=("c", "d")))
    assert places(result) == {"a": 1, "b": 1, "c": 3, "d": 3}
    assert result.winners == ["a", "b"]


def test_a_forfeiting_partner_leaves_the_partnerships_place():
    teams = {"a": 0, "b": 1, "c": 0, "d": 1}
    standings = Standings.ranked(
        ["a", "b", "c", "d"], {"a": 10, "b": 3, "c": 10, "d": 3}, low_wins=False, teams=teams
    )
    result = outcome.final(standings, seats("a", "b", "c", "d", forfeited=("c",)))
    assert places(result) == {"a": 1, "b": 2, "d": 2, "c": 3}
    assert {place.seat.name: place.team for place in result.places}["c"] == 0


def test_when_everyone_forfeited_nobody_won():
    standings = Standings.ranked(["a", "b"], {"a": 1, "b": 2}, low_wins=False)
    result = outcome.final(standings, seats("a", "b", forfeited=("a", "b")))
    assert result.winners == []


def test_an_abandoned_table_has_no_places():
    result = outcome.abandoned(seats("a", "b"))
    assert result.abandoned
    assert places(result) == {"a": None, "b": None}
    assert result.winners == []
