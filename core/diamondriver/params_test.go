package diamondriver

import (
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
	"revela/core/rules"
)

// TestParams checks the parameter data against the règlement and the
// decisions, figure by figure.
func TestParams(t *testing.T) {
	// Art. 5.4: red 1,000, violet 100, blue 20, orange 10, green 6, pink 3.
	want := map[Symbol]int64{Red: 1000, Violet: 100, Blue: 20, Orange: 10, Green: 6, Pink: 3,
		Magic: 0, Golden: 0, Plus: 0, Wheel: 0, 0: 0, Wheel + 1: 0}
	for s, e := range want {
		if TriplePrize(s) != money.Euros(e) {
			t.Errorf("%s pays %s", s, TriplePrize(s))
		}
	}
	// D-6: the layout, segment 0 first.
	layout := []int64{3, 6, 10, 3, 20, 6, 3, 50, 6, 3, 10, 1000, 3, 6, 20, 3, 100, 6, 10, 30000}
	got := WheelLayout()
	for i, e := range layout {
		if got[i] != money.Euros(e) {
			t.Errorf("segment %d pays %s, want %d", i, got[i], e)
		}
	}
	// Art. 5.6, D-4, D-5, D-6, D-1.
	if GoldenPrize != money.Euros(50) || MaxPlus != 3 || MaxGolden != 3 || MaxWheels != 1 || Rows*Cols != 30 || BaseThrows != 4 {
		t.Error("constants")
	}
	// The fill weights add up to 256 and give magic 4 in 256.
	n := map[Symbol]int{}
	for _, s := range fillTable {
		n[s]++
	}
	if n[Red] != 42 || n[Pink] != 42 || n[Magic] != 4 || len(n) != 7 {
		t.Errorf("fill table %v", n)
	}
	if len(windows) != 62 {
		t.Errorf("%d runs of three", len(windows))
	}
}

func TestNames(t *testing.T) {
	var b strings.Builder
	for s := Symbol(0); s <= Wheel+1; s++ {
		b.WriteString(s.String() + string(s.Letter()) + " ")
	}
	if got := b.String(); got != "symbol(0)? redR violetV blueB orangeO greenG pinkP magicM goldenD +1+ wheelW symbol(11)? " {
		t.Fatalf("symbols: %s", got)
	}
	b.Reset()
	for k := EventKind(0); k <= EvEnd+1; k++ {
		b.WriteString(k.String() + " ")
	}
	if got := b.String(); got != "event(0) throw triple golden plus wheel-symbol wheel end event(8) " {
		t.Fatalf("events: %s", got)
	}
	for s := Red; s <= Wheel; s++ {
		if symbolOf(s.Letter()) != s || s.IsGem() != (s <= Pink) {
			t.Fatalf("%s", s)
		}
	}
	if symbolOf('?') != 0 || symbolOf('r') != 0 {
		t.Fatal("symbolOf")
	}
}

func TestMessages(t *testing.T) {
	s := unit(0, 4)
	s.Game = strings.Repeat("é", 40)
	_, err := s.Validate()
	// 32 bytes of "é" (2 bytes each) are 16 runes, then "…".
	if want := `0.1-1: game "` + strings.Repeat("é", 16) + `…" is not "diamond-river"`; err == nil || err.Error() != want {
		t.Fatalf("%v\nwant %s", err, want)
	}
	s.Game = "a" + strings.Repeat("é", 40) // the cut falls inside a rune: it steps back
	_, err = s.Validate()
	if want := `0.1-1: game "a` + strings.Repeat("é", 15) + `…" is not "diamond-river"`; err == nil || err.Error() != want {
		t.Fatalf("%v\nwant %s", err, want)
	}
	s.Game = strings.Repeat("x", 32) // 32 bytes: whole
	if _, err = s.Validate(); err == nil || err.Error() != `0.1-1: game "`+s.Game+`" is not "diamond-river"` {
		t.Fatal(err)
	}
	s.Game = strings.Repeat("\x80", 40) // no rune starts: nothing is kept
	if _, err = s.Validate(); err == nil || err.Error() != `0.1-1: game "…" is not "diamond-river"` {
		t.Fatal(err)
	}
	s.Game = "short"
	if _, err = s.Validate(); err == nil || err.Error() != `0.1-1: game "short" is not "diamond-river"` {
		t.Fatal(err)
	}
	// Messages name the cells.
	_, err = unit(0, 4, put(bg(), "00P", "01P", "02P", "03P")).Validate()
	if err == nil || err.Error() != "D-3: throw 0: two triples share cell (0,1)" {
		t.Fatal(err)
	}
	_, err = unit(0, 4, bg(), put(bg(), "00P", "01P", "02P", "12P", "22P")).Validate()
	if err == nil || err.Error() != "D-3: throw 1: two triples share cell (0,2)" {
		t.Fatal(err)
	}
	_, err = unit(0, 4, bg(), put(bg(), "340", "00D"), put(bg(), "00D", "11D", "45D")).Validate()
	if err == nil || err.Error() != "0.1-1: throw 1: cell (3,4) holds symbol(0), not a symbol" {
		t.Fatal(err)
	}
	_, err = unit(50, 4, put(bg(), "00D", "11D"), put(bg(), "00D", "45D")).Validate()
	if err == nil || err.Error() != "D-5: a fourth golden gem, throw 1 cell (4,5)" {
		t.Fatal(err)
	}
	for _, c := range []struct {
		s    *Script
		want string
	}{
		{unit(0, 8, put(bg(), "00+", "01+", "02+", "23+")), `D-4: a fourth "+1", throw 0 cell (2,3)`},
		{withWheel(unit(3, 4, put(bg(), "00W", "45W")), 0), "D-6: a second wheel symbol, throw 0 cell (4,5)"},
		{withWheel(unit(3, 4, put(bg(), "00W")), 20), "0.1-1: wheel segment 20 is not 0-19"},
		{unit(0, 5), `D-4: grid 4 is past the throw count 4 (4 + 0 "+1" seen before it)`},
		{unit(0, 5, put(bg(), "00+", "01+")), `D-4: script has 5 grids, the throw count is 6 (4 + 2 "+1")`},
	} {
		if _, err := c.s.Validate(); err == nil || err.Error() != c.want {
			t.Errorf("%v\nwant %s", err, c.want)
		}
	}
	if RuleOf(nil) != "" || RuleOf(errDress) != "" {
		t.Fatal("RuleOf")
	}
}

