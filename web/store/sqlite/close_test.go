package sqlite_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

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
