"""The games by their record name, and their computer players.

Imports are lazy so that each game's module loads only when it is used. A game module that
fails to import is an error, raised where the game is looked up: never a game silently missing
from the bot's list.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from pydantic import BaseModel

from engine.actions import ActionT, TaggedAction
from engine.errors import SetupError
from engine.game import AnyGame, Game, ViewT
from engine.levels import Level

_GAMES = {
    "four_poker": "engine.four_poker:FourPoker",
    "krypkasino": "engine.krypkasino:Krypkasino",
    "crveni_tepih": "engine.crveni_tepih:CrveniTepih",
    "kare_kupa": "engine.kare_kupa:KareKupa",
}

_COMPUTERS = {
    "four_poker": "engine.four_poker.computer:choose",
    "krypkasino": "engine.krypkasino.computer:choose",
    "crveni_tepih": "engine.crveni_tepih.computer:choose",
    "kare_kupa": "engine.kare_kupa.computer:choose",
}

GAME_NAMES: tuple[str, ...] = tuple(_GAMES)

# The view is only read: a player written for a wider view model serves a narrower one.
_View_contra = TypeVar("_View_contra", bound=BaseModel, contravariant=True)
_Action = TypeVar("_Action", bound=TaggedAction)


class ComputerPlayer(Protocol[_Action, _View_contra]):
    """A computer player is a function of what the seat may see and do, never of the game
    itself: ``choose(game.view(player), game.legal_actions(player))`` returns one of those
    actions, or ``None`` when all of them are optional and none is worth making (Krypkasino's
    tabbe calls). ``level`` says how strongly to play (a player may ignore it)."""

    def __call__(
        self, view: _View_contra, legal: list[_Action], /, level: Level = Level.NORMAL
    ) -> _Action | None: ...


def _load(path: str) -> object:
    module, _, attribute = path.partition(":")
    return getattr(import_module(module), attribute)


def game_class(name: object) -> type[AnyGame]:
    if not isinstance(name, str) or name not in _GAMES:
        raise SetupError(f"{name!r} is not a game; the games are {', '.join(GAME_NAMES)}.")
    return cast("type[AnyGame]", _load(_GAMES[name]))


def computer_player(name: str) -> ComputerPlayer[Any, Any]:
    """The computer player of the game named ``name`` (its types are known statically only
    once the game is: see :func:`computer_move`)."""
    return cast("ComputerPlayer[Any, Any]", _load(_COMPUTERS[name]))


def computer_move(
    game: Game[ActionT, ViewT], player: str, level: Level = Level.NORMAL
) -> ActionT | None:
    """The computer player's choice for ``player`` now, from that player's view alone."""
    choose = cast("ComputerPlayer[ActionT, ViewT]", computer_player(game.name))
    return choose(game.view(player), game.legal_actions(player), level=level)


def available_games() -> list[type[AnyGame]]:
    """Every game, in the registry's order. A game module that fails to import raises."""
    return [game_class(name) for name in GAME_NAMES]


if TYPE_CHECKING:
    # Static proof that the names above resolve to games and computer players of matching
    # actions and views, so the casts hold (mypy checks this block; it never runs).
    from engine.crveni_tepih import CrveniTepih
    from engine.crveni_tepih import computer as _crveni_tepih
    from engine.crveni_tepih.actions import Action as _CrveniTepihAction
    from engine.crveni_tepih.view import CrveniTepihView
    from engine.four_poker import FourPoker
    from engine.four_poker import computer as _four_poker
    from engine.four_poker.actions import Place
    from engine.four_poker.view import FourPokerView
    from engine.kare_kupa import KareKupa
    from engine.kare_kupa import computer as _kare_kupa
    from engine.kare_kupa.actions import Action as _KareKupaAction
    from engine.kare_kupa.view import KareKupaView
    from engine.krypkasino import Krypkasino
    from engine.krypkasino import computer as _krypkasino
    from engine.krypkasino.actions import Action as _KrypkasinoAction
    from engine.krypkasino.view import KrypkasinoView

    _four_poker_game: type[Game[Place, FourPokerView]] = FourPoker
    _four_poker_player: ComputerPlayer[Place, FourPokerView] = _four_poker.choose
    _krypkasino_game: type[Game[_KrypkasinoAction, KrypkasinoView]] = Krypkasino
    _krypkasino_player: ComputerPlayer[_KrypkasinoAction, KrypkasinoView] = _krypkasino.choose
    _crveni_tepih_game: type[Game[_CrveniTepihAction, CrveniTepihView]] = CrveniTepih
    _crveni_tepih_player: ComputerPlayer[_CrveniTepihAction, CrveniTepihView] = _crveni_tepih.choose
    _kare_kupa_game: type[Game[_KareKupaAction, KareKupaView]] = KareKupa
    _kare_kupa_player: ComputerPlayer[_KareKupaAction, KareKupaView] = _kare_kupa.choose
