//go:build js

package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"revela/assets/themes"
	"revela/render/kit/anim"
)

// Background is the theme's backdrop: a gradient, a pattern (rhombi or
// snowdrifts) and, in winter, snow falling behind everything.
type Background struct {
	theme *Theme
	img   *ebiten.Image
	art   *ebiten.Image // the theme's background.png the backdrop was painted with
	snow  *anim.Snow
	flake *ebiten.Image
}

func NewBackground(t *Theme) *Background {
	b := &Background{theme: t}
	switch t.Particles {
	case "snow":
		b.snow = anim.NewSnow(90, 390, 844, 3)
	case "petals", "leaves":
		b.snow = anim.NewSnow(28, 390, 844, 5)
	}
	return b
}

// Update moves the snow.
func (b *Background) Update(v View) {
	if b.snow != nil {
		b.snow.Resize(v.W, v.H)
		b.snow.Update()
	}
}

// Draw draws the backdrop over the whole screen.
func (b *Background) Draw(c *Canvas) {
	bounds := c.Dst.Bounds()
	art := b.theme.ArtImage(themes.ArtBackground)
	if b.img == nil || b.img.Bounds() != bounds || b.art != art {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img = ebiten.NewImage(bounds.Dx(), bounds.Dy())
		b.paint(b.img, c.V)
		b.art = art
		paintArt(b.img, art)
	}
	c.Dst.DrawImage(b.img, nil)
	if b.snow != nil && b.drawParticleArt(c) {
		return
	}
	if b.snow != nil && b.theme.Particles != "snow" {
		// petals or leaves, larger, turning as they fall, in the theme's colours
		cols := b.theme.ConfettiColours()
		for i, f := range b.snow.Flake {
			img := Confetti(int((6+f.Size*2.4)*c.V.K), b.theme.Particles)
			half := float64(img.Bounds().Dx()) / 2
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Translate(-half, -half)
			op.GeoM.Rotate(f.Y/90 + float64(i))
			op.GeoM.Translate(f.X*c.V.K, f.Y*c.V.K)
			op.ColorScale.ScaleWithColor(cols[i%len(cols)])
			op.ColorScale.ScaleAlpha(0.55)
			c.Dst.DrawImage(img, op)
		}
		return
	}
	if b.snow != nil {
		px := int(math.Max(6, 10*c.V.K))
		if b.flake == nil || b.flake.Bounds().Dx() != px {
			b.flake = softDot(px)
		}
		for _, f := range b.snow.Flake {
			s := f.Size * c.V.K / float64(px) * 2
			c.ImageCentered(b.flake, f.X, f.Y, s, s, 0, 0.55+f.Size*0.08)
		}
	}
}

// paint renders the gradient and the pattern once per screen size.
func (b *Background) paint(img *ebiten.Image, v View) {
	t := b.theme
	w, h := float32(img.Bounds().Dx()), float32(img.Bounds().Dy())
	var p vector.Path
	p.MoveTo(0, 0)
	p.LineTo(w, 0)
	p.LineTo(w, h)
	p.LineTo(0, h)
	p.Close()
	fillGradient(img, &p, t.Background, t.Background2, 0, h)
	k := float32(v.K)
	switch t.Pattern {
	case "snow":
		// soft drifts at the bottom
		drifts(img, w, h, k, 28, 12, 70, color.RGBA{0x1a, 0x24, 0x2e, 0x2e})
	case "waves":
		// the sea: many low waves
		drifts(img, w, h, k, 22, 6, 24, color.RGBA{0x10, 0x2a, 0x30, 0x30})
	case "leaves":
		// dark hills
		drifts(img, w, h, k, 40, 26, 110, color.RGBA{0x05, 0x03, 0x02, 0x40})
	case "petals":
		// a lattice of faint five-dot flowers
		step := 58 * k
		for y, row := float32(0), 0; y < h+step; y, row = y+step/2, row+1 {
			off := float32(row%2) * step / 2
			for x := -step + off; x < w+step; x += step {
				var d vector.Path
				for i := 0; i < 5; i++ {
					a := 2 * math.Pi * float64(i) / 5
					d.MoveTo(x+5*k*float32(math.Cos(a))+3*k, y+5*k*float32(math.Sin(a)))
					d.Arc(x+5*k*float32(math.Cos(a)), y+5*k*float32(math.Sin(a)), 3*k, 0, 2*math.Pi, vector.Clockwise)
				}
				fillPath(img, &d, color.RGBA{0x16, 0x10, 0x12, 0x16})
			}
		}
	default:
		// a lattice of faint rhombi
		step := 46 * k
		for y, row := float32(0), 0; y < h+step; y, row = y+step/2, row+1 {
			off := float32(row%2) * step / 2
			for x := -step + off; x < w+step; x += step {
				var d vector.Path
				d.MoveTo(x, y-5*k)
				d.LineTo(x+5*k, y)
				d.LineTo(x, y+5*k)
				d.LineTo(x-5*k, y)
				d.Close()
				fillPath(img, &d, color.RGBA{0x0c, 0x0a, 0x10, 0x10})
			}
		}
	}
	// a vignette of light behind the play area
	var glow vector.Path
	glow.Arc(w/2, h*0.42, w*0.55, 0, 2*math.Pi, vector.Clockwise)
	glow.Close()
	fillGradient(img, &glow, color.RGBA{0x10, 0x10, 0x14, 0x14}, color.RGBA{0, 0, 0, 0}, h*0.42-w*0.55, h*0.42+w*0.55)
}

// drifts fills three rows of hills along the bottom of a w×h image (k
// pixels per unit): each row step units above the last, amp units high,
// its crests period units apart, in clr.
func drifts(img *ebiten.Image, w, h, k, step, amp, period float32, clr color.RGBA) {
	for i := 0; i < 3; i++ {
		var d vector.Path
		base := h - float32(i)*step*k
		d.MoveTo(0, h)
		d.LineTo(0, base-20*k)
		for x := float32(0); x <= w; x += 8 * k {
			y := base - 20*k - float32(float64(amp)*math.Sin(float64(x/k)/(float64(period)+float64(i)*25)+float64(i)))*k
			d.LineTo(x, y)
		}
		d.LineTo(w, h)
		d.Close()
		fillPath(img, &d, clr)
	}
}

// softDot is a round white dot with a soft edge (a snowflake far away).
func softDot(px int) *ebiten.Image {
	img := ebiten.NewImage(px, px)
	r := float32(px) / 2
	for i := 4; i >= 1; i-- {
		var p vector.Path
		p.Arc(r, r, r*float32(i)/4, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		a := uint8(255 * (0.12 + 0.22*float64(4-i)/3))
		fillPath(img, &p, color.RGBA{a, a, a, a})
	}
	return img
}
