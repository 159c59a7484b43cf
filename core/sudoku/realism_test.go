package sudoku

import (
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestRealism: per prize class at 0.50 €, the distribution of every
// visible feature (what the player has seen before the last throw) is
// the same in natural play kept to the class and in composed units:
// total-variation distance at most 0.05 on 6,000 units each (the sampling
// noise alone is about 0.02 to 0.04 for the features with many values).
func TestRealism(t *testing.T) {
	const n = 6000
	classes := []string{"0", "0.50", "1", "2", "3"}
	if gametest.Short() {
		classes = classes[:2]
	}
	stake := eur("0.50")
	natural := map[string][][]int{}
	rng := gametest.Rng(11)
	for draws := 0; draws < 2_000_000; draws++ {
		s, err := Natural(stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		c := Game.Class(s)
		if len(natural[c]) < n {
			natural[c] = append(natural[c], Features(s))
		}
		full := true
		for _, c := range classes {
			full = full && len(natural[c]) == n
		}
		if full {
			break
		}
	}
	names := Game.FeatureNames
	for _, c := range classes {
		if len(natural[c]) < n {
			t.Fatalf("class %s: only %d natural units", c, len(natural[c]))
		}
		prize := money.MustParse(c)
		composed := make([][]int, n)
		for i := range composed {
			s, err := Compose(stake, prize, rng)
			if err != nil {
				t.Fatal(err)
			}
			composed[i] = Features(s)
		}
		for f, name := range names {
			if d := tv(natural[c], composed, f); d > 0.05 {
				t.Errorf("class %s, %s: total variation %.3f", c, name, d)
			} else {
				t.Logf("class %s, %s: total variation %.3f", c, name, d)
			}
		}
	}
}

// tv is the total-variation distance between the empirical distributions
// of feature f in a and b (same sizes).
func tv(a, b [][]int, f int) float64 {
	count := map[int]int{}
	for _, x := range a {
		count[x[f]]++
	}
	for _, x := range b {
		count[x[f]]--
	}
	d := 0
	for _, v := range count {
		d += max(v, -v)
	}
	return float64(d) / float64(2*len(a))
}
