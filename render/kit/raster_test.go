package kit

import (
	"image/color"
	"math"
	"testing"
)

// at is pixel (x, y) of r.
func at(r *Raster, x, y int) [4]byte {
	var p [4]byte
	copy(p[:], r.pix[4*(y*r.w+x):])
	return p
}

// TestPanelMesh: a 40×20 panel of radius 6, opaque grey 100 at the top
// to 180 at the bottom, outlined 2 px in white.
func TestPanelMesh(t *testing.T) {
	top, bottom := color.RGBA{100, 100, 100, 255}, color.RGBA{180, 180, 180, 255}
	p := composite(40, 20, []layer{{mesh: panelMesh(40, 20, 6, 2, top, bottom, color.White)}})
	for _, c := range []struct {
		x, y int
		want [4]byte
		why  string
	}{
		{0, 0, [4]byte{}, "outside the rounded corner"},
		{20, 0, [4]byte{255, 255, 255, 255}, "the outline, at the top edge"},
		{0, 10, [4]byte{255, 255, 255, 255}, "the outline, at the left edge"},
		// row 15: 100 + 80×15.5/20 = 162; under the highlight (rows 3 to 9)
		{20, 15, [4]byte{162, 162, 162, 255}, "the gradient below the highlight"},
		// row 12: 100 + 80×12.5/20 = 150
		{20, 12, [4]byte{150, 150, 150, 255}, "the gradient at row 12"},
		// row 5: the gradient 100 + 80×5.5/20 = 122; the highlight from
		// 0x22 at row 3 to 0 at row 9: k = (5.5-3)/6 = 0.4167, alpha
		// 34×0.5833 = 19.83, colour 19.83×19.83/255 = 1.54:
		// 1.54 + 122×(1 - 19.83/255) = 114.05 → 114
		{20, 5, [4]byte{114, 114, 114, 255}, "the highlight over the gradient"},
	} {
		if got := at(p, c.x, c.y); got != c.want {
			t.Errorf("%s: pixel (%d, %d) = %v, want %v", c.why, c.x, c.y, got, c.want)
		}
	}
}

