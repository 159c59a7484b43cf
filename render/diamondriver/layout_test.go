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
		for _, m := range kit.SmallTargets(v, p) {
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
		}
		screen := kit.R(0, 64, v.W, v.H-64) // under the header
		named := map[string]kit.Rect{
			"frame": p.Board, "total": l.total, "throws": l.throws, "golden": l.golden,
			"caption": l.caption, "go": p.Go, "auto": p.Auto, "result": p.Result,
			"home": p.Home, "history": p.History, "again": p.Again, "wheel": l.wheel,
		}
		for n, r := range named {
			if !r.Inside(screen) || r.W <= 0 || r.H <= 0 {
				t.Errorf("%dx%d: %s %+v is not inside the screen %+v", sz[0], sz[1], n, r, screen)
			}
		}
		if l.cell < 28 {
			t.Errorf("%dx%d: cell %.1f < 28", sz[0], sz[1], l.cell)
		}
		if p.Result.H < 52 || l.caption.H < 40 || p.Go.H < 44 || p.Auto.H < 44 {
			t.Errorf("%dx%d: result %.1f, caption %.1f, GO %.1f, AUTO %.1f high", sz[0], sz[1], p.Result.H, l.caption.H, p.Go.H, p.Auto.H)
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
		for _, set := range [][]string{
			{"frame", "total", "throws", "golden", "caption", "go", "auto"}, // while the unit plays
			{"wheel", "total", "throws", "golden", "caption", "auto"},       // the wheel
			{"frame", "result", "home", "history", "again"},                 // at its end
			{"wheel", "result", "home", "history", "again"},                 // at the end of a unit with the wheel
		} {
			for i, a := range set {
				for _, b := range set[i+1:] {
					if named[a].Overlaps(named[b]) {
						t.Errorf("%dx%d: %s %+v overlaps %s %+v", sz[0], sz[1], a, named[a], b, named[b])
					}
				}
			}
		}
		w := l.places(true)
		if w.Board != l.wheel || !w.Go.Inside(l.wheel) || w.Go.CX() != l.wheel.CX() || w.Go.CY() != l.wheel.CY() || w.Go.H < 64 {
			t.Errorf("%dx%d: GO %+v is not at the centre of the wheel %+v", sz[0], sz[1], w.Go, l.wheel)
		}
	}
}
