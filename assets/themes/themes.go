// Package themes holds the theme bundles of the client as data (one JSON
// file per theme, embedded): a palette, a background pattern, symbol
// overrides and particles. A theme never changes a rule, an amount or a
// position that carries meaning (docs/art.md, Themes).
package themes

import (
	"embed"
	"encoding/json"
	"fmt"
	"image/color"
	"math"
	"sort"
	"strconv"
	"strings"
)

//go:embed *.json
var files embed.FS

// Default is the theme used when none is asked for.
const Default = "default"

// Color is an opaque colour written "#rrggbb" in the bundles.
type Color struct{ R, G, B uint8 }

// RGBA returns the colour for image/color users.
func (c Color) RGBA() color.RGBA { return color.RGBA{c.R, c.G, c.B, 0xff} }

// UnmarshalText reads "#rrggbb".
func (c *Color) UnmarshalText(b []byte) error {
	s := string(b)
	if len(s) != 7 || s[0] != '#' {
		return fmt.Errorf("colour %q: want #rrggbb", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return fmt.Errorf("colour %q: %w", s, err)
	}
	*c = Color{uint8(v >> 16), uint8(v >> 8), uint8(v)}
	return nil
}

// Palette is a theme's colours.
type Palette struct {
	Background  Color `json:"background"`  // top of the background gradient
	Background2 Color `json:"background2"` // bottom of the background gradient
	Surface     Color `json:"surface"`     // panels
	Surface2    Color `json:"surface2"`    // raised parts of panels
	Cell        Color `json:"cell"`        // grid cells
	CellText    Color `json:"cell_text"`   // numbers on cells
	Accent      Color `json:"accent"`
	Accent2     Color `json:"accent2"`
	Text        Color `json:"text"`     // text on background and surfaces
	TextDim     Color `json:"text_dim"` // secondary text
	Win         Color `json:"win"`      // amounts won, the banner
	Gold        Color `json:"gold"`     // golden numbers
	Mark        Color `json:"mark"`     // the symbol a marked cell turns into
	Line        Color `json:"line"`     // a completed line
	Button      Color `json:"button"`
	ButtonText  Color `json:"button_text"`
}

// Theme is one theme bundle.
type Theme struct {
	Name    string  `json:"name"`
	Palette Palette `json:"palette"`
	// Pattern is the background pattern: "diamonds" or "snow".
	Pattern string `json:"pattern"`
	// Particles fall or burst on a win: "confetti" or "snow" (snow also
	// falls behind the grid all the time).
	Particles string `json:"particles"`
	// Symbols overrides how symbols are drawn: gold ("coin", "bauble"),
	// mark ("star", "snowflake").
	Symbols struct {
		Gold string `json:"gold"`
		Mark string `json:"mark"`
	} `json:"symbols"`
}

// Names lists the themes shipped.
func Names() []string {
	ents, _ := files.ReadDir(".")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.Strings(out)
	return out
}

// Load returns the theme called name.
func Load(name string) (Theme, error) {
	var t Theme
	if strings.ContainsAny(name, "/\\.") || name == "" {
		return t, fmt.Errorf("theme %q: no such theme", name)
	}
	data, err := files.ReadFile(name + ".json")
	if err != nil {
		return t, fmt.Errorf("theme %q: no such theme", name)
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return t, fmt.Errorf("theme %q: %w", name, err)
	}
	return t, nil
}

// LoadOr returns the theme called name, or the default theme when there is
// no such theme.
func LoadOr(name string) Theme {
	if t, err := Load(name); err == nil {
		return t
	}
	t, err := Load(Default)
	if err != nil {
		panic(err) // the default bundle is embedded
	}
	return t
}

// Contrast is the WCAG contrast ratio of two colours (1 to 21).
func Contrast(a, b Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c Color) float64 {
	ch := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
}
