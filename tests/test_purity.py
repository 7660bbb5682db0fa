"""The engine stays pure (DESIGN.md, "engine/"): no module under engine/ imports Discord, an
event loop, the database driver or the bot. Read from the source with ``ast``, so an import
inside a function or behind ``TYPE_CHECKING`` counts as much as one at the top."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"

FORBIDDEN = frozenset({"discord", "asyncio", "aiosqlite", "bot", "cogs"})
"""Top-level packages the engine may not import."""

DYNAMIC_IMPORTS = frozenset({"import_module", "__import__"})


def imported_modules(source: str, filename: str = "<source>") -> list[tuple[int, str]]:
    """(line, module) for every absolute import in ``source``, including
    ``importlib.import_module("...")`` and ``__import__("...")`` with a literal name
    (the registry's ``"module:attribute"`` paths are read up to the colon)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module is not None:
                found.append((node.lineno, node.module))
        elif isinstance(node, ast.Call):
            function = node.func
            name = function.attr if isinstance(function, ast.Attribute) else None
            if isinstance(function, ast.Name):
                name = function.id
            if name in DYNAMIC_IMPORTS and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.append((node.lineno, first.value.partition(":")[0]))
    return found


def forbidden_imports(source: str, filename: str = "<source>") -> list[str]:
    return [
        f"{filename}:{line} imports {module}"
        for line, module in imported_modules(source, filename)
        if module.partition(".")[0] in FORBIDDEN
    ]


def engine_modules() -> list[Path]:
    return sorted(ENGINE.rglob("*.py"))


def test_the_engine_imports_no_discord_event_loop_database_or_bot():
    modules = engine_modules()
    # Every game's package is scanned, not an empty or misplaced folder.
    assert {path.parent.name for path in modules} >= {
        "engine",
        "four_poker",
        "krypkasino",
        "crveni_tepih",
        "kare_kupa",
    }
    problems = [
        problem
        for path in modules
        for problem in forbidden_imports(
            path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))
        )
    ]
    assert problems == []


@pytest.mark.parametrize(
    ("source", "module"),
    [
        ("import discord", "discord"),
        ("import discord.ext.commands as commands", "discord.ext.commands"),
        ("from asyncio import sleep", "asyncio"),
        ("def later():\n    import aiosqlite\n", "aiosqlite"),
        ("if TYPE_CHECKING:\n    from bot.store import Store\n", "bot.store"),
        ("from cogs import lobby", "cogs"),
        ("import importlib\nimportlib.import_module('bot.host')", "bot.host"),
        ("from importlib import import_module\nimport_module('discord:Client')", "discord"),
        ("__import__('asyncio')", "asyncio"),
    ],
)
def test_the_check_sees_each_way_of_importing(source, module):
    problems = forbidden_imports(source)
    assert len(problems) == 1
    assert problems[0].endswith(f" imports {module}")


@pytest.mark.parametrize(
    "source",
    [
        "import asyncpg_like_name",  # another package whose name starts the same
        "from engine.game import Game",
        "from . import bot",  # a relative import stays inside engine/
        "import botany",
        "x = 'discord'",  # a string that is not imported
    ],
)
def test_the_check_allows_what_is_not_forbidden(source):
    assert forbidden_imports(source) == []
