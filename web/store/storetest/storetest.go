// Package storetest is the one test suite of store.Store, run against
// every store (SQLite and PostgreSQL): each store's tests call Run with a
// function that opens a fresh, empty store.
package storetest

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
)

// Size is the block size of the suite's lot tables (webtest.SmallTables):
// two units of each of three lots win, 14 lose.
const Size = 20

// Options are what the suite sets on the store it opens.
type Options struct {
	Tables  func(game string, stake money.Cents) (*lots.Table, error)
	Compose func(b *block.Block, pos int) ([]byte, error) // nil: store.Compose
}

// Opener opens a new, empty store with opt, closed when t ends.
type Opener func(t *testing.T, opt Options) store.Store

// Run runs the suite, each test on a store of its own.
func Run(t *testing.T, open Opener) {
	tests := []struct {
		name string
		fn   func(t *testing.T, open func(Options) store.Store)
	}{
		{"WholeBlocks", testWholeBlocks},
		{"Replay", testReplay},
		{"Refusals", testRefusals},
		{"Tickets", testTickets},
		{"Sessions", testSessions},
		{"SaleSession", testSaleSession},
		{"RenewSession", testRenewSession},
		{"TouchEitherToken", testTouchEitherToken},
		{"Concurrent", testConcurrent},
		{"ComposeFailure", testComposeFailure},
		{"Fair", testFair},
		{"LimitPeriods", testLimitPeriods},
		{"LimitLeft", testLimitLeft},
		{"LimitLoss", testLimitLoss},
		{"LimitCooling", testLimitCooling},
		{"Exclusion", testExclusion},
		{"ConcurrentAtLimit", testConcurrentAtLimit},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, func(opt Options) store.Store {
				if opt.Tables == nil {
					opt.Tables = webtest.SmallTables(Size)
				}
				return open(t, opt)
			})
		})
	}
}

var seq atomic.Int64

// Token returns a new session token's hash.
func Token() [32]byte {
	return sha256.Sum256(fmt.Appendf(nil, "token %d %d", time.Now().UnixNano(), seq.Add(1)))
}

