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
		own := map[string]kit.Rect{"total": l.total, "extras": l.extras, "caption": l.caption}
		for _, m := range kit.UnitMisfits(v, l.places(), own, []string{"total", "extras", "caption"}) {
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
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
		if l.caption.H < 30 {
			t.Errorf("%dx%d: caption %.1f high, < 30", sz[0], sz[1], l.caption.H)
		}
	}
}
