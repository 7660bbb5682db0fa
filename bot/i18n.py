"""Folkdeck's languages: message catalogues, plural and list rules, numbers.

Every sentence a translated surface shows is a message in a Fluent catalogue
(``data/locales/<language>/*.ftl``, read through ``bot/resources.py``): ``t(language,
"message-id", **args)``. Fluent chooses plural forms by CLDR rules (through Babel), so a
Romanian or Serbian "few" and a Hebrew "two" are the translator's to write, never code's.
Lists ("Ana, Bruno and Chiara") and decimals come from Babel's CLDR data too.

English keeps exactly the text it had before catalogues: its lists have no serial comma and
numbers have no grouping. Hebrew is written right to left: each name or card put into a
Hebrew sentence is wrapped in Unicode isolates (FSI ... PDI: ``isolate``, ``join``), so a Latin
name or ``10♠`` keeps its own direction without reordering the sentence around it.
"""

from __future__ import annotations

import datetime
import hashlib
import logging
import string
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Protocol, runtime_checkable

from babel import Locale
from babel.dates import format_date
from babel.lists import format_list
from babel.numbers import get_decimal_symbol, get_minus_sign_symbol
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

from bot.resources import locales
from engine.cards import Rank
from engine.wording import RANK_PLURALS, Said, Wording

log = logging.getLogger(__name__)

ENGLISH = "en"
LANGUAGES = ("en", "sv", "ro", "sr-Latn", "he")
"""Every language Folkdeck speaks, by BCP 47 tag (the folder names under ``data/locales/``)."""

NAMES = {
    "en": "English",
    "sv": "Svenska",
    "ro": "Română",
    "sr-Latn": "Srpski (latinica)",
    "he": "עברית",
}
"""Each language in its own words (the /settings choices)."""

RIGHT_TO_LEFT = frozenset({"he"})

CLIENT_LOCALES = {"sv-SE": "sv", "ro": "ro", "hr": "sr-Latn"}
"""Discord client locales that are one of ours. Discord has no Serbian nor Hebrew client
locale; Croatian is the closest to Serbian in Latin script, so ``hr`` reads Serbian."""

COMMAND_LANGUAGES = ("en", "sv", "ro", "sr-Latn")
"""The languages slash commands are localised in: those Discord has a client locale for
(Hebrew speakers see the commands in English and everything the bot says in Hebrew)."""

_BABEL = {"en": "en_GB", "sv": "sv", "ro": "ro", "sr-Latn": "sr_Latn", "he": "he"}
"""Babel's locale for each language. English lists follow British usage ("a, b and c"),
which is what Folkdeck wrote before it had catalogues."""

FSI = "\u2068"
PDI = "\u2069"
RLM = "\u200f"
"""First strong isolate and pop directional isolate: Unicode's way to embed text of either
direction in a sentence (Discord strips the older override characters, not isolates)."""


class UnknownLanguage(ValueError):
    pass


def supported(language: str | None) -> str | None:
    """``language`` if it is one of ours, else None."""
    return language if language in LANGUAGES else None


def choose(chosen: str | None, client_locale: str | None, server_default: str | None) -> str:
    """Who sees which language: the member's own choice, else their Discord client's locale
    where it is one of ours, else the server's default, else English."""
    return (
        supported(chosen)
        or CLIENT_LOCALES.get(client_locale or "")
        or supported(server_default)
        or ENGLISH
    )


@dataclass(frozen=True, slots=True)
class Catalogue:
    """One language's messages."""

    language: str
    bundle: FluentBundle
    ids: frozenset[str]


@cache
def catalogue(language: str) -> Catalogue:
    if language not in LANGUAGES:
        raise UnknownLanguage(language)
    # Isolates are put where they are needed (names, cards: ``isolate``, ``join``), not around
    # every placeable: a Hebrew description put into a Hebrew sentence needs none, and inside
    # a code span an isolate would be one more invisible character to copy.
    bundle = FluentBundle([language], use_isolating=False)
    ids: set[str] = set()
    for path in sorted(locales(language).glob("*.ftl")):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        names = {entry.id.name for entry in resource.body if hasattr(entry, "id")}
        if names & ids:  # a duplicate id: the later file would silently win
            raise ValueError(f"{path} repeats {sorted(names & ids)}")
        bundle.add_resource(resource)
        ids.update(names)
    return Catalogue(language, bundle, frozenset(ids))


