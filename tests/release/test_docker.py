"""The container image, checked without a container engine: what the Dockerfile says (pinned
base, dependencies from the hashed lock, no wheel left in the final image), that the lock
agrees with pyproject.toml, and that its entrypoint and health check are the commands tested
for real in test_startup.py and test_playground.py (signals as PID 1 included)."""

from __future__ import annotations

import json
import re
import tomllib

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from bot.settings import Settings
from tests.support.release import ROOT


def instructions() -> list[tuple[str, str]]:
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    found = []
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            keyword, _, rest = line.partition(" ")
            found.append((keyword.upper(), rest.strip()))
    return found


def test_the_base_image_is_pinned_to_an_exact_release():
    args = dict(rest.split("=", 1) for keyword, rest in instructions() if keyword == "ARG")
    image = args["PYTHON_IMAGE"]
    assert re.fullmatch(r"python:3\.11\.\d+-slim-\w+(@sha256:[0-9a-f]{64})?", image), image
    stages = [rest for keyword, rest in instructions() if keyword == "FROM"]
    assert len(stages) == 2
    assert all(stage.split()[0] == "${PYTHON_IMAGE}" for stage in stages)


def stages() -> list[list[tuple[str, str]]]:
    found: list[list[tuple[str, str]]] = []
    for keyword, rest in instructions():
        if keyword == "FROM":
            found.append([])
        if found:
            found[-1].append((keyword, rest))
    return found


def test_it_installs_the_locked_dependencies_and_the_wheel_not_the_checkout():
    runs = " ".join(rest for keyword, rest in instructions() if keyword == "RUN")
    assert "--require-hashes" in runs
    assert "-r requirements.lock" in runs
    assert "pip wheel" in runs
    # Folkdeck's own wheel without dependencies: nothing outside the lock comes in.
    assert "--no-deps /wheels/folkdeck-" in runs
    assert " -e " not in f" {runs} "
    assert "--editable" not in runs


def test_no_wheel_or_source_reaches_the_final_image():
    final = stages()[-1]
    copies = [rest for keyword, rest in final if keyword == "COPY"]
    assert copies == ["--from=build /opt/folkdeck /opt/folkdeck"]
    assert not any("/wheels" in rest for _, rest in final)
    assert "/opt/folkdeck/bin" in " ".join(rest for keyword, rest in final if keyword == "ENV")


def test_the_final_image_can_lay_out_right_to_left_text():
    """Pillow's raqm layout needs FriBiDi from the system to draw Hebrew right to left."""
    final = stages()[-1]
    runs = " ".join(rest for keyword, rest in final if keyword == "RUN")
    assert "libfribidi0" in runs
    assert "libraqm0" in runs
    assert "rm -rf /var/lib/apt/lists/*" in runs  # no package lists left in the layer


def locked() -> dict[str, tuple[str, list[str]]]:
    """requirements.lock: each package's pinned version and its hashes."""
    text = (ROOT / "requirements.lock").read_text(encoding="utf-8").replace("\\\n", " ")
    pins = {}
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        requirement, *options = line.split()
        name, version = requirement.split("==")
        hashes = [option.removeprefix("--hash=") for option in options]
        pins[canonicalize_name(name)] = (version, hashes)
    return pins


def test_the_lock_pins_every_dependency_within_pyproject_and_with_hashes():
    pins = locked()
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "dependencies"
    ]
    for entry in declared:
        requirement = Requirement(entry)
        version, _ = pins[canonicalize_name(requirement.name)]
        assert requirement.specifier.contains(version), (entry, version)
    for name, (version, hashes) in pins.items():
        assert re.fullmatch(r"[0-9][0-9A-Za-z.+-]*", version), name
        assert hashes, name
        assert all(re.fullmatch(r"sha256:[0-9a-f]{64}", digest) for digest in hashes), name


def test_it_copies_only_what_exists_and_what_the_wheel_needs():
    copied = [
        rest.split()[:-1]
        for keyword, rest in instructions()
        if keyword == "COPY" and "--from" not in rest
    ]
    sources = [source for group in copied for source in group]
    for source in sources:
        assert (ROOT / source).exists(), source
    needed = {"engine", "bot", "cogs", "data", "setup.py", "pyproject.toml", "requirements.lock"}
    assert needed <= set(sources)
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert {".env", ".venv", ".git"} <= set(ignored)


def test_the_database_lives_in_the_volume_and_the_user_is_not_root():
    found = instructions()
    env = " ".join(rest for keyword, rest in found if keyword == "ENV")
    volumes = [json.loads(rest) for keyword, rest in found if keyword == "VOLUME"]
    assert "DATABASE_PATH=/data/" in env
    assert volumes == [["/data"]]
    users = [rest for keyword, rest in found if keyword == "USER"]
    assert users
    assert users[-1] not in ("root", "0")


def test_the_entrypoint_and_health_check_are_the_folkdeck_command():
    found = dict(instructions())
    assert json.loads(found["CMD"]) == ["folkdeck"]  # exec form: folkdeck is PID 1
    assert found["STOPSIGNAL"] == "SIGTERM"
    health = found["HEALTHCHECK"]
    assert json.loads(health[health.index("CMD") + 3 :].strip()) == ["folkdeck", "health"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"
    ]
    # The console script is `python -m bot`'s main: the tests run that, in real processes.
    assert scripts == {"folkdeck": "bot.__main__:main"}


def compose_services() -> dict[str, dict[str, str]]:
    """compose.yaml's services and their environment (a plain reading of its two-level
    layout: no YAML library is needed for this file)."""
    services: dict[str, dict[str, str]] = {}
    current = None
    for line in (ROOT / "compose.yaml").read_text(encoding="utf-8").splitlines():
        service = re.match(r"^  ([\w-]+):$", line)
        if service:
            current = services.setdefault(service.group(1), {})
            continue
        setting = re.match(r'^      ([A-Z_]+): "?([^"]*)"?$', line)
        if setting and current is not None:
            current[setting.group(1)] = setting.group(2)
    return services


def test_compose_runs_two_bots_on_postgresql_with_every_shard_once():
    services = compose_services()
    bots = {name: env for name, env in services.items() if "SHARD_IDS" in env}
    assert len(bots) == 2
    assert "postgres" in services
    shards: list[int] = []
    for env in bots.values():
        settings = Settings(_env_file=None, **{key.lower(): value for key, value in env.items()})
        assert settings.database_url is not None
        assert "@postgres:5432/" in settings.database_url.get_secret_value()
        assert settings.shard_count == 4
        assert settings.shards is not None
        assert len(settings.shards) == 2
        shards.extend(settings.shards)
    assert sorted(shards) == [0, 1, 2, 3]


def test_the_image_has_the_postgresql_driver_pinned():
    runs = " ".join(rest for keyword, rest in instructions() if keyword == "RUN")
    assert "-r requirements-postgresql.lock" in runs
    pins = (ROOT / "requirements-postgresql.lock").read_text(encoding="utf-8")
    assert re.search(r"^asyncpg==[\d.]+ \\$", pins, re.MULTILINE)
    assert pins.count("--hash=sha256:") >= 2
