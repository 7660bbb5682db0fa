-- What each table's public message last showed, so a restart edits only the messages that are
-- behind: the step (how many actions of the log it showed) and a digest of what else the
-- message shows (status, seats, pause, clock). NULL: never recorded (edit it).
ALTER TABLE game_tables ADD COLUMN shown_step INTEGER;
ALTER TABLE game_tables ADD COLUMN shown_digest TEXT;
