//go:build js

package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Shapes drawn with vector paths are rendered once per pixel size and
// colours into cached images; Draw then only copies images.

type panelKey struct {
	w, h              int
	r, ow             float64
	top, bottom, line color.RGBA
}

var panelCache = map[panelKey]*ebiten.Image{}

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// roundRect adds a rounded rectangle to p.
func roundRect(p *vector.Path, x, y, w, h, r float32) {
	r = min(r, w/2, h/2)
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
}

// fillGradient fills path p on dst with a vertical gradient from top (at
// y0) to bottom (at y1), their channels read as straight colour: the path is filled as a mask, then a column of
// the gradient is drawn through the mask's coverage (vector.FillPath
// draws one colour, so the gradient comes from an image).
func fillGradient(dst *ebiten.Image, p *vector.Path, top, bottom color.Color, y0, y1 float32) {
	b := dst.Bounds() // the path is in dst's coordinates, whatever its origin
	w, h := b.Max.X, b.Max.Y
	mask := ebiten.NewImage(w, h)
	defer mask.Deallocate()
	vector.FillPath(mask, p, nil, &vector.DrawPathOptions{AntiAlias: true})

	t, u := rgba(top), rgba(bottom)
	pix := make([]byte, 4*h)
	for y := range h {
		k := float32(0)
		if y1 > y0 {
			k = (float32(y) + 0.5 - y0) / (y1 - y0)
		}
		k = max(0, min(1, k))
		mix := func(a, b uint8) float32 { return float32(a)*(1-k) + float32(b)*k }
		// the channels read as straight colour and premultiplied here, as
		// the vertex colours of the earlier triangle fill were (the themes'
		// look was drawn with it)
		alpha := mix(t.A, u.A)
		pre := func(a, b uint8) byte { return byte(mix(a, b)*alpha/255 + 0.5) }
		pix[4*y], pix[4*y+1], pix[4*y+2], pix[4*y+3] = pre(t.R, u.R), pre(t.G, u.G), pre(t.B, u.B), byte(alpha+0.5)
	}
	column := ebiten.NewImage(1, h)
	defer column.Deallocate()
	column.WritePixels(pix)
	in := &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn}
	in.GeoM.Scale(float64(w), 1)
	mask.DrawImage(column, in)

	out := &ebiten.DrawImageOptions{}
	out.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(mask.SubImage(b).(*ebiten.Image), out)
}

// strokePath strokes p on dst.
func strokePath(dst *ebiten.Image, p *vector.Path, width float32, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
}

// fillPath fills p on dst with one colour.
func fillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
}

// panelImage is a w×h pixel rounded rectangle with a vertical gradient, a
// light top edge and an outline (nil for none).
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
	if img, ok := panelCache[k]; ok {
		return img
	}
	img := ebiten.NewImage(w, h)
	var p vector.Path
	roundRect(&p, 0, 0, float32(w), float32(h), float32(r))
	fillGradient(img, &p, top, bottom, 0, float32(h))
	// a soft highlight on the upper half
	var hl vector.Path
	in := float32(ow) * 1.5
	roundRect(&hl, in, in, float32(w)-2*in, float32(h)*0.45, float32(r)-in)
	fillGradient(img, &hl, color.RGBA{0x22, 0x22, 0x22, 0x22}, color.RGBA{0, 0, 0, 0}, in, float32(h)*0.45)
	if outline != nil && ow > 0 {
		var o vector.Path
		hw := float32(ow) / 2
		roundRect(&o, hw, hw, float32(w)-2*hw, float32(h)-2*hw, float32(r)-hw)
		strokePath(img, &o, float32(ow), outline)
	}
	panelCache[k] = img
	return img
}

type shadowKey struct {
	w, h    int
	r, blur float64
}

var shadowCache = map[shadowKey]*ebiten.Image{}

// shadowImage is a blurred dark rounded rectangle, padded by blur on each
// side: layers of growing, fading rectangles.
func shadowImage(w, h int, r, blur float64) *ebiten.Image {
	k := shadowKey{w, h, r, blur}
	if img, ok := shadowCache[k]; ok {
		return img
	}
	pad := int(math.Ceil(blur))
	img := ebiten.NewImage(w+2*pad, h+2*pad)
	const layers = 8
	for i := layers; i >= 1; i-- {
		d := float32(blur) * float32(i) / layers
		var p vector.Path
		roundRect(&p, float32(pad)-d, float32(pad)-d, float32(w)+2*d, float32(h)+2*d, float32(r)+d)
		fillPath(img, &p, color.RGBA{0, 0, 0, 23})
	}
	shadowCache[k] = img
	return img
}

var pointerCache = map[int]*ebiten.Image{}

// pointerImage is a white rounded triangle px wide pointing right (+x),
// tinted and rotated where drawn.
func pointerImage(px int) *ebiten.Image {
	px = max(px, 4)
	return whiteShape(pointerCache, px, px, func(p *vector.Path, s float32) {
		p.MoveTo(s*0.15, s*0.1)
		p.LineTo(s*0.95, s*0.5)
		p.LineTo(s*0.15, s*0.9)
		p.Close()
	})
}

// whiteShape is the white shape trace adds to a path in a px×px image
// (s: px), kept in cache under key: the kit's shapes tinted where drawn.
func whiteShape(cache map[int]*ebiten.Image, key, px int, trace func(p *vector.Path, s float32)) *ebiten.Image {
	if img, ok := cache[key]; ok {
		return img
	}
	img := ebiten.NewImage(px, px)
	var p vector.Path
	trace(&p, float32(px))
	fillPath(img, &p, color.White)
	cache[key] = img
	return img
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
