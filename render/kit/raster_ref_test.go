package kit

import (
	"image/color"
	"math"
)

// The kit's CPU painting of its panels and shadows, pixel by pixel, by the
// signed distance to the shape's edge at each pixel's centre, until they
// were drawn as meshes (mesh_shapes.go): the reference the meshes are
// checked against.

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
