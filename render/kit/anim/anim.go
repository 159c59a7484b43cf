// Package anim holds the timing of the client's motion in plain Go, with
// no Ebitengine import so that it is tested without a screen: easing
// curves and spans of ticks (60 per second) that Draw reads.
package anim

import "math"

// TPS is the number of ticks per second (Ebitengine's default).
const TPS = 60

// Ms converts milliseconds into ticks, at least one.
func Ms(ms int) int {
	t := (ms*TPS + 999) / 1000
	if t < 1 {
		t = 1
	}
	return t
}

// Span is one animation: it starts at tick Start and lasts Dur ticks. The
// zero Span has not started.
type Span struct {
	Start, Dur int
	On         bool // set once the span is scheduled
}

// At returns a span starting at tick start for dur ticks.
func At(start, dur int) Span {
	if dur < 1 {
		dur = 1
	}
	return Span{Start: start, Dur: dur, On: true}
}

// P is the linear progress of the span at tick now: 0 before it starts (or
// when it is not scheduled), 1 once it is over.
func (s Span) P(now int) float64 {
	if !s.On || now <= s.Start {
		return 0
	}
	if now >= s.Start+s.Dur {
		return 1
	}
	return float64(now-s.Start) / float64(s.Dur)
}

// Active tells whether the span is running at tick now.
func (s Span) Active(now int) bool { return s.On && now >= s.Start && now < s.Start+s.Dur }

// Done tells whether the span has run to its end at tick now.
func (s Span) Done(now int) bool { return s.On && now >= s.Start+s.Dur }

// Clamp01 limits x to [0, 1].
func Clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }

// Lerp goes from a to b as t goes from 0 to 1.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

// OutCubic decelerates: for arrivals.
func OutCubic(t float64) float64 {
	t = Clamp01(t)
	u := 1 - t
	return 1 - u*u*u
}

// InOutCubic accelerates then decelerates: for moves.
func InOutCubic(t float64) float64 {
	t = Clamp01(t)
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// OutBack overshoots a little then settles: for pops and stamps.
func OutBack(t float64) float64 {
	t = Clamp01(t)
	const c1 = 1.70158
	const c3 = c1 + 1
	u := t - 1
	return 1 + c3*u*u*u + c1*u*u
}

// OutBounce lands with small bounces: for falls.
func OutBounce(t float64) float64 {
	t = Clamp01(t)
	const n1, d1 = 7.5625, 2.75
	switch {
	case t < 1/d1:
		return n1 * t * t
	case t < 2/d1:
		t -= 1.5 / d1
		return n1*t*t + 0.75
	case t < 2.5/d1:
		t -= 2.25 / d1
		return n1*t*t + 0.9375
	default:
		t -= 2.625 / d1
		return n1*t*t + 0.984375
	}
}

// Pulse goes 0 → 1 → 0 over t in [0, 1] (a sine hump).
func Pulse(t float64) float64 { return math.Sin(math.Pi * Clamp01(t)) }
