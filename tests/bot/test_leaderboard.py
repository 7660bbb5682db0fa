"""/leaderboard, /stats, /history and /replay through SimCord, on results seeded straight
into the bot's real store."""

from __future__ import annotations

import json
import os

import discord
import pytest

from bot.boards import YOU
from engine.record import read_record, replay
from tests.support import drivers
from tests.support import krypkasino as krypkasino_helpers
from tests.support.seeding import Seat, play_table, seed_table
from tests.support.world import world_fixture


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot(min_games=2)


world = world_fixture("alice", "bob", guild=True)


async def seed_ladder(bot, guild_id: int, people: list[tuple[int, str]], rounds: int) -> None:
    """Tables of four neighbours on the ladder, the better-listed placing first, so the
    board's order follows the list."""
    at = 1000.0
    for _ in range(rounds):
        for start in range(len(people) - 3):
            group = people[start : start + 4]
            table = await seed_table(
                bot.store,
                "krypkasino",
                [
                    Seat(user_id, place + 1, display=name)
                    for place, (user_id, name) in enumerate(group)
                ],
                now=at,
                guild_id=guild_id,
            )
            await bot.store.rate_table(table, now=at)
            at += 1


def board_rows(message: discord.Message) -> list[str]:
    return (message.embeds[0].description or "").splitlines()


