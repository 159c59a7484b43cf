//go:build js

package crossingo

import (
	"image/color"
	"math"

	rules "revela/core/crossingo"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// board draws one CROSSINGO play (kit.Board): the total, the grid with
// its 12 line amounts, the five boxes, the caption and the EXTRA step, as
// the règlement lays them out (layout.go).
type board struct {
	play      *Play
	l         crossLayout
	prevLines int       // completed lines already celebrated
	tally     kit.Tally // the total, counted on the clock
}

func (b *board) Layout(v kit.View) kit.Places {
	b.l = newCrossLayout(v)
	return b.l.places()
}

// Update throws a burst of particles over each line completed and counts
// the total up on the clock (the unit screen plays the events' sounds,
// Play.Sound).
func (b *board) Update(tick int, fx *anim.Burst) {
	p := b.play
	dur := 500.0
	if p.Auto {
		dur = 500 * AutoPercent / 100
	}
	b.tally.Set(p.Total, kit.NowMs(), dur)
	won := 0
	for _, ln := range p.Lines {
		if ln.Won {
			won++
		}
	}
	if won > b.prevLines {
		b.prevLines = won
		x0, y0, x1, y1 := b.l.lineEnds(int(p.Last.Line))
		fx.Emit(14, (x0+x1)/2, (y0+y1)/2, 5, uint64(tick))
	}
}

// GoSub is "EXTRA" when GO releases the EXTRA step, else the clicks left.
func (b *board) GoSub(w *i18n.Words) string {
	p := b.play
	switch {
	case p.Stage == PhaseExtra:
		return wordsFor(w).Extra
	case !p.Ended:
		return wordsFor(w).ClicksLeft(p.ClicksLeft())
	}
	return ""
}

func (b *board) Draw(c *kit.Canvas) {
	b.drawTotal(c)
	b.drawFrame(c)
	b.drawGrid(c)
	b.drawLines(c)
	b.drawBoxes(c)
	b.drawDirects(c)
	b.drawCaption(c)
	if b.play.Extra.Open {
		b.drawExtra(c)
	}
}

func (b *board) drawTotal(c *kit.Canvas) {
	t := c.T
	r := b.l.total
	p := b.play
	now := kit.NowMs()
	kit.Counter(c, r, b.tally.Shown(now), 1+0.12*anim.Pulse(b.tally.P(now)))
	if r.H >= 100 || r.W < 300 {
		return
	}
	// the five clicks as dots
	for k := 0; k < rules.Clicks; k++ {
		clr := t.TextDim
		al := 0.35
		if k < p.ClicksUsed {
			clr, al = t.Accent, 1
		}
		c.ImageTinted(kit.Dot(int(10*c.V.K)), r.X+110+float64(k)*16, r.CY()-5, 1, al, clr)
	}
}

func (b *board) drawFrame(c *kit.Canvas) {
	t := c.T
	r := b.l.frame
	c.Shadow(r, 22, 18, 0.55)
	c.Panel(r, 22, kit.Lighter(t.Surface, 0.06), kit.Darker(t.Surface, 0.85), kit.Lighter(t.Surface2, 0.2), 0.96)
}

// glow is how much each cell of the grid shines (0 to 1): the cells of a
// paying line light up as its line is won, then breathe.
func (b *board) glow() (g [rules.Size][rules.Size]float64) {
	p := b.play
	for n := 0; n < rules.NLines; n++ {
		ln := p.Lines[n]
		if !ln.Won {
			continue
		}
		sw := anim.OutCubic(ln.Sweep.P(p.Now))
		if ln.Sweep.Done(p.Now) {
			sw = 0.85 + 0.15*math.Sin(float64(p.Now)/14)
		}
		for i, rc := range LineCells(n) {
			// the light runs along the line
			v := anim.Clamp01(sw*1.6 - float64(i)*0.15)
			g[rc[0]][rc[1]] = max(g[rc[0]][rc[1]], v)
		}
	}
	return g
}

func (b *board) drawGrid(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	glow := b.glow()
	for row := 0; row < rules.Size; row++ {
		for col := 0; col < rules.Size; col++ {
			cell := p.Cells[row][col]
			y := float64(row)
			if cell.Move.On && !cell.Move.Done(p.Now) {
				y = anim.Lerp(float64(cell.FromRow), float64(row), anim.InOutCubic(cell.Move.P(p.Now)))
			}
			r := l.cellRect(y, col)
			lift := 0.0
			if cell.Move.Active(p.Now) {
				lift = 4 * anim.Pulse(cell.Move.P(p.Now))
			}
			c.Shadow(r, 10, 5+lift, 0.4)
			top, bottom := t.Cell, kit.Darker(t.Cell, 0.86)
			if cell.Gold {
				gold := t.Colour(ThemeSection, "gold")
				top, bottom = kit.Lighter(gold, 0.55), gold
			} else if cell.Marked {
				mark := t.Colour(ThemeSection, "mark")
				top, bottom = kit.Lighter(mark, 0.82), kit.Lighter(mark, 0.62)
			}
			gl := glow[row][col]
			if gl > 0 {
				// a paying line: the cell lights in the theme's win colour
				// (fixed colours faded by alpha: panels are cached by colour)
				c.Panel(r.Inset(-5), 14, t.Win, t.Win, nil, 0.45*gl)
			}
			c.Panel(kit.R(r.X, r.Y-lift, r.W, r.H), 10, top, bottom, kit.Darker(bottom, 0.8), 1)
			if gl > 0 {
				if cell.Gold {
					c.Panel(kit.R(r.X, r.Y-lift, r.W, r.H), 10, top, bottom, kit.Lighter(t.Win, 0.7), gl)
				} else {
					c.Panel(kit.R(r.X, r.Y-lift, r.W, r.H), 10, kit.Lighter(t.Win, 0.55), t.Win, kit.Lighter(t.Win, 0.7), gl)
				}
			}
			if !cell.Marked {
				c.Text(kit.Itoa(cell.Number), r.CX(), r.CY()-lift, max(12, r.W*0.42), true, kit.Center, t.CellText)
				continue
			}
			mp := cell.Mark.P(p.Now)
			sc := 1.0
			if mp < 1 {
				sc = 1.7 - 0.7*anim.OutBack(mp)
			}
			if cell.Gold {
				img := t.GameSym(ThemeSection, "gold", int(r.W*0.84*k))
				c.ImageCentered(img, r.CX(), r.CY()-lift, sc, sc, 0, anim.Clamp01(mp*2))
				c.TextShadow(kit.Itoa(cell.Number), r.CX(), r.CY()+r.H*0.06-lift, max(12, r.W*0.34), true, kit.Center, color.RGBA{0x4a, 0x2a, 0x00, 0xff}, sc, anim.Clamp01(mp*2))
				continue
			}
			// the mark at the bottom right, the number on its own badge at
			// the top left: no mark (a snowflake's arms) ever covers it
			img := t.GameSym(ThemeSection, "mark", int(r.W*0.7*k))
			c.ImageCentered(img, r.CX()+r.W*0.1, r.CY()+r.H*0.1-lift, sc, sc, 0, anim.Clamp01(mp*2))
			n := kit.Itoa(cell.Number)
			bw := max(r.W*0.38, c.Measure(n, 12, true)+8)
			badge := kit.R(r.X+3, r.Y+3-lift, bw, max(16, r.H*0.3))
			c.Panel(badge, badge.H/2, t.Cell, kit.Darker(t.Cell, 0.9), kit.Darker(t.Cell, 0.7), 0.95)
			c.TextScaled(n, badge.CX(), badge.CY(), 12, true, kit.Center, t.CellText, 1, 1)
		}
	}
}

func (b *board) drawLines(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	// the 12 amounts
	for n := 0; n < rules.NLines; n++ {
		ln := p.Lines[n]
		r := l.amountRect(n)
		sw := ln.Sweep.P(p.Now)
		fill, line, txt := t.Surface2, kit.Lighter(t.Surface2, 0.18), t.Text
		sc := 1.0
		if ln.Won && sw > 0 {
			// a paying line's pill lights up in the win colour, its
			// amount dark on it (gold on dark gold read badly, looked at)
			fill, line, txt = kit.Darker(t.Win, 0.9), kit.Lighter(t.Win, 0.5), kit.Darker(t.Win, 0.28)
			sc = 1 + 0.35*anim.Pulse(sw)
			if ln.Sweep.Done(p.Now) {
				sc = 1.06
			}
		}
		c.Panel(r, r.H/2, kit.Lighter(fill, 0.08), fill, line, 1)
		// a pointer from the amount to its line
		pc := kit.Lighter(t.Surface2, 0.55)
		if ln.Won && sw > 0 {
			pc = t.Win
		}
		switch {
		case n < 5: // a row: the amount at its right
			c.Pointer(r.X-4, r.CY(), math.Pi, 9, pc, 1)
		case n < 10: // a column: the amount under it
			c.Pointer(r.CX(), r.Y-4, -math.Pi/2, 9, pc, 1)
		case n == rules.DiagDown: // at the bottom-right corner
			c.Pointer(r.X-1, r.Y-1, -3*math.Pi/4, 12, pc, 1)
		default: // the up diagonal: at the top-right corner
			c.Pointer(r.X-1, r.Y+r.H+1, 3*math.Pi/4, 12, pc, 1)
		}
		label := c.W.Money(ln.Amount)
		size := c.FitSize(label, r.H*0.5, r.W-8, true)
		if c.Measure(label, size, true) > r.W-2 {
			// a narrow screen: the number alone (the rows' amounts
			// beside say euros), so that 12 px still fits
			label = i18n.Bare(label)
		}
		if ln.Won && ln.Doubled && sw > 0 {
			// the amount clear of the ×2 tag over the pill's right end,
			// and inside the pill even grown (5 000 € was cut, looked at)
			ds := c.FitSize(label, size*0.9, (r.W-12)/1.06, true)
			c.TextScaled(label, r.CX()-min(6, (r.W-c.Measure(label, ds, true)*1.06)/2-3), r.CY(), ds, true, kit.Center, txt, sc, 1)
			// the tag above the amount's top, never on it (at 320 px it
			// touched a narrow pill's amount, looked at); smaller there
			tw, th, ts := 30.0, 22.0, 13.0
			if r.W < 48 {
				tw, th, ts = 26, 18, 11
			}
			top := r.CY() - 0.36*ds*1.06 // the amount's top at rest (its cap height)
			tag := kit.R(r.X+r.W-tw+8, min(r.Y-12, top-1-th), tw, th)
			gold := t.Colour(ThemeSection, "gold")
			c.Panel(tag, th/2, kit.Lighter(gold, 0.3), gold, kit.Darker(gold, 0.6), anim.Clamp01(sw*3))
			c.TextScaled(wordsFor(c.W).Doubled, tag.CX(), tag.CY(), ts, true, kit.Center, color.RGBA{0x4a, 0x2a, 0x00, 0xff}, 1, anim.Clamp01(sw*3))
			continue
		}
		c.TextScaled(label, r.CX(), r.CY(), size, true, kit.Center, txt, sc, 1)
	}
	// the amount of each paying line flies from its pill to the total
	for n := 0; n < rules.NLines; n++ {
		ln := p.Lines[n]
		fp := ln.Sweep.P(p.Now)
		if !ln.Won || fp <= 0 || fp >= 1 {
			continue
		}
		from := l.amountRect(n)
		e := anim.InOutCubic(fp)
		tx, ty := l.total.X+l.total.W-60, l.total.CY()
		x := anim.Lerp(from.CX(), tx, e)
		y := anim.Lerp(from.CY(), ty, e) - 40*math.Sin(math.Pi*e)
		c.TextShadow("+"+c.W.Money(ln.Pays), x, y, 22, true, kit.Center, t.Win, 1+0.4*anim.Pulse(fp), 1-fp*fp*fp)
	}
}

func (b *board) drawBoxes(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	for i := 0; i < rules.Size; i++ {
		box := p.Boxes[i]
		r := l.boxes[i]
		rp := box.Reveal.P(p.Now)
		sx := 1.0
		showNew := box.Shown
		if box.Shown && rp < 1 {
			sx = math.Abs(math.Cos(math.Pi * rp))
			showNew = rp >= 0.5
		}
		if rec := p.Recalled(i); p.Ended && len(rec) > 0 {
			// at the end a box turns back to the amounts it revealed,
			// tagged with their clicks, where the prize's parts name them
			ep := p.End.P(p.Now)
			if ep >= 0.5 || !p.End.Active(p.Now) {
				b.drawRecall(c, r, rec, math.Abs(math.Cos(math.Pi*ep)))
				continue
			}
			sx = math.Abs(math.Cos(math.Pi * ep))
		}
		c.Shadow(r, 12, 6, 0.45)
		var top, bottom, outline color.RGBA
		hidden := !showNew && !(box.Shown && box.Had)
		switch {
		case hidden:
			top, bottom, outline = kit.Lighter(t.Accent, 0.15), kit.Darker(t.Accent, 0.7), kit.Lighter(t.Accent, 0.5)
		case showNew && box.Hit:
			top, bottom, outline = kit.Lighter(t.Surface2, 0.15), t.Surface2, t.Line
		default:
			top, bottom, outline = kit.Lighter(t.Surface2, 0.1), t.Surface, kit.Lighter(t.Surface2, 0.25)
		}
		img := kit.PanelImage(int(r.W*k), int(r.H*k), 12*k, top, bottom, outline, 2*k)
		c.ImageCentered(img, r.CX(), r.CY(), sx, 1, 0, 1)
		if hidden {
			c.TextScaled("?", r.CX(), r.CY(), r.H*0.5, true, kit.Center, t.Text, sx, 0.9)
			continue
		}
		el := box.Elem
		if !showNew {
			el = box.Prev
		}
		pop := 1.0
		if showNew && rp < 1 {
			pop = anim.OutBack((rp - 0.5) * 2)
		}
		b.drawElement(c, el, r, pop*sx, showNew && box.Hit)
	}
	if p.ClicksUsed == 0 && !p.Ended {
		// the arrows point at GO: at the right in landscape, under the
		// board otherwise (« ← GO → » pointed away from it, issue 29)
		hint := "↓ " + c.W.Go + " ↓"
		if c.V.Landscape {
			hint = c.W.Go + " →"
		}
		c.Text(hint, l.boxes[2].CX(), l.boxes[2].Y+l.cell+22, 14, true, kit.Center, t.TextDim)
	}
}

// drawRecall draws box r at the end of the unit showing the amounts it
// revealed (rec, art. 5.6), outlined as a win, with a tag naming their
// clicks (« clic 3 »), flipped by sx.
func (b *board) drawRecall(c *kit.Canvas, r kit.Rect, rec []Direct, sx float64) {
	t, k := c.T, c.V.K
	c.Shadow(r, 12, 6, 0.45)
	img := kit.PanelImage(int(r.W*k), int(r.H*k), 12*k, kit.Lighter(t.Surface2, 0.15), t.Surface2, t.Win, 3*k)
	c.ImageCentered(img, r.CX(), r.CY(), sx, 1, 0, 1)
	amount, clicks := "", make([]int, 0, len(rec))
	for i, d := range rec {
		if i > 0 {
			amount += "+"
		}
		amount += c.W.Money(d.Amount)
		clicks = append(clicks, d.Click)
	}
	c.ImageCentered(kit.Symbol(kit.SymMoneyBag, int(r.W*0.44*k)), r.CX(), r.CY()-r.H*0.17, sx, sx, 0, 1)
	c.TextScaled(amount, r.CX(), r.CY()+r.H*0.24, c.FitSize(amount, max(12, r.H*0.3), r.W-6, true), true, kit.Center, t.Win, sx, 1)
	tag := clickTag(c.W, clicks)
	size := c.FitSize(tag, 12, r.W+8, true)
	tw := c.Measure(tag, size, true) + 12
	pill := kit.R(r.CX()-tw/2, r.Y+r.H-9, tw, 18)
	c.Panel(pill, 9, kit.Lighter(t.Win, 0.1), kit.Darker(t.Win, 0.8), nil, sx)
	c.TextScaled(tag, pill.CX(), pill.CY(), size, true, kit.Center, kit.Hex(0x2a1a00), sx, 1)
}

// drawElement draws what a box reveals.
func (b *board) drawElement(c *kit.Canvas, el rules.Element, r kit.Rect, sc float64, hit bool) {
	t := c.T
	k := c.V.K
	if sc <= 0 {
		return
	}
	switch el.Kind {
	case rules.Number:
		c.TextScaled(kit.Itoa(el.Number), r.CX(), r.CY(), max(12, r.H*0.44), true, kit.Center, t.Text, sc, 1)
		if hit {
			c.ImageCentered(t.GameSym(ThemeSection, "mark", int(r.W*0.34*k)), r.X+r.W-8, r.Y+8, sc, sc, 0, 1)
		}
	case rules.Gold:
		c.ImageCentered(t.GameSym(ThemeSection, "gold", int(r.W*0.86*k)), r.CX(), r.CY(), sc, sc, 0, 1)
		c.TextScaled(kit.Itoa(el.Number), r.CX(), r.CY()+r.H*0.05, max(12, r.H*0.34), true, kit.Center, color.RGBA{0x4a, 0x2a, 0x00, 0xff}, sc, 1)
	case rules.Amount:
		c.ImageCentered(kit.Symbol(kit.SymMoneyBag, int(r.W*0.62*k)), r.CX(), r.CY()-r.H*0.12, sc, sc, 0, 1)
		c.TextShadow(c.W.Money(el.Amount), r.CX(), r.CY()+r.H*0.26, c.FitSize(c.W.Money(el.Amount), max(12, r.H*0.3), r.W-6, true), true, kit.Center, t.Win, sc, 1)
	case rules.ExtraSymbol:
		// the burst turns; another theme's EXTRA symbol sways
		rot := 0.12 * math.Sin(float64(b.play.Now)/20)
		if t.SymbolName(ThemeSection, "extra") == kit.SymBurst {
			rot = float64(b.play.Now) / 90
		}
		c.ImageCentered(t.GameSym(ThemeSection, "extra", int(r.W*0.96*k)), r.CX(), r.CY(), sc, sc, rot, 1)
		c.TextShadow(wordsFor(c.W).Extra, r.CX(), r.CY(), c.FitSize(wordsFor(c.W).Extra, max(12, r.H*0.26), r.W-8, true), true, kit.Center, kit.Hex(0xffffff), sc, 1)
	case rules.Swapper:
		c.ImageCentered(kit.Symbol(kit.SymSwap, int(r.W*0.8*k)), r.CX(), r.CY(), sc, sc, 0, 1)
	}
}

func (b *board) drawDirects(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	for _, d := range p.Directs {
		fp := d.Fly.P(p.Now)
		if fp <= 0 || fp >= 1 {
			continue
		}
		from := l.boxes[d.Box]
		e := anim.InOutCubic(fp)
		tx, ty := l.total.X+l.total.W-60, l.total.CY()
		x := anim.Lerp(from.CX(), tx, e)
		y := anim.Lerp(from.CY(), ty, e) - 60*math.Sin(math.Pi*e)
		c.TextShadow("+"+c.W.Money(d.Amount), x, y, 24, true, kit.Center, t.Win, 1+0.3*anim.Pulse(fp), 1-fp*fp)
	}
}

// drawCaption says in words what the last step did, so that the player
// understands why they win.
func (b *board) drawCaption(c *kit.Canvas) {
	t, p := c.T, b.play
	if p.Ended {
		return
	}
	txt := caption(c.W, p)
	if txt == "" {
		return
	}
	r := b.l.caption
	size := c.FitSize(txt, 17, r.W-12, true)
	if c.Measure(txt, size, true) <= r.W-12 {
		c.TextShadow(txt, r.CX(), r.CY(), size, true, kit.Center, t.Text, 1, 1)
		return
	}
	// a narrow caption: on two or three lines
	lines := kit.Wrap(c, txt, 13, true, r.W-12)
	for i, line := range lines {
		c.TextShadow(line, r.CX(), r.CY()+(float64(i)-float64(len(lines)-1)/2)*15, 13, true, kit.Center, t.Text, 1, 1)
	}
}

func (b *board) drawExtra(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	op := anim.OutBack(p.Extra.OpenAt.P(p.Now))
	r := l.extra
	if p.Ended {
		// the panel steps aside at the end: the grid's paying lines show
		op *= 1 - anim.InOutCubic(anim.Clamp01(p.End.P(p.Now)*1.6))
	}
	if op <= 0 {
		return
	}
	alpha := anim.Clamp01(op)
	c.Shadow(r, 22, 18, 0.6*alpha)
	img := kit.PanelImage(int(r.W*k), int(r.H*k), 22*k, kit.Lighter(t.Surface2, 0.08), kit.Darker(t.Surface, 0.9), t.Accent, 2*k)
	c.ImageCentered(img, r.CX(), r.CY(), 0.85+0.15*op, 0.85+0.15*op, 0, alpha)
	if op < 0.6 {
		return
	}
	// title
	c.TextShadow(wordsFor(c.W).Extra, r.CX(), r.Y+30, 28, true, kit.Center, t.Win, 1, 1)
	// the table of the three winning types at the left (art. 5.11.2)
	tw := r.W * 0.34
	tx := r.X + 12
	c.Text(wordsFor(c.W).ExtraTable, tx+tw/2, r.Y+64, c.FitSize(wordsFor(c.W).ExtraTable, 13, tw, false), false, kit.Center, t.TextDim)
	rowH := (r.H - 96) / 3
	for i := 0; i < 3; i++ {
		rr := kit.R(tx, r.Y+80+float64(i)*rowH, tw, rowH-8)
		won := p.Extra.Won == i
		fill := t.Surface
		line := kit.Lighter(t.Surface2, 0.2)
		if won {
			fill, line = kit.Darker(t.Win, 0.45), t.Win
		}
		c.Panel(rr, 12, kit.Lighter(fill, 0.06), fill, line, 1)
		ss := min(rr.H*0.7, 40)
		c.Image(kit.Symbol(extraSymbols[i], int(ss*k)), rr.X+6, rr.CY()-ss/2, 1, 1)
		amt := c.W.Money(p.Extra.Amounts[i])
		c.Text(amt, rr.X+rr.W-8, rr.CY(), c.FitSize(amt, 18, rr.W-ss-16, true), true, kit.Right, t.Win)
	}
	// the 3 × 4 grid at the right
	gx := tx + tw + 12
	gw := r.X + r.W - 12 - gx
	cs := min((gw-3*6)/4, (r.H-70-2*6)/3)
	gx += (gw - (4*cs + 3*6)) / 2
	gy := r.Y + 60 + (r.H-70-(3*cs+2*6))/2
	for i := 0; i < 12; i++ {
		cell := p.Extra.Cells[i]
		cr := kit.R(gx+float64(i%4)*(cs+6), gy+float64(i/4)*(cs+6), cs, cs)
		rp := cell.Reveal.P(p.Now)
		sx := 1.0
		shown := cell.Shown && rp >= 0.5
		if cell.Shown && rp < 1 {
			sx = math.Abs(math.Cos(math.Pi * rp))
		}
		top, bottom, line := kit.Lighter(t.Accent, 0.15), kit.Darker(t.Accent, 0.7), kit.Lighter(t.Accent, 0.5)
		if shown {
			top, bottom, line = kit.Lighter(t.Surface2, 0.12), t.Surface, kit.Lighter(t.Surface2, 0.3)
			if cell.Winning && p.Extra.Win.P(p.Now) > 0 {
				line = t.Line
				top = kit.Lighter(t.Line, 0.2)
				bottom = kit.Darker(t.Line, 0.5)
			}
		}
		c.ImageCentered(kit.PanelImage(int(cs*k), int(cs*k), 10*k, top, bottom, line, 2*k), cr.CX(), cr.CY(), sx, 1, 0, 1)
		if !shown {
			c.TextScaled("?", cr.CX(), cr.CY(), cs*0.45, true, kit.Center, t.Text, sx, 0.85)
			continue
		}
		pop := anim.OutBack((rp - 0.5) * 2)
		if cell.Winning {
			pop *= 1 + 0.1*anim.Pulse(p.Extra.Win.P(p.Now))
		}
		c.ImageCentered(kit.Symbol(extraSymbols[cell.Symbol&3], int(cs*0.8*k)), cr.CX(), cr.CY(), pop*sx, pop, 0, 1)
	}
}

// drawResult shows the end of the unit under the grid, which stays in
// full view (the completed lines still glowing): the prize counting up
// with a glow on a win, calm words on a loss; and the next actions where
// GO and AUTO were.

// Board is the client's board of play p (Screen's newBoard, in
// cmd/client).
func Board(p *Play) kit.Board { return &board{play: p} }
