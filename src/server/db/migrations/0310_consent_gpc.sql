-- The anonymous consent log records whether the browser sent Global Privacy Control with the choice.
-- Records logged before this column existed keep NULL (not known); new records carry true or false.
ALTER TABLE consent_log ADD COLUMN IF NOT EXISTS gpc boolean;
