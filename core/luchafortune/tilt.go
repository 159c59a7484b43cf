package luchafortune

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"

	"revela/core/money"
)

// A tilt is natural play bent toward a rare prize, for the composer's
// rare classes and the realism audit's reference (docs/rules/lucha-fortune.md,
// "Rare prizes"): either every line of a character is planted in each
// reveal with a small probability (the other draws natural), or one
// symbol is drawn with a higher weight (the others scaled down). Either
// way the probability of a script under the tilt over its probability
// under natural play is known exactly, so each draw carries its
// importance weight.
type tilt struct {
	p *Params // the figures, with the tilted weights for a symbol's tilt
	// plant is the character whose lines are planted (0: none), a line
	// whose k cells have just appeared (the others holding the
	// character) with probability pi[k] (in 2^-32ths: cut[k]), while
	// the total is at most room (the reference's tilt: the prize less a
	// line's amount, past which a planted line could only pass the
	// prize; the composer's: money.Max, planting always).
	plant Sym
	room  money.Cents
	pi    [Rows + 1]float64
	cut   [Rows + 1]uint32
	// log1mPi[k] is ln(1-pi[k]), logLine[k] ln(1 + pi[k] / ((1-pi[k]) w^k)),
	// w the planted character's natural weight (sow).
	log1mPi, logLine [Rows + 1]float64
	// logRatio is ln(natural weight / tilted weight) of each symbol
	// (all 0 for a planting tilt).
	logRatio [maxSym]float64
}

// tilts caches the tilt of each rare prize: tiltKey → *tilt.
var tilts sync.Map

type tiltKey struct {
	p     *Params
	prize money.Cents
	ref   bool // the reference's tilt (refTilt), not the composer's
}

// tiltFor returns the tilt toward prize, from the way the paytable makes
// it with the fewest pieces: lines of its dearest character planted, else
// the collectible of its dearest banner or its dearest coin drawn more
// often. It returns nil for 0 and for an amount the paytable cannot make.
func (p *Params) tiltFor(prize money.Cents) *tilt {
	if v, ok := tilts.Load(tiltKey{p, prize, false}); ok {
		return v.(*tilt)
	}
	rc, ok := p.recipeFor(prize)
	if prize <= 0 || !ok {
		return nil
	}
	tl := &tilt{p: p, room: money.Max}
	switch {
	case len(rc.lines) > 0:
		ch := rc.lines[len(rc.lines)-1] // sorted: the dearest last
		tl.plant = Char1 + Sym(ch)
		// Tuned by the cross-entropy method on 1,000 € (five lines): a
		// line one cell short is planted far more often than a fresh
		// one, as in natural play's units of the class (TestTiltTuned).
		more := float64(len(rc.lines)-1) / 4
		tl.setPlant([Rows + 1]float64{0, min(0.85, 0.85*more), min(0.4, 0.4*more), min(0.1, float64(len(rc.lines))/100)})
	case len(rc.banners) > 0:
		tl.p = p.tilted(map[Sym]uint16{Coll1 + Sym(rc.banners[len(rc.banners)-1]): 200})
	default:
		tl.p = p.tilted(map[Sym]uint16{Coin1 + Sym(rc.coins[len(rc.coins)-1]): 200})
	}
	tl.ratios(p)
	v, _ := tilts.LoadOrStore(tiltKey{p, prize, false}, tl)
	return v.(*tilt)
}

// ratios sets logRatio from the natural figures nat and the tilt's.
func (tl *tilt) ratios(nat *Params) {
	for s := range tl.logRatio {
		tl.logRatio[s] = 0
		if n, t := nat.nat.weight[s], tl.p.nat.weight[s]; n != t {
			tl.logRatio[s] = math.Log(float64(n) / float64(t))
		}
	}
}

