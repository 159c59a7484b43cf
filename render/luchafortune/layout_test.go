package luchafortune

import (
	"testing"

	"revela/render/kit"
	"revela/render/screens/screenstest"
)

// TestLayoutFits checks the layout at every size of kit.Sizes: every
// part inside the screen, the board (banner and matrix), the counters,
// the caption and the shared controls apart while the unit plays, the
// board and the end panel apart at its end, the cell big enough for a
// symbol and its 12-unit amount, and the banner above the matrix (art.
// 5.6).
func TestLayoutFits(t *testing.T) {
	screenstest.Fits(t, kit.Sizes, newLuchaLayout, func(l luchaLayout, v kit.View, bad func(string, ...any)) screenstest.Fit {
		if l.pay.W > 0 {
			for _, m := range kit.Misfits(v, map[string]kit.Rect{"pay": l.pay, "frame": l.frame, "caption": l.caption, "total": l.total, "throws": l.throws},
				[]string{"pay", "frame", "caption", "total", "throws"}) {
				bad("%s", m)
			}
			for i, r := range l.payAt {
				if !r.Inside(l.pay) || r.H < 20 {
					bad("paytable entry %d %+v outside %+v or too short", i, r, l.pay)
				}
			}
		}
		for i := 0; i < 15; i++ {
			if c := l.cellAt(i); !c.Inside(l.frame) {
				bad("cell %d %+v outside the frame %+v", i, c, l.frame)
			}
		}
		for k, tile := range l.tiles {
			if !tile.Inside(l.frame) || tile.Y+tile.H > l.my {
				bad("banner tile %d %+v not in the frame above the matrix (%.1f)", k, tile, l.my)
			}
			for s := 0; s < 4; s++ {
				if r := l.slotRect(k, s); !r.Inside(tile) {
					bad("slot %d of tile %d %+v outside it %+v", s, k, r, tile)
				}
			}
		}
		own := map[string]kit.Rect{"total": l.total, "throws": l.throws, "caption": l.caption}
		return screenstest.Fit{Cell: l.cell, Least: 40, Misfits: kit.UnitMisfits(v, l.places(), own, []string{"total", "throws", "caption"})}
	})
}