func newPlayer(t *testing.T, st store.Store, balance money.Cents) store.Player {
	t.Helper()
	p, err := st.CreatePlayer(context.Background(), Token(), balance, true)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Opened is the end of a store test's open: the store that open returns,
// closed when t ends, or t failed with open's error.
func Opened[S io.Closer](t testing.TB, open func() (S, error)) S {
	t.Helper()
	st, err := open()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// Table returns the suite's table of game at stake.
func Table(t testing.TB, game string, stake money.Cents) *lots.Table {
	tab, err := webtest.SmallTables(Size)(game, stake)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

func check(t *testing.T, st store.Store) {
	t.Helper()
	if err := st.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func balance(t *testing.T, st store.Store, tok [32]byte) money.Cents {
	t.Helper()
	p, err := st.PlayerByToken(context.Background(), tok)
	if err != nil {
		t.Fatal(err)
	}
	return p.Balance
}

// testWholeBlocks: three whole blocks of the 1 € CROSSINGO table sold
// one by one: each block sells each of its 20 positions once and pays
// its six winning units (2 × each of the three lowest lots), and the
// balance is the grant less the stakes plus the prizes.
func testWholeBlocks(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tok := Token()
	p, err := st.CreatePlayer(ctx, tok, money.Euros(100), true)
	if err != nil {
		t.Fatal(err)
	}
	tab := Table(t, "crossingo", money.Euros(1))
	positions := map[int64]map[int]bool{}
	var prizes money.Cents
	winners := map[int64]int{}
	for i := range 3 * Size {
		tk, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint("r", i), Table: tab})
		if err != nil || replay {
			t.Fatalf("sale %d: %v %v", i, err, replay)
		}
		if tk.Price != money.Euros(1) || tk.Game != "crossingo" || len(tk.Script) == 0 {
			t.Fatalf("sale %d: %+v", i, tk)
		}
		if positions[tk.Block] == nil {
			positions[tk.Block] = map[int]bool{}
		}
		if positions[tk.Block][tk.Position] {
			t.Fatalf("block %d position %d sold twice", tk.Block, tk.Position)
		}
		positions[tk.Block][tk.Position] = true
		prizes += tk.Prize
		if tk.Prize > 0 {
			winners[tk.Block]++
		}
		if want := money.Euros(100) - money.Euros(int64(i+1)) + prizes; tk.Balance != want {
			t.Fatalf("sale %d: balance %s after, want %s", i, tk.Balance, want)
		}
	}
	if len(positions) != 3 {
		t.Fatalf("3 × %d sales over %d blocks", Size, len(positions))
	}
	for id, ps := range positions {
		if len(ps) != Size || winners[id] != 6 {
			t.Fatalf("block %d: %d positions sold, %d winners; want 20 and 6", id, len(ps), winners[id])
		}
	}
	// The three lowest CROSSINGO 1 € lots, two of each per block.
	var perBlock money.Cents
	for _, l := range tab.Lots {
		perBlock += l.Amount * money.Cents(l.Count)
	}
	if prizes != 3*perBlock {
		t.Fatalf("prizes %s, want 3 × %s", prizes, perBlock)
	}
	if got, want := balance(t, st, tok), money.Euros(100)-money.Euros(60)+prizes; got != want {
		t.Fatalf("balance %s, want %s", got, want)
	}
	check(t, st)
}

// testReplay: the same request id again returns the same ticket and
// debits nothing; for another stake it is a conflict.
func testReplay(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tok := Token()
	p, _ := st.CreatePlayer(ctx, tok, money.Euros(10), true)
	tab := Table(t, "crossingo", money.Euros(1))
	first, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "once", Table: tab})
	if err != nil || replay {
		t.Fatal(err, replay)
	}
	after := balance(t, st, tok)
	for range 3 {
		again, replay, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "once", Table: tab})
		if err != nil || !replay || again.ID != first.ID || again.Position != first.Position || again.Block != first.Block ||
			string(again.Script) != string(first.Script) || again.Balance != first.Balance {
			t.Fatalf("replay: %+v %v %v, first %+v", again, replay, err, first)
		}
	}
	if got := balance(t, st, tok); got != after {
		t.Fatalf("balance %s after replays, %s before", got, after)
	}
	two := Table(t, "sudoku", money.Euros(2))
	if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "once", Table: two}); !errors.Is(err, store.ErrRequestConflict) {
		t.Fatalf("same request id, another game: %v", err)
	}
	// Another player may use the same request id.
	q := newPlayer(t, st, money.Euros(10))
	if tk, replay, err := st.Sell(ctx, store.Sale{Player: q.Key, RequestID: "once", Table: tab}); err != nil || replay || tk.ID == first.ID {
		t.Fatalf("another player's request id: %+v %v %v", tk, replay, err)
	}
	check(t, st)
}

// testRefusals: a sale the balance does not cover, one that could push
// the balance over money.Max, and one of an unknown player change
// nothing; the unit is not skipped.
func testRefusals(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tab := Table(t, "crossingo", money.Euros(1))
	poorTok := Token()
	poor, _ := st.CreatePlayer(ctx, poorTok, 99, true)
	if _, _, err := st.Sell(ctx, store.Sale{Player: poor.Key, RequestID: "a", Table: tab}); !errors.Is(err, store.ErrInsufficientFunds) {
		t.Fatalf("99 cents for 1 €: %v", err)
	}
	if got := balance(t, st, poorTok); got != 99 {
		t.Fatalf("balance %s after a refused sale", got)
	}
	rich := newPlayer(t, st, money.Max)
	if _, _, err := st.Sell(ctx, store.Sale{Player: rich.Key, RequestID: "a", Table: tab}); !errors.Is(err, store.ErrBalanceLimit) {
		t.Fatalf("at money.Max: %v", err)
	}
	if _, _, err := st.Sell(ctx, store.Sale{Player: 1 << 40, RequestID: "a", Table: tab}); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown player: %v", err)
	}
	if _, err := st.CreatePlayer(ctx, Token(), -1, true); err == nil {
		t.Fatal("negative opening balance accepted")
	}
	if _, err := st.CreatePlayer(ctx, Token(), money.Max+1, true); err == nil {
		t.Fatal("opening balance over money.Max accepted")
	}
	p := newPlayer(t, st, money.Euros(5))
	tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "a", Table: tab})
	if err != nil || tk.Position != 0 {
		t.Fatalf("first sale after refusals: %+v %v", tk, err)
	}
	check(t, st)
}

