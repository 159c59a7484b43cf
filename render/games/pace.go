package games

import (
	"fmt"

	"revela/core"
	"revela/core/money"
	"revela/render/kit/anim"
)

// Pace is the clock of a game's timeline, in ticks (60 a second): the
// tick reached, AUTO and how much it shortens the motions, the rest
// before the next event, and whether events are being settled at once
// (a resume, FastForward). A game's play embeds or holds one.
type Pace struct {
	Tick    int  // ticks since the play began
	OnAuto  bool // AUTO is on
	Percent int  // under AUTO, motions and rests last this percent of their length
	Rest    int  // ticks before the next event may apply
	Settled bool // events apply with no motion (FastForward)
}

// Len is d ticks as they last now: shortened under AUTO (rounded up, at
// least 1), 0 for 0.
func (p *Pace) Len(d int) int {
	if d <= 0 {
		return 0
	}
	if p.OnAuto {
		d = (d*p.Percent + 99) / 100
	}
	return max(d, 1)
}

// Span is a motion of d ticks from now; while settling it has already
// ended.
func (p *Pace) Span(d int) anim.Span {
	if p.Settled {
		return anim.Span{Start: p.Tick - 1, Dur: 1, On: true}
	}
	return anim.At(p.Tick, p.Len(d))
}

// Step advances the clock by one tick and reports whether the next event
// may apply (no rest left).
func (p *Pace) Step() bool {
	p.Tick++
	if p.Rest > 0 {
		p.Rest--
	}
	return p.Rest == 0
}

// Tally is a running total as a counter shows it: it counts up from
// Before to Total during Count.
type Tally struct {
	Total, Before money.Cents
	Count         anim.Span
}

// At is the amount shown at tick now, in whole cents.
func (t *Tally) At(now int) money.Cents {
	per := int64(anim.OutCubic(t.Count.P(now)) * 1000)
	return t.Before + money.Cents(int64(t.Total-t.Before)*per/1000)
}

// Set makes v the total, counting up to it from what is shown at tick
// now during span (at once when span has already ended).
func (t *Tally) Set(v money.Cents, now int, span anim.Span) {
	if v == t.Total {
		return
	}
	t.Before = t.At(now)
	if span.Done(now) {
		t.Before = v
	}
	t.Total, t.Count = v, span
}

// Checked returns s as the game's script type S, with what check derives
// from it (its transcript); a script of another type, or one check
// refuses, is an error (docs/rules 0.1: a script that fails is never
// played).
func Checked[S core.Script, T any](s core.Script, check func(S) (T, error)) (S, T, error) {
	var t T
	sc, ok := s.(S)
	if !ok {
		return sc, t, fmt.Errorf("a script of type %T, want %T", s, sc)
	}
	t, err := check(sc)
	return sc, t, err
}
