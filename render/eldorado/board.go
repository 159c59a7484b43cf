//go:build js

package eldorado

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	rules "revela/core/eldorado"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// board draws one ELDORADO play (kit.Board): the total and the zone
// « Extra », the 3 × 5 grid in its frame with each row's tag, the caption
// and the banner « Vous obtenez x Extra », as layout.go places them.
type board struct {
	play *Play
	l    layout
	// what has been celebrated: the rows marked on the grid on screen,
	// the banner
	marked [rules.Rows]bool
	grid   int
	banner bool
}

var none = color.RGBA{} // transparent

func (b *board) Layout(v kit.View) kit.Places {
	b.l = newLayout(v)
	return b.l.places()
}

// Update throws a burst over each row as it pays or gives an Extra, and
// over the grid at « Vous obtenez x Extra » (the unit screen plays the
// events' sounds, Play.Sound).
func (b *board) Update(tick int, fx *anim.Burst) {
	p := b.play
	if p.Grid != b.grid {
		b.grid, b.marked = p.Grid, [rules.Rows]bool{}
	}
	for r, m := range p.Rows {
		if m.Kind == RowNone || b.marked[r] {
			continue
		}
		b.marked[r] = true
		if m.At.Done(p.Now) && m.At.Dur <= 1 { // shown at once on a resume
			continue
		}
		rr := b.l.rowRect(r)
		n := 10
		if m.Kind == RowWin {
			n = 16 + min(24, int(m.Amount/500))
		}
		fx.Emit(n, rr.CX(), rr.CY(), 5, uint64(tick+r))
	}
	if p.Banner.On && !b.banner {
		b.banner = true
		if p.Banner.Dur > 1 {
			f := b.l.frame
			fx.Emit(30, f.CX(), f.CY(), 5, uint64(tick))
		}
	}
}

// GoSub is GO's second line: the Extras left while they are played.
func (b *board) GoSub(w *i18n.Words) string {
	p := b.play
	if p.Ended || p.Stage != PhaseExtra {
		return ""
	}
	return wordsFor(w).count(wordsFor(w).ExtrasLeft, p.ExtrasLeft())
}

// GoLabel names the button as the règlement does: « Jouer » for the
// first grid (art. 4.2), « Extra » for each Extra grid (art. 4.5).
func (b *board) GoLabel(w *i18n.Words) string {
	if b.play.Stage == PhaseExtra {
		return wordsFor(w).Extra
	}
	return wordsFor(w).Jouer
}

func (b *board) Draw(c *kit.Canvas) {
	w := wordsFor(c.W)
	b.drawTotal(c)
	b.drawExtras(c, w)
	b.drawFrame(c, w)
	b.drawCells(c)
	b.drawRows(c, w)
	b.drawCaption(c, w)
	b.drawBanner(c, w)
}

func (b *board) drawTotal(c *kit.Canvas) {
	p := b.play
	kit.Counter(c, b.l.total, p.ShownTotal(), 1+0.12*anim.Pulse(p.Count.P(p.Now)))
}

