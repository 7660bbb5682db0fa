"""``python -m bot``: start Folkdeck with the settings from the environment (and ``.env``)."""

from __future__ import annotations

import logging
import sys

import aiohttp
import discord
from pydantic import ValidationError

from bot.app import create_bot
from bot.settings import SETUP_HELP, Settings


def main() -> int:
    try:
        settings = Settings()
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(map(str, item['loc'])).upper()}: {item['msg']}" for item in error.errors()
        )
        print(f"Folkdeck's settings are invalid: {problems}.", file=sys.stderr)
        return 2
    token = settings.discord_token.get_secret_value().strip() if settings.discord_token else ""
    if not token:
        print(SETUP_HELP, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        create_bot(settings).run(token, log_handler=None)
    except discord.LoginFailure:
        print(f"Discord rejected the token in DISCORD_TOKEN. {SETUP_HELP}", file=sys.stderr)
        return 2
    except (OSError, aiohttp.ClientError) as error:
        print(f"Cannot reach Discord ({error}). Check the network and try again.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
