package kit

import (
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"revela/assets/fonts"
)

// goRegular is Go Regular at px pixels, as the client makes its faces.
func goRegular(t *testing.T, px float64) font.Face {
	t.Helper()
	f, err := opentype.Parse(fonts.Regular)
	if err != nil {
		t.Fatal(err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	return face
}

type placedGlyph struct {
	r    rune
	sub  fixed.Int26_6
	b    fixed.Rectangle26_6
	x, y int
}

func placeAll(l *lineFace, s string, a Align) []placedGlyph {
	var out []placedGlyph
	l.place(s, a, func(r rune, sub fixed.Int26_6, b fixed.Rectangle26_6, x, y int) {
		out = append(out, placedGlyph{r, sub, b, x, y})
	})
	return out
}

// TestLineAdvance: a line's width is its glyphs' advances and the font's
// kerning between them, as the font itself gives them. (The Go fonts hold
// no kerning pair: this checks the advances; the kerning is added as
// text/v2 added it, for a font that has some.)
func TestLineAdvance(t *testing.T) {
	face := goRegular(t, 24)
	l := newLineFace(face)
	const s = "AVA Tw 12,50 €"
	var want fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			want += face.Kern(prev, r)
		}
		a, ok := face.GlyphAdvance(r)
		if !ok {
			t.Fatalf("Go Regular lacks %q", r)
		}
		want += a
		prev = r
	}
	if got := l.advance(s); got != float64(want)/64 {
		t.Errorf("advance(%q) = %v px, want %v", s, got, float64(want)/64)
	}
	if got := l.advance(""); got != 0 {
		t.Errorf("advance of nothing = %v, want 0", got)
	}
}

// TestLinePlace: where the glyphs of a line go, by its anchor: starting
// at x = 0, centred on it, ending at it (within the step a glyph's left
// edge is placed to); the text's box, from the font's ascent to its
// descent, centred on y = 0 within a pixel (the baseline on a whole
// pixel); the glyphs' left edges on steps of 1/8 pixel for text under
// 20 px high, of 1/2 pixel from 40 to 80 px.
func TestLinePlace(t *testing.T) {
	face := goRegular(t, 16)
	l := newLineFace(face)
	m := face.Metrics()
	ascent, descent := float64(m.Ascent)/64, float64(m.Descent)/64
	if ascent+descent >= 20 {
		t.Fatalf("Go Regular at 16 px is %v px high, want under 20 for this test", ascent+descent)
	}
	const s = "Revela"
	wide := float64(0) // the line's width from the font alone
	for i, r := range s {
		a, _ := face.GlyphAdvance(r)
		wide += float64(a) / 64
		if i > 0 {
			wide += float64(face.Kern(rune(s[i-1]), r)) / 64
		}
	}
	for _, c := range []struct {
		a          Align
		start, end float64 // where the line's pen starts and ends
	}{{Left, 0, wide}, {Center, -wide / 2, wide / 2}, {Right, -wide, 0}} {
		got := placeAll(&l, s, c.a)
		if len(got) != len(s) {
			t.Fatalf("%d glyphs placed for %q", len(got), s)
		}
		// a glyph's pen: its image's left column less its bearing
		pen := func(g placedGlyph) float64 { return float64(g.x) - float64(g.b.Min.X)/64 }
		first, last := got[0], got[len(got)-1]
		lastAdv, _ := face.GlyphAdvance(last.r)
		for _, e := range []struct {
			what      string
			got, want float64
		}{
			{"the line's start", pen(first), c.start},
			{"the line's end", pen(last) + float64(lastAdv)/64, c.end},
		} {
			if d := e.got - e.want; d < -1 || d > 1 {
				t.Errorf("align %d: %s at x = %.2f, want %.2f within a pixel", c.a, e.what, e.got, e.want)
			}
		}
		for _, g := range got {
			// the baseline, on a whole pixel, from this glyph's image:
			// its top row is the baseline plus the glyph's top, floored
			base := float64(g.y - g.b.Min.Y.Floor())
			if mid := base - ascent + (ascent+descent)/2; mid < -1 || mid > 1 {
				t.Errorf("align %d: %q's box centred at y = %.2f, want 0 within a pixel", c.a, g.r, mid)
			}
			if (g.sub-(g.b.Min.X&63))%8 != 0 {
				t.Errorf("align %d: %q's left edge %v/64 into its pixel, off the 1/8-pixel steps", c.a, g.r, g.sub)
			}
		}
	}
	// a large text: half-pixel steps
	big := newLineFace(goRegular(t, 48))
	if big.steps != 32 {
		t.Errorf("Go Regular at 48 px: steps of %v/64 pixel, want 32 (two positions a pixel)", big.steps)
	}
}

// TestWrapLines: lines cut at plain spaces, as wide as fits (a character
// a unit here); the no-break spaces of an amount and of « » hold.
func TestWrapLines(t *testing.T) {
	runes := func(s string) float64 { return float64(len([]rune(s))) }
	for _, c := range []struct {
		s    string
		w    float64
		want []string
	}{
		{"Gagnez jusqu'à 12,50\u202f€ ici", 13, []string{"Gagnez", "jusqu'à", "12,50\u202f€ ici"}},
		{"«\u00a0JOUEZ\u00a0» maintenant", 8, []string{"«\u00a0JOUEZ\u00a0»", "maintenant"}},
		{"  deux  espaces ", 20, []string{"deux espaces"}},
		{"une\nligne\tde plus", 20, []string{"une ligne de plus"}},
		{"", 10, nil},
	} {
		got := wrapLines(c.s, c.w, runes)
		if !slices.Equal(got, c.want) {
			t.Errorf("wrapLines(%q, %v) = %q; want %q", c.s, c.w, got, c.want)
		}
	}
}
