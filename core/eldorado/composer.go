package eldorado

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"

	"revela/core"
	"revela/core/money"
)

// Errors of Compose and ComposeForm.
var (
	ErrStake = errors.New("eldorado: stake not on offer")
	ErrPrize = errors.New("eldorado: prize is not 0 nor an amount of the lot table")
	ErrForm  = errors.New("eldorado: not a form of the prize's rank")
	ErrMode  = errors.New("eldorado: unknown mode")
)

// A skeleton is what each row of a unit gives: the Extras of the first
// grid, then for grid g row r the outcome out[Rows*g+r].
type skeleton struct {
	extras uint8
	out    [MaxGrids * Rows]uint8
}

// A plan is every skeleton of one condition (a form, or no gain, and a
// mode) with its natural probability up to a common factor, cum the
// running sum of those.
type plan struct {
	skels []skeleton
	cum   []float64
}

func (p *plan) total() float64 {
	if len(p.cum) == 0 {
		return 0
	}
	return p.cum[len(p.cum)-1]
}

// plans holds the plans of the lot table's ranks: lotPlans[i][f][m] for
// lot i (the same order at every stake), form f and mode m; losing[m]
// for prize 0. Built on first use.
var (
	plansOnce sync.Once
	lotPlans  [][][2]*plan
	losing    [2]*plan
)

func buildPlans() {
	rt := rowsByOutcome()
	base := tables[0] // 0.50 €: the amounts of the paytable
	for _, l := range base.Lots {
		var forms [][2]*plan
		for _, f := range l.Forms {
			gains := make([]uint8, len(f))
			for i, a := range f {
				gains[i] = level(a)
			}
			forms = append(forms, [2]*plan{newPlan(rt, gains, Direct), newPlan(rt, gains, ViaExtras)})
		}
		lotPlans = append(lotPlans, forms)
	}
	losing = [2]*plan{newPlan(rt, nil, Direct), newPlan(rt, nil, ViaExtras)}
}

// newPlan lists the skeletons whose winning rows pay exactly gains (row
// outcomes) in mode: direct, the first grid holds the gains and nothing
// else; via Extras, its first grid gives e = 1 to 3 Extras and nothing
// else, and the 3e rows of its Extra grids hold the gains and nothing
// else. A skeleton's natural probability is the product of its rows'
// chances, divided by the chance that its grids are valid (natural play
// draws invalid grids again): z1 for the first grid, z2 for each Extra
// grid. Every unit has one first grid, so 1/z1 is common to all
// skeletons and left out.
func newPlan(rt *rowTable, gains []uint8, mode core.Variant) *plan {
	p := new(plan)
	add := func(sk skeleton, rows int, w float64) {
		for _, o := range sk.out[:rows] {
			w *= rt.q[o]
		}
		p.skels = append(p.skels, sk)
		p.cum = append(p.cum, p.total()+w)
	}
	if mode == Direct {
		arrange(gains, Rows, func(a []uint8) {
			var sk skeleton
			copy(sk.out[:], a)
			add(sk, Rows, 1)
		})
		return p
	}
	for e := 1; e <= MaxExtras; e++ {
		extras := slices.Repeat([]uint8{oExtra}, e)
		arrange(extras, Rows, func(first []uint8) {
			arrange(gains, Rows*e, func(rest []uint8) {
				sk := skeleton{extras: uint8(e)}
				copy(sk.out[:], first)
				copy(sk.out[Rows:], rest)
				w := 1.0
				for range e {
					w /= rt.z2
				}
				add(sk, Rows*(1+e), w)
			})
		})
	}
	return p
}

// arrange calls fn with every distinct arrangement of items in slots
// places, the other places oNothing; none when items do not fit.
func arrange(items []uint8, slots int, fn func([]uint8)) {
	if len(items) > slots {
		return
	}
	var left [nOutcomes]int
	left[oNothing] = slots - len(items)
	for _, o := range items {
		left[o]++
	}
	cur := make([]uint8, slots)
	var place func(i int)
	place = func(i int) {
		if i == slots {
			fn(cur)
			return
		}
		for o := range left {
			if left[o] > 0 {
				left[o]--
				cur[i] = uint8(o)
				place(i + 1)
				left[o]++
			}
		}
	}
	place(0)
}

