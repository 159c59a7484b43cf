//go:build js

package kit

import (
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
	// parts go; it runs at the start of every tick, before Update, GoSub,
	// GoLabel and Draw (a board is never asked anything before it).
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

// GoNamer is a Board whose règlement names its GO button (a word of its
// own for a throw or a grid, which may change from step to step): the
// label replaces GO while the unit plays.
type GoNamer interface {
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
	amt := c.W.Money(shown)
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
