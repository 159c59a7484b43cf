package anim

import "revela/core/money"

// Clock is the time of one play as a game's timeline schedules it: the
// tick, AUTO (which shortens every pause and motion to Percent of its
// normal length, never skipping one), the pause before the next event,
// and the instant mode of a resume (FastForward), in which every motion
// has already ended.
type Clock struct {
	Ticks   int  // ticks since the play began
	Fast    bool // AUTO is on
	Percent int  // under AUTO, durations in percent of their normal length (100 when 0)
	Instant bool // motions scheduled now have already ended (a resume)
	Pause   int  // ticks before the next event may apply
}

// Now is the number of ticks since the play began.
func (c *Clock) Now() int { return c.Ticks }

// Auto tells whether AUTO is on.
func (c *Clock) Auto() bool { return c.Fast }

// Tick advances the clock by one tick, and the pause with it.
func (c *Clock) Tick() {
	c.Ticks++
	if c.Pause > 0 {
		c.Pause--
	}
}

// Scale is d ticks as the clock plays them: shortened under AUTO, at
// least one.
func (c *Clock) Scale(d int) int {
	if c.Fast && c.Percent > 0 {
		d = (d*c.Percent + 99) / 100
	}
	return max(d, 1)
}

// After schedules a motion of dur ticks (scaled) from delay ticks on (the
// delay is not scaled: pass a scaled one); in instant mode it has
// already ended.
func (c *Clock) After(delay, dur int) Span {
	if c.Instant {
		return Span{Start: c.Ticks - 1, Dur: 1, On: true}
	}
	return At(c.Ticks+delay, c.Scale(dur))
}

// Tally is a prize counter that counts up: it shows From until Count
// starts, then eases out to Total.
type Tally struct {
	Total, From money.Cents
	Count       Span
}

// Shown is the amount the counter shows at tick now, in whole cents.
func (t *Tally) Shown(now int) money.Cents {
	k := int64(OutCubic(t.Count.P(now)) * 1000)
	return t.From + money.Cents(int64(t.Total-t.From)*k/1000)
}

// Counting tells whether the counter still moves at tick now.
func (t *Tally) Counting(now int) bool { return t.Count.On && !t.Count.Done(now) }

// Set makes the counter count from what it shows now to total over
// the span s (its start may lie ahead); in instant mode it shows total at
// once. A total already set changes nothing.
func (t *Tally) Set(c *Clock, total money.Cents, s Span) {
	if total == t.Total {
		return
	}
	t.From = t.Shown(c.Ticks)
	if c.Instant {
		t.From = total
	}
	t.Total, t.Count = total, s
}
