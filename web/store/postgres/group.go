package postgres

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"revela/web/store"
)

// A saleOp is one sale's statement (saleSQL and its arguments) waiting for
// a group commit. Its answer (id and after, none when noRow, or err) is
// set, and done closed, only once its group's COMMIT has answered, or the
// group has failed.
type saleOp struct {
	ctx    context.Context
	player int64
	args   []any

	id, after int64
	noRow     bool  // the statement stored nothing: the balance does not allow the sale, or no such player
	err       error // the statement failed (its savepoint rolled back), or its whole group did
	done      chan struct{}
}

// groupTimeout bounds one group's round trips, so that a database that
// stops answering fails its sales instead of holding them for ever.
const groupTimeout = 30 * time.Second

// errFault is the SQL that replaces a step failed by the test hook: it
// fails on the server, as a real failure of the step would, aborting the
// transaction.
const errFault = `SELECT 1/0`

// The statements of a group commit besides saleSQL.
const (
	sqlBegin      = `BEGIN`
	sqlSavepoint  = `SAVEPOINT sale`
	sqlRelease    = `RELEASE SAVEPOINT sale`
	sqlRollbackTo = `ROLLBACK TO SAVEPOINT sale`
	sqlCommit     = `COMMIT`
)

var groupSQL = []string{sqlBegin, sqlSavepoint, saleSQL, sqlRelease, sqlRollbackTo, sqlCommit, errFault}

// enqueue hands o to the committers; store.ErrClosed after Close.
func (s *Store) enqueue(o *saleOp) error {
	s.opsMu.RLock()
	defer s.opsMu.RUnlock()
	if s.opsClosed {
		return errClosed
	}
	s.ops <- o
	return nil
}

// closeOps refuses new sales: the committers end once they have run the
// sales queued.
func (s *Store) closeOps() {
	s.opsMu.Lock()
	defer s.opsMu.Unlock()
	if !s.opsClosed {
		s.opsClosed = true
		close(s.ops)
	}
}

// stopCommitters lets the committers finish the sales queued and waits
// for them.
func (s *Store) stopCommitters() {
	s.closeOps()
	s.committers.Wait()
}

// committer takes the queued sales in groups of at most Options.Group and
// commits each group in one transaction. Options.Committers of them run
// at once, each on its own connection.
func (s *Store) committer() {
	defer s.committers.Done()
	store.Groups(s.ops, s.opt.Group, s.commitGroup)
}

// commitGroup runs a group of sales in one transaction, each statement
// inside its own savepoint, and answers every sale once the COMMIT has
// answered. A sale whose context has ended before the group begins is not
// run (answered with the context's error). A sale whose statement fails is
// rolled back to its savepoint alone, the others go on. When BEGIN, a
// savepoint, a release, a rollback to a savepoint or the COMMIT fails, the
// whole transaction is rolled back and every sale of the group is told
// (nothing of it is stored; Sell gives the positions back).
//
// The sales run in the order of their players' keys, so that two groups
// (of this process or of another) lock the players' rows in the same
// order and never wait for each other in a cycle.
func (s *Store) commitGroup(group []*saleOp) {
	defer func() {
		for _, o := range group {
			close(o.done)
		}
	}()
	var run []*saleOp
	for _, o := range group {
		if err := o.ctx.Err(); err != nil {
			o.err = err
			continue
		}
		run = append(run, o)
	}
	if len(run) == 0 {
		return
	}
	slices.SortStableFunc(run, func(a, b *saleOp) int { return cmp.Compare(a.player, b.player) })
	ctx, cancel := context.WithTimeout(context.Background(), groupTimeout)
	defer cancel()
	var err error
	if err = s.failAt("acquire"); err == nil {
		var c *pgxpool.Conn
		if c, err = s.pool.Acquire(ctx); err == nil {
			err = s.runGroup(ctx, c.Conn(), run)
			// A connection left in a failed transaction is closed by
			// the pool (Release drops one that is not idle): the
			// transaction is rolled back with it.
			c.Release()
		}
	}
	if err != nil {
		err = s.wrap(err)
		s.log.Error("store: sale group failed", "err", err, "sales", len(run))
		for _, o := range run {
			if o.err == nil {
				o.err, o.noRow = err, false
			}
		}
		return
	}
	s.groups.Add(1)
	s.sales.Add(int64(len(run)))
}

