package kit

import (
	"image/color"
	"math"
)

// The backdrop is drawn by the GPU as triangles, not painted pixel by
// pixel: at 390×844 its painting on the CPU was 10 to 40 ms of the first
// frame as WebAssembly's baseline code, its drawing is a few hundred
// triangles (docs/client.md "Start"). An edge is antialiased by a fringe
// one pixel wide whose colour fades from the shape's to nothing, so a
// pixel whose centre lies on the edge is half covered, as on the CPU.

// sprite is one small picture drawn at each of a list of places (its top
// left corner's pixel), its image kept under key.
type sprite struct {
	key any
	img *Raster
	at  [][2]int
}

// motifKey is a lattice's picture: its step, its motif's size and colour,
// and where in a pixel the motif's centre lies (a tile: -1).
type motifKey struct {
	step, size float32
	c          premul
	q          [2]int
}

// layer is one step of the backdrop, drawn over the steps before:
// a mesh, or sprites.
type layer struct {
	mesh    *mesh
	sprites []*sprite
}

// backdropLayers is Background's picture under the theme's art, w×h
// pixels at k pixels a design unit, as the layers the GPU draws in turn:
// the theme's gradient from bg at the top to bg2 at the bottom, its
// pattern ("snow", "waves", "leaves", "petals", else a lattice of faint
// rhombi) and a glow behind the play area.
func backdropLayers(w, h int, k float32, bg, bg2 color.Color, pattern string) []layer {
	W, H := float32(w), float32(h)
	// the gradient in bands, so that a colour whose alpha changes (its
	// premultiplied channels then change as a square) stays within a level
	var sky mesh
	grad := gradientAt(bg, bg2, 0, H)
	const bands = 16
	for i := range bands + 1 {
		y := H * float32(i) / bands
		sky.add(vertex{0, y, grad(y)})
		sky.add(vertex{W, y, grad(y)})
		if i > 0 {
			a := uint32(2 * i)
			sky.quad(a-2, a-1, a+1, a)
		}
	}
	layers := []layer{{mesh: &sky}}
	switch pattern {
	case "snow": // soft drifts at the bottom
		layers = append(layers, layer{mesh: drifts(W, H, k, 28, 12, 70, color.RGBA{0x1a, 0x24, 0x2e, 0x2e})})
	case "waves": // the sea: many low waves
		layers = append(layers, layer{mesh: drifts(W, H, k, 22, 6, 24, color.RGBA{0x10, 0x2a, 0x30, 0x30})})
	case "leaves": // dark hills
		layers = append(layers, layer{mesh: drifts(W, H, k, 40, 26, 110, color.RGBA{0x05, 0x03, 0x02, 0x40})})
	case "petals": // a lattice of faint five-dot flowers
		layers = append(layers, layer{sprites: lattice(W, H, 58*k, 8*k, color.RGBA{0x16, 0x10, 0x12, 0x16}, flower(k))})
	default: // a lattice of faint rhombi
		layers = append(layers, layer{sprites: lattice(W, H, 46*k, 5*k, color.RGBA{0x0c, 0x0a, 0x10, 0x10}, rhombus(k))})
	}
	// a vignette of light behind the play area
	r, cy := W*0.55, H*0.42
	glow := gradientAt(color.RGBA{0x10, 0x10, 0x14, 0x14}, color.RGBA{}, cy-r, cy+r)
	var disc mesh
	disc.box(W/2-r, cy-r, 2*r, 2*r, r, glow)
	return append(layers, layer{mesh: &disc})
}

// flower is the signed distance (pixels) from a point dx, dy from its
// centre to a flower of five dots, k pixels a unit.
func flower(k float32) func(dx, dy float32) float32 {
	return func(dx, dy float32) float32 {
		d := float32(math.Inf(1))
		for i := range 5 {
			a := 2 * math.Pi * float64(i) / 5
			cx, cy := 5*k*float32(math.Cos(a)), 5*k*float32(math.Sin(a))
			d = min(d, float32(math.Sqrt(float64((dx-cx)*(dx-cx)+(dy-cy)*(dy-cy))))-3*k)
		}
		return d
	}
}

// rhombus is the signed distance (pixels) from a point dx, dy from its
// centre to a rhombus 5 units from its centre to each corner, k pixels a
// unit.
func rhombus(k float32) func(dx, dy float32) float32 {
	return func(dx, dy float32) float32 { return (absf(dx) + absf(dy) - 5*k) / math.Sqrt2 }
}

// gradientAt is the colour at height y (pixels) of the vertical gradient
// from top (at y0) to bottom (at y1), their channels read as straight
// colour and premultiplied: gradient's, not rounded.
func gradientAt(top, bottom color.Color, y0, y1 float32) func(y float32) premul {
	t, u := rgba(top), rgba(bottom)
	return func(y float32) premul {
		k := float32(0)
		if y1 > y0 {
			k = clamp01((y - y0) / (y1 - y0))
		}
		mix := func(a, b uint8) float32 { return float32(a)*(1-k) + float32(b)*k }
		alpha := mix(t.A, u.A)
		return premul{mix(t.R, u.R) * alpha / 255, mix(t.G, u.G) * alpha / 255, mix(t.B, u.B) * alpha / 255, alpha}
	}
}

// scale is c with coverage cov (0 to 1).
func (c premul) scale(cov float32) premul {
	return premul{c[0] * cov, c[1] * cov, c[2] * cov, c[3] * cov}
}

