"""Errors the bot shows to the person who caused them. Every message is safe to show them:
it never names another player's hidden card."""

from __future__ import annotations

from engine.wording import Said


class TableError(Exception):
    """A request the table turns down; the message is a sentence for the person asking."""


class Refused(TableError):
    """The engine refused the action: the sentence is written at the edge, with display names
    and card faces (``said``)."""

    def __init__(self, said: Said) -> None:
        super().__init__(said.words())
        self.said = said


class NotSeated(TableError):
    def __init__(self) -> None:
        super().__init__("You are not seated at this table.")


class StaleControl(TableError):
    """A button or select drawn for an earlier state of the game."""


class UnknownTable(TableError):
    def __init__(self) -> None:
        super().__init__("This table no longer exists.")


class DailySpent(Exception):
    """The member's attempt at the day's deal was taken already (the store refused a second)."""


class StoreBusy(TableError):
    """The database could not take a write in time (another program holds it, or too many
    writes wait): nothing changed, and the member is told so before Discord's 3 seconds."""

    def __init__(self) -> None:
        super().__init__(
            "The table's records are busy right now; nothing changed. Try again in a moment."
        )
