package load

import (
	"context"
	"database/sql"
	"os"
	"testing"
	"time"

	"revela/web/store/postgres/pgtest"
)

// TestRaw: the raw ceiling commits whole batches for the time asked,
// leaves nothing in its folder, and refuses a batch under 1.
func TestRaw(t *testing.T) {
	dir := t.TempDir()
	r, err := Raw(context.Background(), dir, 4, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if r.Sales < 4 || r.Sales%4 != 0 || r.Batch != 4 || r.Elapsed < 50*time.Millisecond {
		t.Errorf("%+v: want whole batches of 4 over at least 50ms", r)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left in its folder: %v", left)
	}
	if _, err := Raw(context.Background(), dir, 0, time.Millisecond); err == nil {
		t.Error("batch 0: no error")
	}
}

// TestRawSales: the sale's own rows are measured in the folder asked,
// in whole batches, under their own name, and leave nothing there.
func TestRawSales(t *testing.T) {
	dir := t.TempDir()
	r, err := RawSales(context.Background(), dir, 4, 20*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if r.Base != "SQLite (the sale's own rows)" || r.Sales < 4 || r.Sales%4 != 0 || r.Batch != 4 || r.Writers != 1 || r.Elapsed < 20*time.Millisecond {
		t.Errorf("%+v: want whole batches of 4 from one writer over at least 20ms", r)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left in its folder: %v", left)
	}
}

// TestRawPG: the raw ceiling on PostgreSQL commits whole batches from
// each of 3 writers and drops its tables after.
func TestRawPG(t *testing.T) {
	url := pgtest.Schema(t)
	r, err := RawPG(context.Background(), url, 4, 3, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if r.Sales < 12 || r.Sales%4 != 0 || r.Writers != 3 || r.Base != "PostgreSQL" {
		t.Errorf("%+v: want whole batches of 4 from 3 writers", r)
	}
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM information_schema.tables WHERE table_name LIKE 'raw_%' AND table_schema = current_schema()`).Scan(&n); err != nil || n != 0 {
		t.Errorf("tables left: %d (%v)", n, err)
	}
}
