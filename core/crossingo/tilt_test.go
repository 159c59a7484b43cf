package crossingo

import (
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestTilted: the reference's importance weights are exact. Weighted,
// tilted units of 10 € follow natural play's units of 10 €, feature by
// feature; unweighted they do not: half of them show a line of
// 10,000 € (the largest line amount's TV is 0.19 on this seed).
func TestTilted(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 2))
	if d := gametest.Reweighted(t, Game, table.Stake, money.Euros(10000), money.Euros(10), 2000, rng); d < 0.15 {
		t.Errorf("unweighted, the largest TV is %.3f, want above 0.15", d)
	}
	if _, _, err := Tilted(table.Stake, money.Euros(3), rng); err == nil {
		t.Error("a tilt toward 3 €, which no lot pays")
	}
}
