//go:build js

package kit

import (
	"math"

	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit/anim"
)

// Board is the part of a unit's screen that belongs to one game (its
// package in render/<game> makes it from the unit's timeline). The
// client's unit screen draws the header, then the board, then the shared
// controls (GO and AUTO, or the end panel) and the particles over it.
type Board interface {
	// Layout places the board for view v and returns where the shared
	// parts go; it runs at the start of every tick.
	Layout(v View) Places
	// Update runs once a tick after the timeline's; it may throw
	// particles (a burst where something was won).
	Update(tick int, fx *anim.Burst)
	// Draw draws the game: its prize counter, its board, its caption.
	Draw(c *Canvas)
	// GoSub is the second line of GO while the unit plays (the steps
	// left, the name of the step GO releases).
	GoSub(w *i18n.Words) string
}

// GoLabeled is a Board whose GO button bears the règlement's own word
// (SUDOKU's « Lancer »); GO says w.Go on the others.
type GoLabeled interface {
	GoLabel(w *i18n.Words) string
}

// Frame draws the panel behind a game's board in r, on its shadow.
func Frame(c *Canvas, r Rect) {
	t := c.T
	c.Shadow(r, 20, 16, 0.55)
	c.Panel(r, 20, Lighter(t.Surface, 0.06), Darker(t.Surface, 0.85), Lighter(t.Surface2, 0.2), 0.96)
}

// Counter draws the prize counter in r: the label at the left and the
// amount shown at the right (when r is 100 units high or more, both
// centred, the amount under the label), the amount scaled by pulse as it
// counts and sized to fit r.
func Counter(c *Canvas, r Rect, shown money.Cents, pulse float64) {
	t := c.T
	c.Panel(r, 16, t.Surface2, t.Surface, Lighter(t.Surface2, 0.15), 0.95)
	amt := shown.French()
	if r.H >= 100 {
		c.Text(c.W.Total, r.CX(), r.Y+28, 16, false, Center, t.TextDim)
		c.TextShadow(amt, r.CX(), r.Y+74, c.FitSize(amt, 44, r.W-24, true), true, Center, t.Win, pulse, 1)
		return
	}
	label := 16.0
	if r.W < 200 {
		label = 13
	}
	room := r.W - 40 - c.Measure(c.W.Total, label, false)
	c.Text(c.W.Total, r.X+12, r.CY(), label, false, Left, t.TextDim)
	c.TextShadow(amt, r.X+r.W-12, r.CY(), c.FitSize(amt, min(30, r.H*0.55), room, true), true, Right, t.Win, pulse, 1)
}

// Controls are GO and AUTO while a unit plays.
type Controls struct {
	Go, Auto Button
}

// Update lays the controls out at p and reads them: GO (a tap, Space or
// Enter, or window.revela.go()) when the timeline waits for it, AUTO
// until it is on or the unit ends. sub is GO's second line.
func (k *Controls) Update(in *Input, p Places, w *i18n.Words, sub string, waiting, auto, ended bool) (goPressed, autoPressed bool) {
	k.Go = Button{R: p.Go, Label: w.Go, Sub: sub, Primary: true, Disabled: !waiting}
	k.Auto = Button{R: p.Auto, Label: w.Auto, Disabled: auto || ended}
	if ended {
		return false, false
	}
	goPressed = k.Go.Update(in) || (in.Hook && waiting)
	autoPressed = k.Auto.Update(in)
	return goPressed, autoPressed
}

// Draw draws GO and AUTO.
func (k *Controls) Draw(c *Canvas) {
	k.Go.Draw(c, c.T)
	k.Auto.Draw(c, c.T)
}

// EndPanel is the end of a unit: the result (the prize counting up with a
// glow on a win, calm words on a loss) and REJOUER, Accueil, Historique.
type EndPanel struct {
	Again, Home, History Button
}

