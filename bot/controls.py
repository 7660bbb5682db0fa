"""Buttons and selects whose custom_id carries the table id (discord.py ``DynamicItem``), so
every control keeps working after a restart, and the router that hands clicks to the cogs.

A custom_id is ``fd:<table>:<verb>[:<arg>]``: never a card, only ids, numbers and verbs.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.errors import TableError

log = logging.getLogger(__name__)

_TEMPLATE = r"fd:(?P<table>[0-9]+):(?P<verb>[a-z]+)(?::(?P<arg>[0-9.]*))?"
_SELECT_TEMPLATE = r"fds:(?P<table>[0-9]+):(?P<verb>[a-z]+)(?::(?P<arg>[0-9.]*))?"

Handler = Callable[[discord.Interaction, int, str, list[str]], Awaitable[None]]


def custom_id(prefix: str, table_id: int, verb: str, arg: str = "") -> str:
    text = f"{prefix}:{table_id}:{verb}" + (f":{arg}" if arg else "")
    if len(text) > 100 or not re.fullmatch(_TEMPLATE if prefix == "fd" else _SELECT_TEMPLATE, text):
        raise ValueError(f"bad custom_id {text!r}")
    return text


class TableButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=_TEMPLATE):
    def __init__(
        self,
        table_id: int,
        verb: str,
        arg: str = "",
        *,
        label: str = "\u200b",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=style,
                disabled=disabled,
                row=row,
                custom_id=custom_id("fd", table_id, verb, arg),
            )
        )
        self.table_id = table_id
        self.verb = verb
        self.arg = arg

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,  # noqa: ARG003 - discord.py's signature
        item: discord.ui.Button[Any],
        match: re.Match[str],
    ) -> TableButton:
        return cls(int(match["table"]), match["verb"], match["arg"] or "", label=item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        await route(interaction, self.table_id, self.verb, self.arg, [])


class TableSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=_SELECT_TEMPLATE):
    def __init__(
        self,
        table_id: int,
        verb: str,
        arg: str = "",
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id("fds", table_id, verb, arg),
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder[:150] if placeholder else None,
                row=row,
            )
        )
        self.table_id = table_id
        self.verb = verb
        self.arg = arg

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,  # noqa: ARG003 - discord.py's signature
        item: discord.ui.Select[Any],
        match: re.Match[str],
    ) -> TableSelect:
        return cls(int(match["table"]), match["verb"], match["arg"] or "", options=item.options)

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        await route(interaction, self.table_id, self.verb, self.arg, list(self.item.values))


class Router:
    """Verbs to the cog handlers that serve them; each bot has one (``bot.controls``)."""

    def __init__(self) -> None:
        self._handlers: dict[str, Handler] = {}
        self.timings: list[float] | None = None
        """When a list, each click's handling time in seconds (receipt to answer, commit
        included) is appended: benchmarks measure the bot's own work this way."""

    def register(self, verb: str, handler: Handler) -> None:
        self._handlers[verb] = handler

    def unregister(self, verb: str) -> None:
        self._handlers.pop(verb, None)

    async def route(
        self,
        interaction: discord.Interaction,
        table_id: int,
        verb: str,
        arg: str,
        values: list[str],
    ) -> None:
        """Hand a click to its cog; turn refusals and failures into an answer for the clicker."""
        handler = self._handlers.get(verb)
        started = time.perf_counter()
        try:
            if handler is None:
                raise TableError("This control is no longer in use.")
            await handler(interaction, table_id, arg, values)
        except TableError as refusal:
            await answer_privately(interaction, str(refusal))
        except Exception:
            log.exception("table %s: the %r control failed", table_id, verb)
            await answer_privately(
                interaction,
                "Something went wrong on our side. The table is safe; please try again.",
            )
        if self.timings is not None:
            self.timings.append(time.perf_counter() - started)


async def route(
    interaction: discord.Interaction, table_id: int, verb: str, arg: str, values: list[str]
) -> None:
    router: Router = interaction.client.controls  # type: ignore[attr-defined]
    await router.route(interaction, table_id, verb, arg, values)


async def answer_privately(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer an interaction: %s", text)
