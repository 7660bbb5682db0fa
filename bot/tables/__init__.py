"""Game tables on Discord: one plug-in module per game, the generic table for the rest.

``plugin_for(game)`` finds a game's plug-in; ``render_public`` draws any table's public message
(the lobby, a closed lobby, or the game's own table); ``all_controls`` lists every control class
to register with discord.py. See ``bot/tables/base.py`` for the contract and
``bot/tables/door.py`` for all a plug-in may ask of the rest of the bot.

The modules here import ``registry`` (never this package), so there is no import loop.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import discord

from bot.session import Session
from bot.tables import generic, lobby, shared
from bot.tables.context import RenderContext
from bot.tables.message import Message
from bot.tables.registry import plugin_for, plugins, register
from bot.vocab import TableStatus

_SUPPORT = {
    "base",
    "context",
    "controls",
    "door",
    "message",
    "registry",
    "shared",
    "lobby",
    "generic",
}


def _load() -> None:
    # Every plug-in module registers itself on import; an import error is an error.
    for info in pkgutil.iter_modules(__path__):
        if info.name not in _SUPPORT and not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


def all_controls() -> list[type[discord.ui.DynamicItem[Any]]]:
    found: list[type[discord.ui.DynamicItem[Any]]] = [*shared.CONTROLS, *lobby.CONTROLS]
    for plugin in plugins():
        found.extend(control for control in plugin.controls if control not in found)
    return found


def render_public(session: Session, ctx: RenderContext) -> Message:
    """The table's public message, in its server's language (``RenderContext.for_table``)."""
    ctx = ctx.for_table(session)
    if session.status == TableStatus.LOBBY:
        drawn = lobby.render(session, ctx)
    elif session.game is None:
        drawn = lobby.render_closed(session, ctx)
    else:
        drawn = plugin_for(session.game_name).public(session, ctx)
    return drawn.directed(ctx.language)


_load()

__all__ = ["all_controls", "generic", "plugin_for", "register", "render_public"]
