package sqlite_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
	"revela/web/store/storetest"
)

// TestCloseSeries: `revela blocks close` on the file of a running store
// (another connection, without the store's lock) closes its open block;
// the store sells the next block's units from its next sale
// (storetest.EarlyClose). A series without an open block, or a file
// that does not exist, is refused.
func TestCloseSeries(t *testing.T) {
	path := filepath.Join(t.TempDir(), "close.db")
	st := open(t, path, sqlite.Options{Tables: webtest.SmallTables(storetest.Size)})
	storetest.EarlyClose(t, st, func() (int64, error) {
		return sqlite.CloseSeries(context.Background(), path, "crossingo", money.Euros(1))
	})
	if _, err := sqlite.CloseSeries(context.Background(), path, "crossingo", money.Euros(1)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("closing a series whose block was just closed: %v; want ErrNotFound", err)
	}
	if _, err := sqlite.CloseSeries(context.Background(), filepath.Join(t.TempDir(), "none.db"), "crossingo", money.Euros(1)); err == nil {
		t.Fatal("closing a series of a file that does not exist")
	}
}

// TestReadAudited: the audit's read of the file, without the store's
// lock while the store runs: a sold-out block's commitment, units and 20
// scripts; the open block's commitment and its one script, no units; an
// unknown block is ErrNotFound. The series' list pages with before and
// limit, newest first.
func TestReadAudited(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "audit.db")
	st := open(t, path, sqlite.Options{Tables: webtest.SmallTables(storetest.Size)})
	p, err := st.CreatePlayer(ctx, storetest.Token(), money.Euros(100), true)
	if err != nil {
		t.Fatal(err)
	}
	tab := storetest.Table(t, "crossingo", money.Euros(1))
	for i := range storetest.Size + 1 {
		if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: string(rune('A' + i)), Table: tab}); err != nil {
			t.Fatal(err)
		}
	}
	a, err := sqlite.ReadAudited(ctx, path, 1)
	if err != nil || a.Commitment.Secret == nil || len(a.Units) != storetest.Size || len(a.Scripts) != storetest.Size {
		t.Fatalf("block 1: %+v, %v", a.Commitment, err)
	}
	a, err = sqlite.ReadAudited(ctx, path, 2)
	if err != nil || a.Commitment.Secret != nil || a.Units != nil || len(a.Scripts) != 1 || a.Commitment.Sold != 1 {
		t.Fatalf("block 2: %+v, %d scripts, %v", a.Commitment, len(a.Scripts), err)
	}
	if _, err := sqlite.ReadAudited(ctx, path, 99); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown block: %v", err)
	}
	waitBlocks := func() []store.Commitment {
		for range 1000 {
			cs, err := st.Commitments(ctx, "crossingo", money.Euros(1), 0, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(cs) == 3 {
				return cs
			}
			time.Sleep(5 * time.Millisecond)
		}
		t.Fatal("no third block made ready")
		return nil
	}
	if cs := waitBlocks(); cs[0].ID != 3 || cs[1].ID != 2 || cs[2].ID != 1 {
		t.Fatalf("the series: %+v", cs)
	}
	if cs, err := st.Commitments(ctx, "crossingo", money.Euros(1), 3, 1); err != nil || len(cs) != 1 || cs[0].ID != 2 {
		t.Fatalf("before 3, limit 1: %+v, %v", cs, err)
	}
	if cs, err := st.Commitments(ctx, "crossingo", money.Euros(2), 0, 10); err != nil || len(cs) != 0 {
		t.Fatalf("another series: %+v, %v", cs, err)
	}
}
