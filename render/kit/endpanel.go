//go:build js

package kit

import (
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/assets/themes"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit/anim"
)

// EndPanel is the end of a unit: the result (the prize counting up with a
// glow on a win, calm words on a loss) and REJOUER, Accueil, Historique.
type EndPanel struct {
	Again, Home, History Button
	// Seal is the proof's seal at the result's top right, a touch target
	// placed by Draw when the result has one (Result.Seal): it opens the
	// unit's proof (issue 28).
	Seal Button
}

// Set lays the panel's buttons out at p: REJOUER with the price (Revoir
// for a recall, Achat… while a sale is in flight), disabled when the
// balance is below the price.
func (e *EndPanel) Set(p Places, w *i18n.Words, price, balance money.Cents, recall, buying bool) {
	e.Again = Button{R: p.Again, Label: w.Next, Sub: w.Money(price), Primary: true, Disabled: buying || balance < price}
	e.Home = Button{R: p.Home, Label: w.Home}
	e.History = Button{R: p.History, Label: w.History}
	if recall {
		e.Again.Label, e.Again.Sub = w.Replay, ""
		e.Again.Disabled = false
	}
	if buying {
		e.Again.Label, e.Again.Sub = w.Buying, ""
	}
}

// Update reads the three buttons.
func (e *EndPanel) Update(in *Input) (again, home, history bool) {
	home = e.Home.Update(in)
	history = e.History.Update(in)
	again = e.Again.Update(in)
	return again, home, history
}

// Result is what the end panel shows.
type Result struct {
	Prize   money.Cents
	Unit    int64     // the ticket's id (never shown: it tells the sales)
	When    time.Time // when the unit was bought (zero: not said)
	Message string    // replaces the second line when set (a failed sale)
	Arrive  float64   // the end span's progress: the panel arrives from 0.5 to 1
	Count   float64   // the count-up's progress, 0 to 1 (on the clock: Tier.CountMs)
	Now     int       // the tick, for the glow's pulse
	Tier    Tier      // the celebration
	Parts   []Part    // how the prize was made (none: the prize alone)
	Seal    string    // the proof's seal, « Vérifié » ("": none, a unit never sold)
}

