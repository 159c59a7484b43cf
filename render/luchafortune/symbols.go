//go:build js

package luchafortune

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	rules "revela/core/luchafortune"
	"revela/render/kit"
)

// The symbols of the matrix (art. 5.2) are drawn by code with vector
// paths and rendered once per pixel size (docs/art.md, Drawing): the 8
// characters as luchador masks, each its own colour and forehead emblem
// (the dearer, the richer: character 8 is gold), the five collectibles,
// the "+1"/"+2" badge and the K.O burst (their words are drawn over them
// by the board, in the player's font), the gold coin is the kit's.

func init() { kit.RegisterSymbol(mask, func(img *kit.Raster, s float32) { drawMask(img, s, 7) }) }

// maskColours are the characters' colours (face, trim), cheapest first.
var maskColours = [rules.Characters][2]color.RGBA{
	{kit.Hex(0x3fbf5a), kit.Hex(0xfff3a8)}, // 1 €
	{kit.Hex(0x2f7fe8), kit.Hex(0xffffff)}, // 2 €
	{kit.Hex(0x9b4fe0), kit.Hex(0xffd23d)}, // 3 €
	{kit.Hex(0xff8a1f), kit.Hex(0x2a1850)}, // 5 €
	{kit.Hex(0xe8263f), kit.Hex(0xffffff)}, // 10 €
	{kit.Hex(0x14b8b0), kit.Hex(0xff5ca8)}, // 20 €
	{kit.Hex(0x2b2b3a), kit.Hex(0xe8375a)}, // 40 €
	{kit.Hex(0xffc21a), kit.Hex(0xd01848)}, // 200 €
}

// init registers the symbols up to the K.O under their names (symName):
// kit.Symbol draws and caches them.
func init() {
	for s := rules.Char1; s <= rules.KO; s++ {
		kit.RegisterSymbol(symName(s), func(img *kit.Raster, f float32) { drawSymbol(img, f, s) })
	}
}

// themed is the image of s, px×px, in theme t: its coin the section's
// symbol, its K.O and cup the section's art once loaded (ThemeSection).
func themed(t *kit.Theme, s rules.Sym, px int) *ebiten.Image {
	if s.IsCoin() || s == rules.KO || s == cup {
		return t.IconImage(icon(s), px) // as the rules screen draws it
	}
	return symbolImage(s, px)
}

// symbolImage returns the image of s, px×px, 8 at least (coins: the
// kit's coin; the board writes the amount over it).
func symbolImage(s rules.Sym, px int) *ebiten.Image {
	if s.IsCoin() {
		return kit.Symbol(kit.SymCoin, px)
	}
	name := ""
	if s >= rules.Char1 && s <= rules.KO {
		name = symName(s)
	}
	return kit.Symbol(name, max(px, 8))
}

// drawSymbol draws s into img, f pixels square.
func drawSymbol(img *kit.Raster, f float32, s rules.Sym) {
	switch {
	case s.IsChar():
		drawMask(img, f, s.Char())
	case s.IsColl():
		drawCollectible(img, f, s.Coll())
	case s == rules.Plus1 || s == rules.Plus2:
		var p kit.Path
		kit.RoundRect(&p, f*0.1, f*0.18, f*0.8, f*0.64, f*0.22)
		paint(img, f, &p, kit.Hex(0x2fd27a), kit.Hex(0x0e6b3a))
	case s == rules.KO:
		var p kit.Path
		kit.Star(&p, f/2, f/2, f*0.49, f*0.33, 11)
		paint(img, f, &p, kit.Hex(0xff3a2f), kit.Hex(0x6e0a0a))
	}
}

// paint paints path p as the kit paints its symbols (kit.Shape): a
// shadow, a gradient from a lighter clr to clr, the outline line.
func paint(img *kit.Raster, s float32, p *kit.Path, clr, line color.RGBA) {
	kit.Paint(img, s, func(q *kit.Path, dy float32) { q.AddPath(p, 0, 0, dy) }, kit.Lighter(clr, 0.35), clr, line)
}

// oval adds an ellipse centred at (cx, cy) turned by rot radians.
func oval(p *kit.Path, cx, cy, rx, ry float32, rot float64) {
	var e kit.Path
	kit.Ellipse(&e, 0, 0, rx, ry)
	p.AddPath(&e, float32(rot), cx, cy)
}

// ovals adds the ellipses {cx, cy, rx, ry, rot} (in units of s) to p.
func ovals(p *kit.Path, s float32, es ...[5]float32) {
	for _, e := range es {
		oval(p, s*e[0], s*e[1], s*e[2], s*e[3], float64(e[4]))
	}
}

// curve adds a closed path of cubic segments to p, in units of s: a
// start point, then three points (two controls and an end) a segment.
func curve(p *kit.Path, s float32, pts ...float32) {
	p.MoveTo(s*pts[0], s*pts[1])
	for i := 2; i+6 <= len(pts); i += 6 {
		p.CubicTo(s*pts[i], s*pts[i+1], s*pts[i+2], s*pts[i+3], s*pts[i+4], s*pts[i+5])
	}
	p.Close()
}

