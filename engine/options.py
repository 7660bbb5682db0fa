"""A game's options described for people, read from its options model (names, defaults,
allowed values and ranges), so every surface lists them from the engine, not from a copy."""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass

from annotated_types import Ge, Le
from pydantic import BaseModel


@dataclass(frozen=True, slots=True)
class OptionInfo:
    name: str
    description: str
    allowed: str
    """The values it takes, in words: ``1 to 100``, ``chips or cards``, ``true or false``."""
    default: str


def describe_options(options: type[BaseModel]) -> list[OptionInfo]:
    found = []
    for name, info in options.model_fields.items():
        lowest = next((m.ge for m in info.metadata if isinstance(m, Ge)), None)
        highest = next((m.le for m in info.metadata if isinstance(m, Le)), None)
        annotation = info.annotation
        if typing.get_origin(annotation) is typing.Literal:
            allowed = " or ".join(str(value) for value in typing.get_args(annotation))
        elif annotation is bool:
            allowed = "true or false"
        elif lowest is not None and highest is not None:
            allowed = f"{lowest} to {highest}"
        elif lowest is not None:
            allowed = f"{lowest} or more"
        else:
            allowed = _type_name(annotation)
        default = info.default
        shown = "true" if default is True else "false" if default is False else str(default)
        if default is None:
            shown = "(see above)"
        found.append(
            OptionInfo(
                name=name,
                description=(info.description or "").strip(),
                allowed=allowed,
                default=shown,
            )
        )
    return found


def _type_name(annotation: object) -> str:
    if isinstance(annotation, type):
        return {"int": "a whole number", "str": "text"}.get(annotation.__name__, "a value")
    if isinstance(annotation, types.UnionType):
        return "a value"
    return "a value"
