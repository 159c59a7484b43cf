//go:build js

package sudoku

import (
	"github.com/hajimehoshi/ebiten/v2"

	"image/color"
	"math"

	rules "revela/core/sudoku"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// board draws one SUDOKU play (kit.Board): the total, the 9×9 grid
// with its 3×3 blocks, the Gain case, the dice mat with the throws left
// and the étapes Extra, and the caption (layout.go).
type board struct {
	play    *Play
	l       sudoLayout
	cheered int // blocks already celebrated with a burst
}

func (b *board) Layout(v kit.View) kit.Places {
	b.l = newSudoLayout(v)
	return b.l.places()
}

// Update throws a burst of particles over each block won, once its light
// comes on (the unit screen plays the events' sounds, Play.Sound).
func (b *board) Update(tick int, fx *anim.Burst) {
	for i, bl := range b.play.Blocks {
		if bl.Won && bl.Rank > b.cheered && bl.Light.P(b.play.Now) > 0 {
			b.cheered = bl.Rank
			r := b.l.blockRect(i)
			fx.Emit(16, r.CX(), r.CY(), 5, uint64(tick)+uint64(i))
		}
	}
}

// GoSub is « Étape Extra » when Lancer throws one, else the throws left.
func (b *board) GoSub(w *i18n.Words) string { return goSub(w, b.play) }

// GoLabel is the règlement's « Lancer » (art. 4.3.1) on GO.
func (b *board) GoLabel(w *i18n.Words) string { return wordsFor(w).Throw }

func (b *board) Draw(c *kit.Canvas) {
	p := b.play
	if !p.Ended || !b.l.total.Overlaps(b.l.Result) { // a short screen: the result takes its place
		kit.Counter(c, b.l.total, p.ShownTotal(), 1+0.12*anim.Pulse(p.Count.P(p.Now)))
	}
	kit.Frame(c, b.l.frame)
	b.drawGrid(c)
	b.drawGain(c)
	b.drawMat(c)
	if !p.Ended {
		b.drawCaption(c)
	}
}

// drawGrid draws the nine blocks, each on its own plate (lit when won),
// and their cells: shown digits, covered cells, cells turning.
func (b *board) drawGrid(c *kit.Canvas) {
	t, p, l := c.T, b.play, &b.l
	pad := l.cell * blockGap * 0.42
	for bi, bl := range p.Blocks {
		r := l.blockRect(bi)
		plate := kit.R(r.X-pad, r.Y-pad, r.W+2*pad, r.H+2*pad)
		lp := bl.Light.P(p.Now)
		if bl.Won && lp > 0 {
			glow := 0.55 + 0.25*math.Sin(float64(p.Now)/14+float64(bi))
			if lp < 1 {
				glow = anim.Pulse(lp)*0.6 + 0.55*lp
			}
			grow := 4 * anim.Pulse(lp)
			c.Panel(kit.R(plate.X-grow, plate.Y-grow, plate.W+2*grow, plate.H+2*grow), 10, kit.Lighter(t.Win, 0.25), t.Colour(ThemeSection, "gold"), t.Win, anim.Clamp01(glow))
			continue
		}
		c.Panel(plate, 10, kit.Lighter(t.Surface2, 0.1), kit.Darker(t.Surface2, 0.9), kit.Lighter(t.Surface2, 0.25), 0.9)
	}
	lastDigit := 0
	if th, ok := p.LastThrow(); ok && p.Roll.Done(p.Now) && !th.Repeat && !p.Ended {
		lastDigit = th.Digit
	}
	digit := max(12, l.cell*0.56)
	for i, cell := range p.Cells {
		r := l.cellRect(i)
		if cell.Shown {
			// the start (art. 4.3): the shown cells appear block by block
			ap := anim.Clamp01(p.Start.P(p.Now)*1.6 - float64(i/rules.N+i%rules.N)*0.035)
			top, bottom := t.Cell, kit.Darker(t.Cell, 0.88)
			if cell.InWon {
				gold := t.Colour(ThemeSection, "gold")
				top, bottom = kit.Lighter(gold, 0.7), kit.Lighter(gold, 0.45)
			}
			c.Panel(r, l.cell*0.18, top, bottom, kit.Darker(bottom, 0.82), ap)
			c.TextScaled(kit.Itoa(cell.Digit), r.CX(), r.CY(), digit, false, kit.Center, t.CellText, 1, ap)
			continue
		}
		tp := cell.Turn.P(p.Now)
		face := cell.Open && tp >= 0.5
		sx := 1.0
		if cell.Open && tp < 1 {
			sx = math.Abs(math.Cos(math.Pi * tp))
		}
		lift := 0.0
		if cell.Open && tp < 1 {
			lift = 5 * anim.Pulse(tp)
		}
		rr := kit.R(r.X, r.Y-lift, r.W, r.H)
		var top, bottom, line color.RGBA
		switch {
		case !face:
			top, bottom, line = kit.Lighter(t.Accent, 0.2), kit.Darker(t.Accent, 0.72), kit.Lighter(t.Accent, 0.45)
		case cell.InWon:
			gold := t.Colour(ThemeSection, "gold")
			top, bottom, line = kit.Lighter(gold, 0.55), gold, kit.Darker(gold, 0.7)
		default:
			mark := t.Colour(ThemeSection, "mark")
			top, bottom, line = kit.Lighter(mark, 0.8), kit.Lighter(mark, 0.55), mark
		}
		k := c.V.K
		img := kit.PanelImage(int(rr.W*k), int(rr.H*k), l.cell*0.18*k, top, bottom, line, 1.5*k)
		c.ImageCentered(img, rr.CX(), rr.CY(), sx, 1, 0, 1)
		if !face {
			// a covered cell bears the theme's mark, faintly (a star, a
			// snowflake in winter)
			c.ImageCentered(kit.Symbol(t.SymbolName(ThemeSection, "mark"), int(l.cell*0.5*k)), rr.CX(), rr.CY(), sx, 1, 0, 0.28)
			continue
		}
		pop := 1.0
		if tp < 1 {
			pop = anim.OutBack((tp - 0.5) * 2)
		}
		clr := kit.Darker(t.CellText, 1)
		if cell.ByStep == len(p.Throws) && cell.Digit == lastDigit && !cell.InWon {
			pop *= 1 + 0.06*math.Sin(float64(p.Now)/8)
		}
		c.TextScaled(kit.Itoa(cell.Digit), rr.CX(), rr.CY(), digit, true, kit.Center, clr, pop*sx, 1)
	}
}

// drawGain draws the Gain case (art. 4.3), with the winning blocks and
// their product once a block is won. At the end of a unit that won no
// block its amount is dimmed: what a block would have paid, not a prize
// (beside « Pas de gain cette fois » it read as one).
func (b *board) drawGain(c *kit.Canvas) {
	t, p, r := c.T, b.play, b.l.gain
	line := kit.Lighter(t.Surface2, 0.3)
	if p.Won > 0 {
		line = t.Win
	}
	c.Panel(r, 14, kit.Lighter(t.Surface2, 0.12), t.Surface2, line, 1)
	ws := wordsFor(c.W)
	amt := c.W.Money(p.Gain)
	if p.Won == 0 {
		clr := t.Win
		if p.Ended {
			clr = t.TextDim
		}
		c.Text(ws.Gain, r.CX(), r.Y+r.H*0.27, min(16, max(12, r.H*0.2)), false, kit.Center, t.TextDim)
		c.TextShadow(amt, r.CX(), r.Y+r.H*0.64, c.FitSize(amt, min(28, r.H*0.34), r.W-12, true), true, kit.Center, clr, 1, 1)
		return
	}
	// Gain × blocks: the amount, then « × 3 blocs »
	c.Text(ws.Gain, r.CX(), r.Y+r.H*0.2, min(15, max(12, r.H*0.17)), false, kit.Center, t.TextDim)
	c.TextShadow(amt, r.CX(), r.Y+r.H*0.48, c.FitSize(amt, min(24, r.H*0.28), r.W-12, true), true, kit.Center, t.Win, 1, 1)
	times := "× " + ws.Blocks(p.Won)
	c.Text(times, r.CX(), r.Y+r.H*0.79, c.FitSize(times, min(16, max(12, r.H*0.2)), r.W-10, true), true, kit.Center, t.Text)
}

// drawMat draws the dice mat: the two dice rolling then landing on the
// throw's faces (a clover recognisable), the result, and a row of marks
// for the throws (used, left, and the étapes Extra with a clover).
func (b *board) drawMat(c *kit.Canvas) {
	t, p, r := c.T, b.play, b.l.mat
	k := c.V.K
	felt := kit.Darker(t.Accent2, 0.45)
	c.Panel(r, 14, kit.Lighter(felt, 0.12), felt, kit.Lighter(t.Accent2, 0.3), 1)
	// the marks' row: 25 units at least, so that a throw's digit is 15
	// units on the smallest phones (it was 12, hard to read: issue 29),
	// larger on a tall mat (desktop)
	strip := min(max(25, r.H*0.3), 32)
	mk := strip / 20 // the marks' scale
	area := kit.R(r.X+6, r.Y+4, r.W-12, r.H-strip-6)
	ds := min(area.H*0.86, (area.W-8)/3.3) // two dice, their gap and the result
	th, thrown := p.LastThrow()
	rp := p.Roll.P(p.Now)
	rolling := thrown && rp < 1
	gap := ds * 0.22
	x0 := area.X + (area.W-(2*ds+gap+ds*1.05))/2
	for d := 0; d < 2; d++ {
		cx := x0 + ds/2 + float64(d)*(ds+gap)
		cy := area.CY()
		face := -1 // no throw yet: a blank die
		sc, rot := 1.0, 0.0
		if thrown {
			face = th.Faces[d]
		}
		if rolling {
			// the dice hop and tumble, their faces flickering, and land
			hop := math.Abs(math.Sin(math.Pi*rp*3)) * (1 - rp) * ds * 0.35
			cy -= hop
			rot = (1 - anim.OutCubic(rp)) * math.Pi * 3 * float64(1-2*d)
			if rp < 0.82 {
				face = (p.Now/4 + 5*d + len(p.Throws)) % 6
			} else {
				sc = anim.OutBack((rp - 0.82) / 0.18)
				sc = 0.85 + 0.15*sc
			}
		}
		body := kit.PanelImage(int(ds*k), int(ds*k), ds*0.2*k, kit.Hex(0xffffff), kit.Hex(0xdcdce6), kit.Hex(0x8d8da0), 1.5*k)
		c.ImageCentered(kit.Dot(int(ds*1.05*k)), cx+2, area.CY()+ds*0.45, 1, 0.22, 0, 0.35)
		c.ImageCentered(body, cx, cy, sc, sc, rot, 1)
		if face < 0 {
			continue
		}
		if face == rules.Clover {
			c.ImageCentered(clover(t, int(ds*0.8*k)), cx, cy, sc, sc, rot, 1)
			if !rolling && th.Clover {
				c.ImageCentered(kit.Symbol(kit.SymBurst, int(ds*1.5*k)), cx, cy, 1, 1, float64(p.Now)/80, 0.25)
				c.ImageCentered(clover(t, int(ds*0.8*k)), cx, cy, 1, 1, 0, 1)
			}
			continue
		}
		for _, pip := range pips[face] {
			px, py := (pip[0]-0.5)*ds*0.56, (pip[1]-0.5)*ds*0.56
			cs, sn := math.Cos(rot), math.Sin(rot)
			x, y := cx+sc*(px*cs-py*sn), cy+sc*(px*sn+py*cs)
			dot := ds * 0.19 * sc
			c.ImageTinted(kit.Dot(int(dot*k)), x-dot/2, y-dot/2, 1, 1, kit.Hex(0x24243a))
		}
	}
	// the result
	rx := x0 + 2*ds + gap + ds*0.2 + ds*0.85/2
	if thrown && !rolling {
		res := kit.Itoa(th.Digit)
		pop := 1.0
		if since := p.Now - (p.Roll.Start + p.Roll.Dur); since < 20 {
			pop = 0.6 + 0.4*anim.OutBack(float64(since)/20)
		}
		fill := t.Win
		if th.Repeat {
			fill = kit.Lighter(t.Surface2, 0.3)
		}
		c.ImageTinted(kit.Dot(int(ds*0.95*k)), rx-ds*0.95/2, area.CY()-ds*0.95/2, 1, 0.95, fill)
		c.TextScaled(res, rx, area.CY(), ds*0.55, true, kit.Center, kit.Hex(0x2a1a00), pop, 1)
	} else {
		c.Text("=", rx, area.CY(), max(12, ds*0.45), true, kit.Center, kit.Lighter(t.Accent2, 0.4))
	}
	// the throws, in order: each one made shows its digit (grey when it
	// came up before), each one left a dot, an étape Extra a clover
	n := len(p.Throws) + p.Left
	sy := r.Y + r.H - strip/2 - 3
	step := min(22*mk, (r.W-16)/float64(max(n, 1)))
	sx := r.CX() - step*float64(n-1)/2
	for i := 0; i < n; i++ {
		x := sx + float64(i)*step
		if i < len(p.Throws) && (i < len(p.Throws)-1 || !rolling) {
			tw := p.Throws[i]
			fill := t.Win
			if tw.Repeat {
				fill = kit.Lighter(t.Surface2, 0.35)
			}
			d := min(step-2, 18*mk)
			c.ImageTinted(kit.Dot(int(d*k)), x-d/2, sy-d/2, 1, 1, fill)
			c.Text(kit.Itoa(tw.Digit), x, sy, 12*mk, true, kit.Center, kit.Hex(0x2a1a00))
			continue
		}
		if i >= rules.BaseThrows {
			c.ImageCentered(clover(t, int(15*mk*k)), x, sy, 1, 1, 0, 1)
			continue
		}
		c.ImageTinted(kit.Dot(int(9*mk*k)), x-4.5*mk, sy-4.5*mk, 1, 0.8, kit.Lighter(t.Accent2, 0.5))
	}
}

// pips are where the pips of faces 1-5 go on a die, in fractions of its
// pip square.
var pips = [6][][2]float64{
	1: {{0.5, 0.5}},
	2: {{0, 0}, {1, 1}},
	3: {{0, 0}, {0.5, 0.5}, {1, 1}},
	4: {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
	5: {{0, 0}, {1, 0}, {0.5, 0.5}, {0, 1}, {1, 1}},
}

// drawCaption says in words what the last step did.
func (b *board) drawCaption(c *kit.Canvas) {
	txt := caption(c.W, b.play)
	if txt == "" {
		return
	}
	r := b.l.caption
	lines := []string{txt}
	size := c.FitSize(txt, 18, r.W-12, true)
	if size < 14 {
		size = 14
		lines = kit.Wrap(c, txt, size, true, r.W-12)
	}
	lh := size * 1.2
	for len(lines) > 1 && lh*float64(len(lines)) > r.H && size > 12 {
		size--
		lh = size * 1.2
		lines = kit.Wrap(c, txt, size, true, r.W-12)
	}
	y0 := r.CY() - lh*float64(len(lines)-1)/2
	for i, s := range lines {
		c.TextShadow(s, r.CX(), y0+float64(i)*lh, size, true, kit.Center, c.T.Text, 1, 1)
	}
}

// clover is the dice's clover, px×px: the section's art once loaded
// (ThemeSection), else the kit's.
func clover(t *kit.Theme, px int) *ebiten.Image {
	if img := t.GameArt(ThemeSection.Game, "clover.png", px); img != nil {
		return img
	}
	return kit.Symbol(kit.SymClover, px)
}

// Board is the client's board of play p (Screen's newBoard, in
// cmd/client).
func Board(p *Play) kit.Board { return &board{play: p} }
