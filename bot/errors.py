"""Errors the bot shows to the person who caused them. Every message is safe to show them:
it never names another player's hidden card.

A refusal that has a catalogue message (``message_id`` and its arguments) is said in the
member's language (``say``); ``str(error)`` is its English. Refusals raised with an English
sentence only are shown as they are, whatever the language, until they get a message.
"""

from __future__ import annotations

from bot import i18n
from engine.wording import PLAIN, Said


class TableError(Exception):
    """A request the table turns down; the message is a sentence for the person asking."""

    message_id: str | None = None

    def __init__(
        self, text: str | None = None, *, message_id: str | None = None, **args: object
    ) -> None:
        self.message_id = message_id or self.message_id
        self.args_for_message = args
        if text is None:
            assert self.message_id is not None, "a refusal needs a sentence or a message"
            text = self.say(i18n.ENGLISH)
        super().__init__(text)

    def say(self, language: str) -> str:
        """The refusal in ``language``. An argument may be a function of the language (a
        list of player counts, a span of time: words the sentence needs in its own tongue)."""
        if self.message_id is None:
            return str(self)
        args = {
            name: value(language) if callable(value) else value
            for name, value in self.args_for_message.items()
        }
        return i18n.t(language, self.message_id, **args)


class Refused(TableError):
    """The engine refused the action: the sentence is written at the edge, with display names
    and card faces (``said``)."""

    def __init__(self, said: Said) -> None:
        super().__init__(said.words())
        self.said = said

    def say(self, language: str) -> str:
        # Engine names as they are (a table's display names need the table's wording:
        # ``RenderContext.say``); the sentence in ``language``.
        return i18n.say(language, self.said, PLAIN)


class NotSeated(TableError):
    message_id = "error-not-seated"

    def __init__(self) -> None:
        super().__init__()


class StaleControl(TableError):
    """A button or select drawn for an earlier state of the game."""


class OwnedElsewhere(TableError):
    """The table is open but another process of the bot runs it (its guild's shard is that
    process's, or a direct message reached shard 0): the click is forwarded to the owner
    (``bot/forwarding.py``), never answered with this sentence unless it cannot be."""

    message_id = "error-owned-elsewhere"

    def __init__(self, table_id: int) -> None:
        super().__init__()
        self.table_id = table_id


class UnknownTable(TableError):
    message_id = "error-unknown-table"

    def __init__(self) -> None:
        super().__init__()


class DailySpent(Exception):
    """The member's attempt at the day's deal was taken already (the store refused a second)."""


class StoreBusy(TableError):
    """The database could not take a write in time (another program holds it, or too many
    writes wait): nothing changed, and the member is told so before Discord's 3 seconds."""

    message_id = "error-store-busy"

    def __init__(self) -> None:
        super().__init__()