// drawExtras draws the zone « Extra » (art. 4.5): its title and one token
// per Extra that the first grid can give, lit when won, ringed while its
// grid plays, dimmed once played.
func (b *board) drawExtras(c *kit.Canvas, w *words) {
	t, p, r := c.T, b.play, b.l.extras
	k := c.V.K
	won := max(p.Extras, p.ExtrasWon)
	line := kit.Lighter(t.Surface2, 0.15)
	if won > 0 {
		line = t.Accent2
	}
	c.Panel(r, 16, t.Surface2, t.Surface, line, 0.95)
	// the title on top, the tokens in a row under it
	ts := min(16, max(12, r.H*0.22))
	ty := r.Y + 6 + ts/2
	top := ty + ts/2 + 4
	tok := min(r.Y+r.H-6-top, (r.W-24)/3.4, 34)
	rowY := (top + r.Y + r.H - 6) / 2
	c.Text(w.Extra, r.CX(), ty, ts, true, kit.Center, t.TextDim)
	x0 := r.CX() - (3*tok+2*tok*0.2)/2
	for i := 0; i < rules.MaxExtras; i++ {
		cx := x0 + float64(i)*tok*1.2 + tok/2
		if i >= won {
			c.ImageTinted(kit.Dot(int(tok*k)), cx-tok/2, rowY-tok/2, 1, 0.25, t.TextDim)
			continue
		}
		grid := i + 1
		alpha, sc := 1.0, 1.0
		switch {
		case p.Grid > grid || (p.Grid == grid && p.Ended):
			alpha = 0.4 // played
		case p.Grid == grid:
			sc = 1 + 0.08*math.Sin(float64(p.Now)/8) // playing
			c.ImageTinted(kit.Dot(int(tok*1.35*k)), cx-tok*0.675, rowY-tok*0.675, 1, 0.45, t.Accent2)
		}
		if p.Grid == 0 {
			sc *= b.tokenPop(i) // just won: it pops in with its row's mark
		}
		c.ImageTinted(kit.Dot(int(tok*k)), cx-tok/2, rowY-tok/2, sc, alpha, t.Colour(ThemeSection, "gold"))
		c.TextScaled(strconv.Itoa(grid), cx, rowY, max(12, tok*0.5), true, kit.Center, color.RGBA{0x4a, 0x2a, 0x00, 0xff}, sc, alpha)
	}
}

// tokenPop is the scale of the i-th Extra token as its row gives it.
func (b *board) tokenPop(i int) float64 {
	p := b.play
	n := 0
	for _, m := range p.Rows {
		if m.Kind != RowExtra {
			continue
		}
		if n == i {
			return anim.OutBack(m.At.P(p.Now))
		}
		n++
	}
	return 1
}

func (b *board) drawFrame(c *kit.Canvas, w *words) {
	t, p, f := c.T, b.play, b.l.frame
	c.Shadow(f, 22, 18, 0.55)
	c.Panel(f, 22, kit.Lighter(t.Surface, 0.06), kit.Darker(t.Surface, 0.85), kit.Lighter(t.Surface2, 0.2), 0.96)
	if t.Particles == "snow" {
		// a cap of snow on the frame's top edge: a band and drifts on it
		k := c.V.K
		snow := kit.Hex(0xf4faff)
		c.Panel(kit.R(f.X+10, f.Y-3, f.W-20, 9), 4.5, snow, kit.Hex(0xd6ecff), nil, 1)
		n := int(f.W / 16)
		for i := 0; i <= n; i++ {
			x := f.X + 16 + float64(i)*(f.W-32)/float64(n)
			d := 12 + 10*math.Abs(math.Sin(float64(i)*2.3))
			c.ImageTinted(kit.Dot(int(d*k)), x-d/2, f.Y-d*0.55, 1, 1, snow)
		}
	}
	// the grid's title: the game, or the Extra grid played and its count
	r := b.l.title
	if p.Grid == 0 {
		c.TextShadow("ELDORADO", r.CX(), r.CY(), c.FitSize("ELDORADO", 18, r.W, true), true, kit.Center, t.Colour(ThemeSection, "gold"), 1, 1)
		return
	}
	txt := fmt.Sprintf(w.GridOf, p.Grid, p.Grids-1)
	size := c.FitSize(txt, 17, r.W-16, true)
	tw := c.Measure(txt, size, true) + 28
	pill := kit.R(r.CX()-tw/2, r.Y, tw, r.H)
	c.Panel(pill, r.H/2, kit.Lighter(t.Accent2, 0.2), kit.Darker(t.Accent2, 0.7), kit.Lighter(t.Accent2, 0.5), 1)
	c.TextShadow(txt, pill.CX(), pill.CY(), size, true, kit.Center, onColour(t.Accent2), 1, 1)
}

