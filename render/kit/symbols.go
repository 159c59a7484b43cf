//go:build js

package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Symbols are drawn by code with vector paths (a light gradient, an
// outline and a soft shadow) and rendered once per pixel size into cached
// images (docs/art.md, Drawing).

type symKey struct {
	name string
	px   int
}

var symCache = map[symKey]*ebiten.Image{}

// Drawn are the symbols a game's package draws itself (its lobby emblem),
// by name: it registers them in its init, and Symbol draws them like the
// kit's own, into an s×s image.
var Drawn = map[string]func(img *ebiten.Image, s float32){}

// symbol returns the named symbol as a px×px image.
func Symbol(name string, px int) *ebiten.Image {
	if px < 4 {
		px = 4
	}
	k := symKey{name, px}
	if img, ok := symCache[k]; ok {
		return img
	}
	img := ebiten.NewImage(px, px)
	s := float32(px)
	switch name {
	case SymStar:
		shape(img, s, func(p *vector.Path, o float32) { star(p, s/2, s/2+o, s*0.47, s*0.21, 5) },
			Hex(0xff6b8a), Hex(0xd01848), Hex(0x7a0a26))
	case SymSnowflake:
		shape(img, s, func(p *vector.Path, o float32) { snowflake(p, s/2, s/2+o, s*0.46) },
			Hex(0xffffff), Hex(0x8fd3ff), Hex(0x1d5c9e))
	case SymCoin:
		shape(img, s, func(p *vector.Path, o float32) { p.Arc(s/2, s/2+o, s*0.46, 0, 2*math.Pi, vector.Clockwise); p.Close() },
			Hex(0xffe98a), Hex(0xe09a00), Hex(0x8a5a00))
		ring(img, s/2, s/2, s*0.36, s*0.04, color.RGBA{0xb0, 0x70, 0x00, 0xc0})
		shine(img, s*0.36, s*0.3, s*0.12)
	case SymBauble:
		// cap and loop, then the ball
		var cap vector.Path
		roundRect(&cap, s*0.4, s*0.04, s*0.2, s*0.14, s*0.03)
		fillGradient(img, &cap, Hex(0xe8eef5), Hex(0x8a9aab), 0, s*0.2)
		ring(img, s/2, s*0.05, s*0.05, s*0.025, Hex(0xc9a227))
		shape(img, s, func(p *vector.Path, o float32) {
			p.Arc(s/2, s*0.56+o, s*0.42, 0, 2*math.Pi, vector.Clockwise)
			p.Close()
		},
			Hex(0xfff0a0), Hex(0xd99100), Hex(0x7a4c00))
		ring(img, s/2, s*0.56, s*0.3, s*0.035, color.RGBA{0xff, 0xff, 0xff, 0x50})
		shine(img, s*0.36, s*0.42, s*0.1)
	case SymSwap:
		shape(img, s, func(p *vector.Path, o float32) {
			arrow(p, s*0.3, s*0.08+o, s*0.92+o, s*0.34, true)
			arrow(p, s*0.7, s*0.08+o, s*0.92+o, s*0.34, false)
		}, Hex(0x7af0c8), Hex(0x10a878), Hex(0x05503a))
	case SymGem:
		shape(img, s, func(p *vector.Path, o float32) { gem(p, s, o) }, Hex(0x9be8ff), Hex(0x1478d4), Hex(0x0a3a78))
		facets(img, s)
	case SymHeart:
		shape(img, s, func(p *vector.Path, o float32) { heart(p, s, o) }, Hex(0xff8fa8), Hex(0xd4163c), Hex(0x6e0a20))
		shine(img, s*0.32, s*0.34, s*0.08)
	case SymClover:
		shape(img, s, func(p *vector.Path, o float32) { clover(p, s, o) }, Hex(0x9ff27a), Hex(0x1f9c3a), Hex(0x0c4d1c))
	case SymPebble:
		shape(img, s, func(p *vector.Path, o float32) {
			p.Arc(s/2, s/2+o, s*0.34, 0, 2*math.Pi, vector.Clockwise)
			p.Close()
		}, Hex(0xc9c3d6), Hex(0x7d7590), Hex(0x403a50))
	case SymBurst:
		shape(img, s, func(p *vector.Path, o float32) { star(p, s/2, s/2+o, s*0.5, s*0.36, 12) },
			Hex(0xffe36b), Hex(0xff8a1f), Hex(0xa04800))
	default:
		if draw, ok := Drawn[name]; ok {
			draw(img, s)
		}
	case SymMoneyBag:
		for i := 2; i >= 0; i-- {
			y := s*0.3 + float32(i)*s*0.18
			shape(img, s, func(p *vector.Path, o float32) { ellipse(p, s/2, y+o, s*0.4, s*0.17) },
				Hex(0xffe98a), Hex(0xe09a00), Hex(0x8a5a00))
		}
	}
	symCache[k] = img
	return img
}

func Hex(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

// shape draws a symbol: a soft shadow (the path offset down), the path
// filled with a vertical gradient, and an outline.
func shape(img *ebiten.Image, s float32, build func(p *vector.Path, dy float32), top, bottom, outline color.Color) {
	var sh vector.Path
	build(&sh, s*0.045)
	fillPath(img, &sh, color.RGBA{0, 0, 0, 0x48})
	var p vector.Path
	build(&p, 0)
	fillGradient(img, &p, top, bottom, s*0.05, s*0.95)
	strokePath(img, &p, max(1, s*0.035), outline)
}

func ring(img *ebiten.Image, cx, cy, r, w float32, clr color.Color) {
	var p vector.Path
	p.Arc(cx, cy, r, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	strokePath(img, &p, w, clr)
}

func shine(img *ebiten.Image, cx, cy, r float32) {
	var p vector.Path
	ellipse(&p, cx, cy, r, r*0.7)
	fillPath(img, &p, color.RGBA{0xb0, 0xb0, 0xb0, 0xb0})
}

func ellipse(p *vector.Path, cx, cy, rx, ry float32) {
	const n = 32
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / n
		x, y := cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

func star(p *vector.Path, cx, cy, R, r float32, n int) {
	for i := 0; i < 2*n; i++ {
		rad := R
		if i%2 == 1 {
			rad = r
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		x, y := cx+rad*float32(math.Cos(a)), cy+rad*float32(math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

func snowflake(p *vector.Path, cx, cy, R float32) {
	var arms vector.Path
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
	p.AddStroke(&arms, &vector.AddStrokeOptions{StrokeOptions: vector.StrokeOptions{Width: R * 0.2, LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}})
}

// arrow adds a vertical arrow at x from y0 to y1, head width w, pointing up
// or down.
func arrow(p *vector.Path, x, y0, y1, w float32, up bool) {
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

func gem(p *vector.Path, s, o float32) {
	p.MoveTo(s*0.28, s*0.16+o)
	p.LineTo(s*0.72, s*0.16+o)
	p.LineTo(s*0.94, s*0.38+o)
	p.LineTo(s*0.5, s*0.9+o)
	p.LineTo(s*0.06, s*0.38+o)
	p.Close()
}

func facets(img *ebiten.Image, s float32) {
	var f vector.Path
	f.MoveTo(s*0.06, s*0.38)
	f.LineTo(s*0.94, s*0.38)
	f.MoveTo(s*0.28, s*0.16)
	f.LineTo(s*0.36, s*0.38)
	f.LineTo(s*0.5, s*0.9)
	f.MoveTo(s*0.72, s*0.16)
	f.LineTo(s*0.64, s*0.38)
	f.LineTo(s*0.5, s*0.9)
	strokePath(img, &f, max(1, s*0.025), color.RGBA{0xff, 0xff, 0xff, 0x90})
}

func heart(p *vector.Path, s, o float32) {
	p.MoveTo(s*0.5, s*0.88+o)
	p.CubicTo(s*0.1, s*0.6+o, s*0.02, s*0.38+o, s*0.12, s*0.24+o)
	p.CubicTo(s*0.24, s*0.08+o, s*0.44, s*0.12+o, s*0.5, s*0.28+o)
	p.CubicTo(s*0.56, s*0.12+o, s*0.76, s*0.08+o, s*0.88, s*0.24+o)
	p.CubicTo(s*0.98, s*0.38+o, s*0.9, s*0.6+o, s*0.5, s*0.88+o)
	p.Close()
}

func clover(p *vector.Path, s, o float32) {
	r := s * 0.19
	for _, c := range [][2]float32{{0.5, 0.27}, {0.29, 0.5}, {0.71, 0.5}, {0.5, 0.71}} {
		p.MoveTo(s*c[0]+r, s*c[1]+o)
		p.Arc(s*c[0], s*c[1]+o, r, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
	}
	var stem vector.Path
	stem.MoveTo(s*0.5, s*0.55+o)
	stem.QuadTo(s*0.58, s*0.8+o, s*0.74, s*0.94+o)
	p.AddStroke(&stem, &vector.AddStrokeOptions{StrokeOptions: vector.StrokeOptions{Width: s * 0.08, LineCap: vector.LineCapRound}})
}
