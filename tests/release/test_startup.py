"""Start-up that explains itself: real processes, each problem one paragraph, no traceback."""

from __future__ import annotations

import discord
import pytest
import simcord

from bot.app import create_bot
from bot.settings import Settings
from bot.startup import explain
from tests.support.release import folkdeck


def assert_explained(result, code: int, *phrases: str) -> None:
    assert result.returncode == code, result.stderr
    assert "Traceback" not in result.stderr
    for phrase in phrases:
        assert phrase in result.stderr, result.stderr


def test_help_prints_the_commands_and_starts_nothing(tmp_path):
    result = folkdeck("--help", cwd=tmp_path, DISCORD_TOKEN="not-used")
    assert result.returncode == 0
    for word in ("playground", "health", "--version", "DISCORD_TOKEN"):
        assert word in result.stdout
    assert not (tmp_path / "var").exists()


def test_version(tmp_path):
    result = folkdeck("--version", cwd=tmp_path)
    assert result.returncode == 0
    assert result.stdout.startswith("folkdeck ")


def test_a_missing_token_points_to_the_playground(tmp_path):
    result = folkdeck(cwd=tmp_path)
    assert_explained(result, 2, "DISCORD_TOKEN", "folkdeck playground")
    assert not (tmp_path / "var").exists()


def test_every_bad_setting_is_named_in_its_own_paragraph_and_the_token_never(tmp_path):
    result = folkdeck(
        cwd=tmp_path,
        DISCORD_TOKEN="secret-token-value",
        LOG_LEVEL="verbose",
        TURN_SECONDS="-1",
        DEV_GUILD_ID="abc",
    )
    assert_explained(result, 2, "LOG_LEVEL=verbose", "TURN_SECONDS=-1", "DEV_GUILD_ID=abc")
    assert len(result.stderr.strip().split("\n\n")) == 3
    assert "secret-token-value" not in result.stderr + result.stdout


def test_log_level_in_any_case_is_accepted():
    assert Settings(_env_file=None, log_level="debug").log_level == "DEBUG"


def test_an_unwritable_database_path_is_explained_before_connecting(tmp_path):
    (tmp_path / "a-file").write_text("not a folder")
    result = folkdeck(
        cwd=tmp_path, DISCORD_TOKEN="x", DATABASE_PATH=str(tmp_path / "a-file" / "db.sqlite3")
    )
    assert_explained(result, 1, "DATABASE_PATH=", "cannot write its database")


def test_a_database_path_that_is_a_folder_is_explained(tmp_path):
    (tmp_path / "db").mkdir()
    result = folkdeck(cwd=tmp_path, DISCORD_TOKEN="x", DATABASE_PATH=str(tmp_path / "db"))
    assert_explained(result, 1, "cannot write its database")


def test_no_network_or_a_rejected_token_is_one_paragraph(tmp_path):
    # This machine has no route to Discord, so the login fails at the network; where Discord
    # is reachable the made-up token is rejected instead. Either way: a paragraph, no traceback.
    result = folkdeck(
        cwd=tmp_path,
        timeout=120,
        DISCORD_TOKEN="made.up.token",
        DATABASE_PATH=str(tmp_path / "db.sqlite3"),
    )
    assert result.returncode in (1, 2), result.stderr
    assert "Traceback" not in result.stderr
    assert "cannot reach Discord" in result.stderr or "rejected the token" in result.stderr, (
        result.stderr
    )


@pytest.mark.parametrize("dev_guild", [None, 4242])
async def test_a_refused_command_sync_is_explained(tmp_path, dev_guild):
    """The real 403 a sync meets (SimCord's injected Discord error, raised inside the bot's
    setup_hook as at start-up) becomes the paragraph; with DEV_GUILD_ID it names the guild."""
    settings = Settings(
        _env_file=None, database_path=tmp_path / "db.sqlite3", dev_guild_id=dev_guild
    )
    bot = create_bot(settings)
    try:
        async with simcord.run(bot, check_errors=False) as env:
            env.inject_error("PUT", "/applications/*", status=403, code=50001)
            with pytest.raises(discord.Forbidden) as raised:
                await bot._sync_commands()
    finally:
        await bot.close()
    problem = explain(raised.value, settings)
    assert problem is not None
    assert "Traceback" not in problem.text
    if dev_guild is None:
        assert "applications.commands" in problem.text
    else:
        assert "DEV_GUILD_ID=4242" in problem.text
        assert "unset DEV_GUILD_ID" in problem.text


def test_a_rejected_token_is_explained(tmp_path):
    settings = Settings(_env_file=None, database_path=tmp_path / "db.sqlite3")
    problem = explain(discord.LoginFailure("Improper token has been passed."), settings)
    assert problem is not None
    assert problem.exit_code == 2
    assert "rejected the token in DISCORD_TOKEN" in problem.text
    assert "Reset Token" in problem.text


def test_no_route_to_discord_is_a_network_paragraph(tmp_path):
    settings = Settings(_env_file=None, database_path=tmp_path / "db.sqlite3")
    problem = explain(ConnectionRefusedError(111, "Connection refused"), settings)
    assert problem is not None
    assert problem.exit_code == 1
    assert "cannot reach Discord" in problem.text


def test_a_bug_keeps_its_traceback(tmp_path):
    settings = Settings(_env_file=None, database_path=tmp_path / "db.sqlite3")
    assert explain(ZeroDivisionError("ours"), settings) is None


def test_the_playground_explains_a_database_it_cannot_write(tmp_path):
    (tmp_path / "folder").mkdir()
    result = folkdeck("playground", "--database", str(tmp_path / "folder"), cwd=tmp_path)
    assert_explained(result, 1, "--database=", "cannot write its database")
