//go:build js

package kit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"revela/core/money"
	"revela/render/kit/sound"
)

// Header draws the top bar: a title (and a subtitle, such as the stake)
// at the left, the balance at the right (marked DÉMO for play money), and
// between them the round buttons of ic (nil: none): the rules "i" when
// the screen offers them, and the sound on or off. subs are the
// subtitle's forms from the longest to the shortest: the first that fits
// at 13 units is drawn, else the shortest, fitted (none: no subtitle).
func Header(c *Canvas, ic *Icons, title string, balance money.Cents, demo bool, subs ...string) {
	t := c.T
	v := c.V
	h := 64.0
	c.Panel(Rect{-4, -20, v.W + 8, h + 20}, 18, Darker(t.Surface, 0.9), t.Surface, nil, 0.92)
	x := 16.0
	if v.Landscape {
		x = 32
	}
	label := c.W.Balance
	if demo {
		label += " · " + c.W.Demo
	}
	amt := c.W.Money(balance)
	right := v.W - x - max(c.Measure(label, 13, false), c.Measure(amt, 22, true)) - 10
	if ic != nil {
		right = ic.place(c, right)
	}
	HeaderTitle(c, title, x, right, subs...)
	c.Text(label, v.W-x, 20, 13, false, Right, t.TextDim)
	c.Text(amt, v.W-x, 42, 22, true, Right, t.Win)
}

// HeaderTitle draws a header's title and subtitle from x to right
// (design units): the title at 24 units, smaller when it does not fit,
// down to 10 before it is clipped (issue 29: a game name of 13 capitals
// whole at 320 wide); subs as Header's.
func HeaderTitle(c *Canvas, title string, x, right float64, subs ...string) {
	t := c.T
	size := c.FitSize(title, 24, right-x, true)
	if m := c.Measure(title, size, true); m > right-x {
		// a long title goes to 10 units before it is clipped: a game
		// name of 13 capitals whole at 320 wide beside the two icons (issue 29)
		size = max(10, size*(right-x)/m)
	}
	c.TextShadow(fittedAt(c, title, size, 10, right-x, true), x, 25, size, true, Left, t.Text, 1, 1)
	if len(subs) > 0 {
		sub := subs[len(subs)-1]
		for _, s := range subs {
			if c.FitSize(s, 14, right-x, false) >= 13 {
				sub = s
				break
			}
		}
		size = c.FitSize(sub, 14, right-x, false)
		c.Text(fitted(c, sub, size, right-x, false), x, 48, size, false, Left, t.TextDim)
	}
}

// fitted is s at size (from FitSize), clipped when even FitSize's least
// size is too wide: at 320 px a long title or stake line never runs
// under the icons (a long resumed unit's title, looked at).
func fitted(c *Canvas, s string, size, w float64, bold bool) string {
	return fittedAt(c, s, size, 12, w, bold)
}

// fittedAt is fitted with least as the least size.
func fittedAt(c *Canvas, s string, size, least, w float64, bold bool) string {
	if size > least {
		return s
	}
	return c.Clip(s, size, w, bold)
}

// Icons are the header's round buttons: "i" opens the game's rules
// (when Info is set), the speaker turns the sound off or on. Header
// places and draws them; Update reads them, after the scene's own
// controls (they come last in the keyboard's Tab order).
type Icons struct {
	Info        bool
	info, sound Rect
	fInfo, fSnd bool
	drawn       bool
	names       [2]string // what a screen reader says of each: the rules, the sound's state
}

// place puts the icons at the left of right (the balance) and draws them
// (HeaderIcons); it returns where the title must end.
func (ic *Icons) place(c *Canvas, right float64) float64 {
	ic.info, ic.sound, right = HeaderIcons(right, ic.Info)
	ic.drawn = true
	snd := c.W.Sound[0]
	if sound.Muted() {
		snd = c.W.Sound[1]
	}
	ic.names = [2]string{c.W.Rules, snd}
	t := c.T
	k := c.V.K
	round := func(r Rect, focused bool) {
		if focused {
			FocusRing(c, r, r.H/2)
		}
		c.Panel(r, r.H/2, Lighter(t.Surface2, 0.12), t.Surface, Lighter(t.Surface2, 0.35), 1)
	}
	const in = (IconTarget - IconSize) / 2 // the round drawn in the touch square
	if ic.Info {
		r := ic.info.Inset(in)
		round(r, ic.fInfo)
		c.Text("i", r.CX(), r.CY()+1, 22, true, Center, t.Text)
	}
	r := ic.sound.Inset(in)
	round(r, ic.fSnd)
	c.ImageTinted(speaker(int(IconSize*0.6*k), sound.Muted()), r.X+IconSize*0.2, r.Y+IconSize*0.2, 1, 1, t.Text)
	return right
}

// Update reads the icons (drawn at least once): a tap or Enter on the
// speaker turns the sound off or on; it reports a press on "i".
func (ic *Icons) Update(in *Input) (rules bool) {
	if !ic.drawn {
		return false
	}
	if ic.Info {
		ic.fInfo, rules = in.Focusable(ic.info, ic.names[0])
	}
	var toggle bool
	if ic.fSnd, toggle = in.Focusable(ic.sound, ic.names[1]); toggle {
		sound.Toggle()
		sound.Play(sound.Tick)
	}
	return rules
}

type speakerKey struct {
	px    int
	muted bool
}

// speaker is a white speaker px×px: with two waves, or crossed when muted
// (tinted when drawn).
func speaker(px int, muted bool) *ebiten.Image {
	key := speakerKey{max(px, 4), muted}
	return Cached(key, func() *Raster { return speakerPixels(key.px, muted) })
}
