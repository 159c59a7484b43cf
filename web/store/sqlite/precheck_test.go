package sqlite

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"revela/core/block"
	"revela/core/money"
	"revela/web/internal/webtest"
)

// TestPrecheck: the block stored ready without a record is checked and
// recorded outside the writer; a damaged one is not recorded; a recorded
// one is left alone.
func TestPrecheck(t *testing.T) {
	ctx := context.Background()
	tab, err := webtest.SmallTables(20)("crossingo", money.Euros(1))
	if err != nil {
		t.Fatal(err)
	}
	st, err := Open(ctx, filepath.Join(t.TempDir(), "p.db"), Options{Tables: webtest.SmallTables(20),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var id int64
	store := func(b *block.Block) {
		t.Helper()
		err := st.do(ctx, func(w *wtx) error {
			var err error
			id, err = st.insertBlock(w, b, "ready")
			if err == nil {
				_, err = w.tx.ExecContext(w.ctx, `DELETE FROM block_checks WHERE block_id = ?`, id)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	recorded := func() bool {
		var n int
		st.r.QueryRowContext(ctx, `SELECT COUNT(*) FROM block_checks WHERE block_id = ?`, id).Scan(&n)
		return n == 1
	}
	store(block.FromSeed(tab, 1))
	st.precheck(ctx, tab)
	if !recorded() {
		t.Fatal("a whole ready block was not recorded")
	}
	err = st.do(ctx, func(w *wtx) error {
		_, err := w.tx.ExecContext(w.ctx, `UPDATE blocks SET state = 'closed' WHERE id = ?`, id)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	b := block.FromSeed(tab, 2)
	b.Root[0] ^= 1 // the stored root is not the units'
	store(b)
	st.precheck(ctx, tab)
	if recorded() {
		t.Fatal("a damaged ready block was recorded")
	}
}
