package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// The rows RawSales writes a sale, about a Crossingo unit at 1 € as the
// server stores it (measured over 83,799 sales: a script of 983 bytes on
// average, a proof of 290, a request id of 23 characters, a prize in 30 %
// of the sales), over rawPlayers players.
const (
	rawScript     = 1000
	rawProof      = 290
	rawPrizeEvery = 3 // one sale in 3 with a prize: a credit in the ledger too
	rawPlayers    = 64
)

// RawSales measures what SQLite alone writes of the sale's own rows, with
// no HTTP, no composing and no check: the store opened on a file of its
// own in a new folder in dir (its schema, settings, checkpointer and
// prepared statements), then for d (or until ctx ends) batch sales a
// transaction, each in the writer's savepoint: the ticket's INSERT (its
// trigger debits the player and writes the ledger) and the limits'
// counters' UPDATE, over 64 players (one batch at least). It returns the
// sales committed and the time taken, and removes the folder. Beside
// load.Raw's ceiling, it says how much of SQLite the sale's rows leave to
// the server (issue 31).
func RawSales(ctx context.Context, dir string, batch int, d time.Duration) (sales int, took time.Duration, err error) {
	if batch < 1 {
		return 0, 0, fmt.Errorf("sqlite: raw sales in batches of %d: want at least 1", batch)
	}
	tmp, err := os.MkdirTemp(dir, "raw-sales-")
	if err != nil {
		return 0, 0, err
	}
	defer os.RemoveAll(tmp)
	s, err := Open(ctx, filepath.Join(tmp, "raw.db"), Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return 0, 0, err
	}
	defer s.Close()
	return s.rawSales(ctx, batch, d)
}

// rawSales is RawSales in s: one batch at least, then more until d has
// passed.
func (s *Store) rawSales(ctx context.Context, batch int, d time.Duration) (sales int, took time.Duration, err error) {
	var block int64
	if err := s.w.QueryRowContext(ctx, `INSERT INTO blocks (game, stake_cents, size, secret, units, root, state, created_at)
		VALUES ('raw', 100, 0, x'00', x'00', x'00', 'open', 0) RETURNING id`).Scan(&block); err != nil {
		return 0, 0, err
	}
	balance, won := make([]int64, rawPlayers), make([]int64, rawPlayers)
	for p := range balance {
		balance[p] = 1 << 40
		if _, err := s.w.ExecContext(ctx, `INSERT INTO players (key, id, token_hash, balance, demo, created_at) VALUES (?, ?, ?, ?, 1, 0)`,
			p+1, fmt.Sprint("raw-", p), fmt.Appendf(nil, "raw-%d", p), balance[p]); err != nil {
			return 0, 0, err
		}
	}
	script, proof := []byte(strings.Repeat("s", rawScript)), []byte(strings.Repeat("p", rawProof))
	start := time.Now()
	for sales == 0 || time.Since(start) < d && ctx.Err() == nil {
		tx, err := s.w.BeginTx(ctx, nil)
		if err != nil {
			return sales, time.Since(start), err
		}
		st := func(q *sql.Stmt) *sql.Stmt { return tx.StmtContext(ctx, q) }
		insert, counters, savepoint, release := st(s.stmts.insertTicket), st(s.stmts.counters), st(s.stmts.savepoint), st(s.stmts.release)
		for i := range batch {
			n := sales + i
			p, prize := n%rawPlayers, int64(0)
			if n%rawPrizeEvery == 0 {
				prize = 200
			}
			balance[p] += prize - 100
			won[p] += prize
			ms := time.Now().UnixMilli()
			_, err = savepoint.ExecContext(ctx) // as the writer wraps each write
			if err == nil {
				_, err = insert.ExecContext(ctx, p+1, fmt.Sprintf("raw-%019d", n), "raw", 100, 100, prize, 3, 1,
					block, n, script, balance[p], ms, proof)
			}
			if err == nil {
				staked := int64(100 * (n/rawPlayers + 1)) // the player's sales so far
				_, err = counters.ExecContext(ctx, ms, staked, won[p], ms, staked, won[p], ms, staked, won[p], p+1)
			}
			if err == nil {
				_, err = release.ExecContext(ctx)
			}
			if err != nil {
				tx.Rollback()
				return sales, time.Since(start), err
			}
		}
		if err := tx.Commit(); err != nil {
			return sales, time.Since(start), err
		}
		s.wake()
		sales += batch
	}
	return sales, time.Since(start), nil
}
