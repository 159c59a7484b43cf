// Package gametest is the test harness the games share: their random
// streams, the prizes of a lot table, FuzzValidate's corpus and property
// (Fuzz, Composed, Mutated, Replays, Mutations), the composer's tests
// (EveryAmount, Deterministic) and the benchmarks (ComposeValidate,
// Validate, Each, CheckAppend). Each game's tests call it with their own
// functions and values; the seeds, the mutations of scripts and the
// hand-worked figures stay in each game's tests. Tests only.
package gametest

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"revela/core"
	"revela/core/internal/cputime"
	"revela/core/lots"
	"revela/core/money"
	"revela/core/realism"
)

// Rng returns a ChaCha8 stream seeded from n.
func Rng(n uint64) *rand.Rand {
	var seed [32]byte
	for i := 0; i < 8; i++ {
		seed[i] = byte(n >> (8 * i))
	}
	return rand.New(rand.NewChaCha8(seed))
}

// Prizes is 0 and every amount of the lot table, in its order.
func Prizes(t *lots.Table) []money.Cents {
	p := []money.Cents{0}
	for _, l := range t.Lots {
		p = append(p, l.Amount)
	}
	return p
}

// DrawPrize draws a unit's prize with the lot table's frequencies: of a
// block's units, Count win each lot's Amount and the others lose.
func DrawPrize(t *lots.Table, rng *rand.Rand) money.Cents {
	j := rng.IntN(t.BlockSize)
	for _, l := range t.Lots {
		if j -= l.Count; j < 0 {
			return l.Amount
		}
	}
	return 0
}

// Script is a game's script type, a pointer: a nil one is told from one
// that is not.
type Script interface {
	core.Script
	comparable
}

// Rules are the functions of a game that the fuzz property replays: S
// its script, T its transcript of events E.
type Rules[S Script, T ~[]E, E any] struct {
	Decode func(data []byte) (S, error) // the game's Decode
	RuleOf func(err error) string       // the game's RuleOf
	Check  func(s S) (T, error)         // the game's Check
	// End reads an event as the end of a transcript: the total it tells,
	// and whether it is the end event and tells the total as the game's
	// rules say.
	End func(e E) (total money.Cents, ok bool)
}

// Agree checks that Validate and Check agree on s: both refuse it naming
// the same rule (ok false), or both accept it and the transcript ends on
// the prize derived and declared.
func Agree[S Script, T ~[]E, E any](t *testing.T, r Rules[S, T, E], s S) (prize money.Cents, ok bool) {
	t.Helper()
	p, err := s.Validate()
	tr, err2 := r.Check(s)
	if (err == nil) != (err2 == nil) {
		t.Fatalf("Validate: %v, Check: %v", err, err2)
	}
	if err != nil {
		if r.RuleOf(err) == "" || r.RuleOf(err) != r.RuleOf(err2) {
			t.Fatalf("errors name no rule or two: %v, %v", err, err2)
		}
		return 0, false
	}
	last := tr[len(tr)-1]
	if total, end := r.End(last); !end || total != p || p != s.Envelope().Prize {
		t.Fatalf("transcript ends %+v, prize %s, declared %s", last, p, s.Envelope().Prize)
	}
	return p, true
}

// Replays is FuzzValidate's property for data: Decode and Validate never
// panic; a Decode error gives no script and names a rule; Validate and
// Check agree (Agree); a script that validates re-encodes, decodes and
// validates again to the same prize.
func Replays[S Script, T ~[]E, E any](t *testing.T, r Rules[S, T, E], data []byte) {
	t.Helper()
	s, err := r.Decode(data)
	if err != nil {
		var none S
		if s != none || r.RuleOf(err) == "" {
			t.Fatalf("Decode: %v, %v", s, err)
		}
		return
	}
	p, ok := Agree(t, r, s)
	if !ok {
		return
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("valid script does not encode: %v", err)
	}
	back, err := r.Decode(b)
	if err != nil {
		t.Fatalf("re-encoded script does not decode: %v\n%s", err, b)
	}
	if q, err := back.Validate(); err != nil || q != p {
		t.Fatalf("re-encoded script: %s, %v (was %s)", q, err, p)
	}
}

// Draw draws a unit to compose: its prize and presentation variant, with
// a block's frequencies.
type Draw func(rng *rand.Rand) (money.Cents, core.Variant)

// Direct draws prizes with the lot table's frequencies (DrawPrize), all
// in the plain presentation: for a game without variants.
func Direct(t *lots.Table) Draw {
	return func(rng *rand.Rand) (money.Cents, core.Variant) { return DrawPrize(t, rng), core.Plain }
}

// ComposeValidate composes and validates one unit of g at stake per op,
// its prize and variant drawn from units, the composer drawing from rng. It
// reports units per second of the wall clock and per second of CPU (the
// process's, on Linux), the figure that a machine shared with other work
// does not blur. Build the composer's tables before: b.Loop times from
// its first call.
func ComposeValidate(b *testing.B, g *core.Game, stake money.Cents, draw Draw, units, rng *rand.Rand) {
	b.Helper()
	b.ReportAllocs()
	cpu := cputime.Used()
	for b.Loop() {
		p, m := draw(units)
		s, err := g.Compose(stake, p, m, rng)
		if err != nil {
			b.Fatal(err)
		}
		if got, err := s.Validate(); err != nil || got != p {
			b.Fatal(got, err)
		}
	}
	if cpu = cputime.Used() - cpu; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "units/cpu-s")
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "units/s")
}

