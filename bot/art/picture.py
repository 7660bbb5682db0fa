"""Table pictures: rows or columns of card faces on a felt, with labels and small captions,
as PNG bytes plus alt text built from the same data.

The composer draws only what it is given. Callers build the lines from the game's *public*
view (a hand panel from the owner's view), so a hidden card can never reach a public picture
by way of this module: face-down cards are passed as ``BACK``.

Speed: faces and text are cached sprites, so a picture is some pastes and one PNG encoding.
Rendering only lays the pastes out; the picture threads paste them and encode (``encode_png``),
off the event loop. That encoding was chosen by measurement (``benchmarks/card_art.py``): a
palette PNG deflated by ISA-L (``isal``) at its level 1, which costs a fifth of zlib's level 1
(Pillow's) for a file a tenth smaller and the same pixels (zlib's level 0 is four times
faster than its level 1 but sixteen times larger; WebP, lossless or not, needs the RGB image
and costs five to seven times zlib's level 1 for no smaller file).

Pictures are cached by content: the same lines give the same :class:`Picture` object, drawn
once, encoded once, and its filename carries a digest of what is drawn, so a message that
already shows it keeps its attachment instead of uploading it again
(``bot.tables.message.Message.keep_shown``). Encoding is lazy: ``await picture.encoded()``
runs it (pasting and deflating) on a small thread pool, off the event loop; ``picture.png``
encodes on the spot where nobody did.

Example::

    picture = table_picture(
        [Line("Column 1", (Cell(card), Cell(SLOT)), caption="pair of 9s")],
        vertical=True,
    )
    file = picture.file()  # a discord.File with the alt text as its description
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import zlib
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import PurePosixPath

import discord
from isal import isal_zlib
from PIL import Image, ImageDraw

from bot import i18n
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
    RAQM,
    RED,
    SLOT,
    SLOT_EDGE,
    SLOT_FILL,
    SUPER,
    FaceKey,
    all_keys,
    face,
    font,
    key_of,
)
from bot.art.faces import warm as draw_every_face
from bot.art.words import drawable, spoken
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


CACHE_SIZE = 256
"""Pictures kept by content: a few hundred encoded pictures of some 15-50 KB each."""
ENCODERS = 2
"""Threads that encode pictures off the event loop."""


class Picture:
    """A table picture, laid out: the sprites to paste and where. Its PNG bytes are made once,
    on first need: ``await encoded()`` off the event loop, or ``png`` on the spot."""

    __slots__ = ("_png", "_puts", "alt", "filename", "height", "width")

    def __init__(
        self, puts: list[Put], *, alt: str, width: int, height: int, filename: str
    ) -> None:
        self._puts: list[Put] | None = puts
        self._png: bytes | None = None
        self.alt = alt
        self.width = width
        self.height = height
        self.filename = filename

    @property
    def ready(self) -> bool:
        """Whether the bytes are made already (sending it costs no encoding)."""
        return self._png is not None

    @property
    def pastes(self) -> tuple[Put, ...] | None:
        """The pastes still to make (``None`` once encoded): the benchmarks encode them again
        to measure the PNG alone."""
        return None if self._puts is None else tuple(self._puts)

    @property
    def png(self) -> bytes:
        """The PNG bytes, encoded here (on the caller's thread) if not yet."""
        data = self._png
        return data if data is not None else self._encode()

    async def encoded(self) -> bytes:
        """The PNG bytes, encoded on the picture threads: the event loop runs on meanwhile."""
        data = self._png
        if data is not None:
            return data
        return await self.encoding()

    def encoding(self) -> asyncio.Future[bytes]:
        """The bytes being made on the picture threads, as a plain future of the running loop
        (no coroutine or task around it: a click's picture is awaited this way)."""
        return asyncio.get_running_loop().run_in_executor(_encoders(), self._encode)

    def _encode(self) -> bytes:
        # Two threads may encode one picture at once: both make the same bytes. The bytes are
        # stored before the pastes are dropped, so whoever finds no pastes finds the bytes.
        puts = self._puts
        if puts is None:
            assert self._png is not None
            return self._png
        data = self._png = encode_png(self.width, self.height, puts)
        self._puts = None
        return data

    def image(self) -> Image.Image:
        """The picture as a palette image with the palette: the pastes on a canvas the plain
        way (Pillow's), which the PNG must equal pixel for pixel."""
        puts = self._puts
        if puts is None:
            image = Image.open(io.BytesIO(self.png))
            image.load()
            return image
        canvas = Image.new("P", (self.width, self.height), _felt())
        canvas.putpalette(_palette().getpalette() or [])
        for sprite, x, y in puts:
            canvas.paste(sprite, (x, y))
        return canvas

    def file(self) -> discord.File:
        """The attachment: a :class:`PictureFile` whose bytes go in when its message is sent
        or edited through ``bot.tables.message.Message`` (which encodes what is not yet)."""
        return PictureFile(self)

    @property
    def url(self) -> str:
        """Where a message's embed or media gallery finds the attached picture."""
        return f"attachment://{self.filename}"


class PictureFile(discord.File):
    """A table picture as an attachment, filled with its bytes by :meth:`fill` (the message
    seam does it just before sending), so rendering a message never encodes."""

    __slots__ = ("_filled", "picture")

    def __init__(self, picture: Picture) -> None:
        self.picture = picture
        self._filled = False
        super().__init__(io.BytesIO(), filename=picture.filename, description=picture.alt)
        if picture.ready:
            self.fill()

    def fill(self) -> None:
        """Put the bytes in, encoding them here if nobody did off the loop."""
        if not self._filled:
            self.fp.write(self.picture.png)
            self.fp.seek(0)
            self._filled = True


@cache
def _encoders() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=ENCODERS, thread_name_prefix="picture")