// Draw draws the result in r (sliding up as it arrives) and, once it
// has arrived, the three buttons: on a win the tier's title (big and top
// prizes), the prize counting up, and its parts as many as fit (the
// rest summed on the last row).
func (e *EndPanel) Draw(c *Canvas, r Rect, res Result) {
	t := c.T
	ep := anim.Clamp01((res.Arrive - 0.5) * 2)
	ease := anim.OutCubic(ep)
	r.Y += (1 - ease) * 24
	prize := res.Prize
	big := res.Tier >= TierBig
	if prize > 0 {
		// a glow behind the result, kept off what is above it
		gs := min(r.W, 320)
		glow := Symbol(SymBurst, int(gs*c.V.K))
		al := 0.2
		if big {
			al = 0.35 + 0.1*math.Sin(float64(res.Now)/12)
		}
		c.ImageCentered(glow, r.CX(), r.CY(), 1, min(1, r.H*1.25/gs), 0, al*ease)
	}
	c.Shadow(r, 20, 14, 0.6*ease)
	line := Lighter(t.Surface2, 0.25)
	top := Lighter(t.Surface2, 0.06)
	if prize > 0 {
		line = t.Win
	}
	if big {
		top = Lighter(Darker(t.Win, 0.35), 0.05)
	}
	c.Panel(r, 20, top, t.Surface, line, ease)
	w := c.W
	if prize <= 0 {
		head, sub := w.Lost, w.LostCalm
		if res.Message != "" {
			sub = res.Message
		}
		size := c.FitSize(head, 24, r.W-24, true)
		hy, sy := r.CY()-r.H*0.16, r.CY()+r.H*0.24
		if r.H < 90 {
			hy, sy = r.CY()-13, r.CY()+19
		}
		c.TextShadow(head, r.CX(), hy, size, true, Center, t.Text, 1, ease)
		c.TextScaled(sub, r.CX(), sy, c.FitSize(sub, 16, r.W-24, false), false, Center, t.TextDim, 1, ease)
		e.drawSeal(c, r, res.Seal, ease)
		e.drawButtons(c, ep)
		return
	}
	// the tier's title on a ribbon across the top edge; then the amount
	// and the parts (or the unit's number, or the message)
	cp := anim.OutCubic(anim.Clamp01(res.Count))
	amount := w.YouWin(money.Cents(int64(prize) * int64(cp*1000) / 1000))
	maxSize := 30.0
	if big {
		maxSize = 36
	}
	// sized on the final text, so that it does not jump while counting
	// (",00": room for the cents shown while it counts)
	size := c.FitSize(w.YouWin(prize)+".00", maxSize, r.W-32, true)
	head := size + 12
	// a tall panel whose width shrank the amount (1280×800's column: a
	// 50 € big win at 24 units, looked at): "Vous gagnez" on its own line
	// and the amount alone under it, larger
	lead := strings.TrimSpace(strings.TrimSuffix(w.YouWin(prize), w.Money(prize)))
	stack := size < maxSize && r.H >= 150
	if stack {
		amount = w.Money(money.Cents(int64(prize) * int64(cp*1000) / 1000))
		size = c.FitSize(w.Money(prize)+".00", maxSize*1.4, r.W-32, true)
		head = size + 12 + 26
	}
	partH := 18.0
	parts := res.Parts
	if res.Message != "" {
		parts = nil
	}
	rows := int((r.H - head - 10) / partH)
	// the parts' column and the amount's centre
	px, pw, ax := r.X+12, r.W-24, r.CX()
	beside := len(parts) > 0 && rows < min(len(parts), 2) && r.W >= 3*r.H
	if beside {
		// a panel too short for two parts under the amount (the short
		// phones: none was shown, looked at): "Vous gagnez" and the
		// amount at the left, the parts at the right
		lw := min(r.W*0.38, 170)
		if res.Tier < TierBig { // a big or top prize's ribbon sits where "Vous gagnez" would (looked at, 390×844)
			c.TextScaled(lead, r.X+lw/2+6, r.Y+r.H*0.27, c.FitSize(lead, 13, lw-12, false), false, Center, t.TextDim, 1, ease)
		}
		amount = w.Money(money.Cents(int64(prize) * int64(cp*1000) / 1000))
		size = c.FitSize(w.Money(prize)+".00", min(maxSize, r.H*0.45), lw-12, true)
		head, partH = 0, 16
		rows = int((r.H - 6) / partH)
		px, pw, ax = r.X+lw, r.W-lw-10, r.X+lw/2+6
	}
	fs := 13.0 // the parts' text size
	if k := (r.H - head - 10) / (float64(len(parts)) * partH); !beside && len(parts) > 0 && k > 1 {
		// a tall panel (a wide screen's column): the parts larger, up to
		// 17 units, not 13 in a panel two thirds empty (looked at)
		k = min(k, 1.3)
		partH, fs = partH*k, fs*k
	}
	cols := 1
	if len(parts) > rows && pw >= 306 {
		cols = 2
	}
	shown := Fold(parts, rows*cols)
	slots := len(shown)
	used := (slots + cols - 1) / cols
	y := r.Y + (r.H-head-float64(used)*partH)/2
	if slots == 0 && res.Message == "" && r.H >= head+40 {
		y = r.Y + (r.H-head-24)/2 // the unit's number under the amount
	}
	pulse := 1 + 0.03*math.Sin(float64(res.Now)/10)
	ay := y + head/2
	if beside {
		ay = r.Y + r.H*0.64
		if big {
			ay = r.Y + r.H*0.6 // under the ribbon, alone
		}
	}
	if stack && !beside {
		c.TextScaled(lead, ax, y+14, c.FitSize(lead, 18, r.W-32, false), false, Center, t.Text, 1, ease)
		ay = y + 26 + (size+12)/2
	}
	c.TextShadow(amount, ax, ay, size, true, Center, t.Win, pulse, ease)
	y += head
	switch {
	case res.Message != "":
		c.TextScaled(res.Message, r.CX(), y+10, c.FitSize(res.Message, 16, r.W-24, false), false, Center, t.TextDim, 1, ease)
	case slots > 0:
		cw := pw / float64(cols)
		for i, p := range shown {
			label, amt := p.Label, p.Amount
			x0 := px + float64(i%cols)*cw
			ry := y + float64(i/cols)*partH + partH/2
			a := ease * anim.Clamp01(res.Count*3-float64(i)*0.3)
			as := w.Money(amt)
			aw := c.Measure(as, fs, true)
			ls := c.FitSize(label, fs, cw-aw-20, false)
			c.TextScaled(c.Clip(label, ls, cw-aw-20, false), x0+6, ry, ls, false, Left, t.Text, 1, a)
			c.TextScaled(as, x0+cw-6, ry, fs, true, Right, t.Win, 1, a)
		}
	case r.H >= head+40 && !res.When.IsZero():
		sub := w.Played(res.When.Local())
		c.TextScaled(sub, r.CX(), y+12, c.FitSize(sub, 16, r.W-24, false), false, Center, t.TextDim, 1, ease)
	}
	if title := map[Tier]string{TierBig: w.BigWin, TierTop: w.TopWin}[res.Tier]; title != "" {
		ts := c.FitSize(title, 16, r.W-60, true)
		tw := c.Measure(title, ts, true) + 28
		rib := R(r.CX()-tw/2, r.Y-13, tw, 26)
		if res.Seal != "" && rib.X+rib.W > e.sealX(c, r, res.Seal)-8 {
			rib.X = r.X + 12 // beside the seal, not under it
		}
		c.Panel(rib, 13, Lighter(t.Win, 0.3), t.Win, Darker(t.Win, 0.6), ease)
		c.TextScaled(title, rib.CX(), rib.CY(), ts, true, Center, Darker(t.Win, 0.25), 1, ease)
	}
	e.drawSeal(c, r, res.Seal, ease)
	e.drawButtons(c, ep)
}

