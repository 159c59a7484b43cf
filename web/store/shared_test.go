package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"revela/core/block"
	"revela/core/money"
	"revela/web/store"
)

// TestNewPlayer: an opening balance from 0 to money.Max is taken, with a
// 32-hex-digit id and both times now; below or above it is an error.
func TestNewPlayer(t *testing.T) {
	now := time.UnixMilli(1_700_000_000_000)
	for _, b := range []money.Cents{0, 1, money.Max} {
		p, err := store.NewPlayer(b, true, now)
		if err != nil || p.Balance != b || !p.Demo || len(p.ID) != 32 || !p.CreatedAt.Equal(now) || !p.LastSeen.Equal(now) || !p.Issued.Equal(now) || !p.Replaced.IsZero() || p.Key != 0 {
			t.Errorf("NewPlayer(%s) = %+v, %v", b, p, err)
		}
	}
	for _, b := range []money.Cents{-1, money.Max + 1} {
		if _, err := store.NewPlayer(b, false, now); err == nil {
			t.Errorf("NewPlayer(%s) took the balance", b)
		}
	}
	a, _ := store.NewPlayer(0, false, now)
	b, _ := store.NewPlayer(0, false, now)
	if a.ID == b.ID {
		t.Fatalf("two players with the id %s", a.ID)
	}
}

// TestScanPlayer: the row's columns in their order, the times in Unix
// milliseconds, a NULL replacement a zero Replaced; the row's error as it
// is.
func TestScanPlayer(t *testing.T) {
	for _, replaced := range []int64{0, 4000} {
		p, err := store.ScanPlayer(func(dest ...any) error {
			*dest[0].(*int64), *dest[1].(*string), *dest[2].(*int64), *dest[3].(*bool) = 7, "ab", 1050, true
			*dest[4].(*int64), *dest[5].(*int64), *dest[6].(*int64) = 1000, 2000, 3000
			if replaced != 0 {
				*dest[7].(**int64) = &replaced
			}
			*dest[8].(*bool) = replaced != 0
			return nil
		})
		if err != nil || p.Key != 7 || p.ID != "ab" || p.Balance != money.MustParse("10.50") || !p.Demo ||
			p.CreatedAt.UnixMilli() != 1000 || p.LastSeen.UnixMilli() != 2000 || p.Issued.UnixMilli() != 3000 ||
			p.Replaced.IsZero() != (replaced == 0) || replaced != 0 && p.Replaced.UnixMilli() != replaced || p.Fresh != (replaced != 0) {
			t.Fatalf("%+v, %v", p, err)
		}
	}
	no := errors.New("no rows")
	if _, err := store.ScanPlayer(func(...any) error { return no }); err != no {
		t.Fatalf("error %v", err)
	}
}

// TestCheckStep: 0 to store.MaxStep (1000) pass, -1 and 1001 do not.
func TestCheckStep(t *testing.T) {
	for step, ok := range map[int]bool{-1: false, 0: true, 1000: true, 1001: false} {
		if err := store.CheckStep(step); (err == nil) != ok {
			t.Errorf("CheckStep(%d) = %v", step, err)
		}
	}
}

// TestCheckBlocks: every block read is checked, and the first error of
// the reading or of a block's tickets is the answer.
func TestCheckBlocks(t *testing.T) {
	ctx := context.Background()
	blocks := map[int64]*block.Block{1: nil, 2: nil}
	seen := map[int64]bool{}
	read := func(context.Context) (map[int64]*block.Block, error) { return blocks, nil }
	if err := store.CheckBlocks(ctx, read, func(_ context.Context, id int64, _ *block.Block) error { seen[id] = true; return nil }); err != nil || len(seen) != 2 {
		t.Fatalf("%v, checked %v", err, seen)
	}
	bad := errors.New("a prize is not its unit's")
	if err := store.CheckBlocks(ctx, read, func(context.Context, int64, *block.Block) error { return bad }); err != bad {
		t.Fatalf("prizes: %v", err)
	}
	unreadable := errors.New("unreadable")
	if err := store.CheckBlocks(ctx, func(context.Context) (map[int64]*block.Block, error) { return nil, unreadable },
		func(context.Context, int64, *block.Block) error { t.Fatal("no block was read"); return nil }); err != unreadable {
		t.Fatalf("read: %v", err)
	}
}

// TestReadTickets: the rows in their order, none as an empty slice, and
// the first error of a row's scan or of the rows.
func TestReadTickets(t *testing.T) {
	scan := func(r store.Rows) (store.Ticket, error) {
		var tk store.Ticket
		return tk, r.Scan(&tk.ID)
	}
	got, err := store.ReadTickets(&rows{r: [][]any{{int64(3)}, {int64(1)}}}, scan)
	if err != nil || len(got) != 2 || got[0].ID != 3 || got[1].ID != 1 {
		t.Fatalf("%+v, %v", got, err)
	}
	if got, err := store.ReadTickets(&rows{}, scan); err != nil || got == nil || len(got) != 0 {
		t.Fatalf("no rows: %#v, %v", got, err)
	}
	bad := errors.New("connection lost")
	if _, err := store.ReadTickets(&rows{r: [][]any{{int64(1)}}, err: bad}, scan); err != bad {
		t.Fatalf("rows' error: %v", err)
	}
	if _, err := store.ReadTickets(&rows{r: [][]any{{int64(1), int64(2)}}}, scan); err == nil {
		t.Fatal("a row that does not scan")
	}
}
