package diamondriver

import (
	"math"
	"reflect"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestRealism draws natural play and composed units of the same prize
// classes and asserts, per class with enough natural units and per
// visible feature, that the total-variation distance between the two is
// at most 0.05: the composer draws natural play conditioned on the prize,
// so only sampling noise separates them.
func TestRealism(t *testing.T) {
	n, enough, classes := 80_000, 5000, 3 // 0, 3 and 6 €
	if gametest.Short() {
		n, classes = 10_000, 1 // 0 €
	}
	rng := gametest.Rng(2026)
	natural := map[string][][]int{}
	for i := 0; i < n; i++ {
		s, err := Natural(table.Stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		c := Game.Class(s)
		natural[c] = append(natural[c], Game.Features(s))
	}
	// The composer's law gives each class the probability natural play
	// shows it: within four standard deviations of the frequencies.
	for _, p := range gametest.Prizes(table) {
		q := laws().totals[p]
		f := float64(len(natural[p.String()])) / float64(n)
		if sd := math.Sqrt(q * (1 - q) / float64(n)); math.Abs(f-q) > 4*sd+1/float64(n) {
			t.Errorf("%s €: natural frequency %.5f, the law says %.5f", p, f, q)
		}
	}
	tested := 0
	for _, p := range gametest.Prizes(table) {
		nat := natural[p.String()]
		if len(nat) < enough {
			continue
		}
		tested++
		var comp [][]int
		for i := range nat {
			s, err := Compose(table.Stake, p, gametest.Rng(uint64(p)<<20+uint64(i)))
			if err != nil {
				t.Fatal(err)
			}
			comp = append(comp, Game.Features(s))
		}
		for f, name := range featureNames {
			if d := tv(nat, comp, f); d > 0.05 {
				t.Errorf("%s €, %s: total variation %.3f", p, name, d)
			} else {
				t.Logf("%s € (%d units), %s: total variation %.3f", p, len(nat), name, d)
			}
		}
	}
	if tested < classes {
		t.Fatalf("only %d classes with %d natural units", tested, enough)
	}
}

// tv is the total-variation distance between the distributions of
// feature f in a and b.
func tv(a, b [][]int, f int) float64 {
	ca, cb := map[int]float64{}, map[int]float64{}
	for _, x := range a {
		ca[x[f]] += 1 / float64(len(a))
	}
	for _, x := range b {
		cb[x[f]] += 1 / float64(len(b))
	}
	d := 0.0
	for v, p := range ca {
		d += abs(p - cb[v])
	}
	for v, q := range cb {
		if _, ok := ca[v]; !ok {
			d += q
		}
	}
	return d / 2
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestTV checks tv on hand-made samples.
func TestTV(t *testing.T) {
	a := [][]int{{0}, {0}, {1}, {1}}
	b := [][]int{{0}, {1}, {1}, {2}}
	// a: 0 ½, 1 ½; b: 0 ¼, 1 ½, 2 ¼: (¼ + 0 + ¼) / 2 = ¼.
	if d := tv(a, b, 0); d != 0.25 {
		t.Fatalf("tv %v", d)
	}
	if d := tv(a, a, 0); d != 0 {
		t.Fatalf("tv %v", d)
	}
}

// TestLawSumsToOne: the law's probabilities of every prize natural play
// can give (at most 7 × 2 triples of 1,000 €, 50 € and the wheel's
// 30,000 €) add up to 1.
func TestLawSumsToOne(t *testing.T) {
	l := laws()
	// Its parts: the chain ends somewhere, the triples' sums of n throws
	// are somewhere.
	sum := 0.0
	for x := 0; x < nTargets; x++ {
		sum += l.get(x, state{})
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("the chain's ends add up to %v", sum)
	}
	for n := 0; n <= MaxThrows; n++ {
		// f*n up to 7 throws × 2 triples × 1,000 €, every euro.
		if len(l.conv[n]) != 14_001 {
			t.Fatalf("f*%d has %d amounts", n, len(l.conv[n]))
		}
		sum = 0
		for _, p := range l.conv[n] {
			sum += p
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Fatalf("f*%d adds up to %v", n, sum)
		}
	}
	sum = 0
	var buf []end
	for a := int64(0); a <= maxEuros+50+30000; a++ {
		var p float64
		buf, p = l.endsOf(money.Euros(a), buf[:0])
		sum += p
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("probabilities add up to %v", sum)
	}
	// P(0) by hand from the weights: more than four throws showing
	// no "+1" (930/1000), golden gem (920/1000), wheel (997/1000) or
	// triple (940/1000): 0.4134; less than four throws showing no wheel
	// and no triple: (0.997 · 0.940)^4 = 0.7766.
	if p := l.totals[0]; p < 0.4134 || p > 0.7766 {
		t.Fatalf("P(0) = %v", p)
	}
}

// TestEnds counts by hand the ways (ends) the law splits a few prizes.
func TestEnds(t *testing.T) {
	l := laws()
	for _, c := range []struct {
		euros int64
		n     int
	}{
		// 0 €: no golden 50 €, no wheel, triples 0; 4 to 7 throws: 4.
		{0, 4},
		// 10 €: an orange triple, or the wheel's 10 €; not the wheel's 3
		// or 6 € (no triples make 7 or 4 €): 8.
		{10, 8},
		// 3 €: a pink triple (no wheel) or the wheel's 3 € (no triple),
		// no golden 50 €; 4 to 7 throws: 8.
		{3, 8},
		// 30,000 €: only the wheel's 30,000 €; 4 to 7 throws: 4.
		{30000, 4},
		// 50 €: triples 50 € (golden no, wheel no), golden 50 € (triples
		// 0), or the wheel paying 3, 6, 10, 20 or 50 € and the triples
		// the rest (47, 44, 40, 30, 0: all sums of triples): 7 per
		// number of throws: 28.
		{50, 28},
	} {
		if got := len(l.ends[money.Euros(c.euros)]); got != c.n {
			t.Errorf("%d €: %d ends, want %d", c.euros, got, c.n)
		}
	}
	// The wheel's amounts, with their segments out of 20.
	want := []wheelAmount{{money.Euros(3), 6.0 / 20}, {money.Euros(6), 5.0 / 20}, {money.Euros(10), 3.0 / 20},
		{money.Euros(20), 2.0 / 20}, {money.Euros(50), 1.0 / 20}, {money.Euros(100), 1.0 / 20},
		{money.Euros(1000), 1.0 / 20}, {money.Euros(30000), 1.0 / 20}}
	if !reflect.DeepEqual(l.wheels, want) {
		t.Errorf("wheel %v", l.wheels)
	}
}
