package luchafortune

import (
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestRealism: per prize class, the distribution of each visible feature
// (what the player sees before the last throw) in composed units and in
// natural play filtered to the class are within 0.05 in total variation.
// The composer is natural play conditioned on the prize, so only the
// sampling noise of n units per side separates them.
func TestRealism(t *testing.T) {
	n, limit := 4000, 0.05
	if gametest.Short() {
		n, limit = 800, 0.12
	}
	if gametest.Mutating {
		n, limit = 300, 0.2
	}
	classes := []money.Cents{0, money.Euros(1), money.Euros(2), money.Euros(5), money.Euros(10), money.Euros(40)}
	natural := map[money.Cents][][]int{}
	rng := gametest.Rng(2026)
	for left := len(classes); left > 0; {
		s, err := Natural(Default.Table.Stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		if c := natural[s.Prize]; len(c) < n && Default.Table.Pays(s.Prize) && s.Prize <= money.Euros(40) {
			natural[s.Prize] = append(c, Features(s))
			if len(c)+1 == n {
				left--
			}
		}
	}
	names := FeatureNames()
	for _, p := range classes {
		composed := make([][]int, n)
		for i := range composed {
			s, err := Compose(Default.Table.Stake, p, rng)
			if err != nil {
				t.Fatal(err)
			}
			composed[i] = Features(s)
		}
		for f, name := range names {
			if d := tvd(natural[p], composed, f); d > limit {
				t.Errorf("%s €, %s: total variation %.3f > %.2f", p, name, d, limit)
			} else if testing.Verbose() {
				t.Logf("%s €, %s: %.3f", p, name, d)
			}
		}
	}
}

// tvd is the total-variation distance between the distributions of
// feature f in a and b (as many units each).
func tvd(a, b [][]int, f int) float64 {
	count := map[int]int{}
	for i := range a {
		count[a[i][f]]++
		count[b[i][f]]--
	}
	d := 0
	for _, c := range count {
		d += max(c, -c)
	}
	return float64(d) / float64(2*len(a))
}
