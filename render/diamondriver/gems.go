//go:build js

package diamondriver

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rules "revela/core/diamondriver"
	"revela/render/kit"
)

// The ten symbols of the grid (D-2) are drawn by code with vector paths,
// registered with the kit (kit.RegisterSymbol), which caches them per
// pixel size. Each gem colour has its own cut, so that a player who tells
// colours apart badly still tells the gems apart: red a brilliant, violet
// a hexagon, blue a rhombus, orange an octagon, green an emerald cut, pink
// a round cabochon.

// gemColours are each symbol's gradient (top, bottom) and outline.
var gemColours = [...][3]uint32{
	rules.Red:    {0xff8a8a, 0xc8102e, 0x5c0010},
	rules.Violet: {0xd9a8ff, 0x7b2fd0, 0x34105e},
	rules.Blue:   {0x9ad8ff, 0x1668d8, 0x0a2d66},
	rules.Orange: {0xffd08a, 0xf07800, 0x6e3400},
	rules.Green:  {0xa8f5a0, 0x17a64a, 0x0a4a20},
	rules.Pink:   {0xffc2e6, 0xf0509e, 0x6e1446},
	rules.Magic:  {0xffffff, 0x9fe8ff, 0x4a2a8a},
	rules.Golden: {0xfff3a6, 0xe0a000, 0x6e4a00},
	rules.Plus:   {0x8ff5d8, 0x0fa383, 0x064d3e},
	rules.Wheel:  {0xffe07a, 0xff6a2a, 0x6e2000},
}

// gemColour is the main colour of a symbol (the bottom of its gradient),
// for outlines and glows.
func gemColour(s rules.Symbol) color.RGBA {
	if int(s) < len(gemColours) && s > 0 {
		return kit.Hex(gemColours[s][1])
	}
	return kit.Hex(0xffffff)
}

// themedGem is symbol sym, px × px, in theme t: the golden gem the
// symbol the section names, the wheel's symbol the section's art once
// loaded (ThemeSection), else the gem's own (gemIcon, as the rules screen
// draws it).
func themedGem(t *kit.Theme, sym rules.Symbol, px int) *ebiten.Image {
	return t.IconImage(gemIcon(sym), px)
}

// init registers the symbols under their names (gemName): kit.Symbol
// draws and caches them.
func init() {
	for i, c := range gemColours {
		if sym := rules.Symbol(i); sym > 0 {
			kit.RegisterSymbol(gemName(sym), func(img *kit.Raster, s float32) {
				kit.Paint(img, s, func(p *kit.Path, o float32) { cut(p, sym, s, o) }, kit.Hex(c[0]), kit.Hex(c[1]), kit.Hex(c[2]))
				sparkle(img, sym, s)
			})
		}
	}
}

// poly adds the closed polygon through pts (fractions of s) to p, shifted
// down by o pixels.
func poly(p *kit.Path, s, o float32, pts ...[2]float32) {
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(q[0]*s, q[1]*s+o)
		} else {
			p.LineTo(q[0]*s, q[1]*s+o)
		}
	}
	p.Close()
}

// strokes adds open polylines through the points of each line (fractions
// of s) to p.
func strokes(p *kit.Path, s float32, lines ...[][2]float32) {
	for _, ln := range lines {
		for i, q := range ln {
			if i == 0 {
				p.MoveTo(q[0]*s, q[1]*s)
			} else {
				p.LineTo(q[0]*s, q[1]*s)
			}
		}
	}
}

// around adds a regular n-gon of radius r (fraction of s) centred on the
// square, its first corner at angle a0, stretched by sx, sy.
func around(p *kit.Path, s, o float32, n int, r, a0, sx, sy float64) {
	pts := make([][2]float32, n)
	for i := range pts {
		a := a0 + 2*math.Pi*float64(i)/float64(n)
		pts[i] = [2]float32{float32(0.5 + r*sx*math.Cos(a)), float32(0.52 + r*sy*math.Sin(a))}
	}
	poly(p, s, o, pts...)
}

