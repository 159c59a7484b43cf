package kit

import (
	"image/color"
	"testing"
)

// at is pixel (x, y) of r.
func at(r *Raster, x, y int) [4]byte {
	var p [4]byte
	copy(p[:], r.pix[4*(y*r.w+x):])
	return p
}

// TestPanelPixels: a 40×20 panel of radius 6, opaque grey 100 at the top
// to 200 at the bottom, outlined 2 px in white.
func TestPanelPixels(t *testing.T) {
	top, bottom := color.RGBA{100, 100, 100, 255}, color.RGBA{200, 200, 200, 255}
	p := panelPixels(40, 20, 6, 2, top, bottom, color.White)
	for _, c := range []struct {
		x, y int
		want [4]byte
		why  string
	}{
		{0, 0, [4]byte{}, "outside the rounded corner"},
		{20, 0, [4]byte{255, 255, 255, 255}, "the outline, at the top edge"},
		{0, 10, [4]byte{255, 255, 255, 255}, "the outline, at the left edge"},
		// row 15: k = 15.5/20 = 0.775, 100 + 100k = 177.5 → 178; under the
		// highlight (rows 3 to 9)
		{20, 15, [4]byte{178, 178, 178, 255}, "the gradient below the highlight"},
		// row 12: 100 + 100×12.5/20 = 162.5 → 163
		{20, 12, [4]byte{163, 163, 163, 255}, "the gradient at row 12"},
		// row 5: the gradient 100 + 100×5.5/20 = 127.5 → 128; the highlight
		// from 0x22 at row 3 to 0 at row 9: k = (5.5-3)/6 = 0.4167,
		// alpha 34×0.5833 = 19.83 → 20, colour 19.83×19.83/255 = 1.54 → 2:
		// 2 + 128×(1 - 20/255) = 119.96 → 120
		{20, 5, [4]byte{120, 120, 120, 255}, "the highlight over the gradient"},
	} {
		if got := at(p, c.x, c.y); got != c.want {
			t.Errorf("%s: pixel (%d, %d) = %v, want %v", c.why, c.x, c.y, got, c.want)
		}
	}
}

// TestShadowPixels: a 20×10 shadow of radius 0, blurred 8 px: the image
// is padded by 8; inside the rectangle all 8 layers of alpha 23 lie over
// each other: 255×(1 - (1-23/255)^8) = 135.3; 4.5 px out, the 4 layers
// larger than 4 px: 255×(1 - (1-23/255)^4) = 79.6; beyond the blur, none.
func TestShadowPixels(t *testing.T) {
	p := shadowPixels(20, 10, 0, 8)
	if p.w != 36 || p.h != 26 {
		t.Fatalf("size %d×%d, want 36×26", p.w, p.h)
	}
	for _, c := range []struct{ x, y, alpha int }{
		{18, 13, 135},
		{3, 13, 80}, // pixel centre 3.5: 4.5 px left of the rectangle at 8
		{0, 0, 0},
	} {
		if got := at(p, c.x, c.y); got != [4]byte{0, 0, 0, byte(c.alpha)} {
			t.Errorf("pixel (%d, %d) = %v, want black at alpha %d", c.x, c.y, got, c.alpha)
		}
	}
}

// TestBackdropPixels: a 390×844 backdrop in opaque grey 100 at one pixel
// a unit. Pixel (0, 0) lies inside the rhombus centred at (0, 0), 16/255
// of (12, 10, 16) over the grey: 12 + 100×239/255 = 105.7. At (195, 354),
// half way down the glow (from 0.42×844 - 0.55×390 = 140 to 569), its
// alpha is 20/2 = 10 and its colour rounds to 0: 100×245/255 = 96.1.
func TestBackdropPixels(t *testing.T) {
	grey := color.RGBA{100, 100, 100, 255}
	p := backdropPixels(390, 844, 1, grey, grey, "")
	for _, c := range []struct {
		x, y int
		want [4]byte
	}{
		{0, 0, [4]byte{106, 104, 110, 255}},
		{195, 354, [4]byte{96, 96, 96, 255}},
	} {
		if got := at(p, c.x, c.y); got != c.want {
			t.Errorf("pixel (%d, %d) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}

// TestBackdropEdges: the lattice's motifs run past the right and bottom
// edges (a 500×400 preview at half a pixel a unit crashed the client:
// the motif right of the image was painted from beyond its last row);
// every size is painted, whole.
func TestBackdropEdges(t *testing.T) {
	grey := color.RGBA{100, 100, 100, 255}
	for _, s := range []struct {
		w, h    int
		k       float32
		pattern string
	}{{500, 400, 0.5, "petals"}, {500, 400, 0.5, ""}, {101, 37, 1, ""}, {7, 5, 2, "snow"}} {
		p := backdropPixels(s.w, s.h, s.k, grey, grey, s.pattern)
		if len(p.pix) != 4*s.w*s.h {
			t.Errorf("%d×%d: %d bytes, want %d", s.w, s.h, len(p.pix), 4*s.w*s.h)
		}
	}
}

// The pictures of a first frame at 390×844 (the lobby's backdrop, a
// header-sized panel, a card's shadow), painted on the CPU: the browser
// runs them as WebAssembly's baseline code, several times slower than
// here (docs/client.md "Start").
func BenchmarkBackdropPixels(b *testing.B) {
	for b.Loop() {
		backdropPixels(390, 844, 1, color.RGBA{0x1a, 0x12, 0x3a, 0xff}, color.RGBA{0x0a, 0x06, 0x1a, 0xff}, "")
	}
}

func BenchmarkPanelPixels(b *testing.B) {
	for b.Loop() {
		panelPixels(358, 72, 16, 2, color.RGBA{0x3a, 0x2a, 0x6a, 0xff}, color.RGBA{0x2a, 0x1a, 0x4a, 0xff}, color.RGBA{0xff, 0xd7, 0x00, 0xff})
	}
}

func BenchmarkShadowPixels(b *testing.B) {
	for b.Loop() {
		shadowPixels(358, 120, 16, 12)
	}
}
