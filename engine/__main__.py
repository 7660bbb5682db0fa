"""``python -m engine replay FILE|-``: replay a game record and print the outcome as JSON.

Exit codes (RULES.md): 0 replayed; 1 an action was refused (the object describes the state
before it, with ``error``); 2 the record is malformed (one short line on standard error,
nothing on standard output) — whatever its size, nesting, numbers or encoding.
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.errors import SetupError
from engine.record import RECORD_BYTES, parse_record_bytes, replay, summary

MESSAGE_CHARACTERS = 300
"""The longest line written to standard error: a refusal may quote the record."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    replay_command = commands.add_parser("replay", help="replay a game record")
    replay_command.add_argument("file", help="the record's path, or - for standard input")
    arguments = parser.parse_args(argv)

    try:
        data = _read(arguments.file)
    except OSError as error:
        return _malformed(f"Cannot read the record: {error}.")
    try:
        result = replay(parse_record_bytes(data))
    except SetupError as error:
        return _malformed(str(error))
    # Built whole before anything is written: a failure never leaves half an object behind.
    output = json.dumps(summary(result), ensure_ascii=False)
    try:
        output.encode(sys.stdout.encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        output = json.dumps(summary(result))  # a terminal that cannot show the names
    sys.stdout.write(output + "\n")
    return 1 if result.error is not None else 0


def _read(file: str) -> bytes:
    """At most one byte past the limit, so a huge file or stream is never read whole."""
    if file == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:  # a text stream put in place of standard input
            return sys.stdin.read(RECORD_BYTES + 1).encode("utf-8", "surrogatepass")
        return bytes(stream.read(RECORD_BYTES + 1))
    with open(file, "rb") as handle:
        return handle.read(RECORD_BYTES + 1)


def _malformed(message: str) -> int:
    line = " ".join(message.split())
    if len(line) > MESSAGE_CHARACTERS:
        line = line[: MESSAGE_CHARACTERS - 1] + "…"
    print(line, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
