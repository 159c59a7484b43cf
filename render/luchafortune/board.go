//go:build js

package luchafortune

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	rules "revela/core/luchafortune"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// board draws one LUCHA FORTUNE play (kit.Board): the total, the
// throws, the banner above the matrix, the matrix with its falling
// symbols, winning lines, K.O punches and what flies to the counters, and
// the caption (layout.go).
type board struct {
	play *Play
	l    luchaLayout
}

func (b *board) Layout(v kit.View) kit.Places {
	b.l = newLuchaLayout(v)
	return b.l.places()
}

// Update throws particles where something was just won or knocked out
// (none for what a resume fast-forwarded): over each winning line, each
// emptied cell, a full banner row, a K.O. The unit screen plays the
// events' sounds (Play.Sound).
func (b *board) Update(tick int, fx *anim.Burst) {
	p, l := b.play, &b.l
	for _, i := range p.Fresh {
		e := p.events[i]
		seed := uint64(tick)*31 + uint64(i)
		switch e.Kind {
		case rules.EvLine:
			c := l.cellAt(int(e.Cells[1]))
			fx.Emit(16, c.CX(), c.CY(), 5, seed)
		case rules.EvEmpty:
			for j := 0; j < rules.Cells; j++ {
				if e.Mask&(1<<uint(j)) != 0 {
					c := l.cellAt(j)
					fx.Emit(4, c.CX(), c.CY(), 5, seed+uint64(j))
				}
			}
		case rules.EvBanner:
			t := l.tiles[e.Sym.Coll()]
			fx.Emit(50, t.CX(), t.CY(), 5, seed)
		case rules.EvKO:
			c := l.cellRect(1, int(e.Col))
			fx.Emit(24, c.CX(), c.CY(), 5, seed)
		}
	}
}

// GoSub is the throws left (art. 5.2, 5.7).
func (b *board) GoSub(w *i18n.Words) string {
	if b.play.Ended {
		return ""
	}
	return w.ThrowsLeft(b.play.ThrowsLeft())
}

// Draw draws the board's parts, back to front (what flies over the
// rest).
func (b *board) Draw(c *kit.Canvas) {
	for _, part := range []func(*kit.Canvas){
		b.drawFrame, b.drawPay, b.drawBanner, b.drawMatrix, b.drawLines,
		b.drawKO, b.drawTotal, b.drawThrows, b.drawFlies, b.drawCaption,
	} {
		part(c)
	}
}

func (b *board) drawFrame(c *kit.Canvas) {
	t, l := c.T, &b.l
	c.Shadow(l.frame, 22, 18, 0.55)
	c.Panel(l.frame, 22, kit.Lighter(t.Surface, 0.06), kit.Darker(t.Surface, 0.85), kit.Lighter(t.Surface2, 0.2), 0.96)
	c.Panel(l.matrix, 14, kit.Darker(t.Surface, 0.55), kit.Darker(t.Surface, 0.7), kit.Darker(t.Surface2, 0.8), 1)
	if t.Particles == "snow" {
		// winter: snow lying on the frame's top edge
		k := c.V.K
		f := l.frame
		n := int(f.W / 14)
		for i := 0; i <= n; i++ {
			x := f.X + 16 + float64(i)*(f.W-32)/float64(n)
			r := 9 + 3*math.Sin(float64(i)*1.7)
			c.ImageTinted(kit.Dot(int(2*r*k)), x-r, f.Y-r*0.5, 1, 0.95, kit.Hex(0xf4fbff))
		}
	}
}

