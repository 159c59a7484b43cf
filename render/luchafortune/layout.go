package luchafortune

import (
	rules "revela/core/luchafortune"
	"revela/render/kit"
)

// luchaLayout places the LUCHA FORTUNE screen as the règlement has it:
// the banner of the five collectibles above the 3 × 5 matrix (art. 5.2,
// 5.6), both in one frame (the board); the total and the throws counter
// above them in portrait, at the right in landscape; the caption; GO and
// AUTO in thumb reach (art. 5.2, 5.3).
type luchaLayout struct {
	cell, gap float64
	mx, my    float64  // top-left of the matrix's first cell
	frame     kit.Rect // the panel behind the banner and the matrix
	matrix    kit.Rect // the well of the matrix inside the frame
	tiles     [rules.Kinds]kit.Rect
	// pay is the characters' paytable (L-2), where the screen has room
	// for it beside the board (W = 0 otherwise), and each character's
	// place in it (its mask and its amount)
	pay     kit.Rect
	payAt   [rules.Characters]kit.Rect
	total   kit.Rect
	throws  kit.Rect
	caption kit.Rect
	// the shared places: GO and AUTO while the unit plays; at its end the
	// result where the caption was (never over the matrix) and the next
	// actions where GO and AUTO were (Board, the frame or what stands for
	// it, is set by places)
	kit.Places
}

// Proportions of the board: the gap between cells, the frame's padding,
// the space between banner and matrix, and the banner's height, in cells.
const (
	gapRatio    = 0.08
	pad         = 10.0
	sep         = 10.0
	tileRatio   = 1.2
	boardWRatio = 5 + 4*gapRatio             // matrix width in cells
	boardHRatio = 3 + 2*gapRatio + tileRatio // matrix and banner height in cells
)

