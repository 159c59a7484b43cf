package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"revela/web/static"
)

// Golden frames (docs/studio.md, Filmstrips; docs/testing.md): the
// filmstrip of one fixed preview is compared, frame by frame, with PNGs
// committed under testdata/golden, at a quarter of their size (each golden
// pixel the mean of 4×4 frame pixels), with a tolerance. A pixel differs
// when one of its channels is more than goldenPixelTol apart; a frame fails
// when more than goldenShare of its pixels differ, or when one 8×8 block of
// it differs on average by more than goldenBlockTol (a symbol, a cell or a
// word changed in one place). The goldens keep 16 levels a channel (a
// few KB each). SwiftShader's and the fonts' rasterisation,
// and the leaves falling at other places from run to run, stay below both;
// another colour, symbol or layout does not. REVELA_GOLDEN_UPDATE=1 writes
// the goldens again from this run.
const (
	goldenScale    = 4
	goldenPixelTol = 24   // of 255, on the quarter-size frame
	goldenShare    = 0.03 // of the frame's pixels
	goldenBlock    = 8    // pixels of the quarter-size frame
	goldenBlockTol = 18.0 // mean of the block's channel differences, of 255
)

// goldenFilm is the preview filmed: CROSSINGO at 1 €, no prize, in
// autumn, whose background and falling leaves are PNG art
// (assets/themes/autumn), seed 7 (a golden number, marks on three rows,
// no line). A unit without a win: the bursts of a line, which no two runs
// draw at the same place at the same moment, are not in it.
var goldenFilm = []string{"--game", "crossingo", "--stake", "1", "--prize", "0", "--theme", "autumn", "--seed", "7"}

func TestFilmstripGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the browser test")
	}
	browser := ""
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(n); err == nil {
			browser = p
			break
		}
	}
	ci := os.Getenv("CI") == "true"
	rec := httptest.NewRecorder()
	static.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/revela.wasm", nil))
	switch {
	case browser == "" && ci:
		t.Fatal("Chromium is required in CI (apt-get install chromium)")
	case browser == "":
		t.Skip("Chromium not installed: skipping the golden frames")
	case rec.Code != 200 && ci:
		t.Fatal("no client embedded: make wasm first")
	case rec.Code != 200:
		t.Skip("no client embedded (make wasm): skipping the golden frames")
	}
	dir := t.TempDir()
	code, out, errOut := runArgs(t, append([]string{"filmstrip", "--chromium", browser, "--out", dir}, goldenFilm...)...)
	if code != 0 {
		t.Fatalf("revela filmstrip: exit %d\n%s%s", code, out, errOut)
	}
	frames, _ := filepath.Glob(filepath.Join(dir, "[0-9][0-9]-*.png"))
	goldDir := filepath.Join("testdata", "golden", "crossingo-0-autumn")
	if os.Getenv("REVELA_GOLDEN_UPDATE") == "1" {
		os.RemoveAll(goldDir)
		os.MkdirAll(goldDir, 0o755)
		for _, f := range frames {
			small := quarter(t, f)
			// each channel to the nearest multiple of 16 (8 at most from
			// the frame, well within goldenPixelTol): a golden of a few KB
			for i, v := range small.Pix {
				small.Pix[i] = uint8(min(255, (int(v)+8)/16*16))
			}
			var b bytes.Buffer
			(&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&b, small)
			if err := os.WriteFile(filepath.Join(goldDir, filepath.Base(f)), b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%d golden frames written in %s", len(frames), goldDir)
		return
	}
	golds, _ := filepath.Glob(filepath.Join(goldDir, "*.png"))
	var names, want []string
	for _, f := range frames {
		names = append(names, filepath.Base(f))
	}
	for _, f := range golds {
		want = append(want, filepath.Base(f))
	}
	if !slices.Equal(names, want) {
		t.Fatalf("frames %v, golden %v (REVELA_GOLDEN_UPDATE=1 writes them again)", names, want)
	}
	keep := filepath.Join("..", "..", "out", "golden")
	for _, f := range frames {
		got := quarter(t, f)
		wf, err := os.Open(filepath.Join(goldDir, filepath.Base(f)))
		if err != nil {
			t.Fatal(err)
		}
		gold, err := png.Decode(wf)
		wf.Close()
		if err != nil {
			t.Fatal(err)
		}
		share, block, at := frameDiff(got, gold)
		t.Logf("%s: %.2f %% of pixels differ, worst block %.1f at %v", filepath.Base(f), 100*share, block, at)
		if share > goldenShare || block > goldenBlockTol {
			os.MkdirAll(keep, 0o755)
			var b bytes.Buffer
			png.Encode(&b, got)
			os.WriteFile(filepath.Join(keep, filepath.Base(f)), b.Bytes(), 0o644)
			t.Errorf("%s differs from its golden: %.2f %% of pixels (at most %.0f %%), worst 8×8 block %.1f at %v (at most %.0f); this run's frame in %s",
				filepath.Base(f), 100*share, 100*goldenShare, block, at, goldenBlockTol, keep)
		}
	}
}

// quarter reads the PNG frame file at a quarter of its size, each pixel
// the mean of a 4×4 square (opaque).
func quarter(t *testing.T, file string) *image.RGBA {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return shrink(img, goldenScale)
}

// shrink is img at 1/n of its size, each pixel the mean of an n×n square.
func shrink(img image.Image, n int) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx()/n, b.Dy()/n))
	for y := range out.Bounds().Dy() {
		for x := range out.Bounds().Dx() {
			var r, g, bl uint32
			for dy := range n {
				for dx := range n {
					cr, cg, cb, _ := img.At(b.Min.X+x*n+dx, b.Min.Y+y*n+dy).RGBA()
					r, g, bl = r+cr>>8, g+cg>>8, bl+cb>>8
				}
			}
			nn := uint32(n * n)
			out.SetRGBA(x, y, color.RGBA{uint8((r + nn/2) / nn), uint8((g + nn/2) / nn), uint8((bl + nn/2) / nn), 0xff})
		}
	}
	return out
}

