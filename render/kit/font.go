//go:build js

package kit

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"revela/assets/fonts"
)

// The Go fonts (cut to the characters the client shows: assets/fonts) are
// parsed with golang.org/x/image/font/opentype, and their glyphs drawn by
// the kit (glyph.go): Latin text needs no shaping engine, and without
// Ebitengine's text/v2 (and the shaping, segmenting and image decoders it
// links) the client is 1.15 MB of WebAssembly smaller (docs/client.md).
var (
	regularFont, boldFont *opentype.Font
	faces                 = map[faceKey]*Face{}
)

type faceKey struct {
	bold bool
	px   int
}

// parsed parses a font once, when first drawn.
func parsed(f **opentype.Font, ttf []byte) *opentype.Font {
	if *f == nil {
		var err error
		if *f, err = opentype.Parse(ttf); err != nil {
			panic(err)
		}
	}
	return *f
}

// face returns the Go font (Go Bold for amounts and titles) at a pixel
// size, cached.
func face(bold bool, px float64) *Face {
	k := faceKey{bold, int(math.Round(px))}
	if f, ok := faces[k]; ok {
		return f
	}
	src := parsed(&regularFont, fonts.Regular)
	if bold {
		src = parsed(&boldFont, fonts.Bold)
	}
	of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(k.px), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err)
	}
	f := newFace(of)
	faces[k] = f
	return f
}

// printable replaces characters the Go fonts lack: the narrow no-break
// space of French amounts becomes a no-break space.
func printable(s string) string { return strings.ReplaceAll(s, "\u202f", "\u00a0") }

// Text draws s with its anchor at design (x, y) (y is the vertical
// centre), size in design units (at least 12, docs/art.md).
func (c *Canvas) Text(s string, x, y, size float64, bold bool, align Align, clr color.Color) {
	c.TextScaled(s, x, y, size, bold, align, clr, 1, 1)
}

// TextScaled draws text scaled by sc around its anchor, with an alpha.
func (c *Canvas) TextScaled(s string, x, y, size float64, bold bool, align Align, clr color.Color, sc, alpha float64) {
	if size < 12 {
		size = 12
	}
	if alpha <= 0 || sc <= 0 {
		return
	}
	f := face(bold, c.px(size))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.ColorScale.ScaleWithColor(clr)
	op.ColorScale.ScaleAlpha(float32(alpha))
	var at ebiten.GeoM
	at.Scale(sc, sc)
	at.Translate(math.Round(c.px(x)), math.Round(c.px(y)))
	f.draw(c.Dst, printable(s), align, at, op)
}

// TextShadow draws text with a soft dark shadow under it, for text over
// busy backgrounds.
func (c *Canvas) TextShadow(s string, x, y, size float64, bold bool, align Align, clr color.Color, sc, alpha float64) {
	c.TextScaled(s, x+size*0.04, y+size*0.07, size, bold, align, color.RGBA{0, 0, 0, 0x80}, sc, alpha)
	c.TextScaled(s, x, y, size, bold, align, clr, sc, alpha)
}

// Measure returns the width of s in design units.
func (c *Canvas) Measure(s string, size float64, bold bool) float64 {
	if size < 12 {
		size = 12
	}
	return face(bold, c.px(size)).advance(printable(s)) / c.V.K
}

// FitSize returns the largest size up to max at which s fits in width w.
func (c *Canvas) FitSize(s string, max, w float64, bold bool) float64 {
	m := c.Measure(s, max, bold)
	if m <= w {
		return max
	}
	return math.Max(12, max*w/m)
}

// Clip returns s cut at its end, with "…", so that it fits in width w at
// size (FitSize never goes below 12: a long label clipped at 12 would
// run into what stands beside it); s itself when it fits.
func (c *Canvas) Clip(s string, size, w float64, bold bool) string {
	if c.Measure(s, size, bold) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := strings.TrimRight(string(r), " ,:·") + "…"; c.Measure(t, size, bold) <= w {
			return t
		}
	}
	return "…"
}

// Wrap cuts s into lines that fit in width w (wrapLines).
func Wrap(c *Canvas, s string, size float64, bold bool, w float64) []string {
	return wrapLines(s, w, func(t string) float64 { return c.Measure(t, size, bold) })
}
