//go:build js

package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// View maps the logical layout (design units: 390 wide in portrait,
// 1280×800 in landscape) onto the screen's pixels at the device scale
// factor, so that edges and text stay sharp.
type View struct {
	W, H      float64 // the whole screen in design units
	K         float64 // pixels per design unit
	Landscape bool
}

// newView picks the layout for a screen of sw×sh pixels.
func newView(sw, sh int) View {
	w, h := float64(sw), float64(sh)
	if w <= 0 || h <= 0 {
		return View{W: 390, H: 844, K: 1}
	}
	if w > h*1.05 {
		k := math.Min(w/1280, h/800)
		return View{W: w / k, H: h / k, K: k, Landscape: true}
	}
	k := w / 390
	if h/k < 700 { // a short portrait screen: fit the height instead
		k = h / 700
	}
	return View{W: w / k, H: h / k, K: k}
}

// Rect is a rectangle in design units.
type Rect struct{ X, Y, W, H float64 }

// In tells whether the point (x, y) is inside r.
func (r Rect) In(x, y float64) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

// CX and CY are r's centre.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Canvas draws in design units onto the screen image.
type Canvas struct {
	Dst *ebiten.Image
	V   View
	T   *Theme
	A   *App
}

func themeOf(c *Canvas) *Theme { return c.T }

func appOf(c *Canvas) *App { return c.A }

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
	img := panelImage(int(math.Round(c.px(r.W))), int(math.Round(c.px(r.H))), c.px(radius), top, bottom, outline, c.px(1.5))
	c.Image(img, math.Round(c.px(r.X))/c.V.K, math.Round(c.px(r.Y))/c.V.K, 1, alpha)
}

// Shadow draws a soft shadow under a rounded rectangle.
func (c *Canvas) Shadow(r Rect, radius, blur, alpha float64) {
	img := shadowImage(int(math.Round(c.px(r.W))), int(math.Round(c.px(r.H))), c.px(radius), c.px(blur))
	b := img.Bounds()
	pad := (float64(b.Dx()) - math.Round(c.px(r.W))) / 2
	c.Image(img, r.X-pad/c.V.K, r.Y+blur*0.35-pad/c.V.K, 1, alpha)
}
