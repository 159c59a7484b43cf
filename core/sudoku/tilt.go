package sudoku

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"revela/core/money"
)

// tiltWeights are the Gain ladder's weights of the tilt toward the rare
// prizes, the realism audit's reference for them (docs/realism.md, "Rare
// classes"): every rung at least 300 (of about 14,000), so that the
// Gains of 62.50 € to 4,500 € (at 0.50 €) come about 2 % of the time each
// rather than 1 to 25 times in 10,314; the grid, the hidden cells and the
// throws are natural play's.
var tiltWeights = func() (w [Gains]int64) {
	for i, x := range gainWeights {
		w[i] = max(x, 300)
	}
	return w
}()

// Tilted draws one unit of natural play tilted toward the rare prizes
// (core.Game's Reference; prize must be an amount of the lot table at
// stake): its Gain from tiltWeights, the rest as natural play draws it.
// lw is the natural logarithm of its importance weight, its Gain's
// probability under natural play over the tilt's: weighted by it, the
// units of a prize follow natural play conditioned on that prize. The
// script's prize is the one the draws give, whatever prize is.
func Tilted(stake, prize money.Cents, rng *rand.Rand) (*Script, float64, error) {
	mult, ok := multiple(stake)
	if !ok {
		return nil, 0, fmt.Errorf("%w: %s €", ErrStake, stake)
	}
	if bookFor(stake, prize) == nil {
		return nil, 0, fmt.Errorf("%w: %s € at %s €", ErrPrize, prize, stake)
	}
	if rng == nil {
		return nil, 0, errors.New("sudoku: no random source")
	}
	s, g := naturalWith(tiltWeights[:], mult, stake, rng)
	var nat, tilt int64
	for i := range gainWeights {
		nat, tilt = nat+gainWeights[i], tilt+tiltWeights[i]
	}
	return s, math.Log(float64(gainWeights[g]) * float64(tilt) / (float64(tiltWeights[g]) * float64(nat))), nil
}
