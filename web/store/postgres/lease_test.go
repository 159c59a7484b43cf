package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"revela/core/money"
	"revela/web/store"
	"revela/web/store/postgres"
)

// counter is a slog handler that counts the records whose message holds
// a text.
type counter struct {
	text string
	n    *atomic.Int64
}

func (c counter) Enabled(context.Context, slog.Level) bool { return true }
func (c counter) Handle(_ context.Context, r slog.Record) error {
	if strings.Contains(r.Message, c.text) {
		c.n.Add(1)
	}
	return nil
}
func (c counter) WithAttrs([]slog.Attr) slog.Handler { return c }
func (c counter) WithGroup(string) slog.Handler      { return c }

// TestCloseGivesBack: a store closed gracefully gives the unsold
// positions of its lease back to its block when they end the block's
// leased part: no lease row is left, the block's mark is back at the
// first unsold position, and the next process sells it from a new lease
// (nothing adopted). A lease followed by another's is marked given back,
// and the next process takes it over at once (not as a dead process's).
func TestCloseGivesBack(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	var adopted, taken atomic.Int64
	opt := postgres.Options{Lease: 8, Logger: slog.New(counter{"adopted", &adopted})}
	tab := oneEuro(t)
	a, b := open(t, url, opt), open(t, url, opt)
	p := player(t, a, money.Euros(100))
	sell := seller(t, p, tab)
	sell(a, "a0") // a: 0 to 7
	sell(b, "b0") // b: 8 to 15
	conn := dial(t, url)
	state := func() (leased int, leases string) {
		t.Helper()
		if err := conn.QueryRow(ctx, `SELECT (SELECT leased FROM blocks WHERE state = 'open' ORDER BY id LIMIT 1),
			COALESCE((SELECT string_agg(lo || '-' || hi, ' ' ORDER BY lo) FROM leases), '')`).Scan(&leased, &leases); err != nil {
			t.Fatal(err)
		}
		return leased, leases
	}
	b.Close() // 9 to 15 end the leased part: given back
	if leased, leases := state(); leased != 9 || leases != "0-8" {
		t.Fatalf("after b's close: leased %d, leases %q; want 9, %q", leased, leases, "0-8")
	}
	a.Close() // 1 to 7 are followed by b's 8: the lease marked given back
	if leased, leases := state(); leased != 9 || leases != "0-8" {
		t.Fatalf("after a's close: leased %d, leases %q; want 9, %q", leased, leases, "0-8")
	}
	var given bool
	if err := conn.QueryRow(ctx, `SELECT given_at IS NOT NULL FROM leases WHERE lo = 0`).Scan(&given); err != nil || !given {
		t.Fatalf("a's lease after its close: given back %v (%v); want true", given, err)
	}
	cOpt := opt
	cOpt.Logger = slog.New(counter{"lease given back taken over", &taken})
	c := open(t, url, cOpt)
	for want := 1; want <= 7; want++ { // a's lease, taken over as given back
		if tk := sell(c, fmt.Sprint("c", want)); tk.Position != want {
			t.Fatalf("c's sale at %d, want %d", tk.Position, want)
		}
		if want == 1 { // c holds it: no longer given back
			if err := conn.QueryRow(ctx, `SELECT given_at IS NOT NULL FROM leases WHERE lo = 0`).Scan(&given); err != nil || given {
				t.Fatalf("a's lease held by c: given back %v (%v); want false", given, err)
			}
		}
	}
	if tk := sell(c, "c9"); tk.Position != 9 { // b's given back: a new lease from 9
		t.Fatalf("c's sale at %d, want 9", tk.Position)
	}
	if n, m := adopted.Load(), taken.Load(); n != 0 || m != 1 {
		t.Fatalf("%d leases adopted as a dead process's and %d taken over as given back; want 0 and 1 (a's)", n, m)
	}
	checkStore(t, c)
}

