"""Table pictures: PNG bytes and alt text from the same lines, nothing more."""

from __future__ import annotations

import io
import re

from PIL import Image

from bot.art.faces import BACK, SLOT
from bot.art.picture import ALT_LIMIT, Cell, Line, clear_cache, table_picture
from bot.art.words import spoken
from engine.cards import Card, Rank, Suit, parse_card, parse_cards


def _board() -> list[Line]:
    return [
        Line("Column 1", [*parse_cards(["9S", "9H"]), SLOT], caption="pair of 9s", mark=True),
        Line("Column 2", [*parse_cards(["10C", "JC"]), SLOT]),
    ]


def test_a_picture_is_a_png_of_its_stated_size():
    picture = table_picture(_board(), vertical=True, side=Line("To place", [parse_card("AS")]))
    image = Image.open(io.BytesIO(picture.png))
    assert image.format == "PNG"
    assert image.size == (picture.width, picture.height)
    assert re.fullmatch(r"attachment://table-[0-9a-f]{12}\.png", picture.url)
    assert picture.file().description == picture.alt


def test_alt_text_says_every_cell_in_words():
    picture = table_picture(
        [Line("Table", parse_cards(["QH", "2C"])), Line("Bob", [BACK, BACK], caption="2 cards")],
        title="Krypkasino",
    )
    assert picture.alt == (
        "Krypkasino Table: queen of hearts, 2 of clubs. "
        "Bob: face-down card, face-down card — 2 cards."
    )


def test_alt_text_of_a_column_board_with_captions():
    alt = table_picture(_board(), vertical=True).alt
    assert alt.startswith("Column 1: 9 of spades, 9 of hearts, empty — pair of 9s.")
    assert "Column 2: 10 of clubs, jack of clubs, empty." in alt


def test_same_lines_same_bytes_and_different_cards_different_pictures():
    first = table_picture(_board(), vertical=True)
    clear_cache()  # drawn again, not found in the cache: still the same bytes
    again = table_picture(_board(), vertical=True)
    assert again is not first
    assert again.png == first.png
    other = [
        Line("Column 1", [*parse_cards(["9S", "9C"]), SLOT], caption="pair of 9s", mark=True),
        _board()[1],
    ]
    assert table_picture(other, vertical=True).png != first.png


def test_a_face_down_card_is_drawn_as_the_back():
    hidden = table_picture([Line("Bob", [BACK])])
    shown = table_picture([Line("Bob", [parse_card("AS")])])
    again = table_picture([Line("Bob", [Cell(BACK)])])
    assert hidden.png == again.png != shown.png
    assert hidden.alt == "Bob: face-down card."
    assert "spades" in shown.alt


def test_a_marked_cell_is_ringed():
    plain = table_picture([Line("You", [Cell(parse_card("7H"))])])
    ringed = table_picture([Line("You", [Cell(parse_card("7H"), mark=True)])])
    assert plain.png != ringed.png
    assert plain.alt == ringed.alt


def test_alt_text_is_cut_at_discords_limit():
    lines = [Line(f"Player {n}", [BACK] * 8, caption="eight cards held") for n in range(12)]
    alt = table_picture(lines).alt
    assert len(alt) == ALT_LIMIT
    assert alt.endswith("…")


def test_money_cards_and_captions_under_cells():
    picture = table_picture([Line("Alice", [Cell("m2", caption="2"), Cell("m5", caption="5")])])
    assert picture.alt == "Alice: money card 2 (2), money card 5 (5)."


ENGLISH_CARD_WORDS = re.compile(
    r"\b(of|spades|hearts|diamonds|clubs|jack|queen|king|ace|face-down|empty|money|no cards)\b"
)


def test_alt_text_says_cards_in_the_pictures_language():
    lines = [
        Line("Bord", parse_cards(["QH", "10S", "JC", "KD", "AS"])),
        Line("Ana", [BACK, SLOT, "m5"]),
        Line("Bruno", []),
    ]
    swedish = table_picture(lines, language="sv").alt
    assert swedish == (
        "Bord: hjärter dam, spader 10, klöver knekt, ruter kung, spader ess. "
        "Ana: kort med baksidan upp, tom, pengakort 5. Bruno: inga kort."
    )
    for language in ("sv", "ro", "sr-Latn", "he"):
        alt = table_picture(lines, language=language).alt
        assert not ENGLISH_CARD_WORDS.search(alt), (language, alt)
    english = table_picture(lines)
    assert ENGLISH_CARD_WORDS.search(english.alt)
    # The picture's cache is keyed by language: one drawing per language, never another's
    # alt text.
    assert table_picture(lines, language="he") is not table_picture(lines, language="sv")
    assert table_picture(lines, language="he").alt != english.alt
    assert table_picture(lines) is english


def test_english_cards_are_said_as_before_catalogues():
    names = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}
    for suit in Suit:
        for rank in Rank:
            card = Card(rank, suit)
            assert spoken(card) == f"{names.get(rank, rank.label)} of {suit.name.lower()}"
