package diamondriver

import (
	"errors"
	"reflect"
	"sync"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// way says how a unit's prize is made, read from its transcript: the
// colours of its triples in the order won, "D" for the golden gems' 50 €,
// and "W" and the wheel's amount.
func way(t *testing.T, s *Script) string {
	t.Helper()
	tr, err := Check(s)
	if err != nil {
		t.Fatal(err)
	}
	w := ""
	for _, e := range tr {
		switch {
		case e.Kind == EvTriple:
			w += string(e.Triple.Colour.Letter())
		case e.Kind == EvGolden && e.Amount > 0:
			w += "D"
		case e.Kind == EvWheel:
			w += "W" + e.Amount.String()
		}
	}
	return w
}

// TestComposeEveryAmount composes 2,000 units of every amount (200 with
// -short), each valid and paying its amount, and checks the ways each
// amount is made: every way listed shows up, and no other way than those
// natural play can give (30,000 € only by the wheel).
func TestComposeEveryAmount(t *testing.T) {
	n := gametest.Count(2000, 200, 200)
	// must: ways that show up in n units; may: the others allowed.
	ways := map[int64]struct{ must, may []string }{
		0:     {must: []string{""}},
		3:     {must: []string{"P", "W3"}},
		6:     {must: []string{"G", "PP", "W6"}, may: []string{"PW3"}},
		10:    {must: []string{"O", "W10"}},
		20:    {must: []string{"B", "W20"}, may: []string{"OO", "OW10", "W20"}},
		50:    {must: []string{"D", "W50"}},
		100:   {must: []string{"V", "W100"}, may: []string{"DW50"}},
		1000:  {must: []string{"W1000"}, may: []string{"R"}},
		30000: {must: []string{"W30000"}},
	}
	gametest.EveryAmount(t, gametest.Prizes(table), func(money.Cents) int { return n }, 0, compose, func(t *testing.T, p money.Cents, units []*Script) {
		seen := map[string]int{}
		for _, s := range units {
			seen[way(t, s)]++
		}
		w := ways[int64(p/100)]
		for _, m := range w.must {
			if seen[m] == 0 {
				t.Errorf("never made by %q: %v", m, seen)
			}
		}
		if p <= money.Euros(10) || p >= money.Euros(1000) {
			allowed := map[string]bool{}
			for _, m := range append(w.must, w.may...) {
				allowed[m] = true
			}
			for m := range seen {
				if !allowed[m] {
					t.Errorf("made by %q: %v", m, seen)
				}
			}
		}
	})
}

// TestRedTriple: 1,000 € is also made by a red triple, which natural
// play shows about once in 300 units of 1,000 €.
func TestRedTriple(t *testing.T) {
	if gametest.Short() {
		t.Skip("20,000 units")
	}
	red := 0
	for i := 0; i < 20_000 && red == 0; i++ {
		s, err := Compose(table.Stake, money.Euros(1000), gametest.Rng(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		if way(t, s) == "R" {
			red++
		}
	}
	if red == 0 {
		t.Fatal("no red triple in 20,000 units of 1,000 €")
	}
}

func TestComposeDeterministic(t *testing.T) {
	gametest.Deterministic(t, gametest.Prizes(table), compose)
}

func TestComposeRefuses(t *testing.T) {
	if _, err := Compose(money.Euros(1), 0, gametest.Rng(1)); !errors.Is(err, ErrStake) {
		t.Fatalf("stake 1 €: %v", err)
	}
	for _, p := range []money.Cents{money.Euros(9), money.Euros(30), money.Euros(-3), 50} {
		if _, err := Compose(table.Stake, p, gametest.Rng(1)); !errors.Is(err, ErrPrize) {
			t.Fatalf("prize %s: %v", p, err)
		}
	}
	if _, err := Compose(table.Stake, 0, nil); err == nil {
		t.Fatal("no rng accepted")
	}
	if _, err := Natural(money.Euros(1), gametest.Rng(1)); !errors.Is(err, ErrStake) {
		t.Fatalf("natural at 1 €: %v", err)
	}
	if _, err := Natural(table.Stake, nil); err == nil {
		t.Fatal("natural without rng")
	}
}

func TestGame(t *testing.T) {
	g := Game
	if g.ID != "diamond-river" || g.Version != "diamond-river/1" {
		t.Fatalf("%s %s", g.ID, g.Version)
	}
	s := gametest.Declared(t, g, table.Stake, money.Euros(20), gametest.Rng(3))
	if g.Class(s) != "20" {
		t.Fatalf("class %q", g.Class(s))
	}
	if _, err := g.Compose(money.Euros(2), 0, core.Plain, gametest.Rng(1)); err == nil {
		t.Fatal("stake 2 €")
	}
	if _, err := g.Natural(money.Euros(2), gametest.Rng(1)); err == nil {
		t.Fatal("natural at 2 €")
	}
	// A natural unit may pay what no lot pays (3 + 6): Class reads it.
	// Both triples are seen before the last throw: 9 € is in the gains
	// bucket "up to 10 €", 3.
	nat := unit(9, 4, put(bg(), "00P", "01P", "02P"), put(bg(), "15G", "25G", "35G"))
	if g.Class(nat) != "9" || !reflect.DeepEqual(g.Features(nat), []int{3, 2, 3, 0, 0, 0, 0, g.Features(nat)[7]}) {
		t.Fatalf("natural 9 €: %q %v", g.Class(nat), g.Features(nat))
	}
	bad := unit(0, 3)
	if g.Class(bad) != "invalid" || g.Features(bad) != nil {
		t.Fatal("invalid script has a class")
	}
	if names := g.FeatureNames; len(names) != len(g.Features(nat)) || names[0] != "throws" {
		t.Fatalf("names %v", names)
	}
}

// TestFeatures works out the features of hand-made units: what is seen
// before the last step.
func TestFeatures(t *testing.T) {
	cases := []struct {
		name string
		s    *Script
		want []int
	}{
		// Four throws of the background, three seen before the last, each
		// with nearBg near triples: 36 / 8 = 4.
		{"losing", unit(0, 4), []int{3, 0, 0, 0, 0, 0, 0, 3 * nearBg / 8}},
		// A pink triple in the last throw is not seen before it.
		{"last throw", unit(3, 4, bg(), bg(), bg(), put(bg(), "00P", "01P", "02P")), []int{3, 0, 0, 0, 0, 0, 0, 3 * nearBg / 8}},
		// With the wheel, every throw is seen before the last step; the
		// throw-0 triple is won (3 €: bucket 1), the wheel symbol seen.
		{"wheel", withWheel(unit(6, 4, put(bg(), "00P", "01P", "02P", "45W")), 0), []int{4, 1, 1, 0, 0, 1, 0, -1}},
		// A violet and a pink triple in throw 0 (103 €, natural play's,
		// no lot's): gains over 100 €, bucket 7.
		{"over 100", unit(103, 4, put(bg(), "00V", "01V", "02V", "43P", "44P", "45P")), []int{3, 2, 7, 0, 0, 0, 0, -1}},
		// Golden gems, a "+1", magic gems.
		{"specials", unit(50, 5, put(bg(), "00D", "11D", "45M"), bg(), bg(), put(bg(), "33+", "45D")), []int{4, 0, 5, 3, 1, 0, 1, -1}},
	}
	for _, c := range cases {
		got := Game.Features(c.s)
		if c.want[7] == -1 {
			c.want[7] = got[7]
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// nearBg is the background's near triples: on each of its 12 down-right
// runs two cells two apart hold one colour (R O R) and the third another:
// 12; rows, columns and down-left runs hold three colours: 0.
const nearBg = 12

func TestNearTriples(t *testing.T) {
	g := bg()
	if n := nearTriples(&g); n != nearBg {
		t.Fatalf("background: %d", n)
	}
	// Grids of "+1" but for a few cells, counted by hand.
	for _, c := range []struct {
		row0 string
		want int
	}{
		{"PP++++", 1}, // (P P +)
		{"PP+P++", 2}, // (P P +) and (P + P)
		{"PPP+++", 1}, // (P P P) is a triple, not a near one; (P P +) is
		{"PPB+++", 1}, // (P P B)
		{"PPM+++", 0}, // with a magic gem it is a triple
		{"PMP+++", 0},
		{"DD++++", 0}, // golden gems are no gems
		{"P+P+P+", 2}, // (P + P) twice
		{"BBVVOO", 4}, // (B B V) (B V V) (V V O) (V O O)
	} {
		g := grid(c.row0, "++++++", "++++++", "++++++", "++++++")
		if n := nearTriples(&g); n != c.want {
			t.Errorf("%s: %d near triples, want %d", c.row0, n, c.want)
		}
	}
	// Down a column and along both diagonals.
	g = grid("G+++G+", "G+++G+", "+++G+B", "++++B+", "++++++")
	// (0,0) (1,0) G G and (2,0) +: 1; (0,4) (1,4) G G, (2,4) +: 1;
	// down-left (1,4) G (2,3) G (3,2) +: 1; down-right (2,3)? G,(3,4) B,(4,5) +: no;
	// down-left (2,5) B (3,4) B (4,3) +: 1; down-left (0,5)+ (1,4) G (2,3) G: 1.
	if n := nearTriples(&g); n != 5 {
		t.Errorf("columns and diagonals: %d near triples, want 5", n)
	}
}

func TestComposeConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	out := make([]*Script, 8)
	for i := range out {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := Compose(table.Stake, money.Euros(6), gametest.Rng(uint64(i)))
			if err != nil {
				t.Error(err)
			}
			out[i] = s
		}()
	}
	wg.Wait()
	for i, s := range out {
		if want, _ := Compose(table.Stake, money.Euros(6), gametest.Rng(uint64(i))); !reflect.DeepEqual(s, want) {
			t.Fatalf("unit %d differs when composed concurrently", i)
		}
	}
}
