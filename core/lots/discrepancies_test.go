package lots

import (
	"reflect"
	"testing"
)

// TestDiscrepanciesBranches runs Discrepancies on small synthetic tables,
// each built to break one statement of the table (lot count, total, an
// Eldorado row's direct + via-Extras split, the price split) or several,
// with the sentences worked out by hand.
func TestDiscrepanciesBranches(t *testing.T) {
	base := func() Table {
		return Table{
			Game: "test", Stake: 200, GamePart: 194, SuperJackpotPart: 6, BlockSize: 100,
			Lots: []Lot{
				{Rank: 1, Amount: 5000, Count: 1},
				{Rank: 2, Amount: 500, Count: 4, Direct: 3, Extra: 1},
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
		{"split short", func(t *Table) { t.Lots[1].Direct = 2 },
			[]string{"test 2 € rank 2: 2 direct + 1 via Extras != 4 lots"}},
		{"split long", func(t *Table) { t.Lots[1].Extra = 2 },
			[]string{"test 2 € rank 2: 3 direct + 2 via Extras != 4 lots"}},
		{"only Extras given", func(t *Table) { t.Lots[0].Extra = 2 },
			[]string{"test 2 € rank 1: 0 direct + 2 via Extras != 1 lots"}},
		{"only direct given", func(t *Table) { t.Lots[2].Direct = 9 },
			[]string{"test 2 € rank 3: 9 direct + 0 via Extras != 10 lots"}},
		{"split whole via Extras", func(t *Table) { t.Lots[2].Extra = 10 }, nil},
		{"price split", func(t *Table) { t.SuperJackpotPart = 5 },
			[]string{"test 2 €: game part 1.94 € + SUPER JACKPOT part 0.05 € != price"}},
		{"price split over", func(t *Table) { t.GamePart = 195 },
			[]string{"test 2 €: game part 1.95 € + SUPER JACKPOT part 0.06 € != price"}},
		{"everything", func(t *Table) {
			t.StatedLots, t.StatedTotal, t.Lots[1].Direct, t.GamePart = 1, 1, 1, 0
		}, []string{
			"test 2 €: stated 1 lots, rows give 15",
			"test 2 €: stated total 0.01 €, rows give 90 €",
			"test 2 € rank 2: 1 direct + 1 via Extras != 4 lots",
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
