"""Who sees which language: a member's own choice, else their Discord client's locale where it
is one of ours, else the server's default (set by a manager), else English. SimCord's
interactions are all en-US, so members here choose through /settings."""

from __future__ import annotations

import json

from bot import i18n
from bot.daily import utc_day
from bot.errors import NotSeated, StoreBusy
from tests.support import drivers
from tests.support.seeding import Seat, seed_table
from tests.support.world import world_fixture

world = world_fixture("alice", "bob", guild=True, managers=("alice",))

ENGLISH_DEFAULTS = (
    "Your hand is shown privately in the channel. You are mentioned when it is your turn. "
    "You appear on this server's leaderboards. Invitations and notices mention you in the "
    "lobby's channel."
)


async def test_english_answers_are_as_before(world, simcord_bot):
    _env, _guild, channel, _alice, bob = world
    answer = await bob.slash(channel, "settings")
    assert answer.response.content == ENGLISH_DEFAULTS


async def test_a_member_chooses_a_language_and_back(world, simcord_bot):
    _env, _guild, channel, _alice, bob = world
    answer = await bob.slash(channel, "settings", language="sv")
    text = answer.response.content
    assert text.startswith("Din hand visas privat i kanalen. Du nämns när det är din tur.")
    assert "Ditt språk är nu: Svenska." in text
    assert i18n.t("sv", "settings-coverage") in text
    assert "Your" not in text
    again = await bob.slash(channel, "settings", hand="dm")
    assert again.response.content.startswith("Din hand visas nu i dina DM")
    back = await bob.slash(channel, "settings", language="auto")
    assert back.response.content.startswith("Your hand is shown in your DMs")
    assert await simcord_bot.store.languages(bob.id, None) == (None, None)


