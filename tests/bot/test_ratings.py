"""Rating updates against OpenSkill itself, and the store's rating of closed tables."""

from __future__ import annotations

import pytest
import pytest_asyncio
from openskill.models import PlackettLuce

from bot.ratings import INITIAL, RatedSeat, Skill, rate
from tests.support.seeding import GUILD, Seat, seed_table

MODEL = PlackettLuce()


def fresh() -> object:
    return MODEL.rating()


def skills_of(teams: list[list[object]]) -> list[list[Skill]]:
    return [[Skill(mu=player.mu, sigma=player.sigma) for player in team] for team in teams]


@pytest.mark.parametrize(
    "placements",
    [
        [1, 2],
        [2, 1],
        [1, 1],
        [1, 2, 3],
        [1, 1, 3],
        [3, 1, 2, 4],
        [1, 2, 2, 4, 5],
        [1, 2, 3, 4, 5, 6],
    ],
)
def test_multiplayer_ratings_equal_openskill_by_placement(placements):
    seats = [RatedSeat(user_id=10 + i, placement=place) for i, place in enumerate(placements)]
    expected = MODEL.rate([[fresh()] for _ in placements], ranks=[float(p) for p in placements])
    got = rate(seats, {})
    assert [[got[10 + i]] for i in range(len(placements))] == skills_of(expected)
    if len(set(placements)) > 1:
        winner = 10 + placements.index(1)
        assert got[winner].mu > INITIAL.mu


def test_ratings_start_from_the_members_current_skill():
    before = {1: Skill(30.0, 4.0), 2: Skill(20.0, 7.0)}
    got = rate([RatedSeat(1, 2), RatedSeat(2, 1)], before)
    expected = MODEL.rate(
        [[MODEL.rating(mu=30.0, sigma=4.0)], [MODEL.rating(mu=20.0, sigma=7.0)]], ranks=[2.0, 1.0]
    )
    assert [[got[1]], [got[2]]] == skills_of(expected)


def test_partnerships_are_rated_as_teams():
    seats = [
        RatedSeat(1, 1, team=0),
        RatedSeat(2, 2, team=1),
        RatedSeat(3, 1, team=0),
        RatedSeat(4, 2, team=1),
    ]
    got = rate(seats, {})
    expected = MODEL.rate([[fresh(), fresh()], [fresh(), fresh()]], ranks=[1.0, 2.0])
    assert [[got[1], got[3]], [got[2], got[4]]] == skills_of(expected)
    assert got[1] == got[3]
    assert got[1].mu > got[2].mu


def test_ratings_follow_the_stored_places_a_forfeit_among_them():
    # The places are the one outcome (bot/outcome.py): a forfeit is already last there.
    seats = [
        RatedSeat(1, 3, outcome="forfeited"),
        RatedSeat(2, 2),
        RatedSeat(3, 1),
    ]
    got = rate(seats, {})
    expected = MODEL.rate([[fresh()], [fresh()], [fresh()]], ranks=[3.0, 2.0, 1.0])
    assert [[got[1]], [got[2]], [got[3]]] == skills_of(expected)
    assert got[1].mu < INITIAL.mu


def test_a_forfeiting_partner_is_rated_alone_and_last():
    seats = [
        RatedSeat(1, 1, team=0),
        RatedSeat(2, 2, team=1),
        RatedSeat(3, 3, team=0, outcome="forfeited"),
        RatedSeat(4, 2, team=1),
    ]
    got = rate(seats, {})
    expected = MODEL.rate([[fresh()], [fresh(), fresh()], [fresh()]], ranks=[1.0, 2.0, 3.0])
    assert [[got[1]], [got[2], got[4]], [got[3]]] == skills_of(expected)


def test_an_abandoned_table_rates_nobody():
    seats = [RatedSeat(1, None, outcome="abandoned"), RatedSeat(2, None, outcome="abandoned")]
    assert rate(seats, {}) == {}


