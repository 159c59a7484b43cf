package eldorado

import (
	rules "revela/core/eldorado"
	"revela/render/kit"
)

// gapRatio is the gap between two cells, as a share of a cell.
const gapRatio = 0.08

// layout places the ELDORADO screen: the 3 × 5 grid in its frame, the
// grid's title (the first grid, or "Extra k sur n") over it, each row's
// tag at its right (the amount it pays or EXTRA), the total and the zone
// « Extra » (art. 4.5: the Extras won, at the right of the total in
// portrait, under it in landscape), the caption, the game's button
// (Jouer, then Extra) and AUTO.
type layout struct {
	cell, gap float64
	rowGap    float64  // between two rows: room for a combination's label
	gx, gy    float64  // top-left of the grid's first cell
	frame     kit.Rect // the panel behind the title, the grid and the tags
	title     kit.Rect // the grid's title band
	tags      [rules.Rows]kit.Rect
	total     kit.Rect
	extras    kit.Rect // the zone « Extra »
	caption   kit.Rect
	// the shared places: GO and AUTO while the unit plays; at its end the
	// result beside or under the grid (never over it) and the next actions
	// where the game's button and AUTO were (Board, the frame or what
	// stands for it, is set by places)
	kit.Places
}

// frame sizes around the grid, in design units: the title band, the
// margins, and the tag column at the grid's right.
const (
	titleH = 26.0
	padX   = 12.0
	padTop = 8.0
	padBot = 12.0
	tagGap = 8.0
)

// rowGap is the room between two rows, in design units: the label of a
// row's combination sits there, across the row's outline.
const rowGap = 22.0

// gridW and gridH are the grid's size for a cell of c units.
func gridW(c float64) float64 { return rules.Cols*c + (rules.Cols-1)*c*gapRatio }
func gridH(c float64) float64 { return rules.Rows*c + (rules.Rows-1)*max(c*gapRatio, rowGap) }

// newLayout computes the layout from the space v gives: the cell is as
// big as the width and the height allow (64 units at most in portrait,
// 104 in landscape). A short screen (v.Compact) thins the strip of the
// total and the buttons; the result of the end always takes the space
// between the grid and the buttons (portrait) or the column at its right
// (landscape).
func newLayout(v kit.View) layout {
	var l layout
	tagW := 64.0
	if v.Landscape {
		tagW = 104
		if v.Compact() {
			tagW = min(84, max(64, v.W*0.1))
		}
	}
	// the frame is padX + gridW + tagGap + tagW + padX wide and
	// padTop + titleH + 6 + gridH + padBot high
	fromW := func(w float64) float64 {
		return (w - 2*padX - tagGap - tagW) / (rules.Cols + (rules.Cols-1)*gapRatio)
	}
	fromH := func(h float64) float64 {
		return (h - padTop - titleH - 6 - padBot - (rules.Rows-1)*rowGap) / rules.Rows
	}
	frameW := func() float64 { return 2*padX + gridW(l.cell) + tagGap + tagW }
	frameH := func() float64 { return padTop + titleH + 6 + gridH(l.cell) + padBot }
	var fx, fy float64
	if v.Landscape {
		top, avail := 72.0, v.H-72-12
		if v.Compact() {
			top, avail = 68, v.H-68-6
		}
		colW := min(300, v.W*0.3)
		side := min(48, max(16, v.W*0.04)) // between the frame and the column, and the screen's edges
		l.cell = min(104, fromH(avail), fromW(v.W-colW-3*side))
		groupW := frameW() + side + colW
		x0 := (v.W - groupW) / 2
		fx, fy = x0, top+max(0, (avail-frameH())/2)
		cx := x0 + frameW() + side
		// the column: total, zone « Extra », caption, the button, AUTO
		// (the total and the zone side by side on the shortest screens);
		// the pauses between them share what the parts leave
		full := [5]float64{110, 80, 64, 120, 72}
		least := [5]float64{52, 44, 34, 64, 48}
		pause := [4]float64{14, 14, 30, 20}
		paired := avail < 340
		if paired {
			full[1], least[1], pause[0] = 0, 0, 0
		}
		s := min(1, avail/524)
		var hs [5]float64
		used := 0.0
		for i := range hs {
			hs[i] = max(least[i], full[i]*s)
			used += hs[i]
		}
		ps := max(0, min(1, (avail-used)/78))
		y := top + max(0, (avail-used-78*ps)/2)
		l.total = kit.R(cx, y, colW, hs[0])
		if paired {
			zw := colW * 0.42
			l.total.W = colW - zw - 8
			l.extras = kit.R(cx+colW-zw, y, zw, hs[0])
		}
		y += hs[0] + pause[0]*ps
		if !paired {
			l.extras = kit.R(cx, y, colW, hs[1])
			y += hs[1] + pause[1]*ps
		}
		l.caption = kit.R(cx, y, colW, hs[2])
		y += hs[2] + pause[2]*ps
		l.Go = kit.R(cx, y, colW, hs[3])
		y += hs[3] + pause[3]*ps
		l.Auto = kit.R(cx, y, colW, hs[4])
		l.Again = l.Go
		l.Home, l.History = l.Auto.SplitX(0.5, 12)
		l.Result = kit.R(cx, l.total.Y, colW, l.Go.Y-12-l.total.Y)
	} else {
		stripH, stripY := 56.0, 76.0
		if v.Compact() {
			stripH, stripY = 46, 72
		}
		row := l.ControlRow(v)
		btnY, w := row.Y, row.W
		zw := min(150, w*0.4)
		l.total = kit.R(16, stripY, w-zw-10, stripH)
		l.extras = kit.R(16+w-zw, stripY, zw, stripH)
		// the frame between the strip and the buttons, with room under it
		// for the caption while playing and the result at the end
		regTop := stripY + stripH + 10
		regBot := btnY - 12 - 66
		l.cell = min(64, fromW(v.W-16), fromH(regBot-regTop))
		fx = (v.W - frameW()) / 2
		fy = regTop + max(0, (regBot-regTop-frameH())/3)
		bottom := fy + frameH()
		room := btnY - 8 - (bottom + 8)
		l.caption = kit.R(16, bottom+8+max(0, (room-44)/2), w, min(44, room))
		l.Result = kit.R(16, bottom+8, w, btnY-12-(bottom+8))
		l.Home, l.History, l.Again = kit.EndRow(row)
	}
	l.gap = l.cell * gapRatio
	l.rowGap = max(l.gap, rowGap)
	l.frame = kit.R(fx, fy, frameW(), frameH())
	l.title = kit.R(fx+padX, fy+padTop, frameW()-2*padX, titleH)
	l.gx, l.gy = fx+padX, fy+padTop+titleH+6
	for r := range l.tags {
		c := l.cellRect(r, 0)
		l.tags[r] = kit.R(l.gx+gridW(l.cell)+tagGap, c.Y+c.H*0.14, tagW, c.H*0.72)
	}
	return l
}

// cellRect is the rectangle of the cell at (row, col).
func (l *layout) cellRect(row, col int) kit.Rect {
	return kit.R(l.gx+float64(col)*(l.cell+l.gap), l.gy+float64(row)*(l.cell+l.rowGap), l.cell, l.cell)
}

// rowRect is the rectangle around row r's five cells.
func (l *layout) rowRect(r int) kit.Rect {
	c := l.cellRect(r, 0)
	return kit.R(c.X, c.Y, gridW(l.cell), c.H)
}

// places are where the shared parts of a unit's screen go.
func (l *layout) places() kit.Places {
	p := l.Places
	p.Board = l.frame
	return p
}
