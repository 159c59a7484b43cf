package storetest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"testing"
	"time"

	"revela/core/block"
	"revela/core/money"
	"revela/core/proof"
	"revela/web/store"
	"revela/web/wire"
)

// WireBlock is c as GET /api/v1/blocks/{id} writes it, for proof.Check.
func WireBlock(c store.Commitment) wire.Block {
	return wire.Block{ID: strconv.FormatInt(c.ID, 10), Game: c.Game, Stake: c.Stake, Version: c.Version, Size: c.Size,
		Table: hex.EncodeToString(c.Table[:]), Root: hex.EncodeToString(c.Root[:]), SecretHash: hex.EncodeToString(c.Hash[:])}
}

// WireProof decodes a ticket's stored proof into its wire form.
func WireProof(t testing.TB, data []byte) wire.Proof {
	t.Helper()
	var p block.Proof
	if err := p.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	w := wire.Proof{Position: int64(p.Leaf.Pos), Rank: p.Leaf.Rank, Variant: int(p.Leaf.Variant), PrizeCents: int64(p.Leaf.Amount),
		Salt: hex.EncodeToString(p.Leaf.Salt[:]), Path: []string{}}
	for _, h := range p.Path {
		w.Path = append(w.Path, hex.EncodeToString(h[:]))
	}
	return w
}

// waitBlocks waits until the series of tab lists n blocks, and returns them.
func waitBlocks(t *testing.T, st store.Store, game string, stake money.Cents, n int) []store.Commitment {
	t.Helper()
	for start := time.Now(); ; time.Sleep(10 * time.Millisecond) {
		cs, err := st.Commitments(context.Background(), game, stake, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) >= n || time.Since(start) > 10*time.Second {
			if len(cs) < n {
				t.Fatalf("%d blocks of %s %s € after 10 s; want %d", len(cs), game, stake, n)
			}
			return cs
		}
	}
}

// committed is what of a commitment never changes once published.
func committed(c store.Commitment) string {
	return fmt.Sprintf("%d %s %s %s %d %x %x %x %d", c.ID, c.Game, c.Stake, c.Version, c.Size, c.Table, c.Root, c.Hash, c.OpenedAt.UnixMilli())
}

