package diamondriver

import (
	rules "revela/core/diamondriver"
	"revela/render/kit"
)

// riverLayout places the DIAMOND RIVER screen: the prize counter, the
// throws-left counter and the golden-gem collector above the 5 × 6 grid
// (portrait) or beside it (landscape), the caption, LANCEZ and AUTO in
// thumb reach; the wheel takes the grid's place once no throw is left,
// with GO at its centre (art. 5.8).
type riverLayout struct {
	cell, gap float64
	gx, gy    float64  // top-left of the grid
	frame     kit.Rect // the panel behind the grid
	wheel     kit.Rect // the wheel's square
	hub       kit.Rect // GO at the wheel's centre
	total     kit.Rect // the prize counter
	throws    kit.Rect // the throws-left counter
	golden    kit.Rect // the golden-gem collector (0/3 → 50 €)
	caption   kit.Rect
	// the shared places: GO and AUTO while the unit plays; at its end the
	// result beside or under the board (never over it) and the next
	// actions where LANCEZ and AUTO were (Board, the frame or what stands
	// for it, is set by places)
	kit.Places
}

// gapRatio is the gap between cells, in cells; pad the frame's margin
// around the grid, in design units.
const (
	gapRatio = 0.08
	pad      = 10.0
)

// gridW and gridH are the grid's size for a cell of c.
func gridW(c float64) float64 { return rules.Cols*c + (rules.Cols-1)*c*gapRatio }
func gridH(c float64) float64 { return rules.Rows*c + (rules.Rows-1)*c*gapRatio }

// newLayout computes the layout from the space v gives: the cell is as
// big as the width and the height allow (56 units at most in portrait,
// 92 in landscape). A short screen (v.Compact) shrinks the counters and
// the buttons; the result of the end always has its own place.
func newLayout(v kit.View) riverLayout {
	var l riverLayout
	// cells from a width or a height available for the frame
	fromW := func(w float64) float64 { return (w - 2*pad) / (rules.Cols + (rules.Cols-1)*gapRatio) }
	fromH := func(h float64) float64 { return (h - 2*pad) / (rules.Rows + (rules.Rows-1)*gapRatio) }
	var area kit.Rect // where the frame and the wheel are centred
	if v.Landscape {
		top, avail := 76.0, v.H-76-12
		if v.Compact() {
			top, avail = 68, v.H-68-8
		}
		colW := min(300, v.W*0.3)
		l.cell = min(92, fromH(avail), fromW(v.W-colW-64-40))
		fw := gridW(l.cell) + 2*pad
		groupW := fw + 40 + colW
		x0 := (v.W - groupW) / 2
		area = kit.R(x0, top, fw, avail)
		cx := x0 + fw + 40
		// the column: total, counters, caption, LANCEZ, AUTO; 470 units
		// at full size, scaled down (to their least sizes) until it fits
		column := func(s float64) float64 {
			y := top + max(0, (avail-470)/2)
			h := func(full, least float64) float64 { return max(least, full*s) }
			l.total = kit.R(cx, y, colW, h(100, 44))
			y += l.total.H + 12*s
			ch := h(64, 44)
			l.throws = kit.R(cx, y, (colW-10)*0.42, ch)
			l.golden = kit.R(cx+l.throws.W+10, y, colW-l.throws.W-10, ch)
			y += ch + 12*s
			l.caption = kit.R(cx, y, colW, h(64, 40))
			y += l.caption.H + 20*s
			l.Go = kit.R(cx, y, colW, h(110, 56))
			y += l.Go.H + 16*s
			l.Auto = kit.R(cx, y, colW, h(64, 44))
			return l.Auto.Y + l.Auto.H
		}
		for s := min(1, avail/470); column(s) > top+avail && s > 0.05; s -= 0.02 {
		}
		l.Result = kit.R(cx, l.total.Y, colW, l.Go.Y-12-l.total.Y)
		l.Home, l.History, l.Again = kit.EndColumn(l.Go, l.Auto)
	} else {
		totH, chipH, y := 56.0, 50.0, 76.0
		if v.Compact() {
			totH, chipH, y = 44, 42, 72
		}
		row := l.ControlRow(v)
		btnY, w := row.Y, row.W
		below := 8 + 56.0 // the caption, then the result at the end
		// the room the grid leaves goes first to the counters (the prize
		// counter up to 100 units high, the others up to 64)
		frameH := gridH(min(56, fromW(v.W-24))) + 2*pad
		spare := max(0, btnY-8-below-(y+totH+6+chipH+8)-frameH-24)
		grow := min(spare/2, 44+14)
		totH += min(grow, 44)
		chipH += max(0, grow-44)
		l.total = kit.R(16, y, w, totH)
		y += totH + 6
		l.throws = kit.R(16, y, (w-8)*0.4, chipH)
		l.golden = kit.R(16+l.throws.W+8, y, w-l.throws.W-8, chipH)
		top := y + chipH + 8
		avail := btnY - 8 - below - top
		l.cell = min(56, fromW(v.W-24), fromH(avail))
		area = kit.R(12, top, v.W-24, avail)
		l.caption = kit.R(16, top+avail+8, w, btnY-8-(top+avail+8))
		l.Result = l.caption
		l.Home, l.History, l.Again = kit.EndRow(row)
	}
	l.gap = l.cell * gapRatio
	fw, fh := gridW(l.cell)+2*pad, gridH(l.cell)+2*pad
	l.frame = kit.R(area.CX()-fw/2, area.CY()-fh/2, fw, fh)
	l.gx, l.gy = l.frame.X+pad, l.frame.Y+pad
	d := min(area.W, area.H)
	if !v.Landscape {
		d = min(d, area.W-8)
	}
	l.wheel = kit.R(area.CX()-d/2, area.CY()-d/2, d, d)
	hs := max(64, d*0.24)
	l.hub = kit.R(l.wheel.CX()-hs/2, l.wheel.CY()-hs/2, hs, hs)
	return l
}

// cellRect is the rectangle of cell i (6*row+col).
func (l *riverLayout) cellRect(i int) kit.Rect {
	step := l.cell + l.gap
	return kit.R(l.gx+float64(i%rules.Cols)*step, l.gy+float64(i/rules.Cols)*step, l.cell, l.cell)
}

// places are where the shared parts of a unit's screen go. While the
// wheel is shown it is the board, and GO is at its centre (art. 5.8).
func (l *riverLayout) places(wheel bool) kit.Places {
	p := l.Places
	p.Board = l.frame
	if wheel {
		p.Board, p.Go = l.wheel, l.hub
	}
	return p
}
