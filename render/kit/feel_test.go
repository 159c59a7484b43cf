package kit

import (
	"testing"

	"revela/core/money"
)

// The counter counts on the clock: the first total at once, then from
// what it shows to each new total over the duration, in ms.
func TestTally(t *testing.T) {
	var c Tally
	c.Set(money.Euros(2), 1000, 500)
	if c.Shown(1000) != money.Euros(2) {
		t.Fatalf("first total shown %v", c.Shown(1000))
	}
	c.Set(money.Euros(6), 2000, 500)
	if c.Shown(2000) != money.Euros(2) || c.Shown(2500) != money.Euros(6) || c.Shown(9000) != money.Euros(6) {
		t.Errorf("shown %v at the start, %v at the end", c.Shown(2000), c.Shown(2500))
	}
	// half-way on the clock: 1 - 0.5³ = 87.5 % of the 4 € step
	if got := c.Shown(2250); got != money.Cents(200+350) {
		t.Errorf("half-way shown %v, want 5,50 €", got)
	}
	c.Set(money.Euros(6), 2300, 500) // the same total: nothing restarts
	if c.At != 2000 {
		t.Error("setting the same total restarted the count")
	}
	if TierTop.CountMs() <= TierBig.CountMs() || TierBig.CountMs() <= TierSmall.CountMs() {
		t.Error("a bigger tier counts longer")
	}
	if TierTop.String() != "top" || TierLoss.String() != "loss" {
		t.Error("tier names")
	}
}
