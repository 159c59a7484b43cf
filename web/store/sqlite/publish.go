package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"math"

	"revela/core/block"
	"revela/core/money"
	"revela/web/store"
)

// commitmentSQL selects store.CommitmentColumns and the units sold: one
// past the highest position sold, since they are exactly 0 to n-1
// (Check), read from the index (block_id, position).
const commitmentSQL = `SELECT ` + store.CommitmentColumns + `,
	(SELECT COALESCE(MAX(position) + 1, 0) FROM tickets WHERE block_id = blocks.id) FROM blocks `

// Commitment implements store.Store.
func (s *Store) Commitment(ctx context.Context, id int64) (store.Commitment, error) {
	c, err := store.ScanCommitment(s.r.QueryRowContext(ctx, commitmentSQL+`WHERE id = ?`, id).Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return store.Commitment{}, store.ErrNotFound
	}
	return c, err
}

// Commitments implements store.Store.
func (s *Store) Commitments(ctx context.Context, game string, stake money.Cents, before int64, limit int) ([]store.Commitment, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	rows, err := s.r.QueryContext(ctx, commitmentSQL+`WHERE game = ? AND stake_cents = ? AND id < ? ORDER BY id DESC LIMIT ?`,
		game, int64(stake), before, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return store.ReadCommitments(rows)
}

// Units implements store.Store.
func (s *Store) Units(ctx context.Context, id int64) ([]byte, error) {
	return store.ClosedUnits(s.r.QueryRowContext(ctx, `SELECT state, units FROM blocks WHERE id = ?`, id).Scan, sql.ErrNoRows)
}

// Upper implements store.Store.
func (s *Store) Upper(ctx context.Context, id int64) (*block.Upper, error) {
	return s.uppers.Get(id, func() (size int, root, level []byte, err error) {
		err = s.r.QueryRowContext(ctx, `SELECT size, root, tree_level FROM blocks WHERE id = ?`, id).Scan(&size, &root, &level)
		if errors.Is(err, sql.ErrNoRows) {
			err = store.ErrNotFound
		}
		return size, root, level, err
	}, func() (*block.Block, error) {
		bs, err := s.readBlocks(ctx, `WHERE id = ?`, id)
		if err != nil {
			return nil, err
		}
		if bs[id] == nil {
			return nil, store.ErrNotFound
		}
		return bs[id], nil
	})
}
