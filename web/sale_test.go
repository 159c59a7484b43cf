package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"revela/core/block"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
)

func TestIdempotentRetrySequential(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	code1, t1 := e.buy(token, "crossingo", "1", "same-id")
	code2, t2 := e.buy(token, "crossingo", "1", "same-id")
	if code1 != 201 || code2 != 200 {
		t.Fatalf("statuses %d then %d, want 201 then 200", code1, code2)
	}
	j1, _ := json.Marshal(t1)
	j2, _ := json.Marshal(t2)
	if string(j1) != string(j2) {
		t.Fatalf("replay differs:\n%s\n%s", j1, j2)
	}
	if b := e.balance(token); b != money.Euros(99)+t1.Prize {
		t.Fatalf("balance %s after a retry: debited twice?", b)
	}
	// The same id for another game or stake is refused and changes nothing.
	for _, body := range []string{buyBody("sudoku", "1", "same-id"), buyBody("sudoku", "0.50", "same-id")} {
		code, b := e.call("POST", "/api/v1/tickets", token, body)
		if code != 409 || decode[apiErr](t, b).Error.Code != "request_conflict" {
			t.Fatalf("conflicting reuse: %d %s", code, b)
		}
	}
	// Request ids belong to their player: another player may use the same.
	other, _ := e.newPlayer()
	if code, t3 := e.buy(other, "crossingo", "1", "same-id"); code != 201 || t3.ID == t1.ID {
		t.Fatalf("another player's same request id: %d %+v", code, t3)
	}
	if b := e.balance(token); b != money.Euros(99)+t1.Prize {
		t.Fatalf("balance %s after refused retries", b)
	}
	e.check()
}

func TestIdempotentRetryConcurrent(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	const n = 32
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		created int
		ids     = map[int64]bool{}
	)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, b := call(t, e.srv.Client(), e.srv.URL, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1", "concurrent-id"))
			if code != 200 && code != 201 {
				t.Errorf("status %d %s", code, b)
				return
			}
			var tk ticket
			json.Unmarshal(b, &tk)
			mu.Lock()
			defer mu.Unlock()
			if code == 201 {
				created++
			}
			ids[tk.ID] = true
		}()
	}
	wg.Wait()
	if created != 1 || len(ids) != 1 {
		t.Fatalf("%d sales created, %d distinct tickets; want 1 and 1", created, len(ids))
	}
	code, b := e.call("GET", "/api/v1/tickets", token, "")
	h := decode[history](t, b)
	if code != 200 || len(h.Tickets) != 1 || e.balance(token) != money.Euros(99)+h.Tickets[0].Prize {
		t.Fatalf("history %d %s, balance %s", code, b, e.balance(token))
	}
	e.check()
}

// TestManyPlayersConcurrent has players buy at once, across block ends,
// some until their money runs out, and reconciles every cent.
func TestManyPlayersConcurrent(t *testing.T) {
	const (
		players = 24
		each    = 60
	)
	e := newEnv(t, envOptions{blockSize: 50, demo: money.Euros(20)})
	type result struct {
		token   string
		tickets []ticket
		refused int
	}
	results := make([]result, players)
	for i := range results {
		results[i].token, _ = e.newPlayer()
	}
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func(r *result, i int) {
			defer wg.Done()
			for k := range each {
				// Every third player buys at 2 €: some run out of money.
				game, stake := "crossingo", "1"
				if i%3 == 0 {
					game, stake = "sudoku", "2"
				}
				code, b := call(t, e.srv.Client(), e.srv.URL, "POST", "/api/v1/tickets", r.token, buyBody(game, stake, fmt.Sprintf("p%d-%d", i, k)))
				switch code {
				case 201:
					var tk ticket
					json.Unmarshal(b, &tk)
					r.tickets = append(r.tickets, tk)
				case 402:
					r.refused++
				default:
					t.Errorf("status %d %s", code, b)
					return
				}
			}
		}(&results[i], i)
	}
	wg.Wait()

	units := map[string]int64{} // "block/position" -> ticket id
	var sold, refused int
	for _, r := range results {
		want := money.Euros(20)
		for _, tk := range r.tickets {
			key := tk.Block + "/" + strconv.FormatInt(tk.Position, 10)
			if prev, dup := units[key]; dup {
				t.Fatalf("unit %s sold twice: tickets %d and %d", key, prev, tk.ID)
			}
			units[key] = tk.ID
			want += tk.Prize - tk.Stake
		}
		if got := e.balance(r.token); got != want {
			t.Fatalf("balance %s, want 20 - stakes + prizes = %s", got, want)
		}
		sold += len(r.tickets)
		refused += r.refused
	}
	if sold+refused != players*each {
		t.Fatalf("%d sold + %d refused != %d", sold, refused, players*each)
	}
	t.Logf("%d units sold, %d refused for lack of money", sold, refused)
	if refused == 0 {
		t.Fatal("no sale was refused: the run did not test balances running out")
	}
	// Each block's positions are exactly 0..n-1 (Check also says so).
	perBlock := map[string][]bool{}
	for key := range units {
		blockID, p, _ := strings.Cut(key, "/")
		pos, _ := strconv.Atoi(p)
		seen := perBlock[blockID]
		for len(seen) <= pos {
			seen = append(seen, false)
		}
		seen[pos] = true
		perBlock[blockID] = seen
	}
	for id, p := range perBlock {
		for pos, ok := range p {
			if !ok {
				t.Fatalf("block %s: position %d skipped", id, pos)
			}
		}
	}
	if len(perBlock) < 4 {
		t.Fatalf("only %d blocks used: the run did not cross block ends", len(perBlock))
	}
	e.check()
}

