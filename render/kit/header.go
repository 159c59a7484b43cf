//go:build js

package kit

import (
	"revela/core/money"
)

// Header draws the top bar: a title (and a subtitle, such as the stake)
// at the left, the balance at the right (marked DÉMO for play money).
func Header(c *Canvas, title, sub string, balance money.Cents, demo bool) {
	t := c.T
	v := c.V
	h := 64.0
	c.Panel(Rect{-4, -20, v.W + 8, h + 20}, 18, Darker(t.Surface, 0.9), t.Surface, nil, 0.92)
	x := 16.0
	if v.Landscape {
		x = 32
	}
	label := c.W.Balance
	if demo {
		label += " · " + c.W.Demo
	}
	amount := balance.French()
	// a long title (DIAMOND RIVER on a 320-unit phone) shrinks to keep
	// clear of the balance
	room := v.W - 2*x - max(c.Measure(label, 13, false), c.Measure(amount, 22, true)) - 12
	c.TextShadow(title, x, 25, c.FitSize(title, 24, room, true), true, Left, t.Text, 1, 1)
	if sub != "" {
		c.Text(sub, x, 48, 14, false, Left, t.TextDim)
	}
	c.Text(label, v.W-x, 20, 13, false, Right, t.TextDim)
	c.Text(amount, v.W-x, 42, 22, true, Right, t.Win)
}
