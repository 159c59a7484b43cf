package diamondriver

import (
	"testing"

	"revela/render/kit"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px, 1×):
// inside the screen, the grid, the counters, the shared controls and the
// end panel never overlap; the cell stays big enough to tell the gems
// apart; the wheel is as wide as its amounts need, GO at its centre.
func TestLayoutFits(t *testing.T) {
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		l := newLayout(v)
		p := l.places(false)
		own := map[string]kit.Rect{"total": l.total, "throws": l.throws, "golden": l.golden, "caption": l.caption, "wheel": l.wheel}
		for _, m := range kit.UnitMisfits(v, p, own, []string{"total", "throws", "golden", "caption"},
			[]string{"wheel", "total", "throws", "golden", "caption", "auto"}, // the wheel
			[]string{"wheel", "result", "home", "history", "again"}) {         // at the end of a unit with the wheel
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
		}
		if l.cell < 28 {
			t.Errorf("%dx%d: cell %.1f < 28", sz[0], sz[1], l.cell)
		}
		if l.caption.H < 40 {
			t.Errorf("%dx%d: caption %.1f high", sz[0], sz[1], l.caption.H)
		}
		// at 390 units wide and more, the wheel's 20 amounts have room
		// for 13-unit text along a radius
		if min(v.W, v.H) >= 390 && l.wheel.W < 300 {
			t.Errorf("%dx%d: wheel %.1f wide", sz[0], sz[1], l.wheel.W)
		}
		for i := 0; i < 30; i++ {
			if !l.cellRect(i).Inside(l.frame) {
				t.Errorf("%dx%d: cell %d outside the frame", sz[0], sz[1], i)
			}
		}
		w := l.places(true)
		if w.Board != l.wheel || !w.Go.Inside(l.wheel) || w.Go.CX() != l.wheel.CX() || w.Go.CY() != l.wheel.CY() || w.Go.H < 64 {
			t.Errorf("%dx%d: GO %+v is not at the centre of the wheel %+v", sz[0], sz[1], w.Go, l.wheel)
		}
	}
}
