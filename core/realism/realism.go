// Package realism audits a game's composer against its natural play
// (core.Game.Natural; docs/realism.md): within each prize class it compares
// composed units with natural units of the same class, feature by
// feature (total-variation distance) and as a whole (the AUC of a
// logistic-regression classifier trained to tell them apart, measured on
// held-out units). A composer that draws natural play conditioned on the
// prize passes: every distance near 0 and every AUC near 0.5.
package realism

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"sort"
	"strings"
	"unicode/utf8"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

// Default thresholds (issue 13): above them a class fails.
const (
	DefaultMaxAUC = 0.55
	DefaultMaxTV  = 0.05
)

// Options sets an audit.
type Options struct {
	Units    int     // units per class, natural and composed each (at least 20)
	Seed     uint64  // the audit draws from ChaCha8 streams seeded from it
	MaxAUC   float64 // 0: DefaultMaxAUC
	MaxTV    float64 // 0: DefaultMaxTV
	MaxDraws int     // natural draws at most; 0: 1,000 × Units
	// MaxRefDraws bounds the reference's draws for each prize natural
	// play does not reach Units times; 0: as MaxDraws.
	MaxRefDraws int
}

// Feature is one visible feature's distance within a class.
type Feature struct {
	Name string
	TV   float64
}

// Class is the audit of one prize class. A class that natural play does
// not reach Units times within the draws is measured against the game's
// reference (core.Game.Reference) when it has one, else listed with
// Skipped set and not measured.
type Class struct {
	Class    string
	Prize    money.Cents
	Natural  int     // natural (or reference) units drawn in the class (at most Units natural ones)
	Composed int     // composed units compared
	AUC      float64 // held-out AUC of the classifier (composed = positive)
	Features []Feature
	Skipped  string
	// Reference is the method of the reference the class was measured
	// against (core.Reference.Method), "" for natural play; ESS is then
	// the effective sample size of its weighted units, (Σw)² / Σw².
	Reference string
	ESS       float64
	// ByForm is set when the composer's units of the class were composed
	// in the class's form (core.Forms.Compose, core.Forms.OfClass): the
	// prize's own composition gave too few in its tries.
	ByForm bool
}

// Report is an audit's result.
type Report struct {
	Game          string
	Stake         money.Cents
	Units         int
	Seed          uint64
	Draws         int // natural units drawn
	RefDraws      int // units drawn from the game's reference, every rare prize together
	MaxAUC, MaxTV float64
	Classes       []Class
}

// Failures lists every measured figure above its threshold, as
// "class 5: AUC 0.612 > 0.55" or "class 0: lines one short@4 TV 0.081 > 0.05".
func (r *Report) Failures() []string {
	var out []string
	for _, c := range r.Classes {
		if c.Skipped != "" {
			continue
		}
		if c.AUC > r.MaxAUC {
			out = append(out, fmt.Sprintf("class %s: AUC %.3f > %.2f", c.Class, c.AUC, r.MaxAUC))
		}
		for _, f := range c.Features {
			if f.TV > r.MaxTV {
				out = append(out, fmt.Sprintf("class %s: %s TV %.3f > %.2f", c.Class, f.Name, f.TV, r.MaxTV))
			}
		}
	}
	return out
}

