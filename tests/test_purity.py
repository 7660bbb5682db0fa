"""The layers (docs/architecture.md), checked from the source: what each package may import.

Read with ``ast``, so an import inside a function or behind ``TYPE_CHECKING`` counts as much as
one at the top, and ``importlib.import_module("...")`` with a literal name counts too. The
matrix names, for each layer, the modules it may not import; a module belongs to the most
specific layer whose prefix it carries.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
PACKAGES = ("engine", "bot", "cogs")

DYNAMIC_IMPORTS = frozenset({"import_module", "__import__"})

PLUGIN_HELPERS = (
    "bot.tables.base",
    "bot.tables.controls",
    "bot.tables.shared",
    "bot.tables.generic",
    "bot.tables.lobby",
    "bot.tables.door",
    "bot.tables.four_poker",
    "bot.tables.krypkasino",
    "bot.tables.crveni_tepih",
    "bot.tables.kare_kupa",
)
"""The plug-ins and the helpers they are built from: the bot draws tables through
``bot.tables`` (``render_public``, ``plugin_for``), never by reaching into them."""


STORE_FORBIDS = (
    "discord",
    "cogs",
    "engine",
    "bot.app",
    "bot.host",
    "bot.tables",
    "bot.session",
    "bot.publisher",
    "bot.ratings",
    "bot.outcome",
)
"""The store holds no game or rating policy (the rating rule is given to it) and knows nothing
of Discord or the live tables; only its connection module touches aiosqlite."""


@dataclass(frozen=True, slots=True)
class Layer:
    name: str
    prefixes: tuple[str, ...]
    """The modules in this layer (a prefix names a module and everything under it)."""
    forbidden: tuple[str, ...]
    """What they may not import (likewise by prefix)."""
    allowed: tuple[str, ...] = ()
    """Exceptions inside ``forbidden`` (more specific prefixes)."""


LAYERS = (
    Layer(
        "engine",
        ("engine",),
        ("discord", "asyncio", "aiosqlite", "sqlite3", "bot", "cogs"),
    ),
    Layer(
        "plug-ins",
        ("bot.tables",),
        (
            "bot.store",
            "bot.app",
            "bot.host",
            "bot.door",
            "bot.publisher",
            "bot.pings",
            "bot.daily",
            "bot.ratings",
            "aiosqlite",
            "sqlite3",
            "cogs",
            "bot.tables",  # the package itself: its modules import ``registry``, never it
        ),
        allowed=tuple(
            f"bot.tables.{name}"
            for name in (
                "base",
                "context",
                "controls",
                "door",
                "generic",
                "lobby",
                "message",
                "registry",
                "shared",
            )
        ),
    ),
    Layer("store", ("bot.store",), (*STORE_FORBIDS, "aiosqlite")),
    Layer("store connection", ("bot.store.database",), STORE_FORBIDS),
    Layer("bot", ("bot",), ("cogs", "aiosqlite")),
    Layer("cogs", ("cogs",), (*PLUGIN_HELPERS, "aiosqlite", "sqlite3")),
)


def layer_of(module: str) -> Layer | None:
    """The most specific layer holding ``module``."""
    best: Layer | None = None
    best_length = -1
    for layer in LAYERS:
        for prefix in layer.prefixes:
            if _under(module, prefix) and len(prefix) > best_length:
                best, best_length = layer, len(prefix)
    return best


def _under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def violations(module: str, imports: list[tuple[int, str]]) -> list[str]:
    """What ``module`` may not import among ``imports`` ((line, imported module) pairs)."""
    layer = layer_of(module)
    if layer is None:
        return []
    found = []
    for line, imported in imports:
        if imported == module:  # a package's ``__init__`` importing its own modules
            continue
        if any(_under(imported, allowed) for allowed in layer.allowed):
            continue
        if any(_under(imported, forbidden) for forbidden in layer.forbidden):
            found.append(f"{module}:{line} ({layer.name}) imports {imported}")
    return found


def imported_modules(
    source: str, filename: str = "<source>", module: str = ""
) -> list[tuple[int, str]]:
    """(line, module) for every import in ``source``, relative ones resolved against
    ``module``, including ``importlib.import_module("...")`` and ``__import__("...")`` with
    a literal name (the registry's ``"module:attribute"`` paths are read up to the colon)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module is not None:
                found.append((node.lineno, node.module))
            elif node.level > 0 and module:
                base = module.split(".")[: -node.level]
                if node.module is not None:
                    found.append((node.lineno, ".".join([*base, node.module])))
                else:  # ``from . import name``: the names are modules of that package
                    found.extend(
                        (node.lineno, ".".join([*base, alias.name])) for alias in node.names
                    )
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


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def source_modules(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def forbidden_imports(
    source: str, filename: str = "<source>", module: str = "engine.x"
) -> list[str]:
    """The engine's check on one source (a module of the engine unless told otherwise)."""
    return violations(module, imported_modules(source, filename, module))


def test_every_package_keeps_to_its_layer():
    problems = []
    scanned = set()
    for package in PACKAGES:
        for path in source_modules(package):
            module = module_name(path)
            scanned.add(module)
            source = path.read_text(encoding="utf-8")
            problems.extend(violations(module, imported_modules(source, str(path), module)))
    assert problems == []
    # Every layer is scanned, not an empty or misplaced folder.
    assert {
        "engine.game",
        "engine.kare_kupa.game",
        "bot.tables.kare_kupa",
        "bot.store",
        "bot.host.play",
        "cogs.lobby",
    } <= scanned


def test_the_engine_imports_no_discord_event_loop_database_or_bot():
    modules = source_modules("engine")
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
            path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)), module_name(path)
        )
    ]
    assert problems == []