// lattice is a motif in c every step pixels along rows step/2 apart,
// every other row shifted by step/2, over a w×h image; dist is the
// motif's signed distance from its centre's offset (dx, dy), within size
// pixels of it (less than step/2 - 1). Where step is a whole number of
// pixels (at one, two and three pixels a unit), the lattice repeats every
// step pixels across and down: a tile of whole steps about 256 pixels wide
// is painted once and drawn side by side. Elsewhere the motif is painted
// once for each quarter of a pixel its centre lies at in a pixel, and
// drawn at each place.
func lattice(w, h, step, size float32, c color.Color, dist func(dx, dy float32) float32) []*sprite {
	pc := premulOf(c)
	// paint adds the motif centred at (cx, cy) to img
	paint := func(img *Raster, cx, cy float32) {
		x0, x1 := span(cx-size, cx+size, img.w)
		y0, y1 := span(cy-size, cy+size, img.h)
		for py := y0; py < y1; py++ {
			for px := x0; px < x1; px++ {
				if cov := cover(dist(float32(px)+0.5-cx, float32(py)+0.5-cy)); cov > 0 {
					blend(img.pix[4*(py*img.w+px):][:4], pc, cov)
				}
			}
		}
	}
	if t := float32(math.Round(float64(step))); t >= 2 && absf(step-t) < 1e-3 {
		T := int(t) * max(1, int(256/t))
		tile := &sprite{key: motifKey{step, size, pc, [2]int{-1, -1}}, img: newRaster(T, T)}
		// the motifs on the tile, and those beside it that reach into it
		for y := float32(-step); y <= float32(T)+step; y += step / 2 {
			off := float32(0)
			if int(math.Round(float64(y/(step/2))))%2 != 0 {
				off = step / 2
			}
			for x := -step + off; x <= float32(T)+step; x += step {
				paint(tile.img, x, y)
			}
		}
		for y := 0; y < int(math.Ceil(float64(h))); y += T {
			for x := 0; x < int(math.Ceil(float64(w))); x += T {
				tile.at = append(tile.at, [2]int{x, y})
			}
		}
		return []*sprite{tile}
	}
	half := int(math.Ceil(float64(size))) + 2
	var sprites []*sprite
	byOffset := map[[2]int]*sprite{}
	for y, row := float32(0), 0; y < h+step; y, row = y+step/2, row+1 {
		off := float32(row%2) * step / 2
		for x := -step + off; x < w+step; x += step {
			// the centre's pixel, and where in it to a quarter
			qx, qy := int(math.Floor(float64(x)*4+0.5)), int(math.Floor(float64(y)*4+0.5))
			q := [2]int{qx & 3, qy & 3}
			s := byOffset[q]
			if s == nil {
				s = &sprite{key: motifKey{step, size, pc, q}, img: newRaster(2*half, 2*half)}
				paint(s.img, float32(half)+float32(q[0])/4, float32(half)+float32(q[1])/4)
				byOffset[q] = s
				sprites = append(sprites, s)
			}
			s.at = append(s.at, [2]int{qx>>2 - half, qy>>2 - half})
		}
	}
	return sprites
}

// crest is the points of row i of drifts' hills (k pixels a unit): a
// point every 8 units across the w×h image, the row step units above the
// last, amp units high, its crests period units apart, and the bottom
// right corner.
func crest(w, h, k, step, amp, period float32, i int) (xs, ys []float32) {
	base := h - float32(i)*step*k
	for x := float32(0); x <= w; x += 8 * k {
		xs = append(xs, x)
		ys = append(ys, base-20*k-float32(float64(amp)*math.Sin(float64(x/k)/(float64(period)+float64(i)*25)+float64(i)))*k)
	}
	return append(xs, w), append(ys, h)
}

// drifts is three rows of hills along the bottom of a w×h image (k
// pixels a unit): each row step units above the last, amp units high, its
// crests period units apart, in clr; a crest's points are 8 units apart,
// the last joined to the bottom right corner. Each piece of a crest is a
// column down to the bottom, and a fringe along the crest one pixel high
// across it.
func drifts(w, h, k, step, amp, period float32, clr color.Color) *mesh {
	var m mesh
	c := premulOf(clr)
	for i := range 3 {
		xs, ys := crest(w, h, k, step, amp, period, i)
		for j := range len(xs) - 1 {
			x0, x1 := xs[j], xs[j+1]
			if x1 <= x0 {
				continue
			}
			slope := (ys[j+1] - ys[j]) / (x1 - x0)
			// half a pixel across the crest, measured straight down
			e := 0.5 * float32(math.Sqrt(float64(1+slope*slope)))
			a := m.add(vertex{x0, ys[j] - e, premul{}})
			b := m.add(vertex{x1, ys[j+1] - e, premul{}})
			in0 := m.add(vertex{x0, ys[j] + e, c})
			in1 := m.add(vertex{x1, ys[j+1] + e, c})
			// the bottom, or lower: the last piece runs down to the bottom
			// corner, its fringe's inner side below it (a column whose
			// corners crossed would be drawn twice where they overlap)
			b0 := m.add(vertex{x0, max(h, ys[j]+e), c})
			b1 := m.add(vertex{x1, max(h, ys[j+1]+e), c})
			m.quad(a, b, in1, in0)
			m.quad(in0, in1, b1, b0)
		}
	}
	return &m
}
