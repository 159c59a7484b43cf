package eldorado

import (
	"encoding/json"
	"strings"
	"testing"

	"revela/core"
	"revela/core/money"
)

// TestAbove: the first running weight above u, by hand.
func TestAbove(t *testing.T) {
	cum := []uint64{3, 5, 9}
	for u, want := range []int{0, 0, 0, 1, 1, 2, 2, 2, 2, 2} {
		if got := above(cum, uint64(u)); got != want {
			t.Errorf("above(%d) = %d, want %d", u, got, want)
		}
	}
	fc := []float64{1, 3, 6}
	for _, c := range []struct {
		u    float64
		want int
	}{{0, 0}, {0.999, 0}, {1, 1}, {2.5, 1}, {3, 2}, {5.9, 2}, {6, 2}, {7, 2}} {
		if got := above(fc, c.u); got != c.want {
			t.Errorf("above(%g) = %d, want %d", c.u, got, c.want)
		}
	}
}

// TestCellOf: with the weights 6, 14, 20, 20, 8, 32, the values 0-5 are
// pyramide, 6-19 coffre, 20-39 soleil, 40-59 dague, 60-67 Chance, 68-99
// perroquet (and anything above, perroquet too).
func TestCellOf(t *testing.T) {
	for _, c := range []struct {
		u    uint64
		want Symbol
	}{{0, Pyramide}, {5, Pyramide}, {6, Coffre}, {19, Coffre}, {20, Soleil}, {39, Soleil},
		{40, Dague}, {59, Dague}, {60, Chance}, {67, Chance}, {68, Perroquet}, {99, Perroquet}, {100, Perroquet}} {
		if got := cellOf(&Default.Weights, c.u); got != c.want {
			t.Errorf("cellOf(%d) = %s, want %s", c.u, got, c.want)
		}
	}
}

// TestFeatures: two units, worked out by hand.
//
// With 2 Extras, what is seen before the last column of the last grid:
// the first grid (RPSDR: 1 pyramide, an Extra; SSDDR; CMSDR: 1 coffre +
// Chance, an Extra), the first Extra grid (SSSSD pays 2.50; CCCRD pays 1;
// DDDRR) and the first four columns of the last grid (SSDD, RRRR, CSRR,
// none of which a fifth symbol makes winning). Pyramide 1; coffre 1+3+1 =
// 5; soleil 1+2+1 + 4 + 2+1 = 11; dague 1+2+1 + 1+1+3 + 2 = 11; Chance 1;
// perroquet 2+1+1 + 1+2 + 4+2 = 13; 2 winning rows before the last grid;
// no open row.
//
// Direct, SSSSD (4 soleil, 2.50), CCSDC (3 coffre, 1) and CSSRD: seen
// SSSS (4 soleil already), CCSD (only a third coffre or a Chance wins, 1
// €) and CSSR (a Chance would complete both coffre and soleil: invalid,
// not a win): soleil 4+1+2 = 7, coffre 2+1 = 3, dague 1, perroquet 1; 2
// open rows.
func TestFeatures(t *testing.T) {
	for _, c := range []struct {
		s    *Script
		want []int
	}{
		{mk(t, "0.50", "3.50", "RPSDR", n1, "CMSDR", "SSSSD", "CCCRD", n3, n1, n4, "CSRRD"), []int{2, 1, 5, 11, 11, 1, 13, 2, 0}},
		{mk(t, "1", "7", "SSSSD", "CCSDC", "CSSRD"), []int{0, 0, 3, 7, 1, 0, 1, 0, 2}},
	} {
		got := Features(c.s)
		if len(got) != len(c.want) {
			t.Fatalf("Features = %v", got)
		}
		for i := range c.want {
			if got[i] != c.want[i] {
				t.Errorf("%s: %s = %d, want %d", Class(c.s), featureNames[i], got[i], c.want[i])
			}
		}
	}
	s := mk(t, "0.50", "3.50", "SSSSD", "CCSDC", "CSSRD")
	if names := Game.FeatureNames; len(names) != 9 || names[8] != "open_rows" {
		t.Errorf("FeatureNames = %v", names)
	}
	if g := Game.Features(s); len(g) != 9 || Game.Class(s) != "3.50 2.50+1 direct" {
		t.Errorf("Game.Features = %v, class %q", g, Game.Class(s))
	}
	if Features(nil) != nil || Class(nil) != "invalid" {
		t.Error("nil script")
	}
}