def test_computer_seats_are_left_out_and_humans_rated_among_themselves():
    seats = [
        RatedSeat(None, 1, computer=True),
        RatedSeat(1, 2),
        RatedSeat(None, 3, computer=True),
        RatedSeat(2, 4),
    ]
    got = rate(seats, {})
    assert set(got) == {1, 2}
    expected = MODEL.rate([[fresh()], [fresh()]], ranks=[2.0, 4.0])
    assert [[got[1]], [got[2]]] == skills_of(expected)


def test_one_human_against_computers_or_one_side_of_humans_rates_nobody():
    alone = [RatedSeat(1, 2), RatedSeat(None, 1, computer=True)]
    partners = [
        RatedSeat(1, 1, team=0),
        RatedSeat(None, 2, team=1, computer=True),
        RatedSeat(2, 1, team=0),
        RatedSeat(None, 2, team=1, computer=True),
    ]
    assert rate(alone, {}) == {}
    assert rate(partners, {}) == {}
    assert rate([RatedSeat(1, 1)], {}) == {}  # a solitaire is no match


# -- the store ------------------------------------------------------------------------------


@pytest_asyncio.fixture
async def store(open_store):
    return await open_store(rating=rate)


async def test_rating_a_table_chains_updates_through_the_season(store):
    first = await seed_table(store, "krypkasino", [Seat(1, 1), Seat(2, 2), Seat(3, 3)], now=10)
    second = await seed_table(store, "krypkasino", [Seat(1, 2), Seat(2, 1)], now=20)
    one = await store.rate_table(first, now=11)
    two = await store.rate_table(second, now=21)
    assert one.season_id == two.season_id is not None
    after_first = MODEL.rate([[fresh()], [fresh()], [fresh()]], ranks=[1.0, 2.0, 3.0])
    a, b = after_first[0][0], after_first[1][0]
    after_second = MODEL.rate(
        [[MODEL.rating(mu=a.mu, sigma=a.sigma)], [MODEL.rating(mu=b.mu, sigma=b.sigma)]],
        ranks=[2.0, 1.0],
    )
    assert two.skills[1] == skills_of(after_second)[0][0]
    assert two.skills[2] == skills_of(after_second)[1][0]
    season = await store.current_season(GUILD, now=30)
    line = await store.board_line(season, "krypkasino", 1, solo=False, min_games=1)
    assert line is not None
    assert (line.games, line.wins) == (2, 1)
    assert line.ordinal == pytest.approx(two.skills[1].ordinal)
    assert line.display == "Player 1"


async def test_a_table_is_never_counted_twice(store):
    table = await seed_table(store, "krypkasino", [Seat(1, 1), Seat(2, 2)], now=10)
    first = await store.rate_table(table, now=11)
    again = await store.rate_table(table, now=12)
    assert first.skills
    assert again.skills == {}
    season = await store.current_season(GUILD, now=30)
    line = await store.board_line(season, "krypkasino", 1, solo=False, min_games=1)
    assert line is not None
    assert line.games == 1


async def test_an_unclosed_table_is_not_marked_counted(store):
    update = await store.rate_table(999, now=1)
    assert update.season_id is None
    assert update.skills == {}


async def test_an_abandoned_table_counts_for_nobody(store):
    table = await seed_table(
        store,
        "krypkasino",
        [Seat(1, None, outcome="abandoned"), Seat(2, None, outcome="abandoned")],
        now=10,
    )
    update = await store.rate_table(table, now=11)
    assert update.skills == {}
    season = await store.current_season(GUILD, now=30)
    assert await store.board_line(season, "krypkasino", 1, solo=False, min_games=1) is None
    stats = await store.member_stats(GUILD, 1)
    assert stats == []


async def test_forfeits_are_stored_last(store):
    table = await seed_table(
        store, "crveni_tepih", [Seat(1, 3, outcome="forfeited"), Seat(2, 1), Seat(3, 2)], now=5
    )
    update = await store.rate_table(table, now=6)
    assert update.skills[1].mu < update.skills[3].mu < update.skills[2].mu


