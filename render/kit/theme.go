package kit

import (
	"image/color"

	"revela/assets/themes"
)

// Theme is a theme bundle (assets/themes) resolved for drawing: the
// shared palette, and each game's section read by the game through its
// Schema (Colour, SymbolName; GameSym and GameArt in the client).
type Theme struct {
	Name                               string
	Background, Background2            color.RGBA
	Surface, Surface2                  color.RGBA
	Cell, CellText                     color.RGBA
	Accent, Accent2                    color.RGBA
	Text, TextDim, Win, Highlight, Hit color.RGBA
	Line, Button, ButtonText           color.RGBA
	Pattern, Particles                 string
	// Art lists the PNG art files the server has for the theme
	// (themes.ArtOf: the theme's own and GAME/FILE.png), drawn in place
	// of the defaults once fetched (art.go).
	Art     []string
	src     themes.Theme
	colours map[[2]string]color.RGBA // Colour's, by game and key
}

// loadArt starts fetching a theme's art (set by art.go in the client).
var loadArt func(*Theme)

// LoadTheme resolves the theme called name (the default one when unknown).
func LoadTheme(name string) *Theme {
	t := themes.LoadOr(name)
	p := t.Palette
	th := &Theme{
		Name: t.Name, Background: p.Background.RGBA(), Background2: p.Background2.RGBA(),
		Surface: p.Surface.RGBA(), Surface2: p.Surface2.RGBA(), Cell: p.Cell.RGBA(), CellText: p.CellText.RGBA(),
		Accent: p.Accent.RGBA(), Accent2: p.Accent2.RGBA(), Text: p.Text.RGBA(), TextDim: p.TextDim.RGBA(),
		Win: p.Win.RGBA(), Highlight: p.Highlight.RGBA(), Hit: p.Hit.RGBA(), Line: p.Line.RGBA(),
		Button: p.Button.RGBA(), ButtonText: p.ButtonText.RGBA(),
		Pattern: t.Pattern, Particles: t.Particles, Art: themes.ArtOf(t.Name), src: t,
	}
	if loadArt != nil {
		loadArt(th)
	}
	return th
}

// Colour is the accent key of game s's section (the shared colour it
// defaults to when the section names none; the text colour when s
// declares no such accent, a programming error the game's tests catch).
func (t *Theme) Colour(s themes.Schema, key string) color.RGBA {
	k := [2]string{s.Game, key}
	if c, ok := t.colours[k]; ok {
		return c
	}
	c := t.Text
	if v, ok := s.Colour(t.src, key); ok {
		c = v.RGBA()
	}
	if t.colours == nil {
		t.colours = map[[2]string]color.RGBA{}
	}
	t.colours[k] = c
	return c
}

// SymbolName is the symbol the section of game s names for key, or the
// game's default for it.
func (t *Theme) SymbolName(s themes.Schema, key string) string { return s.Symbol(t.src, key) }

// ConfettiColours are the colours of bursts on a win (and of what falls
// behind the grid: snow, petals, leaves).
func (t *Theme) ConfettiColours() []color.RGBA {
	switch t.Particles {
	case "snow":
		return []color.RGBA{{0xff, 0xff, 0xff, 0xff}, {0xd3, 0xec, 0xff, 0xff}, t.Win, t.Accent, {0xbf, 0xe6, 0xff, 0xff}}
	case "petals":
		return []color.RGBA{{0xff, 0xc2, 0xdc, 0xff}, {0xff, 0xff, 0xff, 0xff}, t.Accent, t.Win, {0xf0, 0x8c, 0xb4, 0xff}}
	case "leaves":
		return []color.RGBA{{0xe2, 0x57, 0x1e, 0xff}, {0xff, 0xa5, 0x00, 0xff}, {0xb3, 0x40, 0x0a, 0xff}, t.Win, {0x8a, 0x5a, 0x1e, 0xff}}
	}
	return []color.RGBA{t.Win, t.Accent, t.Hit, t.Line, {0x8f, 0x7b, 0xff, 0xff}}
}
