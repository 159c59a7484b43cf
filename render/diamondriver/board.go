//go:build js

package diamondriver

import (
	"image/color"
	"math"

	rules "revela/core/diamondriver"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
	"revela/render/kit/sound"
)

// board draws one DIAMOND RIVER play (kit.Board): the prize counter,
// the throws left and the golden gems collected, the grid filling gem by
// gem, each winning triple outlined with its amount flying to the
// counter, the caption, and the wheel once no throw is left.
type board struct {
	play *Play
	l    riverLayout
	// what Update has already celebrated
	throw, wins int
	paid        bool
	landed      bool
}

func (b *board) Layout(v kit.View) kit.Places {
	b.l = newLayout(v)
	return b.l.places(b.play.Wheel.Open)
}

// GoLabel is the règlement's word on the game's button: LANCEZ for a
// throw (art. 5.3), GO at the centre of the wheel (art. 5.8).
func (b *board) GoLabel(w *i18n.Words) string {
	if b.play.Stage == PhaseWheel {
		return wordsFor(w).Spin
	}
	return wordsFor(w).Throw
}

// GoSub is the throws left while LANCEZ plays them.
func (b *board) GoSub(w *i18n.Words) string {
	p := b.play
	if p.Stage != PhaseThrow || p.Ended {
		return ""
	}
	return w.ThrowsLeft(p.Left)
}

// Update throws a burst of particles over each winning triple, at the
// collector when the golden gems pay, and over the wheel when it lands;
// it plays the sound of the wheel's landing (the unit screen plays the
// events', Play.Sound).
func (b *board) Update(tick int, fx *anim.Burst) {
	p, l := b.play, &b.l
	if p.Throw != b.throw {
		b.throw, b.wins = p.Throw, 0
	}
	for ; b.wins < len(p.Wins); b.wins++ {
		w := p.Wins[b.wins]
		if w.Show.Dur <= 1 {
			continue // shown at once by a resume: nothing to celebrate
		}
		mid := l.cellRect(int(w.Triple.Cells[1]))
		n := 12
		if w.Amount >= 10000 { // 100 € and more
			n = 40
		}
		fx.Emit(n, mid.CX(), mid.CY(), 5, uint64(tick))
	}
	if p.GoldenPaid && !b.paid {
		b.paid = true
		if p.GoldenAt.Dur <= 1 {
			return
		}
		fx.Emit(24, l.golden.CX(), l.golden.CY(), 5, uint64(tick))
	}
	if p.Wheel.Landed && !b.landed && p.Wheel.Spin.Done(p.Now) {
		b.landed = true
		if p.Wheel.Spin.Dur > 1 {
			sound.Play(landSound)
		}
		fx.Emit(50, l.wheel.CX(), l.wheel.Y+l.wheel.H*0.2, 5, uint64(tick))
	}
}

func (b *board) Draw(c *kit.Canvas) {
	p := b.play
	b.drawCounters(c)
	open := anim.Clamp01(p.Wheel.OpenAt.P(p.Now))
	if !p.Wheel.Open || open < 1 {
		b.drawGrid(c, 1-open)
	}
	b.drawFlights(c)
	if p.Wheel.Open {
		b.drawWheel(c, open)
	}
	b.drawCaption(c)
}

// chip draws a counter's panel and its label on top; it returns the
// centre line of what goes under the label.
func chip(c *kit.Canvas, r kit.Rect, label string, lit float64) float64 {
	t := c.T
	line := kit.Lighter(t.Surface2, 0.15)
	if lit > 0.01 {
		line = t.Win
	}
	c.Panel(r, 14, t.Surface2, t.Surface, line, 0.95)
	if lit > 0.01 {
		c.Panel(r, 14, kit.Lighter(t.Win, 0.3), t.Win, t.Win, 0.35*lit)
	}
	size := max(12, min(15, r.H*0.21))
	c.Text(label, r.CX(), r.Y+size*0.5+5, c.FitSize(label, size, r.W-8, false), false, kit.Center, t.TextDim)
	return r.Y + size + 5 + (r.H-size-5)/2
}

