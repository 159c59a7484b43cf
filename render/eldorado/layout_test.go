package eldorado

import (
	"testing"

	"revela/render/kit"
	"revela/render/screens/screenstest"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px,
// 1×): inside the screen under the header, the grid, the total,
// the zone « Extra », the caption and the shared controls never overlap
// while the unit plays, nor the grid, the result and the end's buttons
// at its end; the cell stays big enough for a readable symbol and the
// result for its two lines.
func TestLayoutFits(t *testing.T) {
	screenstest.Fits(t, screenstest.Sideways, newLayout, func(l layout, v kit.View, bad func(string, ...any)) screenstest.Fit {
		for r, tag := range l.tags {
			if !tag.Inside(l.frame) || tag.Overlaps(l.rowRect(r)) {
				bad("row %d's tag %+v is not in the frame %+v beside its row", r, tag, l.frame)
			}
		}
		if last := l.cellRect(2, 4); !last.Inside(l.frame) {
			bad("the last cell %+v is not in the frame %+v", last, l.frame)
		}
		if l.caption.H < 30 {
			bad("caption %.1f high, < 30", l.caption.H)
		}
		own := map[string]kit.Rect{"total": l.total, "extras": l.extras, "caption": l.caption}
		return screenstest.Fit{Cell: l.cell, Least: 32, Misfits: kit.UnitMisfits(v, l.places(), own, []string{"total", "extras", "caption"})}
	})
}