// A step is one statement of a group's pipeline.
type step struct {
	name     string  // begin, savepoint, sale, release, rollback to, commit
	op       *saleOp // for sale
	sql      string
	injected error // the test hook's error for this step
}

// runGroup runs the statements of a group in one pipeline (one round trip
// when no statement fails): BEGIN, then for each sale SAVEPOINT, its
// statement, RELEASE, then COMMIT. When a sale's statement fails, the
// server skips the rest of the pipeline: that sale is rolled back to its
// savepoint and the rest sent again, in one more round trip. Any other
// failure is returned: the group fails.
func (s *Store) runGroup(ctx context.Context, c *pgx.Conn, ops []*saleOp) error {
	// Every statement of a group is prepared on the connection (once:
	// Prepare answers from the connection's own list after), so that no
	// statement needs preparing inside a transaction that a failed sale
	// has aborted.
	for _, q := range groupSQL {
		if _, err := c.Prepare(ctx, q, q); err != nil {
			return fmt.Errorf("store: preparing the group's statements: %w", err)
		}
	}
	var steps []step
	add := func(name, sql string, op *saleOp) {
		st := step{name: name, op: op, sql: sql}
		if st.injected = s.failAt(name); st.injected != nil {
			st.sql = errFault
		}
		steps = append(steps, st)
	}
	add("begin", sqlBegin, nil)
	for {
		for _, o := range ops {
			add("savepoint", sqlSavepoint, nil)
			add("sale", saleSQL, o)
			add("release", sqlRelease, nil)
		}
		add("commit", sqlCommit, nil)
		failed, err := s.pipeline(ctx, c, steps)
		if err != nil {
			return err
		}
		if failed == nil {
			if err := s.failAt("committed"); err != nil {
				// The answer of a COMMIT that was stored, lost.
				return fmt.Errorf("store: commit: %w", err)
			}
			return nil
		}
		// The sale's statement failed: roll it back to its savepoint
		// and run the sales after it.
		ops = ops[slices.Index(ops, failed)+1:]
		steps = steps[:0]
		add("rollback to", sqlRollbackTo, nil)
		add("release", sqlRelease, nil)
	}
}

// pipeline sends steps in one batch and reads their answers in order: the
// sale whose statement failed (its error set; the server skipped the
// steps after it), or the error of another step.
func (s *Store) pipeline(ctx context.Context, c *pgx.Conn, steps []step) (*saleOp, error) {
	b := &pgx.Batch{}
	for _, st := range steps {
		if st.op != nil && st.injected == nil {
			b.Queue(st.sql, st.op.args...)
		} else {
			b.Queue(st.sql)
		}
	}
	br := c.SendBatch(ctx, b)
	defer br.Close()
	for _, st := range steps {
		var err error
		if st.name == "sale" {
			o := st.op
			err = br.QueryRow().Scan(&o.id, &o.after)
			if errors.Is(err, pgx.ErrNoRows) {
				o.noRow, err = true, nil
			}
			if err != nil {
				if st.injected != nil {
					err = st.injected
				}
				o.err = err
				return o, nil
			}
			continue
		}
		tag, err := br.Exec()
		if err != nil {
			if st.injected != nil {
				err = st.injected
			}
			return nil, fmt.Errorf("store: %s: %w", st.name, err)
		}
		if st.name == "commit" && tag.String() != "COMMIT" {
			// COMMIT of an aborted transaction answers ROLLBACK.
			return nil, fmt.Errorf("store: commit: the transaction was rolled back (%s)", tag)
		}
	}
	return nil, br.Close()
}

// failAt returns the error the test hook gives for step; nil in
// production.
func (s *Store) failAt(step string) error {
	if f := s.fault.Load(); f != nil {
		return (*f)(step)
	}
	return nil
}

// Stats are counts of the committers since Open.
type Stats struct {
	Groups int64 // transactions committed (one WAL flush each)
	Sales  int64 // sales run in those groups (stored, or refused by the statement)
}

// Stats returns the committers' counts: Sales/Groups is the mean size of
// a group commit.
func (s *Store) Stats() Stats { return Stats{Groups: s.groups.Load(), Sales: s.sales.Load()} }
