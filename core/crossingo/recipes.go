package crossingo

import (
	"math/rand/v2"
	"sort"
	"sync"

	"revela/core/money"
)

// A recipe is one way to make a prize from the gains of a unit (C-8):
// completed lines (some doubled by a golden number, C-6), direct amounts
// (5.6) and the EXTRA step's win (C-7). The composer picks a recipe, then
// places draws that realise it.
//
// Bounds: at most maxPlanLines completed lines (any 4 lines of the grid
// complete no fifth one, so the marks of the planned lines never complete
// a line by accident), of which at most maxDoubled doubled, at most
// maxDirects direct amounts and at most one EXTRA win.
const (
	maxPlanLines = 4
	maxDoubled   = 2
	maxDirects   = 3
)

type recipe struct {
	doubled [maxDoubled]money.Cents   // base amounts of the doubled lines (each pays twice)
	plain   [maxPlanLines]money.Cents // amounts of the lines paid once
	direct  [maxDirects]money.Cents
	extra   money.Cents // the EXTRA win, 0 for none
	nd, np  uint8       // doubled and plain lines
	ndir    uint8       // direct amounts
}

func (r *recipe) key() int {
	e := 0
	if r.extra != 0 {
		e = 1
	}
	return ((int(r.nd)*(maxPlanLines+1)+int(r.np))*(maxDirects+1)+int(r.ndir))*2 + e
}

func (r *recipe) gains() int {
	n := int(r.nd + r.np + r.ndir)
	if r.extra != 0 {
		n++
	}
	return n
}

// weight is how often the composer uses recipes of r's kind (its counts of
// doubled lines, plain lines, direct amounts and EXTRA win), before the
// uniform choice among the recipes of that kind: one gain is the common
// case, each further gain is about three times rarer, doubling, direct
// amounts and the EXTRA win are rarer than a plain line. Presentation
// only: any recipe is a valid way to make its prize.
func (r *recipe) weight() float64 {
	base := [...]float64{0, 100, 35, 12, 4, 1.5, 0.5, 0.2, 0.1, 0.05, 0.02}
	w := base[r.gains()]
	for i := uint8(0); i < r.nd; i++ {
		w *= 0.35
	}
	for i := uint8(0); i < r.ndir; i++ {
		w *= 0.6
	}
	if r.extra != 0 {
		w *= 0.25
	}
	return w
}

// recipeBook holds every recipe for one prize, grouped by kind.
type recipeBook struct {
	prize   money.Cents
	recipes []recipe
	groups  []recipeGroup
}

type recipeGroup struct {
	cum        float64 // cumulative weight up to and including this group
	start, end int32
}

var (
	booksOnce sync.Once
	books     []recipeBook // one per amount of the lot table
)

func buildBooks() {
	for _, l := range table.Lots {
		books = append(books, makeBook(l.Amount))
	}
}

// bookFor returns the recipes for prize, nil when there are none.
func bookFor(prize money.Cents) *recipeBook {
	booksOnce.Do(buildBooks)
	for i := range books {
		if books[i].prize == prize {
			return &books[i]
		}
	}
	return nil
}

func (b *recipeBook) pick(rng *rand.Rand) *recipe {
	x := rng.Float64() * b.groups[len(b.groups)-1].cum
	g := &b.groups[len(b.groups)-1]
	for i := range b.groups {
		if x < b.groups[i].cum {
			g = &b.groups[i]
			break
		}
	}
	return &b.recipes[g.start+int32(rng.IntN(int(g.end-g.start)))]
}

// makeBook enumerates every recipe for prize p: multisets of doubled lines,
// plain lines and direct amounts (each in non-increasing ladder order, so
// each multiset once) and an optional EXTRA win, adding up to p.
func makeBook(p money.Cents) recipeBook {
	b := recipeBook{prize: p}
	maxTail := directLadder[len(directLadder)-1]*maxDirects + extraLadder[len(extraLadder)-1]
	var r recipe
	var tail func(sum money.Cents)
	tail = func(sum money.Cents) {
		// Direct amounts, then the EXTRA win.
		var dir func(from int, sum money.Cents)
		dir = func(from int, sum money.Cents) {
			rest := p - sum
			if rest == 0 && r.gains() > 0 {
				r.extra = 0
				b.recipes = append(b.recipes, r)
			}
			if rest > 0 && onLadder(extraLadder[:], rest) {
				r.extra = rest
				b.recipes = append(b.recipes, r)
				r.extra = 0
			}
			if r.ndir == maxDirects {
				return
			}
			for i := from; i >= 0; i-- {
				if a := directLadder[i]; sum+a <= p {
					r.direct[r.ndir] = a
					r.ndir++
					dir(i, sum+a)
					r.ndir--
					r.direct[r.ndir] = 0
				}
			}
		}
		dir(len(directLadder)-1, sum)
	}
	var plain func(from int, sum money.Cents)
	plain = func(from int, sum money.Cents) {
		if p-sum <= maxTail {
			tail(sum)
		}
		slots := maxPlanLines - int(r.nd+r.np)
		if slots == 0 {
			return
		}
		for i := from; i >= 0; i-- {
			a := lineLadder[i]
			if sum+a > p || sum+a*money.Cents(slots)+maxTail < p {
				continue
			}
			r.plain[r.np] = a
			r.np++
			plain(i, sum+a)
			r.np--
			r.plain[r.np] = 0
		}
	}
	var doubled func(from int, sum money.Cents)
	doubled = func(from int, sum money.Cents) {
		plain(len(lineLadder)-1, sum)
		if r.nd == maxDoubled {
			return
		}
		for i := from; i >= 0; i-- {
			if a := lineLadder[i]; sum+2*a <= p {
				r.doubled[r.nd] = a
				r.nd++
				doubled(i, sum+2*a)
				r.nd--
				r.doubled[r.nd] = 0
			}
		}
	}
	doubled(len(lineLadder)-1, 0)

	sort.SliceStable(b.recipes, func(i, j int) bool { return b.recipes[i].key() < b.recipes[j].key() })
	cum := 0.0
	for i := 0; i < len(b.recipes); {
		j := i
		for j < len(b.recipes) && b.recipes[j].key() == b.recipes[i].key() {
			j++
		}
		cum += b.recipes[i].weight()
		b.groups = append(b.groups, recipeGroup{cum: cum, start: int32(i), end: int32(j)})
		i = j
	}
	return b
}