// TestLostConnectionRetried: a sale whose group fails as a lost
// connection does (PostgreSQL's 57P01, pg_terminate_backend's) is looked
// up by its request id and run again: after a lost COMMIT answer (the
// sale stored) it is answered as this request's sale, not a replay; after
// a COMMIT that failed twice it is stored by the third try; when every
// try fails it fails with store.ErrUnavailable after maxLost (5) tries,
// nothing stored; another failure is not tried again. No unit is given
// back that was sold.
func TestLostConnectionRetried(t *testing.T) {
	ctx := context.Background()
	var twice atomic.Int64
	st := open(t, schema(t), postgres.Options{
		Logger: slog.New(counter{"already sold by its first process", &twice})})
	tab := oneEuro(t)
	p := player(t, st, money.Euros(10))
	lost := &pgconn.PgError{Severity: "FATAL", Code: "57P01", Message: "terminating connection due to administrator command"}
	for _, c := range []struct {
		id, step string
		fail     int   // the failing tries, -1 for all
		err      error // the injected error
		tries    int32 // the tries of the step
		stored   bool
	}{
		{"committed", "committed", 1, lost, 1, true},
		{"commit", "commit", 2, lost, 3, true},
		{"down", "commit", -1, lost, 5, false},
		{"other", "commit", -1, errInjected, 1, false},
	} {
		var tries atomic.Int32
		postgres.SetFault(st, func(step string) error {
			if step == c.step {
				if n := tries.Add(1); c.fail < 0 || int(n) <= c.fail {
					return c.err
				}
			}
			return nil
		})
		tk, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: c.id, Table: tab})
		postgres.SetFault(st, nil)
		if tries.Load() != c.tries {
			t.Errorf("%s: %d tries of %s, want %d", c.id, tries.Load(), c.step, c.tries)
		}
		_, again, aerr := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: c.id, Table: tab})
		switch {
		case c.stored && (err != nil || replay || tk.ID == 0):
			t.Errorf("%s: ticket %d replay %v, %v; want this request's sale", c.id, tk.ID, replay, err)
		case c.stored && (aerr != nil || !again):
			t.Errorf("%s: the same request id again: replay %v, %v", c.id, again, aerr)
		case !c.stored && (err == nil || errors.Is(err, store.ErrUnavailable) != (c.err == lost)):
			t.Errorf("%s: %v; want a failure, ErrUnavailable %v", c.id, err, c.err == lost)
		}
	}
	ts, err := st.Tickets(ctx, p.Key, 0, 10)
	if err != nil || len(ts) != 4 { // committed, commit, and the sales again of down and other
		t.Fatalf("%d tickets (%v), want 4", len(ts), err)
	}
	// The unit of the sale found stored is not given back to be sold
	// again (its next sale would hit the unique index).
	noneTwice(t, &twice)
	checkStore(t, st)
}

// TestLeaseBesideSales: a lease does not wait for the sales of the block
// it leases from. A sale's ticket takes KEY SHARE on its block's row (the
// foreign key) until its group commits; a lease that locked that row FOR
// UPDATE waited for every such group, and the sales queued behind the
// lease for the same row while they held players' rows: `make scale`
// found that deadlock (40P01, a sale answered 500) with three processes.
// Here a transaction holds KEY SHARE on the open block's row, as another
// process's group does, while this process sells past its lease of 1:
// the new lease and its sale are done before that transaction ends.
func TestLeaseBesideSales(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	st := open(t, url, postgres.Options{Lease: 1})
	tab := oneEuro(t)
	p := player(t, st, money.Euros(10))
	first, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "1", Table: tab})
	if err != nil || first.Position != 0 {
		t.Fatalf("first sale: position %d, %v", first.Position, err)
	}
	conn := dial(t, url)
	tx, err := conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `SELECT 1 FROM blocks WHERE id = $1 FOR KEY SHARE`, first.Block); err != nil {
		t.Fatal(err)
	}
	// Waiting for the transaction would last until this deadline: far
	// longer than a lease and a sale take on any machine.
	wait, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	second, _, err := st.Sell(wait, store.Sale{Player: p.Key, RequestID: "2", Table: tab})
	if err != nil || second.Position != 1 || second.Block != first.Block {
		t.Fatalf("sale beside a sale's lock: block %d position %d, %v; want block %d position 1", second.Block, second.Position, err, first.Block)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	checkStore(t, st)
}