_PICTURES: OrderedDict[tuple[object, ...], Picture] = OrderedDict()


def clear_cache() -> None:
    """Forget every cached picture (tests, and memory measurements)."""
    _PICTURES.clear()
    _column.cache_clear()


@lru_cache(maxsize=4096)
def _cell(item: Cell | Card | FaceKey) -> Cell:
    return item if isinstance(item, Cell) else Cell(item)


@lru_cache(maxsize=4096)
def _drawn(item: Cell | Card | FaceKey) -> object:
    """What a cell draws, in plain values: a picture's cache key is made of these."""
    if isinstance(item, Cell):
        return (str(item.face), item.caption, item.mark)
    return (str(item), None, False)  # drawn as Cell(item)


_key = lru_cache(maxsize=1024)(key_of)
"""A face's key, kept: cells are drawn and said by the hundred per second."""


@lru_cache(maxsize=4096)
def said(item: Cell | Card | FaceKey, language: str = i18n.ENGLISH) -> str:
    """A cell in words, for alt text, in ``language``."""
    cell = _cell(item)
    key = key_of(cell.face)
    if key == BACK:
        words = i18n.t(language, "picture-face-down")
    elif key == SLOT:
        words = i18n.t(language, "picture-empty")
    elif key.startswith("m"):
        words = i18n.t(language, "picture-money-card", value=key[1:])
    else:
        words = spoken(cell.face if isinstance(cell.face, Card) else parse_card(key), language)
    return f"{words} ({cell.caption})" if cell.caption else words


def alt_text(
    lines: Sequence[Line],
    *,
    title: str | None = None,
    side: Line | None = None,
    language: str = i18n.ENGLISH,
) -> str:
    """The picture in words (its attachment's description), in the picture's language."""
    parts = [title] if title else []
    parts.extend(
        _sentence(line.label, tuple(line.cells), line.caption, language)
        for line in [*lines, *([side] if side else [])]
    )
    text = " ".join(parts)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1] + "…"


@lru_cache(maxsize=4096)
def _sentence(
    label: str,
    cells: tuple[Cell | Card | FaceKey, ...],
    caption: str | None,
    language: str = i18n.ENGLISH,
) -> str:
    """One line of the alt text, kept: most lines of a table are the same from click to
    click."""
    said_cells = ", ".join(said(cell, language) for cell in cells) or i18n.t(
        language, "picture-no-cards"
    )
    sentence = f"{label}: {said_cells}"
    if caption:
        sentence += f" — {caption}"
    return sentence + "."


# --- sprites ---------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def text_sprite(text: str, size: int, colour: tuple[int, int, int]) -> Image.Image:
    """``text`` in DejaVu Sans Bold on the felt (palette image), cropped to its line box
    (right-to-left text laid out by raqm, or put in visual order without it)."""
    text = drawable(text, shaped=RAQM)
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


CARD_HEIGHTS = (56, 64, 72, 120, 132, 144)
"""The card heights the tables draw at (Crveni tepih 56, 64 and 120; 4-poker 72 and 144;
Krypkasino 120; Kare Kupa 132), made ready at start-up by :func:`warm`."""