// cut adds the outline of symbol sym to p.
func cut(p *kit.Path, sym rules.Symbol, s, o float32) {
	switch sym {
	case rules.Red, rules.Golden: // a brilliant: table, crown, pavilion
		poly(p, s, o, [2]float32{0.3, 0.14}, [2]float32{0.7, 0.14}, [2]float32{0.94, 0.38}, [2]float32{0.5, 0.92}, [2]float32{0.06, 0.38})
	case rules.Violet:
		around(p, s, o, 6, 0.43, -math.Pi/2, 0.92, 1)
	case rules.Blue:
		poly(p, s, o, [2]float32{0.5, 0.05}, [2]float32{0.86, 0.5}, [2]float32{0.5, 0.95}, [2]float32{0.14, 0.5})
	case rules.Orange:
		around(p, s, o, 8, 0.45, math.Pi/8, 1, 0.86)
	case rules.Green: // an emerald cut: a tall rectangle, corners cut
		poly(p, s, o, [2]float32{0.3, 0.08}, [2]float32{0.7, 0.08}, [2]float32{0.82, 0.2}, [2]float32{0.82, 0.82},
			[2]float32{0.7, 0.94}, [2]float32{0.3, 0.94}, [2]float32{0.18, 0.82}, [2]float32{0.18, 0.2})
	case rules.Pink:
		p.Arc(s*0.5, s*0.52+o, s*0.4, 0, 2*math.Pi, kit.Clockwise)
		p.Close()
	case rules.Magic: // a four-pointed sparkle
		c := [2]float32{0.5, 0.5}
		poly(p, s, o, [2]float32{c[0], 0.04}, [2]float32{0.62, 0.38}, [2]float32{0.96, c[1]}, [2]float32{0.62, 0.62},
			[2]float32{c[0], 0.96}, [2]float32{0.38, 0.62}, [2]float32{0.04, c[1]}, [2]float32{0.38, 0.38})
	case rules.Plus, rules.Wheel:
		p.Arc(s*0.5, s*0.5+o, s*0.44, 0, 2*math.Pi, kit.Clockwise)
		p.Close()
	}
}

// sparkle adds each symbol's facets or marks over its fill.
func sparkle(img *kit.Raster, sym rules.Symbol, s float32) {
	light := color.RGBA{0xff, 0xff, 0xff, 0x8c}
	w := max(1, s*0.028)
	var f kit.Path
	switch sym {
	case rules.Red, rules.Golden: // the girdle, and the facets down to the culet
		strokes(&f, s, [][2]float32{{0.06, 0.38}, {0.94, 0.38}}, [][2]float32{{0.3, 0.14}, {0.4, 0.38}, {0.5, 0.92}},
			[][2]float32{{0.7, 0.14}, {0.6, 0.38}, {0.5, 0.92}})
	case rules.Violet:
		around(&f, s, 0, 6, 0.22, -math.Pi/2, 0.92, 1)
	case rules.Blue:
		strokes(&f, s, [][2]float32{{0.14, 0.5}, {0.86, 0.5}}, [][2]float32{{0.5, 0.05}, {0.5, 0.95}})
	case rules.Orange:
		around(&f, s, 0, 8, 0.26, math.Pi/8, 1, 0.86)
	case rules.Green:
		poly(&f, s, 0, [2]float32{0.34, 0.24}, [2]float32{0.66, 0.24}, [2]float32{0.66, 0.78}, [2]float32{0.34, 0.78})
	case rules.Pink:
		f.Arc(s*0.5, s*0.52, s*0.24, 0, 2*math.Pi, kit.Clockwise)
		f.Close()
	case rules.Wheel: // eight spokes and a hub
		for i := 0; i < 8; i++ {
			a := math.Pi / 4 * float64(i)
			f.MoveTo(s*0.5, s*0.5)
			f.LineTo(s*(0.5+0.38*float32(math.Cos(a))), s*(0.5+0.38*float32(math.Sin(a))))
		}
		kit.PaintStroke(img, &f, max(1, s*0.05), color.RGBA{0x6e, 0x20, 0x00, 0xd0})
		var hub kit.Path
		hub.Arc(s*0.5, s*0.5, s*0.12, 0, 2*math.Pi, kit.Clockwise)
		hub.Close()
		kit.PaintGradient(img, &hub, kit.Hex(0xffffff), kit.Hex(0xffd24a), s*0.38, s*0.62)
		return
	case rules.Plus:
		return // "+1" is written over it
	}
	kit.PaintStroke(img, &f, w, light)
	// a glint at the upper left
	var g kit.Path
	g.Arc(s*0.34, s*0.3, s*0.06, 0, 2*math.Pi, kit.Clockwise)
	g.Close()
	kit.Fill(img, &g, color.RGBA{0xff, 0xff, 0xff, 0xc8})
}
