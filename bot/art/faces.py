"""Card faces drawn with Pillow: the 52 cards, a back, Crveni tepih's money cards 2-6 and an
empty-slot placeholder.

One design serves table pictures and application emoji, because an emoji is shown at 22-48 px:
a white card with a dark border (it stands out on Discord's dark theme and is outlined on the
light one), the rank large in the top half and the suit large in the bottom half, nothing else.
Red is #D0021B, black near-black. The suits are drawn as shapes here (not font glyphs), so a
spade keeps its sharp point and a club its three round lobes even at 32 px — the two were
mistaken for each other as text.

Each face is drawn once at four times its master size and kept (``master``); any other size is
a Lanczos reduction of that, cached too. Output is deterministic for a given Pillow and
FreeType: the same keys give the same pixels and the same PNG bytes.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from functools import cache, lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFont, features

from bot import resources
from engine.cards import FULL_DECK, Card, Suit, parse_card

WIDTH, HEIGHT = 120, 160
"""The master size of a face; pictures and emoji are reductions of it."""
SUPER = 4
"""Faces are drawn this many times larger, then reduced: smooth edges without Pillow's
(missing) anti-aliased polygons."""

RED = (208, 2, 27, 255)
BLACK = (17, 17, 17, 255)
PAPER = (255, 255, 255, 255)
BORDER = (72, 72, 72, 255)
BACK_BLUE = (28, 74, 156, 255)
BACK_LINE = (96, 140, 214, 255)
MONEY_PAPER = (245, 231, 186, 255)
MONEY_BORDER = (138, 104, 20, 255)
MONEY_INK = (22, 96, 52, 255)
GOLD = (214, 168, 40, 255)
GOLD_DARK = (150, 112, 18, 255)
SLOT_FILL = (140, 140, 140, 70)
SLOT_EDGE = (150, 150, 150, 230)

BACK = "back"
SLOT = "slot"
MONEY_VALUES = (2, 3, 4, 5, 6)
"""Crveni tepih's money cards (RULES.md section 3, option ``money: "cards"``)."""

FaceKey = str
"""A face by name: a card's notation (``10S``), ``back``, ``slot``, or money ``m2``..``m6``."""


def card_key(card: Card) -> FaceKey:
    return str(card)


def money_key(value: int) -> FaceKey:
    if value not in MONEY_VALUES:
        raise ValueError(f"There is no money card {value}; they are 2 to 6.")
    return f"m{value}"


def all_keys() -> list[FaceKey]:
    """Every face, in a fixed order: the 52 cards by suit then rank, back, slot, money cards."""
    return (
        [card_key(card) for card in FULL_DECK] + [BACK, SLOT] + [money_key(v) for v in MONEY_VALUES]
    )


def is_key(key: str) -> bool:
    return key in _KEYS


_KEYS = frozenset(all_keys())


def key_of(face: Card | FaceKey) -> FaceKey:
    key = card_key(face) if isinstance(face, Card) else face
    if key not in _KEYS:
        raise ValueError(f"{face!r} is not a card face.")
    return key


# --- drawing -------------------------------------------------------------------------------


RAQM = bool(features.check_feature("raqm"))
"""Whether Pillow lays text out with raqm (HarfBuzz shaping, FriBiDi direction): Hebrew drawn
right to left and shaped. Without it text is laid out left to right glyph by glyph, and
``bot.art.words.drawable`` puts right-to-left runs in visual order first."""
LAYOUT = ImageFont.Layout.RAQM if RAQM else ImageFont.Layout.BASIC


