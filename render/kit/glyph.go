//go:build js

package kit

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Face is a font at one pixel size, drawn a glyph image at a time where
// its line puts it (lineFace): each glyph rasterized once per subpixel
// offset, white with its coverage as alpha.
type Face struct {
	lineFace
	glyphs map[glyphKey]*ebiten.Image // nil for a blank glyph
}

type glyphKey struct {
	r   rune
	sub fixed.Int26_6 // the glyph's left edge within its pixel
}

func newFace(f font.Face) *Face {
	return &Face{lineFace: newLineFace(f), glyphs: map[glyphKey]*ebiten.Image{}}
}

// draw draws s on one line, anchored by align horizontally and centred
// vertically on the origin of at (then scaled and moved by at), with op's
// colour and filter.
func (f *Face) draw(dst *ebiten.Image, s string, align Align, at ebiten.GeoM, op *ebiten.DrawImageOptions) {
	f.place(s, align, func(r rune, sub fixed.Int26_6, b fixed.Rectangle26_6, x, y int) {
		if img := f.glyph(r, sub, b); img != nil {
			op.GeoM.Reset()
			op.GeoM.Translate(float64(x), float64(y))
			op.GeoM.Concat(at)
			dst.DrawImage(img, op)
		}
	})
}

// glyph is r's image with its left edge sub/64 of a pixel into its first
// column, rasterized on first use: white, its coverage as alpha.
func (f *Face) glyph(r rune, sub fixed.Int26_6, b fixed.Rectangle26_6) *ebiten.Image {
	k := glyphKey{r, sub}
	if img, ok := f.glyphs[k]; ok {
		return img
	}
	var img *ebiten.Image
	w, h := (b.Max.X-b.Min.X).Ceil()+1, (b.Max.Y-b.Min.Y).Ceil()+1
	if w > 1 && h > 1 {
		dot := fixed.Point26_6{X: -b.Min.X + sub, Y: -b.Min.Y + b.Min.Y&63}
		if dr, mask, mp, _, ok := f.f.Glyph(dot, r); ok {
			// the mask over a blank image, as font.Drawer draws it
			pix := make([]byte, 4*w*h)
			in := dr.Intersect(image.Rect(0, 0, w, h))
			// the kit's faces are opentype's, whose mask is an alpha image:
			// read directly, not a colour a pixel through At
			alpha := mask.(*image.Alpha)
			for y := in.Min.Y; y < in.Max.Y; y++ {
				for x := in.Min.X; x < in.Max.X; x++ {
					var a byte
					if mx, my := mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y; (image.Point{mx, my}).In(alpha.Rect) {
						a = alpha.Pix[alpha.PixOffset(mx, my)]
					}
					i := 4 * (y*w + x)
					pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
				}
			}
			img = ebiten.NewImage(w, h)
			img.WritePixels(pix)
		}
	}
	f.glyphs[k] = img
	return img
}
