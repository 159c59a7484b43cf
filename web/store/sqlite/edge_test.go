package sqlite_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
)

// TestSetStep: the stored step only grows; another player's or an
// unknown ticket is ErrNotFound; a step outside 0 to 1000 is refused.
func TestSetStep(t *testing.T) {
	ctx := context.Background()
	st := open(t, filepath.Join(t.TempDir(), "s.db"), sqlite.Options{})
	p, q := newPlayer(t, st, money.Euros(10)), newPlayer(t, st, money.Euros(10))
	tk, _, err := st.Sell(ctx, sale(t, p, "a"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ step, want int }{{0, 0}, {7, 7}, {7, 7}, {2, 7}, {1000, 1000}, {999, 1000}} {
		got, err := st.SetStep(ctx, p.Key, tk.ID, c.step)
		if err != nil || got != c.want {
			t.Fatalf("step %d: %d %v, want %d", c.step, got, err, c.want)
		}
	}
	if got, err := st.Ticket(ctx, p.Key, tk.ID); err != nil || got.Step != 1000 {
		t.Fatalf("ticket: %+v %v", got, err)
	}
	// A step not above the stored one is not written.
	writes := st.Stats().Writes
	for _, step := range []int{0, 500, 1000} {
		if got, err := st.SetStep(ctx, p.Key, tk.ID, step); err != nil || got != 1000 {
			t.Fatalf("step %d: %d %v", step, got, err)
		}
	}
	if w := st.Stats().Writes; w != writes {
		t.Fatalf("%d writes for steps not above the stored one", w-writes)
	}
	// Steps racing (each read 0 before any was written): the highest stays.
	race, _, _ := st.Sell(ctx, sale(t, p, "race"))
	var wg sync.WaitGroup
	for step := 1; step <= 64; step++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got, err := st.SetStep(ctx, p.Key, race.ID, step); err != nil || got < step {
				t.Errorf("step %d: %d %v", step, got, err)
			}
		}()
	}
	wg.Wait()
	if got, _ := st.Ticket(ctx, p.Key, race.ID); got.Step != 64 {
		t.Fatalf("after racing steps 1 to 64: step %d", got.Step)
	}
	for _, c := range []struct {
		player, id int64
	}{{q.Key, tk.ID}, {p.Key, tk.ID + 1000}} {
		if _, err := st.SetStep(ctx, c.player, c.id, 5); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("player %d ticket %d: %v", c.player, c.id, err)
		}
	}
	tk2, _, _ := st.Sell(ctx, sale(t, p, "b"))
	for _, bad := range []int{-1, 1001} {
		if _, err := st.SetStep(ctx, p.Key, tk2.ID, bad); err == nil {
			t.Fatalf("step %d accepted", bad)
		}
	}
	if got, _ := st.Ticket(ctx, p.Key, tk2.ID); got.Step != 0 {
		t.Fatalf("step %d after refused steps", got.Step)
	}
	check(t, st)
}

// TestUnseenStore: the unseen tickets, oldest first, at most limit, the
// player's own only.
func TestUnseenStore(t *testing.T) {
	ctx := context.Background()
	st := open(t, filepath.Join(t.TempDir(), "u.db"), sqlite.Options{})
	p, q := newPlayer(t, st, money.Euros(50)), newPlayer(t, st, money.Euros(50))
	var ids []int64
	for i := range 6 {
		tk, _, err := st.Sell(ctx, sale(t, p, fmt.Sprint("p", i)))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, tk.ID)
		sell(t, st, q, fmt.Sprint("q", i))
	}
	for _, i := range []int{0, 3} {
		if err := st.MarkSeen(ctx, p.Key, ids[i]); err != nil {
			t.Fatal(err)
		}
	}
	got, err := st.Unseen(ctx, p.Key, 3)
	if err != nil || len(got) != 3 || got[0].ID != ids[1] || got[1].ID != ids[2] || got[2].ID != ids[4] {
		t.Fatalf("%+v %v", got, err)
	}
	for _, tk := range got {
		if tk.Player != p.Key || tk.Seen {
			t.Fatalf("%+v", tk)
		}
	}
	if got, _ := st.Unseen(ctx, p.Key, 100); len(got) != 4 {
		t.Fatalf("%d unseen, want 4", len(got))
	}
}

