package crossingo

import (
	"testing"

	"revela/render/kit"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px, 1×):
// inside the screen, the grid, the shared controls and the end panel
// never overlap, and the cell stays big enough for 12-unit numbers.
func TestLayoutFits(t *testing.T) {
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		l := newCrossLayout(v)
		p := l.places()
		for _, m := range kit.SmallTargets(v, p) {
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
		}
		screen := kit.R(0, 64, v.W, v.H-64) // under the header
		named := map[string]kit.Rect{
			"frame": p.Board, "total": l.total, "caption": l.caption,
			"go": p.Go, "auto": p.Auto, "result": p.Result,
			"home": p.Home, "history": p.History, "again": p.Again,
		}
		for n, r := range named {
			if !r.Inside(screen) || r.W <= 0 || r.H <= 0 {
				t.Errorf("%dx%d: %s %+v is not inside the screen %+v", sz[0], sz[1], n, r, screen)
			}
		}
		if l.cell < 27 {
			t.Errorf("%dx%d: cell %.1f < 27", sz[0], sz[1], l.cell)
		}
		if p.Result.H < 52 {
			t.Errorf("%dx%d: result %.1f high, < 52", sz[0], sz[1], p.Result.H)
		}
		for _, set := range [][]string{
			{"frame", "total", "caption", "go", "auto"},     // while the unit plays
			{"frame", "result", "home", "history", "again"}, // at its end
		} {
			for i, a := range set {
				for _, b := range set[i+1:] {
					if named[a].Overlaps(named[b]) {
						t.Errorf("%dx%d: %s %+v overlaps %s %+v", sz[0], sz[1], a, named[a], b, named[b])
					}
				}
			}
		}
	}
}
