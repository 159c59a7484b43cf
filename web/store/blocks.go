package store

import (
	"bytes"
	"crypto/sha256"
	"fmt"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
)

// Rows are the rows of a query, as database/sql and pgx both give them:
// what the checks both stores share read.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// Restore decodes block id from its stored columns and checks it: its
// game and stake are t's, its secret is 32 bytes, its units are those of
// t's lot table, and its units and secret give its stored commitment
// root.
func Restore(t *lots.Table, id int64, game string, stake money.Cents, secret, units, root []byte) (*block.Block, error) {
	if game != t.Game || stake != t.Stake || len(secret) != 32 {
		return nil, fmt.Errorf("block %d is damaged or not of the %s %s € table", id, t.Game, t.Stake)
	}
	b, err := block.Restore(t, [32]byte(secret), units)
	if err != nil {
		return nil, fmt.Errorf("block %d does not match the %s %s € table: %w", id, t.Game, t.Stake, err)
	}
	if !bytes.Equal(b.Root[:], root) {
		return nil, fmt.Errorf("block %d: its units and secret do not give its stored commitment root", id)
	}
	return b, nil
}

// RowDigest is the digest of a block's row recorded when the block was
// found whole (block_checks): SHA-256 of its secret, units and root, in
// this order.
func RowDigest(secret, units, root []byte) [32]byte {
	h := sha256.New()
	h.Write(secret)
	h.Write(units)
	h.Write(root)
	return [32]byte(h.Sum(nil))
}

// RestoreKnown is Restore for a row whose digest, recorded when it was
// last found whole, is digest (nil: none). When the row still gives that
// digest it is unchanged, so its root still holds: only its units are
// counted against t, without hashing the Merkle tree again (a restart
// with every series open stays fast); any other row is restored in full.
// known tells which: a row restored in full should have its digest
// recorded.
//
// level is the row's tree level (block.Block.Level; nil: none): kept for
// the proofs when it gives the root, else the tree is hashed in the
// background (Keep).
func RestoreKnown(t *lots.Table, id int64, game string, stake money.Cents, secret, units, root, digest, level []byte) (b *block.Block, known bool, err error) {
	sum := RowDigest(secret, units, root)
	if digest == nil || !bytes.Equal(digest, sum[:]) {
		b, err := Restore(t, id, game, stake, secret, units, root)
		return b, false, err
	}
	if game != t.Game || stake != t.Stake || len(secret) != 32 || len(root) != 32 {
		return nil, false, fmt.Errorf("block %d is damaged or not of the %s %s € table", id, t.Game, t.Stake)
	}
	b = &block.Block{Table: t, Secret: [32]byte(secret), Units: make([]block.Unit, len(units)), Root: [32]byte(root)}
	for i, u := range units {
		b.Units[i] = block.Unit(u)
	}
	if err := b.Check(); err != nil {
		return nil, false, fmt.Errorf("block %d does not match the %s %s € table: %w", id, t.Game, t.Stake, err)
	}
	Keep(b, level)
	return b, true, nil
}

// ReadBlocks reads rows of (id, game, stake_cents, secret, units, root)
// into every block by id, each restored (Restore) with the lot table that
// tables finds for its game and stake.
func ReadBlocks(rows Rows, tables func(game string, stake money.Cents) (*lots.Table, error)) (map[int64]*block.Block, error) {
	out := map[int64]*block.Block{}
	for rows.Next() {
		var (
			id, stake           int64
			game                string
			secret, units, root []byte
		)
		if err := rows.Scan(&id, &game, &stake, &secret, &units, &root); err != nil {
			return nil, err
		}
		t, err := tables(game, money.Cents(stake))
		if err != nil {
			return nil, fmt.Errorf("block %d: %w", id, err)
		}
		if out[id], err = Restore(t, id, game, money.Cents(stake), secret, units, root); err != nil {
			return nil, err
		}
	}
	return out, rows.Err()
}

// CheckPrizes reads rows of (id, position, prize_cents), tickets of block
// id, and fails on the first outside the block or whose prize is not its
// unit's.
func CheckPrizes(rows Rows, id int64, b *block.Block) error {
	for rows.Next() {
		var tid, prize int64
		var pos int
		if err := rows.Scan(&tid, &pos, &prize); err != nil {
			return err
		}
		if pos < 0 || pos >= len(b.Units) {
			return fmt.Errorf("ticket %d: position %d outside block %d", tid, pos, id)
		}
		if b.Prize(pos) != money.Cents(prize) {
			return fmt.Errorf("ticket %d: prize %s €, its unit (block %d position %d) pays %s €", tid, money.Cents(prize), id, pos, b.Prize(pos))
		}
	}
	return rows.Err()
}

// Keep sets the tree of a block found whole for its proofs from its
// stored level; without one, or with one that does not give its root,
// the tree is hashed in the background.
func Keep(b *block.Block, level []byte) {
	if level == nil || b.KeepLevel(level) != nil {
		go b.Warm()
	}
}
