//go:build js

package kit

import (
	"syscall/js"

	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

func Itoa(n int) string { return strconv.Itoa(n) }

var dotCache = map[int]*ebiten.Image{}

// dot is a white disc, tinted when drawn.
func Dot(px int) *ebiten.Image {
	px = max(px, 2)
	if img, ok := dotCache[px]; ok {
		return img
	}
	img := ebiten.NewImage(px, px)
	var p vector.Path
	p.Arc(float32(px)/2, float32(px)/2, float32(px)/2-0.5, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	fillPath(img, &p, color.White)
	dotCache[px] = img
	return img
}

var confettiCache = map[[2]int]*ebiten.Image{}

// confetti is a white bit (a rectangle, or a small star of snow), tinted
// when drawn.
func Confetti(px int, snow bool) *ebiten.Image {
	px = max(px, 3)
	k := [2]int{px, 0}
	if snow {
		k[1] = 1
	}
	if img, ok := confettiCache[k]; ok {
		return img
	}
	img := ebiten.NewImage(px, px)
	var p vector.Path
	if snow {
		snowflake(&p, float32(px)/2, float32(px)/2, float32(px)*0.45)
	} else {
		roundRect(&p, 0, float32(px)*0.25, float32(px), float32(px)*0.5, float32(px)*0.1)
	}
	fillPath(img, &p, color.White)
	confettiCache[k] = img
	return img
}

// NowMs is the page's clock, performance.now(), in ms: counts and
// celebrations run on it, never on frames.
func NowMs() float64 { return js.Global().Get("performance").Call("now").Float() }