// Set lays the panel's buttons out at p: REJOUER with the price (Revoir
// for a recall, Achat… while a sale is in flight), disabled when the
// balance is below the price.
func (e *EndPanel) Set(p Places, w *i18n.Words, price, balance money.Cents, recall, buying bool) {
	e.Again = Button{R: p.Again, Label: w.Next, Sub: price.French(), Primary: true, Disabled: buying || balance < price}
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
	Unit    int64   // the ticket's id
	Message string  // replaces the second line when set (a failed sale)
	Arrive  float64 // the end span's progress: the panel arrives from 0.5 to 1
	Count   float64 // seconds since the end began: the prize counts up over the first
	Now     int     // the tick, for the glow's pulse
}

// Draw draws the result in r (sliding up as it arrives) and, once it
// has arrived, the three buttons.
func (e *EndPanel) Draw(c *Canvas, r Rect, res Result) {
	t := c.T
	ep := anim.Clamp01((res.Arrive - 0.5) * 2)
	ease := anim.OutCubic(ep)
	r.Y += (1 - ease) * 24
	prize := res.Prize
	if prize > 0 {
		// a glow behind the result, kept off what is above it
		gs := min(r.W, 320)
		glow := Symbol(SymBurst, int(gs*c.V.K))
		c.ImageCentered(glow, r.CX(), r.CY(), 1, min(1, r.H*1.25/gs), 0, 0.2*ease)
	}
	c.Shadow(r, 20, 14, 0.6*ease)
	line := Lighter(t.Surface2, 0.25)
	if prize > 0 {
		line = t.Win
	}
	c.Panel(r, 20, Lighter(t.Surface2, 0.06), t.Surface, line, ease)
	w := c.W
	head, sub := w.Lost, w.LostCalm
	clr, size := t.Text, 24.0
	if prize > 0 {
		// the amount counts up
		cp := anim.OutCubic(res.Count)
		// sized on the final text, so that it does not jump while counting
		// (",00": room for the cents shown while it counts)
		size = c.FitSize(w.YouWin(prize)+",00", 32, r.W-40, true)
		head, sub, clr = w.YouWin(money.Cents(int64(prize)*int64(cp*1000)/1000)), w.Unit(res.Unit), t.Win
	} else {
		size = c.FitSize(head, size, r.W-24, true)
	}
	if res.Message != "" {
		sub = res.Message
	}
	hy, sy := r.CY()-r.H*0.16, r.CY()+r.H*0.24
	if r.H < 90 {
		hy, sy = r.CY()-13, r.CY()+19
	}
	pulse := 1.0
	if prize > 0 {
		pulse = 1 + 0.03*math.Sin(float64(res.Now)/10)
	}
	c.TextShadow(head, r.CX(), hy, size, true, Center, clr, pulse, ease)
	c.TextScaled(sub, r.CX(), sy, c.FitSize(sub, 16, r.W-24, false), false, Center, t.TextDim, 1, ease)
	if ep >= 1 {
		e.Home.Draw(c, t)
		e.History.Draw(c, t)
		e.Again.Draw(c, t)
	}
}

// Alert draws the panel of an error screen: a box, "!" at bangY under its
// top and the message wrapped from textY under its top.
func Alert(c *Canvas, box Rect, msg string, bangY, textY float64) {
	t := c.T
	c.Shadow(box, 22, 16, 0.6)
	c.Panel(box, 22, t.Surface2, t.Surface, Lighter(t.Surface2, 0.2), 1)
	c.Text("!", box.CX(), box.Y+bangY, 44, true, Center, t.Win)
	for i, line := range Wrap(c, msg, 19, false, box.W-40) {
		c.Text(line, box.CX(), box.Y+textY+float64(i)*28, 19, false, Center, t.Text)
	}
}

// Burst draws a burst's particles in the theme's colours (confetti, or
// flakes in winter).
func Burst(c *Canvas, b *anim.Burst) {
	cols := c.T.ConfettiColours()
	k := c.V.K
	for _, p := range b.Bits {
		img := Confetti(int(p.Size*k), c.T.Particles == "snow")
		c.ImageTinted(img, p.X-p.Size/2, p.Y-p.Size/2, 1, p.Alpha(), cols[p.Hue%len(cols)])
	}
}
