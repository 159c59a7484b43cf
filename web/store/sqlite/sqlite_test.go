package sqlite_test

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/block"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
	"revela/web/store/storetest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

const size = storetest.Size // units a block of the tests' small tables, as storetest.Table's

func open(t *testing.T, path string, opt sqlite.Options) *sqlite.Store {
	t.Helper()
	if opt.Tables == nil {
		opt.Tables = webtest.SmallTables(size)
	}
	opt.Logger = quiet
	return storetest.Opened(t, func() (*sqlite.Store, error) { return sqlite.Open(context.Background(), path, opt) })
}

// fresh opens a new store on a file of the test's own (the tests' small
// tables, a quiet log) and returns it with the file's path.
func fresh(t *testing.T) (*sqlite.Store, string) {
	path := filepath.Join(t.TempDir(), "revela.db")
	return open(t, path, sqlite.Options{}), path
}

func newPlayer(t *testing.T, st store.Store, balance money.Cents) store.Player {
	t.Helper()
	tok := fmt.Sprint(t.Name(), balance, seq.Add(1))
	p, err := st.CreatePlayer(context.Background(), sha256.Sum256([]byte(tok)), balance, true)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

var seq atomic.Int64

func sale(t *testing.T, p store.Player, id string) store.Sale {
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	return store.Sale{Player: p.Key, RequestID: id, Table: tab}
}

// sell sells a unit of sale's table to p on st with the request id id,
// failing the test when it cannot.
func sell(t *testing.T, st store.Store, p store.Player, id string) store.Ticket {
	t.Helper()
	tk, _, err := st.Sell(context.Background(), sale(t, p, id))
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

func check(t *testing.T, st *sqlite.Store) {
	t.Helper()
	if err := st.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// TestReopen: after a restart the open block goes on at its next
// position, the block made ready before is the next one opened, and the
// migrations are not applied twice.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(100))
	var last store.Ticket
	for i := range size + 5 {
		tk, _, err := st.Sell(ctx, sale(t, p, fmt.Sprint("a", i)))
		if err != nil {
			t.Fatal(err)
		}
		last = tk
	}
	st.Close()

	st = open(t, path, sqlite.Options{})
	for i := range size {
		tk, replay, err := st.Sell(ctx, sale(t, p, fmt.Sprint("b", i)))
		if err != nil || replay {
			t.Fatal(err, replay)
		}
		wantPos, wantBlock := last.Position+1+i, last.Block
		if wantPos >= size {
			wantPos, wantBlock = wantPos-size, last.Block+1
		}
		if tk.Position != wantPos || tk.Block < wantBlock {
			t.Fatalf("after reopen, sale %d: block %d position %d, want position %d", i, tk.Block, tk.Position, wantPos)
		}
	}
	// A replay of a sale made before the restart.
	tk, replay, err := st.Sell(ctx, sale(t, p, "a3"))
	if err != nil || !replay || tk.Position != 3 {
		t.Fatalf("replay after reopen: %+v %v %v", tk, replay, err)
	}
	check(t, st)
}

// TestComposeFailure: a unit whose script fails is not sold and not
// skipped, nothing is debited, the other sales of the same group commit,
// and once the composer works the same unit is the next sold.
func TestComposeFailure(t *testing.T) {
	ctx := context.Background()
	var broken atomic.Bool
	var panics atomic.Bool
	compose := func(b *block.Block, pos int) ([]byte, error) {
		if broken.Load() && pos == 7 {
			if panics.Load() {
				panic("composer crash")
			}
			return nil, errors.New("composer bug")
		}
		return store.Compose(b, pos)
	}
	st := open(t, filepath.Join(t.TempDir(), "c.db"), sqlite.Options{Compose: compose, Ahead: -1})
	p := newPlayer(t, st, money.Euros(100))
	for i := range 7 {
		sell(t, st, p, fmt.Sprint("s", i))
	}
	broken.Store(true)
	// Many sales at once: all fail on unit 7, none is half-stored.
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _, err := st.Sell(ctx, sale(t, p, fmt.Sprint("x", i)))
			var ce *store.ComposeError
			if !errors.As(err, &ce) || ce.Position != 7 {
				t.Errorf("sale with a broken composer: %v", err)
			}
		}()
	}
	// Meanwhile other players' sales of another table go through.
	other := newPlayer(t, st, money.Euros(100))
	sudoku, _ := webtest.SmallTables(size)("sudoku", money.Euros(1))
	if _, _, err := st.Sell(ctx, store.Sale{Player: other.Key, RequestID: "o", Table: sudoku}); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	got, err := st.Tickets(ctx, p.Key, 0, 100)
	if err != nil || len(got) != 7 {
		t.Fatalf("%d tickets after failures (%v)", len(got), err)
	}
	// A composer that panics fails the sale, not the writer.
	panics.Store(true)
	if _, _, err := st.Sell(ctx, sale(t, p, "panic")); err == nil || !strings.Contains(err.Error(), "panicked") {
		t.Fatalf("sale with a panicking composer: %v", err)
	}
	broken.Store(false)
	tk, _, err := st.Sell(ctx, sale(t, p, "x0"))
	if err != nil || tk.Position != 7 {
		t.Fatalf("after the fix: %+v %v", tk, err)
	}
	check(t, st)
}

