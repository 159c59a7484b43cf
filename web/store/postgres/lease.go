package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
)

type seriesKey struct {
	game  string
	stake money.Cents
}

// A series is this process's view of the blocks of one (game, stake):
// the leases it sells from.
type series struct {
	table    *lots.Table
	mu       sync.Mutex // guards leases and every lease's free and inflight
	leases   []*lease
	building atomic.Bool // a ready block is being built in the background
	reading  atomic.Bool // the next ready block is being read in the background
}

// A lease is a range of positions of one block that this process holds
// (its advisory lock) and sells from memory.
type lease struct {
	id       int32
	block    int64
	b        *block.Block
	free     []int // the unsold positions not being sold, ascending
	inflight int   // positions taken by sales not yet finished
	gen      int64 // the lease connection's generation (Store.lockGen) when its lock was taken
	dropped  bool  // its lock was lost: no longer sold from, never finished by this process
}

func (s *Store) seriesOf(t *lots.Table) *series {
	k := seriesKey{t.Game, t.Stake}
	s.mu.Lock()
	defer s.mu.Unlock()
	ser := s.series[k]
	if ser == nil {
		ser = &series{table: t}
		s.series[k] = ser
	}
	return ser
}

// take returns a position of t's series to sell, from a lease of this
// process, acquiring a lease first when none has a free position. The
// sale gives it back with put.
func (s *Store) take(ctx context.Context, t *lots.Table) (*series, *lease, int, error) {
	ser := s.seriesOf(t)
	ser.mu.Lock()
	defer ser.mu.Unlock()
	for {
		s.dropLost(ser)
		for _, l := range ser.leases {
			if len(l.free) > 0 {
				pos := l.free[0]
				l.free = l.free[1:]
				l.inflight++
				return ser, l, pos, nil
			}
		}
		l, err := s.acquire(ctx, ser)
		if err != nil {
			return nil, nil, 0, err
		}
		ser.leases = append(ser.leases, l)
	}
}

// dropLost drops the leases of ser whose lock was lost with the lease
// connection (ser.mu held): their positions are sold from no more by this
// process until a lock is held again (adopt takes the lease again when
// nobody else has).
func (s *Store) dropLost(ser *series) {
	gen := s.lockGen.Load()
	ser.leases = slices.DeleteFunc(ser.leases, func(l *lease) bool {
		if l.gen == gen {
			return false
		}
		l.dropped = true
		s.log.Warn("store: a lease's lock was lost: not sold from until locked again", "lease", l.id, "block", l.block, "unsold", len(l.free)+l.inflight)
		return true
	})
}

// put ends the sale of pos taken from l: sold (or found sold by
// another process) or given back to be sold next. The lease that has
// nothing left to sell is finished.
func (s *Store) put(ser *series, l *lease, pos int, sold bool) {
	ser.mu.Lock()
	l.inflight--
	if !sold {
		i, _ := slices.BinarySearch(l.free, pos)
		l.free = slices.Insert(l.free, i, pos)
	}
	// A dropped lease is never finished: its row and its lock id may be
	// another lease's now (this process's own, adopted again).
	done := len(l.free) == 0 && l.inflight == 0 && !l.dropped
	if done {
		ser.leases = slices.DeleteFunc(ser.leases, func(x *lease) bool { return x == l })
	}
	ser.mu.Unlock()
	if done {
		if err := s.finish(context.Background(), l); err != nil {
			s.log.Error("store: finishing a lease", "lease", l.id, "block", l.block, "err", err)
		}
	}
}

// finish deletes a lease whose positions are all sold, closes its block
// when no position of it is left to sell, and unlocks the lease.
func (s *Store) finish(ctx context.Context, l *lease) error {
	defer s.unlock(l.id)
	if _, err := s.pool.Exec(ctx, `DELETE FROM leases WHERE id = $1 AND block_id = $2`, l.id, l.block); err != nil {
		return err
	}
	return s.closeBlock(ctx, l.block)
}

