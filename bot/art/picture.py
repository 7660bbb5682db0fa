"""Table pictures: rows or columns of card faces on a felt, with labels and small captions,
as PNG bytes plus alt text built from the same data.

The composer draws only what it is given. Callers build the lines from the game's *public*
view (a hand panel from the owner's view), so a hidden card can never reach a public picture
by way of this module: face-down cards are passed as ``BACK``.

Speed: faces and text are cached sprites, so a picture is some pastes and one PNG encoding at
zlib level 1 (``benchmarks/card_art.py`` measures it; the target is a median of 5 ms and a
p99 of 15 ms per table image).

Example::

    picture = table_picture(
        [Line("Column 1", (Cell(card), Cell(SLOT)), caption="pair of 9s")],
        vertical=True,
    )
    file = picture.file()  # a discord.File with the alt text as its description
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

import discord
from PIL import Image, ImageDraw

from bot.art.faces import (
    BACK,
    BACK_BLUE,
    BACK_LINE,
    BLACK,
    BORDER,
    GOLD,
    GOLD_DARK,
    MONEY_BORDER,
    MONEY_INK,
    MONEY_PAPER,
    PAPER,
    RED,
    SLOT,
    SLOT_EDGE,
    SLOT_FILL,
    SUPER,
    FaceKey,
    face,
    font,
    key_of,
)
from bot.art.words import spoken
from engine.cards import Card, parse_card

FELT = (27, 84, 56)
INK = (242, 242, 236)
SOFT_INK = (196, 214, 200)
MARK = (255, 206, 84)

LABEL_SIZE = 15
CAPTION_SIZE = 13
PAD = 10
GAP = 6
ALT_LIMIT = 1024
"""Discord's limit on an attachment's (and a gallery item's) description."""


@dataclass(frozen=True, slots=True)
class Cell:
    """One card place: a face-up card, ``BACK`` (face down) or ``SLOT`` (empty), or a money
    card key; an optional caption under it; ``mark`` rings it (the card just placed, say)."""

    face: Card | FaceKey
    caption: str | None = None
    mark: bool = False


@dataclass(frozen=True, slots=True)
class Line:
    """A row (or, in a vertical picture, a column) of cells under a label."""

    label: str
    cells: Sequence[Cell | Card | FaceKey]
    caption: str | None = None
    """Under a column, or after the label of a row: what the line makes, say."""
    mark: bool = False
    """The label in gold: the column that can take the card, the player to move."""


@dataclass(frozen=True, slots=True)
class Picture:
    png: bytes
    alt: str
    width: int
    height: int
    filename: str = field(default="table.png")

    def file(self) -> discord.File:
        return discord.File(io.BytesIO(self.png), filename=self.filename, description=self.alt)

    @property
    def url(self) -> str:
        """Where a message's embed or media gallery finds the attached picture."""
        return f"attachment://{self.filename}"


def _cell(item: Cell | Card | FaceKey) -> Cell:
    return item if isinstance(item, Cell) else Cell(item)


def said(item: Cell | Card | FaceKey) -> str:
    """A cell in words, for alt text."""
    cell = _cell(item)
    key = key_of(cell.face)
    if key == BACK:
        words = "face-down card"
    elif key == SLOT:
        words = "empty"
    elif key.startswith("m"):
        words = f"money card {key[1:]}"
    else:
        words = spoken(cell.face if isinstance(cell.face, Card) else parse_card(key))
    return f"{words} ({cell.caption})" if cell.caption else words


def alt_text(lines: Sequence[Line], *, title: str | None = None, side: Line | None = None) -> str:
    parts = [title] if title else []
    for line in [*lines, *([side] if side else [])]:
        cells = ", ".join(said(cell) for cell in line.cells) or "no cards"
        sentence = f"{line.label}: {cells}"
        if line.caption:
            sentence += f" — {line.caption}"
        parts.append(sentence + ".")
    text = " ".join(parts)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1] + "…"


# --- sprites ---------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def text_sprite(text: str, size: int, colour: tuple[int, int, int]) -> Image.Image:
    """``text`` in DejaVu Sans Bold on the felt (palette image), cropped to its line box."""
    typeface = font(size)
    left, _top, right, _bottom = typeface.getbbox(text, anchor="ls")
    ascent, descent = typeface.getmetrics()
    image = Image.new("RGB", (max(1, int(right - left) + 2), ascent + descent), FELT)
    ImageDraw.Draw(image).text((1 - left, ascent), text, font=typeface, fill=colour, anchor="ls")
    return _flat(image)


@lru_cache(maxsize=256)
def _wrap(text: str, size: int, width: int) -> tuple[str, ...]:
    """Greedy word wrap to ``width`` pixels; a word wider than that stays whole."""
    typeface = font(size)
    lines: list[str] = []
    for word in text.split():
        if lines and typeface.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return tuple(lines)


