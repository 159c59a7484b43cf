package crossingo

import (
	"testing"

	"revela/render/kit"
	"revela/render/screens/screenstest"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px, 1×):
// inside the screen, the grid, the shared controls and the end panel
// never overlap, and the cell stays big enough for 12-unit numbers.
func TestLayoutFits(t *testing.T) {
	screenstest.Fits(t, kit.Sizes, newCrossLayout, func(l crossLayout, v kit.View, _ func(string, ...any)) screenstest.Fit {
		own := map[string]kit.Rect{"total": l.total, "caption": l.caption}
		return screenstest.Fit{Cell: l.cell, Least: 27, Misfits: kit.UnitMisfits(v, l.places(), own, []string{"total", "caption"})}
	})
}

// The up diagonal's amount reaches left over the last column, so that
// the longest amount (10 000 €) keeps its size (issue 29): at every size
// it is half a cell wider than a row's, inside the frame, clear of the
// grid and of the first row's amount.
func TestDiagonalTag(t *testing.T) {
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		l := newCrossLayout(v)
		up, row := l.diagUp, l.rowAmt[0]
		if up.W != row.W+l.cell/2 || !up.Inside(l.frame) || up.Overlaps(l.cellRect(0, 4)) || up.Overlaps(row) {
			t.Errorf("%dx%d: up diagonal's tag %+v, row's %+v, cell %.1f, frame %+v", sz[0], sz[1], up, row, l.cell, l.frame)
		}
	}
}
