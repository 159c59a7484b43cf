package postgres_test

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/storetest"
)

// TestProcesses: three stores on one database, as three processes. Every
// player buys through a process drawn at random, and retries each sale
// on another process; processes die (Kill, their leases left to adopt)
// and new ones start. After it, every position of every closed block is
// sold once, Check holds (sold + unsold = block), and every balance is
// the grant less the stakes plus the prizes.
func TestProcesses(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	opt := postgres.Options{Tables: webtest.SmallTables(storetest.Size), Lease: 4, Logger: quiet}
	var mu sync.Mutex
	procs := []*postgres.Store{open(t, url, opt), open(t, url, opt), open(t, url, opt)}
	pick := func() store.Store {
		mu.Lock()
		defer mu.Unlock()
		return procs[rand.IntN(len(procs))]
	}
	tab := oneEuro(t)
	const players, each = 8, 30
	type player struct {
		tok    [32]byte
		key    int64
		prizes money.Cents
		sold   map[string]store.Ticket
	}
	ps := make([]*player, players)
	for i := range ps {
		tok := storetest.Token()
		p, err := procs[0].CreatePlayer(ctx, tok, money.Euros(100), true)
		if err != nil {
			t.Fatal(err)
		}
		ps[i] = &player{tok: tok, key: p.Key, sold: map[string]store.Ticket{}}
	}
	stop := make(chan struct{})
	killed := make(chan struct{})
	go func() {
		defer close(killed)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			time.Sleep(time.Duration(rand.IntN(30)) * time.Millisecond)
			mu.Lock()
			j := rand.IntN(len(procs))
			victim := procs[j]
			st, err := postgres.Open(ctx, url, opt)
			if err != nil {
				mu.Unlock()
				t.Error(err)
				return
			}
			t.Cleanup(func() { st.Close() })
			procs[j] = st
			mu.Unlock()
			victim.Kill()
		}
	}()
	var wg sync.WaitGroup
	for _, p := range ps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range each {
				sale := store.Sale{Player: p.key, RequestID: fmt.Sprint(j), Table: tab}
				var tk store.Ticket
				var err error
				for try := 0; try < 50; try++ {
					// A sale answered by a dying process may be lost
					// or stored: retried on another, it is sold once.
					if tk, _, err = pick().Sell(ctx, sale); err == nil {
						break
					}
				}
				if err != nil {
					t.Error(err)
					return
				}
				again, replay, err := pick().Sell(ctx, sale)
				for try := 0; err != nil && try < 50; try++ {
					again, replay, err = pick().Sell(ctx, sale)
				}
				if err != nil || !replay || again.ID != tk.ID || again.Balance != tk.Balance {
					t.Errorf("retry on another process: %+v %v %v, first %+v", again, replay, err, tk)
					return
				}
				p.prizes += tk.Prize
				p.sold[sale.RequestID] = tk
			}
		}()
	}
	wg.Wait()
	close(stop)
	<-killed
	final := open(t, url, opt)
	seen := map[[2]int64]bool{}
	for i, p := range ps {
		got, err := final.PlayerByToken(ctx, p.tok)
		if err != nil {
			t.Fatal(err)
		}
		if want := money.Euros(100) - money.Euros(each) + p.prizes; got.Balance != want {
			t.Fatalf("player %d: balance %s, want %s", i, got.Balance, want)
		}
		all, err := final.Tickets(ctx, p.key, 0, 1000)
		if err != nil || len(all) != each {
			t.Fatalf("player %d: %d tickets (%v), want %d", i, len(all), err, each)
		}
		for _, tk := range all {
			u := [2]int64{tk.Block, int64(tk.Position)}
			if seen[u] || p.sold[tk.RequestID].ID != tk.ID {
				t.Fatalf("ticket %+v sold twice or not the one answered", tk)
			}
			seen[u] = true
		}
	}
	checkStore(t, final)
}

