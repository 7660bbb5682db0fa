-- Filling seats: where a member takes invitations (or refuses them), the games a member
-- follows in a server, and the calls sent for a lobby (an invitation or an "a table is open"
-- notice): one per member and lobby, whatever asks again, across restarts.
ALTER TABLE preferences ADD COLUMN invitations TEXT NOT NULL DEFAULT 'here'
    CHECK (invitations IN ('here', 'dm', 'off'));

CREATE TABLE follows (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
) WITHOUT ROWID;

CREATE TABLE lobby_calls (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id),
    user_id     INTEGER NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('invited', 'open')),
    by_user     INTEGER,                          -- who invited; NULL for a notice
    sent_at     REAL    NOT NULL,
    PRIMARY KEY (table_id, user_id)
) WITHOUT ROWID;
