package crossingo

import (
	"math/rand/v2"
	"testing"

	"revela/core/money"
	"revela/core/realism"
)

// TestTilted: the reference's importance weights are exact. Weighted,
// tilted units of 10 € follow natural play's units of 10 €, feature by
// feature; unweighted they do not: half of them show a line of
// 10,000 € (the largest line amount's TV is 0.19 on this seed).
func TestTilted(t *testing.T) {
	n := 2000
	rng := rand.New(rand.NewPCG(30, 2))
	ten := money.Euros(10)
	var tilted, natural [][]int
	var lws []float64
	for len(tilted) < n {
		s, lw, err := Tilted(table.Stake, money.Euros(10000), rng)
		if err != nil {
			t.Fatal(err)
		}
		if s.Prize == ten {
			tilted = append(tilted, Features(s))
			lws = append(lws, lw)
		}
	}
	for len(natural) < n {
		s, err := Natural(table.Stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		if s.Prize == ten {
			natural = append(natural, Features(s))
		}
	}
	col := func(units [][]int, f int) []int {
		out := make([]int, len(units))
		for i, u := range units {
			out[i] = u[f]
		}
		return out
	}
	w := realism.Weights(lws)
	unweighted := 0.0
	for f, name := range featureNames {
		if d := realism.WeightedTV(col(tilted, f), w, col(natural, f), nil); d > 0.06 {
			t.Errorf("10 €, %s: weighted TV %.3f", name, d)
		}
		unweighted = max(unweighted, realism.TV(col(tilted, f), col(natural, f)))
	}
	if unweighted < 0.15 {
		t.Errorf("unweighted, the largest TV is %.3f, want above 0.15", unweighted)
	}
	if _, _, err := Tilted(table.Stake, money.Euros(3), rng); err == nil {
		t.Error("a tilt toward 3 €, which no lot pays")
	}
}