// TestLeaseConnLost: a store whose lease connection is lost opens it
// again and goes on selling; its leases, unlocked meanwhile, are adopted
// by another process, and no unit is sold twice. The first store sells
// from its lost lease no more: not one of its sales hits a unit the
// adopter sold (no "already sold by its first process" warning).
func TestLeaseConnLost(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	var twice atomic.Int64
	opt := postgres.Options{Lease: 4,
		Logger: slog.New(counter{"already sold by its first process", &twice})}
	a, b := open(t, url, opt), open(t, url, opt)
	tab := oneEuro(t)
	p := player(t, a, money.Euros(100))
	sell := func(st store.Store, id string) store.Ticket {
		t.Helper()
		tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab})
		if err != nil {
			t.Fatal(err)
		}
		return tk
	}
	first := sell(a, "a0") // a leases positions 0 to 3
	a.LoseLockConn()
	// b adopts a's lease (unlocked now) and sells its positions 1 to 3.
	for i, want := range []int{1, 2, 3} {
		if tk := sell(b, fmt.Sprint("b", i)); tk.Block != first.Block || tk.Position != want {
			t.Fatalf("b's sale %d: block %d position %d, want %d %d", i, tk.Block, tk.Position, first.Block, want)
		}
	}
	// a's lease 0 to 3, whose lock it lost, is sold from no more: a
	// sells from a new lease, with no unit found sold by b.
	for i := range 3 {
		if tk := sell(a, fmt.Sprint("a", i+1)); tk.Position < 4 {
			t.Fatalf("a's sale %d at position %d, sold by b", i, tk.Position)
		}
	}
	noneTwice(t, &twice)
	checkStore(t, a)
}

// TestBlocksClose: the blocks sold out by two processes are closed, the
// next one is open, and one is ready.
func TestBlocksClose(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	opt := postgres.Options{}
	procs := []*postgres.Store{open(t, url, opt), open(t, url, opt)}
	tab := oneEuro(t)
	p := player(t, procs[0], money.Euros(100))
	for i := range 2*storetest.Size + 1 {
		if _, _, err := procs[i%2].Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint(i), Table: tab}); err != nil {
			t.Fatal(err)
		}
	}
	for _, st := range procs {
		st.Close() // their leases are left, unlocked
	}
	conn := dial(t, url)
	states := blockStates(t, conn)
	if len(states) < 3 || states[0] != "closed" || states[1] != "closed" || states[2] != "open" {
		t.Fatalf("block states %v, want closed, closed, open ...", states)
	}
	if err := procs[0].Check(ctx); err == nil {
		t.Fatal("Check on a closed store")
	}
	final := open(t, url, opt)
	checkStore(t, final)
}

// TestAdoption: a live process's lease is never taken; a dead one's is
// adopted by one process only, at its first unsold position.
func TestAdoption(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	opt := postgres.Options{}
	a, b, c := open(t, url, opt), open(t, url, opt), open(t, url, opt)
	tab := oneEuro(t)
	p := player(t, a, money.Euros(100))
	n := 0
	sell := func(st store.Store, want int) {
		t.Helper()
		n++
		tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint(n), Table: tab})
		if err != nil || tk.Position != want {
			t.Fatalf("sale %d: position %d (%v), want %d", n, tk.Position, err, want)
		}
	}
	sell(a, 0) // a leases [0, 8)
	sell(b, 8) // a lives: b leases [8, 16)
	a.Kill()
	waitLeasesUnlocked(t, url, "l.lo = 0") // the server has ended a's session
	sell(c, 1)                             // c adopts a's lease
	sell(b, 9)
	d := open(t, url, opt)
	sell(d, 16) // c holds a's old lease now: d leases [16, 20)
	sell(c, 2)
	checkStore(t, d)
}

