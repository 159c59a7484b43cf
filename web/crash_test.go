package web_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/money"
	"revela/web"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
)

const crashEnv = "REVELA_CRASH_DB"

// TestCrashChild is the server process that TestCrashMidSales kills: it
// serves the API on the database file named by $REVELA_CRASH_DB until it is
// killed.
func TestCrashChild(t *testing.T) {
	tables := webtest.SmallTables(50)
	webtest.ServeStore(t, crashEnv, web.Config{Demo: true, Tables: tables}, func(path string) (store.Store, error) {
		return sqlite.Open(context.Background(), path, sqlite.Options{Tables: tables, Logger: quiet})
	})
}

// TestCrashMidSales kills the server process with SIGKILL several times
// while players buy, restarts it on the same file each time, and checks
// that no sale is half-stored, that every answered sale survived, and
// that retrying the sales left unanswered by a kill sells each at most
// once.
func TestCrashMidSales(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns server processes")
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}

	const players = 12
	type buyer struct {
		token   string
		acked   map[string]ticket // request id -> ticket answered 201 or 200
		pending []string          // request ids sent without an answer
		refused map[string]bool   // retried request ids answered 402: never stored
		seq     int
	}
	buyers := make([]*buyer, players)

	const rounds = 4
	for round := range rounds {
		c := webtest.StartChild(t, "TestCrashChild", crashEnv+"="+path)
		if round == 0 {
			for i := range buyers {
				code, b := call(t, client, c.Base, "POST", "/api/v1/players", "", "{}")
				if code != 201 {
					t.Fatalf("players: %d %s", code, b)
				}
				var out struct{ Token string }
				json.Unmarshal(b, &out)
				buyers[i] = &buyer{token: out.Token, acked: map[string]ticket{}, refused: map[string]bool{}}
			}
		}
		// The retries of what the last kill left unanswered: each is
		// either the stored sale (200) or a new one (201), never two.
		for _, by := range buyers {
			for _, id := range by.pending {
				code, b := call(t, client, c.Base, "POST", "/api/v1/tickets", by.token, buyBody("crossingo", "1", id))
				if code != 200 && code != 201 && code != 402 {
					t.Fatalf("retry of %s: %d %s", id, code, b)
				}
				if code == 402 {
					by.refused[id] = true // checked at the end: a stored sale replays, never 402
				} else {
					by.acked[id] = decode[ticket](t, b)
				}
			}
			by.pending = nil
		}
		// Hammer, and kill in the middle: once this round's sales
		// answered reach a number that grows with the round (a loaded
		// machine answers fewer in a given time), or after 20 s.
		var wg sync.WaitGroup
		var answered atomic.Int64
		stop := make(chan struct{})
		for _, by := range buyers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					by.seq++
					id := fmt.Sprintf("r%d-%d", round, by.seq)
					req, _ := http.NewRequest("POST", c.Base+"/api/v1/tickets", strings.NewReader(buyBody("crossingo", "1", id)))
					req.Header.Set("Authorization", "Bearer "+by.token)
					req.Header.Set("Content-Type", "application/json")
					res, err := client.Do(req)
					if err != nil {
						by.pending = append(by.pending, id) // killed before it answered
						return
					}
					var tk ticket
					err = json.NewDecoder(res.Body).Decode(&tk)
					res.Body.Close()
					switch {
					case res.StatusCode == 402:
						return
					case res.StatusCode != 201 || err != nil:
						by.pending = append(by.pending, id)
						return
					}
					by.acked[id] = tk
					answered.Add(1)
				}
			}()
		}
		for limit := time.Now().Add(20 * time.Second); answered.Load() < int64(30+20*round) && time.Now().Before(limit); {
			time.Sleep(2 * time.Millisecond)
		}
		c.Kill()
		close(stop)
		wg.Wait()
	}

	// After the last kill: open the file and check everything.
	st, err := sqlite.Open(context.Background(), path, sqlite.Options{Tables: webtest.SmallTables(50), Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Check(context.Background()); err != nil {
		t.Fatalf("after %d kills: %v", rounds, err)
	}
	ctx := context.Background()
	total, unanswered := 0, 0
	for _, by := range buyers {
		p, err := st.PlayerByToken(ctx, sha256.Sum256([]byte(by.token)))
		if err != nil {
			t.Fatal(err)
		}
		stored, err := st.Tickets(ctx, p.Key, 0, 1<<30)
		if err != nil {
			t.Fatal(err)
		}
		byID := map[int64]bool{}
		want := money.Euros(100)
		for _, s := range stored {
			byID[s.ID] = true
			want += s.Prize - s.Price
			if by.refused[s.RequestID] {
				t.Fatalf("request %s was stored before a kill, but its retry was answered 402 instead of its ticket", s.RequestID)
			}
		}
		if p.Balance != want {
			t.Fatalf("balance %s, its tickets say %s", p.Balance, want)
		}
		for id, tk := range by.acked {
			if !byID[tk.ID] {
				t.Fatalf("answered sale %s (ticket %d) lost after a kill", id, tk.ID)
			}
		}
		// Stored but never answered: sales whose answer the kill cut off.
		unanswered += len(stored) - len(by.acked)
		total += len(stored)
		if len(stored) < len(by.acked) {
			t.Fatalf("%d tickets stored, %d answered", len(stored), len(by.acked))
		}
	}
	if total < 100 {
		t.Fatalf("only %d sales in %d rounds: the test did not hammer", total, rounds)
	}
	t.Logf("%d sales over %d kills; %d stored sales had lost their answer to a kill", total, rounds, unanswered)
}
