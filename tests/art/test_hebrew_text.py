"""Hebrew drawn into table pictures: right to left and shaped by raqm (HarfBuzz and FriBiDi),
compared against a reference rendering made here with Pillow's raqm layout directly; without
raqm, the words still read right to left."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont, features

from bot import resources
from bot.art.faces import LAYOUT, RAQM
from bot.art.picture import FELT, INK, LABEL_SIZE, text_sprite
from bot.art.words import drawable

CAPTION = "שולחן 1 — פתוח"
"""A Kare Kupa picture's Hebrew label ("table 1 — open"): letters, a number and a dash."""

needs_raqm = pytest.mark.skipif(
    not features.check_feature("raqm"),
    reason="Pillow here has no raqm layout (libraqm/FriBiDi missing): Hebrew cannot be shaped",
)


def _render(text: str, layout: ImageFont.Layout) -> Image.Image:
    """``text`` drawn as the pictures draw it (DejaVu Sans Bold on the felt, cropped to its
    line box), with the layout engine given."""
    typeface = ImageFont.truetype(
        str(resources.font("DejaVuSans-Bold.ttf")), LABEL_SIZE, layout_engine=layout
    )
    left, _top, right, _bottom = typeface.getbbox(text, anchor="ls")
    ascent, descent = typeface.getmetrics()
    image = Image.new("RGB", (max(1, int(right - left) + 2), ascent + descent), FELT)
    ImageDraw.Draw(image).text((1 - left, ascent), text, font=typeface, fill=INK, anchor="ls")
    return image


def _ink(image: Image.Image) -> Image.Image:
    """Where the letters are: a 1-bit mask of the pixels that are not felt."""
    felt = Image.new("RGB", image.size, FELT)
    return (
        ImageChops.difference(image.convert("RGB"), felt)
        .convert("L")
        .point(lambda value: 255 if value > 40 else 0)
    )


def _overlap(first: Image.Image, second: Image.Image) -> float:
    """How much two ink masks of one size agree: shared ink over all ink."""
    both = ImageChops.logical_and(first.convert("1"), second.convert("1"))
    either = ImageChops.logical_or(first.convert("1"), second.convert("1"))
    return _inked(both) / max(1, _inked(either))


def _inked(mask: Image.Image) -> int:
    # The histogram, not the pixel list: its reader was renamed across the Pillow versions
    # the floors run and the lock allow.
    return sum(mask.histogram()[1:])


@needs_raqm
def test_the_pictures_lay_text_out_with_raqm_where_pillow_has_it():
    assert RAQM
    assert LAYOUT == ImageFont.Layout.RAQM


@needs_raqm
def test_a_hebrew_caption_is_drawn_right_to_left_and_shaped_as_raqm_draws_it():
    sprite = text_sprite(CAPTION, LABEL_SIZE, INK)
    reference = _render(CAPTION, ImageFont.Layout.RAQM)
    assert sprite.size == reference.size
    assert _overlap(_ink(sprite), _ink(reference)) > 0.97
    # Laid out glyph by glyph in logical order it would read backwards: not what is drawn.
    backwards = Image.new("RGB", sprite.size, FELT)
    backwards.paste(_render(CAPTION, ImageFont.Layout.BASIC), (0, 0))
    assert _overlap(_ink(sprite), _ink(backwards)) < 0.6
    # Right to left: the first word (שולחן) is found at the right end, the last (פתוח) at the
    # left end.
    first_word, last_word = (_render(word, ImageFont.Layout.RAQM) for word in ("שולחן", "פתוח"))
    first_at, first_match = _found(first_word, sprite)
    last_at, last_match = _found(last_word, sprite)
    # (A word drawn alone sits on other subpixels than inside the line: a looser match.)
    assert first_match > 0.6
    assert last_match > 0.9
    # Each word's middle: the first word in the right third, the last in the left third.
    assert last_at + last_word.width / 2 < sprite.width / 3
    assert first_at + first_word.width / 2 > 2 * sprite.width / 3


def _found(word: Image.Image, line: Image.Image) -> tuple[int, float]:
    """Where ``word`` sits in ``line`` (its left edge) and how well it matches there."""
    mask = _ink(word)
    best = (0, 0.0)
    for x in range(line.width - word.width + 1):
        match = _overlap(_ink(line.crop((x, 0, x + word.width, line.height))), mask)
        if match > best[1]:
            best = (x, match)
    return best


def test_without_raqm_hebrew_still_reads_right_to_left():
    # Visual order for a glyph-by-glyph layout: runs reversed, Hebrew letters reversed,
    # numbers and Latin names kept as they read; directional marks dropped.
    assert drawable(CAPTION, shaped=False) == "חותפ — 1 ןחלוש"
    assert drawable("\u200fסבב 2 · \u2068ana\u2069", shaped=False) == "ana · 2 בבס"
    assert drawable("Column 1", shaped=False) == "Column 1"
    assert drawable(CAPTION, shaped=True) == CAPTION
