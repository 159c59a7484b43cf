// Package kit is what every game screen of the client shares: the view
// and its design units, the theme, text, panels, buttons, symbols,
// particles' drawing, the header with the stake and the balance, the prize
// counter, the GO and AUTO controls, the end panel with REJOUER, Accueil
// and Historique, and the message box of the error screens. A game's
// package (render/<game>) imports it; it never imports a game.
//
// Drawing files are built for js only (Ebitengine in the browser); the
// geometry (View, Rect) and the theme are plain Go, so that a game's
// layout is tested without a screen. Timing and easing are in kit/anim.
package kit

// View maps the logical layout (design units) onto the screen's pixels
// at the device scale factor, so that edges and text stay sharp. A design
// unit is never smaller than a CSS pixel, so that text of 12 units is at
// least 12 CSS px: on a small screen the layout gets fewer units (down to
// 320×480 in portrait, 740×360 in landscape) and computes from the space
// it is given (W, H), never from a fixed height.
type View struct {
	W, H      float64 // the whole screen in design units
	K         float64 // pixels per design unit
	Landscape bool
}

// NewView picks the layout for a screen of sw×sh pixels at dsf pixels per
// CSS pixel: 390 units wide in portrait, 1280×800 in landscape, scaled up
// on bigger screens and never down (fewer units instead).
func NewView(sw, sh int, dsf float64) View {
	w, h := float64(sw), float64(sh)
	if w <= 0 || h <= 0 {
		return View{W: 390, H: 844, K: 1}
	}
	if dsf <= 0 {
		dsf = 1
	}
	if w > h*1.05 {
		k := max(dsf, min(w/1280, h/800))
		return View{W: w / k, H: h / k, K: k, Landscape: true}
	}
	k := w / 390
	if h/k < 700 { // a short portrait screen: fit the height instead
		k = h / 700
	}
	k = max(dsf, k)
	return View{W: w / k, H: h / k, K: k}
}

// Compact tells whether v is a short screen (under 700 units in portrait,
// under 640 in landscape), where the layouts stack tighter.
func (v View) Compact() bool {
	if v.Landscape {
		return v.H < 640
	}
	return v.H < 700
}

// Overlaps tells whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Inside tells whether r lies within o.
func (r Rect) Inside(o Rect) bool {
	return r.X >= o.X && r.Y >= o.Y && r.X+r.W <= o.X+o.W && r.Y+r.H <= o.Y+o.H
}

// Rect is a rectangle in design units.
type Rect struct{ X, Y, W, H float64 }

// In tells whether the point (x, y) is inside r.
func (r Rect) In(x, y float64) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

// CX and CY are r's centre.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Places are where a game's screen puts the parts every unit's screen
// shares, in design units: GO and AUTO while the unit plays, then the end
// panel and its three buttons (REJOUER, Accueil, Historique); Board is
// the game's own part (its grid and what frames it), which none of them
// may cover.
type Places struct {
	Board                Rect
	Go, Auto             Rect
	Result               Rect
	Home, History, Again Rect
}

// R is the rectangle at (x, y), w wide and h high.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// SplitX cuts r across into a left and a right part, gap apart side by
// side, the left one share (0..1) of the width the gap leaves.
func (r Rect) SplitX(share, gap float64) (left, right Rect) {
	lw := (r.W - gap) * share
	return Rect{r.X, r.Y, lw, r.H}, Rect{r.X + lw + gap, r.Y, r.W - gap - lw, r.H}
}

// ControlRow places GO and AUTO in a portrait view v and returns their
// row: across the screen 16 units from its sides, 72 units high and 12
// above its bottom (52 and 8 on a compact screen); AUTO 104 units wide
// at the row's left, GO the rest, 12 apart. The end panel's buttons
// take the row at the end of a unit (EndRow).
func (p *Places) ControlRow(v View) (row Rect) {
	h, margin := 72.0, 12.0
	if v.Compact() {
		h, margin = 52, 8
	}
	row = R(16, v.H-h-margin, v.W-32, h)
	p.Auto, p.Go = R(16, row.Y, 104, h), R(132, row.Y, v.W-148, h)
	return row
}

// EndRow cuts row (the width of the screen where GO and AUTO were, in
// portrait) into the end panel's buttons, 8 units apart: Accueil,
// Historique, then REJOUER, the widest, in thumb reach.
func EndRow(row Rect) (home, history, again Rect) {
	const gap = 8.0
	w := row.W - 2*gap
	home = R(row.X, row.Y, w*0.27, row.H)
	history = R(home.X+home.W+gap, row.Y, w*0.31, row.H)
	again = R(history.X+history.W+gap, row.Y, row.X+row.W-(history.X+history.W+gap), row.H)
	return home, history, again
}

// EndColumn places the end panel's buttons in a column (landscape):
// REJOUER where GO was, Accueil and Historique side by side where AUTO
// was, 12 units apart.
func EndColumn(goBtn, auto Rect) (home, history, again Rect) {
	hw := (auto.W - 12) / 2
	return R(auto.X, auto.Y, hw, auto.H), R(auto.X+hw+12, auto.Y, hw, auto.H), goBtn
}

// IconSize is the diameter of the header's round buttons as drawn, and
// IconTarget the side of the square each answers in (a touch target of
// 44 at least, docs/art.md), in design units.
const IconSize, IconTarget = 38.0, 44.0

// HeaderIcons places the header's round buttons (kit.Header) at the left
// of right, where the balance's text begins less its margin: the sound,
// and the rules' "i" at its left when info is set, their rounds 8 units
// apart on the header's middle line (32). It returns their touch squares
// (info empty without it) and where the title must end, 8 units left of
// the leftmost round.
func HeaderIcons(right float64, info bool) (rules, sound Rect, titleEnd float64) {
	const in = (IconTarget - IconSize) / 2
	y := 32 - IconTarget/2
	sound = R(right-IconSize-in, y, IconTarget, IconTarget)
	titleEnd = right - IconSize - 8
	if info {
		rules = R(titleEnd-IconSize-in, y, IconTarget, IconTarget)
		titleEnd -= IconSize + 8
	}
	return rules, sound, titleEnd
}

// ThumbRow places a portrait screen's controls in thumb reach at the
// bottom of v (72 units high, 52 on a short screen, 16 from the sides):
// AUTO at the left and GO filling the rest while the unit plays, then
// Accueil, Historique and REJOUER in the same row. Board and Result are
// left to the game.
func ThumbRow(v View) Places {
	bh, margin := 72.0, 12.0
	if v.Compact() {
		bh, margin = 52, 8
	}
	y := v.H - bh - margin
	const gap = 8.0
	w := v.W - 32 - 2*gap
	p := Places{Auto: R(16, y, 104, bh), Go: R(132, y, v.W-148, bh)}
	p.Home = R(16, y, w*0.27, bh)
	p.History = R(p.Home.X+p.Home.W+gap, y, w*0.31, bh)
	x := p.History.X + p.History.W + gap
	p.Again = R(x, y, v.W-16-x, bh)
	return p
}
