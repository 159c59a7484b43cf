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
}

// Feature is one visible feature's distance within a class.
type Feature struct {
	Name string
	TV   float64
}

// Class is the audit of one prize class. A class that natural play does
// not reach Units times within the draws is listed with Skipped set and
// not measured.
type Class struct {
	Class    string
	Prize    money.Cents
	Natural  int     // natural units drawn in the class (at most Units)
	Composed int     // composed units compared
	AUC      float64 // held-out AUC of the classifier (composed = positive)
	Features []Feature
	Skipped  string
}

// Report is an audit's result.
type Report struct {
	Game          string
	Stake         money.Cents
	Units         int
	Seed          uint64
	Draws         int // natural units drawn
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
	fmt.Fprintf(&b, "realism audit: %s at %s €, %d units per class, seed %d, %d natural draws\n",
		r.Game, r.Stake, r.Units, r.Seed, r.Draws)
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
		if c.Natural < o.Units {
			c.Skipped = fmt.Sprintf("%d natural units in %d draws, want %d", c.Natural, r.Draws, o.Units)
			r.Classes = append(r.Classes, c)
			continue
		}
		composed, err := compose(g, t.Stake, c.Prize, k, o.Units, crng)
		if err != nil {
			return nil, err
		}
		c.Composed = len(composed)
		if c.Composed < o.Units {
			c.Skipped = fmt.Sprintf("the composer gave %d units of the class in %d tries", c.Composed, tries*o.Units)
			r.Classes = append(r.Classes, c)
			continue
		}
		c.Features, c.AUC = compare(names, natural[k], composed)
		r.Classes = append(r.Classes, c)
	}
	for _, p := range prizes {
		if perPrize[p] == 0 {
			r.Classes = append(r.Classes, Class{Class: p.String(), Prize: p,
				Skipped: fmt.Sprintf("not drawn in %d natural draws", r.Draws)})
		}
	}
	return r, nil
}

// tries bounds the composer's attempts per unit wanted in a class.
const tries = 20

// compose composes units of prize until n fall in class k.
func compose(g *core.Game, stake, prize money.Cents, k string, n int, rng *rand.Rand) ([][]int, error) {
	var out [][]int
	for i := 0; i < tries*n && len(out) < n; i++ {
		s, err := g.Compose(stake, prize, core.Variant(i%max(1, len(g.Variants))), rng)
		if err != nil {
			return nil, fmt.Errorf("realism: composing %s €: %w", prize, err)
		}
		if g.Class(s) == k {
			out = append(out, g.Features(s))
		}
	}
	return out, nil
}

// compare measures one class: the TV of each feature over all units, and
// the AUC of a classifier fitted on the first half of each sample and
// scored on the second half.
func compare(names []string, natural, composed [][]int) ([]Feature, float64) {
	fs := make([]Feature, len(names))
	a, b := make([]int, len(natural)), make([]int, len(composed))
	for j, name := range names {
		for i, x := range natural {
			a[i] = x[j]
		}
		for i, x := range composed {
			b[i] = x[j]
		}
		fs[j] = Feature{Name: name, TV: TV(a, b)}
	}
	hn, hc := len(natural)/2, len(composed)/2
	m := fit(newOnehot(natural, composed), natural[:hn], composed[:hc])
	var scores []float64
	var positive []bool
	for _, x := range natural[hn:] {
		scores = append(scores, m.score(x))
		positive = append(positive, false)
	}
	for _, x := range composed[hc:] {
		scores = append(scores, m.score(x))
		positive = append(positive, true)
	}
	return fs, AUC(scores, positive)
}
