package layout

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"revela/render/kit"
)

// TestHistoryFits checks the history at every size of kit.Sizes, in
// French and English, with no unit, two and a page of twenty, not
// scrolled and scrolled to the end: ‹ Retour in the band under the
// header, the first row under the band and the last one and « Plus
// ancien » above the screen's bottom once scrolled to the end, the rows
// and the buttons apart, each a touch target of 44 CSS px or more, and
// the words wide enough for their boxes at the least size: the buttons'
// labels, the messages, and in a row the longest game's name beside the
// highest prize, and the stake and the date beside « non terminée ».
func TestHistoryFits(t *testing.T) {
	cat := games()
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		screen := kit.R(0, 0, v.W, v.H)
		for _, n := range []int{0, 2, 20} {
			where := fmt.Sprintf("%dx%d, %d rows", sz[0], sz[1], n)
			h := NewHistory(v, n, 0)
			end := NewHistory(v, n, h.MaxScroll)
			if h.Header != kit.R(0, 0, v.W, 64) || h.Band.Y != 64 || !h.Back.Inside(h.Band) || h.List.Y != h.Band.Y+h.Band.H || h.List.Y+h.List.H != v.H {
				t.Errorf("%s: header %+v, band %+v, back %+v, list %+v", where, h.Header, h.Band, h.Back, h.List)
			}
			target(t, where, "back", v, h.Back)
			target(t, where, "more", v, h.More)
			if !h.Message.Inside(h.List) || !h.Back.Inside(screen) {
				t.Errorf("%s: the message %+v is not in the list %+v", where, h.Message, h.List)
			}
			if len(h.Rows) != n {
				t.Fatalf("%s: %d rows", where, len(h.Rows))
			}
			if n == 0 {
				continue
			}
			first, last := h.Rows[0], end.Rows[n-1]
			if !first.Inside(h.List) || !h.Reachable(first) || !h.Shown(first) {
				t.Errorf("%s: the first row %+v is not in the list %+v", where, first, h.List)
			}
			if !last.Inside(end.List) || !end.More.Inside(end.List) || last.Overlaps(end.More) || !end.Reachable(last) {
				t.Errorf("%s: scrolled by %.0f to the end, the last row %+v and « Plus ancien » %+v are not both in the list %+v", where, h.MaxScroll, last, end.More, end.List)
			}
			for i, r := range h.Rows {
				target(t, where, "row "+strconv.Itoa(i), v, r)
				if r.X < h.List.X || r.X+r.W > h.List.X+h.List.W || r.Overlaps(h.Back) || r.Overlaps(h.More) || i > 0 && r.Overlaps(h.Rows[i-1]) {
					t.Errorf("%s: row %d %+v leaves the list's column %+v or overlaps another part", where, i, r, h.List)
				}
			}
			for _, w := range languages {
				lw := where + " " + w.Lang
				fits(t, lw, "back", "‹ "+w.Back, h.Back, 8, true)
				fits(t, lw, "more", w.More, h.More, 8, true)
				fits(t, lw, "empty", w.Empty, h.Message, 0, false)
				fits(t, lw, "loading", w.Loading, h.Message, 0, false)
				// a row's text: 16 units in from each side, 12 between the
				// left text and the right one
				text := kit.R(first.X+16, first.Y, first.W-32, first.H)
				for _, c := range cat {
					won := w.Won(c.top)
					room := text.W - width(t, won, 18, true) - 12
					fits(t, lw, "name beside "+won, c.name, kit.R(text.X, text.Y, room, 17), 0, true)
					for _, p := range c.prices {
						when := w.Money(p) + " · " + time.Date(2026, 12, 31, 23, 59, 0, 0, time.UTC).Format(w.When)
						room := text.W - width(t, w.Unfinished, 14, true) - 12
						fits(t, lw, "date beside "+w.Unfinished, when, kit.R(text.X, text.Y, room, 13), 0, false)
					}
				}
			}
		}
	}
}

