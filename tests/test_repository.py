"""The repository's promises about itself: README's commands and CI agree."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```sh\n(.*?)\n```", text, re.DOTALL)
    assert block is not None, "README.md opens with a sh block of two commands"
    return block.group(1).splitlines()


def test_readme_opens_with_the_two_commands():
    install_and_run, run_tests = readme_commands()
    assert install_and_run.endswith("python -m bot")
    assert run_tests.endswith("python -m pytest")
    assert (ROOT / "README.md").read_text(encoding="utf-8").startswith("# Folkdeck\n\n```sh\n")


def test_ci_runs_exactly_the_readmes_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    assert ci[-1] == readme_commands()[1]
    assert any(line.startswith("python3 -m venv") for line in ci)
    assert ".venv/bin/ruff check ." in ci


def test_a_missing_token_is_explained_without_a_traceback(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "DISCORD_TOKEN": ""}
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "DISCORD_TOKEN" in result.stderr
    assert "discord.com/developers/applications" in result.stderr
    assert not (tmp_path / "var").exists()  # nothing was created before the token check
