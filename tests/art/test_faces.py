"""Card faces: deterministic, each with its card's rank and suit, legible at emoji size."""

from __future__ import annotations

from PIL import Image, ImageChops

from bot.art import faces
from bot.art.__main__ import main
from engine.cards import FULL_DECK, Card, Rank, Suit, parse_card

RED_INK = faces.RED[:3]


def _pixels(key: str, height: int = faces.HEIGHT) -> bytes:
    return faces.face(key, height).tobytes()


def _half(key: str, top: bool) -> bytes:
    image = faces.face(key)
    middle = image.height // 2
    return image.crop(
        (0, 0, image.width, middle) if top else (0, middle, image.width, image.height)
    ).tobytes()


def _has_red(image: Image.Image) -> bool:
    data = image.convert("RGB").tobytes()
    pixels = zip(data[0::3], data[1::3], data[2::3], strict=True)
    return any(abs(r - RED_INK[0]) < 20 and g < 40 and b < 60 for r, g, b in pixels)


def test_every_face_is_listed_once():
    keys = faces.all_keys()
    assert len(keys) == len(set(keys)) == 52 + 2 + 5
    assert {faces.card_key(card) for card in FULL_DECK} <= set(keys)
    assert {"back", "slot", "m2", "m6"} <= set(keys)


def test_drawing_again_gives_the_same_bytes():
    before = {key: faces.face_png(key) for key in ("10S", "QH", "back", "slot", "m4")}
    faces.clear_caches()
    after = {key: faces.face_png(key) for key in before}
    assert before == after
    assert all(data.startswith(b"\x89PNG") for data in after.values())


def test_ten_of_spades_is_not_ten_of_clubs():
    assert _pixels("10S") != _pixels("10C")
    assert _pixels("10S", 32) != _pixels("10C", 32)


def test_each_face_shows_its_rank_above_and_its_suit_below():
    # The top half is the rank alone (same for two suits of one colour), the bottom half the
    # suit alone (same for every rank): so each face carries exactly its rank and its suit.
    for rank in Rank:
        assert _half(f"{rank.label}S", top=True) == _half(f"{rank.label}C", top=True)
        assert _half(f"{rank.label}H", top=True) == _half(f"{rank.label}D", top=True)
    for suit in Suit:
        bottoms = {_half(str(Card(rank, suit)), top=False) for rank in Rank}
        assert len(bottoms) == 1
    tops = {_half(f"{rank.label}S", top=True) for rank in Rank}
    assert len(tops) == len(Rank)
    suit_bottoms = {_half(f"A{suit.value}", top=False) for suit in Suit}
    assert len(suit_bottoms) == 4


def test_red_suits_are_red_and_black_suits_are_not():
    for key in ("AH", "7D", "10H"):
        assert _has_red(faces.face(key, 48))
    for key in ("AS", "7C", "10S", "back", "slot"):
        assert not _has_red(faces.face(key, 48))


def test_faces_stay_distinct_at_emoji_sizes():
    for height in (32, 48):
        images = {key: _pixels(key, height) for key in faces.all_keys()}
        assert len(set(images.values())) == len(images)
    # Spades and clubs differ by more than a few stray pixels at 32 px.
    spade = faces.face("AS", 32).convert("L")
    club = faces.face("AC", 32).convert("L")
    differing = sum(1 for value in ImageChops.difference(spade, club).tobytes() if value > 64)
    assert differing >= 20


def test_faces_have_the_card_proportions_and_transparent_corners():
    image = faces.face("KD", 48)
    assert image.size == (36, 48)
    assert image.mode == "RGBA"
    assert image.getpixel((0, 0))[3] == 0  # rounded corner
    assert image.getpixel((18, 24))[3] == 255


def test_key_of_refuses_what_is_not_a_face():
    assert faces.key_of(parse_card("9H")) == "9H"
    for bad in ("1S", "m7", "front", ""):
        try:
            faces.key_of(bad)
        except ValueError:
            continue
        raise AssertionError(f"{bad!r} was taken for a face")


def test_the_command_writes_every_face(tmp_path, capsys):
    assert main(["--out", str(tmp_path), "--height", "48"]) == 0
    written = sorted(path.name for path in tmp_path.iterdir())
    assert len(written) == 59
    assert {"10S.png", "back.png", "m6.png"} <= set(written)
    assert Image.open(tmp_path / "QS.png").size == (36, 48)
    assert "wrote 59 faces" in capsys.readouterr().out
