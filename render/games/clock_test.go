package games

import (
	"testing"

	"revela/core/money"
)

// toy is a play of five events that each add 1 € to the total and pause
// 10 ticks; events 0 and 3 wait for the button.
type toy struct {
	Clock
	applied []int // the tick each event was applied at
}

func newToy() *toy {
	p := &toy{Clock: NewClock(50)}
	p.Advance = p.advance
	p.advance()
	return p
}

func (p *toy) advance() {
	for p.Ready() {
		if p.Next >= 5 {
			p.Finish(30)
			return
		}
		if p.Gate(p.Next, p.Next == 0 || p.Next == 3) {
			return
		}
		p.apply()
		p.Pause(10)
	}
}

func (p *toy) apply() {
	p.applied = append(p.applied, p.Now)
	p.Next++
	p.SetTotal(money.Cents(100*p.Next), 20)
}

func run(p *toy) {
	for i := 0; i < 1000 && !p.Waiting && !p.Ended; i++ {
		p.Update()
	}
}

// TestClock: the button releases events 0 and 3, 10 ticks apart from the
// ones that follow them; the total counts up over 20 ticks; a press while
// nothing waits does nothing.
func TestClock(t *testing.T) {
	p := newToy()
	if !p.Waiting || len(p.applied) != 0 || p.Go() != true || p.Go() {
		t.Fatalf("at the start: waiting %v, applied %v", p.Waiting, p.applied)
	}
	if p.Total != 100 || p.ShownTotal() != 0 {
		t.Fatalf("total %s shown %s, want 1 € counting from 0", p.Total, p.ShownTotal())
	}
	run(p)
	if !p.Waiting || p.Next != 3 || len(p.applied) != 3 || p.applied[1] != 10 || p.applied[2] != 20 {
		t.Fatalf("before event 3: next %d, applied at %v", p.Next, p.applied)
	}
	for p.Now < 40 { // waiting: the count goes on
		p.Update()
	}
	if p.Next != 3 || p.ShownTotal() != 300 {
		t.Fatalf("tick %d, shown %s: want 3 € counted up by tick 40", p.Now, p.ShownTotal())
	}
	p.Go()
	run(p)
	if !p.Ended || p.applied[3] != 40 || p.applied[4] != 50 || p.End.Start != 60 || p.End.Dur != 30 || p.Total != 500 {
		t.Fatalf("at the end: applied %v, end %+v, total %s", p.applied, p.End, p.Total)
	}
}

// TestClockAuto: under AUTO (50 %) nothing waits and the pauses are 5
// ticks; AUTO turned on while waiting releases at once.
func TestClockAuto(t *testing.T) {
	p := newToy()
	p.SetAuto()
	run(p)
	want := []int{0, 5, 10, 15, 20}
	for i := range want {
		if p.applied[i] != want[i] {
			t.Fatalf("applied at %v, want %v", p.applied, want)
		}
	}
	if !p.Ended || p.End.Dur != 30 {
		t.Fatalf("ended %v, end %+v", p.Ended, p.End)
	}
	p.SetAuto() // over: nothing happens
}

// TestClockSkip: Skip to event 3 applies 0-2 at once (total shown 3 €),
// then waits for the button at event 3; it acts only once, and never for
// an end of 0.
func TestClockSkip(t *testing.T) {
	p := newToy()
	if p.Skip(0, p.apply) {
		t.Fatal("Skip(0) acted")
	}
	if !p.Skip(3, p.apply) || p.Skip(4, p.apply) {
		t.Fatal("Skip(3) must act once")
	}
	if p.Next != 3 || !p.Waiting || p.ShownTotal() != 300 || p.Count.P(p.Now) != 1 {
		t.Fatalf("after Skip(3): next %d, waiting %v, shown %s", p.Next, p.Waiting, p.ShownTotal())
	}
}