// TestComposeAhead: the units after the one sold are composed ahead,
// outside the writer (Options.Ahead of them, from the next position), and
// their sales use them without composing again; a unit the background
// could not compose (an error, a panic) is composed by the sale itself,
// which meets the failure as before.
func TestComposeAhead(t *testing.T) {
	var (
		calls [size]atomic.Int32
		mode  atomic.Value // "", "error" or "panic"
	)
	mode.Store("")
	compose := func(b *block.Block, pos int) ([]byte, error) {
		calls[pos].Add(1)
		switch mode.Load() {
		case "error":
			return nil, errors.New("composer bug")
		case "panic":
			panic("composer crash")
		}
		return store.Compose(b, pos)
	}
	st := open(t, filepath.Join(t.TempDir(), "a.db"), sqlite.Options{Compose: compose, Ahead: 4})
	p := newPlayer(t, st, money.Euros(100))
	sell(t, st, p, "s0")
	// Position 0 composed by the sale, 1 to 3 in the background.
	waitComposed(t, st, []int{1, 2, 3})
	mode.Store("error")
	// The next positions are handed out when fewer than half of 4 are
	// ahead: by the sale at 3 (4 to 6), not at 1 or 2.
	for _, c := range []struct{ pos, to int }{{1, 4}, {2, 4}, {3, 7}} {
		if tk := sell(t, st, p, fmt.Sprint("s", c.pos)); tk.Position != c.pos {
			t.Fatalf("sale %d at position %d", c.pos, tk.Position)
		}
		if got, err := sqlite.AheadTo(st, "crossingo", money.Euros(1)); err != nil || got != c.to {
			t.Fatalf("after the sale at %d: positions handed out up to %d (%v); want %d", c.pos, got, err, c.to)
		}
	}
	for i := range 4 {
		if n := calls[i].Load(); n != 1 {
			t.Fatalf("position %d composed %d times; want once", i, n)
		}
	}
	// The sale at 3 handed 4 to 6 to the background, where they failed:
	// the sale at 4 composes it again and meets the error.
	mode.Store("panic")
	waitCalls(t, &calls[6], 1)
	_, _, err := st.Sell(context.Background(), sale(t, p, "s4"))
	if !strings.Contains(err.Error(), "panicked") {
		t.Fatalf("sale with a panicking composer: %v", err)
	}
	mode.Store("")
	if tk := sell(t, st, p, "s4"); tk.Position != 4 || calls[4].Load() != 3 {
		t.Fatalf("sale after the fix at position %d, composed %d times; want 4 and 3", tk.Position, calls[4].Load())
	}
	check(t, st)
}

