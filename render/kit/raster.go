package kit

import (
	"image/color"
	"math"
)

// The kit's symbols, icons and glyphs are painted on the CPU into
// premultiplied RGBA pixels, then written into one image each: drawn with
// Ebitengine's vector fills, each path was a stencil drawn eight times on
// the GPU and their shaders were compiled before the first frame
// (docs/client.md "Start"). An edge is antialiased by the shape's signed
// distance at each pixel's centre, or by its covered area: a pixel half
// inside is half covered. Its rounded rectangles (panels, shadows) and the
// backdrop are drawn as meshes of plain triangles instead (mesh_shapes.go,
// backdrop.go), with the same edges.

// Raster is a w×h picture of premultiplied RGBA pixels, 4 bytes a pixel,
// row by row (as ebiten.Image.WritePixels takes them): the kit's brushes
// paint into it (brush.go, path.go).
type Raster struct {
	w, h int
	pix  []byte
}

func newRaster(w, h int) *Raster { return &Raster{w, h, make([]byte, 4*w*h)} }

// premul is a premultiplied colour, its channels 0 to 255.
type premul [4]float32

// premulOf is c premultiplied (as Ebitengine's colour scale takes it).
func premulOf(c color.Color) premul {
	r, g, b, a := c.RGBA()
	return premul{float32(r >> 8), float32(g >> 8), float32(b >> 8), float32(a >> 8)}
}

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// blendRow draws c over the pixels of row y from column x0 on, each
// covered as much as covs says (0 to 1).
func (r *Raster) blendRow(y, x0 int, c premul, covs []float32) {
	pix := r.pix[4*(y*r.w+x0) : 4*(y*r.w+x0+len(covs))]
	for x, cov := range covs {
		if cov > 0 {
			blend(pix[4*x:][:4], c, cov)
		}
	}
}

// blend draws c over the pixel p, cov of it covered (0 to 1).
func blend(p []byte, c premul, cov float32) {
	if cov == 1 && c[3] == 255 { // covered, opaque: the colour
		p[0], p[1], p[2], p[3] = byte(c[0]), byte(c[1]), byte(c[2]), 255
		return
	}
	k := 1 - c[3]*cov/255
	p[0] = to255(c[0]*cov + float32(p[0])*k + 0.5)
	p[1] = to255(c[1]*cov + float32(p[1])*k + 0.5)
	p[2] = to255(c[2]*cov + float32(p[2])*k + 0.5)
	p[3] = to255(c[3]*cov + float32(p[3])*k + 0.5)
}

// to255 is v (at least 0) as a byte, 255 above. The kit's pixel loops
// clamp with comparisons, not min and max: on WebAssembly those are a
// runtime call each (NaN's rules), several a pixel.
func to255(v float32) byte {
	if v > 255 {
		return 255
	}
	return byte(v)
}

// clamp01 is v within 0 to 1.
func clamp01(v float32) float32 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

// cover is how much of a pixel lies inside a shape whose edge is d pixels
// from its centre (d negative inside): 0 to 1 (paintRow's, in a call).
func cover(d float32) float32 { return clamp01(0.5 - d) }

// span is the columns or rows of the image (n of them) that a shape from
// a to b (pixels) may touch: none, from and to the edge, when it lies
// beyond one.
func span(a, b float32, n int) (int, int) {
	return min(n, max(0, int(math.Floor(float64(a)))-1)), max(0, min(n, int(math.Ceil(float64(b)))+1))
}

func absf(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// solid paints every row in c.
func solid(c premul) func(int) premul { return func(int) premul { return c } }

// gradient paints a row with the vertical gradient from top (at pixel row
// y0) to bottom (at y1), their channels read as straight colour and
// premultiplied, each rounded to a byte: the column fillGradient draws.
func gradient(top, bottom color.Color, y0, y1 float32) func(row int) premul {
	t, u := rgba(top), rgba(bottom)
	return func(row int) premul {
		k := float32(0)
		if y1 > y0 {
			k = (float32(row) + 0.5 - y0) / (y1 - y0)
		}
		k = clamp01(k)
		mix := func(a, b uint8) float32 { return float32(a)*(1-k) + float32(b)*k }
		// the channels read as straight colour and premultiplied here, as
		// the vertex colours of the earlier triangle fill were (the themes'
		// look was drawn with it)
		alpha := mix(t.A, u.A)
		pre := func(a, b uint8) float32 { return float32(byte(mix(a, b)*alpha/255 + 0.5)) }
		return premul{pre(t.R, u.R), pre(t.G, u.G), pre(t.B, u.B), float32(byte(alpha + 0.5))}
	}
}
