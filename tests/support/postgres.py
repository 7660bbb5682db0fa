"""A scratch PostgreSQL database per test, on the server FOLKDECK_TEST_POSTGRES_URL names
(``.ci/run`` starts a throwaway cluster and sets it). Without the variable, PostgreSQL cases
are skipped, saying so; with it, a server that does not answer fails the run."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg
import pytest

VARIABLE = "FOLKDECK_TEST_POSTGRES_URL"
SKIP_REASON = (
    f"PostgreSQL: no server to test on; set {VARIABLE} to a server where the tests may create "
    "databases (e.g. postgresql://folkdeck@127.0.0.1:5432/postgres; .ci/run starts one)"
)


def server_url() -> str:
    url = os.environ.get(VARIABLE, "").strip()
    if not url:
        pytest.skip(SKIP_REASON)
    return url


def _with_database(url: str, name: str) -> str:
    base, _, _ = url.rpartition("/")
    return f"{base}/{name}"


@asynccontextmanager
async def scratch_database() -> AsyncIterator[str]:
    """A new empty database on the test server, dropped afterwards; yields its URL."""
    url = server_url()
    name = f"folkdeck_test_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    try:
        yield _with_database(url, name)
    finally:
        admin = await asyncpg.connect(url)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()
