package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
)

// A series is the blocks of one (game, stake): the open one, on sale, and
// the ready one, built and committed in advance so that the sale that
// uses up the open block does not wait for a build. Owned by the writer
// goroutine.
type series struct {
	key      seriesKey
	table    *lots.Table
	open     *liveBlock // nil until the first sale opens one
	ready    *liveBlock // nil when none is ready
	building bool       // a ready block is being built in the background
}

type seriesKey struct {
	game  string
	stake money.Cents
}

// liveBlock is a stored block decoded in memory, with its next position.
type liveBlock struct {
	id    int64
	b     *block.Block
	next  int
	ahead *ahead // its units composed ahead of the sales (ahead.go); nil until its first sale
}

// seriesFor returns t's series, reading its open block from the database
// the first time (writer goroutine only). Its ready block is read when
// needed (nextUnit) or in the background (ensureReady), so that a start
// decodes one block per series, not two.
func (s *Store) seriesFor(w *wtx, t *lots.Table) (*series, error) {
	k := seriesKey{t.Game, t.Stake}
	if ser := s.series[k]; ser != nil {
		return ser, nil
	}
	ser := &series{key: k, table: t}
	var err error
	if ser.open, err = s.loadBlock(w, t, "open"); err != nil {
		return nil, err
	}
	s.series[k] = ser
	return ser, nil
}

// loadBlock reads the oldest block of t in state, decodes it and checks
// it against its table and its stored commitment: a block whose units or
// secret no longer give its root is never sold from. nil when none.
//
// The Merkle tree is hashed again only when the row is not the one found
// whole before: a row whose digest (rowDigest) is recorded in
// block_checks is unchanged since it was checked in full (or built), so
// its root still holds and only its counts are checked; any other row is
// checked in full and, when whole, recorded. That keeps a restart with a
// full block open fast (docs/server.md).
func (s *Store) loadBlock(w *wtx, t *lots.Table, state string) (*liveBlock, error) {
	var (
		id                           int64
		size, next                   int
		secret, units, root0, digest []byte
		level                        []byte
	)
	// The positions sold are exactly 0 to n-1 (Check), so the next one is
	// one past the highest, read from the index (block_id, position)
	// without counting the block's tickets.
	err := w.tx.QueryRowContext(w.ctx, `SELECT id, size, secret, units, root,
		(SELECT COALESCE(MAX(position) + 1, 0) FROM tickets WHERE block_id = blocks.id),
		(SELECT digest FROM block_checks WHERE block_id = blocks.id), tree_level FROM blocks
		WHERE game = ? AND stake_cents = ? AND state = ? ORDER BY id LIMIT 1`,
		t.Game, int64(t.Stake), state).Scan(&id, &size, &secret, &units, &root0, &next, &digest, &level)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if len(secret) != 32 || size != len(units) || len(root0) != 32 {
		return nil, fmt.Errorf("block %d is damaged: secret of %d bytes, root of %d bytes, %d units for size %d", id, len(secret), len(root0), len(units), size)
	}
	sum := store.RowDigest(secret, units, root0)
	if bytes.Equal(digest, sum[:]) {
		b := &block.Block{Table: t, Secret: [32]byte(secret), Units: make([]block.Unit, len(units)), Root: [32]byte(root0)}
		for i, u := range units {
			b.Units[i] = block.Unit(u)
		}
		if err := b.Check(); err != nil {
			return nil, fmt.Errorf("block %d does not match the %s %s € table: %w", id, t.Game, t.Stake, err)
		}
		store.Keep(b, level)
		return &liveBlock{id: id, b: b, next: next}, nil
	}
	b, err := block.Restore(t, [32]byte(secret), units)
	if err != nil {
		return nil, fmt.Errorf("block %d does not match the %s %s € table: %w", id, t.Game, t.Stake, err)
	}
	if !bytes.Equal(b.Root[:], root0) {
		return nil, fmt.Errorf("block %d: its units and secret do not give its stored commitment root", id)
	}
	if err := recordCheck(w, id, sum); err != nil {
		return nil, err
	}
	return &liveBlock{id: id, b: b, next: next}, nil
}

// recordCheck records that block id, whose row gives digest, was found
// whole (its units and secret give its root).
func recordCheck(w *wtx, id int64, digest [32]byte) error {
	_, err := w.tx.ExecContext(w.ctx, `INSERT OR REPLACE INTO block_checks (block_id, digest, checked_at) VALUES (?, ?, ?)`,
		id, digest[:], nowMillis())
	if err != nil {
		return fmt.Errorf("recording the check of block %d: %w", id, err)
	}
	return nil
}