async def test_the_board_pages_and_highlights_the_callers_row(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    people = [(9000 + n, f"Player{n:02}") for n in range(23)]
    people[14] = (alice.id, alice.name)
    people[3] = (bob.id, bob.name)
    await seed_ladder(simcord_bot, guild.id, people, rounds=2)
    season = await simcord_bot.store.current_season(guild.id, now=0)
    full = await simcord_bot.store.board(
        season, "krypkasino", solo=False, min_games=2, offset=0, limit=100
    )
    assert full.total == 23
    ordinals = [line.ordinal for line in full.lines]
    assert ordinals == sorted(ordinals, reverse=True)
    alice_rank = next(line.rank for line in full.lines if line.user_id == alice.id)
    assert 11 <= alice_rank <= 20

    answer = await alice.slash(channel, "leaderboard", game="krypkasino")
    board = answer.response.message
    assert not board.flags.ephemeral
    rows = board_rows(board)
    assert len(rows) == 10
    assert not any(YOU in row for row in rows)  # alice is not on page 1
    assert "Page 1 of 3" in board.embeds[0].footer.text
    standing = board.embeds[0].fields[0].value
    assert standing.startswith(f"**{alice_rank}th**")
    shown = json.dumps(board.embeds[0].to_dict(), ensure_ascii=False)
    assert str(alice.id) not in shown  # display names, never ids or mentions
    assert "<@" not in shown
    previous, _following = drivers.components(board)
    assert previous.disabled

    paged = await alice.click(board, label="Next ▶")
    assert not paged.ephemeral
    page_two = drivers.message(channel, board.id)  # edited in place
    rows = board_rows(page_two)
    assert "Page 2 of 3" in page_two.embeds[0].footer.text
    highlighted = [row for row in rows if YOU in row]
    assert len(highlighted) == 1
    assert f"__**{alice.name}**__" in highlighted[0]
    assert rows.index(highlighted[0]) == alice_rank - 11

    # Someone else paging gets their own copy; the caller's message stays as it was.
    other = await bob.click(page_two, label="Next ▶")
    assert other.ephemeral
    assert drivers.view_timers() == []  # its page buttons need no view kept for 15 minutes
    copy = other.response.message
    assert "Page 3 of 3" in copy.embeds[0].footer.text
    assert copy.embeds[0].fields[0].value.startswith("**4th**")
    assert "Page 2 of 3" in drivers.message(channel, board.id).embeds[0].footer.text
    await alice.click(drivers.message(channel, board.id), label="Next ▶")
    final = drivers.message(channel, board.id)
    assert len(board_rows(final)) == 3
    assert drivers.components(final)[1].disabled


async def test_the_board_buttons_work_after_a_restart(world, simcord_bot, make_bot):
    env, guild, channel, alice, _bob = world
    people = [(9000 + n, f"Player{n:02}") for n in range(13)]
    people[0] = (alice.id, alice.name)
    await seed_ladder(simcord_bot, guild.id, people, rounds=2)
    board = (await alice.slash(channel, "leaderboard", game="krypkasino")).response.message
    restarted = make_bot(min_games=2)
    await env.restart_bot(restarted)
    await alice.click(board, label="Next ▶")
    assert "Page 2 of 2" in drivers.message(channel, board.id).embeds[0].footer.text


async def test_a_provisional_player_sees_their_own_standing(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    table = await seed_table(
        simcord_bot.store,
        "krypkasino",
        [Seat(alice.id, 1, display=alice.name), Seat(bob.id, 2, display=bob.name)],
        now=5,
        guild_id=guild.id,
    )
    await simcord_bot.store.rate_table(table, now=5)
    board = (await alice.slash(channel, "leaderboard", game="krypkasino")).response.message
    assert "Nobody is ranked yet" in board.embeds[0].description
    assert board.embeds[0].fields[0].value.startswith("Provisional (1 of 2 games)")


async def test_opting_out_hides_a_member_from_boards_and_others_stats(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    people = [(alice.id, alice.name), (bob.id, bob.name), (9001, "Carol"), (9002, "Dan")]
    await seed_ladder(simcord_bot, guild.id, people, rounds=2)
    answer = await alice.slash(channel, "settings", leaderboards=False)
    assert "do not appear" in answer.response.content
    board = (await bob.slash(channel, "leaderboard", game="krypkasino")).response.message
    assert alice.name not in "\n".join(board_rows(board))
    refused = await bob.slash(channel, "stats", member=alice)
    assert refused.ephemeral
    assert "chose not to appear" in refused.response.content
    own = await alice.slash(channel, "leaderboard", game="krypkasino")
    assert own.response.message.embeds[0].fields[0].value.startswith("**1st**")
    await alice.slash(channel, "settings", leaderboards=True)
    board = (await bob.slash(channel, "leaderboard", game="krypkasino")).response.message
    assert alice.name in board_rows(board)[0]


async def test_stats_show_games_wins_streak_partner_and_solitaire_scores(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    store, at = simcord_bot.store, 100.0
    # Kare Kupa: alice partners bob three times and a stranger once; wins the last two.
    partners = [(bob.id, bob.name)] * 3 + [(9005, "Erin")]
    for number, (partner, name) in enumerate(partners):
        place = 1 if number >= 2 else 2
        table = await seed_table(
            store,
            "kare_kupa",
            [
                Seat(alice.id, place, team=0, display=alice.name),
                Seat(9003, 3 - place, team=1, display="Finn"),
                Seat(partner, place, team=0, display=name),
                Seat(9004, 3 - place, team=1, display="Gus"),
            ],
            now=at + number,
            guild_id=guild.id,
        )
        await store.rate_table(table, now=at + number)
    for number, score in enumerate([40, 90, 65]):
        table = await seed_table(
            store,
            "four_poker",
            [Seat(alice.id, 1, score=score, display=alice.name)],
            now=at + 10 + number,
            guild_id=guild.id,
        )
        await store.rate_table(table, now=at + 10 + number)
    answer = await alice.slash(channel, "stats")
    card = answer.response.message.embeds[0]
    fields = {field.name: field.value for field in card.fields}
    assert "**4** games · **2** won (50%)" in fields["Kare Kupa"]
    assert "🔥 **2** wins in a row" in fields["Kare Kupa"]
    assert f"Favourite partner: **{bob.name}** (3 tables)" in fields["Kare Kupa"]
    assert "**3** games · best **90** · average 65.0" in fields["4-poker"]
    assert "<@" not in json.dumps(card.to_dict())
    # Someone else's card is private to whoever asked.
    other = await bob.slash(channel, "stats", member=alice)
    assert other.ephemeral
    assert "Kare Kupa" in drivers.message_text(other.response.message)


async def test_history_lists_recent_tables_with_display_names(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    first = await seed_table(
        simcord_bot.store,
        "krypkasino",
        [Seat(alice.id, 2, score=12, display=alice.name), Seat(bob.id, 1, display=bob.name)],
        now=10,
        guild_id=guild.id,
    )
    second = await seed_table(
        simcord_bot.store,
        "crveni_tepih",
        [
            Seat(alice.id, 1, score=30, display=alice.name),
            Seat(None, 2, display="Computer 2"),
        ],
        now=20,
        guild_id=guild.id,
    )
    answer = await alice.slash(channel, "history")
    rows = answer.response.message.embeds[0].description.splitlines()
    assert rows[0].startswith(f"`#{second}` **Crveni tepih** — 1st of 2 · 30 points")
    assert "with Computer 2 🤖" in rows[0]
    assert rows[1].startswith(f"`#{first}` **Krypkasino** — 2nd of 2 · 12 points")
    assert f"with {bob.name}" in rows[1]
    assert str(bob.id) not in rows[1]
    await alice.slash(channel, "settings", language="sv")
    swedish = await alice.slash(channel, "history")
    assert "Dator 2 🤖" in swedish.response.message.embeds[0].description


async def test_replay_exports_the_record_the_engine_replays_to_the_same_game(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    table, game = await play_table(
        simcord_bot.store,
        "krypkasino",
        [(alice.id, alice.name), (bob.id, bob.name), (None, "Computer 3")],
        now=50,
        options={"rounds": 1},
        guild_id=guild.id,
    )
    answer = await bob.slash(channel, "replay", table=table)
    assert not answer.ephemeral
    message = answer.response.message
    assert message.attachments[0].filename == f"table-{table}.json"
    exported = json.loads(await message.attachments[0].read())
    names = {str(alice.id): alice.name, str(bob.id): bob.name, "computer-2": "Computer 3"}
    assert exported["players"] == [alice.name, bob.name, "Computer 3"]
    assert str(alice.id) not in json.dumps(exported)
    replayed = replay(read_record(exported))
    assert replayed.error is None
    assert replayed.game.over
    assert replayed.game.scores == {names[name]: score for name, score in game.scores.items()}
    assert [names[name] for name in game.winners] == replayed.game.winners
    assert len(replayed.game.log) == len(game.log)


async def test_replay_refuses_an_unfinished_table(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    lobby = (await alice.slash(channel, "play", game="krypkasino")).response.message
    assert lobby is not None
    table_id = max(simcord_bot.host.tables)
    refused = await bob.slash(channel, "replay", table=table_id)
    assert refused.ephemeral
    assert "not finished" in refused.response.content
    assert not refused.response.attachments
    unknown = await bob.slash(channel, "replay", table=table_id + 50)
    assert "no such table" in unknown.response.content


async def test_replay_steps_through_the_public_view_after_each_action(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    table, game = await play_table(
        simcord_bot.store,
        "krypkasino",
        [(alice.id, alice.name), (bob.id, bob.name)],
        now=50,
        options={"rounds": 1},
        guild_id=guild.id,
    )
    total = len(game.log)
    await bob.slash(channel, "replay", table=table)
    steps = [m for m in channel.history() if (m.content or "").startswith("**Replay of table")]
    assert len(steps) == 1
    view = steps[0]
    assert f"step {total} of {total}" in view.content
    assert drivers.components(view)[3].disabled  # already at the end

    await alice.click(view, label="⏮")
    view = drivers.message(channel, view.id)
    assert f"step 0 of {total}" in view.content
    at_start = [embed.to_dict() for embed in view.embeds]
    await alice.click(view, label="▶")
    await alice.click(drivers.message(channel, view.id), label="▶")
    view = drivers.message(channel, view.id)
    assert f"step 2 of {total}" in view.content
    # What it shows is the public view of the game after two actions: the same game rebuilt
    # by the engine from the record, and no card hidden at that moment.
    twin = type(game)(list(game.players), game.options, game.seed)
    for action in game.log[:2]:
        twin.apply(action)
    drivers.assert_no_hidden_cards([drivers.message_text(view)], twin)
    assert not twin.over
    assert [embed.to_dict() for embed in view.embeds] != at_start
    await alice.click(view, label="◀")
    assert f"step 1 of {total}" in drivers.message(channel, view.id).content


# -- one outcome: a forfeit is last on every surface -----------------------------------------

RESIGN_SEED = int(os.environ.get("FOLKDECK_RESIGN_SEED", "2"))
"""A deal where bob, resigning at his first turn, ends with the fewest points: in misère
Krypkasino the engine ranks him first, and he must still be last everywhere."""


async def test_a_member_who_resigns_is_last_everywhere_even_with_the_fewest_points(
    world, simcord_bot
):
    _env, guild, channel, alice, bob = world
    session = await krypkasino_helpers.open_seeded(
        simcord_bot, channel, alice, [bob], 1, seed=RESIGN_SEED, options={"rounds": 1}
    )
    for _ in range(300):
        mover = krypkasino_helpers.mover_seat(session)
        if session.status != "playing" or mover is None:
            break
        if mover.user_id == bob.id:
            panel = await krypkasino_helpers.open_hand(bob, channel, session)
            confirm = (await bob.click(panel, label="Resign")).response.message
            await bob.click(confirm, label="Yes, resign (counts as a loss)")
        else:
            assert mover.user_id == alice.id
            panel = await krypkasino_helpers.open_hand(alice, channel, session)
            await krypkasino_helpers.play_first(alice, panel, session)
    assert session.status == "finished"
    game = session.game
    standings = game.standings()
    # The case of the bug: the engine (lowest score wins) puts the forfeiter first.
    assert standings.low_wins
    assert standings.place_of(str(bob.id)) == 1
    assert game.winners == [str(bob.id)]
    stayed = sorted(
        (name for name in game.players if name != str(bob.id)), key=lambda n: game.scores[n]
    )
    winner = session.display(stayed[0])

    # The finished table: bob last, the winner among those who stayed.
    shown = krypkasino_helpers.public(channel, session)
    table = drivers.message_text(shown)
    assert f"🥉 **{bob.name}** — {game.scores[str(bob.id)]} " in table
    assert "(forfeited)" in table
    assert f"🥇 **{winner}**" in table
    assert f"Game over: {winner} won." in table
    assert f"{bob.name} won" not in table
    description = shown.embeds[0].description or ""
    ranked = [line for line in description.splitlines() if line.startswith(("🥇", "🥈", "🥉"))]
    assert len(ranked) == 3
    assert bob.name in ranked[-1]
    assert "A forfeit places last." in description

    # The store, the ratings and the board.
    rows = {row.user_id: row for row in await simcord_bot.store.results(session.id)}
    assert rows[bob.id].placement == 3
    assert rows[alice.id].placement == (1 if stayed[0] == str(alice.id) else 2)
    season = await simcord_bot.store.current_season(guild.id, now=10**10)
    board = await simcord_bot.store.board(
        season, "krypkasino", solo=False, min_games=1, offset=0, limit=10
    )
    assert [line.user_id for line in board.lines] == [alice.id, bob.id]
    assert board.lines[1].wins == 0

    # /history and /stats say the same.
    history = (await bob.slash(channel, "history")).response.message.embeds[0].description
    assert history.splitlines()[0].startswith(
        f"`#{session.id}` **Krypkasino** — 3rd of 3 (forfeited)"
    )
    mine = (await alice.slash(channel, "history")).response.message.embeds[0].description
    place = "1st" if stayed[0] == str(alice.id) else "2nd"
    assert mine.splitlines()[0].startswith(f"`#{session.id}` **Krypkasino** — {place} of 3")
    card = (await bob.slash(channel, "stats")).response.message.embeds[0]
    assert "**1** games · **0** won (0%)" in card.fields[0].value


# -- hinted games and opted-out members: one answer on every surface --------------------------


async def test_hinted_games_and_opted_out_members_alike_everywhere_past_seasons_included(
    world, simcord_bot
):
    _env, guild, channel, alice, bob = world
    store = simcord_bot.store
    people = [(alice.id, alice.name), (bob.id, bob.name), (9001, "Carol"), (9002, "Dan")]
    await seed_ladder(simcord_bot, guild.id, people, rounds=2)
    for number, (user, name, score, hinted) in enumerate(
        [
            (alice.id, alice.name, 40, False),
            (alice.id, alice.name, 300, True),
            (alice.id, alice.name, 60, False),
            (bob.id, bob.name, 55, False),
            (bob.id, bob.name, 50, False),
        ]
    ):
        table = await seed_table(
            store,
            "four_poker",
            [Seat(user, 1, score=score, display=name)],
            now=2000 + number,
            guild_id=guild.id,
            hints_used=hinted,
        )
        await store.rate_table(table, now=2000 + number)

    def check_hinted(board: str, stats: str, history: str) -> None:
        assert "best **60** · average 50.0 · 2 games" in board
        assert "300" not in board
        assert "**2** games · best **60** · average 50.0" in stats
        assert "300 points (hinted: not counted)" in history

    async def board(member, game: str, season: str | None) -> discord.Message:
        chosen = {"season": season} if season else {}
        return (await member.slash(channel, "leaderboard", game=game, **chosen)).response.message

    async def surfaces(season: str | None) -> tuple[str, str, str]:
        shown = await board(alice, "four_poker", season)
        stats = await alice.slash(channel, "stats")
        history = await alice.slash(channel, "history")
        return (
            drivers.message_text(shown),
            drivers.message_text(stats.response.message),
            history.response.message.embeds[0].description or "",
        )

    async def hidden(season: str | None) -> None:
        for game in ("krypkasino", "four_poker"):
            rows = board_rows(await board(bob, game, season))
            assert alice.name not in "\n".join(rows)
            assert rows[0].startswith(f"🥇 __**{bob.name}**__"), rows
        own = await board(alice, "krypkasino", season)
        assert own.embeds[0].fields[0].value.startswith("**1st**")

    check_hinted(*(await surfaces(None)))
    # The end of a 4-poker game shows the record the store gives: the same figures.
    assert await store.personal_scores(guild.id, "four_poker", alice.id) == (2, 60, 50.0)
    await alice.slash(channel, "settings", leaderboards=False)
    await hidden(None)

    # The season ends while alice is hidden: its archive answers the same.
    season = await store.current_season(guild.id, now=3000)
    ended, begun = await store.end_season(guild.id, now=3000, min_games=2)
    await hidden(season.name)
    from cogs.seasons import announcement  # noqa: PLC0415 - the bot's cogs load at its start

    announced = json.dumps((await announcement(simcord_bot, ended, begun)).to_dict())
    assert alice.name not in announced
    assert bob.name in announced
    # Coming back shows the member on past boards again, with the same hinted-game rule.
    await alice.slash(channel, "settings", leaderboards=True)
    rows = board_rows(await board(bob, "krypkasino", season.name))
    assert rows[0].startswith(f"🥇 **{alice.name}**")
    check_hinted(*(await surfaces(season.name)))
