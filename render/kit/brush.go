package kit

import (
	"image/color"
	"math"
)

// The kit's brushes paint a Path into a Raster (premultiplied RGBA on the
// CPU), as the GPU's vector fills once drew them: a picture's layers are
// composed there, then written into one image (docs/art.md, Drawing).

// RoundRect adds a rectangle with corners of radius r to p.
func RoundRect(p *Path, x, y, w, h, r float32) {
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

// PaintGradient fills path p on dst with a vertical gradient from top (at
// pixel row y0) to bottom (at y1), their channels read as straight colour
// (gradient).
func PaintGradient(dst *Raster, p *Path, top, bottom color.Color, y0, y1 float32) {
	dst.fill(p, gradient(top, bottom, y0, y1))
}

// PaintStroke strokes p on dst, width pixels wide, with round joins and
// caps.
func PaintStroke(dst *Raster, p *Path, width float32, clr color.Color) {
	dst.stroke(p, width, premulOf(clr))
}

// Fill fills p on dst with one colour (alpha for a shade).
func Fill(dst *Raster, p *Path, clr color.Color) {
	dst.fill(p, solid(premulOf(clr)))
}

// NewRaster is a clear w×h picture for the kit's brushes (at least 1×1).
func NewRaster(w, h int) *Raster { return newRaster(max(w, 1), max(h, 1)) }

// speakerPixels is the header's speaker, white, px×px: with two waves,
// or crossed when muted.
func speakerPixels(px int, muted bool) *Raster {
	s := float32(px)
	img := newRaster(px, px)
	var p Path
	p.MoveTo(s*0.08, s*0.36)
	p.LineTo(s*0.3, s*0.36)
	p.LineTo(s*0.55, s*0.12)
	p.LineTo(s*0.55, s*0.88)
	p.LineTo(s*0.3, s*0.64)
	p.LineTo(s*0.08, s*0.64)
	p.Close()
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	Fill(img, &p, white)
	var w Path
	if muted {
		w.MoveTo(s*0.68, s*0.34)
		w.LineTo(s*0.94, s*0.66)
		w.MoveTo(s*0.94, s*0.34)
		w.LineTo(s*0.68, s*0.66)
	} else {
		w.Arc(s*0.55, s*0.5, s*0.2, -math.Pi/4, math.Pi/4, Clockwise)
		w.MoveTo(s*0.55+s*0.36*0.7071, s*0.5-s*0.36*0.7071)
		w.Arc(s*0.55, s*0.5, s*0.36, -math.Pi/4, math.Pi/4, Clockwise)
	}
	PaintStroke(img, &w, s*0.08, white)
	return img
}

// tickPixels is the end panel seal's tick, white, k pixels a design unit:
// through (2, 5.2), (4.9, 8) and (10.2, 1.8) units from the image's corner,
// moved by (fx, fy) pixels, stroked 2.2 units wide.
func tickPixels(k, fx, fy float32) *Raster {
	img := newRaster(int(math.Ceil(float64(12*k+2))), int(math.Ceil(float64(10*k+2))))
	var p Path
	p.MoveTo(fx+2*k, fy+5.2*k)
	p.LineTo(fx+4.9*k, fy+8*k)
	p.LineTo(fx+10.2*k, fy+1.8*k)
	PaintStroke(img, &p, 2.2*k, color.White)
	return img
}
