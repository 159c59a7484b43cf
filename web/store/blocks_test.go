package store_test

import (
	"crypto/sha256"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"testing"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
)

// rows are a query's rows in memory; err is what Err gives after them.
type rows struct {
	r   [][]any
	err error
}

func (r *rows) Next() bool { return len(r.r) > 0 }

// Scan copies the next row into dest and moves past it.
func (r *rows) Scan(dest ...any) error {
	row := r.r[0]
	r.r = r.r[1:]
	if len(row) != len(dest) {
		return errors.New("columns")
	}
	for i, v := range row {
		switch d := dest[i].(type) {
		case *int64:
			*d = v.(int64)
		case *int:
			*d = v.(int)
		case *string:
			*d = v.(string)
		case *[]byte:
			*d, _ = v.([]byte)
		case sql.Scanner:
			if err := d.Scan(v); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r *rows) Err() error { return r.err }

// stored is block b as the stores keep it: its units one byte each.
func stored(b *block.Block) (secret, units, root []byte) {
	units = make([]byte, len(b.Units))
	for i, u := range b.Units {
		units[i] = byte(u)
	}
	return b.Secret[:], units, b.Root[:]
}

// smallBlock is a 20-unit CROSSINGO block from seed 5.
func smallBlock(t *testing.T) (*lots.Table, *block.Block) {
	tab, err := webtest.SmallTables(20)("crossingo", money.Euros(1))
	if err != nil {
		t.Fatal(err)
	}
	return tab, block.FromSeed(tab, 5)
}

// damage is a block's stored row changed, and the start of the refusal
// it gets.
type damage struct {
	name, game          string
	stake               money.Cents
	secret, units, root []byte
	says                string
}

// damages are the changes of block 7's row (a CROSSINGO 1 € block) that
// its lot table refuses: another game or stake, a short secret, a unit
// changed.
func damages(secret, units, root []byte) []damage {
	changed := append([]byte(nil), units...)
	changed[0]++
	return []damage{
		{"game", "sudoku", 100, secret, units, root, "block 7 is damaged or not of the crossingo 1 € table"},
		{"stake", "crossingo", 200, secret, units, root, "block 7 is damaged or not of the crossingo 1 € table"},
		{"secret", "crossingo", 100, secret[:31], units, root, "block 7 is damaged or not of the crossingo 1 € table"},
		{"units", "crossingo", 100, secret, changed, root, "block 7 does not match the crossingo 1 € table: "},
	}
}

// TestRestore: a stored block is restored as it was; each kind of damage
// is refused, saying what.
func TestRestore(t *testing.T) {
	tab, b := smallBlock(t)
	secret, units, root := stored(b)
	got, err := store.Restore(tab, 7, "crossingo", 100, secret, units, root)
	if err != nil || got.Root != b.Root || len(got.Units) != 20 || got.Units[3] != b.Units[3] {
		t.Fatalf("Restore: %v", err)
	}
	zero := make([]byte, 32)
	for _, c := range append(damages(secret, units, root),
		damage{"root", "crossingo", 100, secret, units, zero, "block 7: its units and secret do not give its stored commitment root"},
		damage{"secret changed", "crossingo", 100, zero, units, root, "block 7: its units and secret do not give its stored commitment root"},
	) {
		got, err := store.Restore(tab, 7, c.game, c.stake, c.secret, c.units, c.root)
		if got != nil || err == nil || !strings.HasPrefix(err.Error(), c.says) {
			t.Errorf("%s: %v, %v; want %q", c.name, got, err, c.says)
		}
	}
}

// TestRestoreKnown: a row whose recorded digest (SHA-256 of its secret,
// units and root) it still gives is restored without hashing its tree
// (known), still checked against the table; any other row, or none
// recorded, is restored in full. A row's tree level is kept for the
// proofs when it gives the root; without one, or with a wrong one, the
// tree is hashed: the proofs are the block's either way.
func TestRestoreKnown(t *testing.T) {
	tab, b := smallBlock(t)
	secret, units, root := stored(b)
	sum := sha256.Sum256(append(append(append([]byte(nil), secret...), units...), root...))
	if got := store.RowDigest(secret, units, root); got != sum {
		t.Fatalf("RowDigest %x, want %x", got, sum)
	}
	for _, c := range []struct {
		name          string
		digest, level []byte
		known         bool
	}{{"recorded", sum[:], b.Level(), true}, {"recorded, no level", sum[:], nil, true}, {"recorded, a wrong level", sum[:], make([]byte, 32), true},
		{"none", nil, nil, false}, {"another", make([]byte, 32), nil, false}} {
		got, known, err := store.RestoreKnown(tab, 7, "crossingo", 100, secret, units, root, c.digest, c.level)
		if err != nil || known != c.known || got.Root != b.Root || got.Secret != b.Secret || len(got.Units) != 20 || got.Units[3] != b.Units[3] {
			t.Fatalf("%s: known %v, %v", c.name, known, err)
		}
		if p, q := got.Prove(19), b.Prove(19); p.Leaf != q.Leaf || !slices.Equal(p.Path, q.Path) {
			t.Fatalf("%s: proof %+v; the block's %+v", c.name, p, q)
		}
	}
	zero := make([]byte, 32)
	for _, c := range append(damages(secret, units, root),
		damage{"short root", "crossingo", 100, secret, units, root[:31], "block 7 is damaged or not of the crossingo 1 € table"},
		damage{"root changed", "crossingo", 100, secret, units, zero, ""},
	) {
		// The digest recorded is the row's own: only the table checks it.
		d := store.RowDigest(c.secret, c.units, c.root)
		got, known, err := store.RestoreKnown(tab, 7, c.game, c.stake, c.secret, c.units, c.root, d[:], nil)
		if c.says == "" {
			// A root the row's digest was recorded with is trusted: the
			// record guards against damage to the row, not to both.
			if err != nil || !known || got.Root != [32]byte(zero) {
				t.Errorf("%s: %v %v", c.name, known, err)
			}
			continue
		}
		if got != nil || known || err == nil || !strings.HasPrefix(err.Error(), c.says) {
			t.Errorf("%s: %v, %v, %v; want %q", c.name, got, known, err, c.says)
		}
	}
}

// TestReadBlocks: the rows give the blocks by id, each with the table
// found for its game and stake; a table not found, a damaged block, a
// row that does not scan and the rows' error stop the reading.
func TestReadBlocks(t *testing.T) {
	tab, b := smallBlock(t)
	secret, units, root := stored(b)
	tables := func(game string, stake money.Cents) (*lots.Table, error) {
		if game != "crossingo" || stake != 100 {
			return nil, errors.New("no table")
		}
		return tab, nil
	}
	row := func(id int64, game string) []any {
		return []any{id, game, int64(100), secret, units, root}
	}
	got, err := store.ReadBlocks(&rows{r: [][]any{row(3, "crossingo"), row(9, "crossingo")}}, tables)
	if err != nil || len(got) != 2 || got[3].Root != b.Root || got[9].Root != b.Root || got[3].Table != tab {
		t.Fatalf("ReadBlocks: %v, %v", got, err)
	}
	for _, c := range []struct {
		name string
		r    *rows
		says string
	}{
		{"no table", &rows{r: [][]any{row(3, "crossingo"), row(4, "bingo")}}, "block 4: no table"},
		{"damaged", &rows{r: [][]any{{int64(5), "crossingo", int64(100), secret, units, secret}}}, "block 5: its units and secret"},
		{"scan", &rows{r: [][]any{{int64(5)}}}, "columns"},
		{"rows", &rows{r: [][]any{row(3, "crossingo")}, err: errors.New("lost")}, "lost"},
	} {
		got, err := store.ReadBlocks(c.r, tables)
		if err == nil || err.Error() != c.says && !strings.HasPrefix(err.Error(), c.says) {
			t.Errorf("%s: %v, %v; want %q", c.name, got, err, c.says)
		}
		if c.name != "rows" && got != nil {
			t.Errorf("%s: blocks %v with an error", c.name, got)
		}
	}
}

// TestCheckPrizes: tickets whose prizes are their units' pass; one
// outside the block or with another prize is named, and the rows' errors
// are returned.
func TestCheckPrizes(t *testing.T) {
	_, b := smallBlock(t)
	win := -1
	for pos := range b.Units {
		if b.Prize(pos) > 0 {
			win = pos
			break
		}
	}
	ticket := func(id int64, pos int, prize money.Cents) []any { return []any{id, pos, int64(prize)} }
	ok := &rows{r: [][]any{ticket(1, 0, b.Prize(0)), ticket(2, win, b.Prize(win)), ticket(3, 19, b.Prize(19))}}
	if err := store.CheckPrizes(ok, 4, b); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		r    *rows
		says string
	}{
		{"before", &rows{r: [][]any{ticket(1, 0, b.Prize(0)), ticket(2, -1, 0)}}, "ticket 2: position -1 outside block 4"},
		{"after", &rows{r: [][]any{ticket(3, 20, 0)}}, "ticket 3: position 20 outside block 4"},
		{"prize", &rows{r: [][]any{ticket(5, win, b.Prize(win)+100)}}, "ticket 5: prize " + (b.Prize(win) + 100).String() + " €, its unit (block 4 position "},
		{"scan", &rows{r: [][]any{{int64(1)}}}, "columns"},
		{"rows", &rows{err: errors.New("lost")}, "lost"},
	} {
		if err := store.CheckPrizes(c.r, 4, b); err == nil || !strings.HasPrefix(err.Error(), c.says) {
			t.Errorf("%s: %v; want %q", c.name, err, c.says)
		}
	}
}