// drawMask draws character c's luchador mask: the hood, the trims
// around the eyes and the mouth, the eyes, and on the forehead a star of
// c+3 points.
func drawMask(img *kit.Raster, s float32, c int) {
	face, trim := maskColours[c][0], maskColours[c][1]
	var hood kit.Path
	curve(&hood, s, 0.5, 0.05,
		0.86, 0.05, 0.94, 0.36, 0.88, 0.6,
		0.82, 0.84, 0.66, 0.96, 0.5, 0.96,
		0.34, 0.96, 0.18, 0.84, 0.12, 0.6,
		0.06, 0.36, 0.14, 0.05, 0.5, 0.05)
	paint(img, s, &hood, face, kit.Darker(face, 0.45))
	var t, holes, dark, em kit.Path
	ovals(&t, s, [5]float32{0.33, 0.47, 0.17, 0.11, 0.35}, [5]float32{0.67, 0.47, 0.17, 0.11, -0.35}, [5]float32{0.5, 0.77, 0.14, 0.09, 0})
	ovals(&holes, s, [5]float32{0.34, 0.48, 0.11, 0.07, 0.3}, [5]float32{0.66, 0.48, 0.11, 0.07, -0.3})
	ovals(&dark, s, [5]float32{0.36, 0.49, 0.04, 0.045, 0}, [5]float32{0.64, 0.49, 0.04, 0.045, 0}, [5]float32{0.5, 0.77, 0.09, 0.05, 0})
	kit.Star(&em, s*0.5, s*0.22, s*0.11, s*0.05, c+3)
	kit.Fill(img, &t, trim)
	kit.Fill(img, &holes, color.White)
	kit.Fill(img, &dark, kit.Hex(0x1a0a14))
	kit.Fill(img, &em, trim)
}

// collectibles are the five collectibles' colours (fill, outline) and
// their parts' colours: poivron, piment, chips tortilla, avocat, coupe
// dorée (art. 5.2).
var collectibles = [rules.Kinds][3]color.RGBA{
	{kit.Hex(0x3fbf3f), kit.Hex(0x145a14), kit.Hex(0x2a6e1e)},
	{kit.Hex(0xe8262f), kit.Hex(0x6e0a0a), kit.Hex(0x2f9c2f)},
	{kit.Hex(0xffc23d), kit.Hex(0x8a5a00), kit.Hex(0xc47a10)},
	{kit.Hex(0x2f6e1e), kit.Hex(0x143a0a), kit.Hex(0xd8ef7a)},
	{kit.Hex(0xffd84a), kit.Hex(0x7a4c00), kit.Hex(0xfff6c8)},
}

// drawCollectible draws collectible k: its body, then its detail (a
// stem, grains, the flesh and stone, a star).
func drawCollectible(img *kit.Raster, s float32, k int) {
	var body, detail kit.Path
	clr := collectibles[k]
	switch k {
	case 0: // a bell pepper: three lobes, a stem
		ovals(&body, s, [5]float32{0.36, 0.58, 0.2, 0.3, 0.15}, [5]float32{0.64, 0.58, 0.2, 0.3, -0.15}, [5]float32{0.5, 0.6, 0.2, 0.32, 0})
		kit.RoundRect(&detail, s*0.44, s*0.12, s*0.12, s*0.2, s*0.05)
	case 1: // a chili, curved, its stem
		curve(&body, s, 0.3, 0.22,
			0.5, 0.18, 0.66, 0.4, 0.7, 0.62,
			0.74, 0.82, 0.82, 0.9, 0.9, 0.94,
			0.64, 0.98, 0.36, 0.72, 0.24, 0.42,
			0.2, 0.32, 0.22, 0.24, 0.3, 0.22)
		ovals(&detail, s, [5]float32{0.24, 0.18, 0.12, 0.06, -0.6})
	case 2: // a tortilla chip: a rounded triangle, grains
		curve(&body, s, 0.5, 0.1,
			0.58, 0.1, 0.9, 0.7, 0.92, 0.8,
			0.94, 0.88, 0.86, 0.88, 0.5, 0.88,
			0.14, 0.88, 0.06, 0.88, 0.08, 0.8,
			0.1, 0.7, 0.42, 0.1, 0.5, 0.1)
		ovals(&detail, s, [5]float32{0.5, 0.42, 0.035, 0.03, 0}, [5]float32{0.38, 0.66, 0.035, 0.03, 0}, [5]float32{0.62, 0.7, 0.035, 0.03, 0}, [5]float32{0.52, 0.8, 0.035, 0.03, 0})
	case 3: // half an avocado: skin, flesh (the stone is painted after)
		curve(&body, s, 0.5, 0.08,
			0.68, 0.08, 0.7, 0.3, 0.78, 0.48,
			0.9, 0.72, 0.76, 0.94, 0.5, 0.94,
			0.24, 0.94, 0.1, 0.72, 0.22, 0.48,
			0.3, 0.3, 0.32, 0.08, 0.5, 0.08)
		ovals(&detail, s, [5]float32{0.5, 0.62, 0.24, 0.27, 0}, [5]float32{0.5, 0.36, 0.13, 0.2, 0})
	case 4: // a cup: bowl and foot, a star on it
		body.MoveTo(s*0.2, s*0.14)
		for _, pt := range [][2]float32{{0.8, 0.14}, {0.74, 0.44}, {0.56, 0.6}, {0.56, 0.74}, {0.72, 0.82}, {0.72, 0.92}, {0.28, 0.92}, {0.28, 0.82}, {0.44, 0.74}, {0.44, 0.6}, {0.26, 0.44}} {
			body.LineTo(s*pt[0], s*pt[1])
		}
		body.Close()
		ovals(&body, s, [5]float32{0.2, 0.3, 0.1, 0.12, 0}, [5]float32{0.8, 0.3, 0.1, 0.12, 0})
		kit.Star(&detail, s*0.5, s*0.32, s*0.1, s*0.045, 5)
	}
	paint(img, s, &body, clr[0], clr[1])
	kit.Fill(img, &detail, clr[2])
	if k == 3 {
		var stone kit.Path
		oval(&stone, s*0.5, s*0.66, s*0.13, s*0.14, 0)
		paint(img, s, &stone, kit.Hex(0x9a5a2a), kit.Hex(0x4a2410))
	}
}
