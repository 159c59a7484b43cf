package sudoku

import (
	"slices"
	"testing"

	"revela/render/kit"
)

// TestLayoutFits checks the layout at every size of kit.Sizes (CSS px,
// 1×: phones, a tablet, desktops, portrait and landscape): every part
// inside the screen under the header, the grid, the Gain case, the
// dice, the shared controls and the end panel never overlapping, the
// grid's digits at least 12 units (a cell of 26 units or more), the
// blocks' gap wider than the cells'.
func TestLayoutFits(t *testing.T) {
	// and a phone of 480×320 on its side, under the lobby's least
	for _, sz := range append(slices.Clone(kit.Sizes), [2]int{480, 320}) {
		v := kit.NewView(sz[0], sz[1], 1)
		l := newSudoLayout(v)
		p := l.places()
		screen := kit.R(0, 64, v.W, v.H-64) // under the header
		named := map[string]kit.Rect{
			"frame": p.Board, "grid": l.grid, "gain": l.gain, "dice": l.mat, "total": l.total, "caption": l.caption,
			"go": p.Go, "auto": p.Auto, "result": p.Result,
			"home": p.Home, "history": p.History, "again": p.Again,
		}
		for n, r := range named {
			if !r.Inside(screen) || r.W <= 0 || r.H <= 0 {
				t.Errorf("%dx%d: %s %+v is not inside the screen %+v", sz[0], sz[1], n, r, screen)
			}
		}
		least := 24.0 // a phone
		if v.H < 400 || v.W < 400 && v.H < 560 {
			least = 17 // 320×480 and landscape phones: 12-unit digits still fit
		}
		if l.cell < least {
			t.Errorf("%dx%d: cell %.1f < %.0f", sz[0], sz[1], l.cell, least)
		}
		if p.Result.H < 52 || l.mat.H < 60 || l.gain.W < 90 {
			t.Errorf("%dx%d: result %.1f high, dice %.1f high, Gain %.1f wide", sz[0], sz[1], p.Result.H, l.mat.H, l.gain.W)
		}
		if !l.grid.Inside(l.frame) || !l.cellRect(80).Inside(l.grid.Inset(-0.01)) || !l.cellRect(0).Inside(l.grid.Inset(-0.01)) {
			t.Errorf("%dx%d: the cells leave the grid or the frame", sz[0], sz[1])
		}
		if a, b := l.cellRect(1), l.cellRect(3); b.X-(l.cellRect(2).X+l.cell) <= a.X-(l.cellRect(0).X+l.cell) {
			t.Errorf("%dx%d: the gap between blocks is not wider than between cells", sz[0], sz[1])
		}
		playing := []string{"frame", "total", "caption", "go", "auto", "dice", "gain"}
		ending := []string{"frame", "result", "home", "history", "again", "gain", "dice"}
		for _, set := range [][]string{playing, ending} {
			for i, a := range set {
				for _, b := range set[i+1:] {
					inFrame := a == "frame" && (b == "gain" || b == "dice") && !v.Landscape
					if !inFrame && named[a].Overlaps(named[b]) {
						t.Errorf("%dx%d: %s %+v overlaps %s %+v", sz[0], sz[1], a, named[a], b, named[b])
					}
				}
			}
		}
		if !v.Landscape && (!l.gain.Inside(l.frame) || !l.mat.Inside(l.frame) || l.gain.Overlaps(l.grid) || l.mat.Overlaps(l.gain)) {
			t.Errorf("%dx%d: the Gain case and the dice are not in the frame under the grid", sz[0], sz[1])
		}
	}
}