// drawCounters draws the prize counter, the throws left (growing with a
// visible "+1", D-4) and the golden gems collected (0/3 → 50 €, D-5).
func (b *board) drawCounters(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	kit.Counter(c, l.total, p.ShownTotal(), 1+0.12*anim.Pulse(p.Count.P(p.Now)))
	w := wordsFor(c.W)
	// the throws left: the number, bumped when a "+1" arrives
	r := l.throws
	plus := p.PlusAt.P(p.Now)
	y := chip(c, r, w.Throws, anim.Pulse(plus))
	numSize := min(26, (r.H-17)*0.8)
	c.TextShadow(kit.Itoa(p.Left), r.CX(), y, numSize, true, kit.Center, t.Text, 1+0.35*anim.Pulse(plus), 1)
	if plus > 0 && plus < 1 {
		c.TextShadow("+1", r.CX()+numSize*0.9, y-12*anim.OutCubic(plus), 16, true, kit.Center, gemColour(rules.Plus), 1, 1-plus*plus)
	}
	if p.Wheel.Present { // the wheel to come
		ws := min(r.H-18, 26)
		c.ImageCentered(themedGem(t, rules.Wheel, int(ws*k)), r.X+r.W-ws/2-6, y, 1, 1, float64(p.Now)/40, 1)
	}
	// the golden gems: three slots, then what the third pays
	r = l.golden
	gp := p.GoldenAt.P(p.Now)
	lit := 0.0
	if p.GoldenPaid {
		lit = 0.5 + 0.5*anim.Pulse(gp)
	}
	y = chip(c, r, w.Golden, lit)
	prize := "= " + c.W.Money(rules.GoldenPrize)
	pw := c.Measure(prize, 14, true)
	gs := min(r.H-18, 28, (r.W-pw-16)/4.2)
	step := gs * 1.3 // room for the newest to swell as it lands
	x0 := r.CX() - (2*step+gs+6+pw)/2
	for i := 0; i < rules.MaxGolden; i++ {
		x := x0 + float64(i)*step + gs/2
		if i < p.Golden {
			sc := 1.0
			if i == p.Golden-1 && gp < 1 {
				sc = 1 + 0.3*anim.Pulse(gp)
			}
			c.ImageCentered(themedGem(t, rules.Golden, int(gs*k)), x, y, sc, sc, 0, 1)
			continue
		}
		c.ImageCentered(themedGem(t, rules.Golden, int(gs*k)), x, y, 0.8, 0.8, 0, 0.22)
	}
	clr := t.TextDim
	if p.GoldenPaid {
		clr = t.Win
	}
	c.TextShadow(prize, x0+2*step+gs+6, y, 14, true, kit.Left, clr, 1, 1)
}

// drawGrid draws the frame, the 30 cells and the winning triples; fade
// is 1, or less while the wheel arrives over the grid.
func (b *board) drawGrid(c *kit.Canvas, fade float64) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	f := l.frame
	c.Shadow(f, 20, 16, 0.5*fade)
	c.Panel(f, 20, kit.Lighter(t.Surface, 0.08), kit.Darker(t.Surface, 0.8), kit.Lighter(t.Surface2, 0.25), 0.97*fade)
	slot := kit.PanelImage(int(l.cell*k), int(l.cell*k), l.cell*0.22*k, kit.Darker(t.Surface2, 0.75), kit.Darker(t.Surface, 0.6), kit.Lighter(t.Surface2, 0.12), k)
	for i := range p.Cells {
		cell := p.Cells[i]
		r := l.cellRect(i)
		c.ImageCentered(slot, r.CX(), r.CY(), 1, 1, 0, fade)
		if cell.Won {
			glow := 0.55 + 0.25*math.Sin(float64(p.Now)/9)
			c.ImageCentered(discImage(int(l.cell*1.1*k), kit.Lighter(gemColour(cell.Sym), 0.6), gemColour(cell.Sym)), r.CX(), r.CY(), 1, 1, 0, glow*fade)
		}
		if p.Now < cell.Pop.Start { // the gem of the throw before, going
			sc := anim.Clamp01(float64(cell.Pop.Start-p.Now) / 6)
			b.drawSymbol(c, cell.Prev, r, sc, fade*sc*0.8)
			continue
		}
		alpha := fade
		if cell.Used { // collected: it flew to its counter
			alpha *= 0.3
		}
		b.drawSymbol(c, cell.Sym, r, anim.OutBack(cell.Pop.P(p.Now)), alpha)
	}
	for _, w := range p.Wins {
		b.drawTriple(c, w, fade)
	}
	if p.Throw < 0 && !p.Ended {
		c.TextShadow("↓ "+wordsFor(c.W).Throw+" ↓", f.CX(), f.CY(), 18, true, kit.Center, t.Text, 1+0.04*math.Sin(float64(p.Now)/12), fade*0.9)
	}
}

