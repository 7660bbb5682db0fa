"""Card art: how long a table picture takes, at the sizes the tables use.

    python -m benchmarks.card_art           # 2,000 pictures per layout
    python -m benchmarks.card_art --quick   # 50, a smoke run

Each picture is composed from random cards (seeded) with faces cached, as at a live table
after start-up, and encoded to PNG; the time is wall clock per picture, composing and
encoding together (CPU time beside it: the machine may be shared). Layouts: 4-poker's board
(the table's own picture: four columns of five, points under each, the card to place large,
the running evaluation included), a 40-card table in four rows (Krypkasino's floor at its
largest), and eight players of eight cards with captions and a side card (Crveni tepih).
Targets: median at most 5 ms and p99 at most 15 ms per table image. Also printed: the first
picture of a fresh process (palette and the faces it needs drawn), the time to draw every
face once (what start-up pays), the PNG sizes, and a pure-Python reference loop.

The picture cache is emptied before each timed picture (random cards hardly repeat anyway),
and the time is split: drawing (on the event loop) and encoding (on the picture threads in
the bot). Then the encodings the pictures could have, on the same drawn pictures: the bot's
own palette PNG writer (ISA-L's deflate), Pillow's palette PNG at zlib levels 0-9 and with
zlib's RLE strategy, RGB PNG, WebP lossless and lossy (Discord shows WebP in embeds and
galleries): size and CPU per picture of each, the one in use marked.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import time
from collections.abc import Callable

from PIL import Image

from benchmarks.measure import percentile, reference_loop, report_at_exit
from bot.art import faces
from bot.art.picture import Cell, Line, Picture, clear_cache, encode_png, table_picture
from bot.tables.four_poker import board_picture
from engine.cards import FULL_DECK, Card, parse_card
from engine.four_poker import FourPoker
from engine.four_poker.progress import board_progress
from engine.four_poker.view import FourPokerView


def _four_poker_boards(
    count: int = 64,
) -> list[tuple[FourPokerView, list[list[Card]], Card | None]]:
    """Part-played games, made before timing: a picture's time is the render's, not play's."""
    rng = random.Random(7)
    boards = []
    for _ in range(count):
        game = FourPoker(["ana"], seed=rng.randrange(1 << 30))
        for _ in range(rng.randrange(0, 16)):
            game.apply(rng.choice(game.legal_actions("ana")))
        view = game.view(None)
        columns = [[parse_card(card) for card in column] for column in view.columns]
        boards.append((view, columns, parse_card(view.current) if view.current else None))
    return boards


BOARDS = _four_poker_boards()


def four_poker(rng: random.Random) -> Picture:
    """The 4-poker table's own picture (bot/tables/four_poker.py), its evaluation included."""
    view, columns, current = rng.choice(BOARDS)
    return board_picture(view, columns, current, board_progress(columns, current))


def floor(rng: random.Random) -> Picture:
    cards = rng.sample(FULL_DECK, 40)
    lines = [Line(f"Row {n + 1}", cards[n * 10 : n * 10 + 10]) for n in range(4)]
    return table_picture(lines, card_height=72, title="Table")


def eight_players(rng: random.Random) -> Picture:
    cards = rng.sample(FULL_DECK, 50)
    lines = [
        Line(
            f"Player {n + 1}",
            [Cell(card, caption=str(rng.randrange(2, 7))) for card in cards[n * 6 : n * 6 + 6]]
            + [Cell(faces.BACK), Cell(faces.BACK)],
            caption=f"{rng.randrange(0, 21)} money left",
        )
        for n in range(8)
    ]
    side = Line("On offer", cards[48:50], caption="highest bid 7")
    return table_picture(lines, card_height=56, side=side, side_height=120)


ENCODING_SAMPLES = 20


def _saved(image: Image.Image, kind: str, **options: object) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, kind, **options)
    return buffer.getvalue()


def _own(image: Image.Image) -> bytes:
    """The bot's own writer (ISA-L deflate) on the image's pixels pasted back as one sprite."""
    return encode_png(image.width, image.height, [(image, 0, 0)])