// testTickets: a player's tickets newest first with paging, the unseen
// ones oldest first, seen marks and steps, never another player's.
func testTickets(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tab := Table(t, "crossingo", money.Euros(1))
	p, q := newPlayer(t, st, money.Euros(10)), newPlayer(t, st, money.Euros(10))
	var sold []store.Ticket
	for i := range 5 {
		tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint(i), Table: tab})
		if err != nil {
			t.Fatal(err)
		}
		sold = append(sold, tk)
	}
	got, err := st.Tickets(ctx, p.Key, 0, 3)
	if err != nil || len(got) != 3 || got[0].ID != sold[4].ID || got[2].ID != sold[2].ID {
		t.Fatalf("newest 3: %v %v", ids(got), err)
	}
	got, err = st.Tickets(ctx, p.Key, sold[2].ID, 10)
	if err != nil || len(got) != 2 || got[0].ID != sold[1].ID || got[1].ID != sold[0].ID {
		t.Fatalf("before %d: %v %v", sold[2].ID, ids(got), err)
	}
	if got, err := st.Tickets(ctx, q.Key, 0, 10); err != nil || len(got) != 0 {
		t.Fatalf("another player's history: %v %v", ids(got), err)
	}
	one, err := st.Ticket(ctx, p.Key, sold[1].ID)
	if err != nil || one.Position != sold[1].Position || one.Prize != sold[1].Prize || string(one.Script) != string(sold[1].Script) || one.Seen {
		t.Fatalf("ticket: %+v %v", one, err)
	}
	if _, err := st.Ticket(ctx, q.Key, sold[1].ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("another player's ticket: %v", err)
	}
	if err := st.MarkSeen(ctx, p.Key, sold[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := st.MarkSeen(ctx, p.Key, sold[0].ID); err != nil {
		t.Fatalf("seen again: %v", err)
	}
	if err := st.MarkSeen(ctx, q.Key, sold[1].ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("another player's seen mark: %v", err)
	}
	un, err := st.Unseen(ctx, p.Key, 3)
	if err != nil || len(un) != 3 || un[0].ID != sold[1].ID || un[2].ID != sold[3].ID {
		t.Fatalf("unseen: %v %v", ids(un), err)
	}
	if one, _ := st.Ticket(ctx, p.Key, sold[0].ID); !one.Seen {
		t.Fatal("ticket marked seen is not seen")
	}
	// The history, newest first, takes seen and unseen tickets alike.
	if err := st.MarkSeen(ctx, p.Key, sold[3].ID); err != nil {
		t.Fatal(err)
	}
	got, err = st.Tickets(ctx, p.Key, 0, 4)
	if err != nil || len(got) != 4 || got[0].ID != sold[4].ID || got[1].ID != sold[3].ID || got[2].ID != sold[2].ID || got[3].ID != sold[1].ID {
		t.Fatalf("newest 4, 3 and 0 seen: %v %v", ids(got), err)
	}
	got, err = st.Tickets(ctx, p.Key, sold[4].ID, 10)
	if err != nil || len(got) != 4 || got[0].ID != sold[3].ID || got[3].ID != sold[0].ID {
		t.Fatalf("before %d, 3 and 0 seen: %v %v", sold[4].ID, ids(got), err)
	}
	got, err = st.Tickets(ctx, p.Key, sold[3].ID, 1)
	if err != nil || len(got) != 1 || got[0].ID != sold[2].ID {
		t.Fatalf("the one before %d: %v %v", sold[3].ID, ids(got), err)
	}
	un, err = st.Unseen(ctx, p.Key, 10)
	if err != nil || len(un) != 3 || un[0].ID != sold[1].ID || un[1].ID != sold[2].ID || un[2].ID != sold[4].ID {
		t.Fatalf("unseen, 3 and 0 seen: %v %v", ids(un), err)
	}
	for _, c := range []struct{ step, want int }{{0, 0}, {7, 7}, {2, 7}, {1000, 1000}, {999, 1000}} {
		if got, err := st.SetStep(ctx, p.Key, sold[2].ID, c.step); err != nil || got != c.want {
			t.Fatalf("step %d: %d %v, want %d", c.step, got, err, c.want)
		}
	}
	for _, bad := range []int{-1, 1001} {
		if _, err := st.SetStep(ctx, p.Key, sold[3].ID, bad); err == nil {
			t.Fatalf("step %d accepted", bad)
		}
	}
	if _, err := st.SetStep(ctx, q.Key, sold[3].ID, 5); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("another player's step: %v", err)
	}
	if one, _ := st.Ticket(ctx, p.Key, sold[2].ID); one.Step != 1000 {
		t.Fatalf("step %d stored", one.Step)
	}
	check(t, st)
}

