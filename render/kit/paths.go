//go:build js

package kit

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The kit's path builders and painters, for the symbols a game's package
// draws itself (Drawn, and the symbols of its board), so that they look
// like the kit's: a soft shadow, a light gradient, an outline.

// Ellipse adds an ellipse centred at (cx, cy) with radii rx, ry to p.
func Ellipse(p *vector.Path, cx, cy, rx, ry float32) { ellipse(p, cx, cy, rx, ry) }

// Star adds a star of n points between radii R (tips) and r to p.
func Star(p *vector.Path, cx, cy, R, r float32, n int) { star(p, cx, cy, R, r, n) }

// RoundRect adds a rectangle with corners of radius r to p.
func RoundRect(p *vector.Path, x, y, w, h, r float32) { roundRect(p, x, y, w, h, r) }

// Shape paints a symbol on the s×s image img: build adds its path to p
// moved down by dy (once for the shadow, once for the shape); the shape
// is filled with a gradient from top to bottom and outlined.
func Shape(img *ebiten.Image, s float32, build func(p *vector.Path, dy float32), top, bottom, outline color.Color) {
	shape(img, s, build, top, bottom, outline)
}

// Fill fills p on img with clr.
func Fill(img *ebiten.Image, p *vector.Path, clr color.Color) { fillPath(img, p, clr) }
