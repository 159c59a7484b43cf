package layout

import (
	"fmt"
	"testing"

	"revela/render/i18n"
	"revela/render/kit"
)

// TestLimitsFits checks the limits screen at every size of kit.Sizes, in
// French and English: every button a touch target of 44 CSS px; each
// row's − and + in the row and apart (the self-exclusion's length's too,
// under the totals and over its button); the band, the list and the
// bottom bar one under the other; every part reachable in the list at
// some scroll (the last row and the self-exclusion at the end); the names
// of the limits in their room at the least size, and the buttons' words
// at the longest self-exclusion (365 days).
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
		// scrolled to bring the length to the list's top (the button, which
		// says the length, may be further down on a short screen)
		if at := NewLimits(v, min(top.MaxScroll, top.Days.Y-top.List.Y)); !at.Reachable(at.Days) {
			t.Errorf("%s: the length %+v out of the list %+v", where, at.Days, at.List)
		}
		target(t, where, "days −", v, top.DaysMinus)
		target(t, where, "days +", v, top.DaysPlus)
		if d := top.Days; !top.DaysMinus.Inside(d) || !top.DaysPlus.Inside(d) || top.DaysMinus.Overlaps(top.DaysPlus) ||
			d.Y < top.Totals[2].Y+top.Totals[2].H || top.Exclude.Y < d.Y+d.H {
			t.Errorf("%s: totals %+v, length %+v (− %+v, + %+v), exclusion %+v", where, top.Totals[2], d, top.DaysMinus, top.DaysPlus, top.Exclude)
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
			fits(t, where+" "+w.Lang, "exclude", w.Fill(i18n.LimConfirm, "365"), top.Exclude, 8, true)
			fits(t, where+" "+w.Lang, "exclusion", w.Limit(i18n.LimExclusion), kit.R(top.Days.X+16, top.Days.Y, top.DaysRoom(), 20), 0, true)
		}
	}
}