// resync reads lb's next position from the database again, after the
// unique index (block_id, position) refused a ticket at lb.next: the file
// was written behind the writer's back (a second process on it, which the
// lock of Open prevents, or a hand edit). The next position becomes one
// past the highest one sold: it is what the database holds, so it is not
// put back if the sale fails (a failed COMMIT drops every series anyway).
// When the block is no longer open in the database, the whole series is
// dropped, to be read again by the retried sale (seriesFor); so it is if
// the sale fails after all.
func (s *Store) resync(w *wtx, ser *series, lb *liveBlock) error {
	var (
		state string
		next  int
	)
	err := w.tx.QueryRowContext(w.ctx, `SELECT state,
		(SELECT COALESCE(MAX(position) + 1, 0) FROM tickets WHERE block_id = blocks.id)
		FROM blocks WHERE id = ?`, lb.id).Scan(&state, &next)
	if err != nil {
		return fmt.Errorf("reading the position of block %d again: %w", lb.id, err)
	}
	s.log.Error("store: a unit the writer was about to sell is already in the database: the file was written behind its back; position read again",
		"game", ser.table.Game, "stake", ser.table.Stake.String(), "block", lb.id, "position", lb.next, "next", next, "state", state)
	if next > lb.next {
		lb.next = next
	}
	if state != "open" && s.series[ser.key] == ser {
		delete(s.series, ser.key)
	}
	// Should the sale fail after all, its savepoint is rolled back, and
	// with it any block switch it made: read the series again next time.
	w.undo(func() { delete(s.series, ser.key) })
	return nil
}

// closeBlock closes block id at ms (unix milliseconds), when it is not
// closed yet: its secret and units are published from then.
func closeBlock(w *wtx, id, ms int64) error {
	_, err := w.tx.ExecContext(w.ctx, `UPDATE blocks SET state = 'closed', closed_at = ? WHERE id = ? AND state != 'closed'`, ms, id)
	if err != nil {
		return fmt.Errorf("closing block %d: %w", id, err)
	}
	return nil
}