// frameDiff compares two images of the same size: the share of pixels one
// of whose channels is more than goldenPixelTol apart, and the worst mean
// channel difference of a goldenBlock square (and where it is). Images of
// different sizes differ wholly.
func frameDiff(a, b image.Image) (share, worst float64, at image.Point) {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Dx() != bb.Dx() || ab.Dy() != bb.Dy() {
		return 1, 255, image.Point{}
	}
	w, h := ab.Dx(), ab.Dy()
	diff := make([]float64, w*h) // the mean channel difference of each pixel
	n := 0
	for y := range h {
		for x := range w {
			ar, ag, abl, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			br, bg, bbl, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			d := [3]int{absDiff(ar, br), absDiff(ag, bg), absDiff(abl, bbl)}
			if max(d[0], d[1], d[2]) > goldenPixelTol {
				n++
			}
			diff[y*w+x] = float64(d[0]+d[1]+d[2]) / 3
		}
	}
	for y := 0; y+goldenBlock <= h; y += goldenBlock / 2 {
		for x := 0; x+goldenBlock <= w; x += goldenBlock / 2 {
			var s float64
			for dy := range goldenBlock {
				for dx := range goldenBlock {
					s += diff[(y+dy)*w+x+dx]
				}
			}
			if m := s / (goldenBlock * goldenBlock); m > worst {
				worst, at = m, image.Pt(x, y)
			}
		}
	}
	return float64(n) / float64(w*h), worst, at
}

func absDiff(a, b uint32) int {
	d := int(a>>8) - int(b>>8)
	if d < 0 {
		return -d
	}
	return d
}

// TestFrameDiff: the tolerance lets rasterisation noise and a few scattered
// pixels pass, and fails a colour changed everywhere, a symbol changed in
// one place and a layout moved.
func TestFrameDiff(t *testing.T) {
	base := image.NewRGBA(image.Rect(0, 0, 96, 200))
	for y := range 200 {
		for x := range 96 {
			base.SetRGBA(x, y, color.RGBA{uint8(20 + y/4), uint8(x), 0x40, 0xff})
		}
	}
	// a cell: a 16×16 light square at (40, 80)
	cell := func(img *image.RGBA, x0, y0 int, c color.RGBA) {
		for y := y0; y < y0+16; y++ {
			for x := x0; x < x0+16; x++ {
				img.SetRGBA(x, y, c)
			}
		}
	}
	cell(base, 40, 80, color.RGBA{0xff, 0xf4, 0xe0, 0xff})
	variant := func(f func(img *image.RGBA)) *image.RGBA {
		img := image.NewRGBA(base.Bounds())
		copy(img.Pix, base.Pix)
		f(img)
		return img
	}
	for _, tc := range []struct {
		what string
		img  *image.RGBA
		pass bool
	}{
		{"the same", variant(func(*image.RGBA) {}), true},
		{"noise of ±12 everywhere", variant(func(img *image.RGBA) {
			for i := range img.Pix {
				if i%4 != 3 {
					img.Pix[i] = uint8(min(255, max(0, int(img.Pix[i])+(i%25-12))))
				}
			}
		}), true},
		// 1 % of the pixels, apart from one another: leaves falling elsewhere
		{"scattered pixels", variant(func(img *image.RGBA) {
			for i := range 192 {
				img.SetRGBA((i*37)%96, (i*53)%200, color.RGBA{0xff, 0xff, 0xff, 0xff})
			}
		}), true},
		// 0x40 more red on every pixel (noise stays within 12, well
		// below goldenPixelTol)
		{"another background colour", variant(func(img *image.RGBA) {
			for i := 0; i < len(img.Pix); i += 4 {
				img.Pix[i] = uint8(min(255, int(img.Pix[i])+0x40))
			}
		}), false},
		{"another symbol in one cell", variant(func(img *image.RGBA) { cell(img, 40, 80, color.RGBA{0xe2, 0x57, 0x1e, 0xff}) }), false},
		{"the cell moved 8 px", variant(func(img *image.RGBA) {
			copy(img.Pix, base.Pix)
			cell(img, 40, 80, base.RGBAAt(0, 80))
			cell(img, 48, 88, color.RGBA{0xff, 0xf4, 0xe0, 0xff})
		}), false},
		{"another size", image.NewRGBA(image.Rect(0, 0, 96, 180)), false},
	} {
		share, block, at := frameDiff(tc.img, base)
		if pass := share <= goldenShare && block <= goldenBlockTol; pass != tc.pass {
			t.Errorf("%s: passes %v, want %v (%.2f %% of pixels, worst block %.1f at %v)", tc.what, pass, tc.pass, 100*share, block, at)
		}
	}
	// a 4×4 square of 0 and 255 in halves is one pixel of 128 (rounded)
	two := image.NewRGBA(image.Rect(0, 0, 4, 4))
	for i := range 8 {
		two.SetRGBA(i%4, i/4, color.RGBA{0xff, 0xff, 0xff, 0xff})
	}
	if got := shrink(two, 4).RGBAAt(0, 0); got != (color.RGBA{128, 128, 128, 0xff}) {
		t.Errorf("shrink: %v, want 128", got)
	}
}
