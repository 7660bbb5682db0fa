"""How many players a game takes and whether a lobby can start, in words: read by the lobby's
host, its message and /rules."""

from __future__ import annotations

from bot import i18n
from bot.errors import TableError
from bot.session import Session
from engine.game import Game


def allowed_counts(cls: type[Game]) -> list[int]:
    """Every number of players the game can start with (Krypkasino: 2, 3, 4 or 6)."""
    return [n for n in range(cls.min_players, cls.max_players + 1) if cls.allows_players(n)]


def player_counts(session: Session) -> list[int]:
    return allowed_counts(session.cls)


def counts_text(counts: list[int], language: str = i18n.ENGLISH) -> str:
    """``[2, 3, 4]`` as "2 to 4", ``[2, 3, 4, 6]`` as "2, 3, 4 or 6", in ``language``."""
    if len(counts) == 1:
        return str(counts[0])
    if counts == list(range(counts[0], counts[-1] + 1)):
        return i18n.t(language, "rules-range", low=counts[0], high=counts[-1])
    return i18n.or_list(language, [str(count) for count in counts])


def start_blocker(session: Session, language: str = i18n.ENGLISH) -> str | None:
    """Why Start cannot be pressed now, in words; ``None`` when it can."""
    blocker = cannot_start(session)
    return None if blocker is None else blocker.say(language)


def cannot_start(session: Session) -> TableError | None:
    """Why Start cannot be pressed now, as a refusal said in each member's language."""
    counts = player_counts(session)
    seated = len(session.seats)
    if seated in counts:
        return None
    return TableError(
        message_id="host-start-count",
        game=session.title,
        counts=lambda language: counts_text(counts, language),
        last=counts[-1],
        seated=seated,
    )
