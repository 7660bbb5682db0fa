"""The repository's promises about itself: the README's commands and CI agree, the documents
link only to things that exist, and every setting and slash command is documented."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from packaging.version import Version

from bot.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
SKIPPED = {".git", ".venv", "build", "dist", "node_modules", ".pytest_cache", ".ruff_cache"}


def readme() -> str:
    return (ROOT / "README.md").read_text(encoding="utf-8")


def readme_commands() -> list[str]:
    block = re.search(r"```sh\n(.*?)\n```", readme(), re.DOTALL)
    assert block is not None, "README.md opens with a sh block of two commands"
    return block.group(1).splitlines()


def markdown_files() -> list[Path]:
    return sorted(
        path
        for path in ROOT.rglob("*.md")
        if not SKIPPED.intersection(path.relative_to(ROOT).parts)
        and not any(part.endswith(".egg-info") for part in path.parts)
    )


def without_code_blocks(text: str) -> str:
    return re.sub(r"```.*?```", "", text, flags=re.DOTALL)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = without_code_blocks(path.read_text(encoding="utf-8"))
    return {slug(match) for match in re.findall(r"^#+ (.+)$", text, re.MULTILINE)}


LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def test_readme_opens_with_the_two_commands():
    install_and_run, run_tests = readme_commands()
    assert install_and_run.endswith("python -m bot")
    assert run_tests.endswith("python -m pytest")
    assert readme().startswith("# Folkdeck\n\n```sh\n")


def test_ci_installs_once_checks_everything_and_ends_with_the_readmes_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    assert ci[-1] == readme_commands()[1]
    commands = [line for line in ci if line and not line.startswith("#")]
    assert commands.count("rm -rf .venv") == 1
    assert commands.count("python3 -m venv .venv") == 1
    for step in (
        ".venv/bin/ruff check .",
        ".venv/bin/ruff format --check .",
        ".venv/bin/mypy",
        ".ci/check-wheel",
    ):
        assert step in commands, step
    assert any("-c .ci/floors.txt" in line for line in commands)


def test_the_floors_are_the_ones_pyproject_declares():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    floors = (ROOT / ".ci" / "floors.txt").read_text(encoding="utf-8")
    declared = dict(re.findall(r'^    "([\w.-]+)>=([\w.]+)[,"]', pyproject, re.MULTILINE))
    pinned = re.findall(r"^([\w.-]+)==([\w.]+)$", floors, re.MULTILINE)
    assert len(pinned) >= 6
    for name, version in pinned:
        assert name in declared, name
        assert Version(declared[name]) == Version(version), name


def test_every_relative_link_in_the_markdown_files_resolves():
    broken = []
    for path in markdown_files():
        for target in LINK.findall(without_code_blocks(path.read_text(encoding="utf-8"))):
            if re.match(r"^[a-z]+:", target):  # https:, mailto:: outside the repository
                continue
            file_part, _, anchor = target.partition("#")
            linked = (path.parent / file_part).resolve() if file_part else path
            where = f"{path.relative_to(ROOT)}: {target}"
            if not linked.exists():
                broken.append(f"{where} (no such file)")
            elif ROOT not in linked.parents and linked != ROOT:
                broken.append(f"{where} (outside the repository)")
            elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
                broken.append(f"{where} (no such heading)")
    assert not broken, "\n".join(broken)


def test_the_documents_stand_alone():
    """No pointer to files outside the repository, nor to issues a reader does not have."""
    texts = [*markdown_files(), *sorted((ROOT / "benchmarks").glob("*.py"))]
    found = [
        f"{path.relative_to(ROOT)}: {phrase}"
        for path in texts
        for phrase in ("../shared", "the issue")
        if phrase in path.read_text(encoding="utf-8")
    ]
    assert not found, found


def test_every_setting_is_documented():
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    table = readme()
    for name in Settings.model_fields:
        variable = name.upper()
        assert re.search(rf"^#? ?{variable}=", example, re.MULTILINE), f".env.example: {variable}"
        assert f"| `{variable}` |" in table, f"README.md settings table: {variable}"


def test_every_slash_command_is_listed_in_the_readme():
    sources = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "cogs").glob("*.py"))
    commands = re.findall(r"@app_commands\.command\(\s*name=\"([\w-]+)\"", sources)
    groups = dict(re.findall(r"(\w+) = app_commands\.Group\(\s*name=\"([\w-]+)\"", sources))
    subcommands = re.findall(r"@(\w+)\.command\(\s*name=\"([\w-]+)\"", sources)
    listed = [f"/{name}" for name in commands] + [
        f"/{groups[group]} {name}" for group, name in subcommands if group in groups
    ]
    assert "/play" in listed
    missing = [command for command in listed if f"`{command}" not in readme()]
    assert not missing, missing


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
