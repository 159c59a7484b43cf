package games

import (
	"reflect"
	"testing"

	"revela/core/money"
)

// stepped is a play of 6 events, GO before events 0 and 3, each event
// adding 1 € and pausing 10 ticks.
type stepped struct {
	Stepper
	applied []int
	instant []bool
}

func newStepped() *stepped {
	p := &stepped{}
	p.Stepper = Stepper{
		Events: 6, AutoPercent: 50, CountDur: 20, EndDur: 30,
		Gated: func(i int) bool { return i == 0 || i == 3 },
		Apply: func(i int) int {
			p.applied = append(p.applied, i)
			p.instant = append(p.instant, p.Instant)
			p.SetTotal(money.Euros(int64(i + 1)))
			return 10
		},
	}
	p.Start()
	return p
}

func TestStepperGo(t *testing.T) {
	p := newStepped()
	if !p.Waiting() || len(p.applied) != 0 || p.Go() == false {
		t.Fatalf("start: waiting %v applied %v", p.Waiting(), p.applied)
	}
	// event 0 at once, 1 and 2 ten ticks apart, GO for 3 ten ticks later
	for i := 0; i < 30; i++ {
		p.Tick()
	}
	if !p.Waiting() || !reflect.DeepEqual(p.applied, []int{0, 1, 2}) {
		t.Fatalf("after 30 ticks: waiting %v applied %v", p.Waiting(), p.applied)
	}
	if p.Go(); p.Go() {
		t.Fatal("a second GO while busy acted")
	}
	for i := 0; i < 100 && !p.Ended(); i++ {
		p.Tick()
	}
	if !p.Ended() || p.Total != money.Euros(6) || p.End().Dur != 30 || p.FastForward(2) {
		t.Fatalf("end: ended %v total %s", p.Ended(), p.Total)
	}
	if p.ShownTotal() == p.Total && p.Count.P(p.Now()) < 1 {
		t.Fatal("the total shown before the count-up ended")
	}
}

func TestStepperAuto(t *testing.T) {
	p := newStepped()
	p.SetAuto()
	n := 0
	for ; !p.Ended(); n++ {
		p.Tick()
	}
	// six events 5 ticks apart (10 at 50 %): the last at tick 25, the end
	// 5 ticks later
	if !p.Auto() || n != 30 || len(p.applied) != 6 || p.Span(0, 20).Dur != 10 {
		t.Fatalf("auto: %d ticks, applied %v", n, p.applied)
	}
}

func TestStepperFastForward(t *testing.T) {
	p := newStepped()
	if !p.FastForward(3) || p.FastForward(3) {
		t.Fatal("FastForward acts once, before GO")
	}
	if !reflect.DeepEqual(p.applied, []int{0, 1, 2}) || !reflect.DeepEqual(p.instant, []bool{true, true, true}) {
		t.Fatalf("applied %v instant %v", p.applied, p.instant)
	}
	if !p.Waiting() || p.Total != money.Euros(3) || p.ShownTotal() != money.Euros(3) || p.Instant {
		t.Fatalf("after: waiting %v total %s shown %s", p.Waiting(), p.Total, p.ShownTotal())
	}
	q := newStepped()
	if !q.FastForward(6) || !q.Ended() || q.Total != money.Euros(6) {
		t.Fatalf("the whole unit: ended %v total %s", q.Ended(), q.Total)
	}
}
