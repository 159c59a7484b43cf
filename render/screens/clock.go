package screens

import (
	"revela/core/money"
	"revela/render/kit/anim"
)

// Clock is the one clock of every game's timeline, in plain Go: the ticks
// since the play began (60 a second), AUTO (which shortens every pause
// and motion, never skipping one), the wait for the game's button, the
// rest before the next event, the fast-forward of a resumed unit (every
// motion already ended), the count-up of the total and the end; and the
// Timeline methods Go, SetAuto and Update. A game's play embeds it
// (screens.Play), counts the events it applied in Next and gives it its
// loop over the transcript as Advance:
//
//	for p.Ready() {
//		if no event is left { p.Finish(endDur); return }
//		if p.Gate(p.Next, the event waits for the button) { return }
//		apply the event, p.Next++; p.Pause(its gap)
//	}
type Clock struct {
	Now     int  // ticks since the play began (60 a second)
	Auto    bool // AUTO is on: the gates open by themselves, pauses are shorter
	Waiting bool // the play waits for the game's button (or AUTO)
	Ended   bool
	End     anim.Span // the result's arrival, set by Finish
	// Total is the running total after the events applied so far; the
	// count-up goes from PrevTotal to Total during Count.
	Total, PrevTotal money.Cents
	Count            anim.Span
	// Next is the index of the next event the play applies.
	Next int
	// Advance applies the events due now (the game's loop, above).
	Advance func()
	// Instant is true while Skip fast-forwards: motions scheduled then
	// have already ended.
	Instant bool

	percent  int  // the length of motions and pauses under AUTO, in % of normal
	wait     int  // ticks before the next event
	released int  // index of the gated event the player released, -1 when none
	begun    bool // a gated event was released, or Skip acted
}

// NewClock is a clock at tick 0, waiting for nothing yet, whose motions
// and pauses last autoPercent % of their normal length under AUTO.
func NewClock(autoPercent int) Clock { return Clock{percent: autoPercent, released: -1} }

// Ready tells whether the play may apply its next event now.
func (c *Clock) Ready() bool { return !c.Waiting && !c.Ended && c.wait == 0 }

// Gate is asked before event i is applied, with gated set when that event
// waits for the game's button: it reports true (the play stops, Waiting)
// until the player releases it (Go), or releases it at once under AUTO.
func (c *Clock) Gate(i int, gated bool) bool {
	if !gated || c.released == i {
		return false
	}
	if !c.Auto {
		c.Waiting = true
		return true
	}
	c.released, c.begun = i, true
	return false
}

// Go is a press of the game's button: it releases the event the play
// waits at, and reports whether the press did anything.
func (c *Clock) Go() bool {
	if !c.Waiting {
		return false
	}
	c.Waiting, c.begun = false, true
	c.released = c.Next
	c.Advance()
	return true
}

// SetAuto turns AUTO on: the rest plays by itself.
func (c *Clock) SetAuto() {
	if c.Auto || c.Ended {
		return
	}
	c.Auto = true
	c.Go()
}

// Update advances the play by one tick.
func (c *Clock) Update() {
	c.Now++
	if c.wait > 0 {
		c.wait--
	}
	c.Advance()
}

// Pause waits d ticks (normal speed, shortened under AUTO, at least 1)
// before the next event.
func (c *Clock) Pause(d int) { c.wait = c.Scale(d) }

// Rest waits exactly n ticks before the next event (0: none).
func (c *Clock) Rest(n int) { c.wait = max(n, 0) }

// Len is d ticks as they last now: shortened under AUTO (rounded up, at
// least 1); 0 for 0.
func (c *Clock) Len(d int) int {
	if d <= 0 {
		return 0
	}
	return c.Scale(d)
}

// Scale shortens a duration in ticks under AUTO; never below 1 tick.
func (c *Clock) Scale(d int) int {
	if c.Auto {
		d = (d*c.percent + 99) / 100
	}
	return max(d, 1)
}

// Span schedules a motion of dur ticks (normal speed) from now; while
// fast-forwarding it has already ended.
func (c *Clock) Span(dur int) anim.Span { return c.After(0, dur) }

// After schedules a motion of dur ticks (normal speed) from delay ticks
// on (as given: pass a delay shortened by Len or Scale when it should
// be); while fast-forwarding it has already ended.
func (c *Clock) After(delay, dur int) anim.Span {
	if c.Instant {
		return anim.Span{Start: c.Now - 1, Dur: 1, On: true}
	}
	return anim.At(c.Now+delay, c.Scale(dur))
}

// Skip is a fast-forward (a unit resumed after a reload): on a play that
// has not begun (no gated event released), it calls apply (which applies
// event Next and counts it) until Next reaches end or the play ends, with
// no motion and the total set at once; then nothing waits, nothing is
// released, and the play goes on from there (Advance). It reports whether
// it acted (end beyond Next, the play not begun).
func (c *Clock) Skip(end int, apply func()) bool {
	if c.begun || c.Ended || end <= c.Next {
		return false
	}
	c.Instant, c.begun = true, true
	for c.Next < end && !c.Ended {
		apply()
	}
	c.Instant = false
	c.Waiting, c.wait, c.released = false, 0, -1
	c.Advance()
	return true
}

// Finish ends the play; the result arrives over dur ticks.
func (c *Clock) Finish(dur int) {
	if c.Ended {
		return
	}
	c.Ended, c.Waiting = true, false
	c.End = anim.At(c.Now, dur)
}

// SetTotal sets the running total; the counter counts up to it over dur
// ticks from now (Span).
func (c *Clock) SetTotal(t money.Cents, dur int) { c.CountTo(t, c.Span(dur)) }

// CountTo sets the running total; the counter counts up to it from what
// it shows now during s (whose start may lie ahead); at once while
// fast-forwarding. A total already set changes nothing.
func (c *Clock) CountTo(t money.Cents, s anim.Span) {
	if t == c.Total {
		return
	}
	c.PrevTotal = c.ShownTotal()
	if c.Instant {
		c.PrevTotal = t
	}
	c.Total, c.Count = t, s
}

// ShownTotal is the total as the counter shows it now: counting up from
// PrevTotal to Total, easing out, in whole cents.
func (c *Clock) ShownTotal() money.Cents {
	k := int64(anim.OutCubic(c.Count.P(c.Now)) * 1000)
	return c.PrevTotal + money.Cents(int64(c.Total-c.PrevTotal)*k/1000)
}

// Counting tells whether the counter still counts now.
func (c *Clock) Counting() bool { return c.Count.On && !c.Count.Done(c.Now) }