// TestNetworkMessage: the history's message that the server does not
// answer, at 16 units, is wrapped to the message's box (its words put on
// a line while they fit, as kit.Wrap does): two lines at most, each
// inside the list, at every size; one line on a laptop.
func TestNetworkMessage(t *testing.T) {
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		h := NewHistory(v, 0, 0)
		m := h.Message
		for _, w := range languages {
			var lines []string
			line := ""
			for _, word := range strings.Fields(w.Network) {
				if try := line + " " + word; line != "" && width(t, try, 16, false) > m.W {
					lines, line = append(lines, line), word
				} else {
					line = strings.TrimSpace(try)
				}
			}
			lines = append(lines, line)
			last := kit.R(m.X, m.Y+float64(len(lines)-1)*MessageStep, m.W, m.H)
			if len(lines) > 2 || !last.Inside(h.List) || sz == [2]int{1280, 800} && len(lines) != 1 {
				t.Errorf("%dx%d %s: %q on %d lines in %+v", sz[0], sz[1], w.Lang, lines, len(lines), m)
			}
			for _, l := range lines {
				if width(t, l, 16, false) > m.W {
					t.Errorf("%dx%d %s: %q is wider than %.1f", sz[0], sz[1], w.Lang, l, m.W)
				}
			}
		}
	}
}

// TestHistoryAt320x568: on a short portrait phone the rows' column is
// 288 wide from 16 (16 each side); ‹ Retour is 140 × 48 at 80, in the
// band from 64 to 136; the rows, 66 high, start at 140 and follow each
// other every 74: with 20 of them the last ends at 140 + 19 × 74 + 66 =
// 1612 and « Plus ancien » (220 × 52, centred) 6 under the 20th step, at
// 1626; the list scrolls by 1620 + 80 − 568 = 1132.
func TestHistoryAt320x568(t *testing.T) {
	v := kit.NewView(320, 568, 1)
	h := NewHistory(v, 20, 0)
	if h.Back != kit.R(16, 80, 140, 48) || h.Band != kit.R(-4, 64, 328, 72) || h.List != kit.R(16, 136, 288, 432) {
		t.Errorf("back %+v, band %+v, list %+v", h.Back, h.Band, h.List)
	}
	if h.Rows[0] != kit.R(16, 140, 288, 66) || h.Rows[1] != kit.R(16, 214, 288, 66) || h.Rows[19] != kit.R(16, 1546, 288, 66) {
		t.Errorf("rows %+v %+v ... %+v", h.Rows[0], h.Rows[1], h.Rows[19])
	}
	if h.More != kit.R(50, 1626, 220, 52) || h.MaxScroll != 1132 || h.Message != kit.R(16, 191.5, 288, 17) {
		t.Errorf("more %+v, scroll %.1f, message %+v", h.More, h.MaxScroll, h.Message)
	}
	// scrolled to the end: « Plus ancien » ends 22 above the bottom
	end := NewHistory(v, 20, 1132)
	if end.More != kit.R(50, 494, 220, 52) || end.Rows[0].Y != -992 {
		t.Errorf("scrolled: more %+v, first row %+v", end.More, end.Rows[0])
	}
	// a row starting at 130 or above takes no tap; it is drawn while it
	// ends at 130 or below
	s := NewHistory(v, 2, 77)
	if r := s.Rows[0]; r.Y != 63 || s.Reachable(r) || s.Shown(r) {
		t.Errorf("row 0 at %+v: reachable %v, shown %v", r, s.Reachable(r), s.Shown(r))
	}
	s = NewHistory(v, 2, 10)
	if r := s.Rows[0]; r.Y != 130 || s.Reachable(r) || !s.Shown(r) {
		t.Errorf("row 0 at %+v: reachable %v, shown %v", r, s.Reachable(r), s.Shown(r))
	}
}

// TestHistoryAt1280x800: in landscape the column is 720 wide, centred
// (from 280); 20 rows scroll by 1620 + 80 − 800 = 900; two rows do not
// scroll (140 + 148 + 80 < 800).
func TestHistoryAt1280x800(t *testing.T) {
	v := kit.NewView(1280, 800, 1)
	h := NewHistory(v, 20, 0)
	if h.Back != kit.R(280, 80, 140, 48) || h.Rows[0] != kit.R(280, 140, 720, 66) || h.More != kit.R(530, 1626, 220, 52) || h.MaxScroll != 900 {
		t.Errorf("back %+v, row 0 %+v, more %+v, scroll %.1f", h.Back, h.Rows[0], h.More, h.MaxScroll)
	}
	if s := NewHistory(v, 2, 0).MaxScroll; s != 0 {
		t.Errorf("two rows scroll by %.1f", s)
	}
}