// waitComposed waits (5 s at most) until the open CROSSINGO 1 € block's
// units composed ahead are want.
func waitComposed(t *testing.T, st *sqlite.Store, want []int) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		got, err := sqlite.Composed(st, "crossingo", money.Euros(1))
		if err != nil || slices.Equal(got, want) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("composed ahead: %v; want %v", got, want)
		}
	}
}

// waitCalls waits (5 s at most) until n reaches want.
func waitCalls(t *testing.T, n *atomic.Int32, want int32) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); n.Load() < want; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d calls; want %d", n.Load(), want)
		}
	}
}

// TestCheckFindsDamage breaks each invariant behind the store's back and
// expects Check to name it.
func TestCheckFindsDamage(t *testing.T) {
	// resum makes the balances agree with the ledger again, so that the
	// damage is found by the check that looks for it.
	const resum = ` UPDATE players SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE player_key = players.key);`
	cases := []storetest.Damage{
		{"balance", `UPDATE players SET balance = balance + 1`, "balance"},
		{"lost credit", `DELETE FROM ledger WHERE id = (SELECT MAX(id) FROM ledger WHERE kind = 'credit');` + resum, "debit and its credit"},
		{"lost debit", `DELETE FROM ledger WHERE id = (SELECT MAX(id) FROM ledger WHERE kind = 'debit');` + resum, "debit and its credit"},
		{"debit of another player", `UPDATE ledger SET player_key = 2 WHERE id = (SELECT MAX(id) FROM ledger WHERE kind = 'debit');` + resum, "debit and its credit"},
		{"skipped unit", `UPDATE tickets SET position = position + 1 WHERE id = (SELECT MAX(id) FROM tickets)`, "positions"},
		// A unit sold twice cannot even be written: UNIQUE (block_id, position).
		{"sold twice", `UPDATE tickets SET position = 0 WHERE id = (SELECT MAX(id) FROM tickets)`, "UNIQUE constraint failed: tickets.block_id, tickets.position"},
		{"prize not the unit's", `UPDATE tickets SET prize_cents = prize_cents + 100 WHERE id = 1;
			UPDATE ledger SET amount = amount + 100 WHERE ticket_id = 1 AND kind = 'credit';
			INSERT INTO ledger (player_key, ticket_id, kind, amount, created_at)
				SELECT player_key, 1, 'credit', 100, 0 FROM tickets WHERE id = 1 AND prize_cents = 100;` + resum, "pays"},
		{"units changed", `UPDATE blocks SET units = zeroblob(length(units))`, "block 1"},
		// The history reads the seen tickets as seen = 1 (migration 0006).
		{"seen mark", `UPDATE tickets SET seen = 2 WHERE id = 1`, "seen mark"},
	}
	storetest.FindsDamage(t, func(t *testing.T) (store.Store, func(string) error) {
		st, path := fresh(t)
		db := rawDB(t, path, "?_pragma=busy_timeout(5000)")
		t.Cleanup(func() { db.Close() })
		return st, func(sql string) error {
			_, err := db.Exec(sql)
			return err
		}
	}, cases)
}

// TestTamperedBlockIsNotSold: a block whose units no longer give its
// stored root is refused when it is loaded.
func TestTamperedBlockIsNotSold(t *testing.T) {
	ctx := context.Background()
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(100))
	sell(t, st, p, "first")
	st.Close()
	db, _ := sql.Open("sqlite", "file:"+path)
	// Swap two units of the open block: same counts, another order.
	var units []byte
	if err := db.QueryRow(`SELECT units FROM blocks WHERE state = 'open'`).Scan(&units); err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(units); i++ {
		if units[i] != units[0] {
			units[0], units[i] = units[i], units[0]
			break
		}
	}
	if _, err := db.Exec(`UPDATE blocks SET units = ? WHERE state = 'open'`, units); err != nil {
		t.Fatal(err)
	}
	db.Close()
	st = open(t, path, sqlite.Options{})
	_, _, err := st.Sell(ctx, sale(t, p, "second"))
	if err == nil || !strings.Contains(err.Error(), "commitment") {
		t.Fatalf("sale from a tampered block: %v", err)
	}
}

