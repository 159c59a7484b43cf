-- Players, blocks, leases, tickets and the ledger of the PostgreSQL
-- store. Money is BIGINT cents; times are BIGINT unix milliseconds.

CREATE TABLE players (
    key           BIGSERIAL PRIMARY KEY,
    id            TEXT    NOT NULL UNIQUE,          -- public opaque id
    token_hash    BYTEA   NOT NULL UNIQUE,          -- SHA-256 of the session token
    balance       BIGINT  NOT NULL CHECK (balance >= 0),
    demo          BOOLEAN NOT NULL,
    created_at    BIGINT  NOT NULL,
    last_seen_at  BIGINT,                           -- NULL: never since created_at
    ended_at      BIGINT                            -- NULL: session live
);

-- A block of units of play for one (game, stake), stored before any of
-- its units is sold. state: 'ready' (built, committed, not yet on sale),
-- 'open' (on sale), 'closed' (every unit sold). leased: the positions
-- 0 to leased-1 have been leased to processes (table leases); the
-- leasing block of a series is its open block with leased < size, at
-- most one (index blocks_one_leasing). The row is written once per lease,
-- never by a sale.
CREATE TABLE blocks (
    id           BIGSERIAL PRIMARY KEY,
    game         TEXT    NOT NULL,
    stake_cents  BIGINT  NOT NULL,
    size         INTEGER NOT NULL,
    secret       BYTEA   NOT NULL,
    units        BYTEA   NOT NULL,
    root         BYTEA   NOT NULL,
    state        TEXT    NOT NULL CHECK (state IN ('ready', 'open', 'closed')),
    leased       INTEGER NOT NULL DEFAULT 0 CHECK (leased >= 0 AND leased <= size),
    created_at   BIGINT  NOT NULL
);
CREATE UNIQUE INDEX blocks_one_leasing ON blocks (game, stake_cents) WHERE state = 'open' AND leased < size;
CREATE INDEX blocks_series ON blocks (game, stake_cents, state, id);

-- A range [lo, hi) of a block leased to one process, which holds the
-- session advisory lock (namespace, id) while it sells from it. A lease
-- whose lock nobody holds belongs to a process that died: another one
-- adopts it and sells its unsold positions. A lease is deleted once all
-- its positions are sold.
CREATE TABLE leases (
    id          INTEGER PRIMARY KEY,               -- from leases_id_seq, locked before insert
    block_id    BIGINT  NOT NULL REFERENCES blocks (id),
    lo          INTEGER NOT NULL,
    hi          INTEGER NOT NULL,
    created_at  BIGINT  NOT NULL,
    CHECK (0 <= lo AND lo < hi)
);
CREATE SEQUENCE leases_id_seq AS INTEGER CYCLE;
CREATE INDEX leases_block ON leases (block_id);

CREATE TABLE tickets (
    id                   BIGSERIAL PRIMARY KEY,
    player_key           BIGINT  NOT NULL REFERENCES players (key),
    request_id           TEXT    NOT NULL,
    game                 TEXT    NOT NULL,
    stake_cents          BIGINT  NOT NULL,
    price_cents          BIGINT  NOT NULL,
    prize_cents          BIGINT  NOT NULL,
    super_jackpot_cents  BIGINT  NOT NULL,
    participations       INTEGER NOT NULL,
    block_id             BIGINT  NOT NULL REFERENCES blocks (id),
    position             INTEGER NOT NULL,
    script               BYTEA   NOT NULL,          -- the script's JSON, as composed
    seen                 BOOLEAN NOT NULL DEFAULT false,
    step                 INTEGER NOT NULL DEFAULT 0 CHECK (step BETWEEN 0 AND 1000),
    balance_after        BIGINT  NOT NULL,
    created_at           BIGINT  NOT NULL,
    UNIQUE (player_key, request_id),
    UNIQUE (block_id, position)                     -- a unit is sold once
);
CREATE INDEX tickets_history ON tickets (player_key, id);
CREATE INDEX tickets_unseen ON tickets (player_key, id) WHERE NOT seen;

-- Every movement of money: 'grant' (play money at creation), 'debit' (a
-- ticket's price, negative) and 'credit' (a ticket's prize, when not 0).
-- A player's balance is always the sum of their entries.
CREATE TABLE ledger (
    id          BIGSERIAL PRIMARY KEY,
    player_key  BIGINT NOT NULL REFERENCES players (key),
    ticket_id   BIGINT REFERENCES tickets (id),
    kind        TEXT   NOT NULL CHECK (kind IN ('grant', 'debit', 'credit')),
    amount      BIGINT NOT NULL,
    created_at  BIGINT NOT NULL
);
CREATE INDEX ledger_ticket ON ledger (ticket_id);
