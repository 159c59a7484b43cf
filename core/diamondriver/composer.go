package diamondriver

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"

	"revela/core/money"
)

// Errors of Compose and Natural.
var (
	ErrStake = errors.New("diamondriver: stake not on offer")
	ErrPrize = errors.New("diamondriver: prize is not 0 nor an amount of the lot table")
)

// Compose returns a script for one unit at stake whose derived prize is
// exactly prize, drawing from rng only: the same stream gives the same
// script. prize must be 0 or an amount of the lot table (ErrPrize).
//
// The script follows natural play (Natural) conditioned on its prize,
// exactly, for every amount however rare (docs/rules/diamond-river.md,
// "Why the composer is exact"): the skeleton, which alone decides the
// prize, is drawn from its conditional law, computed from the natural
// weights (composer.go); the dress, which never changes the prize, is
// drawn as natural play draws it (natural.go).
//
// Compose is safe for concurrent use with distinct rngs. Its first call
// computes the laws (about a megabyte of tables, a few milliseconds).
func Compose(stake, prize money.Cents, rng *rand.Rand) (*Script, error) {
	if err := checkAsk(stake, prize, rng); err != nil {
		return nil, err
	}
	sk, err := laws().conditioned(prize, rng)
	if err != nil {
		return nil, err
	}
	return realize(stake, &sk, rng)
}

// checkAsk checks what Compose and ComposeForm are asked: the stake on
// offer (ErrStake), a prize of 0 or an amount of the lot table (ErrPrize),
// a random source.
func checkAsk(stake, prize money.Cents, rng *rand.Rand) error {
	if stake != table.Stake {
		return fmt.Errorf("%w: %s € (diamond-river sells units at %s €)", ErrStake, stake, table.Stake)
	}
	if !table.Pays(prize) {
		return fmt.Errorf("%w: %s €", ErrPrize, prize)
	}
	if rng == nil {
		return errors.New("diamondriver: no random source")
	}
	return nil
}

// The skeleton's law (natural.go) factors into three independent parts:
//
//   - the special symbols, a Markov chain over the state (throws played,
//     "+1", golden gems, wheel symbol seen), which decides the number of
//     throws n, whether the third golden gem pays (G) and whether the
//     wheel turns (w);
//   - the wheel's segment, given w;
//   - the triples of each throw, the same law f for every throw, whatever
//     the state: their sum over n throws has the law f^{*n}.
//
// So P(prize = A) = Σ over (n, G, w) and the wheel's amount W of
// P(n, G, w) · P(W | w) · f^{*n}(A − 50 G − W), and the skeleton is drawn
// given A in that order: (n, G, w, W) with those weights; the special
// symbols given (n, G, w) throw by throw with the chain's probabilities of
// reaching (n, G, w) (a Doob transform); the segment among those paying W;
// the triples' sums throw by throw given what remains; the colours given
// each throw's sum.

// maxEuros bounds the triples' sum of a unit: at most 2 triples a throw,
// 7 throws, 1,000 € a triple.
const maxEuros = MaxThrows * 2 * 1000

// target is an end of the special symbols' chain: n throws, whether the
// golden gems pay, whether the wheel turns.
type target struct{ n, golden, wheel int }

// nTargets is the number of targets: n from 4 to 7, golden and wheel 0 or 1.
const nTargets = (MaxPlus + 1) * 4

// targetOf is target number x (0 ≤ x < nTargets).
func targetOf(x int) target { return target{n: BaseThrows + x/4, golden: x / 2 % 2, wheel: x % 2} }

// stateIndex numbers the states of the chain.
func stateIndex(st state) int { return st.t*32 + st.plus*8 + st.golden*2 + st.wheel }

// option is one way a throw's triples may come: their count, colours and
// sum in euros, with its probability.
type option struct {
	triples int8
	colours [2]Symbol
	euros   int
	p       float64
}

// law holds the skeleton's law, computed once.
type law struct {
	options []option                                // a throw's triples
	sums    []int                                   // the support of f, the law of one throw's sum in euros
	f       []float64                               // f[i]: the probability of sums[i]
	conv    [MaxThrows + 1][]float64                // conv[m][x] = f^{*m}(x), x ≤ maxEuros
	reach   [nTargets][(MaxThrows + 1) * 32]float64 // reach[X][state]: P(chain ends at X | state)
	specs   []special                               // the special-symbol counts of a throw
	// plusP[left][k] is the probability of k "+1" in a throw when left
	// more may show; goldenP and wheelP likewise.
	plusP   [MaxPlus + 1][]float64
	goldenP [MaxGolden + 1][]float64
	wheelP  [MaxWheels + 1][]float64
	wheels  []wheelAmount         // the wheel's amounts, lowest first, with their probabilities
	segment map[money.Cents][]int // the segments paying each amount
	// ends and totals: endsOf for 0 and every amount of the lot table.
	ends   map[money.Cents][]end
	totals map[money.Cents]float64
}

