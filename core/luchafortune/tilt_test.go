package luchafortune

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
	"revela/core/realism"
)

// TestTiltWeighs: the importance weight a tilted draw carries is the
// one its unit weighs when replayed (what the chain's independence
// moves compare), for planted lines (1,000 € and 200 €) and for a
// collectible drawn more often (15,000 €), with the composer's tilts
// and the reference's.
func TestTiltWeighs(t *testing.T) {
	for _, prize := range []int64{1000, 200, 15000, -1000, -200} {
		p := money.Euros(max(prize, -prize))
		tl := Default.tiltFor(p)
		if prize < 0 {
			tl = Default.refTilt(p)
		}
		rng := gametest.Rng(5)
		var scratch Script
		for n := 0; n < 10; {
			got, lw, err := tl.draw(&scratch, rng, p)
			if err != nil || got != p {
				continue
			}
			n++
			c := Default.newChain(p, rng)
			c.put(&scratch)
			if !c.run(&c.r) {
				t.Fatalf("%d €: a tilted unit does not replay", prize)
			}
			if w := tl.weigh(&c.r); math.Abs(w-lw) > 1e-9 {
				t.Errorf("%d €: replay weighs %g, the draw %g", prize, w, lw)
			}
		}
	}
	if ref := Default.refTilt(money.Euros(1000)); math.Abs(ref.pi[1]-0.5) > 1e-9 || math.Abs(ref.pi[2]-0.25) > 1e-9 || math.Abs(ref.pi[3]-0.05) > 1e-9 ||
		ref.room != money.Euros(800) || ref.p.Weight(Plus1) != 50 || ref.p.Weight(Plus2) != 15 {
		t.Errorf("the reference's tilt toward 1,000 €: pi %v, room %s €", ref.pi, ref.room)
	}
	if Default.tiltFor(0) != nil || Default.tiltFor(money.MustParse("0.50")) != nil {
		t.Error("a tilt toward 0 € or an amount the paytable cannot make")
	}
}

