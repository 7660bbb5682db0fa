"""The engine's two error types. Messages are full sentences a player can read."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action the rules refuse now (or a malformed one). The game is left unchanged."""


class SetupError(EngineError):
    """A game that cannot be built: wrong players, unknown option, bad deck, bad record."""
