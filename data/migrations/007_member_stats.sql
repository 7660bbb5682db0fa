-- A member's lifetime statistics per server and game, kept current when a table is counted
-- (bot/store/ratings.py), so /stats reads a few rows instead of every result: what counts is
-- what bot/store/stats.py says (not abandoned, not hinted). Filled here from the tables
-- counted so far; a table not counted yet is counted at the next start-up, and then here.
CREATE TABLE member_stats (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,                 -- first place, played to the end
    best        INTEGER NOT NULL,                 -- the highest score
    total       INTEGER NOT NULL,                 -- every score added up (average: total/games)
    streak      INTEGER NOT NULL,                 -- wins (> 0) or non-wins (< 0) in a row, latest
    last_at     REAL    NOT NULL,                 -- when the latest counted table finished
    PRIMARY KEY (guild_id, user_id, game)
) WITHOUT ROWID;

-- The teammates a member met (partnership games), for "favourite partner".
CREATE TABLE member_partners (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    partner_id  INTEGER NOT NULL,
    display     TEXT    NOT NULL,                 -- the partner's name at their latest table
    tables      INTEGER NOT NULL,
    last_at     REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id, game, partner_id)
) WITHOUT ROWID;

WITH counted AS (
    SELECT r.guild_id, r.user_id, r.game, r.score, r.finished_at,
           (r.outcome = 'finished' AND r.placement = 1) AS won,
           ROW_NUMBER() OVER (PARTITION BY r.guild_id, r.user_id, r.game
                              ORDER BY r.finished_at DESC, r.table_id DESC) AS recent
    FROM results r JOIN rated_tables c ON c.table_id = r.table_id
    WHERE r.guild_id IS NOT NULL AND r.user_id IS NOT NULL
      AND r.outcome != 'abandoned' AND r.hints_used = 0
),
totals AS (
    SELECT guild_id, user_id, game, COUNT(*) AS games, SUM(won) AS wins, MAX(score) AS best,
           SUM(score) AS total, MAX(finished_at) AS last_at
    FROM counted GROUP BY guild_id, user_id, game
),
latest AS (SELECT guild_id, user_id, game, won FROM counted WHERE recent = 1),
runs AS (
    SELECT c.guild_id, c.user_id, c.game, MIN(c.recent) - 1 AS length
    FROM counted c JOIN latest l USING (guild_id, user_id, game)
    WHERE c.won != l.won
    GROUP BY c.guild_id, c.user_id, c.game
)
INSERT INTO member_stats (guild_id, user_id, game, games, wins, best, total, streak, last_at)
SELECT t.guild_id, t.user_id, t.game, t.games, t.wins, t.best, t.total,
       (CASE WHEN l.won THEN 1 ELSE -1 END) * COALESCE(r.length, t.games), t.last_at
FROM totals t JOIN latest l USING (guild_id, user_id, game)
LEFT JOIN runs r USING (guild_id, user_id, game);

INSERT INTO member_partners (guild_id, user_id, game, partner_id, display, tables, last_at)
SELECT me.guild_id, me.user_id, me.game, p.user_id, p.display, COUNT(*), MAX(p.finished_at)
FROM results me
JOIN rated_tables c ON c.table_id = me.table_id
JOIN results p ON p.table_id = me.table_id AND p.team = me.team AND p.position != me.position
WHERE me.guild_id IS NOT NULL AND me.user_id IS NOT NULL AND me.outcome != 'abandoned'
  AND me.hints_used = 0 AND p.user_id IS NOT NULL AND p.computer = 0
GROUP BY me.guild_id, me.user_id, me.game, p.user_id;