func ids(ts []store.Ticket) []int64 {
	out := []int64{}
	for _, t := range ts {
		out = append(out, t.ID)
	}
	return out
}

// testSessions: a session is found by its token until ended; its last
// use is what TouchSession recorded.
func testSessions(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tok := Token()
	p, err := st.CreatePlayer(ctx, tok, money.Euros(3), false)
	if err != nil {
		t.Fatal(err)
	}
	got, err := st.PlayerByToken(ctx, tok)
	if err != nil || got.Key != p.Key || got.ID != p.ID || got.Balance != money.Euros(3) || got.Demo || !got.LastSeen.Equal(got.CreatedAt) {
		t.Fatalf("player: %+v %v, created %+v", got, err, p)
	}
	at := time.UnixMilli(got.CreatedAt.UnixMilli() + 90_000)
	if err := st.TouchSession(ctx, tok, at); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.PlayerByToken(ctx, tok); !got.LastSeen.Equal(at) {
		t.Fatalf("last seen %v, want %v", got.LastSeen, at)
	}
	if err := st.TouchSession(ctx, Token(), at); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown session touched: %v", err)
	}
	if err := st.EndSession(ctx, tok); err != nil {
		t.Fatal(err)
	}
	if err := st.EndSession(ctx, tok); err != nil {
		t.Fatalf("ended again: %v", err)
	}
	if _, err := st.PlayerByToken(ctx, tok); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("ended session found: %v", err)
	}
	if err := st.TouchSession(ctx, tok, at); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("ended session touched: %v", err)
	}
	if _, err := st.PlayerByToken(ctx, Token()); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown token: %v", err)
	}
}

// testSaleSession: a sale made with a session is stored only while that
// session is live: not ended (EndSession), created at or after Born, last
// used at or after Seen. A refused sale debits nothing and sells no unit.
func testSaleSession(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tab := Table(t, "crossingo", money.Euros(1))
	tok := Token()
	p, err := st.CreatePlayer(ctx, tok, money.Euros(10), true)
	if err != nil {
		t.Fatal(err)
	}
	born := p.CreatedAt
	sell := func(id string, ses store.Session) error {
		_, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab, Session: &ses})
		return err
	}
	if err := sell("a", store.Session{Hash: tok, Born: born, Seen: born}); err != nil {
		t.Fatalf("a live session: %v", err)
	}
	for _, c := range []struct {
		name string
		ses  store.Session
	}{
		{"another session's token", store.Session{Hash: Token(), Born: born, Seen: born}},
		{"created before Born", store.Session{Hash: tok, Born: born.Add(time.Millisecond), Seen: born}},
		{"last used before Seen", store.Session{Hash: tok, Born: born, Seen: born.Add(time.Millisecond)}},
	} {
		if err := sell("b", c.ses); !errors.Is(err, store.ErrNoSession) {
			t.Fatalf("%s: %v, want ErrNoSession", c.name, err)
		}
	}
	at := born.Add(time.Hour)
	if err := st.TouchSession(ctx, tok, at); err != nil {
		t.Fatal(err)
	}
	if err := sell("c", store.Session{Hash: tok, Born: born, Seen: at}); err != nil {
		t.Fatalf("used at Seen: %v", err)
	}
	other := newPlayer(t, st, money.Euros(5))
	if _, _, err := st.Sell(ctx, store.Sale{Player: other.Key, RequestID: "c", Table: tab,
		Session: &store.Session{Hash: tok, Born: born, Seen: born}}); !errors.Is(err, store.ErrNoSession) {
		t.Fatalf("another player's session: %v, want ErrNoSession", err)
	}
	if err := st.EndSession(ctx, tok); err != nil {
		t.Fatal(err)
	}
	if err := sell("d", store.Session{Hash: tok, Born: born, Seen: born}); !errors.Is(err, store.ErrNoSession) {
		t.Fatalf("an ended session: %v, want ErrNoSession", err)
	}
	// Two units sold (positions 0 and 1), 2 € debited; the next unit is
	// position 2.
	q := newPlayer(t, st, money.Euros(5))
	tk, _, err := st.Sell(ctx, store.Sale{Player: q.Key, RequestID: "a", Table: tab})
	if err != nil || tk.Position != 2 {
		t.Fatalf("the next sale: %+v %v, want position 2", tk, err)
	}
	ts, err := st.Tickets(ctx, p.Key, 0, 10)
	if err != nil || len(ts) != 2 || ts[0].Balance != money.Euros(10)-money.Euros(2)+ts[0].Prize+ts[1].Prize {
		t.Fatalf("tickets %+v %v", ts, err)
	}
	check(t, st)
}

