package layout

import (
	"fmt"
	"testing"

	"revela/render/i18n"
	"revela/render/kit"
)

// TestLimitsFits checks the limits screen at every size of kit.Sizes, in
// French and English: every button a touch target of 44 CSS px; each
// row's − and + in the row and apart; the band, the list and the bottom
// bar one under the other; every part reachable in the list at some
// scroll (the last row and the self-exclusion at the end); the names of
// the limits in their room at the least size, and the buttons' words.
func TestLimitsFits(t *testing.T) {
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		where := fmt.Sprintf("%dx%d", sz[0], sz[1])
		top := NewLimits(v, 0)
		end := NewLimits(v, top.MaxScroll)
		// every part reachable at some scroll
		if top.List.Y != top.Band.Y+top.Band.H || top.Bar.Y != top.List.Y+top.List.H || top.Save.Y+top.Save.H > v.H || top.List.H < 100 {
			t.Errorf("%s: band %+v, list %+v, bar %+v, save %+v", where, top.Band, top.List, top.Bar, top.Save)
		}
		target(t, where, "back", v, top.Back)
		target(t, where, "save", v, top.Save)
		target(t, where, "exclude", v, top.Exclude)
		if !end.Reachable(end.Exclude) {
			t.Errorf("%s: the exclusion %+v out of the list %+v at the end", where, end.Exclude, end.List)
		}
		for i := range top.Rows {
			// scrolled to bring row i to the list's top
			at := NewLimits(v, min(top.MaxScroll, top.Rows[i].Y-top.List.Y))
			if !at.Reachable(at.Rows[i]) {
				t.Errorf("%s: row %d %+v out of the list %+v", where, i, at.Rows[i], at.List)
			}
		}
		for i, r := range top.Rows {
			target(t, where, "minus", v, top.Minus[i])
			target(t, where, "plus", v, top.Plus[i])
			if !top.Minus[i].Inside(r) || !top.Plus[i].Inside(r) || top.Minus[i].Overlaps(top.Plus[i]) {
				t.Errorf("%s: row %d %+v, − %+v, + %+v", where, i, r, top.Minus[i], top.Plus[i])
			}
			if i > 0 && r.Overlaps(top.Rows[i-1]) {
				t.Errorf("%s: rows %d and %d overlap", where, i-1, i)
			}
			room := kit.R(r.X+16, r.Y, top.TextRoom(i), 20)
			for _, w := range languages {
				fits(t, where+" "+w.Lang, "name", w.Limit(i18n.LimNames+i), room, 0, true)
			}
		}
		for _, w := range languages {
			fits(t, where+" "+w.Lang, "save", w.Limit(i18n.LimSave), top.Save, 8, true)
			fits(t, where+" "+w.Lang, "exclude", w.Limit(i18n.LimConfirm), top.Exclude, 8, true)
		}
	}
}
