"""Small measuring helpers the benchmark scripts share."""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field


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


@dataclass
class Standings:
    """How one computer player fares in matches against random players."""

    alone: int = 0
    shared: int = 0
    own: list[int] = field(default_factory=list)
    others: list[float] = field(default_factory=list)
    """Each match's mean total of the other players."""

    def add(self, scores: dict[str, int], computer: str, winners: list[str]) -> None:
        if winners == [computer]:
            self.alone += 1
        elif computer in winners:
            self.shared += 1
        self.own.append(scores[computer])
        rest = [score for name, score in scores.items() if name != computer]
        self.others.append(sum(rest) / len(rest))

    def summary(self) -> dict[str, float]:
        """``won``: the share of matches it won (alone or shared), ``alone``, and the mean
        totals ``own`` and ``others``."""
        matches = len(self.own)
        return {
            "matches": matches,
            "won": (self.alone + self.shared) / matches,
            "alone": self.alone / matches,
            "own": statistics.mean(self.own),
            "others": statistics.mean(self.others),
        }