// closeBlock closes block id when all its units are sold: every position
// leased, no lease left, and a ticket for each position.
func (s *Store) closeBlock(ctx context.Context, id int64) error {
	_, err := s.pool.Exec(ctx, `UPDATE blocks SET state = 'closed', closed_at = $2
		WHERE id = $1 AND state = 'open' AND leased = size
		AND NOT EXISTS (SELECT 1 FROM leases WHERE block_id = $1)
		AND (SELECT COUNT(*) FROM tickets WHERE block_id = $1) = size`, id, nowMillis())
	return err
}

// acquire gives this process a lease of ser with a free position (ser.mu
// held): a lease of a dead process when there is one (adopt), else a new
// range of the leasing block, opening the next block when the leasing
// one is all leased.
func (s *Store) acquire(ctx context.Context, ser *series) (*lease, error) {
	t := ser.table
	for range 100 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if s.isClosed() {
			return nil, errClosed
		}
		l, err := s.adopt(ctx, t)
		if l == nil && err == nil {
			l, err = s.lease(ctx, t)
		}
		if l == nil && err == nil {
			err = s.openBlock(ctx, ser)
		}
		if transient(err) {
			// A deadlock or a serialization failure met by a lease's or
			// a block's transaction, which the server rolled back
			// (each step gives its advisory lock back on failure): tried
			// again, not answered 500 (found by make scale).
			s.log.Warn("store: lease tried again", "err", err)
			continue
		}
		if l != nil || err != nil {
			return l, err
		}
	}
	return nil, fmt.Errorf("no lease of %s %s € after 100 tries", t.Game, t.Stake)
}

// adopt takes over a lease of t's series whose lock nobody holds (its
// process died), with its unsold positions; nil when there is none.
func (s *Store) adopt(ctx context.Context, t *lots.Table) (*lease, error) {
	rows, err := s.pool.Query(ctx, `SELECT l.id, l.block_id, l.given_at IS NOT NULL FROM leases l JOIN blocks b ON b.id = l.block_id
		WHERE b.game = $1 AND b.stake_cents = $2 ORDER BY l.id`, t.Game, int64(t.Stake))
	if err != nil {
		return nil, err
	}
	type cand struct {
		ID    int32
		Block int64
		Given bool
	}
	cands, err := pgx.CollectRows(rows, pgx.RowToStructByPos[cand])
	if err != nil {
		return nil, err
	}
	for _, c := range cands {
		ok, gen, err := s.tryLock(ctx, c.ID)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		l, err := s.adoptLocked(ctx, t, c.ID, c.Block, gen, c.Given)
		if l == nil || err != nil {
			s.unlock(c.ID)
		}
		if l != nil || err != nil {
			return l, err
		}
	}
	return nil, nil
}

// adoptLocked reads the unsold positions of lease id, now locked by this
// process; a lease found sold out is finished and nil returned. A lease
// given back (its process stopped selling from it before it unlocked it)
// is read once; any other twice (below).
func (s *Store) adoptLocked(ctx context.Context, t *lots.Table, id int32, blockID int64, gen int64, given bool) (*lease, error) {
	var free []int
	reads := 2
	if given {
		reads = 1
	}
	for wait := range reads {
		if wait == 1 {
			// A lock nobody holds may be a live process's whose lock
			// connection dropped: it stops selling from the lease within
			// lockCheck (watchLock), so the unsold positions are read
			// again after twice that, not while it may still sell them.
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(2 * lockCheck):
			}
		}
		rows, err := s.pool.Query(ctx, `SELECT p FROM leases l, generate_series(l.lo, l.hi - 1) p
			WHERE l.id = $1 AND l.block_id = $2
			AND NOT EXISTS (SELECT 1 FROM tickets WHERE block_id = $2 AND position = p) ORDER BY p`, id, blockID)
		if err != nil {
			return nil, err
		}
		if free, err = pgx.CollectRows(rows, pgx.RowTo[int]); err != nil {
			return nil, err
		}
		if len(free) == 0 {
			// Sold out (or finished meanwhile): delete it, close its block.
			if _, err := s.pool.Exec(ctx, `DELETE FROM leases WHERE id = $1 AND block_id = $2`, id, blockID); err != nil {
				return nil, err
			}
			return nil, s.closeBlock(ctx, blockID)
		}
	}
	b, err := s.block(ctx, t, blockID)
	if err != nil {
		return nil, err
	}
	if given {
		if _, err := s.pool.Exec(ctx, `UPDATE leases SET given_at = NULL WHERE id = $1 AND block_id = $2`, id, blockID); err != nil {
			return nil, err
		}
		s.log.Info("store: lease given back taken over", "game", t.Game, "stake", t.Stake.String(), "block", blockID, "lease", id, "unsold", len(free))
	} else {
		s.log.Warn("store: lease of a dead process adopted", "game", t.Game, "stake", t.Stake.String(), "block", blockID, "lease", id, "unsold", len(free))
	}
	return &lease{id: id, block: blockID, b: b, free: free, gen: gen}, nil
}

