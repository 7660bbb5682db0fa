"""A game's options described for people, read from its options model (names, defaults,
allowed values and ranges), so every surface lists them from the engine, not from a copy; and
options written by people (``rounds=2 all_pay=false``) read within limits."""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass, replace

from annotated_types import Ge, Le
from pydantic import BaseModel, ValidationError

from engine.errors import SetupError
from engine.untrusted import JsonLimits, NotJson, load_json, shown

OPTIONS_TEXT = 500
"""The longest option text read: every game has a handful of short options."""
OPTIONS_COUNT = 10
OPTION_NAME = 32

VALUE_LIMITS = JsonLimits(
    what="An option's value", size=OPTIONS_TEXT, depth=2, digits=9, text=OPTIONS_TEXT, keys=10
)
"""Values are numbers, words and true/false; nine digits hold every sensible target."""


@dataclass(frozen=True, slots=True)
class OptionInfo:
    name: str
    description: str
    allowed: str
    """The values it takes, in words: ``1 to 100``, ``chips or cards``, ``true or false``."""
    default: str
    choices: tuple[str, ...] = ()
    """The values it takes where they are few (``chips``, ``cards``; ``true``, ``false``): a
    surface in another language joins them its own way."""
    lowest: object = None
    highest: object = None
    """Its bounds where it has them (``1`` and ``100``): numbers, written by each surface."""
    default_given: bool = True
    """False where the default depends on the game (``(see above)``)."""


def describe_options(options: type[BaseModel]) -> list[OptionInfo]:
    found = []
    for name, info in options.model_fields.items():
        lowest = next((m.ge for m in info.metadata if isinstance(m, Ge)), None)
        highest = next((m.le for m in info.metadata if isinstance(m, Le)), None)
        annotation = info.annotation
        choices: tuple[str, ...] = ()
        if typing.get_origin(annotation) is typing.Literal:
            choices = tuple(str(value) for value in typing.get_args(annotation))
            allowed = " or ".join(choices)
        elif annotation is bool:
            choices = ("true", "false")
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
                choices=choices,
                lowest=lowest,
                highest=highest,
                default_given=default is not None,
            )
        )
    return found


def invalid_option(options: type[BaseModel], error: ValidationError) -> SetupError:
    """The refusal of a value the options model rejects. Its English is the sentence it has
    always been (pydantic's words); its parameters say what the option takes (``option``,
    ``choices``, or ``lowest`` and ``highest``), so a surface in another language says that
    in its own words instead (code ``invalid_option``)."""
    item = error.errors()[0]
    where = ".".join(str(part) for part in item["loc"])
    info = next((found for found in describe_options(options) if found.name == where), None)
    sentence = f"The option {where!r} is invalid: {item['msg']}."
    return SetupError(
        sentence.replace("{", "{{").replace("}", "}}"),  # a template: braces are its own
        code="invalid_option",
        option=where,
        choices=list(info.choices) if info else [],
        lowest=info.lowest if info else None,
        highest=info.highest if info else None,
    )


def _type_name(annotation: object) -> str:
    if isinstance(annotation, type):
        return {"int": "a whole number", "str": "text"}.get(annotation.__name__, "a value")
    if isinstance(annotation, types.UnionType):
        return "a value"
    return "a value"


def parse_option_words(text: str) -> dict[str, object]:
    """``"rounds=2 all_pay=false"`` -> ``{"rounds": 2, "all_pay": False}`` (commas may
    separate them too), or :class:`SetupError` with one short sentence: past a limit (size,
    how many, a name's length, a value's digits or nesting), not ``key=value``, or a name
    given twice (which one was meant?). A value that is not JSON is a word. The game checks
    the names and values afterwards."""
    if len(text) > OPTIONS_TEXT:
        raise SetupError("The options are longer than {most} characters.", most=OPTIONS_TEXT)
    words = text.replace(",", " ").split()
    if len(words) > OPTIONS_COUNT:
        raise SetupError(
            "Give at most {most} options; {count} were given.",
            most=OPTIONS_COUNT,
            count=len(words),
        )
    options: dict[str, object] = {}
    for word in words:
        key, sep, raw = word.partition("=")
        if not sep or not key:
            raise SetupError(
                "Write options as key=value, such as rounds=2; {word} is not.", word=shown(word)
            )
        if len(key) > OPTION_NAME:
            raise SetupError(
                "{key} is not an option: option names are at most {most} characters.",
                key=shown(key),
                most=OPTION_NAME,
            )
        if key in options:
            raise SetupError(
                "The option {key} is given twice; give each option once.", key=shown(key)
            )
        options[key] = _option_value(key, raw)
    return options


def _option_value(key: str, raw: str) -> object:
    try:
        return load_json(raw, replace(VALUE_LIMITS, what=f"The option {shown(key)}"))
    except NotJson:
        return raw  # a plain word such as chips


@dataclass(frozen=True, slots=True)
class OptionField:
    """One option as a form draws it: its name, what it says, its default, and what it takes
    (``choices`` for a fixed list, ``boolean`` for yes/no, else a number between ``lowest``
    and ``highest``)."""

    name: str
    description: str
    default: object
    choices: tuple[str, ...] = ()
    boolean: bool = False
    lowest: int | None = None
    highest: int | None = None


def option_fields(options: type[BaseModel]) -> list[OptionField]:
    """The game's options as fields, in the model's order."""
    fields = []
    for name, info in options.model_fields.items():
        annotation = info.annotation
        fields.append(
            OptionField(
                name=name,
                description=(info.description or "").strip(),
                default=info.default,
                choices=tuple(str(value) for value in typing.get_args(annotation))
                if typing.get_origin(annotation) is typing.Literal
                else (),
                boolean=annotation is bool,
                lowest=_bound(info.metadata, Ge),
                highest=_bound(info.metadata, Le),
            )
        )
    return fields


def _bound(metadata: list[object], kind: type[Ge] | type[Le]) -> int | None:
    for item in metadata:
        if isinstance(item, Ge) and kind is Ge and isinstance(item.ge, int):
            return item.ge
        if isinstance(item, Le) and kind is Le and isinstance(item.le, int):
            return item.le
    return None


def complete_option_words(options: type[BaseModel], text: str, limit: int = 25) -> list[str]:
    """What the typed options may go on to: ``"all"`` -> ``["all_pay="]``, ``"money=c"`` ->
    ``["money=cards"]``, ``"target=100 "`` -> the other names; each suggestion is the whole
    text so far with the last word finished (autocomplete replaces the text)."""
    words = text.replace(",", " ").split()
    partial = "" if not text or text[-1] in " ," else words.pop()
    prefix = text[: len(text) - len(partial)]
    given = {word.partition("=")[0] for word in words}
    fields = {field.name: field for field in option_fields(options)}
    name, sep, value = partial.partition("=")
    if sep and name in fields:
        field = fields[name]
        values = list(field.choices) or (["true", "false"] if field.boolean else [])
        if not values:
            numbers = (field.lowest, field.default, field.highest)
            values = [str(number) for number in dict.fromkeys(numbers) if number is not None]
        finished = [f"{name}={item}" for item in values if item.startswith(value)]
    else:
        finished = [
            f"{known}=" for known in fields if known.startswith(name) and known not in given
        ]
    return [prefix + word for word in finished][:limit]