func (b *board) drawCells(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	for row := 0; row < rules.Rows; row++ {
		mark := p.Rows[row]
		lit := mark.Kind != RowNone && mark.At.P(p.Now) > 0
		for col := 0; col < rules.Cols; col++ {
			cell := p.Cells[row][col]
			r := l.cellRect(row, col)
			fp := cell.Flip.P(p.Now)
			sx := 1.0
			shown := cell.Shown && fp >= 0.5
			if cell.Shown && fp < 1 {
				sx = math.Abs(math.Cos(math.Pi * fp))
			}
			dx := 0.0
			if !cell.Shown && col == rules.Cols-1 && p.Suspense.Active(p.Now) {
				// the suspense: the last column trembles, faster and faster
				sp := p.Suspense.P(p.Now)
				dx = 2.2 * sp * math.Sin(float64(p.Now)*(0.9+sp))
			}
			cr := kit.R(r.X+dx, r.Y, r.W, r.H)
			c.Shadow(cr, 10, 5, 0.4)
			var top, bottom, line color.RGBA
			switch {
			case !shown:
				top, bottom, line = kit.Lighter(t.Accent, 0.2), kit.Darker(t.Accent, 0.62), kit.Lighter(t.Accent, 0.5)
			case lit && cell.InRow && mark.Kind == RowWin:
				top, bottom, line = kit.Lighter(t.Line, 0.75), kit.Lighter(t.Line, 0.4), t.Line
			case lit && cell.InRow:
				top, bottom, line = kit.Lighter(t.Accent2, 0.75), kit.Lighter(t.Accent2, 0.4), t.Accent2
			default:
				top, bottom, line = t.Cell, kit.Darker(t.Cell, 0.84), kit.Darker(t.Cell, 0.7)
			}
			img := kit.PanelImage(int(cr.W*k), int(cr.H*k), 10*k, top, bottom, line, 2*k)
			c.ImageCentered(img, cr.CX(), cr.CY(), sx, 1, 0, 1)
			if !shown {
				glow := 0.5
				if dx != 0 {
					glow = 0.5 + 0.5*p.Suspense.P(p.Now)
				}
				c.ImageCentered(t.GameSym(ThemeSection, "glow", int(cr.W*0.5*k)), cr.CX(), cr.CY(), sx, 1, float64(p.Now)/200, 0.16*glow)
				c.TextScaled("?", cr.CX(), cr.CY(), max(12, cr.H*0.42), true, kit.Center, t.Text, sx, 0.85)
				continue
			}
			pop := anim.OutBack(anim.Clamp01((fp - 0.5) * 2))
			if lit && cell.InRow {
				pop *= 1 + 0.12*anim.Pulse(mark.At.P(p.Now))
			}
			size := cr.W * 0.8
			c.ImageCentered(themed(t, cell.Symbol, int(size*k)), cr.CX(), cr.CY(), pop*sx, pop, 0, 1)
			if cell.Symbol == rules.Chance {
				// the mask named where it is drawn: the rows' words and
				// the rules call it « Chance » (issue 29)
				name := wordsFor(c.W).Names[rules.Chance]
				c.TextShadow(name, cr.CX(), cr.Y+cr.H-9, c.FitSize(name, 12, cr.W-4, true), true, kit.Center, kit.Hex(0xffffff), pop*sx, 1)
			}
		}
	}
}

