"""Every benchmark script still runs: each one found in ``benchmarks/`` (by glob, so new
scripts are covered without a list to keep) is run in its quick mode as a subprocess,
``python -m benchmarks.<name> --quick``. A smoke run: no figure or timing is asserted, only
that the script ends well and prints its wall time beside its CPU time and the load average
(``report_at_exit`` in ``benchmarks/measure.py``). The convention is in docs/benchmarks.md.

Marked ``benchmark_smoke``: ``pytest -m "not benchmark_smoke"`` leaves them out.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"
LIMIT = 300
"""Seconds a quick run may take before it counts as hung: generous, for a loaded machine."""


def scripts() -> list[Path]:
    """The runnable scripts: modules with a ``__main__`` entry (helpers have none)."""
    return sorted(
        path
        for path in BENCHMARKS.glob("*.py")
        if 'if __name__ == "__main__":' in path.read_text(encoding="utf-8")
    )


def test_the_benchmarks_are_found():
    names = {path.name for path in scripts()}
    assert {"four_poker.py", "bot_interactions.py", "bot_recovery.py"} <= names
    assert "measure.py" not in names


@pytest.mark.benchmark_smoke
@pytest.mark.parametrize("script", scripts(), ids=lambda path: path.stem)
def test_the_benchmark_runs_in_its_quick_mode(script: Path, tmp_path: Path):
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", f"benchmarks.{script.stem}", "--quick"],
        cwd=tmp_path,  # whatever a script leaves behind stays out of the checkout
        env=environment,
        capture_output=True,
        text=True,
        timeout=LIMIT,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("whole run: wall "), done.stdout[-2000:]
    assert " s, CPU " in last
    assert "load average " in last
