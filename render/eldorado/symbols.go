//go:build js

package eldorado

import (
	"image/color"
	"math"

	rules "revela/core/eldorado"
	"revela/render/kit"

	"github.com/hajimehoshi/ebiten/v2"
)

// The six symbols of art. 4.1, drawn by code with the kit's brushes and
// registered with the kit (kit.Symbol renders and caches them): each its
// own shape and colour, so that a row is read at a glance.

func init() {
	kit.RegisterSymbol(symName[rules.Pyramide], pyramide)
	kit.RegisterSymbol(symName[rules.Coffre], coffre)
	kit.RegisterSymbol(symName[rules.Soleil], soleil)
	kit.RegisterSymbol(symName[rules.Dague], dague)
	kit.RegisterSymbol(symName[rules.Chance], chance)
	kit.RegisterSymbol(symName[rules.Perroquet], perroquet)
}

// themed is the image of symbol x in theme t: the soleil the section's
// art once loaded (ThemeSection), else symbol's.
func themed(t *kit.Theme, x rules.Symbol, px int) *ebiten.Image {
	if x == rules.Soleil {
		return t.IconImage(icon(x), px) // as the rules screen draws it
	}
	return symbol(x, px)
}

// symbol is the image of symbol x, px pixels square.
func symbol(x rules.Symbol, px int) *ebiten.Image {
	if x < rules.Pyramide || x > rules.Perroquet {
		x = rules.Perroquet
	}
	return kit.Symbol(symName[x], px)
}

func rect(p *kit.Path, x, y, w, h float32) {
	p.MoveTo(x, y)
	p.LineTo(x+w, y)
	p.LineTo(x+w, y+h)
	p.LineTo(x, y+h)
	p.Close()
}

// poly adds the polygon through the points xy (pairs, in shares of s),
// moved down by o pixels.
func poly(p *kit.Path, s, o float32, xy ...float32) {
	p.MoveTo(s*xy[0], s*xy[1]+o)
	for i := 2; i+1 < len(xy); i += 2 {
		p.LineTo(s*xy[i], s*xy[i+1]+o)
	}
	p.Close()
}

// paintGold paints a gold piece (a band, a lock, a guard, a pommel).
func paintGold(img *kit.Raster, s float32, build func(p *kit.Path, o float32)) {
	kit.Paint(img, s, build, kit.Hex(0xfff0a0), kit.Hex(0xc8900e), kit.Hex(0x5a3a00))
}

func disc(p *kit.Path, cx, cy, r float32) {
	p.Arc(cx, cy, r, 0, 2*math.Pi, kit.Clockwise)
	p.Close()
}

var shade = color.RGBA{0, 0, 0, 0x40}

// pyramide: a sandstone pyramid, its right face in shade, three courses
// of stone.
func pyramide(img *kit.Raster, s float32) {
	kit.Paint(img, s, func(p *kit.Path, o float32) { poly(p, s, o, 0.5, 0.08, 0.95, 0.86, 0.05, 0.86) },
		kit.Hex(0xffeaa8), kit.Hex(0xd39a26), kit.Hex(0x6e4a0c))
	var f kit.Path
	poly(&f, s, 0, 0.5, 0.1, 0.93, 0.85, 0.6, 0.85)
	kit.Fill(img, &f, shade)
	for i := 1; i <= 3; i++ {
		y := s * (0.08 + 0.19*float32(i))
		hw := (y - s*0.08) / (s * 0.78) * s * 0.45
		var l kit.Path
		rect(&l, s*0.5-hw+s*0.04, y, 2*hw-s*0.08, max(1, s*0.025))
		kit.Fill(img, &l, color.RGBA{0x5a, 0x38, 0x08, 0x70})
	}
}

// coffre: a wooden chest, its domed lid, a gold band and lock.
func coffre(img *kit.Raster, s float32) {
	kit.Paint(img, s, func(p *kit.Path, o float32) { rect(p, s*0.1, s*0.44+o, s*0.8, s*0.42) },
		kit.Hex(0xc9783a), kit.Hex(0x6e3610), kit.Hex(0x3a1a04))
	kit.Paint(img, s, func(p *kit.Path, o float32) {
		p.MoveTo(s*0.1, s*0.46+o)
		p.LineTo(s*0.1, s*0.32+o)
		p.CubicTo(s*0.1, s*0.1+o, s*0.9, s*0.1+o, s*0.9, s*0.32+o)
		p.LineTo(s*0.9, s*0.46+o)
		p.Close()
	}, kit.Hex(0xe0924e), kit.Hex(0x8c4a1a), kit.Hex(0x3a1a04))
	paintGold(img, s, func(p *kit.Path, o float32) { rect(p, s*0.08, s*0.42+o, s*0.84, s*0.07) })
	paintGold(img, s, func(p *kit.Path, o float32) { rect(p, s*0.4, s*0.4+o, s*0.2, s*0.22) })
	var k kit.Path
	disc(&k, s*0.5, s*0.49, s*0.035)
	rect(&k, s*0.49, s*0.5, s*0.02, s*0.08)
	kit.Fill(img, &k, kit.Hex(0x2a1600))
}

