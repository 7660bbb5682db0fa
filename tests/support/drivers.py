"""Reading what people see in SimCord: messages by id, the public text of a channel."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Iterable
from typing import Any

import discord

from engine.cards import parse_card
from engine.game import Game

_CARD = re.compile(r"^(10|[2-9JQKA])[SHDC]$")


def message(channel: Any, message_id: int, viewer: Any = None) -> discord.Message:
    """A message as it shows now (``viewer``: the member an ephemeral one is addressed to)."""
    for found in channel.history(viewer=viewer):
        if found.id == message_id:
            return found
    raise AssertionError(f"message {message_id} is not in {channel!r}")


def message_text(found: discord.Message) -> str:
    """Everything a message shows: content, embeds, component labels, options and custom_ids."""
    parts = [found.content or ""]
    for embed in found.embeds:
        parts.append(json.dumps(embed.to_dict(), ensure_ascii=False))
    for row in found.components:
        parts.append(repr(row))
        for child in getattr(row, "children", []):
            parts.extend(
                str(getattr(child, key, "")) for key in ("label", "custom_id", "placeholder")
            )
            for option in getattr(child, "options", []) or []:
                parts.extend([option.label, option.value, option.description or ""])
    return "\n".join(parts)


def public_messages(channel: Any) -> list[discord.Message]:
    return [found for found in channel.history() if not found.flags.ephemeral]


def cards_in(value: Any) -> set[str]:
    """Every canonical card string anywhere inside a JSON-like value."""
    if isinstance(value, str):
        return {value} if _CARD.match(value) else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(part) for part in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(cards_in(part) for part in value)) if value else set()
    return set()


def hidden_cards(game: Game) -> set[str]:
    """Cards some player may see that the public may not, right now."""
    public = cards_in(game.view(None).model_dump(mode="json"))
    private: set[str] = set()
    for player in game.players:
        private |= cards_in(game.view(player).model_dump(mode="json"))
    return private - public


def spellings(cards: Iterable[str]) -> set[str]:
    """Each card as the bot could write it: ``10H`` and ``10♥``."""
    out = set()
    for text in cards:
        out.add(text)
        out.add(parse_card(text).pretty)
    return out


def assert_no_hidden_cards(texts: Iterable[str], game: Game) -> None:
    secret = spellings(hidden_cards(game))
    for text in texts:
        for card in secret:
            assert not re.search(rf"(?<![0-9A-Za-z]){re.escape(card)}(?![0-9A-Za-z♠♥♦♣])", text), (
                f"hidden card {card} in a public message: {text[:300]}"
            )


def components(found: discord.Message) -> list[Any]:
    """The interactive children of a message, in order."""
    return [child for row in found.components for child in getattr(row, "children", [])]


def labels(found: discord.Message) -> list[str]:
    return [child.label for child in components(found) if getattr(child, "label", None)]


def button(found: discord.Message, label: str) -> Any:
    for child in components(found):
        if getattr(child, "label", None) == label:
            return child
    raise AssertionError(f"no {label!r} button in {labels(found)}")


async def choose(actor: Any, panel: discord.Message, *wanted_in_order: str) -> Any:
    """Take the first action in a hand panel whose label starts with the first of
    ``wanted_in_order`` that the panel offers: a button, or an option of a select."""
    offered = labels(panel) + [
        option.label
        for child in components(panel)
        for option in getattr(child, "options", []) or []
    ]
    wanted = next(
        (prefix for prefix in wanted_in_order if any(text.startswith(prefix) for text in offered)),
        wanted_in_order[0],
    )
    for child in components(panel):
        if getattr(child, "label", None) and child.label.startswith(wanted) and not child.disabled:
            return await actor.click(panel, custom_id=child.custom_id)
        for option in getattr(child, "options", []) or []:
            if option.label.startswith(wanted):
                return await actor.select(panel, [option.value], custom_id=child.custom_id)
    raise AssertionError(f"no {wanted!r} action in the panel: {message_text(panel)}")


async def open_seeded(
    bot: Any,
    channel: Any,
    host: Any,
    others: list[Any],
    computers: int,
    *,
    game: str,
    seed: int,
    options: dict[str, Any] | None = None,
) -> Any:
    """A lobby opened through the host with a chosen seed (``/play`` draws one at random), its
    message posted as ``/play`` posts it; then members join and start it by clicks."""
    session = await bot.host.lobby.open_table(
        game=game,
        guild_id=channel.guild.id,
        channel_id=channel.id,
        host_id=host.id,
        host_display=host.name,
        options=options or {},
        seed=seed,
    )
    target = bot.get_channel(channel.id)
    sent = await bot.publisher.post(session, target.send)
    lobby = message(channel, sent.id)
    for member in others:
        await member.click(lobby, label="Join")
    for _ in range(computers):
        await host.click(lobby, label="Add computer player")
    started = await host.click(lobby, label="Start")
    assert not started.ephemeral, started.response.content
    return session


def view_timers() -> list[asyncio.Task[object]]:
    """discord.py's timeout tasks of the views it keeps (one per view sent with a timeout)."""
    return [
        task
        for task in asyncio.all_tasks()
        if getattr(task.get_coro(), "__qualname__", "").endswith("__timeout_task_impl")
    ]
