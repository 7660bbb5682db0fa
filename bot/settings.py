"""The bot's settings, read from the environment and an optional ``.env`` file."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

SETUP_HELP = (
    "Folkdeck needs a Discord bot token in DISCORD_TOKEN (in the environment or in a .env "
    "file beside where you start it). To get one: open https://discord.com/developers/"
    "applications, choose New Application, then Bot, and press Reset Token to copy the token; "
    "put it in .env as DISCORD_TOKEN=... and keep it secret. To invite the bot, open "
    "https://discord.com/oauth2/authorize?client_id=YOUR_APPLICATION_ID&scope=bot+"
    "applications.commands&permissions=309237713920 with your application's id (see README "
    "for the permissions it asks for)."
)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None)
    database_path: Path = Field(default=Path("var/folkdeck.sqlite3"))
    dev_guild_id: int | None = None
    log_level: str = "INFO"
