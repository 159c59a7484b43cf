package kit

import "image/color"

// A game may draw symbols of its own (its treasures, its characters):
// it registers each under a name once (RegisterSymbol), and Symbol then
// paints and caches it like the kit's, so that the game's lobby emblem
// can be one of them. Paint, Shine and Ellipse are the kit's brushes for
// them: they paint a Path into a Raster on the CPU.

// drawers are the symbols games draw themselves, by name.
var drawers = map[string]func(img *Raster, s float32){}

// RegisterSymbol adds the symbol name, drawn by draw into an s×s pixel
// picture. Names are the game's ("<game>.<symbol>"); registering one twice
// replaces it.
func RegisterSymbol(name string, draw func(img *Raster, s float32)) { drawers[name] = draw }

// drawRegistered draws the registered symbol name into img, reporting
// whether there is one.
func drawRegistered(img *Raster, name string, s float32) bool {
	d, ok := drawers[name]
	if ok {
		d(img, s)
	}
	return ok
}

// Paint draws one piece of a symbol into img (s pixels square) as the
// kit's symbols are drawn: the path build makes (dy: offset it down by
// dy) with a soft shadow under it, filled with a vertical gradient from
// top to bottom, and outlined.
func Paint(img *Raster, s float32, build func(p *Path, dy float32), top, bottom, outline color.Color) {
	shape(img, s, build, top, bottom, outline)
}

// Fill fills the path p on img with one colour (alpha for a shade).
func Fill(img *Raster, p *Path, clr color.Color) { fillPath(img, p, clr) }

// Shine draws a light spot r pixels wide at (cx, cy).
func Shine(img *Raster, cx, cy, r float32) { shine(img, cx, cy, r) }

// Ellipse adds an ellipse centred on (cx, cy) to p.
func Ellipse(p *Path, cx, cy, rx, ry float32) { ellipse(p, cx, cy, rx, ry) }

// RoundRect adds a rectangle with corners of radius r to p.
func RoundRect(p *Path, x, y, w, h, r float32) { roundRect(p, x, y, w, h, r) }

// Star adds an n-pointed star (outer radius R, inner r) centred on
// (cx, cy) to p.
func Star(p *Path, cx, cy, R, r float32, n int) { star(p, cx, cy, R, r, n) }

// PaintStroke strokes p on img, width pixels wide, with round joins.
func PaintStroke(img *Raster, p *Path, width float32, clr color.Color) {
	strokePath(img, p, width, clr)
}

// PaintGradient fills p on img with a vertical gradient from top (at
// pixel row y0) to bottom (at y1).
func PaintGradient(img *Raster, p *Path, top, bottom color.Color, y0, y1 float32) {
	fillGradient(img, p, top, bottom, y0, y1)
}
