"""Text helpers shared by the renderers: cards with suit symbols, names, action labels."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards import parse_card

_CARD = re.compile(r"^(10|[2-9JQKA])[SHDC]$")

Names = Callable[[str | None], str]

# Fields whose value reads well without its name on a button: "play 5♥", "bid 2 3".
_UNNAMED_FIELDS = {"card", "give", "money", "claim", "gesture"}


def card(text: str) -> str:
    """``10H`` -> ``10♥``; anything that is not a canonical card is left as it is."""
    return parse_card(text).pretty if _CARD.match(text) else text


def is_card(text: object) -> bool:
    return isinstance(text, str) and bool(_CARD.match(text))


def value(item: Any, names: Names, players: set[str]) -> str:
    """A view value as one short line for people."""
    if item is None:
        return "—"
    if isinstance(item, bool):
        return "yes" if item else "no"
    if isinstance(item, str):
        if item in players:
            return names(item)
        return card(item)
    if isinstance(item, list):
        if not item:
            return "—"
        return " ".join(value(part, names, players) for part in item)
    if isinstance(item, dict):
        return ", ".join(
            f"{value(key, names, players)}: {value(part, names, players)}"
            for key, part in item.items()
        )
    return str(item)


def label(action: dict[str, Any], names: Names, players: set[str]) -> str:
    """A player's action as a button label: ``play 5♥ take 2♠ 3♠``."""
    words = [str(action["type"])]
    for key, part in action.items():
        if key in {"player", "type"}:
            continue
        shown = value(part, names, players)
        words.append(shown if key in _UNNAMED_FIELDS else f"{key} {shown}")
    return " ".join(words)


def title_case(key: str) -> str:
    return key.replace("_", " ").capitalize()
