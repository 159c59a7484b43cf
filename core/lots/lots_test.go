package lots

import (
	"errors"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"revela/core/money"
)

// want is what a règlement states of one table, typed in from seeds/.
type want struct {
	game        string
	stake       string
	blockSize   int
	gamePart    string
	jackpotPart string
	parts       int
	amounts     []string // highest first
	counts      []int
	lots        int
	total       string // the rows' total in euros
	payout      string // Total / (BlockSize × GamePart), 4 decimals
}

var règlements = []want{
	{Crossingo, "1", 1_500_000, "0.97", "0.03", 1,
		[]string{"10000", "1000", "100", "50", "10", "5", "2", "1"},
		[]int{1, 15, 25, 850, 21_000, 43_000, 129_475, 250_000},
		444_366, "1003950", "0.69"},
	{DiamondRiver, "3", 1_500_000, "2.91", "0.09", 3,
		[]string{"30000", "1000", "100", "50", "20", "10", "6", "3"},
		[]int{1, 3, 500, 8_000, 44_050, 20_000, 195_000, 179_917},
		447_471, "3273751", "0.75"},
	{Eldorado, "0.50", 400_000, "0.50", "0", 0,
		[]string{"3500", "225", "75", "25", "12.50", "5", "3.50", "2.50", "2", "1"},
		[]int{2, 4, 40, 94, 300, 2_000, 8_000, 10_000, 20_000, 20_000},
		60_440, "140000", "0.7"},
	{Eldorado, "1", 400_000, "1", "0", 0,
		[]string{"7000", "450", "150", "50", "25", "10", "7", "5", "4", "2"},
		[]int{2, 4, 40, 94, 300, 2_000, 8_000, 10_000, 20_000, 20_000},
		60_440, "280000", "0.7"},
	{Eldorado, "2", 400_000, "2", "0", 0,
		[]string{"14000", "900", "300", "100", "50", "20", "14", "10", "8", "4"},
		[]int{2, 4, 40, 94, 300, 2_000, 8_000, 10_000, 20_000, 20_000},
		60_440, "560000", "0.7"},
	{Sudoku, "0.50", 1_280_000, "0.50", "0", 0,
		[]string{"4500", "1000", "750", "175", "125", "87.50", "62.50", "35", "25", "15", "12.50", "7.50", "6", "5", "4", "3", "2", "1.50", "1", "0.50"},
		[]int{1, 1, 1, 10, 20, 60, 100, 150, 400, 800, 1_500, 2_000, 4_000, 5_000, 8_000, 10_000, 15_000, 34_000, 100_000, 150_000},
		331_043, "450000", "0.7031"},
	{Sudoku, "1", 1_280_000, "1", "0", 0,
		[]string{"9000", "2000", "1500", "350", "250", "175", "125", "70", "50", "30", "25", "15", "12", "10", "8", "6", "4", "3", "2", "1"},
		[]int{1, 1, 1, 10, 20, 60, 100, 150, 400, 800, 1_500, 2_000, 4_000, 5_000, 8_000, 10_000, 15_000, 34_000, 100_000, 150_000},
		331_043, "900000", "0.7031"},
	{Sudoku, "2", 1_280_000, "2", "0", 0,
		[]string{"18000", "4000", "3000", "700", "500", "350", "250", "140", "100", "60", "50", "30", "24", "20", "16", "12", "8", "6", "4", "2"},
		[]int{1, 1, 1, 10, 20, 60, 100, 150, 400, 800, 1_500, 2_000, 4_000, 5_000, 8_000, 10_000, 15_000, 34_000, 100_000, 150_000},
		331_043, "1800000", "0.7031"},
	{LuchaFortune, "1", 1_500_000, "0.97", "0.03", 1,
		[]string{"15000", "1000", "200", "40", "10", "5", "2", "1"},
		[]int{1, 10, 60, 1_500, 12_000, 40_000, 130_000, 300_000},
		483_571, "977000", "0.6715"},
}

