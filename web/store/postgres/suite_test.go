package postgres_test

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"

	"revela/core/lots"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
	"revela/web/store/storetest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// TestMain runs up to 4 parallel subtests at once (the cases of
// TestCheckFindsDamage and TestGroupCommitFaults, each on a schema and a
// store of its own) unless -parallel is given: they wait on the database
// far more than they compute, and GOMAXPROCS (the default) is 2 on the
// reference machine.
func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.parallel"); f != nil && f.Value.String() == fmt.Sprint(runtime.GOMAXPROCS(0)) {
		f.Value.Set(fmt.Sprint(max(4, runtime.GOMAXPROCS(0))))
	}
	os.Exit(m.Run())
}

// TestStore runs the store suite on PostgreSQL, each test in a schema of
// its own.
func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T, opt storetest.Options) store.Store {
		return open(t, pgtest.Schema(t), postgres.Options{Tables: opt.Tables, Compose: opt.Compose})
	})
}

// open opens a store on the schema at url, closed with the test: the
// suite's small tables (storetest.Size units a block), leases of 8 and a
// quiet log unless opt says otherwise.
func open(t testing.TB, url string, opt postgres.Options) *postgres.Store {
	t.Helper()
	if opt.Tables == nil {
		opt.Tables = webtest.SmallTables(storetest.Size)
	}
	if opt.Lease == 0 {
		opt.Lease = 8
	}
	if opt.Logger == nil {
		opt.Logger = quiet
	}
	return storetest.Opened(t, func() (*postgres.Store, error) { return postgres.Open(context.Background(), url, opt) })
}

// schema returns the URL of a schema of the test's own (pgtest.Schema).
func schema(t testing.TB) string {
	t.Helper()
	return pgtest.Schema(t)
}

// oneEuro is the small table of CROSSINGO at 1 €, the one most tests sell.
func oneEuro(t testing.TB) *lots.Table { return storetest.Table(t, "crossingo", money.Euros(1)) }

// player creates a player holding balance on st (a new token each time).
func player(t testing.TB, st store.Store, balance money.Cents) store.Player {
	t.Helper()
	p, err := st.CreatePlayer(context.Background(), storetest.Token(), balance, true)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkStore fails the test unless st's Check holds.
func checkStore(t testing.TB, st store.Store) {
	t.Helper()
	if err := st.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// noneTwice fails the test unless twice, a counter of the warnings that
// a sale hit a unit already sold (counter), is 0.
func noneTwice(t testing.TB, twice *atomic.Int64) {
	t.Helper()
	if n := twice.Load(); n != 0 {
		t.Fatalf("%d sales hit a unit already sold", n)
	}
}

// seller sells units of tab to p through a store, each with its request
// id, and fails the test on an error.
func seller(t testing.TB, p store.Player, tab *lots.Table) func(st *postgres.Store, id string) store.Ticket {
	return func(st *postgres.Store, id string) store.Ticket {
		t.Helper()
		tk, _, err := st.Sell(context.Background(), store.Sale{Player: p.Key, RequestID: id, Table: tab})
		if err != nil {
			t.Fatal(err)
		}
		return tk
	}
}

// dial connects to the schema at url for a test's own SQL, closed with
// the test; it fails the test when PostgreSQL does not answer.
func dial(t testing.TB, url string) *pgx.Conn {
	t.Helper()
	c, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	return c
}

// blockStates returns the state of every block on c, in the order of
// their ids ("closed", "open", "ready").
func blockStates(t testing.TB, c *pgx.Conn) []string {
	t.Helper()
	rows, _ := c.Query(context.Background(), `SELECT state FROM blocks ORDER BY id`)
	states, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	return states
}
