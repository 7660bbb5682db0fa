"""Slash commands in the members' languages: discord.py asks this translator for every command,
option and choice name and description when the tree syncs, once per Discord locale.

The words are in ``data/locales/<language>/commands.ftl``, keyed by where they appear rather
than by their English text, so the code keeps its English and the catalogues their own:

- a command: ``cmd-<command>`` (its name), with ``.description``; a group's subcommand
  ``cmd-<group>-<subcommand>``;
- an option: ``cmd-<command>-opt-<option>``, with ``.description``;
- a choice: ``choice-<its English name, lower case, dashes>`` (the same choice in two
  commands reads the same).

Games' names (Krypkasino, Crveni tepih...) and languages' own names (Svenska, עברית) stay
as they are.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands

from bot import i18n
from engine.registry import available_games

LOCALES = {
    discord.Locale.swedish: "sv",
    discord.Locale.romanian: "ro",
    discord.Locale.croatian: "sr-Latn",
}
"""The Discord client locales whose commands are localised, and the catalogue each reads
(i18n.CLIENT_LOCALES says the same by the locales' values)."""

PROPER_NAMES = frozenset({*(cls.title for cls in available_games()), *i18n.NAMES.values()})
"""Choice names that are not translated: the games' names and each language's own."""

Location = app_commands.TranslationContextLocation


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _command_id(command: object) -> str:
    name = getattr(command, "qualified_name", None) or getattr(command, "name", "")
    return f"cmd-{slug(str(name))}"


def message_id(context: app_commands.TranslationContextTypes, english: str) -> str | None:
    """The catalogue message for one string of the tree, or None where none is wanted."""
    location, data = context.location, context.data
    if location in {Location.command_name, Location.group_name}:
        return _command_id(data)
    if location in {Location.command_description, Location.group_description}:
        return f"{_command_id(data)}.description"
    if location in {Location.parameter_name, Location.parameter_description}:
        suffix = ".description" if location is Location.parameter_description else ""
        assert isinstance(data, app_commands.Parameter)
        return f"{_command_id(data.command)}-opt-{slug(data.name)}{suffix}"
    if location is Location.choice_name:
        return None if english in PROPER_NAMES else f"choice-{slug(english)}"
    return None


def translate(language: str, key: str) -> str | None:
    """A ``message_id`` in ``language``: the message's value or one of its attributes."""
    name, _, attribute = key.partition(".")
    if not i18n.has(language, name):
        return None
    if attribute:
        return i18n.attribute(language, name, attribute)
    return i18n.t(language, name)


class CatalogueTranslator(app_commands.Translator):
    def __init__(self) -> None:
        self.asked: dict[str, str] = {}
        """Every catalogue key the tree asked for, with its English (the checker compares the
        catalogues with it: nothing missing, nothing unused)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = LOCALES.get(locale)
        if language is None:
            return None
        key = message_id(context, string.message)
        if key is None:
            return None
        self.asked[key] = string.message
        return translate(language, key)
