package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/core/proof"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
	"revela/web/store/storetest"
)

// TestCloseSeries: `revela blocks close` on a running store's schema
// closes its open block, and the store sells the next block's units from
// its next sale (storetest.EarlyClose); a series without an open block
// is refused.
func TestCloseSeries(t *testing.T) {
	url := pgtest.Schema(t)
	st := open(t, url, postgres.Options{})
	storetest.EarlyClose(t, st, func() (int64, error) {
		return postgres.CloseSeries(context.Background(), url, "crossingo", money.Euros(1))
	})
	if _, err := postgres.CloseSeries(context.Background(), url, "crossingo", money.Euros(1)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("closing a series whose block was just closed: %v; want ErrNotFound", err)
	}
}

// TestCloseSeriesProcesses: three processes (stores on one schema) sell
// from leases of one block, each ticket's proof leading to the block's
// root as sold and as read back; after the close none sells from it again:
// each one's next sale is a unit of another block, the closed block's
// tickets stay the 9 sold before, and every store's Check holds.
func TestCloseSeriesProcesses(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Schema(t)
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	var sts []*postgres.Store
	var players []int64
	for range 3 {
		st := open(t, url, postgres.Options{Lease: 4})
		p, err := st.CreatePlayer(ctx, storetest.Token(), money.Euros(50), true)
		if err != nil {
			t.Fatal(err)
		}
		sts, players = append(sts, st), append(players, p.Key)
	}
	blocks := map[int64]int{}
	var sold []store.Ticket
	for round := range 3 {
		for i, st := range sts {
			tk, _, err := st.Sell(ctx, store.Sale{Player: players[i], RequestID: fmt.Sprint("r", round), Table: tab})
			if err != nil {
				t.Fatal(err)
			}
			blocks[tk.Block]++
			sold = append(sold, tk)
		}
	}
	// Each process's proofs lead to the block's root, as sold and as
	// read back by another process.
	for i, tk := range sold {
		c, err := sts[(i+1)%3].Commitment(ctx, tk.Block)
		if err != nil {
			t.Fatal(err)
		}
		back, err := sts[i%3].Ticket(ctx, tk.Player, tk.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, data := range [][]byte{tk.Proof, back.Proof} {
			if err := proof.Check(storetest.WireBlock(c), storetest.WireProof(t, data)); err != nil {
				t.Fatalf("ticket %d (position %d): %v", tk.ID, tk.Position, err)
			}
		}
	}
	if len(blocks) != 1 {
		t.Fatalf("9 sales over blocks %v; want one", blocks)
	}
	id, err := postgres.CloseSeries(ctx, url, "crossingo", money.Euros(1))
	if err != nil || blocks[id] != 9 {
		t.Fatalf("close: block %d, %v; sold %v", id, err, blocks)
	}
	for i, st := range sts {
		tk, _, err := st.Sell(ctx, store.Sale{Player: players[i], RequestID: "after", Table: tab})
		if err != nil || tk.Block == id {
			t.Fatalf("process %d: the sale after the close: block %d, %v; closed %d", i, tk.Block, err, id)
		}
	}
	c, err := sts[0].Commitment(ctx, id)
	if err != nil || c.Sold != 9 || c.Secret == nil {
		t.Fatalf("the closed block: %+v, %v", c, err)
	}
	for _, st := range sts {
		if err := st.Check(ctx); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReadAudited: the audit's read of the schema while the store runs:
// a sold-out block's commitment, units and 20 scripts; the open block's
// commitment and its one script, no units; an unknown block is
// ErrNotFound, an unreachable database an error. The series' list pages
// with before and limit, newest first.
func TestReadAudited(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Schema(t)
	st := open(t, url, postgres.Options{})
	p, err := st.CreatePlayer(ctx, storetest.Token(), money.Euros(100), true)
	if err != nil {
		t.Fatal(err)
	}
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	var last store.Ticket
	for i := range storetest.Size + 1 {
		if last, _, err = st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint("a", i), Table: tab}); err != nil {
			t.Fatal(err)
		}
	}
	first := last.Block - 1
	a, err := postgres.ReadAudited(ctx, url, first)
	if err != nil || a.Commitment.Secret == nil || len(a.Units) != storetest.Size || len(a.Scripts) != storetest.Size {
		t.Fatalf("block %d: %+v, %v", first, a.Commitment, err)
	}
	a, err = postgres.ReadAudited(ctx, url, last.Block)
	if err != nil || a.Commitment.Secret != nil || a.Units != nil || len(a.Scripts) != 1 || a.Commitment.Sold != 1 {
		t.Fatalf("block %d: %+v, %d scripts, %v", last.Block, a.Commitment, len(a.Scripts), err)
	}
	if _, err := postgres.ReadAudited(ctx, url, last.Block+100); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown block: %v", err)
	}
	if _, err := postgres.ReadAudited(ctx, "postgres://u@127.0.0.1:1/x?connect_timeout=2", 1); err == nil {
		t.Fatal("an unreachable database read")
	}
	if cs, err := st.Commitments(ctx, "crossingo", money.Euros(1), last.Block, 1); err != nil || len(cs) != 1 || cs[0].ID != first {
		t.Fatalf("before %d, limit 1: %+v, %v", last.Block, cs, err)
	}
	if cs, err := st.Commitments(ctx, "crossingo", money.Euros(1), 0, 100); err != nil || len(cs) < 2 || cs[0].ID < last.Block {
		t.Fatalf("the series: %+v, %v", cs, err)
	}
	if _, err := postgres.CloseSeries(ctx, "postgres://u@127.0.0.1:1/x?connect_timeout=2", "crossingo", money.Euros(1)); err == nil {
		t.Fatal("a series of an unreachable database closed")
	}
}

