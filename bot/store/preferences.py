"""A member's preferences: hand panels by DM, turn pings, leaving the boards, and languages
(the member's own and the server's default)."""

from __future__ import annotations

from bot.store.database import Database

GET_PREFERENCE = "SELECT hand_by_dm FROM preferences WHERE user_id = :user_id"
SET_PREFERENCE = """
INSERT INTO preferences (user_id, hand_by_dm) VALUES (:user_id, :hand_by_dm)
ON CONFLICT (user_id) DO UPDATE SET hand_by_dm = excluded.hand_by_dm
"""
GET_TURN_PINGS = "SELECT turn_pings FROM preferences WHERE user_id = :user_id"
SET_TURN_PINGS = """
INSERT INTO preferences (user_id, turn_pings) VALUES (:user_id, :turn_pings)
ON CONFLICT (user_id) DO UPDATE SET turn_pings = excluded.turn_pings
"""

GET_OPT_OUT = "SELECT 1 FROM board_opt_outs WHERE guild_id = :guild_id AND user_id = :user_id"
SET_OPT_OUT = """
INSERT INTO board_opt_outs (guild_id, user_id) VALUES (:guild_id, :user_id)
ON CONFLICT DO NOTHING
"""
CLEAR_OPT_OUT = "DELETE FROM board_opt_outs WHERE guild_id = :guild_id AND user_id = :user_id"

GET_LANGUAGES = """
SELECT (SELECT language FROM preferences WHERE user_id = :user_id),
       (SELECT language FROM guild_languages WHERE guild_id = :guild_id)
"""
SET_LANGUAGE = """
INSERT INTO preferences (user_id, language) VALUES (:user_id, :language)
ON CONFLICT (user_id) DO UPDATE SET language = excluded.language
"""
SET_GUILD_LANGUAGE = """
INSERT INTO guild_languages (guild_id, language) VALUES (:guild_id, :language)
ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language
"""
CLEAR_GUILD_LANGUAGE = "DELETE FROM guild_languages WHERE guild_id = :guild_id"
ALL_GUILD_LANGUAGES = "SELECT guild_id, language FROM guild_languages"


class Preferences(Database):
    async def hand_by_dm(self, user_id: int) -> bool:
        rows = await self._read(GET_PREFERENCE, {"user_id": user_id})
        return bool(rows and rows[0][0])

    async def set_hand_by_dm(self, user_id: int, *, enabled: bool) -> None:
        async with self._transaction() as db:
            db.execute(SET_PREFERENCE, {"user_id": user_id, "hand_by_dm": int(enabled)})

    async def turn_pings(self, user_id: int) -> bool:
        """Whether this member is mentioned when a turn passes to them (on unless turned off)."""
        rows = await self._read(GET_TURN_PINGS, {"user_id": user_id})
        return not rows or bool(rows[0][0])

    async def set_turn_pings(self, user_id: int, *, enabled: bool) -> None:
        async with self._transaction() as db:
            db.execute(SET_TURN_PINGS, {"user_id": user_id, "turn_pings": int(enabled)})

    async def board_opt_out(self, guild_id: int, user_id: int) -> bool:
        return bool(await self._read(GET_OPT_OUT, {"guild_id": guild_id, "user_id": user_id}))

    async def set_board_opt_out(self, guild_id: int, user_id: int, *, hidden: bool) -> None:
        async with self._transaction() as db:
            db.execute(
                SET_OPT_OUT if hidden else CLEAR_OPT_OUT, {"guild_id": guild_id, "user_id": user_id}
            )

    async def languages(self, user_id: int, guild_id: int | None) -> tuple[str | None, str | None]:
        """The language the member chose and their server's default (None where unset), in
        one read: every translated answer asks before it speaks."""
        rows = await self._read(GET_LANGUAGES, {"user_id": user_id, "guild_id": guild_id})
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    async def server_languages(self) -> dict[int, str]:
        """Every server's default language (read once at start-up: table messages are drawn
        without waiting on the database)."""
        rows = await self._read(ALL_GUILD_LANGUAGES, {})
        return {int(row[0]): str(row[1]) for row in rows}

    async def set_language(self, user_id: int, language: str | None) -> None:
        """The member's own language; None gives the choice back to their client and server."""
        async with self._transaction() as db:
            db.execute(SET_LANGUAGE, {"user_id": user_id, "language": language})

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        """The server's default language; None is English."""
        async with self._transaction() as db:
            if language is None:
                db.execute(CLEAR_GUILD_LANGUAGE, {"guild_id": guild_id})
            else:
                db.execute(SET_GUILD_LANGUAGE, {"guild_id": guild_id, "language": language})