// drawRows outlines each row that pays or gives an Extra, writes its
// combination under it and its amount (or EXTRA) in its tag, and flies
// the amount won to the total.
func (b *board) drawRows(c *kit.Canvas, w *words) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	for row := 0; row < rules.Rows; row++ {
		m := p.Rows[row]
		tag := l.tags[row]
		if m.Kind == RowNone {
			// a row with nothing (yet): a faint dot where its tag will
			// be, not an empty pill that looks like a field to fill in
			// (issue 29)
			d := min(8, tag.H*0.25)
			c.Panel(kit.R(tag.CX()-d/2, tag.CY()-d/2, d, d), d/2, kit.Lighter(t.Surface2, 0.2), t.Surface2, nil, 0.6)
			continue
		}
		ap := m.At.P(p.Now)
		if ap <= 0 {
			continue
		}
		clr := t.Line
		if m.Kind == RowExtra {
			clr = t.Accent2
		}
		e := anim.OutBack(ap)
		// the outline around the row
		rr := l.rowRect(row).Inset(-4)
		sc := 1.06 - 0.06*anim.OutCubic(ap)
		img := kit.PanelImage(int(rr.W*k), int(rr.H*k), 12*k, none, none, clr, 3.5*k)
		c.ImageCentered(img, rr.CX(), rr.CY(), sc, sc, 0, anim.Clamp01(ap*2))
		// the tag
		label := c.W.Money(m.Amount)
		fill := kit.Darker(t.Line, 0.45)
		txt := t.Win
		if m.Kind == RowExtra {
			label, fill, txt = w.Extra, kit.Darker(t.Accent2, 0.55), kit.Hex(0xffffff)
		}
		c.Panel(tag, tag.H/2, kit.Lighter(fill, 0.12), fill, clr, anim.Clamp01(ap*2))
		size := c.FitSize(label, min(20, tag.H*0.5), tag.W-10, true)
		c.TextShadow(label, tag.CX(), tag.CY(), size, true, kit.Center, txt, e, 1)
		// the combination, on a pill across the row's lower edge
		combo := w.Combo(m.Combo)
		cs := 12.0
		cw := c.Measure(combo, cs, true) + 16
		row := l.rowRect(row)
		cy := min(row.Y+row.H+l.rowGap/2, l.frame.Y+l.frame.H-9) // in the gap under the row
		pill := kit.R(rr.CX()-cw/2, cy-9, cw, 18)
		c.Panel(pill, 9, kit.Lighter(fill, 0.2), fill, clr, anim.Clamp01(ap*2))
		c.TextScaled(combo, pill.CX(), pill.CY(), cs, true, kit.Center, kit.Hex(0xffffff), 1, anim.Clamp01(ap*2))
		// the amount flies to the total
		if m.Kind == RowWin && ap < 1 {
			fe := anim.InOutCubic(ap)
			to := l.total
			x := anim.Lerp(tag.CX(), to.X+to.W-60, fe)
			y := anim.Lerp(tag.CY(), to.CY(), fe) - 50*math.Sin(math.Pi*fe)
			c.TextShadow("+"+c.W.Money(m.Amount), x, y, 22, true, kit.Center, t.Win, 1+0.3*anim.Pulse(ap), 1-ap*ap)
		}
	}
}

// drawCaption says in words what the last step did (caption), on one
// line when it fits, else wrapped at 13 units.
func (b *board) drawCaption(c *kit.Canvas, w *words) {
	txt := caption(w, b.play)
	r := b.l.caption
	if txt == "" || r.H <= 0 {
		return
	}
	size := 17.0
	lines := []string{txt}
	if c.Measure(txt, size, true) > r.W-12 {
		size = max(13, c.FitSize(txt, size, r.W-12, true))
		if c.Measure(txt, size, true) > r.W-12 {
			size, lines = 13, kit.Wrap(c, txt, 13, true, r.W-12)
		}
	}
	step := size * 1.2
	for i, line := range lines {
		y := r.CY() + (float64(i)-float64(len(lines)-1)/2)*step
		c.TextShadow(line, r.CX(), y, size, true, kit.Center, c.T.Text, 1, 1)
	}
}

// drawBanner is « Vous obtenez x Extra » (art. 4.5), over the grid while
// it lasts.
func (b *board) drawBanner(c *kit.Canvas, w *words) {
	t, p := c.T, b.play
	bp := p.Banner.P(p.Now)
	if !p.Banner.On || bp <= 0 || bp >= 1 || p.Grid != 0 {
		return
	}
	in := anim.OutBack(anim.Clamp01(bp * 4))
	alpha := anim.Clamp01((1 - bp) * 5)
	f := b.l.frame
	txt := w.count(w.Obtain, p.Extras)
	size := c.FitSize(txt, 30, f.W-60, true)
	bw := min(f.W-16, c.Measure(txt, size, true)+60)
	r := kit.R(f.CX()-bw/2, f.CY()-44, bw, 88)
	c.Shadow(r, 22, 18, 0.6*alpha)
	img := kit.PanelImage(int(r.W*c.V.K), int(r.H*c.V.K), 22*c.V.K, kit.Lighter(t.Accent2, 0.25), kit.Darker(t.Accent2, 0.6), t.Colour(ThemeSection, "gold"), 3*c.V.K)
	c.ImageCentered(img, r.CX(), r.CY(), in, in, 0, alpha)
	c.TextShadow(txt, r.CX(), r.CY(), size, true, kit.Center, onColour(t.Accent2), in, alpha)
}

// Board is the client's board of play p (Screen's newBoard, in
// cmd/client).
func Board(p *Play) kit.Board { return &board{play: p} }
