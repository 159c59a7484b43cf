-- Issue 32, responsible gaming (docs/server.md, Limits): each player's
-- limits, the raises and removals waiting for their cooling-off, the
-- end of a self-exclusion and the counters that sales keep of the
-- current day, ISO week and month, all on the player's row, which every
-- sale writes: the check of a sale against the limits and the counters
-- it moves are in the sale's own write.

-- A limit: stake_* and loss_* in cents, session_minutes in minutes;
-- NULL: not set. next_X_at: when a raise or a removal of X takes
-- effect (NULL: none pending), to next_X (NULL: removed).

ALTER TABLE players ADD COLUMN stake_day INTEGER;
ALTER TABLE players ADD COLUMN next_stake_day INTEGER;
ALTER TABLE players ADD COLUMN next_stake_day_at INTEGER;
ALTER TABLE players ADD COLUMN stake_week INTEGER;
ALTER TABLE players ADD COLUMN next_stake_week INTEGER;
ALTER TABLE players ADD COLUMN next_stake_week_at INTEGER;
ALTER TABLE players ADD COLUMN stake_month INTEGER;
ALTER TABLE players ADD COLUMN next_stake_month INTEGER;
ALTER TABLE players ADD COLUMN next_stake_month_at INTEGER;
ALTER TABLE players ADD COLUMN loss_day INTEGER;
ALTER TABLE players ADD COLUMN next_loss_day INTEGER;
ALTER TABLE players ADD COLUMN next_loss_day_at INTEGER;
ALTER TABLE players ADD COLUMN loss_week INTEGER;
ALTER TABLE players ADD COLUMN next_loss_week INTEGER;
ALTER TABLE players ADD COLUMN next_loss_week_at INTEGER;
ALTER TABLE players ADD COLUMN loss_month INTEGER;
ALTER TABLE players ADD COLUMN next_loss_month INTEGER;
ALTER TABLE players ADD COLUMN next_loss_month_at INTEGER;
ALTER TABLE players ADD COLUMN session_minutes INTEGER;
ALTER TABLE players ADD COLUMN next_session_minutes INTEGER;
ALTER TABLE players ADD COLUMN next_session_minutes_at INTEGER;

-- The end of a self-exclusion (unix milliseconds; NULL: never excluded).
ALTER TABLE players ADD COLUMN excluded_until INTEGER;

-- X_start: the start (unix milliseconds) of the period whose stakes
-- (X_staked) and prizes (X_won, cents) the counter holds; the sales
-- before this migration are not counted.
ALTER TABLE players ADD COLUMN day_start INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN day_staked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN day_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN week_start INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN week_staked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN week_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN month_start INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN month_staked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN month_won INTEGER NOT NULL DEFAULT 0;
