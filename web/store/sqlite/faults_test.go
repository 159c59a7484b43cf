package sqlite_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/block"
	"revela/core/crossingo"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
	"revela/web/store/storetest"
)

// balanceOf reads a player's stored balance.
func balanceOf(t *testing.T, st *sqlite.Store, token string) money.Cents {
	t.Helper()
	p, err := st.PlayerByToken(context.Background(), sha256.Sum256([]byte(token)))
	if err != nil {
		t.Fatal(err)
	}
	return p.Balance
}

// playerWith creates a player whose session token is token.
func playerWith(t *testing.T, st *sqlite.Store, token string, balance money.Cents) store.Player {
	t.Helper()
	p, err := st.CreatePlayer(context.Background(), sha256.Sum256([]byte(token)), balance, true)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func ticketCount(t *testing.T, st *sqlite.Store, p store.Player) int {
	t.Helper()
	tks, err := st.Tickets(context.Background(), p.Key, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	return len(tks)
}

// TestFaultyComposerSellsNothing: with a composer whose script fails the
// last check before selling (store.Compose: validation, derived prize,
// envelope, encoding), the sale fails with a ComposeError naming the unit,
// nothing is sold and the player is not debited; once the composer is
// right, the same request id sells that same unit.
func TestFaultyComposerSellsNothing(t *testing.T) {
	ctx := context.Background()
	var fault atomic.Value
	fault.Store("")
	compose := func(b *block.Block, pos int) ([]byte, error) {
		return store.ComposeWith(webtest.Faulty(crossingo.Game, fault.Load().(string)), b, pos)
	}
	st := open(t, filepath.Join(t.TempDir(), "f.db"), sqlite.Options{Compose: compose, Ahead: -1})
	p := playerWith(t, st, "faulty", money.Euros(100))
	want := money.Euros(100)
	pos := 0
	for f := range webtest.Faults {
		fault.Store(f)
		_, _, err := st.Sell(ctx, sale(t, p, "u"+fmt.Sprint(pos)))
		var ce *store.ComposeError
		if !errors.As(err, &ce) || ce.Position != pos%size || ce.Game != "crossingo" {
			t.Fatalf("%s: sale = %v; want a ComposeError at position %d", f, err, pos%size)
		}
		if got := balanceOf(t, st, "faulty"); got != want || ticketCount(t, st, p) != pos {
			t.Fatalf("%s: balance %s € and %d tickets after the refused sale; want %s € and %d", f, got, ticketCount(t, st, p), want, pos)
		}
		fault.Store("")
		tk, replay, err := st.Sell(ctx, sale(t, p, "u"+fmt.Sprint(pos)))
		if err != nil || replay || tk.Position != pos%size {
			t.Fatalf("%s: the sale once fixed = %+v, %v, %v; want position %d", f, tk, replay, err, pos%size)
		}
		want += tk.Prize - tk.Price
		if tk.Balance != want || balanceOf(t, st, "faulty") != want {
			t.Fatalf("%s: balance %s €; want %s €", f, tk.Balance, want)
		}
		pos++
	}
	check(t, st)
}

var errInjected = errors.New("injected fault")

// TestGroupCommitFaults fails each step of a group commit holding several
// sales (BEGIN, a savepoint, ROLLBACK TO, RELEASE, COMMIT) through the
// store's fault hook. Each sale is answered with the failure, nothing of
// the failed ones is written, balances and positions are put back: the
// same request ids sold again afterwards take the next positions with no
// hole, each player debited once, and Check passes.
func TestGroupCommitFaults(t *testing.T) {
	cases := []struct {
		step   string
		nth    int    // which occurrence of the step in the group fails
		poor   bool   // a sale of a player at 0 € joins the group (to reach ROLLBACK TO)
		failed int    // sales of the 3 players' that fail
		says   string // in their error
	}{
		{"begin", 1, false, 3, "store: begin: injected fault"},
		{"savepoint", 2, false, 1, "injected fault"},
		{"rollback to", 1, true, 3, "store: rollback to savepoint: injected fault"},
		{"release", 2, false, 3, "store: release savepoint: injected fault"},
		{"release", 1, false, 3, "store: release savepoint: injected fault"},
		{"commit", 1, false, 3, "store: commit: injected fault"},
		{"commit", 1, true, 3, "store: commit: injected fault"},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s %d poor %v", c.step, c.nth, c.poor), func(t *testing.T) {
			ctx := context.Background()
			// Prepare: the next block is made ready at Open, so that no
			// background build writes during the test (its sales stay
			// within the first block).
			st := open(t, filepath.Join(t.TempDir(), "g.db"), sqlite.Options{Prepare: []*lots.Table{sale(t, store.Player{}, "").Table}})
			var players []store.Player
			for i := range 3 {
				players = append(players, playerWith(t, st, fmt.Sprint("p", i), money.Euros(10)))
			}
			poor := playerWith(t, st, "poor", 0)
			gate := playerWith(t, st, "gate", money.Euros(10))
			// Two units sold before: the group starts at position 2.
			for i := range 2 {
				sell(t, st, gate, fmt.Sprint("before", i))
			}

			// The hook holds the writer at the BEGIN of the next group
			// (the gate's sale) while the sales queue, so that they make
			// the following group, where the step fails.
			var (
				group, hits atomic.Int32
				held        = make(chan struct{})
				release     = make(chan struct{})
			)
			hook := func(step string) error {
				if step == "begin" {
					if group.Add(1) == 1 {
						close(held)
						<-release
					}
				}
				if group.Load() == 2 && step == c.step && int(hits.Add(1)) == c.nth {
					return errInjected
				}
				return nil
			}
			gateDone := holdGroup(t, st, hook, held, gate)
			buyers := players
			if c.poor {
				buyers = append(buyers, poor)
			}
			errs, wait := queueSales(t, st, buyers, "g")
			close(release)
			if err := <-gateDone; err != nil {
				t.Fatalf("the gate's sale: %v", err)
			}
			wait()
			if group.Load() != 2 {
				t.Fatalf("the sales took %d groups; want 1", group.Load()-1)
			}
			if err := sqlite.SetFault(st, nil); err != nil {
				t.Fatal(err)
			}

			failed := 0
			for i, p := range players {
				err := errs[i]
				n := ticketCount(t, st, p)
				switch {
				case err == nil:
					if n != 1 {
						t.Fatalf("player %d: sold but %d tickets", i, n)
					}
				default:
					failed++
					if !strings.Contains(err.Error(), c.says) {
						t.Errorf("player %d: %v; want %q", i, err, c.says)
					}
					if n != 0 || balanceOf(t, st, fmt.Sprint("p", i)) != money.Euros(10) {
						t.Fatalf("player %d: the failed sale left %d tickets, balance %s €", i, n, balanceOf(t, st, fmt.Sprint("p", i)))
					}
				}
			}
			if failed != c.failed {
				t.Fatalf("%d sales failed; want %d (%v)", failed, c.failed, errs)
			}
			if c.poor && !errors.Is(errs[3], store.ErrInsufficientFunds) {
				t.Fatalf("the poor player's sale: %v", errs[3])
			}
			check(t, st)

			// Every request sold again: each player ends with one ticket,
			// debited once, and the block's positions run 0, 1, 2, ...
			for i, p := range players {
				tk, replay, err := st.Sell(ctx, sale(t, p, "g"))
				if err != nil || replay != (errs[i] == nil) {
					t.Fatalf("player %d again: %v (replay %v)", i, err, replay)
				}
				if want := money.Euros(10) - tk.Price + tk.Prize; tk.Balance != want || balanceOf(t, st, fmt.Sprint("p", i)) != want {
					t.Fatalf("player %d: balance %s €; want %s €", i, tk.Balance, want)
				}
			}
			var positions []int
			for _, p := range append(players, gate) {
				tks, _ := st.Tickets(ctx, p.Key, 0, 100)
				for _, tk := range tks {
					positions = append(positions, tk.Position)
				}
			}
			sort.Ints(positions)
			for i, pos := range positions {
				if pos != i {
					t.Fatalf("positions sold %v; want 0 to %d", positions, len(positions)-1)
				}
			}
			check(t, st)
		})
	}
}