// drawPay draws the characters' paytable (L-2) where the screen has
// room for it: each mask with what three in a line pay; the characters
// of a line being paid light up.
func (b *board) drawPay(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	if l.pay.W == 0 || (p.Ended && l.pay.Y > l.frame.Y) {
		return // none, or under the board in portrait: the result's place at the end
	}
	k := c.V.K
	c.Panel(l.pay, 16, kit.Lighter(t.Surface, 0.04), kit.Darker(t.Surface, 0.85), kit.Lighter(t.Surface2, 0.12), 0.9)
	title := wordsFor(c.W).PayTitle
	c.Text(title, l.pay.CX(), l.pay.Y+14, c.FitSize(title, 13, l.pay.W-22, false), false, kit.Center, t.TextDim)
	for i, r := range l.payAt {
		lit := false
		for _, wl := range p.Lines {
			lit = lit || wl.Sym.Char() == i
		}
		ms := min(r.H*0.9, r.W*0.42, 40)
		if lit {
			c.Panel(r.Inset(1), 8, kit.Darker(t.Line, 0.5), kit.Darker(t.Line, 0.4), t.Line, 1)
		}
		c.ImageCentered(themed(c.T, rules.Char1+rules.Sym(i), int(ms*k)), r.X+ms/2+4, r.CY(), 1, 1, 0, 1)
		amt := c.W.Money(rules.Default.Chars[i])
		clr := t.Text
		if lit {
			clr = t.Win
		}
		c.Text(amt, r.X+r.W-4, r.CY(), c.FitSize(amt, min(16, r.H*0.45), r.W-ms-12, true), true, kit.Right, clr)
	}
}

// drawBanner draws the five collectibles' tiles (art. 5.6): the
// collectible, four slots filling as they come, the amount four of them
// pay (L-2); a full row glows.
func (b *board) drawBanner(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	now := p.Now
	for kind, r := range l.tiles {
		won := p.Banner.Won[kind]
		wp := p.Banner.WonAt[kind].P(now)
		fill, line := t.Surface2, kit.Lighter(t.Surface2, 0.25)
		sc := 1.0
		if won && wp > 0 {
			fill, line = kit.Darker(t.Line, 0.45), t.Line
			sc = 1 + 0.12*anim.Pulse(wp)
		}
		// one panel image scaled, not one image a size
		img := kit.PanelImage(int(r.W*k), int(r.H*k), 10*k, kit.Lighter(fill, 0.1), fill, line, 1.5*k)
		c.ImageCentered(img, r.CX(), r.CY(), sc, sc, 0, 1)
		is := min(r.W*0.62, r.H*0.42)
		c.ImageCentered(themed(c.T, rules.Coll1+rules.Sym(kind), int(is*k)), r.CX(), r.Y+r.H*0.28, 1, 1, 0, 1)
		for s := 0; s < rules.BannerWin; s++ {
			d := l.slotRect(kind, s)
			dot := kit.Dot(int(d.W * k))
			if s >= p.Banner.Count[kind] {
				c.ImageTinted(dot, d.X, d.Y, 1, 0.3, t.TextDim)
				continue
			}
			pop := anim.OutBack(p.Banner.Slot[kind][s].P(now))
			if pop <= 0 {
				c.ImageTinted(dot, d.X, d.Y, 1, 0.3, t.TextDim)
				continue
			}
			c.ImageTinted(dot, d.X+d.W*(1-pop)/2, d.Y+d.H*(1-pop)/2, pop, 1, t.Win)
		}
		amt := c.W.Money(rules.Default.Banner[kind])
		size := c.FitSize(amt, min(15, r.H*0.22), r.W-4, true)
		if c.Measure(amt, size, true) > r.W-2 {
			amt = i18n.Bare(amt) // a narrow tile: the number alone
		}
		clr := t.Text
		if won {
			clr = t.Win
		}
		c.TextScaled(amt, r.CX(), r.Y+r.H*0.84, size, true, kit.Center, clr, sc, 1)
	}
}

// clipped is c drawing only inside r (the matrix's well): symbols falling
// in from above appear at its top edge, old ones leave at its bottom.
func clipped(c *kit.Canvas, r kit.Rect) *kit.Canvas {
	k := c.V.K
	b := image.Rect(int(r.X*k), int(r.Y*k), int(math.Ceil((r.X+r.W)*k)), int(math.Ceil((r.Y+r.H)*k)))
	cc := *c
	cc.Dst = c.Dst.SubImage(b.Intersect(c.Dst.Bounds())).(*ebiten.Image)
	return &cc
}