// TestClosed: writes after Close fail with ErrClosed.
func TestClosed(t *testing.T) {
	st := open(t, filepath.Join(t.TempDir(), "x.db"), sqlite.Options{})
	p := newPlayer(t, st, money.Euros(1))
	st.Close()
	if _, _, err := st.Sell(context.Background(), sale(t, p, "late")); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("sale after Close: %v", err)
	}
}

// TestStaleBalanceRefused: the writer caches balances; a balance changed
// behind its back makes the next sale fail whole (the trigger's guard),
// and the sale after it reads the balance again and is right to the cent.
func TestStaleBalanceRefused(t *testing.T) {
	ctx := context.Background()
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(10))
	sell(t, st, p, "one")
	db := rawDB(t, path, "?_pragma=busy_timeout(5000)")
	defer db.Close()
	if _, err := db.Exec(`INSERT INTO ledger (player_key, kind, amount, created_at) VALUES (?, 'grant', 500, 0);
		UPDATE players SET balance = balance + 500 WHERE key = ?`, p.Key, p.Key); err != nil {
		t.Fatal(err)
	}
	var before int64
	db.QueryRow(`SELECT balance FROM players WHERE key = ?`, p.Key).Scan(&before)
	if _, _, err := st.Sell(ctx, sale(t, p, "two")); err == nil || !strings.Contains(err.Error(), "balance") {
		t.Fatalf("sale on a stale cached balance: %v", err)
	}
	check(t, st)
	tk, replay, err := st.Sell(ctx, sale(t, p, "two"))
	if err != nil || replay {
		t.Fatalf("sale after the refused one: %v (replay %v)", err, replay)
	}
	if want := money.Cents(before) - tk.Price + tk.Prize; tk.Balance != want {
		t.Fatalf("balance after %s, want %s", tk.Balance, want)
	}
	check(t, st)
}

// TestOpenTwice: a second Open of a database file that a Store holds
// fails at once with ErrInUse, naming the file, and leaves the first
// selling; once the first is closed the file opens again. (A second
// revela serve on one file would otherwise fight the first for the block
// positions.)
func TestOpenTwice(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("no lock on this platform")
	}
	ctx := context.Background()
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(10))
	start := time.Now()
	second, err := sqlite.Open(ctx, path, sqlite.Options{Tables: webtest.SmallTables(size), Logger: quiet})
	if err == nil {
		second.Close()
		t.Fatal("a second Open of the same file succeeded")
	}
	if !errors.Is(err, sqlite.ErrInUse) {
		t.Fatalf("second Open: %v, want ErrInUse", err)
	}
	if want := "database " + path + " is in use by another revela process"; !strings.Contains(err.Error(), want) {
		t.Fatalf("second Open: %q, want it to say %q", err, want)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("the second Open took %v: it must fail at once", d)
	}
	// Through a symbolic link: the same lock.
	link := filepath.Join(t.TempDir(), "link.db")
	if err := os.Symlink(path, link); err == nil {
		if second, err := sqlite.Open(ctx, link, sqlite.Options{Tables: webtest.SmallTables(size), Logger: quiet}); !errors.Is(err, sqlite.ErrInUse) {
			if err == nil {
				second.Close()
			}
			t.Fatalf("Open through a symbolic link: %v, want ErrInUse", err)
		}
	}
	if _, _, err := st.Sell(ctx, sale(t, p, "after")); err != nil {
		t.Fatalf("the first store after the refused Open: %v", err)
	}
	check(t, st)
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	again := open(t, path, sqlite.Options{})
	check(t, again)
}