// insertBlock stores b in state and returns its id.
func (s *Store) insertBlock(w *wtx, b *block.Block, state string) (int64, error) {
	units := make([]byte, len(b.Units))
	for i, u := range b.Units {
		units[i] = byte(u)
	}
	version, digest := store.Stamp(b.Table)
	res, err := w.tx.ExecContext(w.ctx, `INSERT INTO blocks
		(game, stake_cents, size, secret, units, root, state, created_at, version, table_digest, tree_level)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		b.Table.Game, int64(b.Table.Stake), len(units), b.Secret[:], units, b.Root[:], state, nowMillis(), version, digest, b.Level())
	if err != nil {
		return 0, fmt.Errorf("storing a block: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	// The root was computed from these units and secret.
	return id, recordCheck(w, id, store.RowDigest(b.Secret[:], units, b.Root[:]))
}

// nextUnit returns the open block of ser and the position of its next
// unit, opening the next block first when the open one is used up (or
// none was open): the ready one when there is one, else one built now.
// It does not advance the position: the sale does, once stored.
func (s *Store) nextUnit(w *wtx, ser *series) (*liveBlock, error) {
	if ser.open != nil && ser.open.next < len(ser.open.b.Units) {
		return ser.open, nil
	}
	old, oldReady := ser.open, ser.ready
	if old != nil {
		if err := closeBlock(w, old.id, nowMillis()); err != nil {
			return nil, err
		}
	}
	next := ser.ready
	if next == nil {
		// A block made ready before a restart and not read since.
		var err error
		if next, err = s.loadBlock(w, ser.table, "ready"); err != nil {
			return nil, err
		}
	}
	if next != nil {
		if _, err := w.tx.ExecContext(w.ctx, `UPDATE blocks SET state = 'open' WHERE id = ? AND state = 'ready'`, next.id); err != nil {
			return nil, err
		}
	} else {
		if old != nil {
			s.log.Warn("store: no block ready: a sale waits for a block build", "game", ser.table.Game, "stake", ser.table.Stake.String())
		}
		start := time.Now()
		b, err := s.opt.Build(ser.table)
		if err != nil {
			return nil, fmt.Errorf("building a block: %w", err)
		}
		id, err := s.insertBlock(w, b, "open")
		if err != nil {
			return nil, err
		}
		next = &liveBlock{id: id, b: b}
		s.log.Info("store: block built", "game", ser.table.Game, "stake", ser.table.Stake.String(), "block", id, "ms", time.Since(start).Milliseconds())
	}
	ser.open, ser.ready = next, nil
	w.undo(func() { ser.open, ser.ready = old, oldReady })
	closed := int64(0)
	if old != nil {
		closed = old.id
	}
	w.after(func() {
		s.log.Info("store: block opened", "game", ser.table.Game, "stake", ser.table.Stake.String(), "block", next.id, "closed", closed)
		s.ensureReady(ser.key)
	})
	return next, nil
}

// ensureReady makes the next block of a series ready in the background
// when it has none (writer goroutine only): the block stored ready, when
// there is one (after a restart), else a new one built and stored ready,
// its commitment with it, by a write of its own.
func (s *Store) ensureReady(k seriesKey) {
	ser := s.series[k]
	if ser == nil || ser.ready != nil || ser.building {
		return
	}
	ser.building = true
	t := ser.table
	// set makes lb the series' ready block, undone if w is rolled back.
	set := func(w *wtx, lb *liveBlock) {
		if ser := s.series[k]; ser != nil && ser.ready == nil {
			ser.ready = lb
			w.undo(func() { ser.ready = nil })
		}
	}
	done := func(w *wtx) {
		if ser := s.series[k]; ser != nil {
			ser.building = false
		}
	}
	s.bg.Add(1) // in the writer goroutine: before Close waits
	go func() {
		defer s.bg.Done()
		found := false
		s.precheck(s.stop, t)
		err := s.do(context.Background(), func(w *wtx) error {
			lb, err := s.loadBlock(w, t, "ready")
			if lb != nil {
				found = true
				done(w)
				set(w, lb)
			}
			return err
		})
		if err == nil && !found {
			b, berr := s.opt.Build(t)
			err = s.do(context.Background(), func(w *wtx) error {
				done(w)
				if berr != nil {
					return fmt.Errorf("building a block: %w", berr)
				}
				id, err := s.insertBlock(w, b, "ready")
				if err != nil {
					return err
				}
				set(w, &liveBlock{id: id, b: b})
				return nil
			})
		} else if err != nil {
			s.do(context.Background(), func(w *wtx) error { done(w); return nil })
		}
		if err != nil && !errors.Is(err, store.ErrClosed) {
			s.log.Error("store: the next block could not be made ready", "game", t.Game, "stake", t.Stake.String(), "err", err)
		}
	}()
}

// precheck checks the block of t stored ready in full, outside the
// writer goroutine, when its row has no record in block_checks (the first
// start after migration 0003), and records it: the writer's loadBlock
// then takes the fast path instead of stopping the sales while it hashes
// the Merkle tree. A block that fails is left for loadBlock to refuse.
func (s *Store) precheck(ctx context.Context, t *lots.Table) {
	var (
		id                          int64
		secret, units, root, digest []byte
	)
	err := s.r.QueryRowContext(ctx, `SELECT id, secret, units, root,
		(SELECT digest FROM block_checks WHERE block_id = blocks.id) FROM blocks
		WHERE game = ? AND stake_cents = ? AND state = 'ready' ORDER BY id LIMIT 1`,
		t.Game, int64(t.Stake)).Scan(&id, &secret, &units, &root, &digest)
	if err != nil || len(secret) != 32 {
		return
	}
	sum := store.RowDigest(secret, units, root)
	if bytes.Equal(digest, sum[:]) {
		return
	}
	if b, err := block.Restore(t, [32]byte(secret), units); err != nil || !bytes.Equal(b.Root[:], root) {
		return
	}
	// The digest is of the row as read here: if it changed since, the
	// writer's load finds no matching record and checks it in full.
	s.do(ctx, func(w *wtx) error { return recordCheck(w, id, sum) })
}

// prepareSeries loads t's open block, opening one when none is open (the
// block stored ready, else one built now), before any sale. The next
// block is built now when none is stored (a first start: as a sale would
// otherwise share the cores with the build); one stored ready (a
// restart) is read in the background (ensureReady).
func (s *Store) prepareSeries(ctx context.Context, t *lots.Table) error {
	err := s.do(ctx, func(w *wtx) error {
		ser, err := s.seriesFor(w, t)
		if err != nil {
			return err
		}
		if ser.open == nil {
			s.log.Info("store: opening the first block", "game", t.Game, "stake", t.Stake.String())
		}
		if _, err := s.nextUnit(w, ser); err != nil {
			return err
		}
		if ser.ready != nil {
			return nil
		}
		var stored bool
		if err := w.tx.QueryRowContext(w.ctx, `SELECT EXISTS (SELECT 1 FROM blocks
			WHERE game = ? AND stake_cents = ? AND state = 'ready')`, t.Game, int64(t.Stake)).Scan(&stored); err != nil {
			return err
		}
		if stored {
			w.after(func() { s.ensureReady(ser.key) })
			return nil
		}
		b, err := s.opt.Build(t)
		if err != nil {
			return fmt.Errorf("building a block: %w", err)
		}
		id, err := s.insertBlock(w, b, "ready")
		if err != nil {
			return err
		}
		ser.ready = &liveBlock{id: id, b: b}
		w.undo(func() { ser.ready = nil })
		return nil
	})
	if err != nil {
		return fmt.Errorf("preparing %s %s €: %w", t.Game, t.Stake, err)
	}
	return nil
}