// TestCommitmentAfterRestart: a block's published commitment read from
// another process after the first one stopped (a restart) is the one
// published before its first sale, with its sales counted.
func TestCommitmentAfterRestart(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Schema(t)
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	st := open(t, url, postgres.Options{Prepare: []*lots.Table{tab}})
	cs, err := st.Commitments(ctx, "crossingo", money.Euros(1), 0, 10)
	if err != nil || len(cs) == 0 {
		t.Fatalf("blocks before any sale: %+v, %v", cs, err)
	}
	before := cs[len(cs)-1] // the open one, the oldest
	p, err := st.CreatePlayer(ctx, storetest.Token(), money.Euros(10), true)
	if err != nil {
		t.Fatal(err)
	}
	tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "one", Table: tab})
	if err != nil || tk.Block != before.ID {
		t.Fatalf("sale: block %d, %v; want %d", tk.Block, err, before.ID)
	}
	st.Close()
	again := open(t, url, postgres.Options{})
	c, err := again.Commitment(ctx, before.ID)
	if err != nil || c.Root != before.Root || c.Hash != before.Hash || c.Table != before.Table || c.Version != before.Version ||
		!c.OpenedAt.Equal(before.OpenedAt) || c.Size != before.Size || c.Sold != 1 || c.Secret != nil || before.Sold != 0 {
		t.Fatalf("after a restart: %+v, %v; before the first sale: %+v", c, err, before)
	}
}

// TestUpper: in a block of 600 units a ticket's stored proof lacks its
// siblings above its group of 256; the block's upper levels (Upper, read
// by another process) complete it to the proof of the sale, which leads
// to the block's root; an unknown block is ErrNotFound.
func TestUpper(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Schema(t)
	tables := webtest.SmallTables(600)
	st := open(t, url, postgres.Options{Tables: tables})
	other := open(t, url, postgres.Options{Tables: tables})
	tab, _ := tables("crossingo", money.Euros(1))
	p, err := st.CreatePlayer(ctx, storetest.Token(), money.Euros(10), true)
	if err != nil {
		t.Fatal(err)
	}
	tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "u", Table: tab})
	if err != nil {
		t.Fatal(err)
	}
	back, err := other.Ticket(ctx, p.Key, tk.ID)
	if err != nil {
		t.Fatal(err)
	}
	var stored, whole block.Proof
	if err := stored.UnmarshalBinary(back.Proof); err != nil || !stored.Lower() || whole.UnmarshalBinary(tk.Proof) != nil || whole.Lower() {
		t.Fatalf("stored %+v, sold %+v, %v", stored, whole, err)
	}
	up, err := other.Upper(ctx, tk.Block)
	if err != nil {
		t.Fatal(err)
	}
	up.Complete(&stored)
	c, err := other.Commitment(ctx, tk.Block)
	if err != nil || !slices.Equal(stored.Path, whole.Path) || !block.Verify(c.Root, stored) {
		t.Fatalf("completed %+v; sold %+v (%v)", stored, whole, err)
	}
	if _, err := other.Upper(ctx, tk.Block+100); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown block: %v", err)
	}
}
