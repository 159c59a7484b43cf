package luchafortune

import (
	"math/rand/v2"
	"reflect"
	"testing"

	rules "revela/core/luchafortune"
	"revela/core/money"
)

// handMade is a unit worked out by hand (docs/rules/lucha-fortune.md):
//
//	throw 1: c1 c1 c1 on the top row pays 1 € (L-3); the row empties and
//	  cols 0-2 drop a 2 € coin (L-4 a: 2 €), a poivron (banner 1 of 4),
//	  a c8; nothing else forms.
//	throw 2: the K.O at the bottom of column 2 knocks it out (L-4 c); its
//	  queue drops "+1" (lowest), c4, c2: a fourth throw (L-1).
//	throw 3: a 2 € coin at the top left.
//	throw 4: nothing.
//
// Prize 1 + 2 + 2 = 5 €, 4 throws, one poivron in the banner.
const handMade = `{"game":"lucha-fortune","stake":"1","prize":"5","version":"lucha-fortune/1","throws":[
{"reveal":["c1","c1","c1","c2","c3", "c4","c5","c6","c7","c8", "c2","c3","c4","c5","c6"],
 "queues":[["coin:2"],["poivron"],["c8"],[],[]]},
{"reveal":["c1","c2","c3","c4","c5", "c6","c7","c8","c1","c2", "c3","ko","c5","c6","c7"],
 "queues":[[],["+1","c4","c2"],[],[],[]]},
{"reveal":["coin:2","c2","c3","c4","c5", "c6","c7","c8","c1","c2", "c3","c4","c5","c6","c7"],
 "queues":[[],[],[],[],[]]},
{"reveal":["c1","c2","c3","c4","c5", "c6","c7","c8","c1","c2", "c3","c4","c5","c6","c7"],
 "queues":[[],[],[],[],[]]}]}`