// refTilt returns the reference's tilt toward prize (Tilted, the
// audit's): the composer's (tiltFor), except that a planting tilt
// plants no line past room (the prize less a line's amount: such a
// line passes the prize) and, for a prize of several lines, plants a
// line of one or two fresh cells with π₁ = 0.5 and π₂ = 0.25 at most
// (0.85 and 0.4 for 1,000 € in the composer's) and draws "+1" and "+2"
// with weights 50 and 15 instead of 20 and 6, the other symbols scaled
// down. Natural play's units of 1,000 € spread their five lines over
// more throws than the composer's tilt gives (4 throws or more in about
// 62 % of them, estimated from the weighted units; in 35 % of the
// composer's tilt's units, 60 % of these); and a near line the tilt
// does not complete weighs 1/(1 − π₁), 6.7 with π₁ = 0.85, 2 with 0.5:
// the units natural play makes with several near lines left open were
// the few that weighed most (docs/journal.md). The composer keeps its
// own tilt, so that its scripts stay what they were.
func (p *Params) refTilt(prize money.Cents) *tilt {
	if v, ok := tilts.Load(tiltKey{p, prize, true}); ok {
		return v.(*tilt)
	}
	tl := p.tiltFor(prize)
	if tl == nil || tl.plant == 0 {
		return tl
	}
	rc, _ := p.recipeFor(prize)
	pi := tl.pi
	if len(rc.lines) > 1 {
		pi[1], pi[2] = min(pi[1], 0.5), min(pi[2], 0.25)
	}
	ref := tl.spread(p, prize, len(rc.lines) > 1, pi)
	v, _ := tilts.LoadOrStore(tiltKey{p, prize, true}, ref)
	return v.(*tilt)
}

// spread returns a copy of the planting tilt tl toward prize that
// plants no line past the prize with the probabilities pi and, if
// extras, draws "+1" and "+2" more often (refTilt); nat are natural
// play's figures.
func (tl *tilt) spread(nat *Params, prize money.Cents, extras bool, pi [Rows + 1]float64) *tilt {
	ref := *tl
	ref.room = prize - nat.Chars[tl.plant.Char()]
	if extras {
		ref.p = nat.tilted(map[Sym]uint16{Plus1: 50, Plus2: 15})
	}
	ref.ratios(nat)
	ref.setPlant(pi)
	return &ref
}

// setPlant sets the planting probabilities pi[k] of lines with k fresh
// cells, rounded to 2^-32ths, and the logarithms sow uses.
func (tl *tilt) setPlant(pi [Rows + 1]float64) {
	w := float64(tl.p.nat.weight[tl.plant]) / float64(len(tl.p.nat.table))
	for k := 1; k <= Rows; k++ {
		tl.cut[k] = uint32(pi[k] * (1 << 32))
		tl.pi[k] = float64(tl.cut[k]) / (1 << 32)
		tl.log1mPi[k] = math.Log1p(-tl.pi[k])
		tl.logLine[k] = math.Log1p(tl.pi[k] / ((1 - tl.pi[k]) * math.Pow(w, float64(k))))
	}
}

// tilted returns a copy of p whose natural play draws each symbol of
// raise with the weight given (in 4096ths, if above its own), every other
// symbol's weight scaled down in proportion (at least 1 for a symbol that
// had one), character 1 taking what rounding leaves.
func (p *Params) tilted(raise map[Sym]uint16) *Params {
	q := *p
	n := &q.nat
	up, was := 0, 0
	for s, w := range raise {
		raise[s] = max(w, n.weight[s])
		up += int(raise[s])
		was += int(n.weight[s])
	}
	scale := float64(len(n.table)-up) / float64(len(n.table)-was)
	sum := up
	for x := range n.weight {
		if w, ok := raise[Sym(x)]; ok {
			n.weight[x] = w
			continue
		}
		if n.weight[x] == 0 {
			continue
		}
		n.weight[x] = max(1, uint16(float64(n.weight[x])*scale))
		sum += int(n.weight[x])
	}
	n.weight[Char1] += uint16(len(n.table) - sum)
	i := 0
	for x, c := range n.weight {
		for ; c > 0; c-- {
			n.table[i] = Sym(x)
			i++
		}
	}
	return &q
}

// draw draws one valid unit of the tilted play into scratch (as
// natural does, stopping past limit with errOver) and returns its prize
// and the natural logarithm of its importance weight: natural play's
// probability of the script over the tilt's, up to a factor that depends
// on the tilt only.
func (tl *tilt) draw(scratch *Script, rng *rand.Rand, limit money.Cents) (money.Cents, float64, error) {
	for range maxNaturalTries {
		scratch.Throws = scratch.Throws[:0]
		r := replay{p: tl.p, s: scratch, mode: gen, rng: rng, limit: limit, plant: tl}
		err := r.run()
		if err == nil {
			return r.total, r.lw + tl.logWeight(scratch), nil
		}
		if err == errOver {
			return r.total, 0, err
		}
	}
	return 0, 0, errBroken
}

