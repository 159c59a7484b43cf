package crossingo

import (
	rules "revela/core/crossingo"
	"revela/render/kit"
)

// crossLayout places the Crossingo screen (the règlement's layout): the
// 5×5 grid, the row amounts at its right, the column amounts under it,
// the diagonals' amounts at the corners where they end, the 5 boxes under
// the columns, GO at the right, AUTO beside it, the total.
type crossLayout struct {
	cell, gap float64
	gx, gy    float64  // top-left of the grid
	frame     kit.Rect // the panel behind grid, amounts and boxes
	rowAmt    [rules.Size]kit.Rect
	colAmt    [rules.Size]kit.Rect
	diagDown  kit.Rect // top-left to bottom-right: at the bottom-right corner
	diagUp    kit.Rect // bottom-left to top-right: at the top-right corner
	boxes     [rules.Size]kit.Rect
	total     kit.Rect
	caption   kit.Rect
	extra     kit.Rect
	// the shared places: GO and AUTO while the unit plays; at its end the
	// result under the grid (never over it) and the next actions where GO
	// and AUTO were, in thumb reach (Board, the frame or what stands for
	// it, is set by places)
	kit.Places
}

// newCrossLayout computes the layout from the space v gives: the cell
// is as big as the width and the height allow (54 units at most in
// portrait, 84 in landscape, gaps 7.4 % of it). A short screen
// (v.Compact) puts the total beside the caption under the grid in
// portrait, and shortens the right column in landscape; the result of the
// end always takes the space between the grid and the buttons.
func newCrossLayout(v kit.View) crossLayout {
	var l crossLayout
	const top = 72.0 // under the header
	amtW, amtH := 58.0, 28.0
	switch {
	case v.Landscape && v.Compact():
		amtW, amtH = 80, 24
	case v.Landscape:
		amtW, amtH = 96, 34
	case v.H < 560: // the shortest phones
		amtH = 24
	}
	// the frame is 2·amtH + 50 + gw + cell high and gw + 32 + amtW wide,
	// with gw = 5·cell + 4·gap = 5.296·cell
	const gr = 0.074
	fromW := func(w float64) float64 { return (w - 32 - amtW) / (5 + 4*gr) }
	fromH := func(h float64) float64 { return (h - 2*amtH - 50) / (6 + 4*gr) }
	if v.Landscape {
		colW := min(280, v.W*0.3)
		top, avail, hint := top, v.H-top-12, 16.0 // hint: room for "GO →" under the frame
		if v.Compact() {
			top, avail, hint = 68, v.H-68-6, 12
		}
		l.cell = min(84, fromH(avail-hint), fromW(v.W-colW-64-48))
		l.gap = l.cell * gr
		gw := 5*l.cell + 4*l.gap
		frameW := gw + 32 + amtW
		groupW := frameW + 48 + colW
		x0 := (v.W - groupW) / 2
		frameH := 2*amtH + 50 + gw + l.cell
		frameY := top + max(0, (avail-hint-frameH)/2)
		l.gx = x0 + 12
		l.gy = frameY + amtH + 18
		cx := x0 + frameW + 48
		// the column: total, caption, GO, AUTO; 472 units at full size
		s := min(1, avail/472)
		y := top + max(0, (avail-472)/2)
		h := func(full, least float64) float64 { return max(least, full*s) }
		l.total = kit.R(cx, y, colW, h(120, 52))
		y += l.total.H + 16*s
		l.caption = kit.R(cx, y, colW, h(80, 40))
		y += l.caption.H + 40*s
		l.Go = kit.R(cx, y, colW, h(120, 64))
		y += l.Go.H + 20*s
		l.Auto = kit.R(cx, y, colW, h(72, 48))
		l.Result = kit.R(cx, l.total.Y, colW, l.Go.Y-12-l.total.Y)
		l.Again = l.Go
		hw := (colW - 12) / 2
		l.Home = kit.R(cx, l.Auto.Y, hw, l.Auto.H)
		l.History = kit.R(cx+hw+12, l.Auto.Y, hw, l.Auto.H)
	} else {
		row := l.ControlRow(v)
		btnY, w := row.Y, row.W
		// the frame, then under it at least room for the result (and the
		// total beside the caption on a short screen, the caption alone
		// otherwise, the total being on top)
		frameTop, below := top, 14+52.0
		if !v.Compact() {
			l.total = kit.R(16, 76, w, 56)
			l.caption = kit.R(16, btnY-56, w, 44)
			frameTop, below = 76+56+12, 8+76
		}
		avail := btnY - 12 - below - frameTop
		l.cell = min(54, fromW(v.W-16), fromH(avail))
		l.gap = l.cell * gr
		gw := 5*l.cell + 4*l.gap
		frameH := 2*amtH + 50 + gw + l.cell
		frameY := frameTop + max(0, (avail-frameH)/2)
		l.gx = (v.W - (gw + 8 + amtW)) / 2
		l.gy = frameY + amtH + 18
		bottom := frameY + frameH
		if v.Compact() {
			rowY := bottom + 14
			rowH := min(56, btnY-12-rowY)
			l.total = kit.R(16, rowY, w*0.45, rowH)
			l.caption = kit.R(16+w*0.45+8, rowY, w*0.55-8, rowH)
		}
		l.Result = kit.R(16, bottom+8, w, btnY-12-(bottom+8))
		l.Home, l.History, l.Again = kit.EndRow(row)
	}
	gw := 5*l.cell + 4*l.gap
	step := l.cell + l.gap
	ax := l.gx + gw + 8
	for r := 0; r < rules.Size; r++ {
		l.rowAmt[r] = kit.R(ax, l.gy+float64(r)*step+(l.cell-amtH)/2, amtW, amtH)
	}
	colY := l.gy + gw + 8
	for c := 0; c < rules.Size; c++ {
		l.colAmt[c] = kit.R(l.gx+float64(c)*step, colY, l.cell, amtH)
	}
	l.diagDown = kit.R(ax, colY, amtW, amtH)
	// the up diagonal's tag reaches left over the last column, where
	// nothing else is: 10 000 € was 11 units high at 390 wide (issue 29)
	l.diagUp = kit.R(ax-l.cell/2, l.gy-amtH-8, amtW+l.cell/2, amtH)
	boxY := colY + amtH + 12
	for c := 0; c < rules.Size; c++ {
		l.boxes[c] = kit.R(l.gx+float64(c)*step, boxY, l.cell, l.cell)
	}
	l.frame = kit.R(l.gx-12, l.diagUp.Y-10, gw+8+amtW+24, boxY+l.cell+12-(l.diagUp.Y-10))
	l.extra = kit.R(l.frame.X-4, l.gy-10, l.frame.W+8, gw+20)
	return l
}

// cellRect is the rectangle of the cell at (row, col), with row a float
// for cells sliding during a swap.
func (l *crossLayout) cellRect(row float64, col int) kit.Rect {
	step := l.cell + l.gap
	return kit.R(l.gx+float64(col)*step, l.gy+row*step, l.cell, l.cell)
}

// lineEnds are the centres of the first and last cells of line n.
func (l *crossLayout) lineEnds(n int) (x0, y0, x1, y1 float64) {
	cells := LineCells(n)
	a := l.cellRect(float64(cells[0][0]), cells[0][1])
	b := l.cellRect(float64(cells[4][0]), cells[4][1])
	return a.CX(), a.CY(), b.CX(), b.CY()
}

// amountRect is where line n's amount is shown.
func (l *crossLayout) amountRect(n int) kit.Rect {
	switch {
	case n < 5:
		return l.rowAmt[n]
	case n < 10:
		return l.colAmt[n-5]
	case n == rules.DiagDown:
		return l.diagDown
	default:
		return l.diagUp
	}
}

// places are where the shared parts of a unit's screen go.
func (l *crossLayout) places() kit.Places {
	p := l.Places
	p.Board = l.frame
	return p
}
