"""Pictures encoded band by band, from cached bands: the same pixels as one canvas with every
sprite pasted, and as the pictures drawn before the banded encoding existed."""

from __future__ import annotations

import hashlib
import io
import zlib

import pytest
from PIL import Image

from bot.art import picture as pictures
from bot.art.faces import BACK, SLOT, money_key
from bot.art.picture import Cell, Line, Picture, clear_bands, clear_cache, table_picture
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
# pictures were encoded by bands (fonts and Pillow as pinned in requirements.lock).
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
    clear_bands()


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_the_banded_png_shows_the_pixels_drawn_before(name: str) -> None:
    picture = _cases()[name]
    assert _pixels(Image.open(io.BytesIO(picture.png))) == BEFORE[name]


@pytest.mark.parametrize("name", ["four_poker", "over", "rows", "kare", "empty"])
def test_the_banded_png_equals_one_canvas_with_every_sprite_pasted(name: str) -> None:
    picture = _cases()[name]
    canvas = picture.image()  # before encoding: the pastes on one canvas
    decoded = Image.open(io.BytesIO(picture.png))
    decoded.load()  # a strict decoder: a bad stream, checksum or CRC raises here
    assert decoded.mode == "P"
    assert decoded.tobytes() == canvas.tobytes()
    assert _pixels(decoded) == _pixels(canvas)


def test_a_picture_made_from_cached_bands_equals_one_made_from_none() -> None:
    # A game's pictures one after another: later ones take most bands from the cache.
    moves = [
        ([["AH"], [], [], []], "KD", 47),
        ([["AH"], ["KD"], [], []], "9S", 46),
        ([["AH"], ["KD"], ["9S"], []], "2C", 45),
        ([["AH", "2C"], ["KD"], ["9S"], []], "7H", 44),
    ]
    cached = [_four_poker(board, card, left).png for board, card, left in moves]
    for (board, card, left), data in zip(moves, cached, strict=True):
        clear_cache()
        clear_bands()
        alone = _four_poker(board, card, left)
        assert data == alone.png
        assert Image.open(io.BytesIO(data)).tobytes() == alone.image().tobytes()


def test_only_the_bands_that_changed_are_encoded_again(monkeypatch: pytest.MonkeyPatch) -> None:
    _four_poker([["AH", "KD"], ["2C"], [], []], "9S", 44).png  # noqa: B018
    deflated: list[int] = []
    real = zlib.compressobj

    def counting(*args: int) -> zlib._Compress:
        deflated.append(1)
        return real(*args)

    monkeypatch.setattr(pictures.zlib, "compressobj", counting)
    bands = -(-457 // pictures.BAND)
    # Drawn again: nothing deflated, whether the picture or only its bands are cached.
    _four_poker([["AH", "KD"], ["2C"], [], []], "9S", 44).png  # noqa: B018 - cached picture
    assert deflated == []
    clear_cache()
    _four_poker([["AH", "KD"], ["2C"], [], []], "9S", 44).png  # noqa: B018 - every band cached
    assert deflated == []
    # A card in column 4 and the count under the card to place: only the bands they cross.
    _four_poker([["AH", "KD"], ["2C"], [], ["8D"]], "9S", 43).png  # noqa: B018
    assert 0 < len(deflated) < bands / 2


def test_adler_of_bands_combined_is_the_adler_of_the_whole() -> None:
    first, second = b"felt" * 1000, bytes(range(256)) * 77
    combined = pictures._adler_combine(zlib.adler32(first), zlib.adler32(second), len(second))
    assert combined == zlib.adler32(first + second)
