"""The bot's clock. discord.py's ``utcnow`` is the one SimCord's virtual time drives."""

from __future__ import annotations

import discord


def now() -> float:
    """Unix seconds."""
    return discord.utils.utcnow().timestamp()