// drawSymbol draws symbol sym in the cell r, scaled by sc ("+1" written
// on its disc).
func (b *board) drawSymbol(c *kit.Canvas, sym rules.Symbol, r kit.Rect, sc, alpha float64) {
	if sym == 0 || sc <= 0 {
		return
	}
	c.ImageCentered(themedGem(c.T, sym, int(r.W*0.84*c.V.K)), r.CX(), r.CY(), sc, sc, 0, alpha)
	if sym == rules.Plus && sc > 0.3 {
		c.TextShadow("+1", r.CX(), r.CY(), max(12, r.W*0.36), true, kit.Center, kit.Hex(0xffffff), sc, alpha)
	}
}

// drawTriple outlines a winning triple (a capsule along its three cells)
// and pops its amount over its middle cell (art. 5.4).
func (b *board) drawTriple(c *kit.Canvas, w Win, fade float64) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	sp := w.Show.P(p.Now)
	if sp <= 0 {
		return
	}
	a, m, z := l.cellRect(int(w.Triple.Cells[0])), l.cellRect(int(w.Triple.Cells[1])), l.cellRect(int(w.Triple.Cells[2]))
	dx, dy := z.CX()-a.CX(), z.CY()-a.CY()
	length := math.Hypot(dx, dy) + l.cell*1.04
	thick := l.cell * 1.08
	ring := kit.PanelImage(int(length*k), int(thick*k), thick*k/2, color.RGBA{}, color.RGBA{}, t.Win, 3.5*k)
	grow := 0.35 + 0.65*anim.OutBack(sp)
	c.ImageCentered(ring, m.CX(), m.CY(), grow, 1, math.Atan2(dy, dx), fade*anim.Clamp01(sp*2))
	// the amount on the middle cell until it flies
	if w.Fly.P(p.Now) > 0 {
		return
	}
	label := c.W.Money(w.Amount)
	size := max(14, l.cell*0.4)
	bw := c.Measure(label, size, true) + 16
	pill := kit.R(m.CX()-bw/2, m.CY()-size*0.75, bw, size*1.5)
	pop := anim.OutBack(sp)
	c.Panel(pill, pill.H/2, kit.Lighter(t.Win, 0.2), kit.Darker(t.Win, 0.7), kit.Hex(0xffffff), fade*anim.Clamp01(sp*2))
	c.TextScaled(label, pill.CX(), pill.CY(), size, true, kit.Center, kit.Hex(0x2a1a00), pop, fade)
}

// drawFlights draws what flies to the counters: each triple's amount to
// the prize counter, golden gems to the collector, a "+1" to the throws,
// the wheel symbol to its badge.
func (b *board) drawFlights(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	arc := func(fp float64, x0, y0, x1, y1 float64) (float64, float64) {
		e := anim.InOutCubic(fp)
		return anim.Lerp(x0, x1, e), anim.Lerp(y0, y1, e) - 50*math.Sin(math.Pi*e)
	}
	for _, w := range p.Wins {
		fp := w.Fly.P(p.Now)
		if fp <= 0 || fp >= 1 {
			continue
		}
		m := l.cellRect(int(w.Triple.Cells[1]))
		x, y := arc(fp, m.CX(), m.CY(), l.total.X+l.total.W-60, l.total.CY())
		c.TextShadow("+"+c.W.Money(w.Amount), x, y, max(18, l.cell*0.42), true, kit.Center, t.Win, 1+0.3*anim.Pulse(fp), 1-fp*fp*fp)
	}
	gs := l.cell * 0.84
	for _, f := range p.Flyers {
		fp := f.Fly.P(p.Now)
		if fp <= 0 || fp >= 1 {
			continue
		}
		from := l.cellRect(f.Cell)
		to := l.throws
		tx, ty := to.CX(), to.CY()+6
		switch f.Sym {
		case rules.Golden:
			to = l.golden
			tx, ty = to.CX(), to.CY()+6
		case rules.Wheel:
			tx = to.X + to.W - 20
		}
		x, y := arc(fp, from.CX(), from.CY(), tx, ty)
		sc := 1 - 0.45*anim.InOutCubic(fp)
		c.ImageCentered(themedGem(t, f.Sym, int(gs*k)), x, y, sc, sc, 0, 1)
		if f.Sym == rules.Plus {
			c.TextShadow("+1", x, y, max(12, gs*0.42*sc), true, kit.Center, kit.Hex(0xffffff), 1, 1)
		}
	}
}

