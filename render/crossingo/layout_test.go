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
