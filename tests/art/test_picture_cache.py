"""Table pictures are cached by content and encoded lazily, off the event loop when awaited;
the message seam puts their bytes in only when a message is sent."""

from __future__ import annotations

import asyncio
import io
import threading

from PIL import Image

from bot.art.faces import SLOT
from bot.art.picture import CACHE_SIZE, Cell, Line, PictureFile, clear_cache, table_picture
from bot.tables.message import Message
from engine.cards import parse_cards


def _lines(first: str = "9S") -> list[Line]:
    return [
        Line("Column 1", [*parse_cards([first, "9H"]), SLOT], caption="1 point", mark=True),
        Line("Column 2", [*parse_cards(["10C", "JC"]), SLOT]),
    ]


def test_the_same_lines_give_the_same_picture_drawn_once():
    clear_cache()
    first = table_picture(_lines(), vertical=True, filename="four-poker.png")
    # Equal content built afresh (lists, not the same objects): the cached picture itself.
    assert table_picture(_lines(), vertical=True, filename="four-poker.png") is first
    other = table_picture(_lines("KS"), vertical=True, filename="four-poker.png")
    assert other is not first
    assert other.filename != first.filename
    assert first.filename.startswith("four-poker-")
    assert first.filename.endswith(".png")
    # Everything drawn is in the key: the layout and the name too.
    assert table_picture(_lines(), vertical=False, filename="four-poker.png") is not first
    assert table_picture(_lines(), vertical=True, filename="other.png") is not first


def test_the_cache_keeps_a_bounded_number_of_pictures():
    clear_cache()
    first = table_picture(_lines(), title="0")
    for number in range(1, CACHE_SIZE + 1):
        table_picture(_lines(), title=str(number))
    assert table_picture(_lines(), title="0") is not first  # the oldest was let go


def test_a_picture_is_not_encoded_until_asked_and_then_once():
    clear_cache()
    picture = table_picture(_lines(), title="lazy")
    assert not picture.ready
    data = picture.png
    assert picture.ready
    assert picture.png is data
    assert Image.open(io.BytesIO(data)).size == (picture.width, picture.height)


async def test_awaiting_the_bytes_encodes_them_on_a_picture_thread():
    clear_cache()
    picture = table_picture(_lines(), title="off the loop")
    data = await picture.encoded()
    assert picture.ready
    assert data == picture.png
    names = [thread.name for thread in threading.enumerate()]
    assert any(name.startswith("picture") for name in names), names
    # Many at once: each made once, the loop free meanwhile.
    pictures = [table_picture(_lines(), title=f"many {n}") for n in range(8)]
    encoded = await asyncio.gather(*(p.encoded() for p in pictures))
    assert [p.png for p in pictures] == encoded
    assert len(set(encoded)) == len(pictures)


async def test_the_message_seam_encodes_before_sending_and_fills_the_file():
    clear_cache()
    picture = table_picture(_lines(), title="seam")
    file = picture.file()
    assert isinstance(file, PictureFile)
    message = Message(content="table", files=[file])
    assert not message.ready_now
    await message.ready()
    assert message.ready_now
    (sent,) = message.send()["files"]
    assert sent.fp.read() == picture.png
    assert sent.filename == picture.filename
    assert sent.description == picture.alt


def test_a_message_sent_without_ready_still_carries_the_picture():
    clear_cache()
    picture = table_picture(_lines(), title="no one made it ready")
    message = Message(content="table", files=[picture.file()])
    (sent,) = message.edit()["attachments"]  # encoded on the spot: correct, if not free
    assert sent.fp.read() == picture.png


def test_a_bare_card_and_its_plain_cell_are_the_same_picture():
    clear_cache()
    cards = parse_cards(["AS", "KD"])
    bare = table_picture([Line("Row", cards)], title="same")
    celled = table_picture([Line("Row", [Cell(card) for card in cards])], title="same")
    assert celled is bare
    marked = table_picture([Line("Row", [Cell(cards[0], mark=True), cards[1]])], title="same")
    assert marked is not bare


def test_a_board_whose_columns_were_laid_out_before_draws_as_one_drawn_from_nothing():
    # A click changes one column: the others' layout is kept. The picture it gives (pixels,
    # alt text, name) is the one a process that never drew those columns makes.
    clear_cache()
    boards = [_lines(first) for first in ("9S", "KS", "AD")]
    side = Line("To place", [Cell(parse_cards(["QH"])[0])], caption="12 left")
    reused = [
        table_picture(lines, vertical=True, side=side, filename="four-poker.png")
        for lines in boards
    ]
    made = [(p.png, p.alt, p.filename) for p in reused]
    for lines, (png, alt, filename) in zip(boards, made, strict=True):
        clear_cache()  # forgets the laid-out columns too
        fresh = table_picture(lines, vertical=True, side=side, filename="four-poker.png")
        assert (fresh.png, fresh.alt, fresh.filename) == (png, alt, filename)
    assert made[0][0] != made[1][0]  # the changed column is drawn changed
    assert "king of spades" in made[1][1]
