// Command artgen draws the PNG art of the bundled themes (docs/studio.md,
// Theme folders) by code, so that the repository holds how it is made:
// autumn's background and falling leaf, and in every theme one piece of
// art for each game, in the game's folder: CROSSINGO's EXTRA symbol,
// DIAMOND RIVER's wheel, ELDORADO's soleil, SUDOKU's clover and LUCHA
// FORTUNE's K.O and cup, each in the season's colours and shapes. Run from the
// repository's root:
//
//	go run ./cmd/artgen
//
// writes assets/themes/*/...png; the same program always writes the same
// bytes (a fixed seed). `revela theme check NAME` checks them.
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
	art := map[string]image.Image{
		"autumn/background.png":      autumnBackground(),
		"autumn/particle.png":        mapleLeaf(),
		"autumn/crossingo/extra.png": harvestMoon(),
	}
	for _, s := range seasons {
		if s.name != "autumn" {
			art[s.name+"/crossingo/extra.png"] = extraBadge(s)
		}
		art[s.name+"/diamond-river/wheel.png"] = wheel(s)
		art[s.name+"/eldorado/soleil.png"] = soleil(s)
		art[s.name+"/sudoku/clover.png"] = clover(s)
		art[s.name+"/lucha-fortune/ko.png"] = knockout(s)
		art[s.name+"/lucha-fortune/coupe.png"] = coupe(s)
	}
	for name, img := range art {
		file := filepath.Join("assets", "themes", filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
		if err := write(file, img); err != nil {
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

// season is a theme's colours and motif for the games' art.
type season struct {
	name string
	// light, main and dark: a piece's gradient and outline; deep: the
	// middle that white words are written on; accent: a second colour.
	light, main, dark, deep, accent uint32
	motif                           string // what the season adds: rays, snow, petals, waves, leaves
}

var seasons = []season{
	{"default", 0xffe36b, 0xff8a1f, 0x7a2e00, 0xb3261e, 0xffc53d, "rays"},
	{"winter", 0xffffff, 0x8fd3ff, 0x1d4e89, 0x1769c8, 0xf2c230, "snow"},
	{"spring", 0xffd6e8, 0xff8fb8, 0x7a0e3c, 0xb0174f, 0x9bf07a, "petals"},
	{"summer", 0xfff3a0, 0xffb13b, 0x8a3a00, 0xc2410c, 0x5ef0d0, "waves"},
	{"autumn", 0xffcf5a, 0xe2571e, 0x5a1c04, 0xa8380a, 0xb5e86b, "leaves"},
}

// poly is the points of a regular star of n points, radii R and r,
// centred at (cx, cy), its first point turned rot from the top.
func poly(cx, cy, R, r float64, n int, rot float64) []float64 {
	var pts []float64
	for i := range 2 * n {
		a := rot - math.Pi/2 + math.Pi*float64(i)/float64(n)
		rad := R
		if i%2 == 1 {
			rad = r
		}
		pts = append(pts, cx+rad*math.Cos(a), cy+rad*math.Sin(a))
	}
	return pts
}

// shaded fills pts with a soft shadow under it, a vertical gradient from
// light to main and an outline in dark w pixels wide.
func shaded(dst *image.RGBA, s season, w float64, pts ...float64) {
	moved := make([]float64, len(pts))
	for i, v := range pts {
		moved[i] = v + map[bool]float64{true: w * 0.8, false: w * 1.2}[i%2 == 0]
	}
	fill(dst, rgba(0x000000, 70), moved...)
	fillGradient(dst, rgba(s.dark, 0xff), rgba(s.dark, 0xff), pts...)
	inner := shrink(pts, w)
	fillGradient(dst, rgba(s.light, 0xff), rgba(s.main, 0xff), inner...)
}

// shrink moves each point of pts towards their centre by d pixels.
func shrink(pts []float64, d float64) []float64 {
	var cx, cy float64
	n := float64(len(pts) / 2)
	for i := 0; i+1 < len(pts); i += 2 {
		cx, cy = cx+pts[i]/n, cy+pts[i+1]/n
	}
	out := make([]float64, len(pts))
	for i := 0; i+1 < len(pts); i += 2 {
		dx, dy := pts[i]-cx, pts[i+1]-cy
		l := math.Hypot(dx, dy)
		k := max(0, (l-d)/l)
		out[i], out[i+1] = cx+dx*k, cy+dy*k
	}
	return out
}

// fillGradient fills the polygon pts with a vertical gradient from top
// (at the polygon's top) to bottom.
func fillGradient(dst *image.RGBA, top, bottom color.NRGBA, pts ...float64) {
	y0, y1 := math.Inf(1), math.Inf(-1)
	for i := 1; i < len(pts); i += 2 {
		y0, y1 = min(y0, pts[i]), max(y1, pts[i])
	}
	b := dst.Bounds()
	src := image.NewNRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		t := math.Max(0, math.Min(1, (float64(y)-y0)/math.Max(1, y1-y0)))
		c := color.NRGBA{lerp(top.R, bottom.R, t), lerp(top.G, bottom.G, t), lerp(top.B, bottom.B, t), lerp(top.A, bottom.A, t)}
		for x := b.Min.X; x < b.Max.X; x++ {
			src.SetNRGBA(x, y, c)
		}
	}
	r := vector.NewRasterizer(b.Dx(), b.Dy())
	r.MoveTo(float32(pts[0]), float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		r.LineTo(float32(pts[i]), float32(pts[i+1]))
	}
	r.ClosePath()
	r.Draw(dst, b, src, image.Point{})
}

// circle is the points of a circle of radius rad at (cx, cy).
func circle(cx, cy, rad float64) []float64 {
	var pts []float64
	n := max(32, int(rad*2))
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts = append(pts, cx+rad*math.Cos(a), cy+rad*math.Sin(a))
	}
	return pts
}

// ellipse is the points of an ellipse of radii rx, ry at (cx, cy) turned
// by rot.
func ellipse(cx, cy, rx, ry, rot float64) []float64 {
	var pts []float64
	for i := range 40 {
		a := 2 * math.Pi * float64(i) / 40
		x, y := rx*math.Cos(a), ry*math.Sin(a)
		pts = append(pts, cx+x*math.Cos(rot)-y*math.Sin(rot), cy+x*math.Sin(rot)+y*math.Cos(rot))
	}
	return pts
}

// motif draws the season's touch around a piece of size sz centred at
// (c, c), at radius rad: rays, snowflakes, petals, drops or leaves.
func motif(dst *image.RGBA, s season, c, rad, sz float64, n int) {
	for i := range n {
		a := 2*math.Pi*float64(i)/float64(n) - math.Pi/2
		x, y := c+rad*math.Cos(a), c+rad*math.Sin(a)
		switch s.motif {
		case "snow":
			for k := range 3 {
				b := a + math.Pi*float64(k)/3
				stroke(dst, rgba(0xffffff, 0xff), x-sz*math.Cos(b), y-sz*math.Sin(b), x+sz*math.Cos(b), y+sz*math.Sin(b), sz*0.3, sz*0.3)
			}
		case "petals":
			fill(dst, rgba(0xffffff, 0xe0), ellipse(x, y, sz, sz*0.55, a)...)
			disc(dst, rgba(s.accent, 0xff), x, y, sz*0.3)
		case "waves":
			disc(dst, rgba(s.accent, 0xff), x, y, sz*0.7)
			disc(dst, rgba(0xffffff, 0xc0), x-sz*0.2, y-sz*0.2, sz*0.25)
		case "leaves":
			fill(dst, rgba(s.accent, 0xff), ellipse(x, y, sz, sz*0.45, a)...)
			stroke(dst, rgba(0x3a5a10, 0xff), x-sz*0.9*math.Cos(a), y-sz*0.9*math.Sin(a), x+sz*0.9*math.Cos(a), y+sz*0.9*math.Sin(a), sz*0.12, sz*0.06)
		default:
			disc(dst, rgba(0xffffff, 0xd0), x, y, sz*0.35)
		}
	}
}

// extraBadge is CROSSINGO's EXTRA symbol, 256×256: a rosette in the
// season's colours, its middle deep so that the word EXTRA the game writes
// on it in white reads, and the season's touch around it.
func extraBadge(s season) image.Image {
	const sz = 256
	img := image.NewRGBA(image.Rect(0, 0, sz, sz))
	c := sz / 2.0
	switch s.motif {
	case "petals": // a flower of eight petals
		for i := range 8 {
			a := 2 * math.Pi * float64(i) / 8
			fill(img, rgba(0x000000, 50), ellipse(c+4+70*math.Cos(a), c+6+70*math.Sin(a), 52, 34, a)...)
		}
		for i := range 8 {
			a := 2 * math.Pi * float64(i) / 8
			fillGradient(img, rgba(s.light, 0xff), rgba(s.main, 0xff), ellipse(c+70*math.Cos(a), c+70*math.Sin(a), 52, 34, a)...)
		}
	case "snow": // an ice star with six arms
		shaded(img, s, 6, poly(c, c, 124, 62, 6, 0)...)
		shaded(img, s, 4, poly(c, c, 92, 70, 12, 0)...)
	case "waves": // a sun of sixteen rays
		shaded(img, s, 6, poly(c, c, 126, 88, 16, 0)...)
	default: // a burst of twelve points
		shaded(img, s, 6, poly(c, c, 126, 84, 12, 0)...)
	}
	fill(img, rgba(s.dark, 0xff), circle(c, c, 78)...)
	fillGradient(img, rgba(s.deep, 0xff), rgba(s.dark, 0xff), circle(c, c, 72)...)
	fill(img, rgba(0xffffff, 60), ellipse(c-22, c-38, 34, 14, -0.3)...)
	motif(img, s, c, 100, 11, 6)
	return img
}

// wheel is DIAMOND RIVER's wheel symbol, 128×128: eight wedges of the
// season's two colours in a rim, a hub, the season's touch on the rim.
func wheel(s season) image.Image {
	const sz = 128
	img := image.NewRGBA(image.Rect(0, 0, sz, sz))
	c := sz / 2.0
	fill(img, rgba(0x000000, 70), circle(c+2, c+3, 60)...)
	fill(img, rgba(s.dark, 0xff), circle(c, c, 60)...)
	for i := range 8 {
		a0, a1 := 2*math.Pi*float64(i)/8, 2*math.Pi*float64(i+1)/8
		col := s.main
		if i%2 == 1 {
			col = s.accent
		}
		pts := []float64{c, c}
		for k := 0; k <= 8; k++ {
			a := a0 + (a1-a0)*float64(k)/8
			pts = append(pts, c+52*math.Cos(a), c+52*math.Sin(a))
		}
		fillGradient(img, rgba(s.light, 0xff), rgba(col, 0xff), pts...)
		stroke(img, rgba(s.dark, 0xff), c, c, c+52*math.Cos(a0), c+52*math.Sin(a0), 2.5, 2.5)
	}
	motif(img, s, c, 56, 5, 8)
	fill(img, rgba(s.dark, 0xff), circle(c, c, 15)...)
	fillGradient(img, rgba(0xffffff, 0xff), rgba(s.accent, 0xff), circle(c, c, 12)...)
	return img
}

// soleil is ELDORADO's soleil, 128×128: a golden disc and its rays in the
// season's shape (points, ice crystals, petals, flames, leaves).
func soleil(s season) image.Image {
	const sz = 128
	img := image.NewRGBA(image.Rect(0, 0, sz, sz))
	c := sz / 2.0
	gold := season{light: 0xfff3a6, main: 0xf2b400, dark: 0x6e4a00}
	switch s.motif {
	case "snow": // rays of ice crystals, blue with a white core: they read on a white cell
		for _, ray := range []struct {
			c    uint32
			w, t float64
		}{{0x1d4e89, 9, 5}, {0x8fd3ff, 5, 2.5}} {
			for i := range 8 {
				a := 2 * math.Pi * float64(i) / 8
				stroke(img, rgba(ray.c, 0xff), c, c, c+60*math.Cos(a), c+60*math.Sin(a), ray.w, ray.w*0.5)
				for _, d := range []float64{40, 52} {
					x, y := c+d*math.Cos(a), c+d*math.Sin(a)
					for _, t := range []float64{-0.8, 0.8} {
						stroke(img, rgba(ray.c, 0xff), x, y, x+10*math.Cos(a+t), y+10*math.Sin(a+t), ray.t, ray.t*0.7)
					}
				}
			}
		}
		gold = season{light: 0xfff6c8, main: 0xf2c230, dark: 0x1d4e89}
	case "petals":
		for i := range 10 {
			a := 2 * math.Pi * float64(i) / 10
			fillGradient(img, rgba(s.light, 0xff), rgba(s.main, 0xff), ellipse(c+42*math.Cos(a), c+42*math.Sin(a), 20, 10, a)...)
		}
	case "leaves":
		for i := range 10 {
			a := 2 * math.Pi * float64(i) / 10
			col := s.main
			if i%2 == 1 {
				col = 0xffa500
			}
			fill(img, rgba(col, 0xff), ellipse(c+44*math.Cos(a), c+44*math.Sin(a), 18, 8, a)...)
			stroke(img, rgba(s.dark, 0xff), c+30*math.Cos(a), c+30*math.Sin(a), c+58*math.Cos(a), c+58*math.Sin(a), 1.5, 1)
		}
		gold = season{light: 0xffd27a, main: 0xe08a10, dark: 0x5a1c04}
	case "waves":
		shaded(img, season{light: 0xfff3a0, main: 0xff6a2a, dark: 0x8a2a00}, 3, poly(c, c, 62, 40, 14, 0)...)
	default:
		shaded(img, gold, 3, poly(c, c, 62, 38, 12, 0)...)
	}
	shaded(img, gold, 3, circle(c, c, 32)...)
	fill(img, rgba(0xffffff, 90), ellipse(c-10, c-14, 12, 6, -0.4)...)
	return img
}

// clover is SUDOKU's clover, 128×128: four leaves, each two lobes, and a
// stem, in the season's green (a clover in every season: the dice's
// symbol keeps its meaning), with the season's touch at its heart.
func clover(s season) image.Image {
	const sz = 128
	img := image.NewRGBA(image.Rect(0, 0, sz, sz))
	c := sz / 2.0
	greens := map[string]season{
		"default": {light: 0x9ff27a, main: 0x1f9c3a, dark: 0x0c4d1c},
		"winter":  {light: 0xe8fff4, main: 0x3fb58a, dark: 0x0c4a3a},
		"spring":  {light: 0xc8ff9a, main: 0x3fc24a, dark: 0x14561c},
		"summer":  {light: 0xf0ff8a, main: 0x5ac81e, dark: 0x2a5a08},
		"autumn":  {light: 0xf0e07a, main: 0x9a9a1e, dark: 0x4a3a08},
	}
	g := greens[s.name]
	stroke(img, rgba(g.dark, 0xff), c, c, c+10, c+58, 9, 6)
	stroke(img, rgba(g.main, 0xff), c, c, c+10, c+56, 5, 3)
	// a leaf is a heart: two lobes and the point between them at the
	// clover's heart
	leaf := func(a, grow, dx, dy float64) [][]float64 {
		var out [][]float64
		var base []float64
		for _, t := range []float64{-1, 1} {
			x, y := c+dx+28*math.Cos(a+t*0.36), c+dy+28*math.Sin(a+t*0.36)
			out = append(out, circle(x, y, 15+grow))
			base = append(base, x+(15+grow)*math.Cos(a+t*math.Pi/2)*0.92, y+(15+grow)*math.Sin(a+t*math.Pi/2)*0.92)
		}
		tip := []float64{c + dx - grow*math.Cos(a), c + dy - grow*math.Sin(a)}
		return append(out, append(tip, base[2], base[3], base[0], base[1]))
	}
	for i := range 4 {
		for _, p := range leaf(math.Pi/4+math.Pi/2*float64(i), 3, 2, 3) {
			fill(img, rgba(0x000000, 60), p...)
		}
	}
	for i := range 4 {
		a := math.Pi/4 + math.Pi/2*float64(i)
		for _, p := range leaf(a, 3, 0, 0) {
			fill(img, rgba(g.dark, 0xff), p...)
		}
		for _, p := range leaf(a, 0, 0, 0) {
			fillGradient(img, rgba(g.light, 0xff), rgba(g.main, 0xff), p...)
		}
		stroke(img, rgba(g.dark, 0x90), c, c, c+34*math.Cos(a), c+34*math.Sin(a), 2, 1)
	}
	switch s.motif {
	case "snow": // a snowflake at its heart
		for k := range 3 {
			t := math.Pi * float64(k) / 3
			stroke(img, rgba(0xffffff, 0xff), c-9*math.Cos(t), c-9*math.Sin(t), c+9*math.Cos(t), c+9*math.Sin(t), 3, 3)
		}
	case "petals":
		disc(img, rgba(0xff8fb8, 0xff), c, c, 8)
		disc(img, rgba(0xfff3a0, 0xff), c, c, 3.5)
	case "waves":
		disc(img, rgba(0xffffff, 0xd0), c-36, c-36, 5)
		disc(img, rgba(0xffffff, 0xd0), c+38, c+30, 4)
	case "leaves":
		disc(img, rgba(0xe2571e, 0xff), c, c, 7)
	default:
		disc(img, rgba(0xffe36b, 0xff), c, c, 6)
	}
	return img
}

// knockout is LUCHA FORTUNE's K.O burst, 128×128: a star of eleven
// points in the season's colours, its middle deep so that the white K.O
// the game writes on it reads, and the season's touch.
func knockout(s season) image.Image {
	const sz = 128
	img := image.NewRGBA(image.Rect(0, 0, sz, sz))
	c := sz / 2.0
	shaded(img, season{light: s.light, main: s.main, dark: s.dark}, 3, poly(c, c, 63, 44, 11, 0.1)...)
	fill(img, rgba(s.dark, 0xff), poly(c, c, 46, 34, 11, 0.1)...)
	fillGradient(img, rgba(s.deep, 0xff), rgba(s.dark, 0xff), poly(c, c, 43, 31, 11, 0.1)...)
	motif(img, s, c, 52, 5, 5)
	return img
}

// coupe is LUCHA FORTUNE's cup, the dearest collectible, 128×128: a gold
// cup in every season (it keeps its meaning), a star of the season's
// colour on its bowl, the season's touch on its rim.
func coupe(s season) image.Image {
	const sz = 128
	img := image.NewRGBA(image.Rect(0, 0, sz, sz))
	gold := season{light: 0xfff3a6, main: 0xe0a000, dark: 0x6e4a00}
	for _, side := range []float64{-1, 1} { // the handles
		var pts []float64
		for i := 0; i <= 8; i++ {
			a := -math.Pi/2 + math.Pi*float64(i)/8
			pts = append(pts, 64+side*(36+14*math.Cos(a)), 46+16*math.Sin(a))
		}
		for i := 1; i < len(pts)/2; i++ {
			stroke(img, rgba(gold.dark, 0xff), pts[2*i-2], pts[2*i-1], pts[2*i], pts[2*i+1], 9, 9)
		}
		for i := 1; i < len(pts)/2; i++ {
			stroke(img, rgba(0xf2c230, 0xff), pts[2*i-2], pts[2*i-1], pts[2*i], pts[2*i+1], 4.5, 4.5)
		}
	}
	var bowl []float64
	for i := 0; i <= 24; i++ {
		a := math.Pi * float64(i) / 24
		bowl = append(bowl, 64+36*math.Cos(a), 26+52*math.Sin(a))
	}
	shaded(img, gold, 3, 58, 74, 70, 74, 72, 96, 56, 96)
	shaded(img, gold, 3, 36, 96, 92, 96, 98, 112, 30, 112)
	shaded(img, gold, 3, bowl...)
	fill(img, rgba(s.dark, 0xff), poly(64, 50, 15, 6.5, 5, 0)...)
	fill(img, rgba(s.main, 0xff), poly(64, 50, 12, 5, 5, 0)...)
	fill(img, rgba(0xffffff, 80), ellipse(46, 40, 5, 12, 0.2)...)
	switch s.motif {
	case "snow":
		fill(img, rgba(0xffffff, 0xff), ellipse(64, 26, 38, 7, 0)...)
		for _, x := range []float64{38, 52, 70, 88} {
			disc(img, rgba(0xffffff, 0xff), x, 30, 5)
		}
	case "petals":
		for i := range 5 {
			a := -math.Pi/2 + 2*math.Pi*float64(i)/5
			fill(img, rgba(0xff8fb8, 0xff), ellipse(92+9*math.Cos(a), 24+9*math.Sin(a), 8, 5, a)...)
		}
		disc(img, rgba(0xffe066, 0xff), 92, 24, 4)
	case "waves":
		for _, p := range [][3]float64{{94, 20, 4}, {30, 84, 3}, {100, 70, 3}} {
			fill(img, rgba(0xffffff, 0xf0), poly(p[0], p[1], p[2]*2.2, p[2]*0.6, 4, 0)...)
		}
	case "leaves":
		fill(img, rgba(0xe2571e, 0xff), ellipse(96, 24, 12, 6, -0.6)...)
		fill(img, rgba(0xffa500, 0xff), ellipse(32, 22, 10, 5, 0.5)...)
	}
	return img
}
