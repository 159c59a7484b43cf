//go:build js

package render

import (
	"revela/core/crossingo"
)

// crossLayout places the Crossingo screen (the règlement's layout): the
// 5×5 grid, the row amounts at its right, the column amounts under it,
// the diagonals' amounts at the corners where they end, the 5 boxes under
// the columns, GO at the right, AUTO beside it, the total.
type crossLayout struct {
	cell, gap float64
	gx, gy    float64 // top-left of the grid
	frame     Rect    // the panel behind grid, amounts and boxes
	rowAmt    [crossingo.Size]Rect
	colAmt    [crossingo.Size]Rect
	diagDown  Rect // top-left to bottom-right: at the bottom-right corner
	diagUp    Rect // bottom-left to top-right: at the top-right corner
	boxes     [crossingo.Size]Rect
	goBtn     Rect
	autoBtn   Rect
	total     Rect
	caption   Rect
	extra     Rect
	// the end of the unit: the result under the grid (never over it) and
	// the next actions where GO and AUTO were, in thumb reach
	result           Rect
	homeBtn, histBtn Rect
	againBtn         Rect
}

func newCrossLayout(v View) crossLayout {
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
		l.total = Rect{cx, 120, 280, 120}
		l.caption = Rect{cx, 260, 280, 80}
		l.goBtn = Rect{cx, 380, 280, 120}
		l.autoBtn = Rect{cx, 520, 280, 72}
	} else {
		l.cell, l.gap = 54, 4
		amtW, amtH = 58, 28
		gw := 5*l.cell + 4*l.gap
		l.gx = (v.W - (gw + 8 + amtW)) / 2
		btnY := v.H - 96
		l.autoBtn = Rect{16, btnY, 120, 72}
		l.goBtn = Rect{148, btnY, v.W - 164, 72}
		l.caption = Rect{16, btnY - 56, v.W - 32, 44}
		// the frame (diagonal amount, grid, column amounts, boxes) is
		// centred between the total and the caption
		frameH := amtH + 8 + gw + 8 + amtH + 12 + l.cell + 20
		top := 76 + 56 + 12.0
		l.gy = top + max(0, (btnY-56-top-frameH)/2) + amtH + 18
		l.total = Rect{16, 76, v.W - 32, 56}
	}
	gw := 5*l.cell + 4*l.gap
	step := l.cell + l.gap
	ax := l.gx + gw + 8
	for r := 0; r < crossingo.Size; r++ {
		l.rowAmt[r] = Rect{ax, l.gy + float64(r)*step + (l.cell-amtH)/2, amtW, amtH}
	}
	colY := l.gy + gw + 8
	for c := 0; c < crossingo.Size; c++ {
		l.colAmt[c] = Rect{l.gx + float64(c)*step, colY, l.cell, amtH}
	}
	l.diagDown = Rect{ax, colY, amtW, amtH}
	l.diagUp = Rect{ax, l.gy - amtH - 8, amtW, amtH}
	boxY := colY + amtH + 12
	for c := 0; c < crossingo.Size; c++ {
		l.boxes[c] = Rect{l.gx + float64(c)*step, boxY, l.cell, l.cell}
	}
	l.frame = Rect{l.gx - 12, l.diagUp.Y - 10, gw + 8 + amtW + 24, boxY + l.cell + 12 - (l.diagUp.Y - 10)}
	l.extra = Rect{l.frame.X - 4, l.gy - 10, l.frame.W + 8, gw + 20}
	if v.Landscape {
		cx := l.total.X
		l.result = Rect{cx, 256, 280, 112}
		l.againBtn = Rect{cx, 380, 280, 120}
		l.homeBtn = Rect{cx, 520, 134, 72}
		l.histBtn = Rect{cx + 146, 520, 134, 72}
	} else {
		bottom := l.frame.Y + l.frame.H
		btnY := l.goBtn.Y
		l.result = Rect{16, bottom + 10, v.W - 32, max(76, btnY-10-(bottom+10))}
		l.homeBtn = Rect{16, btnY, 96, 72}
		l.histBtn = Rect{120, btnY, 108, 72}
		l.againBtn = Rect{236, btnY, v.W - 252, 72}
	}
	return l
}

// cellRect is the rectangle of the cell at (row, col), with row a float
// for cells sliding during a swap.
func (l *crossLayout) cellRect(row float64, col int) Rect {
	step := l.cell + l.gap
	return Rect{l.gx + float64(col)*step, l.gy + row*step, l.cell, l.cell}
}

// lineEnds are the centres of the first and last cells of line n.
func (l *crossLayout) lineEnds(n int) (x0, y0, x1, y1 float64) {
	cells := lineCells(n)
	a := l.cellRect(float64(cells[0][0]), cells[0][1])
	b := l.cellRect(float64(cells[4][0]), cells[4][1])
	return a.CX(), a.CY(), b.CX(), b.CY()
}

// amountRect is where line n's amount is shown.
func (l *crossLayout) amountRect(n int) Rect {
	switch {
	case n < 5:
		return l.rowAmt[n]
	case n < 10:
		return l.colAmt[n-5]
	case n == crossingo.DiagDown:
		return l.diagDown
	default:
		return l.diagUp
	}
}