@cache
def font(size: int, *, condensed: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans Bold (or Condensed Bold), always the copy Folkdeck ships: never a system
    font Pillow would find by the same file name. DejaVu has the Hebrew letters."""
    name = "DejaVuSansCondensed-Bold.ttf" if condensed else "DejaVuSans-Bold.ttf"
    return ImageFont.truetype(str(resources.font(name)), size, layout_engine=LAYOUT)


def _canvas() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (WIDTH * SUPER, HEIGHT * SUPER), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image)


def _card_outline(
    draw: ImageDraw.ImageDraw, fill: tuple[int, ...], edge: tuple[int, ...], width: int = 4
) -> None:
    s = SUPER
    draw.rounded_rectangle(
        (s, s, WIDTH * s - s - 1, HEIGHT * s - s - 1),
        radius=12 * s,
        fill=fill,
        outline=edge,
        width=width * s,
    )


def _text(
    draw: ImageDraw.ImageDraw,
    text: str,
    box: tuple[int, int, int, int],
    colour: tuple[int, ...],
    *,
    height: int,
) -> None:
    """``text`` centred in ``box`` (super-sampled pixels), its ink ``height`` tall at most and
    never wider than the box: "10" uses the condensed face."""
    left, top, right, bottom = box
    condensed = len(text) > 1
    size = height
    for _ in range(40):
        face = font(size, condensed=condensed)
        x0, y0, x1, y1 = draw.textbbox((0, 0), text, font=face, anchor="lt")
        if y1 - y0 <= height and x1 - x0 <= right - left:
            break
        size = int(size * 0.95)
    x = left + (right - left - (x1 - x0)) / 2 - x0
    y = top + (bottom - top - (y1 - y0)) / 2 - y0
    draw.text((x, y), text, font=face, fill=colour, anchor="lt")


def _suit(draw: ImageDraw.ImageDraw, suit: Suit, box: tuple[int, int, int, int]) -> None:
    """The suit as a shape in ``box``; coordinates below are fractions of the box."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    colour = RED if suit.red else BLACK

    def p(x: float, y: float) -> tuple[float, float]:
        return left + x * w, top + y * h

    def circle(x: float, y: float, r: float) -> None:
        cx, cy = p(x, y)
        draw.ellipse((cx - r * w, cy - r * w, cx + r * w, cy + r * w), fill=colour)

    if suit is Suit.HEARTS:
        circle(0.28, 0.30, 0.245)
        circle(0.72, 0.30, 0.245)
        draw.polygon([p(0.04, 0.34), p(0.5, 0.30), p(0.96, 0.34), p(0.5, 0.96)], fill=colour)
    elif suit is Suit.DIAMONDS:
        draw.polygon([p(0.5, 0.0), p(0.9, 0.5), p(0.5, 1.0), p(0.1, 0.5)], fill=colour)
    elif suit is Suit.SPADES:
        # A sharp top point and one broad body: never read as three lobes.
        circle(0.28, 0.60, 0.235)
        circle(0.72, 0.60, 0.235)
        draw.polygon([p(0.045, 0.56), p(0.5, 0.0), p(0.955, 0.56), p(0.5, 0.62)], fill=colour)
        draw.polygon([p(0.5, 0.62), p(0.30, 1.0), p(0.70, 1.0)], fill=colour)
    else:
        # Three clearly separate round lobes and a stem.
        circle(0.5, 0.24, 0.22)
        circle(0.24, 0.60, 0.22)
        circle(0.76, 0.60, 0.22)
        draw.polygon([p(0.5, 0.30), p(0.36, 0.62), p(0.64, 0.62)], fill=colour)
        draw.polygon([p(0.5, 0.52), p(0.30, 1.0), p(0.70, 1.0)], fill=colour)


def _draw_card(card: Card) -> Image.Image:
    image, draw = _canvas()
    s = SUPER
    _card_outline(draw, PAPER, BORDER)
    colour = RED if card.suit.red else BLACK
    _text(draw, card.rank.label, (7 * s, 6 * s, 113 * s, 82 * s), colour, height=70 * s)
    _suit(draw, card.suit, (24 * s, 84 * s, 96 * s, 154 * s))
    return image


def _draw_back() -> Image.Image:
    image, draw = _canvas()
    s = SUPER
    _card_outline(draw, PAPER, BORDER)
    inner = (10 * s, 10 * s, 110 * s, 150 * s)
    draw.rounded_rectangle(inner, radius=7 * s, fill=BACK_BLUE)
    # A diagonal lattice, clipped to the inner panel by drawing on a mask.
    lattice = Image.new("L", image.size, 0)
    lines = ImageDraw.Draw(lattice)
    for offset in range(-HEIGHT, WIDTH + HEIGHT, 14):
        lines.line([(offset * s, 0), ((offset + HEIGHT) * s, HEIGHT * s)], fill=255, width=3 * s)
        lines.line([((offset + HEIGHT) * s, 0), (offset * s, HEIGHT * s)], fill=255, width=3 * s)
    clip = Image.new("L", image.size, 0)
    ImageDraw.Draw(clip).rounded_rectangle(
        (14 * s, 14 * s, 106 * s, 146 * s), radius=5 * s, fill=255
    )
    lattice = ImageChops.multiply(lattice, clip)
    image.paste(Image.new("RGBA", image.size, BACK_LINE), (0, 0), lattice)
    draw.ellipse((42 * s, 62 * s, 78 * s, 98 * s), fill=BACK_BLUE, outline=PAPER, width=4 * s)
    return image


def _draw_slot() -> Image.Image:
    image, draw = _canvas()
    s = SUPER
    draw.rounded_rectangle(
        (3 * s, 3 * s, WIDTH * s - 3 * s - 1, HEIGHT * s - 3 * s - 1),
        radius=12 * s,
        fill=SLOT_FILL,
        outline=SLOT_EDGE,
        width=3 * s,
    )
    # A plus in the middle says "a card goes here" without looking like a card.
    draw.rectangle((56 * s, 62 * s, 64 * s, 98 * s), fill=SLOT_EDGE)
    draw.rectangle((42 * s, 76 * s, 78 * s, 84 * s), fill=SLOT_EDGE)
    return image


def _draw_money(value: int) -> Image.Image:
    image, draw = _canvas()
    s = SUPER
    _card_outline(draw, MONEY_PAPER, MONEY_BORDER)
    _text(draw, str(value), (7 * s, 6 * s, 113 * s, 82 * s), MONEY_INK, height=70 * s)
    # A coin: money cards must never be taken for playing cards.
    draw.ellipse((28 * s, 90 * s, 92 * s, 154 * s), fill=GOLD, outline=GOLD_DARK, width=4 * s)
    draw.ellipse((40 * s, 102 * s, 80 * s, 142 * s), outline=GOLD_DARK, width=3 * s)
    return image


def _drawer(key: FaceKey) -> Callable[[], Image.Image]:
    if key == BACK:
        return _draw_back
    if key == SLOT:
        return _draw_slot
    if key.startswith("m"):
        value = int(key[1:])
        return lambda: _draw_money(value)
    card = parse_card(key)
    return lambda: _draw_card(card)


# --- cached faces --------------------------------------------------------------------------


@cache
def master(face: Card | FaceKey) -> Image.Image:
    """The face drawn at ``SUPER`` times its size (RGBA). Do not modify the result."""
    return _drawer(key_of(face))()


@lru_cache(maxsize=1024)
def _sized(key: FaceKey, height: int) -> Image.Image:
    width = round(height * WIDTH / HEIGHT)
    return master(key).resize((width, height), Image.Resampling.LANCZOS, reducing_gap=3.0)


def face(face: Card | FaceKey, height: int = HEIGHT) -> Image.Image:
    """The face ``height`` pixels tall (RGBA, width in the 3:4 card proportion). Cached: do
    not modify the result."""
    return _sized(key_of(face), height)


def png(image: Image.Image, *, compress_level: int = 9) -> bytes:
    """PNG bytes without any metadata that could vary between runs."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=compress_level)
    return buffer.getvalue()


@lru_cache(maxsize=256)
def face_png(face: Card | FaceKey, height: int = HEIGHT) -> bytes:
    return png(_sized(key_of(face), height))


def faces(height: int = HEIGHT) -> Iterator[tuple[FaceKey, Image.Image]]:
    for key in all_keys():
        yield key, face(key, height)


def warm() -> None:
    """Draw every face now (some 0.2-0.4 s), so no click ever waits for a drawing."""
    for key in all_keys():
        master(key)


def clear_caches() -> None:
    """Forget every drawn face (tests use it to check that drawing again gives the same bytes)."""
    master.cache_clear()
    _sized.cache_clear()
    face_png.cache_clear()


__all__ = [
    "BACK",
    "MONEY_VALUES",
    "SLOT",
    "all_keys",
    "card_key",
    "face",
    "face_png",
    "faces",
    "is_key",
    "key_of",
    "master",
    "money_key",
    "png",
    "warm",
]
