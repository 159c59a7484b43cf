package kit

import (
	"image/color"
	"math"
	"testing"
)

// composite draws layers over a w×h raster as the GPU does: a triangle
// covers the pixels whose centre lies inside it (the top-left rule on its
// edges), its colour interpolated there from its vertices'; a sprite is
// drawn at its places.
func composite(w, h int, layers []layer) *Raster {
	r := newRaster(w, h)
	for _, l := range layers {
		if l.mesh != nil {
			fillMesh(r, l.mesh)
			continue
		}
		for _, s := range l.sprites {
			for _, p := range s.at {
				for y := range s.img.h {
					for x := range s.img.w {
						if X, Y := p[0]+x, p[1]+y; X >= 0 && X < w && Y >= 0 && Y < h {
							src := s.img.pix[4*(y*s.img.w+x):][:4]
							over(r.pix[4*(Y*w+X):][:4], premul{float32(src[0]), float32(src[1]), float32(src[2]), float32(src[3])})
						}
					}
				}
			}
		}
	}
	return r
}

// over draws the premultiplied colour c over the pixel p, rounded.
func over(p []byte, c premul) {
	k := 1 - c[3]/255
	for i := range 4 {
		p[i] = to255(c[i] + float32(p[i])*k + 0.5)
	}
}

// fix is a position in 1/256ths of a pixel, snapped as a GPU snaps
// vertices (so that two triangles agree on the pixels of an edge they
// share).
type fix struct{ x, y int64 }

func snap(v vertex) fix {
	return fix{int64(math.Round(float64(v.x) * 256)), int64(math.Round(float64(v.y) * 256))}
}

// edge is twice the signed area of a, b, p: positive when p lies left of
// a→b with y down.
func edge(a, b, p fix) int64 { return (b.x-a.x)*(p.y-a.y) - (b.y-a.y)*(p.x-a.x) }

func fillMesh(r *Raster, m *mesh) {
	for t := 0; t < len(m.i); t += 3 {
		va, vb, vc := m.v[m.i[t]], m.v[m.i[t+1]], m.v[m.i[t+2]]
		a, b, c := snap(va), snap(vb), snap(vc)
		area := edge(a, b, c)
		if area == 0 {
			continue
		}
		if area < 0 {
			b, c, vb, vc, area = c, b, vc, vb, -area
		}
		// an edge's own pixels: those strictly inside, and those on it
		// when it is a top or a left edge, so that two triangles sharing
		// it do not both draw them
		in := func(w int64, p, q fix) bool {
			return w > 0 || w == 0 && (q.y < p.y || q.y == p.y && q.x > p.x)
		}
		xa, xb := span(min(va.x, vb.x, vc.x), max(va.x, vb.x, vc.x), r.w)
		ya, yb := span(min(va.y, vb.y, vc.y), max(va.y, vb.y, vc.y), r.h)
		for y := ya; y < yb; y++ {
			for x := xa; x < xb; x++ {
				p := fix{int64(x)*256 + 128, int64(y)*256 + 128}
				wa, wb, wc := edge(b, c, p), edge(c, a, p), edge(a, b, p)
				if !in(wa, b, c) || !in(wb, c, a) || !in(wc, a, b) {
					continue
				}
				var col premul
				for i := range 4 {
					col[i] = (float32(wa)*va.c[i] + float32(wb)*vb.c[i] + float32(wc)*vc.c[i]) / float32(area)
				}
				over(r.pix[4*(y*r.w+x):][:4], col)
			}
		}
	}
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

// paintBackdrop is the backdrop as the kit painted it on the CPU, pixel
// by pixel, until it was drawn as triangles: the reference the layers are
// checked against. Background's picture under the theme's art, w×h
// pixels at k pixels a design unit: the theme's gradient from bg at the
// top to bg2 at the bottom, its pattern ("snow", "waves", "leaves",
// "petals", else a lattice of faint rhombi) and a glow behind the play
// area.
func paintBackdrop(w, h int, k float32, bg, bg2 color.Color, pattern string) *Raster {
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
		p.paintDrifts(W, H, k, 28, 12, 70, color.RGBA{0x1a, 0x24, 0x2e, 0x2e})
	case "waves": // the sea: many low waves
		p.paintDrifts(W, H, k, 22, 6, 24, color.RGBA{0x10, 0x2a, 0x30, 0x30})
	case "leaves": // dark hills
		p.paintDrifts(W, H, k, 40, 26, 110, color.RGBA{0x05, 0x03, 0x02, 0x40})
	case "petals": // a lattice of faint five-dot flowers
		p.paintLattice(W, H, 58*k, 8*k, color.RGBA{0x16, 0x10, 0x12, 0x16}, flower(k))
	default: // a lattice of faint rhombi
		p.paintLattice(W, H, 46*k, 5*k, color.RGBA{0x0c, 0x0a, 0x10, 0x10}, rhombus(k))
	}
	// a vignette of light behind the play area
	r := W * 0.55
	p.fillBox(W/2-r, H*0.42-r, 2*r, 2*r, r, gradient(color.RGBA{0x10, 0x10, 0x14, 0x14}, color.RGBA{}, H*0.42-r, H*0.42+r))
	return p
}