func TestTablesMatchRèglements(t *testing.T) {
	if len(Tables()) != len(règlements) {
		t.Fatalf("%d tables; want %d", len(Tables()), len(règlements))
	}
	for _, w := range règlements {
		tb, err := Find(w.game, money.MustParse(w.stake))
		if err != nil {
			t.Fatal(err)
		}
		name := w.game + " " + w.stake
		if tb.BlockSize != w.blockSize || tb.GamePart != money.MustParse(w.gamePart) ||
			tb.SuperJackpotPart != money.MustParse(w.jackpotPart) || tb.Participations != w.parts {
			t.Errorf("%s: block %d, parts %s+%s ×%d", name, tb.BlockSize, tb.GamePart, tb.SuperJackpotPart, tb.Participations)
		}
		if len(tb.Lots) != len(w.amounts) {
			t.Fatalf("%s: %d rows; want %d", name, len(tb.Lots), len(w.amounts))
		}
		for i, l := range tb.Lots {
			if l.Rank != i+1 || l.Amount != money.MustParse(w.amounts[i]) || l.Count != w.counts[i] {
				t.Errorf("%s row %d: rank %d, %d × %s; want %d × %s", name, i, l.Rank, l.Count, l.Amount, w.counts[i], w.amounts[i])
			}
		}
		if tb.LotCount() != w.lots || tb.Total() != money.MustParse(w.total) {
			t.Errorf("%s: %d lots, %s €; want %d, %s €", name, tb.LotCount(), tb.Total(), w.lots, w.total)
		}
		if got := tb.PayoutRatio().String(); got != w.payout {
			t.Errorf("%s: payout ratio %s; want %s", name, got, w.payout)
		}
		if bp, want := tb.PayoutBasisPoints(), decimal.RequireFromString(w.payout).Shift(4).IntPart(); bp != want {
			t.Errorf("%s: payout %d basis points; want %d", name, bp, want)
		}
		if tb.Losing() != w.blockSize-w.lots {
			t.Errorf("%s: %d losing units", name, tb.Losing())
		}
	}
}

// TestDiscrepancies: every table agrees with its stated totals except
// Sudoku 2 €, whose text states 1,800,000,000 € (docs/rules/sudoku.md).
func TestDiscrepancies(t *testing.T) {
	var all []string
	for _, tb := range Tables() {
		all = append(all, tb.Discrepancies()...)
	}
	want := "sudoku 2 €: stated total 1800000000 €, rows give 1800000 €"
	if len(all) != 1 || all[0] != want {
		t.Fatalf("discrepancies = %q; want [%q]", all, want)
	}
}

// TestEldoradoModes checks the exact direct / via-Extras counts of
// docs/rules/eldorado.md and that each form adds up to its rank's amount (E-3).
func TestEldoradoModes(t *testing.T) {
	direct := []int{2, 4, 28, 52, 120, 1_000, 6_400, 6_000, 16_000, 16_000}
	extra := []int{0, 0, 12, 42, 180, 1_000, 1_600, 4_000, 4_000, 4_000}
	for _, stake := range Stakes(Eldorado) {
		tb, _ := Find(Eldorado, stake)
		for i, l := range tb.Lots {
			if len(l.Variants) != 2 || l.Variants[0] != direct[i] || l.Variants[1] != extra[i] {
				t.Errorf("%s € rank %d: %v; want [%d %d]", stake, l.Rank, l.Variants, direct[i], extra[i])
			}
			for _, f := range l.Forms {
				var s money.Cents
				for _, g := range f {
					s += g
				}
				if s != l.Amount {
					t.Errorf("%s € rank %d: form %v adds to %s", stake, l.Rank, f, s)
				}
			}
		}
		if len(tb.LosingPermille) != 2 || tb.LosingPermille[1] != 100 {
			t.Errorf("E-4 share = %v‰", tb.LosingPermille)
		}
	}
	tb, _ := Find(Eldorado, money.MustParse("1"))
	if f := tb.Lots[1].Forms[1]; len(f) != 3 || f[0] != money.Euros(150) {
		t.Errorf("1 € rank 2 second form = %v; want 150+150+150", f)
	}
}

func TestFind(t *testing.T) {
	if _, err := Find("bingo", 100); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("unknown game: %v", err)
	}
	if _, err := Find(Crossingo, 200); !errors.Is(err, ErrStake) || !strings.Contains(err.Error(), "2 €") {
		t.Errorf("stake: %v", err)
	}
	if got := Stakes(Sudoku); len(got) != 3 || got[0] != 50 || got[2] != 200 {
		t.Errorf("Stakes(sudoku) = %v", got)
	}
	tb, _ := Find(Crossingo, 100)
	if !tb.Pays(0) || !tb.Pays(money.Euros(10000)) || tb.Pays(money.Euros(3)) {
		t.Error("Pays")
	}
}