// sealX is where the seal's pill begins on the result r's top edge.
func (e *EndPanel) sealX(c *Canvas, r Rect, seal string) float64 {
	return r.X + r.W - 12 - (c.Measure(seal, 13, true) + 36)
}

// drawSeal draws the seal (a check in a disc, then its word) across the
// top edge of r, at its right, and places its touch target there: 44
// units high over the 26 of the pill. No seal: no target.
func (e *EndPanel) drawSeal(c *Canvas, r Rect, seal string, alpha float64) {
	if seal == "" {
		e.Seal.R = Rect{}
		return
	}
	t := c.T
	x := e.sealX(c, r, seal)
	// mostly above the edge: a short panel's first line is 13 units
	// under it (a loss at 320×568, looked at)
	pill := R(x, r.Y-16, r.X+r.W-12-x, 22)
	e.Seal.R = R(pill.X-4, pill.Y-11, pill.W+8, 44)
	if e.Seal.focused {
		FocusRing(c, pill, 11)
	}
	c.Panel(pill, 11, Lighter(t.Surface2, 0.15), t.Surface2, t.Win, alpha)
	cx, cy := pill.X+13, pill.CY()
	c.Panel(R(cx-8, cy-8, 16, 16), 8, Lighter(t.Win, 0.2), t.Win, nil, alpha)
	ink := Darker(t.Win, 0.25)
	ink.A = uint8(float64(ink.A) * alpha)
	ink.R, ink.G, ink.B = uint8(float64(ink.R)*alpha), uint8(float64(ink.G)*alpha), uint8(float64(ink.B)*alpha)
	tick(c, cx, cy, ink)
	c.TextScaled(seal, pill.X+26, cy, 13, true, Left, t.Text, 1, alpha)
}

