//go:build js

package kit

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// white is one white pixel (the middle of a 3×3 image, so that nothing
// around it is ever sampled): the source of a mesh's triangles, which
// take their colours from their vertices.
var white = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// premultiplied: the vertices' colours are premultiplied, as the kit's are.
var premultiplied = &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}

// cachedMesh is the w×h image under key k (of a type of the caller's
// own), m drawn on it the first time it is asked for (as Cached).
func cachedMesh(k any, w, h int, m func() *mesh) *ebiten.Image {
	if img, ok := painted[k]; ok {
		return img
	}
	img := ebiten.NewImage(w, h)
	drawMesh(img, m())
	painted[k] = img
	return img
}

// drawMesh draws m's triangles over dst in their vertices' colours.
func drawMesh(dst *ebiten.Image, m *mesh) {
	vs := make([]ebiten.Vertex, len(m.v))
	for i, v := range m.v {
		vs[i] = ebiten.Vertex{DstX: v.x, DstY: v.y, SrcX: 1.5, SrcY: 1.5,
			ColorR: v.c[0] / 255, ColorG: v.c[1] / 255, ColorB: v.c[2] / 255, ColorA: v.c[3] / 255}
	}
	dst.DrawTriangles32(vs, m.i, white, premultiplied)
}

// drawSprite draws s's picture over dst at each of its places, in one
// call; the picture's image is kept (Cached) for the next size of the
// screen.
func drawSprite(dst *ebiten.Image, s *sprite) {
	img := Cached(s.key, func() *Raster { return s.img })
	w, h := float32(s.img.w), float32(s.img.h)
	vs := make([]ebiten.Vertex, 0, 4*len(s.at))
	is := make([]uint32, 0, 6*len(s.at))
	for _, p := range s.at {
		x, y := float32(p[0]), float32(p[1])
		j := uint32(len(vs))
		for _, c := range [4][2]float32{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
			vs = append(vs, ebiten.Vertex{DstX: x + c[0]*w, DstY: y + c[1]*h, SrcX: c[0] * w, SrcY: c[1] * h,
				ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
		}
		is = append(is, j, j+1, j+2, j, j+2, j+3)
	}
	dst.DrawTriangles32(vs, is, img, premultiplied)
}
