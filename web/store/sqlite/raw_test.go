package sqlite_test

import (
	"context"
	"os"
	"testing"
	"time"

	"revela/web/store/sqlite"
)

// TestRawSalesRows: one batch of 70 writes the sale's own rows as a sale
// does, worked by hand: sale n goes to player n%64+1 (players 1 to 6 have
// two sales, 0 and 64 to 5 and 69), every third with a prize of 200
// cents (0, 3, … 69: 24 prizes); the trigger debits 100 cents a sale and
// credits each prize (70 debits and 24 credits: 94 ledger rows summing to
// -7,000 + 4,800 = -2,200 cents); each player's counters hold his stakes
// and prizes so far, by day, week and month.
func TestRawSalesRows(t *testing.T) {
	st, path := fresh(t)
	n, _, err := sqlite.RawSalesIn(st, context.Background(), 70, 0)
	if err != nil || n != 70 {
		t.Fatalf("RawSales = %d, %v; want one batch of 70", n, err)
	}
	db := rawDB(t, path, "?_pragma=query_only(1)")
	defer db.Close()
	var tickets, ledger, sum, prizes int64
	if err := db.QueryRow(`SELECT count(*), sum(prize_cents > 0) FROM tickets`).Scan(&tickets, &prizes); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT count(*), sum(amount) FROM ledger`).Scan(&ledger, &sum); err != nil {
		t.Fatal(err)
	}
	if tickets != 70 || prizes != 24 || ledger != 94 || sum != -2200 {
		t.Errorf("%d tickets (%d with a prize), %d ledger rows summing to %d; want 70 (24), 94, -2200", tickets, prizes, ledger, sum)
	}
	const start = 1 << 40
	for _, want := range []struct{ key, balance, staked, won int64 }{
		{1, start, 200, 200},        // sales 0 (a prize) and 64
		{2, start - 200, 200, 0},    // sales 1 and 65
		{6, start, 200, 200},        // sales 5 and 69 (a prize)
		{7, start + 100, 100, 200},  // sale 6 (a prize)
		{8, start - 100, 100, 0},    // sale 7
		{64, start + 100, 100, 200}, // sale 63 (a prize)
	} {
		var balance int64
		var c [6]int64 // staked and won, by day, week and month
		if err := db.QueryRow(`SELECT balance, day_staked, day_won, week_staked, week_won, month_staked, month_won FROM players WHERE key = ?`,
			want.key).Scan(&balance, &c[0], &c[1], &c[2], &c[3], &c[4], &c[5]); err != nil {
			t.Fatal(err)
		}
		w := want.staked
		if balance != want.balance || c != [6]int64{w, want.won, w, want.won, w, want.won} {
			t.Errorf("player %d: balance %d, counters %v; want %d, staked %d and won %d in each period", want.key, balance, c, want.balance, want.staked, want.won)
		}
	}
}

// TestRawSales: the measure commits whole batches for the time asked in
// a file of its own, leaves nothing in its folder, sells one batch of 1
// when asked for no time, and refuses a batch under 1.
func TestRawSales(t *testing.T) {
	dir := t.TempDir()
	n, took, err := sqlite.RawSales(context.Background(), dir, 4, 30*time.Millisecond)
	if err != nil || n < 4 || n%4 != 0 || took < 30*time.Millisecond {
		t.Errorf("RawSales = %d in %v, %v; want whole batches of 4 over at least 30ms", n, took, err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left in its folder: %v", left)
	}
	if n, _, err := sqlite.RawSales(context.Background(), dir, 1, 0); err != nil || n != 1 {
		t.Errorf("batch 1: %d sales, %v; want one", n, err)
	}
	if n, _, err := sqlite.RawSales(context.Background(), dir, 0, time.Millisecond); err == nil || n != 0 {
		t.Errorf("batch 0: %d sales, %v; want an error", n, err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("batch 0 left in its folder: %v", left)
	}
}
