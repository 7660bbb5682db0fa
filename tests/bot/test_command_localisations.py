"""Slash commands localised for Discord's Swedish, Romanian and Croatian clients: the synced
commands (as SimCord records them) carry every name and description in each."""

from __future__ import annotations

import json
import os
from typing import Any

from bot import i18n
from bot.translator import PROPER_NAMES, CatalogueTranslator

LOCALES = ("sv-SE", "ro", "hr")


def walk(payload: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Every command, option and choice in a synced command, with what it is."""
    found: list[tuple[str, dict[str, Any]]] = [("command", payload)]
    for option in payload.get("options", []):
        found.extend(walk_option(option))
    return found


def walk_option(option: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    found: list[tuple[str, dict[str, Any]]] = [("option", option)]
    for choice in option.get("choices") or []:
        found.append(("choice", choice))
    for sub in option.get("options") or []:
        found.extend(walk_option(sub))
    return found


async def test_synced_commands_carry_every_localisation(simcord_env, simcord_bot):
    synced = list(simcord_env.backend.commands[None].values())
    if os.environ.get("FOLKDECK_DUMP_COMMANDS"):
        translator = simcord_bot.tree.translator
        assert isinstance(translator, CatalogueTranslator)
        print(json.dumps(translator.asked, indent=1, ensure_ascii=False))
    assert {command["name"] for command in synced} >= {"play", "settings", "rules"}
    missing = []
    for command in synced:
        for kind, item in walk(command):
            if kind == "choice" and item["name"] in PROPER_NAMES:
                assert not item.get("name_localizations")
                continue
            for locale in LOCALES:
                if locale not in (item.get("name_localizations") or {}):
                    missing.append((kind, item["name"], locale, "name"))
                has_description = item.get("description") and kind != "choice"
                if has_description and locale not in (item.get("description_localizations") or {}):
                    missing.append((kind, item["name"], locale, "description"))
    assert not missing
    settings = next(command for command in synced if command["name"] == "settings")
    assert settings["name_localizations"] == {
        "sv-SE": "inställningar",
        "ro": "setări",
        "hr": "podešavanja",
    }


async def test_no_catalogue_has_command_words_the_tree_does_not_ask_for(simcord_env, simcord_bot):
    translator = simcord_bot.tree.translator
    assert isinstance(translator, CatalogueTranslator)
    asked = {key.partition(".")[0] for key in translator.asked}
    for language in i18n.COMMAND_LANGUAGES[1:]:
        commands = {
            message
            for message in i18n.catalogue(language).ids
            if message.startswith(("cmd-", "choice-"))
        }
        assert commands == asked, language
