package eldorado

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync"

	"revela/core/money"
)

// rowTilt is natural play bent toward some outcomes of a row, the
// realism audit's reference (docs/realism.md, "Rare classes"): each
// row is, with chance beta[o] (in tiltScale ths) for each outcome o,
// drawn among the rows of outcome o with their natural weights, and
// otherwise (1 - B, B the sum of beta) as natural play draws it; grids
// are drawn again as natural play draws them. A row of outcome o is then
// drawn with (1-B) + beta[o]/q[o] times its natural chance (q[o]: the
// natural chance of the outcome), and a grid's chance to be valid
// changes with it.
type rowTilt struct {
	beta [nOutcomes]uint64
	sum  uint64              // B
	rows [nOutcomes][]uint16 // the codes of the rows of each tilted outcome
	cum  [nOutcomes][]uint64 // their running natural weights
	// ln is ln(natural / tilted) of a row of each outcome; lnZ1 and
	// lnZ2 ln(z1'/z1) and ln(z2'/z2), the validity of a first grid and
	// of an Extra grid under the tilt over natural play's.
	ln         [nOutcomes]float64
	lnZ1, lnZ2 float64
}

// tiltScale is the denominator of rowTilt.beta.
const tiltScale = 1000

// tiltShare is the chance, in tiltScale ths, that the reference draws a
// row among the rows of the levels it tilts toward (towardPrize). More
// would give the forms of many rows more often, but the units of more
// Extras too rarely (their weights grow with the Extra grids' rows
// that pay nothing): 600 in Extra grids gave effective sizes ten times
// smaller.
const tiltShare = 300

// newRowTilt returns the tilt drawing a row, with chance beta[o] in
// tiltScale, among the rows of outcome o.
func newRowTilt(beta [nOutcomes]uint64) *rowTilt {
	tl := &rowTilt{beta: beta}
	var nat, tilted [nOutcomes]float64
	var all float64
	var run [nOutcomes]uint64
	for code := range nRows {
		row := decodeRow(uint16(code))
		wt := uint64(1)
		for _, s := range row {
			wt *= Default.Weights[s]
		}
		o := outcome(&row)
		nat[o] += float64(wt)
		all += float64(wt)
		if beta[o] > 0 {
			run[o] += wt
			tl.rows[o] = append(tl.rows[o], uint16(code))
			tl.cum[o] = append(tl.cum[o], run[o])
		}
	}
	for _, b := range beta {
		tl.sum += b
	}
	b := float64(tl.sum) / tiltScale
	for o := range nat {
		nat[o] /= all
		tilted[o] = (1-b)*nat[o] + float64(beta[o])/tiltScale
		tl.ln[o] = math.Log(nat[o] / tilted[o])
	}
	z1, z2 := validity(&nat)
	t1, t2 := validity(&tilted)
	tl.lnZ1, tl.lnZ2 = math.Log(t1/z1), math.Log(t2/z2)
	return tl
}

// towards caches the reference's tilts: towardKey → *rowTilt.
var towards sync.Map

// towardKey names the levels a tilt draws rows of (a bit each).
type towardKey uint16

// towardPrize returns the reference's tilt toward prize at stake, an
// amount of its table: each row, with chance tiltShare/tiltScale, drawn
// among the rows of the levels the prize's forms are made of (E-3: 25 €
// and 225 € for 225 €, which is 225 or 75+75+75, at 0.50 €), each level
// an equal share of it, so that its rare forms come often, the rows of
// many Extras included (225 € as 75+75+75 via Extras).
func towardPrize(stake, prize money.Cents) *rowTilt {
	var key towardKey
	n := uint64(0)
	l, _ := tableFor(stake).Lot(prize)
	for _, f := range l.Forms {
		for _, g := range f {
			for i, a := range levels {
				if a*multiplier(stake) == g && key&(1<<i) == 0 {
					key |= 1 << i
					n++
				}
			}
		}
	}
	if v, ok := towards.Load(key); ok {
		return v.(*rowTilt)
	}
	var beta [nOutcomes]uint64
	for i := range levels {
		if key&(1<<i) != 0 {
			beta[oWin+i] = tiltShare / n
		}
	}
	v, _ := towards.LoadOrStore(key, newRowTilt(beta))
	return v.(*rowTilt)
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

// row draws a row of the tilt: with chance beta[o], among the rows of
// outcome o with their natural weights; ok is false otherwise (B is
// less than tiltScale), the row to be drawn as natural play draws it.
func (tl *rowTilt) row(rng *rand.Rand) (row [Cols]Symbol, ok bool) {
	u := rng.Uint64N(tiltScale)
	if u >= tl.sum {
		return row, false
	}
	for o, b := range tl.beta {
		if u < b {
			c := tl.cum[o]
			return decodeRow(tl.rows[o][above(c, rng.Uint64N(c[len(c)-1]))]), true
		}
		u -= b
	}
	panic("unreachable")
}

// Tilted draws one unit of natural play tilted toward prize (core.Game's
// Reference; prize must be an amount of the lot table at stake): each
// row, three times in ten, drawn among the rows of the levels the
// prize's forms are made of (towardPrize). lw is the natural logarithm of its
// importance weight, its probability under natural play over the
// tilt's: over its rows, ln(1/((1-B)+beta[o]/q[o])) for a row of
// outcome o, plus ln(z1'/z1) + e ln(z2'/z2), e its Extras (rowTilt):
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
	return towardPrize(stake, prize).unit(stake, rng)
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
			lw += tl.ln[outcome(&row)]
		}
	}
	return s, lw, nil
}
