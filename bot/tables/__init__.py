"""Game tables on Discord: one plug-in module per game, the generic table for the rest.

``plugin_for(game)`` finds a game's plug-in; ``render_public`` draws any table's public message
(the lobby, a closed lobby, or the game's own table); ``all_controls`` lists every control class
to register with discord.py. See ``bot/tables/base.py`` for the contract.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any, TypeVar

import discord

from bot.session import Session
from bot.tables.base import TablePlugin
from bot.tables.context import RenderContext
from bot.tables.message import Message
from bot.vocab import TableStatus

P = TypeVar("P", bound=type[TablePlugin])

_PLUGINS: dict[str, TablePlugin] = {}
_SUPPORT = {"base", "context", "controls", "message", "shared", "lobby", "generic"}


def register(game: str) -> Callable[[P], P]:
    """Class decorator: this plug-in draws the game ``game`` (its record name)."""

    def decorate(cls: P) -> P:
        if game in _PLUGINS:
            raise RuntimeError(f"two table plug-ins for {game!r}")
        cls.game = game
        _PLUGINS[game] = cls()
        return cls

    return decorate


def _load() -> None:
    # Every plug-in module registers itself on import; an import error is an error.
    for info in pkgutil.iter_modules(__path__):
        if info.name not in _SUPPORT and not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


def plugin_for(game: str) -> TablePlugin:
    from bot.tables.generic import GENERIC  # noqa: PLC0415 - modules here import this one

    return _PLUGINS.get(game, GENERIC)


def all_controls() -> list[type[discord.ui.DynamicItem[Any]]]:
    from bot.tables import generic, lobby, shared  # noqa: PLC0415 - they import this module

    found: list[type[discord.ui.DynamicItem[Any]]] = [
        *shared.CONTROLS,
        *lobby.CONTROLS,
        *generic.GENERIC.controls,
    ]
    for plugin in _PLUGINS.values():
        found.extend(control for control in plugin.controls if control not in found)
    return found


def render_public(session: Session, ctx: RenderContext) -> Message:
    from bot.tables import lobby  # noqa: PLC0415 - it imports this module

    if session.status == TableStatus.LOBBY:
        return lobby.render(session, ctx)
    if session.game is None:
        return lobby.render_closed(session)
    return plugin_for(session.game_name).public(session, ctx)


_load()
