package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"revela/core/money"
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
// from leases of one block; after the close none sells from it again:
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
	for round := range 3 {
		for i, st := range sts {
			tk, _, err := st.Sell(ctx, store.Sale{Player: players[i], RequestID: fmt.Sprint("r", round), Table: tab})
			if err != nil {
				t.Fatal(err)
			}
			blocks[tk.Block]++
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