IN_USE = "PNG palette, ISA-L 1 (own writer)"
ENCODINGS: dict[str, Callable[[Image.Image], bytes]] = {
    IN_USE: _own,
    "PNG palette, zlib 0": lambda image: _saved(image, "PNG", compress_level=0),
    "PNG palette, zlib 1": lambda image: _saved(image, "PNG", compress_level=1),
    "PNG palette, zlib 3": lambda image: _saved(image, "PNG", compress_level=3),
    "PNG palette, zlib 6": lambda image: _saved(image, "PNG", compress_level=6),
    "PNG palette, zlib 9": lambda image: _saved(image, "PNG", compress_level=9),
    "PNG palette, zlib 1 RLE": lambda image: _saved(
        image, "PNG", compress_level=1, compress_type=3
    ),
    "PNG RGB, zlib 1": lambda image: _saved(image.convert("RGB"), "PNG", compress_level=1),
    "WebP lossless, fastest": lambda image: _saved(
        image.convert("RGB"), "WEBP", lossless=True, method=0, quality=0
    ),
    "WebP lossy q80, fastest": lambda image: _saved(
        image.convert("RGB"), "WEBP", quality=80, method=0
    ),
}


LAYOUTS: dict[str, Callable[[random.Random], Picture]] = {
    "4-poker board": four_poker,
    "40-card table": floor,
    "8 players x 8": eight_players,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="50 pictures per layout")
    args = parser.parse_args()
    count = 50 if args.quick else 2000

    start = time.perf_counter()
    four_poker(random.Random(0))
    first = time.perf_counter() - start
    faces.clear_caches()
    start = time.perf_counter()
    for key in faces.all_keys():
        faces.master(key)
    drawn = time.perf_counter() - start
    print(f"first picture of a fresh process: {first * 1000:.0f} ms")
    print(f"drawing all {len(faces.all_keys())} faces once: {drawn * 1000:.0f} ms")

    rng = random.Random(1)
    encodings: dict[str, list[Image.Image]] = {}
    for name, layout in LAYOUTS.items():
        for _ in range(50):  # every face at this size cached, as at a table after a while
            layout(rng)
        times: list[float] = []
        cpu: list[float] = []
        sizes: list[int] = []
        drawing: list[float] = []
        images: list[Image.Image] = []
        for _ in range(count):
            clear_cache()
            begin, begin_cpu = time.perf_counter(), time.process_time()
            picture = layout(rng)
            drawn = time.process_time() - begin_cpu
            data = picture.png
            times.append(time.perf_counter() - begin)
            cpu.append(time.process_time() - begin_cpu)
            drawing.append(drawn)
            sizes.append(len(data))
            if len(images) < ENCODING_SAMPLES:
                image = Image.open(io.BytesIO(data))  # the drawn palette image, back
                image.load()
                images.append(image)
        print(
            f"{name}: {picture.width}x{picture.height} px; drawn and encoded: wall median "
            f"{percentile(times, 0.5) * 1000:.2f} ms (target <= 5), p99 "
            f"{percentile(times, 0.99) * 1000:.2f} ms (target <= 15); CPU median "
            f"{percentile(cpu, 0.5) * 1000:.2f} ms, p99 {percentile(cpu, 0.99) * 1000:.2f} ms, "
            f"of which drawing median {percentile(drawing, 0.5) * 1000:.2f} ms; "
            f"PNG median {sorted(sizes)[len(sizes) // 2] // 1024} KiB"
        )
        encodings[name] = images
    print("encodings on the same pictures (size median; CPU per picture median):")
    print(f"  {'encoding':<30}" + "".join(f"{name:>26}" for name in encodings))
    for label, encode in ENCODINGS.items():
        cells = []
        for images in encodings.values():
            sizes, cpu = [], []
            for image in images:
                begin = time.process_time()
                sizes.append(len(encode(image)))
                cpu.append(time.process_time() - begin)
            size = sorted(sizes)[len(sizes) // 2] / 1024
            cells.append(f"{size:7.1f} KiB {percentile(cpu, 0.5) * 1000:6.2f} ms")
        mark = " (in use)" if label == IN_USE else ""
        print(f"  {label + mark:<30}" + "".join(f"{cell:>26}" for cell in cells))
    print(f"reference loop: {reference_loop():.2f} s CPU; load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    report_at_exit()
    raise SystemExit(main())
