package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/store"
	"revela/web/store/postgres"
)

var errInjected = errors.New("injected fault")

// TestGroupCommitFaults fails each step of a group commit holding several
// sales, through the store's fault hook (postgres.SetFault: the step's
// statement is replaced by one that fails on the server, aborting the
// transaction as a real failure would): the connection, BEGIN, a
// savepoint, a sale's statement, RELEASE, ROLLBACK TO, COMMIT, and the
// answer of a COMMIT that was stored. Some groups also hold a replay (its
// statement refused by the unique index of the request ids: the ROLLBACK
// TO path), a player at 0 € (the statement stores nothing) or a sale whose
// context ended while it waited.
//
// The steps are counted as they are sent: a group's pipeline is sent
// whole; after a refused statement the server skips the rest, and the
// steps after it are sent again (counted again) after ROLLBACK TO.
//
// Every client is told; nothing of a failed sale is written (no ticket,
// the balance untouched); the sales of a group that did not fail are
// stored; the same request ids sold again afterwards take the positions
// given back, so that the block's positions run 0, 1, 2, ... with no hole
// and none twice; each player is debited once; Check passes.
func TestGroupCommitFaults(t *testing.T) {
	cases := []struct {
		step   string
		nth    int    // which occurrence of the step in the group fails, counted as sent (below)
		extra  string // "", "replay", "poor" or "cancelled": a fourth sale in the group
		failed int    // sales of the 3 players that fail
		says   string // in their errors
	}{
		{"none", 0, "replay", 0, ""},
		{"none", 0, "poor", 0, ""},
		{"none", 0, "cancelled", 0, ""},
		{"acquire", 1, "", 3, "injected fault"},
		{"begin", 1, "", 3, "store: begin: injected fault"},
		{"savepoint", 2, "", 3, "store: savepoint: injected fault"},
		{"sale", 2, "", 1, "injected fault"},
		{"sale", 1, "poor", 1, "injected fault"},
		{"release", 1, "", 3, "store: release: injected fault"},
		{"release", 3, "", 3, "store: release: injected fault"},
		{"rollback to", 1, "replay", 3, "store: rollback to: injected fault"},
		{"release", 5, "replay", 3, "store: release: injected fault"}, // the release after ROLLBACK TO
		{"commit", 1, "", 3, "store: commit: injected fault"},
		{"commit", 2, "replay", 3, "store: commit: injected fault"}, // the COMMIT sent after ROLLBACK TO
		{"commit", 1, "poor", 3, "store: commit: injected fault"},
		{"committed", 1, "", 0, ""},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s %d %s", c.step, c.nth, c.extra), func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			tab := oneEuro(t)
			// One committer, so that the held group holds back every
			// other; the lease of 8 covers every sale of the test.
			url := schema(t)
			st := open(t, url, postgres.Options{Committers: 1})
			newPlayer := func(balance money.Cents) store.Player {
				p := player(t, st, balance)
				return p
			}
			balance := func(p store.Player) money.Cents {
				var tk []store.Ticket
				tk, err := st.Tickets(ctx, p.Key, 0, 100)
				if err != nil {
					t.Fatal(err)
				}
				b := money.Euros(10)
				for _, x := range tk {
					b += x.Prize - x.Price
				}
				return b
			}
			sell := func(ctx context.Context, p store.Player, id string) (store.Ticket, bool, error) {
				return st.Sell(ctx, store.Sale{Player: p.Key, RequestID: id, Table: tab})
			}
			// The replaying player comes first in the order of the keys,
			// so that the sales after its refused statement run.
			replayer := newPlayer(money.Euros(10))
			players := []store.Player{newPlayer(money.Euros(10)), newPlayer(money.Euros(10)), newPlayer(money.Euros(10))}
			poor := newPlayer(0)
			late := newPlayer(money.Euros(10)) // its sale cancelled while it waits
			gate := newPlayer(money.Euros(10))
			// The replayer's first sale is another process's (position 0),
			// so that this one knows its request id only from the unique
			// index; that process ends, and this one adopts its lease.
			other := open(t, url, postgres.Options{})
			first, _, err := other.Sell(ctx, store.Sale{Player: replayer.Key, RequestID: "g", Table: tab})
			if err != nil || first.Position != 0 {
				t.Fatalf("the first sale: position %d, %v", first.Position, err)
			}
			other.Close()
			waitUnlocked(t, url)
			if tk, _, err := sell(ctx, gate, "before"); err != nil || tk.Position != 1 {
				t.Fatalf("the sale before: position %d, %v; want 1", tk.Position, err)
			}

			// The hook holds the committer at the start of the next group
			// (the gate's sale) while the sales queue, so that they make
			// the following group, where the step fails.
			var (
				group, hits atomic.Int32
				held        = make(chan struct{})
				release     = make(chan struct{})
				once        sync.Once
			)
			// The committer is let go however the test ends (before
			// Close, which waits for it).
			letGo := func() { once.Do(func() { close(release) }) }
			t.Cleanup(letGo)
			postgres.SetFault(st, func(step string) error {
				if step == "acquire" && group.Add(1) == 1 {
					close(held)
					<-release
				}
				if group.Load() == 2 && step == c.step && int(hits.Add(1)) == c.nth {
					return errInjected
				}
				return nil
			})
			gateDone := make(chan error)
			go func() {
				_, _, err := sell(ctx, gate, "gate")
				gateDone <- err
			}()
			<-held
			buyers := slices.Clone(players)
			switch c.extra {
			case "replay":
				buyers = append(buyers, replayer)
			case "poor":
				buyers = append(buyers, poor)
			case "cancelled":
				buyers = append(buyers, late)
			}
			errs := make([]error, len(buyers))
			replays := make([]bool, len(buyers))
			tickets := make([]store.Ticket, len(buyers))
			cctx, cancel := context.WithCancel(ctx)
			var wg sync.WaitGroup
			for i, p := range buyers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					sctx := ctx
					if i == 3 && c.extra == "cancelled" {
						sctx = cctx
					}
					tickets[i], replays[i], errs[i] = sell(sctx, p, "g")
				}()
			}
			for deadline := time.Now().Add(20 * time.Second); postgres.Pending(st) < len(buyers); {
				if time.Now().After(deadline) {
					t.Fatalf("%d sales queued; want %d", postgres.Pending(st), len(buyers))
				}
				time.Sleep(time.Millisecond)
			}
			cancel()
			letGo()
			if err := <-gateDone; err != nil {
				t.Fatalf("the gate's sale: %v", err)
			}
			wg.Wait()
			postgres.SetFault(st, nil)
			if group.Load() != 2 {
				t.Fatalf("the sales took %d groups; want 1", group.Load()-1)
			}

			failed := 0
			for i, p := range players {
				tks, err := st.Tickets(ctx, p.Key, 0, 100)
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case errs[i] == nil:
					// Stored, and answered with the stored ticket: a lost
					// COMMIT answer is found by the request id, written by
					// this request's attempt: not a replay (201).
					if len(tks) != 1 || tks[0].ID != tickets[i].ID || replays[i] {
						t.Fatalf("player %d: answered ticket %d (replay %v), stored %d tickets", i, tickets[i].ID, replays[i], len(tks))
					}
				default:
					failed++
					if !strings.Contains(errs[i].Error(), c.says) {
						t.Errorf("player %d: %v; want %q", i, errs[i], c.says)
					}
					if len(tks) != 0 || balance(p) != money.Euros(10) {
						t.Fatalf("player %d: the failed sale left %d tickets", i, len(tks))
					}
				}
			}
			if failed != c.failed {
				t.Fatalf("%d sales failed; want %d (%v)", failed, c.failed, errs)
			}
			switch extra := len(players); c.extra {
			case "replay":
				// Whatever became of its group, the replay is answered
				// with the first ticket and debits nothing.
				if errs[extra] != nil || !replays[extra] || tickets[extra].ID != first.ID || tickets[extra].Balance != first.Balance {
					t.Fatalf("the replay in the group: ticket %d (replay %v), %v; want ticket %d", tickets[extra].ID, replays[extra], errs[extra], first.ID)
				}
			case "poor":
				want := store.ErrInsufficientFunds
				if c.failed == 3 {
					// Its refusal was in the group that failed: it is
					// told of the failure.
					want = errInjected
				}
				if !errors.Is(errs[extra], want) {
					t.Fatalf("the sale at 0 €: %v; want %v", errs[extra], want)
				}
			case "cancelled":
				if !errors.Is(errs[extra], context.Canceled) {
					t.Fatalf("the cancelled sale: %v", errs[extra])
				}
				if tks, _ := st.Tickets(ctx, late.Key, 0, 10); len(tks) != 0 || balance(late) != money.Euros(10) {
					t.Fatalf("the cancelled sale left %d tickets", len(tks))
				}
			}
			checkStore(t, st)

			// Every request sold again: each player ends with one ticket,
			// debited once; the sale at 0 € (or cancelled) made none.
			for i, p := range players {
				tk, replay, err := sell(ctx, p, "g")
				if err != nil || replay != (errs[i] == nil) {
					t.Fatalf("player %d again: %v (replay %v)", i, err, replay)
				}
				want := money.Euros(10) - money.Euros(1) + tk.Prize
				if tk.Balance != want || balance(p) != want {
					t.Fatalf("player %d: balance %s €; want %s €", i, tk.Balance, want)
				}
			}
			if tks, _ := st.Tickets(ctx, poor.Key, 0, 100); len(tks) != 0 {
				t.Fatalf("the player at 0 € has %d tickets", len(tks))
			}
			// A new sale: the positions run 0, 1, 2, ... with no hole,
			// none twice (a position stored by a COMMIT whose answer was
			// lost is dropped, not sold again).
			if _, _, err := sell(ctx, gate, "after"); err != nil {
				t.Fatal(err)
			}
			var positions []int
			for _, p := range append([]store.Player{replayer, gate, poor, late}, players...) {
				tks, err := st.Tickets(ctx, p.Key, 0, 100)
				if err != nil {
					t.Fatal(err)
				}
				for _, tk := range tks {
					positions = append(positions, tk.Position)
				}
			}
			slices.Sort(positions)
			if len(positions) != 7 {
				t.Fatalf("%d tickets; want 7 (first, before, gate, 3 players, after)", len(positions))
			}
			for i, pos := range positions {
				if pos != i {
					t.Fatalf("positions sold %v; want 0 to %d", positions, len(positions)-1)
				}
			}
			checkStore(t, st)
		})
	}
}

