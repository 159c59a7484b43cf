// Package sqlite is the embedded store: one SQLite file in WAL mode,
// driven by modernc.org/sqlite (pure Go).
//
// Writes go through one connection owned by one writer goroutine, which
// commits them in groups: every pending write (sales, new players, seen
// marks) joins one transaction, each inside its own savepoint so that a
// failing one is rolled back alone and the others commit. A caller is
// answered only after the COMMIT has returned, with synchronous=FULL: an
// answered sale is on disk. Reads use a separate pool of read-only
// connections, which WAL lets run beside the writer.
//
// The writer goroutine alone owns the open blocks, decoded in memory, and
// their next positions: a sale never reads a block's units from disk. So
// one process alone may write a database file: Open takes an exclusive
// lock on FILE.lock beside it, held until Close, and a second Open of the
// same file fails with ErrInUse.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// ErrInUse is wrapped by the error of an Open whose database file is
// already open in another Store: another revela process, or this one.
var ErrInUse = errors.New("database is in use by another revela process")

// inUseError is the error of an Open refused by the lock.
type inUseError struct{ db, lock string }

func (e *inUseError) Error() string {
	return fmt.Sprintf("database %s is in use by another revela process (it holds the lock %s)", e.db, e.lock)
}

func (e *inUseError) Unwrap() error { return ErrInUse }

// Options tune a Store. The zero value is the production setup.
type Options struct {
	// Tables finds the lot table of a game and stake; lots.Find when nil.
	// Tests pass small tables so that blocks are used up quickly.
	Tables func(game string, stake money.Cents) (*lots.Table, error)
	// Compose composes a unit's script; store.Compose when nil.
	Compose func(b *block.Block, pos int) ([]byte, error)
	// Build builds a new block; block.Build (crypto/rand) when nil.
	Build func(t *lots.Table) (*block.Block, error)
	// Prepare lists the tables whose blocks are made ready at Open (the
	// open block decoded, the next one built), so that no sale waits for
	// it. Other tables are opened by their first sale.
	Prepare []*lots.Table
	// Ahead is how many units of an open block are composed (script
	// and proof) ahead of its sales, outside the writer; 256 when 0,
	// none when negative. Compose must then give the same script for a
	// unit whenever it is called: a test's composer whose answer changes
	// over time passes -1.
	Ahead int
	// WALPages bounds the WAL, in pages (4 KiB), as the writer lets it
	// grow: past it, the writer's own commit checkpoints what the
	// checkpointer (checkpoint.go) has not yet copied, so that the WAL
	// starts over; 1000 (4 MiB, SQLite's default) when 0.
	WALPages int
	// MaxBatch bounds the writes committed together; 256 when 0.
	MaxBatch int
	// Synchronous is SQLite's synchronous setting: "FULL" when empty.
	Synchronous string
	// Logger receives the store's events; slog.Default() when nil.
	Logger *slog.Logger
}

// Store is the SQLite store. It implements store.Store.
type Store struct {
	opt Options
	log *slog.Logger
	w   *sql.DB // one connection, used by the writer goroutine only
	r   *sql.DB // read-only pool
	// lock holds the exclusive lock on the database's lock file
	// (lockFile), nil where the platform has none.
	lock *os.File

	mu     sync.RWMutex // guards closed against sends on ops
	closed bool
	ops    chan *op
	done   chan struct{} // closed when the writer goroutine has ended
	// bg counts the goroutines that make a series' next block ready;
	// Close waits for them, after cancelling stop (their reads), so that
	// no connection to the file is left open once Close returns.
	bg   sync.WaitGroup
	stop context.Context
	halt context.CancelFunc

	groups, writes, checkpoints atomic.Int64 // Stats

	// committed wakes the checkpointer after a commit (checkpoint.go);
	// ckpt is its connection.
	committed chan struct{}
	ckpt      *sql.DB

	// Owned by the writer goroutine.
	series   map[seriesKey]*series
	uppers   store.Uppers    // blocks' upper tree levels, for the stored proofs
	version  int64           // PRAGMA data_version when series was last checked (outside)
	balances map[int64]int64 // player key -> balance, as last written or read by the writer
	// standings: player key -> their limits, exclusion and counters, as
	// last written or read by the writer (the only one that writes them)
	standings map[int64]store.Standing
	// sessions: token hash -> a session not ended, as last read by the
	// writer (the sale's check of its session, live)
	sessions map[[32]byte]session
	stmts    stmts
	// fault, nil in production, fails a step of the group commit
	// ("begin", "savepoint", "rollback to", "release", "commit") with
	// its error: the tests' way into the failure paths (export_test.go).
	fault func(step string) error
}

var _ store.Store = (*Store)(nil)

