-- Issue 32, responsible gaming (docs/server.md, Limits): each player's
-- limits, the raises and removals waiting for their cooling-off, the
-- end of a self-exclusion and the counters that sales keep of the
-- current day, ISO week and month, all on the player's row, which every
-- sale writes: the check of a sale against the limits and the counters
-- it moves are in the sale's own write.

-- A limit: stake_* and loss_* in cents, session_minutes in minutes;
-- NULL: not set. next_X_at: when a raise or a removal of X takes
-- effect (NULL: none pending), to next_X (NULL: removed).

ALTER TABLE players ADD COLUMN stake_day BIGINT;
ALTER TABLE players ADD COLUMN next_stake_day BIGINT;
ALTER TABLE players ADD COLUMN next_stake_day_at BIGINT;
ALTER TABLE players ADD COLUMN stake_week BIGINT;
ALTER TABLE players ADD COLUMN next_stake_week BIGINT;
ALTER TABLE players ADD COLUMN next_stake_week_at BIGINT;
ALTER TABLE players ADD COLUMN stake_month BIGINT;
ALTER TABLE players ADD COLUMN next_stake_month BIGINT;
ALTER TABLE players ADD COLUMN next_stake_month_at BIGINT;
ALTER TABLE players ADD COLUMN loss_day BIGINT;
ALTER TABLE players ADD COLUMN next_loss_day BIGINT;
ALTER TABLE players ADD COLUMN next_loss_day_at BIGINT;
ALTER TABLE players ADD COLUMN loss_week BIGINT;
ALTER TABLE players ADD COLUMN next_loss_week BIGINT;
ALTER TABLE players ADD COLUMN next_loss_week_at BIGINT;
ALTER TABLE players ADD COLUMN loss_month BIGINT;
ALTER TABLE players ADD COLUMN next_loss_month BIGINT;
ALTER TABLE players ADD COLUMN next_loss_month_at BIGINT;
ALTER TABLE players ADD COLUMN session_minutes BIGINT;
ALTER TABLE players ADD COLUMN next_session_minutes BIGINT;
ALTER TABLE players ADD COLUMN next_session_minutes_at BIGINT;

-- The end of a self-exclusion (unix milliseconds; NULL: never excluded).
ALTER TABLE players ADD COLUMN excluded_until BIGINT;

-- X_start: the start (unix milliseconds) of the period whose stakes
-- (X_staked) and prizes (X_won, cents) the counter holds; the sales
-- before this migration are not counted.
ALTER TABLE players ADD COLUMN day_start BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN day_staked BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN day_won BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN week_start BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN week_staked BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN week_won BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN month_start BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN month_staked BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN month_won BIGINT NOT NULL DEFAULT 0;
