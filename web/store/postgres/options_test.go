package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/storetest"
)

// lockedWriter is a writer shared by the store's goroutines.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// TestDefaults opens a store with the zero Options but its lot tables and
// its logger (the production setup, as revela serve does) on lot tables of 1,000 units: a process
// leases 256 positions at once (Options.Lease), and commits at most 32
// sales per transaction (Options.Group) with 2 committers at once
// (Options.Committers). Both committers are held at the start of a
// group by the fault hook while 40 sales queue: released, they sell the
// 40 in exactly 2 groups (each takes what waits, up to 32), so 4 groups
// in all with the 2 held.
func TestDefaults(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	var logs strings.Builder
	var logMu sync.Mutex
	st, err := postgres.Open(ctx, url, postgres.Options{Tables: webtest.SmallTables(1000), Logger: slog.New(slog.NewTextHandler(lockedWriter{&logMu, &logs}, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	// The logger given is the store's: the migrations of the new schema
	// are said there.
	logMu.Lock()
	said := logs.String()
	logMu.Unlock()
	if !strings.Contains(said, `msg="migration applied" version=0001_init`) {
		t.Fatalf("the store's log: %q; want the migration applied", said)
	}
	tab, err := webtest.SmallTables(1000)("crossingo", money.Euros(1))
	if err != nil {
		t.Fatal(err)
	}
	p := player(t, st, money.Euros(1000))
	var (
		held    atomic.Int32
		release = make(chan struct{})
		once    sync.Once
	)
	// The committers are let go however the test ends (before Close,
	// which waits for them).
	letGo := func() { once.Do(func() { close(release) }) }
	defer letGo()
	postgres.SetFault(st, func(step string) error {
		if step == "acquire" && held.Load() < 2 {
			held.Add(1)
			<-release
		}
		return nil
	})
	var wg sync.WaitGroup
	sell := func(id string) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab}); err != nil {
				t.Error(err)
			}
		}()
	}
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); !ok(); time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("waiting for %s", what)
			}
		}
	}
	sell("gate0")
	waitFor("a held committer", func() bool { return held.Load() == 1 })
	sell("gate1")
	waitFor("two held committers", func() bool { return held.Load() == 2 })
	for i := range 40 {
		sell(fmt.Sprint(i))
	}
	waitFor("40 sales queued", func() bool { return postgres.Pending(st) == 40 })
	letGo()
	wg.Wait()
	if s := st.Stats(); s.Groups != 4 || s.Sales != 42 {
		t.Fatalf("%d sales in %d groups; want 42 in 4", s.Sales, s.Groups)
	}
	logMu.Lock()
	said = logs.String()
	logMu.Unlock()
	if !strings.Contains(said, `msg="store: block opened" game=crossingo stake=1 block=1`) {
		t.Fatalf("the store's log: %q; want block 1 opened", said)
	}

	conn := dial(t, url)
	var lo, hi, leased int
	if err := conn.QueryRow(ctx, `SELECT l.lo, l.hi, b.leased FROM leases l JOIN blocks b ON b.id = l.block_id`).Scan(&lo, &hi, &leased); err != nil {
		t.Fatal(err)
	}
	if lo != 0 || hi != 256 || leased != 256 {
		t.Fatalf("lease [%d, %d), block leased to %d; want [0, 256), 256", lo, hi, leased)
	}
	checkStore(t, st)
}

// TestReplayHereRunsNoStatement: a replay of a sale this process stored
// is answered from the stored ticket without taking a position, so no
// sale statement goes to a group commit (counted through the fault hook);
// two sales, then both replayed: 2 statements in all.
func TestReplayHereRunsNoStatement(t *testing.T) {
	ctx := context.Background()
	st := open(t, schema(t), postgres.Options{})
	tab := oneEuro(t)
	p := player(t, st, money.Euros(10))
	var statements atomic.Int32
	postgres.SetFault(st, func(step string) error {
		if step == "sale" {
			statements.Add(1)
		}
		return nil
	})
	first := map[string]store.Ticket{}
	for _, id := range []string{"a", "b", "a", "b"} {
		tk, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab})
		if prev, again := first[id]; err != nil || replay != again || (again && (tk.ID != prev.ID || tk.Position != prev.Position)) {
			t.Fatalf("sale %s: ticket %d at %d, replay %v, %v", id, tk.ID, tk.Position, replay, err)
		}
		first[id] = tk
	}
	if n := statements.Load(); n != 2 {
		t.Fatalf("%d sale statements; want 2 (the replays run none)", n)
	}
}

// TestClosedStoreSaysClosed: after Close, the calls that reach the pool
// fail with store.ErrClosed (the server answers 503 to it), not with the
// pool's own error.
func TestClosedStoreSaysClosed(t *testing.T) {
	ctx := context.Background()
	st := open(t, schema(t), postgres.Options{})
	tok := storetest.Token()
	p, err := st.CreatePlayer(ctx, tok, money.Euros(10), true)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	if _, err := st.PlayerByToken(ctx, tok); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("PlayerByToken after Close: %v", err)
	}
	if _, err := st.Ticket(ctx, p.Key, 1); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("Ticket after Close: %v", err)
	}
	if _, err := st.Tickets(ctx, p.Key, 0, 10); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("Tickets after Close: %v", err)
	}
}

// TestPrepareMakesReady: Open with Options.Prepare (revela serve's start)
// opens the series' first block and stores the next one ready, before
// any sale, so that the sale that uses up the first does not wait for a
// block build; a second process started on the same database builds
// none.
func TestPrepareMakesReady(t *testing.T) {
	url := schema(t)
	tab := oneEuro(t)
	opt := postgres.Options{Prepare: []*lots.Table{tab}}
	conn := dial(t, url)
	states := func() string { return strings.Join(blockStates(t, conn), " ") }
	open(t, url, opt)
	if got := states(); got != "open ready" {
		t.Fatalf("blocks after Open: %q; want \"open ready\"", got)
	}
	open(t, url, opt)
	if got := states(); got != "open ready" {
		t.Fatalf("blocks after a second Open: %q; want \"open ready\"", got)
	}
}
