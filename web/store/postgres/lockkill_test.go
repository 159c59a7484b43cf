//go:build !gremlins

package postgres_test

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
	"revela/web/store/storetest"
)

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
	url := pgtest.Schema(t)
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
	kill, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer kill.Close(ctx)
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
		if err := st.Check(ctx); err != nil {
			t.Fatal(err)
		}
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
