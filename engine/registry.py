"""The games by their record name, and their computer players.

Imports are lazy so that each game's module loads only when it is used.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

from engine.errors import SetupError
from engine.game import Game

_GAMES = {
    "four_poker": "engine.four_poker:FourPoker",
    "krypkasino": "engine.krypkasino:Krypkasino",
    "crveni_tepih": "engine.crveni_tepih:CrveniTepih",
    "kare_kupa": "engine.kare_kupa:KareKupa",
}

# A computer player is a function of what the seat may see and do, never of the game itself:
# ``choose(game.view(player), game.legal_actions(player))`` returns one of those actions.
ComputerPlayer = Callable[[Any, list[Any]], Any]

_COMPUTERS = {
    "four_poker": "engine.four_poker.computer:choose",
    "krypkasino": "engine.krypkasino.computer:choose",
    "crveni_tepih": "engine.crveni_tepih.computer:choose",
    "kare_kupa": "engine.kare_kupa.computer:choose",
}

GAME_NAMES: tuple[str, ...] = tuple(_GAMES)


def _load(path: str) -> Any:
    module, _, attribute = path.partition(":")
    return getattr(import_module(module), attribute)


def game_class(name: object) -> type[Game]:
    if not isinstance(name, str) or name not in _GAMES:
        raise SetupError(f"{name!r} is not a game; the games are {', '.join(GAME_NAMES)}.")
    return _load(_GAMES[name])


def computer_player(name: str) -> ComputerPlayer:
    return _load(_COMPUTERS[name])


def computer_move(game: Game, player: str) -> Any:
    """The computer player's choice for ``player`` now, from that player's view alone."""
    return computer_player(game.name)(game.view(player), game.legal_actions(player))


def available_games() -> list[type[Game]]:
    """The games whose engine is present, in the registry's order."""
    found = []
    for name in GAME_NAMES:
        try:
            found.append(game_class(name))
        except ImportError:
            continue
    return found
