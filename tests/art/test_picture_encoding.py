"""Pictures encoded by the picture threads' own PNG writer (pastes on one canvas, ISA-L's
deflate): the same pixels as Pillow's paste of the same sprites, and as the pictures drawn
and encoded by Pillow before."""

from __future__ import annotations

import hashlib
import io
import zlib

import PIL
import pytest
from PIL import Image

from bot.art.faces import BACK, SLOT, money_key
from bot.art.picture import Cell, Line, Picture, clear_cache, encode_png, table_picture
from engine.cards import parse_card, parse_cards


def _four_poker(columns: list[list[str]], to_place: str = "QH", left: int = 30) -> Picture:
    lines = [
        Line(
            f"Column {index + 1}",
            [*parse_cards(cards), *[SLOT] * (5 - len(cards))],
            caption=f"{index} points",
            mark=index != 2,
        )
        for index, cards in enumerate(columns)
    ]
    side = Line("To place", [Cell(parse_card(to_place))], caption=f"{left} left")
    return table_picture(lines, vertical=True, side=side, filename="four-poker.png")


def _cases() -> dict[str, Picture]:
    board = [["AH", "KD", "9S"], ["2C"], ["10H", "10C", "5D", "5S"], []]
    over = [
        Line(
            f"Column {n + 1}",
            parse_cards(["AH", "KD", "9S", "2D", "3D"]),
            caption="full house, queens over kings" if n == 0 else "nothing",
        )
        for n in range(4)
    ]
    return {
        "four_poker": _four_poker(board),
        "over": table_picture(over, vertical=True, filename="four-poker.png"),
        "rows": table_picture(
            [
                Line(
                    "Table",
                    [Cell(parse_card("QH"), caption="a"), Cell(parse_card("2C"), mark=True)],
                ),
                Line("Bob", [BACK, BACK, Cell(money_key(6))], caption="2 cards", mark=True),
            ],
            title="Krypkasino",
            side=Line(
                "Played",
                [parse_card("7S"), BACK],
                caption="by Bob, a long caption that wraps around",
            ),
            side_height=120,
            card_height=56,
        ),
        "kare": table_picture(
            [Line("You", parse_cards(["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"]))],
            card_height=132,
            title="Kare Kupa",
        ),
        "empty": table_picture([Line("Nobody", [])]),
    }


# The RGB pixels of these pictures as the one-canvas code drew and Pillow encoded them before
# their encoding was written here (fonts and Pillow as pinned in requirements.lock).
BEFORE_PILLOW = "13.0.0"
BEFORE = {
    "four_poker": ((532, 457), "7c348a1d1d495b70db2745dd3258bc5e"),
    "over": ((404, 491), "e732bc1a99fb05df6bb414b90f12ad0f"),
    "rows": ((364, 244), "3e7515bb90db90122be34c9eed7e2190"),
    "kare": ((854, 200), "8ef21c3ebe442627d092aed73ff4e077"),
    "empty": ((87, 116), "deea144988a23669160af53c00877af6"),
}


def _pixels(image: Image.Image) -> tuple[tuple[int, int], str]:
    rgb = image.convert("RGB")
    return rgb.size, hashlib.sha256(rgb.tobytes()).hexdigest()[:32]


@pytest.fixture(autouse=True)
def _fresh() -> None:
    clear_cache()


@pytest.mark.skipif(
    PIL.__version__ != BEFORE_PILLOW,
    reason="the digests were taken with the locked Pillow; another Pillow (the floors run) "
    "rasterises text by its own FreeType, so only the comparison with Pillow's paste applies",
)
@pytest.mark.parametrize("name", sorted(BEFORE))
def test_the_png_shows_the_pixels_drawn_before(name: str) -> None:
    picture = _cases()[name]
    assert _pixels(Image.open(io.BytesIO(picture.png))) == BEFORE[name]


@pytest.mark.parametrize("name", ["four_poker", "over", "rows", "kare", "empty"])
def test_the_png_equals_pillows_paste_of_the_same_sprites(name: str) -> None:
    picture = _cases()[name]
    canvas = picture.image()  # before encoding: Pillow's paste of the laid-out sprites
    decoded = Image.open(io.BytesIO(picture.png))
    decoded.load()  # a strict decoder: a bad stream, checksum or CRC raises here
    assert decoded.mode == "P"
    assert decoded.tobytes() == canvas.tobytes()
    assert _pixels(decoded) == _pixels(canvas)


def test_a_png_read_back_has_the_palette_and_is_complete() -> None:
    picture = _cases()["four_poker"]
    decoded = Image.open(io.BytesIO(picture.png))
    decoded.load()
    assert decoded.getpalette() == picture.image().getpalette()
    # A strict reading of every chunk: lengths and CRCs.
    data = picture.png
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    offset, kinds = 8, []
    while offset < len(data):
        length = int.from_bytes(data[offset : offset + 4], "big")
        body = data[offset + 4 : offset + 8 + length]
        crc = int.from_bytes(data[offset + 8 + length : offset + 12 + length], "big")
        assert crc == zlib.crc32(body)
        kinds.append(body[:4])
        offset += 12 + length
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    assert offset == len(data)


def test_a_pictures_pastes_encode_to_its_png_and_are_gone_once_it_is_made() -> None:
    # The click benchmark encodes every click's pastes again to measure the PNG alone: the
    # pastes it reads must be the ones the picture is made of.
    picture = _cases()["four_poker"]
    pastes = picture.pastes
    assert pastes is not None
    assert encode_png(picture.width, picture.height, pastes) == picture.png
    assert picture.pastes is None
