package diamondriver

import (
	"testing"

	"revela/render/kit"
	"revela/render/screens/screenstest"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px, 1×):
// inside the screen, the grid, the counters, the shared controls and the
// end panel never overlap; the cell stays big enough to tell the gems
// apart; the wheel is as wide as its amounts need, GO at its centre.
func TestLayoutFits(t *testing.T) {
	screenstest.Fits(t, kit.Sizes, newLayout, func(l riverLayout, v kit.View, bad func(string, ...any)) screenstest.Fit {
		if l.caption.H < 40 {
			bad("caption %.1f high", l.caption.H)
		}
		// at 390 units wide and more, the wheel's 20 amounts have room
		// for 13-unit text along a radius
		if min(v.W, v.H) >= 390 && l.wheel.W < 300 {
			bad("wheel %.1f wide", l.wheel.W)
		}
		for i := 0; i < 30; i++ {
			if !l.cellRect(i).Inside(l.frame) {
				bad("cell %d outside the frame", i)
			}
		}
		w := l.places(true)
		if w.Board != l.wheel || !w.Go.Inside(l.wheel) || w.Go.CX() != l.wheel.CX() || w.Go.CY() != l.wheel.CY() || w.Go.H < 64 {
			bad("GO %+v is not at the centre of the wheel %+v", w.Go, l.wheel)
		}
		own := map[string]kit.Rect{"total": l.total, "throws": l.throws, "golden": l.golden, "caption": l.caption, "wheel": l.wheel}
		return screenstest.Fit{Cell: l.cell, Least: 28, Misfits: kit.UnitMisfits(v, l.places(false), own, []string{"total", "throws", "golden", "caption"},
			[]string{"wheel", "total", "throws", "golden", "caption", "auto"}, // the wheel
			[]string{"wheel", "result", "home", "history", "again"})}          // at the end of a unit with the wheel
	})
}
