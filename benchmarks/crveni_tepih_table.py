"""Crveni tepih's Discord table: how long drawing the public message and a hand panel takes.

    python -m benchmarks.crveni_tepih_table           # 60 random three-player deals
    python -m benchmarks.crveni_tepih_table --quick   # a smoke run of a few seconds

Every state of seeded random deals (chips and money cards) is drawn as the bot draws it: the
public message with its table picture (Pillow, PNG) and the hand panel of the player to act,
with text card faces (emoji faces cost the same: a lookup). Reported: p50, p99 and max per
draw, in CPU milliseconds, after one warm-up deal (card sprites and text are drawn once and
cached; the first deal's worst draw is printed beside). Both happen inside an interaction's
3 seconds, the panel in the click's answer: the target is a p99 under 25 ms for the public
message and 10 ms for a panel.
"""

from __future__ import annotations

import argparse
import random
import time

from benchmarks.measure import percentile, reference_loop, report_at_exit
from bot.seats import SeatRow
from bot.session import Session
from bot.tables import plugin_for
from bot.tables.context import RenderContext
from bot.vocab import TableStatus


def session_for(options: dict[str, object], seed: int) -> Session:
    seats = [
        SeatRow(position, 100 + position, f"p{position}", name, computer=False)
        for position, name in enumerate(("Ana", "Ben", "Cem"))
    ]
    session = Session(
        id=1,
        guild_id=1,
        channel_id=1,
        message_id=1,
        game_name="crveni_tepih",
        options=options,
        seed=seed,
        host_id=100,
        status=TableStatus.PLAYING,
        seats=seats,
        turn_seconds=60,
    )
    session.game = session.new_game()
    return session


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    arguments = parser.parse_args()
    deals = 6 if arguments.quick else 60
    plugin = plugin_for("crveni_tepih")
    ctx = RenderContext()
    public: list[float] = []
    panels: list[float] = []
    rng = random.Random(0)
    print(f"reference: 10M Python additions take {reference_loop():.2f} s of CPU here")
    cold = 0.0
    for number in range(deals + 1):
        options: dict[str, object] = {"target": 1, "money": "cards" if number % 2 else "chips"}
        session = session_for(options, number)
        game = session.game
        assert game is not None
        while not game.over:
            (name,) = game.to_act()
            seat = session.seat_named(name)
            assert seat is not None
            began = time.process_time()
            plugin.public(session, ctx)
            drawn = time.process_time()
            plugin.panel(session, ctx, seat)
            if number == 0:
                cold = max(cold, drawn - began)
            else:
                public.append(drawn - began)
                panels.append(time.process_time() - drawn)
            game.apply(rng.choice(game.legal_actions(name)))
    print(f"warm-up deal: the slowest public message took {cold * 1000:.1f} ms")
    for label, values, target in (("public message", public, 25), ("hand panel", panels, 10)):
        ms = [value * 1000 for value in values]
        print(
            f"{label}: {len(ms):,} draws, p50 {percentile(ms, 0.5):.2f} ms, "
            f"p99 {percentile(ms, 0.99):.2f} ms (target < {target}), max {max(ms):.2f} ms"
        )


if __name__ == "__main__":
    report_at_exit()
    main()
