"""Which plug-in draws which game: plug-ins register themselves by the game's record name,
and the generic table (``bot/tables/generic.py``) registers as the default for the rest.

It imports nothing of the plug-ins, so any module of the package may import it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from bot.tables.base import TablePlugin

P = TypeVar("P", bound=type[TablePlugin])

DEFAULT = ""
"""The key of the generic table, used for every game without a plug-in of its own."""

_PLUGINS: dict[str, TablePlugin] = {}


def register(game: str) -> Callable[[P], P]:
    """Class decorator: this plug-in draws the game ``game`` (its record name; ``DEFAULT``:
    the generic table)."""

    def decorate(cls: P) -> P:
        if game in _PLUGINS:
            raise RuntimeError(f"two table plug-ins for {game!r}")
        cls.game = game
        _PLUGINS[game] = cls()
        return cls

    return decorate


def plugin_for(game: str) -> TablePlugin:
    found = _PLUGINS.get(game)
    if found is None:
        found = _PLUGINS[DEFAULT]
    return found


def plugins() -> list[TablePlugin]:
    """Every registered plug-in, the generic table included."""
    return list(_PLUGINS.values())
