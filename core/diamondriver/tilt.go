package diamondriver

import (
	"math"
	"math/rand/v2"

	"revela/core/money"
)

// tilt is natural play bent toward the rare prizes, the realism audit's
// reference for them (docs/realism.md, "Rare classes"): the wheel symbol
// shows in one throw in ten rather than three in a thousand, and a
// triple is red or violet one time in twenty-five each rather than
// 7 and 1,100 times in a million; every other weight, and the dress, are
// natural play's.
var tilt = func() *Params {
	p := *Default
	p.WheelWeights = [2]int64{900, 100}
	p.ColourWeights[Red] = 20_000
	p.ColourWeights[Violet] = 20_000
	return &p
}()

// logShare returns ln(w[i] / Σw).
func logShare(w []int64, i int) float64 {
	var total int64
	for _, x := range w {
		total += x
	}
	return math.Log(float64(w[i]) / float64(total))
}

// Tilted draws one unit of natural play tilted toward the rare prizes
// (core.Game's Reference; prize must be an amount of the lot table): its
// skeleton from the tilt's weights, its dress as natural play draws it.
// lw is the natural logarithm of its importance weight, its skeleton's
// probability under natural play over the tilt's: weighted by it, the
// units of a prize follow natural play conditioned on that prize. The
// script's prize is the one the engine derives, whatever prize is.
func Tilted(stake, prize money.Cents, rng *rand.Rand) (*Script, float64, error) {
	if err := checkAsk(stake, prize, rng); err != nil {
		return nil, 0, err
	}
	sk, lw := drawSkeleton(tilt, rng)
	s, err := realize(stake, &sk, rng)
	return s, lw, err
}
