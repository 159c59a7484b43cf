package anim

import (
	"math"
	"testing"
)

func TestMs(t *testing.T) {
	for ms, want := range map[int]int{250: 15, 150: 9, 400: 24, 0: 1, 1: 1, 1000: 60} {
		if got := Ms(ms); got != want {
			t.Errorf("Ms(%d) = %d, want %d", ms, got, want)
		}
	}
}

func TestSpan(t *testing.T) {
	var zero Span
	if zero.P(100) != 0 || zero.Done(100) || zero.Active(100) {
		t.Error("the zero span must never run")
	}
	s := At(10, 20)
	cases := map[int]float64{0: 0, 10: 0, 20: 0.5, 30: 1, 99: 1}
	for now, want := range cases {
		if got := s.P(now); math.Abs(got-want) > 1e-9 {
			t.Errorf("P(%d) = %v, want %v", now, got, want)
		}
	}
	if !s.Active(10) || s.Active(30) || !s.Done(30) || s.Done(29) {
		t.Error("Active/Done bounds")
	}
}

func TestEasingsEndpoints(t *testing.T) {
	for name, f := range map[string]func(float64) float64{
		"OutCubic": OutCubic, "InOutCubic": InOutCubic, "OutBack": OutBack, "OutBounce": OutBounce,
	} {
		if math.Abs(f(0)) > 1e-9 || math.Abs(f(1)-1) > 1e-9 {
			t.Errorf("%s(0)=%v %s(1)=%v", name, f(0), name, f(1))
		}
		if f(-1) != f(0) || f(2) != f(1) {
			t.Errorf("%s does not clamp", name)
		}
	}
	if OutBack(0.7) <= 1 {
		t.Error("OutBack should overshoot")
	}
	if Pulse(0.5) != 1 || Pulse(0) != 0 {
		t.Error("Pulse")
	}
}

func TestParticles(t *testing.T) {
	s := NewSnow(50, 390, 844, 1)
	for i := 0; i < 2000; i++ {
		s.Update()
	}
	for _, f := range s.Flake {
		if f.Y < -9 || f.Y > 844+9 || f.X < -9 || f.X > 390+9 {
			t.Fatalf("flake left the screen: %+v", f)
		}
	}
	var b Burst
	b.Emit(80, 195, 400, 5, 2)
	if len(b.Bits) != 80 {
		t.Fatal("Emit")
	}
	for i := 0; i < 400; i++ {
		b.Update()
	}
	if len(b.Bits) != 0 {
		t.Fatalf("%d bits never died", len(b.Bits))
	}
}

// The top prize's rain starts above the area, inside its width, and
// lives 5 to 7 s (300 to 419 ticks).
func TestRain(t *testing.T) {
	var b Burst
	b.Rain(50, 390, 5, 1)
	if len(b.Bits) != 50 {
		t.Fatalf("%d bits", len(b.Bits))
	}
	for _, p := range b.Bits {
		if p.Y >= -20 || p.X < 0 || p.X > 390 || p.Life < 300 || p.Life >= 420 || p.Hue >= 5 {
			t.Fatalf("bit %+v", p)
		}
	}
	for i := 0; i < 299; i++ {
		b.Update()
	}
	if len(b.Bits) != 50 {
		t.Errorf("%d bits left after 299 ticks", len(b.Bits))
	}
}