// soleil: a sun, twelve rays round a golden disc.
func soleil(img *kit.Raster, s float32) {
	kit.Paint(img, s, func(p *kit.Path, o float32) { kit.Star(p, s/2, s/2+o, s*0.48, s*0.3, 12) },
		kit.Hex(0xffc043), kit.Hex(0xf06000), kit.Hex(0x8a3000))
	kit.Paint(img, s, func(p *kit.Path, o float32) { disc(p, s/2, s/2+o, s*0.27) },
		kit.Hex(0xfff6a0), kit.Hex(0xffb300), kit.Hex(0xb86200))
	kit.Shine(img, s*0.42, s*0.4, s*0.08)
}

// dague: a dagger, point up: the steel blade, a gold guard and pommel, a
// leather grip.
func dague(img *kit.Raster, s float32) {
	kit.Paint(img, s, func(p *kit.Path, o float32) {
		poly(p, s, o, 0.5, 0.03, 0.61, 0.2, 0.59, 0.63, 0.41, 0.63, 0.39, 0.2)
	},
		kit.Hex(0xffffff), kit.Hex(0x8e9bb0), kit.Hex(0x2e3646))
	var f kit.Path
	rect(&f, s*0.49, s*0.16, s*0.025, s*0.44)
	kit.Fill(img, &f, color.RGBA{0x30, 0x38, 0x48, 0x60})
	kit.Paint(img, s, func(p *kit.Path, o float32) { rect(p, s*0.44, s*0.7+o, s*0.12, s*0.16) },
		kit.Hex(0x9a5426), kit.Hex(0x4a2208), kit.Hex(0x200c00))
	paintGold(img, s, func(p *kit.Path, o float32) { rect(p, s*0.2, s*0.62+o, s*0.6, s*0.09) })
	paintGold(img, s, func(p *kit.Path, o float32) { disc(p, s*0.5, s*0.9+o, s*0.065) })
}

// chance: the Chance, a carnival mask with two eye holes and a gold
// jewel.
func chance(img *kit.Raster, s float32) {
	kit.Paint(img, s, func(p *kit.Path, o float32) {
		p.MoveTo(s*0.05, s*0.36+o)
		p.CubicTo(s*0.2, s*0.2+o, s*0.4, s*0.28+o, s*0.5, s*0.35+o)
		p.CubicTo(s*0.6, s*0.28+o, s*0.8, s*0.2+o, s*0.95, s*0.36+o)
		p.CubicTo(s*0.99, s*0.62+o, s*0.74, s*0.82+o, s*0.6, s*0.68+o)
		p.CubicTo(s*0.55, s*0.62+o, s*0.45, s*0.62+o, s*0.4, s*0.68+o)
		p.CubicTo(s*0.26, s*0.82+o, s*0.01, s*0.62+o, s*0.05, s*0.36+o)
		p.Close()
	}, kit.Hex(0xe2a0ff), kit.Hex(0x7b1fa2), kit.Hex(0x300848))
	var e kit.Path
	kit.Ellipse(&e, s*0.3, s*0.48, s*0.11, s*0.07)
	kit.Ellipse(&e, s*0.7, s*0.48, s*0.11, s*0.07)
	kit.Fill(img, &e, kit.Hex(0x1a0426))
	paintGold(img, s, func(p *kit.Path, o float32) { kit.Star(p, s*0.5, s*0.26+o, s*0.1, s*0.035, 4) })
	kit.Shine(img, s*0.24, s*0.36, s*0.05)
}

// perroquet: a parrot looking left: red body and head, a blue tail, a
// green wing, a white face, an ivory hooked beak.
func perroquet(img *kit.Raster, s float32) {
	kit.Paint(img, s, func(p *kit.Path, o float32) { poly(p, s, o, 0.44, 0.7, 0.34, 0.98, 0.54, 0.96, 0.62, 0.7) },
		kit.Hex(0x6fd0ff), kit.Hex(0x1558b8), kit.Hex(0x08285a))
	red := func(build func(p *kit.Path, o float32)) {
		kit.Paint(img, s, build, kit.Hex(0xff7458), kit.Hex(0xc01414), kit.Hex(0x500808))
	}
	red(func(p *kit.Path, o float32) { kit.Ellipse(p, s*0.54, s*0.56+o, s*0.24, s*0.28) })
	kit.Paint(img, s, func(p *kit.Path, o float32) { kit.Ellipse(p, s*0.62, s*0.6+o, s*0.13, s*0.2) },
		kit.Hex(0x9eea70), kit.Hex(0x24882a), kit.Hex(0x0c3a10))
	red(func(p *kit.Path, o float32) { disc(p, s*0.5, s*0.3+o, s*0.2) })
	var face kit.Path
	kit.Ellipse(&face, s*0.4, s*0.3, s*0.09, s*0.1)
	kit.Fill(img, &face, kit.Hex(0xfff4f0))
	var eye kit.Path
	disc(&eye, s*0.41, s*0.28, s*0.035)
	kit.Fill(img, &eye, kit.Hex(0x101010))
	kit.Paint(img, s, func(p *kit.Path, o float32) {
		p.MoveTo(s*0.34, s*0.22+o)
		p.CubicTo(s*0.14, s*0.2+o, s*0.1, s*0.42+o, s*0.2, s*0.5+o)
		p.LineTo(s*0.3, s*0.4+o)
		p.Close()
	}, kit.Hex(0xfff4c8), kit.Hex(0xc8a050), kit.Hex(0x4a3810))
}
