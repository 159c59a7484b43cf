package eldorado

import (
	"math/rand/v2"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestTilted: the tilt's importance weights are exact. Weighted, units
// of 5 € at 0.50 € drawn from a tilt toward the rows paying 5 € (one row
// in twenty drawn among them, the reference's way with the rows of 225 €
// and 3,500 €) follow natural play's, feature by feature; unweighted they
// do not (the largest TV is about 0.14).
func TestTilted(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 5))
	stake := money.MustParse("0.50")
	five := newRowTilt(50, 2)
	g := *Game
	g.Reference = &core.Reference{Draw: func(stake, _ money.Cents, rng *rand.Rand) (core.Script, float64, error) {
		return core.AsScriptWeighted(five.unit(stake, rng))
	}}
	d := gametest.Reweighted(t, &g, stake, money.Euros(5), money.Euros(5), 6000, rng)
	if d < 0.1 {
		t.Errorf("unweighted, the largest TV is %.3f, want above 0.1", d)
	}
	if _, _, err := Tilted(stake, money.Euros(3), rng); err == nil {
		t.Error("a tilt toward 3 €, which no lot pays at 0.50 €")
	}
}
