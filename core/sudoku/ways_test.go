package sudoku

import (
	"reflect"
	"testing"

	"revela/core/money"
)

// TestWays: the ways of each amount of each table are the numbers of
// winning blocks of the hand-made list ways (composer_test.go), each with
// the Gain that makes the amount (S-5); the top lots and a few others worked
// by hand; none for 0, an amount of no way or a stake not on offer.
func TestWays(t *testing.T) {
	for _, stake := range stakes {
		for _, l := range tableFor(stake).Lots {
			var blocks []int
			for _, w := range Ways(stake, l.Amount) {
				blocks = append(blocks, w.Blocks)
				if w.Gain*money.Cents(w.Blocks) != l.Amount || gainIndex(stake, w.Gain) < 0 {
					t.Errorf("%s € at %s €: way %+v", l.Amount, stake, w)
				}
			}
			mult, _ := multiple(stake)
			if want := ways[(l.Amount / mult).String()]; !reflect.DeepEqual(blocks, want) {
				t.Errorf("%s € at %s €: blocks %v, want %v", l.Amount, stake, blocks, want)
			}
		}
	}
	for _, c := range []struct {
		stake, prize string
		want         []Way
	}{
		{"0.50", "4500", []Way{{eur("4500"), 1}, {eur("750"), 6}, {eur("500"), 9}}},
		{"2", "18000", []Way{{eur("18000"), 1}, {eur("3000"), 6}, {eur("2000"), 9}}},
		{"1", "3", []Way{{eur("3"), 1}, {eur("1"), 3}}},
		{"0.50", "3", []Way{{eur("3"), 1}, {eur("1.50"), 2}, {eur("1"), 3}, {eur("0.50"), 6}}},
		{"0.50", "0", nil},
		// no 0.50 € lot pays 9,000 €, yet Ways does not ask the lot table
		// (Validate refuses such a prize by rule 0.1-4): 4,500 × 2, 1,000 × 9
		{"0.50", "9000", []Way{{eur("4500"), 2}, {eur("1000"), 9}}},
		{"3", "3", nil},
		{"0.50", "0.25", nil},
	} {
		got := Ways(eur(c.stake), eur(c.prize))
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("Ways(%s, %s) = %+v, want %+v", c.stake, c.prize, got, c.want)
		}
	}
}

// TestGainLadder: the Gain ladder of S-5a as docs/rules/sudoku.md lists
// it at 0.50 €, its 21 amounts; ×4 at 2 €; none at a stake not on offer.
func TestGainLadder(t *testing.T) {
	want := []string{"0.50", "1", "1.50", "2", "3", "4", "5", "6", "7.50", "12.50", "15", "25", "35",
		"62.50", "87.50", "125", "175", "500", "750", "1000", "4500"}
	half, two := GainLadder(eur("0.50")), GainLadder(eur("2"))
	if len(half) != len(want) || len(two) != len(want) || Gains != len(want) {
		t.Fatalf("%d and %d Gains, want %d", len(half), len(two), len(want))
	}
	for i, w := range want {
		if half[i] != eur(w) || two[i] != 4*eur(w) {
			t.Errorf("Gain %d: %s € and %s €, want %s € and 4 × %s €", i, half[i], two[i], w, w)
		}
	}
	if GainLadder(eur("3")) != nil {
		t.Error("a Gain ladder at 3 €")
	}
}
