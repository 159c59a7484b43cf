package block_test

import (
	"fmt"
	"strings"
	"testing"

	"revela/core/block"
	"revela/core/lots"
)

// TestRestoreRefuses: Restore checks stored units against the table, the
// Extra bit included (Eldorado's modes and E-4): each case changes a good
// block of kat(20) by hand and names the error it must give.
func TestRestoreRefuses(t *testing.T) {
	good := func() []byte { return katUnits(20) }                                       // 1, 2, 0x82, 3, 3, 3, then losing; 0x80 at 10 and 15
	tb := func() *lots.Table { tb := kat(20); tb.LosingExtraPermille = 150; return tb } // 14 losing × 150 ‰ = 2
	var secret [32]byte
	if _, err := block.Restore(tb(), secret, good()); err != nil {
		t.Fatalf("the good block is refused: %v", err)
	}
	cases := []struct {
		name  string
		units func([]byte) []byte
		want  string
	}{
		{"Extra bit set on a direct rank-2 unit", func(u []byte) []byte { u[1] |= 0x80; return u }, "3 €: 0 direct + 2 via Extras; the table says 1 and 1"},
		{"Extra bit cleared on the rank-2 unit via Extras", func(u []byte) []byte { u[2] &^= 0x80; return u }, "3 €: 2 direct + 0 via Extras; the table says 1 and 1"},
		{"Extra bit on a rank-9 unit", func(u []byte) []byte { u[3] |= 0x80; return u }, "0.50 €: 2 direct + 1 via Extras; the table says 3 and 0"},
		{"Extra bit on a losing unit too many", func(u []byte) []byte { u[11] = 0x80; return u }, "losing units via Extras: 3; E-4 says 2"},
		{"Extra bit cleared on a losing unit", func(u []byte) []byte { u[10] = 0; return u }, "losing units via Extras: 1; E-4 says 2"},
		{"a lot beyond the table", func(u []byte) []byte { u[7] = 4; return u }, "unit with lot 4; the table has 3"},
		{"a lot beyond the table via Extras", func(u []byte) []byte { u[7] = 0x84; return u }, "unit with lot 4; the table has 3"},
		{"one unit short", func(u []byte) []byte { return u[:19] }, "block of 19 units; the table says 20"},
		{"one unit over", func(u []byte) []byte { return append(u, 0) }, "block of 21 units; the table says 20"},
		{"a lot lost", func(u []byte) []byte { u[0] = 0; return u }, "1000000 €: 0 direct + 0 via Extras; the table says 1 and 0"},
	}
	for _, c := range cases {
		_, err := block.Restore(tb(), secret, c.units(good()))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Restore error = %v; want %q", c.name, err, c.want)
		}
	}
}

// TestFillCounts: a seeded block of kat(20) with E-4's share at 150 ‰
// holds, worked by hand, 12 losing units direct and 2 via Extras, the
// rank-7 lot direct, the rank-2 lots one direct and one via Extras, and
// the three rank-9 lots direct; and it pays 1,000,000 + 2 × 3 + 3 × 0.50 €.
func TestFillCounts(t *testing.T) {
	tb := kat(20)
	tb.LosingExtraPermille = 150
	for seed := range uint64(5) {
		b := block.FromSeed(tb, seed)
		direct, extra := b.Counts()
		if fmt.Sprint(direct, extra) != "[12 1 1 3] [2 0 1 0]" {
			t.Fatalf("seed %d: direct %v, via Extras %v", seed, direct, extra)
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
