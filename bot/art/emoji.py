"""Card faces as the bot's application emoji: synced at start-up, used in text and on buttons.

Each face is uploaded under ``fd_<key>_<digest>``: the key (``10S``, ``back``, ``slot``,
``m2``) maps the emoji back to its card, and the digest (of the PNG bytes) changes whenever the
drawing does, so a changed face is a *missing* name and its old version a *stale* one. The sync
lists the application's emoji once (discord.py keeps no cache of them), deletes our stale ones,
uploads only the missing ones and checks what Discord (but not SimCord) would refuse: names of
2-32 characters of ``[A-Za-z0-9_]``, images of at most 256 KiB, 2,000 emoji per application.
Emoji not named in our pattern are never touched.

Whatever goes wrong (a refusal, a rate limit, an outage, ``CARD_STYLE=text``), the render
context keeps its text faces and the bot works on; the next start-up uploads what is missing.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import discord

from bot.art.faces import (
    BACK,
    SLOT,
    FaceKey,
    all_keys,
    face_png,
    is_key,
    key_of,
    money_key,
)
from bot.art.picture import warm
from bot.art.words import spoken
from engine.cards import Card

if TYPE_CHECKING:
    from bot.tables.context import RenderContext

log = logging.getLogger(__name__)

EMOJI_HEIGHT = 128
"""Discord shows emoji at most 128 px (48 px "jumbo", 22 px in text)."""
MAX_BYTES = 256 * 1024
LIMIT = 2000
NAME = re.compile(r"[A-Za-z0-9_]{2,32}")
OURS = re.compile(r"fd_(?P<key>[A-Za-z0-9]+)_(?P<digest>[0-9a-f]{8})")


class EmojiError(Exception):
    """The emoji cannot be synced as Discord would accept them."""


@dataclass(frozen=True, slots=True)
class WantedEmoji:
    key: FaceKey
    name: str
    image: bytes


def emoji_name(key: FaceKey, image: bytes) -> str:
    name = f"fd_{key}_{hashlib.sha256(image).hexdigest()[:8]}"
    check_name(name)
    return name


def key_of_name(name: str) -> FaceKey | None:
    """The face an emoji of ours shows (``fd_10S_1a2b3c4d`` -> ``10S``); None if not ours."""
    found = OURS.fullmatch(name)
    if found is None or not is_key(found["key"]):
        return None
    return found["key"]


def check_name(name: str) -> None:
    if NAME.fullmatch(name) is None:
        raise EmojiError(f"{name!r} is not an emoji name: 2-32 letters, digits or underscores.")


def check_image(name: str, image: bytes) -> None:
    if len(image) > MAX_BYTES:
        raise EmojiError(f"The image of {name} is {len(image)} bytes; the limit is {MAX_BYTES}.")


def wanted_emoji() -> list[WantedEmoji]:
    """Every face as the emoji it should be, checked."""
    wanted = []
    for key in all_keys():
        image = face_png(key, EMOJI_HEIGHT)
        name = emoji_name(key, image)
        check_image(name, image)
        wanted.append(WantedEmoji(key, name, image))
    return wanted


class EmojiFaces:
    """Cards as application emoji (``<:fd_10S_1a2b3c4d:123>``), for the render context."""

    def __init__(self, emoji: Mapping[FaceKey, discord.PartialEmoji]) -> None:
        missing = set(all_keys()) - set(emoji)
        if missing:
            raise EmojiError(f"No emoji for {', '.join(sorted(missing))}.")
        self._emoji = dict(emoji)

    def emoji(self, face: Card | FaceKey) -> discord.PartialEmoji:
        return self._emoji[key_of(face)]

    def inline(self, card: Card) -> str:
        return str(self.emoji(card))

    def button(self, card: Card) -> tuple[str, discord.PartialEmoji | None]:
        # The emoji shows rank and suit; the label repeats the rank for a screen reader and
        # for anyone whose client shows no emoji.
        return card.rank.label, self.emoji(card)

    def spoken(self, card: Card) -> str:
        return spoken(card)

    def back(self) -> str:
        return str(self.emoji(BACK))

    def slot(self) -> str:
        return str(self.emoji(SLOT))

    def money(self, value: int) -> str:
        return str(self.emoji(money_key(value)))


@dataclass(frozen=True, slots=True)
class SyncReport:
    uploaded: int
    removed: int
    kept: int


class EmojiClient(Protocol):
    """What the sync needs of the bot (a ``discord.Client``)."""

    async def fetch_application_emojis(self) -> list[discord.Emoji]: ...

    async def create_application_emoji(self, *, name: str, image: bytes) -> discord.Emoji: ...


async def sync_card_emoji(client: EmojiClient) -> tuple[EmojiFaces, SyncReport]:
    """Make the application's emoji match the faces; raises on any failure (nothing is
    retried here: the next start-up carries on from what was done)."""
    wanted = wanted_emoji()
    by_name = {item.name: item for item in wanted}
    existing = await client.fetch_application_emojis()
    present: dict[str, discord.Emoji] = {}
    stale: list[discord.Emoji] = []
    for emoji in existing:
        if emoji.name in by_name and emoji.name not in present:
            present[emoji.name] = emoji
        elif OURS.fullmatch(emoji.name):
            stale.append(emoji)  # an old drawing, a face we no longer have, or a duplicate
    missing = [item for item in wanted if item.name not in present]
    after = len(existing) - len(stale) + len(missing)
    if after > LIMIT:
        raise EmojiError(
            f"The application would hold {after} emoji; Discord allows {LIMIT}. "
            "Delete some in the developer portal."
        )
    for emoji in stale:
        await emoji.delete()
    for item in missing:
        present[item.name] = await client.create_application_emoji(name=item.name, image=item.image)
    faces = EmojiFaces(
        {
            item.key: discord.PartialEmoji(name=item.name, id=present[item.name].id)
            for item in wanted
        }
    )
    return faces, SyncReport(
        uploaded=len(missing), removed=len(stale), kept=len(present) - len(missing)
    )


async def install_card_faces(
    client: EmojiClient, context: RenderContext, *, style: str = "emoji"
) -> SyncReport | None:
    """Sync the emoji and give them to the render context; on any failure keep text faces.
    Every face is drawn first either way, and made ready at every table size: table pictures
    need them, and the first click should not wait for them."""
    warm()
    if style != "emoji":
        log.info("card style %s: cards are shown as text", style)
        return None
    try:
        faces, report = await sync_card_emoji(client)
    except Exception as error:  # noqa: BLE001 - any failure means text cards, never a dead bot
        log.warning("card emoji unavailable, cards are shown as text: %r", error)
        return None
    context.faces = faces
    log.info(
        "card emoji ready: %s uploaded, %s removed, %s kept",
        report.uploaded,
        report.removed,
        report.kept,
    )
    return report
