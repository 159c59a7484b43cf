package kit

import (
	"image/color"
	"math"
	"slices"
)

// The kit's rounded rectangles (panels, their outlines and shadows, the
// backdrop's glow) are meshes of rings: the rectangle's outline grown or
// shrunk by a distance, each ring coloured by how much a pixel whose
// centre lies on it is covered, joined by quads. Coverage changes linearly
// with the distance to the edge, so a ring half a pixel inside the edge
// (covered) and one half a pixel outside (not) draw the edge as the CPU's
// distance at each pixel's centre did.

// vertex is a corner of a triangle: its position in pixels and its
// premultiplied colour (channels 0 to 255), which the GPU interpolates
// across the triangle.
type vertex struct {
	x, y float32
	c    premul
}

// mesh is triangles: three indices into v each.
type mesh struct {
	v []vertex
	i []uint32
}

func (m *mesh) add(v vertex) uint32 {
	m.v = append(m.v, v)
	return uint32(len(m.v) - 1)
}

// quad adds the triangles a, b, c and a, c, d.
func (m *mesh) quad(a, b, c, d uint32) { m.i = append(m.i, a, b, c, a, c, d) }

// ring adds to m the outline of the rounded rectangle x, y, w, h (corner
// radius r) grown by d pixels (shrunk when d < 0), covered cov (0 to 1)
// and coloured by paint at each height: a vertex at each of the corners'
// angles (cos, sin), and each upright side in pieces. Its sides lie d
// further out, its corners' radius is r+d (0 at least). A corner's
// vertices but its ends are scaled by out, a little outside its arc, so
// that the pieces between them stray from it as far outside as inside.
func (m *mesh) ring(x, y, w, h, r, d, cov, out float32, cos, sin []float32, pieces int, paint func(y float32) premul) {
	rd := max(r+d, 0)
	// the corners' centres, clockwise from the top left
	cx := [4]float32{x - d + rd, x + w + d - rd, x + w + d - rd, x - d + rd}
	cy := [4]float32{y - d + rd, y - d + rd, y + h + d - rd, y + h + d - rd}
	ro := rd * out
	for c := range 4 {
		// the corner's angles from π(1 + c/2): cos and sin of the first
		// quarter turned c+2 quarters
		for j := range cos {
			var dx, dy float32
			switch c {
			case 0:
				dx, dy = -cos[j], -sin[j]
			case 1:
				dx, dy = sin[j], -cos[j]
			case 2:
				dx, dy = cos[j], sin[j]
			default:
				dx, dy = -sin[j], cos[j]
			}
			k := ro
			if j == 0 || j == len(cos)-1 { // the sides' ends: on the arc, so that the sides lie on their lines
				k = rd
			}
			py := cy[c] + k*dy
			m.add(vertex{cx[c] + k*dx, py, paint(py).scale(cov)})
		}
		if c%2 == 1 { // after the right side's top corner, and the left side's bottom one
			last := m.v[len(m.v)-1]
			next := cy[(c+1)%4]
			for k := 1; k < pieces; k++ {
				py := last.y + (next-last.y)*float32(k)/float32(pieces)
				m.add(vertex{last.x, py, paint(py).scale(cov)})
			}
		}
	}
}

// arcPoints is how many pieces a quarter circle of radius r needs for
// them to lie within tol pixels of it (points on both sides of it).
func arcPoints(r, tol float32) int {
	if r <= tol {
		return 1
	}
	return max(2, int(math.Ceil(math.Pi/2/(2*math.Acos(1-2*float64(tol)/float64(r))))))
}

// rings adds the rounded rectangle x, y, w, h (corner radius r) as rings
// at the distances ds from its edge (growing; none deeper than its middle),
// each covered as cover says at that distance (0 to 1) and coloured at
// every height by paint: joined by quads, the inside of the innermost
// filled too when fill. Its corners lie within a level of their arcs (a
// pixel's coverage changes by the rings' contrast over a pixel), its
// upright sides are in pieces across which paint changes by four levels
// at most (a fringe's coverage times paint strays a level at most across
// a piece's two triangles, and so does a gradient that ends inside it),
// and its inside is in bands between those pieces: each colour changes
// across each triangle as paint's does, within a level or two.
func (m *mesh) rings(x, y, w, h, r float32, ds []float32, cover func(d float32) float32, paint func(y float32) premul, fill bool) {
	r = max(0, min(r, w/2, h/2))
	deepest := -min(w, h) / 2
	ds = slices.Clone(ds)
	covs := make([]float32, len(ds))
	for k := range ds {
		ds[k] = max(ds[k], deepest)
		covs[k] = cover(ds[k])
	}
	top, bottom := paint(y-ds[len(ds)-1]), paint(y+h+ds[len(ds)-1])
	// the largest change of coverage from ring to ring, in levels
	contrast := float32(0)
	for k := 1; k < len(ds); k++ {
		if ds[k] == ds[k-1] {
			continue
		}
		step := absf(covs[k]-covs[k-1]) / (ds[k] - ds[k-1]) // a pixel's worth
		contrast = max(contrast, step*max(top[3], bottom[3], paint(y + h/2)[3]))
	}
	n := arcPoints(r+ds[len(ds)-1], 1/max(contrast, 1))
	// paint's change down the rectangle, in levels (a gradient's channels
	// change one way each)
	levels := max(absf(bottom[0]-top[0]), absf(bottom[1]-top[1]), absf(bottom[2]-top[2]), absf(bottom[3]-top[3]))
	pieces := max(1, int(math.Ceil(float64(levels)/4)))
	cos, sin := make([]float32, n+1), make([]float32, n+1)
	for j := range n + 1 {
		a := math.Pi / 2 * float64(j) / float64(n)
		cos[j], sin[j] = float32(math.Cos(a)), float32(math.Sin(a))
	}
	out := float32(1 + (1-math.Cos(math.Pi/4/float64(n)))/2)
	per := uint32(4*(n+1) + 2*(pieces-1))
	base := uint32(len(m.v))
	for k, d := range ds {
		m.ring(x, y, w, h, r, d, covs[k], out, cos, sin, pieces, paint)
		if k > 0 {
			inner, outer := base+uint32(k-1)*per, base+uint32(k)*per
			for j := range per {
				next := (j + 1) % per
				m.quad(inner+j, outer+j, outer+next, inner+next)
			}
		}
	}
	if fill {
		// the inside of the innermost ring, in bands from the top down:
		// its left side (the first corner, the left side and the last
		// corner, backwards) beside its right side (from the second
		// corner on), whose vertices lie at the same heights
		side := uint32(2*(n+1) + pieces - 1)
		left := make([]uint32, 0, side)
		for j := n; j >= 0; j-- {
			left = append(left, base+uint32(j))
		}
		for j := per - 1; j >= uint32(3*(n+1)+pieces-1); j-- {
			left = append(left, base+j)
		}
		right := base + uint32(n+1)
		for k := uint32(1); k < side; k++ {
			m.quad(left[k-1], right+k-1, right+k, left[k])
		}
	}
}

