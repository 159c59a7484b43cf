-- Issue 28, provably fair: each ticket's proof, and what a block
-- publishes (docs/blocks.md, Publication).

-- The ticket's place in its block's commitment, as block.Proof's
-- MarshalBinary writes it (34 bytes and 32 per sibling); NULL for the
-- tickets sold before this migration.
ALTER TABLE tickets ADD COLUMN proof BYTEA;

-- The game's parameter version and the digest of the lot table
-- ((*lots.Table).Digest) the block was filled from, written when it is
-- stored; NULL for the blocks stored before this migration (the
-- current ones are published for them). closed_at: unix milliseconds
-- when the block was closed (sold out, or by the operator); its secret
-- is published from then. closed_early: closed by the operator
-- (revela blocks close) before all its units were sold.
ALTER TABLE blocks ADD COLUMN version TEXT;
ALTER TABLE blocks ADD COLUMN table_digest BYTEA;
ALTER TABLE blocks ADD COLUMN closed_at BIGINT;
ALTER TABLE blocks ADD COLUMN closed_early BOOLEAN NOT NULL DEFAULT false;
UPDATE blocks SET closed_at = created_at WHERE state = 'closed';

-- The level of the block's Merkle tree over 256 leaves a node, 32 bytes
-- a node ((*block.Block).Level): a restart that finds the block whole
-- hashes only the levels above it for the proofs (KeepLevel), not the
-- whole tree; NULL for the blocks stored before this migration.
ALTER TABLE blocks ADD COLUMN tree_level BYTEA;
