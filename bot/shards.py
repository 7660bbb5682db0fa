"""Which process owns a table when several share one database: the one that runs its guild's
shard. Discord sends a guild's events and interactions on shard ``(guild_id >> 22) %
shard_count``, and direct messages on shard 0, so the owner is where its public message's
clicks arrive; only the owner recovers a table, runs its clocks and computer seats and edits
its message. A click that arrives elsewhere (a DM hand's, on shard 0) is played by the owner
(``bot/forwarding.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.settings import Settings

GLOBAL_REQUESTS_PER_SECOND = 50
"""Discord's global rate limit, per bot token (not per process)."""


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard a guild's events arrive on; a table in no guild (a direct message) is shard
    0's, where direct messages arrive."""
    if guild_id is None:
        return 0
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True, slots=True)
class Ownership:
    """This process's shards out of ``shard_count``; unsharded (``None``), it owns every
    table."""

    shard_count: int | None = None
    shards: frozenset[int] = frozenset()

    @classmethod
    def of(cls, settings: Settings) -> Ownership:
        shards = settings.shards
        if settings.shard_count is None or shards is None:
            return cls()
        return cls(settings.shard_count, frozenset(shards))

    @property
    def share(self) -> float:
        """This process's share of what one bot token may do (Discord's global limit of
        requests per second is per token, shared by every process): its shards' part of all
        shards. Each process holds its share with no coordination, so they stay under the
        limit together, and a process that dies takes only its share with it; the tables are
        spread over the shards like the servers, so the share follows the work."""
        if self.shard_count is None:
            return 1.0
        return len(self.shards) / self.shard_count

    def owns(self, guild_id: int | None) -> bool:
        if self.shard_count is None:
            return True
        return shard_of(guild_id, self.shard_count) in self.shards
