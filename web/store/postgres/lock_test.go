package postgres_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
	"revela/web/store/storetest"
)

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
	url := pgtest.Schema(t)
	st := open(t, url, postgres.Options{Tables: webtest.SmallTables(storetest.Size), Lease: 1})
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	p := player(t, st, money.Euros(10))
	first, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "1", Table: tab})
	if err != nil || first.Position != 0 {
		t.Fatalf("first sale: position %d, %v", first.Position, err)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
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
	if err := st.Check(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestTransientFailureRetried: a sale's statement that fails with a
// deadlock (40P01) or a serialization failure (40001), rolled back by the
// server, is run again: the sale is answered with its ticket, at the
// position given back, the player debited once. Any other failure of the
// statement is the client's error (TestGroupCommitFaults).
func TestTransientFailureRetried(t *testing.T) {
	for _, code := range []string{"40P01", "40001"} {
		t.Run(code, func(t *testing.T) {
			ctx := context.Background()
			st := open(t, pgtest.Schema(t), postgres.Options{Tables: webtest.SmallTables(storetest.Size)})
			tab := storetest.Table(t, "crossingo", money.Euros(1))
			p := player(t, st, money.Euros(10))
			var fails atomic.Int32
			fails.Store(2) // the sale's statement fails twice, then runs
			postgres.SetFault(st, func(step string) error {
				if step == "sale" && fails.Add(-1) >= 0 {
					return &pgconn.PgError{Code: code, Message: "injected " + code}
				}
				return nil
			})
			tk, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "r", Table: tab})
			postgres.SetFault(st, nil)
			if err != nil || replay || tk.Position != 0 {
				t.Fatalf("sale: position %d, replay %v, %v; want position 0, no error", tk.Position, replay, err)
			}
			if got := fails.Load(); got != -1 {
				t.Fatalf("the statement was sent %d times, want 3", 2-got)
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
			if err := st.Check(ctx); err != nil {
				t.Fatal(err)
			}
		})
	}
}
