-- What ratings and the life of a table need: each seat's outcome and team in `results`, a
-- table that is paused or abandoned, the display name at the end, turn pings.
-- SQLite cannot change a CHECK constraint in place, so the two tables are rebuilt (the
-- migration runner turns foreign keys off around this script, as SQLite's docs prescribe).

CREATE TABLE game_tables_new (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',   -- JSON object
    seed        INTEGER NOT NULL,
    host_id     INTEGER NOT NULL,
    status      TEXT    NOT NULL
                CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled', 'expired',
                                  'abandoned')),
    hints_used  INTEGER NOT NULL DEFAULT 0,
    turn_seconds REAL,                            -- the turn clock; NULL: none
    deadline_at REAL,                             -- lobby expiry, turn clock or abandonment
    created_at  REAL    NOT NULL,
    started_at  REAL,
    finished_at REAL,
    paused_at   REAL,                             -- every human is away: nothing moves
    ping_message_id INTEGER                       -- the last turn ping, deleted at the next
);
INSERT INTO game_tables_new (id, guild_id, channel_id, message_id, game, options, seed, host_id,
                             status, hints_used, turn_seconds, deadline_at, created_at,
                             started_at, finished_at)
SELECT id, guild_id, channel_id, message_id, game, options, seed, host_id, status, hints_used,
       turn_seconds, deadline_at, created_at, started_at, finished_at
FROM game_tables;
DROP TABLE game_tables;
ALTER TABLE game_tables_new RENAME TO game_tables;
CREATE INDEX game_tables_open ON game_tables (status) WHERE status IN ('lobby', 'playing');

-- One row per seat of a finished or abandoned table.
CREATE TABLE results_new (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id),
    position    INTEGER NOT NULL,
    guild_id    INTEGER,
    game        TEXT    NOT NULL,
    user_id     INTEGER,                          -- NULL for a computer player
    display     TEXT    NOT NULL DEFAULT '',      -- the seat's name when the table ended
    computer    INTEGER NOT NULL,                 -- 1: a computer seat from the start
    outcome     TEXT    NOT NULL DEFAULT 'finished'
                CHECK (outcome IN ('finished', 'forfeited', 'abandoned')),
    team        INTEGER,                          -- the partnership (Kare Kupa), else NULL
    placement   INTEGER,                          -- the engine's standings; forfeits last;
                                                  -- NULL when abandoned
    score       INTEGER NOT NULL,
    hints_used  INTEGER NOT NULL,
    computers_seated INTEGER NOT NULL,            -- any computer player at the table
    finished_at REAL    NOT NULL,
    PRIMARY KEY (table_id, position)
) WITHOUT ROWID;
INSERT INTO results_new (table_id, position, guild_id, game, user_id, computer, placement,
                         score, hints_used, computers_seated, finished_at)
SELECT table_id, position, guild_id, game, user_id, computer, placement, score, hints_used,
       computers_seated, finished_at
FROM results;
DROP TABLE results;
ALTER TABLE results_new RENAME TO results;
CREATE INDEX results_by_guild ON results (guild_id, game, finished_at);
CREATE INDEX results_by_user ON results (user_id, guild_id, game, finished_at);

-- A seat's computer flag now also marks a takeover; `forfeited` says it was a person's.
ALTER TABLE seats ADD COLUMN forfeited INTEGER NOT NULL DEFAULT 0;

ALTER TABLE preferences ADD COLUMN turn_pings INTEGER NOT NULL DEFAULT 1;
