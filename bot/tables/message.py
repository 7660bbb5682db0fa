"""A rendered Discord message, sent or edited the same way whatever a plug-in drew.

It is also where table pictures meet Discord: rendering only draws them (``Picture.file()``
carries no bytes yet); ``await message.ready()`` encodes them off the event loop, ``keep_shown``
keeps the attachments a message already shows instead of uploading them again, and
``send()``/``edit()`` put the bytes in, encoding on the spot only what nobody made ready.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import discord

from bot import i18n
from bot.art.picture import PictureFile
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
    kept: list[discord.Attachment] = field(default_factory=list)
    """Attachments the edited message shows already and keeps (``keep_shown``)."""

    @property
    def layout(self) -> bool:
        return isinstance(self.view, discord.ui.LayoutView)

    @property
    def ready_now(self) -> bool:
        """Whether sending costs no picture encoding (every picture made or kept)."""
        return all(file.picture.ready for file in self.files if isinstance(file, PictureFile))

    async def ready(self) -> None:
        """Encode the pictures not yet made, off the event loop, all at once."""
        pending = [
            file.picture.encoding()
            for file in self.files
            if isinstance(file, PictureFile) and not file.picture.ready
        ]
        if len(pending) == 1:
            await pending[0]  # the usual case: one picture, no gathering around it
        elif pending:
            await asyncio.gather(*pending)

    def keep_shown(self, message: discord.Message | None) -> None:
        """Pictures ``message`` (the one to be edited) shows already stay: a picture's
        filename names its content, so an equal name is the same picture, not uploaded or
        encoded again."""
        if message is None or not message.attachments:
            return
        shown = {attachment.filename: attachment for attachment in message.attachments}
        files = []
        for file in self.files:
            attachment = shown.get(file.filename) if isinstance(file, PictureFile) else None
            if attachment is None:
                files.append(file)
            else:
                self.kept.append(attachment)
        self.files = files

    def release(self) -> None:
        """The message is sent and will not be read again: its view lets go of its controls.
        A view and its controls point at each other, so without this every drawn message
        waits for the garbage collector; at a thousand live tables those cycles were most of
        its work, and its pauses stall every table at once. A view discord.py keeps (one with
        controls other than ``DynamicItem``s, see ``unkept``) keeps them too."""
        if self.view is not None and self.view.is_finished():
            self.view.clear_items()

    def _filled(self) -> list[discord.File]:
        for file in self.files:
            if isinstance(file, PictureFile):
                file.fill()
        return self.files

    def directed(self, language: str) -> Message:
        """In a right-to-left language, every line of text reads right to left: Discord sets
        each paragraph's direction by its first strong character, and a table's lines often
        start with a name, a card or a number (code blocks, whose columns line up left to
        right, are left alone)."""
        if language not in i18n.RIGHT_TO_LEFT:
            return self
        if self.content:
            self.content = _right_to_left(self.content)
        for embed in self.embeds:
            if embed.title:
                embed.title = _right_to_left(embed.title)
            if embed.description:
                embed.description = _right_to_left(embed.description)
            for index, item in enumerate(embed.fields):
                embed.set_field_at(
                    index,
                    name=_right_to_left(item.name or ""),
                    value=_right_to_left(item.value or ""),
                    inline=bool(item.inline),
                )
            if embed.footer and embed.footer.text:
                embed.set_footer(text=_right_to_left(embed.footer.text))
        return self

    def send(self) -> dict[str, Any]:
        """Keyword arguments for ``send`` / ``send_message``."""
        kwargs: dict[str, Any] = {"allowed_mentions": NO_PINGS}
        if not self.layout:
            kwargs["content"] = fit_content(self.content)
            kwargs["embeds"] = fit_embeds(self.embeds)
        if self.view is not None:
            kwargs["view"] = unkept(self.view)
        if self.files:
            kwargs["files"] = self._filled()
        return kwargs

    def edit(self) -> dict[str, Any]:
        """Keyword arguments for ``edit`` / ``edit_message``: replaces everything shown."""
        kwargs: dict[str, Any] = {
            "allowed_mentions": NO_PINGS,
            "view": unkept(self.view) if self.view is not None else None,
            "attachments": [*self.kept, *self._filled()],
        }
        if self.layout:
            kwargs["content"] = None
            kwargs["embeds"] = []
        else:
            kwargs["content"] = fit_content(self.content)
            kwargs["embeds"] = fit_embeds(self.embeds)
        return kwargs


def _right_to_left(text: str) -> str:
    lines, code = [], False
    for line in text.split("\n"):
        fence = line.startswith("```")
        code = code != fence
        marked = bool(line) and not code and not fence
        marked = marked and i18n.first_strong(line, skip_isolates=False) != "R"
        lines.append(i18n.RLM + line if marked else line)
    return "\n".join(lines)


AnyView = TypeVar("AnyView", bound=discord.ui.View | discord.ui.LayoutView)


def unkept(view: AnyView) -> AnyView:
    """A view of ``DynamicItem`` controls only, marked finished before it is sent: the
    client's registered templates dispatch its clicks (after a restart too), so discord.py
    has nothing to keep. Unmarked, discord.py would keep every view it sends, and give one sent
    privately (a hand panel) a 15-minute timeout task: one more per panel opened, each slowing
    what comes after. A view with other controls is left to discord.py."""
    if all(
        isinstance(item, discord.ui.DynamicItem)
        for item in view.walk_children()
        if item.is_dispatchable()
    ):
        view.stop()
    return view


Send = Callable[..., Awaitable[discord.Message]]
"""Posts a message and returns it (``channel.send``, or an interaction's first answer)."""


def answer_with(interaction: discord.Interaction) -> Send:
    """Post a message as the interaction's first answer, in its channel."""

    async def send(**kwargs: Any) -> discord.Message:
        await interaction.response.send_message(**kwargs)
        return await interaction.original_response()

    return send