// box adds the rounded rectangle x, y, w, h (corner radius r) filled with
// paint's colour at each height, its edge antialiased.
func (m *mesh) box(x, y, w, h, r float32, paint func(y float32) premul) {
	m.rings(x, y, w, h, r, []float32{-0.5, 0.5}, cover, paint, true)
}

// outline adds the outline of the rounded rectangle x, y, w, h (corner
// radius r), width pixels wide centred on its edge, in c: covered where
// the edge is within width/2 of a pixel's centre, fading over a pixel on
// each side (a thinner one never quite covered).
func (m *mesh) outline(x, y, w, h, r, width float32, c premul) {
	in := max(width/2-0.5, 0)
	m.rings(x, y, w, h, r, []float32{-width/2 - 0.5, -in, in, width/2 + 0.5},
		func(d float32) float32 { return clamp01(0.5 + width/2 - absf(d)) }, func(float32) premul { return c }, false)
}

// panelMesh is PanelImage's picture: a w×h rounded rectangle (corner
// radius r pixels) with a vertical gradient from top to bottom, a soft
// light over its upper half, and an outline ow pixels wide (nil: none).
func panelMesh(w, h int, r, ow float64, top, bottom, outline color.Color) *mesh {
	var m mesh
	W, H, R := float32(w), float32(h), float32(r)
	m.box(0, 0, W, H, R, gradientAt(top, bottom, 0, H))
	in := float32(ow) * 1.5
	m.box(in, in, W-2*in, H*0.45, R-in, gradientAt(color.RGBA{0x22, 0x22, 0x22, 0x22}, color.RGBA{}, in, H*0.45))
	if outline != nil && ow > 0 {
		hw := float32(ow) / 2
		m.outline(hw, hw, W-2*hw, H-2*hw, R-hw, float32(ow), premulOf(outline))
	}
	return &m
}

// shadowLayers are the rounded rectangles a shadow is made of, each
// larger by blur/shadowLayers and drawn in black at shadowAlpha.
const (
	shadowLayers = 8
	shadowAlpha  = 23
)

// shadowMesh is shadowImage's picture: the dark soft edge of a w×h
// rounded rectangle (corner radius r) placed blur (rounded up) from each
// side of its image: shadowLayers rectangles, each larger by
// blur/shadowLayers, over each other. It is one mesh whose rings lie
// where a layer's edge begins or ends to cover a pixel, and half way
// between: the alpha of the layers over each other there.
func shadowMesh(w, h int, r, blur float64) *mesh {
	pad := float32(math.Ceil(blur))
	step := float32(blur) / shadowLayers
	alpha := func(d float32) float32 { // of the layers over each other, d pixels from the rectangle
		clear := float32(1)
		for i := 1; i <= shadowLayers; i++ {
			clear *= 1 - shadowAlpha*cover(d-step*float32(i))/255
		}
		return 1 - clear
	}
	var ds []float32
	for i := 1; i <= shadowLayers; i++ {
		ds = append(ds, step*float32(i)-0.5, step*float32(i)+0.5)
	}
	ds = sortedUnique(ds)
	if step < 1 { // the layers' edges overlap: their product is no longer linear, three rings more between
		for i := len(ds) - 1; i > 0; i-- {
			for q := float32(1); q < 4; q++ {
				ds = append(ds, ds[i-1]+(ds[i]-ds[i-1])*q/4)
			}
		}
		ds = sortedUnique(ds)
	}
	var m mesh
	m.rings(pad, pad, float32(w), float32(h), float32(r), ds, alpha, func(float32) premul { return premul{0, 0, 0, 255} }, true)
	return &m
}

func sortedUnique(v []float32) []float32 {
	slices.Sort(v)
	return slices.Compact(v)
}