def has(language: str, message_id: str) -> bool:
    return message_id in catalogue(language).ids


def _argument(value: object) -> object:
    # Integers keep their English look (no grouping: "1500", as before catalogues) and still
    # select CLDR plural forms; bools are not numbers here.
    if isinstance(value, int) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return value


def t(language: str, message_id: str, /, **args: object) -> str:
    """The message ``message_id`` in ``language`` with its arguments put in. A message the
    language lacks (the checker test forbids it) falls back to English."""
    # A sentence is a pure function of its arguments, and a table says the same few dozen
    # sentences on every redraw: formatting through Fluent and Babel costs some 100 µs a
    # sentence, a lookup about 1 µs. The type is part of the key: True == 1, yet a bool
    # and an integer are put in differently (``_argument``).
    try:
        return _formatted(
            language, message_id, tuple((name, type(v), v) for name, v in args.items())
        )
    except TypeError:  # an unhashable argument (none of ours today): formatted each time
        return _format(language, message_id, args)


FORMATTED = 16_384
"""Sentences kept formatted: a few MB at most, enough for every live table's redraws."""


@lru_cache(maxsize=FORMATTED)
def _formatted(language: str, message_id: str, items: tuple[tuple[str, type, object], ...]) -> str:
    return _format(language, message_id, {name: value for name, _kind, value in items})


def _format(language: str, message_id: str, args: Mapping[str, object]) -> str:
    found = catalogue(language)
    if not found.bundle.has_message(message_id):
        if language == ENGLISH:
            raise KeyError(message_id)
        log.warning("no %s message %s: English used", language, message_id)
        return _format(ENGLISH, message_id, args)
    message = found.bundle.get_message(message_id)
    assert message.value is not None, f"{message_id} has attributes only"
    text, errors = found.bundle.format_pattern(
        message.value, {name: _argument(value) for name, value in args.items()}
    )
    if errors:
        log.warning("%s message %s: %s", language, message_id, errors)
    return _directed(language, str(text))


def _directed(language: str, text: str) -> str:
    # Discord sets a paragraph's direction by its first strong character: a Hebrew sentence
    # that starts with a Latin word (a game's name, a season's) would read left to right. A
    # name in isolates does not count by Unicode's rule, but not every client skips isolates
    # when it guesses the direction: a mark in front settles it for all of them.
    if language in RIGHT_TO_LEFT and first_strong(text, skip_isolates=False) != "R":
        return RLM + text
    return text


def first_strong(text: str, *, skip_isolates: bool = True) -> str | None:
    """The direction of ``text``'s first strong character as Unicode's paragraph rule reads it
    (``"L"`` or ``"R"``; None if it has none): isolated runs (FSI ... PDI) do not count unless
    ``skip_isolates`` is False."""
    depth = 0
    for char in text:
        if skip_isolates and char in {FSI, "\u2066", "\u2067"}:
            depth += 1
        elif skip_isolates and char == PDI:
            depth = max(0, depth - 1)
        elif depth == 0:
            kind = unicodedata.bidirectional(char)
            if kind == "L":
                return "L"
            if kind in {"R", "AL"}:
                return "R"
    return None


def attribute(language: str, message_id: str, name: str, /, **args: object) -> str | None:
    """A message's attribute (``.description``), or None where it has none."""
    found = catalogue(language)
    if not found.bundle.has_message(message_id):
        return None
    pattern = found.bundle.get_message(message_id).attributes.get(name)
    if pattern is None:
        return None
    text, _errors = found.bundle.format_pattern(
        pattern, {key: _argument(value) for key, value in args.items()}
    )
    return str(text)


def isolate(language: str, text: str) -> str:
    """``text`` (a name, a card) ready to sit inside a sentence of ``language``."""
    return f"{FSI}{text}{PDI}" if language in RIGHT_TO_LEFT else text