func (e *EndPanel) drawButtons(c *Canvas, ep float64) {
	if ep >= 1 {
		e.Home.Draw(c, c.T)
		e.History.Draw(c, c.T)
		e.Again.Draw(c, c.T)
	}
}

// Celebrate draws the top prize's full-screen moment over everything: the
// screen darkened, a turning glow, the tier's title and the amount
// counted up large (count: 0 to 1), "touch to continue" once it has
// counted; fade (0 to 1) brings it in and out.
func Celebrate(c *Canvas, prize money.Cents, count, fade float64, now int) {
	if fade <= 0 {
		return
	}
	t, v, w := c.T, c.V, c.W
	c.Panel(R(-4, -4, v.W+8, v.H+8), 0, Hex(0x000000), Darker(t.Background, 0.4), nil, 0.82*fade)
	cx, cy := v.W/2, v.H*0.45
	gs := min(v.W, v.H) * 0.95
	glow := Symbol(SymBurst, int(gs*v.K))
	// faint enough that the amount reads over it
	c.ImageCentered(glow, cx, cy, 1, 1, float64(now)/140, 0.3*fade)
	c.ImageCentered(glow, cx, cy, 0.7, 0.7, -float64(now)/90, 0.22*fade)
	title := w.TopWin
	c.TextShadow(title, cx, cy-gs*0.22, c.FitSize(title, 34, v.W-40, true), true, Center, Hex(0xffffff), 1, fade)
	cp := anim.OutCubic(anim.Clamp01(count))
	amt := w.Money(money.Cents(int64(prize) * int64(cp*1000) / 1000))
	size := c.FitSize(w.Money(prize)+".00", min(96, v.H*0.14), v.W-40, true)
	pulse := 1 + 0.04*math.Sin(float64(now)/8)
	c.TextShadow(amt, cx, cy, size, true, Center, t.Win, pulse, fade)
	if count >= 1 {
		c.TextScaled(w.Skip, cx, min(cy+gs*0.62, v.H-40), 16, false, Center, t.Text, 1, fade*(0.6+0.4*math.Sin(float64(now)/15)))
	}
}

// Burst draws a burst's particles in the theme's colours (confetti, or
// flakes in winter).
func Burst(c *Canvas, b *anim.Burst) {
	cols := c.T.ConfettiColours()
	k := c.V.K
	for _, p := range b.Bits {
		if art := c.T.ArtScaled(themes.ArtParticle, int(p.Size*k*1.6)); art != nil {
			// the theme's particle.png, as drawn: not tinted
			c.ImageCentered(art, p.X, p.Y, 1, 1, p.Rot, p.Alpha())
			continue
		}
		img := Confetti(int(p.Size*k), c.T.Particles)
		c.ImageTinted(img, p.X-p.Size/2, p.Y-p.Size/2, 1, p.Alpha(), cols[p.Hue%len(cols)])
	}
}

type tickKey struct {
	k      float64
	fx, fy int // the quarter pixel the tick starts in
}

// tick draws the seal's tick centred on design (cx, cy) in ink
// (premultiplied): a white tick painted once per scale and quarter pixel
// (tickPixels), tinted where drawn.
func tick(c *Canvas, cx, cy float64, ink color.RGBA) {
	k := c.V.K
	// the image's corner, in whole pixels; the tick within it to a
	// quarter pixel
	x0, y0 := math.Floor((cx-6)*k), math.Floor((cy-5)*k)
	key := tickKey{k, int(math.Round(((cx-6)*k - x0) * 4)), int(math.Round(((cy-5)*k - y0) * 4))}
	img := Cached(key, func() *Raster { return tickPixels(float32(k), float32(key.fx)/4, float32(key.fy)/4) })
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, y0)
	op.ColorScale.ScaleWithColor(ink)
	c.Dst.DrawImage(img, op)
}
