package layout

import "revela/render/kit"

// History is where the history's parts go: the header, the band under it
// that holds ‹ Retour (the list scrolls under both), the list's rows (a
// unit each, newest first), « Plus ancien » under the last row, and the
// line that says the list is loading, empty or unreachable.
type History struct {
	Header, Band, Back kit.Rect
	List               kit.Rect // the scroll area: the rows' column from under the band to the screen's bottom
	Rows               []kit.Rect
	More               kit.Rect
	Message            kit.Rect // the first line shown instead of rows (17 units high), the others MessageStep under it
	MaxScroll          float64  // how far the list scrolls, in design units
}

// MessageStep is the distance between two lines of the history's
// message, in design units.
const MessageStep = 20.0

const (
	// rowH and rowStep are a row's height and the distance between two
	// rows' tops, in design units.
	rowH, rowStep = 66.0, 74.0
	// listTop is where the first row starts when the list is not scrolled.
	listTop = 140.0
	// covered is the height from the top under which a row is hidden
	// behind the band: it is not drawn when it ends above it, and takes
	// no tap or focus when it starts above it.
	covered = 130.0
)

// NewHistory places the history on v with rows units listed, scrolled by
// scroll design units (0: the newest at the top): the column of rows is
// the screen's width less 16 units each side in portrait, 720 units
// centred in landscape.
func NewHistory(v kit.View, rows int, scroll float64) History {
	w := v.W - 32
	if v.Landscape {
		w = 720
	}
	x := (v.W - w) / 2
	h := History{
		Header:  kit.R(0, 0, v.W, HeaderH),
		Band:    kit.R(-4, HeaderH, v.W+8, 72),
		Back:    kit.R(x, 80, 140, 48),
		List:    kit.R(x, HeaderH+72, w, v.H-HeaderH-72),
		Message: kit.R(x, 200-8.5, w, 17),
	}
	y := listTop - scroll
	for range rows {
		h.Rows = append(h.Rows, kit.R(x, y, w, rowH))
		y += rowStep
	}
	h.More = kit.R(x+w/2-110, y+6, 220, 52)
	h.MaxScroll = max(0, y+scroll+80-v.H)
	return h
}

// Shown tells whether row r shows at all under the band and above the
// screen's bottom (it is drawn).
func (h History) Shown(r kit.Rect) bool { return r.Y+r.H >= covered && r.Y <= h.List.Y+h.List.H }

// Reachable tells whether row r starts below the band, where a tap or the
// keyboard's focus reaches it.
func (h History) Reachable(r kit.Rect) bool { return r.Y > covered }