// wheelAmount is an amount the wheel pays (0: no wheel) and its
// probability.
type wheelAmount struct {
	amount money.Cents
	p      float64
}

// noWheel is the wheel's amount when it does not turn.
var noWheel = []wheelAmount{{0, 1}}

// special is one combination of a throw's special-symbol counts.
type special struct{ plus, golden, wheel int8 }

var (
	lawOnce sync.Once
	theLaw  *law
)

func laws() *law {
	lawOnce.Do(func() { theLaw = newLaw() })
	return theLaw
}

// probs returns weights as probabilities.
func probs(w []int64) []float64 {
	var total int64
	for _, x := range w {
		total += x
	}
	p := make([]float64, len(w))
	for i, x := range w {
		p[i] = float64(x) / float64(total)
	}
	return p
}

func newLaw() *law {
	l := &law{segment: map[money.Cents][]int{}}
	for left := range l.plusP {
		l.plusP[left] = probs(cut(Default.PlusWeights[:], left))
	}
	for left := range l.goldenP {
		l.goldenP[left] = probs(cut(Default.GoldenWeights[:], left))
	}
	for left := range l.wheelP {
		l.wheelP[left] = probs(cut(Default.WheelWeights[:], left))
	}
	// A throw's triples: count, then colours independently.
	pk := probs(Default.TripleWeights[:])
	pc := probs(Default.ColourWeights[:])
	euros := func(c Symbol) int { return int(gemPrize[c] / 100) }
	l.options = append(l.options, option{euros: 0, p: pk[0]})
	for c := Red; c <= Pink; c++ {
		l.options = append(l.options, option{triples: 1, colours: [2]Symbol{c}, euros: euros(c), p: pk[1] * pc[c]})
		for d := Red; d <= Pink; d++ {
			l.options = append(l.options, option{triples: 2, colours: [2]Symbol{c, d}, euros: euros(c) + euros(d), p: pk[2] * pc[c] * pc[d]})
		}
	}
	index := map[int]int{}
	for _, o := range l.options {
		i, ok := index[o.euros]
		if !ok {
			i = len(l.sums)
			index[o.euros] = i
			l.sums = append(l.sums, o.euros)
			l.f = append(l.f, 0)
		}
		l.f[i] += o.p
	}
	l.conv[0] = make([]float64, maxEuros+1)
	l.conv[0][0] = 1
	for m := 1; m <= MaxThrows; m++ {
		prev, cur := l.conv[m-1], make([]float64, maxEuros+1)
		for x := range cur {
			var s float64
			for i, a := range l.sums {
				if a <= x {
					s += l.f[i] * prev[x-a]
				}
			}
			cur[x] = s
		}
		l.conv[m] = cur
	}
	// The special symbols' chain.
	for kp := int8(0); int(kp) < len(Default.PlusWeights); kp++ {
		for kg := int8(0); int(kg) < len(Default.GoldenWeights); kg++ {
			for kw := int8(0); int(kw) < len(Default.WheelWeights); kw++ {
				l.specs = append(l.specs, special{kp, kg, kw})
			}
		}
	}
	for x := 0; x < nTargets; x++ {
		X := targetOf(x)
		// States in decreasing t: every move goes to t+1.
		for t := MaxThrows; t >= 0; t-- {
			for plus := 0; plus <= MaxPlus; plus++ {
				for golden := 0; golden <= MaxGolden; golden++ {
					for wheel := 0; wheel <= MaxWheels; wheel++ {
						st := state{t, plus, golden, wheel}
						if t > BaseThrows+plus {
							continue
						}
						if t == BaseThrows+plus {
							if st.end() == X {
								l.reach[x][stateIndex(st)] = 1
							}
							continue
						}
						var p float64
						for _, sp := range l.specs {
							if q := l.moveP(st, sp); q > 0 {
								p += q * l.get(x, st.after(&throwPlan{plus: sp.plus, golden: sp.golden, wheel: sp.wheel}))
							}
						}
						l.reach[x][stateIndex(st)] = p
					}
				}
			}
		}
	}
	var totalWeight int64
	var amounts []money.Cents
	for i, a := range wheelLayout {
		if l.segment[a] == nil {
			amounts = append(amounts, a)
		}
		l.segment[a] = append(l.segment[a], i)
		totalWeight += Default.SegmentWeights[i]
	}
	slices.Sort(amounts)
	for _, a := range amounts {
		l.wheels = append(l.wheels, wheelAmount{amount: a})
	}
	for i := range l.wheels {
		var in int64
		for _, seg := range l.segment[l.wheels[i].amount] {
			in += Default.SegmentWeights[seg]
		}
		l.wheels[i].p = float64(in) / float64(totalWeight)
	}
	l.ends, l.totals = map[money.Cents][]end{}, map[money.Cents]float64{}
	l.ends[0], l.totals[0] = l.endsOf(0, nil)
	for _, lot := range table.Lots {
		l.ends[lot.Amount], l.totals[lot.Amount] = l.endsOf(lot.Amount, nil)
	}
	return l
}

