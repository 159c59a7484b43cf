//go:build js

package kit

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Paint is for a game's own symbols drawn by code (docs/art.md, Drawing):
// the kit's way of drawing a symbol, open to the packages in
// render/<game>, which cache the images they make.

// PaintShape draws a symbol on img, s pixels square: a soft shadow (the
// path built with dy = 4.5 % of s), the path filled with a vertical
// gradient from top to bottom, and an outline.
func PaintShape(img *ebiten.Image, s float32, build func(p *vector.Path, dy float32), top, bottom, outline color.Color) {
	shape(img, s, build, top, bottom, outline)
}

// PaintStroke strokes p on img, width pixels wide, with round joins.
func PaintStroke(img *ebiten.Image, p *vector.Path, width float32, clr color.Color) {
	strokePath(img, p, width, clr)
}

// PaintFill fills p on img with one colour.
func PaintFill(img *ebiten.Image, p *vector.Path, clr color.Color) { fillPath(img, p, clr) }

// PaintGradient fills p on img with a vertical gradient from top (at
// pixel row y0) to bottom (at y1).
func PaintGradient(img *ebiten.Image, p *vector.Path, top, bottom color.Color, y0, y1 float32) {
	fillGradient(img, p, top, bottom, y0, y1)
}
