package diamondriver

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"revela/core/money"
	"revela/core/rules"
)

// Natural play (docs/rules/diamond-river.md, "Natural play"). A unit is
// drawn in two layers:
//
//   - its skeleton: per throw, the counts of "+1", golden gems and wheel
//     symbol, and the colours of its triples; then the wheel's segment.
//     The prize is a function of the skeleton alone (D-7).
//   - its dress: per throw, where the triples lie and which of their cells
//     is magic, where the special symbols lie, and the gems of every other
//     cell, at random with Default.FillWeights, drawn again as a whole until they
//     make no triple beyond the skeleton's (D-3). The dress never changes
//     the prize.
//
// Natural draws the skeleton forward; Compose draws it conditioned on the
// prize (composer.go). Both dress it with the same code.

// throwPlan is one throw of a skeleton.
type throwPlan struct {
	plus, golden, wheel int8
	triples             int8
	colours             [2]Symbol
}

// skeleton is a unit's draws that decide its prize.
type skeleton struct {
	n       int // throws: 4 + the "+1" of all throws
	throws  [MaxThrows]throwPlan
	segment int // the wheel's segment, -1 without a wheel
}

// state is where a unit stands before a throw: throws played, "+1",
// golden gems and wheel symbols seen so far.
type state struct{ t, plus, golden, wheel int }

// cut returns w[0:max+1]: the weights of the counts a throw may still show
// (D-4, D-5, D-6 cap what a unit shows, so natural play draws within what
// is left).
func cut(w []int64, max int) []int64 { return w[:min(max+1, len(w))] }

// naturalSkeleton draws a skeleton forward from the natural weights.
func naturalSkeleton(rng *rand.Rand) skeleton {
	sk, _ := drawSkeleton(Default, rng)
	return sk
}

// drawSkeleton draws a skeleton forward from w's weights and returns it
// with the natural logarithm of its importance weight: its probability
// under Default's weights over its probability under w's (0 when w is
// Default).
func drawSkeleton(w *Params, rng *rand.Rand) (skeleton, float64) {
	var sk skeleton
	lw := 0.0
	draw := func(nat, tilt []int64) int8 {
		i := rules.Weighted(rng, tilt)
		if w != Default {
			lw += logShare(nat, i) - logShare(tilt, i)
		}
		return int8(i)
	}
	st := state{}
	sk.n = BaseThrows
	for st.t < sk.n {
		p := &sk.throws[st.t]
		p.plus = draw(cut(Default.PlusWeights[:], MaxPlus-st.plus), cut(w.PlusWeights[:], MaxPlus-st.plus))
		p.golden = draw(cut(Default.GoldenWeights[:], MaxGolden-st.golden), cut(w.GoldenWeights[:], MaxGolden-st.golden))
		p.wheel = draw(cut(Default.WheelWeights[:], MaxWheels-st.wheel), cut(w.WheelWeights[:], MaxWheels-st.wheel))
		p.triples = draw(Default.TripleWeights[:], w.TripleWeights[:])
		for i := int8(0); i < p.triples; i++ {
			p.colours[i] = Symbol(draw(Default.ColourWeights[:], w.ColourWeights[:]))
		}
		st = st.after(p)
		sk.n = BaseThrows + st.plus
	}
	sk.segment = -1
	if st.wheel > 0 {
		sk.segment = int(draw(Default.SegmentWeights[:], w.SegmentWeights[:]))
	}
	return sk, lw
}

// after is the state once throw p is played.
func (st state) after(p *throwPlan) state {
	return state{t: st.t + 1, plus: st.plus + int(p.plus), golden: st.golden + int(p.golden), wheel: st.wheel + int(p.wheel)}
}

// prize is what a skeleton pays (D-7): its triples, 50 € for a third
// golden gem, the wheel's segment.
func (sk *skeleton) prize() money.Cents {
	var total money.Cents
	golden := 0
	for t := 0; t < sk.n; t++ {
		p := &sk.throws[t]
		for i := int8(0); i < p.triples; i++ {
			total += gemPrize[p.colours[i]]
		}
		golden += int(p.golden)
	}
	if golden == MaxGolden {
		total += GoldenPrize
	}
	if sk.segment >= 0 {
		total += wheelLayout[sk.segment]
	}
	return total
}

// windows lists the 62 runs of three cells (20 along rows, 18 down
// columns, 12 down-right, 12 down-left), each in reading order.
var windows = makeWindows()

func makeWindows() [][3]int8 {
	var w [][3]int8
	dirs := [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}
	for _, d := range dirs {
		for r := range Rows {
			for c := range Cols {
				r2, c2 := r+2*d[0], c+2*d[1]
				if r2 < Rows && c2 >= 0 && c2 < Cols {
					w = append(w, [3]int8{int8(Cols*r + c), int8(Cols*(r+d[0]) + c + d[1]), int8(Cols*r2 + c2)})
				}
			}
		}
	}
	return w
}

