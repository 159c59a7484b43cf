package diamondriver

import (
	"math"
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestTilted: the reference's importance weights are exact. Over 200,000
// tilted draws, the weighted share of each rare prize is its probability
// under natural play, as the composer's exact law gives it (0.049 % for
// 1,000 € and 30,000 €, 0.071 % for 100 €); and weighted, the tilted
// units of 50 € follow natural play's, feature by feature, which
// unweighted they do not (the wheel shows in far more of them).
func TestTilted(t *testing.T) {
	n := 200_000
	rng := rand.New(rand.NewPCG(30, 1))
	sums := map[money.Cents]float64{}
	for range n {
		s, lw, err := Tilted(table.Stake, money.Euros(1000), rng)
		if err != nil {
			t.Fatal(err)
		}
		sums[s.Prize] += math.Exp(lw)
	}
	for _, c := range []struct {
		prize int64
		tol   float64
	}{{100, 0.15}, {1000, 0.1}, {30000, 0.1}, {50, 0.1}} {
		p := money.Euros(c.prize)
		_, exact := laws().endsOf(p, nil)
		if got := sums[p] / float64(n); math.Abs(got-exact) > c.tol*exact {
			t.Errorf("%d €: weighted share %.6f, natural play's %.6f", c.prize, got, exact)
		}
	}
	if d := gametest.Reweighted(t, Game, table.Stake, money.Euros(1000), money.Euros(50), 2000, rng); d < 0.2 {
		t.Errorf("unweighted, the largest TV is %.3f, want above 0.2", d)
	}
}
