package layout

import (
	"strings"
	"sync"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"revela/assets/fonts"
	"revela/core/lots"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
)

// least is the smallest text size, in design units: kit's FitSize
// shrinks words to fit their box down to it, never under (docs/art.md).
const least = 12.0

var (
	parseOnce sync.Once
	regular   *opentype.Font
	bold      *opentype.Font
)

// width is the width of s in design units at size, in the client's Go
// font (Go Bold when b), as kit's Canvas.Measure takes it: the narrow
// no-break space of French amounts drawn as a no-break space.
func width(t *testing.T, s string, size float64, b bool) float64 {
	t.Helper()
	parseOnce.Do(func() {
		var err error
		if regular, err = opentype.Parse(fonts.Regular); err == nil {
			bold, err = opentype.Parse(fonts.Bold)
		}
		if err != nil {
			panic(err)
		}
	})
	f := regular
	if b {
		f = bold
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	defer face.Close()
	return float64(font.MeasureString(face, strings.ReplaceAll(s, "\u202f", "\u00a0"))) / 64
}

// TestWidth: the measure is the font's: "JOUEZ 1 €" in Go Bold at 20
// units is 100.06 units wide, the sum of its glyphs' advances read with
// sfnt (J 11.125, O 15.562, U 14.438, E 13.344, Z 12.219, the space and
// the no-break space 5.562 each, 1 and € 11.125 each; no kerning pair),
// and twice that at 40 (within the 1/64 unit each advance rounds to).
func TestWidth(t *testing.T) {
	if w := width(t, "JOUEZ 1\u202f€", 20, true); w < 100.05 || w > 100.07 {
		t.Errorf("JOUEZ 1 € at 20: %.3f", w)
	}
	if w := width(t, "JOUEZ 1\u202f€", 40, true); w < 200.05 || w > 200.2 {
		t.Errorf("JOUEZ 1 € at 40: %.3f", w)
	}
}

// fits reports, as a test error, a box narrower than its words at the
// least size (less pad units of padding on each side).
func fits(t *testing.T, where, what, s string, box kit.Rect, pad float64, b bool) {
	t.Helper()
	if w := width(t, s, least, b); w > box.W-2*pad {
		t.Errorf("%s: %s %q is %.1f wide at %.0f units, its box %+v leaves %.1f", where, what, s, w, least, box, box.W-2*pad)
	}
}

// target reports, as a test error, a touch target under 44 CSS px high
// or wide (docs/art.md) on v, at one device pixel per CSS px.
func target(t *testing.T, where, what string, v kit.View, r kit.Rect) {
	t.Helper()
	if r.W*v.K < 44 || r.H*v.K < 44 {
		t.Errorf("%s: %s %+v is under 44 CSS px (%.1f × %.1f)", where, what, r, r.W*v.K, r.H*v.K)
	}
}

// catalogue is what the lobby lists of every game of the lot tables: its
// name, its prices, the highest prize of any of its tables.
type catalogue struct {
	name   string
	prices []money.Cents
	parts  []money.Cents // each price's SUPER JACKPOT part
	top    money.Cents
}

func games() []catalogue {
	var out []catalogue
	for _, id := range lots.Games() {
		c := catalogue{prices: lots.Stakes(id)}
		for _, tb := range lots.Tables() {
			if tb.Game == id {
				c.name, c.top = tb.Name, max(c.top, tb.Lots[0].Amount)
			}
		}
		for _, p := range c.prices {
			tb, err := lots.Find(id, p)
			if err != nil {
				panic(err)
			}
			c.parts = append(c.parts, tb.SuperJackpotPart)
		}
		out = append(out, c)
	}
	return out
}

// languages are the client's words, French and English.
var languages = []*i18n.Words{i18n.For("fr"), i18n.For("en")}