async def test_the_server_default_applies_unless_a_member_chose(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    answer = await alice.slash(channel, "settings", server_language="ro")
    assert "Limba implicită a acestui server este Română" in answer.response.content
    assert (await bob.slash(channel, "settings")).response.content.startswith(
        "Mâna ta este afișată în privat, în canal."
    )
    await bob.slash(channel, "settings", language="he")
    hebrew = (await bob.slash(channel, "settings")).response.content
    assert hebrew.startswith("היד שלך מוצגת באופן פרטי בערוץ.")
    await alice.slash(channel, "settings", server_language="auto")
    assert await simcord_bot.store.languages(alice.id, guild.id) == (None, None)
    assert (await alice.slash(channel, "settings")).response.content == ENGLISH_DEFAULTS


async def test_only_a_manager_sets_the_server_language_and_a_refusal_changes_nothing(
    world, simcord_bot
):
    _env, guild, channel, _alice, bob = world
    answer = await bob.slash(channel, "settings", server_language="sv", pings=False)
    assert answer.response.content == i18n.t("en", "settings-server-language-refused")
    assert await simcord_bot.store.languages(bob.id, guild.id) == (None, None)
    assert await simcord_bot.store.turn_pings(bob.id)  # the other options were not applied


def test_the_order_of_choice():
    assert i18n.choose("he", "sv-SE", "ro") == "he"
    assert i18n.choose(None, "sv-SE", "ro") == "sv"
    assert i18n.choose(None, "hr", None) == "sr-Latn"  # Croatian clients read Serbian Latin
    assert i18n.choose(None, "en-US", "ro") == "ro"
    assert i18n.choose(None, "de", None) == "en"
    assert i18n.choose("xx", "fr", "yy") == "en"  # nothing stored that is not ours counts


def test_a_kept_sentence_is_the_one_its_own_arguments_make():
    # Sentences are kept formatted by their language and arguments (i18n.t): a kept one is
    # never handed to other arguments or another language.
    def start_count(seated: object) -> str:
        return i18n.t("en", "host-start-count", game="4-poker", counts="1", last=1, seated=seated)

    one = start_count(1)
    assert one.endswith("1 is seated.")
    assert start_count(2).endswith("2 are seated.")
    assert start_count("several").endswith("several are seated.")
    assert start_count(1) == one
    assert i18n.t("sv", "host-start-count", game="4-poker", counts="1", last=1, seated=1) != one


def test_refusals_are_said_in_the_members_language():
    assert str(NotSeated()) == "You are not seated at this table."
    assert NotSeated().say("sv") == "Du sitter inte vid det här bordet."
    assert StoreBusy().say("sr-Latn").startswith("Evidencija stola je trenutno zauzeta")
    assert str(StoreBusy()) == StoreBusy().say("en")


async def test_rules_in_the_members_language(world, simcord_bot):
    _env, _guild, channel, _alice, bob = world
    english = (await bob.slash(channel, "rules", game="krypkasino")).response.content
    assert english.startswith("**Krypkasino** — Swedish misère casino")
    await bob.slash(channel, "settings", language="sv")
    swedish = (await bob.slash(channel, "rules", game="krypkasino")).response.content
    assert swedish.startswith("**Krypkasino** — svenskt krypkasino")
    assert "**Spelare**: 2, 3, 4 eller 6 spelare." in swedish
    assert "`rounds` — Omgångar i matchen" in swedish
    assert "Values" not in swedish
    await bob.slash(channel, "settings", language="he")
    hebrew = (await bob.slash(channel, "rules", game="kare_kupa")).response.content
    assert "קרה שבור" in hebrew
    assert "**שחקנים**: 4 שחקנים." in hebrew


async def seed_krypkasino(bot, guild_id, first, second, tables: int) -> None:
    for number in range(tables):
        table = await seed_table(
            bot.store,
            "krypkasino",
            [
                Seat(first.id, 1, score=2, display=first.name),
                Seat(second.id, 2, score=8, display=second.name),
            ],
            now=1000.0 + number,
            guild_id=guild_id,
        )
        await bot.store.rate_table(table, now=1000.0 + number)


async def test_boards_stats_and_history_in_the_members_language(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    await seed_krypkasino(simcord_bot, guild.id, alice, bob, tables=21)
    await bob.slash(channel, "settings", language="ro")
    stats = drivers.message_text((await bob.slash(channel, "stats")).response.message)
    assert "statistici" in stats
    assert "**21** de partide · câștigate: **0** (0%)" in stats  # Romanian's "de" from 20 on
    assert "21 de partide fără victorie" in stats
    assert "games" not in stats
    await bob.slash(channel, "settings", language="sr-Latn")
    board = drivers.message_text(
        (await bob.slash(channel, "leaderboard", game="krypkasino")).response.message
    )
    assert "rang-lista" in board
    assert "21 partija, pobeda: 0" in board  # Serbian: 21 takes the singular
    assert "2." in board
    assert "⬅️ **ti**" in board
    await bob.slash(channel, "settings", language="he")
    history = drivers.message_text((await bob.slash(channel, "history")).response.message)
    assert "השולחנות האחרונים" in history
    assert "מקום 2 מתוך 2" in history
    assert f"עם {i18n.isolate('he', alice.name)}" in history  # the name keeps its direction
    await bob.slash(channel, "settings", language="sv")
    board = drivers.message_text(
        (await bob.slash(channel, "leaderboard", game="krypkasino")).response.message
    )
    assert "2:a" in board
    assert "21 partier, 0 vunna" in board


async def test_a_season_is_announced_in_the_servers_language(world, simcord_bot):
    _env, guild, channel, alice, bob = world
    await seed_krypkasino(simcord_bot, guild.id, alice, bob, tables=2)
    await alice.slash(channel, "settings", server_language="sr-Latn", language="en")
    answer = await alice.slash(channel, "season start", name="Prolece")
    text = drivers.message_text(answer.response.message)
    assert "je završena" in text
    assert "**Prolece** je počela" in text
    assert "is over" not in text


async def test_the_commands_own_answers_in_the_members_language(world, simcord_bot):
    _env, _guild, channel, alice, bob = world
    await bob.slash(channel, "settings", language="sv")
    refused = await bob.slash(channel, "play", game="four_poker", daily=True, options="x=1")
    assert refused.response.content == "Dagens giv har inga alternativ: alla spelar samma."
    await bob.slash(channel, "settings", language="ro")
    ended = await bob.slash(channel, "end", table=999)
    assert ended.response.content == "Nu există o astfel de masă pe acest server."
    await bob.slash(channel, "settings", language="he")
    replay = await bob.slash(channel, "replay", table=999)
    assert replay.response.content == "אין שולחן כזה בשרת הזה."
    challenge = await bob.context_menu(channel, "Challenge", alice)
    assert i18n.first_strong(challenge.response.content) == "R"
    assert "איזה משחק" in challenge.response.content


async def test_the_daily_deal_in_the_members_language(world, simcord_bot):
    env, _guild, channel, _alice, bob = world
    await bob.slash(channel, "settings", language="sv")
    await bob.slash(channel, "play", game="four_poker", daily=True)
    day = i18n.day("sv", utc_day(env.now().timestamp()))
    welcome = [m for m in channel.history(viewer=bob) if "Dagens giv" in (m.content or "")]
    assert welcome[-1].content.startswith(f"☀️ **Dagens giv, {day}**")
    again = await bob.slash(channel, "play", game="four_poker", daily=True)
    assert again.response.content.startswith("Du har redan spelat dagens giv")
    await bob.slash(channel, "settings", language="ro")
    board = await bob.slash(channel, "leaderboard", game="four_poker", daily=True)
    text = drivers.message_text(board.response.message)
    assert "Împărțeala zilei la 4-poker" in text
    assert "Jucată, neterminată" in text
    assert "points" not in text


async def test_invitations_in_the_servers_language_here_and_the_members_own_by_dm(
    world, simcord_bot
):
    _env, _guild, channel, alice, bob = world
    await alice.slash(channel, "settings", server_language="sr-Latn", language="sv")
    shown = await alice.context_menu(channel, "Challenge", bob)
    assert shown.response.content.startswith("Vilket spel vill du spela med")
    await alice.select(shown.response.message, ["crveni_tepih"])
    called = [m for m in drivers.public_messages(channel) if f"<@{bob.id}>" in (m.content or "")]
    assert "te poziva da igraš Crveni tepih" in called[-1].content  # the server's language
    assert "Pridruži se" in drivers.labels(called[-1])
    told = [m.content for m in channel.history(viewer=alice) if m.flags.ephemeral]
    assert any(text.startswith(f"Inbjudna: <@{bob.id}>") for text in told)  # the host's own

    await bob.slash(channel, "settings", invitations="dm", language="ro")
    again = await alice.context_menu(channel, "Challenge", bob)
    await alice.select(again.response.message, ["krypkasino"])
    dm = list(bob.user.dm_channel.history())[-1]
    assert "te invită să joci Krypkasino" in dm.content  # bob's own language, by DM
    assert "[mergi la masă]" in dm.content


async def test_the_options_form_in_the_members_language(world, simcord_bot):
    _env, _guild, channel, _alice, bob = world
    await bob.slash(channel, "settings", language="ro")
    shown = await bob.slash(channel, "play", game="crveni_tepih", form=True)
    modal = shown.modal
    assert modal["title"] == "Crveni tepih: opțiuni"
    text = json.dumps(modal, ensure_ascii=False)
    assert "Plătesc toți" in text
    assert "Punctele de meci care încheie meciul." in text
    assert "de la 1 la" not in text  # target has no ceiling: "1 sau mai mult"
    assert "1 sau mai mult, implicit 250" in text
    assert "Ritm" in text
    opened = await bob.submit_modal(shown, {"option:target": "90"})
    assert opened.response is not None
    [table] = simcord_bot.host.tables.values()
    assert table.game_name == "crveni_tepih"
