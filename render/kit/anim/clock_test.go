package anim

import (
	"testing"

	"revela/core/money"
)

func TestClock(t *testing.T) {
	c := Clock{Percent: 55}
	if c.Scale(100) != 100 || c.Scale(0) != 1 {
		t.Fatalf("normal speed: %d %d", c.Scale(100), c.Scale(0))
	}
	c.Fast = true
	if c.Scale(100) != 55 || c.Scale(10) != 6 {
		t.Fatalf("AUTO: %d %d", c.Scale(100), c.Scale(10))
	}
	c.Pause = 2
	c.Tick()
	c.Tick()
	c.Tick()
	if c.Now() != 3 || c.Pause != 0 {
		t.Fatalf("after 3 ticks: now %d pause %d", c.Now(), c.Pause)
	}
	if s := c.After(4, 100); s.Start != 7 || s.Dur != 55 {
		t.Fatalf("After: %+v", s)
	}
	c.Instant = true
	if s := c.After(4, 100); !s.Done(c.Ticks) {
		t.Fatalf("instant: %+v not done at %d", s, c.Ticks)
	}
}

func TestTally(t *testing.T) {
	c := Clock{}
	var tl Tally
	tl.Set(&c, 1000, At(10, 10))
	if tl.Shown(5) != 0 || tl.Shown(20) != 1000 || !tl.Counting(15) || tl.Counting(20) {
		t.Fatalf("count 0 → 10 €: %v %v", tl.Shown(5), tl.Shown(20))
	}
	if got := tl.Shown(15); got != 875 { // OutCubic(0.5) = 0.875
		t.Fatalf("half way: %v, want 875", got)
	}
	c.Ticks = 15
	tl.Set(&c, 3000, At(15, 10)) // from what it shows
	if tl.From != 875 || tl.Shown(25) != 3000 {
		t.Fatalf("from %v to %v", tl.From, tl.Shown(25))
	}
	c.Instant = true
	tl.Set(&c, money.Euros(50), At(15, 10))
	if tl.From != money.Euros(50) {
		t.Fatalf("instant: from %v", tl.From)
	}
}