// drawMatrix draws the 15 cells: their slots, the symbols at their
// place (falling with weight: a bounce as they land), glowing when
// counted, bursting when emptied, shaking under a K.O.
func (b *board) drawMatrix(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	now := p.Now
	for i := range p.Cells {
		r := l.cellAt(i)
		cell := &p.Cells[i]
		top, bottom := t.Cell, kit.Darker(t.Cell, 0.84)
		if cell.Line && cell.Sym != rules.Empty {
			top, bottom = kit.Lighter(t.Line, 0.5), t.Line
		}
		c.Panel(r, l.cell*0.16, top, bottom, kit.Darker(bottom, 0.8), 1)
		if gp := cell.Glow.P(now); gp > 0 && gp < 1 {
			c.ImageCentered(kit.Symbol(kit.SymBurst, int(l.cell*1.1*c.V.K)), r.CX(), r.CY(), 1, 1, float64(now)/40, 0.7*anim.Pulse(gp))
		}
		if p.Throw < 0 {
			c.TextScaled("?", r.CX(), r.CY(), l.cell*0.45, true, kit.Center, t.CellText, 1, 0.3)
		}
	}
	cc := clipped(c, l.matrix)
	for i := range p.Cells {
		cell := &p.Cells[i]
		row, col := i/rules.Cols, i%rules.Cols
		mp := cell.Move.P(now)
		dx := 0.0
		if col == p.KO && p.KOPunch.Active(now) {
			kp := p.KOPunch.P(now)
			dx = math.Sin(kp*40) * l.cell * 0.08 * (1 - kp)
		}
		if q := min(1, mp*2.5); cell.Old != rules.Empty && q < 1 {
			// the previous throw's symbol falls out and fades, gone
			// before the new one comes down to its row
			r := l.cellRect(float64(row)+3.6*q*q, col)
			b.drawSym(cc, cell.Old, r, 1, 1-q)
		}
		if gp := cell.Burst.P(now); gp > 0 && gp < 1 && cell.Gone != rules.Empty {
			r := l.cellRect(float64(row), col)
			r.X += dx
			b.drawSym(cc, cell.Gone, r, 1+0.5*anim.OutCubic(gp), 1-gp)
		}
		if cell.Sym == rules.Empty || (cell.Move.On && now < cell.Move.Start) {
			continue
		}
		y := float64(row)
		if mp < 1 && cell.Move.On {
			y = anim.Lerp(cell.FromY, float64(row), anim.OutBounce(mp))
		}
		r := l.cellRect(y, col)
		r.X += dx
		sc := 1.0
		if gp := cell.Glow.P(now); gp > 0 && gp < 1 {
			sc = 1 + 0.14*anim.Pulse(gp)
		}
		b.drawSym(cc, cell.Sym, r, sc, 1)
	}
}

// drawSym draws symbol s in cell rectangle r, scaled by sc: its image and
// the words on it (a coin's amount, "+1"/"+2", "K.O").
func (b *board) drawSym(c *kit.Canvas, s rules.Sym, r kit.Rect, sc, alpha float64) {
	if alpha <= 0 || s == rules.Empty {
		return
	}
	size := r.W * 0.88
	c.ImageCentered(themed(c.T, s, int(size*c.V.K)), r.CX(), r.CY(), sc, sc, 0, alpha)
	label, clr := "", color.RGBA{0xff, 0xff, 0xff, 0xff}
	switch {
	case s.IsCoin():
		label, clr = c.W.Money(rules.Default.Coins[s.Coin()]), color.RGBA{0x5a, 0x32, 0x00, 0xff}
		label = strings.Replace(label, "\u202f€", "€", 1) // « 5€ », "€5"
	case s == rules.Plus1:
		label = "+1"
	case s == rules.Plus2:
		label = "+2"
	case s == rules.KO:
		label = wordsFor(c.W).KO
	default:
		return
	}
	fs := c.FitSize(label, max(12, r.W*0.34), r.W*0.62, true)
	c.TextShadow(label, r.CX(), r.CY(), fs, true, kit.Center, clr, sc, alpha)
}