// newLuchaLayout computes the layout from the space v gives: the cell is
// as big as the width and the height allow (72 units at most in portrait,
// 112 in landscape). A short screen (v.Compact) has smaller rows and
// buttons; the result of the end takes the caption's place.
func newLuchaLayout(v kit.View) luchaLayout {
	var l luchaLayout
	cellFor := func(w, h, most float64) float64 {
		return min(most, (w-2*pad)/boardWRatio, (h-2*pad-sep)/boardHRatio)
	}
	place := func(x, y, areaW, areaH float64) {
		l.gap = l.cell * gapRatio
		mw := boardWRatio * l.cell
		th := tileRatio * l.cell
		fw := mw + 2*pad
		fh := boardHRatio*l.cell + 2*pad + sep
		fx := x + (areaW-fw)/2
		fy := y + max(0, (areaH-fh)/2)
		// the paytable: under the board in portrait, at its left in
		// landscape, when there is room
		const payW, payGap = 124.0, 16.0
		switch {
		case v.Landscape && areaW-fw >= payW+payGap+16:
			gx := x + (areaW-fw-payW-payGap)/2
			l.pay = kit.R(gx, fy, payW, fh)
			fx = gx + payW + payGap
		case !v.Landscape && areaH-fh >= 100+payGap:
			ph := min(110, areaH-fh-payGap)
			fy = y + (areaH-fh-payGap-ph)/2
			l.pay = kit.R(fx, fy+fh+payGap, fw, ph)
		}
		for i := range l.payAt {
			if v.Landscape {
				h := (l.pay.H - 36) / rules.Characters
				l.payAt[i] = kit.R(l.pay.X+8, l.pay.Y+28+float64(i)*h, l.pay.W-16, h)
			} else {
				w, h := (l.pay.W-16)/4, (l.pay.H-32)/2
				l.payAt[i] = kit.R(l.pay.X+8+float64(i%4)*w, l.pay.Y+26+float64(i/4)*h, w, h)
			}
		}
		l.frame = kit.R(fx, fy, fw, fh)
		for k := range l.tiles {
			l.tiles[k] = kit.R(fx+pad+float64(k)*(l.cell+l.gap), fy+pad, l.cell, th)
		}
		l.mx, l.my = fx+pad, fy+pad+th+sep
		l.matrix = kit.R(l.mx-4, l.my-4, mw+8, 3*l.cell+2*l.gap+8)
	}
	if v.Landscape {
		colW := min(300, v.W*0.3)
		top, avail := 76.0, v.H-76-12
		if v.Compact() {
			top, avail = 68, v.H-68-6
		}
		areaW := v.W - colW - 48 - 48
		l.cell = cellFor(areaW, avail, 112)
		place(24, top, areaW, avail)
		cx := v.W - 24 - colW
		// the column: total, throws, caption, GO, AUTO; 528 units at full
		// size, the caption taking what is left on a short screen
		s := min(1, avail/528)
		y := top + max(0, (avail-528)/2)
		h := func(full, least float64) float64 { return max(least, full*s) }
		totalH, throwsH, goH, autoH := h(110, 44), h(64, 34), h(120, 56), h(72, 44)
		capH := max(30, min(80, avail-(totalH+throwsH+goH+autoH+82*s)))
		l.total = kit.R(cx, y, colW, totalH)
		y += l.total.H + 16*s
		l.throws = kit.R(cx, y, colW, throwsH)
		y += l.throws.H + 16*s
		l.caption = kit.R(cx, y, colW, capH)
		y += l.caption.H + 30*s
		l.Go = kit.R(cx, y, colW, goH)
		y += l.Go.H + 20*s
		l.Auto = kit.R(cx, y, colW, autoH)
		l.Result = kit.R(cx, l.total.Y, colW, l.Go.Y-12-l.total.Y)
		l.Again = l.Go
		hw := (colW - 12) / 2
		l.Home = kit.R(cx, l.Auto.Y, hw, l.Auto.H)
		l.History = kit.R(cx+hw+12, l.Auto.Y, hw, l.Auto.H)
		return l
	}
	top, rowH, capH := 76.0, 56.0, 44.0
	if v.Compact() {
		top, rowH, capH = 72, 46, 36
	}
	row := l.ControlRow(v)
	btnY, w := row.Y, row.W
	l.total = kit.R(16, top, w*0.58-4, rowH)
	l.throws = kit.R(16+w*0.58+4, top, w*0.42-4, rowH)
	l.caption = kit.R(16, btnY-10-capH, w, capH)
	// the board, with room under it for the caption while the unit plays
	// and for a result at least 60 high at its end
	y0 := top + rowH + 8
	avail := min(l.caption.Y-6, btnY-10-60-8) - y0
	l.cell = cellFor(v.W-16, avail, 72)
	place(0, y0, v.W, avail)
	bottom := l.frame.Y + l.frame.H
	l.Result = kit.R(16, bottom+8, w, btnY-10-(bottom+8))
	l.Home, l.History, l.Again = kit.EndRow(row)
	return l
}

// cellRect is the rectangle of the cell at (row, col), with row a float
// for symbols falling (negative: above the matrix).
func (l *luchaLayout) cellRect(row float64, col int) kit.Rect {
	step := l.cell + l.gap
	return kit.R(l.mx+float64(col)*step, l.my+row*step, l.cell, l.cell)
}

// cellAt is the rectangle of cell i (5·row + column).
func (l *luchaLayout) cellAt(i int) kit.Rect {
	return l.cellRect(float64(i/rules.Cols), i%rules.Cols)
}

// slotRect is where slot s (0..3) of collectible k's banner tile is: four
// pips in a row under the collectible.
func (l *luchaLayout) slotRect(k, s int) kit.Rect {
	t := l.tiles[k]
	d := min(t.W/5, 16)
	x0 := t.CX() - 2*d - 1.5*(d*0.25)
	return kit.R(x0+float64(s)*d*1.25, t.Y+t.H*0.56, d, d)
}

// places are where the shared parts of a unit's screen go.
func (l *luchaLayout) places() kit.Places {
	p := l.Places
	p.Board = l.frame
	return p
}
