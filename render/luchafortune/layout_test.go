package luchafortune

import (
	"testing"

	"revela/render/kit"
)

// TestLayoutFits checks the layout at every size of kit.Sizes: every
// part inside the screen, the board (banner and matrix), the counters,
// the caption and the shared controls apart while the unit plays, the
// board and the end panel apart at its end, the cell big enough for a
// symbol and its 12-unit amount, and the banner above the matrix (art.
// 5.6).
func TestLayoutFits(t *testing.T) {
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		l := newLuchaLayout(v)
		own := map[string]kit.Rect{"total": l.total, "throws": l.throws, "caption": l.caption}
		for _, m := range kit.UnitMisfits(v, l.places(), own, []string{"total", "throws", "caption"}) {
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
		}
		if l.cell < 40 {
			t.Errorf("%dx%d: cell %.1f < 40", sz[0], sz[1], l.cell)
		}
		if l.pay.W > 0 {
			for _, m := range kit.Misfits(v, map[string]kit.Rect{"pay": l.pay, "frame": l.frame, "caption": l.caption, "total": l.total, "throws": l.throws},
				[]string{"pay", "frame", "caption", "total", "throws"}) {
				t.Errorf("%dx%d: %s", sz[0], sz[1], m)
			}
			for i, r := range l.payAt {
				if !r.Inside(l.pay) || r.H < 20 {
					t.Errorf("%dx%d: paytable entry %d %+v outside %+v or too short", sz[0], sz[1], i, r, l.pay)
				}
			}
		}
		for i := 0; i < 15; i++ {
			if c := l.cellAt(i); !c.Inside(l.frame) {
				t.Errorf("%dx%d: cell %d %+v outside the frame %+v", sz[0], sz[1], i, c, l.frame)
			}
		}
		for k, tile := range l.tiles {
			if !tile.Inside(l.frame) || tile.Y+tile.H > l.my {
				t.Errorf("%dx%d: banner tile %d %+v not in the frame above the matrix (%.1f)", sz[0], sz[1], k, tile, l.my)
			}
			for s := 0; s < 4; s++ {
				if r := l.slotRect(k, s); !r.Inside(tile) {
					t.Errorf("%dx%d: slot %d of tile %d %+v outside it %+v", sz[0], sz[1], s, k, r, tile)
				}
			}
		}
	}
}
