-- block_checks records, for each block found whole (its units and
-- secret give its root: built by a process, or checked in full), the
-- SHA-256 of its row's secret, units and root then (store.RowDigest). A
-- later read whose row gives the same digest need not hash the Merkle
-- tree again (the row is unchanged, only its counts are checked against
-- the lot table); any other row is checked in full. Written by its own
-- statement, never by a sale.
CREATE TABLE block_checks (
    block_id    BIGINT PRIMARY KEY REFERENCES blocks (id),
    digest      BYTEA  NOT NULL,
    checked_at  BIGINT NOT NULL
);