// end is the chain's end at a final state.
func (st state) end() target {
	g := 0
	if st.golden == MaxGolden {
		g = 1
	}
	return target{n: BaseThrows + st.plus, golden: g, wheel: st.wheel}
}

// get is P(the chain ends at target x | st).
func (l *law) get(x int, st state) float64 { return l.reach[x][stateIndex(st)] }

// moveP is the probability that a throw played from st shows the special
// counts sp (0 for counts past what is left).
func (l *law) moveP(st state, sp special) float64 {
	if int(sp.plus) > MaxPlus-st.plus || int(sp.golden) > MaxGolden-st.golden || int(sp.wheel) > MaxWheels-st.wheel {
		return 0
	}
	return l.plusP[MaxPlus-st.plus][sp.plus] * l.goldenP[MaxGolden-st.golden][sp.golden] * l.wheelP[MaxWheels-st.wheel][sp.wheel]
}

// end is how a prize is split between the triples, the golden gems and
// the wheel: the special symbols' chain ends at target x, the wheel pays w
// (0 without it), the triples pay rest euros; p is its probability.
type end struct {
	x, rest int
	w       money.Cents
	p       float64
}

// endsOf appends to ends the ends that make prize and returns them with
// their total probability.
func (l *law) endsOf(prize money.Cents, ends []end) ([]end, float64) {
	A := int(prize / 100)
	var total float64
	for x := 0; x < nTargets; x++ {
		X := targetOf(x)
		px := l.get(x, state{})
		if px == 0 {
			continue
		}
		ws := noWheel
		if X.wheel == 1 {
			ws = l.wheels
		}
		for _, w := range ws {
			rest := A - int(w.amount/100) - 50*X.golden
			if rest < 0 || rest >= len(l.conv[X.n]) {
				continue
			}
			if p := px * w.p * l.conv[X.n][rest]; p > 0 {
				ends = append(ends, end{x, rest, w.amount, p})
				total += p
			}
		}
	}
	return ends, total
}

// conditioned draws a skeleton from natural play's law conditioned on
// prize, an amount of the lot table or 0.
func (l *law) conditioned(prize money.Cents, rng *rand.Rand) (skeleton, error) {
	return l.drawEnds(prize, l.ends[prize], l.totals[prize], rng)
}