func openJSON(t *testing.T, js string) *Play {
	t.Helper()
	s, err := rules.Decode([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	p, err := open(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// run plays p to its next wait (or its end), at most n ticks.
func run(p *Play, n int) {
	for i := 0; i < n && !p.Waiting && !p.Ended; i++ {
		p.Update()
	}
}

// TestHandMade plays the hand-worked unit with GO: one throw per press
// (art. 5.2), the cascade of throw 1 and the K.O of throw 2, and the
// prize, throws and banner worked out above.
func TestHandMade(t *testing.T) {
	p := openJSON(t, handMade)
	if !p.Waiting || p.Steps() != 0 || p.Throws != 3 || p.Throw != -1 {
		t.Fatalf("at the start: waiting %v steps %d throws %d", p.Waiting, p.Steps(), p.Throws)
	}
	if p.Prize() != money.Euros(5) {
		t.Fatalf("prize %s, want 5 €", p.Prize())
	}
	if got := caption(&french, p); got != "Appuyez sur GO pour révéler 15 symboles" {
		t.Fatalf("caption at the start: %q", got)
	}
	// throw 1: the line, then the cascade's drops
	p.Go()
	sawLine, sawDrop := false, false
	for i := 0; i < 10000 && !p.Waiting; i++ {
		p.Update()
		if len(p.Lines) == 1 && !sawLine {
			sawLine = true
			if l := p.Lines[0]; l.Line != 0 || l.Sym != rules.Char1 || l.Amount != money.Euros(1) {
				t.Fatalf("line %+v, want row 0 columns 0-2 of c1 paying 1 €", l)
			}
			if got := caption(&french, p); got != "3 catcheurs n°1 alignés : 1\u202f€" {
				t.Fatalf("line caption %q", got)
			}
			if got := caption(&english, p); got != "3 wrestlers no. 1 in a line: €1" {
				t.Fatalf("English line caption %q", got)
			}
		}
		if p.Last.Kind == rules.EvDrop && !sawDrop {
			sawDrop = true
			// the coin drops first, into row 0 of column 0, from one row
			// above the matrix (L-4a)
			c := p.Cells[0]
			if c.Sym != rules.Coin1+1 || c.FromY != -1.3 || !c.Move.On {
				t.Fatalf("the first drop: %+v", c)
			}
		}
	}
	if !sawLine || !sawDrop || p.Steps() != 1 || p.Total != money.Euros(3) || p.Banner.Count[0] != 1 {
		t.Fatalf("after throw 1: line %v drop %v steps %d total %s poivrons %d", sawLine, sawDrop, p.Steps(), p.Total, p.Banner.Count[0])
	}
	if got := caption(&english, p); got != "Press GO for the next throw" {
		t.Fatalf("caption between throws: %q", got)
	}
	// throw 2: the K.O and "+1"
	p.Go()
	sawKO := false
	for i := 0; i < 10000 && !p.Waiting; i++ {
		p.Update()
		if p.Last.Kind == rules.EvKO && !sawKO {
			sawKO = true
			if p.KO != 1 || caption(&french, p) != "K.O ! La colonne 2 est vidée" {
				t.Fatalf("K.O: column %d, caption %q", p.KO, caption(&french, p))
			}
		}
	}
	if !sawKO || p.Throws != 4 || p.ThrowsLeft() != 2 || p.Cells[11].Sym != rules.Plus1 || p.Cells[1].Sym != rules.Char1+1 {
		t.Fatalf("after throw 2: K.O %v throws %d left %d cell 11 %v cell 1 %v", sawKO, p.Throws, p.ThrowsLeft(), p.Cells[11].Sym, p.Cells[1].Sym)
	}
	p.Go()
	run(p, 10000)
	p.Go()
	run(p, 10000)
	if !p.Ended || p.Steps() != 4 || p.Total != money.Euros(5) || p.Phase() != "over" {
		t.Fatalf("at the end: ended %v steps %d total %s", p.Ended, p.Steps(), p.Total)
	}
	if p.Go() {
		t.Fatal("GO after the end did something")
	}
}

// settled is what a play shows once nothing moves: the symbols, the
// banner's counts and rows won, the throws, the total.
type settled struct {
	Syms   [rules.Cells]rules.Sym
	Count  [rules.Kinds]int
	Won    [rules.Kinds]bool
	Throws int
	Steps  int
	Total  money.Cents
	Ended  bool
}

func settle(p *Play) settled {
	var s settled
	for i, c := range p.Cells {
		s.Syms[i] = c.Sym
	}
	s.Count, s.Won = p.Banner.Count, p.Banner.Won
	s.Throws, s.Steps, s.Total, s.Ended = p.Throws, p.Steps(), p.Total, p.Ended
	return s
}

// TestFastForward: FastForward(k) then the rest played equals k presses
// of GO then the rest, at every k and for units of every kind of prize
// (docs/client.md, resume).
func TestFastForward(t *testing.T) {
	prizes := []money.Cents{0, money.Euros(1), money.Euros(2), money.Euros(5), money.Euros(10), money.Euros(40), money.Euros(200), money.Euros(1000), money.Euros(15000)}
	for i, prize := range prizes {
		s, err := rules.Compose(money.Euros(1), prize, rand.New(rand.NewPCG(uint64(i), 9)))
		if err != nil {
			t.Fatal(err)
		}
		n := len(s.Throws)
		for k := 0; k <= n; k++ {
			a, err := open(s)
			if err != nil {
				t.Fatal(err)
			}
			for j := 0; j < k; j++ {
				if !a.Go() {
					t.Fatalf("prize %s: press %d found the play busy", prize, j+1)
				}
				run(a, 100000)
			}
			at := settle(a)
			b, _ := open(s)
			if b.FastForward(k) != (k > 0) {
				t.Fatalf("FastForward(%d) did not act", k)
			}
			if got := settle(b); !reflect.DeepEqual(got, at) {
				t.Fatalf("prize %s k %d: fast-forwarded %+v, pressed %+v", prize, k, got, at)
			}
			if k < n && (!b.Waiting || b.Ended) || k == n && !b.Ended {
				t.Fatalf("prize %s k %d of %d: waiting %v ended %v", prize, k, n, b.Waiting, b.Ended)
			}
			if k > 0 && b.FastForward(1) {
				t.Fatal("a second FastForward acted")
			}
			a.SetAuto()
			b.SetAuto()
			run(a, 1000000)
			run(b, 1000000)
			if got, want := settle(b), settle(a); !reflect.DeepEqual(got, want) || !a.Ended || got.Total != prize || got.Steps != n {
				t.Fatalf("prize %s k %d: resumed %+v, pressed %+v", prize, k, got, want)
			}
		}
	}
}

// TestAutoShorter: AUTO plays the same events in fewer ticks, and turned
// on mid-way releases the rest without GO (art. 5.3).
func TestAutoShorter(t *testing.T) {
	a, b := openJSON(t, handMade), openJSON(t, handMade)
	a.SetAuto()
	run(a, 100000)
	for !b.Ended {
		b.Go()
		run(b, 100000)
	}
	if !a.Ended || a.Total != b.Total || a.Now >= b.Now*6/10 {
		t.Fatalf("auto: ended %v total %s in %d ticks; by hand %d ticks", a.Ended, a.Total, a.Now, b.Now)
	}
	c := openJSON(t, handMade)
	c.Go()
	c.SetAuto()
	run(c, 100000)
	if !c.Ended || c.Steps() != 4 {
		t.Fatalf("AUTO after one GO: ended %v steps %d", c.Ended, c.Steps())
	}
}

// TestNeverBlur: within a throw, each resolution step waits long enough
// to be seen (the cascade a step at a time): at least 300 ms between an
// emptying and the next step's lines or K.O.
func TestNeverBlur(t *testing.T) {
	steps := 0
	for seed := uint64(0); seed < 12; seed++ {
		s, err := rules.Compose(money.Euros(1), money.Euros(40), rand.New(rand.NewPCG(seed, 5)))
		if err != nil {
			t.Fatal(err)
		}
		p, _ := open(s)
		p.SetAuto()
		lastEmpty := -1
		for i := 0; i < 1000000 && !p.Ended; i++ {
			before := p.Next
			p.Update()
			for j := before; j < p.Next; j++ {
				switch p.events[j].Kind {
				case rules.EvThrow:
					lastEmpty = -1
				case rules.EvEmpty:
					lastEmpty = p.Now
				case rules.EvLine, rules.EvKO:
					if lastEmpty >= 0 && p.events[j-1].Kind != rules.EvLine {
						steps++
						if d := p.Now - lastEmpty; d < 18 { // 300 ms at 60 ticks/s
							t.Fatalf("seed %d: a step %d ticks after the last emptying", seed, d)
						}
					}
				}
			}
		}
		if !p.Ended {
			t.Fatalf("seed %d never ended", seed)
		}
	}
	if steps == 0 {
		t.Fatal("no unit had a second resolution step: the test saw nothing")
	}
}

// TestCaptions: what the caption says after each event of the
// hand-worked unit, in French, as the player reads it.
func TestCaptions(t *testing.T) {
	p := openJSON(t, handMade)
	p.SetAuto()
	said := map[string]bool{}
	for i := 0; i < 100000 && !p.Ended; i++ {
		p.Update()
		said[caption(&french, p)] = true
	}
	for _, want := range []string{
		"Lancer 1/3",
		"3 catcheurs n°1 alignés : 1\u202f€",
		"Cascade : étape 1",
		"Pièce d'or : 2\u202f€",
		"Poivron : 1 sur 4 dans la bannière",
		"K.O ! La colonne 2 est vidée",
		"+1 : un lancer de plus",
		"Lancer 3/4",
		"Lancer 4/4",
	} {
		if !said[want] {
			t.Errorf("the caption never said %q (said %v)", want, said)
		}
	}
}