// testRenewSession: a renewed session is found by its new token and by
// the one replaced, each with its own issue; the replaced token renews
// again only once its replacement is settled, which the replacement does
// not survive; a second renewal drops the first token; a sale is checked
// against the age of the token it was made with; ending the session
// through either token ends both.
func testRenewSession(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tab := Table(t, "crossingo", money.Euros(1))
	t0, t1, t2, t3 := Token(), Token(), Token(), Token()
	p, err := st.CreatePlayer(ctx, t0, money.Euros(10), true)
	if err != nil {
		t.Fatal(err)
	}
	born := p.CreatedAt
	at := func(d time.Duration) time.Time { return born.Add(d) }
	found := func(tok [32]byte, issued, replaced time.Time, fresh bool) {
		t.Helper()
		got, err := st.PlayerByToken(ctx, tok)
		if err != nil || got.Key != p.Key || !got.Issued.Equal(issued) || !got.Replaced.Equal(replaced) || got.Fresh != fresh {
			t.Fatalf("found %+v %v, want issued %v, replaced %v, fresh %v", got, err, issued, replaced, fresh)
		}
	}
	gone := func(tok [32]byte) {
		t.Helper()
		if got, err := st.PlayerByToken(ctx, tok); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("a dropped token found: %+v %v", got, err)
		}
	}
	sales := 0
	sell := func(tok [32]byte, bornAt time.Time, want error) {
		t.Helper()
		sales++
		_, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint("r", sales), Table: tab,
			Session: &store.Session{Hash: tok, Born: bornAt, Seen: born}})
		if !errors.Is(err, want) {
			t.Fatalf("sale %d: %v, want %v", sales, err, want)
		}
	}
	found(t0, born, time.Time{}, false)
	sell(t0, born, nil) // the writer's cache may hold t0 now

	day := 24 * time.Hour
	if err := st.RenewSession(ctx, t0, t1, at(16*day), at(16*day-time.Minute)); err != nil {
		t.Fatal(err)
	}
	found(t1, at(16*day), time.Time{}, true)
	found(t0, born, at(16*day), true)
	sell(t0, born, nil)
	sell(t0, born.Add(time.Millisecond), store.ErrNoSession)
	sell(t1, at(16*day), nil)
	sell(t1, at(16*day+time.Millisecond), store.ErrNoSession)
	if err := st.TouchSession(ctx, t0, at(16*day+time.Hour)); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.PlayerByToken(ctx, t1); !got.LastSeen.Equal(at(16*day+time.Hour)) || !got.Fresh {
		t.Fatalf("last seen through the replaced token: %v, fresh %v", got.LastSeen, got.Fresh)
	}

	// The replaced token again, its replacement issued after settled: no
	// change.
	if err := st.RenewSession(ctx, t0, t2, at(16*day+30*time.Second), at(16*day-30*time.Second)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a replacement not settled replaced: %v", err)
	}
	if err := st.RenewSession(ctx, Token(), t2, at(16*day), at(16*day)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("an unknown token renewed: %v", err)
	}
	found(t1, at(16*day), time.Time{}, true)
	gone(t2)

	// Settled: t1's answer was lost; t2 replaces it, t0 stays.
	if err := st.RenewSession(ctx, t0, t2, at(16*day+2*time.Minute), at(16*day+time.Minute)); err != nil {
		t.Fatal(err)
	}
	gone(t1)
	sell(t1, at(16*day), store.ErrNoSession)
	found(t2, at(16*day+2*time.Minute), time.Time{}, true)
	found(t0, born, at(16*day+2*time.Minute), true)

	// t2 used: no longer fresh, and t0 no longer renews in its place,
	// however late.
	if err := st.TouchSession(ctx, t2, at(16*day+3*time.Minute)); err != nil {
		t.Fatal(err)
	}
	found(t2, at(16*day+2*time.Minute), time.Time{}, false)
	found(t0, born, at(16*day+2*time.Minute), false)
	if err := st.RenewSession(ctx, t0, Token(), at(20*day), at(20*day-time.Minute)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a replacement in use replaced: %v", err)
	}
	found(t2, at(16*day+2*time.Minute), time.Time{}, false)

	// The current token renewed: t2 is the replaced one, t0 is dropped.
	if err := st.RenewSession(ctx, t2, t3, at(32*day), at(32*day-time.Minute)); err != nil {
		t.Fatal(err)
	}
	gone(t0)
	sell(t0, born, store.ErrNoSession)
	found(t2, at(16*day+2*time.Minute), at(32*day), true)
	found(t3, at(32*day), time.Time{}, true)
	sell(t3, at(32*day), nil)

	// Ended through the replaced token: neither token is found or sells.
	if err := st.EndSession(ctx, t2); err != nil {
		t.Fatal(err)
	}
	gone(t2)
	gone(t3)
	sell(t3, at(32*day), store.ErrNoSession)
	if err := st.TouchSession(ctx, t3, at(33*day)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("an ended session touched: %v", err)
	}
	if err := st.RenewSession(ctx, t3, Token(), at(48*day), at(48*day)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("an ended session renewed: %v", err)
	}
	// Four sales stored (r1, r2, r4, r8): 4 € debited, the prizes credited.
	ts, err := st.Tickets(ctx, p.Key, 0, 10)
	if err != nil || len(ts) != 4 {
		t.Fatalf("tickets %+v %v", ts, err)
	}
	want := money.Euros(10) - money.Euros(4)
	for _, tk := range ts {
		want += tk.Prize
	}
	if ts[0].Balance != want || ts[0].RequestID != "r8" || ts[1].RequestID != "r4" || ts[2].RequestID != "r2" || ts[3].RequestID != "r1" {
		t.Fatalf("balance %s after %s, want %s", ts[0].Balance, ts[0].RequestID, want)
	}
	check(t, st)
}

