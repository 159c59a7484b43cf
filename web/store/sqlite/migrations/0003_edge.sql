-- Sessions that end, the furthest step of each ticket, the unseen
-- tickets, and the record of each block found whole at load.

-- last_seen_at: unix milliseconds of the session's last use, written at
-- most once per touch period (NULL: never since created_at); ended_at:
-- when the session was ended by POST /api/v1/logout (NULL: live). A
-- player whose session is ended is reached by no token any more.
ALTER TABLE players ADD COLUMN last_seen_at INTEGER;
ALTER TABLE players ADD COLUMN ended_at INTEGER;

-- The highest step of its animation the player's client reached, 0 to
-- 1000; it only grows.
ALTER TABLE tickets ADD COLUMN step INTEGER NOT NULL DEFAULT 0 CHECK (step BETWEEN 0 AND 1000);

-- The tickets not yet seen, for GET /api/v1/tickets/unseen.
CREATE INDEX tickets_unseen ON tickets (player_key, id) WHERE seen = 0;

-- A block whose units and secret were found to give its stored root at
-- load: digest is SHA-256(secret || units || root) of the row as it was
-- then. A later load whose row gives the same digest need not hash the
-- Merkle tree again (the row is unchanged); any other row is checked in
-- full. Written by its own statement, never by a sale.
CREATE TABLE block_checks (
    block_id    INTEGER PRIMARY KEY REFERENCES blocks (id),
    digest      BLOB    NOT NULL,
    checked_at  INTEGER NOT NULL
);
