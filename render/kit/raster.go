package kit

import (
	"image/color"
	"math"
)

// The kit's panels, shadows and backdrop are painted on the CPU into
// premultiplied RGBA pixels, then written into one image each: drawn with
// Ebitengine's vector fills, each path was a stencil drawn eight times on
// the GPU and their shaders were compiled before the first frame
// (docs/client.md "Start"). An edge is antialiased by the shape's signed
// distance at each pixel's centre: a pixel half inside is half covered.

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

// paintRow draws c over the pixels of row y from column x0 on, one a
// distance of ds: the signed distance in pixels from the pixel's centre
// to the shape's edge, negative inside (width > 0: to the middle of an
// outline width pixels wide). A pixel half inside is half covered.
func (r *Raster) paintRow(y, x0 int, c premul, ds []float32, width float32) {
	pix := r.pix[4*(y*r.w+x0) : 4*(y*r.w+x0+len(ds))]
	k := 1 - c[3]/255 // what a covered pixel keeps of what was under it
	// a covered pixel over the same pixel as the last covered one becomes
	// the same: a panel's or the backdrop's row is one colour but at its
	// edges and motifs
	var under, over [4]byte
	memo := false
	for x, d := range ds {
		if width > 0 {
			if d < 0 {
				d = -d
			}
			d -= width / 2
		}
		switch p := (*[4]byte)(pix[4*x:]); {
		case d >= 0.5: // outside
		case d > -0.5: // on the edge
			blend(p[:], c, 0.5-d)
		case k == 0: // covered, opaque: the colour
			p[0], p[1], p[2], p[3] = byte(c[0]), byte(c[1]), byte(c[2]), 255
		case memo && *p == under:
			*p = over
		default: // covered: blend's with cov 1
			under, memo = *p, true
			p[0] = to255(c[0] + float32(p[0])*k + 0.5)
			p[1] = to255(c[1] + float32(p[1])*k + 0.5)
			p[2] = to255(c[2] + float32(p[2])*k + 0.5)
			p[3] = to255(c[3] + float32(p[3])*k + 0.5)
			over = *p
		}
	}
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

// shade paints the pixels of the box x0, y0 to x1, y1 (pixels) with
// paint's colour for their row, covering what dist (the signed distance
// from a pixel's centre to the shape's edge) says.
func (r *Raster) shade(x0, y0, x1, y1 float32, paint func(row int) premul, dist func(px, py float32) float32) {
	xa, xb := span(x0, x1, r.w)
	ya, yb := span(y0, y1, r.h)
	ds := make([]float32, max(0, xb-xa))
	for y := ya; y < yb; y++ {
		for i := range ds {
			ds[i] = dist(float32(xa+i)+0.5, float32(y)+0.5)
		}
		r.paintRow(y, xa, paint(y), ds, 0)
	}
}

// boxRows calls row(y, xa, ds) for each row y that the rectangle x0, y0,
// w, h with corners of radius rad (at most half a side, as roundRect
// draws them) may touch, widened by pad pixels, ds[i] the signed distance
// in pixels (negative inside) from the centre of pixel (xa+i, y) to it,
// any distance deeper inside than pad+0.5 given as -(pad+0.5) (a fill, an
// outline pad wide or a shadow reads none deeper): a square root only at
// the corners' edges, and no call a pixel.
func (r *Raster) boxRows(x0, y0, w, h, rad, pad float32, row func(y, xa int, ds []float32)) {
	rad = max(0, min(rad, w/2, h/2))
	xa, xb := span(x0-pad, x0+w+pad, r.w)
	ya, yb := span(y0-pad, y0+h+pad, r.h)
	qx, ds := make([]float32, max(0, xb-xa)), make([]float32, max(0, xb-xa))
	for i := range qx {
		qx[i] = absf(float32(xa+i)+0.5-x0-w/2) - (w/2 - rad)
	}
	deep := -(pad + 0.5)
	for y := ya; y < yb; y++ {
		qy := absf(float32(y)+0.5-y0-h/2) - (h/2 - rad)
		// in a corner, q² under lim is deeper than deep: no root
		lim := float32(-1)
		if in := rad + deep; in > 0 {
			lim = in*in - qy*qy
		}
		for i, q := range qx {
			var d float32
			switch {
			case q > 0 && qy > 0:
				if q*q <= lim {
					d = deep
				} else {
					d = float32(math.Sqrt(float64(q*q+qy*qy))) - rad
				}
			case q > 0:
				d = q - rad
			case qy > 0:
				d = qy - rad
			case q > qy: // inside the corners' centres
				d = q - rad
			default:
				d = qy - rad
			}
			if d < deep {
				d = deep
			}
			ds[i] = d
		}
		row(y, xa, ds)
	}
}

func absf(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// fillBox fills the rounded rectangle x, y, w, h (corner radius rad) with
// paint's colour for each row.
func (r *Raster) fillBox(x, y, w, h, rad float32, paint func(row int) premul) {
	r.boxRows(x, y, w, h, rad, 0, func(row, xa int, ds []float32) { r.paintRow(row, xa, paint(row), ds, 0) })
}

// strokeBox draws the outline of the rounded rectangle x, y, w, h (corner
// radius rad), width pixels wide, centred on its edge, in c.
func (r *Raster) strokeBox(x, y, w, h, rad, width float32, c premul) {
	r.boxRows(x, y, w, h, rad, width/2, func(row, xa int, ds []float32) { r.paintRow(row, xa, c, ds, width) })
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

// panelPixels is PanelImage's picture: a w×h rounded rectangle (corner
// radius r pixels) with a vertical gradient from top to bottom, a soft
// light over its upper half, and an outline ow pixels wide (nil: none).
func panelPixels(w, h int, r, ow float64, top, bottom, outline color.Color) *Raster {
	p := newRaster(w, h)
	W, H, R := float32(w), float32(h), float32(r)
	p.fillBox(0, 0, W, H, R, gradient(top, bottom, 0, H))
	in := float32(ow) * 1.5
	p.fillBox(in, in, W-2*in, H*0.45, R-in, gradient(color.RGBA{0x22, 0x22, 0x22, 0x22}, color.RGBA{}, in, H*0.45))
	if outline != nil && ow > 0 {
		hw := float32(ow) / 2
		p.strokeBox(hw, hw, W-2*hw, H-2*hw, R-hw, float32(ow), premulOf(outline))
	}
	return p
}

// shadowLayers are the rounded rectangles a shadow is made of, each
// larger by blur/shadowLayers and drawn in black at shadowAlpha.
const (
	shadowLayers = 8
	shadowAlpha  = 23
)

// shadowPixels is shadowImage's picture: the dark soft edge of a w×h
// rounded rectangle (corner radius r), padded by blur (rounded up) on each
// side: shadowLayers rectangles, each larger by blur/shadowLayers.
func shadowPixels(w, h int, r, blur float64) *Raster {
	pad := int(math.Ceil(blur))
	p := newRaster(w+2*pad, h+2*pad)
	// alpha is the layers' over each other d pixels from the rectangle
	alpha := func(d float32) byte {
		clear := float32(1) // how much light the layers let through
		for i := 1; i <= shadowLayers; i++ {
			clear *= 1 - shadowAlpha*cover(d-float32(blur)*float32(i)/shadowLayers)/255
		}
		return byte(255*(1-clear) + 0.5)
	}
	inside, edge := alpha(-1), float32(blur)+0.5 // all layers, and where none reaches
	// alpha at every 1/32 pixel between: within half a level of 255 (a
	// layer's edge adds 23 levels over a pixel), eight times fewer calls
	const steps = 32
	table := make([]byte, int((edge+0.5)*steps)+2)
	for j := range table {
		table[j] = alpha(float32(j)/steps - 0.5)
	}
	p.boxRows(float32(pad), float32(pad), float32(w), float32(h), float32(r), float32(pad), func(y, xa int, ds []float32) {
		for i, d := range ds {
			a := inside
			switch {
			case d >= edge:
				a = 0
			case d > -0.5:
				a = table[int((d+0.5)*steps+0.5)]
			}
			p.pix[4*(y*p.w+xa+i)+3] = a
		}
	})
	return p
}

// backdropPixels is Background's picture under the theme's art, w×h
// pixels at k pixels a design unit: the theme's gradient from bg at the
// top to bg2 at the bottom, its pattern ("snow", "waves", "leaves",
// "petals", else a lattice of faint rhombi) and a glow behind the play
// area.
func backdropPixels(w, h int, k float32, bg, bg2 color.Color, pattern string) *Raster {
	p := newRaster(w, h)
	W, H := float32(w), float32(h)
	grad := gradient(bg, bg2, 0, H)
	for y := range h {
		c, row := grad(y), p.pix[4*y*w:4*(y+1)*w]
		copy(row, []byte{byte(c[0]), byte(c[1]), byte(c[2]), byte(c[3])})
		for n := 4; n < len(row); n *= 2 {
			copy(row[n:], row[:n])
		}
	}
	switch pattern {
	case "snow": // soft drifts at the bottom
		p.drifts(W, H, k, 28, 12, 70, color.RGBA{0x1a, 0x24, 0x2e, 0x2e})
	case "waves": // the sea: many low waves
		p.drifts(W, H, k, 22, 6, 24, color.RGBA{0x10, 0x2a, 0x30, 0x30})
	case "leaves": // dark hills
		p.drifts(W, H, k, 40, 26, 110, color.RGBA{0x05, 0x03, 0x02, 0x40})
	case "petals": // a lattice of faint five-dot flowers
		p.lattice(W, H, 58*k, 8*k, color.RGBA{0x16, 0x10, 0x12, 0x16}, func(dx, dy float32) float32 {
			d := float32(math.Inf(1))
			for i := range 5 {
				a := 2 * math.Pi * float64(i) / 5
				cx, cy := 5*k*float32(math.Cos(a)), 5*k*float32(math.Sin(a))
				d = min(d, float32(math.Sqrt(float64((dx-cx)*(dx-cx)+(dy-cy)*(dy-cy))))-3*k)
			}
			return d
		})
	default: // a lattice of faint rhombi
		p.lattice(W, H, 46*k, 5*k, color.RGBA{0x0c, 0x0a, 0x10, 0x10}, func(dx, dy float32) float32 {
			return (absf(dx) + absf(dy) - 5*k) / math.Sqrt2
		})
	}
	// a vignette of light behind the play area
	r := W * 0.55
	p.fillBox(W/2-r, H*0.42-r, 2*r, 2*r, r, gradient(color.RGBA{0x10, 0x10, 0x14, 0x14}, color.RGBA{}, H*0.42-r, H*0.42+r))
	return p
}

// lattice draws a motif in c every step pixels along rows step/2 apart,
// every other row shifted by step/2; dist is the motif's signed distance
// from its centre's offset (dx, dy), within size pixels of it.
func (p *Raster) lattice(w, h, step, size float32, c color.Color, dist func(dx, dy float32) float32) {
	pc := premulOf(c)
	for y, row := float32(0), 0; y < h+step; y, row = y+step/2, row+1 {
		off := float32(row%2) * step / 2
		for x := -step + off; x < w+step; x += step {
			p.shade(x-size, y-size, x+size, y+size, solid(pc), func(px, py float32) float32 { return dist(px-x, py-y) })
		}
	}
}

// drifts fills three rows of hills along the bottom of the w×h image (k
// pixels a unit): each row step units above the last, amp units high, its
// crests period units apart, in clr; a crest's points are 8 units apart,
// the last joined to the bottom right corner.
func (p *Raster) drifts(w, h, k, step, amp, period float32, clr color.Color) {
	for i := range 3 {
		base := h - float32(i)*step*k
		var xs, ys []float32
		for x := float32(0); x <= w; x += 8 * k {
			xs = append(xs, x)
			ys = append(ys, base-20*k-float32(float64(amp)*math.Sin(float64(x/k)/(float64(period)+float64(i)*25)+float64(i)))*k)
		}
		xs, ys = append(xs, w), append(ys, h)
		p.shade(0, base-20*k-amp*k, w, h, solid(premulOf(clr)), func(px, py float32) float32 {
			j := min(int(px/(8*k)), len(xs)-2)
			slope := (ys[j+1] - ys[j]) / (xs[j+1] - xs[j])
			top := ys[j] + slope*(px-xs[j])
			return (top - py) / float32(math.Sqrt(float64(1+slope*slope)))
		})
	}
}
