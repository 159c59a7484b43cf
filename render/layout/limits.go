package layout

import "revela/render/kit"

// limitsEntry places the lobby's « Limites » button beside Historique
// (issue 32): in landscape at the left of JOUEZ, as Historique is at its
// right; in portrait Historique's place is shared by the two, side by
// side; on a short portrait screen the bottom row is Historique,
// Limites and JOUEZ.
func limitsEntry(v kit.View, play, history kit.Rect) (kit.Rect, kit.Rect, kit.Rect) {
	switch {
	case v.Landscape:
		return play, history, kit.R(v.W-history.X-history.W, history.Y, history.W, history.H)
	case v.Compact():
		w := (v.W - 32 - 16) * 0.29
		return kit.R(16+2*w+16, play.Y, v.W-32-2*w-16, play.H), kit.R(16, history.Y, w, history.H), kit.R(16+w+8, history.Y, w, history.H)
	}
	w := (history.W - 8) / 2
	return play, kit.R(history.X, history.Y, w, history.H), kit.R(history.X+w+8, history.Y, w, history.H)
}

// Limits is where the « Limites de jeu » screen's parts go: the header,
// the band under it that holds ‹ Retour, a row per limit with its − and
// + buttons, a line per period's totals, the self-exclusion's row (its
// length, − and +) and its button (all of which scroll in List), and the
// bar at the bottom with the message's line and Enregistrer.
type Limits struct {
	Header, Band, Back  kit.Rect
	List                kit.Rect
	Rows, Minus, Plus   [7]kit.Rect
	Totals              [3]kit.Rect
	Days                kit.Rect // the self-exclusion's length
	DaysMinus, DaysPlus kit.Rect
	Exclude             kit.Rect
	Bar, Message, Save  kit.Rect
	MaxScroll           float64
}

// NewLimits places the limits screen on v, scrolled by scroll design
// units: the column is the screen's width less 16 units each side in
// portrait, 720 units centred in landscape.
func NewLimits(v kit.View, scroll float64) Limits {
	w := v.W - 32
	if v.Landscape {
		w = 720
	}
	x := (v.W - w) / 2
	bar := v.H - 104
	l := Limits{
		Header:  kit.R(0, 0, v.W, HeaderH),
		Band:    kit.R(-4, HeaderH, v.W+8, 72),
		Back:    kit.R(x, 80, 140, 48),
		List:    kit.R(x, HeaderH+72, w, bar-HeaderH-72),
		Bar:     kit.R(-4, bar, v.W+8, v.H-bar+4),
		Message: kit.R(x, bar+6, w, 16),
	}
	sw := min(w, 340)
	l.Save = kit.R(v.W/2-sw/2, bar+30, sw, 60)
	y := listTop - scroll
	for i := range l.Rows {
		r := kit.R(x, y, w, 76)
		l.Rows[i] = r
		l.Plus[i] = kit.R(r.X+r.W-12-48, r.Y+14, 48, 48)
		l.Minus[i] = kit.R(l.Plus[i].X-8-48, r.Y+14, 48, 48)
		y += 84
	}
	y += 8
	for i := range l.Totals {
		l.Totals[i] = kit.R(x, y, w, 20)
		y += 26
	}
	y += 8
	l.Days = kit.R(x, y, w, 76)
	l.DaysPlus = kit.R(x+w-12-48, y+14, 48, 48)
	l.DaysMinus = kit.R(l.DaysPlus.X-8-48, y+14, 48, 48)
	y += 84
	l.Exclude = kit.R(v.W/2-sw/2, y+4, sw, 52)
	end := l.Exclude.Y + l.Exclude.H + 16
	l.MaxScroll = max(0, end+scroll-bar)
	return l
}

// Reachable tells whether r lies whole in the scrolling list, where a tap
// or the keyboard's focus reaches it.
func (l Limits) Reachable(r kit.Rect) bool { return r.Y >= l.List.Y && r.Y+r.H <= l.List.Y+l.List.H }

// Shown tells whether r shows at all in the list (it is drawn).
func (l Limits) Shown(r kit.Rect) bool { return r.Y+r.H >= l.List.Y && r.Y <= l.List.Y+l.List.H }

// TextRoom is the width a row's words have at the left of its buttons.
func (l Limits) TextRoom(i int) float64 { return l.Minus[i].X - 8 - (l.Rows[i].X + 16) }

// DaysRoom is the width the self-exclusion row's words have at the left
// of its buttons.
func (l Limits) DaysRoom() float64 { return l.DaysMinus.X - 8 - (l.Days.X + 16) }