// TestPositionTakenBehindItsBack: tickets written into the open block
// behind the writer's back (what a second process on the file did before
// the lock of Open) take the positions the writer was about to sell. The
// writer sees at its next group that another connection wrote the file
// (PRAGMA data_version, issue 28) and reads its series again, so the same
// sale is sold at the next free position, as is every later one (before
// that check, the unique index refused the writer's ticket and resync
// read the position again; resync stays for a write that would slip
// past).
func TestPositionTakenBehindItsBack(t *testing.T) {
	ctx := context.Background()
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(100))
	intruder := newPlayer(t, st, money.Euros(100))
	first, _, err := st.Sell(ctx, sale(t, p, "first"))
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := st.Blocks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b := blocks[first.Block]
	db := rawDB(t, path, "?_pragma=busy_timeout(5000)")
	defer db.Close()
	// sellBehind stores, as another writer would, the intruder's tickets
	// at the given positions of the open block, with their money.
	sellBehind := func(positions ...int) {
		t.Helper()
		for _, pos := range positions {
			script, err := store.Compose(b, pos)
			if err != nil {
				t.Fatal(err)
			}
			var bal int64
			if err := db.QueryRow(`SELECT balance FROM players WHERE key = ?`, intruder.Key).Scan(&bal); err != nil {
				t.Fatal(err)
			}
			price, prize := int64(first.Price), int64(b.Prize(pos))
			if _, err := db.Exec(`INSERT INTO tickets (player_key, request_id, game, stake_cents, price_cents, prize_cents,
				super_jackpot_cents, participations, block_id, position, script, balance_after, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
				intruder.Key, fmt.Sprint("behind", pos), first.Game, int64(first.Stake), price, prize,
				int64(first.SuperJackpotPart), first.Participations, first.Block, pos, script, bal-price+prize); err != nil {
				t.Fatal(err)
			}
		}
	}
	sellBehind(1)
	tk, replay, err := st.Sell(ctx, sale(t, p, "second"))
	if err != nil || replay {
		t.Fatalf("the sale after a position taken behind the writer's back: %v (replay %v)", err, replay)
	}
	if tk.Block != first.Block || tk.Position != 2 {
		t.Fatalf("sold block %d position %d, want block %d position 2", tk.Block, tk.Position, first.Block)
	}
	check(t, st)
	// Several positions at once, then many sales: each at the next free
	// position, through the end of the block into the next.
	sellBehind(3, 4, 5)
	for i := range size {
		tk, _, err = st.Sell(ctx, sale(t, p, fmt.Sprint("later", i)))
		if err != nil {
			t.Fatalf("sale %d after positions taken: %v", i, err)
		}
		if want := 6 + i; want < size && (tk.Block != first.Block || tk.Position != want) {
			t.Fatalf("sale %d: block %d position %d, want position %d", i, tk.Block, tk.Position, want)
		}
	}
	check(t, st)
	// The open block used up and closed behind the writer's back: the
	// writer reads its blocks again and sells from the next one.
	if blocks, err = st.Blocks(ctx); err != nil {
		t.Fatal(err)
	}
	b, first.Block = blocks[tk.Block], tk.Block
	rest := []int{}
	for pos := tk.Position + 1; pos < size; pos++ {
		rest = append(rest, pos)
	}
	sellBehind(rest...)
	if _, err := db.Exec(`UPDATE blocks SET state = 'closed' WHERE id = ?`, tk.Block); err != nil {
		t.Fatal(err)
	}
	next, _, err := st.Sell(ctx, sale(t, p, "after the block was closed"))
	if err != nil {
		t.Fatalf("the sale after the block was used up behind the writer's back: %v", err)
	}
	if next.Block <= tk.Block || next.Position != 0 {
		t.Fatalf("sold block %d position %d, want a block after %d, position 0", next.Block, next.Position, tk.Block)
	}
	check(t, st)
	// The intruder's cached balance (it bought behind the writer's back)
	// is stale: its next sale fails once on the guard, then sells.
	if _, _, err := st.Sell(ctx, sale(t, intruder, "mine")); err == nil {
		t.Log("the intruder's balance was not cached")
	}
	if _, _, err := st.Sell(ctx, sale(t, intruder, "mine")); err != nil {
		t.Fatalf("the intruder's sale: %v", err)
	}
	check(t, st)
}

// rawDB opens the database file at path behind the store's back, with
// query (the URI's "?..." part, "" for none) saying how: for the tests
// that read or damage what the store wrote. The caller closes it.
func rawDB(t testing.TB, path, query string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+query)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// TestCheckpointer: the writer's commits leave the WAL to the
// checkpointer, which copies them into the database file beside the
// writer: once it has run, the file alone (its WAL ignored) holds every
// ticket sold.
func TestCheckpointer(t *testing.T) {
	st, path := fresh(t)
	p := newPlayer(t, st, money.Euros(100))
	for i := range 30 {
		sell(t, st, p, fmt.Sprint("s", i))
	}
	var n int
	for deadline := time.Now().Add(5 * time.Second); n != 30; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d tickets in the database file after %d checkpoints; want 30", n, st.Stats().Checkpoints)
		}
		db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&immutable=1")
		if err != nil {
			t.Fatal(err)
		}
		err = db.QueryRow(`SELECT COUNT(*) FROM tickets`).Scan(&n)
		db.Close()
		if err != nil && !strings.Contains(err.Error(), "malformed") {
			t.Fatal(err)
		}
	}
	if st.Stats().Checkpoints == 0 {
		t.Fatal("no checkpoint counted")
	}
}

// TestWALBounded: under continuous sales, which the checkpointer alone
// never copies whole, the writer's commits past Options.WALPages (1,000
// pages, 4 MiB, by default) let the WAL start over: the WAL file stays
// within twice the bound (without it, it grows by some pages per sale:
// 16 MB here).
func TestWALBounded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w.db")
	st := open(t, path, sqlite.Options{})
	var wg sync.WaitGroup
	for g := range 8 {
		p := newPlayer(t, st, money.Euros(1000))
		wg.Go(func() {
			for i := range 150 {
				if _, _, err := st.Sell(context.Background(), sale(t, p, fmt.Sprint(g, "-", i))); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	fi, err := os.Stat(path + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() > 8<<20 {
		t.Fatalf("WAL of %d bytes after 1,200 sales; want at most 8 MiB", fi.Size())
	}
	t.Logf("WAL %d bytes, %d checkpoints", fi.Size(), st.Stats().Checkpoints)
	check(t, st)
}

// TestPlayerIndexPlans: a player's history and unseen tickets are read
// through the index tickets_player (migration 0006), each range to its
// limit, with no scan of the tickets and no sort but the history's
// merge of at most twice its limit (EXPLAIN QUERY PLAN).
func TestPlayerIndexPlans(t *testing.T) {
	path := filepath.Join(t.TempDir(), "plan.db")
	st, err := sqlite.Open(context.Background(), path, sqlite.Options{Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=query_only(1)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	plan := func(q string, args ...any) string {
		rows, err := db.Query("EXPLAIN QUERY PLAN "+q, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var lines []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, detail)
		}
		return strings.Join(lines, "\n")
	}
	history := plan(sqlite.HistoryQuery, 1, 1000, 20)
	if strings.Count(history, "USING COVERING INDEX tickets_player (player_key=? AND seen=? AND id<?)") != 2 ||
		strings.Contains(history, "SCAN tickets") || strings.Count(history, "TEMP B-TREE") > 1 {
		t.Errorf("history's plan:\n%s", history)
	}
	unseen := plan(sqlite.UnseenQuery, 1, 20)
	if !strings.Contains(unseen, "USING INDEX tickets_player (player_key=? AND seen=?)") ||
		strings.Contains(unseen, "SCAN tickets") || strings.Contains(unseen, "TEMP B-TREE") {
		t.Errorf("unseen's plan:\n%s", unseen)
	}
	t.Logf("history:\n%s\nunseen:\n%s", history, unseen)
}
