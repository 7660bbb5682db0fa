"""The bot's settings, read from the environment and an optional ``.env`` file."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

SETUP_HELP = (
    "Folkdeck needs a Discord bot token in DISCORD_TOKEN (in the environment, or in a .env "
    "file in the folder you start it from). To get one: open "
    "https://discord.com/developers/applications, choose New Application, open its Bot page and "
    "press Reset Token, then copy the token into .env as DISCORD_TOKEN=... and keep it secret. "
    "To invite the bot to a server, open "
    "https://discord.com/oauth2/authorize?client_id=APPLICATION_ID&scope=bot+applications.commands"
    "&permissions=309237730304 with your application's id from its General Information page "
    "(README.md lists the permissions and why each is needed)."
)


class Settings(BaseSettings):
    """Every setting, by its environment variable (case-insensitive)."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None, description="The bot's token.")
    database_path: Path = Field(
        default=Path("var/folkdeck.sqlite3"),
        description="The SQLite file; its folder is created on first run.",
    )
    dev_guild_id: int | None = Field(
        default=None,
        description="Sync commands to this guild only (instant), instead of globally.",
    )
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(
        default="INFO", description="DEBUG, INFO, WARNING or ERROR (any case)."
    )
    lobby_seconds: float = Field(
        default=900, gt=0, description="A lobby nobody starts expires after this long."
    )
    turn_seconds: float = Field(
        default=120, gt=0, description="Default turn clock of turn-based multiplayer games."
    )
    auto_moves_before_takeover: int = Field(
        default=3, ge=1, description="Automatic moves in a row before the computer takes a seat."
    )
    pulse_seconds: float = Field(
        default=20,
        gt=0,
        description="Kare Kupa: the table turns fresh cards once nobody has touched it (a "
        "swap, exchange, offer or pass) for this long; computer seats move at least this often.",
    )
    look_seconds: float = Field(
        default=5,
        gt=0,
        description="Kare Kupa: freshly turned cards open for taking after this short look, "
        "even if not everyone has pressed Seen.",
    )
    computer_delay: float = Field(
        default=2.5,
        ge=0,
        description="Seconds a computer seat waits before it moves, so people can follow and "
        "react (a tabbe call); 0 moves at once.",
    )
    idle_pause_seconds: float = Field(
        default=600,
        gt=0,
        description="A simultaneous game that no member touches for this long pauses.",
    )
    abandon_seconds: float = Field(
        default=86400,
        gt=0,
        description="A paused table (every member away) is abandoned after this long.",
    )
    publish_interval: float = Field(
        default=1.0, ge=0, description="At most one edit of a table's message per this interval."
    )
    panel_interval: float = Field(
        default=1.0,
        ge=0,
        description="At most one edit of a member's live hand panel per this interval (the "
        "member whose turn it becomes gets theirs at once).",
    )
    edit_rate: float = Field(
        default=45.0,
        gt=0,
        description="Message edits per second across all tables (table messages and DM hand "
        "panels), under Discord's global limit of 50 requests per second.",
    )
    min_games: int = Field(
        default=5,
        ge=1,
        description="Games in a season before a member is listed on its leaderboards (everyone "
        "always sees their own standing, provisional until then).",
    )
    card_style: Literal["emoji", "text"] = Field(
        default="emoji",
        description="Cards as the bot's application emoji (uploaded at start-up; text if that "
        "fails) or always as text such as 10♠ (S).",
    )

    @field_validator("log_level", mode="before")
    @classmethod
    def _log_level_in_any_case(cls, value: object) -> object:
        # A wrong value is kept as given, so the error message quotes what the user wrote.
        if isinstance(value, str) and value.upper() in ("DEBUG", "INFO", "WARNING", "ERROR"):
            return value.upper()
        return value
