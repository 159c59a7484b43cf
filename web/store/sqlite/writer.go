package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"runtime/debug"

	"revela/web/store"
)

// op is one write: fn runs inside the group's transaction, within its own
// savepoint. fn may change the writer's in-memory state only through
// w.undo (run when its savepoint is rolled back; when the whole group
// fails, abort forgets that state whole) and w.after (run once the group
// has committed).
type op struct {
	ctx  context.Context
	fn   func(w *wtx) error
	err  error
	done chan struct{}
}

// wtx is the writer's transaction as one op sees it.
type wtx struct {
	ctx    context.Context
	tx     *sql.Tx
	s      *Store
	bound  map[*sql.Stmt]*sql.Stmt // the group's statements bound to tx
	undos  []func()
	afters []func()
}

func (w *wtx) undo(f func())  { w.undos = append(w.undos, f) }
func (w *wtx) after(f func()) { w.afters = append(w.afters, f) }

// stmt returns a prepared statement of the writer, bound to the
// transaction once per group.
func (w *wtx) stmt(st *sql.Stmt) *sql.Stmt {
	b, ok := w.bound[st]
	if !ok {
		b = w.tx.StmtContext(w.ctx, st)
		w.bound[st] = b
	}
	return b
}

// do runs fn as one write and waits until its group has committed or
// failed. fn's error, or the group's commit error, is returned.
func (s *Store) do(ctx context.Context, fn func(w *wtx) error) error {
	o := &op{ctx: ctx, fn: fn, done: make(chan struct{})}
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		return store.ErrClosed
	}
	s.ops <- o
	s.mu.RUnlock()
	// Wait even when ctx ends: the write may be committing, and the
	// caller must not report a failure for a sale that was stored (a
	// retry with the same request id would find it anyway).
	<-o.done
	return o.err
}

// Stats are counts of the writer since Open.
type Stats struct {
	Groups      int64 // transactions committed (one fsync each with synchronous=FULL)
	Writes      int64 // writes (sales, players, seen marks) in those groups
	Checkpoints int64 // checkpoints of the WAL run by the checkpointer
}

// Stats returns the writer's counts: Writes/Groups is the mean size of a
// group commit.
func (s *Store) Stats() Stats {
	return Stats{Groups: s.groups.Load(), Writes: s.writes.Load(), Checkpoints: s.checkpoints.Load()}
}

// writer is the writer goroutine: it takes the pending ops in groups of
// at most MaxBatch and commits each group in one transaction.
func (s *Store) writer() {
	defer close(s.done)
	store.Groups(s.ops, s.opt.MaxBatch, s.commit)
}

// commit runs one group of ops in one transaction. Each op runs inside a
// savepoint: an op that fails is rolled back to its savepoint (and its
// in-memory changes undone) without touching the others. When the COMMIT
// itself fails, every op of the group fails and the in-memory block state
// is dropped, to be read again from the database.
func (s *Store) commit(batch []*op) {
	ctx := context.Background()
	finish := func(err error) {
		for _, o := range batch {
			if o.err == nil {
				o.err = err
			}
			close(o.done)
		}
	}
	var tx *sql.Tx
	err := s.failAt("begin")
	if err == nil {
		tx, err = s.w.BeginTx(ctx, nil)
	}
	if err != nil {
		s.log.Error("store: begin", "err", err)
		finish(fmt.Errorf("store: begin: %w", err))
		return
	}
	var afters []func()
	bound := map[*sql.Stmt]*sql.Stmt{}
	// The group holds the write lock from its BEGIN (IMMEDIATE): a
	// connection that wrote the file did so before it, not during it.
	if err := s.outside(&wtx{ctx: ctx, tx: tx, s: s, bound: bound}); err != nil {
		s.abort(tx, batch, fmt.Errorf("store: reading data_version: %w", err))
		return
	}
	for _, o := range batch {
		if err := o.ctx.Err(); err != nil {
			o.err = err
			continue
		}
		w := &wtx{ctx: ctx, tx: tx, s: s, bound: bound}
		if err := s.exec(w, "savepoint", s.stmts.savepoint); err != nil {
			o.err = err
			continue
		}
		o.err = run(o.fn, w)
		if o.err != nil {
			for i := len(w.undos) - 1; i >= 0; i-- {
				w.undos[i]()
			}
			if err := s.exec(w, "rollback to", s.stmts.rollbackTo); err != nil {
				s.abort(tx, batch, fmt.Errorf("store: rollback to savepoint: %w", err))
				return
			}
		}
		if err := s.exec(w, "release", s.stmts.release); err != nil {
			s.abort(tx, batch, fmt.Errorf("store: release savepoint: %w", err))
			return
		}
		if o.err == nil {
			afters = append(afters, w.afters...)
		}
	}
	if err = s.failAt("commit"); err == nil {
		err = tx.Commit()
	}
	if err != nil {
		s.abort(tx, batch, fmt.Errorf("store: commit: %w", err))
		return
	}
	s.groups.Add(1)
	s.writes.Add(int64(len(batch)))
	s.wake()
	finish(nil)
	for _, f := range afters {
		f()
	}
}

// wake tells the checkpointer that a group was committed (it copies the
// WAL beside the writer: checkpoint.go), without waiting.
func (s *Store) wake() {
	select {
	case s.committed <- struct{}{}:
	default:
	}
}

// abort fails the whole group: rolls tx back (a no-op after a failed
// COMMIT), forgets the in-memory block state, balances, standings and sessions
// (the ops' changes with them), so that they are read again from the database, and
// answers every op with err.
func (s *Store) abort(tx *sql.Tx, batch []*op, err error) {
	s.log.Error("store: write group failed", "err", err, "ops", len(batch))
	tx.Rollback()
	s.series = map[seriesKey]*series{}
	s.balances = map[int64]int64{}
	s.standings = map[int64]store.Standing{}
	s.sessions = map[[32]byte]session{}
	for _, o := range batch {
		if o.err == nil {
			o.err = err
		}
		close(o.done)
	}
}

// failAt returns the error the test hook fault gives for step; nil in
// production.
func (s *Store) failAt(step string) error {
	if s.fault == nil {
		return nil
	}
	return s.fault(step)
}

// exec runs one of the group's own statements (savepoint, rollback to,
// release) in w, unless the test hook fails it.
func (s *Store) exec(w *wtx, step string, st *sql.Stmt) error {
	if err := s.failAt(step); err != nil {
		return err
	}
	_, err := w.stmt(st).ExecContext(w.ctx)
	return err
}

// run runs fn, turning a panic (a bug in a rules core's composer, say)
// into the op's error so that the op alone is rolled back and the writer
// goes on.
func run(fn func(w *wtx) error, w *wtx) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("store: write panicked: %v", v)
			w.s.log.Error("store: write panicked", "panic", v, "stack", string(debug.Stack()))
		}
	}()
	return fn(w)
}
