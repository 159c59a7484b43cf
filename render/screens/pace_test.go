package screens

import "testing"

// A tick is 16.67 ms: updates on time play one, a late one the ticks it
// missed, an early one none (its time carried to the next), a pause at
// most MaxCatchUp.
func TestPace(t *testing.T) {
	var p Pace
	for _, c := range []struct {
		at   float64
		want int
	}{
		{1000, 1},   // the first
		{1016.7, 1}, // on time
		{1066.7, 3}, // 50 ms late: two missed
		{1070, 0},   // early: 0.2 of a tick
		{1083.4, 1}, // 0.2 + 0.8
		{3000, 8},   // after a pause of almost 2 s: MaxCatchUp
		{3016.7, 1}, // and on time again, nothing carried
		{2000, 1},   // a clock that went back starts again
	} {
		if got := p.Ticks(c.at); got != c.want {
			t.Errorf("Ticks(%v) = %d, want %d", c.at, got, c.want)
		}
	}
}