// drawWheel draws the wheel screen over the grid (open: how far it has
// arrived): the wheel turning as the spin eases out onto the script's
// segment (WheelAngle), the pointer at the top, the hub under GO, and
// the segment it landed on lit.
func (b *board) drawWheel(c *kit.Canvas, open float64) {
	t, p, l := c.T, b.play, &b.l
	k := c.V.K
	wr := l.wheel
	pop := anim.OutBack(open)
	if pop <= 0 {
		return
	}
	c.ImageCentered(discImage(int(wr.W*1.06*k), kit.Lighter(t.Surface2, 0.1), kit.Darker(t.Surface, 0.7)), wr.CX(), wr.CY(), pop, pop, 0, 0.9*anim.Clamp01(open*2))
	angle := 0.0
	if p.Wheel.Landed {
		angle = WheelAngle(p.Wheel.Segment, p.Wheel.Spin.P(p.Now))
	} else if open >= 1 { // waiting for GO: a slow sway
		angle = 0.06 * math.Sin(float64(p.Now)/30)
	}
	wheel := t.Colour(ThemeSection, "wheel")
	img := wheelImage(c, int(wr.W*k), wheel)
	c.ImageCentered(img, wr.CX(), wr.CY(), pop, pop, angle, anim.Clamp01(open*2))
	landed := p.Wheel.Landed && p.Wheel.Spin.Done(p.Now)
	if landed {
		glow := 0.3 + 0.15*math.Sin(float64(p.Now)/8)
		c.ImageCentered(wedgeImage(int(wr.W*k), false), wr.CX(), wr.CY(), 1, 1, 0, glow)
		c.ImageCentered(wedgeImage(int(wr.W*k), true), wr.CX(), wr.CY(), 1, 1, 0, 1)
	}
	// the hub under GO, and the pointer over the top
	hub := l.hub
	c.ImageCentered(discImage(int(hub.W*1.3*k), kit.Lighter(wheel, 0.5), wheel), hub.CX(), hub.CY(), pop, pop, 0, 1)
	ps := max(26, wr.W*0.09)
	c.ImageCentered(pointerImage(int(ps*k), kit.Hex(0xf4f4f8)), wr.CX(), wr.Y+ps*0.28, pop, pop, 0, anim.Clamp01(open*2))
	if landed && p.Ended { // the amount won, in the hub where GO was
		a := c.W.Money(p.Wheel.Amount)
		c.TextShadow(a, hub.CX(), hub.CY(), c.FitSize(a, 26, hub.W*1.15, true), true, kit.Center, kit.Hex(0x3a2000), 1+0.04*math.Sin(float64(p.Now)/7), 1)
	}
}

// drawCaption says in words what the last step did, so that the player
// understands why they win; on one line, or two when it is long.
func (b *board) drawCaption(c *kit.Canvas) {
	t, p := c.T, b.play
	if p.Ended {
		return
	}
	txt := caption(wordsFor(c.W), p)
	if txt == "" {
		return
	}
	r := b.l.caption
	size := 16.0
	lines := []string{txt}
	if c.Measure(txt, size, true) > r.W-16 {
		size = max(13, min(15, (r.H-6)/2.4))
		lines = kit.Wrap(c, txt, size, true, r.W-16)
	}
	lh := size * 1.2
	for i, line := range lines {
		y := r.CY() + (float64(i)-float64(len(lines)-1)/2)*lh
		c.TextShadow(line, r.CX(), y, c.FitSize(line, size, r.W-16, true), true, kit.Center, t.Text, 1, 1)
	}
}

// Board is the client's board of play p (Screen's newBoard, in
// cmd/client).
func Board(p *Play) kit.Board { return &board{play: p, throw: -1} }
