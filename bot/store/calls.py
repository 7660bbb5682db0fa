"""Calls to a lobby's seats: where a member takes invitations (here, by DM, or not at all),
the games a member follows in a server, and the calls sent for each lobby (one per member)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Literal

from bot.store.database import Database, in_transaction

Where = Literal["here", "dm", "off"]
"""Where a member takes invitations and notices: a mention in the lobby's channel, a DM, or
none at all."""

GET_INVITATIONS = "SELECT invitations FROM preferences WHERE user_id = :user_id"
SET_INVITATIONS = """
INSERT INTO preferences (user_id, invitations) VALUES (:user_id, :invitations)
ON CONFLICT (user_id) DO UPDATE SET invitations = excluded.invitations
"""
FOLLOW = """
INSERT INTO follows (guild_id, game, user_id) VALUES (:guild_id, :game, :user_id)
ON CONFLICT DO NOTHING
"""
UNFOLLOW = "DELETE FROM follows WHERE guild_id = :guild_id AND game = :game AND user_id = :user_id"
SELECT_FOLLOWED = """
SELECT game FROM follows WHERE guild_id = :guild_id AND user_id = :user_id ORDER BY game
"""
SELECT_FOLLOWERS = """
SELECT f.user_id, COALESCE(p.invitations, 'here')
FROM follows f LEFT JOIN preferences p ON p.user_id = f.user_id
WHERE f.guild_id = :guild_id AND f.game = :game ORDER BY f.user_id
"""
CLAIM_CALL = """
INSERT INTO lobby_calls (table_id, user_id, kind, by_user, sent_at)
VALUES (:table_id, :user_id, :kind, :by_user, :now)
ON CONFLICT DO NOTHING
"""
SELECT_CALLED = "SELECT user_id FROM lobby_calls WHERE table_id = :table_id AND kind = :kind"


class Calls(Database):
    async def invitations(self, user_id: int) -> Where:
        rows = await self._read(GET_INVITATIONS, {"user_id": user_id})
        where: Where = rows[0][0] if rows else "here"
        return where

    async def set_invitations(self, user_id: int, where: Where) -> None:
        async with self._transaction() as db:
            db.execute(SET_INVITATIONS, {"user_id": user_id, "invitations": where})

    async def set_follow(self, guild_id: int, user_id: int, game: str, *, following: bool) -> None:
        async with self._transaction() as db:
            db.execute(
                FOLLOW if following else UNFOLLOW,
                {"guild_id": guild_id, "game": game, "user_id": user_id},
            )

    async def followed(self, guild_id: int, user_id: int) -> list[str]:
        rows = await self._read(SELECT_FOLLOWED, {"guild_id": guild_id, "user_id": user_id})
        return [row[0] for row in rows]

    async def followers(self, guild_id: int, game: str) -> list[tuple[int, Where]]:
        """The members following this game here, each with where they take notices."""
        rows = await self._read(SELECT_FOLLOWERS, {"guild_id": guild_id, "game": game})
        return [(row[0], row[1]) for row in rows]

    async def claim_calls(
        self,
        table_id: int,
        user_ids: Sequence[int],
        *,
        kind: Literal["invited", "open"],
        by_user: int | None,
        now: float,
    ) -> list[int]:
        """Record a call to each member for this lobby; returns those not called before (a
        member is called once per lobby, by an invitation or a notice)."""

        def claim(db: sqlite3.Connection) -> list[int]:
            def work() -> list[int]:
                fresh = []
                for user_id in user_ids:
                    params = {
                        "table_id": table_id,
                        "user_id": user_id,
                        "kind": kind,
                        "by_user": by_user,
                        "now": now,
                    }
                    if db.execute(CLAIM_CALL, params).rowcount == 1:
                        fresh.append(user_id)
                return fresh

            return in_transaction(db, work)

        claimed: list[int] = await self._on_thread(claim)
        return claimed

    async def called(self, table_id: int, kind: Literal["invited", "open"]) -> list[int]:
        rows = await self._read(SELECT_CALLED, {"table_id": table_id, "kind": kind})
        return [row[0] for row in rows]
