package load

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
	_ "modernc.org/sqlite"             // the "sqlite" database/sql driver, as the store's

	"revela/web/store/sqlite"
)

// RawResult is a raw ceiling measured by Raw, RawPG or RawSales: sales
// written in Elapsed by Writers writers, Batch sales per transaction.
type RawResult struct {
	Base                  string // "SQLite", "PostgreSQL" or "SQLite (the sale's own rows)"
	Sales, Batch, Writers int
	Elapsed               time.Duration
}

// SalesPerSecond is the sales committed per second.
func (r RawResult) SalesPerSecond() float64 { return float64(r.Sales) / r.Elapsed.Seconds() }

func (r RawResult) String() string {
	return fmt.Sprintf("%s raw, %d writer(s), %d per transaction: %d sales in %.2fs: %.0f sales/s",
		r.Base, r.Writers, r.Batch, r.Sales, r.Elapsed.Seconds(), r.SalesPerSecond())
}

// RawTicket is the bytes of the ticket row written per sale, about a
// stored unit's (its script and proof).
const RawTicket = 1024

// rawPlayers is the players' rows each writer spreads its sales over.
const rawPlayers = 64

// Raw measures what SQLite itself can write, with no server: the store's
// driver and settings (WAL, synchronous FULL), per sale one balance
// update and one ticket row of RawTicket bytes, batch sales per
// transaction, one writer (SQLite has one), for d (or until ctx ends).
// It works in a database of its own in dir, removed after: dir on the
// server's disk gives the ceiling the server's sales are measured
// against (issue 31).
func Raw(ctx context.Context, dir string, batch int, d time.Duration) (RawResult, error) {
	path := filepath.Join(dir, fmt.Sprintf("raw-%d.db", os.Getpid()))
	defer func() {
		for _, s := range []string{"", "-wal", "-shm"} {
			os.Remove(path + s)
		}
	}()
	return raw(ctx, "sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_txlock=immediate",
		"SQLite", batch, 1, d)
}

// RawPG is Raw on PostgreSQL at url (its search_path's schema), as
// pgbench would insert the same rows: writers concurrent writers, each on
// its own players' rows and its own connection. Its tables (raw_players_PID,
// raw_tickets_PID: several processes may measure at once) are dropped after.
func RawPG(ctx context.Context, url string, batch, writers int, d time.Duration) (RawResult, error) {
	return raw(ctx, "pgx", url, "PostgreSQL", batch, writers, d)
}

func raw(ctx context.Context, driver, dsn, base string, batch, writers int, d time.Duration) (RawResult, error) {
	if batch < 1 || writers < 1 {
		return RawResult{}, fmt.Errorf("load: raw batch %d, writers %d: want at least 1 of each", batch, writers)
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		return RawResult{}, err
	}
	defer db.Close()
	db.SetMaxOpenConns(writers)
	q := strings.NewReplacer("raw_players", fmt.Sprint("raw_players_", os.Getpid()), "raw_tickets", fmt.Sprint("raw_tickets_", os.Getpid())).Replace
	drop := q(`DROP TABLE IF EXISTS raw_tickets; DROP TABLE IF EXISTS raw_players`)
	if _, err := db.ExecContext(ctx, drop+q(`;
		CREATE TABLE raw_players (id INTEGER PRIMARY KEY, balance BIGINT NOT NULL);
		CREATE TABLE raw_tickets (id INTEGER PRIMARY KEY, player INTEGER NOT NULL REFERENCES raw_players, stake BIGINT NOT NULL, body TEXT NOT NULL)`)); err != nil {
		return RawResult{}, err
	}
	defer db.ExecContext(context.Background(), drop)
	for p := 1; p <= writers*rawPlayers; p++ {
		if _, err := db.ExecContext(ctx, q(`INSERT INTO raw_players VALUES ($1, 1000000000)`), p); err != nil {
			return RawResult{}, err
		}
	}
	body := strings.Repeat("x", RawTicket)
	res := RawResult{Base: base, Batch: batch, Writers: writers}
	var (
		mu    sync.Mutex
		first error
		wg    sync.WaitGroup
	)
	start := time.Now()
	for w := range writers {
		wg.Go(func() {
			sold, err := rawWriter(ctx, db, q, w, batch, body, start.Add(d))
			mu.Lock()
			defer mu.Unlock()
			res.Sales += sold
			if first == nil {
				first = err
			}
		})
	}
	wg.Wait()
	res.Elapsed = time.Since(start)
	return res, first
}

// rawWriter sells in batches until the deadline, over the players of
// writer w (q names the tables), ticket ids of its own (w, w + writers, …: unique across
// writers without a sequence).
func rawWriter(ctx context.Context, db *sql.DB, q func(string) string, w, batch int, body string, deadline time.Time) (int, error) {
	update, insert := q(`UPDATE raw_players SET balance = balance - 100 WHERE id = $1`), q(`INSERT INTO raw_tickets VALUES ($1, $2, 100, $3)`)
	sold := 0
	for time.Now().Before(deadline) && ctx.Err() == nil {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return sold, err
		}
		for i := range batch {
			n := sold + i
			p := w*rawPlayers + n%rawPlayers + 1
			if _, err = tx.Exec(update, p); err == nil {
				_, err = tx.Exec(insert, n<<8|w, p, body)
			}
			if err != nil {
				tx.Rollback()
				return sold, err
			}
		}
		if err := tx.Commit(); err != nil {
			return sold, err
		}
		sold += batch
	}
	return sold, nil
}

// RawSales measures what SQLite alone writes of the sale's own rows
// (sqlite.RawSales: the store's schema and statements, no HTTP, no
// composing), batch sales a transaction in dir for d: the ceiling the
// server's rows leave below Raw's.
func RawSales(ctx context.Context, dir string, batch int, d time.Duration) (RawResult, error) {
	n, took, err := sqlite.RawSales(ctx, dir, batch, d)
	return RawResult{Base: "SQLite (the sale's own rows)", Sales: n, Batch: batch, Writers: 1, Elapsed: took}, err
}
