-- Kare Kupa: each partnership's private code note (issue 17), written before play begins and
-- shown only in the two partners' hand panels. team: 0 for seats 1 and 3, 1 for seats 2 and 4.
CREATE TABLE kare_kupa_notes (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id),
    team        INTEGER NOT NULL CHECK (team IN (0, 1)),
    note        TEXT    NOT NULL,
    written_by  INTEGER NOT NULL,                 -- the member who wrote it last
    written_at  REAL    NOT NULL,
    PRIMARY KEY (table_id, team)
);
