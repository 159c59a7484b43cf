package eldorado

import (
	"slices"
	"testing"

	"revela/render/kit"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px,
// 1×): inside the screen under the header, the grid, the total,
// the zone « Extra », the caption and the shared controls never overlap
// while the unit plays, nor the grid, the result and the end's buttons
// at its end; the cell stays big enough for a readable symbol and the
// result for its two lines.
func TestLayoutFits(t *testing.T) {
	// and a phone of 480×320 on its side, under the lobby's least
	for _, sz := range append(slices.Clone(kit.Sizes), [2]int{480, 320}) {
		v := kit.NewView(sz[0], sz[1], 1)
		l := newLayout(v)
		p := l.places()
		for _, m := range kit.SmallTargets(v, p) {
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
		}
		screen := kit.R(0, 64, v.W, v.H-64) // under the header
		named := map[string]kit.Rect{
			"frame": p.Board, "total": l.total, "extras": l.extras, "caption": l.caption,
			"go": p.Go, "auto": p.Auto, "result": p.Result,
			"home": p.Home, "history": p.History, "again": p.Again,
		}
		for n, r := range named {
			if !r.Inside(screen) || r.W <= 0 || r.H <= 0 {
				t.Errorf("%dx%d: %s %+v is not inside the screen %+v", sz[0], sz[1], n, r, screen)
			}
		}
		for r, tag := range l.tags {
			if !tag.Inside(l.frame) || tag.Overlaps(l.rowRect(r)) {
				t.Errorf("%dx%d: row %d's tag %+v is not in the frame %+v beside its row", sz[0], sz[1], r, tag, l.frame)
			}
		}
		if last := l.cellRect(2, 4); !last.Inside(l.frame) {
			t.Errorf("%dx%d: the last cell %+v is not in the frame %+v", sz[0], sz[1], last, l.frame)
		}
		if l.cell < 32 {
			t.Errorf("%dx%d: cell %.1f < 32", sz[0], sz[1], l.cell)
		}
		if p.Result.H < 52 {
			t.Errorf("%dx%d: result %.1f high, < 52", sz[0], sz[1], p.Result.H)
		}
		if l.caption.H < 30 {
			t.Errorf("%dx%d: caption %.1f high, < 30", sz[0], sz[1], l.caption.H)
		}
		for _, set := range [][]string{
			{"frame", "total", "extras", "caption", "go", "auto"}, // while the unit plays
			{"frame", "result", "home", "history", "again"},       // at its end
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
