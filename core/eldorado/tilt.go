package eldorado

import (
	"fmt"
	"math"
	"math/rand/v2"

	"revela/core/money"
)

// rowTilt is natural play bent toward the rare prizes, the realism
// audit's reference for them (docs/realism.md, "Rare classes"): each row
// is, with chance beta (in tiltScale ths), drawn among the rows paying
// 225 € or 3,500 € (at 0.50 €) with their natural weights, and otherwise
// as natural play draws it; grids are drawn again as natural play draws
// them. A row's chance under the tilt over natural play's is then
// (1-beta) + beta/r for a rare row (r: the chance of a rare row), 1-beta
// for any other, and a grid's chance to be valid changes with it.
type rowTilt struct {
	beta  uint64
	rare  [nOutcomes]bool
	rows  []uint16 // the rare rows' codes
	cum   []uint64 // their running natural weights
	share float64  // r
	// lnRare and lnOther are ln(natural / tilted) of a rare row and of
	// any other; lnZ1 and lnZ2 ln(z1'/z1) and ln(z2'/z2), the validity
	// of a first grid and of an Extra grid under the tilt over natural
	// play's.
	lnRare, lnOther, lnZ1, lnZ2 float64
}

// tiltScale is the denominator of rowTilt.beta.
const tiltScale = 1000

// tilt is the reference's tilt: one row in fifty drawn among those
// paying 225 € or 3,500 € (at 0.50 €).
var tilt = newRowTilt(20, nLevels-2, nLevels-1)

// newRowTilt returns the tilt drawing a row, with chance beta in
// tiltScale, among the rows paying the levels given.
func newRowTilt(beta uint64, levels ...int) *rowTilt {
	tl := &rowTilt{beta: beta}
	for _, l := range levels {
		tl.rare[oWin+l] = true
	}
	rare := func(o uint8) bool { return tl.rare[o] }
	var nat, tilted [nOutcomes]float64
	var all, r float64
	for code := range nRows {
		row := decodeRow(uint16(code))
		wt := uint64(1)
		for _, s := range row {
			wt *= Default.Weights[s]
		}
		o := outcome(&row)
		nat[o] += float64(wt)
		all += float64(wt)
		if rare(o) {
			tl.rows = append(tl.rows, uint16(code))
			r += float64(wt)
			tl.cum = append(tl.cum, uint64(r))
		}
	}
	b := float64(beta) / tiltScale
	for o := range nat {
		nat[o] /= all
		tilted[o] = (1 - b) * nat[o]
		if rare(uint8(o)) {
			tilted[o] += b * nat[o] / (r / all)
		}
	}
	tl.share = r / all
	tl.lnOther = -math.Log(1 - b)
	tl.lnRare = -math.Log(1 - b + b/tl.share)
	z1, z2 := validity(&nat)
	t1, t2 := validity(&tilted)
	tl.lnZ1, tl.lnZ2 = math.Log(t1/z1), math.Log(t2/z2)
	return tl
}

// validity returns, for rows whose outcomes have chances q, the chance
// z1 that a first grid is valid (no invalid row, and no Extra row beside
// a winning one: E-1, E-2) and z2 that an Extra grid is (no invalid row,
// no Extra row), from its three independent rows.
func validity(q *[nOutcomes]float64) (z1, z2 float64) {
	nothing, extra := q[oNothing], q[oExtra]
	win := 1 - nothing - extra - q[oInvalid]
	return cube(nothing+win) + cube(nothing+extra) - cube(nothing), cube(nothing + win)
}

// draw draws a rare row with its natural weight.
func (tl *rowTilt) draw(rng *rand.Rand) [Cols]Symbol {
	return decodeRow(tl.rows[above(tl.cum, rng.Uint64N(tl.cum[len(tl.cum)-1]))])
}

// Tilted draws one unit of natural play tilted toward the rare prizes
// (core.Game's Reference; prize must be an amount of the lot table at
// stake), from tilt. lw is the natural logarithm of its importance
// weight, its probability under natural play over the tilt's: over its
// rows, ln(1/(1-beta+beta/r)) for each rare one and ln(1/(1-beta)) for
// each other, plus ln(z1'/z1) + e ln(z2'/z2), e its Extras (rowTilt):
// weighted by it, the units of a class follow natural play conditioned
// on that class. The script's prize is the one the draws give, whatever
// prize is.
func Tilted(stake, prize money.Cents, rng *rand.Rand) (*Script, float64, error) {
	t := tableFor(stake)
	if t == nil {
		return nil, 0, fmt.Errorf("%w: %s €", ErrStake, stake)
	}
	if !t.Pays(prize) {
		return nil, 0, fmt.Errorf("%w: %s € at %s €", ErrPrize, prize, stake)
	}
	if rng == nil {
		return nil, 0, ErrRandom
	}
	return tilt.unit(stake, rng)
}

// unit draws one unit from the tilt, with the logarithm of its weight.
func (tl *rowTilt) unit(stake money.Cents, rng *rand.Rand) (*Script, float64, error) {
	s, err := naturalWith(tl, stake, rng)
	if err != nil {
		return nil, 0, err
	}
	lw := tl.lnZ1 + float64(len(s.Grids)-1)*tl.lnZ2
	for _, g := range s.Grids {
		for _, row := range g {
			if tl.rare[outcome(&row)] {
				lw += tl.lnRare
			} else {
				lw += tl.lnOther
			}
		}
	}
	return s, lw, nil
}
