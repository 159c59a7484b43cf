package sudoku

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"revela/core/money"
	rules "revela/core/sudoku"
)

// handScript is a hand-made unit at 0.50 €, Gain 0.50 €: the pattern grid
// digit(r, c) = (3·(r mod 3) + ⌊r/3⌋ + c) mod 9 + 1; blocks 0-2 hide their
// 1 and their 2, blocks 3-8 hide their 3. The throws are clover+1 (1, an
// étape Extra), 1+1 (2), 2+clover (2 again, an étape Extra), 3+4 (7),
// 5+4 (9): 3 throws + 2 clovers = 5 (S-4). The 1 and the 2 complete
// blocks 0, 1, 2: 3 winning blocks × 0.50 € = 1.50 €, rank 18 of the
// 0.50 € table.
func handScript() *rules.Script {
	s := &rules.Script{
		Header: rules.Header{Game: rules.ID, Version: rules.Version, Stake: money.MustParse("0.50"), Prize: money.MustParse("1.50")},
		Gain:   money.MustParse("0.50"),
		Throws: [][2]int{{rules.Clover, 1}, {1, 1}, {2, rules.Clover}, {3, 4}, {5, 4}},
	}
	for r := 0; r < 9; r++ {
		var g, sh [9]byte
		for c := 0; c < 9; c++ {
			d := (3*(r%3)+r/3+c)%9 + 1
			g[c] = byte('0' + d)
			hide := (r < 3 && (d == 1 || d == 2)) || (r >= 3 && d == 3)
			sh[c] = '1'
			if hide {
				sh[c] = '0'
			}
		}
		s.Grid[r], s.Shown[r] = string(g[:]), string(sh[:])
	}
	return s
}

