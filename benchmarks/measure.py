"""Small measuring helpers the benchmark scripts share.

Every script calls :func:`report_at_exit` first: at exit it prints the run's wall time beside
its CPU time (this process, and its child processes where it starts any) and the machine's
load average, so a figure taken on a loaded machine reads as such.
"""

from __future__ import annotations

import atexit
import os
import resource
import statistics
import time
from dataclasses import dataclass, field


def load_average() -> str:
    """The 1, 5 and 15 minute load averages, and the CPUs they are shared by."""
    loads = " ".join(f"{load:.2f}" for load in os.getloadavg())
    return f"load average {loads} on {os.cpu_count()} CPUs"


@dataclass
class Stopwatch:
    """Wall time and CPU time since it was made."""

    wall: float = field(default_factory=time.perf_counter)
    cpu: float = field(default_factory=time.process_time)

    def elapsed(self) -> tuple[float, float]:
        """(wall seconds, CPU seconds of this process)."""
        return time.perf_counter() - self.wall, time.process_time() - self.cpu

    def line(self, label: str) -> str:
        wall, cpu = self.elapsed()
        return f"{label}: wall {wall:.2f} s, CPU {cpu:.2f} s; {load_average()}"


def report_at_exit() -> None:
    """Print the whole run's wall and CPU time and the load average when the script ends."""
    watch = Stopwatch()

    def report() -> None:
        wall, cpu = watch.elapsed()
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        extra = children.ru_utime + children.ru_stime
        more = f" (+ {extra:.2f} s in child processes)" if extra > 0.005 else ""
        print(f"whole run: wall {wall:.2f} s, CPU {cpu:.2f} s{more}; {load_average()}")

    atexit.register(report)


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