// lease leases the next range of the leasing block of t's series: nil
// when no block is leasing.
func (s *Store) lease(ctx context.Context, t *lots.Table) (*lease, error) {
	var (
		id  int32
		gen int64
	)
	for {
		if err := s.pool.QueryRow(ctx, `SELECT nextval('leases_id_seq')::integer`).Scan(&id); err != nil {
			return nil, err
		}
		ok, g, err := s.tryLock(ctx, id)
		if err != nil {
			return nil, err
		}
		if ok {
			gen = g
			break
		}
	}
	var (
		blockID int64
		lo, hi  int
	)
	err := s.failAt("lease")
	if err == nil {
		err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			// FOR NO KEY UPDATE, not FOR UPDATE: a sale's ticket takes KEY
			// SHARE on its block's row (the foreign key), which FOR UPDATE
			// would wait for, and the sales queued behind the lease for it
			// while they hold players' rows: a deadlock across groups.
			// The row is locked once, by this SELECT, then updated: one
			// UPDATE joined to a locking subquery of the same table locked
			// it twice, and two processes' leases deadlocked on its
			// versions (40P01, tried again after PostgreSQL's 1 s
			// deadlock_timeout: found by make scale).
			err := tx.QueryRow(ctx, `SELECT id, leased, LEAST(size, leased + $3) FROM blocks
				WHERE game = $1 AND stake_cents = $2 AND state = 'open' AND leased < size
				ORDER BY id LIMIT 1 FOR NO KEY UPDATE`, t.Game, int64(t.Stake), s.opt.Lease).Scan(&blockID, &lo, &hi)
			if err != nil {
				return err
			}
			if _, err = tx.Exec(ctx, `UPDATE blocks SET leased = $2 WHERE id = $1`, blockID, hi); err != nil {
				return err
			}
			_, err = tx.Exec(ctx, `INSERT INTO leases (id, block_id, lo, hi, created_at) VALUES ($1, $2, $3, $4, $5)`,
				id, blockID, lo, hi, nowMillis())
			return err
		})
	}
	if err != nil {
		s.unlock(id)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, nil
		}
		return nil, err
	}
	b, err := s.block(ctx, t, blockID)
	if err != nil {
		// The lease stays in the table, unlocked: adopted later.
		s.unlock(id)
		return nil, err
	}
	var free []int
	for p := lo; p < hi; p++ {
		free = append(free, p)
	}
	if hi+preread*s.opt.Lease >= len(b.Units) {
		s.readNext(t)
	}
	return &lease{id: id, block: blockID, b: b, free: free, gen: gen}, nil
}

// preread is how many leases before the end of the leasing block a
// process reads the next block, in the background.
const preread = 16

