"""Reading JSON that anyone may have written, within limits on size, nesting, digits, text and
keys, so a hostile document is refused with one short sentence instead of exhausting Python
(its integer conversion limit, its recursion limit) or being echoed back whole."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from engine.errors import SetupError

ECHO = 40
"""How many characters of someone's input a refusal quotes before shortening it."""

# A string token (closed or not: an unclosed one runs to the end) or one bracket. The unrolled
# form never backtracks, so the scan is linear in the text.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
_SURROGATE = re.compile("[\ud800-\udfff]")


class NotJson(SetupError):
    """The text is not JSON at all (as opposed to JSON past a limit)."""


@dataclass(frozen=True, slots=True)
class JsonLimits:
    """The most a document may hold. ``what`` names it in refusals ("The record")."""

    what: str
    size: int
    """Characters in the whole text."""
    depth: int
    """Arrays and objects inside each other."""
    digits: int
    """Characters in one number."""
    text: int
    """Characters in one string or object key."""
    keys: int
    """Keys in one object."""


def shown(text: str, limit: int = ECHO) -> str:
    """``text`` quoted for a refusal, shortened with an ellipsis when longer than ``limit``."""
    short = text if len(text) <= limit else text[: limit - 1] + "…"
    return repr(short)


def load_json(text: str, limits: JsonLimits) -> object:
    """The JSON value in ``text``, or :class:`SetupError` with one short line saying which
    limit it breaks or why it is not JSON. ``NaN`` and ``Infinity`` are not JSON: refused."""
    if len(text) > limits.size:
        raise SetupError(f"{limits.what} is longer than {limits.size:,} characters.")
    _check_depth(text, limits)
    try:
        value = json.loads(
            text,
            parse_int=lambda number: int(_checked_number(number, limits)),
            parse_float=lambda number: float(_checked_number(number, limits)),
            parse_constant=_refused_constant,
        )
    except json.JSONDecodeError as error:
        raise NotJson(f"{limits.what} is not valid JSON: {error}.") from None
    except _NotJsonNumber as error:
        raise NotJson(f"{limits.what} {error}") from None
    except _Unreadable as error:
        raise SetupError(f"{limits.what} {error}") from None
    _check_values(value, limits)
    return value


class _Unreadable(Exception):
    """Raised inside the JSON decoder's hooks; its text completes the sentence."""


class _NotJsonNumber(_Unreadable):
    pass


def _checked_number(number: str, limits: JsonLimits) -> str:
    if len(number.lstrip("-")) > limits.digits:
        raise _Unreadable(f"has a number longer than {limits.digits} digits.")
    return number


def _refused_constant(name: str) -> object:
    raise _NotJsonNumber(f"is not valid JSON: {name} is not a JSON number.")


def _check_depth(text: str, limits: JsonLimits) -> None:
    """Before decoding: the decoder recurses once per level, so 100,000 opening brackets
    would exhaust Python's stack instead of being refused."""
    depth = 0
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark in ("[", "{"):
            depth += 1
            if depth > limits.depth:
                raise SetupError(f"{limits.what} is nested more than {limits.depth} levels deep.")
        elif mark in ("]", "}"):
            depth -= 1


def _check_values(value: object, limits: JsonLimits) -> None:
    # The depth is bounded already, so this recursion is too.
    if isinstance(value, str):
        _check_text(value, limits)
    elif isinstance(value, list):
        for item in value:
            _check_values(item, limits)
    elif isinstance(value, dict):
        if len(value) > limits.keys:
            raise SetupError(f"{limits.what} has an object with more than {limits.keys} keys.")
        for key, item in value.items():
            _check_text(key, limits)
            _check_values(item, limits)


def _check_text(text: str, limits: JsonLimits) -> None:
    if len(text) > limits.text:
        raise SetupError(f"{limits.what} has a text longer than {limits.text:,} characters.")
    if _SURROGATE.search(text):
        # A lone \ud800 escape decodes to a code point no UTF-8 output can carry.
        raise SetupError(
            f"{limits.what} is not valid Unicode: a text holds a lone surrogate (\\ud800-\\udfff)."
        )
