//go:build !gremlins

package postgres_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"revela/core/money"
	"revela/web"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
)

const bankEnv = "REVELA_BANK_DB"

// TestBankChild is one server process of TestBank: the HTTP API of
// revela serve on the PostgreSQL store at $REVELA_BANK_DB (small lot
// tables, so that blocks turn over), until it is killed.
func TestBankChild(t *testing.T) {
	tables := webtest.SmallTables(50)
	webtest.ServeStore(t, bankEnv, web.Config{Demo: true, DemoBalance: money.Euros(10_000), Tables: tables}, func(url string) (store.Store, error) {
		return postgres.Open(context.Background(), url, postgres.Options{Tables: tables, Lease: 8, Logger: quiet})
	})
}

// proc is one server process of the bank test, restarted when killed.
type proc struct {
	mu sync.Mutex
	c  *webtest.Child
}

func (p *proc) start(t *testing.T, url string) {
	c := webtest.StartChild(t, "TestBankChild", bankEnv+"="+url)
	p.mu.Lock()
	p.c = c
	p.mu.Unlock()
}

func (p *proc) addr() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.c.Base
}

// kill sends SIGKILL: no shutdown, mid-sale.
func (p *proc) kill() {
	p.mu.Lock()
	c := p.c
	p.mu.Unlock()
	c.Kill()
}

// TestBank, in the spirit of Jepsen's bank test: 3 server processes on
// one database, 24 players buying at once through processes drawn at
// random, each sale retried with its request id (on any process) until
// answered, while a process drawn at random is killed with SIGKILL and
// restarted every 0.3 to 1 s, for 20 s. After it, for every player the
// balance is the grant less the stakes plus the prizes of the tickets
// answered, to the cent; the player's tickets are exactly those answered
// (every debit has its ticket, none sold twice); Check holds (the ledger,
// each unit sold once, sold + unsold = block for every block).
func TestBank(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns server processes for 20 s")
	}
	url := schema(t)
	procs := make([]*proc, 3)
	for i := range procs {
		procs[i] = &proc{}
		procs[i].start(t, url)
	}
	defer func() {
		for _, p := range procs {
			p.kill()
		}
	}()
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 32}}
	post := func(base, path, token, body string) (int, []byte, error) {
		req, _ := http.NewRequest("POST", base+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		res, err := client.Do(req)
		if err != nil {
			return 0, nil, err
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		return res.StatusCode, b, err
	}
	type ticket struct {
		ID    int64       `json:"id"`
		Stake money.Cents `json:"stake"`
		Prize money.Cents `json:"prize"`
	}
	type player struct {
		token   string
		grant   money.Cents
		tickets map[int64]ticket
	}
	const players = 24
	ps := make([]*player, players)
	for i := range ps {
		code, b, err := post(procs[i%3].addr(), "/api/v1/players", "", "{}")
		var out struct {
			Token  string
			Player struct{ Balance money.Cents }
		}
		if err != nil || code != 201 || json.Unmarshal(b, &out) != nil {
			t.Fatalf("creating a player: %d %s %v", code, b, err)
		}
		ps[i] = &player{token: out.Token, grant: out.Player.Balance, tickets: map[int64]ticket{}}
	}
	deadline := time.Now().Add(20 * time.Second)
	stop := make(chan struct{})
	killed := make(chan int)
	go func() {
		n := 0
		defer func() { killed <- n }()
		for {
			select {
			case <-stop:
				return
			case <-time.After(time.Duration(300+rand.IntN(700)) * time.Millisecond):
			}
			p := procs[rand.IntN(len(procs))]
			p.kill()
			n++
			p.start(t, url)
		}
	}()
	var wg sync.WaitGroup
	sales := [][2]string{{"crossingo", "1"}, {"sudoku", "1"}, {"sudoku", "2"}}
	for i, pl := range ps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; time.Now().Before(deadline); j++ {
				g := sales[j%len(sales)]
				body := fmt.Sprintf(`{"game":%q,"stake":%q,"request_id":"p%d-%d"}`, g[0], g[1], i, j)
				for try := 0; ; try++ {
					if try > 400 {
						t.Errorf("player %d sale %d: no answer after 400 tries", i, j)
						return
					}
					code, b, err := post(procs[rand.IntN(len(procs))].addr(), "/api/v1/tickets", pl.token, body)
					if err != nil || code >= 500 {
						time.Sleep(20 * time.Millisecond)
						continue
					}
					if code == 402 {
						return // the player's money ran out
					}
					var tk ticket
					if (code != 201 && code != 200) || json.Unmarshal(b, &tk) != nil {
						t.Errorf("player %d sale %d: %d %s", i, j, code, b)
						return
					}
					if prev, ok := pl.tickets[tk.ID]; ok && prev != tk {
						t.Errorf("ticket %d answered twice differently", tk.ID)
					}
					pl.tickets[tk.ID] = tk
					break
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	kills := <-killed

	final := open(t, url, postgres.Options{Tables: webtest.SmallTables(50)})
	ctx := context.Background()
	sold := 0
	for i, pl := range ps {
		p, err := final.PlayerByToken(ctx, sha256.Sum256([]byte(pl.token)))
		if err != nil {
			t.Fatal(err)
		}
		want := pl.grant
		for _, tk := range pl.tickets {
			want += tk.Prize - tk.Stake
		}
		if p.Balance != want {
			t.Errorf("player %d: balance %s, want %s (grant − stakes + prizes)", i, p.Balance, want)
		}
		stored, err := final.Tickets(ctx, p.Key, 0, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if len(stored) != len(pl.tickets) {
			t.Errorf("player %d: %d tickets stored, %d answered", i, len(stored), len(pl.tickets))
		}
		for _, s := range stored {
			if a, ok := pl.tickets[s.ID]; !ok || a.Prize != s.Prize || a.Stake != s.Stake {
				t.Errorf("player %d: stored ticket %d was not answered as such", i, s.ID)
			}
		}
		sold += len(stored)
	}
	checkStore(t, final)
	t.Logf("%d sales by %d players through 3 processes, %d kills with SIGKILL", sold, players, kills)
	if sold == 0 || kills == 0 {
		t.Fatalf("%d sales, %d kills: the test tested nothing", sold, kills)
	}
}
