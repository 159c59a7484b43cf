package load

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver, as the store's
)

// RawResult is the raw ceiling of SQLite measured by Raw: sales written
// in Elapsed, Batch sales per transaction.
type RawResult struct {
	Sales, Batch int
	Elapsed      time.Duration
}

// SalesPerSecond is the sales committed per second.
func (r RawResult) SalesPerSecond() float64 { return float64(r.Sales) / r.Elapsed.Seconds() }

func (r RawResult) String() string {
	return fmt.Sprintf("SQLite raw, %d per transaction: %d sales in %.2fs: %.0f sales/s",
		r.Batch, r.Sales, r.Elapsed.Seconds(), r.SalesPerSecond())
}

// RawTicket is the bytes of the ticket row Raw writes per sale, about a
// stored unit's (its script and proof).
const RawTicket = 1024

// Raw measures what SQLite itself can write, with no server: the store's
// driver and settings (WAL, synchronous FULL), per sale one balance
// update and one ticket row of RawTicket bytes, batch sales per
// transaction, one writer, for d (or until ctx ends). It works in a
// database of its own in dir, removed after: dir on the server's disk
// gives the ceiling the server's sales are measured against (issue 31).
func Raw(ctx context.Context, dir string, batch int, d time.Duration) (RawResult, error) {
	if batch < 1 {
		return RawResult{}, fmt.Errorf("load: raw batch %d: want at least 1", batch)
	}
	path := filepath.Join(dir, fmt.Sprintf("raw-%d.db", os.Getpid()))
	defer func() {
		for _, s := range []string{"", "-wal", "-shm"} {
			os.Remove(path + s)
		}
	}()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_txlock=immediate")
	if err != nil {
		return RawResult{}, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	const players = 64
	if _, err := db.ExecContext(ctx, `CREATE TABLE players (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL);
		CREATE TABLE tickets (id INTEGER PRIMARY KEY, player INTEGER NOT NULL REFERENCES players, stake INTEGER NOT NULL, body TEXT NOT NULL);
		WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 64)
		INSERT INTO players SELECT i, 1000000000 FROM n`); err != nil {
		return RawResult{}, err
	}
	body := strings.Repeat("x", RawTicket)
	res := RawResult{Batch: batch}
	start := time.Now()
	for time.Since(start) < d && ctx.Err() == nil {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return res, err
		}
		for i := 0; i < batch; i++ {
			p := (res.Sales+i)%players + 1
			if _, err = tx.Exec(`UPDATE players SET balance = balance - 100 WHERE id = ?`, p); err == nil {
				_, err = tx.Exec(`INSERT INTO tickets (player, stake, body) VALUES (?, 100, ?)`, p, body)
			}
			if err != nil {
				tx.Rollback()
				return res, err
			}
		}
		if err := tx.Commit(); err != nil {
			return res, err
		}
		res.Sales += batch
	}
	res.Elapsed = time.Since(start)
	return res, nil
}