// TestDraws checks the weighted draws on weights whose outcome is sure.
func TestDraws(t *testing.T) {
	rng := gametest.Rng(1)
	for i := 0; i < 200; i++ {
		if k := rules.Weighted(rng, []int64{0, 5, 0}); k != 1 {
			t.Fatalf("pick: %d", k)
		}
		if k := rules.Weighted(rng, []int64{0, 0, 7}); k != 2 {
			t.Fatalf("pick: %d", k)
		}
		if k := drawFloat(rng, []float64{0, 0.5, 0}, 0.5); k != 1 {
			t.Fatalf("drawFloat: %d", k)
		}
		if k := drawFloat(rng, []float64{0.25, 0, 0}, 0.25); k != 0 {
			t.Fatalf("drawFloat: %d", k)
		}
		// A sum over the weights' (rounding): the last weight that is not
		// 0 takes what is left.
		if k := drawFloat(rng, []float64{0.25, 0}, 0.5); k != 0 {
			t.Fatalf("drawFloat past the weights: %d", k)
		}
	}
	if c := cut(Default.PlusWeights[:], 1); len(c) != 2 {
		t.Fatalf("cut to 1 more: %v", c)
	}
	if c := cut(Default.PlusWeights[:], 3); len(c) != 3 {
		t.Fatalf("cut to 3 more: %v", c)
	}
	if p := probs([]int64{1, 3}); p[0] != 0.25 || p[1] != 0.75 {
		t.Fatalf("probs %v", p)
	}
	// A valid transcript has at most 7 throws × (1 + 10 triples) + 3
	// golden + 3 "+1" + 1 wheel symbol + the wheel + the end = 86 events.
	if maxEvents != 86 {
		t.Fatalf("maxEvents %d", maxEvents)
	}
}

// last is a random source whose every draw is the largest: each
// weighted draw picks its last entry.
type last struct{}

func (last) Uint64() uint64 { return ^uint64(0) }

// TestNaturalCaps draws natural play's skeleton taking the last count at
// every draw: throw 0 shows two "+1", three golden gems and the wheel
// symbol; throw 1 the one "+1" left; then none; every throw two pink
// triples (pink is the last colour); the wheel lands on segment 19. So 7
// throws and 7 × 2 × 3 + 50 + 30,000 = 30,092 €.
func TestNaturalCaps(t *testing.T) {
	sk := naturalSkeleton(rand.New(last{}))
	if sk.n != 7 || sk.segment != 19 || sk.prize() != money.Euros(30092) {
		t.Fatalf("%d throws, segment %d, %s €", sk.n, sk.segment, sk.prize())
	}
	want := throwPlan{plus: 2, golden: 3, wheel: 1, triples: 2, colours: [2]Symbol{Pink, Pink}}
	if sk.throws[0] != want {
		t.Fatalf("throw 0: %+v", sk.throws[0])
	}
	want = throwPlan{plus: 1, triples: 2, colours: [2]Symbol{Pink, Pink}}
	if sk.throws[1] != want {
		t.Fatalf("throw 1: %+v", sk.throws[1])
	}
	want = throwPlan{triples: 2, colours: [2]Symbol{Pink, Pink}}
	for i := 2; i < 7; i++ {
		if sk.throws[i] != want {
			t.Fatalf("throw %d: %+v", i, sk.throws[i])
		}
	}
}
