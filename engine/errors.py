"""The engine's two error types. Messages are full sentences a player can read.

A refusal may carry a template and parameters (``engine.wording``): ``str(error)`` is the plain
sentence, and a surface that knows display names and card faces builds its own with
``error.words(wording)``.
"""

from __future__ import annotations

from engine.wording import Said, fill


class EngineError(Exception, Said):
    """Base of every error the engine raises on purpose."""

    def __init__(self, template: str, *, code: str = "", **params: object) -> None:
        self.code = code or type(self).__name__
        self.template = template
        self.params = params
        super().__init__(fill(template, params))


class IllegalAction(EngineError):
    """An action the rules refuse now (or a malformed one). The game is left unchanged."""


class SetupError(EngineError):
    """A game that cannot be built: wrong players, unknown option, bad deck, bad record."""
