package realism

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

func TestTV(t *testing.T) {
	for _, tc := range []struct {
		a, b []int
		want float64
	}{
		{[]int{0, 0, 1, 1}, []int{0, 1, 1, 1}, 0.25},
		{[]int{0, 1}, []int{1, 0}, 0},
		{[]int{0, 0}, []int{1, 2, 3}, 1},
		{[]int{2, 2, 2, 5}, []int{5}, 0.75},
		{nil, []int{1}, 1},
		{[]int{1}, nil, 1},
	} {
		if got := TV(tc.a, tc.b); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("TV(%v, %v) = %g, want %g", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestAUC(t *testing.T) {
	for _, tc := range []struct {
		scores []float64
		pos    []bool
		want   float64
	}{
		{[]float64{1, 2, 3, 4}, []bool{false, false, true, true}, 1},
		{[]float64{1, 2, 3, 4}, []bool{true, true, false, false}, 0},
		{[]float64{1, 2, 3, 4}, []bool{false, true, false, true}, 0.75},
		{[]float64{4, 3, 2, 1}, []bool{false, true, false, true}, 0.25},
		{[]float64{1, 1, 2}, []bool{true, false, false}, 0.25},
		{[]float64{7, 7, 7, 7}, []bool{true, false, true, false}, 0.5},
		{[]float64{3, 1, 2}, []bool{true, true, true}, 0.5},
		{[]float64{3, 1, 2}, []bool{false, false, false}, 0.5},
		// Ties inside a run of positives and negatives: ranks 1, 2.5, 2.5, 4.
		{[]float64{1, 5, 5, 9}, []bool{false, true, false, true}, 0.875},
	} {
		if got := AUC(tc.scores, tc.pos); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("AUC(%v, %v) = %g, want %g", tc.scores, tc.pos, got, tc.want)
		}
	}
}

func TestSolve(t *testing.T) {
	x, ok := solve([]float64{4, 2, 2, 3}, []float64{6, 5}, 2)
	if !ok || math.Abs(x[0]-1) > 1e-12 || math.Abs(x[1]-1) > 1e-12 {
		t.Errorf("solve = %v, %v; want [1 1]", x, ok)
	}
	x, ok = solve([]float64{4, 0, 0, 0, 9, 0, 0, 0, 1}, []float64{8, 3, -2}, 3)
	if !ok || math.Abs(x[0]-2) > 1e-12 || math.Abs(x[1]-1.0/3) > 1e-12 || math.Abs(x[2]+2) > 1e-12 {
		t.Errorf("solve = %v, %v; want [2 1/3 -2]", x, ok)
	}
	x, ok = solve([]float64{4, 2, 2, 5}, []float64{2, 4}, 2) // x = (0.125, 0.75)
	if !ok || math.Abs(x[0]-0.125) > 1e-12 || math.Abs(x[1]-0.75) > 1e-12 {
		t.Errorf("solve = %v, %v; want [0.125 0.75]", x, ok)
	}
	// Dense 3×3: A = [[4 2 2] [2 5 3] [2 3 6]], x = (1, 2, 3), b = A x.
	x, ok = solve([]float64{4, 2, 2, 2, 5, 3, 2, 3, 6}, []float64{14, 21, 26}, 3)
	if !ok || math.Abs(x[0]-1) > 1e-12 || math.Abs(x[1]-2) > 1e-12 || math.Abs(x[2]-3) > 1e-12 {
		t.Errorf("solve = %v, %v; want [1 2 3]", x, ok)
	}
	if _, ok := solve([]float64{1, 2, 2, 1}, []float64{1, 1}, 2); ok {
		t.Error("solved a matrix that is not positive definite")
	}
	if _, ok := solve([]float64{0, 0, 0, 1}, []float64{1, 1}, 2); ok {
		t.Error("solved a singular matrix")
	}
}

func TestOnehot(t *testing.T) {
	h := newOnehot([][]int{{0, 2}, {1, 0}}, [][]int{{0, 40}})
	if h.dims != 1+2+maxValue+1 || h.off[0] != 1 || h.off[1] != 3 || h.maxv[1] != maxValue {
		t.Fatalf("onehot %+v", h)
	}
	if got := h.active([]int{1, 99}, nil); len(got) != 3 || got[0] != 0 || got[1] != 2 || got[2] != 3+maxValue {
		t.Errorf("active = %v", got)
	}
	if got := h.active([]int{-4, 0, 7}, nil); len(got) != 3 || got[1] != 1 || got[2] != 3 {
		t.Errorf("active of a negative value and an extra feature = %v", got)
	}
}

// sample draws n feature vectors: feature 0 uniform in 0..3 and feature
// 1 equal to 1 with chance p1.
func sample(rng *rand.Rand, n int, p1 float64) [][]int {
	out := make([][]int, n)
	for i := range out {
		f := 0
		if rng.Float64() < p1 {
			f = 1
		}
		out[i] = []int{rng.IntN(4), f}
	}
	return out
}

func TestFitAndCompare(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	names := []string{"die", "coin"}
	// Same law: AUC near 0.5, TV small.
	fs, auc := compare(names, sample(rng, 4000, 0.5), nil, sample(rng, 4000, 0.5))
	if auc < 0.47 || auc > 0.53 || fs[0].TV > 0.04 || fs[1].TV > 0.04 || fs[0].Name != "die" {
		t.Errorf("same law: AUC %.3f, %+v", auc, fs)
	}
	// Coin 0.2 against 0.8: the classifier sees it; the best AUC is
	// 0.5 + (0.8 - 0.2) / 2 = 0.8, and the coin's TV is 0.6.
	fs, auc = compare(names, sample(rng, 4000, 0.2), nil, sample(rng, 4000, 0.8))
	if auc < 0.77 || auc > 0.83 || math.Abs(fs[1].TV-0.6) > 0.03 || fs[0].TV > 0.04 {
		t.Errorf("coins 0.2 and 0.8: AUC %.3f, %+v", auc, fs)
	}
	// Perfectly separable: AUC 1.
	xs, ys := make([][]int, 200), make([][]int, 200)
	for i := range xs {
		xs[i], ys[i] = []int{i % 4, 0}, []int{i % 4, 1}
	}
	if _, auc := compare(names, xs, nil, ys); auc != 1 {
		t.Errorf("separable: AUC %g", auc)
	}
	m := fit(newOnehot(xs, ys), xs, ys)
	if s0, s1 := m.score([]int{0, 0}), m.score([]int{0, 1}); s0 > -2 || s1 < 2 {
		t.Errorf("separable: scores %g and %g, want clearly negative and positive", s0, s1)
	}
	if p := sigmoid(0); p != 0.5 {
		t.Errorf("sigmoid(0) = %g", p)
	}
	if p := sigmoid(2); math.Abs(p-0.8807970779778823) > 1e-15 {
		t.Errorf("sigmoid(2) = %.16g, want 1 / (1 + e^-2)", p)
	}
}

// TestFitOptimum: the fitted weights are the optimum of the penalized
// log-likelihood: its gradient, ridge × w + Σ (p − label) x, is zero.
func TestFitOptimum(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	xs, ys := sample(rng, 500, 0.3), sample(rng, 500, 0.6)
	h := newOnehot(xs, ys)
	m := fit(h, xs, ys)
	grad := make([]float64, h.dims)
	for i := range grad {
		grad[i] = ridge * m.w[i]
	}
	for label, set := range [][][]int{xs, ys} {
		for _, x := range set {
			act := h.active(x, nil)
			z := 0.0
			for _, a := range act {
				z += m.w[a]
			}
			p := 1 / (1 + math.Exp(-z))
			for _, a := range act {
				grad[a] += p - float64(label)
			}
		}
	}
	for i, g := range grad {
		if math.Abs(g) > 1e-9 {
			t.Errorf("gradient[%d] = %g at the fit", i, g)
		}
	}
	if m.w[h.off[1]+1] <= m.w[h.off[1]] {
		t.Errorf("coin 1 is more often composed, yet weighs %g against %g", m.w[h.off[1]+1], m.w[h.off[1]])
	}
}

// coin is a fake game for the audit: a unit's prize is 0 or 1 € (5 € on
// the table, never drawn), and its features are a die and a coin; the
// composer is honest when bias is 0.5.
type coin struct {
	bias     float64 // chance that a composed unit's coin shows 1
	fail     bool    // Compose fails
	failNat  bool    // Natural fails
	wrongCls bool    // composed units fall in class "other"
	alt      bool    // natural prizes 0, 2 € and 10 € instead of 0, 1 € and 3 €
	forms    bool    // 1 € units whose die shows 5 are of class "1 six"
	rareSix  bool    // composed 1 € units show 5 one time in 100 (in the form "six": always)
	noSix    bool    // natural 1 € units never show 5
	modes    *[2]int // composed units per variant, when set
	first    *[]core.Variant
}

type coinScript struct {
	prize money.Cents
	f     []int
}

func (s *coinScript) Envelope() core.Envelope        { return core.Envelope{Game: "coin", Prize: s.prize} }
func (s *coinScript) Validate() (money.Cents, error) { return s.prize, nil }

// game declares the coin as a game of two presentation variants.
func (c coin) game() *core.Game {
	return &core.Game{ID: "coin", Version: "coin/1", Variants: []string{"heads", "tails"},
		Compose: c.Compose, Decode: func([]byte) (core.Script, error) { return nil, errors.New("no") },
		Natural: c.Natural, Class: c.Class, FeatureNames: []string{"die", "coin"},
		Features: func(s core.Script) []int { return s.(*coinScript).f }}
}

// composeForm composes the coin's 1 € in the form "six" (the die shows
// 5), and any other prize as Compose does; an error for a form it does
// not know.
func (c coin) composeForm(stake, prize money.Cents, form string, v core.Variant, rng *rand.Rand) (core.Script, error) {
	if form != "six" && form != "" {
		return nil, errors.New("no such form")
	}
	s, err := c.Compose(stake, prize, v, rng)
	if err == nil && form == "six" {
		s.(*coinScript).f[0] = 5
	}
	return s, err
}

func (c coin) Class(s core.Script) string {
	if c.wrongCls && s.(*coinScript).f[0] < 0 {
		return "other"
	}
	if c.forms && s.Envelope().Prize == 100 && s.(*coinScript).f[0] == 5 {
		return "1 six"
	}
	return s.Envelope().Prize.String()
}

func (c coin) Natural(stake money.Cents, rng *rand.Rand) (core.Script, error) {
	if c.failNat {
		return nil, errors.New("no play")
	}
	p := money.Cents(0)
	switch rng.IntN(8) {
	case 0, 1:
		p = 100
		if c.alt {
			p = 200
		}
	case 2:
		p = 300 // no lot pays 3 €: never a class
		if c.alt {
			p = 1000
		}
	}
	if c.noSix && p == 100 {
		return &coinScript{p, []int{rng.IntN(5), rng.IntN(2)}}, nil
	}
	return &coinScript{p, []int{rng.IntN(6), rng.IntN(2)}}, nil
}

func (c coin) Compose(stake, prize money.Cents, mode core.Variant, rng *rand.Rand) (core.Script, error) {
	if c.fail {
		return nil, errors.New("broken")
	}
	if c.modes != nil {
		c.modes[mode]++
	}
	if c.first != nil && len(*c.first) < 2 {
		*c.first = append(*c.first, mode)
	}
	f := 0
	if rng.Float64() < c.bias {
		f = 1
	}
	die := rng.IntN(6)
	if c.rareSix && prize == 100 {
		die = rng.IntN(5)
		if rng.IntN(100) == 0 {
			die = 5
		}
	}
	s := &coinScript{prize, []int{die, f}}
	if c.wrongCls {
		s.f[0] = -1
	}
	return s, nil
}

var coinTable = &lots.Table{Game: "coin", Stake: 100, BlockSize: 100,
	Lots: []lots.Lot{{Rank: 1, Amount: 500, Count: 1}, {Rank: 2, Amount: 100, Count: 25}}}

func TestAuditHonest(t *testing.T) {
	r, err := Audit(coin{bias: 0.5}.game(), coinTable, Options{Units: 2000, Seed: 3, MaxDraws: 20000})
	if err != nil {
		t.Fatal(err)
	}
	if r.Game != "coin" || r.Stake != 100 || r.Units != 2000 || r.Seed != 3 || r.MaxAUC != DefaultMaxAUC || r.MaxTV != DefaultMaxTV {
		t.Errorf("report %+v", r)
	}
	// 2,000 units of 1 € need about 8,000 draws (one in four); 5 € is
	// never drawn: the audit stops at MaxDraws. 3 €, which no lot pays,
	// is no class.
	if r.Draws != 20000 {
		t.Errorf("%d draws, want 20000", r.Draws)
	}
	if len(r.Classes) != 3 {
		t.Fatalf("classes %+v", r.Classes)
	}
	for i, want := range []string{"0", "1", "5"} {
		if c := r.Classes[i]; c.Class != want {
			t.Errorf("class %d is %q, want %q", i, c.Class, want)
		}
	}
	c0, c1, c5 := r.Classes[0], r.Classes[1], r.Classes[2]
	if c0.Skipped != "" || c0.Natural != 2000 || c0.Composed != 2000 || c0.Prize != 0 || len(c0.Features) != 2 {
		t.Errorf("class 0: %+v", c0)
	}
	if c1.Skipped != "" || c1.Prize != 100 || c1.AUC > 0.55 {
		t.Errorf("class 1: %+v", c1)
	}
	if c5.Skipped != "not drawn in 20000 natural draws" || c5.Prize != 500 {
		t.Errorf("class 5: %+v", c5)
	}
	if f := r.Failures(); len(f) != 0 {
		t.Errorf("honest coin fails: %v", f)
	}
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"realism audit: coin at 1 €, 2000 units per class, seed 3, 20000 natural draws\n",
		"thresholds: AUC <= 0.55, TV <= 0.05 per feature\n",
		"prize class (€)" + strings.Repeat(" ", 9) + "       0        1 \n",
		"TV coin    ", "class 5 not measured: not drawn in 20000 natural draws\n", "\nPASS\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}

func TestAuditBiased(t *testing.T) {
	r, err := Audit(coin{bias: 0.8}.game(), coinTable, Options{Units: 1000, Seed: 4, MaxAUC: 0.6, MaxTV: 0.2})
	if err != nil {
		t.Fatal(err)
	}
	if r.MaxAUC != 0.6 || r.MaxTV != 0.2 || r.Draws != 1_000_000 {
		t.Errorf("report %+v", r)
	}
	f := r.Failures()
	// The coin's TV is 0.3 and the AUC about 0.65 in both classes.
	if len(f) != 4 || !strings.HasPrefix(f[0], "class 0: AUC 0.6") || !strings.HasSuffix(f[0], " > 0.60") ||
		!strings.HasPrefix(f[1], "class 0: coin TV 0.") || !strings.HasSuffix(f[1], " > 0.20") {
		t.Errorf("failures %q", f)
	}
	var b bytes.Buffer
	r.WriteText(&b)
	if !strings.Contains(b.String(), "*") || !strings.Contains(b.String(), "\nFAIL: 4 figures above their threshold\n") {
		t.Errorf("report:\n%s", b.String())
	}
}

func TestAuditSkips(t *testing.T) {
	// Too few natural units of 1 € within the draws.
	r, err := Audit(coin{bias: 0.5}.game(), coinTable, Options{Units: 100, Seed: 5, MaxDraws: 200})
	if err != nil {
		t.Fatal(err)
	}
	if c := r.Classes[1]; c.Class != "1" || !strings.HasSuffix(c.Skipped, " natural units in 200 draws, want 100") || c.Natural >= 100 {
		t.Errorf("class 1: %+v", c)
	}
	if c := r.Classes[0]; c.Skipped != "" {
		t.Errorf("class 0: %+v", c)
	}
	// Composed units that never fall in the class.
	r, err = Audit(coin{bias: 0.5, wrongCls: true}.game(), coinTable, Options{Units: 50, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if c := r.Classes[0]; c.Skipped != "the composer gave 0 units of the class in 1000 tries" {
		t.Errorf("class 0: %+v", c)
	}
	// 1,000 tries for each class, in each variant in turn.
	var modes [2]int
	var first []core.Variant
	if _, err := Audit(coin{wrongCls: true, modes: &modes, first: &first}.game(), coinTable, Options{Units: 50, Seed: 5}); err != nil {
		t.Fatal(err)
	}
	if modes != [2]int{1000, 1000} || len(first) != 2 || first[0] != core.Plain || first[1] != core.Variant(1) {
		t.Errorf("composed per mode %v, first %v; want 1000 each, variant 0 first", modes, first)
	}
	if len(r.Failures()) != 0 {
		t.Errorf("skipped classes fail: %v", r.Failures())
	}
}

func TestAuditRefuses(t *testing.T) {
	if _, err := Audit(coin{}.game(), coinTable, Options{Units: 19}); err == nil {
		t.Error("19 units accepted")
	}
	other := *coinTable
	other.Game = "dice"
	if _, err := Audit(coin{}.game(), &other, Options{Units: 20}); err == nil {
		t.Error("another game's table accepted")
	}
	if _, err := Audit(coin{}.game(), nil, Options{Units: 20}); err == nil {
		t.Error("no table accepted")
	}
	if _, err := Audit(coin{failNat: true}.game(), coinTable, Options{Units: 20}); err == nil || !strings.Contains(err.Error(), "no play") {
		t.Errorf("a failing natural play: %v", err)
	}
	if _, err := Audit(coin{fail: true}.game(), coinTable, Options{Units: 20}); err == nil || !strings.Contains(err.Error(), "broken") {
		t.Errorf("a failing composer: %v", err)
	}
}

func TestStream(t *testing.T) {
	a, b, c := stream(1, 0), stream(1, 0), stream(1, 1)
	x, y, z := a.Uint64(), b.Uint64(), c.Uint64()
	if x != y || x == z || stream(2, 0).Uint64() == x {
		t.Error("streams are not keyed by seed and number")
	}
	if stream(1<<56, 0).Uint64() == stream(0, 0).Uint64() || stream(0, 1<<56).Uint64() == stream(0, 0).Uint64() ||
		stream(1<<24, 0).Uint64() == stream(0, 0).Uint64() {
		t.Error("streams ignore the high bytes of seed or number")
	}
}

// TestAuditStops: the audit draws natural play until every prize of the
// table has Units units, and not one draw more.
func TestAuditStops(t *testing.T) {
	table := &lots.Table{Game: "coin", Stake: 100, BlockSize: 100, Lots: []lots.Lot{{Rank: 1, Amount: 100, Count: 25}}}
	r, err := Audit(coin{bias: 0.5}.game(), table, Options{Units: 100, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	rng := stream(9, 0)
	zeros, ones, draws := 0, 0, 0
	for zeros < 100 || ones < 100 {
		s, _ := coin{}.Natural(100, rng)
		switch s.Envelope().Prize {
		case 0:
			zeros++
		case 100:
			ones++
		}
		draws++
	}
	if r.Draws != draws || len(r.Classes) != 2 || r.Classes[0].Natural != 100 || r.Classes[1].Natural != 100 {
		t.Errorf("%d draws, want %d; classes %+v", r.Draws, draws, r.Classes)
	}
}

func TestFailuresThresholds(t *testing.T) {
	r := &Report{MaxAUC: 0.55, MaxTV: 0.05, Classes: []Class{
		{Class: "0", AUC: 0.55, Features: []Feature{{"a", 0.05}, {"b", 0.0501}}},
		{Class: "1", AUC: 0.5501, Features: []Feature{{"a", 0}, {"b", 0}}},
		{Class: "2", AUC: 0.9, Skipped: "rare", Features: []Feature{{"a", 1}, {"b", 1}}},
	}}
	want := []string{"class 0: b TV 0.050 > 0.05", "class 1: AUC 0.550 > 0.55"}
	if got := r.Failures(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("failures %q, want %q", got, want)
	}
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"AUC                        0.550    0.550*\n",
		"TV a                       0.050    0.000 \n",
		"TV b                       0.050*   0.000 \n",
		"class 2 not measured: rare\n",
	} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("report lacks %q:\n%s", line, b.String())
		}
	}
}

func TestWriteTextLayout(t *testing.T) {
	// A long feature name widens the first column.
	long := "a feature with a name longer than the € column" // widths count runes
	r := &Report{MaxAUC: 0.55, MaxTV: 0.05, Classes: []Class{{Class: "0", AUC: 0.5, Features: []Feature{{long, 0.01}}}}}
	var b bytes.Buffer
	r.WriteText(&b)
	if !strings.Contains(b.String(), "\nTV "+long+"    0.010 \n") || !strings.Contains(b.String(), "\nAUC"+strings.Repeat(" ", 50)+"0.500 \n") {
		t.Errorf("report:\n%s", b.String())
	}
	// Nothing measured: the header, the skipped classes, PASS.
	r = &Report{Game: "coin", Stake: 100, MaxAUC: 0.55, MaxTV: 0.05, Classes: []Class{{Class: "5", Skipped: "not drawn"}}}
	b.Reset()
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "prize class (€)"+strings.Repeat(" ", 9)+"\nAUC"+strings.Repeat(" ", 21)+"\nclass 5 not measured: not drawn\n\nPASS\n") {
		t.Errorf("report:\n%q", b.String())
	}
}

// TestAuditOrder: classes come by prize, not by name ("10" after "2").
func TestAuditOrder(t *testing.T) {
	table := &lots.Table{Game: "coin", Stake: 100, BlockSize: 100,
		Lots: []lots.Lot{{Rank: 1, Amount: 1000, Count: 1}, {Rank: 2, Amount: 200, Count: 25}}}
	r, err := Audit(coin{bias: 0.5, alt: true}.game(), table, Options{Units: 50, Seed: 6})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Classes) != 3 || r.Classes[0].Class != "0" || r.Classes[1].Class != "2" || r.Classes[2].Class != "10" {
		t.Errorf("classes %+v", r.Classes)
	}
}

// tiltedCoin is a reference for the coin's 5 €, which natural play never
// draws: half its draws are of 5 €, their coin showing 1 with chance
// 0.8 and weighing 0.5/0.8 (0.5/0.2 when it shows 0), so that weighted
// they follow natural play's even coin; unweighted when wrong.
type tiltedCoin struct {
	wrong, none bool
	forms       bool // toward 1 € too: the die shows 5 half the time
	late        *int // when set, the first 1,500 draws give 0 €
}

func (r tiltedCoin) reference() *core.Reference {
	return &core.Reference{Method: "tilted coin", Draw: func(stake, prize money.Cents, rng *rand.Rand) (core.Script, float64, error) {
		if r.forms && prize == 100 {
			if rng.IntN(2) == 0 {
				return &coinScript{prize, []int{5, rng.IntN(2)}}, math.Log((1.0 / 6) / 0.5), nil
			}
			return &coinScript{prize, []int{rng.IntN(5), rng.IntN(2)}}, math.Log((1.0 / 6) / 0.1), nil
		}
		if prize != 500 || r.none {
			return nil, 0, errors.New("no tilt")
		}
		if r.late != nil {
			*r.late++
		}
		if rng.IntN(2) == 0 || r.late != nil && *r.late <= 1500 {
			return &coinScript{0, []int{rng.IntN(6), rng.IntN(2)}}, 0, nil
		}
		f, lw := 0, math.Log(0.5/0.2)
		if rng.Float64() < 0.8 {
			f, lw = 1, math.Log(0.5/0.8)
		}
		if r.wrong {
			lw = 0
		}
		return &coinScript{prize, []int{rng.IntN(6), f}}, lw, nil
	}}
}

// TestAuditReference: the class natural play never reaches is measured
// against the reference; an honest composer passes, a biased one fails
// (the coin's TV is 0.3), and so does an honest one against a reference
// whose weights are wrong. With too few draws the class is not measured.
func TestAuditReference(t *testing.T) {
	audit := func(c coin, ref tiltedCoin, draws int) *Report {
		g := c.game()
		g.Reference = ref.reference()
		r, err := Audit(g, coinTable, Options{Units: 2000, Seed: 7, MaxDraws: draws})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := audit(coin{bias: 0.5}, tiltedCoin{}, 20000)
	c5 := r.Classes[2]
	if c5.Class != "5" || c5.Skipped != "" || c5.Reference != "tilted coin" || c5.ESS < 2000 || c5.Natural < 3000 || c5.Composed != 2000 ||
		c5.AUC > 0.55 || c5.Features[1].TV > 0.05 || r.RefDraws < 6000 || r.RefDraws > 8000 {
		t.Errorf("honest: class 5 %+v, %d reference draws", c5, r.RefDraws)
	}
	if f := r.Failures(); len(f) != 0 || len(r.Classes) != 3 {
		t.Errorf("honest coin fails: %v; classes %+v", f, r.Classes)
	}
	// A reference that gives no unit of the class in its first 1,000
	// draws keeps drawing.
	if c := audit(coin{bias: 0.5}, tiltedCoin{late: new(int)}, 20000).Classes[2]; c.Class != "5" || c.Skipped != "" || c.ESS < 2000 {
		t.Errorf("a late reference: class 5 %+v", c)
	}
	var b bytes.Buffer
	r.WriteText(&b)
	for _, want := range []string{", 20000 natural draws, 7000 reference draws\n", "class 5 against the reference (", "): tilted coin\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
	if f := audit(coin{bias: 0.8}, tiltedCoin{}, 20000).Failures(); len(f) != 6 || !strings.HasPrefix(f[5], "class 5: coin TV 0.") {
		t.Errorf("biased composer: %q", f)
	}
	if f := audit(coin{bias: 0.5}, tiltedCoin{wrong: true}, 20000).Failures(); len(f) != 2 || !strings.HasPrefix(f[1], "class 5: coin TV 0.") {
		t.Errorf("wrong weights: %q", f)
	}
	// 500 draws: 1 € has about 125 natural units, and the reference
	// cannot tilt toward it; 5 € has about 250 reference units.
	r = audit(coin{bias: 0.5}, tiltedCoin{}, 500)
	if c := r.Classes[1]; c.Class != "1" || !strings.HasSuffix(c.Skipped, " natural units in 500 draws, want 2000") {
		t.Errorf("few draws, 1 €: %+v", c)
	}
	if c := r.Classes[2]; c.Class != "5" || !strings.HasPrefix(c.Skipped, "reference of effective size ") || !strings.HasSuffix(c.Skipped, " in 500 draws, want 400") {
		t.Errorf("few draws, 5 €: %+v", c)
	}
	if c := audit(coin{bias: 0.5}, tiltedCoin{none: true}, 20000).Classes[2]; c.Class != "5" || c.Skipped != "not drawn in 20000 natural draws, and no reference: no tilt" {
		t.Errorf("no reference: %+v", c)
	}
	// A reference that could tilt toward 1 € is not drawn from: natural
	// play reaches each of its classes 2,000 times.
	if r := audit(coin{bias: 0.5}, tiltedCoin{forms: true}, 20000); r.RefDraws < 6000 || r.RefDraws > 8000 {
		t.Errorf("a reference toward a prize natural play reaches: %d reference draws", r.RefDraws)
	}
	// A form's class of a prize natural play never draws, with no
	// reference, is listed once, as the prize.
	c := coin{bias: 0.5}
	g := c.game()
	g.Forms = &core.Forms{Compose: c.composeForm, Names: func(_, prize money.Cents) []string { return []string{"six"} }}
	if r, err := Audit(g, coinTable, Options{Units: 2000, Seed: 7, MaxDraws: 20000}); err != nil || len(r.Classes) != 3 ||
		r.Classes[2].Class != "5" || r.Classes[2].Skipped != "not drawn in 20000 natural draws" {
		t.Errorf("a form's class of a prize not drawn: %+v, %v", r.Classes, err)
	}
}

// TestAuditReferenceForms: a class natural play reaches too rarely, of
// a prize it reaches often (the coin's 1 € units whose die shows 5,
// about 830 in 20,000 draws, want 2,000), is measured against the
// reference, its prize's common class against natural play; a biased
// composer fails in the rare class. A composer that gives the rare class
// too rarely is measured in its form, when the game names it
// (core.Forms.OfClass), and a class the game says the lot table does
// not sell is not measured; a class natural play never draws, named by
// the game's forms, is measured against the reference. Without a
// reference toward 1 €, the rare class stays listed with its natural
// units.
func TestAuditReferenceForms(t *testing.T) {
	audit := func(c coin, ref tiltedCoin) *Report {
		c.forms = true
		g := c.game()
		g.Reference = ref.reference()
		r, err := Audit(g, coinTable, Options{Units: 2000, Seed: 7, MaxDraws: 20000})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := audit(coin{bias: 0.5}, tiltedCoin{forms: true})
	if len(r.Classes) != 4 || len(r.Failures()) != 0 {
		t.Fatalf("honest: %d classes, failures %q", len(r.Classes), r.Failures())
	}
	one, six := r.Classes[1], r.Classes[2]
	if one.Class != "1" || one.Reference != "" || one.Skipped != "" || one.Natural != 2000 {
		t.Errorf("honest, class 1: %+v", one)
	}
	if six.Class != "1 six" || six.Reference != "tilted coin" || six.Skipped != "" || six.ESS < 2000 || six.Composed != 2000 {
		t.Errorf("honest, class 1 six: %+v", six)
	}
	if f := audit(coin{bias: 0.8}, tiltedCoin{forms: true}).Failures(); len(f) != 8 || !strings.HasPrefix(f[5], "class 1 six: coin TV 0.") {
		t.Errorf("biased composer: %q", f)
	}
	// A composer that gives the class too rarely (once in 600 units of
	// 1 €) is measured in the class's form, where the game names it.
	r = audit(coin{bias: 0.5, rareSix: true}, tiltedCoin{forms: true})
	if six = r.Classes[2]; !strings.HasPrefix(six.Skipped, "the composer gave ") || six.ByForm {
		t.Errorf("a composer rare in class 1 six, no forms: %+v", six)
	}
	forms := func(c coin) *Report {
		c.forms = true
		g := c.game()
		g.Reference = tiltedCoin{forms: true}.reference()
		g.Forms = &core.Forms{Compose: c.composeForm, OfClass: func(_ money.Cents, class string) (string, core.Variant, bool) {
			return "six", 0, class != "0"
		}}
		r, err := Audit(g, coinTable, Options{Units: 2000, Seed: 7, MaxDraws: 20000})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r = forms(coin{bias: 0.5, rareSix: true})
	var b bytes.Buffer
	r.WriteText(&b)
	if six = r.Classes[2]; six.Skipped != "" || !six.ByForm || six.Composed != 2000 || len(r.Failures()) != 0 || r.Classes[1].ByForm ||
		!strings.Contains(b.String(), "class 1 six composed in its form: ") || !strings.HasPrefix(r.Classes[0].Skipped, "natural play's only: ") {
		t.Errorf("a composer rare in class 1 six, composed in its form: %+v, failures %q\n%s", six, r.Failures(), b.String())
	}
	if f := forms(coin{bias: 0.8, rareSix: true}).Failures(); len(f) != 6 || !strings.HasPrefix(f[3], "class 1 six: coin TV 0.") {
		t.Errorf("biased, composed in its form: %q", f)
	}
	// A class natural play never draws, named by the game's forms
	// (core.Forms.Names), is measured against the reference.
	c := coin{bias: 0.5, forms: true, noSix: true}
	g := c.game()
	g.Reference = tiltedCoin{forms: true}.reference()
	g.Forms = &core.Forms{Compose: c.composeForm, Names: func(_, prize money.Cents) []string {
		if prize == 100 {
			return []string{"six", "no such form"}
		}
		return nil
	}}
	if r, err := Audit(g, coinTable, Options{Units: 2000, Seed: 7, MaxDraws: 20000}); err != nil || len(r.Classes) != 4 ||
		r.Classes[2].Class != "1 six" || r.Classes[2].Skipped != "" || r.Classes[2].Reference == "" {
		t.Errorf("a class of the forms only: %+v, %v", r.Classes, err)
	}
	six = audit(coin{bias: 0.5}, tiltedCoin{}).Classes[2]
	if six.Class != "1 six" || six.Reference != "" || !strings.HasSuffix(six.Skipped, " natural units in 20000 draws, want 2000") || six.Natural < 700 || six.Natural > 1000 {
		t.Errorf("no reference toward 1 €: %+v", six)
	}
}

// TestWeighted: the weighted TV and AUC are those of the samples with
// each unit repeated as many times as it weighs.
func TestWeighted(t *testing.T) {
	if d := WeightedTV([]int{0, 1}, []float64{3, 1}, []int{0, 0, 0, 1}, nil); d != 0 {
		t.Errorf("TV of 3:1 against 3:1: %g", d)
	}
	if d := WeightedTV([]int{0, 1}, []float64{1, 1}, []int{0}, []float64{0}); d != 1 {
		t.Errorf("TV against a sample of no weight: %g", d)
	}
	// Negatives at 1 (weight 3) and 3, positives at 2 and 3: the
	// positive at 2 beats weight 3 of 4, the one at 3 beats 3 and ties
	// 1: (3 + 3.5) / (2 × 4).
	if a := WeightedAUC([]float64{1, 3, 2, 3}, []float64{3, 1, 1, 1}, []bool{false, false, true, true}); a != 6.5/8 {
		t.Errorf("weighted AUC %g, want %g", a, 6.5/8)
	}
	if e := ESS([]float64{1, 1, 0.5, 0.5}); e != 9.0/2.5 {
		t.Errorf("ESS %g", e)
	}
	if e := ESS(nil); e != 0 {
		t.Errorf("ESS of nothing %g", e)
	}
	if w := Weights([]float64{math.Log(2), 0}); w[0] != 1 || w[1] != 0.5 {
		t.Errorf("weights %v", w)
	}
	// No negative, no positive, or none of any weight: 0.5.
	for _, c := range []struct {
		w   []float64
		pos []bool
	}{{nil, []bool{false, false}}, {nil, []bool{true, true}}, {[]float64{0, 1}, []bool{false, true}}, {[]float64{1, 0}, []bool{false, true}}} {
		if a := WeightedAUC([]float64{1, 2}, c.w, c.pos); a != 0.5 {
			t.Errorf("weights %v, positives %v: AUC %g, want 0.5", c.w, c.pos, a)
		}
	}
	// Natural units weighing 2 each fit as unweighted ones: the weights
	// are scaled to add up to their count.
	rng := rand.New(rand.NewPCG(5, 6))
	xs, ys := sample(rng, 300, 0.3), sample(rng, 300, 0.6)
	h := newOnehot(xs, ys)
	twos := make([]float64, len(xs))
	for i := range twos {
		twos[i] = 2
	}
	a, b := fit(h, xs, ys), fitWeighted(h, xs, twos, ys)
	for i := range a.w {
		if math.Abs(a.w[i]-b.w[i]) > 1e-9 {
			t.Fatalf("weight %d: %g unweighted, %g weighing 2 each", i, a.w[i], b.w[i])
		}
	}
	// The first half weighing 4 and the second 0 (scaled: 2 and 0) fit
	// as the first half twice over.
	half := len(xs) / 2
	w := make([]float64, len(xs))
	for i := range half {
		w[i] = 4
	}
	twice := append(append([][]int{}, xs[:half]...), xs[:half]...)
	a, b = fit(h, twice, ys), fitWeighted(h, xs, w, ys)
	for i := range a.w {
		if math.Abs(a.w[i]-b.w[i]) > 1e-9 {
			t.Fatalf("weight %d: %g for the first half twice, %g weighing 4 and 0", i, a.w[i], b.w[i])
		}
	}
}

// TestRunningESS: the effective size kept as weights come is ESS's,
// whatever their order.
func TestRunningESS(t *testing.T) {
	lw := []float64{0, math.Log(0.5), math.Log(4), math.Log(2), math.Log(0.25)}
	e := &runningESS{top: lw[0]}
	for _, x := range lw {
		e.add(x)
	}
	if want := ESS(Weights(lw)); math.Abs(e.size()-want) > 1e-12 || math.Abs(want-7.75*7.75/21.3125) > 1e-12 {
		t.Errorf("running %g, ESS %g", e.size(), want)
	}
	// Weights e^800 apart: the sums are kept scaled by the largest, so
	// nothing overflows; the heavier unit weighs all.
	e = &runningESS{}
	e.add(0)
	e.add(800)
	if e.size() != 1 {
		t.Errorf("weights e^800 apart: effective size %g, want 1", e.size())
	}
}
