package crossingo

import (
	"math"
	"math/rand/v2"

	"revela/core/money"
)

// tilt is natural play bent toward its rarest prize, the realism audit's
// reference for it (docs/realism.md, "Rare classes"): a line amount is
// 10,000 € 60 times in 1,060 rather than 3 in 1,000; grid, elements,
// the other amounts' weights and the EXTRA step are natural play's.
var tilt = func() *Params {
	p := *Default
	p.Lines[len(p.Lines)-1] = 60
	return &p
}()

// Tilted draws one unit of natural play tilted toward the rare prizes
// (core.Game's Reference; prize must be an amount of the lot table): its
// line amounts from the tilt's weights, the rest as natural play draws
// it. lw is the natural logarithm of its importance weight, its line
// amounts' probability under natural play over the tilt's: weighted by
// it, the units of a prize follow natural play conditioned on that prize.
// The script's prize is the one the draws give, whatever prize is.
func Tilted(stake, prize money.Cents, rng *rand.Rand) (*Script, float64, error) {
	if err := checkAsk(stake, prize, rng); err != nil {
		return nil, 0, err
	}
	s := naturalWith(tilt, stake, rng)
	var nat, tl int32
	for i := range tilt.Lines {
		nat, tl = nat+Default.Lines[i], tl+tilt.Lines[i]
	}
	lw := 0.0
	for _, a := range s.Lines {
		i := 0
		for lineLadder[i] != a {
			i++
		}
		lw += math.Log(float64(Default.Lines[i]) * float64(tl) / (float64(tilt.Lines[i]) * float64(nat)))
	}
	return s, lw, nil
}