// TestBlockUsedUp sells one unit after another across several blocks:
// each block's units are sold in order, each once, the next block opens
// when one is used up, and each full block paid exactly its lot table.
func TestBlockUsedUp(t *testing.T) {
	const size = 20
	tables := webtest.SmallTables(size)
	e := newEnv(t, envOptions{blockSize: size, tables: tables})
	token, _ := e.newPlayer()
	tab, _ := tables("crossingo", money.Euros(1))
	var (
		blocks []string
		paid   = map[string]money.Cents{}
		n      = 3*size + 7
	)
	for i := range n {
		_, tk := e.buy(token, "crossingo", "1", "u"+strconv.Itoa(i))
		if i%size == 0 {
			blocks = append(blocks, tk.Block)
		}
		if tk.Block != blocks[len(blocks)-1] || tk.Position != int64(i%size) {
			t.Fatalf("sale %d: block %s position %d, want block %s position %d", i, tk.Block, tk.Position, blocks[len(blocks)-1], i%size)
		}
		paid[tk.Block] += tk.Prize
	}
	if len(blocks) != 4 {
		t.Fatalf("blocks %v", blocks)
	}
	// The small table: 2 units each of 5 €, 2 € and 1 € per 20 units,
	// 16 € a block, worked by hand (webtest.SmallTables).
	if tab.BlockSize != 20 || len(tab.Lots) != 3 {
		t.Fatalf("the small table changed: %+v", tab)
	}
	for _, b := range blocks[:3] {
		if paid[b] != money.Euros(16) {
			t.Fatalf("block %s paid %s €, want 16 €", b, paid[b])
		}
	}
	e.check()
}

func TestHistoryRecallSeen(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	sold := e.buyMany(token, 25, "h")
	// Pages of 10, newest first, then the rest.
	var got []ticket
	path := "/api/v1/tickets?limit=10"
	for pages := 0; ; pages++ {
		code, b := e.call("GET", path, token, "")
		if code != 200 {
			t.Fatalf("%s: %d %s", path, code, b)
		}
		h := decode[history](t, b)
		got = append(got, h.Tickets...)
		if h.NextBefore == nil {
			if pages != 2 {
				t.Fatalf("%d pages", pages+1)
			}
			break
		}
		path = "/api/v1/tickets?limit=10&before=" + strconv.FormatInt(*h.NextBefore, 10)
	}
	if len(got) != 25 {
		t.Fatalf("%d tickets in history", len(got))
	}
	for i, tk := range got {
		want := sold[24-i]
		wj, _ := json.Marshal(want)
		gj, _ := json.Marshal(tk)
		if string(wj) != string(gj) {
			t.Fatalf("history[%d] = %s, want %s", i, gj, wj)
		}
		if tk.Seen {
			t.Fatalf("unfinished ticket %d marked seen", tk.ID)
		}
	}
	// Default limit is 20.
	_, b := e.call("GET", "/api/v1/tickets", token, "")
	if h := decode[history](t, b); len(h.Tickets) != 20 || h.NextBefore == nil || *h.NextBefore != sold[5].ID {
		t.Fatalf("default page: %d tickets, next %v", len(h.Tickets), h.NextBefore)
	}
	// Recall: the whole ticket; seen: 204, twice.
	id := strconv.FormatInt(sold[3].ID, 10)
	for range 2 {
		if code, b := e.call("POST", "/api/v1/tickets/"+id+"/seen", token, ""); code != 204 || len(b) != 0 {
			t.Fatalf("seen: %d %q", code, b)
		}
	}
	code, b := e.call("GET", "/api/v1/tickets/"+id, token, "")
	tk := decode[ticket](t, b)
	if code != 200 || !tk.Seen || string(tk.Script) != string(sold[3].Script) || tk.Balance == nil || sold[3].Balance == nil || *tk.Balance != *sold[3].Balance {
		t.Fatalf("recall: %d %s", code, b)
	}
	// A replay after seen returns the stored ticket, seen included.
	if code, tk := e.buy(token, "crossingo", "1", "h3"); code != 200 || !tk.Seen || tk.ID != sold[3].ID {
		t.Fatalf("replay after seen: %d %+v", code, tk)
	}
}

// TestScriptRecomposes checks the audit path, a determinism check: a sold
// unit's stored script is what composing its block position again gives
// (the same code twice). Its validity is checked apart: the envelope the
// stored JSON declares is the ticket's game, stake and prize.
func TestScriptRecomposes(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	sold := e.buyMany(token, 30, "s")
	e.srv.Close()
	e.st.Close()
	blocks := sqliteBlocks(t, e.path)
	for _, tk := range sold {
		id, _ := strconv.ParseInt(tk.Block, 10, 64)
		b := blocks[id]
		pos := int(tk.Position)
		again, err := store.Compose(b, pos)
		if err != nil {
			t.Fatal(err)
		}
		if string(again) != string(tk.Script) || b.Prize(pos) != tk.Prize {
			t.Fatalf("ticket %d: stored %s, recomposed %s", tk.ID, tk.Script, again)
		}
		var env struct{ Game, Stake, Prize string }
		if err := json.Unmarshal(tk.Script, &env); err != nil || env.Game != "crossingo" || env.Stake != "1" || env.Prize != tk.Prize.String() {
			t.Fatalf("ticket %d (prize %s €): the script declares %+v, %v", tk.ID, tk.Prize, env, err)
		}
	}
}

// sqliteBlocks reopens a store file and returns its blocks, decoded.
func sqliteBlocks(t *testing.T, path string) map[int64]*block.Block {
	t.Helper()
	st, err := sqlite.Open(context.Background(), path, sqlite.Options{Tables: webtest.SmallTables(100), Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	out, err := st.Blocks(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return out
}
