package eldorado

import (
	"revela/assets/themes"
	rules "revela/core/eldorado"
	"revela/render/kit"
)

// ThemeSection is what ELDORADO's section of a theme may hold
// (docs/studio.md): the gold of the title, the grids' tokens and the
// Extra panel's rim; the glow that turns behind a cell still hidden; the
// art of the soleil (eldorado/soleil.png), drawn in place of the game's.
var ThemeSection = themes.Schema{
	Game:    rules.Game.ID,
	Palette: map[string]string{"gold": "highlight"},
	Symbols: map[string]themes.Slot{
		"glow": {Default: kit.SymBurst, Choices: []string{kit.SymBurst, kit.SymStar, kit.SymSnowflake, kit.SymFlower, kit.SymSun, kit.SymLeaf}},
	},
	Art:  []string{"soleil.png"},
	Text: [][2]string{{"gold", "surface"}},
}

func init() { themes.Declare(ThemeSection) }

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return symName[rules.Pyramide] }

// symName is the kit's name of each symbol, by rules.Symbol (symbols.go
// draws them).
var symName = [7]string{"", "eldorado.pyramide", "eldorado.coffre", "eldorado.soleil", "eldorado.dague", "eldorado.chance", "eldorado.perroquet"}
