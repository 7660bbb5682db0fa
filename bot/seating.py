"""How many players a game takes and whether a lobby can start, in words: read by the lobby's
host, its message and /rules."""

from __future__ import annotations

from bot.session import Session
from engine.game import Game


def allowed_counts(cls: type[Game]) -> list[int]:
    """Every number of players the game can start with (Krypkasino: 2, 3, 4 or 6)."""
    return [n for n in range(cls.min_players, cls.max_players + 1) if cls.allows_players(n)]


def player_counts(session: Session) -> list[int]:
    return allowed_counts(session.cls)


def counts_text(counts: list[int]) -> str:
    if len(counts) == 1:
        return str(counts[0])
    if counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"


def start_blocker(session: Session) -> str | None:
    """Why Start cannot be pressed now, in words; ``None`` when it can."""
    counts = player_counts(session)
    seated = len(session.seats)
    if seated in counts:
        return None
    return (
        f"{session.title} starts with {counts_text(counts)} players; "
        f"{seated} {'is' if seated == 1 else 'are'} seated."
    )
