package kit

import (
	"image/color"
	"math"
)

// Symbols are drawn by code with the kit's paths (a light gradient, an
// outline and a soft shadow), painted on the CPU into one picture each
// and written once per pixel size into a cached image (Symbol; docs/art.md,
// Drawing).

// symbolPixels is the named symbol painted px×px (4 at least): the kit's,
// else one a game registered (RegisterSymbol), else nothing.
func symbolPixels(name string, px int) *Raster {
	px = max(px, 4)
	img := newRaster(px, px)
	s := float32(px)
	switch name {
	case SymStar:
		Paint(img, s, func(p *Path, o float32) { Star(p, s/2, s/2+o, s*0.47, s*0.21, 5) },
			Hex(0xff6b8a), Hex(0xd01848), Hex(0x7a0a26))

	case SymSnowflake:
		Paint(img, s, func(p *Path, o float32) { snowflake(p, s/2, s/2+o, s*0.46) },
			Hex(0xffffff), Hex(0x8fd3ff), Hex(0x1d5c9e))

	case SymCoin:
		Paint(img, s, func(p *Path, o float32) { p.Arc(s/2, s/2+o, s*0.46, 0, 2*math.Pi, Clockwise); p.Close() },
			Hex(0xffe98a), Hex(0xe09a00), Hex(0x8a5a00))

		ring(img, s/2, s/2, s*0.36, s*0.04, color.RGBA{0xb0, 0x70, 0x00, 0xc0})
		Shine(img, s*0.36, s*0.3, s*0.12)
	case SymBauble:
		// cap and loop, then the ball
		var cap Path
		RoundRect(&cap, s*0.4, s*0.04, s*0.2, s*0.14, s*0.03)
		PaintGradient(img, &cap, Hex(0xe8eef5), Hex(0x8a9aab), 0, s*0.2)
		ring(img, s/2, s*0.05, s*0.05, s*0.025, Hex(0xc9a227))
		Paint(img, s, func(p *Path, o float32) {
			p.Arc(s/2, s*0.56+o, s*0.42, 0, 2*math.Pi, Clockwise)
			p.Close()
		},
			Hex(0xfff0a0), Hex(0xd99100), Hex(0x7a4c00))

		ring(img, s/2, s*0.56, s*0.3, s*0.035, color.RGBA{0xff, 0xff, 0xff, 0x50})
		Shine(img, s*0.36, s*0.42, s*0.1)
	case SymSwap:
		Paint(img, s, func(p *Path, o float32) {
			arrow(p, s*0.3, s*0.08+o, s*0.92+o, s*0.34, true)
			arrow(p, s*0.7, s*0.08+o, s*0.92+o, s*0.34, false)
		}, Hex(0x7af0c8), Hex(0x10a878), Hex(0x05503a))

	case SymGem:
		Paint(img, s, func(p *Path, o float32) { gem(p, s, o) }, Hex(0x9be8ff), Hex(0x1478d4), Hex(0x0a3a78))
		facets(img, s)
	case SymHeart:
		Paint(img, s, func(p *Path, o float32) { heart(p, s, o) }, Hex(0xff8fa8), Hex(0xd4163c), Hex(0x6e0a20))
		Shine(img, s*0.32, s*0.34, s*0.08)
	case SymClover:
		Paint(img, s, func(p *Path, o float32) { clover(p, s, o) }, Hex(0x9ff27a), Hex(0x1f9c3a), Hex(0x0c4d1c))
	case SymPebble:
		Paint(img, s, func(p *Path, o float32) {
			p.Arc(s/2, s/2+o, s*0.34, 0, 2*math.Pi, Clockwise)
			p.Close()
		}, Hex(0xc9c3d6), Hex(0x7d7590), Hex(0x403a50))

	case SymMoon:
		Paint(img, s, func(p *Path, o float32) { crescent(p, s*0.44, s/2+o, s*0.4) },
			Hex(0xf4f1ff), Hex(0x9d98c8), Hex(0x45406e))

		Shine(img, s*0.3, s*0.36, s*0.07)
	case SymBurst:
		Paint(img, s, func(p *Path, o float32) { Star(p, s/2, s/2+o, s*0.5, s*0.36, 12) },
			Hex(0xffe36b), Hex(0xff8a1f), Hex(0xa04800))

	case SymGift:
		Paint(img, s, func(p *Path, o float32) { RoundRect(p, s*0.12, s*0.3+o, s*0.76, s*0.62, s*0.06) },
			Hex(0xff7a8a), Hex(0xc8102e), Hex(0x5e0614))

		lines(img, s, s*0.1, Hex(0xffd23d), []float32{0.5, 0.3, 0.5, 0.92}, []float32{0.12, 0.56, 0.88, 0.56})
		ring(img, s*0.4, s*0.22, s*0.09, s*0.05, Hex(0xffd23d))
		ring(img, s*0.6, s*0.22, s*0.09, s*0.05, Hex(0xffd23d))
	case SymFlower:
		Paint(img, s, func(p *Path, o float32) {
			for i := 0; i < 5; i++ {
				a := -math.Pi/2 + 2*math.Pi*float64(i)/5
				Ellipse(p, s/2+s*0.24*float32(math.Cos(a)), s/2+o+s*0.24*float32(math.Sin(a)), s*0.19, s*0.19)
			}
		}, Hex(0xffc2dc), Hex(0xf0508c), Hex(0x7a0e3c))

		Paint(img, s, func(p *Path, o float32) { Ellipse(p, s/2, s/2+o, s*0.14, s*0.14) },
			Hex(0xfff3a0), Hex(0xf2b400), Hex(0x8a5a00))

	case SymEgg:
		Paint(img, s, func(p *Path, o float32) {
			curve(p, s, o, 0.5, 0.05, 0.8, 0.05, 0.9, 0.6, 0.88, 0.66, 0.86, 0.88, 0.7, 0.96, 0.5, 0.96,
				0.3, 0.96, 0.14, 0.88, 0.12, 0.66, 0.1, 0.6, 0.2, 0.05, 0.5, 0.05)
		}, Hex(0xfff0a0), Hex(0xe0a000), Hex(0x7a4c00))

		ring(img, s/2, s*0.6, s*0.3, s*0.03, color.RGBA{0xff, 0xff, 0xff, 0x50})
		Shine(img, s*0.38, s*0.34, s*0.09)
	case SymSun:
		Paint(img, s, func(p *Path, o float32) { Star(p, s/2, s/2+o, s*0.48, s*0.33, 12) },
			Hex(0xffe36b), Hex(0xffa41f), Hex(0x9a5200))

		Paint(img, s, func(p *Path, o float32) { Ellipse(p, s/2, s/2+o, s*0.29, s*0.29) },
			Hex(0xfff6b0), Hex(0xf2b400), Hex(0x9a5200))

		Shine(img, s*0.4, s*0.38, s*0.08)
	case SymStarfish:
		Paint(img, s, func(p *Path, o float32) { Star(p, s/2, s*0.53+o, s*0.47, s*0.2, 5) },
			Hex(0xffb08a), Hex(0xf05a28), Hex(0x7a2008))

		for i := 0; i < 5; i++ {
			a := -math.Pi/2 + 2*math.Pi*float64(i)/5
			var d Path
			Ellipse(&d, s/2+s*0.2*float32(math.Cos(a)), s*0.53+s*0.2*float32(math.Sin(a)), s*0.035, s*0.035)
			Fill(img, &d, color.RGBA{0xff, 0xe0, 0xc0, 0xe0})
		}
	case SymLeaf:
		Paint(img, s, func(p *Path, o float32) {
			curve(p, s, o, 0.5, 0.04, 0.95, 0.3, 0.85, 0.75, 0.5, 0.84, 0.15, 0.75, 0.05, 0.3, 0.5, 0.04)
		}, Hex(0xffb347), Hex(0xd2480f), Hex(0x6a1e04))

		lines(img, s, max(1, s*0.04), Hex(0x6a1e04), []float32{0.5, 0.14, 0.5, 0.97}, []float32{0.3, 0.32, 0.5, 0.45, 0.7, 0.32})
	case SymPumpkin:
		var stem Path
		RoundRect(&stem, s*0.45, s*0.06, s*0.1, s*0.2, s*0.03)
		Fill(img, &stem, Hex(0x3f6b1a))
		Paint(img, s, func(p *Path, o float32) { Ellipse(p, s*0.5, s*0.58+o, s*0.46, s*0.36) },
			Hex(0xffd27a), Hex(0xf08a00), Hex(0x7a3c00))

		// faint ribs, clear of the number drawn over the middle
		lines(img, s, max(1, s*0.025), color.RGBA{0x7a, 0x3c, 0x00, 0x60},
			[]float32{0.3, 0.26, 0.22, 0.58, 0.3, 0.9}, []float32{0.7, 0.26, 0.78, 0.58, 0.7, 0.9})
	case SymCrescent:
		Paint(img, s, func(p *Path, o float32) {
			p.Arc(s/2, s/2+o, s*0.44, -math.Pi*0.35, math.Pi*0.35, CounterClockwise)
			p.Arc(s*0.66, s*0.44+o, s*0.34, math.Pi*0.42, -math.Pi*0.5, Clockwise)
			p.Close()
		}, Hex(0xfff6c8), Hex(0xf2c230), Hex(0x7a5a00))

	case SymButterfly:
		Paint(img, s, func(p *Path, o float32) {
			Ellipse(p, s*0.29, s*0.34+o, s*0.22, s*0.2)
			Ellipse(p, s*0.71, s*0.34+o, s*0.22, s*0.2)
			Ellipse(p, s*0.33, s*0.68+o, s*0.15, s*0.16)
			Ellipse(p, s*0.67, s*0.68+o, s*0.15, s*0.16)
		}, Hex(0xbfe6ff), Hex(0x7a5cff), Hex(0x2a1a7a))

		lines(img, s, max(1, s*0.07), Hex(0x2a1a3a), []float32{0.5, 0.22, 0.5, 0.82})
		lines(img, s, max(1, s*0.025), Hex(0x2a1a3a), []float32{0.5, 0.22, 0.4, 0.08}, []float32{0.5, 0.22, 0.6, 0.08})
	case SymShell:
		Paint(img, s, func(p *Path, o float32) {
			p.MoveTo(s*0.5, s*0.9+o)
			p.LineTo(s*0.1, s*0.5+o)
			p.Arc(s*0.5, s*0.5+o, s*0.4, math.Pi, 2*math.Pi, Clockwise)
			p.Close()
		}, Hex(0xffe2cc), Hex(0xff8a6a), Hex(0x8a3020))

		lines(img, s, max(1, s*0.025), color.RGBA{0x8a, 0x30, 0x20, 0xa0},
			[]float32{0.5, 0.88, 0.22, 0.24}, []float32{0.5, 0.88, 0.5, 0.12}, []float32{0.5, 0.88, 0.78, 0.24},
			[]float32{0.5, 0.88, 0.35, 0.14}, []float32{0.5, 0.88, 0.65, 0.14})
	case SymMoneyBag:
		for i := 2; i >= 0; i-- {
			y := s*0.3 + float32(i)*s*0.18
			Paint(img, s, func(p *Path, o float32) { Ellipse(p, s/2, y+o, s*0.4, s*0.17) },
				Hex(0xffe98a), Hex(0xe09a00), Hex(0x8a5a00))

		}
	default:
		drawRegistered(img, name, s)
	}
	return img
}