// drawLines draws a bar across each winning line of the step (L-3),
// flashing, with the amount it pays over its middle.
func (b *board) drawLines(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	now := p.Now
	for _, wl := range p.Lines {
		cells := rules.LineCells[wl.Line]
		a, z := l.cellAt(int(cells[0])), l.cellAt(int(cells[2]))
		fp := wl.Flash.P(now)
		if fp <= 0 {
			continue
		}
		dx, dy := z.CX()-a.CX(), z.CY()-a.CY()
		length := math.Hypot(dx, dy) + l.cell*0.8
		grow := anim.OutCubic(fp * 2)
		cur := math.Ceil(length*grow/4) * 4
		thick := l.cell * 0.22
		bar := kit.PanelImage(int(cur*k)+1, int(thick*k), thick*k/2, kit.Lighter(t.Win, 0.5), t.Win, kit.Hex(0xffffff), 2*k)
		ux, uy := dx/math.Hypot(dx, dy), dy/math.Hypot(dx, dy)
		sx, sy := a.CX()-ux*l.cell*0.4, a.CY()-uy*l.cell*0.4
		alpha := 0.8 + 0.2*math.Sin(float64(now)/4)
		c.ImageCentered(bar, sx+ux*cur/2, sy+uy*cur/2, 1, 1, math.Atan2(dy, dx), alpha)
		m := l.cellAt(int(cells[1]))
		// the amount on a dark pill over the line's middle cell
		amt := "+" + c.W.Money(wl.Amount)
		size := c.FitSize(amt, l.cell*0.4, l.cell*2.4, true)
		pw, ph := c.Measure(amt, size, true)+size, size*1.5
		sc := 0.6 + 0.4*anim.OutBack(fp*1.6)
		pill := kit.PanelImage(int(pw*k), int(ph*k), ph*k/2, kit.Darker(t.Surface, 0.7), kit.Darker(t.Surface, 0.5), t.Win, 2*k)
		c.ImageCentered(pill, m.CX(), m.CY(), sc, sc, 0, 0.92)
		c.TextScaled(amt, m.CX(), m.CY(), size, true, kit.Center, t.Win, sc, 1)
	}
}

// drawKO draws the punch of a K.O (L-4 c): a flash over the column and
// "K.O !" landing on it.
func (b *board) drawKO(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	now := p.Now
	if p.KO < 0 || !p.KOPunch.Active(now) {
		return
	}
	kp := p.KOPunch.P(now)
	top, bot := l.cellRect(0, p.KO), l.cellRect(2, p.KO)
	col := kit.R(top.X-3, top.Y-3, top.W+6, bot.Y+bot.H-top.Y+6)
	c.Panel(col, 12, kit.Hex(0xffffff), kit.Lighter(t.Colour(ThemeSection, "mark"), 0.5), t.Colour(ThemeSection, "mark"), 0.7*(1-kp))
	pop := anim.OutBack(anim.Clamp01(kp * 2.5))
	word := wordsFor(c.W).KO + " !"
	c.TextShadow(word, col.CX(), col.CY(), c.FitSize(word, l.cell*0.55, l.cell*2.2, true), true, kit.Center, kit.Hex(0xff3a2f), 0.4+0.8*pop, 1-kp*kp)
}

func (b *board) drawTotal(c *kit.Canvas) {
	p := b.play
	kit.Counter(c, b.l.total, p.ShownTotal(), 1+0.12*anim.Pulse(p.Count.P(p.Now)))
}

