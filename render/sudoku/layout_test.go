package sudoku

import (
	"testing"

	"revela/render/kit"
	"revela/render/screens/screenstest"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px,
// 1×: phones, a tablet, desktops, portrait and landscape): every part
// inside the screen under the header, the grid, the Gain case, the
// dice, the shared controls and the end panel never overlapping, the
// grid's digits at least 12 units (a cell of 26 units or more), the
// blocks' gap wider than the cells'.
func TestLayoutFits(t *testing.T) {
	screenstest.Fits(t, screenstest.Sideways, newSudoLayout, func(l sudoLayout, v kit.View, bad func(string, ...any)) screenstest.Fit {
		least := 24.0 // a phone
		if v.H < 400 || v.W < 400 && v.H < 560 {
			least = 17 // 320×480 and landscape phones: 12-unit digits still fit
		}
		if l.mat.H < 60 || l.gain.W < 90 {
			bad("dice %.1f high, Gain %.1f wide", l.mat.H, l.gain.W)
		}
		if !l.grid.Inside(l.frame) || !l.cellRect(80).Inside(l.grid.Inset(-0.01)) || !l.cellRect(0).Inside(l.grid.Inset(-0.01)) {
			bad("the cells leave the grid or the frame")
		}
		if a, b := l.cellRect(1), l.cellRect(3); b.X-(l.cellRect(2).X+l.cell) <= a.X-(l.cellRect(0).X+l.cell) {
			bad("the gap between blocks is not wider than between cells")
		}
		if !v.Landscape && (!l.gain.Inside(l.frame) || !l.mat.Inside(l.frame) || l.gain.Overlaps(l.grid) || l.mat.Overlaps(l.gain)) {
			bad("the Gain case and the dice are not in the frame under the grid")
		}
		own := map[string]kit.Rect{"grid": l.grid, "gain": l.gain, "dice": l.mat, "total": l.total, "caption": l.caption}
		playing, more := []string{"total", "caption", "dice", "gain"}, [][]string{{"result", "home", "history", "again", "gain", "dice"}}
		if !v.Landscape { // the Gain case and the dice in the frame, under the grid (below)
			playing, more = []string{"total", "caption"}, append(more, []string{"total", "caption", "go", "auto", "dice", "gain"})
		}
		return screenstest.Fit{Cell: l.cell, Least: least, Misfits: kit.UnitMisfits(v, l.places(), own, playing, more...)}
	})
}
