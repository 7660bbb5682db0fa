"""Folkdeck's Discord application: settings, store, table host, rendering, timers."""

from bot.app import Folkdeck, create_bot

__all__ = ["Folkdeck", "create_bot"]
