// Package themes holds the client's themes as data: one folder per theme
// (theme.json: a palette shared by the lobby and every game, a background
// pattern, particles, and one optional section per game, keyed by the
// game's id, that the game's own package declares and reads; optional PNG
// art, the games' in a folder each), the bundled ones embedded, others added at run time
// (revela serve --themes DIR), and the operator's calendar that picks one
// by date (?theme=auto). A theme never changes a rule, an amount or a
// position that carries meaning (docs/art.md, Themes; docs/studio.md).
package themes

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"image/color"
	"io/fs"
	"math"
	"sort"
	"strconv"
	"strings"
)

//go:embed */theme.json calendar.json
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
		return fmt.Errorf("colour %q: want #rrggbb", s)
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
	Text        Color `json:"text"`      // text on background and surfaces
	TextDim     Color `json:"text_dim"`  // secondary text
	Win         Color `json:"win"`       // amounts won, the banner
	Highlight   Color `json:"highlight"` // a piece that stands out (a bonus, a precious piece)
	Hit         Color `json:"hit"`       // a cell found or matched
	Line        Color `json:"line"`      // a completed line
	Button      Color `json:"button"`
	ButtonText  Color `json:"button_text"`
}

// Theme is one theme: a folder NAME/ holding theme.json and optional
// PNG art (docs/studio.md, "Theme folders").
type Theme struct {
	Name    string  `json:"name"`
	Palette Palette `json:"palette"`
	// Pattern is the background pattern: one of Patterns.
	Pattern string `json:"pattern"`
	// Particles fall or burst on a win: one of ParticleKinds (all but
	// confetti also fall behind the grid all the time).
	Particles string `json:"particles"`
	// Games holds each game's own section, by the game's id: optional,
	// and each of its keys optional, the game's defaults standing in
	// (Schema, sections.go).
	Games map[string]Section `json:"games,omitempty"`
}

// Patterns, ParticleKinds and ArtFiles are what a theme may name for the
// whole screen (a game's section names its own symbols and art: Schema).
var (
	Patterns      = []string{"rhombi", "snow", "petals", "waves", "leaves"}
	ParticleKinds = []string{"confetti", "snow", "petals", "leaves"}
	ArtFiles      = []string{"background.png", "particle.png"}
)

// added are the themes read at run time (Add), by name.
var added = map[string]Theme{}

// Add makes t a theme of this process, in place of a bundled theme of the
// same name (revela serve --themes DIR, read again by the client on each
// page load).
func Add(t Theme) { added[t.Name] = t }

// Names lists the themes: the bundled ones and those added, sorted.
func Names() []string {
	ents, _ := files.ReadDir(".")
	seen := map[string]bool{}
	var out []string
	for _, e := range ents {
		if e.IsDir() {
			seen[e.Name()] = true
			out = append(out, e.Name())
		}
	}
	for n := range added {
		if !seen[n] {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// Parse reads a theme.json, refusing unknown fields (a game's section is
// read as data: its keys are the check's, Schema).
func Parse(data []byte) (Theme, error) {
	var t Theme
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err := dec.Decode(&t)
	return t, err
}

// Load returns the theme called name: one added at run time, else the
// bundled one.
func Load(name string) (Theme, error) {
	if t, ok := added[name]; ok {
		return t, nil
	}
	var t Theme
	if strings.ContainsAny(name, "/\\.") || name == "" {
		return t, fmt.Errorf("theme %q: no such theme", name)
	}
	data, err := files.ReadFile(name + "/theme.json")
	if err != nil {
		return t, fmt.Errorf("theme %q: no such theme", name)
	}
	if t, err = Parse(data); err != nil {
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

// FS is the bundled themes, one folder each, and calendar.json.
func FS() fs.FS { return files }

// Pair is two colours of a theme that must read one on the other: the
// text colour Key (a palette key) on the surface On.
type Pair struct {
	Key, On  string // palette keys: "text_dim" on "surface"
	Fg, Back Color
}

// Pairs are the text colours of p on the theme's own surfaces, each of
// which must have a contrast of at least MinContrast (docs/art.md).
func Pairs(p Palette) []Pair {
	return []Pair{
		{"text", "background", p.Text, p.Background},
		{"text", "background2", p.Text, p.Background2},
		{"text", "surface", p.Text, p.Surface},
		{"text", "surface2", p.Text, p.Surface2},
		{"text_dim", "surface", p.TextDim, p.Surface},
		{"text_dim", "background", p.TextDim, p.Background},
		{"win", "background", p.Win, p.Background},
		{"win", "surface", p.Win, p.Surface},
		{"cell_text", "cell", p.CellText, p.Cell},
		{"button_text", "button", p.ButtonText, p.Button},
	}
}

// MinContrast is WCAG AA's contrast for text: 4.5:1.
const MinContrast = 4.5

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
