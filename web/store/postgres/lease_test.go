package postgres_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"

	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
	"revela/web/store/storetest"
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
// (nothing adopted). A lease followed by another's is left to adopt.
func TestCloseGivesBack(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Schema(t)
	var adopted atomic.Int64
	opt := postgres.Options{Tables: webtest.SmallTables(storetest.Size), Lease: 8,
		Logger: slog.New(counter{"adopted", &adopted})}
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	a, b := open(t, url, opt), open(t, url, opt)
	p := player(t, a, money.Euros(100))
	sell := func(st *postgres.Store, id string) store.Ticket {
		t.Helper()
		tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab})
		if err != nil {
			t.Fatal(err)
		}
		return tk
	}
	sell(a, "a0") // a: 0 to 7
	sell(b, "b0") // b: 8 to 15
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
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
	a.Close() // 1 to 7 are followed by b's 8: left to adopt
	if leased, leases := state(); leased != 9 || leases != "0-8" {
		t.Fatalf("after a's close: leased %d, leases %q; want 9, %q", leased, leases, "0-8")
	}
	c := open(t, url, opt)
	for want := 1; want <= 7; want++ { // a's lease, adopted
		if tk := sell(c, fmt.Sprint("c", want)); tk.Position != want {
			t.Fatalf("c's sale at %d, want %d", tk.Position, want)
		}
	}
	if tk := sell(c, "c9"); tk.Position != 9 { // b's given back: a new lease from 9
		t.Fatalf("c's sale at %d, want 9", tk.Position)
	}
	if n := adopted.Load(); n != 1 {
		t.Fatalf("%d leases adopted, want 1 (a's)", n)
	}
	if err := c.Check(ctx); err != nil {
		t.Fatal(err)
	}
}
