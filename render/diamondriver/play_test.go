package diamondriver

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/screens/screenstest"
)

// base is a grid with no triple (D-3): colour (col + 2·row) mod 4 of
// green, pink, orange, blue; along a row, a column or a diagonal no three
// consecutive cells share a colour.
var base = [5]string{"GPOBGP", "OBGPOB", "GPOBGP", "OBGPOB", "GPOBGP"}

// grid is base with the cells given set: "0:W" puts the wheel in cell 0.
func grid(set ...string) [5]string {
	g := base
	for _, s := range set {
		var cell int
		var sym string
		parts := strings.SplitN(s, ":", 2)
		json.Unmarshal([]byte(parts[0]), &cell)
		sym = parts[1]
		r, c := cell/6, cell%6
		g[r] = g[r][:c] + sym + g[r][c+1:]
	}
	return g
}

// script builds and decodes a hand-made script.
func script(t *testing.T, prize string, wheel int, throws ...[5]string) *rules.Script {
	t.Helper()
	m := map[string]any{"game": "diamond-river", "stake": "3", "prize": prize, "version": "diamond-river/1", "throws": throws}
	if wheel >= 0 {
		m["wheel"] = wheel
	}
	b, _ := json.Marshal(m)
	s, err := rules.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// scripts are hand-made units with their prize worked out by hand.
func scripts(t *testing.T) map[string]*rules.Script {
	return map[string]*rules.Script{
		// no gain in four throws
		"lost": script(t, "0", -1, base, base, base, base),
		// the wheel symbol in throw 0, the wheel lands on segment 4: 20 €
		"wheel 20": script(t, "20", 4, grid("0:W"), base, base, base),
		// three golden gems (the third in throw 1) pay 50 €; a "+1" gives
		// a fifth throw
		"golden 50": script(t, "50", -1, grid("0:D", "5:D", "29:+"), grid("14:D"), base, base, base),
		// a pink triple with the magic gem (row 0, cells 0-2: P M P) and a
		// pink one in column 5 of throw 2 (rows 0-2): 3 + 3 = 6 €
		"pinks 6": script(t, "6", -1, grid("0:P", "1:M", "2:P"), base, grid("5:P", "11:P", "17:P"), base),
		// three golden gems 50 € and the wheel on its 50 € segment (7):
		// 100 €, with a "+1" and the wheel symbol in the fifth throw
		"golden wheel 100": script(t, "100", 7, grid("3:D", "7:+"), grid("10:D"), base, grid("20:D"), grid("27:W")),
		// a red triple, row 4 cells 1-3: 1,000 €
		"red 1000": script(t, "1000", -1, base, base, base, grid("25:R", "26:R", "27:R")),
	}
}

// settle runs p until it waits for the player or ends.
func settle(p *Play) {
	for i := 0; i < 100000 && !p.Waiting && !p.Ended; i++ {
		p.Update()
	}
}

func mustOpen(t *testing.T, s *rules.Script) *Play { return screenstest.Open(t, open, s) }

func TestHandMadeUnits(t *testing.T) {
	want := map[string]struct {
		prize          money.Cents
		steps, throws  int
		golden         int
		wheel, segment int
	}{
		"lost":             {0, 4, 4, 0, -1, 0},
		"wheel 20":         {money.Euros(20), 5, 4, 0, 4, 4},
		"golden 50":        {money.Euros(50), 5, 5, 3, -1, 0},
		"pinks 6":          {money.Euros(6), 4, 4, 0, -1, 0},
		"golden wheel 100": {money.Euros(100), 6, 5, 3, 7, 7},
		"red 1000":         {money.Euros(1000), 4, 4, 0, -1, 0},
	}
	for name, s := range scripts(t) {
		w := want[name]
		p := mustOpen(t, s)
		if p.Prize() != w.prize {
			t.Fatalf("%s: prize %s, want %s", name, p.Prize(), w.prize)
		}
		presses := 0
		for !p.Ended {
			if !p.Waiting || p.Stage == PhaseOver {
				t.Fatalf("%s: not waiting after %d presses", name, presses)
			}
			if presses < w.throws && p.Stage != PhaseThrow {
				t.Fatalf("%s: press %d in phase %d, want a throw", name, presses, p.Stage)
			}
			if presses == w.throws && (p.Stage != PhaseWheel || !p.Wheel.Open) {
				t.Fatalf("%s: after the last throw the wheel is not open", name)
			}
			if presses > 0 && presses <= w.throws && p.Left != w.throws-presses {
				t.Fatalf("%s: %d throws left after %d", name, p.Left, presses)
			}
			p.Go()
			if p.Go() {
				t.Fatalf("%s: a second press during step %d did something", name, presses)
			}
			presses++
			settle(p)
		}
		if presses != w.steps || p.Released != w.steps || p.Throws != w.throws {
			t.Errorf("%s: %d presses, %d released, %d throws; want %d steps, %d throws", name, presses, p.Released, p.Throws, w.steps, w.throws)
		}
		if p.Total != w.prize || p.ShownTotal() != w.prize || p.Golden != w.golden || p.GoldenPaid != (w.golden == 3) {
			t.Errorf("%s: total %s shown %s golden %d; want %s, %d", name, p.Total, p.ShownTotal(), p.Golden, w.prize, w.golden)
		}
		if p.Wheel.Present != (w.wheel >= 0) || (w.wheel >= 0 && p.Wheel.Segment != w.segment) {
			t.Errorf("%s: wheel %+v", name, p.Wheel)
		}
		if w.wheel < 0 && p.Wheel.Open {
			t.Errorf("%s: the wheel opened without its symbol", name)
		}
	}
}

// state is what a player sees of a play once it has settled.
type state struct {
	cells                          [rules.Cells]rules.Symbol
	won                            [rules.Cells]bool
	throw, throws, left, golden    int
	released                       int
	total, shown                   money.Cents
	wheelOpen, wheelPresent, ended bool
	waiting                        bool
	phase                          Phase
	wins                           int
}

func stateOf(p *Play) state {
	s := state{throw: p.Throw, throws: p.Throws, left: p.Left, golden: p.Golden, released: p.Released,
		total: p.Total, shown: p.ShownTotal(), wheelOpen: p.Wheel.Open, wheelPresent: p.Wheel.Present,
		ended: p.Ended, waiting: p.Waiting, phase: p.Stage, wins: len(p.Wins)}
	for i, c := range p.Cells {
		s.cells[i], s.won[i] = c.Sym, c.Won
	}
	return s
}

// TestFastForwardIsPresses: FastForward(k) then the rest shows what k
// presses and the rest show, for every k of every hand-made unit.
func TestFastForwardIsPresses(t *testing.T) {
	for name, s := range scripts(t) {
		for k := 0; ; k++ {
			a := mustOpen(t, s)
			for i := 0; i < k && !a.Ended; i++ {
				a.Go()
				settle(a)
			}
			b := mustOpen(t, s)
			if did := b.FastForward(k); did != (k > 0) {
				t.Fatalf("%s: FastForward(%d) = %v", name, k, did)
			}
			settle(b)
			if sa, sb := stateOf(a), stateOf(b); sa != sb {
				t.Fatalf("%s k=%d:\n presses %+v\n forward %+v", name, k, sa, sb)
			}
			if k > 0 && b.FastForward(1) {
				t.Fatalf("%s: a second FastForward acted", name)
			}
			for !a.Ended {
				a.Go()
				b.Go()
				settle(a)
				settle(b)
				if sa, sb := stateOf(a), stateOf(b); sa != sb {
					t.Fatalf("%s k=%d, then the rest:\n presses %+v\n forward %+v", name, k, sa, sb)
				}
			}
			if !b.Ended || b.Total != s.Prize {
				t.Fatalf("%s k=%d: ended %v total %s", name, k, b.Ended, b.Total)
			}
			if a.Released <= k && k > 0 {
				break
			}
		}
	}
}

func TestAutoPlaysEverythingFaster(t *testing.T) {
	s := scripts(t)["golden wheel 100"]
	// pressed at once each time the play waits, and left to AUTO
	manual, auto := mustOpen(t, s), mustOpen(t, s)
	for !manual.Ended {
		manual.Go()
		settle(manual)
	}
	auto.SetAuto()
	settle(auto)
	n, ticks := auto.Now, manual.Now
	if !auto.Ended || auto.Total != money.Euros(100) || auto.Released != 6 || auto.Next != len(auto.events) {
		t.Fatalf("AUTO: ended %v total %s released %d", auto.Ended, auto.Total, auto.Released)
	}
	if n >= ticks*2/3 {
		t.Errorf("AUTO took %d ticks, manual %d", n, ticks)
	}
	if n > 20*60 {
		t.Errorf("AUTO took %d ticks, more than 20 s", n)
	}
	// AUTO pressed midway takes over at once
	mid := mustOpen(t, s)
	mid.Go()
	settle(mid)
	mid.SetAuto()
	if settle(mid); !mid.Ended || mid.Total != money.Euros(100) {
		t.Fatal("AUTO midway did not finish")
	}
}

// TestGridFillsGemByGem: after LANCEZ the 30 gems pop in one after the
// other, in reading order; the amount of a triple reaches the counter
// after it is outlined.
func TestGridFillsGemByGem(t *testing.T) {
	p := mustOpen(t, scripts(t)["red 1000"])
	for i := 0; i < 3; i++ {
		p.Go()
		settle(p)
	}
	p.Go()
	for i := 1; i < rules.Cells; i++ {
		if p.Cells[i].Pop.Start-p.Cells[i-1].Pop.Start != Stagger {
			t.Fatalf("cell %d pops %d ticks after cell %d", i, p.Cells[i].Pop.Start-p.Cells[i-1].Pop.Start, i-1)
		}
	}
	if p.Cells[25].Sym != rules.Red || p.Cells[26].Prev != rules.Orange {
		t.Fatalf("cells 25, 26: %+v %+v", p.Cells[25], p.Cells[26])
	}
	for !p.Cells[25].Won {
		p.Update()
	}
	if len(p.Wins) != 1 || p.Wins[0].Amount != money.Euros(1000) || p.Total != money.Euros(1000) {
		t.Fatalf("wins %+v total %s", p.Wins, p.Total)
	}
	if p.ShownTotal() != 0 {
		t.Fatalf("the counter shows %s before the amount flew", p.ShownTotal())
	}
	settle(p)
	if p.ShownTotal() != money.Euros(1000) {
		t.Fatalf("the counter shows %s", p.ShownTotal())
	}
}

// TestWheelLandsOnItsSegment: the spin ends exactly on the script's
// segment, turning clockwise and slowing down, and the prize counts only
// once it has landed.
func TestWheelLandsOnItsSegment(t *testing.T) {
	for seg := 0; seg < rules.Segments; seg++ {
		if got := Pointer(WheelAngle(seg, 1)); got != seg {
			t.Errorf("segment %d: the wheel stops on %d", seg, got)
		}
		if got := Pointer(-SegmentAngle(seg)); got != seg {
			t.Errorf("segment %d at rest: %d", seg, got)
		}
		prev, step := 0.0, math.Inf(1)
		for i := 1; i <= 100; i++ {
			a := WheelAngle(seg, float64(i)/100)
			if a-prev > step+1e-9 || a < prev {
				t.Fatalf("segment %d: the spin does not slow down at %d%%", seg, i)
			}
			prev, step = a, a-prev
		}
	}
	if math.Abs(SegmentAngle(5)-math.Pi/2) > 1e-12 {
		t.Errorf("segment 5 at %v, want π/2 (a quarter turn clockwise)", SegmentAngle(5))
	}
	p := mustOpen(t, scripts(t)["wheel 20"])
	for i := 0; i < 4; i++ {
		p.Go()
		settle(p)
	}
	if !p.Wheel.Open || p.Wheel.Landed || p.Stage != PhaseWheel {
		t.Fatalf("before GO: %+v", p.Wheel)
	}
	p.Go()
	if !p.Wheel.Landed || p.Wheel.Segment != 4 || p.Wheel.Amount != money.Euros(20) {
		t.Fatalf("after GO: %+v", p.Wheel)
	}
	for p.Wheel.Spin.Active(p.Now) {
		if p.ShownTotal() != 0 {
			t.Fatalf("the counter shows %s while the wheel turns", p.ShownTotal())
		}
		p.Update()
	}
	settle(p)
	if !p.Ended || p.ShownTotal() != money.Euros(20) {
		t.Fatalf("end: %v %s", p.Ended, p.ShownTotal())
	}
}

// TestComposedUnits plays composed units of every amount of the lot table
// under AUTO: each ends with its prize, the wheel opening exactly when a
// throw showed its symbol.
func TestComposedUnits(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 3))
	for _, euros := range []int64{0, 3, 6, 10, 20, 50, 100, 1000, 30000} {
		for i := 0; i < 20; i++ {
			s, err := rules.Compose(money.Euros(3), money.Euros(euros), rng)
			if err != nil {
				t.Fatal(err)
			}
			p := mustOpen(t, s)
			if i%2 == 0 {
				p.SetAuto()
				settle(p)
			}
			for n := 0; !p.Ended; n++ { // pressed whenever it waits
				if n > 60*60 {
					t.Fatalf("%d €: still playing after a minute (step %d, held %v)", euros, p.Released, p.Waiting)
				}
				p.Go()
				p.Update()
			}
			if !p.Ended || p.Total != money.Euros(euros) || p.Released != len(s.Throws)+btoi(s.Wheel != nil) {
				t.Fatalf("%d €: ended %v total %s released %d", euros, p.Ended, p.Total, p.Released)
			}
			if p.Wheel.Open != (s.Wheel != nil) {
				t.Fatalf("%d €: wheel open %v, script %v", euros, p.Wheel.Open, s.Wheel)
			}
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