// Validate validates one of 1,000 units of g at stake per op, composed
// before the timing as ComposeValidate draws them.
func Validate(b *testing.B, g *core.Game, stake money.Cents, draw Draw, units, rng *rand.Rand) {
	b.Helper()
	scripts := make([]core.Script, 1000)
	for i := range scripts {
		p, m := draw(units)
		s, err := g.Compose(stake, p, m, rng)
		if err != nil {
			b.Fatal(err)
		}
		scripts[i] = s
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := scripts[i%len(scripts)].Validate(); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// Declared checks a game's declaration on one unit: g composes a unit of
// prize at stake (in the plain presentation) from rng, which validates to
// prize and whose envelope names g, its version, stake and prize; its
// JSON decodes with g.Decode to a script that validates to prize and
// encodes to the same JSON; and g.Decode refuses bad JSON, giving no
// script. It returns the unit, for the game's own checks.
func Declared(t *testing.T, g *core.Game, stake, prize money.Cents, rng *rand.Rand) core.Script {
	t.Helper()
	s, err := g.Compose(stake, prize, core.Plain, rng)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := s.Validate(); err != nil || p != prize {
		t.Fatalf("Validate = %s, %v; want %s", p, err, prize)
	}
	if env := s.Envelope(); env.Game != g.ID || env.Version != g.Version || env.Stake != stake || env.Prize != prize {
		t.Fatalf("Envelope = %+v", env)
	}
	b, _ := json.Marshal(s)
	d, err := g.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := d.Validate(); err != nil || p != prize {
		t.Fatalf("decoded Validate = %s, %v", p, err)
	}
	if again, _ := json.Marshal(d); string(again) != string(b) {
		t.Fatalf("decoded and encoded again:\n%s\nwant\n%s", again, b)
	}
	if d, err := g.Decode([]byte(`{}x`)); err == nil || d != nil {
		t.Fatalf("Decode of bad JSON = %v, %v", d, err)
	}
	return s
}

// Reencoded decodes b, a script's JSON, with decode and returns the
// script, failing t unless it decodes and encodes again to the same
// bytes.
func Reencoded[S any](t *testing.T, decode func(data []byte) (S, error), b []byte) S {
	t.Helper()
	s, err := decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := json.Marshal(s); string(again) != string(b) {
		t.Fatalf("decoded and encoded again:\n%s\nwant\n%s", again, b)
	}
	return s
}

// Reweighted checks g's reference (core.Game.Reference) on a prize
// natural play reaches often: n units of prize drawn from the reference
// tilted toward toward, weighted by their importance weights, against n
// of natural play's. Every feature's weighted TV must be at most 0.06
// (the sampling noise of 2,000 units is about 0.02); it returns the
// largest unweighted TV, which the caller asks to be large, so that the
// test can tell right weights from none.
func Reweighted(t *testing.T, g *core.Game, stake, toward, prize money.Cents, n int, rng *rand.Rand) float64 {
	t.Helper()
	var tilted, natural [][]int
	var lws []float64
	for len(tilted) < n {
		s, lw, err := g.Reference.Draw(stake, toward, rng)
		if err != nil {
			t.Fatal(err)
		}
		if s.Envelope().Prize == prize {
			tilted = append(tilted, g.Features(s))
			lws = append(lws, lw)
		}
	}
	for len(natural) < n {
		s, err := g.Natural(stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		if s.Envelope().Prize == prize {
			natural = append(natural, g.Features(s))
		}
	}
	w := realism.Weights(lws)
	unweighted := 0.0
	for f, name := range g.FeatureNames {
		if d := realism.WeightedTV(Column(tilted, f), w, Column(natural, f), nil); d > 0.06 {
			t.Errorf("%s €, %s: weighted TV %.3f", prize, name, d)
		}
		unweighted = max(unweighted, realism.TV(Column(tilted, f), Column(natural, f)))
	}
	return unweighted
}

// Column returns feature f of every unit.
func Column(units [][]int, f int) []int {
	out := make([]int, len(units))
	for i, u := range units {
		out[i] = u[f]
	}
	return out
}

// ChiSquare tests draws of a law against its exact probabilities (exact,
// in proportion: they are scaled to add up to 1): Pearson's statistic over the outcomes expected
// at least 5 times, the others pooled into one cell, turned into a
// standard normal score by the Wilson-Hilferty cube root. A score above
// 4 (a chance of about 3 in 100,000 for an exact sampler) says the
// draws do not follow the law; an outcome drawn that the law gives no
// chance makes the score infinite.
func ChiSquare[K comparable](observed map[K]int, exact map[K]float64) (z float64, cells int) {
	n, total := 0, 0.0
	for _, c := range observed {
		n += c
	}
	for _, p := range exact {
		total += p
	}
	stat, restObs, restExp := 0.0, 0.0, 0.0
	for k, p := range exact {
		e, o := p/total*float64(n), float64(observed[k])
		if e < 5 {
			restObs, restExp = restObs+o, restExp+e
			continue
		}
		stat += (o - e) * (o - e) / e
		cells++
	}
	for k, c := range observed {
		if exact[k] == 0 && c > 0 {
			return math.Inf(1), cells
		}
	}
	if restExp > 0 {
		stat += (restObs - restExp) * (restObs - restExp) / restExp
		cells++
	}
	df := float64(cells - 1)
	if df < 1 {
		return 0, cells
	}
	return (math.Cbrt(stat/df) - (1 - 2/(9*df))) / math.Sqrt(2/(9*df)), cells
}
