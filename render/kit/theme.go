package kit

import (
	"image/color"

	"revela/assets/themes"
)

// Theme is a theme bundle (assets/themes) resolved for drawing.
type Theme struct {
	Name                                 string
	Background, Background2              color.RGBA
	Surface, Surface2                    color.RGBA
	Cell, CellText                       color.RGBA
	Accent, Accent2                      color.RGBA
	Text, TextDim, Win, Gold, Mark       color.RGBA
	Line, Button, ButtonText             color.RGBA
	Pattern, Particles, GoldSym, MarkSym string
	ExtraSym                             string // CROSSINGO's EXTRA symbol
	// Art lists the PNG art files the server has for the theme
	// (themes.ArtOf), drawn in place of the defaults once fetched (art.go).
	Art []string
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
		Win: p.Win.RGBA(), Gold: p.Gold.RGBA(), Mark: p.Mark.RGBA(), Line: p.Line.RGBA(),
		Button: p.Button.RGBA(), ButtonText: p.ButtonText.RGBA(),
		Pattern: t.Pattern, Particles: t.Particles, GoldSym: t.Symbols.Gold, MarkSym: t.Symbols.Mark,
		ExtraSym: t.Symbols.Extra, Art: themes.ArtOf(t.Name),
	}
	if loadArt != nil {
		loadArt(th)
	}
	if th.GoldSym == "" {
		th.GoldSym = SymCoin
	}
	if th.MarkSym == "" {
		th.MarkSym = SymStar
	}
	if th.ExtraSym == "" {
		th.ExtraSym = SymBurst
	}
	return th
}

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
	return []color.RGBA{t.Win, t.Accent, t.Mark, t.Line, {0x8f, 0x7b, 0xff, 0xff}}
}