def _ring_rgba(width: int, height: int) -> Image.Image:
    s = SUPER
    w, h = width + 6, height + 6
    image = Image.new("RGBA", (w * s, h * s), (0, 0, 0, 0))
    ImageDraw.Draw(image).rounded_rectangle(
        (0, 0, w * s - 1, h * s - 1), radius=max(4, height // 10) * s, outline=MARK, width=3 * s
    )
    return image.resize((w, h), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def _ring(width: int, height: int) -> Image.Image:
    """A gold rounded outline just outside a face of this size (the face is pasted over it)."""
    return _flat(_ring_rgba(width, height))


@lru_cache(maxsize=1024)
def _face_sprite(key: FaceKey, height: int) -> Image.Image:
    return _flat(face(key, height))


# Pictures are palette images: a third of the bytes of RGB to compress, which is most of the
# time a picture takes. Every sprite is flattened onto the felt and mapped to one palette made
# once from the faces, text colours and ring, so pasting is copying indexes, without masks.


def _on_felt(image: Image.Image) -> Image.Image:
    if image.mode == "RGB":
        return image
    ground = Image.new("RGB", image.size, FELT)
    ground.paste(image, (0, 0), image)
    return ground


@cache
def _palette() -> Image.Image:
    """Every colour the faces, text and rings use, and ramps between the pairs that meet at
    an anti-aliased edge: built from constants (drawing every face to sample it would cost
    seconds on the first picture)."""
    slot_fill = _over_felt(SLOT_FILL)
    slot_edge = _over_felt(SLOT_EDGE)
    pairs = [
        (FELT, BORDER),
        (BORDER, PAPER),
        (PAPER, RED),
        (PAPER, BLACK),
        (FELT, INK),
        (FELT, SOFT_INK),
        (FELT, MARK),
        (PAPER, BACK_BLUE),
        (BACK_BLUE, BACK_LINE),
        (FELT, MONEY_BORDER),
        (MONEY_BORDER, MONEY_PAPER),
        (MONEY_PAPER, MONEY_INK),
        (MONEY_PAPER, GOLD_DARK),
        (GOLD_DARK, GOLD),
        (FELT, slot_fill),
        (slot_fill, slot_edge),
        (FELT, slot_edge),
    ]
    steps = (256 - 1) // len(pairs) - 1  # interior shades per pair, after both ends
    colours: list[tuple[int, int, int]] = [FELT]
    for start, end in pairs:
        for step in range(1, steps + 2):
            t = step / (steps + 1)
            shade = tuple(round(a + (b - a) * t) for a, b in zip(start[:3], end[:3], strict=True))
            if shade not in colours:
                colours.append(shade)  # type: ignore[arg-type]
    colours = colours[:256]
    palette = Image.new("P", (1, 1))
    flat = [channel for colour in colours for channel in colour]
    palette.putpalette(flat + flat[:3] * (256 - len(colours)))
    return palette


def _over_felt(colour: tuple[int, int, int, int]) -> tuple[int, int, int]:
    alpha = colour[3] / 255
    return tuple(round(c * alpha + f * (1 - alpha)) for c, f in zip(colour[:3], FELT, strict=True))  # type: ignore[return-value]


def _flat(image: Image.Image) -> Image.Image:
    return _on_felt(image).quantize(palette=_palette(), dither=Image.Dither.NONE)


@cache
def _felt() -> int:
    """The felt's index in the palette."""
    index = _flat(Image.new("RGB", (1, 1), FELT)).getpixel((0, 0))
    assert isinstance(index, int)
    return index


def _paste(canvas: Image.Image, sprite: Image.Image, x: int, y: int) -> None:
    # The core paste: the same copy without Image.paste's argument checks, which cost more
    # than the copy itself for these small sprites (both images share one palette).
    canvas.im.paste(sprite.im, (x, y, x + sprite.width, y + sprite.height))


# --- layout ----------------------------------------------------------------------------------


def table_picture(
    lines: Sequence[Line],
    *,
    vertical: bool = False,
    card_height: int = 72,
    title: str | None = None,
    side: Line | None = None,
    side_height: int = 144,
    filename: str = "table.png",
) -> Picture:
    """Lines of cards as a picture. Horizontal: each line a row under its label (caption after
    the label). Vertical: each line a column under its label (caption wrapped below). ``side``
    is one more line drawn large to the right (the card to place, the card just played)."""
    card_width = round(card_height * 3 / 4)
    label_h = sum(font(LABEL_SIZE).getmetrics())
    caption_h = sum(font(CAPTION_SIZE).getmetrics())
    cells = [[_cell(item) for item in line.cells] for line in lines]

    if vertical:
        column_w = max(card_width + 2 * GAP, 96)
        wrapped = [
            _wrap(line.caption, CAPTION_SIZE, column_w - 4) if line.caption else []
            for line in lines
        ]
        depth = max((len(row) for row in cells), default=0)
        cell_caps = max((1 for row in cells for cell in row if cell.caption), default=0)
        cell_h = card_height + GAP + cell_caps * caption_h
        caption_lines = max((len(w) for w in wrapped), default=0)
        body_w = len(lines) * column_w
        body_h = (
            label_h
            + GAP
            + depth * cell_h
            + (GAP + caption_lines * caption_h if caption_lines else 0)
        )
    else:
        length = max((len(row) for row in cells), default=0)
        cell_caps = max((1 for row in cells for cell in row if cell.caption), default=0)
        row_h = label_h + GAP + card_height + cell_caps * caption_h + GAP
        body_w = max(
            [length * (card_width + GAP) - GAP] + [_row_header_width(line) for line in lines],
            default=0,
        )
        body_h = len(lines) * row_h - GAP if lines else 0

    side_w = side_h = 0
    side_cells = [_cell(item) for item in side.cells] if side else []
    if side:
        side_card_w = round(side_height * 3 / 4)
        side_w = max(
            len(side_cells) * (side_card_w + GAP) - GAP,
            text_sprite(side.label, LABEL_SIZE, INK).width,
        )
        side_h = label_h + GAP + side_height
        if side.caption:
            side_h += GAP + caption_h * len(_wrap(side.caption, CAPTION_SIZE, max(side_w, 96)))
    title_h = label_h + GAP if title else 0
    width = PAD + body_w + (PAD * 2 + side_w if side else 0) + PAD
    height = PAD + title_h + max(body_h, side_h) + PAD
    if title:
        width = max(width, 2 * PAD + text_sprite(title, LABEL_SIZE, INK).width)
    canvas = Image.new("P", (width, height), _felt())
    canvas.putpalette(_palette().getpalette() or [])

    y0 = PAD
    if title:
        _paste(canvas, text_sprite(title, LABEL_SIZE, INK), PAD, y0)
        y0 += title_h
    if vertical:
        for index, (line, row) in enumerate(zip(lines, cells, strict=True)):
            x = PAD + index * column_w
            label = text_sprite(line.label, LABEL_SIZE, MARK if line.mark else INK)
            _paste(canvas, label, x + (column_w - label.width) // 2, y0)
            y = y0 + label_h + GAP
            cx = x + (column_w - card_width) // 2
            for cell in row:
                _draw_cell(canvas, cell, cx, y, (card_width, card_height))
                y += cell_h
            y = y0 + label_h + GAP + depth * cell_h + GAP
            for text in wrapped[index]:
                sprite = text_sprite(text, CAPTION_SIZE, SOFT_INK)
                _paste(canvas, sprite, x + (column_w - sprite.width) // 2, y)
                y += caption_h
    else:
        y = y0
        for line, row in zip(lines, cells, strict=True):
            _paste(canvas, text_sprite(line.label, LABEL_SIZE, MARK if line.mark else INK), PAD, y)
            if line.caption:
                label_w = text_sprite(line.label, LABEL_SIZE, INK).width
                _paste(
                    canvas,
                    text_sprite(line.caption, CAPTION_SIZE, SOFT_INK),
                    PAD + label_w + 8,
                    y + 2,
                )
            x = PAD
            for cell in row:
                _draw_cell(canvas, cell, x, y + label_h + GAP, (card_width, card_height))
                x += card_width + GAP
            y += row_h
    if side:
        x = PAD + body_w + PAD * 2
        side_card_w = round(side_height * 3 / 4)
        _paste(canvas, text_sprite(side.label, LABEL_SIZE, MARK if side.mark else INK), x, y0)
        y = y0 + label_h + GAP
        for index, cell in enumerate(side_cells):
            _draw_cell(canvas, cell, x + index * (side_card_w + GAP), y, (side_card_w, side_height))
        if side.caption:
            y += side_height + GAP
            for text in _wrap(side.caption, CAPTION_SIZE, max(side_w, 96)):
                _paste(canvas, text_sprite(text, CAPTION_SIZE, SOFT_INK), x, y)
                y += caption_h

    buffer = io.BytesIO()
    canvas.save(buffer, "PNG", compress_level=1)
    return Picture(
        png=buffer.getvalue(),
        alt=alt_text(lines, title=title, side=side),
        width=width,
        height=height,
        filename=filename,
    )


def _row_header_width(line: Line) -> int:
    width = text_sprite(line.label, LABEL_SIZE, INK).width
    if line.caption:
        width += 8 + text_sprite(line.caption, CAPTION_SIZE, SOFT_INK).width
    return width


def _draw_cell(canvas: Image.Image, cell: Cell, x: int, y: int, size: tuple[int, int]) -> None:
    width, height = size
    if cell.mark:
        _paste(canvas, _ring(width, height), x - 3, y - 3)
    _paste(canvas, _face_sprite(key_of(cell.face), height), x, y)
    if cell.caption:
        sprite = text_sprite(cell.caption, CAPTION_SIZE, SOFT_INK)
        _paste(canvas, sprite, x + (width - sprite.width) // 2, y + height + 2)
