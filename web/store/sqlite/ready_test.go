package sqlite_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store/sqlite"
	"revela/web/store/storetest"
)

// logBuf is a store's log, kept to be read by the test while the writer
// and its background builds write to it.
type logBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// count is the number of log lines containing msg.
func (l *logBuf) count(msg string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Count(l.b.String(), msg)
}

// openLogged opens the store at path with its log written to l.
func openLogged(t *testing.T, path string, opt sqlite.Options, l *logBuf) *sqlite.Store {
	t.Helper()
	opt.Logger = slog.New(slog.NewTextHandler(l, nil))
	st, err := sqlite.Open(context.Background(), path, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// waitFor polls cond for up to 20 s (the background build of a block of
// 20 units, on a loaded machine).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("not within 20 s: %s", what)
		}
	}
}

// readyHeld is the id of the block the writer holds ready for tab's series.
func readyHeld(t *testing.T, st *sqlite.Store, tab *lots.Table) int64 {
	t.Helper()
	id, err := sqlite.ReadyBlock(st, tab.Game, tab.Stake)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// TestDamagedReadyBlock is a restart whose block stored ready is damaged
// (its secret cut to one byte): reading it in the background fails, and
// the operator is told by the log; no unit is sold from it (the sale that
// would open it fails whole and debits nothing); once the row is put back
// (from a backup, say), the same request id sells its first unit, and the
// block after it is made ready in the background again, so the failed
// read left nothing stuck.
func TestDamagedReadyBlock(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "d.db")
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	opt := sqlite.Options{Prepare: []*lots.Table{tab}, Tables: webtest.SmallTables(size)}
	var first logBuf
	st := openLogged(t, path, opt, &first)
	// The first start says it opens the series' first block (and is the
	// only one to say so); nothing waited for a build.
	if n := first.count("store: opening the first block"); n != 1 {
		t.Fatalf("first start: %d lines \"opening the first block\"; want 1", n)
	}
	if id := readyHeld(t, st, tab); id != 2 {
		t.Fatalf("after the first start the writer holds block %d ready; want 2", id)
	}
	p := playerWith(t, st, "damaged", money.Euros(100))
	if tk, _, err := st.Sell(ctx, sale(t, p, "0")); err != nil || tk.Block != 1 || tk.Position != 0 {
		t.Fatalf("first sale: %+v, %v", tk, err)
	}
	st.Close()

	db := rawDB(t, path, "?_pragma=busy_timeout(5000)")
	defer db.Close()
	var secret []byte
	if err := db.QueryRow(`SELECT secret FROM blocks WHERE id = 2 AND state = 'ready'`).Scan(&secret); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE blocks SET secret = x'00' WHERE id = 2`); err != nil {
		t.Fatal(err)
	}

	var logs logBuf
	st = openLogged(t, path, opt, &logs)
	waitFor(t, "the log says the stored ready block could not be read", func() bool {
		return logs.count("store: the next block could not be made ready") == 1
	})
	if n := logs.count("store: opening the first block"); n != 0 {
		t.Fatalf("a restart logged %d lines \"opening the first block\"", n)
	}
	if id := readyHeld(t, st, tab); id != 0 {
		t.Fatalf("the writer holds the damaged block %d ready", id)
	}
	for i := 1; i < size; i++ {
		if tk, _, err := st.Sell(ctx, sale(t, p, fmt.Sprint(i))); err != nil || tk.Block != 1 || tk.Position != i {
			t.Fatalf("sale %d: %+v, %v", i, tk, err)
		}
	}
	before := balanceOf(t, st, "damaged")
	if _, _, err := st.Sell(ctx, sale(t, p, "next block")); err == nil || !strings.Contains(err.Error(), "block 2 is damaged") {
		t.Fatalf("the sale that would open the damaged block: %v", err)
	}
	if got := balanceOf(t, st, "damaged"); got != before || ticketCount(t, st, p) != size {
		t.Fatalf("the failed sale: balance %s € (was %s €), %d tickets; want %d", got, before, ticketCount(t, st, p), size)
	}
	var states string
	db.QueryRow(`SELECT group_concat(state, ' ') FROM (SELECT state FROM blocks ORDER BY id)`).Scan(&states)
	// Block 1 was closed by the sale of its last unit (issue 28).
	if states != "closed ready" {
		t.Fatalf("after the failed sale the blocks are %q; want \"closed ready\"", states)
	}

	if _, err := db.Exec(`UPDATE blocks SET secret = ? WHERE id = 2`, secret); err != nil {
		t.Fatal(err)
	}
	tk, replay, err := st.Sell(ctx, sale(t, p, "next block"))
	if err != nil || replay || tk.Block != 2 || tk.Position != 0 {
		t.Fatalf("the sale once the block is put back: %+v, %v, %v; want block 2 position 0", tk, replay, err)
	}
	// No sale waited for a build: the put-back block was read, not built.
	if n := logs.count("store: no block ready"); n != 0 {
		t.Fatalf("%d lines \"no block ready\"", n)
	}
	waitFor(t, "block 3 made ready in the background", func() bool {
		var n int
		db.QueryRow(`SELECT COUNT(*) FROM blocks WHERE id = 3 AND state = 'ready'`).Scan(&n)
		return n == 1
	})
	if id := readyHeld(t, st, tab); id != 3 {
		t.Fatalf("the writer holds block %d ready; want 3", id)
	}
	check(t, st)
}