async def test_the_board_lists_only_members_with_enough_games(store):
    for number in range(5):
        await store.rate_table(
            await seed_table(store, "krypkasino", [Seat(1, 1), Seat(2, 2)], now=number), now=number
        )
    await store.rate_table(
        await seed_table(store, "krypkasino", [Seat(3, 1), Seat(1, 2)], now=10), now=10
    )
    season = await store.current_season(GUILD, now=30)
    board = await store.board(season, "krypkasino", solo=False, min_games=5, offset=0, limit=10)
    assert [line.user_id for line in board.lines] == [1, 2]
    assert board.total == 2
    assert [line.rank for line in board.lines] == [1, 2]
    provisional = await store.board_line(season, "krypkasino", 3, solo=False, min_games=5)
    assert provisional is not None
    assert provisional.rank is None
    assert provisional.games == 1
    ranked = await store.board_line(season, "krypkasino", 2, solo=False, min_games=5)
    assert ranked is not None
    assert ranked.rank == 2


async def test_an_opted_out_member_is_hidden_but_sees_their_own_line(store):
    for number in range(3):
        await store.rate_table(
            await seed_table(store, "krypkasino", [Seat(1, 1), Seat(2, 2), Seat(3, 3)], now=number),
            now=number,
        )
    await store.set_board_opt_out(GUILD, 1, hidden=True)
    season = await store.current_season(GUILD, now=30)
    board = await store.board(season, "krypkasino", solo=False, min_games=1, offset=0, limit=10)
    assert [line.user_id for line in board.lines] == [2, 3]
    own = await store.board_line(season, "krypkasino", 1, solo=False, min_games=1)
    assert own is not None
    assert own.rank == 1
    await store.set_board_opt_out(GUILD, 1, hidden=False)
    board = await store.board(season, "krypkasino", solo=False, min_games=1, offset=0, limit=10)
    assert [line.user_id for line in board.lines] == [1, 2, 3]


async def test_the_solitaire_board_ranks_by_best_then_average_without_hinted_games(store):
    for user_id, scores in {1: [50, 70], 2: [70, 60], 3: [90]}.items():
        for score in scores:
            table = await seed_table(store, "four_poker", [Seat(user_id, 1, score=score)], now=1)
            await store.rate_table(table, now=2)
    hinted = await seed_table(store, "four_poker", [Seat(1, 1, score=500)], now=3, hints_used=True)
    await store.rate_table(hinted, now=4)
    season = await store.current_season(GUILD, now=30)
    board = await store.board(season, "four_poker", solo=True, min_games=1, offset=0, limit=10)
    assert [(line.user_id, line.best, line.average) for line in board.lines] == [
        (3, 90, 90.0),
        (2, 70, 65.0),
        (1, 70, 60.0),
    ]
    own = await store.board_line(season, "four_poker", 1, solo=True, min_games=1)
    assert own is not None
    assert own.rank == 3
    stats = {entry.game: entry for entry in await store.member_stats(GUILD, 1)}
    assert stats["four_poker"].games == 2  # a hinted game is practice: no record counts it
    assert stats["four_poker"].best == 70
    assert await store.personal_scores(GUILD, "four_poker", 1) == (2, 70, 60.0)
    history = await store.history(GUILD, 1)
    assert (history[0].score, history[0].hinted) == (500, True)


async def test_tables_finished_but_not_counted_are_counted_once_at_start_up(store):
    missed = await seed_table(store, "krypkasino", [Seat(1, 1), Seat(2, 2)], now=10)
    counted = await seed_table(store, "krypkasino", [Seat(1, 2), Seat(2, 1)], now=20)
    await store.rate_table(counted, now=21)
    assert await store.rate_unrated(now=30) == 1
    assert await store.rate_unrated(now=31) == 0
    season = await store.current_season(GUILD, now=40)
    line = await store.board_line(season, "krypkasino", 1, solo=False, min_games=1)
    assert line is not None
    assert line.games == 2
    assert missed != counted
