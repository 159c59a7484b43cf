//go:build js

package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The kit's shapes are painted on the CPU (a Raster) once per pixel size
// and colours, written into cached images with one WritePixels each; Draw
// then only copies images.

// Image is r written into a new image of its size (one WritePixels).
func (r *Raster) Image() *ebiten.Image {
	img := ebiten.NewImage(r.w, r.h)
	img.WritePixels(r.pix)
	return img
}

// painted holds the painted images, each under a key of its own type
// (symKey, panelKey, a game's own).
var painted = map[any]*ebiten.Image{}

// Cached is the image under key k (of a type of the caller's own), painted
// once on the CPU (paint) and written into an image the first time it is
// asked for.
func Cached(k any, paint func() *Raster) *ebiten.Image {
	if img, ok := painted[k]; ok {
		return img
	}
	img := paint().Image()
	painted[k] = img
	return img
}

type symKey struct {
	name string
	px   int
}

// Symbol returns the named symbol as a px×px image (4 at least), painted
// once per size (symbolPixels).
func Symbol(name string, px int) *ebiten.Image {
	k := symKey{name, max(px, 4)}
	return Cached(k, func() *Raster { return symbolPixels(name, k.px) })
}

type panelKey struct {
	w, h              int
	r, ow             float64
	top, bottom, line color.RGBA
}

// PanelImage is a w×h pixel rounded rectangle with a vertical gradient, a
// light top edge and an outline (nil for none), drawn as a mesh
// (panelMesh) and cached per size and colours.
func PanelImage(w, h int, r float64, top, bottom, outline color.Color, ow float64) *ebiten.Image {
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	k := panelKey{w: w, h: h, r: r, ow: ow, top: rgba(top), bottom: rgba(bottom)}
	if outline != nil {
		k.line = rgba(outline)
	}
	return cachedMesh(k, w, h, func() *mesh { return panelMesh(w, h, r, ow, top, bottom, outline) })
}

type shadowKey struct {
	w, h    int
	r, blur float64
}

// shadowImage is a blurred dark rounded rectangle, padded by blur (rounded
// up) on each side: layers of growing, fading rectangles (shadowMesh).
func shadowImage(w, h int, r, blur float64) *ebiten.Image {
	k := shadowKey{w, h, r, blur}
	pad := int(math.Ceil(blur))
	return cachedMesh(k, w+2*pad, h+2*pad, func() *mesh { return shadowMesh(w, h, r, blur) })
}

// pointerImage is a white rounded triangle px wide pointing right (+x),
// tinted and rotated where drawn.
func pointerImage(px int) *ebiten.Image {
	px = max(px, 4)
	return whiteShape("pointer", px, px, func(p *Path, s float32) {
		p.MoveTo(s*0.15, s*0.1)
		p.LineTo(s*0.95, s*0.5)
		p.LineTo(s*0.15, s*0.9)
		p.Close()
	})
}

type whiteKey struct {
	kind string
	key  int
}

// whiteShape is the white shape trace adds to a path in a px×px image
// (s: px), kept under kind and key: the kit's shapes tinted where drawn.
func whiteShape(kind string, key, px int, trace func(p *Path, s float32)) *ebiten.Image {
	return Cached(whiteKey{kind, key}, func() *Raster {
		var p Path
		trace(&p, float32(px))
		r := newRaster(px, px)
		Fill(r, &p, color.White)
		return r
	})
}

// Pointer draws a small triangle centred on design (x, y), pointing at
// angle ang (radians, 0: right), size in design units.
func (c *Canvas) Pointer(x, y, ang, size float64, clr color.Color, alpha float64) {
	img := pointerImage(int(c.px(size)))
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Rotate(ang)
	op.GeoM.Translate(c.px(x), c.px(y))
	op.ColorScale.ScaleWithColor(clr)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	c.Dst.DrawImage(img, op)
}
