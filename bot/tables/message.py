"""A rendered Discord message, sent or edited the same way whatever a plug-in drew."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.limits import fit_content, fit_embeds

NO_PINGS = discord.AllowedMentions.none()


@dataclass(slots=True)
class Message:
    """What a table plug-in renders: text and embeds with a classic view, or a Components V2
    ``LayoutView`` alone (no content, no embeds), and any files (table pictures)."""

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    view: discord.ui.View | discord.ui.LayoutView | None = None
    files: list[discord.File] = field(default_factory=list)

    @property
    def layout(self) -> bool:
        return isinstance(self.view, discord.ui.LayoutView)

    def send(self) -> dict[str, Any]:
        """Keyword arguments for ``send`` / ``send_message``."""
        kwargs: dict[str, Any] = {"allowed_mentions": NO_PINGS}
        if not self.layout:
            kwargs["content"] = fit_content(self.content)
            kwargs["embeds"] = fit_embeds(self.embeds)
        if self.view is not None:
            kwargs["view"] = self.view
        if self.files:
            kwargs["files"] = self.files
        return kwargs

    def edit(self) -> dict[str, Any]:
        """Keyword arguments for ``edit`` / ``edit_message``: replaces everything shown."""
        kwargs: dict[str, Any] = {
            "allowed_mentions": NO_PINGS,
            "view": self.view,
            "attachments": self.files,
        }
        if self.layout:
            kwargs["content"] = None
            kwargs["embeds"] = []
        else:
            kwargs["content"] = fit_content(self.content)
            kwargs["embeds"] = fit_embeds(self.embeds)
        return kwargs


Send = Callable[..., Awaitable[discord.Message]]
"""Posts a message and returns it (``channel.send``, or an interaction's first answer)."""


def answer_with(interaction: discord.Interaction) -> Send:
    """Post a message as the interaction's first answer, in its channel."""

    async def send(**kwargs: Any) -> discord.Message:
        await interaction.response.send_message(**kwargs)
        return await interaction.original_response()

    return send
