//go:build !gremlins

package postgres_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
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

// named returns url with application_name set to name, so that a test
// finds its own server connections in pg_stat_activity (and no one
// else's on the same server).
func named(url, name string) string { return url + "&application_name=" + name }

// conserved fails the test unless the schema at url holds grants − prices
// + prizes − balances = 0 cents.
func conserved(t *testing.T, url string) {
	t.Helper()
	ctx := context.Background()
	c := dial(t, url)
	var grants, prices, prizes, balances int64
	if err := c.QueryRow(ctx, `SELECT (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE kind = 'grant')::bigint,
		(SELECT COALESCE(SUM(price_cents), 0) FROM tickets)::bigint, (SELECT COALESCE(SUM(prize_cents), 0) FROM tickets)::bigint,
		(SELECT COALESCE(SUM(balance), 0) FROM players)::bigint`).Scan(&grants, &prices, &prizes, &balances); err != nil {
		t.Fatal(err)
	}
	if d := grants - prices + prizes - balances; d != 0 {
		t.Fatalf("grants %d − prices %d + prizes %d − balances %d = %d cents, want 0", grants, prices, prizes, balances, d)
	}
}

// TestConnectionsTerminated: two server processes on one database, 8
// players buying 40 units each at once, each sale retried with its
// request id while answered 503, while 24 of the processes' server
// connections are terminated (pg_terminate_backend) every 40 ms, the
// sales keeping pace with the terminations. No
// answer is a 500 (a dropped connection is a sale run again or a 503
// with Retry-After); every acknowledged sale is stored, once, with the
// ticket answered; a request id is answered 201 once at most; money is
// conserved to the cent; Check holds.
func TestConnectionsTerminated(t *testing.T) {
	if testing.Short() {
		t.Skip("a load with connections terminated")
	}
	url := schema(t)
	app := fmt.Sprintf("revela_kill_%d", rand.Int64())
	a, b := server(t, named(url, app)), server(t, named(url, app))
	srvs := []*testServer{a, b}
	const players, sales = 8, 40
	tokens := make([]string, players)
	for i := range tokens {
		code, body := send(t, srvs[i%2].srv, "POST", "/api/v1/players", "", "{}")
		var out struct{ Token string }
		if code != 201 || json.Unmarshal([]byte(body), &out) != nil {
			t.Fatalf("new player: %d %s", code, body)
		}
		tokens[i] = out.Token
	}
	stop := make(chan struct{})
	killed := make(chan int)
	var kills atomic.Int64 // the sales keep pace with it, so that a fast machine does not end the load first
	killerDone := make(chan struct{})
	c := dial(t, url)
	go func() {
		n := 0
		defer func() { close(killerDone); killed <- n }()
		ctx := context.Background()
		for n < 24 {
			select {
			case <-stop:
				return
			case <-time.After(40 * time.Millisecond):
			}
			var done bool
			err := c.QueryRow(ctx, `SELECT COALESCE(bool_or(pg_terminate_backend(pid)), false) FROM (SELECT pid FROM pg_stat_activity
				WHERE application_name = $1 ORDER BY random() LIMIT 1) k`, app).Scan(&done)
			if err != nil {
				t.Error(err)
				return
			}
			if done {
				n++
				kills.Add(1)
			}
		}
	}()
	type ticket struct {
		ID    int64       `json:"id"`
		Price money.Cents `json:"price"`
		Prize money.Cents `json:"prize"`
	}
	var (
		mu       sync.Mutex
		answered = map[string]ticket{}
		counts   = map[int]int{}
		wg       sync.WaitGroup
	)
	for i, tok := range tokens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range sales {
				for kills.Load() < int64(j*24/sales) {
					select {
					case <-killerDone:
					case <-time.After(5 * time.Millisecond):
						continue
					}
					break
				}
				id := fmt.Sprintf("p%d-%d", i, j)
				body := `{"game":"crossingo","stake":"1.00","request_id":"` + id + `"}`
				created := 0
				for try := 0; ; try++ {
					if try == 100 {
						t.Errorf("sale %s: still 503 after 100 tries", id)
						return
					}
					code, out := send(t, srvs[(i+try)%2].srv, "POST", "/api/v1/tickets", tok, body)
					mu.Lock()
					counts[code]++
					mu.Unlock()
					if code == 503 {
						time.Sleep(10 * time.Millisecond)
						continue
					}
					var tk ticket
					if (code != 201 && code != 200) || json.Unmarshal([]byte(out), &tk) != nil {
						t.Errorf("sale %s: %d %s", id, code, out)
						return
					}
					if code == 201 {
						created++
					}
					mu.Lock()
					answered[fmt.Sprint(i, " ", id)] = tk
					mu.Unlock()
					break
				}
				if created > 1 {
					t.Errorf("sale %s answered 201 %d times", id, created)
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	n := <-killed
	t.Logf("%d connections terminated; answers by status %v", n, counts)
	if n < 12 {
		t.Errorf("only %d connections terminated", n)
	}
	if counts[500] != 0 {
		t.Fatalf("%d answers 500", counts[500])
	}
	// Every acknowledged sale stored as answered, nothing else stored.
	ctx := context.Background()
	for i, tok := range tokens {
		// a read is answered 503 on a connection terminated while idle in
		// the pool (only sales are run again): the client tries again, as
		// the answer says
		code, body := send(t, a.srv, "GET", "/api/v1/tickets?limit=100", tok, "")
		for try := 0; code == 503 && try < 20; try++ {
			time.Sleep(10 * time.Millisecond)
			code, body = send(t, a.srv, "GET", "/api/v1/tickets?limit=100", tok, "")
		}
		var out struct{ Tickets []ticket }
		if code != 200 || json.Unmarshal([]byte(body), &out) != nil {
			t.Fatalf("tickets: %d %s", code, body)
		}
		if len(out.Tickets) != sales {
			t.Errorf("player %d: %d tickets stored, %d acknowledged", i, len(out.Tickets), sales)
		}
		stored := map[int64]ticket{}
		for _, tk := range out.Tickets {
			stored[tk.ID] = tk
		}
		for j := range sales {
			tk := answered[fmt.Sprint(i, " ", fmt.Sprintf("p%d-%d", i, j))]
			if stored[tk.ID] != tk {
				t.Errorf("player %d sale %d: answered %+v, stored %+v", i, j, tk, stored[tk.ID])
			}
		}
	}
	conserved(t, url)
	if err := a.st.Check(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestLeaseLockKilled: two processes selling from leases of 64 positions;
// the server connection holding process A's lease locks is terminated
// (pg_terminate_backend) three times during the load. A stops selling
// from those leases within lockCheck (it takes them again, or new ones,
// once it holds a lock again), B adopts them: every acknowledged sale is
// stored, no unit is sold twice or lost (Check), and the "already sold by
// its first process" warnings stay few (a storm of them, one per unit
// of every lease sold from by both, was what happened before).
func TestLeaseLockKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("a load with the lease connection terminated")
	}
	ctx := context.Background()
	url := schema(t)
	app := fmt.Sprintf("revela_lock_%d", rand.Int64())
	var twice atomic.Int64
	opt := postgres.Options{Tables: webtest.SmallTables(storetest.Size * 10), Lease: 64,
		Logger: slog.New(counter{"already sold by its first process", &twice})}
	stores := make([]*postgres.Store, 2)
	for i := range stores {
		st, err := postgres.Open(ctx, named(url, app), opt)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		stores[i] = st
	}
	tab, err := webtest.SmallTables(storetest.Size*10)("crossingo", money.Euros(1))
	if err != nil {
		t.Fatal(err)
	}
	const players, sales = 8, 60
	ps := make([]store.Player, players)
	for i := range ps {
		ps[i] = player(t, stores[0], money.Euros(1000))
	}
	var (
		wg   sync.WaitGroup
		done atomic.Int64
		mu   sync.Mutex
		got  = map[string]int64{}
	)
	for i, p := range ps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range sales {
				id := fmt.Sprint("s", j)
				var tk store.Ticket
				for try := 0; ; try++ {
					var err error
					tk, _, err = stores[(i+j+try)%2].Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab})
					if err == nil {
						break
					}
					if try == 20 {
						t.Errorf("player %d sale %s: %v", i, id, err)
						return
					}
				}
				mu.Lock()
				got[fmt.Sprint(p.Key, " ", id)] = tk.ID
				mu.Unlock()
				done.Add(1)
			}
		}()
	}
	kill := dial(t, url)
	for k := range 3 {
		for done.Load() < int64((k+1)*players*sales/4) {
			time.Sleep(time.Millisecond)
		}
		pid := postgres.LockPID(stores[0])
		if _, err := kill.Exec(ctx, `SELECT pg_terminate_backend($1)`, int32(pid)); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
	t.Logf("warnings of a unit already sold: %d", twice.Load())
	if n := twice.Load(); n > 24 {
		t.Errorf("%d warnings of a unit already sold: a storm", n)
	}
	for _, st := range stores {
		checkStore(t, st)
	}
	for _, p := range ps {
		ts, err := stores[1].Tickets(ctx, p.Key, 0, 100)
		if err != nil || len(ts) != sales {
			t.Fatalf("player %d: %d tickets stored, %d acknowledged (%v)", p.Key, len(ts), sales, err)
		}
		for _, tk := range ts {
			if got[fmt.Sprint(p.Key, " ", tk.RequestID)] != tk.ID {
				t.Fatalf("ticket %d of request %s not the one answered", tk.ID, tk.RequestID)
			}
		}
	}
	conserved(t, url)
}