// testFair (issue 28): every ticket carries a proof that leads to its
// block's published root, read the same from the sale, Ticket, Tickets
// and Unseen; the next block is published (root, secret hash, the
// table's digest, the game's version) before its first sale and its
// commitment is the same after sales; a block's secret and units are
// published only once it is sold out, and then give its root and its
// secret hash; an unknown block is ErrNotFound.
func testFair(t *testing.T, open func(Options) store.Store) {
	ctx := context.Background()
	st := open(Options{})
	p := newPlayer(t, st, money.Euros(100))
	tab := Table(t, "crossingo", money.Euros(1))
	sell := func(i int) store.Ticket {
		tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint("f", i), Table: tab})
		if err != nil {
			t.Fatal(err)
		}
		return tk
	}
	first := sell(0)
	cs := waitBlocks(t, st, "crossingo", money.Euros(1), 2) // the open one and the ready one
	next := cs[0]
	if cs[1].ID != first.Block || next.ID <= first.Block || next.Sold != 0 || next.Secret != nil || next.ClosedAt != nil {
		t.Fatalf("blocks %+v; want the ready one, unsold and unopened, above %d", cs, first.Block)
	}
	d := tab.Digest()
	if next.Size != Size || next.Table != d || next.Version != "crossingo/1" || next.Game != "crossingo" || next.Stake != money.Euros(1) {
		t.Fatalf("ready block %+v; want %d units of the table %x, crossingo/1", next, Size, d)
	}
	if _, err := st.Units(ctx, next.ID); !errors.Is(err, store.ErrNotClosed) {
		t.Fatalf("units of the ready block: %v; want ErrNotClosed", err)
	}
	sold := []store.Ticket{first}
	for i := 1; i < Size+3; i++ {
		sold = append(sold, sell(i))
	}
	for _, tk := range sold {
		c, err := st.Commitment(ctx, tk.Block)
		if err != nil {
			t.Fatal(err)
		}
		wp := WireProof(t, tk.Proof)
		if err := proof.Check(WireBlock(c), wp); err != nil || wp.Position != int64(tk.Position) || wp.PrizeCents != int64(tk.Prize) {
			t.Fatalf("ticket %d (block %d position %d): %v, proof %+v", tk.ID, tk.Block, tk.Position, err, wp)
		}
		back, err := st.Ticket(ctx, p.Key, tk.ID)
		if err != nil || string(back.Proof) != string(tk.Proof) {
			t.Fatalf("ticket %d read back with proof %x (%v); sold with %x", tk.ID, back.Proof, err, tk.Proof)
		}
	}
	for _, read := range []func() ([]store.Ticket, error){
		func() ([]store.Ticket, error) { return st.Tickets(ctx, p.Key, 0, 100) },
		func() ([]store.Ticket, error) { return st.Unseen(ctx, p.Key, 100) },
	} {
		ts, err := read()
		if err != nil || len(ts) != len(sold) {
			t.Fatalf("%d tickets (%v); want %d", len(ts), err, len(sold))
		}
		for _, tk := range ts {
			// 20 units: levels of 20, 10, 5, 3 and 2 nodes; the node of
			// positions 16 to 19 is the last of the levels of 5 and 3,
			// carried up without a sibling.
			want := 34 + 32*5
			if tk.Position >= 16 {
				want = 34 + 32*3
			}
			if len(tk.Proof) != want {
				t.Fatalf("ticket %d (position %d): a proof of %d bytes; want %d", tk.ID, tk.Position, len(tk.Proof), want)
			}
		}
	}
	closed, err := st.Commitment(ctx, first.Block)
	if err != nil {
		t.Fatal(err)
	}
	if closed.Secret == nil || closed.ClosedAt == nil || closed.Sold != Size || sha256.Sum256(closed.Secret[:]) != closed.Hash {
		t.Fatalf("sold-out block %+v: want its secret, hashing to its secret hash, and closed_at", closed)
	}
	units, err := st.Units(ctx, first.Block)
	if err != nil {
		t.Fatal(err)
	}
	b, err := block.Restore(tab, *closed.Secret, units)
	if err != nil || b.Root != closed.Root {
		t.Fatalf("the published units and secret: %v, root %x; published root %x", err, b.Root, closed.Root)
	}
	after, err := st.Commitment(ctx, next.ID)
	if err != nil || committed(after) != committed(next) || after.Sold != 3 || after.Secret != nil {
		t.Fatalf("the block after 3 sales: %+v (%v); before its first: %+v", after, err, next)
	}
	if _, err := st.Commitment(ctx, next.ID+100); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown block: %v", err)
	}
	if _, err := st.Units(ctx, next.ID+100); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("units of an unknown block: %v", err)
	}
	check(t, st)
}

// EarlyClose is the test of an operator's early close (issue 28) on st,
// a fresh store opened with the suite's tables (Size units a block),
// where closeSeries closes the open CROSSINGO 1 € block from outside
// the store (another connection, as `revela blocks close` does while the
// server runs): after 3 sales, the close publishes the block's secret
// and units (3 sold), the next sale is the next block's position 0, a
// second close closes that one, and the store's Check holds.
func EarlyClose(t *testing.T, st store.Store, closeSeries func() (int64, error)) {
	ctx := context.Background()
	p := newPlayer(t, st, money.Euros(100))
	tab := Table(t, "crossingo", money.Euros(1))
	var first store.Ticket
	for i := range 3 {
		tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint("e", i), Table: tab})
		if err != nil {
			t.Fatal(err)
		}
		first = tk
	}
	id, err := closeSeries()
	if err != nil || id != first.Block {
		t.Fatalf("close: block %d, %v; want block %d", id, err, first.Block)
	}
	c, err := st.Commitment(ctx, id)
	if err != nil || c.Secret == nil || c.ClosedAt == nil || c.Sold != 3 || sha256.Sum256(c.Secret[:]) != c.Hash {
		t.Fatalf("the block closed early: %+v, %v", c, err)
	}
	units, err := st.Units(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := block.Restore(tab, *c.Secret, units); err != nil || b.Root != c.Root {
		t.Fatalf("its units and secret: %v", err)
	}
	tk, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: "after", Table: tab})
	if err != nil || tk.Block == id || tk.Position != 0 {
		t.Fatalf("the sale after the close: block %d position %d, %v; want the next block's first unit", tk.Block, tk.Position, err)
	}
	if again, err := closeSeries(); err != nil || again != tk.Block {
		t.Fatalf("the second close: block %d, %v; want %d", again, err, tk.Block)
	}
	if _, err := st.Units(ctx, tk.Block); err != nil {
		t.Fatal(err)
	}
	check(t, st)
}
