package postgres

import (
	"context"
	"errors"
	"math"

	"github.com/jackc/pgx/v5"

	"revela/core/block"
	"revela/core/money"
	"revela/web/store"
)

// commitmentSQL selects store.CommitmentColumns and the units sold,
// counted on the index (block_id, position): the leases sell a block's
// positions in ranges, not in order.
const commitmentSQL = `SELECT ` + store.CommitmentColumns + `,
	(SELECT COUNT(*) FROM tickets WHERE block_id = blocks.id) FROM blocks `

// Commitment implements store.Store.
func (s *Store) Commitment(ctx context.Context, id int64) (store.Commitment, error) {
	c, err := store.ScanCommitment(s.pool.QueryRow(ctx, commitmentSQL+`WHERE id = $1`, id).Scan)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Commitment{}, store.ErrNotFound
	}
	return c, s.wrap(err)
}

// Commitments implements store.Store.
func (s *Store) Commitments(ctx context.Context, game string, stake money.Cents, before int64, limit int) ([]store.Commitment, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	rows, err := s.pool.Query(ctx, commitmentSQL+`WHERE game = $1 AND stake_cents = $2 AND id < $3 ORDER BY id DESC LIMIT $4`,
		game, int64(stake), before, limit)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	out, err := store.ReadCommitments(rows)
	return out, s.wrap(err)
}

// Units implements store.Store.
func (s *Store) Units(ctx context.Context, id int64) ([]byte, error) {
	units, err := store.ClosedUnits(s.pool.QueryRow(ctx, `SELECT state, units FROM blocks WHERE id = $1`, id).Scan, pgx.ErrNoRows)
	return units, s.wrap(err)
}

// Upper implements store.Store.
func (s *Store) Upper(ctx context.Context, id int64) (*block.Upper, error) {
	return s.uppers.Get(id, func() (size int, root, level []byte, err error) {
		err = s.pool.QueryRow(ctx, `SELECT size, root, tree_level FROM blocks WHERE id = $1`, id).Scan(&size, &root, &level)
		if errors.Is(err, pgx.ErrNoRows) {
			err = store.ErrNotFound
		}
		return size, root, level, s.wrap(err)
	}, func() (*block.Block, error) {
		bs, err := s.readBlocks(ctx, `WHERE id = $1`, id)
		if err != nil {
			return nil, err
		}
		if bs[id] == nil {
			return nil, store.ErrNotFound
		}
		return bs[id], nil
	})
}
