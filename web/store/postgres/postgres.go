// Package postgres is the store for several server processes on one
// PostgreSQL database, driven by github.com/jackc/pgx/v5.
//
// Each sale is one statement, committed on its own (durable with
// synchronous_commit=on): it debits the price, credits the prize, stores
// the ticket and its ledger entries, or stores nothing. Units are not
// allocated on one hot row: each process leases a range of positions of
// the open block (table leases) and sells them from memory, writing the
// block's row once per lease. A process holds a session advisory lock on
// each of its leases for as long as it lives; the lease of a process that
// died is unlocked by PostgreSQL when its connection ends, and adopted by
// another process, which sells its unsold positions. The unique index
// (block_id, position) of the tickets sells each unit at most once
// whatever happens; the leases make sure none is skipped.
package postgres

import (
	"cmp"
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"path"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Options tune a Store. The zero value is the production setup.
type Options struct {
	// Tables finds the lot table of a game and stake; lots.Find when nil.
	Tables func(game string, stake money.Cents) (*lots.Table, error)
	// Compose composes a unit's script; store.Compose when nil.
	Compose func(b *block.Block, pos int) ([]byte, error)
	// Build builds a new block; block.Build (crypto/rand) when nil.
	Build func(t *lots.Table) (*block.Block, error)
	// Prepare lists the tables whose series are made ready at Open (a
	// block open or ready, and decoded), so that no sale waits for a
	// block build.
	Prepare []*lots.Table
	// Lease is the number of positions a process leases at once; 256
	// when 0. A larger lease writes the block's row less often.
	Lease int
	// MaxConns bounds the connection pool; 16 when 0. Each process
	// also holds its lease connection: N processes need PostgreSQL's
	// max_connections at least N × (MaxConns + 1), plus the operator's.
	MaxConns int
	// Group is the largest number of sales committed in one transaction
	// (a group commit, each sale in its own savepoint); 32 when 0. It
	// stays below PostgreSQL's 64 subtransactions cached per transaction,
	// past which every snapshot of the server slows down.
	Group int
	// Committers is the number of group commits run at once, each on a
	// connection of the pool; 2 when 0 (fewer, larger groups: fewer
	// commits for the database to make).
	Committers int
	// Logger receives the store's events; slog.Default() when nil.
	Logger *slog.Logger
}

// Store is the PostgreSQL store. It implements store.Store.
type Store struct {
	opt  Options
	log  *slog.Logger
	pool *pgxpool.Pool
	ns   int32 // advisory lock namespace: a hash of the database and schema

	lockMu  sync.Mutex
	lock    *pgx.Conn // holds the session advisory locks of this process's leases
	lockCfg *pgx.ConnConfig
	held    map[int32]bool
	// lockGen counts the losses of the lease connection: a lease locked
	// under an older generation lost its lock and is sold from no more
	// (take drops it; adopt takes it again if nobody else has).
	lockGen  atomic.Int64
	stop     chan struct{} // closed by Close: ends watchLock
	watching sync.WaitGroup

	// The group commit (group.go): the sales waiting for a committer.
	ops        chan *saleOp
	opsMu      sync.RWMutex // guards sending on ops and closing it
	opsClosed  bool
	committers sync.WaitGroup
	fault      atomic.Pointer[func(step string) error] // the test hook; nil in production
	groups     atomic.Int64
	sales      atomic.Int64

	mu     sync.Mutex
	closed bool
	series map[seriesKey]*series
	blocks map[int64]*block.Block // decoded blocks by id
	uppers store.Uppers           // blocks' upper tree levels, for the stored proofs

	soldMu sync.Mutex
	sold   map[requestKey]bool // request ids this process sold lately (sale.go: soldHere)
}

var _ store.Store = (*Store)(nil)

// Open connects to the database at url (postgres://...), applies the
// migrations that it lacks (one process at a time: they run under an
// advisory lock) and prepares opt.Prepare's series.
func Open(ctx context.Context, url string, opt Options) (*Store, error) {
	store.Defaults(&opt.Tables, &opt.Compose, &opt.Build, &opt.Logger)
	if opt.Lease <= 0 {
		opt.Lease = 256
	}
	if opt.MaxConns <= 0 {
		opt.MaxConns = 16
	}
	if opt.Group <= 0 {
		opt.Group = 32
	}
	if opt.Committers <= 0 {
		opt.Committers = 2
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	cfg.MaxConns = int32(opt.MaxConns)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	s := &Store{opt: opt, log: opt.Logger, pool: pool, series: map[seriesKey]*series{}, blocks: map[int64]*block.Block{}, held: map[int32]bool{}, sold: map[requestKey]bool{}}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if err := pool.QueryRow(ctx, `SELECT hashtext(current_database() || '.' || current_schema())`).Scan(&s.ns); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	s.lockCfg = cfg.ConnConfig.Copy()
	// The lease connection is told apart in pg_stat_activity.
	name := cmp.Or(s.lockCfg.RuntimeParams["application_name"], "revela")
	s.lockCfg.RuntimeParams["application_name"] = name + " leases"
	if s.lock, err = pgx.ConnectConfig(ctx, s.lockCfg.Copy()); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: the lease connection: %w", err)
	}
	s.stop = make(chan struct{})
	s.watching.Add(1)
	go s.watchLock()
	s.ops = make(chan *saleOp, 4*opt.Group*opt.Committers)
	for range opt.Committers {
		s.committers.Add(1)
		go s.committer()
	}
	for _, t := range opt.Prepare {
		if err := s.prepareSeries(ctx, t); err != nil {
			s.Close()
			return nil, fmt.Errorf("preparing %s %s €: %w", t.Game, t.Stake, err)
		}
	}
	return s, nil
}

// migrate applies, in name order, each embedded migration not yet
// recorded in schema_migrations, all in one transaction under an
// advisory lock, so that processes started together apply them once.
func (s *Store) migrate(ctx context.Context) error {
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.revela.migrations'))`); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`); err != nil {
			return fmt.Errorf("migrations: %w", err)
		}
		for _, name := range names {
			version := strings.TrimSuffix(path.Base(name), ".sql")
			var done bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = $1)`, version).Scan(&done); err != nil {
				return err
			}
			if done {
				continue
			}
			body, err := migrations.ReadFile(name)
			if err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, string(body)); err != nil {
				return fmt.Errorf("migration %s: %w", version, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)`, version, nowMillis()); err != nil {
				return err
			}
			s.log.Info("migration applied", "version", version)
		}
		return nil
	})
}

