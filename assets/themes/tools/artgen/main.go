// Command artgen draws the PNG art of the bundled themes that have some
// (docs/studio.md, Theme folders): autumn's background, EXTRA symbol and
// falling leaf, drawn by code so that the repository holds how they are
// made. Run from the repository's root:
//
//	go run ./assets/themes/tools/artgen
//
// writes assets/themes/autumn/{background,extra,particle}.png; the same
// program always writes the same bytes (a fixed seed). `revela theme check
// autumn` checks them.
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

	"golang.org/x/image/vector"
)

func main() {
	dir := filepath.Join("assets", "themes", "autumn")
	for name, img := range map[string]image.Image{
		"background.png": autumnBackground(),
		"extra.png":      harvestMoon(),
		"particle.png":   mapleLeaf(),
	} {
		if err := write(filepath.Join(dir, name), img); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
	}
}

func write(file string, img image.Image) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	fmt.Println(file)
	return f.Close()
}

func rgba(v uint32, a uint8) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), a}
}

// fill draws the closed polygon pts (x, y pairs, in pixels) in c,
// anti-aliased, over dst.
func fill(dst *image.RGBA, c color.Color, pts ...float64) {
	b := dst.Bounds()
	r := vector.NewRasterizer(b.Dx(), b.Dy())
	r.MoveTo(float32(pts[0]), float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		r.LineTo(float32(pts[i]), float32(pts[i+1]))
	}
	r.ClosePath()
	r.Draw(dst, b, image.NewUniform(c), image.Point{})
}

// disc draws a circle of radius rad at (cx, cy).
func disc(dst *image.RGBA, c color.Color, cx, cy, rad float64) {
	var pts []float64
	n := max(24, int(rad*2))
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts = append(pts, cx+rad*math.Cos(a), cy+rad*math.Sin(a))
	}
	fill(dst, c, pts...)
}

// stroke draws the segment (x0, y0)–(x1, y1), w0 wide at its start and w1
// at its end.
func stroke(dst *image.RGBA, c color.Color, x0, y0, x1, y1, w0, w1 float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l/2, dx/l/2
	fill(dst, c, x0+nx*w0, y0+ny*w0, x1+nx*w1, y1+ny*w1, x1-nx*w1, y1-ny*w1, x0-nx*w0, y0-ny*w0)
}

// bat is a bat's silhouette, wings spread, w pixels wide, centred at
// (cx, cy).
func bat(dst *image.RGBA, c color.Color, cx, cy, w float64) {
	half := []float64{ // the right half, from the head down to the tail
		0.04, -0.17, 0.09, -0.29, 0.11, -0.12, 0.32, -0.27, 0.62, -0.33, 1.0, -0.12,
		0.8, -0.02, 0.7, 0.13, 0.53, 0.03, 0.39, 0.19, 0.23, 0.07, 0.1, 0.22, 0, 0.3,
	}
	var pts []float64
	for i := 0; i < len(half); i += 2 {
		pts = append(pts, cx+half[i]*w/2, cy+half[i+1]*w/2)
	}
	for i := len(half) - 4; i >= 0; i -= 2 { // the left half, mirrored
		pts = append(pts, cx-half[i]*w/2, cy+half[i+1]*w/2)
	}
	fill(dst, c, pts...)
}

// tree is a bare tree from (x, y) up, h pixels to its first fork.
func tree(dst *image.RGBA, c color.Color, rng *rand.Rand, x, y, h, w, angle float64, depth int) {
	x1, y1 := x+h*math.Sin(angle), y-h*math.Cos(angle)
	stroke(dst, c, x, y, x1, y1, w, w*0.65)
	if depth == 0 {
		return
	}
	for _, turn := range []float64{-0.45, 0.4} {
		tree(dst, c, rng, x1, y1, h*(0.62+0.2*rng.Float64()), w*0.62, angle+turn+0.25*(rng.Float64()-0.5), depth-1)
	}
}

// hills is a row of hills along the bottom of a w×h image, its crests
// near y, in c.
func hills(dst *image.RGBA, c color.Color, w, h, y, amp, period, phase float64) {
	pts := []float64{0, h}
	for x := 0.0; x <= w; x += 8 {
		pts = append(pts, x, y-amp*math.Sin(x/period+phase)-amp*0.4*math.Sin(x/period*2.3+phase*1.7))
	}
	pts = append(pts, w, h)
	fill(dst, c, pts...)
}

