package sudoku

import (
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestTilted: the reference's importance weights are exact. Weighted,
// tilted units of 15 € at 0.50 € follow natural play's, feature by
// feature; unweighted they do not (they are made of a Gain of 15 € or
// 7.50 € more often than natural play's: the largest TV is 0.21 on this
// seed).
func TestTilted(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 4))
	stake := money.MustParse("0.50")
	d := gametest.Reweighted(t, Game, stake, money.Euros(4500), money.Euros(15), 4000, rng)
	if d < 0.15 {
		t.Errorf("unweighted, the largest TV is %.3f, want above 0.15", d)
	}
	if _, _, err := Tilted(stake, money.MustParse("0.10"), rng); err == nil {
		t.Error("a tilt toward 0.10 €, which no lot pays at 0.50 €")
	}
}
