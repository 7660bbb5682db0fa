"""``python -m bot``: start Folkdeck."""

from __future__ import annotations

import sys

from bot.settings import SETUP_HELP, Settings


def main() -> int:
    settings = Settings()
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(SETUP_HELP, file=sys.stderr)
        return 2
    print("The bot itself arrives with the platform issue.", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
