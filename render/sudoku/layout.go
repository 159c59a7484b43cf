package sudoku

import (
	rules "revela/core/sudoku"
	"revela/render/kit"
)

// Proportions of the grid, in cells: the gap between two cells of a
// block and the wider gap between two blocks, so that the 3×3 blocks read
// as blocks (art. 4.1).
const (
	cellGap  = 0.07
	blockGap = 0.26
	// gridCells is the grid's side in cells: 9 cells, 6 cell gaps, 2
	// block gaps.
	gridCells = rules.N + 6*cellGap + 2*blockGap
	framePad  = 10.0 // the frame's margin around what it holds
)

// sudoLayout places the SUDOKU screen: the 9×9 grid in its frame, the
// Gain case under the grid (art. 4.3: « une case Gain figure en bas de
// la grille »), the dice mat beside it with the throws left and the
// étapes Extra, the total, the caption, Lancer and AUTO.
type sudoLayout struct {
	cell    float64  // a cell's side
	grid    kit.Rect // the 81 cells
	frame   kit.Rect // the panel behind the grid (portrait: and the Gain and the dice)
	gain    kit.Rect // the Gain case
	mat     kit.Rect // the dice mat: the two dice, the throws left
	total   kit.Rect
	caption kit.Rect
	// the shared places: GO and AUTO while the unit plays; at its end the
	// result, never over the grid, and the next actions where Lancer and
	// AUTO were (Board, the frame or what stands for it, is set by places)
	kit.Places
}

// newSudoLayout computes the layout from the space v gives. Portrait:
// the total on top (beside the caption under the frame on a short
// screen), the frame with the grid and under it the Gain case and the
// dice mat, the caption, then AUTO and Lancer in thumb reach. Landscape:
// the frame with the grid at the left, as high as the screen allows, and
// a column at the right: the total, the Gain case, the dice mat, the
// caption, Lancer, AUTO.
func newSudoLayout(v kit.View) sudoLayout {
	var l sudoLayout
	if v.Landscape {
		l.landscape(v)
	} else {
		l.portrait(v)
	}
	return l
}

func (l *sudoLayout) portrait(v kit.View) {
	const top = 72.0 // under the header
	thumbs := kit.ThumbRow(v)
	l.Go, l.Auto, l.Home, l.History, l.Again = thumbs.Go, thumbs.Auto, thumbs.Home, thumbs.History, thumbs.Again
	btnY, w := thumbs.Go.Y, v.W-32
	rowH := 84.0 // the Gain case and the dice mat under the grid
	frameTop, below := top+4, 10+52.0
	if v.Compact() {
		rowH = 64
	} else {
		l.total = kit.R(16, 76, w, 56)
		l.caption = kit.R(16, btnY-56, w, 44)
		frameTop, below = 76+56+12, 8+76
	}
	avail := btnY - 12 - below - frameTop
	frameW := v.W - 20
	side := min(frameW-2*framePad, avail-rowH-3*framePad, 60*gridCells)
	l.cell = side / gridCells
	frameH := side + rowH + 3*framePad
	fy := frameTop + max(0, (avail-frameH)/2)
	l.frame = kit.R(10, fy, frameW, frameH)
	l.grid = kit.R((v.W-side)/2, fy+framePad, side, side)
	rowY := l.grid.Y + side + framePad
	inner := l.frame.Inset(framePad)
	gw := max(96, inner.W*0.38)
	l.gain = kit.R(inner.X, rowY, gw, rowH)
	l.mat = kit.R(inner.X+gw+framePad, rowY, inner.W-gw-framePad, rowH)
	// under the frame: the result at the end; on a short screen the
	// total beside the caption there while the unit plays
	under := kit.R(16, fy+frameH+8, w, btnY-12-(fy+frameH+8))
	l.Result = under
	if v.Compact() {
		row := kit.R(under.X, under.Y+2, under.W, min(56, under.H-2))
		tw := row.W * 0.42
		l.total = kit.R(row.X, row.Y, tw, row.H)
		l.caption = kit.R(row.X+tw+8, row.Y, row.W-tw-8, row.H)
	}
}