// TestCancelledSale: a sale whose context has ended before the writer
// takes it is answered with the context's error and writes nothing.
func TestCancelledSale(t *testing.T) {
	st := open(t, filepath.Join(t.TempDir(), "x.db"), sqlite.Options{})
	p := playerWith(t, st, "cancelled", money.Euros(5))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := st.Sell(ctx, sale(t, p, "c")); !errors.Is(err, context.Canceled) {
		t.Fatalf("sale with a cancelled context: %v", err)
	}
	dl, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if _, _, err := st.Sell(dl, sale(t, p, "d")); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("sale past its deadline: %v", err)
	}
	if n := ticketCount(t, st, p); n != 0 || balanceOf(t, st, "cancelled") != money.Euros(5) {
		t.Fatalf("%d tickets, balance %s € after cancelled sales", n, balanceOf(t, st, "cancelled"))
	}
	tk, replay, err := st.Sell(context.Background(), sale(t, p, "c"))
	if err != nil || replay || tk.Position != 0 {
		t.Fatalf("the cancelled request again: %+v, %v, %v", tk, replay, err)
	}
	check(t, st)
}

// TestSaleBoundaries: a balance exactly equal to the price buys; then the
// balance is below it and the next sale is 402; a replay of the earlier
// request id, after the money ran out, returns the original ticket; the
// same request id with another stake of the same game is a conflict.
func TestSaleBoundaries(t *testing.T) {
	ctx := context.Background()
	st := open(t, filepath.Join(t.TempDir(), "b.db"), sqlite.Options{})
	tables := webtest.SmallTables(size)
	sudoku := func(stake string) *lots.Table {
		tb, err := tables("sudoku", money.MustParse(stake))
		if err != nil {
			t.Fatal(err)
		}
		return tb
	}
	// Find a unit that loses, so the balance ends at exactly 0: sell
	// from a rich player until the next unit is losing.
	rich := playerWith(t, st, "rich", money.Euros(100))
	p := playerWith(t, st, "exact", money.Euros(2))
	var first store.Ticket
	for i := 0; ; i++ {
		if i > 3*size {
			t.Fatal("no losing unit")
		}
		tk, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "exact", Table: sudoku("2")})
		if err != nil || replay {
			t.Fatalf("a sale at a balance equal to the price: %v (replay %v)", err, replay)
		}
		if tk.Prize == 0 {
			first = tk
			break
		}
		// It won: play the prize away on the rich player's account and
		// start again with a new exact player.
		if _, _, err := st.Sell(ctx, store.Sale{Player: rich.Key, RequestID: fmt.Sprint("r", i), Table: sudoku("2")}); err != nil {
			t.Fatal(err)
		}
		p = playerWith(t, st, fmt.Sprint("exact", i), money.Euros(2))
	}
	if first.Balance != 0 || first.Price != money.Euros(2) {
		t.Fatalf("after buying at exactly the price: %+v", first)
	}
	if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "next", Table: sudoku("0.50")}); !errors.Is(err, store.ErrInsufficientFunds) {
		t.Fatalf("a sale at 0 €: %v", err)
	}
	again, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "exact", Table: sudoku("2")})
	if err != nil || !replay || again.ID != first.ID || again.Position != first.Position || again.Balance != 0 {
		t.Fatalf("the replay after the money ran out = %+v, %v, %v; want ticket %d", again, replay, err, first.ID)
	}
	for _, stake := range []string{"1", "0.50"} {
		if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "exact", Table: sudoku(stake)}); !errors.Is(err, store.ErrRequestConflict) {
			t.Fatalf("the request id again at %s €: %v", stake, err)
		}
	}
	// One cent short of the price: refused, nothing written.
	short := playerWith(t, st, "short", money.MustParse("1.99"))
	if _, _, err := st.Sell(ctx, store.Sale{Player: short.Key, RequestID: "s", Table: sudoku("2")}); !errors.Is(err, store.ErrInsufficientFunds) {
		t.Fatalf("a sale one cent short: %v", err)
	}
	if balanceOf(t, st, "short") != money.MustParse("1.99") || ticketCount(t, st, short) != 0 {
		t.Fatal("the refused sale wrote something")
	}
	check(t, st)
}

