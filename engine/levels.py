"""How strongly a computer seat plays: chosen when a host adds it, ``normal`` by default."""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    GENTLE = "gentle"
    """Makes a beginner's mistakes (plausible, never random moves)."""
    NORMAL = "normal"
    """The default, and the level a seat taken over for an absent member plays at."""
    STRONG = "strong"
    """The best player the game has; it may think longer."""