func (l *sudoLayout) landscape(v kit.View) {
	top, bottomM := 72.0, 12.0
	if v.Compact() {
		top, bottomM = 66, 6
	}
	avail := v.H - top - bottomM
	// the grid as high as the screen allows, the column beside it at
	// least 168 units wide
	side := min(avail-2*framePad, 76*gridCells)
	between := min(40, max(16, v.W*0.03))
	colW := min(340, v.W-side-2*framePad-between-24)
	if colW < 168 {
		side -= 168 - colW
		colW = 168
	}
	l.cell = side / gridCells
	frameW := side + 2*framePad
	x0 := (v.W - (frameW + between + colW)) / 2
	l.frame = kit.R(x0, top+(avail-frameW)/2, frameW, frameW)
	l.grid = l.frame.Inset(framePad)
	// the column at full size, in units: Gain and dice 150, total 96,
	// caption 84, Lancer 112, AUTO 64, and the gaps; shorter screens
	// shrink it down to the least heights
	const full = 150 + 12 + 96 + 12 + 84 + 16 + 112 + 14 + 64
	s := min(1, avail/full)
	h := func(at, least float64) float64 { return max(least, at*s) }
	heights := []float64{h(150, 64), h(96, 44), h(84, 32), h(112, 56), h(64, 44)}
	gaps := []float64{12 * s, 12 * s, 16 * s, 14 * s}
	sum := 0.0
	for i, x := range heights {
		sum += x
		if i < len(gaps) {
			sum += gaps[i]
		}
	}
	if sum > avail { // the least heights do not fit: close the gaps
		for i := range gaps {
			closed := max(2, gaps[i]-(sum-avail)/4)
			sum -= gaps[i] - closed
			gaps[i] = closed
		}
	}
	// still over (a phone on its side): the Gain row and the caption give
	// the rest, down to 60 and 32 units
	for _, c := range [...]struct {
		i     int
		least float64
	}{{0, 60}, {2, 32}} {
		if d := min(sum-avail, heights[c.i]-c.least); d > 0 {
			heights[c.i] -= d
			sum -= d
		}
	}
	cx := x0 + frameW + between
	y := top + max(0, (avail-sum)/2)
	next := func(i int) kit.Rect {
		r := kit.R(cx, y, colW, heights[i])
		y += heights[i]
		if i < len(gaps) {
			y += gaps[i]
		}
		return r
	}
	row := next(0)
	gw := max(96, row.W*0.34)
	l.gain = kit.R(row.X, row.Y, gw, row.H)
	l.mat = kit.R(row.X+gw+8, row.Y, row.W-gw-8, row.H)
	l.total = next(1)
	l.caption = next(2)
	l.Go = next(3)
	l.Auto = next(4)
	// at the end: the result over the total and the caption, the Gain
	// and the dice still in view
	l.Result = kit.R(cx, l.total.Y, colW, l.Go.Y-8-l.total.Y)
	l.Again = l.Go
	hw := (colW - 8) / 2
	l.Home = kit.R(cx, l.Auto.Y, hw, l.Auto.H)
	l.History = kit.R(cx+hw+8, l.Auto.Y, hw, l.Auto.H)
}

// cellRect is the rectangle of cell i (9·row + column).
func (l *sudoLayout) cellRect(i int) kit.Rect {
	r, c := i/rules.N, i%rules.N
	return kit.R(l.grid.X+l.offset(c), l.grid.Y+l.offset(r), l.cell, l.cell)
}

// offset is where the n-th cell of a row or column begins, from the
// grid's edge.
func (l *sudoLayout) offset(n int) float64 {
	return l.cell * (float64(n) + float64(n-n/rules.Box)*cellGap + float64(n/rules.Box)*blockGap)
}

// blockRect is the rectangle around block b's nine cells.
func (l *sudoLayout) blockRect(b int) kit.Rect {
	c := BlockCells(b)
	a, z := l.cellRect(c[0]), l.cellRect(c[rules.N-1])
	return kit.R(a.X, a.Y, z.X+z.W-a.X, z.Y+z.H-a.Y)
}

// places are where the shared parts of a unit's screen go.
func (l *sudoLayout) places() kit.Places {
	p := l.Places
	p.Board = l.frame
	return p
}
