package screens

import (
	"reflect"
	"strconv"
	"testing"

	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
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

// TestClockScale: at 55 % under AUTO, durations round up and never drop
// below 1 tick; Len leaves 0 at 0; After starts a motion delay ticks on,
// its length shortened, the delay as given.
func TestClockScale(t *testing.T) {
	c := NewClock(55)
	if c.Scale(100) != 100 || c.Scale(0) != 1 || c.Len(0) != 0 || c.Len(100) != 100 {
		t.Fatalf("normal speed: %d %d %d %d", c.Scale(100), c.Scale(0), c.Len(0), c.Len(100))
	}
	c.Auto = true
	if c.Scale(100) != 55 || c.Scale(10) != 6 || c.Scale(3) != 2 || c.Len(1) != 1 || c.Len(0) != 0 {
		t.Fatalf("AUTO: %d %d %d %d", c.Scale(100), c.Scale(10), c.Scale(3), c.Len(1))
	}
	c.Now = 3
	if s := c.After(4, 100); s.Start != 7 || s.Dur != 55 || !s.On {
		t.Fatalf("After(4, 100): %+v", s)
	}
	c.Rest(2)
	c.Advance = func() {}
	if c.Ready() {
		t.Fatal("ready while resting")
	}
	c.Update()
	c.Update()
	if !c.Ready() || c.Now != 5 {
		t.Fatalf("after 2 ticks: ready %v now %d", c.Ready(), c.Now)
	}
}

// TestClockCount: the counter eases out (OutCubic(0.5) = 0.875: 8,75 €
// of 10 € half-way), counts on from what it shows to a new total, and
// shows a total set while fast-forwarding at once.
func TestClockCount(t *testing.T) {
	c := NewClock(50)
	c.CountTo(1000, anim.At(10, 10))
	if c.ShownTotal() != 0 || !c.Counting() {
		t.Fatalf("before the count: %s", c.ShownTotal())
	}
	c.Now = 15
	if c.ShownTotal() != 875 || !c.Counting() {
		t.Fatalf("half-way: %s, want 8,75 €", c.ShownTotal())
	}
	c.CountTo(3000, anim.At(15, 10))
	if c.PrevTotal != 875 {
		t.Fatalf("counting on from %s, want 8,75 €", c.PrevTotal)
	}
	c.Now = 25
	if c.ShownTotal() != 3000 || c.Counting() {
		t.Fatalf("counted: %s", c.ShownTotal())
	}
	c.CountTo(3000, anim.At(25, 10)) // the same total: nothing restarts
	if c.Count.Start != 15 {
		t.Fatalf("the same total restarted the count: %+v", c.Count)
	}
	c.Instant = true
	c.SetTotal(money.Euros(50), 20)
	if c.PrevTotal != money.Euros(50) || c.ShownTotal() != money.Euros(50) || c.Counting() {
		t.Fatalf("fast-forwarded: from %s shown %s", c.PrevTotal, c.ShownTotal())
	}
}

// TestClockSkipToTheEnd: a Skip over the whole play applies the five
// events with every motion already ended, then the play ends.
func TestClockSkipToTheEnd(t *testing.T) {
	p := newToy()
	var instant []bool
	p.Skip(5, func() {
		instant = append(instant, p.Instant && p.Span(20).Done(p.Now))
		p.apply()
	})
	if len(instant) != 5 || !instant[0] || !instant[4] || p.Instant {
		t.Fatalf("applied while instant: %v", instant)
	}
	if !p.Ended || p.Total != 500 || p.ShownTotal() != 500 || p.Skip(5, p.apply) {
		t.Fatalf("ended %v total %s shown %s", p.Ended, p.Total, p.ShownTotal())
	}
}

// told is the toy as a game's play: it answers Play and explains its
// prize, one part of 1 € for each event applied (« Pas 1 » to « Pas 5 »).
type told struct{ *toy }

func (p told) FastForward(k int) bool { return p.Skip(k, p.apply) }
func (p told) Prize() money.Cents     { return p.Total }
func (p told) Steps() int             { return p.Next }
func (p told) Phase() string          { return "pas" }

// Sound: how many events sound together.
func (p told) Sound(from, to int) string { return strconv.Itoa(to - from) }

func (p told) Parts(w *i18n.Words) []kit.Part {
	out := make([]kit.Part, p.Next)
	for i := range out {
		out[i] = kit.Part{Label: "Pas " + strconv.Itoa(i+1), Amount: money.Euros(1)}
	}
	return out
}

// TestDriveExplains: a play that explains its prize, driven by Drive (as
// every game's is), still explains it to the unit screen: the five parts
// of 1 € of the toy's 5 € prize.
func TestDriveExplains(t *testing.T) {
	p := told{newToy()}
	tl := Drive(p)
	tl.SetAuto()
	for i := 0; i < 1000 && !tl.Ended(); i++ {
		tl.Update()
	}
	var want []kit.Part
	for _, l := range []string{"Pas 1", "Pas 2", "Pas 3", "Pas 4", "Pas 5"} {
		want = append(want, kit.Part{Label: l, Amount: 100})
	}
	if got := tl.Parts(i18n.For("fr")); !tl.Ended() || tl.Prize() != money.Euros(5) || !reflect.DeepEqual(got, want) {
		t.Fatalf("ended %v, prize %s, parts %+v; want 5 € in %+v", tl.Ended(), tl.Prize(), got, want)
	}
}

// TestDriveSounds: a play resumed after its first two events (the toy
// applies the third at once, nothing waits before it), driven by Drive,
// sounds nothing for those three, then each of its two others once, and
// nothing once it has ended.
func TestDriveSounds(t *testing.T) {
	p := told{newToy()}
	tl := Drive(p)
	if !tl.FastForward(2) || p.Next != 3 || tl.Sound() != "" {
		t.Fatalf("the resume: %d events applied, sounding %q", p.Next, tl.Sound())
	}
	tl.SetAuto()
	heard := 0
	for i := 0; i < 1000 && !tl.Ended(); i++ {
		tl.Update()
		if s := tl.Sound(); s != "" {
			n, _ := strconv.Atoi(s)
			heard += n
		}
	}
	if heard != 2 || p.Next != 5 || tl.Sound() != "" {
		t.Fatalf("%d events heard of %d (want 2 of 5)", heard, p.Next)
	}
}