// TestNaturalNineGains: natural play may win on all 9 rows of 3 Extra
// grids, 9 × 1 € = 9 €, which no lot pays: it validates as natural play
// and not as a sale.
func TestNaturalNineGains(t *testing.T) {
	s := mk(t, "0.50", "9", "RPSDR", "CCSDR", "SSSDR", "PPSDR", "PPSDR", "PPSDR", "PPSDR", "PPSDR", "PPSDR", "PPSDR", "PPSDR", "PPSDR")
	if _, err := s.Validate(); RuleOf(err) != RulePrize {
		t.Fatalf("as a sale: %v", err)
	}
	s.natural = true
	if p, err := s.Validate(); err != nil || p != 900 || Class(s) != "9 1+1+1+1+1+1+1+1+1 extras" {
		t.Fatalf("as natural play: %s, %v, %q", p, err, Class(s))
	}
	tr, _ := Check(s)
	if len(tr) != maxEvents || cap(tr) != maxEvents || maxEvents != 4*(1+5+3)+2 {
		t.Errorf("%d events, capacity %d, maxEvents %d", len(tr), cap(tr), maxEvents)
	}
}

// TestNatural: natural play validates, declares what it derives and is
// the same from the same stream.
func TestNatural(t *testing.T) {
	a, b := rngFor(5), rngFor(5)
	for range 200 {
		s, err := Game.Natural(100, a)
		if err != nil {
			t.Fatal(err)
		}
		p, err := s.Validate()
		if err != nil || p != s.Envelope().Prize {
			t.Fatalf("%s, %v", p, err)
		}
		s2, _ := Natural(100, b)
		j1, _ := json.Marshal(s)
		j2, _ := json.Marshal(s2)
		if string(j1) != string(j2) {
			t.Fatal("same stream, another script")
		}
	}
	if _, err := Game.Natural(1, a); err == nil {
		t.Error("natural play at 0.01 €")
	}
}

// TestMarshalGrid: a grid is three strings of letters.
func TestMarshalGrid(t *testing.T) {
	g := mk(t, "1", "0", n1, n2, n3).Grids[0]
	if b, _ := g.MarshalJSON(); string(b) != `["SSDDR","CSRRD","DDDRR"]` {
		t.Errorf("%s", b)
	}
}

// TestMultiplier: 0.50 € pays the table, 1 € twice, 2 € four times.
func TestMultiplier(t *testing.T) {
	for stake, want := range map[money.Cents]money.Cents{50: 1, 100: 2, 200: 4, 150: 0, 0: 0, 400: 0} {
		if got := multiplier(stake); got != want {
			t.Errorf("multiplier(%s) = %d", stake, got)
		}
	}
}

// TestComposeForms: Compose draws the forms of 5 € via Extras in the
// ratio of their plans' weights.
func TestComposeForms(t *testing.T) {
	rng := rngFor(8)
	plansOnce.Do(buildPlans)
	f0, f1 := lotPlans[5][0][ViaExtras].total(), lotPlans[5][1][ViaExtras].total()
	want := f1 / (f0 + f1)
	const n = 10_000
	two := 0
	for range n {
		s, err := Compose(50, 500, ViaExtras, rng)
		if err != nil {
			t.Fatal(err)
		}
		if Class(s) == "5 2.50+2.50 extras" {
			two++
		}
	}
	if got := float64(two) / n; got < want-0.02 || got > want+0.02 || want < 0.05 {
		t.Errorf("2.50+2.50: %.3f of units, want %.3f", got, want)
	}
}

// TestOfClass: a class names its form and mode when the table at the
// stake sells it (core.Forms.OfClass), and composed in them it is that
// class again; a form of natural play's that no rank lists (E-3) and a
// string that is not a class name none.
func TestOfClass(t *testing.T) {
	rng := rngFor(9)
	for _, c := range []struct {
		stake money.Cents
		class string
		form  string
		mode  core.Variant
	}{
		{50, "12.50 5+5+2.50 extras", "5+5+2.50", ViaExtras},
		{50, "25 12.50+12.50 direct", "12.50+12.50", Direct},
		{100, "25 25 extras", "25", ViaExtras},
		{200, "300 100+100+100 direct", "100+100+100", Direct},
		{50, "0 extras", "", ViaExtras},
	} {
		form, mode, ok := ofClass(c.stake, c.class)
		if !ok || form != c.form || mode != c.mode {
			t.Errorf("%s at %s €: %q, %d, %v", c.class, c.stake, form, mode, ok)
			continue
		}
		prize := money.MustParse(strings.Fields(c.class)[0])
		s, err := composeForm(c.stake, prize, form, mode, rng)
		if err != nil || Class(s.(*Script)) != c.class {
			t.Errorf("%s at %s €, composed in its form: %v", c.class, c.stake, err)
		}
	}
	for _, c := range []string{"12.50 5+2.50+2.50+2.50 extras", "5 1+1+1+1+1 extras", "25 12.50+12.50 direct x", "12.50 direct", "1 1 sideways",
		"x 1 direct", "1 y direct", "7 7 direct", "direct"} {
		if form, _, ok := ofClass(50, c); ok {
			t.Errorf("%q at 0.50 €: form %q", c, form)
		}
	}
	if _, _, ok := ofClass(150, "1 1 direct"); ok {
		t.Error("a stake without a table")
	}
}