// naturalOf draws natural play until n units of prize, their features.
func naturalOf(t *testing.T, prize money.Cents, n int, rng *rand.Rand) [][]int {
	var out [][]int
	for len(out) < n {
		s, err := Natural(Default.Table.Stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		if s.Prize == prize {
			out = append(out, Features(s))
		}
	}
	return out
}

// TestTiltExact: weighted by their importance weights, units of 200 €
// drawn from a strong tilt (lines one cell short planted 9 times in 10,
// none past the prize, "+1" and "+2" drawn more often: the reference's
// kind, refTilt) follow natural play's units of 200 €, feature by
// feature, within the sampling noise (0.035 at most on this seed);
// unweighted they do not (the first throw with a gain: 0.367).
func TestTiltExact(t *testing.T) {
	if gametest.Short() {
		t.Skip("draws about 400,000 units")
	}
	p := money.Euros(200)
	n := 1500
	rng := gametest.Rng(31)
	natural := naturalOf(t, p, n, rng)
	strong := *Default.tiltFor(p)
	strong.setPlant([Rows + 1]float64{0, 0.9, 0.5, 0.05})
	tl := strong.spread(Default, p, true, strong.pi)
	if tl.room != 0 || tl.p.Weight(Plus1) != 50 || tl.p.Weight(Plus2) != 15 || tl.pi[1] != strong.pi[1] {
		t.Fatalf("the reference's kind of tilt: room %s €, +1 %d, +2 %d", tl.room, tl.p.Weight(Plus1), tl.p.Weight(Plus2))
	}
	var units [][]int
	var lws []float64
	var scratch Script
	for len(units) < 3*n {
		got, lw, err := tl.draw(&scratch, rng, p)
		if err != nil || got != p {
			continue
		}
		scratch.Header = Header{Game: ID, Stake: Default.Table.Stake, Prize: p, Version: Default.Version}
		units = append(units, Features(&scratch))
		lws = append(lws, lw)
	}
	worst := func(w []float64) (float64, string) {
		var ws []float64
		if w != nil {
			ws = realism.Weights(w)
		}
		top, name := 0.0, ""
		for f, fn := range FeatureNames() {
			if d := realism.WeightedTV(gametest.Column(units, f), ws, gametest.Column(natural, f), nil); d > top {
				top, name = d, fn
			}
		}
		return top, name
	}
	dw, fw := worst(lws)
	du, fu := worst(nil)
	t.Logf("weighted: %s TV %.3f (effective size %.0f of %d); unweighted: %s %.3f", fw, dw, realism.ESS(realism.Weights(lws)), len(lws), fu, du)
	if d, f := worst(lws); d > 0.06 {
		t.Errorf("weighted: %s TV %.3f > 0.06 (effective size %.0f)", f, d, realism.ESS(realism.Weights(lws)))
	}
	if d, f := worst(nil); d < 0.1 {
		t.Errorf("unweighted: the largest TV is %s's %.3f, want above 0.1", f, d)
	}
}

// shape returns, over units, the share of lines that are columns, of
// units whose lines all come in one throw, and of units with a cascade
// of 4 steps or more: the figures of the tell issue 30 found in the
// chain's 1,000 € units (87 %, 52 % and 85 %).
func shape(t *testing.T, units []*Script) (cols, one, cascade float64) {
	var nc, nl, n1, n4 int
	for _, s := range units {
		tr, err := Check(s)
		if err != nil {
			t.Fatal(err)
		}
		per := map[int8]int{}
		lines, steps := 0, 0
		for _, e := range tr {
			switch e.Kind {
			case EvLine:
				lines++
				per[e.Throw]++
				if e.Line >= 9 && e.Line < 14 {
					nc++
				}
				steps = max(steps, int(e.Step))
			case EvKO:
				steps = max(steps, int(e.Step))
			}
		}
		nl += lines
		if len(per) == 1 {
			n1++
		}
		if steps >= 4 {
			n4++
		}
	}
	n := float64(len(units))
	return float64(nc) / float64(nl), float64(n1) / n, float64(n4) / n
}

// TestChainsAgree: the chain mixes. Units of 1,000 € from three chains of
// chainMoves moves: from the constructed start without independence moves
// (the composer before issue 30) they keep their start's shape, lines in
// columns, all in one throw, in long cascades; from the constructed start
// and from a tilted start with independence moves they agree, and with
// the reference (importance sampling, 3,000,000 tilted draws: 22 % of the
// lines are columns, no unit has all its lines in one throw, 11 % have a
// cascade of 4 steps or more).
func TestChainsAgree(t *testing.T) {
	if gametest.Short() {
		t.Skip("runs 90 chains")
	}
	p := money.Euros(1000)
	n := 30
	rng := gametest.Rng(41)
	var figures [][3]float64
	for _, c := range []struct {
		name         string
		tilted, jump bool
	}{
		{"constructed start, no jumps", false, false},
		{"constructed start", false, true},
		{"tilted start", true, true},
	} {
		var units []*Script
		for range n {
			var ch *chain
			var err error
			if c.tilted {
				ch, err = Default.tiltedStart(p, rng)
			} else {
				ch, err = Default.start(p, rng)
			}
			if err != nil || ch == nil {
				t.Fatal(err)
			}
			ch.tl = nil
			if c.jump {
				ch.tl = Default.tiltFor(p)
			}
			if err := ch.walk(rng); err != nil {
				t.Fatal(err)
			}
			s := ch.script()
			s.Header = Header{Game: ID, Stake: Default.Table.Stake, Prize: p, Version: Default.Version}
			units = append(units, s)
		}
		cols, one, cascade := shape(t, units)
		t.Logf("%s: columns %.2f, one throw %.2f, cascade >= 4 %.2f", c.name, cols, one, cascade)
		figures = append(figures, [3]float64{cols, one, cascade})
	}
	// On this seed: 0.92, 0.50, 0.97 from the constructed start alone;
	// 0.21, 0, 0.20 and 0.20, 0, 0.20 with the independence moves.
	if old := figures[0]; old[0] < 0.6 || old[1] < 0.3 || old[2] < 0.6 {
		t.Errorf("the chain without independence moves lost its start's shape: %.2f", old)
	}
	ref := [3]float64{0.22, 0, 0.11}
	for _, f := range figures[1:] {
		for i := range f {
			if math.Abs(f[i]-ref[i]) > 0.12 || math.Abs(f[i]-figures[1][i]) > 0.1 {
				t.Errorf("figures %.2f: not within 0.12 of the reference's %.2f and 0.1 of each other", f, ref)
			}
		}
	}
}

// TestTiltKinds: the tilt follows the prize's fewest pieces. 1,000 €
// (five lines of character 8) plants character 8 with π = 0.85, 0.4 and
// 0.05 for lines of 1, 2 and 3 fresh cells; 200 € (one line) 0, 0 and
// 0.01; 15,000 € (the coupe dorée's banner) draws the coupe with weight
// 200 instead of 6, character 2 with 495 instead of 520 (× 3,896 /
// 4,090, rounded down), the weights still adding up to 4,096; a prize of
// coins alone draws its coin with weight 200.
func TestTiltKinds(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	tl := Default.tiltFor(money.Euros(1000))
	if tl.plant != Char1+7 || !near(tl.pi[1], 0.85) || !near(tl.pi[2], 0.4) || math.Abs(tl.pi[3]-0.05) > 1e-9 {
		t.Errorf("1,000 €: plant %v, pi %v", tl.plant, tl.pi)
	}
	if tl := Default.tiltFor(money.Euros(200)); tl.plant != Char1+7 || tl.pi[1] != 0 || tl.pi[2] != 0 || math.Abs(tl.pi[3]-0.01) > 1e-9 {
		t.Errorf("200 €: plant %v, pi %v", tl.plant, tl.pi)
	}
	tl = Default.tiltFor(money.Euros(15000))
	sum := 0
	for s := range Sym(maxSym) {
		sum += tl.p.Weight(s)
	}
	if tl.plant != 0 || tl.p.Weight(Coll1+4) != 200 || tl.p.Weight(Char1+1) != 495 || sum != 4096 ||
		!near(tl.logRatio[Coll1+4], math.Log(6.0/200)) || !near(tl.logRatio[Char1+1], math.Log(520.0/495)) {
		t.Errorf("15,000 €: plant %v, coupe %d, character 2 %d, sum %d", tl.plant, tl.p.Weight(Coll1+4), tl.p.Weight(Char1+1), sum)
	}
	if Default.Weight(Coll1+4) != 6 {
		t.Error("the tilt changed natural play's weights")
	}
	if _, _, err := Tilted(money.Euros(2), money.Euros(200), gametest.Rng(1)); !errors.Is(err, ErrStake) {
		t.Errorf("stake 2 €: %v", err)
	}
	if _, _, err := Tilted(money.Euros(1), 0, gametest.Rng(1)); !errors.Is(err, ErrPrize) {
		t.Errorf("toward 0 €: %v", err)
	}
	rng := gametest.Rng(2)
	for range 20 {
		s, lw, err := Tilted(money.Euros(1), money.Euros(200), rng)
		if err != nil || s.Prize > money.Euros(200) || math.IsInf(lw, 0) || math.IsNaN(lw) {
			t.Fatalf("toward 200 €: %v € weighing %g, %v", s.Prize, lw, err)
		}
		if got, _ := Default.Validate(s); got != s.Prize {
			t.Fatalf("a tilted unit of %s € derives %s €", s.Prize, got)
		}
	}
	coins := paramsWith(t, `"9000", "9000", "9000", "9000", "9000", "9000", "9000", "9000"`, `"20"`)
	if tl := coins.tiltFor(money.Euros(20)); tl == nil || tl.plant != 0 || tl.p.Weight(Coin1) != 200 {
		t.Errorf("a prize of coins: %+v", tl)
	}
}
