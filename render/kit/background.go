//go:build js

package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

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

// paint draws the gradient, the pattern and the glow once per screen
// size, as triangles (backdropLayers).
func (b *Background) paint(img *ebiten.Image, v View) {
	t := b.theme
	r := img.Bounds()
	for _, l := range backdropLayers(r.Dx(), r.Dy(), float32(v.K), t.Background, t.Background2, t.Pattern) {
		if l.mesh != nil {
			drawMesh(img, l.mesh)
		}
		for _, s := range l.sprites {
			drawSprite(img, s)
		}
	}
}

// softDot is a round white dot with a soft edge (a snowflake far away).
func softDot(px int) *ebiten.Image {
	img := newRaster(px, px)
	r := float32(px) / 2
	for i := 4; i >= 1; i-- {
		var p Path
		p.Arc(r, r, r*float32(i)/4, 0, 2*math.Pi, Clockwise)
		p.Close()
		a := uint8(255 * (0.12 + 0.22*float64(4-i)/3))
		Fill(img, &p, color.RGBA{a, a, a, a})
	}
	return img.Image()
}