// Close closes the connections. The leases this process held are
// unlocked with the lease connection: another process adopts them.
// Calls after Close fail with store.ErrClosed.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	// The sales queued are committed (or fail) before the pool closes;
	// the unsold positions of the leases are then given back.
	s.stopCommitters()
	close(s.stop)
	s.watching.Wait()
	s.giveBack()
	s.lockMu.Lock()
	var err error
	if s.lock != nil {
		err = s.lock.Close(context.Background())
	}
	s.lockMu.Unlock()
	s.pool.Close()
	return err
}

func (s *Store) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

func nowMillis() int64 { return time.Now().UnixMilli() }

var errClosed = store.ErrClosed

// closed2 tells whether the lease connection is gone (lockMu held). A
// connection lost while the store is open is opened again: the locks it
// held are gone (other processes may adopt those leases; the unique index
// of the positions keeps each unit sold once), so held is emptied.
func (s *Store) closed2() bool {
	if s.lock != nil && !s.lock.IsClosed() {
		return false
	}
	if s.isClosed() {
		return true
	}
	// Every lease locked on the lost connection is now unlocked.
	s.lockGen.Add(1)
	clear(s.held)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := pgx.ConnectConfig(ctx, s.lockCfg.Copy())
	if err != nil {
		s.log.Error("store: the lease connection could not be opened again", "err", err)
		return true
	}
	s.log.Warn("store: the lease connection was lost and opened again; its leases are sold from no more until locked again")
	s.lock = c
	return false
}

// lockCheck is how often the lease connection is checked (watchLock):
// the longest a process sells from a lease after losing its lock.
const lockCheck = 20 * time.Millisecond

// watchLock checks the lease connection every lockCheck until Close.
func (s *Store) watchLock() {
	defer s.watching.Done()
	tick := time.NewTicker(lockCheck)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			s.checkLock()
		}
	}
}

// checkLock pings the lease connection; one lost (closed, or no answer
// within a second) is closed and opened again (closed2), which ends the
// generation of its leases' locks.
func (s *Store) checkLock() {
	s.lockMu.Lock()
	defer s.lockMu.Unlock()
	if s.lock != nil && !s.lock.IsClosed() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		err := s.lock.Ping(ctx)
		cancel()
		if err == nil {
			return
		}
		s.lock.Close(context.Background())
	}
	s.closed2()
}

// wrap maps the pool's error after Close to store.ErrClosed, and a
// database out of reach (unavailable) to store.ErrUnavailable.
func (s *Store) wrap(err error) error {
	switch {
	case err == nil || errors.Is(err, store.ErrClosed) || errors.Is(err, store.ErrUnavailable):
		return err
	case s.isClosed():
		return fmt.Errorf("%w: %w", store.ErrClosed, err)
	case unavailable(err):
		return fmt.Errorf("%w: %w", store.ErrUnavailable, err)
	}
	return err
}