// Compose returns a script for one unit at stake whose derived prize is
// exactly prize, presented in mode (Direct: on the first grid;
// ViaExtras: through 1 to 3 Extra grids, E-4 for prize 0), drawing
// from rng only: the same stream gives the same script.
//
// The script is natural play conditioned on the prize and the mode and on
// E-3 (its gains make a form of the prize's rank): the form is drawn with
// its natural probability given the prize and mode, then the script as
// ComposeForm draws it. docs/rules/eldorado.md says why this is exact.
func Compose(stake, prize money.Cents, mode core.Variant, rng *rand.Rand) (*Script, error) {
	lot, forms, err := condition(stake, prize, mode, rng)
	if err != nil {
		return nil, err
	}
	if lot < 0 {
		return compose(stake, prize, losing[mode], rng), nil
	}
	f := above(forms, rng.Float64()*forms[len(forms)-1])
	return compose(stake, prize, lotPlans[lot][f][mode], rng), nil
}

// ComposeForm is Compose with the form chosen: the row gains (at the
// stake, in any order) must be one of the forms the lot table lists for
// prize ("225" or "75+75+75" for 225 € at 0.50 €), and none for prize 0
// (ErrForm). The script is natural play conditioned on the prize, the
// form and the mode. For the designers' studio and the tests.
func ComposeForm(stake, prize money.Cents, form []money.Cents, mode core.Variant, rng *rand.Rand) (*Script, error) {
	lot, _, err := condition(stake, prize, mode, rng)
	if err != nil {
		return nil, err
	}
	want := slices.Clone(form)
	sortDesc(want)
	if lot < 0 {
		if len(want) != 0 {
			return nil, fmt.Errorf("%w: a losing unit has no gain, not %s", ErrForm, formText(want))
		}
		return compose(stake, prize, losing[mode], rng), nil
	}
	forms := tableFor(stake).Lots[lot].Forms
	for f := range forms {
		if isForm(want, forms[f:f+1]) {
			return compose(stake, prize, lotPlans[lot][f][mode], rng), nil
		}
	}
	return nil, fmt.Errorf("%w: %s for %s € (forms: %s)", ErrForm, formText(want), prize, formsText(forms))
}

// condition checks Compose's arguments and returns the index of prize's
// lot in the stake's table (-1 for prize 0) and the running natural
// weights of its forms in mode.
func condition(stake, prize money.Cents, mode core.Variant, rng *rand.Rand) (int, []float64, error) {
	t := tableFor(stake)
	if t == nil {
		return 0, nil, fmt.Errorf("%w: %s € (eldorado sells units at 0.50, 1 and 2 €)", ErrStake, stake)
	}
	if mode != Direct && mode != ViaExtras {
		return 0, nil, fmt.Errorf("%w %d", ErrMode, mode)
	}
	if rng == nil {
		return 0, nil, ErrRandom
	}
	plansOnce.Do(buildPlans)
	if prize == 0 {
		return -1, nil, nil
	}
	for i, l := range t.Lots {
		if l.Amount == prize {
			var cum []float64
			var sum float64
			for _, p := range lotPlans[i] {
				sum += p[mode].total()
				cum = append(cum, sum)
			}
			return i, cum, nil
		}
	}
	return 0, nil, fmt.Errorf("%w: %s € at %s €", ErrPrize, prize, stake)
}

// compose draws a skeleton of p with its natural probability, then each
// row with the natural law of a row given its outcome.
func compose(stake, prize money.Cents, p *plan, rng *rand.Rand) *Script {
	rt := rowsByOutcome()
	sk := &p.skels[above(p.cum, rng.Float64()*p.total())]
	s := &Script{
		Header: Header{Game: ID, Stake: stake, Prize: prize, Version: Version},
		Grids:  make([]Grid, 1+sk.extras),
	}
	for g := range s.Grids {
		for r := range Rows {
			s.Grids[g][r] = rt.drawRow(sk.out[Rows*g+r], rng)
		}
	}
	return s
}
