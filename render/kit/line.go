package kit

import (
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Align is where a text is anchored horizontally.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// lineFace is a font at one pixel size as the kit lays a line of text
// out: where each glyph goes, as Ebitengine's text/v2 placed it (the
// screens' text unchanged when the kit took its drawing over). Its
// glyphs' advances, bounds and kerning are kept as asked.
type lineFace struct {
	f       font.Face
	ascent  float64       // pixels above the baseline
	descent float64       // pixels below it
	steps   fixed.Int26_6 // a glyph's left edge is placed to 1/64 pixel × steps
	metrics map[rune]runeMetrics
	kerns   map[[2]rune]fixed.Int26_6
}

type runeMetrics struct {
	bounds  fixed.Rectangle26_6
	advance fixed.Int26_6
}

func newLineFace(f font.Face) lineFace {
	m := f.Metrics()
	l := lineFace{f: f, ascent: fixedFloat(m.Ascent), descent: fixedFloat(m.Descent),
		metrics: map[rune]runeMetrics{}, kerns: map[[2]rune]fixed.Int26_6{}}
	// a glyph is drawn at 8, 4, 2 or 1 positions within a pixel: finer
	// for smaller text
	n := fixed.Int26_6(1)
	switch h := l.ascent + l.descent; {
	case h < 20:
		n = 8
	case h < 40:
		n = 4
	case h < 80:
		n = 2
	}
	l.steps = 64 / n
	return l
}

func fixedFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

func (l *lineFace) rune(r rune) runeMetrics {
	m, ok := l.metrics[r]
	if !ok {
		m.bounds, _, _ = l.f.GlyphBounds(r)
		m.advance, _ = l.f.GlyphAdvance(r)
		l.metrics[r] = m
	}
	return m
}

func (l *lineFace) kern(a, b rune) fixed.Int26_6 {
	k, ok := l.kerns[[2]rune{a, b}]
	if !ok {
		k = l.f.Kern(a, b)
		l.kerns[[2]rune{a, b}] = k
	}
	return k
}

// advance is the width of s in pixels: its glyphs' advances and kerning.
func (l *lineFace) advance(s string) float64 {
	var x fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			x += l.kern(prev, r)
		}
		x += l.rune(r).advance
		prev = r
	}
	return fixedFloat(x)
}

// place lays s out on one line, anchored by align horizontally and
// centred vertically on (0, 0): for each glyph in turn, its rune, the
// offset of its left edge within its first pixel (sub, 1/64 pixel: the
// glyph's image is rasterized for it), its bounds from the pen, and the
// pixel its image's top-left corner goes to.
func (l *lineFace) place(s string, align Align, glyph func(r rune, sub fixed.Int26_6, b fixed.Rectangle26_6, x, y int)) {
	ox := 0.0
	switch align {
	case Center:
		ox = -l.advance(s) / 2
	case Right:
		ox = -l.advance(s)
	}
	x0 := fixed.Int26_6(ox * 64)
	y := fixed.Int26_6((l.ascent-(l.ascent+l.descent)/2)*64) &^ 63 // the baseline, on a pixel
	var pen fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			pen += l.kern(prev, r)
		}
		m := l.rune(r)
		x := (x0 + pen) / l.steps * l.steps
		glyph(r, (x+m.bounds.Min.X)&63, m.bounds, (x + m.bounds.Min.X).Floor(), (y + m.bounds.Min.Y).Floor())
		pen += m.advance
		prev = r
	}
}

// wrapLines cuts s into lines at most w wide as measure measures them, at
// its ASCII spaces, tabs and line ends only: a no-break space (U+00A0,
// U+202F: "12,50 €", « JOUEZ ») holds its neighbours on one line. A word
// wider than w has a line of its own.
func wrapLines(s string, w float64, measure func(string) float64) []string {
	var lines []string
	line := ""
	for word := range strings.FieldsFuncSeq(s, asciiSpace) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && measure(try) > w {
			lines = append(lines, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// asciiSpace tells where wrapLines may cut a line.
func asciiSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\r' }