// WriteText writes the report as a table: one column per measured class,
// one row for the AUC and one per feature's TV, figures above their
// threshold marked with "*"; then the skipped classes.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "realism audit: %s at %s €, %d units per class, seed %d, %d natural draws",
		r.Game, r.Stake, r.Units, r.Seed, r.Draws)
	if r.RefDraws > 0 {
		fmt.Fprintf(&b, ", %d reference draws", r.RefDraws)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "thresholds: AUC <= %.2f, TV <= %.2f per feature\n\n", r.MaxAUC, r.MaxTV)
	var cs []Class
	for _, c := range r.Classes {
		if c.Skipped == "" {
			cs = append(cs, c)
		}
	}
	width := 24
	if len(cs) > 0 {
		for _, f := range cs[0].Features {
			width = max(width, len("TV ")+utf8.RuneCountInString(f.Name)+1)
		}
	}
	cell := func(x, limit float64) string {
		mark := " "
		if x > limit {
			mark = "*"
		}
		return fmt.Sprintf(" %7.3f%s", x, mark)
	}
	fmt.Fprintf(&b, "%-*s", width, "prize class (€)")
	for _, c := range cs {
		fmt.Fprintf(&b, " %7s ", c.Class) // over the figures' last digit
	}
	fmt.Fprintf(&b, "\n%-*s", width, "AUC")
	for _, c := range cs {
		b.WriteString(cell(c.AUC, r.MaxAUC))
	}
	b.WriteString("\n")
	if len(cs) > 0 {
		for i, f := range cs[0].Features {
			fmt.Fprintf(&b, "%-*s", width, "TV "+f.Name)
			for _, c := range cs {
				b.WriteString(cell(c.Features[i].TV, r.MaxTV))
			}
			b.WriteString("\n")
		}
	}
	for _, c := range r.Classes {
		if c.Reference != "" && c.Skipped == "" {
			fmt.Fprintf(&b, "class %s against the reference (%d units, effective size %.0f): %s\n", c.Class, c.Natural, c.ESS, c.Reference)
		}
	}
	for _, c := range r.Classes {
		if c.ByForm && c.Skipped == "" {
			fmt.Fprintf(&b, "class %s composed in its form: the prize's composition gives it too rarely\n", c.Class)
		}
	}
	for _, c := range r.Classes {
		if c.Skipped != "" {
			fmt.Fprintf(&b, "class %s not measured: %s\n", c.Class, c.Skipped)
		}
	}
	if f := r.Failures(); len(f) > 0 {
		fmt.Fprintf(&b, "\nFAIL: %d figures above their threshold\n", len(f))
	} else {
		b.WriteString("\nPASS\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// stream returns the ChaCha8 stream number n of seed.
func stream(seed, n uint64) *rand.Rand {
	var key [32]byte
	for i := 0; i < 8; i++ {
		key[i] = byte(seed >> (8 * i))
		key[8+i] = byte(n >> (8 * i))
	}
	return rand.New(rand.NewChaCha8(key))
}

// Audit audits g's composer at t's stake. It draws natural play until
// every prize of t (0 and each amount) has Units natural units, or
// MaxDraws; then, for each class reached Units times whose prize t pays,
// it composes units of that prize (in each of the game's presentation
// variants in turn, for a game whose variants make classes) until Units of them fall in the class,
// and compares. It fails on bad options or when g fails to draw or
// compose.
func Audit(g *core.Game, t *lots.Table, o Options) (*Report, error) {
	if o.Units < 20 {
		return nil, fmt.Errorf("realism: %d units per class, want at least 20", o.Units)
	}
	if t == nil || t.Game != g.ID {
		return nil, errors.New("realism: the lot table is not the game's")
	}
	r := &Report{Game: g.ID, Stake: t.Stake, Units: o.Units, Seed: o.Seed, MaxAUC: o.MaxAUC, MaxTV: o.MaxTV}
	if r.MaxAUC == 0 {
		r.MaxAUC = DefaultMaxAUC
	}
	if r.MaxTV == 0 {
		r.MaxTV = DefaultMaxTV
	}
	maxDraws := o.MaxDraws
	if maxDraws == 0 {
		maxDraws = 1000 * o.Units
	}

	// Natural play, kept per class for the prizes the table pays.
	prizes := []money.Cents{0}
	for _, l := range t.Lots {
		prizes = append(prizes, l.Amount)
	}
	perPrize := map[money.Cents]int{}
	natural := map[string][][]int{}
	prizeOf := map[string]money.Cents{}
	rng := stream(o.Seed, 0)
	full := func() bool {
		for _, p := range prizes {
			if perPrize[p] < o.Units {
				return false
			}
		}
		return true
	}
	for ; r.Draws < maxDraws && !full(); r.Draws++ {
		s, err := g.Natural(t.Stake, rng)
		if err != nil {
			return nil, fmt.Errorf("realism: natural play: %w", err)
		}
		p := s.Envelope().Prize
		if p != 0 && !t.Pays(p) {
			continue
		}
		perPrize[p]++
		k := g.Class(s)
		prizeOf[k] = p
		if len(natural[k]) < o.Units {
			natural[k] = append(natural[k], g.Features(s))
		}
	}

	// The classes of the forms the table lists (core.Forms), one unit of
	// each composed to name it, so that a sold class natural play never
	// drew is measured all the same.
	if g.Forms != nil && g.Forms.Names != nil {
		frng := stream(o.Seed, 3)
		for _, p := range prizes {
			for _, form := range g.Forms.Names(t.Stake, p) {
				for v := range max(1, len(g.Variants)) {
					s, err := g.Forms.Compose(t.Stake, p, form, core.Variant(v), frng)
					if err != nil {
						continue // a form the variant cannot show
					}
					if k := g.Class(s); natural[k] == nil {
						natural[k], prizeOf[k] = [][]int{}, p
					}
				}
			}
		}
	}

	// The reference, for the prizes natural play did not reach Units
	// times in one of their classes (or at all): weighted units per
	// class, in place of natural play's in the classes it did not reach
	// Units times.
	short := func(p money.Cents) bool {
		if perPrize[p] < o.Units {
			return true
		}
		for k, units := range natural {
			if prizeOf[k] == p && len(units) < o.Units && sold(g, t.Stake, k) {
				return true
			}
		}
		return false
	}
	weights := map[string][]float64{}
	noRef := map[money.Cents]string{} // why a prize has no reference
	refDraws := map[money.Cents]int{}
	rrng := stream(o.Seed, 2)
	maxRef := o.MaxRefDraws
	if maxRef == 0 {
		maxRef = maxDraws
	}
	for _, p := range prizes {
		if p == 0 || g.Reference == nil || !short(p) {
			continue
		}
		need := func(k string) bool { return len(natural[k]) < o.Units && sold(g, t.Stake, k) }
		units, lws, n, err := reference(g, t.Stake, p, o.Units, maxRef, rrng, need)
		r.RefDraws += n
		refDraws[p] = n
		if err != nil {
			noRef[p] = err.Error()
			continue
		}
		for k := range units {
			prizeOf[k] = p
			natural[k], weights[k] = units[k], Weights(lws[k])
		}
	}

	classes := make([]string, 0, len(natural))
	for k := range natural {
		classes = append(classes, k)
	}
	sort.Slice(classes, func(i, j int) bool {
		if prizeOf[classes[i]] != prizeOf[classes[j]] {
			return prizeOf[classes[i]] < prizeOf[classes[j]]
		}
		return classes[i] < classes[j]
	})
	names := g.FeatureNames
	crng := stream(o.Seed, 1)
	for _, k := range classes {
		c := Class{Class: k, Prize: prizeOf[k], Natural: len(natural[k])}
		if c.Natural == 0 && perPrize[c.Prize] == 0 {
			continue // a form's class of a prize not drawn at all: listed below
		}
		if !sold(g, t.Stake, k) {
			c.Skipped = "natural play's only: a form the lot table does not sell, never composed"
			r.Classes = append(r.Classes, c)
			continue
		}
		if w := weights[k]; w != nil {
			c.Reference, c.ESS = g.Reference.Method, ESS(w)
			if c.ESS < float64(o.Units)*minESS {
				c.Skipped = fmt.Sprintf("reference of effective size %.0f in %d draws, want %.0f", c.ESS, refDraws[c.Prize], float64(o.Units)*minESS)
				r.Classes = append(r.Classes, c)
				continue
			}
		} else if c.Natural < o.Units {
			c.Skipped = fmt.Sprintf("%d natural units in %d draws, want %d", c.Natural, r.Draws, o.Units)
			r.Classes = append(r.Classes, c)
			continue
		}
		composed, byForm, err := compose(g, t.Stake, c.Prize, k, o.Units, crng)
		if err != nil {
			return nil, err
		}
		c.ByForm = byForm
		c.Composed = len(composed)
		if c.Composed < o.Units {
			c.Skipped = fmt.Sprintf("the composer gave %d units of the class in %d tries", c.Composed, tries*o.Units)
			r.Classes = append(r.Classes, c)
			continue
		}
		c.Features, c.AUC = compare(names, natural[k], weights[k], composed)
		r.Classes = append(r.Classes, c)
	}
	for _, p := range prizes {
		if why, ok := noRef[p]; ok && perPrize[p] == 0 {
			r.Classes = append(r.Classes, Class{Class: p.String(), Prize: p,
				Skipped: fmt.Sprintf("not drawn in %d natural draws, and no reference: %s", r.Draws, why)})
		} else if perPrize[p] == 0 && (p == 0 || g.Reference == nil) {
			r.Classes = append(r.Classes, Class{Class: p.String(), Prize: p,
				Skipped: fmt.Sprintf("not drawn in %d natural draws", r.Draws)})
		}
	}
	return r, nil
}

// sold reports whether the lot table at stake sells class k: always,
// unless the game says otherwise (core.Forms.OfClass).
func sold(g *core.Game, stake money.Cents, k string) bool {
	if g.Forms == nil || g.Forms.OfClass == nil {
		return true
	}
	_, _, ok := g.Forms.OfClass(stake, k)
	return ok
}

// tries bounds the composer's attempts per unit wanted in a class.
const tries = 20

// minESS is the share of Units a reference's effective sample size must
// reach for its class to be measured.
const minESS = 0.2

// reference draws units from g's reference tilted toward prize until each
// class of the prize it needs has weighted units of effective size n, or
// maxDraws; it returns the units (features) of each class it needs and
// their log-weights, and the draws made.
func reference(g *core.Game, stake, prize money.Cents, n, maxDraws int, rng *rand.Rand, need func(class string) bool) (map[string][][]int, map[string][]float64, int, error) {
	units, lws := map[string][][]int{}, map[string][]float64{}
	sizes := map[string]*runningESS{}
	enough := func() bool {
		for _, e := range sizes {
			if e.size() < float64(n) {
				return false
			}
		}
		return len(sizes) > 0
	}
	draws := 0
	for ; draws < maxDraws && (draws == 0 || draws%1000 != 0 || !enough()); draws++ {
		s, lw, err := g.Reference.Draw(stake, prize, rng)
		if err != nil {
			return nil, nil, draws, err
		}
		if s.Envelope().Prize != prize {
			continue
		}
		k := g.Class(s)
		if !need(k) {
			continue
		}
		units[k] = append(units[k], g.Features(s))
		lws[k] = append(lws[k], lw)
		if sizes[k] == nil {
			sizes[k] = &runningESS{top: lw}
		}
		sizes[k].add(lw)
	}
	return units, lws, draws, nil
}

// runningESS keeps the effective size of weighted units as they come,
// from their log-weights: the sums of the weights and of their squares,
// scaled by the largest weight so far.
type runningESS struct{ top, s1, s2 float64 }

func (e *runningESS) add(lw float64) {
	if lw > e.top {
		f := math.Exp(e.top - lw)
		e.s1, e.s2, e.top = e.s1*f, e.s2*f*f, lw
	}
	w := math.Exp(lw - e.top)
	e.s1 += w
	e.s2 += w * w
}

func (e *runningESS) size() float64 { return e.s1 * e.s1 / e.s2 }

// Weights returns importance weights from their natural logarithms,
// scaled so that the largest is 1: exp(lw[i] - max lw).
func Weights(lw []float64) []float64 {
	top := math.Inf(-1)
	for _, x := range lw {
		top = max(top, x)
	}
	w := make([]float64, len(lw))
	for i, x := range lw {
		w[i] = math.Exp(x - top)
	}
	return w
}

// ESS is the effective sample size of weighted units, (Σw)² / Σw²: the
// number of unweighted units that would estimate a share as well.
func ESS(w []float64) float64 {
	var s1, s2 float64
	for _, x := range w {
		s1 += x
		s2 += x * x
	}
	if s2 == 0 {
		return 0
	}
	return s1 * s1 / s2
}

// compose composes units of prize until n fall in class k, at most
// tries × n of them; when they give fewer and the game names the form
// and variant of class k (core.Forms.OfClass), it composes in that form
// instead (byForm): the composer's law given the class is the same when,
// as it must, it draws the form with its natural chance and then the
// unit given the form, and a class the prize gives once in thousands is
// measured all the same.
func compose(g *core.Game, stake, prize money.Cents, k string, n int, rng *rand.Rand) ([][]int, bool, error) {
	var out [][]int
	for i := 0; i < tries*n && len(out) < n; i++ {
		s, err := g.Compose(stake, prize, core.Variant(i%max(1, len(g.Variants))), rng)
		if err != nil {
			return nil, false, fmt.Errorf("realism: composing %s €: %w", prize, err)
		}
		if g.Class(s) == k {
			out = append(out, g.Features(s))
		}
	}
	if len(out) == n || g.Forms == nil || g.Forms.OfClass == nil {
		return out, false, nil
	}
	form, v, ok := g.Forms.OfClass(stake, k)
	if !ok {
		return out, false, nil
	}
	out = out[:0]
	for i := 0; i < tries*n && len(out) < n; i++ {
		s, err := g.Forms.Compose(stake, prize, form, v, rng)
		if err != nil {
			return nil, true, fmt.Errorf("realism: composing %s € in the form %q: %w", prize, form, err)
		}
		if g.Class(s) == k {
			out = append(out, g.Features(s))
		}
	}
	return out, true, nil
}

// compare measures one class: the TV of each feature over all units, and
// the AUC of a classifier fitted on the first half of each sample and
// scored on the second half. nw weighs the natural units (a
// reference's), nil for natural play's own.
func compare(names []string, natural [][]int, nw []float64, composed [][]int) ([]Feature, float64) {
	fs := make([]Feature, len(names))
	a, b := make([]int, len(natural)), make([]int, len(composed))
	for j, name := range names {
		for i, x := range natural {
			a[i] = x[j]
		}
		for i, x := range composed {
			b[i] = x[j]
		}
		fs[j] = Feature{Name: name, TV: WeightedTV(a, nw, b, nil)}
	}
	hn, hc := len(natural)/2, len(composed)/2
	var trainW, testW []float64
	if nw != nil {
		trainW, testW = nw[:hn], nw[hn:]
	}
	m := fitWeighted(newOnehot(natural, composed), natural[:hn], trainW, composed[:hc])
	var scores, w []float64
	var positive []bool
	for i, x := range natural[hn:] {
		scores = append(scores, m.score(x))
		positive = append(positive, false)
		w = append(w, weight(testW, i))
	}
	for _, x := range composed[hc:] {
		scores = append(scores, m.score(x))
		positive = append(positive, true)
		w = append(w, 1)
	}
	return fs, WeightedAUC(scores, w, positive)
}