// drawThrows draws the throws counter: its label, the throw shown out of
// the unit's throws, and a pip per throw (art. 5.2, 5.7): lit once
// played; the pips pulse when "+1"/"+2" adds some.
func (b *board) drawThrows(c *kit.Canvas) {
	t, p, r := c.T, b.play, b.l.throws
	k := c.V.K
	now := p.Now
	c.Panel(r, 16, t.Surface2, t.Surface, kit.Lighter(t.Surface2, 0.15), 0.95)
	w := wordsFor(c.W)
	ly := r.Y + min(16, r.H*0.3)
	if r.H < 44 {
		ly = r.CY()
	}
	c.Text(w.Throws, r.X+12, ly, 13, false, kit.Left, t.TextDim)
	ep := p.ExtraAt.P(now)
	c.TextScaled(kit.Itoa(max(0, p.Throw+1))+"/"+kit.Itoa(p.Throws), r.X+r.W-12, ly, 15, true, kit.Right, t.Text, 1+0.3*anim.Pulse(ep), 1)
	if r.H < 44 {
		return
	}
	d := min(14, (r.W-24)/float64(rules.MaxThrows)*0.72)
	step := d * 1.4
	x0 := r.X + 12
	py := r.Y + r.H*0.68 - d/2
	for i := 0; i < p.Throws; i++ {
		clr, al := t.TextDim, 0.4
		if i <= p.Throw {
			clr, al = t.Accent, 1
		}
		sc := 1.0
		if i >= rules.BaseThrows {
			sc = 1 + 0.4*anim.Pulse(ep)
		}
		c.ImageTinted(kit.Dot(int(d*k)), x0+float64(i)*step-d*(sc-1)/2, py-d*(sc-1)/2, sc, al, clr)
	}
}

// drawFlies draws what flies: a coin and its amount to the total, a
// line's or the banner's amount to the total, a collectible to its
// banner slot, "+1"/"+2" to the throws counter.
func (b *board) drawFlies(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	now := p.Now
	for _, f := range p.Flies {
		fp := f.Span.P(now)
		if fp <= 0 || fp >= 1 {
			continue
		}
		from := kit.Rect{}
		if f.Cell >= 0 {
			from = l.cellAt(f.Cell)
		} else {
			from = l.tiles[f.Row]
		}
		var tx, ty float64
		switch f.Kind {
		case FlyColl:
			d := l.slotRect(f.Row, f.Slot)
			tx, ty = d.CX(), d.CY()
		case FlyExtra:
			tx, ty = l.throws.CX(), l.throws.CY()
		default:
			tx, ty = l.total.X+l.total.W-56, l.total.CY()
		}
		e := anim.InOutCubic(fp)
		x := anim.Lerp(from.CX(), tx, e)
		y := anim.Lerp(from.CY(), ty, e) - l.cell*0.9*math.Sin(math.Pi*e)
		switch f.Kind {
		case FlyColl:
			// one image, scaled down as it nears its slot
			sc := 1 - 0.55*e
			c.ImageCentered(themed(c.T, f.Sym, int(l.cell*0.8*k)), x, y, sc, sc, e*2*math.Pi, 1)
		case FlyExtra:
			r := kit.R(x-l.cell*0.4, y-l.cell*0.4, l.cell*0.8, l.cell*0.8)
			b.drawSym(c, f.Sym, r, 1-0.3*e, 1-fp*fp)
		case FlyCoin:
			s := l.cell * 0.5
			c.ImageCentered(t.GameSym(ThemeSection, "coin", int(s*k)), x, y, 1, 1, 0, 1-fp*fp)
			c.TextShadow("+"+c.W.Money(f.Amount), x, y-s*0.8, 20, true, kit.Center, t.Win, 1, 1-fp*fp)
		default:
			c.TextShadow("+"+c.W.Money(f.Amount), x, y, 24, true, kit.Center, t.Win, 1+0.3*anim.Pulse(fp), 1-fp*fp)
		}
	}
}

// drawCaption says in words what the last event did (words.go).
func (b *board) drawCaption(c *kit.Canvas) {
	if !b.play.Ended {
		kit.Caption(c, b.l.caption, caption(wordsFor(c.W), b.play))
	}
}

// Board is the client's board of play p (Screen's newBoard, in
// cmd/client).
func Board(p *Play) kit.Board { return &board{play: p} }
