-- How strongly a computer seat plays (engine/levels.py), chosen when the host adds it. A
-- member's seat keeps 'normal': when the computer takes it over, it plays at normal.
ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT 'normal'
    CHECK (level IN ('gentle', 'normal', 'strong'));