func Hex(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

// Paint draws one piece of a symbol into img (s pixels square) as the
// kit's symbols are drawn: the path build makes (dy: offset it down by
// dy) with a soft shadow under it, filled with a vertical gradient from
// top to bottom, and outlined.
func Paint(img *Raster, s float32, build func(p *Path, dy float32), top, bottom, outline color.Color) {
	var sh Path
	build(&sh, s*0.045)
	Fill(img, &sh, color.RGBA{0, 0, 0, 0x48})
	var p Path
	build(&p, 0)
	PaintGradient(img, &p, top, bottom, s*0.05, s*0.95)
	PaintStroke(img, &p, max(1, s*0.035), outline)
}

func ring(img *Raster, cx, cy, r, w float32, clr color.Color) {
	var p Path
	p.Arc(cx, cy, r, 0, 2*math.Pi, Clockwise)
	p.Close()
	PaintStroke(img, &p, w, clr)
}

// Shine draws a light spot r pixels wide at (cx, cy).
func Shine(img *Raster, cx, cy, r float32) {
	var p Path
	Ellipse(&p, cx, cy, r, r*0.7)
	Fill(img, &p, color.RGBA{0xb0, 0xb0, 0xb0, 0xb0})
}

// crescent is a crescent moon opening to the right: the left side of a
// circle of radius R at (cx, cy), back along the left side of the same
// circle moved 0.5 R to the right (a polygon, as ellipse).
func crescent(p *Path, cx, cy, R float32) {
	const n = 24
	d := float64(R) / 2
	th := math.Acos(d / 2 / float64(R)) // where the two circles cross
	for i := 0; i <= n; i++ {
		a := -th - (2*math.Pi-2*th)*float64(i)/n // from the top crossing round the left
		x, y := float64(cx)+float64(R)*math.Cos(a), float64(cy)+float64(R)*math.Sin(a)
		if i == 0 {
			p.MoveTo(float32(x), float32(y))
		} else {
			p.LineTo(float32(x), float32(y))
		}
	}
	for i := 1; i < n; i++ {
		a := math.Pi - th + 2*th*float64(i)/n // the inner circle's left side, bottom to top
		p.LineTo(float32(float64(cx)+d+float64(R)*math.Cos(a)), float32(float64(cy)+float64(R)*math.Sin(a)))
	}
	p.Close()
}

// polygon adds to p the closed polygon through n points, point i at
// pt(i).
func polygon(p *Path, n int, pt func(i int) (x, y float32)) {
	for i := 0; i < n; i++ {
		x, y := pt(i)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

// Ellipse adds an ellipse centred on (cx, cy) to p.
func Ellipse(p *Path, cx, cy, rx, ry float32) {
	const n = 32
	polygon(p, n+1, func(i int) (float32, float32) {
		a := 2 * math.Pi * float64(i) / n
		return cx + rx*float32(math.Cos(a)), cy + ry*float32(math.Sin(a))
	})
}

// Star adds an n-pointed star (outer radius R, inner r) centred on
// (cx, cy) to p.
func Star(p *Path, cx, cy, R, r float32, n int) {
	polygon(p, 2*n, func(i int) (float32, float32) {
		rad := R
		if i%2 == 1 {
			rad = r
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		return cx + rad*float32(math.Cos(a)), cy + rad*float32(math.Sin(a))
	})
}

func snowflake(p *Path, cx, cy, R float32) {
	var arms Path
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		dx, dy := float32(math.Cos(a)), float32(math.Sin(a))
		arms.MoveTo(cx, cy)
		arms.LineTo(cx+R*dx, cy+R*dy)
		// two small branches on each arm
		bx, by := cx+R*0.6*dx, cy+R*0.6*dy
		for _, side := range []float64{-1, 1} {
			b := a + side*math.Pi/4
			arms.MoveTo(bx, by)
			arms.LineTo(bx+R*0.3*float32(math.Cos(b)), by+R*0.3*float32(math.Sin(b)))
		}
	}
	p.AddStroke(&arms, R*0.2)
}

// arrow adds a vertical arrow at x from y0 to y1, head width w, pointing up
// or down.
func arrow(p *Path, x, y0, y1, w float32, up bool) {
	sw := w * 0.36
	head := w * 0.9
	if up {
		p.MoveTo(x, y0)
		p.LineTo(x+w/2, y0+head)
		p.LineTo(x+sw/2, y0+head)
		p.LineTo(x+sw/2, y1)
		p.LineTo(x-sw/2, y1)
		p.LineTo(x-sw/2, y0+head)
		p.LineTo(x-w/2, y0+head)
	} else {
		p.MoveTo(x, y1)
		p.LineTo(x-w/2, y1-head)
		p.LineTo(x-sw/2, y1-head)
		p.LineTo(x-sw/2, y0)
		p.LineTo(x+sw/2, y0)
		p.LineTo(x+sw/2, y1-head)
		p.LineTo(x+w/2, y1-head)
	}
	p.Close()
}

func gem(p *Path, s, o float32) {
	p.MoveTo(s*0.28, s*0.16+o)
	p.LineTo(s*0.72, s*0.16+o)
	p.LineTo(s*0.94, s*0.38+o)
	p.LineTo(s*0.5, s*0.9+o)
	p.LineTo(s*0.06, s*0.38+o)
	p.Close()
}

func facets(img *Raster, s float32) {
	lines(img, s, max(1, s*0.025), color.RGBA{0xff, 0xff, 0xff, 0x90},
		[]float32{0.06, 0.38, 0.94, 0.38}, []float32{0.28, 0.16, 0.36, 0.38, 0.5, 0.9}, []float32{0.72, 0.16, 0.64, 0.38, 0.5, 0.9})
}

// lines strokes polylines on an s×s image, each given as x, y pairs in
// units of s.
func lines(img *Raster, s, width float32, clr color.Color, runs ...[]float32) {
	var p Path
	for _, r := range runs {
		p.MoveTo(r[0]*s, r[1]*s)
		for i := 2; i+1 < len(r); i += 2 {
			p.LineTo(r[i]*s, r[i+1]*s)
		}
	}
	PaintStroke(img, &p, width, clr)
}

func heart(p *Path, s, o float32) {
	curve(p, s, o, 0.5, 0.88, 0.1, 0.6, 0.02, 0.38, 0.12, 0.24, 0.24, 0.08, 0.44, 0.12, 0.5, 0.28,
		0.56, 0.12, 0.76, 0.08, 0.88, 0.24, 0.98, 0.38, 0.9, 0.6, 0.5, 0.88)
}

// curve adds a closed path of cubic Bézier segments to p: a start x, y
// then three points per segment, in units of s, moved down by o.
func curve(p *Path, s, o float32, pts ...float32) {
	p.MoveTo(pts[0]*s, pts[1]*s+o)
	for i := 2; i+5 < len(pts); i += 6 {
		p.CubicTo(pts[i]*s, pts[i+1]*s+o, pts[i+2]*s, pts[i+3]*s+o, pts[i+4]*s, pts[i+5]*s+o)
	}
	p.Close()
}

func clover(p *Path, s, o float32) {
	r := s * 0.19
	for _, c := range [][2]float32{{0.5, 0.27}, {0.29, 0.5}, {0.71, 0.5}, {0.5, 0.71}} {
		p.MoveTo(s*c[0]+r, s*c[1]+o)
		p.Arc(s*c[0], s*c[1]+o, r, 0, 2*math.Pi, Clockwise)
		p.Close()
	}
	var stem Path
	stem.MoveTo(s*0.5, s*0.55+o)
	stem.QuadTo(s*0.58, s*0.8+o, s*0.74, s*0.94+o)
	p.AddStroke(&stem, s*0.08)
}
