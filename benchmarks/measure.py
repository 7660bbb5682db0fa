"""Small measuring helpers the benchmark scripts share."""

from __future__ import annotations

import time


def reference_loop() -> float:
    """Seconds of CPU for ten million additions in a Python loop: how fast this machine is,
    printed beside the figures so runs on different machines can be compared."""
    start = time.process_time()
    total = 0
    for number in range(10_000_000):
        total += number
    return time.process_time() - start


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of ``values`` (not empty)."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index]
