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
		own := map[string]kit.Rect{"total": l.total, "caption": l.caption}
		for _, m := range kit.UnitMisfits(v, l.places(), own, []string{"total", "caption"}) {
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
		}
		if l.cell < 27 {
			t.Errorf("%dx%d: cell %.1f < 27", sz[0], sz[1], l.cell)
		}
	}
}