// drawEnds draws a skeleton making prize from natural play's law
// conditioned on its end being one of ends, whose probabilities add up to
// total.
func (l *law) drawEnds(prize money.Cents, ends []end, total float64, rng *rand.Rand) (skeleton, error) {
	var sk skeleton
	if total == 0 {
		return sk, fmt.Errorf("%w: natural play cannot make %s €", ErrPrize, prize)
	}
	u := rng.Float64() * total
	e := ends[len(ends)-1]
	for _, c := range ends {
		if u -= c.p; u < 0 {
			e = c
			break
		}
	}
	X := targetOf(e.x)
	sk.n = X.n
	// The special symbols, throw by throw, given their end.
	st := state{}
	for st.t < X.n {
		var w [len(Default.PlusWeights) * len(Default.GoldenWeights) * len(Default.WheelWeights)]float64
		var sum float64
		for i, sp := range l.specs {
			if q := l.moveP(st, sp); q > 0 {
				w[i] = q * l.get(e.x, st.after(&throwPlan{plus: sp.plus, golden: sp.golden, wheel: sp.wheel}))
				sum += w[i]
			}
		}
		i := drawFloat(rng, w[:], sum)
		p := &sk.throws[st.t]
		p.plus, p.golden, p.wheel = l.specs[i].plus, l.specs[i].golden, l.specs[i].wheel
		st = st.after(p)
	}
	// The segment, among those paying W.
	sk.segment = -1
	if X.wheel == 1 {
		segs := l.segment[e.w]
		var w [Segments]float64
		var sum float64
		for i, s := range segs {
			w[i] = float64(Default.SegmentWeights[s])
			sum += w[i]
		}
		sk.segment = segs[drawFloat(rng, w[:len(segs)], sum)]
	}
	// The triples' sums, throw by throw, then their colours.
	rest := e.rest
	for t := 0; t < X.n; t++ {
		left := X.n - t - 1
		var w [64]float64
		var sum float64
		for i, o := range l.options {
			if o.euros <= rest {
				w[i] = o.p * l.conv[left][rest-o.euros]
				sum += w[i]
			}
		}
		o := l.options[drawFloat(rng, w[:len(l.options)], sum)]
		p := &sk.throws[t]
		p.triples, p.colours = o.triples, o.colours
		rest -= o.euros
	}
	if got := sk.prize(); got != prize {
		return sk, fmt.Errorf("diamondriver: skeleton pays %s € for %s € (a bug)", got, prize)
	}
	return sk, nil
}

// drawFloat draws an index with probability w[i]/sum.
func drawFloat(rng *rand.Rand, w []float64, sum float64) int {
	u := rng.Float64() * sum
	last := 0
	for i, x := range w {
		if x > 0 {
			last = i
			if u -= x; u < 0 {
				return i
			}
		}
	}
	return last
}

// The forms of a win that the designers' studio may ask for (docs/studio.md,
// "A DIAMOND RIVER win by the wheel or by triples"): what pays the whole
// prize. Sold units never ask for a form: Compose draws it with natural
// play's odds.
const (
	// FormWheel: the wheel turns and its segment pays the whole prize;
	// the throws win nothing (D-6, D-7).
	FormWheel = "roue"
	// FormTriples: the triples pay the whole prize; the wheel does not
	// turn and no third golden gem pays (D-3, D-7).
	FormTriples = "triples"
)

// ErrForm is the error of ComposeForm for a form that is not FormWheel
// nor FormTriples, or one that cannot make the prize.
var ErrForm = errors.New("diamondriver: no such form of this prize")

// formEnds returns the ends of prize that make it in form, and their
// total probability.
func (l *law) formEnds(prize money.Cents, form string) ([]end, float64) {
	var out []end
	var total float64
	for _, e := range l.ends[prize] {
		X := targetOf(e.x)
		var in bool
		switch form {
		case FormWheel:
			in = X.wheel == 1 && e.w == prize
		case FormTriples:
			in = X.wheel == 0 && X.golden == 0
		}
		if in {
			out = append(out, e)
			total += e.p
		}
	}
	return out, total
}

// Forms returns the forms in which natural play can make prize at stake,
// in the order FormWheel, FormTriples: both for 3 € to 1,000 €, the
// wheel alone for 30,000 €, none for 0 or an amount that is not a lot.
func Forms(stake, prize money.Cents) []string {
	if stake != table.Stake || prize <= 0 || !table.Pays(prize) {
		return nil
	}
	var out []string
	for _, f := range [...]string{FormWheel, FormTriples} {
		if _, total := laws().formEnds(prize, f); total > 0 {
			out = append(out, f)
		}
	}
	return out
}

// ComposeForm is Compose with the prize made in form (FormWheel or
// FormTriples): natural play conditioned on the prize and on the form,
// exactly as Compose is on the prize alone. An unknown form or one that
// cannot make the prize (Forms) is ErrForm; stake and prize are checked
// as Compose checks them.
func ComposeForm(stake, prize money.Cents, form string, rng *rand.Rand) (*Script, error) {
	if err := checkAsk(stake, prize, rng); err != nil {
		return nil, err
	}
	l := laws()
	ends, total := l.formEnds(prize, form)
	if total == 0 {
		return nil, fmt.Errorf("%w: %q for %s € (forms: %s or %s)", ErrForm, form, prize, FormWheel, FormTriples)
	}
	sk, err := l.drawEnds(prize, ends, total, rng)
	if err != nil {
		return nil, err
	}
	return realize(stake, &sk, rng)
}