// TestPrepareStartUp is the production start-up path: Open with Prepare opens a
// block and builds the next one before any sale; a reopen builds none;
// when a block is used up with none ready the sale builds one (and, when
// the build fails, fails whole and debits nothing).
func TestPrepareStartUp(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "p.db")
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	var builds atomic.Int32
	var failBuild atomic.Bool
	build := func(t *lots.Table) (*block.Block, error) {
		builds.Add(1)
		if failBuild.Load() {
			return nil, errors.New("no entropy")
		}
		return block.Build(t)
	}
	states := func() string {
		db := rawDB(t, path, "?_pragma=busy_timeout(5000)&_pragma=query_only(1)")
		defer db.Close()
		rows, err := db.Query(`SELECT state FROM blocks ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var s string
			rows.Scan(&s)
			out = append(out, s)
		}
		return strings.Join(out, " ")
	}
	opt := sqlite.Options{Prepare: []*lots.Table{tab}, Build: build, Tables: func(string, money.Cents) (*lots.Table, error) { return tab, nil }}

	// A build that fails at start-up fails Open, and releases the file.
	failBuild.Store(true)
	opt.Logger = quiet
	if _, err := sqlite.Open(ctx, path, opt); err == nil || !strings.Contains(err.Error(), "preparing crossingo 1 €: building a block: no entropy") {
		t.Fatalf("Open with a failing build: %v", err)
	}
	failBuild.Store(false)
	builds.Store(0)
	var logs logBuf
	st := openLogged(t, path, opt, &logs)
	if builds.Load() != 2 || states() != "open ready" {
		t.Fatalf("after Open: %d builds, blocks %q; want 2, \"open ready\"", builds.Load(), states())
	}
	if id := readyHeld(t, st, tab); id != 2 {
		t.Fatalf("after Open the writer holds block %d ready; want 2", id)
	}
	p := playerWith(t, st, "prep", money.Euros(100))
	tk, _, err := st.Sell(ctx, sale(t, p, "0"))
	if err != nil || tk.Position != 0 || tk.Block != 1 {
		t.Fatalf("first sale: %+v, %v", tk, err)
	}
	st.Close()
	builds.Store(0)
	st = openLogged(t, path, opt, &logs)
	if builds.Load() != 0 || states() != "open ready" {
		t.Fatalf("after reopening: %d builds, blocks %q", builds.Load(), states())
	}
	tk, _, err = st.Sell(ctx, sale(t, p, "1"))
	if err != nil || tk.Position != 1 || tk.Block != 1 {
		t.Fatalf("first sale after reopening: %+v, %v", tk, err)
	}

	// From now on every build fails: block 2 (ready) opens when block 1
	// is used up, its successor cannot be built in the background, and
	// the sale after block 2 finds none ready.
	failBuild.Store(true)
	for i := 2; i < 2*size; i++ {
		tk, _, err := st.Sell(ctx, sale(t, p, fmt.Sprint(i)))
		if err != nil || tk.Block != int64(1+i/size) || tk.Position != i%size {
			t.Fatalf("sale %d: %+v, %v", i, tk, err)
		}
	}
	before := balanceOf(t, st, "prep")
	// The operator is warned when a sale waits for a build, and only then
	// (not when the first block is built at start-up).
	if n := logs.count("store: no block ready"); n != 0 {
		t.Fatalf("%d lines \"no block ready\" before a block was used up with none ready", n)
	}
	if _, _, err := st.Sell(ctx, sale(t, p, "none ready")); err == nil || !strings.Contains(err.Error(), "building a block: no entropy") {
		t.Fatalf("sale with no block ready and a failing build: %v", err)
	}
	if n := logs.count("store: no block ready"); n != 1 {
		t.Fatalf("%d lines \"no block ready\" after the sale that waited for a build; want 1", n)
	}
	// Blocks 1 and 2 were closed by the sales of their last units (issue 28).
	if balanceOf(t, st, "prep") != before || ticketCount(t, st, p) != 2*size || states() != "closed closed" {
		t.Fatalf("the failed sale changed something: blocks %q", states())
	}
	failBuild.Store(false)
	tk, replay, err := st.Sell(ctx, sale(t, p, "none ready"))
	if err != nil || replay || tk.Block != 3 || tk.Position != 0 {
		t.Fatalf("sale once builds work: %+v, %v, %v", tk, replay, err)
	}
	check(t, st)
}

// TestBlockSwitchedBehindItsBack: another writer used up and closed the
// open block, opened the ready one and sold its first units. The writer's
// next sale is refused by the unique index at its stale position, reads
// the blocks again (not its stale ready block, whose first units are
// taken) and sells the next free unit of the block now open.
func TestBlockSwitchedBehindItsBack(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	tab := sale(t, store.Player{}, "").Table
	st := open(t, path, sqlite.Options{Prepare: []*lots.Table{tab}})
	p := playerWith(t, st, "writer", money.Euros(100))
	first, _, err := st.Sell(ctx, sale(t, p, "first"))
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := st.Blocks(ctx)
	if err != nil || len(blocks) != 2 {
		t.Fatalf("%d blocks, %v", len(blocks), err)
	}
	db := rawDB(t, path, "?_pragma=busy_timeout(5000)")
	defer db.Close()
	// The other writer's sales, to a player of its own, with their money.
	other := playerWith(t, st, "other", money.Euros(100))
	bal := int64(money.Euros(100))
	behind := func(id int64, positions ...int) {
		for _, pos := range positions {
			script, err := store.Compose(blocks[id], pos)
			if err != nil {
				t.Fatal(err)
			}
			prize := int64(blocks[id].Prize(pos))
			bal += prize - int64(tab.Stake)
			if _, err := db.Exec(`INSERT INTO tickets (player_key, request_id, game, stake_cents, price_cents, prize_cents,
				super_jackpot_cents, participations, block_id, position, script, balance_after, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
				other.Key, fmt.Sprint("behind", id, "-", pos), tab.Game, int64(tab.Stake), int64(tab.Stake), prize,
				int64(tab.SuperJackpotPart), tab.Participations, id, pos, script, bal); err != nil {
				t.Fatal(err)
			}
		}
	}
	var rest []int
	for pos := 1; pos < size; pos++ {
		rest = append(rest, pos)
	}
	behind(first.Block, rest...)
	if _, err := db.Exec(`UPDATE blocks SET state = 'closed' WHERE id = ?`, first.Block); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE blocks SET state = 'open' WHERE id = ?`, first.Block+1); err != nil {
		t.Fatal(err)
	}
	behind(first.Block+1, 0, 1, 2)
	tk, replay, err := st.Sell(ctx, sale(t, p, "after"))
	if err != nil || replay || tk.Block != first.Block+1 || tk.Position != 3 {
		t.Fatalf("the sale after the switch behind its back: %+v, %v, %v; want block %d position 3", tk, replay, err, first.Block+1)
	}
	check(t, st)
}

// TestReadyInBackground: the sale that opens a block starts building the
// next one in the background; it is stored 'ready' without any other sale,
// and when the open block is used up the next sale opens it (no build
// while selling).
func TestReadyInBackground(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "r.db")
	var builds atomic.Int32
	build := func(t *lots.Table) (*block.Block, error) {
		builds.Add(1)
		return block.Build(t)
	}
	st := open(t, path, sqlite.Options{Build: build})
	p := playerWith(t, st, "bg", money.Euros(100))
	sell(t, st, p, "0")
	db := rawDB(t, path, "?_pragma=busy_timeout(5000)&_pragma=query_only(1)")
	defer db.Close()
	waitReady := func(id int) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(5 * time.Millisecond) {
			var n int
			if err := db.QueryRow(`SELECT COUNT(*) FROM blocks WHERE id = ? AND state = 'ready'`, id).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n == 1 {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("block %d not made ready in the background (%d builds)", id, builds.Load())
			}
		}
	}
	waitReady(2)
	tab := sale(t, p, "").Table
	if id := readyHeld(t, st, tab); id != 2 {
		t.Fatalf("the writer holds block %d ready; want 2 (it reads it from the file again)", id)
	}
	for i := 1; i <= size; i++ {
		tk, _, err := st.Sell(ctx, sale(t, p, fmt.Sprint(i)))
		if err != nil {
			t.Fatal(err)
		}
		if want := int64(1 + i/size); tk.Block != want || tk.Position != i%size {
			t.Fatalf("sale %d: block %d position %d; want block %d position %d", i, tk.Block, tk.Position, want, i%size)
		}
	}
	// Block 2 opened from the ready one, and block 3 is built in turn.
	waitReady(3)
	if n := builds.Load(); n != 3 {
		t.Fatalf("%d builds; want 3", n)
	}
	if id := readyHeld(t, st, tab); id != 3 {
		t.Fatalf("the writer holds block %d ready; want 3", id)
	}
	check(t, st)
}

// TestConcurrentGroupSize: a group commits at most MaxBatch writes. The
// hook holds the writer at the BEGIN of a first group while 5 sales
// queue; with MaxBatch 2 they take 3 groups more (2, 2 and 1 sales), and
// every one is sold.
func TestConcurrentGroupSize(t *testing.T) {
	st := open(t, filepath.Join(t.TempDir(), "m.db"), sqlite.Options{MaxBatch: 2, Prepare: []*lots.Table{sale(t, store.Player{}, "").Table}})
	gate := playerWith(t, st, "gate", money.Euros(10))
	var buyers []store.Player
	for i := range 5 {
		buyers = append(buyers, playerWith(t, st, fmt.Sprint("m", i), money.Euros(10)))
	}
	var groups atomic.Int32
	held, release := make(chan struct{}), make(chan struct{})
	hook := func(step string) error {
		if step == "begin" && groups.Add(1) == 1 {
			close(held)
			<-release
		}
		return nil
	}
	gateDone := holdGroup(t, st, hook, held, gate)
	errs, wait := queueSales(t, st, buyers, "m")
	close(release)
	if err := <-gateDone; err != nil {
		t.Fatalf("the gate's sale: %v", err)
	}
	wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	if n := groups.Load() - 1; n != 3 {
		t.Fatalf("5 sales with MaxBatch 2 took %d groups; want 3", n)
	}
	if err := sqlite.SetFault(st, nil); err != nil {
		t.Fatal(err)
	}
	check(t, st)
}

// holdGroup sets hook as st's fault hook and sells a unit to gate
// (request id "gate") in a goroutine; it returns once the hook has closed
// held (it holds that sale's group), with the channel that gets the
// sale's error when the hook lets it go.
func holdGroup(t *testing.T, st *sqlite.Store, hook func(step string) error, held chan struct{}, gate store.Player) chan error {
	t.Helper()
	if err := sqlite.SetFault(st, hook); err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	go func() {
		_, _, err := st.Sell(context.Background(), sale(t, gate, "gate"))
		done <- err
	}()
	<-held
	return done
}

// queueSales starts a sale of a unit to each of buyers (request id id)
// and returns once they are all queued behind the group a fault hook
// holds (sqlite.Pending; 10 s at most), with their errors, which wait
// fills in once every sale is answered.
func queueSales(t *testing.T, st *sqlite.Store, buyers []store.Player, id string) (errs []error, wait func()) {
	t.Helper()
	errs = make([]error, len(buyers))
	var wg sync.WaitGroup
	for i, p := range buyers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _, errs[i] = st.Sell(context.Background(), sale(t, p, id))
		}()
	}
	for deadline := time.Now().Add(10 * time.Second); sqlite.Pending(st) < len(buyers); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d sales queued; want %d", sqlite.Pending(st), len(buyers))
		}
	}
	return errs, wg.Wait
}