// maxTries bounds the draws of one throw's dress. A dress is drawn again
// only when two planned triples meet or a cell has no symbol left (both
// rare), so the bound is never reached; it turns a broken parameter set
// into an error rather than a hang.
const maxTries = 10_000

var errDress = errors.New("diamondriver: no dress found for a throw (parameters broken)")

// dress draws the grid of throw plan p (see the top of this file).
func dress(p *throwPlan, rng *rand.Rand) (Grid, error) {
	var g Grid
	var found [Cells / 3]Triple
	for range maxTries {
		// The triples: windows drawn evenly among those sharing no cell
		// with the triples placed before, magic or not; kept when their
		// cells alone make exactly the planned triples.
		g = Grid{}
		var taken uint32
		for i := int8(0); i < p.triples; i++ {
			var w [3]int8
			for {
				w = windows[rng.IntN(len(windows))]
				if taken&(1<<w[0]|1<<w[1]|1<<w[2]) == 0 {
					break
				}
			}
			for _, cell := range w {
				g[cell] = p.colours[i]
				taken |= 1 << cell
			}
			if rng.Int64N(1000) < Default.MagicInTriple {
				g[w[rng.IntN(3)]] = Magic
			}
		}
		// One window alone, or none, makes exactly what is planned: a run
		// of three needs three drawn cells, so only the planned window's
		// own cells can make one. Two may meet (a magic gem between them,
		// or a colour continuing the other's run), so they are scanned.
		if p.triples > 1 {
			if n, bad := scanPartial(&g, &found); bad || n != int(p.triples) {
				continue
			}
		}
		// The special symbols, each on a cell drawn evenly among the free.
		for _, sp := range [...]struct {
			sym Symbol
			n   int8
		}{{Golden, p.golden}, {Plus, p.plus}, {Wheel, p.wheel}} {
			for k := int8(0); k < sp.n; k++ {
				free := ^taken & (1<<Cells - 1)
				j := rng.IntN(bits.OnesCount32(free))
				for ; j > 0; j-- {
					free &= free - 1
				}
				cell := bits.TrailingZeros32(free)
				g[cell] = sp.sym
				taken |= 1 << cell
			}
		}
		// The other cells, one by one; when a cell has no symbol left, the
		// throw's dress is drawn again.
		if fill(&g, taken, rng) {
			return g, nil
		}
	}
	return g, errDress
}

// backWindows[i] lists, for each run of three whose last cell in reading
// order is i, its two other cells (at most 4); otherWindows[i] the runs
// through i that end after it (at most 8), which matter only beside cells
// placed before the fill.
var backWindows, otherWindows = makeCellWindows()

func makeCellWindows() (back, other [Cells][][2]int8) {
	for _, w := range windows {
		for j, c := range w {
			var o [2]int8
			k := 0
			for j2, c2 := range w {
				if j2 != j {
					o[k] = c2
					k++
				}
			}
			if j == 2 {
				back[c] = append(back[c], o)
			} else {
				other[c] = append(other[c], o)
			}
		}
	}
	return back, other
}

// forbidden returns the symbols that would complete a triple at a cell
// with the runs ws through it, whose other cells are read from g (0: not
// drawn yet).
func forbidden(g *Grid, ws [][2]int8) uint16 {
	var forbid uint16
	for _, o := range ws {
		forbid |= pairForbids[g[o[0]]][g[o[1]]]
	}
	return forbid
}

// pairForbids[x][y] is the set of symbols (bit s for symbol s) that make a
// triple with x and y (D-3): x's colour and magic beside two gems of one
// colour, the colour alone beside a gem and a magic one, nothing beside two
// magic gems or any other symbol (0: a cell not drawn yet).
var pairForbids = makePairForbids()

func makePairForbids() (t [Wheel + 1][Wheel + 1]uint16) {
	for x := Red; x <= Magic; x++ {
		for y := Red; y <= Magic; y++ {
			switch {
			case x == Magic && y == Magic:
			case x == Magic:
				t[x][y] = 1 << y
			case y == Magic:
				t[x][y] = 1 << x
			case x == y:
				t[x][y] = 1<<x | 1<<Magic
			}
		}
	}
	return t
}

// fill draws every cell outside taken in reading order, each from
// Default.FillWeights among the symbols that complete no triple with the cells
// drawn or placed before it (D-3): a symbol drawn from the full weights
// that would complete one is drawn again. It reports false, leaving the
// cells to be drawn again, when some cell has no symbol left.
func fill(g *Grid, taken uint32, rng *rand.Rand) bool {
	for i := 0; i < Cells; i++ {
		if taken&(1<<i) == 0 {
			g[i] = 0
		}
	}
	var r uint64
	k := 0
	for i := 0; i < Cells; i++ {
		if taken&(1<<i) != 0 {
			continue
		}
		forbid := forbidden(g, backWindows[i])
		if taken != 0 {
			forbid |= forbidden(g, otherWindows[i])
		}
		forbid &= 1<<Red | 1<<Violet | 1<<Blue | 1<<Orange | 1<<Green | 1<<Pink | 1<<Magic
		if forbid == 1<<Red|1<<Violet|1<<Blue|1<<Orange|1<<Green|1<<Pink|1<<Magic {
			return false
		}
		for {
			if k == 0 {
				r, k = rng.Uint64(), 8
			}
			s := fillTable[uint8(r)]
			r >>= 8
			k--
			if forbid&(1<<s) == 0 {
				g[i] = s
				break
			}
		}
	}
	return true
}

