"""``python -m engine replay FILE|-``: replay a game record and print the outcome as JSON.

Exit codes (RULES.md): 0 replayed; 1 an action was refused (the object describes the state
before it, with ``error``); 2 the record is malformed (one line on standard error).
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.errors import SetupError
from engine.record import parse_record, replay, summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    replay_command = commands.add_parser("replay", help="replay a game record")
    replay_command.add_argument("file", help="the record's path, or - for standard input")
    arguments = parser.parse_args(argv)

    try:
        if arguments.file == "-":
            text = sys.stdin.read()
        else:
            with open(arguments.file, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        print(f"Cannot read the record: {error}.", file=sys.stderr)
        return 2
    try:
        result = replay(parse_record(text))
    except SetupError as error:
        print(" ".join(str(error).split()), file=sys.stderr)
        return 2
    json.dump(summary(result), sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 1 if result.error is not None else 0


if __name__ == "__main__":
    sys.exit(main())