// readNext reads and checks the oldest ready block of t's series in the
// background, so that the first lease from it does not stop the sales
// of the series while its Merkle tree is hashed (seconds for a real
// block).
func (s *Store) readNext(t *lots.Table) {
	ser := s.seriesOf(t)
	if !ser.reading.CompareAndSwap(false, true) {
		return
	}
	go func() {
		defer ser.reading.Store(false)
		ctx := context.Background()
		var id int64
		err := s.pool.QueryRow(ctx, `SELECT id FROM blocks WHERE game = $1 AND stake_cents = $2 AND state = 'ready'
			ORDER BY id LIMIT 1`, t.Game, int64(t.Stake)).Scan(&id)
		if err == nil {
			_, err = s.block(ctx, t, id)
		}
		if err != nil && !errors.Is(err, pgx.ErrNoRows) && !s.isClosed() {
			s.log.Error("store: reading the next block", "game", t.Game, "stake", t.Stake.String(), "err", err)
		}
	}()
}

// seriesLock is the SQL that takes the transaction advisory lock of a
// series ($1 game, $2 stake), under which blocks are opened or stored
// ready.
const seriesLock = `SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.revela.series.' || $1 || '.' || ($2::bigint)::text))`

// openBlock opens the next block of ser when none is leasing: the oldest
// stored ready, else one built now. It then makes the next block ready in
// the background.
func (s *Store) openBlock(ctx context.Context, ser *series) error {
	t := ser.table
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, seriesLock, t.Game, int64(t.Stake)); err != nil {
			return err
		}
		var leasing bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM blocks WHERE game = $1 AND stake_cents = $2
			AND state = 'open' AND leased < size)`, t.Game, int64(t.Stake)).Scan(&leasing); err != nil || leasing {
			return err
		}
		var id int64
		err := tx.QueryRow(ctx, `UPDATE blocks SET state = 'open' WHERE id = (SELECT id FROM blocks
			WHERE game = $1 AND stake_cents = $2 AND state = 'ready' ORDER BY id LIMIT 1) RETURNING id`,
			t.Game, int64(t.Stake)).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			s.log.Warn("store: no block ready: a sale waits for a block build", "game", t.Game, "stake", t.Stake.String())
			id, err = s.insertBlock(ctx, tx, t, "open")
		}
		if err == nil {
			s.log.Info("store: block opened", "game", t.Game, "stake", t.Stake.String(), "block", id)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("opening a block: %w", err)
	}
	s.ensureReady(ser)
	return nil
}

// insertBlock builds a block of t and stores it in state.
func (s *Store) insertBlock(ctx context.Context, tx pgx.Tx, t *lots.Table, state string) (int64, error) {
	b, err := s.opt.Build(t)
	if err != nil {
		return 0, fmt.Errorf("building a block: %w", err)
	}
	units := make([]byte, len(b.Units))
	for i, u := range b.Units {
		units[i] = byte(u)
	}
	var id int64
	version, digest := store.Stamp(t)
	err = tx.QueryRow(ctx, `INSERT INTO blocks (game, stake_cents, size, secret, units, root, state, created_at, version, table_digest, tree_level)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
		t.Game, int64(t.Stake), len(units), b.Secret[:], units, b.Root[:], state, nowMillis(), version, digest, b.Level()).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("storing a block: %w", err)
	}
	if err := recordCheck(ctx, tx, id, store.RowDigest(b.Secret[:], units, b.Root[:])); err != nil {
		return 0, err
	}
	s.mu.Lock()
	s.cache(id, b)
	s.mu.Unlock()
	return id, nil
}

// ensureReady stores a ready block for ser in the background when it has
// none, so that the sale that uses up the leasing block does not wait
// for a build.
func (s *Store) ensureReady(ser *series) {
	if !ser.building.CompareAndSwap(false, true) {
		return
	}
	go func() {
		defer ser.building.Store(false)
		if err := s.makeReady(context.Background(), ser.table); err != nil && !s.isClosed() {
			s.log.Error("store: the next block could not be made ready", "game", ser.table.Game, "stake", ser.table.Stake.String(), "err", err)
		}
	}()
}