// sow plants the tilt's lines among the symbols that have just
// appeared (fresh; all 15 of a reveal), writing them into the reveal or
// the queues (next: each column's next queue symbol), and adds to r.lw
// the weight of the step. A line can be planted when it holds a fresh
// cell and its other cells hold the character already; each is, with
// probability pi, its fresh cells then taking the character. Given the
// cells that were there, the fresh symbols' probability under the tilt
// over natural play's is the product over those lines of (1-pi), times
// 1 + pi / ((1-pi) w^k) for each line that ends whole, k its fresh cells
// and w the character's natural weight: two whole lines of one step
// would share a cell only in a unit that breaks L-3, never kept.
func (tl *tilt) sow(r *replay, th *Throw, step int, m *[Cells]Sym, fresh uint16, next *[Cols]int) {
	c := tl.plant
	if r.total > tl.room {
		return
	}
	var can [NLines]int8 // fresh cells of each line that can be planted
	for l, cells := range LineCells {
		k := int8(0)
		for _, i := range cells {
			if fresh&(1<<uint(i)) != 0 {
				k++
			} else if m[i] != c {
				k = -1
				break
			}
		}
		if k <= 0 {
			continue
		}
		can[l] = k
		if r.mode != gen || r.rng.Uint32() >= tl.cut[k] {
			continue
		}
		for _, i := range cells {
			if fresh&(1<<uint(i)) == 0 {
				continue
			}
			m[i] = c
			if step == 0 {
				th.Reveal[i] = c
			} else {
				col, row := int(i)%Cols, int(i)/Cols
				th.Queues[col][next[col]-1-row] = c
			}
		}
	}
	for l, cells := range LineCells {
		if k := can[l]; k > 0 {
			r.lw -= tl.log1mPi[k]
			if m[cells[0]] == c && m[cells[1]] == c && m[cells[2]] == c {
				r.lw -= tl.logLine[k]
			}
		}
	}
}

// logWeight returns ln(natural / tilted) of the symbols' tilt over a
// script's draws.
func (tl *tilt) logWeight(s *Script) float64 {
	lw := 0.0
	for t := range s.Throws {
		th := &s.Throws[t]
		for _, x := range th.Reveal {
			lw += tl.logRatio[x]
		}
		for _, q := range th.Queues {
			for _, x := range q {
				lw += tl.logRatio[x]
			}
		}
	}
	return lw
}

// weigh returns the importance weight under the tilt, as draw gives it,
// of the unit a replay r has run: it replays the draws r read, counting
// the lines that could have been planted.
func (tl *tilt) weigh(r *replay) float64 {
	w := replay{p: r.p, s: r.s, mode: prefix, plant: tl}
	if w.run() != nil {
		return math.Inf(-1)
	}
	lw := w.lw
	for t := range w.throws {
		th := &r.s.Throws[t]
		for _, x := range th.Reveal {
			lw += tl.logRatio[x]
		}
		for col, u := range w.used[t] {
			for _, x := range th.Queues[col][:u] {
				lw += tl.logRatio[x]
			}
		}
	}
	return lw
}

// Tilted draws one unit of natural play tilted toward prize with the
// default figures (core.Game's Reference): every symbol natural but the
// lines of the dearest character of the prize's fewest pieces, planted
// as symbols appear while the prize has room for one more (for a prize
// of several lines, "+1" and "+2" drawn more often too: refTilt), or
// the collectible of its dearest banner or its dearest coin drawn more
// often. lw is the natural logarithm of the
// unit's importance weight (natural play's probability of the script
// over the tilt's, up to a factor of the prize). The script breaks no
// rule; its prize may be another (never above prize).
func Tilted(stake, prize money.Cents, rng *rand.Rand) (*Script, float64, error) {
	return Default.Tilted(stake, prize, rng)
}

// Tilted draws with p's figures.
func (p *Params) Tilted(stake, prize money.Cents, rng *rand.Rand) (*Script, float64, error) {
	if stake != p.Table.Stake {
		return nil, 0, fmt.Errorf("%w: %s € (lucha-fortune sells units at %s €)", ErrStake, stake, p.Table.Stake)
	}
	tl := p.refTilt(prize)
	if tl == nil {
		return nil, 0, fmt.Errorf("%w: %s € has no tilt", ErrPrize, prize)
	}
	var scratch Script
	for range maxNaturalTries {
		got, lw, err := tl.draw(&scratch, rng, prize)
		if err == errOver {
			continue
		}
		if err != nil {
			return nil, 0, err
		}
		s := clone(&scratch)
		s.Header = Header{Game: ID, Stake: stake, Prize: got, Version: p.Version}
		return s, lw, nil
	}
	return nil, 0, errors.New("lucha-fortune: the tilt keeps passing the prize (a bug in the tilt)")
}