@pytest.mark.parametrize(
    ("module", "imports", "expected"),
    [
        # A plug-in that reaches the store, the bot or the host is refused...
        ("bot.tables.kare_kupa", ["bot.store"], ["bot.store"]),
        ("bot.tables.four_poker", ["bot.store.tables"], ["bot.store.tables"]),
        ("bot.tables.generic", ["bot.app"], ["bot.app"]),
        ("bot.tables.controls", ["bot.host.play"], ["bot.host.play"]),
        ("bot.tables.shared", ["bot.tables"], ["bot.tables"]),  # the package: a loop
        # ...its own helpers and the bot's plain values are not.
        ("bot.tables.kare_kupa", ["bot.tables.controls", "bot.session", "engine.cards"], []),
        # A cog that imports a plug-in helper (a permission check from a file of buttons).
        ("cogs.lobby", ["bot.tables.shared"], ["bot.tables.shared"]),
        ("cogs.seasons", ["bot.tables.kare_kupa"], ["bot.tables.kare_kupa"]),
        ("cogs.leaderboard", ["bot.tables", "bot.tables.registry", "bot.permissions"], []),
        # The bot never imports a cog; the engine nothing of the bot.
        ("bot.host.play", ["cogs.lobby"], ["cogs.lobby"]),
        ("engine.record", ["bot.session", "asyncio"], ["bot.session", "asyncio"]),
        ("bot.store", ["discord"], ["discord"]),
        ("bot.store.ratings", ["bot.ratings", "aiosqlite"], ["bot.ratings", "aiosqlite"]),
        ("bot.store.database", ["aiosqlite", "bot.vocab"], []),
        ("cogs.settings", ["aiosqlite"], ["aiosqlite"]),
    ],
)
def test_the_matrix_refuses_what_crosses_a_layer(module, imports, expected):
    found = violations(module, [(1, name) for name in imports])
    assert [problem.rpartition(" imports ")[2] for problem in found] == expected


def test_a_synthetic_plugin_that_imports_the_store_fails_the_check(tmp_path):
    source = (
        "from typing import TYPE_CHECKING\n"
        "from bot.tables.controls import Click\n"
        "if TYPE_CHECKING:\n"
        "    from bot.store import Store\n"
        "async def best(click):\n"
        "    from bot.app import Folkdeck\n"
    )
    path = tmp_path / "sneaky.py"
    path.write_text(source, encoding="utf-8")
    found = violations(
        "bot.tables.sneaky", imported_modules(source, str(path), "bot.tables.sneaky")
    )
    assert [problem.rpartition(" imports ")[2] for problem in found] == ["bot.store", "bot.app"]


def test_relative_imports_are_resolved_before_the_check():
    source = "from ..store import Store\nfrom . import controls\n"
    found = imported_modules(source, module="bot.tables.sneaky")
    assert [name for _, name in found] == ["bot.store", "bot.tables.controls"]
    assert violations("bot.tables.sneaky", found) == [
        "bot.tables.sneaky:1 (plug-ins) imports bot.store"
    ]


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
        "from . import cards",  # a relative import stays inside engine/
        "import botany",
        "x = 'discord'",  # a string that is not imported
    ],
)
def test_the_check_allows_what_is_not_forbidden(source):
    assert forbidden_imports(source) == []