// fillTable maps 8 random bits to a symbol with Default.FillWeights.
var fillTable = makeFillTable()

func makeFillTable() (t [fillTotal]Symbol) {
	i := 0
	for s, w := range Default.FillWeights {
		for ; w > 0 && i < fillTotal; w-- {
			t[i] = Symbol(s)
			i++
		}
	}
	if i != fillTotal || t[fillTotal-1] == 0 {
		panic("diamondriver: Default.FillWeights do not add up to fillTotal")
	}
	return t
}

// scanPartial is scan on a grid with empty cells (value 0), which match
// nothing: it reports the number of triples and whether two share a cell.
func scanPartial(g *Grid, found *[Cells / 3]Triple) (int, bool) {
	h := *g
	for i, s := range h {
		if s == 0 {
			h[i] = Plus // a blocker: never part of a triple
		}
	}
	n, err := scan(&h, found)
	return n, err != nil
}

// realize dresses a skeleton into a script declaring its prize.
func realize(stake money.Cents, sk *skeleton, rng *rand.Rand) (*Script, error) {
	s := &Script{
		Header: Header{Game: ID, Stake: stake, Prize: sk.prize(), Version: Version},
		Throws: make([]Grid, sk.n),
	}
	for t := 0; t < sk.n; t++ {
		g, err := dress(&sk.throws[t], rng)
		if err != nil {
			return nil, err
		}
		s.Throws[t] = g
	}
	if sk.segment >= 0 {
		seg := sk.segment
		s.Wheel = &seg
	}
	return s, nil
}

// Natural draws one unit of natural play at stake (core.Game's Natural): its
// prize is whatever the draws give, declared in the envelope, which may
// be an amount no lot pays (for the realism audit, never for a sale).
func Natural(stake money.Cents, rng *rand.Rand) (*Script, error) {
	if stake != table.Stake {
		return nil, fmt.Errorf("%w: %s € (diamond-river sells units at %s €)", ErrStake, stake, table.Stake)
	}
	if rng == nil {
		return nil, errors.New("diamondriver: no random source")
	}
	sk := naturalSkeleton(rng)
	return realize(stake, &sk, rng)
}

// featureNames are the visible features, what the player has seen before
// the last step (the wheel when it turns, else the last throw): throws
// played, triples won, the gains so far (0 none, 1 up to 3 €, 2 up to
// 6 €, 3 up to 10 €, 4 up to 20 €, 5 up to 50 €, 6 up to 100 €, 7 more),
// golden gems, "+1", the wheel symbol, magic gems (at most 8 counted),
// and near triples (a run of three cells with two gems of one colour and
// no magic, the third cell anything else) divided by 8, at most 20.
var featureNames = [...]string{"throws", "triples", "gains", "golden", "plus", "wheel", "magic", "near"}

var gainSteps = [...]money.Cents{0, money.Euros(3), money.Euros(6), money.Euros(10), money.Euros(20), money.Euros(50), money.Euros(100)}

// features reads the visible features of a script from its transcript.
func features(s *Script) ([len(featureNames)]int, bool) {
	var f [len(featureNames)]int
	tr, _, err := replay(s, make(Transcript, 0, maxEvents), true, false)
	if err != nil {
		return f, false
	}
	last := tr[len(tr)-1].Step // the end carries the last step
	var won money.Cents
	near := 0
	for _, e := range tr {
		if e.Step >= last {
			break
		}
		switch e.Kind {
		case EvThrow:
			f[0]++
			for _, sym := range e.Grid {
				if sym == Magic {
					f[6]++
				}
			}
			near += nearTriples(&e.Grid)
		case EvTriple:
			f[1]++
		case EvGolden:
			f[3]++
		case EvPlus:
			f[4]++
		case EvWheelSymbol:
			f[5]++
		}
		won = e.Total
	}
	for f[2] < len(gainSteps) && won > gainSteps[f[2]] {
		f[2]++
	}
	f[6] = min(f[6], 8)
	f[7] = min(near/8, 20)
	return f, true
}

// nearTriples counts the runs of three cells of g holding two gems of one
// colour and no magic gem, the third cell anything else.
func nearTriples(g *Grid) int {
	n := 0
	for _, w := range windows {
		a, b, c := g[w[0]], g[w[1]], g[w[2]]
		if a == Magic || b == Magic || c == Magic {
			continue
		}
		switch {
		case a.IsGem() && a == b && c != a, a.IsGem() && a == c && b != a, b.IsGem() && b == c && a != b:
			n++
		}
	}
	return n
}
