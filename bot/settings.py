"""The bot's settings, read from the environment and an optional ``.env`` file."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator, model_validator
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
    database_url: SecretStr | None = Field(
        default=None,
        description="A PostgreSQL database (postgresql://user:password@host:port/name) "
        "instead of the SQLite file: for several bot processes sharing the tables.",
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
    write_wait: float = Field(
        default=1.5,
        gt=0,
        le=2.5,
        description="Seconds a change may wait for the database (another program holding it, "
        "or many changes at once) before it is refused with a clear answer, so every answer "
        "stays inside Discord's 3 seconds.",
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

    shard_count: int | None = Field(
        default=None,
        ge=1,
        description="Run sharded with this many shards in all (Discord requires shards past "
        "2,500 servers); unset: one connection, no sharding.",
    )
    shard_ids: str | None = Field(
        default=None,
        description="The shards this process runs, such as 0,1 or 2-3 (needs SHARD_COUNT); "
        "unset: all of them.",
    )

    @field_validator("database_url")
    @classmethod
    def _database_url_is_postgresql(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not value.get_secret_value().startswith(
            ("postgresql://", "postgres://")
        ):
            raise ValueError("DATABASE_URL must start with postgresql:// (PostgreSQL)")
        return value

    @field_validator("shard_ids")
    @classmethod
    def _shard_ids_listed(cls, value: str | None) -> str | None:
        if value is not None:
            _parse_shard_ids(value)  # raises ValueError with a sentence naming the problem
        return value

    @model_validator(mode="after")
    def _shards_within_the_count(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (the number of shards in all)")
            outside = [n for n in _parse_shard_ids(self.shard_ids) if n >= self.shard_count]
            if outside:
                raise ValueError(
                    f"SHARD_IDS names shard {outside[0]}, but shards are numbered 0 to "
                    f"{self.shard_count - 1} with SHARD_COUNT={self.shard_count}"
                )
        return self

    @property
    def shards(self) -> tuple[int, ...] | None:
        """This process's shards; ``None`` without sharding."""
        if self.shard_count is None:
            return None
        if self.shard_ids is None:
            return tuple(range(self.shard_count))
        return _parse_shard_ids(self.shard_ids)

    @field_validator("log_level", mode="before")
    @classmethod
    def _log_level_in_any_case(cls, value: object) -> object:
        # A wrong value is kept as given, so the error message quotes what the user wrote.
        if isinstance(value, str) and value.upper() in ("DEBUG", "INFO", "WARNING", "ERROR"):
            return value.upper()
        return value


def _parse_shard_ids(text: str) -> tuple[int, ...]:
    """``"0,1"``, ``"2-3"`` or ``"0, 4-5"``: the shard numbers, sorted, each once."""
    found: set[int] = set()
    for raw in text.split(","):
        part = raw.strip()
        low, dash, high = part.partition("-")
        if not (low.strip().isdigit() and (not dash or high.strip().isdigit())):
            raise ValueError(f"{part!r} is not a shard number or a range such as 2-3")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ValueError(f"the range {part!r} runs backwards")
        found.update(range(first, last + 1))
    return tuple(sorted(found))