// testTouchEitherToken: a session's use recorded through the replaced
// token counts for a sale with the current one, which the writer may have
// read before: the session is one, its last use one.
func testTouchEitherToken(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tab := Table(t, "crossingo", money.Euros(1))
	t0, t1 := Token(), Token()
	p, err := st.CreatePlayer(ctx, t0, money.Euros(10), true)
	if err != nil {
		t.Fatal(err)
	}
	born := p.CreatedAt
	day := 24 * time.Hour
	if err := st.RenewSession(ctx, t0, t1, born.Add(16*day), born.Add(16*day-time.Minute)); err != nil {
		t.Fatal(err)
	}
	sell := func(id string, seen time.Time) error {
		_, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab,
			Session: &store.Session{Hash: t1, Born: born.Add(15 * day), Seen: seen}})
		return err
	}
	if err := sell("a", born.Add(-time.Hour)); err != nil { // the writer may hold t1, last used at born
		t.Fatal(err)
	}
	if err := st.TouchSession(ctx, t0, born.Add(20*day)); err != nil {
		t.Fatal(err)
	}
	if err := sell("b", born.Add(14*day)); err != nil {
		t.Fatalf("a sale with the current token after a use through the replaced one: %v", err)
	}
	check(t, st)
}

// testConcurrent: 8 players buy 25 units each at once, each sale retried
// once with its request id: 200 units sold (10 whole blocks), none twice,
// every balance exact.
func testConcurrent(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	tab := Table(t, "crossingo", money.Euros(1))
	const players, each = 8, 25
	toks := make([][32]byte, players)
	var prizes [players]money.Cents
	var wg sync.WaitGroup
	var mu sync.Mutex
	units := map[[2]int64]bool{}
	for i := range players {
		toks[i] = Token()
		p, err := st.CreatePlayer(ctx, toks[i], money.Euros(50), true)
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range each {
				sale := store.Sale{Player: p.Key, RequestID: fmt.Sprint(j), Table: tab}
				tk, _, err := st.Sell(ctx, sale)
				if err != nil {
					t.Error(err)
					return
				}
				again, replay, err := st.Sell(ctx, sale)
				if err != nil || !replay || again.ID != tk.ID {
					t.Errorf("retry: %v %v", err, replay)
					return
				}
				prizes[i] += tk.Prize
				mu.Lock()
				if units[[2]int64{tk.Block, int64(tk.Position)}] {
					t.Errorf("unit %d/%d sold twice", tk.Block, tk.Position)
				}
				units[[2]int64{tk.Block, int64(tk.Position)}] = true
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if len(units) != players*each {
		t.Fatalf("%d units sold", len(units))
	}
	var all money.Cents
	for i := range players {
		all += prizes[i]
		if got, want := balance(t, st, toks[i]), money.Euros(50)-money.Euros(each)+prizes[i]; got != want {
			t.Fatalf("player %d: balance %s, want %s", i, got, want)
		}
	}
	// 200 units are 10 whole blocks, each paying its six winning units.
	var perBlock money.Cents
	for _, l := range tab.Lots {
		perBlock += l.Amount * money.Cents(l.Count)
	}
	if all != 10*perBlock {
		t.Fatalf("prizes %s, want 10 × %s", all, perBlock)
	}
	check(t, st)
}

// testComposeFailure: a unit whose script fails (error or panic) is not
// sold and not skipped, nothing is debited, other tables still sell, and
// once the composer works the same unit is the next sold.
func testComposeFailure(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	var broken, panics atomic.Bool
	compose := func(b *block.Block, pos int) ([]byte, error) {
		if broken.Load() && pos == 7 && b.Table.Game == "crossingo" {
			if panics.Load() {
				panic("composer crash")
			}
			return nil, errors.New("composer bug")
		}
		return store.Compose(b, pos)
	}
	st := open(Options{Compose: compose})
	tab := Table(t, "crossingo", money.Euros(1))
	tok := Token()
	p, _ := st.CreatePlayer(ctx, tok, money.Euros(100), true)
	for i := range 7 {
		if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint("s", i), Table: tab}); err != nil {
			t.Fatal(err)
		}
	}
	before := balance(t, st, tok)
	broken.Store(true)
	for i := range 4 {
		_, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint("x", i), Table: tab})
		var ce *store.ComposeError
		if !errors.As(err, &ce) || ce.Position != 7 || ce.Game != "crossingo" {
			t.Fatalf("sale with a broken composer: %v", err)
		}
	}
	other := newPlayer(t, st, money.Euros(100))
	if _, _, err := st.Sell(ctx, store.Sale{Player: other.Key, RequestID: "o", Table: Table(t, "sudoku", money.Euros(1))}); err != nil {
		t.Fatal(err)
	}
	panics.Store(true)
	if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "panic", Table: tab}); err == nil || !strings.Contains(err.Error(), "panicked") {
		t.Fatalf("sale with a panicking composer: %v", err)
	}
	if got := balance(t, st, tok); got != before {
		t.Fatalf("balance %s after failed sales, %s before", got, before)
	}
	broken.Store(false)
	tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "x0", Table: tab})
	if err != nil || tk.Position != 7 {
		t.Fatalf("after the fix: %+v %v", tk, err)
	}
	check(t, st)
}
