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
	goBtn     kit.Rect
	autoBtn   kit.Rect
	total     kit.Rect
	caption   kit.Rect
	extra     kit.Rect
	// the end of the unit: the result under the grid (never over it) and
	// the next actions where GO and AUTO were, in thumb reach
	result           kit.Rect
	homeBtn, histBtn kit.Rect
	againBtn         kit.Rect
}

func newCrossLayout(v kit.View) crossLayout {
	var l crossLayout
	var amtW, amtH float64
	if v.Landscape {
		l.cell, l.gap = 84, 6
		amtW, amtH = 96, 34
		gw := 5*l.cell + 4*l.gap
		groupW := gw + 10 + amtW + 60 + 280
		l.gx = (v.W-groupW)/2 + 24
		l.gy = 150
		cx := l.gx + gw + 10 + amtW + 60
		l.total = kit.R(cx, 120, 280, 120)
		l.caption = kit.R(cx, 260, 280, 80)
		l.goBtn = kit.R(cx, 380, 280, 120)
		l.autoBtn = kit.R(cx, 520, 280, 72)
	} else {
		l.cell, l.gap = 54, 4
		amtW, amtH = 58, 28
		gw := 5*l.cell + 4*l.gap
		l.gx = (v.W - (gw + 8 + amtW)) / 2
		btnY := v.H - 96
		l.autoBtn = kit.R(16, btnY, 120, 72)
		l.goBtn = kit.R(148, btnY, v.W-164, 72)
		l.caption = kit.R(16, btnY-56, v.W-32, 44)
		// the frame (diagonal amount, grid, column amounts, boxes) is
		// centred between the total and the caption
		frameH := amtH + 8 + gw + 8 + amtH + 12 + l.cell + 20
		top := 76 + 56 + 12.0
		l.gy = top + max(0, (btnY-56-top-frameH)/2) + amtH + 18
		l.total = kit.R(16, 76, v.W-32, 56)
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
	l.diagUp = kit.R(ax, l.gy-amtH-8, amtW, amtH)
	boxY := colY + amtH + 12
	for c := 0; c < rules.Size; c++ {
		l.boxes[c] = kit.R(l.gx+float64(c)*step, boxY, l.cell, l.cell)
	}
	l.frame = kit.R(l.gx-12, l.diagUp.Y-10, gw+8+amtW+24, boxY+l.cell+12-(l.diagUp.Y-10))
	l.extra = kit.R(l.frame.X-4, l.gy-10, l.frame.W+8, gw+20)
	if v.Landscape {
		cx := l.total.X
		l.result = kit.R(cx, 256, 280, 112)
		l.againBtn = kit.R(cx, 380, 280, 120)
		l.homeBtn = kit.R(cx, 520, 134, 72)
		l.histBtn = kit.R(cx+146, 520, 134, 72)
	} else {
		bottom := l.frame.Y + l.frame.H
		btnY := l.goBtn.Y
		l.result = kit.R(16, bottom+10, v.W-32, max(76, btnY-10-(bottom+10)))
		l.homeBtn = kit.R(16, btnY, 96, 72)
		l.histBtn = kit.R(120, btnY, 108, 72)
		l.againBtn = kit.R(236, btnY, v.W-252, 72)
	}
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
	return kit.Places{Go: l.goBtn, Auto: l.autoBtn, Result: l.result, Home: l.homeBtn, History: l.histBtn, Again: l.againBtn}
}