// TestSessionStore: a session's last use is its creation until touched;
// an ended session is found no more, and cannot be touched.
func TestSessionStore(t *testing.T) {
	ctx := context.Background()
	st := open(t, filepath.Join(t.TempDir(), "x.db"), sqlite.Options{})
	h := sha256.Sum256([]byte("token"))
	p, err := st.CreatePlayer(ctx, h, money.Euros(1), true)
	if err != nil {
		t.Fatal(err)
	}
	got, err := st.PlayerByToken(ctx, h)
	if err != nil || !got.LastSeen.Equal(got.CreatedAt) || got.Key != p.Key {
		t.Fatalf("%+v %v", got, err)
	}
	at := time.UnixMilli(4_000_000_000_123)
	if err := st.TouchSession(ctx, h, at); err != nil {
		t.Fatal(err)
	}
	if got, err := st.PlayerByToken(ctx, h); err != nil || !got.LastSeen.Equal(at) {
		t.Fatalf("after touch: %+v %v", got, err)
	}
	other := sha256.Sum256([]byte("other"))
	if err := st.TouchSession(ctx, other, at); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("touching an unknown session: %v", err)
	}
	for range 2 {
		if err := st.EndSession(ctx, h); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.PlayerByToken(ctx, h); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("ended session: %v", err)
	}
	if err := st.TouchSession(ctx, h, at); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("touching an ended session: %v", err)
	}
	if err := st.EndSession(ctx, other); err != nil {
		t.Fatalf("ending an unknown session: %v", err)
	}
	if _, err := st.CreatePlayer(ctx, other, money.Max+1, true); err == nil {
		t.Fatal("an opening balance over money.Max was accepted")
	}
	check(t, st)
}

// TestBalanceLimitStore: the small CROSSINGO 1 € table's largest prize is
// 5 €: from money.Max - 3.99 € no sale starts (whatever the next unit
// pays), from money.Max - 4 € it does.
func TestBalanceLimitStore(t *testing.T) {
	ctx := context.Background()
	st := open(t, filepath.Join(t.TempDir(), "b.db"), sqlite.Options{})
	over := newPlayer(t, st, money.Max-399)
	for i := range size {
		if _, _, err := st.Sell(ctx, sale(t, over, fmt.Sprint("o", i))); !errors.Is(err, store.ErrBalanceLimit) {
			t.Fatalf("sale %d: %v", i, err)
		}
	}
	at := newPlayer(t, st, money.Max-400)
	tk, _, err := st.Sell(ctx, sale(t, at, "a"))
	if err != nil || tk.Position != 0 {
		t.Fatalf("%+v %v", tk, err)
	}
	check(t, st)
}

// TestBalanceNearInt64: a balance written behind the store's back near the
// int64 limit is refused like any balance over the bound, for every unit,
// winning or not: no sum overflows.
func TestBalanceNearInt64(t *testing.T) {
	ctx := context.Background()
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(1))
	st.Close()
	db := rawDB(t, path, "")
	if _, err := db.Exec(`UPDATE players SET balance = 9223372036854775000 WHERE key = ?`, p.Key); err != nil {
		t.Fatal(err)
	}
	db.Close()
	st = open(t, path, sqlite.Options{})
	for i := range 2 * size {
		if _, _, err := st.Sell(ctx, sale(t, p, fmt.Sprint("n", i))); !errors.Is(err, store.ErrBalanceLimit) {
			t.Fatalf("sale %d: %v", i, err)
		}
	}
}

// TestBlockChecks: every block stored or found whole is recorded with the
// digest of its row, SHA-256(secret || units || root); a block without
// its record, or with a wrong one, is checked in full at the next load
// and recorded again.
func TestBlockChecks(t *testing.T) {
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(100))
	sell(t, st, p, "a")
	st.Close()
	db := rawDB(t, path, "")
	defer db.Close()
	recorded := func() map[int64]bool {
		t.Helper()
		rows, err := db.Query(`SELECT b.id, b.secret, b.units, b.root, c.digest FROM blocks b JOIN block_checks c ON c.block_id = b.id`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		ok := map[int64]bool{}
		for rows.Next() {
			var (
				id                          int64
				secret, units, root, digest []byte
			)
			if err := rows.Scan(&id, &secret, &units, &root, &digest); err != nil {
				t.Fatal(err)
			}
			want := sha256.Sum256(append(append(append([]byte{}, secret...), units...), root...))
			ok[id] = string(digest) == string(want[:])
		}
		return ok
	}
	var open1 int64
	db.QueryRow(`SELECT id FROM blocks WHERE state = 'open'`).Scan(&open1)
	if got := recorded(); !got[open1] {
		t.Fatalf("the open block %d is not recorded: %v", open1, got)
	}
	for _, damage := range []string{
		`DELETE FROM block_checks WHERE block_id = ?`,
		`UPDATE block_checks SET digest = zeroblob(32) WHERE block_id = ?`,
	} {
		if _, err := db.Exec(damage, open1); err != nil {
			t.Fatal(err)
		}
		st = open(t, path, sqlite.Options{})
		sell(t, st, p, damage)
		st.Close()
		if got := recorded(); !got[open1] {
			t.Fatalf("after %q the open block is not recorded again: %v", damage, got)
		}
	}
}

