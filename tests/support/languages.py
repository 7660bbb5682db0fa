"""Reading a table in another language through SimCord: what a message shows people, a detector
of English words built from the English catalogue, and clicks found by a control's verb (its
custom_id), never by an English label."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import discord
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot import i18n
from bot.resources import locales
from bot.session import Session
from bot.tables.context import RenderContext
from tests.test_catalogues import engine_templates

ROOT = Path(__file__).resolve().parent.parent.parent
WORD = re.compile(r"[A-Za-z]{3,}")
NOT_WORDS = re.compile(
    r"<@!?\d+>|<t:\d+:\w>|<a?:\w+:\d+>|\]\(https?://[^)]*\)|https?://\S+|`[^`]*`"
)
"""Mentions, timestamps, custom emoji, link targets and code (commands, money cards)."""
ALWAYS = frozenset({"folkdeck", "discord", "tabbe", "dalje", "kare", "kupa", "shavur"})
"""Words every language keeps: the bot's and Discord's names, the games' own terms."""


def shown_texts(found: discord.Message) -> list[str]:
    """What a message shows people: its text, its embeds' words, its pictures' alt text, its
    controls' words (never custom_ids, which nobody reads)."""
    parts = [found.content or ""]
    for embed in found.embeds:
        parts.extend([embed.title or "", embed.description or ""])
        for item in embed.fields:
            parts.extend([item.name or "", item.value or ""])
        if embed.footer and embed.footer.text:
            parts.append(embed.footer.text)
    parts.extend(attachment.description or "" for attachment in found.attachments)
    for child in components(found):
        parts.extend(str(getattr(child, key, None) or "") for key in ("label", "placeholder"))
        for option in getattr(child, "options", []) or []:
            parts.extend([option.label, option.description or ""])
    return [part for part in parts if part]


def components(found: discord.Message) -> list[Any]:
    return [child for row in found.components for child in getattr(row, "children", [])]


def control(found: discord.Message, verb: str, *, enabled: bool = True) -> list[Any]:
    """The message's controls of one verb (``fd:<table>:<verb>:...``), in order."""
    pattern = re.compile(rf"^fd:\d+:{verb}(:|$)")
    return [
        child
        for child in components(found)
        if pattern.match(getattr(child, "custom_id", None) or "")
        and not (enabled and getattr(child, "disabled", False))
    ]


def _words(pattern: fluent_ast.Pattern | None) -> set[str]:
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, fluent_ast.TextElement):
            found.update(word.lower() for word in WORD.findall(node.value))
        elif isinstance(node, fluent_ast.BaseNode):
            for value in vars(node).values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(pattern)
    return found


@cache
def catalogue_words(language: str) -> frozenset[str]:
    """Every word of three letters or more in a language's catalogues."""
    found: set[str] = set()
    for path in locales(language).glob("*.ftl"):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Message | fluent_ast.Term):
                found |= _words(entry.value)
    return frozenset(found)


@cache
def english_words(language: str) -> frozenset[str]:
    """The English catalogue's words that ``language``'s catalogues never use: seeing one at
    a table in ``language`` is English left in."""
    return frozenset(catalogue_words("en") - catalogue_words(language) - ALWAYS)


@cache
def _templates() -> tuple[str, ...]:
    """The English templates of the engine's sentences and the host's notices."""
    found = list(engine_templates(ROOT / "engine"))
    for path in sorted((ROOT / "bot" / "host").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", "") == "of"
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
                and isinstance(node.args[1].value, str)
            ):
                found.append(node.args[1].value)
    return tuple(found)


@cache
def untranslated(language: str) -> tuple[re.Pattern[str], ...]:
    """Sentences the engine (or the host) says that ``language`` has no message for yet: the
    other half of the translation, left English on this branch and left out of the scan."""
    patterns = []
    for template in _templates():
        if i18n.has(language, i18n.said_id(template)):
            continue
        pieces = re.split(r"\{[^{}]*\}", template)
        if not any(WORD.search(piece) for piece in pieces):
            continue
        patterns.append(re.compile(".+?".join(re.escape(piece) for piece in pieces)))
    return tuple(patterns)


@dataclass
class Scan:
    """Everything a member or the channel was shown at a table, checked for English."""

    language: str
    names: set[str] = field(default_factory=set)
    seen: list[str] = field(default_factory=list)
    engine_lines: int = 0
    engine_said: set[str] = field(default_factory=set)
    """The engine's (and host's) sentences as the table wrote them where the language has no
    message for them yet, built at run time ("Round 1 scored: ana 3, ben 7.") or not."""

    session: Session | None = None
    ctx: RenderContext | None = None

    def follow(self, session: Session, ctx: RenderContext) -> None:
        """Read this table's names and, after each click, its latest sentences."""
        self.session, self.ctx = session, ctx
        self.add_names(session)

    def collect(self) -> None:
        """The table's latest sentences that are still English: left out of the scan."""
        if self.session is None or self.ctx is None:
            return
        self.add_names(self.session)
        wording = self.ctx.wording(self.session)
        for said in list(self.session.recent):
            if not i18n.has(self.language, i18n.said_id(said.template)):
                self.engine_said.add(said.words(wording))

    def add_names(self, session: Session) -> None:
        """Members' names (not computers': those are the language's own words)."""
        self.names.add(session.title)
        self.names.update(seat.display for seat in session.seats if seat.user_id is not None)

    def look(self, *messages: discord.Message | None) -> None:
        for found in messages:
            if found is not None:
                self.seen.extend(shown_texts(found))

    def english(self) -> list[tuple[str, str]]:
        """(word, where) for each English word shown outside names, card codes and the
        engine's untranslated sentences."""
        words = english_words(self.language)
        found = []
        for text in self.seen:
            cleaned = text
            for said in sorted(self.engine_said, key=len, reverse=True):
                self.engine_lines += cleaned.count(said)
                cleaned = cleaned.replace(said, " ")
            for pattern in untranslated(self.language):
                cleaned, count = pattern.subn(" ", cleaned)
                self.engine_lines += count
            cleaned = NOT_WORDS.sub(" ", cleaned)
            for name in sorted(self.names, key=len, reverse=True):
                cleaned = cleaned.replace(name, " ")
            found.extend((word, text) for word in WORD.findall(cleaned) if word.lower() in words)
        return found


def assert_no_english(scan: Scan) -> None:
    found = scan.english()
    assert not found, "\n".join(f"{word!r} in {text!r}" for word, text in found[:12])


def public_messages(channel: Any) -> list[discord.Message]:
    return [found for found in channel.history() if not found.flags.ephemeral]


def everything(channel: Any, viewers: Iterable[Any]) -> list[discord.Message]:
    """Every message of the channel as each viewer sees it (their ephemeral ones too)."""
    seen: dict[tuple[int, int], discord.Message] = {}
    for viewer in viewers:
        for found in channel.history(viewer=viewer):
            seen[(found.id, viewer.id if found.flags.ephemeral else 0)] = found
    return list(seen.values())
