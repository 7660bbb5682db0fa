-- Seasons, ratings, their archives, leaderboard opt-outs and the 4-poker daily deal.

-- A server's seasons. Exactly one is current (ended_at NULL); the first is created on first
-- use, starting at 0 so it holds everything played before. ends_at: a timed season's planned
-- end, stored so the timer survives restarts.
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    number      INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    started_at  REAL    NOT NULL,
    ends_at     REAL,
    ended_at    REAL,
    channel_id  INTEGER,                          -- where its end is announced
    UNIQUE (guild_id, number)
);
CREATE UNIQUE INDEX seasons_current ON seasons (guild_id) WHERE ended_at IS NULL;
CREATE UNIQUE INDEX seasons_by_name ON seasons (guild_id, name COLLATE NOCASE);
CREATE INDEX seasons_due ON seasons (ends_at) WHERE ended_at IS NULL AND ends_at IS NOT NULL;

-- One row per member, game and season. Rated games: mu/sigma/ordinal (ordinal = mu - 3 sigma,
-- stored so the board is an index scan). Solitaires: best and total score, no mu.
CREATE TABLE ratings (
    season_id   INTEGER NOT NULL REFERENCES seasons (id),
    game        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER NOT NULL,
    display     TEXT    NOT NULL,                 -- the name at the member's latest table
    mu          REAL,
    sigma       REAL,
    ordinal     REAL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    best        INTEGER,
    total       INTEGER NOT NULL DEFAULT 0,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (season_id, game, user_id)
) WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings (season_id, game, ordinal DESC, games);
CREATE INDEX ratings_solo_board ON ratings (season_id, game, best DESC, total);

-- Tables already rated: rating a table twice (a retry, a recovery) changes nothing.
CREATE TABLE rated_tables (
    table_id    INTEGER PRIMARY KEY REFERENCES game_tables (id),
    season_id   INTEGER REFERENCES seasons (id)   -- NULL: the table rated nobody
);

-- A season's final standings, frozen when it ends (names and the minimum of games as then).
CREATE TABLE season_standings (
    season_id   INTEGER NOT NULL REFERENCES seasons (id),
    game        TEXT    NOT NULL,
    rank        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    display     TEXT    NOT NULL,
    ordinal     REAL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    best        INTEGER,
    average     REAL,
    PRIMARY KEY (season_id, game, rank, user_id)
) WITHOUT ROWID;

-- Members who chose not to appear on this server's boards (they still see their own line).
CREATE TABLE board_opt_outs (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

-- The 4-poker daily deal: one attempt per member per server per UTC day (the key says so).
CREATE TABLE daily_attempts (
    guild_id    INTEGER NOT NULL,
    day         TEXT    NOT NULL,                 -- YYYY-MM-DD, UTC
    user_id     INTEGER NOT NULL,
    table_id    INTEGER REFERENCES game_tables (id),
    display     TEXT    NOT NULL,
    score       INTEGER,                          -- NULL until the table finishes
    started_at  REAL    NOT NULL,
    PRIMARY KEY (guild_id, day, user_id)
) WITHOUT ROWID;
CREATE INDEX daily_by_table ON daily_attempts (table_id);
CREATE INDEX daily_board ON daily_attempts (guild_id, day, score DESC);

-- /history: a member's latest tables in a server, newest first, without a sort.
CREATE INDEX results_recent ON results (guild_id, user_id, finished_at);
-- /stats: a member's totals per game and latest results (streaks) from the index alone.
CREATE INDEX results_member ON results (guild_id, user_id, game, finished_at, outcome, placement,
                                        score);
