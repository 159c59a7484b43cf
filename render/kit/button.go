//go:build js

package kit

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a labelled touch target (at least 44 design units high).
type Button struct {
	R        Rect
	Label    string
	Sub      string // a second, smaller line
	Primary  bool   // the main action: the theme's button colour
	Disabled bool
	pressed  bool
	focused  bool // has the keyboard focus: drawn with a ring
}

// Update reports whether the button was tapped, or Enter or Space pressed
// while it has the keyboard focus (or with nothing focused, for a primary
// button) this tick. A disabled button takes no focus.
func (b *Button) Update(in *Input) bool {
	b.pressed, b.focused = !b.Disabled && in.Pressing(b.R), false
	if b.Disabled {
		return false
	}
	var hit bool
	b.focused, hit = in.Focusable(b.R, b.Label)
	return hit || (b.Primary && in.KeyFree())
}

// Draw draws the button in the theme's colours.
func (b *Button) Draw(c *Canvas, t *Theme) {
	r := b.R
	if b.pressed {
		r = Rect{r.X + 1, r.Y + 2, r.W - 2, r.H - 2}
	}
	alpha := 1.0
	top, bottom, label := t.Button, Darker(t.Button, 0.75), t.ButtonText
	if !b.Primary {
		top, bottom, label = t.Surface2, t.Surface, t.Text
	}
	if b.Disabled {
		alpha = 0.45
	}
	if b.focused {
		FocusRing(c, r, min(r.H/2, 18))
	}
	c.Shadow(r, r.H/2, 8, 0.5*alpha)
	c.Panel(r, min(r.H/2, 18), Lighter(top, 0.12), bottom, Lighter(top, 0.35), alpha)
	size := min(r.H*0.42, 26)
	if b.Sub != "" {
		size = min(size, c.FitSize(b.Label, size, r.W-16, true))
		c.TextScaled(b.Label, r.CX(), r.Y+r.H*0.38, size, true, Center, label, 1, alpha)
		c.TextScaled(b.Sub, r.CX(), r.Y+r.H*0.74, max(12, min(15, r.H*0.2)), false, Center, label, 1, alpha*0.9)
		return
	}
	size = min(size, c.FitSize(b.Label, size, r.W-16, true))
	c.TextScaled(b.Label, r.CX(), r.CY(), size, true, Center, label, 1, alpha)
}

// FocusRing draws the keyboard focus around r: a bright outline 4 units
// outside it.
func FocusRing(c *Canvas, r Rect, radius float64) {
	o := r.Inset(-5)
	c.Panel(o, radius+5, c.T.Win, c.T.Win, Hex(0xffffff), 1)
	c.Panel(r.Inset(-2), radius+2, c.T.Background, c.T.Background, nil, 1)
}

func Lighter(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(float64(v) + (255-float64(v))*k) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

func Darker(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(float64(v) * k) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

var _ = ebiten.NewImage
