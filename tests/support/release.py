"""Real processes for the release tests: Folkdeck started the way a user starts it."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def environment(home: Path, **settings: str) -> dict[str, str]:
    """A clean environment (no inherited settings), the checkout importable."""
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": "",
        **settings,
    }


def folkdeck(
    *arguments: str, cwd: Path, timeout: float = 60, **settings: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *arguments],
        cwd=cwd,
        env=environment(cwd, **settings),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


class Playground:
    """``python -m bot playground`` in its own process, and its page's HTTP API."""

    def __init__(self, folder: Path, wrapper: list[str] | None = None) -> None:
        self.database = folder / "playground.sqlite3"
        command = ["playground", "--port", "0", "--database", str(self.database)]
        self.process = subprocess.Popen(
            [*(wrapper or []), sys.executable, "-m", "bot", *command],
            cwd=folder,
            env=environment(folder),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.url = self._wait_for_url(timeout=60)
        self.base, self.capability = self.url.split("/#", 1)
        self.sequence = 0

    def _wait_for_url(self, timeout: float) -> str:
        assert self.process.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if ready:
                line = self.process.stdout.readline()
                if "http://" in line:
                    return line[line.index("http://") :].split()[0]
            if self.process.poll() is not None:
                raise AssertionError(f"the playground exited: {self.process.stderr.read()}")  # type: ignore[union-attr]
        raise AssertionError("the playground printed no address in time")

    def get(self, path: str) -> tuple[int, str]:
        with urllib.request.urlopen(self.base + path, timeout=10) as response:
            return response.status, response.read().decode()

    def call(self, method: str, path: str, body: Any = None, context: str | None = None) -> Any:
        headers = {"X-Simcord-Capability": self.capability, "Content-Type": "application/json"}
        if context is not None:
            headers["X-Simcord-Context"] = context
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base + path, data=data, method=method, headers=headers
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def run_command(self, page: dict[str, Any], name: str, **options: Any) -> dict[str, Any]:
        """A slash command typed in the page's composer, as the browser sends it."""
        context = page["context"]["id"]
        page = self.call("GET", "/api/state", context=context)  # its current revision
        catalog = self.call("GET", "/api/commands", context=context)
        entry = next(item for item in catalog["entries"] if item["path"] == [name])
        self.sequence += 1
        body = {
            "protocol_version": 3,
            "sequence": self.sequence,
            "request_id": f"test-{self.sequence}",
            "generation": page["context"]["generation"],
            "bot_generation": page["botGeneration"],
            "kind": "run_command",
            "published_revision": page["publishedRevision"],
            "command_id": entry["commandId"],
            "path": [name],
            "schema_fingerprint": entry["schemaFingerprint"],
            "options": options,
        }
        return self.call("POST", "/api/action", body, context=context)

    def stop(self, sig: int, timeout: float = 10) -> tuple[int, float, str]:
        """Send ``sig``; the exit code, the seconds it took to exit, and stderr."""
        started = time.monotonic()
        self.process.send_signal(sig)
        _, stderr = self.process.communicate(timeout=timeout)
        return self.process.returncode, time.monotonic() - started, stderr

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate()
