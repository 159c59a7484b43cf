package lots

import (
	"reflect"
	"testing"
)

// TestDiscrepanciesBranches runs Discrepancies on small synthetic tables,
// each built to break one statement of the table (lot count, total, a
// row's split in presentation variants, the price split) or several,
// with the sentences worked out by hand.
func TestDiscrepanciesBranches(t *testing.T) {
	base := func() Table {
		return Table{
			Game: "test", Stake: 200, GamePart: 194, SuperJackpotPart: 6, BlockSize: 100,
			Lots: []Lot{
				{Rank: 1, Amount: 5000, Count: 1},
				{Rank: 2, Amount: 500, Count: 4, Variants: []int{3, 1}},
				{Rank: 3, Amount: 200, Count: 10},
			},
			// 1 + 4 + 10 lots; 50 + 4 × 5 + 10 × 2 = 90 €.
			StatedLots: 15, StatedTotal: 9000,
		}
	}
	cases := []struct {
		name   string
		change func(*Table)
		want   []string
	}{
		{"agrees", func(*Table) {}, nil},
		{"lot count", func(t *Table) { t.StatedLots = 16 },
			[]string{"test 2 €: stated 16 lots, rows give 15"}},
		{"total", func(t *Table) { t.StatedTotal = 8999 },
			[]string{"test 2 €: stated total 89.99 €, rows give 90 €"}},
		{"count and total from a changed row", func(t *Table) { t.Lots[2].Count = 11 },
			[]string{"test 2 €: stated 15 lots, rows give 16", "test 2 €: stated total 90 €, rows give 92 €"}},
		{"split short", func(t *Table) { t.Lots[1].Variants[0] = 2 },
			[]string{"test 2 € rank 2: variants [2 1] present 3 units, not its 4 lots"}},
		{"split long", func(t *Table) { t.Lots[1].Variants[1] = 2 },
			[]string{"test 2 € rank 2: variants [3 2] present 5 units, not its 4 lots"}},
		{"a second variant only", func(t *Table) { t.Lots[0].Variants = []int{0, 2} },
			[]string{"test 2 € rank 1: variants [0 2] present 2 units, not its 1 lots"}},
		{"the plain variant only", func(t *Table) { t.Lots[2].Variants = []int{9} },
			[]string{"test 2 € rank 3: variants [9] present 9 units, not its 10 lots"}},
		{"split whole in the second variant", func(t *Table) { t.Lots[2].Variants = []int{0, 10} }, nil},
		{"price split", func(t *Table) { t.SuperJackpotPart = 5 },
			[]string{"test 2 €: game part 1.94 € + SUPER JACKPOT part 0.05 € != price"}},
		{"price split over", func(t *Table) { t.GamePart = 195 },
			[]string{"test 2 €: game part 1.95 € + SUPER JACKPOT part 0.06 € != price"}},
		{"everything", func(t *Table) {
			t.StatedLots, t.StatedTotal, t.Lots[1].Variants[0], t.GamePart = 1, 1, 1, 0
		}, []string{
			"test 2 €: stated 1 lots, rows give 15",
			"test 2 €: stated total 0.01 €, rows give 90 €",
			"test 2 € rank 2: variants [1 1] present 2 units, not its 4 lots",
			"test 2 €: game part 0 € + SUPER JACKPOT part 0.06 € != price",
		}},
	}
	for _, c := range cases {
		tb := base()
		c.change(&tb)
		if got := tb.Discrepancies(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Discrepancies() = %q; want %q", c.name, got, c.want)
		}
	}
}

// TestVariantCounts: In and LosingIn on a hand-worked table: a lot of
// 10 split 7 + 3, a lot without variants, and 45 losing units of which
// 10 % (4 rounded down) and 20 % (9) in variants 1 and 2.
func TestVariantCounts(t *testing.T) {
	tb := Table{BlockSize: 60, Lots: []Lot{{Rank: 1, Amount: 1000, Count: 10, Variants: []int{7, 3}}, {Rank: 2, Amount: 150, Count: 5}},
		LosingPermille: []int{0, 100, 200}}
	l0, l1 := &tb.Lots[0], &tb.Lots[1]
	if l0.In(0) != 7 || l0.In(1) != 3 || l0.In(2) != 0 || l1.In(0) != 5 || l1.In(1) != 0 {
		t.Errorf("In: %d %d %d, %d %d; want 7 3 0, 5 0", l0.In(0), l0.In(1), l0.In(2), l1.In(0), l1.In(1))
	}
	if tb.LosingIn(0) != 32 || tb.LosingIn(1) != 4 || tb.LosingIn(2) != 9 || tb.LosingIn(3) != 0 {
		t.Errorf("LosingIn: %d %d %d %d; want 32 4 9 0", tb.LosingIn(0), tb.LosingIn(1), tb.LosingIn(2), tb.LosingIn(3))
	}
	if n := tb.VariantCount(); n != 3 {
		t.Errorf("VariantCount %d; want 3", n)
	}
	plain := Table{BlockSize: 10, Lots: []Lot{{Rank: 1, Amount: 100, Count: 2}}}
	if plain.VariantCount() != 1 || plain.LosingIn(0) != 8 || plain.LosingIn(1) != 0 {
		t.Errorf("plain table: %d variants, %d and %d losing", plain.VariantCount(), plain.LosingIn(0), plain.LosingIn(1))
	}
}

// TestTableSums: LotCount, Losing, Total and Lot on a hand-worked table.
func TestTableSums(t *testing.T) {
	tb := Table{BlockSize: 50, Lots: []Lot{{Rank: 1, Amount: 1000, Count: 2}, {Rank: 2, Amount: 150, Count: 3}}}
	if tb.LotCount() != 5 || tb.Losing() != 45 || tb.Total() != 2450 {
		t.Fatalf("LotCount %d, Losing %d, Total %d; want 5, 45, 2450", tb.LotCount(), tb.Losing(), tb.Total())
	}
	if l, ok := tb.Lot(150); !ok || l.Rank != 2 {
		t.Fatalf("Lot(150) = %+v, %v", l, ok)
	}
	if _, ok := tb.Lot(151); ok {
		t.Fatal("Lot(151) found")
	}
	if !tb.Pays(0) || !tb.Pays(1000) || tb.Pays(999) {
		t.Fatal("Pays")
	}
}