// TestShadowMesh: a 20×10 shadow of radius 0, blurred 8 px: the image
// is padded by 8; inside the rectangle all 8 layers of alpha 23 lie over
// each other: 255×(1 - (1-23/255)^8) = 135.3; 4.5 px out, the 4 layers
// larger than 4 px: 255×(1 - (1-23/255)^4) = 79.6; beyond the blur, none.
func TestShadowMesh(t *testing.T) {
	p := composite(36, 26, []layer{{mesh: shadowMesh(20, 10, 0, 8)}})
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
	p := composite(390, 844, backdropLayers(390, 844, 1, grey, grey, ""))
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
// every size is drawn whole, its edges as the CPU painted them (within
// two levels; TestBackdropLayers for screen sizes).
func TestBackdropEdges(t *testing.T) {
	grey := color.RGBA{100, 100, 100, 255}
	for _, s := range []struct {
		w, h    int
		k       float32
		pattern string
	}{{500, 400, 0.5, "petals"}, {500, 400, 0.5, ""}, {101, 37, 1, ""}, {7, 5, 2, "snow"}} {
		got := composite(s.w, s.h, backdropLayers(s.w, s.h, s.k, grey, grey, s.pattern))
		if worst, _ := compare(got, paintBackdrop(s.w, s.h, s.k, grey, grey, s.pattern)); worst > 2 {
			t.Errorf("%d×%d at %g, %q: a channel %d levels from the CPU's painting", s.w, s.h, s.k, s.pattern, worst)
		}
	}
}

// The pictures of a first frame at 390×844 (the lobby's backdrop, a
// header-sized panel, a card's shadow), painted on the CPU: the browser
// runs them as WebAssembly's baseline code, several times slower than
// here (docs/client.md "Start").
func BenchmarkBackdropLayers(b *testing.B) {
	for b.Loop() {
		backdropLayers(390, 844, 1, color.RGBA{0x1a, 0x12, 0x3a, 0xff}, color.RGBA{0x0a, 0x06, 0x1a, 0xff}, "")
	}
}

func BenchmarkPanelMesh(b *testing.B) {
	for b.Loop() {
		panelMesh(358, 72, 16, 2, color.RGBA{0x3a, 0x2a, 0x6a, 0xff}, color.RGBA{0x2a, 0x1a, 0x4a, 0xff}, color.RGBA{0xff, 0xd7, 0x00, 0xff})
	}
}

func BenchmarkShadowMesh(b *testing.B) {
	for b.Loop() {
		shadowMesh(358, 120, 16, 12)
	}
}

// The panels' and shadows' meshes, drawn, are the pictures the CPU painted
// pixel by pixel (raster_ref_test.go), within three levels (two but where
// a gradient changes by several levels a pixel: a highlight's corner), and
// more than one on at most 1 % of the channels and 4 more (a small panel
// is mostly edge): a gradient's
// colours are not rounded to a level per row first, the highlight's
// channels change linearly across a triangle (as a square on the CPU), and
// a corner is a polygon within 1/255 of a pixel of its arc for each level of
// contrast across its edge. Panels of the lobby,
// the games' boards and cells, at one to three pixels a unit, with and
// without an outline or a fill.
func TestPanelMeshes(t *testing.T) {
	purple, dark, gold := color.RGBA{0x3a, 0x2a, 0x6a, 0xff}, color.RGBA{0x2a, 0x1a, 0x4a, 0xff}, color.RGBA{0xff, 0xd7, 0x00, 0xff}
	for _, c := range []struct {
		w, h        int
		r, ow       float64
		top, bottom color.Color
		outline     color.Color
	}{
		{358, 190, 18, 1.5, purple, dark, gold},
		{358, 68, 18, 1.5, purple, dark, color.RGBA{0x4a, 0x3a, 0x7a, 0xff}},
		{74, 44, 22, 1.5, purple, dark, nil},
		{38, 38, 19, 1.5, purple, dark, gold},
		{1074, 216, 54, 4.5, purple, dark, gold},
		{44, 44, 10, 2, color.RGBA{}, color.RGBA{}, gold},    // an outline alone
		{120, 24, 12, 3.5, color.RGBA{}, color.RGBA{}, gold}, // a ring as long as its height
		{30, 30, 0, 1, purple, dark, gold},                   // square corners
		{5, 3, 2, 0.5, purple, dark, gold},                   // smaller than its outline's insets
	} {
		got := composite(c.w, c.h, []layer{{mesh: panelMesh(c.w, c.h, c.r, c.ow, c.top, c.bottom, c.outline)}})
		want := panelPixels(c.w, c.h, c.r, c.ow, c.top, c.bottom, c.outline)
		if worst, off := compare(got, want); worst > 3 || off > len(got.pix)/100+4 {
			t.Errorf("%d×%d r %g outline %g: %d channels more than a level away (most %d)", c.w, c.h, c.r, c.ow, off, worst)
		}
	}
}

// The shadows of the lobby's cards and of a square cell, at one to three
// pixels a unit, and blurred less than a pixel: within two levels of the
// CPU's eight layers, and more than one on at most 1 % of the channels.
func TestShadowMeshes(t *testing.T) {
	for _, c := range []struct {
		w, h    int
		r, blur float64
	}{{358, 190, 18, 12}, {358, 68, 18, 12}, {175, 50, 16, 8}, {1074, 570, 54, 36}, {40, 40, 0, 5}, {20, 10, 4, 0.5}} {
		pad := int(math.Ceil(c.blur))
		got := composite(c.w+2*pad, c.h+2*pad, []layer{{mesh: shadowMesh(c.w, c.h, c.r, c.blur)}})
		want := shadowPixels(c.w, c.h, c.r, c.blur)
		if worst, off := compare(got, want); worst > 2 || off > len(got.pix)/100+4 {
			t.Errorf("%d×%d r %g blur %g: %d channels more than a level away (most %d)", c.w, c.h, c.r, c.blur, off, worst)
		}
	}
}

// compare is the largest difference of a channel between a and b, and
// how many channels differ by more than a level.
func compare(a, b *Raster) (worst, off int) {
	for i := range a.pix {
		d := int(a.pix[i]) - int(b.pix[i])
		worst = max(worst, d, -d)
		if d > 1 || d < -1 {
			off++
		}
	}
	return worst, off
}

// A box thinner than its fringes (0.4 pixel high: no pixel more than 0.7
// covered) and one whose gradient ends inside it (white to nothing over
// its top 10 of 40 pixels, then nothing), against the CPU's painting and
// a hand-worked pixel.
func TestBoxEdges(t *testing.T) {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	for _, c := range []struct {
		name       string
		w, h, r    float32
		y1         float32 // where the gradient ends
		iw, ih, ry int     // the image, and the row of the hand-worked pixel
		want       byte
	}{
		// row 4 holds the box from 4.3 to 4.7: its centre 0.2 inside
		// either edge, 0.7 covered: 178.5
		{"thin", 20, 0.4, 0, 0, 24, 10, 4, 179},
		// row 5's centre at 5.5, 3.5 below the top at 2: alpha
		// 1 - 3.5/10 = 0.65, 165.75
		{"a gradient ending inside", 40, 40, 0, 10, 44, 44, 5, 166},
	} {
		paint := gradientAt(white, color.RGBA{}, 2, 2+c.y1)
		grad := gradient(white, color.RGBA{}, 2, 2+c.y1)
		if c.y1 == 0 {
			paint = func(float32) premul { return premulOf(white) }
			grad = solid(premulOf(white))
		}
		y0 := float32(2)
		if c.name == "thin" {
			y0 = 4.3
		}
		var m mesh
		m.box(2, y0, c.w, c.h, c.r, paint)
		got := composite(c.iw, c.ih, []layer{{mesh: &m}})
		want := newRaster(c.iw, c.ih)
		want.fillBox(2, y0, c.w, c.h, c.r, grad)
		if worst, off := compare(got, want); worst > 2 || off > 0 {
			t.Errorf("%s: %d channels more than a level away (most %d)", c.name, off, worst)
		}
		if a := at(got, 10, c.ry)[3]; a != c.want && a != c.want-1 && a != c.want+1 {
			t.Errorf("%s: pixel (10, %d) alpha %d, want %d", c.name, c.ry, a, c.want)
		}
	}
}
