package kit

import (
	"image/color"
	"math"
	"testing"
)

// area is the sum of r's alpha over its pixels, in whole pixels.
func area(r *Raster) float64 {
	var a float64
	for i := 3; i < len(r.pix); i += 4 {
		a += float64(r.pix[i]) / 255
	}
	return a
}

// filled is a w×h raster with p filled in opaque white.
func filled(w, h int, p *Path) *Raster {
	r := newRaster(w, h)
	Fill(r, p, color.White)
	return r
}

func square(p *Path, x, y, side float32, dir Direction) {
	p.MoveTo(x, y)
	if dir == Clockwise { // y down: right, down, left
		p.LineTo(x+side, y)
		p.LineTo(x+side, y+side)
		p.LineTo(x, y+side)
	} else {
		p.LineTo(x, y+side)
		p.LineTo(x+side, y+side)
		p.LineTo(x+side, y)
	}
	p.Close()
}

// TestFillSquare: a 10×10 square on whole pixels covers 100 pixels
// whole; moved by half a pixel, its edges are half covered (128 of 255:
// 127.5 rounded) and its area is still 100.
func TestFillSquare(t *testing.T) {
	var p Path
	square(&p, 2, 2, 10, Clockwise)
	r := filled(16, 16, &p)
	if a := area(r); a != 100 {
		t.Errorf("area %v, want 100", a)
	}
	if got := at(r, 5, 5); got != [4]byte{255, 255, 255, 255} {
		t.Errorf("inside: %v", got)
	}
	if got := at(r, 1, 5); got != [4]byte{} {
		t.Errorf("outside: %v", got)
	}
	var q Path
	square(&q, 2.5, 2.5, 10, Clockwise)
	r = filled(16, 16, &q)
	if got := at(r, 2, 6)[3]; got != 127 && got != 128 {
		t.Errorf("left edge, half covered: alpha %d, want 127 or 128", got)
	}
	if got := at(r, 2, 2)[3]; got < 63 || got > 65 {
		t.Errorf("corner, a quarter covered: alpha %d, want 64", got)
	}
	if a := area(r); math.Abs(a-100) > 0.1 { // 40 edge pixels at 128, not 127.5

		t.Errorf("half-pixel square: area %v, want 100", a)
	}
}

// TestFillDisc: a whole turn of radius 8 covers π 64 = 201.06 pixels,
// less what its chords leave out (each strays at most flatness inside:
// 2π 8 × 0.05 × 2/3 = 1.68 px at most); an arc from 0 to float32(2π) is
// a whole turn (the kit's coin), not an empty one. Counterclockwise from
// 0 to π/2 is three quarters (y down: the bottom right one left out).
func TestFillDisc(t *testing.T) {
	var p Path
	p.Arc(10, 10, 8, 0, 2*math.Pi, Clockwise)
	p.Close()
	r := filled(20, 20, &p)
	if a, want := area(r), math.Pi*64; a < want-1.7 || a > want+0.1 {
		t.Errorf("disc area %.2f, want %.2f", a, want)
	}
	if got := at(r, 10, 10)[3]; got != 255 {
		t.Errorf("centre alpha %d", got)
	}
	if got := at(r, 1, 1)[3]; got != 0 {
		t.Errorf("outside the disc, in the box's corner: alpha %d", got)
	}
	var q Path
	q.Arc(10, 10, 8, 0, math.Pi/2, CounterClockwise)
	q.LineTo(10, 10)
	q.Close()
	r = filled(20, 20, &q)
	if a, want := area(r), math.Pi*64*3/4; a < want-1.3 || a > want+0.1 {
		t.Errorf("three quarters: area %.2f, want %.2f", a, want)
	}
	if got := at(r, 14, 14)[3]; got != 0 {
		t.Errorf("the quarter left out: alpha %d", got)
	}
}

// TestFillHole: a square 10 wide inside one 20 wide turning the other way
// is a hole (300 pixels covered, none at the centre); turning the same
// way, it adds nothing (400, the nonzero rule).
func TestFillHole(t *testing.T) {
	var p Path
	square(&p, 0, 0, 20, Clockwise)
	square(&p, 5, 5, 10, CounterClockwise)
	r := filled(20, 20, &p)
	if a := area(r); a != 300 {
		t.Errorf("opposite ways: area %v, want 300", a)
	}
	if got := at(r, 10, 10)[3]; got != 0 {
		t.Errorf("the hole: alpha %d", got)
	}
	var q Path
	square(&q, 0, 0, 20, Clockwise)
	square(&q, 5, 5, 10, Clockwise)
	if a := area(filled(20, 20, &q)); a != 400 {
		t.Errorf("same way: area %v, want 400", a)
	}
}

