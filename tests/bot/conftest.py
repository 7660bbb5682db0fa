"""Fixtures for behaviour tests: the real bot, on a real SQLite file, inside SimCord."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
import pytest_asyncio

from bot.app import Folkdeck, create_bot
from bot.settings import Settings
from bot.store import Store
from tests.support.postgres import scratch_database


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(
        _env_file=None,
        discord_token=None,
        database_path=tmp_path / "folkdeck.sqlite3",
        publish_interval=0.0,
        edit_rate=1_000_000.0,  # virtual time stands still between clicks: no throttling
        panel_interval=0.0,
        lobby_seconds=600,
        turn_seconds=60,
        pulse_seconds=30,
        auto_moves_before_takeover=2,
        computer_delay=0.0,
    )


@pytest_asyncio.fixture
async def make_bot(settings) -> AsyncIterator[Callable[..., Folkdeck]]:
    """Builds bots (a fresh one per restart) and closes every one at the end: SimCord never
    closes them, and an open aiosqlite connection would hang pytest."""
    built: list[Folkdeck] = []

    def make(**changes: object) -> Folkdeck:
        bot = create_bot(settings.model_copy(update=changes))
        built.append(bot)
        return bot

    yield make
    for bot in built:
        await bot.close()


@pytest.fixture
def simcord_bot(make_bot) -> Folkdeck:
    return make_bot()


@pytest_asyncio.fixture(params=["sqlite", "postgresql"])
async def open_store(request, tmp_path) -> AsyncIterator[Callable[..., Awaitable[Store]]]:
    """Opens the store on each backend in turn (one database per test; every call opens the
    same one, so a test can reopen it) and closes what it opened."""
    opened: list[Store] = []
    path = tmp_path / "sub" / "folkdeck.sqlite3"

    def opener(url: str | None) -> Callable[..., Awaitable[Store]]:
        async def open_(**options: object) -> Store:
            store = await Store.open(path, url=url, **options)  # type: ignore[arg-type]
            opened.append(store)
            return store

        return open_

    if request.param == "sqlite":
        try:
            yield opener(None)
        finally:
            for store in opened:
                await store.close()
        return
    async with scratch_database() as url:
        try:
            yield opener(url)
        finally:
            for store in opened:
                await store.close()
