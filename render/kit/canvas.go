//go:build js

package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/render/i18n"
)

// Canvas draws in design units onto the screen image.
type Canvas struct {
	Dst *ebiten.Image
	V   View
	T   *Theme
	W   *i18n.Words
}

// px converts design units to pixels.
func (c *Canvas) px(v float64) float64 { return v * c.V.K }

// Image draws img (pixel sized) with its top-left corner at design (x, y),
// scaled by s around its centre, with an alpha and a colour scale.
func (c *Canvas) Image(img *ebiten.Image, x, y, s, alpha float64) {
	c.ImageTinted(img, x, y, s, alpha, nil)
}

// ImageTinted is Image with a tint (nil for none).
func (c *Canvas) ImageTinted(img *ebiten.Image, x, y, s, alpha float64, tint color.Color) {
	if img == nil || alpha <= 0 {
		return
	}
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-w/2, -h/2)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(c.px(x)+w/2, c.px(y)+h/2)
	if tint != nil {
		op.ColorScale.ScaleWithColor(tint)
	}
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	c.Dst.DrawImage(img, op)
}

// ImageCentered draws img centred on design (cx, cy), scaled by sx, sy and
// rotated by rot radians.
func (c *Canvas) ImageCentered(img *ebiten.Image, cx, cy, sx, sy, rot, alpha float64) {
	if img == nil || alpha <= 0 {
		return
	}
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(sx, sy)
	op.GeoM.Rotate(rot)
	op.GeoM.Translate(c.px(cx), c.px(cy))
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	c.Dst.DrawImage(img, op)
}

// Panel draws a rounded panel (cached per size and colours).
func (c *Canvas) Panel(r Rect, radius float64, top, bottom, outline color.Color, alpha float64) {
	img := PanelImage(int(math.Round(c.px(r.W))), int(math.Round(c.px(r.H))), c.px(radius), top, bottom, outline, c.px(1.5))
	c.Image(img, math.Round(c.px(r.X))/c.V.K, math.Round(c.px(r.Y))/c.V.K, 1, alpha)
}

// Shadow draws a soft shadow under a rounded rectangle.
func (c *Canvas) Shadow(r Rect, radius, blur, alpha float64) {
	img := shadowImage(int(math.Round(c.px(r.W))), int(math.Round(c.px(r.H))), c.px(radius), c.px(blur))
	b := img.Bounds()
	pad := (float64(b.Dx()) - math.Round(c.px(r.W))) / 2
	c.Image(img, r.X-pad/c.V.K, r.Y+blur*0.35-pad/c.V.K, 1, alpha)
}
