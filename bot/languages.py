"""Who reads a table in which language, known without waiting on the database.

Table messages and live hand panels are drawn synchronously (the publisher, the panels' host
edits), so the languages they need are kept here: each server's default (all of them read at
start-up, and again whenever the bot reads one) and each member's own choice and Discord client
locale as their last interaction showed them. A table's public message is in its server's
language (a table in a DM, its owner's); a hand panel and a private answer in the member's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot import i18n


@dataclass(slots=True)
class Languages:
    servers: dict[int, str | None] = field(default_factory=dict)
    """Each server's default (None: English), by guild id."""
    members: dict[int, tuple[str | None, str | None]] = field(default_factory=dict)
    """Each member's own choice and client locale, as last seen."""

    def learn_server(self, guild_id: int | None, language: str | None) -> None:
        if guild_id is not None:
            self.servers[guild_id] = i18n.supported(language)

    def learn_member(self, user_id: int, chosen: str | None, client: str | None) -> None:
        self.members[user_id] = (i18n.supported(chosen), client)

    def server(self, guild_id: int | None) -> str:
        """The language of what the bot posts for a whole server."""
        default = self.servers.get(guild_id) if guild_id is not None else None
        return i18n.choose(None, None, default)

    def member(self, user_id: int | None, guild_id: int | None) -> str:
        """A member's language: their choice, else their client's locale, else the server's."""
        chosen, client = self.members.get(user_id or 0, (None, None))
        default = self.servers.get(guild_id) if guild_id is not None else None
        return i18n.choose(chosen, client, default)
