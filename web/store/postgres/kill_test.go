//go:build !gremlins

package postgres_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"revela/core/money"
	"revela/web/store/postgres/pgtest"
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
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
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
	url := pgtest.Schema(t)
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
	go func() {
		n := 0
		defer func() { close(killerDone); killed <- n }()
		ctx := context.Background()
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Error(err)
			return
		}
		defer c.Close(ctx)
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
