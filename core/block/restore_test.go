package block_test

import (
	"fmt"
	"strings"
	"testing"

	"revela/core/block"
	"revela/core/lots"
)

// TestRestoreRefuses: Restore checks stored units against the table, the
// variant bit included (a lot's and the losing units' split in
// presentation variants): each case changes a good
// block of kat(20) by hand and names the error it must give.
func TestRestoreRefuses(t *testing.T) {
	good := func() []byte { return katUnits(20) }                                            // 1, 2, 0x82, 3, 3, 3, then losing; 0x80 at 10 and 15
	tb := func() *lots.Table { tb := kat(20); tb.LosingPermille = []int{1: 150}; return tb } // 14 losing × 150 ‰ = 2
	var secret [32]byte
	if _, err := block.Restore(tb(), secret, good()); err != nil {
		t.Fatalf("the good block is refused: %v", err)
	}
	cases := []struct {
		name  string
		units func([]byte) []byte
		want  string
	}{
		{"variant bit set on the rank-2 unit of variant 0", func(u []byte) []byte { u[1] |= 0x80; return u }, "3 €: [0 2] units per variant; the table says [1 1]"},
		{"variant bit cleared on the rank-2 unit of variant 1", func(u []byte) []byte { u[2] &^= 0x80; return u }, "3 €: [2 0] units per variant; the table says [1 1]"},
		{"variant bit on a rank-9 unit", func(u []byte) []byte { u[3] |= 0x80; return u }, "0.50 €: [2 1] units per variant; the table says [3 0]"},
		{"variant bit on a losing unit too many", func(u []byte) []byte { u[11] = 0x80; return u }, "losing units: [11 3] per variant; the table says [12 2]"},
		{"variant bit cleared on a losing unit", func(u []byte) []byte { u[10] = 0; return u }, "losing units: [13 1] per variant; the table says [12 2]"},
		{"a lot beyond the table", func(u []byte) []byte { u[7] = 4; return u }, "unit with lot 4; the table has 3"},
		{"a lot beyond the table in variant 1", func(u []byte) []byte { u[7] = 0x84; return u }, "unit with lot 4; the table has 3"},
		{"one unit short", func(u []byte) []byte { return u[:19] }, "block of 19 units; the table says 20"},
		{"one unit over", func(u []byte) []byte { return append(u, 0) }, "block of 21 units; the table says 20"},
		{"a lot lost", func(u []byte) []byte { u[0] = 0; return u }, "1000000 €: [0 0] units per variant; the table says [1 0]"},
	}
	for _, c := range cases {
		_, err := block.Restore(tb(), secret, c.units(good()))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Restore error = %v; want %q", c.name, err, c.want)
		}
	}
}

// TestFillCounts: a seeded block of kat(20) with 150 ‰ of its losing
// units in variant 1 holds, worked by hand, 12 losing units in variant 0
// and 2 in variant 1, the rank-7 lot in variant 0, the rank-2 lots one in
// each variant, and the three rank-9 lots in variant 0; and it pays 1,000,000 + 2 × 3 + 3 × 0.50 €.
func TestFillCounts(t *testing.T) {
	tb := kat(20)
	tb.LosingPermille = []int{1: 150}
	for seed := range uint64(5) {
		b := block.FromSeed(tb, seed)
		if c := b.Counts(); fmt.Sprint(c) != "[[12 1 1 3] [2 0 1 0]]" {
			t.Fatalf("seed %d: counts per variant %v", seed, c)
		}
		var paid, ranks int
		for pos := range b.Units {
			paid += int(b.Prize(pos))
			ranks += b.Rank(pos)
		}
		if paid != 1_000_000_00+600+150 || ranks != 7+2+2+9+9+9 {
			t.Fatalf("seed %d: pays %d cents, ranks add to %d", seed, paid, ranks)
		}
		if err := b.Check(); err != nil {
			t.Fatal(err)
		}
	}
}
