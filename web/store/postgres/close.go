package postgres

import (
	"context"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"

	"revela/core/money"
	"revela/web/store"
)

// CloseSeries closes the open blocks of game at stake in the schema of
// url before they are sold out (`revela blocks close`, issue 28): their
// secret and units are published from then, their leases are deleted,
// and the next sale of the series, on any process, opens the next block.
// It works while servers run: a sale's statement stores nothing from a
// block no longer open (saleSQL), and its process then drops that
// block's leases (closedEarly) and takes a unit of the next one. It
// returns once every sale whose statement began before the close has
// ended, so that the block's tickets no longer change; the block closed
// (the newest, when several were open), or store.ErrNotFound when the
// series has none open.
func CloseSeries(ctx context.Context, url string, game string, stake money.Cents) (int64, error) {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return 0, fmt.Errorf("postgres: %w", err)
	}
	defer conn.Close(context.Background())
	var ids []int64
	err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, seriesLock, game, int64(stake)); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `UPDATE blocks SET state = 'closed', closed_at = $3, closed_early = true
			WHERE game = $1 AND stake_cents = $2 AND state = 'open' RETURNING id`, game, int64(stake), nowMillis())
		if err != nil {
			return err
		}
		if ids, err = pgx.CollectRows(rows, pgx.RowTo[int64]); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `DELETE FROM leases WHERE block_id = ANY($1)`, ids)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("postgres: closing %s %s €: %w", game, stake, err)
	}
	if len(ids) == 0 {
		return 0, fmt.Errorf("%s %s €: no open block: %w", game, stake, store.ErrNotFound)
	}
	// SHARE conflicts with the ROW EXCLUSIVE lock that every transaction
	// inserting tickets holds until it ends: once granted, no sale begun
	// before the close is left.
	err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `LOCK TABLE tickets IN SHARE MODE`)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("postgres: waiting for the sales under way: %w", err)
	}
	return slices.Max(ids), nil
}

// closedEarly tells whether block id, from which a sale's statement
// stored nothing, is no longer open (CloseSeries); when it is not, this
// process drops its leases of it: none of their positions is sold again.
func (s *Store) closedEarly(ctx context.Context, ser *series, id int64) (bool, error) {
	var open bool
	if err := s.pool.QueryRow(ctx, `SELECT state = 'open' FROM blocks WHERE id = $1`, id).Scan(&open); err != nil || open {
		return false, err
	}
	ser.mu.Lock()
	var drop []int32
	ser.leases = slices.DeleteFunc(ser.leases, func(l *lease) bool {
		if l.block != id {
			return false
		}
		l.dropped = true
		drop = append(drop, l.id)
		return true
	})
	ser.mu.Unlock()
	for _, lid := range drop {
		s.unlock(lid)
	}
	if len(drop) > 0 {
		s.log.Info("store: a block closed by the operator: its leases dropped", "block", id, "leases", len(drop))
	}
	return true, nil
}

// ReadAudited reads block id of the schema of url for an audit: its
// commitment, its units once closed and its sold tickets' scripts;
// store.ErrNotFound for an unknown block.
func ReadAudited(ctx context.Context, url string, id int64) (store.Audited, error) {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return store.Audited{}, fmt.Errorf("postgres: %w", err)
	}
	defer conn.Close(context.Background())
	var a store.Audited
	if a.Commitment, err = store.ScanCommitment(conn.QueryRow(ctx, commitmentSQL+`WHERE id = $1`, id).Scan); err != nil {
		if err == pgx.ErrNoRows {
			err = store.ErrNotFound
		}
		return store.Audited{}, fmt.Errorf("block %d: %w", id, err)
	}
	if a.Commitment.Secret != nil {
		if err := conn.QueryRow(ctx, `SELECT units FROM blocks WHERE id = $1`, id).Scan(&a.Units); err != nil {
			return store.Audited{}, err
		}
	}
	rows, err := conn.Query(ctx, `SELECT position, script FROM tickets WHERE block_id = $1`, id)
	if err != nil {
		return store.Audited{}, err
	}
	defer rows.Close()
	a.Scripts, err = store.ReadScripts(rows)
	return a, err
}
