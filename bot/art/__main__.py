"""``python -m bot.art [--out DIR] [--height PX]``: write every card face as a PNG, to look at."""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.art.faces import HEIGHT, face_png, faces


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.art", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("var/art"), help="folder (created)")
    parser.add_argument("--height", type=int, default=HEIGHT, help="face height in pixels")
    args = parser.parse_args(argv)
    if not 16 <= args.height <= 640:
        parser.error("--height must be between 16 and 640 pixels.")
    args.out.mkdir(parents=True, exist_ok=True)
    count = 0
    for key, _image in faces(args.height):
        (args.out / f"{key}.png").write_bytes(face_png(key, args.height))
        count += 1
    print(f"wrote {count} faces, {args.height} px tall, to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