// Open opens (creating it when needed) the database file at path, applies
// the migrations that it lacks and starts the writer. It first takes an
// exclusive lock on the file path+".lock" (created beside the database
// and left there), without waiting: when another Store holds it, in this
// process or another, Open fails at once with an error wrapping ErrInUse,
// before touching the database.
func Open(ctx context.Context, path string, opt Options) (s *Store, err error) {
	store.Defaults(&opt.Tables, &opt.Compose, &opt.Build, &opt.Logger)
	if opt.Ahead == 0 {
		opt.Ahead = defaultAhead
	}
	opt.Ahead = max(opt.Ahead, 0) // 0 from here: none
	if opt.WALPages <= 0 {
		opt.WALPages = 1000
	}
	if opt.MaxBatch <= 0 {
		opt.MaxBatch = 256
	}
	switch opt.Synchronous = strings.ToUpper(opt.Synchronous); opt.Synchronous {
	case "":
		opt.Synchronous = "FULL"
	case "FULL", "NORMAL", "EXTRA":
	default:
		return nil, fmt.Errorf("synchronous %q: want FULL, NORMAL or EXTRA", opt.Synchronous)
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
	}
	// The lock goes beside the file the path names, so that a symbolic
	// link to the database shares its lock.
	real := path
	if p, err := filepath.EvalSymlinks(path); err == nil {
		real = p
	}
	lock, err := lockFile(real+".lock", path)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil && lock != nil {
			lock.Close()
		}
	}()
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
	syncPragma := "&_pragma=synchronous(" + opt.Synchronous + ")"
	// The checkpointer copies the WAL beside the writer; the writer
	// checkpoints only past WALPages (checkpoint.go).
	w, err := sql.Open("sqlite", fmt.Sprintf("%s&_pragma=journal_mode(WAL)%s&_pragma=wal_autocheckpoint(%d)&_txlock=immediate",
		dsn, syncPragma, opt.WALPages))
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	w.SetConnMaxIdleTime(0)
	s = &Store{opt: opt, log: opt.Logger, w: w, lock: lock, series: map[seriesKey]*series{}, balances: map[int64]int64{},
		standings: map[int64]store.Standing{}, sessions: map[[32]byte]session{}}
	if err := s.migrate(ctx); err != nil {
		w.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s.r, err = sql.Open("sqlite", dsn+"&_pragma=query_only(1)")
	if err != nil {
		w.Close()
		return nil, err
	}
	s.r.SetMaxOpenConns(4)
	s.r.SetMaxIdleConns(4)
	// The writer's connection's count of other connections' commits:
	// outside compares it before each sale.
	if err := w.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&s.version); err != nil {
		s.r.Close()
		w.Close()
		return nil, err
	}
	if err := s.stmts.prepare(ctx, w); err != nil {
		s.r.Close()
		w.Close()
		return nil, err
	}
	s.ops = make(chan *op, 4*opt.MaxBatch)
	s.done = make(chan struct{})
	s.stop, s.halt = context.WithCancel(context.Background())
	s.committed = make(chan struct{}, 1)
	if err := s.startCheckpointer(ctx, dsn+syncPragma); err != nil {
		s.halt()
		s.stmts.close()
		s.r.Close()
		w.Close()
		return nil, err
	}
	go s.writer()
	for _, t := range opt.Prepare {
		if err := s.prepareSeries(ctx, t); err != nil {
			s.Close() // releases the lock
			lock = nil
			return nil, err
		}
	}
	return s, nil
}

// migrate applies, in name order, each embedded migration not yet
// recorded in schema_migrations, each in its own transaction.
func (s *Store) migrate(ctx context.Context) error {
	if _, err := s.w.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)`); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		version := strings.TrimSuffix(filepath.Base(name), ".sql")
		var n int
		if err := s.w.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = ?`, version).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			continue
		}
		body, err := migrations.ReadFile(name)
		if err != nil {
			return err
		}
		tx, err := s.w.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, string(body)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", version, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`, version, nowMillis()); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		s.log.Info("migration applied", "version", version)
	}
	return nil
}

// Close waits for the pending writes, stops the writer and closes the
// database. Writes asked after Close fail with store.ErrClosed.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.ops)
	s.mu.Unlock()
	<-s.done
	s.halt()
	s.bg.Wait()
	s.stmts.close()
	// The writer's connection last: closing the last connection
	// checkpoints the WAL whole and removes it.
	err := errors.Join(s.r.Close(), s.ckpt.Close(), s.w.Close())
	if s.lock != nil {
		// After the database is closed: the next process may open it.
		err = errors.Join(err, s.lock.Close())
		s.lock = nil
	}
	return err
}

func nowMillis() int64 { return time.Now().UnixMilli() }
