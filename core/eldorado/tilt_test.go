package eldorado

import (
	"math"
	"math/rand/v2"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestTilted: the tilt's importance weights are exact. Weighted, units
// of 5 € at 0.50 € drawn from a tilt toward the rows paying 5 € (one row
// in twenty drawn among them) follow natural play's, feature by
// feature; unweighted they
// do not (the largest TV is about 0.14). So do units of 2 € from a tilt
// of the reference's kind (towardPrize: rows of several levels, each
// level its share; milder here, so that 6,000 units weigh enough):
// unweighted, the largest TV is 0.216.
func TestTilted(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 5))
	stake := money.MustParse("0.50")
	five := newRowTilt([nOutcomes]uint64{oWin + 2: 50})
	g := *Game
	g.Reference = &core.Reference{Draw: func(stake, _ money.Cents, rng *rand.Rand) (core.Script, float64, error) {
		return core.AsScriptWeighted(five.unit(stake, rng))
	}}
	d := gametest.Reweighted(t, &g, stake, money.Euros(5), money.Euros(5), 6000, rng)
	if d < 0.1 {
		t.Errorf("unweighted, the largest TV is %.3f, want above 0.1", d)
	}
	// The reference's kind of tilt toward 5 € (rows of 1 €, 2.50 € and
	// 5 €, each level its share), milder, on 2 €.
	low := newRowTilt([nOutcomes]uint64{oWin: 30, oWin + 1: 30, oWin + 2: 30})
	g.Reference = &core.Reference{Draw: func(stake, _ money.Cents, rng *rand.Rand) (core.Script, float64, error) {
		return core.AsScriptWeighted(low.unit(stake, rng))
	}}
	if d := gametest.Reweighted(t, &g, stake, money.Euros(5), money.Euros(2), 6000, rng); d < 0.1 {
		t.Errorf("toward 1 €, 2.50 € and 5 €, on 2 €: unweighted, the largest TV is %.3f, want above 0.1", d)
	} else {
		t.Logf("toward 1 €, 2.50 € and 5 €, on 2 €: unweighted, the largest TV is %.3f", d)
	}
	if _, _, err := Tilted(stake, money.Euros(3), rng); err == nil {
		t.Error("a tilt toward 3 €, which no lot pays at 0.50 €")
	}
}

// TestTowardPrize: the reference tilts toward the levels of the prize's
// forms (E-3), each an equal share of three rows in ten: 75 € and 225 €
// for 225 € at 0.50 € (225 or 75+75+75), 12.50 € and 25 € of the table
// at 0.50 € for 50 € at 1 € (50 or 25+25), 3,500 € alone for 3,500 €;
// one tilt per set of levels.
func TestTowardPrize(t *testing.T) {
	for _, c := range []struct {
		stake, prize money.Cents
		want         [nOutcomes]uint64
	}{
		{50, 22500, [nOutcomes]uint64{oWin + 5: 150, oWin + 6: 150}},
		{100, 5000, [nOutcomes]uint64{oWin + 3: 150, oWin + 4: 150}},
		{50, 350000, [nOutcomes]uint64{oWin + 7: 300}},
		{50, 500, [nOutcomes]uint64{oWin + 1: 150, oWin + 2: 150}},
	} {
		if tl := towardPrize(c.stake, c.prize); tl.beta != c.want || tl.sum != 300 {
			t.Errorf("toward %s € at %s €: %v", c.prize, c.stake, tl.beta)
		}
	}
	if towardPrize(50, 22500) != towardPrize(100, 45000) || towardPrize(50, 22500) == towardPrize(50, 7500) {
		t.Error("one tilt per set of levels")
	}
	if s, lw, err := Tilted(50, 22500, rngFor(3)); err != nil || s.Prize > 350000 || math.IsNaN(lw) || math.IsInf(lw, 0) {
		t.Fatalf("toward 225 €: %v, %v", lw, err)
	}
}
