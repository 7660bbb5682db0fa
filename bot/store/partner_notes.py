"""Kare Kupa's partnership notes: each partnership's private code, written before play."""

from __future__ import annotations

from bot.store.database import Database

GET_PARTNER_NOTES = "SELECT team, note FROM kare_kupa_notes WHERE table_id = :table_id"
SET_PARTNER_NOTE = """
INSERT INTO kare_kupa_notes (table_id, team, note, written_by, written_at)
VALUES (:table_id, :team, :note, :written_by, :written_at)
ON CONFLICT (table_id, team) DO UPDATE SET
    note = excluded.note, written_by = excluded.written_by, written_at = excluded.written_at
"""


class PartnerNotes(Database):
    async def partner_notes(self, table_id: int) -> dict[int, str]:
        """Each partnership's code note at this table, by partnership (0 or 1)."""
        rows = await self._read(GET_PARTNER_NOTES, {"table_id": table_id})
        return {int(team): str(note) for team, note in rows}

    async def set_partner_note(
        self, table_id: int, team: int, note: str, *, user_id: int, now: float
    ) -> None:
        async with self._transaction() as db:
            db.execute(
                SET_PARTNER_NOTE,
                {
                    "table_id": table_id,
                    "team": team,
                    "note": note,
                    "written_by": user_id,
                    "written_at": now,
                },
            )
