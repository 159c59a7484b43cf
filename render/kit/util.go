//go:build js

package kit

import (
	"syscall/js"

	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

func Itoa(n int) string { return strconv.Itoa(n) }

// Dot is a white disc px wide, tinted when drawn.
func Dot(px int) *ebiten.Image {
	px = max(px, 2)
	return whiteShape("dot", px, px, func(p *Path, s float32) {
		p.Arc(s/2, s/2, s/2-0.5, 0, 2*math.Pi, Clockwise)
		p.Close()
	})
}

// Confetti is a white bit of the theme's particles (a rectangle, a small
// star of snow, a petal, a leaf), tinted when drawn.
func Confetti(px int, kind string) *ebiten.Image {
	px = max(px, 3)
	shape := map[string]int{"snow": 1, "petals": 2, "leaves": 3}[kind]
	return whiteShape("confetti", px*4+shape, px, func(p *Path, s float32) {
		switch shape {
		case 1:
			snowflake(p, s/2, s/2, s*0.45)
		case 2:
			Ellipse(p, s/2, s/2, s*0.3, s*0.46)
		case 3:
			p.MoveTo(s*0.5, 0)
			p.QuadTo(s, s*0.5, s*0.5, s)
			p.QuadTo(0, s*0.5, s*0.5, 0)
			p.Close()
		default:
			RoundRect(p, 0, s*0.25, s, s*0.5, s*0.1)
		}
	})
}

// NowMs is the page's clock, performance.now(), in ms: counts and
// celebrations run on it, never on frames.
func NowMs() float64 { return js.Global().Get("performance").Call("now").Float() }
