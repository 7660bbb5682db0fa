-- Folkdeck's first schema: tables, seats, the append-only action log, results, preferences.

CREATE TABLE game_tables (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',   -- JSON object
    seed        INTEGER NOT NULL,
    host_id     INTEGER NOT NULL,
    status      TEXT    NOT NULL
                CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled', 'expired')),
    hints_used  INTEGER NOT NULL DEFAULT 0,
    turn_seconds REAL,                            -- the turn clock; NULL: none
    deadline_at REAL,                             -- lobby expiry or turn clock, Unix seconds
    created_at  REAL    NOT NULL,
    started_at  REAL,
    finished_at REAL
);

CREATE INDEX game_tables_open ON game_tables (status) WHERE status IN ('lobby', 'playing');

CREATE TABLE seats (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id),
    position    INTEGER NOT NULL,
    user_id     INTEGER,                          -- NULL for a computer player
    name        TEXT    NOT NULL,                 -- the engine's player name
    display     TEXT    NOT NULL,
    computer    INTEGER NOT NULL DEFAULT 0,       -- 1: played by the computer (from the start or taken over)
    auto_moves  INTEGER NOT NULL DEFAULT 0,       -- automatic moves in a row for an absent player
    PRIMARY KEY (table_id, position)
) WITHOUT ROWID;

CREATE TABLE actions (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id),
    seq         INTEGER NOT NULL,
    action      TEXT    NOT NULL,                 -- the action as JSON (RULES.md record form)
    automatic   INTEGER NOT NULL DEFAULT 0,       -- 1: chosen by the computer for an absent player
    created_at  REAL    NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;

-- One row per seat of a finished game: enough for ratings, seasons and statistics later.
CREATE TABLE results (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id),
    position    INTEGER NOT NULL,
    guild_id    INTEGER,
    game        TEXT    NOT NULL,
    user_id     INTEGER,
    computer    INTEGER NOT NULL,
    placement   INTEGER NOT NULL,                 -- 1 for the winners, then by score
    score       INTEGER NOT NULL,
    hints_used  INTEGER NOT NULL,
    computers_seated INTEGER NOT NULL,            -- any computer player at the table
    finished_at REAL    NOT NULL,
    PRIMARY KEY (table_id, position)
) WITHOUT ROWID;

CREATE INDEX results_by_guild ON results (guild_id, game, finished_at);

CREATE TABLE preferences (
    user_id     INTEGER PRIMARY KEY,
    hand_by_dm  INTEGER NOT NULL DEFAULT 0
);
