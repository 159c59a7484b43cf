-- Players, blocks, tickets and the ledger. Money is INTEGER cents.

CREATE TABLE players (
    key         INTEGER PRIMARY KEY,
    id          TEXT    NOT NULL UNIQUE,          -- public opaque id
    token_hash  BLOB    NOT NULL UNIQUE,          -- SHA-256 of the session token
    balance     INTEGER NOT NULL CHECK (balance >= 0),
    demo        INTEGER NOT NULL,
    created_at  INTEGER NOT NULL                  -- unix milliseconds
);

-- A block of units of play for one (game, stake): its secret, its units
-- (one byte each, in sale order) and its Merkle root, stored before any
-- unit of it is sold. state: 'ready' (built, committed, not yet on sale),
-- 'open' (on sale; at most one per game and stake), 'closed' (used up).
-- The row is never written by a sale (rewriting it would rewrite the
-- 1.5 MB of units): the units sold are the block's tickets, whose
-- UNIQUE (block_id, position) sells each unit once; the next position is
-- the number of its tickets.
CREATE TABLE blocks (
    id            INTEGER PRIMARY KEY,
    game          TEXT    NOT NULL,
    stake_cents   INTEGER NOT NULL,
    size          INTEGER NOT NULL,
    secret        BLOB    NOT NULL,
    units         BLOB    NOT NULL,
    root          BLOB    NOT NULL,
    state         TEXT    NOT NULL CHECK (state IN ('ready', 'open', 'closed')),
    created_at    INTEGER NOT NULL
);
CREATE UNIQUE INDEX blocks_one_open ON blocks (game, stake_cents) WHERE state = 'open';
CREATE INDEX blocks_series ON blocks (game, stake_cents, state, id);

CREATE TABLE tickets (
    id                 INTEGER PRIMARY KEY,
    player_key         INTEGER NOT NULL REFERENCES players (key),
    request_id         TEXT    NOT NULL,
    game               TEXT    NOT NULL,
    stake_cents        INTEGER NOT NULL,
    price_cents        INTEGER NOT NULL,
    prize_cents        INTEGER NOT NULL,
    super_jackpot_cents INTEGER NOT NULL,
    participations     INTEGER NOT NULL,
    block_id           INTEGER NOT NULL REFERENCES blocks (id),
    position           INTEGER NOT NULL,
    script             BLOB    NOT NULL,          -- the script's JSON, as composed
    seen               INTEGER NOT NULL DEFAULT 0,
    balance_after      INTEGER NOT NULL,
    created_at         INTEGER NOT NULL,          -- unix milliseconds
    UNIQUE (player_key, request_id),
    UNIQUE (block_id, position)                   -- a unit is sold once
);
CREATE INDEX tickets_history ON tickets (player_key, id);

-- Every movement of money: 'grant' (play money at creation), 'debit' (a
-- ticket's price, negative) and 'credit' (a ticket's prize, when not 0).
-- A player's balance is always the sum of their entries.
CREATE TABLE ledger (
    id          INTEGER PRIMARY KEY,
    player_key  INTEGER NOT NULL REFERENCES players (key),
    ticket_id   INTEGER REFERENCES tickets (id),
    kind        TEXT    NOT NULL CHECK (kind IN ('grant', 'debit', 'credit')),
    amount      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
);
