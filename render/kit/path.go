package kit

import (
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Path is a shape of the kit's own, painted on the CPU into a Raster:
// filled with golang.org/x/image/vector's rasterizer (nonzero winding,
// antialiased by each pixel's covered area) or stroked by each pixel's
// distance to it. Its operations are those of Ebitengine's vector.Path
// that the kit's shapes used, with the same meaning, so that a shape
// looks as it did when the GPU drew it; curves and arcs are kept as
// points within flatness of them.
type Path struct {
	subs []subPath
}

// subPath is one run of a path: its points from the start, and whether
// it was closed (its last point is then its start again).
type subPath struct {
	pts    []pt
	closed bool
}

type pt struct{ x, y float32 }

// Direction is the way an arc turns: Clockwise (angles growing, y down)
// or CounterClockwise.
type Direction int

const (
	Clockwise Direction = iota
	CounterClockwise
)

// flatness is the furthest, in pixels, a curve's points stray from it.
const flatness = 0.05

// last is the path's current run, started at (x, y) when there is none,
// or at the last one's start when that one is closed (as Ebitengine's).
func (p *Path) last(x, y float32) *subPath {
	switch {
	case len(p.subs) == 0:
		p.subs = append(p.subs, subPath{pts: []pt{{x, y}}})
	case p.subs[len(p.subs)-1].closed:
		p.subs = append(p.subs, subPath{pts: []pt{p.subs[len(p.subs)-1].pts[0]}})
	}
	return &p.subs[len(p.subs)-1]
}

// current is the path's last point (false: none yet).
func (p *Path) current() (pt, bool) {
	if len(p.subs) == 0 {
		return pt{}, false
	}
	s := p.subs[len(p.subs)-1].pts
	return s[len(s)-1], true
}

// MoveTo starts a new run at (x, y).
func (p *Path) MoveTo(x, y float32) {
	if n := len(p.subs); n > 0 && len(p.subs[n-1].pts) == 1 {
		p.subs[n-1] = subPath{pts: []pt{{x, y}}}
		return
	}
	p.subs = append(p.subs, subPath{pts: []pt{{x, y}}})
}

// LineTo adds a straight line from the current point to (x, y).
func (p *Path) LineTo(x, y float32) {
	s := p.last(x, y)
	if c := s.pts[len(s.pts)-1]; c.x == x && c.y == y {
		return
	}
	s.pts = append(s.pts, pt{x, y})
}

// QuadTo adds a quadratic Bézier curve to (x2, y2), its control point
// (x1, y1).
func (p *Path) QuadTo(x1, y1, x2, y2 float32) {
	s := p.last(x1, y1)
	a := s.pts[len(s.pts)-1]
	// the points stray at most |a - 2 c + b| / 4 / n² from the curve
	n := segments(hypot(a.x-2*x1+x2, a.y-2*y1+y2) / 4)
	for i := 1; i <= n; i++ {
		t := float32(i) / float32(n)
		u := 1 - t
		p.LineTo(u*u*a.x+2*u*t*x1+t*t*x2, u*u*a.y+2*u*t*y1+t*t*y2)
	}
}

// CubicTo adds a cubic Bézier curve to (x3, y3), its control points
// (x1, y1) and (x2, y2).
func (p *Path) CubicTo(x1, y1, x2, y2, x3, y3 float32) {
	s := p.last(x1, y1)
	a := s.pts[len(s.pts)-1]
	// the second derivative is at most 6 max(|a - 2 c1 + c2|, |c1 - 2 c2 + b|)
	// and the points stray at most an eighth of it / n²
	d := max(hypot(a.x-2*x1+x2, a.y-2*y1+y2), hypot(x1-2*x2+x3, y1-2*y2+y3))
	n := segments(d * 6 / 8)
	for i := 1; i <= n; i++ {
		t := float32(i) / float32(n)
		u := 1 - t
		b0, b1, b2, b3 := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
		p.LineTo(b0*a.x+b1*x1+b2*x2+b3*x3, b0*a.y+b1*y1+b2*y2+b3*y3)
	}
}

// segments is how many straight pieces keep a curve whose pieces stray
// e/n² pixels from it within flatness.
func segments(e float32) int {
	return max(1, min(1000, int(math.Ceil(math.Sqrt(float64(e/flatness))))))
}

func hypot(x, y float32) float32 { return float32(math.Hypot(float64(x), float64(y))) }

// Arc adds a line from the current point (if any) to the arc's start,
// then the arc of the circle of radius r centred on (cx, cy) from angle
// a0 to a1 (radians) turning in dir: a whole turn when they differ by a
// multiple of 2π, as Ebitengine's.
func (p *Path) Arc(cx, cy, r, a0, a1 float32, dir Direction) {
	start := float64(a0)
	var da float64
	if dir == Clockwise {
		da = float64(mod2pi(a1 - a0))
	} else {
		da = -float64(mod2pi(a0 - a1))
	}
	if da == 0 && a0 != a1 {
		da = 2 * math.Pi
		if dir != Clockwise {
			da = -da
		}
	}
	// each chord strays r (1 - cos(step/2)) from the circle
	step := math.Pi / 2
	if r > flatness {
		step = min(step, 2*math.Acos(1-flatness/float64(r)))
	}
	n := max(1, int(math.Ceil(math.Abs(da)/step)))
	for i := 0; i <= n; i++ {
		a := start + da*float64(i)/float64(n)
		p.LineTo(cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
	}
}

// mod2pi is a modulo 2π, 0 to 2π, in float32 as Ebitengine's: an arc
// from 0 to float32(2π) is then a whole turn.
func mod2pi(a float32) float32 {
	const turn = 2 * math.Pi
	return a - turn*float32(math.Floor(float64(a)/turn))
}

// ArcTo adds a corner rounded with radius r: from the current point
// towards (x1, y1), then turning towards (x2, y2), the arc tangent to
// both lines (as a canvas's arcTo; ended at the arc's end). When the
// current point lies within r of (x2, y2), a line to (x2, y2).
func (p *Path) ArcTo(x1, y1, x2, y2, r float32) {
	p0, ok := p.current()
	if !ok {
		p0 = pt{x1, y1}
	}
	if hypot(p0.x-x2, p0.y-y2) <= r {
		p.LineTo(x2, y2)
		return
	}
	d0x, d0y := p0.x-x1, p0.y-y1
	d1x, d1y := x2-x1, y2-y1
	l0, l1 := hypot(d0x, d0y), hypot(d1x, d1y)
	if l0 == 0 || l1 == 0 {
		p.LineTo(x1, y1)
		return
	}
	d0x, d0y, d1x, d1y = d0x/l0, d0y/l0, d1x/l1, d1y/l1
	theta := math.Acos(max(-1, min(1, float64(d0x*d1x+d0y*d1y))))
	if theta == 0 {
		p.LineTo(x2, y2)
		return
	}
	dist := r / float32(math.Tan(theta/2))
	ax, ay := x1+d0x*dist, y1+d0y*dist // where the arc starts
	if d0x*d1y >= d0y*d1x {
		p.Arc(ax-d0y*r, ay+d0x*r, r, atan2(-d0x, d0y), atan2(d1x, -d1y), CounterClockwise)
	} else {
		p.Arc(ax+d0y*r, ay-d0x*r, r, atan2(d0x, -d0y), atan2(-d1x, d1y), Clockwise)
	}
}

func atan2(y, x float32) float32 { return float32(math.Atan2(float64(y), float64(x))) }

// Close ends the current run with a line back to its start; what follows
// starts a new run.
func (p *Path) Close() {
	if len(p.subs) == 0 {
		return
	}
	s := &p.subs[len(p.subs)-1]
	if len(s.pts) > 1 {
		p.LineTo(s.pts[0].x, s.pts[0].y)
	}
	s.closed = true
}

// AddPath adds q's runs to p, turned by rot radians about the origin
// (clockwise, y down), then moved by (dx, dy).
func (p *Path) AddPath(q *Path, rot, dx, dy float32) {
	sin, cos := math.Sincos(float64(rot))
	sn, cs := float32(sin), float32(cos)
	for _, s := range q.subs {
		pts := make([]pt, len(s.pts))
		for i, v := range s.pts {
			pts[i] = pt{v.x*cs - v.y*sn + dx, v.x*sn + v.y*cs + dy}
		}
		p.subs = append(p.subs, subPath{pts: pts, closed: s.closed})
	}
}

// AddStroke adds to p the outline of q's stroke, width wide with round
// caps: each run becomes a closed run around it (its sides, each joint's
// outer side rounded), to be filled or stroked itself, as Ebitengine's
// AddStroke made it. A closed run of q becomes two runs, its outer and
// inner sides, turning opposite ways.
func (p *Path) AddStroke(q *Path, width float32) {
	h := width / 2
	for _, s := range q.subs {
		pts := dedupe(s.pts)
		if len(pts) < 2 {
			continue
		}
		if s.closed {
			p.side(pts, h, true)
			p.Close()
			p.side(reversed(pts), h, true)
			p.Close()
			continue
		}
		nx, ny := normalOf(pts[0], pts[1], h)
		p.MoveTo(pts[0].x+nx, pts[0].y+ny)
		p.side(pts, h, false)
		p.cap(pts[len(pts)-1], pts[len(pts)-2], h)
		p.side(reversed(pts), h, false)
		p.cap(pts[0], pts[1], h)
		p.Close()
	}
}

// side adds the line h pixels left of the points (y down: the side a
// walker along them has on the left), round at the joints where it lies
// outside, straight where it lies inside; loop: the
// points close on themselves (the last equals the first), else it
// continues the current run.
func (p *Path) side(pts []pt, h float32, loop bool) {
	n := len(pts)
	normal := func(i int) (float32, float32) { return normalOf(pts[i], pts[i+1], h) }
	for i := 0; i+1 < n; i++ {
		nx, ny := normal(i)
		a, b := pts[i], pts[i+1]
		switch {
		case i > 0 || loop:
			j := i - 1
			if i == 0 {
				j = n - 2
			}
			px, py := normal(j)
			p.joint(a, px, py, nx, ny, h, i == 0)
		default:
			p.LineTo(a.x+nx, a.y+ny)
		}
		p.LineTo(b.x+nx, b.y+ny)
	}
}

// normalOf is the offset h long to the left of the walk from a to b.
func normalOf(a, b pt, h float32) (float32, float32) {
	l := hypot(b.x-a.x, b.y-a.y)
	return (b.y - a.y) / l * h, -(b.x - a.x) / l * h
}

// joint goes round point c from the offset (px, py) to (nx, ny), both h
// long: along the circle when the side turns outwards, else straight (the
// sides of a smooth curve's pieces cross there by a hair); first: it
// starts a run there.
func (p *Path) joint(c pt, px, py, nx, ny, h float32, first bool) {
	if first {
		p.MoveTo(c.x+px, c.y+py)
	} else {
		p.LineTo(c.x+px, c.y+py)
	}
	if px*ny-py*nx > 0 { // the walk turns right: its left side is outside
		p.Arc(c.x, c.y, h, atan2(py, px), atan2(ny, nx), Clockwise)
	}
	p.LineTo(c.x+nx, c.y+ny)
}

// cap adds the half circle of radius h round end e of a run whose
// previous point is b, from its left side to its right side.
func (p *Path) cap(e, b pt, h float32) {
	a := atan2(e.y-b.y, e.x-b.x)
	p.Arc(e.x, e.y, h, a-math.Pi/2, a+math.Pi/2, Clockwise)
}

// dedupe is pts without a point equal to the one before it.
func dedupe(pts []pt) []pt {
	out := make([]pt, 0, len(pts))
	for _, v := range pts {
		if len(out) == 0 || out[len(out)-1] != v {
			out = append(out, v)
		}
	}
	return out
}

func reversed(pts []pt) []pt {
	out := make([]pt, len(pts))
	for i, v := range pts {
		out[len(pts)-1-i] = v
	}
	return out
}

// bounds is the box of p's points widened by pad pixels and clipped to
// w×h, empty when p has none there.
func (p *Path) bounds(pad float32, w, h int) image.Rectangle {
	x0, y0 := float32(math.Inf(1)), float32(math.Inf(1))
	x1, y1 := float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, s := range p.subs {
		for _, v := range s.pts {
			x0, y0, x1, y1 = min(x0, v.x), min(y0, v.y), max(x1, v.x), max(y1, v.y)
		}
	}
	if x0 > x1 {
		return image.Rectangle{}
	}
	r := image.Rect(int(math.Floor(float64(x0-pad))), int(math.Floor(float64(y0-pad))),
		int(math.Ceil(float64(x1+pad))), int(math.Ceil(float64(y1+pad))))
	return r.Intersect(image.Rect(0, 0, w, h))
}

// coverage is how much of each pixel of box b (of a w×h image) p covers,
// 0 to 255, row by row: the area inside it under the nonzero rule.
func (p *Path) coverage(b image.Rectangle) []byte {
	var z vector.Rasterizer
	z.Reset(b.Dx(), b.Dy())
	ox, oy := float32(b.Min.X), float32(b.Min.Y)
	for _, s := range p.subs {
		if len(s.pts) < 3 {
			continue
		}
		z.MoveTo(s.pts[0].x-ox, s.pts[0].y-oy)
		for _, v := range s.pts[1:] {
			z.LineTo(v.x-ox, v.y-oy)
		}
		z.ClosePath()
	}
	mask := image.NewAlpha(image.Rect(0, 0, b.Dx(), b.Dy()))
	z.DrawOp = draw.Src
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return mask.Pix
}

// strokeCoverage is how much of each pixel of box b the stroke of p
// covers, width wide with round joins and caps, 0 to 1, row by row: by
// the distance from the pixel's centre to the nearest segment, a pixel
// half inside half covered (as the kit's panels are edged).
func (p *Path) strokeCoverage(b image.Rectangle, width float32) []float32 {
	w := b.Dx()
	dist := make([]float32, w*b.Dy())
	for i := range dist {
		dist[i] = float32(math.Inf(1))
	}
	reach := width/2 + 1
	for _, s := range p.subs {
		for i := 0; i+1 < len(s.pts); i++ {
			a, c := s.pts[i], s.pts[i+1]
			sb := image.Rect(int(math.Floor(float64(min(a.x, c.x)-reach))), int(math.Floor(float64(min(a.y, c.y)-reach))),
				int(math.Ceil(float64(max(a.x, c.x)+reach))), int(math.Ceil(float64(max(a.y, c.y)+reach)))).Intersect(b)
			dx, dy := c.x-a.x, c.y-a.y
			ll := dx*dx + dy*dy
			for y := sb.Min.Y; y < sb.Max.Y; y++ {
				row := dist[(y-b.Min.Y)*w:][:w]
				py := float32(y) + 0.5 - a.y
				for x := sb.Min.X; x < sb.Max.X; x++ {
					px := float32(x) + 0.5 - a.x
					t := float32(0)
					if ll > 0 {
						t = clamp01((px*dx + py*dy) / ll)
					}
					ex, ey := px-t*dx, py-t*dy
					if d := ex*ex + ey*ey; d < row[x-b.Min.X] { // not min: a runtime call on WebAssembly
						row[x-b.Min.X] = d
					}
				}
			}
		}
	}
	for i, d := range dist {
		dist[i] = cover(float32(math.Sqrt(float64(d))) - width/2)
	}
	return dist
}

// fill paints the inside of p over r, each row y in paint(y) (a
// premultiplied colour) through the path's coverage.
func (r *Raster) fill(p *Path, paint func(row int) premul) {
	b := p.bounds(1, r.w, r.h)
	if b.Empty() {
		return
	}
	cov := p.coverage(b)
	row := make([]float32, b.Dx())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for i := range row {
			row[i] = float32(cov[(y-b.Min.Y)*b.Dx()+i]) / 255
		}
		r.blendRow(y, b.Min.X, paint(y), row)
	}
}

// stroke paints p's stroke over r, width pixels wide with round
// joins and caps, in c.
func (r *Raster) stroke(p *Path, width float32, c premul) {
	b := p.bounds(width/2+1, r.w, r.h)
	if b.Empty() || width <= 0 {
		return
	}
	cov := p.strokeCoverage(b, width)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		r.blendRow(y, b.Min.X, c, cov[(y-b.Min.Y)*b.Dx():][:b.Dx()])
	}
}