def warm(heights: Iterable[int] = CARD_HEIGHTS) -> None:
    """Make now what a first picture would otherwise wait for (some 0.3-0.6 s at start-up):
    every face drawn and flattened to the palette at each table size, the rings, the fonts,
    and one picture encoded on the encoder threads' code path."""
    draw_every_face()
    for height in heights:
        for key in all_keys():
            _face_sprite(key, height)
        _ring(round(height * 3 / 4), height)
    warming = _draw(
        [Line("Warm 0123456789", [SLOT], caption="0123456789")],
        vertical=True,
        card_height=72,
        title="Warm",
        side=None,
        side_height=144,
        filename="warm.png",
        language=i18n.ENGLISH,
    )
    warming.png  # noqa: B018 - the encoder's first use


# --- encoding --------------------------------------------------------------------------------
#
# A picture is the list of its pastes on the felt; the encoder threads paste them on one
# canvas and write the PNG themselves: the canvas is one column wider, column 0 holding each
# row's PNG filter byte (0, none), so its bytes are the PNG's image data as deflated, in one
# call to ISA-L's deflate (``isal``), some five times faster than zlib's fastest level for a
# smaller file. The pixels are those of ``Picture.image`` (tests/art/test_picture_encoding.py).

Put = tuple[Image.Image, int, int]
"""One paste: the sprite and where its top left goes."""

LEVEL = 1
"""ISA-L's level: 0 is a fifth faster and a sixth larger; 3 costs six times the CPU."""

_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")


@cache
def _plte() -> bytes:
    return _chunk(b"PLTE", bytes(_palette().getpalette() or []))


@cache
def _filter_column(height: int) -> Image.Image:
    """Column 0 of the canvas: PNG's per-row filter byte, 0 (none), for every row."""
    return Image.new("P", (1, height), 0)


def encode_png(width: int, height: int, puts: Sequence[Put]) -> bytes:
    """The palette PNG of ``puts`` pasted in order on a felt canvas."""
    canvas = Image.new("P", (width + 1, height), _felt())
    # The core paste: the same copy as Image.paste without its argument checks, which cost
    # more than the copy itself for these small sprites (all share one palette; it clips).
    core = canvas.im
    for sprite, x, y in puts:
        core.paste(sprite.im, (x + 1, y, x + 1 + sprite.width, y + sprite.height))
    core.paste(_filter_column(height).im, (0, 0, 1, height))
    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes((8, 3, 0, 0, 0))
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _plte(),
            _chunk(b"IDAT", isal_zlib.compress(canvas.tobytes(), LEVEL)),
            _chunk(b"IEND", b""),
        )
    )


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
    language: str = i18n.ENGLISH,
) -> Picture:
    """Lines of cards as a picture. Horizontal: each line a row under its label (caption after
    the label). Vertical: each line a column under its label (caption wrapped below). ``side``
    is one more line drawn large to the right (the card to place, the card just played).
    ``language`` is the alt text's (the labels and captions come in already written in it).

    The same arguments give the same picture, drawn once: its filename is ``filename`` with a
    digest of what is drawn before the suffix (``table-1a2b3c4d5e6f.png``)."""
    # The lookup is by the drawn values themselves (hashing a tuple costs less than the repr
    # and digest a filename needs, which only a picture drawn anew pays).
    key = (
        tuple(
            (line.label, tuple(map(_drawn, line.cells)), line.caption, line.mark) for line in lines
        ),
        vertical,
        card_height,
        title,
        None
        if side is None
        else (side.label, tuple(map(_drawn, side.cells)), side.caption, side.mark),
        side_height,
        language,
        filename,
    )
    picture = _PICTURES.get(key)
    if picture is not None:
        _PICTURES.move_to_end(key)
        return picture
    name = PurePosixPath(filename)
    digest = hashlib.blake2b(repr(key[:-1]).encode(), digest_size=6).hexdigest()
    named = f"{name.stem}-{digest}{name.suffix}"
    picture = _draw(
        lines,
        vertical=vertical,
        card_height=card_height,
        title=title,
        side=side,
        side_height=side_height,
        filename=named,
        language=language,
    )
    _PICTURES[key] = picture
    if len(_PICTURES) > CACHE_SIZE:
        _PICTURES.popitem(last=False)
    return picture


@cache
def _line_height(size: int) -> int:
    return sum(font(size).getmetrics())


