package games

import (
	"revela/core/money"
	"revela/render/kit/anim"
)

// Stepper is the clock of a game's timeline, in plain Go: it applies a
// transcript's events one by one at scheduled ticks (60 per second),
// waits for GO before each gated event (AUTO releases them by itself and
// shortens every pause and motion), never skips one, counts the total up,
// and applies the events of a resumed unit at once (FastForward). A game's
// play embeds it and gives it Gated and Apply.
//
// Its methods Now, Auto, Waiting, Ended, End, Go, SetAuto are those of a
// Timeline.
type Stepper struct {
	now     int  // ticks since the play began
	auto    bool // AUTO is on
	waiting bool // the play waits for GO (or AUTO)
	ended   bool
	end     anim.Span // the result's arrival, set by Finish
	// Total is the running total after the events applied so far; the
	// counter counts up from PrevTotal to Total during Count.
	Total, PrevTotal money.Cents
	Count            anim.Span
	// Instant is true while FastForward applies events: spans are over
	// as soon as they start.
	Instant bool

	// Events is the number of events; Next the index of the next one.
	Events, Next int
	// AutoPercent is how long pauses and motions last under AUTO, in
	// percent of their normal length; CountDur and EndDur are the
	// count-up's and the result's durations in ticks.
	AutoPercent, CountDur, EndDur int
	// Gated reports whether event i waits for GO.
	Gated func(i int) bool
	// Apply applies event i and returns the pause after it, in ticks at
	// normal speed (the Stepper shortens it under AUTO).
	Apply func(i int) int

	wait     int  // ticks before the next event
	released int  // the gated event GO released, -1 none
	begun    bool // GO or FastForward has acted
}

// Now is the number of ticks since the play began.
func (s *Stepper) Now() int { return s.now }

// Auto tells whether AUTO is on.
func (s *Stepper) Auto() bool { return s.auto }

// Waiting tells whether the play waits for GO.
func (s *Stepper) Waiting() bool { return s.waiting }

// Ended tells whether the play is over.
func (s *Stepper) Ended() bool { return s.ended }

// End is the span of the result's arrival (set once Ended).
func (s *Stepper) End() anim.Span { return s.end }

// Start sets the play at its beginning: it applies what comes before the
// first gated event and waits for GO there.
func (s *Stepper) Start() {
	s.released = -1
	s.advance()
}

// Go releases the gated event the play waits at and reports whether it
// did anything.
func (s *Stepper) Go() bool {
	if !s.waiting {
		return false
	}
	s.waiting, s.begun = false, true
	s.released = s.Next
	s.advance()
	return true
}

// SetAuto turns AUTO on: the rest plays by itself.
func (s *Stepper) SetAuto() {
	if s.auto || s.ended {
		return
	}
	s.auto = true
	if s.waiting {
		s.Go()
	}
}

// Tick advances the play by one tick.
func (s *Stepper) Tick() {
	s.now++
	if s.wait > 0 {
		s.wait--
	}
	s.advance()
}

// FastForward applies events Next..end-1 at once (nothing moving, the
// total as they leave it), then goes on: the play waits for GO at the
// next gated event, or ends. It acts only before the first event was
// released and reports whether it did.
func (s *Stepper) FastForward(end int) bool {
	if s.begun || s.ended || end <= s.Next {
		return false
	}
	s.begun, s.Instant = true, true
	for s.Next < end && !s.ended {
		i := s.Next
		s.Next++
		s.Apply(i)
	}
	s.Instant = false
	s.waiting, s.wait = false, 0
	s.advance()
	return true
}

// Scale is duration d (ticks) as it lasts now: shorter under AUTO, at
// least 1.
func (s *Stepper) Scale(d int) int {
	if s.auto {
		d = (d*s.AutoPercent + 99) / 100
	}
	return max(d, 1)
}

// Span schedules a motion of dur ticks starting delay ticks from now
// (both shortened under AUTO); under FastForward it has already ended.
func (s *Stepper) Span(delay, dur int) anim.Span {
	if s.Instant {
		return anim.Span{Start: s.now - 1, Dur: 1, On: true}
	}
	if delay > 0 {
		delay = s.Scale(delay)
	}
	return anim.At(s.now+delay, s.Scale(dur))
}

// SetTotal sets the running total; the counter counts up to it.
func (s *Stepper) SetTotal(t money.Cents) {
	if t == s.Total {
		return
	}
	s.PrevTotal = s.ShownTotal()
	if s.Instant {
		s.PrevTotal = t
	}
	s.Total = t
	s.Count = s.Span(0, s.CountDur)
}

// ShownTotal is the total as the counter shows it now, in whole cents.
func (s *Stepper) ShownTotal() money.Cents {
	k := int64(anim.OutCubic(s.Count.P(s.now)) * 1000)
	return s.PrevTotal + money.Cents(int64(s.Total-s.PrevTotal)*k/1000)
}

// Finish ends the play: the result begins to arrive.
func (s *Stepper) Finish() {
	if s.ended {
		return
	}
	s.ended, s.waiting = true, false
	s.end = anim.At(s.now, s.EndDur)
}

func (s *Stepper) advance() {
	for !s.waiting && !s.ended && s.wait == 0 {
		if s.Next >= s.Events {
			s.Finish()
			return
		}
		if s.Gated(s.Next) && s.released != s.Next {
			if !s.auto {
				s.waiting = true
				return
			}
			s.released = s.Next
		}
		i := s.Next
		s.Next++
		if g := s.Apply(i); g > 0 && !s.ended {
			s.wait = s.Scale(g)
		}
	}
}
