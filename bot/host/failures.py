"""How the host logs a change the store refused: a busy database is expected now and then
(one line, no trace); anything else is logged with its trace."""

from __future__ import annotations

import logging

from bot.errors import StoreBusy
from bot.session import Session

log = logging.getLogger("bot.host")


def log_failure(session: Session, doing: str, error: Exception) -> None:
    """A busy database is expected now and then (one line); anything else with its trace."""
    if isinstance(error, StoreBusy):
        log.warning("table %s: %s failed: the database is busy", session.id, doing)
    else:
        log.error("table %s: %s failed", session.id, doing, exc_info=error)