// TestSoldOutLeaseAdopted: a process killed after the last sale of its
// lease but before deleting it leaves a lease with no unsold position,
// unlocked, on a block all leased and sold (here made so behind the
// store's back). The next process that looks for a lease adopts it,
// finds nothing to sell, deletes it and closes its block.
func TestSoldOutLeaseAdopted(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	opt := postgres.Options{Tables: webtest.SmallTables(storetest.Size), Lease: 8, Logger: quiet}
	// a's log: its three leases finished without an error line.
	var logs strings.Builder
	var logMu sync.Mutex
	aOpt := opt
	aOpt.Logger = slog.New(slog.NewTextHandler(lockedWriter{&logMu, &logs}, nil))
	a, err := postgres.Open(ctx, url, aOpt)
	if err != nil {
		t.Fatal(err)
	}
	tab := oneEuro(t)
	p := player(t, a, money.Euros(100))
	for i := range storetest.Size {
		if _, _, err := a.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint(i), Table: tab}); err != nil {
			t.Fatal(err)
		}
	}
	a.Close()
	logMu.Lock()
	said := logs.String()
	logMu.Unlock()
	if strings.Contains(said, "level=ERROR") {
		t.Fatalf("errors in the log of a store that sold a block: %s", said)
	}
	conn := dial(t, url)
	if _, err := conn.Exec(ctx, `UPDATE blocks SET state = 'open' WHERE id = 1;
		INSERT INTO leases (id, block_id, lo, hi, created_at) VALUES (999, 1, 12, 20, 0)`); err != nil {
		t.Fatal(err)
	}
	b := open(t, url, opt)
	tk, _, err := b.Sell(ctx, store.Sale{Player: p.Key, RequestID: "b", Table: tab})
	if err != nil || tk.Block != 2 || tk.Position != 0 {
		t.Fatalf("the sale after: block %d position %d, %v; want block 2 position 0", tk.Block, tk.Position, err)
	}
	var state string
	var leases int
	if err := conn.QueryRow(ctx, `SELECT state, (SELECT COUNT(*) FROM leases WHERE block_id = 1) FROM blocks WHERE id = 1`).Scan(&state, &leases); err != nil {
		t.Fatal(err)
	}
	if state != "closed" || leases != 0 {
		t.Fatalf("block 1 %s with %d leases; want closed with none", state, leases)
	}
	checkStore(t, b)
}

// TestAdoptionSkipsSoldOut: of two unlocked leases, the first sold out
// (left by a process killed before deleting it: made here behind the
// store's back) and the second with unsold positions (its process
// killed), a new process deletes the first and sells from the second.
func TestAdoptionSkipsSoldOut(t *testing.T) {
	ctx := context.Background()
	url := schema(t)
	opt := postgres.Options{}
	tab := oneEuro(t)
	a := open(t, url, opt)
	p := player(t, a, money.Euros(100))
	sell := seller(t, p, tab)
	for i := range 16 { // leases 1 and 2, [0, 8) and [8, 16), sold and deleted
		sell(a, fmt.Sprint(i))
	}
	if tk := sell(a, "16"); tk.Position != 16 { // lease 3, [16, 20)
		t.Fatalf("position %d; want 16", tk.Position)
	}
	a.Kill()
	waitUnlocked(t, url)
	conn := dial(t, url)
	if _, err := conn.Exec(ctx, `INSERT INTO leases (id, block_id, lo, hi, created_at) VALUES (1, 1, 0, 8, 0)`); err != nil {
		t.Fatal(err)
	}
	b := open(t, url, opt)
	if tk := sell(b, "b"); tk.Block != 1 || tk.Position != 17 {
		t.Fatalf("the new process sold block %d position %d; want block 1 position 17", tk.Block, tk.Position)
	}
	var n, open int
	if err := conn.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM leases WHERE id = 1), (SELECT COUNT(*) FROM blocks WHERE state = 'open')`).Scan(&n, &open); err != nil || n != 0 {
		t.Fatalf("the sold-out lease is still there (%d, %v)", n, err)
	}
	// Block 1 still had positions to sell: the next one was not opened.
	if open != 1 {
		t.Fatalf("%d blocks open; want 1", open)
	}
	checkStore(t, b)
}