def _draw(
    lines: Sequence[Line],
    *,
    vertical: bool,
    card_height: int,
    title: str | None,
    side: Line | None,
    side_height: int,
    filename: str,
    language: str,
) -> Picture:
    card_width = round(card_height * 3 / 4)
    label_h = _line_height(LABEL_SIZE)
    caption_h = _line_height(CAPTION_SIZE)
    cells = [[_cell(item) for item in line.cells] for line in lines]

    if vertical:
        column_w = max(card_width + 2 * GAP, 96)
        wrapped = [
            _wrap(line.caption, CAPTION_SIZE, column_w - 4) if line.caption else ()
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
    puts: list[Put] = []

    y0 = PAD
    if title:
        _text(puts, title, LABEL_SIZE, INK, (PAD, y0))
        y0 += title_h
    if vertical:
        shape = (y0, column_w, card_width, card_height, cell_h, depth, label_h, caption_h)
        for index, (line, row) in enumerate(zip(lines, cells, strict=True)):
            puts.extend(
                _column(
                    line.label,
                    line.mark,
                    tuple(row),
                    wrapped[index],
                    x=PAD + index * column_w,
                    shape=shape,
                )
            )
    else:
        y = y0
        for line, row in zip(lines, cells, strict=True):
            _text(puts, line.label, LABEL_SIZE, MARK if line.mark else INK, (PAD, y))
            if line.caption:
                label_w = text_sprite(line.label, LABEL_SIZE, INK).width
                _text(puts, line.caption, CAPTION_SIZE, SOFT_INK, (PAD + label_w + 8, y + 2))
            x = PAD
            for cell in row:
                _draw_cell(puts, cell, x, y + label_h + GAP, (card_width, card_height))
                x += card_width + GAP
            y += row_h
    if side:
        x = PAD + body_w + PAD * 2
        side_card_w = round(side_height * 3 / 4)
        _text(puts, side.label, LABEL_SIZE, MARK if side.mark else INK, (x, y0))
        y = y0 + label_h + GAP
        for index, cell in enumerate(side_cells):
            _draw_cell(puts, cell, x + index * (side_card_w + GAP), y, (side_card_w, side_height))
        if side.caption:
            y += side_height + GAP
            for text in _wrap(side.caption, CAPTION_SIZE, max(side_w, 96)):
                _text(puts, text, CAPTION_SIZE, SOFT_INK, (x, y))
                y += caption_h

    return Picture(
        puts,
        alt=alt_text(lines, title=title, side=side, language=language),
        width=width,
        height=height,
        filename=filename,
    )


@lru_cache(maxsize=4096)
def _column(
    label: str,
    mark: bool,
    row: tuple[Cell, ...],
    wrapped: tuple[str, ...],
    *,
    x: int,
    shape: tuple[int, int, int, int, int, int, int, int],
) -> tuple[Put, ...]:
    """One column of a vertical picture, laid out: kept, since a click changes one column of
    a board and the others are laid out again as they were."""
    y0, column_w, card_width, card_height, cell_h, depth, label_h, caption_h = shape
    puts: list[Put] = []
    colour = MARK if mark else INK
    sprite = text_sprite(label, LABEL_SIZE, colour)
    _text(puts, label, LABEL_SIZE, colour, (x + (column_w - sprite.width) // 2, y0))
    y = y0 + label_h + GAP
    cx = x + (column_w - card_width) // 2
    for cell in row:
        _draw_cell(puts, cell, cx, y, (card_width, card_height))
        y += cell_h
    y = y0 + label_h + GAP + depth * cell_h + GAP
    for text in wrapped:
        sprite = text_sprite(text, CAPTION_SIZE, SOFT_INK)
        _text(puts, text, CAPTION_SIZE, SOFT_INK, (x + (column_w - sprite.width) // 2, y))
        y += caption_h
    return tuple(puts)


def _row_header_width(line: Line) -> int:
    width = text_sprite(line.label, LABEL_SIZE, INK).width
    if line.caption:
        width += 8 + text_sprite(line.caption, CAPTION_SIZE, SOFT_INK).width
    return width


def _text(
    puts: list[Put], text: str, size: int, colour: tuple[int, int, int], at: tuple[int, int]
) -> None:
    puts.append((text_sprite(text, size, colour), *at))


def _draw_cell(puts: list[Put], cell: Cell, x: int, y: int, size: tuple[int, int]) -> None:
    width, height = size
    if cell.mark:
        puts.append((_ring(width, height), x - 3, y - 3))
    puts.append((_face_sprite(_key(cell.face), height), x, y))
    if cell.caption:
        sprite = text_sprite(cell.caption, CAPTION_SIZE, SOFT_INK)
        at = (x + (width - sprite.width) // 2, y + height + 2)
        _text(puts, cell.caption, CAPTION_SIZE, SOFT_INK, at)