// TestCancelledSale: a sale whose context has ended before its group is
// answered with the context's error and writes nothing; its position is
// the next one sold.
func TestCancelledSale(t *testing.T) {
	st := open(t, schema(t), postgres.Options{})
	tab := oneEuro(t)
	p := player(t, st, money.Euros(5))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "c", Table: tab}); !errors.Is(err, context.Canceled) {
		t.Fatalf("sale with a cancelled context: %v", err)
	}
	dl, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if _, _, err := st.Sell(dl, store.Sale{Player: p.Key, RequestID: "d", Table: tab}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("sale past its deadline: %v", err)
	}
	if tks, _ := st.Tickets(context.Background(), p.Key, 0, 10); len(tks) != 0 {
		t.Fatalf("%d tickets after cancelled sales", len(tks))
	}
	tk, replay, err := st.Sell(context.Background(), store.Sale{Player: p.Key, RequestID: "c", Table: tab})
	if err != nil || replay || tk.Position != 0 || tk.Balance != money.Euros(4)+tk.Prize {
		t.Fatalf("the cancelled request again: position %d, balance %s €, replay %v, %v", tk.Position, tk.Balance, replay, err)
	}
	if err := st.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// waitUnlocked waits until the leases of the schema at url are unlocked:
// the server ends a closed connection's session, and releases its
// advisory locks, a moment after the client closed it.
func waitUnlocked(t *testing.T, url string) {
	t.Helper()
	waitLeasesUnlocked(t, url, "TRUE")
}

// waitLeasesUnlocked is waitUnlocked for the leases that the SQL
// condition where selects (on leases l).
func waitLeasesUnlocked(t *testing.T, url, where string) {
	t.Helper()
	ctx := context.Background()
	conn := dial(t, url)
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		var locked bool
		// The namespace of the leases' locks is the one postgres.Open takes.
		err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM leases l WHERE (`+where+`) AND NOT pg_try_advisory_lock(hashtext(current_database() || '.' || current_schema()), l.id))`).Scan(&locked)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, `SELECT pg_advisory_unlock_all()`); err != nil {
			t.Fatal(err)
		}
		if !locked {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the leases of a closed store are still locked")
		}
	}
}