// TestPrepare: a first start with Prepare opens a block and stores the
// next one ready before any sale; a restart builds none (it reads the
// stored ones), and the block stored ready is the next one sold from.
func TestPrepare(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "p.db")
	tab := sale(t, store.Player{}, "").Table
	var builds atomic.Int64
	count := func(b *block.Block, err error) (*block.Block, error) { builds.Add(1); return b, err }
	opt := sqlite.Options{Prepare: []*lots.Table{tab}, Build: func(t *lots.Table) (*block.Block, error) { return count(block.Build(t)) }}
	st := open(t, path, opt)
	states := func() map[string][]int64 {
		t.Helper()
		db := rawDB(t, path, "?_pragma=query_only(1)")
		defer db.Close()
		rows, err := db.Query(`SELECT id, state FROM blocks ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		out := map[string][]int64{}
		for rows.Next() {
			var (
				id    int64
				state string
			)
			rows.Scan(&id, &state)
			out[state] = append(out[state], id)
		}
		return out
	}
	if s := states(); builds.Load() != 2 || len(s["open"]) != 1 || len(s["ready"]) != 1 {
		t.Fatalf("after the first start: %d builds, blocks %v", builds.Load(), s)
	}
	// Restarts: with the open block in use, then used up to its last unit.
	p := newPlayer(t, st, money.Euros(100))
	for i := range size {
		if i == 5 {
			st.Close()
			st = open(t, path, opt)
			if s := states(); builds.Load() != 2 || len(s["open"]) != 1 || len(s["ready"]) != 1 {
				t.Fatalf("after a restart: %d builds, blocks %v", builds.Load(), s)
			}
		}
		sell(t, st, p, fmt.Sprint("s", i))
	}
	ready := states()["ready"][0]
	st.Close()
	st = open(t, path, opt) // opens the block stored ready (the next one is built in the background)
	if s := states(); len(s["open"]) != 1 || s["open"][0] != ready {
		t.Fatalf("after a restart with the open block used up: blocks %v, want %d open", s, ready)
	}
	tk, _, err := st.Sell(ctx, sale(t, p, "next"))
	if err != nil || tk.Block != ready || tk.Position != 0 {
		t.Fatalf("the sale after the open block: %+v %v, want the ready block %d at 0", tk, err, ready)
	}
	check(t, st)
}

// TestOpenMakesItsFolder: Open makes the folders of a path that do not
// exist yet (revela serve --db data/revela.db on a fresh install), and
// the database is written there.
func TestOpenMakesItsFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data", "revela", "r.db")
	st := open(t, path, sqlite.Options{})
	p := newPlayer(t, st, money.Euros(10))
	if tk, _, err := st.Sell(context.Background(), sale(t, p, "a")); err != nil || tk.Block != 1 || tk.Position != 0 {
		t.Fatalf("first sale: %+v, %v", tk, err)
	}
	st.Close()
	db := rawDB(t, path, "?mode=ro")
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT COUNT(*) FROM tickets`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("tickets in %s: %d, %v; want 1", path, n, err)
	}
}

// TestCloseWaitsForTheNextBlock: Close returns only once the goroutine
// that makes the series' next block ready has ended, so that no
// connection to the file outlives Close (a read of that goroutine's,
// closed after Close had returned, once made the next Open of the file
// find it locked: SQLITE_BUSY). Here the background build is held while
// Close runs. The build's store then refuses it (closed): that is not a
// fault, and nothing is logged as one.
func TestCloseWaitsForTheNextBlock(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	var builds atomic.Int32
	build := func(tab *lots.Table) (*block.Block, error) {
		if builds.Add(1) == 2 { // the first sale's block is the first build; the next one is built in the background
			close(started)
			<-release
		}
		return block.Build(tab)
	}
	var logs logBuf
	st := openLogged(t, filepath.Join(t.TempDir(), "c.db"), sqlite.Options{Build: build, Tables: webtest.SmallTables(size)}, &logs)
	p := newPlayer(t, st, money.Euros(10))
	if _, _, err := st.Sell(context.Background(), sale(t, p, "a")); err != nil {
		t.Fatal(err)
	}
	<-started
	closed := make(chan error)
	go func() { closed <- st.Close() }()
	select {
	case err := <-closed:
		t.Fatalf("Close returned (%v) while the next block was being made ready", err)
	case <-time.After(200 * time.Millisecond):
	}
	close(release)
	if err := <-closed; err != nil {
		t.Fatal(err)
	}
	if n := logs.count("level=ERROR"); n != 0 {
		t.Fatalf("%d error lines logged by a Close during a build:\n%s", n, logs.b.String())
	}
}

// TestFailedOpenReleasesTheLock: an Open that fails after taking the
// file's lock (here the file is not a database, so its migrations fail)
// releases it: once the file is put right, the next Open succeeds instead
// of failing with ErrInUse.
func TestFailedOpenReleasesTheLock(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "g.db")
	if err := os.WriteFile(path, bytes.Repeat([]byte("not a database "), 512), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := sqlite.Open(ctx, path, sqlite.Options{Logger: quiet})
	if err == nil || errors.Is(err, sqlite.ErrInUse) {
		t.Fatalf("Open of a file that is not a database: %v", err)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	st, err := sqlite.Open(ctx, path, sqlite.Options{Logger: quiet})
	if err != nil {
		t.Fatalf("Open after the failed one: %v", err)
	}
	st.Close()
}
