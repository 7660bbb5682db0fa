-- Languages (as data/migrations/010_languages.sql): the one a member chose in /settings (NULL:
-- not chosen, their Discord client's locale or the server's default decides) and the default
-- a server's managers set.
ALTER TABLE preferences ADD COLUMN language TEXT;

CREATE TABLE guild_languages (
    guild_id    BIGINT  PRIMARY KEY,
    language    TEXT    NOT NULL
);
