-- A session renews its token while it is used (docs/server.md,
-- Sessions): once the token is half its largest age old, the next request
-- gets a new token for the same player, and the one it replaces stays
-- valid until its own age ends, so that requests in flight and an answer
-- lost on its way are not refused.

-- session_at: when token_hash was issued (unix milliseconds; NULL: at
-- created_at); prev_token_hash: the token it replaced (NULL: none), issued
-- at prev_at; token_fresh: 1 from a renewal until the new token's first
-- use (TouchSession through it), while the token replaced may still renew
-- in its place (its answer lost), 0 otherwise.
ALTER TABLE players ADD COLUMN session_at INTEGER;
ALTER TABLE players ADD COLUMN prev_token_hash BLOB;
ALTER TABLE players ADD COLUMN prev_at INTEGER;
ALTER TABLE players ADD COLUMN token_fresh INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX players_prev_token ON players (prev_token_hash) WHERE prev_token_hash IS NOT NULL;