def join(language: str, items: Iterable[str], *, isolated: bool = True) -> str:
    """``["Ana", "Bruno", "Chiara"]`` as the language lists them: "Ana, Bruno and Chiara",
    "Ana, Bruno och Chiara", "Ana, Bruno și Chiara", "Ana, Bruno i Chiara"...; ``isolated``
    False for mentions (``<@1>``), which Discord shows as names of its own."""
    words = [isolate(language, item) if isolated else item for item in items]
    if not words:
        return ""
    if language == "he":
        # Hebrew's "and" is a prefix (ו); before a Latin name it takes a maqaf: ו־Chiara.
        words = [*words[:-1], _hebrew_and_target(words[-1])] if len(words) > 1 else words
    return format_list(words, locale=_BABEL[language])


def or_list(language: str, items: Iterable[str]) -> str:
    """``["2", "3", "4", "6"]`` as "2, 3, 4 or 6" in the language's words (values, not names:
    not isolated)."""
    return format_list(list(items), style="or", locale=_BABEL[language])


def _hebrew_and_target(word: str) -> str:
    first = word.lstrip(FSI)[:1]
    return word if "\u05d0" <= first <= "\u05ea" else f"\u05be{word}"


def decimal(language: str, value: float, digits: int = 1) -> str:
    """A number with ``digits`` decimals, written the language's way ("25.3", "25,3", "−2,5"),
    with no grouping (Folkdeck's numbers are small). Rounded as Python rounds the float, so
    English reads exactly as it did before catalogues."""
    text = f"{value:.{digits}f}"
    locale = _BABEL[language]
    return text.replace("-", get_minus_sign_symbol(locale)).replace(".", get_decimal_symbol(locale))


def ordinal_form(language: str, number: int) -> str:
    """CLDR's ordinal category of ``number`` (English: one 1st, two 2nd, few 3rd, other 4th),
    for a message's ``$ordinal`` selector (Fluent itself selects plural forms only)."""
    return str(Locale.parse(_BABEL[language]).ordinal_form(number))


def plural_categories(language: str) -> frozenset[str]:
    """The CLDR plural categories whole numbers fall into in ``language``."""
    rule = Locale.parse(_BABEL[language]).plural_form
    return frozenset(rule(n) for n in range(1000))


def ordinal_categories(language: str) -> frozenset[str]:
    """The CLDR ordinal categories whole numbers fall into in ``language``."""
    rule = Locale.parse(_BABEL[language]).ordinal_form
    return frozenset(rule(n) for n in range(1000))


STATUS = {
    "lobby": "status-lobby",
    "playing": "status-playing",
    "finished": "status-finished",
    "cancelled": "status-cancelled",
    "expired": "status-expired",
    "abandoned": "status-abandoned",
    "forfeited": "status-forfeited",
}
"""A table's status (or a result's outcome) in words, by its stored value."""


def status_text(language: str, status: str) -> str:
    message = STATUS.get(str(status))
    return t(language, message) if message else str(status)


def day(language: str, iso_day: str) -> str:
    """A UTC day (``2026-12-03``, as the daily deal names it) the language's way: English keeps
    the ISO form it always showed; "3 december 2026", "3. decembar 2026."..."""
    if language == ENGLISH:
        return iso_day
    return format_date(datetime.date.fromisoformat(iso_day), "long", locale=_BABEL[language])


# -- the engine's sentences ------------------------------------------------------------------

_FORMATTER = string.Formatter()


def said_id(template: str) -> str:
    """The catalogue message of an engine template: its text's digest, so one code with two
    sentences ("The table is open." and "Everyone has seen the table: it is open.") are two
    messages, and a changed English sentence needs its translations again."""
    return "said-" + hashlib.sha1(template.encode(), usedforsecurity=False).hexdigest()[:10]


def template_fields(template: str) -> dict[str, str]:
    """Each parameter a template names, with its format spec (``p``, ``c``, ``r``, ``n``)."""
    return {name: spec or "" for _, name, spec, _ in _FORMATTER.parse(template) if name is not None}