// TestStrokeWidth: a line from (4, 10) to (36, 10) stroked 4 wide covers
// rows 8 to 11 of column 20 whole (their centres 1.5 px from it at most)
// and row 7 not at all (2.5 px: half a pixel beyond the edge); its area
// is 32 × 4 and the two round caps, π 2² (within a pixel: the caps'
// edge pixels are judged by their centres).
func TestStrokeWidth(t *testing.T) {
	var p Path
	p.MoveTo(4, 10)
	p.LineTo(36, 10)
	r := newRaster(40, 20)
	PaintStroke(r, &p, 4, color.White)
	for y := 0; y < 20; y++ {
		want := byte(0)
		if y >= 8 && y <= 11 {
			want = 255
		}
		if got := at(r, 20, y)[3]; got != want {
			t.Errorf("column 20, row %d: alpha %d, want %d", y, got, want)
		}
	}
	if a, want := area(r), 32*4+math.Pi*4; math.Abs(a-want) > 1 {
		t.Errorf("area %.2f, want %.2f", a, want)
	}
	// 3 wide: the rows 1.5 px from the line half covered
	r = newRaster(40, 20)
	PaintStroke(r, &p, 3, color.White)
	if got := at(r, 20, 8)[3]; got != 128 {
		t.Errorf("3 wide, row 8: alpha %d, want 128", got)
	}
}

// TestAddStroke: the outline of a stroke of a line 20 long, 6 wide with
// round caps, filled, covers 20 × 6 + π 3² = 148.27 pixels (less at most
// 2π 3 × 0.05 × 2/3 = 0.63 that the caps' chords leave out).
func TestAddStroke(t *testing.T) {
	var line, p Path
	line.MoveTo(10, 10)
	line.LineTo(30, 10)
	p.AddStroke(&line, 6)
	if a, want := area(filled(40, 20, &p)), 20*6+math.Pi*9; a < want-0.65 || a > want+0.1 {
		t.Errorf("area %.2f, want %.2f", a, want)
	}
	// a bent line: the two arms' outlines (less the 3 × 3 square they
	// share), the joint's outer side a quarter circle and the two caps
	// unite: its corner whole, nothing missing at the joint
	var bent, q Path
	bent.MoveTo(10, 30)
	bent.LineTo(10, 10)
	bent.LineTo(30, 10)
	q.AddStroke(&bent, 6)
	r := filled(40, 40, &q)
	if a, want := area(r), 2*20*6-9+math.Pi*9*5/4; a < want-0.8 || a > want+0.1 {
		t.Errorf("bent: area %.2f, want %.2f", a, want)
	}
	if got := at(r, 9, 9)[3]; got != 255 {
		t.Errorf("the joint: alpha %d", got)
	}
}

// TestEmptyPath: an empty path, or one of a single point, paints
// nothing, filled or stroked.
func TestEmptyPath(t *testing.T) {
	var p, q Path
	q.MoveTo(5, 5)
	for _, x := range []*Path{&p, &q} {
		r := newRaster(10, 10)
		Fill(r, x, color.White)
		PaintStroke(r, x, 3, color.White)
		if a := area(r); a != 0 {
			t.Errorf("area %v, want 0", a)
		}
	}
}

// TestCurves: a quadratic and a cubic curve stay within flatness of the
// curve: the quadratic from (0, 0) through control (10, 20) to (20, 0)
// reaches y = 10 at its middle, the cubic from (0, 0) by (0, 20) and
// (20, 20) to (20, 0) reaches y = 15.
func TestCurves(t *testing.T) {
	lowest := func(p *Path) float32 {
		var m float32
		for _, v := range p.subs[0].pts {
			m = max(m, v.y)
		}
		return m
	}
	var q, c Path
	q.MoveTo(0, 0)
	q.QuadTo(10, 20, 20, 0)
	c.MoveTo(0, 0)
	c.CubicTo(0, 20, 20, 20, 20, 0)
	if m := lowest(&q); m < 10-flatness || m > 10 {
		t.Errorf("quadratic: lowest %v, want 10", m)
	}
	if m := lowest(&c); m < 15-flatness || m > 15 {
		t.Errorf("cubic: lowest %v, want 15", m)
	}
}
