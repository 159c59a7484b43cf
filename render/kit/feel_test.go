package kit

import (
	"reflect"
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

// TestFold: the rows of parts the end panel lists: all when they fit,
// else the first ones and « … +N » with the sum of the N left out.
func TestFold(t *testing.T) {
	parts := []Part{{"Ligne 1", 100}, {"Ligne 2", 200}, {"Bonus", 50}, {"Extra", 500}}
	for _, c := range []struct {
		rows int
		want []Part
	}{
		{4, parts},
		{9, parts},
		{3, []Part{parts[0], parts[1], {"… +2", 550}}},
		{2, []Part{parts[0], {"… +3", 750}}},
		{1, []Part{{"… +4", 850}}},
		{0, nil},
		{-2, nil},
	} {
		if got := Fold(parts, c.rows); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Fold in %d rows = %+v, want %+v", c.rows, got, c.want)
		}
	}
}