// paintLattice draws a motif in c every step pixels along rows step/2 apart,
// every other row shifted by step/2; dist is the motif's signed distance
// from its centre's offset (dx, dy), within size pixels of it.
func (p *Raster) paintLattice(w, h, step, size float32, c color.Color, dist func(dx, dy float32) float32) {
	pc := premulOf(c)
	for y, row := float32(0), 0; y < h+step; y, row = y+step/2, row+1 {
		off := float32(row%2) * step / 2
		for x := -step + off; x < w+step; x += step {
			p.shade(x-size, y-size, x+size, y+size, solid(pc), func(px, py float32) float32 { return dist(px-x, py-y) })
		}
	}
}

// paintDrifts fills three rows of hills along the bottom of the w×h image (k
// pixels a unit): each row step units above the last, amp units high, its
// crests period units apart, in clr; a crest's points are 8 units apart,
// the last joined to the bottom right corner.
func (p *Raster) paintDrifts(w, h, k, step, amp, period float32, clr color.Color) {
	for i := range 3 {
		xs, ys := crest(w, h, k, step, amp, period, i)
		base := h - float32(i)*step*k
		p.shade(0, base-20*k-amp*k, w, h, solid(premulOf(clr)), func(px, py float32) float32 {
			j := min(int(px/(8*k)), len(xs)-2)
			slope := (ys[j+1] - ys[j]) / (xs[j+1] - xs[j])
			top := ys[j] + slope*(px-xs[j])
			return (top - py) / float32(math.Sqrt(float64(1+slope*slope)))
		})
	}
}

// The backdrop's layers, drawn, are the picture the CPU painted pixel by
// pixel, within two levels, and rarely more than one: the gradient's
// colours are not rounded to a level per row first, a glow's channels
// change linearly across a triangle (as a square on the CPU), the circle
// is a polygon close to it, and a motif's coverage is rounded
// once more. Where the motifs' places are not on a quarter pixel (2.625
// pixels a unit), a motif lies within 1/8 pixel of its place: 5 levels at
// most on the edges of the petals (alpha 22). Every size of docs/client.md's
// screenshots, at one and several pixels a unit, each pattern.
func TestBackdropLayers(t *testing.T) {
	top, bottom := color.RGBA{0x1a, 0x12, 0x3a, 0xff}, color.RGBA{0x0a, 0x06, 0x1a, 0xff}
	for _, s := range []struct {
		w, h       int
		k          float32
		worst, per int // the largest difference, and at most one channel in per more than a level away
	}{
		{320, 568, 1, 2, 250}, {390, 844, 1, 2, 250}, {844, 390, 1, 2, 250}, {1280, 800, 1, 2, 250},
		{780, 1688, 2, 2, 250}, {1236, 2340, 3, 2, 250}, {500, 400, 0.5, 2, 250}, {1082, 2048, 2.625, 5, 100},
	} {
		for _, pattern := range []string{"", "petals", "snow", "waves", "leaves"} {
			got := composite(s.w, s.h, backdropLayers(s.w, s.h, s.k, top, bottom, pattern))
			want := paintBackdrop(s.w, s.h, s.k, top, bottom, pattern)
			worst, off := 0, 0
			for i := range got.pix {
				d := int(got.pix[i]) - int(want.pix[i])
				worst = max(worst, d, -d)
				if d > 1 || d < -1 {
					off++
				}
			}
			if worst > s.worst || off > len(got.pix)/s.per {
				t.Errorf("%d×%d at %g, %q: %d channels more than a level away (most %d)", s.w, s.h, s.k, pattern, off, worst)
			}
		}
	}
}