def say(language: str, said: Said, wording: Wording) -> str:
    """An engine event or refusal in ``language``, its names and cards written by
    ``wording`` (display names, card faces); the engine's English where the language has no
    message for it yet."""
    if language != ENGLISH and said.code == INVALID_OPTION:
        return _invalid_option(language, said.params)
    if language == ENGLISH or not has(language, said_id(said.template)):
        return said.words(wording)
    return render(language, said, wording)


INVALID_OPTION = "invalid_option"
"""The engine's refusal of an option's value (``engine.options.invalid_option``): its English
carries the validator's English words, so other languages say what the option takes instead."""


def _invalid_option(language: str, params: Mapping[str, object]) -> str:
    option = str(params.get("option"))
    choices = params.get("choices")
    lowest, highest = params.get("lowest"), params.get("highest")
    if isinstance(choices, list) and choices:
        return t(
            language,
            "error-option-choices",
            option=option,
            choices=or_list(language, [f"`{choice}`" for choice in choices]),
        )
    if lowest is not None:
        bounds = (
            t(language, "rules-range", low=lowest, high=highest)
            if highest is not None
            else t(language, "rules-or-more", low=lowest)
        )
        return t(language, "error-option-number", option=option, bounds=bounds)
    return t(language, "error-option-refused", option=option)


def render(language: str, said: Said, wording: Wording) -> str:
    """``said`` through ``language``'s catalogue (``say`` writes English from the engine's own
    template; the checker renders the English catalogue to compare the two)."""
    args = {
        name: _said_argument(language, said.params.get(name), spec, wording)
        for name, spec in template_fields(said.template).items()
    }
    for _, name, _, conversion in _FORMATTER.parse(said.template):
        if name is not None and conversion == "r":  # a quoted value, as the English has it
            args[name] = repr(said.params.get(name))
    return t(language, said_id(said.template), **args)


def rank_word(language: str, rank: Rank) -> str:
    """A rank as a sentence of ``language`` names it: Swedish says "dam", "tio" (Krypkasino's
    "tabbe på dam"); the others keep the card's face (``Q``, ``10``)."""
    return t(language, f"rank-{rank.label}")


def word(language: str, code: str) -> str:
    """An engine word code (a call's name, a gesture, a hand: ``engine.wording.WORDS``) in
    ``language``."""
    return t(language, f"word-{code}")


@runtime_checkable
class SaidIn(Protocol):
    """A parameter that says itself in each language (``bot.levels.SeatNamed``)."""

    def in_language(self, language: str) -> str: ...


def _said_argument(language: str, value: object, spec: str, wording: Wording) -> object:
    items: list[Any] = list(value) if isinstance(value, list | tuple) else [value]
    if spec in {"p", "l"}:
        return join(language, [wording.player(str(name)) for name in items])
    if spec == "c":
        return " ".join(isolate(language, wording.card(card)) for card in items)
    if spec == "g":
        groups = [
            " ".join(isolate(language, wording.card(card)) for card in group) for group in items
        ]
        return or_list(language, groups)
    if spec == "R" and language == ENGLISH and isinstance(value, Rank):
        return RANK_PLURALS[value]  # "three 7s"; other languages: "tre 7:or"
    if spec in {"r", "R"}:
        # A rank named in a sentence is the language's word for it ("tabbe på dam"); a rank
        # in the plural keeps the card's face ("tre 7:or").
        ranks = [
            isolate(language, wording.rank(rank) if spec == "R" else rank_word(language, rank))
            for rank in items
        ]
        return ranks[0] if len(ranks) == 1 else or_list(language, ranks)
    if spec == "n":
        return ", ".join(wording.position(int(index)) for index in items)
    if spec == "w":
        return ", ".join(word(language, str(code)) for code in items)
    if spec == "t":
        return ", ".join(
            f"{isolate(language, wording.player(str(name)))} {points}" for name, points in items
        )
    if isinstance(value, SaidIn):  # a removed seat's name: a computer's in this language
        return isolate(language, value.in_language(language))
    # Any other text (a departed member's display name, a game's title) keeps its own
    # direction inside a Hebrew sentence too.
    return value if isinstance(value, int) else isolate(language, str(value))
