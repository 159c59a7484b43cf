package sudoku

import (
	"reflect"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestNaturalGrid: natural grids are valid Sudokus (S-1), and they vary:
// the first row takes many values.
func TestNaturalGrid(t *testing.T) {
	rng := gametest.Rng(3)
	first := map[string]bool{}
	for i := 0; i < 2000; i++ {
		s, err := Natural(eur("1"), rng)
		if err != nil {
			t.Fatal(err)
		}
		var bd board
		if err := readGrid(s, &bd); err != nil {
			t.Fatalf("unit %d: %v\n%v\n%v", i, err, s.Grid, s.Shown)
		}
		first[s.Grid[0]] = true
	}
	if len(first) < 1900 {
		t.Fatalf("%d distinct first rows in 2,000 grids", len(first))
	}
}

// TestNaturalThrows checks natural throws against the chances worked
// out by hand: a throw is one of 34 pairs, 10 of them with a clover, so
// a unit has 3 throws with chance (24/34)^3 = 0.3517; the digit 7 comes
// from 4 pairs of 34 (2+5, 5+2, 3+4, 4+3): 0.1176; the digit 1 only from
// clover+1 and 1+clover: 2 of 34.
func TestNaturalThrows(t *testing.T) {
	rng := gametest.Rng(4)
	const n = 200_000
	var three, sevens, ones int
	maxClovers := 0
	for i := 0; i < n; i++ {
		th := naturalThrows(rng, nil)
		if len(th) == BaseThrows {
			three++
		}
		c := 0
		for _, x := range th {
			if x[0] == Clover || x[1] == Clover {
				c++
			}
		}
		maxClovers = max(maxClovers, c)
		if len(th) != BaseThrows+c {
			t.Fatalf("%v: %d throws for %d clovers", th, len(th), c)
		}
		switch d, _ := result(th[0]); d {
		case 7:
			sevens++
		case 1:
			ones++
		}
	}
	near := func(name string, got int, want float64) {
		if f := float64(got) / n; f < want-0.005 || f > want+0.005 {
			t.Errorf("%s: %.4f, want %.4f", name, f, want)
		}
	}
	near("3 throws", three, 0.3517)
	near("first throw 7", sevens, 4.0/34)
	near("first throw 1", ones, 2.0/34)
	if maxClovers != MaxClovers {
		t.Errorf("at most %d clovers in %d units", maxClovers, n)
	}
}

// TestDigitMass: the exact chances of m distinct digits add up to 1; no
// unit gives 0 or 7 digits (6 throws at most); one digit, worked out by
// hand: pip sums 2..9 come from c = 1, 2, 3, 4, 5, 4, 3, 2 pairs of 34,
// and a unit always makes exactly 3 throws without a clover, the last
// throw among them. Digits 6-9 (no clover gives them): (c/34)^3. Digits
// 2-5, also from a clover and the digit (2 pairs of 34): j = 0, 1, 2
// clovers placed among the first 2+j throws, C(2+j, j) ways,
// (2/34)^j (c/34)^3; or 3 clovers, the third after i = 0..2 pip throws
// (C(2+i, i) ways), the 3-i pip throws after it being one of 24 pairs:
// (2/34)^3 (c/34)^i (c/24)^(3-i). Digit 1 needs a clover every throw:
// never. The sum is 42957277/4907025792.
func TestDigitMass(t *testing.T) {
	bookFor(eur("1"), 0)
	var sum float64
	for _, p := range digitMass {
		sum += p
	}
	if sum < 1-1e-12 || sum > 1+1e-12 {
		t.Fatalf("chances add up to %v", sum)
	}
	if digitMass[0] != 0 || digitMass[7] != 0 || digitMass[6] <= 0 {
		t.Fatalf("digit mass %v", digitMass)
	}
	if want := 42957277.0 / 4907025792; digitMass[1] < want*(1-1e-12) || digitMass[1] > want*(1+1e-12) {
		t.Fatalf("one digit: %v, want %v", digitMass[1], want)
	}
}

// TestNaturalPrize: Natural's envelope declares the prize its draws
// give; when that is a lot it validates, otherwise Validate says 0.1-4.
func TestNaturalPrize(t *testing.T) {
	rng := gametest.Rng(5)
	for _, stake := range stakes {
		wins, lots := 0, 0
		for i := 0; i < gametest.Count(3000, 3000, 1000); i++ {
			s, err := Natural(stake, rng)
			if err != nil {
				t.Fatal(err)
			}
			if gainIndex(stake, s.Gain) < 0 || s.Stake != stake {
				t.Fatalf("natural at %s €: Gain %s €", stake, s.Gain)
			}
			tr, err := replay(s)
			if err != nil {
				t.Fatal(err)
			}
			end := tr[len(tr)-1]
			if end.Total != s.Prize || s.Gain*money.Cents(end.Blocks) != s.Prize {
				t.Fatalf("declares %s €, derives %s €", s.Prize, end.Total)
			}
			if s.Prize > 0 {
				wins++
			}
			p, err := s.Validate()
			if tableFor(s.Stake).Pays(s.Prize) {
				lots++
				if err != nil || p != s.Prize {
					t.Fatalf("natural %s €: %v", s.Prize, err)
				}
			} else if RuleOf(err) != RulePrize {
				t.Fatalf("natural %s €: %v", s.Prize, err)
			}
		}
		if wins == 0 || lots == wins {
			t.Fatalf("at %s €: %d wins, %d paid by a lot", stake, wins, lots)
		}
	}
}

func TestFeatures(t *testing.T) {
	// The transcript's script: Gain 2 € (ladder place 3), 18 cells hidden;
	// before the last throw (the 5th): 4 throws, 2 clovers, digits {3,8,2},
	// 16 hidden, block 4 complete, no block one cell short (every other
	// block hides two cells).
	s := script("2", "2", [N]string{0: "19", 4: "38"}, [2]int{0, 3}, [2]int{4, 4}, [2]int{1, 1}, [2]int{3, 0}, [2]int{5, 4})
	if got, want := Features(s), []int{3, 18, 4, 2, 3, 16, 1, 0}; !reflect.DeepEqual(got, want) {
		t.Fatalf("features %v, want %v", got, want)
	}
	// valid(): Gain 1 € (place 1), 17 hidden; before the 3rd throw: digits
	// {7,2}, block 0 complete, 16 hidden, no block one short.
	if got, want := Features(valid()), []int{1, 17, 2, 0, 2, 16, 1, 0}; !reflect.DeepEqual(got, want) {
		t.Fatalf("features %v, want %v", got, want)
	}
	// Blocks 1 and 2 hide 5 and 8, thrown 8 first: one cell short each.
	s = script("0", "0.50", [N]string{1: "58", 2: "58"}, [2]int{4, 4}, [2]int{1, 1}, [2]int{1, 2})
	if got := Features(s); got[7] != 2 || got[0] != 0 {
		t.Fatalf("features %v", got)
	}
	g := Game
	if g.Class(s) != "0" || g.Class(valid()) != "1" || !reflect.DeepEqual(g.Features(s), Features(s)) {
		t.Fatal("class")
	}
	if len(g.FeatureNames) != len(Features(s)) || g.ID != "sudoku" || g.Version != "sudoku/1" {
		t.Fatal("names")
	}
	bad := valid()
	bad.Throws[0] = [2]int{0, 0}
	if Features(bad) != nil {
		t.Fatal("features of an invalid script")
	}
}