// autumnBackground is autumn's Halloween backdrop, 1200×860: wide enough
// for a desktop, its moon, pumpkins and ground in the middle third that a
// phone shows, the trees at the sides a desktop shows. The sky runs from
// the theme's background to background2 (#1a0f1f to #3d1f0f): the texts
// checked on them read on it as well.
func autumnBackground() image.Image {
	const w, h = 1200, 860
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	top, bottom := rgba(0x1a0f1f, 0xff), rgba(0x3d1f0f, 0xff)
	for y := range h {
		t := float64(y) / (h - 1)
		c := color.RGBA{lerp(top.R, bottom.R, t), lerp(top.G, bottom.G, t), lerp(top.B, bottom.B, t), 0xff}
		draw.Draw(img, image.Rect(0, y, w, y+1), image.NewUniform(c), image.Point{}, draw.Src)
	}
	rng := rand.New(rand.NewPCG(31, 10)) // the 31st of October
	for range 70 {
		x, y := rng.Float64()*w, rng.Float64()*h*0.55
		disc(img, rgba(0xffe8c0, uint8(60+rng.IntN(120))), x, y, 0.8+rng.Float64()*1.2)
	}
	// the moon and its halo
	const mx, my = 600, 230
	for i, a := range []uint8{12, 20, 30} {
		disc(img, rgba(0xffb347, a), mx, my, 140-float64(i)*16)
	}
	disc(img, rgba(0xffe2a0, 0xff), mx, my, 92)
	disc(img, rgba(0xf2c27a, 0xff), mx+28, my-22, 16)
	disc(img, rgba(0xf2c27a, 0xff), mx-30, my+18, 22)
	disc(img, rgba(0xf2c27a, 0xff), mx+12, my+42, 11)
	for _, b := range [][3]float64{{520, 180, 46}, {660, 280, 34}, {720, 150, 26}, {440, 280, 22}, {770, 230, 18}} {
		bat(img, rgba(0x120810, 0xff), b[0], b[1], b[2])
	}
	hills(img, rgba(0x2e1520, 0xff), w, h, 640, 30, 140, 0.5)
	tree(img, rgba(0x1c0c14, 0xff), rng, 250, 650, 90, 16, -0.1, 4)
	tree(img, rgba(0x1c0c14, 0xff), rng, 960, 640, 80, 14, 0.15, 4)
	hills(img, rgba(0x170a10, 0xff), w, h, 740, 22, 90, 2.1)
	tree(img, rgba(0x0d0508, 0xff), rng, 110, 750, 120, 22, 0.08, 4)
	tree(img, rgba(0x0d0508, 0xff), rng, 1090, 740, 110, 20, -0.12, 4)
	// pumpkins on the far hill, between the grid and the words above GO
	// on most phones; dim, so that a word written over them on another
	// screen still reads (white on #a0440c is 6.3:1, text_dim 4.7:1)
	for _, p := range [][3]float64{{450, 700, 20}, {492, 706, 13}, {720, 694, 17}, {600, 712, 12}} {
		for _, dx := range []float64{-0.45, 0.45, 0} {
			disc(img, rgba(map[bool]uint32{true: 0xa0440c, false: 0x8c3a0a}[dx == 0], 0xff), p[0]+dx*p[2], p[1], p[2]*0.72)
		}
		stroke(img, rgba(0x4a6a1a, 0xff), p[0], p[1]-p[2]*0.6, p[0]+p[2]*0.15, p[1]-p[2]*0.95, p[2]*0.18, p[2]*0.12)
		fill(img, rgba(0xc87a1c, 0xff), p[0]-p[2]*0.4, p[1]-p[2]*0.15, p[0]-p[2]*0.15, p[1]-p[2]*0.15, p[0]-p[2]*0.28, p[1]-p[2]*0.38)
		fill(img, rgba(0xc87a1c, 0xff), p[0]+p[2]*0.4, p[1]-p[2]*0.15, p[0]+p[2]*0.15, p[1]-p[2]*0.15, p[0]+p[2]*0.28, p[1]-p[2]*0.38)
		fill(img, rgba(0xc87a1c, 0xff), p[0]-p[2]*0.42, p[1]+p[2]*0.12, p[0]+p[2]*0.42, p[1]+p[2]*0.12, p[0], p[1]+p[2]*0.4)
	}
	return img
}

func lerp(a, b uint8, t float64) uint8 {
	return uint8(math.Round(float64(a) + (float64(b)-float64(a))*t))
}

// harvestMoon is autumn's EXTRA symbol, 256×256: an orange harvest moon
// with a bat across its top, the middle left clear for the word EXTRA
// that the game writes on it in white (a dark moon, so that it reads).
func harvestMoon() image.Image {
	const s = 256
	img := image.NewRGBA(image.Rect(0, 0, s, s))
	disc(img, rgba(0xff8c1a, 60), s/2, s/2, 126)
	disc(img, rgba(0x5a1c04, 0xff), s/2, s/2+3, 114)
	disc(img, rgba(0xc8500c, 0xff), s/2, s/2, 112)
	disc(img, rgba(0xe0701a, 0xff), s/2-8, s/2-8, 96)
	disc(img, rgba(0xb44a0e, 0xff), s/2+46, s/2+40, 18)
	disc(img, rgba(0xb44a0e, 0xff), s/2-52, s/2+50, 12)
	disc(img, rgba(0xb44a0e, 0xff), s/2-40, s/2-58, 14)
	bat(img, rgba(0x1a0a12, 0xff), s/2, s/2-62, 150)
	return img
}

// mapleLeaf is autumn's particle, 64×64: a maple leaf in orange, its
// veins darker, drawn as it is (the client does not tint art).
func mapleLeaf() image.Image {
	const s = 64
	img := image.NewRGBA(image.Rect(0, 0, s, s))
	pts := []float64{}
	// five lobes around the leaf's base at (32, 40)
	for i := range 10 {
		a := -math.Pi/2 + (float64(i)-0)*math.Pi/5*1.0 - math.Pi/5*2
		r := 26.0
		if i%2 == 1 {
			r = 12
		}
		if i == 0 || i == 8 {
			r = 18
		}
		pts = append(pts, 32+r*math.Cos(a), 36+r*math.Sin(a))
	}
	fill(img, rgba(0xe2571e, 0xff), pts...)
	stroke(img, rgba(0x8a2a08, 0xff), 32, 60, 32, 36, 3, 2)
	for _, a := range []float64{-math.Pi / 2, -math.Pi/2 - 1.2, -math.Pi/2 + 1.2} {
		stroke(img, rgba(0x8a2a08, 0xff), 32, 36, 32+18*math.Cos(a), 36+18*math.Sin(a), 2, 1)
	}
	return img
}
