-- The daily deal's secret: each day's seed is a keyed hash (HMAC-SHA256) of this secret with
-- the server and the day, so nobody can compute a deal from the server id, the date and the
-- code. One row, made once by the bot with Python's `secrets` on first use, never shown.
CREATE TABLE daily_secret (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    secret      BLOB    NOT NULL CHECK (length(secret) >= 32),
    created_at  REAL    NOT NULL
);
