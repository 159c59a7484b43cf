package kit

import (
	"image/color"
	"testing"

	"revela/assets/themes"
)

// A game reads its section of the theme drawn through its Schema: the
// section's accent and symbol where it names one, else the shared colour
// the accent defaults to and the slot's default.
func TestThemeSection(t *testing.T) {
	s := themes.Schema{Game: "kit-stand-in", Palette: map[string]string{"rim": "hit"},
		Symbols: map[string]themes.Slot{"prize": {Default: SymCoin, Choices: []string{SymCoin, SymSun}}}}
	if _, ok := themes.SchemaOf(s.Game); !ok { // once per test binary (-count)
		themes.Declare(s)
	}
	own, err := themes.Parse([]byte(`{"name":"kit-own","palette":{"hit":"#2f8fe0","text":"#ffffff"},"pattern":"snow","particles":"snow",
		"games":{"kit-stand-in":{"palette":{"rim":"#102030"},"symbols":{"prize":"sun"}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := themes.Parse([]byte(`{"name":"kit-plain","palette":{"hit":"#2f8fe0","text":"#ffffff"},"pattern":"snow","particles":"snow"}`))
	if err != nil {
		t.Fatal(err)
	}
	themes.Add(own)
	themes.Add(plain)
	for _, tc := range []struct {
		name  string
		rim   color.RGBA
		prize string
	}{{"kit-own", color.RGBA{0x10, 0x20, 0x30, 0xff}, SymSun}, {"kit-plain", color.RGBA{0x2f, 0x8f, 0xe0, 0xff}, SymCoin}} {
		th := LoadTheme(tc.name)
		if got := th.Colour(s, "rim"); got != tc.rim {
			t.Errorf("%s: rim %v, want %v", tc.name, got, tc.rim)
		}
		if got := th.SymbolName(s, "prize"); got != tc.prize {
			t.Errorf("%s: prize %q, want %q", tc.name, got, tc.prize)
		}
		if got := th.Colour(s, "ink"); got != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
			t.Errorf("%s: an accent not declared is the text colour, got %v", tc.name, got)
		}
	}
}