// TestTransientFailureRetried: a sale's statement, or its lease's
// transaction, that fails with a deadlock (40P01) or a serialization
// failure (40001), rolled back by the server, is run again: the sale is answered with its ticket, at the
// position given back, the player debited once. Any other failure of the
// statement is the client's error (TestGroupCommitFaults).
func TestTransientFailureRetried(t *testing.T) {
	for _, c := range []struct{ step, code string }{{"sale", "40P01"}, {"sale", "40001"}, {"lease", "40P01"}} {
		step, code := c.step, c.code
		t.Run(step+"/"+code, func(t *testing.T) {
			ctx := context.Background()
			st := open(t, schema(t), postgres.Options{})
			tab := oneEuro(t)
			p := player(t, st, money.Euros(10))
			var fails atomic.Int32
			fails.Store(2) // the sale's statement (or its lease's transaction) fails twice, then runs
			postgres.SetFault(st, func(at string) error {
				if at == step && fails.Add(-1) >= 0 {
					return &pgconn.PgError{Code: code, Message: "injected " + code}
				}
				return nil
			})
			tk, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "r", Table: tab})
			postgres.SetFault(st, nil)
			if err != nil || replay || tk.Position != 0 {
				t.Fatalf("sale: position %d, replay %v, %v; want position 0, no error", tk.Position, replay, err)
			}
			// A sale's statement is sent three times; a lease's transaction
			// at least three (the next sale may lease again).
			if got := fails.Load(); got != -1 && (step == "sale" || got > -1) {
				t.Fatalf("the %s step was run %d times, want 3", step, 2-got)
			}
			want := money.Euros(9) + tk.Prize
			if tk.Balance != want {
				t.Fatalf("balance after %s, want %s (debited once)", tk.Balance, want)
			}
			got, err := st.Tickets(ctx, p.Key, 0, 10)
			if err != nil || len(got) != 1 {
				t.Fatalf("%d tickets stored (%v), want 1", len(got), err)
			}
			next, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "s", Table: tab})
			if err != nil || next.Position != 1 {
				t.Fatalf("next sale: position %d, %v; want 1", next.Position, err)
			}
			checkStore(t, st)
		})
	}
}

// TestLockCheck: the check of the lease connection (watchLock's, every
// lockCheck) keeps a live one and its leases (the next sale from the same
// lease, no lock reported lost); one whose server process was terminated
// is opened again and its lease locked again before the next sale, which
// goes on from it.
func TestLockCheck(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	var lost atomic.Int64
	st := open(t, url, postgres.Options{Lease: 8, Logger: slog.New(counter{"lock was lost", &lost})})
	sell := seller(t, player(t, st, money.Euros(10)), oneEuro(t))
	sell(st, "a")
	pid := postgres.LockPID(st)
	postgres.CheckLock(st)
	if got := postgres.LockPID(st); got != pid {
		t.Errorf("a live lease connection after its check: server process %d; want %d, the same", got, pid)
	}
	if tk := sell(st, "b"); tk.Position != 1 {
		t.Errorf("the sale after the check at position %d; want 1, from the same lease", tk.Position)
	}
	if n := lost.Load(); n != 0 {
		t.Errorf("%d locks reported lost with the connection live; want 0", n)
	}
	conn := dial(t, url)
	if _, err := conn.Exec(ctx, `SELECT pg_terminate_backend($1)`, int(pid)); err != nil {
		t.Fatal(err)
	}
	postgres.CheckLock(st)
	if got := postgres.LockPID(st); got == pid {
		t.Errorf("a terminated lease connection after its check: server process %d, the same; want another", got)
	}
	if tk := sell(st, "c"); tk.Position != 2 {
		t.Errorf("the sale after the lock was lost at position %d; want 2, from the lease locked again", tk.Position)
	}
	if n := lost.Load(); n != 1 {
		t.Errorf("%d locks reported lost after the connection's end; want 1", n)
	}
}