func openHand(t *testing.T) *Play {
	t.Helper()
	p, err := open(handScript())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// settle runs the play until it waits for Lancer or ends.
func settle(t *testing.T, p *Play) {
	t.Helper()
	for i := 0; i < 100000; i++ {
		if p.Waiting || p.Ended {
			return
		}
		p.Update()
	}
	t.Fatal("the play neither waits nor ends")
}

func opened(p *Play) (n int) {
	for _, c := range p.Cells {
		if c.Open {
			n++
		}
	}
	return n
}

// TestHandPlay follows the hand-made unit press by press: the cells each
// throw reveals, the blocks it completes, the running total, the throws
// left and the étapes Extra.
func TestHandPlay(t *testing.T) {
	p := openHand(t)
	if !p.Waiting || p.stage != PhaseThrow || p.Gain != money.MustParse("0.50") || p.Left != 3 || opened(p) != 0 {
		t.Fatalf("start: waiting %v, phase %d, gain %s, left %d, opened %d", p.Waiting, p.stage, p.Gain, p.Left, opened(p))
	}
	shown := 0
	for _, c := range p.Cells {
		if c.Shown {
			shown++
		}
	}
	if shown != 81-12 { // 3 blocks × 2 + 6 blocks × 1 hidden
		t.Fatalf("shown cells %d; want 69", shown)
	}
	type want struct {
		digit, opened, won, left, extras int
		total                            string
		phase                            Phase
	}
	for k, w := range []want{
		{1, 3, 0, 3, 1, "0", PhaseThrow},    // clover+1: the three hidden 1s, one throw more
		{2, 6, 3, 2, 1, "1.50", PhaseThrow}, // 1+1: the three hidden 2s, blocks 0-2 complete
		{2, 6, 3, 2, 2, "1.50", PhaseExtra}, // 2+clover: 2 again, nothing; one throw more
		{7, 6, 3, 1, 2, "1.50", PhaseExtra}, // 3+4: no hidden 7
		{9, 6, 3, 0, 2, "1.50", PhaseOver},  // 5+4: no hidden 9; the end
	} {
		if !p.Go() {
			t.Fatalf("press %d: Lancer did nothing", k+1)
		}
		settle(t, p)
		th, _ := p.LastThrow()
		if th.Digit != w.digit || opened(p) != w.opened || p.Won != w.won || p.Left != w.left || p.Extras != w.extras ||
			p.Total != money.MustParse(w.total) || p.stage != w.phase || len(p.Throws) != k+1 {
			t.Fatalf("press %d: digit %d, opened %d, won %d, left %d, extras %d, total %s, phase %d; want %+v",
				k+1, th.Digit, opened(p), p.Won, p.Left, p.Extras, p.Total, p.stage, w)
		}
	}
	if !p.Ended || p.Prize() != money.MustParse("1.50") {
		t.Fatalf("end: ended %v, prize %s", p.Ended, p.Prize())
	}
	if !p.Throws[0].Clover || p.Throws[1].Clover || !p.Throws[2].Repeat || p.Throws[2].Found != 0 || p.Throws[1].Found != 3 || !p.Throws[3].Extra || p.Throws[2].Extra {
		t.Fatalf("throws %+v", p.Throws)
	}
	for b := 0; b < 9; b++ {
		if p.Blocks[b].Won != (b < 3) {
			t.Fatalf("block %d won %v", b, p.Blocks[b].Won)
		}
	}
	if p.Blocks[0].Rank != 1 || p.Blocks[2].Rank != 3 || !p.Cells[0].InWon || p.Cells[27].InWon {
		t.Fatalf("ranks %d %d, cell 0 in won %v, cell 27 %v", p.Blocks[0].Rank, p.Blocks[2].Rank, p.Cells[0].InWon, p.Cells[27].InWon)
	}
}

// TestWaitsForEachThrow: nothing is thrown before Lancer, and Lancer does
// nothing while the dice roll.
func TestWaitsForEachThrow(t *testing.T) {
	p := openHand(t)
	for i := 0; i < 600; i++ {
		p.Update()
	}
	if len(p.Throws) != 0 || !p.Waiting {
		t.Fatalf("threw %d times without Lancer", len(p.Throws))
	}
	p.Go()
	if len(p.Throws) != 1 || p.Waiting || p.Go() {
		t.Fatalf("after one press: %d throws, waiting %v", len(p.Throws), p.Waiting)
	}
	if !p.Roll.Active(p.Now) || opened(p) != 0 {
		t.Fatal("the cells turned before the dice landed")
	}
}

// TestAutoIsFaster: AUTO plays the rest by itself, in less time, and ends
// on the same state as the presses.
func TestAutoIsFaster(t *testing.T) {
	a, b := openHand(t), openHand(t)
	for !a.Ended {
		a.Go()
		settle(t, a)
	}
	b.SetAuto()
	settle(t, b)
	if !b.Ended || b.Now >= a.Now || !reflect.DeepEqual(snapshot(a), snapshot(b)) {
		t.Fatalf("auto: ended %v after %d ticks (presses: %d)", b.Ended, b.Now, a.Now)
	}
}

// snapshot is what a play shows once settled, without the motions.
type shot struct {
	Open, InWon [81]bool
	Won         [9]bool
	Throws      []Throw
	Thrown      [10]bool
	Left        int
	Extras      int
	WonN        int
	Total       money.Cents
	Ended       bool
}

func snapshot(p *Play) shot {
	s := shot{Throws: p.Throws, Thrown: p.Thrown, Left: p.Left, Extras: p.Extras, WonN: p.Won, Total: p.Total, Ended: p.Ended}
	for i, c := range p.Cells {
		s.Open[i], s.InWon[i] = c.Open, c.InWon
	}
	for b, bl := range p.Blocks {
		s.Won[b] = bl.Won
	}
	return s
}

// TestFastForwardEqualsPresses: for composed units of every stake (with
// and without clovers, winning and losing), FastForward(k) then the rest
// pressed gives the same play as k presses then the rest, step by step.
func TestFastForwardEqualsPresses(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	clovers := 0
	for n := 0; n < 60; n++ {
		stake := []money.Cents{50, 100, 200}[n%3]
		prize := []money.Cents{0, stake, 3 * stake, 10 * stake}[n/3%4]
		s, err := rules.Compose(stake, prize, rng)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Throws) > 3 {
			clovers++
		}
		for k := 0; k <= len(s.Throws)+1; k++ {
			a, _ := open(s)
			b, _ := open(s)
			for i := 0; i < k && !a.Ended; i++ {
				a.Go()
				settle(t, a)
			}
			if k > 0 && !b.FastForward(k) {
				t.Fatalf("unit %d: FastForward(%d) did nothing", n, k)
			}
			settle(t, b)
			if !reflect.DeepEqual(snapshot(a), snapshot(b)) {
				t.Fatalf("unit %d, k=%d: after FastForward\n%+v\nafter presses\n%+v", n, k, snapshot(b), snapshot(a))
			}
			for !a.Ended {
				a.Go()
				b.Go()
				settle(t, a)
				settle(t, b)
			}
			settle(t, b)
			if !b.Ended || !reflect.DeepEqual(snapshot(a), snapshot(b)) || a.Total != prize {
				t.Fatalf("unit %d, k=%d: at the end %+v / %+v, prize %s", n, k, snapshot(b), snapshot(a), prize)
			}
		}
	}
	if clovers == 0 {
		t.Fatal("no unit with a clover: the étapes Extra went untested")
	}
}

// TestFastForwardOnlyAtStart: once a throw is released, FastForward does
// nothing.
func TestFastForwardOnlyAtStart(t *testing.T) {
	p := openHand(t)
	p.Go()
	if p.FastForward(3) {
		t.Fatal("FastForward acted after a throw")
	}
	q := openHand(t)
	if q.FastForward(0) || !q.FastForward(2) || len(q.Throws) != 2 || q.Total != money.MustParse("1.50") || q.Count.Active(q.Now) {
		t.Fatalf("FastForward(2): %d throws, total %s", len(q.Throws), q.Total)
	}
}

func TestBlockCells(t *testing.T) {
	if got := BlockCells(0); got != [9]int{0, 1, 2, 9, 10, 11, 18, 19, 20} {
		t.Fatalf("block 0: %v", got)
	}
	if got := BlockCells(5); got != [9]int{33, 34, 35, 42, 43, 44, 51, 52, 53} {
		t.Fatalf("block 5: %v", got)
	}
	if got := BlockCells(8); got != [9]int{60, 61, 62, 69, 70, 71, 78, 79, 80} {
		t.Fatalf("block 8: %v", got)
	}
}