// makeReady stores a ready block of t when none is stored.
func (s *Store) makeReady(ctx context.Context, t *lots.Table) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, seriesLock, t.Game, int64(t.Stake)); err != nil {
			return err
		}
		var ready bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM blocks WHERE game = $1 AND stake_cents = $2 AND state = 'ready')`,
			t.Game, int64(t.Stake)).Scan(&ready); err != nil || ready {
			return err
		}
		_, err := s.insertBlock(ctx, tx, t, "ready")
		return err
	})
}

// prepareSeries gives this process a lease of t's series, opening its
// first block when needed, and a ready block after it.
func (s *Store) prepareSeries(ctx context.Context, t *lots.Table) error {
	ser := s.seriesOf(t)
	ser.mu.Lock()
	if len(ser.leases) == 0 {
		l, err := s.acquire(ctx, ser)
		if err != nil {
			ser.mu.Unlock()
			return err
		}
		ser.leases = append(ser.leases, l)
	}
	ser.mu.Unlock()
	return s.makeReady(ctx, t)
}

// block returns block id decoded, read and checked against t and its
// stored commitment root the first time: a block whose units or secret
// no longer give its root is never sold from. A row unchanged since it
// was found whole (its block_checks digest, migration 0003) is only
// counted against t (store.RestoreKnown), so that a restart with every
// series open does not hash their Merkle trees again; a row checked in
// full is recorded.
func (s *Store) block(ctx context.Context, t *lots.Table, id int64) (*block.Block, error) {
	s.mu.Lock()
	b := s.blocks[id]
	s.mu.Unlock()
	if b != nil {
		return b, nil
	}
	var (
		game                        string
		stake                       int64
		secret, units, root, digest []byte
		level                       []byte
	)
	err := s.pool.QueryRow(ctx, `SELECT game, stake_cents, secret, units, root,
		(SELECT digest FROM block_checks WHERE block_id = blocks.id), tree_level FROM blocks WHERE id = $1`, id).
		Scan(&game, &stake, &secret, &units, &root, &digest, &level)
	if err != nil {
		return nil, fmt.Errorf("reading block %d: %w", id, s.wrap(err))
	}
	b, known, err := store.RestoreKnown(t, id, game, money.Cents(stake), secret, units, root, digest, level)
	if err != nil {
		return nil, err
	}
	if !known {
		if err := recordCheck(ctx, s.pool, id, store.RowDigest(secret, units, root)); err != nil {
			return nil, err
		}
	}
	s.mu.Lock()
	s.cache(id, b)
	s.mu.Unlock()
	return b, nil
}

// recordCheck records that block id, whose row gives digest, was found
// whole (its units and secret give its root).
func recordCheck(ctx context.Context, db interface {
	Exec(context.Context, string, ...any) (pgconn.CommandTag, error)
}, id int64, digest [32]byte) error {
	_, err := db.Exec(ctx, `INSERT INTO block_checks (block_id, digest, checked_at) VALUES ($1, $2, $3)
		ON CONFLICT (block_id) DO UPDATE SET digest = EXCLUDED.digest, checked_at = EXCLUDED.checked_at`, id, digest[:], nowMillis())
	if err != nil {
		return fmt.Errorf("recording the check of block %d: %w", id, err)
	}
	return nil
}

// maxBlocks bounds the decoded blocks kept (s.mu held); a lease keeps
// its own.
const maxBlocks = 16

func (s *Store) cache(id int64, b *block.Block) {
	if len(s.blocks) >= maxBlocks {
		clear(s.blocks)
	}
	s.blocks[id] = b
}

// tryLock takes the session advisory lock of lease id on the lease
// connection, without waiting; false when another process holds it. A
// lease this process holds already is never adopted: it is not in the
// leases table as unheld (PostgreSQL's locks are reentrant, so held
// keeps them apart).
//
// gen is the lease connection's generation the lock was taken in.
func (s *Store) tryLock(ctx context.Context, id int32) (ok bool, gen int64, err error) {
	s.lockMu.Lock()
	defer s.lockMu.Unlock()
	if s.held[id] {
		return false, 0, nil
	}
	if s.closed2() {
		return false, 0, errClosed
	}
	if err := s.lock.QueryRow(ctx, `SELECT pg_try_advisory_lock($1, $2)`, s.ns, id).Scan(&ok); err != nil {
		return false, 0, s.wrap(fmt.Errorf("lease lock: %w", err))
	}
	if ok {
		s.held[id] = true
	}
	return ok, s.lockGen.Load(), nil
}

// unlock releases the lock of lease id.
func (s *Store) unlock(id int32) {
	s.lockMu.Lock()
	defer s.lockMu.Unlock()
	if !s.held[id] {
		return
	}
	delete(s.held, id)
	if s.closed2() {
		return
	}
	if _, err := s.lock.Exec(context.Background(), `SELECT pg_advisory_unlock($1, $2)`, s.ns, id); err != nil {
		s.log.Error("store: lease unlock", "lease", id, "err", err)
	}
}

// giveBack gives the unsold positions of this process's leases back to
// their blocks at Close, once no sale runs: a lease whose unsold
// positions end its range at the block's leased mark is deleted (the rest
// of it is sold) and the mark moved back to its first unsold position, so
// that the next lease sells them; any other is marked given back
// (given_at) and unlocked at Close, and the next process that needs a
// lease of its series takes it over at once. Nothing is given back on a
// failure: adoption then does it.
func (s *Store) giveBack() {
	s.mu.Lock()
	var all []*series
	for _, ser := range s.series {
		all = append(all, ser)
	}
	s.mu.Unlock()
	gen := s.lockGen.Load()
	for _, ser := range all {
		ser.mu.Lock()
		for _, l := range ser.leases {
			if l.gen != gen || l.inflight > 0 || len(l.free) == 0 {
				continue
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			given, err := s.giveBackLease(ctx, l)
			cancel()
			switch {
			case err != nil:
				s.log.Warn("store: a lease's unsold positions could not be given back: left to adopt", "lease", l.id, "block", l.block, "err", err)
			case given:
				s.log.Info("store: a lease's unsold positions given back", "lease", l.id, "block", l.block, "unsold", len(l.free))
			}
		}
		ser.mu.Unlock()
	}
}

// markGiven marks lease l given back: its next process takes it over
// without waiting for a lock that may still be in use (adoptLocked).
func markGiven(ctx context.Context, tx pgx.Tx, l *lease, given *bool) error {
	_, err := tx.Exec(ctx, `UPDATE leases SET given_at = $1 WHERE id = $2 AND block_id = $3`, nowMillis(), l.id, l.block)
	*given = err == nil
	return err
}

// giveBackLease gives l's unsold positions back to its block: to the
// block itself when they are the end [k, hi) of its range [lo, hi) and
// hi is the block's leased mark, else by marking the lease given back.
func (s *Store) giveBackLease(ctx context.Context, l *lease) (bool, error) {
	k := l.free[0]
	given := false
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var hi int
		if err := tx.QueryRow(ctx, `SELECT hi FROM leases WHERE id = $1 AND block_id = $2`, l.id, l.block).Scan(&hi); err != nil {
			return err
		}
		if l.free[len(l.free)-1] != hi-1 || len(l.free) != hi-k {
			return markGiven(ctx, tx, l, &given) // not the end of its range
		}
		tag, err := tx.Exec(ctx, `UPDATE blocks SET leased = $1 WHERE id = $2 AND leased = $3`, k, l.block, hi)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return markGiven(ctx, tx, l, &given) // another range was leased after it
		}
		// Its positions lo to k-1 are all sold: the lease is done.
		_, err = tx.Exec(ctx, `DELETE FROM leases WHERE id = $1 AND block_id = $2`, l.id, l.block)
		given = err == nil
		return err
	})
	return given && err == nil, err
}
